//! The rules of one game configuration: how many priests and devils, how big the boat is, and which
//! bank contents lose the game.

use std::fmt;

use crate::error::Error;
use crate::limits::MAX_SAFE_STATES;
use crate::state::{IllegalMove, Move, Side, State};

/// Whether the boat's load itself must be safe during a crossing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum BoatSafety {
    /// Only the banks count (the classic game): passengers count with the bank the boat is docked at,
    /// and any load may cross.
    #[default]
    Banks,
    /// Also, when priests are aboard, devils may not outnumber them: a load with
    /// `0 < priests < devils` is illegal, while devils alone may cross (the puzzle books' rule).
    Aboard,
}

impl BoatSafety {
    /// Every variant, classic first, in the order of their C ABI values: the one list every front end,
    /// test and fuzzer reads (CONTRIBUTING.md, "Adding a rule variant").
    pub const ALL: [BoatSafety; 2] = [BoatSafety::Banks, BoatSafety::Aboard];

    /// The variant's position in [`BoatSafety::ALL`] (0 for [`BoatSafety::Banks`]): the encoding used by
    /// the C ABI.
    pub fn index(self) -> u32 {
        self as u32
    }

    /// The variant encoded as its position in [`BoatSafety::ALL`]; `None` for any other value.
    pub fn from_index(index: u32) -> Option<BoatSafety> {
        BoatSafety::ALL.get(index as usize).copied()
    }

    /// The variant's name in lowercase (`"aboard"`): the value `levels.toml`, the command line's
    /// `--boat-safety` and its JSON reports use; the enum's name for every other language (C#, C,
    /// JavaScript) is this name capitalized.
    pub fn name(self) -> &'static str {
        match self {
            BoatSafety::Banks => "banks",
            BoatSafety::Aboard => "aboard",
        }
    }
}

/// The rule in English words, as the command-line tool states it: "only the banks count", "when priests
/// are aboard, devils may not outnumber them".
impl fmt::Display for BoatSafety {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            BoatSafety::Banks => "only the banks count",
            BoatSafety::Aboard => "when priests are aboard, devils may not outnumber them",
        })
    }
}

/// Who may row: which character every crossing needs aboard.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rowers {
    /// Anyone rows (the classic game): any load of one or more crosses.
    #[default]
    Anyone,
    /// Only priests row: every crossing needs a priest aboard.
    Priests,
    /// Only devils row: every crossing needs a devil aboard.
    Devils,
}

impl Rowers {
    /// Every variant, classic first, in the order of their C ABI values: the one list every front end,
    /// test and fuzzer reads (CONTRIBUTING.md, "Adding a rule variant").
    pub const ALL: [Rowers; 3] = [Rowers::Anyone, Rowers::Priests, Rowers::Devils];

    /// The variant's position in [`Rowers::ALL`] (0 for [`Rowers::Anyone`]): the encoding used by the C
    /// ABI.
    pub fn index(self) -> u32 {
        self as u32
    }

    /// The variant encoded as its position in [`Rowers::ALL`]; `None` for any other value.
    pub fn from_index(index: u32) -> Option<Rowers> {
        Rowers::ALL.get(index as usize).copied()
    }

    /// The variant's name in lowercase (`"priests"`): the value `levels.toml`, the command line's
    /// `--rowers` and its JSON reports use; the enum's name for every other language (C#, C,
    /// JavaScript) is this name capitalized.
    pub fn name(self) -> &'static str {
        match self {
            Rowers::Anyone => "anyone",
            Rowers::Priests => "priests",
            Rowers::Devils => "devils",
        }
    }
}

/// The rule in English words, as the command-line tool states it: "anyone rows", "only priests row".
impl fmt::Display for Rowers {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Rowers::Anyone => "anyone rows",
            Rowers::Priests => "only priests row",
            Rowers::Devils => "only devils row",
        })
    }
}

/// One game configuration: `priests` priests and `devils` devils start on the start bank with a boat
/// that carries between one and `boat_capacity` characters, under a rule variant (by default the
/// classic rules; see [`Rules::with_boat_safety`] and [`Rules::with_rowers`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    priests: u32,
    devils: u32,
    boat_capacity: u32,
    boat_safety: BoatSafety,
    rowers: Rowers,
}

impl Rules {
    /// The classic game: three priests, three devils and a boat for two.
    pub const CLASSIC: Rules = Rules {
        priests: 3,
        devils: 3,
        boat_capacity: 2,
        boat_safety: BoatSafety::Banks,
        rowers: Rowers::Anyone,
    };

    /// Validates a configuration under the classic rules: the boat must hold at least one rower, the
    /// number of safe states must not exceed [`MAX_SAFE_STATES`], and the widest crossing between safe
    /// states must fit the solver's 32-bit move (only configurations far over [`crate::MAX_MOVES`]
    /// fail it: see [`Error::MovesTooWide`]).
    ///
    /// # Errors
    /// In this order: [`Error::ZeroBoatCapacity`] for a boat capacity of 0; [`Error::TooManyStates`]
    /// over [`MAX_SAFE_STATES`]; [`Error::MovesTooWide`].
    pub fn new(priests: u32, devils: u32, boat_capacity: u32) -> Result<Rules, Error> {
        if boat_capacity == 0 {
            return Err(Error::ZeroBoatCapacity);
        }
        let rules = Rules {
            priests,
            devils,
            boat_capacity,
            boat_safety: BoatSafety::Banks,
            rowers: Rowers::Anyone,
        };
        let states = rules.safe_states();
        if states > MAX_SAFE_STATES {
            return Err(Error::TooManyStates { states });
        }
        crate::solver::check_loads(priests, devils, boat_capacity)?;
        Ok(rules)
    }

    /// The number of priests in the game.
    pub fn priests(&self) -> u32 {
        self.priests
    }

    /// The number of devils in the game.
    pub fn devils(&self) -> u32 {
        self.devils
    }

    /// The most characters the boat carries in one crossing.
    pub fn boat_capacity(&self) -> u32 {
        self.boat_capacity
    }

    /// These rules with boat safety `boat_safety` (the state and move caps do not depend on it).
    #[must_use]
    pub fn with_boat_safety(self, boat_safety: BoatSafety) -> Rules {
        Rules {
            boat_safety,
            ..self
        }
    }

    /// These rules with rowers `rowers` (the state and move caps do not depend on it).
    #[must_use]
    pub fn with_rowers(self, rowers: Rowers) -> Rules {
        Rules { rowers, ..self }
    }

    /// These counts under every rule variant (each [`BoatSafety`] with each [`Rowers`]), the classic rules
    /// first.
    pub fn variants(self) -> impl Iterator<Item = Rules> + Clone {
        BoatSafety::ALL.into_iter().flat_map(move |boat_safety| {
            Rowers::ALL.into_iter().map(move |rowers| Rules {
                boat_safety,
                rowers,
                ..self
            })
        })
    }

    /// The rule variant in one word, as the level reports write it (the command line's `levels`, the
    /// Unity Level Designer, the hint study): `classic`, or each value other than the classic one by its
    /// name ([`BoatSafety::name`], [`Rowers::name`] with `-row`), joined by `+` (`aboard+priests-row`).
    pub fn variant_name(&self) -> String {
        let mut parts = Vec::new();
        if self.boat_safety != BoatSafety::default() {
            parts.push(self.boat_safety.name().to_string());
        }
        if self.rowers != Rowers::default() {
            parts.push(format!("{}-row", self.rowers.name()));
        }
        if parts.is_empty() {
            "classic".to_string()
        } else {
            parts.join("+")
        }
    }

    /// Whether the boat's load must itself be safe.
    pub fn boat_safety(&self) -> BoatSafety {
        self.boat_safety
    }

    /// Who may row.
    pub fn rowers(&self) -> Rowers {
        self.rowers
    }

    /// Checks a boat load against the boat and the variant, wherever it crosses from.
    ///
    /// # Errors
    /// The [`IllegalMove`] that forbids it: an empty boat, more than the boat holds, devils outnumbering
    /// priests aboard (with [`BoatSafety::Aboard`]), or no rower the variant requires.
    pub fn check_load(&self, mv: Move) -> Result<(), IllegalMove> {
        let total = u64::from(mv.priests) + u64::from(mv.devils);
        if total == 0 {
            return Err(IllegalMove::EmptyBoat);
        }
        if total > u64::from(self.boat_capacity) {
            return Err(IllegalMove::OverCapacity);
        }
        let boat_lost = match self.boat_safety {
            BoatSafety::Banks => false,
            BoatSafety::Aboard => bank_lost(mv.priests, mv.devils),
        };
        if boat_lost {
            return Err(IllegalMove::OutnumberedAboard);
        }
        let rower = match self.rowers {
            Rowers::Anyone => true,
            Rowers::Priests => mv.priests > 0,
            Rowers::Devils => mv.devils > 0,
        };
        if !rower {
            return Err(IllegalMove::NoRower);
        }
        Ok(())
    }

    /// The legal loads (the boat, the variant and the bank allowing; safety of the result aside) when
    /// the boat's bank holds `priests` and `devils`.
    pub fn legal_loads(&self, priests: u32, devils: u32) -> u64 {
        Loads::new(self).count(priests, devils)
    }

    /// The state every game starts in: everyone and the boat on the start bank.
    pub fn start(&self) -> State {
        State::new(self.priests, self.devils, Side::Start)
    }

    /// The winning state: everyone and the boat on the far bank.
    pub fn goal(&self) -> State {
        State::new(0, 0, Side::Far)
    }

    /// Whether `state`'s counts fit this configuration.
    pub fn contains(&self, state: State) -> bool {
        state.priests <= self.priests && state.devils <= self.devils
    }

    /// Which bank, if any, is lost in `state` (the start bank is checked first). `state` must be in
    /// range (see [`Rules::contains`]).
    pub fn lost_bank(&self, state: State) -> Option<Side> {
        if bank_lost(state.priests, state.devils) {
            Some(Side::Start)
        } else if bank_lost(self.priests - state.priests, self.devils - state.devils) {
            Some(Side::Far)
        } else {
            None
        }
    }

    /// The number of safe states of this configuration (both boat sides counted).
    pub fn safe_states(&self) -> u64 {
        safe_state_count(self.priests, self.devils)
    }
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::CLASSIC
    }
}

/// The devils one crossing may carry, by the priests aboard: the variant's load rules and the boat's
/// room in the form the move loops use, computed once per solver. [`Rules::check_load`] states the
/// same rules for one load.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Loads {
    /// The devils' range with no priest aboard: 1 (a rower) to K, empty when only priests row.
    alone: (u32, u32),
    /// The fewest devils with priests aboard: 1 when only devils row, else 0.
    lo: u32,
    /// Whether, when priests are aboard, the devils aboard may not outnumber them ([`BoatSafety::Aboard`]).
    aboard: bool,
    capacity: u32,
}

impl Loads {
    /// The loads `rules` allows.
    pub fn new(rules: &Rules) -> Loads {
        let k = rules.boat_capacity;
        // Each variant's loads, matched exhaustively so that a new variant must say its own.
        let (alone, lo) = match rules.rowers {
            Rowers::Anyone => ((1, k), 0),
            Rowers::Priests => ((1, 0), 0),
            Rowers::Devils => ((1, k), 1),
        };
        Loads {
            alone,
            lo,
            aboard: match rules.boat_safety {
                BoatSafety::Banks => false,
                BoatSafety::Aboard => true,
            },
            capacity: k,
        }
    }

    /// The devils a crossing with `a <= K` priests may carry, whatever the bank holds: `lo..=hi`, empty
    /// when `lo > hi`.
    #[inline(always)]
    pub fn with(self, a: u32) -> (u32, u32) {
        match a {
            0 => self.alone,
            _ if self.aboard => (self.lo, a.min(self.capacity - a)),
            _ => (self.lo, self.capacity - a),
        }
    }

    /// [`Rules::legal_loads`]: the loads a bank of `priests` and `devils` can send, in closed form
    /// (constant time, whatever the boat's size). With `A = min(K, priests)`, a crossing of `a >= 1`
    /// priests may carry `lo..=min(hi(a), devils)` devils, where `hi(a)` is `K - a`, or `min(a, K - a)`
    /// with boat safety; that range is never empty below `lo` (`hi(a) >= 0` and `lo <= 1`), so the count
    /// is a sum of `min` terms that each split into a constant run and an arithmetic one. Saturates at
    /// `u64::MAX` (only for boats near `u32::MAX`).
    pub fn count(self, priests: u32, devils: u32) -> u64 {
        let (k, d) = (i128::from(self.capacity), i128::from(devils));
        let a_max = i128::from(self.capacity.min(priests));
        let (alone_lo, alone_hi) = self.alone;
        // a = 0: the devils alone, 1..=min(K, devils) unless only priests row.
        let alone = if alone_lo <= alone_hi {
            i128::from(alone_hi.min(devils))
        } else {
            0
        };
        // a >= 1: each crossing adds min(hi(a), devils) + 1 - lo loads.
        let per_crossing = 1 - i128::from(self.lo);
        let tops = if self.aboard {
            // hi(a) = a up to K / 2, then K - a.
            let half = k / 2;
            sum_min_rising(a_max.min(half), d) + sum_min_falling(half + 1, a_max, k, d)
        } else {
            sum_min_falling(1, a_max, k, d)
        };
        u64::try_from(alone + tops + a_max * per_crossing).unwrap_or(u64::MAX)
    }
}

/// `sum(min(a, d) for a in 1..=n)`, 0 when `n < 1`.
fn sum_min_rising(n: i128, d: i128) -> i128 {
    if n < 1 {
        0
    } else if n <= d {
        n * (n + 1) / 2
    } else {
        d * (d + 1) / 2 + (n - d) * d
    }
}

/// `sum(min(k - a, d) for a in x..=y)` for `y <= k`, 0 when `x > y`: `d` while `a <= k - d`, then
/// `k - a`.
fn sum_min_falling(x: i128, y: i128, k: i128, d: i128) -> i128 {
    if x > y {
        return 0;
    }
    let flat_end = y.min(k - d); // the last a whose term is d
    let flat = (flat_end - x + 1).max(0);
    let (from, count) = (x + flat, y - (x + flat) + 1);
    // sum(k - a for a in from..=y) = count * k - (from + y) * count / 2
    flat * d + count * k - (from + y) * count / 2
}

/// A bank is lost when priests are present on it and devils outnumber them.
pub fn bank_lost(priests: u32, devils: u32) -> bool {
    priests > 0 && devils > priests
}

/// The range of devil counts on the start bank that are safe when `p` of `n` priests are on the start
/// bank and there are `m` devils in all; `None` when no count is safe. The safe counts are always
/// contiguous: at most `p` (when priests are on the start bank) and at least `m - (n - p)` (when
/// priests are on the far bank).
pub(crate) fn safe_devil_range(n: u32, m: u32, p: u32) -> Option<(u32, u32)> {
    debug_assert!(p <= n);
    let lo = if p < n { m.saturating_sub(n - p) } else { 0 };
    let hi = if p > 0 { m.min(p) } else { m };
    (lo <= hi).then_some((lo, hi))
}

/// The number of safe states (both boat sides) for `n` priests and `m` devils, in closed form so that
/// oversized configurations are refused in constant time.
pub(crate) fn safe_state_count(n: u32, m: u32) -> u64 {
    let (n, m) = (u64::from(n), u64::from(m));
    let pairs = if n == 0 {
        m + 1
    } else {
        // Rows p = 0 and p = n each hold min(m, n) + 1 safe devil counts.
        let ends = 2 * (m.min(n) + 1);
        // Rows 0 < p < n are empty when m > n; otherwise row p holds min(m, p) - max(0, p - (n - m)) + 1.
        let middle = if m > n || n < 2 {
            0
        } else {
            let rows = n - 1;
            let sum_min = if m >= rows {
                rows * (rows + 1) / 2
            } else {
                m * (m + 1) / 2 + (rows - m) * m
            };
            let sum_excess = m.saturating_sub(1) * m / 2;
            sum_min - sum_excess + rows
        };
        ends + middle
    };
    2 * pairs
}

// The moves a configuration allows from a state live here, with the rules, so that `state` depends on
// nothing else in the crate.
impl State {
    /// The characters on the boat's bank, who may board: `(priests, devils)`.
    pub fn boat_bank(&self, rules: &Rules) -> (u32, u32) {
        match self.boat {
            Side::Start => (self.priests, self.devils),
            Side::Far => (rules.priests() - self.priests, rules.devils() - self.devils),
        }
    }

    /// The state after the boat carries `mv` across. Safety of the resulting banks is not checked.
    /// `self` must be in range for `rules`.
    ///
    /// # Errors
    /// The [`IllegalMove`] that forbids `mv` here: those of [`Rules::check_load`], then more characters
    /// than the boat's bank has.
    pub fn apply(&self, rules: &Rules, mv: Move) -> Result<State, IllegalMove> {
        rules.check_load(mv)?;
        let (priests, devils) = self.boat_bank(rules);
        if mv.priests > priests || mv.devils > devils {
            return Err(IllegalMove::NotEnoughCharacters);
        }
        Ok(match self.boat {
            Side::Start => State::new(
                self.priests - mv.priests,
                self.devils - mv.devils,
                Side::Far,
            ),
            Side::Far => State::new(
                self.priests + mv.priests,
                self.devils + mv.devils,
                Side::Start,
            ),
        })
    }
}

#[cfg(test)]
mod tests;
