//! The types, constants and status messages of the C ABI, and their conversions to and from the safe
//! API. Everything here is plain data: no pointer is touched.

use std::ffi::CStr;

use crate::{BoatSafety, Error, Rowers, Rules, Side, Solver, State};

/// The version of the C ABI described by this header. It changes whenever a type or function changes
/// incompatibly; compare it with `pd_abi_version()` at run time to detect a mismatched library.
///
/// Version 2: `PdRules` gained `boat_safety` and `rowers` (zero: the classic rules); hints answer from
/// every safe state with a path, so `PD_STATUS_UNREACHABLE_STATE` is no longer returned; new rating
/// kinds for loads a variant forbids; new function `pd_count_optimal_plans`.
///
/// Version 3: new struct `PdHintGrid`, function `pd_solver_hint_grid` and, defined in this header,
/// `pd_next_move_inline`.
///
/// Version 4: new struct `PdMilestone` and function `pd_milestones`.
///
/// Version 5: the level designer's figures: new structs `PdLevelReport`, `PdLoadOutcome` and
/// `PdLevelRange`, functions `pd_level_report`, `pd_legal_loads` and `pd_propose_levels`, statuses
/// `PD_STATUS_INVALID_RANGE` and `PD_STATUS_NOT_ENOUGH_LEVELS`.
///
/// Version 6: work that stops when asked, ranges bounded before they start: structs `PdProgress` and
/// `PdRangeCost`, functions `pd_solver_new_with_progress`, `pd_level_report_with_progress`,
/// `pd_propose_levels_with_progress` and `pd_range_cost`, constants `PD_MAX_RANGE_CONFIGURATIONS` and
/// `PD_MAX_RANGE_STATES`, statuses `PD_STATUS_CANCELLED` and `PD_STATUS_RANGE_TOO_LARGE` (which
/// `pd_propose_levels` returns too); `pd_propose_levels` writes `*len` only with `PD_STATUS_OK` and
/// `PD_STATUS_BUFFER_TOO_SMALL`, and checks its arguments before its buffer.
///
/// Version 7: the edges kept as documented: a range over both a range cap and `PD_MAX_SAFE_STATES` gets
/// `PD_STATUS_RANGE_TOO_LARGE` (the documented order) from `pd_range_cost` and the proposals; a
/// configuration with more devils than priests builds whatever its counts, and `pd_rules_check` and
/// `pd_range_cost` refuse the configurations whose widest crossing does not pack, as `pd_solver_new`
/// does; every `_with_progress` call checks `cancel` before any work and at least every 65 536 steps of
/// work, even inside one state's crossings, so `pd_level_report_with_progress` returns
/// `PD_STATUS_CANCELLED` whatever its start; a proposal of 0 levels sets `done` and `total` to 0. And
/// moves, actions and steps in words: enum `PdLanguage`, functions `pd_describe_move`,
/// `pd_describe_action` and `pd_describe_step`, statuses `PD_STATUS_INVALID_LANGUAGE` and
/// `PD_STATUS_INVALID_ACTION_KIND`.
pub const PD_ABI_VERSION: u32 = 7;

/// The distance reported for a state from which the goal cannot be reached.
pub const PD_NO_PATH: u32 = 0xFFFF_FFFF;

/// The most safe states (both boat sides counted) a configuration may have; `pd_solver_new` refuses
/// larger ones with `PD_STATUS_TOO_LARGE` before allocating. `pd_rules_check` tells a configuration's
/// count.
pub const PD_MAX_SAFE_STATES: u64 = 33_554_432;

/// The most moves a build may examine (a few seconds of work at most): `pd_solver_new` stops a build
/// that would examine more and returns `PD_STATUS_TOO_LARGE` (puzzles whose huge boat makes every state
/// a hub).
pub const PD_MAX_MOVES: u64 = 268_435_456;

/// The most configurations a `PdLevelRange` may hold (every count and variant): `pd_propose_levels` and
/// `pd_range_cost` refuse more with `PD_STATUS_RANGE_TOO_LARGE`, by arithmetic on the range's ends.
pub const PD_MAX_RANGE_CONFIGURATIONS: u64 = 20_000;

/// The most safe states a `PdLevelRange`'s configurations may hold in all (32 solvers at
/// `PD_MAX_SAFE_STATES`: about half a minute of builds): `pd_propose_levels` and `pd_range_cost` refuse
/// more with `PD_STATUS_RANGE_TOO_LARGE` before anything is built.
pub const PD_MAX_RANGE_STATES: u64 = 1_073_741_824;

/// The outcome of every `pd_` call. `pd_status_message` describes each one.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PdStatus {
    /// Success: the out-parameters hold the answer.
    Ok = 0,
    /// A required pointer argument was NULL.
    NullPointer = 1,
    /// The rules have a boat capacity of 0, or a `boat_safety` or `rowers` value out of range.
    InvalidRules = 2,
    /// The configuration is too large: over the state cap (`PD_MAX_SAFE_STATES`), with a crossing too
    /// wide to pack (`pd_rules_check` tells both), or over the move budget (`PD_MAX_MOVES`) while
    /// building.
    TooLarge = 3,
    /// Memory for the solver could not be allocated.
    OutOfMemory = 4,
    /// The state has more priests or devils than the game.
    StateOutOfRange = 5,
    /// A boat side was neither `PD_SIDE_START` (0) nor `PD_SIDE_FAR` (1).
    InvalidSide = 6,
    /// The state is lost: devils outnumber priests on a bank.
    LostState = 7,
    /// The state is the goal: the game is won.
    AlreadyWon = 8,
    /// No sequence of crossings leads from the state to the goal.
    NoPath = 9,
    /// Retired in ABI version 2 and never returned since: hints answer from every safe state with a
    /// path to the goal, reachable from the start or not (`pd_check_state` tells reachability). The value
    /// stays reserved so that the other codes keep their numbers.
    UnreachableState = 10,
    /// The buffer is too small; the required length was written to `*len`.
    BufferTooSmall = 11,
    /// A game state's characters do not add up to the rules or do not fit in the boat.
    InvalidGameState = 12,
    /// A bug in the library (a caught panic). Please report it.
    InternalError = 13,
    /// A `PdLevelRange` whose low end exceeds its high end, or with a variant field out of range.
    InvalidRange = 14,
    /// More levels were asked of `pd_propose_levels` than its range has distinct difficulties.
    NotEnoughLevels = 15,
    /// The caller cancelled the call through its `PdProgress`; nothing was written but the progress.
    Cancelled = 16,
    /// A `PdLevelRange` over `PD_MAX_RANGE_CONFIGURATIONS` configurations or `PD_MAX_RANGE_STATES` safe
    /// states; refused before anything is built.
    RangeTooLarge = 17,
    /// A language was not one of `PdLanguage`'s values.
    InvalidLanguage = 18,
    /// An action kind was not one of `PdActionKind`'s values (for a puzzle, `PdPuzzleActionKind`'s).
    InvalidActionKind = 19,
    /// A puzzle's text breaks the format: `pd_puzzle_check` tells the line and the column,
    /// `pd_puzzle_error_message` the rule.
    PuzzleFormat = 20,
    /// A kind of character at or past the puzzle's number of kinds, or a member past its kind's count.
    InvalidKind = 21,
    /// The crossing cannot be made: the boat's rules forbid it (`pd_puzzle_rate` tells why).
    IllegalCrossing = 22,
    /// The puzzle's goal can be reached from the state, but not within its time limit.
    OutOfTime = 23,
}

/// A river bank; also where the boat is docked. Fields of type `uint32_t` named `boat` hold these values.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PdSide {
    /// The bank everyone starts on.
    Start = 0,
    /// The bank everyone must reach.
    Far = 1,
}

/// Whether the boat's load itself must be safe: the rules' `boat_safety` field holds one of these
/// values.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PdBoatSafety {
    /// Only the banks count (classic): passengers count with the bank the boat is docked at.
    Banks = 0,
    /// Also, when priests are aboard, devils may not outnumber them: a load with 0 < priests < devils is
    /// illegal, while devils alone may cross.
    Aboard = 1,
}

/// Who may row: the rules' `rowers` field holds one of these values.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PdRowers {
    /// Anyone rows (classic).
    Anyone = 0,
    /// Every crossing needs a priest aboard.
    Priests = 1,
    /// Every crossing needs a devil aboard.
    Devils = 2,
}

/// A game configuration. Classic: 3 priests, 3 devils, boat capacity 2, and the variant fields 0, so
/// that `PdRules r = {3, 3, 2};` is the classic game.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PdRules {
    /// Priests in the game.
    pub priests: u32,
    /// Devils in the game.
    pub devils: u32,
    /// The most characters the boat carries (at least 1).
    pub boat_capacity: u32,
    /// A `PdBoatSafety` value (0, the classic rules, by default).
    pub boat_safety: u32,
    /// A `PdRowers` value (0, the classic rules, by default).
    pub rowers: u32,
}

/// A state: priests and devils on the start bank (characters on a docked boat count with its bank) and
/// the boat's side, a `PdSide` value.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PdState {
    /// Priests on the start bank.
    pub priests: u32,
    /// Devils on the start bank.
    pub devils: u32,
    /// Where the boat is: `PD_SIDE_START` (0) or `PD_SIDE_FAR` (1).
    pub boat: u32,
}

/// A state that every shortest plan from the asked state passes through, listed by `pd_milestones`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PdMilestone {
    /// The state.
    pub state: PdState,
    /// The crossings from the asked state to this one along any shortest plan (at least 1).
    pub crossings: u32,
}

/// A crossing: the priests and devils the boat carries from its bank to the other.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PdMove {
    /// Priests on board.
    pub priests: u32,
    /// Devils on board.
    pub devils: u32,
}

/// A read-only view of a solver's hint grid, filled by `pd_solver_hint_grid` and read by
/// `pd_next_move_inline`. Valid until the solver is freed. The layout of the cells is part of the ABI:
/// it changes only with `PD_ABI_VERSION`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct PdHintGrid {
    /// The solver the grid belongs to, which answers whatever the grid cannot.
    pub solver: *const PdSolver,
    /// `cell_count` cells: the best move from state `(p, d, boat)` at `(p * stride + d) * 2 + boat`, as
    /// `priests | (uint64_t)devils << 32`, or 0 when the state has none (lost, won or without a path).
    /// NULL when the puzzle has no grid.
    pub cells: *const u64,
    /// The number of cells; 0 when the puzzle has no grid (when `(N + 1)(M + 1) > 2048`).
    pub cell_count: u32,
    /// The devil counts of a row, the game's devils + 1; 0 when the puzzle has no grid.
    pub stride: u32,
}

/// What a state is.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PdStateKind {
    /// Nobody is in danger and the game goes on.
    Safe = 0,
    /// Everyone is on the far bank with the boat.
    Won = 1,
    /// Devils outnumber the priests present on the start bank.
    LostStartBank = 2,
    /// Devils outnumber the priests present on the far bank.
    LostFarBank = 3,
    /// The state has more priests or devils than the game.
    OutOfRange = 4,
}

/// The verdict on a state, written by `pd_check_state`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PdVerdict {
    /// Safe, won, lost on a bank, or out of range.
    pub kind: PdStateKind,
    /// 1 when the state is safe and connected to the start by legal moves, else 0.
    pub reachable: u32,
    /// Crossings left on a shortest path to the goal, or `PD_NO_PATH`.
    pub distance: u32,
}

/// How good a move is.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PdRatingKind {
    /// The move is on a shortest path to the goal.
    Optimal = 0,
    /// The move is safe but costs more crossings than an optimal one (the rating's extra crossings).
    Detour = 1,
    /// Devils then outnumber priests on the start bank.
    LosesStartBank = 2,
    /// Devils then outnumber priests on the far bank.
    LosesFarBank = 3,
    /// The move is safe but the goal cannot be reached afterwards.
    NoPath = 4,
    /// Illegal: nobody on board to row.
    IllegalEmptyBoat = 5,
    /// Illegal: more characters than the boat holds.
    IllegalOverCapacity = 6,
    /// Illegal: the boat's bank lacks that many priests or devils.
    IllegalNotEnoughCharacters = 7,
    /// Illegal when the boat's load must be safe (boat safety `Aboard`): devils would outnumber
    /// priests aboard.
    IllegalOutnumberedAboard = 8,
    /// Illegal when only priests or only devils row (rowers `Priests` or `Devils`): nobody aboard may
    /// row.
    IllegalNoRower = 9,
}

/// The rating of a move, written by `pd_rate_move`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PdRating {
    /// What kind of move it is.
    pub kind: PdRatingKind,
    /// For `PD_RATING_KIND_DETOUR`, the extra crossings it costs; otherwise 0.
    pub extra_crossings: u32,
}

/// Where every character is during play, for `pd_next_action`. Characters on the docked boat count with
/// that bank for the rules.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PdGameState {
    /// Priests on the start bank's shore (not on the boat).
    pub start_priests: u32,
    /// Devils on the start bank's shore (not on the boat).
    pub start_devils: u32,
    /// Priests on the far bank's shore (not on the boat).
    pub far_priests: u32,
    /// Devils on the far bank's shore (not on the boat).
    pub far_devils: u32,
    /// Priests on the boat.
    pub boat_priests: u32,
    /// Devils on the boat.
    pub boat_devils: u32,
    /// Where the boat is docked: `PD_SIDE_START` (0) or `PD_SIDE_FAR` (1).
    pub boat: u32,
}

/// One atomic step of play.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PdActionKind {
    /// Nothing to do: the game is won.
    None = 0,
    /// Move one priest from the boat's bank onto the boat.
    BoardPriest = 1,
    /// Move one devil from the boat's bank onto the boat.
    BoardDevil = 2,
    /// Move one priest from the boat onto its bank.
    UnboardPriest = 3,
    /// Move one devil from the boat onto its bank.
    UnboardDevil = 4,
    /// Sail the boat to the other bank.
    Sail = 5,
}

/// The next atomic step, written by `pd_next_action`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PdAction {
    /// What to do now.
    pub kind: PdActionKind,
    /// The best crossing, which this step prepares or performs (empty when won).
    pub crossing: PdMove,
    /// Crossings left on a shortest path, counting `crossing` (0 when won).
    pub crossings_left: u32,
}

/// Facts about a built solver, written by `pd_solver_info`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PdSolverInfo {
    /// The configuration solved.
    pub rules: PdRules,
    /// 1 when the game can be won from the start, else 0.
    pub solvable: u32,
    /// The fewest crossings that win from the start, or `PD_NO_PATH`.
    pub min_crossings: u32,
    /// Safe states (both boat sides counted).
    pub safe_states: u32,
    /// Safe states connected to the start by legal moves.
    pub reachable_states: u32,
}

/// One row of the state numbering, written by `pd_policy_rows`: the states with a given number of
/// priests on the start bank. State `(p, d, boat)` with `lo_devils <= d < lo_devils + count` is safe and
/// has policy index `2 * (first + d - lo_devils) + boat`; other devil counts are lost.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PdPolicyRow {
    /// The pair index of the row's first safe state.
    pub first: u32,
    /// The lowest safe devil count of the row.
    pub lo_devils: u32,
    /// How many safe devil counts the row holds (0 when none is safe).
    pub count: u32,
}

/// What the solver knows of one safe state, written by `pd_policy_entries`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PdPolicyEntry {
    /// Crossings left to the goal, or `PD_NO_PATH`.
    pub distance: u32,
    /// The best crossing (empty for the goal and for states without a path).
    pub best: PdMove,
    /// 1 when the state is connected to the start, else 0.
    pub reachable: u32,
}

/// A long call's progress and its cancel flag, owned by the caller and passed by pointer to the
/// `_with_progress` functions (NULL: no progress, no cancel). Each field is a 32-bit word read and
/// written atomically (aligned, as the type is), so another thread may read the progress and set
/// `cancel` while the call runs, without a callback: set `cancel` to 1 (any non-zero value) and the call
/// returns `PD_STATUS_CANCELLED` within milliseconds; it never clears it. "Within milliseconds", in
/// work: after checking its arguments, a call checks `cancel` before any work, then at least every
/// 65 536 steps of work (a step: one crossing examined, or one state, row or table word visited, about
/// a millisecond of work at most), so a flag set before the call returns `PD_STATUS_CANCELLED` and one
/// set during it is seen within 65 536 steps. Zero it before a call; the library sets `total` when the
/// call starts and raises `done` (in safe states) towards it.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PdProgress {
    /// Non-zero asks the call to stop; written by the caller (atomically, from any thread).
    pub cancel: u32,
    /// Safe states done so far, at most `total`; written by the library.
    pub done: u32,
    /// Safe states the call does in all: the configuration's for a build, the range's for a proposal
    /// (at most `PD_MAX_RANGE_STATES`); written by the library when the call starts.
    pub total: u32,
}

/// What a `PdLevelRange` costs, written by `pd_range_cost`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PdRangeCost {
    /// The configurations: every count of each range under each variant of the range.
    pub configurations: u64,
    /// Their safe states in all, both boat sides of every configuration: what a proposal builds.
    pub safe_states: u64,
}

/// A solved configuration. Create with `pd_solver_new`, release with `pd_solver_free`. Immutable:
/// safe to query from many threads at once.
pub struct PdSolver {
    pub(super) solver: Solver,
}

impl From<Error> for PdStatus {
    fn from(error: Error) -> PdStatus {
        match error {
            Error::ZeroBoatCapacity => PdStatus::InvalidRules,
            Error::TooManyStates { .. }
            | Error::MoveBudgetExceeded { .. }
            | Error::MovesTooWide { .. } => PdStatus::TooLarge,
            Error::OutOfMemory => PdStatus::OutOfMemory,
            Error::StateOutOfRange => PdStatus::StateOutOfRange,
            Error::Lost(_) => PdStatus::LostState,
            Error::AlreadyWon => PdStatus::AlreadyWon,
            Error::NoPath => PdStatus::NoPath,
            Error::InvalidGameState(_) => PdStatus::InvalidGameState,
            Error::EmptyRange => PdStatus::InvalidRange,
            Error::NotEnoughLevels { .. } => PdStatus::NotEnoughLevels,
            Error::RangeTooLarge { .. } => PdStatus::RangeTooLarge,
            Error::Cancelled => PdStatus::Cancelled,
        }
    }
}

impl PdStatus {
    /// Every status, in numeric order.
    pub(crate) const ALL: [PdStatus; 24] = [
        PdStatus::Ok,
        PdStatus::NullPointer,
        PdStatus::InvalidRules,
        PdStatus::TooLarge,
        PdStatus::OutOfMemory,
        PdStatus::StateOutOfRange,
        PdStatus::InvalidSide,
        PdStatus::LostState,
        PdStatus::AlreadyWon,
        PdStatus::NoPath,
        PdStatus::UnreachableState,
        PdStatus::BufferTooSmall,
        PdStatus::InvalidGameState,
        PdStatus::InternalError,
        PdStatus::InvalidRange,
        PdStatus::NotEnoughLevels,
        PdStatus::Cancelled,
        PdStatus::RangeTooLarge,
        PdStatus::InvalidLanguage,
        PdStatus::InvalidActionKind,
        PdStatus::PuzzleFormat,
        PdStatus::InvalidKind,
        PdStatus::IllegalCrossing,
        PdStatus::OutOfTime,
    ];

    /// The status with numeric value `code`, if any.
    pub fn from_code(code: u32) -> Option<PdStatus> {
        PdStatus::ALL.get(code as usize).copied()
    }

    /// A static English description of the status.
    pub fn message(self) -> &'static CStr {
        match self {
            PdStatus::Ok => c"success",
            PdStatus::NullPointer => c"a required pointer argument was NULL",
            // The values of each variant field, from their ALL lists (here and for InvalidRange).
            PdStatus::InvalidRules => super::message::INVALID_RULES_MESSAGE,
            PdStatus::TooLarge => {
                c"the configuration is too large: more than PD_MAX_SAFE_STATES safe states, a build that examined more than PD_MAX_MOVES moves, or boat loads too large to pack into the solver's 32-bit move"
            }
            PdStatus::OutOfMemory => c"not enough memory to build the state graph",
            PdStatus::StateOutOfRange => c"the state has more priests or devils than the game",
            PdStatus::InvalidSide => c"a boat side must be PD_SIDE_START (0) or PD_SIDE_FAR (1)",
            PdStatus::LostState => c"the state is lost: devils outnumber priests on a bank",
            PdStatus::AlreadyWon => c"the game is already won",
            PdStatus::NoPath => c"no sequence of crossings leads from this state to the goal",
            PdStatus::UnreachableState => {
                c"the state cannot be reached from the start by legal play (retired: no longer returned)"
            }
            PdStatus::BufferTooSmall => c"the buffer is too small; the required length was written to *len",
            PdStatus::InvalidGameState => {
                c"inconsistent game state: characters do not add up to the rules or overfill the boat"
            }
            PdStatus::InternalError => c"internal error in the priests_devils library (a caught panic)",
            PdStatus::InvalidRange => super::message::INVALID_RANGE_MESSAGE,
            PdStatus::NotEnoughLevels => {
                c"the range has fewer distinct difficulties than the levels asked for: ask for fewer, or widen the range"
            }
            PdStatus::Cancelled => c"the work was cancelled through its PdProgress",
            PdStatus::RangeTooLarge => {
                c"the range is too large: more than PD_MAX_RANGE_CONFIGURATIONS configurations or PD_MAX_RANGE_STATES safe states"
            }
            PdStatus::InvalidLanguage => super::describe::INVALID_LANGUAGE_MESSAGE,
            PdStatus::InvalidActionKind => super::describe::INVALID_ACTION_KIND_MESSAGE,
            PdStatus::PuzzleFormat => {
                c"the puzzle's text breaks the format (pd_puzzle_check tells where, pd_puzzle_error_message the rule)"
            }
            PdStatus::InvalidKind => {
                c"a kind of character must be below the puzzle's number of kinds, a member below its kind's count"
            }
            PdStatus::IllegalCrossing => c"the crossing cannot be made: the boat's rules forbid it",
            PdStatus::OutOfTime => {
                c"the goal can be reached from this state, but not within the puzzle's time limit"
            }
        }
    }
}

pub(super) fn validate_rules(r: &PdRules) -> Result<Rules, PdStatus> {
    let boat_safety = BoatSafety::from_index(r.boat_safety).ok_or(PdStatus::InvalidRules)?;
    let rowers = Rowers::from_index(r.rowers).ok_or(PdStatus::InvalidRules)?;
    let rules = Rules::new(r.priests, r.devils, r.boat_capacity)?;
    Ok(rules.with_boat_safety(boat_safety).with_rowers(rowers))
}

impl From<Rules> for PdRules {
    fn from(r: Rules) -> PdRules {
        PdRules {
            priests: r.priests(),
            devils: r.devils(),
            boat_capacity: r.boat_capacity(),
            boat_safety: r.boat_safety().index(),
            rowers: r.rowers().index(),
        }
    }
}

pub(super) fn side(code: u32) -> Result<Side, PdStatus> {
    Side::from_index(code).ok_or(PdStatus::InvalidSide)
}

impl TryFrom<PdState> for State {
    type Error = PdStatus;
    fn try_from(s: PdState) -> Result<State, PdStatus> {
        Ok(State::new(s.priests, s.devils, side(s.boat)?))
    }
}

impl From<State> for PdState {
    fn from(state: State) -> PdState {
        PdState {
            priests: state.priests,
            devils: state.devils,
            boat: state.boat.index(),
        }
    }
}
