//! The river-crossing family's types in the C ABI: a puzzle's handle, its figures, states, crossings,
//! verdicts, ratings, milestones and atomic steps, and their conversions to and from the family's
//! engine (`crate::family`). Plain data: no pointer is touched.

use super::types::PdStatus;
use crate::family::{
    Bank, Crossing, Family, FamilyAction, FamilyError, FamilyMilestone, FamilyRating, FamilyReport,
    FamilyState, FamilyStateKind, FamilyStep, FamilyVerdict, IllegalCrossing, Kind, PlanCounts,
    Rowing,
};

/// The most kinds of character a puzzle may have to be built through the C ABI; every state and
/// crossing holds this many counts, of which the puzzle's first `kinds` are used. A puzzle within
/// `PD_MAX_PUZZLE_NODES` has at most 21 kinds, so every puzzle that builds fits.
pub const PD_MAX_PUZZLE_KINDS: u32 = 32;

/// [`PD_MAX_PUZZLE_KINDS`] as a length.
pub(super) const KINDS: usize = PD_MAX_PUZZLE_KINDS as usize;

/// The most nodes a puzzle's state space may have (every arrangement of the kinds' counts, times the
/// phase of the crossings and the previous-load slot): `pd_puzzle_new` refuses more with
/// `PD_STATUS_TOO_LARGE` before allocating; `pd_puzzle_check` tells a text's count.
pub const PD_MAX_PUZZLE_NODES: u64 = 4_194_304;

/// The most loads a puzzle's build may examine: `pd_puzzle_new` stops a build that would examine more
/// and returns `PD_STATUS_TOO_LARGE`.
pub const PD_MAX_PUZZLE_LOADS: u64 = 16_777_216;

// The arrays of states and crossings are written `[u32; 32]` (the bindings' generators take a literal
// length): they hold `PD_MAX_PUZZLE_KINDS` counts.
const _: () = assert!(PD_MAX_PUZZLE_KINDS == 32);
const _: () = assert!(PD_MAX_PUZZLE_NODES == crate::family::MAX_FAMILY_NODES);
const _: () = assert!(PD_MAX_PUZZLE_LOADS == crate::family::MAX_FAMILY_LOADS);

/// A figure a puzzle does not have (no load limit, no time limit, no previous crossing).
pub const PD_NONE: u32 = 0xFFFF_FFFF;

/// A river bank of a puzzle. Fields named `bank` or `starts` hold these values.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PdBank {
    /// The left bank, where the boat starts.
    Left = 0,
    /// The right bank.
    Right = 1,
}

/// On which crossings a character may row (for a bridge: carry the torch).
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PdRowing {
    /// Never: the character only rides.
    Never = 0,
    /// On every crossing.
    Always = 1,
    /// By day only: crossings 1, 2, 5, 6, ...
    Day = 2,
    /// At night only: crossings 3, 4, 7, 8, ...
    Night = 3,
}

/// What `pd_puzzle_check` finds in a puzzle's text.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PdPuzzleCheck {
    /// Where the text breaks the format: its line (1 for the first), 0 when it reads.
    pub line: u32,
    /// The column there, in characters (1 for the first), 0 when the text reads.
    pub column: u32,
    /// The nodes of the puzzle's state space (saturating; 0 when the text does not read).
    pub nodes: u64,
}

/// A puzzle's figures, written by `pd_puzzle_info`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PdPuzzleInfo {
    /// Kinds of character (at most `PD_MAX_PUZZLE_KINDS`): the counts of states and crossings used.
    pub kinds: u32,
    /// Characters in all, every member of every kind.
    pub characters: u32,
    /// The most characters one crossing carries.
    pub capacity: u32,
    /// The most weight one crossing carries, or `PD_NONE`.
    pub max_load: u32,
    /// The most a crossing's load may differ from the previous one's, or `PD_NONE`.
    pub load_change: u32,
    /// The time limit of a timed puzzle, or `PD_NONE`.
    pub time_limit: u32,
    /// 1 when crossings take time (then optimal means least time, ties broken by fewest crossings).
    pub timed: u32,
    /// The nodes of the puzzle's state space.
    pub nodes: u64,
}

/// One kind of character, written by `pd_puzzle_kind`; `pd_puzzle_kind_name` and
/// `pd_puzzle_member_name` give its names.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PdPuzzleKind {
    /// How many characters the kind has (1 for a named character).
    pub count: u32,
    /// On which crossings its characters may row.
    pub rows: PdRowing,
    /// The bank its characters start on.
    pub starts: PdBank,
    /// Each character's weight (0 when the puzzle has no weights).
    pub weight: u32,
    /// Each character's crossing time (timed puzzles; 0 otherwise).
    pub time: u32,
}

/// A state of a puzzle's game. `pd_puzzle_start` writes the start; the caller may fill one too.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PdPuzzleState {
    /// Characters of each kind on the left bank (in the puzzle's order); only the first `kinds` are
    /// read, and written ones past them are 0.
    pub left: [u32; 32],
    /// The puzzle's number of kinds (`PdPuzzleInfo::kinds`); another value is
    /// `PD_STATUS_STATE_OUT_OF_RANGE`.
    pub kinds: u32,
    /// Crossings made so far: even, the boat is on the left bank.
    pub crossings: u32,
    /// The total weight the previous crossing carried (puzzles with a load change), or `PD_NONE`.
    pub previous_load: u32,
    /// Minutes elapsed so far (timed puzzles).
    pub elapsed: u32,
}

/// One crossing: how many of each kind cross, from the boat's bank (the first `kinds` counts are
/// used; written ones past them are 0).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PdCrossing {
    /// Characters of each kind aboard, in the puzzle's order.
    pub load: [u32; 32],
}

/// What a puzzle's state is.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PdPuzzleStateKind {
    /// No rule is broken and the game goes on.
    Safe = 0,
    /// Every character stands opposite to where it started.
    Won = 1,
    /// A bank breaks a rule: the game is over (the verdict names the bank and the rule's line).
    Lost = 2,
}

/// The verdict on a puzzle's state, written by `pd_puzzle_check_state`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PdPuzzleVerdict {
    /// Safe, won or lost.
    pub kind: PdPuzzleStateKind,
    /// For a lost state, the bank that breaks a rule (the left bank is checked first).
    pub lost_bank: PdBank,
    /// For a lost state, the broken rule's line in the puzzle's text; otherwise 0.
    pub lost_line: u32,
    /// 1 when legal play from the puzzle's start reaches the state (elapsed time aside), else 0.
    pub reachable: u32,
    /// Crossings left on an optimal plan, or `PD_NO_PATH`.
    pub crossings: u32,
    /// Time left on an optimal plan (0 for untimed puzzles), or `PD_NO_PATH`.
    pub time: u32,
    /// 1 when the goal can still be reached within the time limit (always, with a path, for untimed
    /// puzzles).
    pub within_limit: u32,
}

/// How good a crossing is.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PdPuzzleRatingKind {
    /// The crossing is on an optimal plan.
    Optimal = 0,
    /// Legal and safe, but the goal is further away than with an optimal crossing.
    Detour = 1,
    /// The crossing breaks a bank rule: the game is lost.
    Loses = 2,
    /// Safe, but no path to the goal exists afterwards.
    NoPath = 3,
    /// Safe, but the goal can no longer be reached within the time limit.
    OutOfTime = 4,
    /// The crossing cannot be made (the rating's `illegal` says why).
    Illegal = 5,
}

/// Why a crossing cannot be made.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PdIllegalCrossing {
    /// The crossing is legal.
    None = 0,
    /// The boat would cross empty.
    EmptyBoat = 1,
    /// The load takes characters the boat's bank lacks.
    NotOnBank = 2,
    /// More characters than the boat holds.
    OverCapacity = 3,
    /// More weight than the boat holds.
    OverLoad = 4,
    /// Nobody aboard may row this crossing.
    NoRower = 5,
    /// The load breaks a boat rule (the rating's `line`).
    BoatRule = 6,
    /// The load differs from the previous one by more than the puzzle's load change.
    LoadChange = 7,
}

/// The rating of a crossing, written by `pd_puzzle_rate`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PdPuzzleRating {
    /// What kind of crossing it is.
    pub kind: PdPuzzleRatingKind,
    /// For `PD_PUZZLE_RATING_KIND_DETOUR`, the extra time it costs (timed puzzles); otherwise 0.
    pub extra_time: u32,
    /// For `PD_PUZZLE_RATING_KIND_DETOUR`, the extra crossings it costs (for timed puzzles, among
    /// the fastest plans after it: it may be negative); otherwise 0.
    pub extra_crossings: i64,
    /// For `PD_PUZZLE_RATING_KIND_LOSES`, the bank that breaks a rule; otherwise `PD_BANK_LEFT`.
    pub bank: PdBank,
    /// The rule's line: the bank rule a losing crossing breaks, or the boat rule an illegal one
    /// breaks; otherwise 0.
    pub line: u32,
    /// For `PD_PUZZLE_RATING_KIND_ILLEGAL`, why; otherwise `PD_ILLEGAL_CROSSING_NONE`.
    pub illegal: PdIllegalCrossing,
}

/// The optimal plans from a state, counted two ways (saturating at `UINT64_MAX`), written by
/// `pd_puzzle_count_plans`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PdPuzzlePlanCounts {
    /// Plans of individuals: two differ when at some crossing a different set of characters crosses.
    pub distinct: u64,
    /// Plans by kind: two differ when at some crossing different counts of some kind cross.
    pub by_kind: u64,
}

/// A state every optimal plan passes through, listed by `pd_puzzle_milestones`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PdPuzzleMilestone {
    /// The state.
    pub state: PdPuzzleState,
    /// Crossings from the asked state to it.
    pub crossings: u32,
}

/// One atomic step of play on a puzzle.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PdPuzzleActionKind {
    /// Nothing to do: the puzzle is solved.
    None = 0,
    /// Move one character of the step's `character_kind` from the boat's bank onto the boat.
    Board = 1,
    /// Move one character of the step's `character_kind` from the boat onto its bank.
    Unboard = 2,
    /// Row the boat to the other bank.
    Sail = 3,
}

/// The next atomic step, written by `pd_puzzle_next_action`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PdPuzzleAction {
    /// What to do now.
    pub kind: PdPuzzleActionKind,
    /// For boarding and landing, the kind of the character who moves (an index below
    /// `PdPuzzleInfo::kinds`); otherwise 0.
    pub character_kind: u32,
    /// Crossings left on an optimal plan, counting `crossing` (0 when solved).
    pub crossings_left: u32,
    /// The optimal crossing this step prepares or makes (every count 0 when solved).
    pub crossing: PdCrossing,
}

/// A designer's figures for a puzzle from its start, written by `pd_puzzle_report`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PdPuzzleReport {
    /// `PD_STATUS_OK` when the puzzle can be won from its start; otherwise why not
    /// (`PD_STATUS_LOST_STATE`, `PD_STATUS_NO_PATH` or `PD_STATUS_OUT_OF_TIME`).
    pub solvable: PdStatus,
    /// The fewest crossings (for timed puzzles, the fewest among the fastest plans), or `PD_NO_PATH`.
    pub min_crossings: u32,
    /// The least total time of a timed puzzle; `PD_NONE` for an untimed one, `PD_NO_PATH` when
    /// unsolvable (both are `UINT32_MAX`).
    pub min_time: u32,
    /// The optimal plans from the start (0 when unsolvable).
    pub plans: PdPuzzlePlanCounts,
    /// The milestones of the start, the goal included (0 when unsolvable).
    pub milestones: u32,
    /// Safe nodes of the whole space.
    pub safe_states: u32,
    /// Nodes that legal play from the start reaches.
    pub reachable_states: u32,
    /// Reachable nodes from which the goal cannot be reached.
    pub dead_ends: u32,
    /// For timed puzzles with a limit, the (node, elapsed minutes) pairs legal play reaches within
    /// it; otherwise, or past its cap, `UINT64_MAX`.
    pub reachable_timed_states: u64,
    /// The difficulty in bits (`-log2` of the chance that a player picking uniformly among the legal
    /// loads plays an optimal plan); -1 when unsolvable.
    pub difficulty: f64,
}

/// A built puzzle. Create with `pd_puzzle_new`, release with `pd_puzzle_free`. Immutable: safe to
/// query from many threads at once.
pub struct PdPuzzle {
    pub(super) family: Family,
}

impl From<FamilyError> for PdStatus {
    fn from(error: FamilyError) -> PdStatus {
        match error {
            FamilyError::Format(_) => PdStatus::PuzzleFormat,
            FamilyError::TooManyNodes { .. } | FamilyError::TooManyLoads => PdStatus::TooLarge,
            FamilyError::OutOfMemory => PdStatus::OutOfMemory,
            FamilyError::StateOutOfRange => PdStatus::StateOutOfRange,
            FamilyError::Lost { .. } => PdStatus::LostState,
            FamilyError::AlreadyWon => PdStatus::AlreadyWon,
            FamilyError::NoPath => PdStatus::NoPath,
            FamilyError::OutOfTime => PdStatus::OutOfTime,
            FamilyError::Illegal(_) => PdStatus::IllegalCrossing,
            FamilyError::InvalidAboard => PdStatus::InvalidGameState,
        }
    }
}

impl From<Bank> for PdBank {
    fn from(bank: Bank) -> PdBank {
        match bank {
            Bank::Left => PdBank::Left,
            Bank::Right => PdBank::Right,
        }
    }
}

impl From<Rowing> for PdRowing {
    fn from(rows: Rowing) -> PdRowing {
        match rows {
            Rowing::Never => PdRowing::Never,
            Rowing::Always => PdRowing::Always,
            Rowing::Day => PdRowing::Day,
            Rowing::Night => PdRowing::Night,
        }
    }
}

impl From<&Kind> for PdPuzzleKind {
    fn from(kind: &Kind) -> PdPuzzleKind {
        PdPuzzleKind {
            count: kind.count,
            rows: kind.rows.into(),
            starts: kind.starts.into(),
            weight: kind.weight,
            time: kind.time,
        }
    }
}

/// `counts` in a fixed array, zero past them (callers hold at most [`PD_MAX_PUZZLE_KINDS`]).
fn counts(counts: &[u32]) -> [u32; KINDS] {
    let mut all = [0; KINDS];
    for (slot, &n) in all.iter_mut().zip(counts) {
        *slot = n;
    }
    all
}

impl From<&FamilyState> for PdPuzzleState {
    fn from(state: &FamilyState) -> PdPuzzleState {
        PdPuzzleState {
            left: counts(&state.left),
            kinds: state.left.len() as u32,
            crossings: state.crossings,
            previous_load: state.previous_load.unwrap_or(PD_NONE),
            elapsed: state.elapsed,
        }
    }
}

impl PdPuzzleState {
    /// The engine's state, for a puzzle of `kinds` kinds.
    pub(super) fn to_family(self, kinds: usize) -> Result<FamilyState, PdStatus> {
        if self.kinds as usize != kinds || kinds > KINDS {
            return Err(PdStatus::StateOutOfRange);
        }
        Ok(FamilyState {
            left: self.left[..kinds].to_vec(),
            crossings: self.crossings,
            previous_load: (self.previous_load != PD_NONE).then_some(self.previous_load),
            elapsed: self.elapsed,
        })
    }
}

impl From<&Crossing> for PdCrossing {
    fn from(crossing: &Crossing) -> PdCrossing {
        PdCrossing {
            load: counts(&crossing.load),
        }
    }
}

impl PdCrossing {
    /// The engine's crossing, for a puzzle of `kinds` kinds (at most [`PD_MAX_PUZZLE_KINDS`]).
    pub(super) fn to_family(self, kinds: usize) -> Crossing {
        Crossing {
            load: self.load[..kinds.min(KINDS)].to_vec(),
        }
    }
}

impl From<FamilyVerdict> for PdPuzzleVerdict {
    fn from(v: FamilyVerdict) -> PdPuzzleVerdict {
        let (kind, lost_bank, lost_line) = match v.kind {
            FamilyStateKind::Safe => (PdPuzzleStateKind::Safe, PdBank::Left, 0),
            FamilyStateKind::Won => (PdPuzzleStateKind::Won, PdBank::Left, 0),
            FamilyStateKind::Lost { bank, line } => (PdPuzzleStateKind::Lost, bank.into(), line),
        };
        PdPuzzleVerdict {
            kind,
            lost_bank,
            lost_line,
            reachable: u32::from(v.reachable),
            crossings: v.crossings.unwrap_or(super::types::PD_NO_PATH),
            time: v.time.unwrap_or(super::types::PD_NO_PATH),
            within_limit: u32::from(v.within_limit),
        }
    }
}

impl From<IllegalCrossing> for PdIllegalCrossing {
    fn from(why: IllegalCrossing) -> PdIllegalCrossing {
        match why {
            IllegalCrossing::EmptyBoat => PdIllegalCrossing::EmptyBoat,
            IllegalCrossing::NotOnBank => PdIllegalCrossing::NotOnBank,
            IllegalCrossing::OverCapacity => PdIllegalCrossing::OverCapacity,
            IllegalCrossing::OverLoad => PdIllegalCrossing::OverLoad,
            IllegalCrossing::NoRower => PdIllegalCrossing::NoRower,
            IllegalCrossing::BoatRule(_) => PdIllegalCrossing::BoatRule,
            IllegalCrossing::LoadChange => PdIllegalCrossing::LoadChange,
        }
    }
}

impl From<FamilyRating> for PdPuzzleRating {
    fn from(r: FamilyRating) -> PdPuzzleRating {
        let mut rating = PdPuzzleRating {
            kind: PdPuzzleRatingKind::Optimal,
            extra_time: 0,
            extra_crossings: 0,
            bank: PdBank::Left,
            line: 0,
            illegal: PdIllegalCrossing::None,
        };
        match r {
            FamilyRating::Optimal => {}
            FamilyRating::Detour {
                extra_crossings,
                extra_time,
            } => {
                rating.kind = PdPuzzleRatingKind::Detour;
                rating.extra_crossings = extra_crossings;
                rating.extra_time = extra_time;
            }
            FamilyRating::Loses { bank, line } => {
                rating.kind = PdPuzzleRatingKind::Loses;
                rating.bank = bank.into();
                rating.line = line;
            }
            FamilyRating::NoPath => rating.kind = PdPuzzleRatingKind::NoPath,
            FamilyRating::OutOfTime => rating.kind = PdPuzzleRatingKind::OutOfTime,
            FamilyRating::Illegal(why) => {
                rating.kind = PdPuzzleRatingKind::Illegal;
                rating.illegal = why.into();
                if let IllegalCrossing::BoatRule(line) = why {
                    rating.line = line;
                }
            }
        }
        rating
    }
}

impl From<PlanCounts> for PdPuzzlePlanCounts {
    fn from(c: PlanCounts) -> PdPuzzlePlanCounts {
        PdPuzzlePlanCounts {
            distinct: c.distinct,
            by_kind: c.by_kind,
        }
    }
}

impl From<&FamilyMilestone> for PdPuzzleMilestone {
    fn from(m: &FamilyMilestone) -> PdPuzzleMilestone {
        PdPuzzleMilestone {
            state: (&m.state).into(),
            crossings: m.crossings,
        }
    }
}

impl From<&FamilyStep> for PdPuzzleAction {
    fn from(step: &FamilyStep) -> PdPuzzleAction {
        let (kind, character_kind) = match step.action {
            FamilyAction::None => (PdPuzzleActionKind::None, 0),
            FamilyAction::Board(k) => (PdPuzzleActionKind::Board, k),
            FamilyAction::Unboard(k) => (PdPuzzleActionKind::Unboard, k),
            FamilyAction::Sail => (PdPuzzleActionKind::Sail, 0),
        };
        PdPuzzleAction {
            kind,
            character_kind,
            crossings_left: step.crossings_left,
            crossing: (&step.crossing).into(),
        }
    }
}

/// The engine's action from a `PdPuzzleActionKind` value and a character's kind, validated for a
/// puzzle of `kinds` kinds: `PD_STATUS_INVALID_ACTION_KIND` when the action is no `PdPuzzleActionKind`,
/// `PD_STATUS_INVALID_KIND` when boarding or landing names a kind out of range.
pub(super) fn family_action(
    kind: u32,
    character_kind: u32,
    kinds: usize,
) -> Result<FamilyAction, PdStatus> {
    let character = || {
        if (character_kind as usize) < kinds {
            Ok(character_kind)
        } else {
            Err(PdStatus::InvalidKind)
        }
    };
    Ok(match kind {
        0 => FamilyAction::None,
        1 => FamilyAction::Board(character()?),
        2 => FamilyAction::Unboard(character()?),
        3 => FamilyAction::Sail,
        _ => return Err(PdStatus::InvalidActionKind),
    })
}

impl From<&FamilyReport> for PdPuzzleReport {
    fn from(r: &FamilyReport) -> PdPuzzleReport {
        PdPuzzleReport {
            solvable: r.unsolvable.clone().map_or(PdStatus::Ok, PdStatus::from),
            min_crossings: r.min_crossings.unwrap_or(super::types::PD_NO_PATH),
            min_time: r.min_time.unwrap_or(super::types::PD_NO_PATH),
            plans: r.optimal_plans.into(),
            milestones: r.milestones,
            safe_states: r.safe_states,
            reachable_states: r.reachable_states,
            dead_ends: r.dead_ends,
            reachable_timed_states: r.reachable_timed_states.unwrap_or(u64::MAX),
            difficulty: r.difficulty.unwrap_or(-1.0),
        }
    }
}
