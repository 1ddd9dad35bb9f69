//! The river-crossing family's `extern "C"` functions: a puzzle read from its text (the format of
//! `docs/family.md`) and built whole once by `pd_puzzle_new`, then answered by lookup from any state,
//! as the `pd_` functions of Priests and Devils answer a solver. Each is one expression of the family's
//! engine inside a shape from `boundary`.

use std::ffi::c_char;
use std::ptr;

use super::boundary::{bytes, guard, input, list, output, query, query_with};
use super::puzzle_types::*;
use super::types::PdStatus;
use crate::family::{Crossing, Family, FamilyError, FamilyState, FormatError, Puzzle};

/// Reads a puzzle from UTF-8 bytes: invalid UTF-8 breaks the format where it starts.
pub(super) fn read(text: &[u8]) -> Result<Puzzle, FamilyError> {
    let text = std::str::from_utf8(text).map_err(|e| {
        let valid = &text[..e.valid_up_to()];
        let line = valid.iter().filter(|&&b| b == b'\n').count() + 1;
        let line_start = valid.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        let column = String::from_utf8_lossy(&valid[line_start..])
            .chars()
            .count()
            + 1;
        FormatError {
            line: u32::try_from(line).unwrap_or(u32::MAX),
            column: u32::try_from(column).unwrap_or(u32::MAX),
            message: "the text must be UTF-8".to_owned(),
        }
    })?;
    Ok(Puzzle::parse(text)?)
}

/// The puzzle's number of kinds, which every state and crossing it is asked about must have.
pub(super) fn kinds(family: &Family) -> usize {
    family.puzzle().kinds().len()
}

/// A caller's state, for `family`.
fn state(family: &Family, state: &PdPuzzleState) -> Result<FamilyState, PdStatus> {
    state.to_family(kinds(family))
}

/// A caller's crossing, for `family`.
///
/// # Safety
/// `crossing` must be NULL or valid and aligned.
pub(super) unsafe fn crossing(
    family: &Family,
    crossing: *const PdCrossing,
) -> Result<Crossing, PdStatus> {
    // SAFETY: per this function's contract.
    Ok(unsafe { input(crossing) }?.to_family(kinds(family)))
}

/// The shape of a query on a state: [`query_with`], the caller's state read for the puzzle before
/// `answer` runs.
///
/// # Safety
/// As [`query_with`]'s, with `puzzle` NULL or a live puzzle handle.
unsafe fn on_state<T>(
    puzzle: *const PdPuzzle,
    state: *const PdPuzzleState,
    out: *mut T,
    answer: impl FnOnce(&Family, &FamilyState) -> Result<T, PdStatus>,
) -> PdStatus {
    // SAFETY: every pointer as this function's contract requires.
    unsafe {
        query_with(puzzle, state, out, |family, s| {
            answer(family, &self::state(family, s)?)
        })
    }
}

/// Reads a puzzle's text without building it, and writes where it breaks the format (line and column,
/// 0 when it reads) and the nodes of its state space to `*out`, with `PD_STATUS_OK`,
/// `PD_STATUS_PUZZLE_FORMAT` and `PD_STATUS_TOO_LARGE` alike. `text` holds `len` bytes of UTF-8, not
/// necessarily ending in a NUL (NULL is accepted when `len` is 0). Checks what `pd_puzzle_new` checks
/// before building; `pd_puzzle_error_message` (in `puzzle_words`) words the refusal.
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER`, `PD_STATUS_PUZZLE_FORMAT` or
/// `PD_STATUS_TOO_LARGE` (over `PD_MAX_PUZZLE_NODES` nodes, or more than `PD_MAX_PUZZLE_KINDS` kinds).
///
/// # Safety
/// `text` must be NULL or valid for `len` bytes; `out` NULL or valid and aligned.
#[no_mangle]
pub unsafe extern "C" fn pd_puzzle_check(
    text: *const c_char,
    len: usize,
    out: *mut PdPuzzleCheck,
) -> PdStatus {
    guard(|| {
        // SAFETY: both pointers as this function's contract requires.
        let (text, out) = unsafe { (bytes(text, len)?, output(out)?) };
        match read(text) {
            Err(FamilyError::Format(e)) => {
                out.write(PdPuzzleCheck {
                    line: e.line,
                    column: e.column,
                    nodes: 0,
                });
                Err(PdStatus::PuzzleFormat)
            }
            Err(e) => Err(e.into()),
            Ok(puzzle) => {
                let nodes = puzzle.nodes();
                out.write(PdPuzzleCheck {
                    line: 0,
                    column: 0,
                    nodes,
                });
                if nodes > PD_MAX_PUZZLE_NODES || puzzle.kinds().len() > KINDS {
                    return Err(PdStatus::TooLarge);
                }
                Ok(())
            }
        }
    })
}

/// Reads a puzzle from its text and builds its whole state graph, solving every state once. On success
/// `*out` receives a handle to release with `pd_puzzle_free`; on failure `*out` is set to NULL.
/// `text` and `len` as `pd_puzzle_check`. An unsolvable puzzle builds fine: its queries report
/// `PD_STATUS_NO_PATH` (or `PD_STATUS_OUT_OF_TIME`).
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER`, `PD_STATUS_PUZZLE_FORMAT`, `PD_STATUS_TOO_LARGE`
/// (refused before allocating when `pd_puzzle_check` refuses it; or over `PD_MAX_PUZZLE_LOADS` while
/// building) or `PD_STATUS_OUT_OF_MEMORY`.
///
/// # Safety
/// `text` must be NULL or valid for `len` bytes; `out` NULL or valid and aligned.
#[no_mangle]
pub unsafe extern "C" fn pd_puzzle_new(
    text: *const c_char,
    len: usize,
    out: *mut *mut PdPuzzle,
) -> PdStatus {
    guard(|| {
        // SAFETY: both pointers as this function's contract requires.
        let out = unsafe { output(out)? };
        out.write(ptr::null_mut());
        // SAFETY: as above.
        let puzzle = read(unsafe { bytes(text, len)? })?;
        if puzzle.kinds().len() > KINDS {
            return Err(PdStatus::TooLarge);
        }
        let family = Family::new(puzzle)?;
        out.write(Box::into_raw(Box::new(PdPuzzle { family })));
        Ok(())
    })
}

/// Releases a puzzle from `pd_puzzle_new`. NULL is ignored.
///
/// # Safety
/// `puzzle` must be NULL or a handle from `pd_puzzle_new` not yet freed; it must not be used again.
#[no_mangle]
pub unsafe extern "C" fn pd_puzzle_free(puzzle: *mut PdPuzzle) {
    if !puzzle.is_null() {
        // SAFETY: the handle came from `Box::into_raw` in `pd_puzzle_new` and is freed once, per this
        // function's contract. Dropping the family cannot panic.
        drop(unsafe { Box::from_raw(puzzle) });
    }
}

/// Writes the puzzle's figures to `*out`.
///
/// Returns `PD_STATUS_OK` or `PD_STATUS_NULL_POINTER`.
///
/// # Safety
/// `puzzle` must be NULL or a live handle; `out` NULL or valid and aligned.
#[no_mangle]
pub unsafe extern "C" fn pd_puzzle_info(
    puzzle: *const PdPuzzle,
    out: *mut PdPuzzleInfo,
) -> PdStatus {
    // SAFETY: both pointers as this function's contract requires.
    unsafe {
        query(puzzle, out, |family| {
            let p = family.puzzle();
            Ok(PdPuzzleInfo {
                kinds: p.kinds().len() as u32,
                characters: p.kinds().iter().map(|k| k.count).sum(),
                capacity: p.capacity(),
                max_load: p.max_load().unwrap_or(PD_NONE),
                load_change: p.load_change().unwrap_or(PD_NONE),
                time_limit: p.time_limit().unwrap_or(PD_NONE),
                timed: u32::from(p.is_timed()),
                nodes: p.nodes(),
            })
        })
    }
}

/// Writes kind `index` of the puzzle (0 for the first, in the file's order) to `*out`.
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER` or `PD_STATUS_INVALID_KIND`.
///
/// # Safety
/// `puzzle` must be NULL or a live handle; `out` NULL or valid and aligned.
#[no_mangle]
pub unsafe extern "C" fn pd_puzzle_kind(
    puzzle: *const PdPuzzle,
    index: u32,
    out: *mut PdPuzzleKind,
) -> PdStatus {
    // SAFETY: both pointers as this function's contract requires.
    unsafe {
        query(puzzle, out, |family| {
            let kind = family.puzzle().kinds().get(index as usize);
            kind.map(PdPuzzleKind::from).ok_or(PdStatus::InvalidKind)
        })
    }
}

/// Writes the state every game of the puzzle starts in to `*out`.
///
/// Returns `PD_STATUS_OK` or `PD_STATUS_NULL_POINTER`.
///
/// # Safety
/// `puzzle` must be NULL or a live handle; `out` NULL or valid and aligned.
#[no_mangle]
pub unsafe extern "C" fn pd_puzzle_start(
    puzzle: *const PdPuzzle,
    out: *mut PdPuzzleState,
) -> PdStatus {
    // SAFETY: both pointers as this function's contract requires.
    unsafe { query(puzzle, out, |family| Ok((&family.start()).into())) }
}

/// Writes the verdict on `*state` to `*out`: safe, won or lost (which bank, which rule), whether it is
/// reachable from the start, and the crossings and time left on an optimal plan.
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER` or `PD_STATUS_STATE_OUT_OF_RANGE` (another number
/// of kinds, more characters of a kind than the puzzle has, or a previous load no crossing carries).
///
/// # Safety
/// `puzzle` must be NULL or a live handle; `state` and `out` NULL or valid and aligned.
#[no_mangle]
pub unsafe extern "C" fn pd_puzzle_check_state(
    puzzle: *const PdPuzzle,
    state: *const PdPuzzleState,
    out: *mut PdPuzzleVerdict,
) -> PdStatus {
    // SAFETY: every pointer as this function's contract requires.
    unsafe { on_state(puzzle, state, out, |family, s| Ok(family.check(s)?.into())) }
}

/// Writes the hint, the first optimal crossing from `*state`, to `*out`.
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER`, `PD_STATUS_STATE_OUT_OF_RANGE`,
/// `PD_STATUS_LOST_STATE`, `PD_STATUS_ALREADY_WON`, `PD_STATUS_NO_PATH` or `PD_STATUS_OUT_OF_TIME`,
/// checked in that order.
///
/// # Safety
/// `puzzle` must be NULL or a live handle; `state` and `out` NULL or valid and aligned.
#[no_mangle]
pub unsafe extern "C" fn pd_puzzle_next_crossing(
    puzzle: *const PdPuzzle,
    state: *const PdPuzzleState,
    out: *mut PdCrossing,
) -> PdStatus {
    // SAFETY: every pointer as this function's contract requires.
    unsafe {
        on_state(puzzle, state, out, |family, s| {
            Ok((&family.next_crossing(s)?).into())
        })
    }
}

/// A list of crossings from one state, for the list shape.
///
/// # Safety
/// As `list`'s, with `state` NULL or valid and aligned.
unsafe fn crossings(
    puzzle: *const PdPuzzle,
    state: *const PdPuzzleState,
    buf: *mut PdCrossing,
    cap: usize,
    len: *mut usize,
    answer: fn(&Family, &FamilyState) -> Result<Vec<Crossing>, FamilyError>,
) -> PdStatus {
    // SAFETY: every pointer as this function's contract requires.
    unsafe {
        list(puzzle, buf, cap, len, |family| {
            let s = self::state(family, input(state)?)?;
            let all = answer(family, &s)?;
            Ok((all.len(), all.into_iter().map(|c| PdCrossing::from(&c))))
        })
    }
}

/// Writes every optimal crossing from `*state` (the first is `pd_puzzle_next_crossing`'s) into `buf`
/// and their number to `*len`; with `PD_STATUS_BUFFER_TOO_SMALL` only `*len` is written (`cap` 0 asks
/// for the number).
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER`, the refusals of `pd_puzzle_next_crossing`, or
/// `PD_STATUS_BUFFER_TOO_SMALL`.
///
/// # Safety
/// `puzzle` must be NULL or a live handle; `state` NULL or valid; `buf` NULL or valid for `cap`
/// crossings; `len` NULL or valid.
#[no_mangle]
pub unsafe extern "C" fn pd_puzzle_optimal_crossings(
    puzzle: *const PdPuzzle,
    state: *const PdPuzzleState,
    buf: *mut PdCrossing,
    cap: usize,
    len: *mut usize,
) -> PdStatus {
    // SAFETY: as this function's contract requires.
    unsafe { crossings(puzzle, state, buf, cap, len, Family::optimal_crossings) }
}

/// Writes an optimal plan from `*state` (the crossings `pd_puzzle_next_crossing` gives, one after
/// another) into `buf` and its length to `*len`; buffer protocol as `pd_puzzle_optimal_crossings`.
///
/// Returns as `pd_puzzle_optimal_crossings`.
///
/// # Safety
/// As `pd_puzzle_optimal_crossings`.
#[no_mangle]
pub unsafe extern "C" fn pd_puzzle_plan(
    puzzle: *const PdPuzzle,
    state: *const PdPuzzleState,
    buf: *mut PdCrossing,
    cap: usize,
    len: *mut usize,
) -> PdStatus {
    // SAFETY: as this function's contract requires.
    unsafe { crossings(puzzle, state, buf, cap, len, Family::plan) }
}

/// Writes the state after `*crossing` from `*state` to `*out`, whatever it leads to (a lost state too):
/// what a front end shows after the player's crossing.
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER`, `PD_STATUS_STATE_OUT_OF_RANGE` or
/// `PD_STATUS_ILLEGAL_CROSSING` (`pd_puzzle_rate` tells why).
///
/// # Safety
/// `puzzle` must be NULL or a live handle; `state`, `crossing` and `out` NULL or valid and aligned.
#[no_mangle]
pub unsafe extern "C" fn pd_puzzle_after(
    puzzle: *const PdPuzzle,
    state: *const PdPuzzleState,
    crossing: *const PdCrossing,
    out: *mut PdPuzzleState,
) -> PdStatus {
    // SAFETY: every pointer as this function's contract requires.
    unsafe {
        on_state(puzzle, state, out, |family, s| {
            Ok((&family.after(s, &self::crossing(family, crossing)?)?).into())
        })
    }
}

/// Writes how good `*crossing` from `*state` is to `*out`: optimal, a detour (and by how much), losing
/// (which bank, which rule), leading nowhere, too slow, or illegal (and why).
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER` or the refusals of `pd_puzzle_next_crossing`.
///
/// # Safety
/// `puzzle` must be NULL or a live handle; `state`, `crossing` and `out` NULL or valid and aligned.
#[no_mangle]
pub unsafe extern "C" fn pd_puzzle_rate(
    puzzle: *const PdPuzzle,
    state: *const PdPuzzleState,
    crossing: *const PdCrossing,
    out: *mut PdPuzzleRating,
) -> PdStatus {
    // SAFETY: every pointer as this function's contract requires.
    unsafe {
        on_state(puzzle, state, out, |family, s| {
            Ok(family.rate(s, &self::crossing(family, crossing)?)?.into())
        })
    }
}

/// Writes the number of optimal plans from `*state` to `*out`, as plans of individuals and by kind.
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER` or the refusals of `pd_puzzle_next_crossing`.
///
/// # Safety
/// `puzzle` must be NULL or a live handle; `state` and `out` NULL or valid and aligned.
#[no_mangle]
pub unsafe extern "C" fn pd_puzzle_count_plans(
    puzzle: *const PdPuzzle,
    state: *const PdPuzzleState,
    out: *mut PdPuzzlePlanCounts,
) -> PdStatus {
    // SAFETY: every pointer as this function's contract requires.
    unsafe {
        on_state(puzzle, state, out, |family, s| {
            Ok(family.count_optimal_plans(s)?.into())
        })
    }
}

/// Writes the milestones of `*state` (the states every optimal plan passes through, nearest first,
/// the goal last) into `buf` and their number to `*len`; buffer protocol as
/// `pd_puzzle_optimal_crossings`.
///
/// Returns as `pd_puzzle_optimal_crossings`.
///
/// # Safety
/// `puzzle` must be NULL or a live handle; `state` NULL or valid; `buf` NULL or valid for `cap`
/// milestones; `len` NULL or valid.
#[no_mangle]
pub unsafe extern "C" fn pd_puzzle_milestones(
    puzzle: *const PdPuzzle,
    state: *const PdPuzzleState,
    buf: *mut PdPuzzleMilestone,
    cap: usize,
    len: *mut usize,
) -> PdStatus {
    // SAFETY: every pointer as this function's contract requires.
    unsafe {
        list(puzzle, buf, cap, len, |family| {
            let all = family.milestones(&self::state(family, input(state)?)?)?;
            Ok((
                all.len(),
                all.into_iter().map(|m| PdPuzzleMilestone::from(&m)),
            ))
        })
    }
}

/// Writes the next atomic step from `*state` to `*out`, with `*aboard` (counts per kind) sitting in
/// the docked boat; they belong to the boat's bank in `*state`. Characters who should not cross land
/// first, then the missing ones board, then the boat sails; a solved puzzle answers
/// `PD_PUZZLE_ACTION_KIND_NONE`.
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER`, `PD_STATUS_STATE_OUT_OF_RANGE`,
/// `PD_STATUS_INVALID_GAME_STATE` (more aboard of a kind than its bank holds, or more than the boat
/// holds), then the refusals of `pd_puzzle_next_crossing` but `PD_STATUS_ALREADY_WON`.
///
/// # Safety
/// `puzzle` must be NULL or a live handle; `state`, `aboard` and `out` NULL or valid and aligned.
#[no_mangle]
pub unsafe extern "C" fn pd_puzzle_next_action(
    puzzle: *const PdPuzzle,
    state: *const PdPuzzleState,
    aboard: *const PdCrossing,
    out: *mut PdPuzzleAction,
) -> PdStatus {
    // SAFETY: every pointer as this function's contract requires.
    unsafe {
        on_state(puzzle, state, out, |family, s| {
            let aboard = self::crossing(family, aboard)?;
            Ok((&family.next_action(s, &aboard.load)?).into())
        })
    }
}

/// Writes the designer's figures for the puzzle from its start to `*out`.
///
/// Returns `PD_STATUS_OK` or `PD_STATUS_NULL_POINTER`.
///
/// # Safety
/// `puzzle` must be NULL or a live handle; `out` NULL or valid and aligned.
#[no_mangle]
pub unsafe extern "C" fn pd_puzzle_report(
    puzzle: *const PdPuzzle,
    out: *mut PdPuzzleReport,
) -> PdStatus {
    // SAFETY: both pointers as this function's contract requires.
    unsafe { query(puzzle, out, |family| Ok((&family.report()).into())) }
}
