//! # The river-crossing family
//!
//! Any puzzle of the genre, read from its text ([`Puzzle::parse`], the format of `docs/family.md`),
//! solved whole once ([`Family::new`]) and answered by lookup: the verdict of a state, its distance,
//! the next crossing, every optimal crossing, a plan, the number of optimal plans, milestones, the
//! rating of a crossing and a designer's report. Priests and Devils is one puzzle of the family (two
//! counted kinds); its own solver ([`crate::Solver`]) stays the fast path for it, and a test holds the
//! two to the same answers.
//!
//! ## Design
//!
//! - **Kinds.** A puzzle's characters come in kinds: a kind is either one character (the wolf) or
//!   several interchangeable ones (three priests), declared with `kind`. Rules name kinds and sets of
//!   kinds, never one member of a counted kind, so every rule is symmetric within a kind and a state
//!   is the count of each kind on the left bank: the wolf, goat and cabbage have 2^4 arrangements,
//!   a million priests and devils (10^6 + 1)^2, not 2^(2·10^6).
//! - **Nodes.** A node is the kinds' counts on the left bank in mixed radix (kind 0 the fastest digit),
//!   times a *phase* (crossings made modulo 2, or modulo 4 when some character rows only by day or
//!   only at night: the phase's parity is the boat's side), times a *previous-load slot* (only with a
//!   `boat load-change` rule: 0 for "no crossing yet", `1 + load` otherwise). Elapsed time is not part
//!   of a node: the fastest way to the goal from a node does not depend on how long the way there
//!   took, so a query's elapsed time is held against the limit instead.
//! - **The build.** Every node of the space is examined once: a node is *safe* when both banks keep
//!   every bank rule; from each safe node every *legal load* (the boat's rules: capacity, load, a
//!   rower for that crossing, the boat rules, the load change) is enumerated, and those that land on a
//!   safe node are the node's crossings (a compressed list of target nodes; the load is the difference
//!   of the two nodes' counts). The distances come from one search backwards from the goal nodes:
//!   breadth-first for untimed puzzles, Dijkstra on (time, crossings) for timed ones.
//! - **Optimal.** Untimed: fewest crossings. Timed: least time, ties broken by fewest crossings,
//!   and a state whose elapsed time plus its least time exceeds the limit cannot be won. A crossing
//!   is optimal when its cost plus the target's distance is the state's distance, in both components.
//!
//! ## Invariants
//!
//! - Every optimal crossing lowers the crossings component of the distance by exactly one, so the
//!   optimal crossings form layered, acyclic paths: plan counts and milestones walk them layer by
//!   layer (as [`crate::Solver::milestones`] does).
//! - A node's space is bounded before anything is allocated ([`MAX_FAMILY_NODES`]); the build stops
//!   when it has examined [`MAX_FAMILY_LOADS`] loads; every large allocation is fallible. No input,
//!   read or queried, makes the engine panic: errors are [`FamilyError`] values.
//! - Distinct plans treat every character as an individual: a crossing that takes `x` of a kind's `b`
//!   members on the boat's bank stands for `C(b, x)` crossings of individuals. Plans *by kind* count
//!   each crossing once.

mod build;
mod conditions;
mod expr;
mod format;
mod lexer;
mod play;
mod queries;
mod report;
mod search;

use std::fmt;

pub use build::Family;
pub use format::FormatError;
pub use play::{FamilyAction, FamilyStep, FamilyWords};
pub use queries::{FamilyMilestone, FamilyRating, FamilyStateKind, FamilyVerdict, PlanCounts};
pub use report::{FamilyGraph, FamilyReport};

pub(crate) use expr::Expr;

/// The most nodes a puzzle's state space may have (every arrangement of the kinds' counts, times the
/// phase and the previous-load slot; see the module documentation), checked from the puzzle's
/// figures before anything is allocated. A node costs about 20 bytes, so the cap bounds a build to
/// roughly 80 MB besides its crossings.
pub const MAX_FAMILY_NODES: u64 = 1 << 22;

/// The most loads a build may examine (each legal or illegal load from each safe node); a build that
/// would examine more stops with [`FamilyError::TooManyLoads`]. It also bounds the crossings stored
/// (8 bytes each, forward and backward).
pub const MAX_FAMILY_LOADS: u64 = 1 << 24;

/// A river bank.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Bank {
    /// The left bank, where the boat starts.
    #[default]
    Left,
    /// The right bank.
    Right,
}

impl Bank {
    /// The bank across the river.
    pub fn other(self) -> Bank {
        match self {
            Bank::Left => Bank::Right,
            Bank::Right => Bank::Left,
        }
    }
}

impl fmt::Display for Bank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Bank::Left => "left bank",
            Bank::Right => "right bank",
        })
    }
}

/// On which crossings a character may row (for a bridge: carry the torch).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Rowing {
    /// Never: the character only rides.
    #[default]
    Never,
    /// On every crossing.
    Always,
    /// By day only: crossings `k` with `k mod 4` in {1, 2}.
    Day,
    /// At night only: crossings `k` with `k mod 4` in {3, 0}.
    Night,
}

impl Rowing {
    /// Whether the character may row crossing number `k` (1 for the first).
    pub fn rows_on(self, k: u64) -> bool {
        match self {
            Rowing::Never => false,
            Rowing::Always => true,
            Rowing::Day => matches!(k % 4, 1 | 2),
            Rowing::Night => matches!(k % 4, 3 | 0),
        }
    }
}

/// One kind of character: a single named character, or several interchangeable ones.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kind {
    /// The kind's name, as rules name it (for a single character, the character's name).
    pub name: String,
    /// How many characters the kind holds (1 for a single character).
    pub count: u32,
    /// The members' names, when the file gives them (`names=`); otherwise they are the kind's name
    /// followed by 1, 2, … ([`Kind::member`]). Empty for a single character.
    pub names: Vec<String>,
    /// When the kind's members may row.
    pub rows: Rowing,
    /// The bank its members start on.
    pub starts: Bank,
    /// Each member's weight (0 when the puzzle gives none).
    pub weight: u32,
    /// Each member's crossing time (0 when the puzzle gives none).
    pub time: u32,
    /// Other numeric attributes the rules sum (such as `money`), by name.
    pub attributes: Vec<(String, u32)>,
}

impl Kind {
    /// The name of member `i` (0 for the first): the file's name for it, else the kind's name and
    /// `i + 1` (`Cop1`); a single character's own name.
    pub fn member(&self, i: u32) -> String {
        match self.names.get(i as usize) {
            Some(name) => name.clone(),
            None if self.count == 1 => self.name.clone(),
            None => format!("{}{}", self.name, u64::from(i) + 1),
        }
    }
}

/// Where a rule applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Place {
    /// Each bank, after every crossing.
    Banks,
    /// The group that crosses.
    Boat,
}

/// One rule of the file: a situation it forbids (`never`) or requires of every crossing (`only`).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Rule {
    pub place: Place,
    /// `true` for `boat only`: the crossing group must satisfy the expression.
    pub required: bool,
    pub expr: Expr,
    /// The rule's line in the file (1 for the first).
    pub line: u32,
}

/// A puzzle of the family, as read from its text by [`Puzzle::parse`].
#[derive(Clone, Debug, PartialEq)]
pub struct Puzzle {
    pub(crate) title: String,
    pub(crate) kinds: Vec<Kind>,
    pub(crate) capacity: u32,
    pub(crate) max_load: Option<u32>,
    pub(crate) load_change: Option<u32>,
    pub(crate) time_limit: Option<u32>,
    pub(crate) timed: bool,
    pub(crate) rules: Vec<Rule>,
}

impl Puzzle {
    /// The puzzle's title (its `puzzle` line).
    pub fn title(&self) -> &str {
        &self.title
    }

    /// The kinds of character, in the file's order: a state's counts follow this order.
    pub fn kinds(&self) -> &[Kind] {
        &self.kinds
    }

    /// The most characters one crossing carries.
    pub fn capacity(&self) -> u32 {
        self.capacity
    }

    /// The most total weight one crossing carries, if the puzzle limits it.
    pub fn max_load(&self) -> Option<u32> {
        self.max_load
    }

    /// From the second crossing on, how far a crossing's load may differ from the previous one's.
    pub fn load_change(&self) -> Option<u32> {
        self.load_change
    }

    /// The time limit of a timed puzzle (the total time must not exceed it), if any.
    pub fn time_limit(&self) -> Option<u32> {
        self.time_limit
    }

    /// Whether crossings take time (some character has a crossing time, or the puzzle has a limit):
    /// then "optimal" means least time, ties broken by fewest crossings.
    pub fn is_timed(&self) -> bool {
        self.timed
    }

    /// The state every game starts in: each kind on its starting bank, the boat on the left bank.
    pub fn start(&self) -> FamilyState {
        FamilyState::new(
            self.kinds
                .iter()
                .map(|k| match k.starts {
                    Bank::Left => k.count,
                    Bank::Right => 0,
                })
                .collect(),
        )
    }

    /// The kinds' counts on the left bank once every character stands opposite to where it started.
    pub fn goal_left(&self) -> Vec<u32> {
        self.kinds
            .iter()
            .map(|k| match k.starts {
                Bank::Left => 0,
                Bank::Right => k.count,
            })
            .collect()
    }

    /// A load (counts per kind) in words, from the file's names: `Farmer, Goat`, `2 Cop`; the
    /// members of a counted kind are counted, not named, since any of them will do.
    pub fn describe(&self, load: &[u32]) -> String {
        let mut words = Vec::new();
        for (kind, &n) in self.kinds.iter().zip(load) {
            match n {
                0 => {}
                1 if kind.count == 1 => words.push(kind.name.clone()),
                _ => words.push(format!("{n} {}", kind.name)),
            }
        }
        words.join(", ")
    }
}

/// The size of a puzzle's node space (see the module documentation).
pub(crate) struct Space {
    /// The arrangements of the kinds' counts (saturating).
    pub arrangements: u64,
    /// 2, or 4 when some character rows only by day or only at night.
    pub phases: u32,
    /// 1, or the previous-load slots (`2 + the heaviest load`) with a `boat load-change` rule.
    pub slots: u64,
    /// Their product (saturating): the nodes.
    pub nodes: u64,
}

impl Puzzle {
    /// The size of the puzzle's node space, worked out from its figures without allocating.
    pub(crate) fn space(&self) -> Space {
        let arrangements = self
            .kinds
            .iter()
            .fold(1u64, |a, k| a.saturating_mul(u64::from(k.count) + 1));
        let day_night = self
            .kinds
            .iter()
            .any(|k| matches!(k.rows, Rowing::Day | Rowing::Night));
        let phases: u32 = if day_night { 4 } else { 2 };
        let heaviest: u64 = match self.max_load {
            Some(load) => u64::from(load),
            None => self
                .kinds
                .iter()
                .map(|k| u64::from(k.weight) * u64::from(k.count))
                .sum(),
        };
        let slots: u64 = if self.load_change.is_some() {
            heaviest.saturating_add(2)
        } else {
            1
        };
        let nodes = arrangements
            .saturating_mul(u64::from(phases))
            .saturating_mul(slots);
        Space {
            arrangements,
            phases,
            slots,
            nodes,
        }
    }

    /// The nodes of the puzzle's state space: every arrangement of the kinds' counts, times the phase
    /// and the previous-load slot (saturating). [`Family::new`] refuses more than
    /// [`MAX_FAMILY_NODES`] before allocating.
    pub fn nodes(&self) -> u64 {
        self.space().nodes
    }
}

impl Puzzle {
    /// Reads a group of characters typed by name, as front ends take a crossing or a bank: items
    /// separated by commas, each a character's or member's name (one of its kind) or a count and a
    /// kind's name (`2 Cop`); names are matched without regard to case; `nobody` or nothing is the
    /// empty group. Gives the count of each kind, in [`Puzzle::kinds`] order.
    ///
    /// # Errors
    /// A sentence naming the item that is no name of the puzzle, or the kind the group has too many of.
    pub fn read_group(&self, text: &str) -> Result<Vec<u32>, String> {
        let mut counts = vec![0u32; self.kinds.len()];
        let text = text.trim();
        if text.is_empty() || text.eq_ignore_ascii_case("nobody") {
            return Ok(counts);
        }
        for item in text.split(',').map(str::trim) {
            let (n, name) = match item.split_once(' ') {
                Some((n, name)) if n.bytes().all(|b| b.is_ascii_digit()) => (
                    n.parse::<u32>().map_err(|_| format!("{n} is too many"))?,
                    name.trim(),
                ),
                _ => (1, item),
            };
            let kind = self
                .kinds
                .iter()
                .position(|k| {
                    k.name.eq_ignore_ascii_case(name)
                        || (0..k.count).any(|i| k.member(i).eq_ignore_ascii_case(name))
                })
                .ok_or_else(|| format!("`{name}` is no character of this puzzle"))?;
            counts[kind] = counts[kind].saturating_add(n);
            if counts[kind] > self.kinds[kind].count {
                return Err(format!(
                    "the puzzle has only {} {}",
                    self.kinds[kind].count, self.kinds[kind].name
                ));
            }
        }
        Ok(counts)
    }
}

/// A state of a puzzle's game: who is on the left bank (counts per kind, in [`Puzzle::kinds`]
/// order), how many crossings were made (its parity places the boat: even, left bank), the previous
/// crossing's load (for `boat load-change` puzzles; `None` before the first) and the time elapsed
/// (for timed puzzles).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FamilyState {
    /// Characters of each kind on the left bank; the others are on the right bank.
    pub left: Vec<u32>,
    /// Crossings made so far (only its remainder modulo 4 matters: the count wraps past `u32::MAX`,
    /// which keeps that remainder, as 2^32 is a multiple of 4).
    pub crossings: u32,
    /// The total weight the previous crossing carried; `None` before the first crossing.
    pub previous_load: Option<u32>,
    /// Minutes elapsed so far (timed puzzles).
    pub elapsed: u32,
}

impl FamilyState {
    /// A state with `left` on the left bank, no crossing made yet.
    pub fn new(left: Vec<u32>) -> FamilyState {
        FamilyState {
            left,
            crossings: 0,
            previous_load: None,
            elapsed: 0,
        }
    }

    /// Where the boat is: the left bank after an even number of crossings.
    pub fn boat(&self) -> Bank {
        if self.crossings % 2 == 0 {
            Bank::Left
        } else {
            Bank::Right
        }
    }
}

/// One crossing: how many of each kind cross (in [`Puzzle::kinds`] order), from the boat's bank.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Crossing {
    /// Characters of each kind aboard.
    pub load: Vec<u32>,
}

/// Why a crossing cannot be made, as told by [`Family::rate`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IllegalCrossing {
    /// The boat would cross empty.
    EmptyBoat,
    /// The load does not match the puzzle's kinds, or takes characters the boat's bank lacks.
    NotOnBank,
    /// More characters than the boat holds.
    OverCapacity,
    /// More weight than the boat holds.
    OverLoad,
    /// Nobody aboard may row this crossing.
    NoRower,
    /// The load breaks the boat rule of this line of the file.
    BoatRule(u32),
    /// The load differs from the previous one by more than the puzzle's `load-change`.
    LoadChange,
}

impl fmt::Display for IllegalCrossing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalCrossing::EmptyBoat => f.write_str("the boat never crosses empty"),
            IllegalCrossing::NotOnBank => {
                f.write_str("those characters are not on the boat's bank")
            }
            IllegalCrossing::OverCapacity => f.write_str("more characters than the boat holds"),
            IllegalCrossing::OverLoad => f.write_str("more weight than the boat holds"),
            IllegalCrossing::NoRower => f.write_str("nobody aboard may row this crossing"),
            IllegalCrossing::BoatRule(line) => write!(f, "it breaks the boat rule of line {line}"),
            IllegalCrossing::LoadChange => {
                f.write_str("the load differs too much from the previous crossing's")
            }
        }
    }
}

/// Why a puzzle cannot be read or built, or a query cannot be answered.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum FamilyError {
    /// The puzzle's text breaks the format: the line, the column and the rule.
    #[error("{0}")]
    Format(#[from] FormatError),
    /// The state space exceeds [`MAX_FAMILY_NODES`]; refused before anything is allocated.
    #[error("the puzzle is too large: {nodes} nodes (cap {})", MAX_FAMILY_NODES)]
    TooManyNodes {
        /// The nodes the puzzle's space would have (saturating).
        nodes: u64,
    },
    /// The build examined more than [`MAX_FAMILY_LOADS`] loads and stopped.
    #[error(
        "the puzzle is too large: its build examines more than {} loads",
        MAX_FAMILY_LOADS
    )]
    TooManyLoads,
    /// Memory for the state graph could not be reserved.
    #[error("not enough memory to build the state graph")]
    OutOfMemory,
    /// The state does not fit the puzzle (wrong number of kinds, more characters than a kind has,
    /// or a previous load no crossing can carry).
    #[error("the state does not fit the puzzle")]
    StateOutOfRange,
    /// The state breaks the bank rule of the given line on the given bank.
    #[error("the state is lost: the {bank} breaks the rule of line {line}")]
    Lost {
        /// The bank that breaks the rule (the left bank is checked first).
        bank: Bank,
        /// The rule's line in the file.
        line: u32,
    },
    /// The state is already won.
    #[error("the puzzle is already solved")]
    AlreadyWon,
    /// No sequence of crossings leads from the state to the goal.
    #[error("no sequence of crossings leads from this state to the goal")]
    NoPath,
    /// The goal can be reached, but not within the time limit.
    #[error("the goal cannot be reached within the time limit")]
    OutOfTime,
    /// The crossing cannot be made.
    #[error("illegal crossing: {0}")]
    Illegal(IllegalCrossing),
    /// The characters said to be aboard are not on the boat's bank or do not fit in the boat
    /// ([`Family::next_action`]).
    #[error("the characters aboard are not on the boat's bank or do not fit in the boat")]
    InvalidAboard,
}
