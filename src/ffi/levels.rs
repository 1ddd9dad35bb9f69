//! The level designer's entry points: a level's report, every legal load from a state with its
//! outcome, and a proposed level set. Their types live here too; like every entry point, each is one
//! domain expression inside a shape from `boundary`.

use super::boundary::{guard, input, list, list_from, output, query};
use super::types::*;
use crate::{
    propose_levels, propose_levels_with_progress, BoatSafety, LevelRange, LevelReport, LoadOutcome,
    Rowers, State,
};

/// A level's figures, written by `pd_level_report` and `pd_propose_levels`: the configuration, the
/// state the level starts from, whether and how it is won from there, and the figures of the command
/// line's `levels` report.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PdLevelReport {
    /// The configuration.
    pub rules: PdRules,
    /// The state the level starts from.
    pub start: PdState,
    /// 1 when the level can be won from `start`, else 0.
    pub solvable: u32,
    /// Why it cannot be won: `PD_STATUS_LOST_STATE`, `PD_STATUS_ALREADY_WON` or `PD_STATUS_NO_PATH`;
    /// `PD_STATUS_OK` when it can.
    pub reason: PdStatus,
    /// The fewest crossings that win from `start`, or `PD_NO_PATH`.
    pub min_crossings: u32,
    /// The milestones of `start` (the states every optimal plan passes through, the goal included; see
    /// `pd_milestones`); 0 when the level cannot be won.
    pub milestones: u32,
    /// Distinct optimal plans from `start`, saturating at `UINT64_MAX`; 0 when it cannot be won.
    pub optimal_plans: u64,
    /// Safe states of the configuration, both boat sides counted.
    pub safe_states: u32,
    /// Safe states connected to the configuration's own start (everyone on the start bank).
    pub reachable_states: u32,
    /// The state farthest from the goal among those reachable from the configuration's own start
    /// (meaningful when `farthest_crossings` is not `PD_NO_PATH`); among several, the one with the fewest
    /// priests on the start bank, then the fewest devils, then the boat on the start bank.
    pub farthest: PdState,
    /// The crossings from `farthest` to the goal, or `PD_NO_PATH` when the configuration's own start
    /// cannot win.
    pub farthest_crossings: u32,
    /// The difficulty in bits: `-log2` of the chance that a player picking uniformly among the legal
    /// loads of every position plays an optimal plan from `start`; -1 when the level cannot be won.
    pub difficulty_bits: f64,
}

/// One legal load from a state and what it leads to, written by `pd_legal_loads`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PdLoadOutcome {
    /// Who crosses.
    pub load: PdMove,
    /// The state after the crossing, which may be lost.
    pub to: PdState,
    /// Optimal, a detour (with its extra crossings), losing on a bank, or no path; never illegal.
    pub rating: PdRating,
}

/// The configurations `pd_propose_levels` chooses from: every count in each inclusive range, under one
/// variant (`boat_safety`, `rowers`) or, with `all_variants` 1, every variant. Every field is checked, whatever
/// `all_variants` holds: `boat_safety` and `rowers` must be valid values with every variant too (0
/// always is). At most `PD_MAX_RANGE_CONFIGURATIONS` configurations and `PD_MAX_RANGE_STATES` safe
/// states in all (`pd_range_cost` tells a range's).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PdLevelRange {
    /// The fewest priests.
    pub priests_min: u32,
    /// The most priests.
    pub priests_max: u32,
    /// The fewest devils.
    pub devils_min: u32,
    /// The most devils.
    pub devils_max: u32,
    /// The smallest boat (at least 1).
    pub boat_min: u32,
    /// The largest boat.
    pub boat_max: u32,
    /// A `PdBoatSafety` value, when `all_variants` is 0.
    pub boat_safety: u32,
    /// A `PdRowers` value, when `all_variants` is 0.
    pub rowers: u32,
    /// 1 for every rule variant, 0 for the one above.
    pub all_variants: u32,
}

/// The default rating, optimal with no extra crossings (released in 0.5.0 with `PdLoadOutcome`'s
/// `Default`).
impl Default for PdRating {
    fn default() -> PdRating {
        PdRating {
            kind: PdRatingKind::Optimal,
            extra_crossings: 0,
        }
    }
}

impl From<LevelReport> for PdLevelReport {
    fn from(r: LevelReport) -> PdLevelReport {
        let (farthest, farthest_crossings) = r
            .farthest
            .map_or((PdState::default(), PD_NO_PATH), |(s, d)| (s.into(), d));
        PdLevelReport {
            rules: r.rules.into(),
            start: r.start.into(),
            solvable: u32::from(r.solvable()),
            reason: r.unsolvable.map_or(PdStatus::Ok, PdStatus::from),
            min_crossings: r.min_crossings.unwrap_or(PD_NO_PATH),
            milestones: r.milestones,
            optimal_plans: r.optimal_plans,
            safe_states: r.safe_states,
            reachable_states: r.reachable_states,
            farthest,
            farthest_crossings,
            difficulty_bits: r.difficulty.unwrap_or(-1.0),
        }
    }
}

impl From<LoadOutcome> for PdLoadOutcome {
    fn from(o: LoadOutcome) -> PdLoadOutcome {
        PdLoadOutcome {
            load: o.load.into(),
            to: o.to.into(),
            rating: o.rating.into(),
        }
    }
}

impl TryFrom<&PdLevelRange> for LevelRange {
    type Error = PdStatus;
    fn try_from(r: &PdLevelRange) -> Result<LevelRange, PdStatus> {
        let all_variants = match r.all_variants {
            0 => false,
            1 => true,
            _ => return Err(PdStatus::InvalidRange),
        };
        Ok(LevelRange {
            priests: (r.priests_min, r.priests_max),
            devils: (r.devils_min, r.devils_max),
            boat_capacity: (r.boat_min, r.boat_max),
            boat_safety: BoatSafety::from_index(r.boat_safety).ok_or(PdStatus::InvalidRange)?,
            rowers: Rowers::from_index(r.rowers).ok_or(PdStatus::InvalidRange)?,
            all_variants,
        })
    }
}

/// Writes the figures of the level of the solver's configuration that starts from `start`: whether
/// and why not it can be won, the fewest crossings, the optimal plans, the safe and reachable states,
/// the milestones, the farthest state and the difficulty, as the command line's `levels` report. Linear
/// in the safe states and the moves between them, for every report (it keeps nothing in the solver). A
/// start that is lost, won or without a path is no error: the report says so in `solvable` and
/// `reason`.
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER`, `PD_STATUS_INVALID_SIDE`,
/// `PD_STATUS_STATE_OUT_OF_RANGE` or `PD_STATUS_OUT_OF_MEMORY`.
///
/// # Safety
/// `solver` must be NULL or a live handle; `report` NULL or valid.
#[no_mangle]
pub unsafe extern "C" fn pd_level_report(
    solver: *const PdSolver,
    start: PdState,
    report: *mut PdLevelReport,
) -> PdStatus {
    // SAFETY: `solver` and `report` meet `query`'s contract, per this function's.
    unsafe {
        query(solver, report, |s| {
            Ok(s.level_report_from(State::try_from(start)?)?.into())
        })
    }
}

/// `pd_level_report`, stopping when asked: returns `PD_STATUS_CANCELLED` within milliseconds of another
/// thread setting `progress->cancel`. It checks the flag once `start` passes its checks (side, range),
/// before any work, so a flag set before the call returns `PD_STATUS_CANCELLED` whatever the start
/// (lost, won, without a path or not); then at least every 65 536 steps of its scan of the states and
/// its walk along the optimal plans (a state visited, a crossing examined). The report leaves `done`
/// and `total` as they are (a build's progress stays shown). NULL `progress` is `pd_level_report`.
///
/// Returns the statuses of `pd_level_report`, and `PD_STATUS_CANCELLED`.
///
/// # Safety
/// As `pd_level_report`; `progress` NULL or valid and aligned, accessed by other threads only
/// atomically while the call runs.
#[no_mangle]
pub unsafe extern "C" fn pd_level_report_with_progress(
    solver: *const PdSolver,
    start: PdState,
    progress: *mut PdProgress,
    report: *mut PdLevelReport,
) -> PdStatus {
    // SAFETY: `progress` is NULL or valid and aligned, per this function's contract.
    let progress = unsafe { super::boundary::progress(progress) };
    // SAFETY: `solver` and `report` meet `query`'s contract, per this function's.
    unsafe {
        query(solver, report, |s| {
            let start = State::try_from(start)?;
            Ok(match progress {
                Some(p) => s.level_report_with_progress(start, p)?,
                None => s.level_report_from(start)?,
            }
            .into())
        })
    }
}

/// Writes every legal load from `state` (the boat, the variant and the boat's bank allowing), priests
/// ascending then devils ascending, each with the state it leads to and its rating, and their number
/// to `*len`. The number is known in constant time: ask with `cap` 0 and `buf` NULL first. When `cap`
/// is too small, returns `PD_STATUS_BUFFER_TOO_SMALL` with the needed length in `*len`.
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER`, `PD_STATUS_INVALID_SIDE`,
/// `PD_STATUS_STATE_OUT_OF_RANGE`, `PD_STATUS_LOST_STATE`, `PD_STATUS_ALREADY_WON` or
/// `PD_STATUS_BUFFER_TOO_SMALL`. From a state with no path, safe loads rate `PD_RATING_KIND_NO_PATH`.
///
/// # Safety
/// `solver` must be NULL or a live handle; `buf` NULL or valid for `cap` outcomes; `len` NULL or valid.
#[no_mangle]
pub unsafe extern "C" fn pd_legal_loads(
    solver: *const PdSolver,
    state: PdState,
    buf: *mut PdLoadOutcome,
    cap: usize,
    len: *mut usize,
) -> PdStatus {
    // SAFETY: `solver`, `buf` (for `cap` outcomes) and `len` meet `list`'s contract, per this
    // function's.
    unsafe {
        list(solver, buf, cap, len, |s| {
            let loads = s.legal_loads(State::try_from(state)?)?;
            Ok((loads.len(), loads.map(PdLoadOutcome::from)))
        })
    }
}

/// Proposes `count` solvable levels of `range`, of strictly rising difficulty, spread from the range's
/// easiest solvable configuration to its hardest, each reported from everyone on the start bank; writes
/// them and their number (`count`) to `*len`. The same range and count always give the same levels.
///
/// Difficulties are told apart at 0.01 bit (as the command line's `levels` report prints them): two
/// configurations whose difficulties round to the same hundredth of a bit are one difficulty, which the
/// first of them in the range's order represents. That order, which also breaks every tie: the fewest
/// priests, then devils, then the smallest boat, then the variant, classic first, then `boat_safety` 0's
/// rowers 1 and 2, then `boat_safety` 1's rowers 0, 1 and 2. Level `i` aims at the difficulty
/// `i / (count - 1)` of the way from the easiest to the hardest and takes the distinct difficulty
/// nearest to it (the lower on a tie) among those that leave room for the levels around it.
///
/// Checks, in this order: the pointers (`PD_STATUS_NULL_POINTER`; `buf` may be NULL when `cap` is 0);
/// the range (`PD_STATUS_INVALID_RANGE`: a field out of range, a low end over its high end;
/// `PD_STATUS_INVALID_RULES`: a boat of 0); its cost, by arithmetic and closed formulas in under a
/// millisecond (`PD_STATUS_RANGE_TOO_LARGE`: over `PD_MAX_RANGE_CONFIGURATIONS` configurations, or over
/// `PD_MAX_RANGE_STATES` safe states in all, whatever its configurations hold; only then
/// `PD_STATUS_TOO_LARGE`: the first configuration, in the range's order, that `pd_rules_check` refuses,
/// over `PD_MAX_SAFE_STATES` or with a crossing too wide to pack); then the buffer (`PD_STATUS_BUFFER_TOO_SMALL` when `cap` is below `count`, with
/// `count` in `*len`: ask with `cap` 0 and `buf` NULL). Only then does the work start: one solver build
/// and report per configuration, one at a time, which may return `PD_STATUS_TOO_LARGE` (a build over
/// `PD_MAX_MOVES`), `PD_STATUS_OUT_OF_MEMORY` or `PD_STATUS_NOT_ENOUGH_LEVELS`. A `count` of 0 asks for
/// nothing: after the checks above, `PD_STATUS_OK` with 0 in `*len`, nothing built. `*len` is written
/// with `PD_STATUS_OK` and `PD_STATUS_BUFFER_TOO_SMALL` only.
///
/// Returns `PD_STATUS_OK` or one of the statuses above.
///
/// # Safety
/// `range` must be NULL or valid; `buf` NULL or valid for `cap` reports; `len` NULL or valid.
#[no_mangle]
pub unsafe extern "C" fn pd_propose_levels(
    range: *const PdLevelRange,
    count: u32,
    buf: *mut PdLevelReport,
    cap: usize,
    len: *mut usize,
) -> PdStatus {
    // SAFETY: the same contract, with no progress.
    unsafe { pd_propose_levels_with_progress(range, count, std::ptr::null_mut(), buf, cap, len) }
}

/// `pd_propose_levels`, reporting its progress to `*progress` and stopping when asked: once the checks
/// pass, the call sets `total` to the range's safe states (`pd_range_cost`) and raises `done` as it
/// builds, and returns `PD_STATUS_CANCELLED` within milliseconds of another thread setting `cancel`
/// (each build and report checks before it starts and at least every 65 536 steps, as
/// `pd_solver_new_with_progress` and `pd_level_report_with_progress` do). A `count` of 0 builds nothing
/// and sets `done` and `total` to 0. NULL `progress` is `pd_propose_levels`.
///
/// Returns the statuses of `pd_propose_levels`, and `PD_STATUS_CANCELLED`.
///
/// # Safety
/// As `pd_propose_levels`; `progress` NULL or valid and aligned, accessed by other threads only
/// atomically while the call runs.
#[no_mangle]
pub unsafe extern "C" fn pd_propose_levels_with_progress(
    range: *const PdLevelRange,
    count: u32,
    progress: *mut PdProgress,
    buf: *mut PdLevelReport,
    cap: usize,
    len: *mut usize,
) -> PdStatus {
    // SAFETY: `progress` is NULL or valid and aligned, per this function's contract.
    let progress = unsafe { super::boundary::progress(progress) };
    // SAFETY: `range`, `buf` (for `cap` reports) and `len` meet `list_from`'s contract, per this
    // function's.
    unsafe {
        list_from(range, buf, cap, len, |range| {
            let range = LevelRange::try_from(range)?;
            range.cost()?;
            let count = count as usize;
            Ok((count, move || {
                let levels = match progress {
                    Some(p) => propose_levels_with_progress(&range, count, p)?,
                    None => propose_levels(&range, count)?,
                };
                Ok(levels.into_iter().map(PdLevelReport::from))
            }))
        })
    }
}

/// Writes what `range` costs: its configurations and their safe states in all, counted by arithmetic
/// and closed formulas (no solver built) in under a millisecond. What a proposal of it builds, and the
/// `total` of its progress.
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER`, then the range's checks in `pd_propose_levels`'s
/// order: `PD_STATUS_INVALID_RANGE`, `PD_STATUS_INVALID_RULES`, `PD_STATUS_RANGE_TOO_LARGE` (either
/// range cap, before any configuration is looked at), `PD_STATUS_TOO_LARGE` (the first configuration
/// `pd_rules_check` refuses).
///
/// # Safety
/// `range` and `cost` must be NULL or valid, aligned pointers.
#[no_mangle]
pub unsafe extern "C" fn pd_range_cost(
    range: *const PdLevelRange,
    cost: *mut PdRangeCost,
) -> PdStatus {
    guard(|| {
        // SAFETY: both pointers are NULL or valid and aligned, per this function's contract.
        let (range, cost) = unsafe { (input(range)?, output(cost)?) };
        let c = LevelRange::try_from(range)?.cost()?;
        cost.write(PdRangeCost {
            configurations: c.configurations,
            safe_states: c.safe_states,
        });
        Ok(())
    })
}
