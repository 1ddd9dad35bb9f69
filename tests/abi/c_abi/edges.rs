//! The inputs of issue #64, each through the `extern "C"` functions, with the status the header names:
//! a range over both a range cap and the state cap gets `PD_STATUS_RANGE_TOO_LARGE` (the documented
//! order) from every entry point that takes a range; small configurations with huge counts build; a
//! cancel set before a call is honoured whatever the call's input, in hub puzzles and at the state cap;
//! a proposal of 0 levels sets its progress. The work between two checks is counted in the library's
//! own tests (src/cancel_tests.rs); these check what a C caller sees.

use std::ptr;

use priests_devils::ffi::*;

fn level_range(fields: [u32; 9]) -> PdLevelRange {
    let [priests_min, priests_max, devils_min, devils_max, boat_min, boat_max, boat_safety, rowers, all_variants] =
        fields;
    PdLevelRange {
        priests_min,
        priests_max,
        devils_min,
        devils_max,
        boat_min,
        boat_max,
        boat_safety,
        rowers,
        all_variants,
    }
}

fn rules(priests: u32, devils: u32, boat_capacity: u32) -> PdRules {
    PdRules {
        priests,
        devils,
        boat_capacity,
        boat_safety: 0,
        rowers: 0,
    }
}

fn zeroed_report() -> PdLevelReport {
    // SAFETY: every field of the report is an integer, a float or a struct of integers.
    unsafe { std::mem::zeroed() }
}

/// The status of each entry point that takes a range: `pd_range_cost`, `pd_propose_levels` and
/// `pd_propose_levels_with_progress` (with a buffer for one level and without one).
fn range_statuses(range: &PdLevelRange) -> Vec<PdStatus> {
    let mut cost = PdRangeCost::default();
    let mut buf = [zeroed_report(); 1];
    let mut len = usize::MAX;
    let mut progress = PdProgress::default();
    // SAFETY: valid pointers to locals; `buf` holds one report.
    unsafe {
        vec![
            pd_range_cost(range, &mut cost),
            pd_propose_levels(range, 1, buf.as_mut_ptr(), 1, &mut len),
            pd_propose_levels(range, 1, ptr::null_mut(), 0, &mut len),
            pd_propose_levels_with_progress(range, 1, &mut progress, buf.as_mut_ptr(), 1, &mut len),
            pd_propose_levels_with_progress(range, 0, &mut progress, ptr::null_mut(), 0, &mut len),
        ]
    }
}

#[test]
fn a_range_over_a_range_cap_is_range_too_large_before_any_configuration_is_looked_at() {
    // One configuration of 4 999 950 002 safe states: over PD_MAX_RANGE_STATES and over
    // PD_MAX_SAFE_STATES; the range's cap comes first.
    let both = level_range([100_000, 100_000, 50_000, 50_000, 1, 1, 0, 0, 0]);
    assert!(range_statuses(&both)
        .iter()
        .all(|&s| s == PdStatus::RangeTooLarge));
    // Over the configurations' cap, and every configuration over the state cap.
    let many = level_range([
        9_000_000, 9_000_000, 9_000_000, 9_000_000, 1, 30_000, 0, 0, 0,
    ]);
    assert!(range_statuses(&many)
        .iter()
        .all(|&s| s == PdStatus::RangeTooLarge));
    // Within both range caps: the first configuration over the state cap (36 000 002 safe states)
    // is TOO_LARGE, and so is one whose widest crossing does not pack.
    let one_over = level_range([6_000_000, 6_000_000, 6_000_000, 6_000_000, 2, 2, 0, 0, 0]);
    assert!(range_statuses(&one_over)
        .iter()
        .all(|&s| s == PdStatus::TooLarge));
    let wide = level_range([
        1_000_000, 1_000_000, 1_000_000, 1_000_000, 1_000_000, 1_000_000, 0, 0, 0,
    ]);
    assert!(range_statuses(&wide)
        .iter()
        .all(|&s| s == PdStatus::TooLarge));
    let mut states = 0;
    // SAFETY: valid pointers to locals.
    let checked = unsafe { pd_rules_check(&rules(1_000_000, 1_000_000, 1_000_000), &mut states) };
    assert_eq!((checked, states), (PdStatus::TooLarge, 6_000_002));
}

#[test]
fn more_devils_than_priests_build_whatever_their_counts() {
    let huge = rules(1, 2_147_483_648, 2_147_483_648);
    let mut states = 0;
    // SAFETY: valid pointers to locals.
    assert_eq!(unsafe { pd_rules_check(&huge, &mut states) }, PdStatus::Ok);
    assert_eq!(states, 8);
    let mut solver: *mut PdSolver = ptr::null_mut();
    // SAFETY: valid pointers to locals.
    assert_eq!(unsafe { pd_solver_new(&huge, &mut solver) }, PdStatus::Ok);
    let mut info: PdSolverInfo = PdSolverInfo {
        rules: rules(0, 0, 0),
        solvable: 9,
        min_crossings: 0,
        safe_states: 0,
        reachable_states: 0,
    };
    // SAFETY: a live handle and a valid pointer.
    assert_eq!(unsafe { pd_solver_info(solver, &mut info) }, PdStatus::Ok);
    assert_eq!((info.solvable, info.safe_states), (0, 8));
    // SAFETY: a live handle, freed once.
    unsafe { pd_solver_free(solver) };

    // 162 configurations of 1 944 safe states, each with its start and goal lost: costed, built, and
    // none of them solvable, so no level to propose.
    let range = level_range([
        1,
        3,
        4_294_967_293,
        4_294_967_295,
        4_294_967_293,
        4_294_967_295,
        0,
        1,
        1,
    ]);
    let mut cost = PdRangeCost::default();
    // SAFETY: valid pointers to locals.
    assert_eq!(unsafe { pd_range_cost(&range, &mut cost) }, PdStatus::Ok);
    assert_eq!((cost.configurations, cost.safe_states), (162, 1_944));
    let mut buf = [zeroed_report(); 1];
    let mut len = usize::MAX;
    let mut progress = PdProgress::default();
    // SAFETY: valid pointers to locals; `buf` holds one report.
    let status = unsafe {
        pd_propose_levels_with_progress(&range, 1, &mut progress, buf.as_mut_ptr(), 1, &mut len)
    };
    assert_eq!((status, len), (PdStatus::NotEnoughLevels, usize::MAX));
    assert_eq!(
        (progress.done, progress.total),
        (1_944, 1_944),
        "every configuration built"
    );
}

#[test]
fn a_cancel_set_before_a_call_is_honoured_in_hub_puzzles_and_at_the_state_cap() {
    for r in [rules(8000, 4000, u32::MAX), rules(16_000_000, 0, 1)] {
        let mut progress = PdProgress {
            cancel: 1,
            ..PdProgress::default()
        };
        let mut solver: *mut PdSolver = ptr::dangling_mut();
        // SAFETY: valid pointers to locals.
        let status = unsafe { pd_solver_new_with_progress(&r, &mut progress, &mut solver) };
        assert_eq!(status, PdStatus::Cancelled, "{r:?}");
        assert!(solver.is_null());
        let range = level_range([
            r.priests,
            r.priests,
            r.devils,
            r.devils,
            r.boat_capacity,
            r.boat_capacity,
            0,
            0,
            0,
        ]);
        let mut buf = [zeroed_report(); 1];
        let mut len = usize::MAX;
        // SAFETY: valid pointers to locals; `buf` holds one report.
        let status = unsafe {
            pd_propose_levels_with_progress(&range, 1, &mut progress, buf.as_mut_ptr(), 1, &mut len)
        };
        assert_eq!((status, len), (PdStatus::Cancelled, usize::MAX), "{r:?}");
    }
}

#[test]
fn a_cancelled_report_is_cancelled_whatever_its_start() {
    let classic = rules(3, 3, 2);
    let mut solver: *mut PdSolver = ptr::null_mut();
    // SAFETY: valid pointers to locals.
    assert_eq!(
        unsafe { pd_solver_new(&classic, &mut solver) },
        PdStatus::Ok
    );
    let state = |priests, devils, boat| PdState {
        priests,
        devils,
        boat,
    };
    // Lost, won, without a path, playable.
    for start in [
        state(1, 2, 0),
        state(0, 0, 1),
        state(0, 0, 0),
        state(3, 3, 0),
    ] {
        let mut progress = PdProgress {
            cancel: 1,
            ..PdProgress::default()
        };
        let mut report = zeroed_report();
        // SAFETY: a live handle and valid pointers.
        let status =
            unsafe { pd_level_report_with_progress(solver, start, &mut progress, &mut report) };
        assert_eq!(status, PdStatus::Cancelled, "{start:?}");
    }
    // The start's own checks come first.
    let mut progress = PdProgress {
        cancel: 1,
        ..PdProgress::default()
    };
    let mut report = zeroed_report();
    for (start, refused) in [
        (state(4, 0, 0), PdStatus::StateOutOfRange),
        (state(1, 1, 2), PdStatus::InvalidSide),
    ] {
        // SAFETY: a live handle and valid pointers.
        let status =
            unsafe { pd_level_report_with_progress(solver, start, &mut progress, &mut report) };
        assert_eq!(status, refused);
    }
    // SAFETY: a live handle, freed once.
    unsafe { pd_solver_free(solver) };
}

#[test]
fn a_proposal_of_no_level_sets_its_progress_to_nothing() {
    let classic = level_range([3, 3, 3, 3, 2, 2, 0, 0, 0]);
    let mut progress = PdProgress {
        cancel: 0,
        done: 5,
        total: 7,
    };
    let mut len = usize::MAX;
    // SAFETY: valid pointers to locals; no buffer asked.
    let status = unsafe {
        pd_propose_levels_with_progress(&classic, 0, &mut progress, ptr::null_mut(), 0, &mut len)
    };
    assert_eq!((status, len), (PdStatus::Ok, 0));
    assert_eq!((progress.done, progress.total), (0, 0));
}
