//! Drives the entry points of C ABI 6 with any range, rules, progress and buffer: `pd_range_cost`,
//! `pd_propose_levels_with_progress`, `pd_solver_new_with_progress` and
//! `pd_level_report_with_progress`, with NULL pointers and a cancel flag set or not. Checks that a range
//! over the caps is refused before anything is built, in the documented order (RANGE_TOO_LARGE before
//! TOO_LARGE), that `*len` is written with OK and BUFFER_TOO_SMALL only, that a cancel set before the
//! call is honoured (by a report too, whatever its start), that a finished call's progress ends at its
//! total (0 of 0 for no level), and that every status is a known code with a message.
#![no_main]

use std::ptr;

use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use priests_devils::ffi::*;

#[path = "common.rs"]
mod common;
use common::known;

/// Ranges and builds above this many safe states are only costed: correct, just slow under
/// AddressSanitizer (tests/abi/c_abi.rs covers the large ones).
const BUILD_LIMIT: u64 = 2_000;

#[derive(Arbitrary, Debug)]
struct Input {
    range: [u32; 9],
    /// Shrink the range's counts to small values.
    small: bool,
    count: u8,
    cap: u8,
    cancel: bool,
    null_progress: bool,
    null_len: bool,
    start: (u8, u8, u8),
}

fuzz_target!(|input: Input| {
    let r = input.range;
    let shrink = |v: u32, m: u32| if input.small { v % m } else { v };
    let range = PdLevelRange {
        priests_min: shrink(r[0], 5),
        priests_max: shrink(r[1], 5),
        devils_min: shrink(r[2], 5),
        devils_max: shrink(r[3], 5),
        boat_min: shrink(r[4], 4),
        boat_max: shrink(r[5], 4),
        boat_safety: shrink(r[6], 3),
        rowers: shrink(r[7], 4),
        all_variants: shrink(r[8], 3),
    };
    let mut progress = PdProgress {
        cancel: u32::from(input.cancel),
        ..PdProgress::default()
    };
    let progress_ptr: *mut PdProgress = if input.null_progress {
        ptr::null_mut()
    } else {
        &mut progress
    };

    let mut cost = PdRangeCost::default();
    // SAFETY: valid pointers to locals.
    let costed = unsafe { pd_range_cost(&range, &mut cost) };
    known(costed);
    if costed == PdStatus::Ok {
        assert!(cost.configurations >= 1 && cost.configurations <= PD_MAX_RANGE_CONFIGURATIONS);
        assert!(cost.safe_states <= PD_MAX_RANGE_STATES);
    }
    if costed == PdStatus::TooLarge {
        // The documented order: TOO_LARGE only within both range caps.
        assert!(
            within_range_caps(&range),
            "{range:?}: TOO_LARGE over a range cap"
        );
    }
    let affordable = costed == PdStatus::Ok && cost.safe_states <= BUILD_LIMIT;
    let cap = usize::from(input.cap % 8);
    let mut buf = vec![unsafe_zeroed(); cap];
    let mut len = usize::MAX;
    let len_ptr: *mut usize = if input.null_len {
        ptr::null_mut()
    } else {
        &mut len
    };
    let count = u32::from(input.count % 8);
    if costed != PdStatus::Ok || affordable || count as usize > cap {
        // SAFETY: valid pointers to locals (or NULL); `buf` holds `cap` reports.
        let status = unsafe {
            pd_propose_levels_with_progress(
                &range,
                count,
                progress_ptr,
                buf.as_mut_ptr(),
                cap,
                len_ptr,
            )
        };
        known(status);
        if costed != PdStatus::Ok && !input.null_len {
            assert_eq!(
                status, costed,
                "the range is checked as pd_range_cost checks it"
            );
        }
        match status {
            PdStatus::Ok => assert_eq!(len, count as usize),
            PdStatus::BufferTooSmall => assert!(len == count as usize && len > cap),
            _ => assert_eq!(len, usize::MAX, "*len written on {status:?}"),
        }
        if status == PdStatus::Ok && count > 0 && !input.null_progress {
            assert!(!input.cancel);
            assert_eq!(u64::from(progress.total), cost.safe_states);
            assert_eq!(progress.done, progress.total);
        }
        if status == PdStatus::Ok && count == 0 && !input.null_progress {
            assert_eq!(
                (progress.done, progress.total),
                (0, 0),
                "a proposal of nothing"
            );
        }
        if input.cancel
            && !input.null_progress
            && costed == PdStatus::Ok
            && count > 0
            && count as usize <= cap
            && !input.null_len
        {
            assert_eq!(status, PdStatus::Cancelled);
        }
    }

    // A build and a report of the range's first configuration.
    let rules = PdRules {
        priests: range.priests_min,
        devils: range.devils_min,
        boat_capacity: range.boat_min,
        boat_safety: range.boat_safety,
        rowers: range.rowers,
    };
    let mut states = 0u64;
    // SAFETY: valid pointers to locals.
    if unsafe { pd_rules_check(&rules, &mut states) } != PdStatus::Ok || states > BUILD_LIMIT {
        return;
    }
    let mut solver: *mut PdSolver = ptr::null_mut();
    // SAFETY: valid pointers to locals (or NULL progress).
    let built = unsafe { pd_solver_new_with_progress(&rules, progress_ptr, &mut solver) };
    known(built);
    let cancelled = input.cancel && !input.null_progress;
    if cancelled {
        assert_eq!(built, PdStatus::Cancelled);
        assert!(solver.is_null());
        // Built without the progress, for the report's turn.
        // SAFETY: valid pointers to locals.
        assert_eq!(unsafe { pd_solver_new(&rules, &mut solver) }, PdStatus::Ok);
    } else {
        assert_eq!(built, PdStatus::Ok);
    }
    if !cancelled && !input.null_progress {
        assert_eq!(
            (u64::from(progress.done), u64::from(progress.total)),
            (states, states)
        );
    }
    let start = PdState {
        priests: u32::from(input.start.0 % 6),
        devils: u32::from(input.start.1 % 6),
        boat: u32::from(input.start.2 % 3),
    };
    let mut report = unsafe_zeroed();
    // SAFETY: a live handle and valid pointers.
    let status = unsafe { pd_level_report_with_progress(solver, start, progress_ptr, &mut report) };
    known(status);
    let mut plain = unsafe_zeroed();
    // SAFETY: as above.
    let plain_status = unsafe { pd_level_report(solver, start, &mut plain) };
    if cancelled && plain_status == PdStatus::Ok {
        // Cancelled before any work, whatever the start: lost, won, without a path or playable.
        assert_eq!(status, PdStatus::Cancelled, "{start:?}");
    } else {
        // Refused by the start's own checks (side, range) first, or not cancelled.
        assert_eq!(status, plain_status);
    }
    if status == PdStatus::Ok {
        assert_eq!(report, plain);
    }
    // SAFETY: a live handle, freed once.
    unsafe { pd_solver_free(solver) };
});

/// A report of zeroes, to be overwritten.
fn unsafe_zeroed() -> PdLevelReport {
    // SAFETY: every field of the report is an integer, a float or a struct of integers.
    unsafe { std::mem::zeroed() }
}

/// Whether `range` is within both range caps, by the target's own arithmetic (each pair's safe states
/// from `pd_rules_check`): at most `PD_MAX_RANGE_CONFIGURATIONS` configurations and
/// `PD_MAX_RANGE_STATES` safe states in all.
fn within_range_caps(range: &PdLevelRange) -> bool {
    let width = |lo: u32, hi: u32| u64::from(hi - lo) + 1;
    let variants = if range.all_variants == 1 { 6 } else { 1 };
    let per_pair = width(range.boat_min, range.boat_max) * variants;
    let pairs =
        width(range.priests_min, range.priests_max) * width(range.devils_min, range.devils_max);
    if pairs.saturating_mul(per_pair) > PD_MAX_RANGE_CONFIGURATIONS {
        return false;
    }
    let mut states = 0u64;
    for priests in range.priests_min..=range.priests_max {
        for devils in range.devils_min..=range.devils_max {
            let rules = PdRules {
                priests,
                devils,
                boat_capacity: 1,
                boat_safety: 0,
                rowers: 0,
            };
            let mut count = 0;
            // SAFETY: valid pointers to locals.
            known(unsafe { pd_rules_check(&rules, &mut count) });
            states = states.saturating_add(count.saturating_mul(per_pair));
        }
    }
    states <= PD_MAX_RANGE_STATES
}
