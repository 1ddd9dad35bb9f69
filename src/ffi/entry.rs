//! The `extern "C"` functions. Each is one domain expression inside a shape from `boundary`, which
//! checks its pointers, catches panics and writes its answer.

use std::ffi::c_char;
use std::ptr;

use super::boundary::{guard, input, list, output, query, query_with};
use super::types::*;
use crate::{GameState, Side, Solver, State, StateKind};

/// The build stamp: one NUL-terminated byte string that names the sources the library was built from
/// and ends with its version. `pd_version` points at the version, its tail, so the whole stamp stays in
/// every binary, where `scripts/build-plugins.sh --check` reads it to tell whether a prebuilt binary was
/// built from the current sources.
const BUILD_STAMP: &str = concat!(
    "priests_devils build: source ",
    env!("PD_SOURCE_DIGEST"),
    ", version ",
    env!("CARGO_PKG_VERSION"),
    "\0"
);

/// The library's version (from its Cargo.toml), as a static NUL-terminated string such as `"0.1.0"`.
/// Never NULL; do not free it.
#[no_mangle]
pub extern "C" fn pd_version() -> *const c_char {
    const VERSION_AT: usize = BUILD_STAMP.len() - env!("CARGO_PKG_VERSION").len() - 1;
    BUILD_STAMP[VERSION_AT..].as_ptr().cast()
}

/// The C ABI version the library implements; equal to `PD_ABI_VERSION` when the header matches.
#[no_mangle]
pub extern "C" fn pd_abi_version() -> u32 {
    PD_ABI_VERSION
}

/// A static, NUL-terminated English description of a status code. Any integer is accepted: unknown
/// codes get a message saying so. Never NULL; do not free it.
#[no_mangle]
pub extern "C" fn pd_status_message(status: u32) -> *const c_char {
    match PdStatus::from_code(status) {
        Some(s) => s.message().as_ptr(),
        None => c"unknown status code".as_ptr(),
    }
}

/// Validates a configuration without building it, and writes its number of safe states (both boat
/// sides) to `*safe_states`, also when it is too large. Checks what `pd_solver_new` checks before
/// building: the state cap (`PD_MAX_SAFE_STATES`), then that the widest crossing packs into the
/// solver's 32-bit move: with `P = min(K, N)` priests and `D = min(K, M)` devils aboard, `(P + 1)`
/// times `2^bits(D)` at most `2^32` (`bits(D)`: the bit width of `D`), where a configuration with more
/// devils than priests (`M > N >= 1`: its start and goal are lost, it stores no move) always packs.
/// Only configurations far over the move budget fail it (`{1000000, 1000000, 1000000}` does). The move
/// budget (`PD_MAX_MOVES`) is enforced while building.
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER`, `PD_STATUS_INVALID_RULES` or `PD_STATUS_TOO_LARGE`.
///
/// # Safety
/// `rules` and `safe_states` must be NULL or valid, aligned pointers.
#[no_mangle]
pub unsafe extern "C" fn pd_rules_check(rules: *const PdRules, safe_states: *mut u64) -> PdStatus {
    guard(|| {
        // SAFETY: both pointers are NULL or valid and aligned, per this function's contract.
        let (r, count) = unsafe { (input(rules)?, output(safe_states)?) };
        count.write(crate::rules::safe_state_count(r.priests, r.devils));
        validate_rules(r).map(|_| ())
    })
}

/// Builds a solver for `rules`, solving every state once. On success `*out` receives a handle to
/// release with `pd_solver_free`; on failure `*out` is set to NULL.
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER`, `PD_STATUS_INVALID_RULES` (boat capacity 0, or a
/// variant field out of range),
/// `PD_STATUS_TOO_LARGE` (refused in constant time before allocating when `pd_rules_check` refuses it:
/// over `PD_MAX_SAFE_STATES`, or a crossing too wide to pack; or over `PD_MAX_MOVES`: the build stops
/// within a few seconds) or `PD_STATUS_OUT_OF_MEMORY`. Every configuration `pd_rules_check` accepts
/// builds unless it is over the move budget or out of memory. An unsolvable
/// configuration builds fine: its queries report `PD_STATUS_NO_PATH`.
///
/// # Safety
/// `rules` and `out` must be NULL or valid, aligned pointers.
#[no_mangle]
pub unsafe extern "C" fn pd_solver_new(rules: *const PdRules, out: *mut *mut PdSolver) -> PdStatus {
    guard(|| {
        // SAFETY: `out` is NULL or valid and aligned, per this function's contract.
        let out = unsafe { output(out) }?;
        let handle = out.write(ptr::null_mut());
        // SAFETY: `rules` is NULL or valid and aligned, per this function's contract.
        let rules = validate_rules(unsafe { input(rules) }?)?;
        *handle = Box::into_raw(Box::new(PdSolver {
            solver: Solver::new(rules)?,
        }));
        Ok(())
    })
}

/// `pd_solver_new`, reporting its progress to `*progress` and stopping when asked: the build sets
/// `total` to the configuration's safe states and raises `done` as it solves them, and returns
/// `PD_STATUS_CANCELLED` (with `*out` NULL) within milliseconds of another thread setting `cancel`. The
/// build takes a checkpoint once before it starts (before its index and table, which grow with the
/// states), then at least every 65 536 steps: crossings examined (even inside one state's crossings:
/// a hub state may have millions), rows indexed, table words filled. NULL
/// `progress` is `pd_solver_new`.
///
/// Returns the statuses of `pd_solver_new`, and `PD_STATUS_CANCELLED`.
///
/// # Safety
/// As `pd_solver_new`; `progress` NULL or valid and aligned, accessed by other threads only
/// atomically while the call runs.
#[no_mangle]
pub unsafe extern "C" fn pd_solver_new_with_progress(
    rules: *const PdRules,
    progress: *mut PdProgress,
    out: *mut *mut PdSolver,
) -> PdStatus {
    guard(|| {
        // SAFETY: `out` is NULL or valid and aligned, per this function's contract.
        let out = unsafe { output(out) }?;
        let handle = out.write(ptr::null_mut());
        // SAFETY: `rules` and `progress` are NULL or valid and aligned, per this function's contract.
        let (rules, progress) = unsafe {
            (
                validate_rules(input(rules)?)?,
                super::boundary::progress(progress),
            )
        };
        let solver = match progress {
            Some(p) => Solver::new_with_progress(rules, p)?,
            None => Solver::new(rules)?,
        };
        *handle = Box::into_raw(Box::new(PdSolver { solver }));
        Ok(())
    })
}

/// Releases a solver made by `pd_solver_new`. NULL is accepted and ignored. The handle must not be
/// used afterwards, and no other thread may be using it.
///
/// # Safety
/// `solver` must be NULL or a handle from `pd_solver_new` not yet freed.
#[no_mangle]
pub unsafe extern "C" fn pd_solver_free(solver: *mut PdSolver) {
    if solver.is_null() {
        return;
    }
    // Dropping plain vectors cannot panic, but keep the boundary anyway.
    let _ = guard(|| {
        // SAFETY: a live handle from pd_solver_new (Box::into_raw), per this function's contract.
        drop(unsafe { Box::from_raw(solver) });
        Ok(())
    });
}

/// Writes facts about the solver: its rules, whether and how fast the game can be won, state counts.
///
/// Returns `PD_STATUS_OK` or `PD_STATUS_NULL_POINTER`.
///
/// # Safety
/// `solver` must be NULL or a live handle; `info` NULL or valid.
#[no_mangle]
pub unsafe extern "C" fn pd_solver_info(
    solver: *const PdSolver,
    info: *mut PdSolverInfo,
) -> PdStatus {
    // SAFETY: `solver` and `info` meet `query`'s contract, per this function's.
    unsafe {
        query(solver, info, |s| {
            Ok(PdSolverInfo {
                rules: (*s.rules()).into(),
                solvable: u32::from(s.is_solvable()),
                min_crossings: s.min_crossings().unwrap_or(PD_NO_PATH),
                safe_states: s.safe_states(),
                reachable_states: s.reachable_states(),
            })
        })
    }
}

/// Classifies `state`: safe, won, lost on a bank or out of range; whether it is reachable from the
/// start; its distance to the goal (`PD_NO_PATH` when none, and for lost or out-of-range states).
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER` or `PD_STATUS_INVALID_SIDE`.
///
/// # Safety
/// `solver` must be NULL or a live handle; `verdict` NULL or valid.
#[no_mangle]
pub unsafe extern "C" fn pd_check_state(
    solver: *const PdSolver,
    state: PdState,
    verdict: *mut PdVerdict,
) -> PdStatus {
    // SAFETY: `solver` and `verdict` meet `query`'s contract, per this function's.
    unsafe {
        query(solver, verdict, |s| {
            Ok(match s.check(State::try_from(state)?) {
                Ok(v) => PdVerdict {
                    kind: match v.kind {
                        StateKind::Safe => PdStateKind::Safe,
                        StateKind::Won => PdStateKind::Won,
                        StateKind::Lost(Side::Start) => PdStateKind::LostStartBank,
                        StateKind::Lost(Side::Far) => PdStateKind::LostFarBank,
                    },
                    reachable: u32::from(v.reachable),
                    distance: v.distance.unwrap_or(PD_NO_PATH),
                },
                Err(_) => PdVerdict {
                    kind: PdStateKind::OutOfRange,
                    reachable: 0,
                    distance: PD_NO_PATH,
                },
            })
        })
    }
}

/// Fills `*grid` with a view of the solver's hint grid, for `pd_next_move_inline`: in a C caller's hot
/// loop, the hints of a puzzle with `(N + 1)(M + 1) <= 2048` (up to 44 priests and 44 devils) are then
/// answered without a call. A larger puzzle gets an empty grid (`cell_count` 0), with which
/// `pd_next_move_inline` calls `pd_next_move` every time. The view stays valid until `pd_solver_free`.
///
/// Returns `PD_STATUS_OK` or `PD_STATUS_NULL_POINTER`.
///
/// # Safety
/// `solver` must be NULL or a live handle; `grid` NULL or valid.
#[no_mangle]
pub unsafe extern "C" fn pd_solver_hint_grid(
    solver: *const PdSolver,
    grid: *mut PdHintGrid,
) -> PdStatus {
    // SAFETY: `solver` and `grid` meet `query`'s contract, per this function's.
    unsafe {
        query(solver, grid, |s| {
            let (cells, stride) = s.hint_grid();
            Ok(PdHintGrid {
                solver,
                cells: if cells.is_empty() {
                    ptr::null()
                } else {
                    cells.as_ptr()
                },
                // A grid has a few thousand cells at most, and its stride is at most one more.
                cell_count: u32::try_from(cells.len()).map_err(|_| PdStatus::InternalError)?,
                stride: u32::try_from(stride).map_err(|_| PdStatus::InternalError)?,
            })
        })
    }
}

/// Writes the best next crossing from `state`: on a shortest path to the goal; among several, the one
/// carrying the most characters, then the most priests.
///
/// Every safe state with a path gets a hint, whether or not play from the standard start reaches it
/// (`pd_check_state` tells that): a level may start anywhere.
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER`, `PD_STATUS_INVALID_SIDE`, then, checked in this
/// order, `PD_STATUS_STATE_OUT_OF_RANGE`, `PD_STATUS_LOST_STATE`, `PD_STATUS_ALREADY_WON`,
/// `PD_STATUS_NO_PATH`.
///
/// # Safety
/// `solver` must be NULL or a live handle; `out` NULL or valid.
#[no_mangle]
pub unsafe extern "C" fn pd_next_move(
    solver: *const PdSolver,
    state: PdState,
    out: *mut PdMove,
) -> PdStatus {
    // SAFETY: `solver` and `out` meet `query`'s contract, per this function's.
    unsafe {
        query(solver, out, |s| {
            Ok(s.next_move(State::try_from(state)?)?.into())
        })
    }
}

/// Writes every crossing from `state` that lies on some shortest path to the goal, preferred first, and
/// their number to `*len`. When `cap` is too small, returns `PD_STATUS_BUFFER_TOO_SMALL` with the needed
/// length in `*len`; `buf` may be NULL when `cap` is 0, to ask for the length.
///
/// Returns the statuses of `pd_next_move`, and `PD_STATUS_BUFFER_TOO_SMALL`.
///
/// # Safety
/// `solver` must be NULL or a live handle; `buf` NULL or valid for `cap` moves; `len` NULL or valid.
#[no_mangle]
pub unsafe extern "C" fn pd_optimal_moves(
    solver: *const PdSolver,
    state: PdState,
    buf: *mut PdMove,
    cap: usize,
    len: *mut usize,
) -> PdStatus {
    // SAFETY: `solver`, `buf` (for `cap` moves) and `len` meet `list`'s contract, per this function's.
    unsafe {
        list(solver, buf, cap, len, |s| {
            let moves = s.optimal_moves(State::try_from(state)?)?;
            Ok((moves.len(), moves.into_iter().map(PdMove::from)))
        })
    }
}

/// Writes the whole shortest plan from `state` (one crossing per element) and its length to `*len`.
/// When `cap` is too small, returns `PD_STATUS_BUFFER_TOO_SMALL` with the needed length in `*len`;
/// `buf` may be NULL when `cap` is 0, to ask for the length.
///
/// Returns the statuses of `pd_next_move`, and `PD_STATUS_BUFFER_TOO_SMALL`.
///
/// # Safety
/// `solver` must be NULL or a live handle; `buf` NULL or valid for `cap` moves; `len` NULL or valid.
#[no_mangle]
pub unsafe extern "C" fn pd_solution(
    solver: *const PdSolver,
    state: PdState,
    buf: *mut PdMove,
    cap: usize,
    len: *mut usize,
) -> PdStatus {
    // SAFETY: `solver`, `buf` (for `cap` moves) and `len` meet `list`'s contract, per this function's.
    unsafe {
        list(solver, buf, cap, len, |s| {
            let plan = s.plan(State::try_from(state)?)?;
            Ok((plan.len(), plan.map(|(mv, _)| mv.into())))
        })
    }
}

/// Writes the milestones of `state`: the states other than `state` that lie on every shortest plan
/// from it to the goal, in plan order, each with the crossings that reach it (the goal is always the
/// last), and their number to `*len`. When `cap` is too small, returns `PD_STATUS_BUFFER_TOO_SMALL` with
/// the needed length in `*len`; `buf` may be NULL when `cap` is 0, to ask for the length. There are at
/// most as many as the state's distance. Each call walks the states that shortest plans from `state`
/// visit (linear in them and the crossings out of them), so ask for the length once per state.
///
/// Returns the statuses of `pd_next_move`, and `PD_STATUS_BUFFER_TOO_SMALL`.
///
/// # Safety
/// `solver` must be NULL or a live handle; `buf` NULL or valid for `cap` milestones; `len` NULL or
/// valid.
#[no_mangle]
pub unsafe extern "C" fn pd_milestones(
    solver: *const PdSolver,
    state: PdState,
    buf: *mut PdMilestone,
    cap: usize,
    len: *mut usize,
) -> PdStatus {
    // SAFETY: `solver`, `buf` (for `cap` milestones) and `len` meet `list`'s contract, per this
    // function's.
    unsafe {
        list(solver, buf, cap, len, |s| {
            let milestones = s.milestones(State::try_from(state)?)?;
            Ok((
                milestones.len(),
                milestones.into_iter().map(PdMilestone::from),
            ))
        })
    }
}

/// Writes the number of distinct shortest plans (sequences of crossings) from `state` to the goal; the
/// goal itself has one, the empty plan. Exact below `UINT64_MAX`, where the count saturates (40 priests,
/// 20 devils and a boat for 2 have more than 2^64). The first call on a solver counts for every state at
/// once (linear in the moves, 8 bytes per safe state); later calls are lookups.
///
/// Returns the statuses of `pd_next_move` except `PD_STATUS_ALREADY_WON` (the goal answers 1), and
/// `PD_STATUS_OUT_OF_MEMORY`.
///
/// # Safety
/// `solver` must be NULL or a live handle; `count` NULL or valid.
#[no_mangle]
pub unsafe extern "C" fn pd_count_optimal_plans(
    solver: *const PdSolver,
    state: PdState,
    count: *mut u64,
) -> PdStatus {
    // SAFETY: `solver` and `count` meet `query`'s contract, per this function's.
    unsafe {
        query(solver, count, |s| {
            Ok(s.count_optimal_plans(State::try_from(state)?)?)
        })
    }
}

/// Rates crossing `mv` from `state`: optimal, a detour (with its extra crossings), losing on a bank,
/// leading nowhere, or illegal (and why, including loads the rule variant forbids).
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER`, `PD_STATUS_INVALID_SIDE`,
/// `PD_STATUS_STATE_OUT_OF_RANGE`, `PD_STATUS_LOST_STATE` or `PD_STATUS_ALREADY_WON`. From a state with no
/// path, safe moves rate `PD_RATING_KIND_NO_PATH`.
///
/// # Safety
/// `solver` must be NULL or a live handle; `rating` NULL or valid.
#[no_mangle]
pub unsafe extern "C" fn pd_rate_move(
    solver: *const PdSolver,
    state: PdState,
    mv: PdMove,
    rating: *mut PdRating,
) -> PdStatus {
    // SAFETY: `solver` and `rating` meet `query`'s contract, per this function's.
    unsafe {
        query(solver, rating, |s| {
            Ok(s.rate_move(State::try_from(state)?, mv.into())?.into())
        })
    }
}

/// Writes the next atomic step of play from `game`: unboard a passenger who should not cross, board one
/// who should, sail, or nothing when the game is won. Applying each step and asking again wins in
/// exactly the optimal number of crossings, and never overfills the boat.
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER`, `PD_STATUS_INVALID_SIDE`,
/// `PD_STATUS_INVALID_GAME_STATE` (totals differ from the rules, or the boat is overfilled), then the
/// statuses of `pd_next_move` except `PD_STATUS_ALREADY_WON` (a won game answers `PD_ACTION_KIND_NONE`).
///
/// # Safety
/// `solver` must be NULL or a live handle; `game` and `action` NULL or valid.
#[no_mangle]
pub unsafe extern "C" fn pd_next_action(
    solver: *const PdSolver,
    game: *const PdGameState,
    action: *mut PdAction,
) -> PdStatus {
    // SAFETY: `solver`, `game` and `action` meet `query_with`'s contract, per this function's. All three
    // are checked for NULL before the game state is validated.
    unsafe {
        query_with(solver, game, action, |s, game| {
            let step = s.next_action(&GameState::try_from(game)?)?;
            Ok(PdAction {
                kind: step.action.into(),
                crossing: step.next_move.into(),
                crossings_left: step.crossings_left(),
            })
        })
    }
}

/// Writes the state numbering: one row per priest count `0..=priests` (see `PdPolicyRow`), and the
/// number of rows to `*len`. With `pd_policy_entries`, this lets a caller answer every query from its
/// own copy, with no further call. Buffer protocol as `pd_solution`.
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER` or `PD_STATUS_BUFFER_TOO_SMALL`.
///
/// # Safety
/// `solver` must be NULL or a live handle; `buf` NULL or valid for `cap` rows; `len` NULL or valid.
#[no_mangle]
pub unsafe extern "C" fn pd_policy_rows(
    solver: *const PdSolver,
    buf: *mut PdPolicyRow,
    cap: usize,
    len: *mut usize,
) -> PdStatus {
    // SAFETY: `solver`, `buf` (for `cap` rows) and `len` meet `list`'s contract, per this function's.
    unsafe {
        list(solver, buf, cap, len, |s| {
            let priests = s.rules().priests();
            let rows = (0..=priests).filter_map(|p| s.index().row(p));
            let rows = rows.map(|(first, lo_devils, count)| PdPolicyRow {
                first,
                lo_devils,
                count,
            });
            Ok((priests as usize + 1, rows))
        })
    }
}

/// Writes the policy: for every safe state in index order (see `PdPolicyRow`), its distance, best
/// crossing and reachability; and the number of entries (`PdSolverInfo.safe_states`) to `*len`. Buffer
/// protocol as `pd_solution`.
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER` or `PD_STATUS_BUFFER_TOO_SMALL`.
///
/// # Safety
/// `solver` must be NULL or a live handle; `buf` NULL or valid for `cap` entries; `len` NULL or valid.
#[no_mangle]
pub unsafe extern "C" fn pd_policy_entries(
    solver: *const PdSolver,
    buf: *mut PdPolicyEntry,
    cap: usize,
    len: *mut usize,
) -> PdStatus {
    // SAFETY: `solver`, `buf` (for `cap` entries) and `len` meet `list`'s contract, per this function's.
    unsafe {
        list(solver, buf, cap, len, |s| {
            let entries = s.policy().map(|e| PdPolicyEntry {
                distance: e.distance.unwrap_or(PD_NO_PATH),
                best: e.best.into(),
                reachable: u32::from(e.reachable),
            });
            Ok((entries.len(), entries))
        })
    }
}
