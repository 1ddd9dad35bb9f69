//! Drives `pd_level_report` on one small solver with any start (out-of-range counts, boat sides that
//! are not 0 or 1) and NULL pointers. Checks that a refusal is the start's verdict's (INVALID_SIDE,
//! STATE_OUT_OF_RANGE) and leaves the report untouched, and that a report agrees with the other entry
//! points: the rules, counts and start of the solver; won, lost or without a path exactly as
//! `pd_check_state` says, with the fewest crossings it gives; the milestones `pd_milestones` lists and
//! the plans `pd_count_optimal_plans` counts; the farthest state the farthest of the states reachable
//! from the configuration's start; and the report the library's Rust API writes for the same start.
#![no_main]

use std::ptr;

use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use priests_devils::ffi::*;
use priests_devils::{BoatSafety, Rowers, Rules, Solver, State};

#[path = "common.rs"]
mod common;
use common::{
    fetch, known, small_solver, standing, verdict, RawState, SmallRules, UNWRITTEN_REPORT,
};

#[derive(Arbitrary, Debug)]
struct Call {
    start: RawState,
    null_out: bool,
    null_solver: bool,
}

#[derive(Arbitrary, Debug)]
struct Input {
    rules: SmallRules,
    calls: Vec<Call>,
}

fuzz_target!(|input: Input| {
    let (rules, solver) = small_solver(&input.rules);
    let mut info = PdSolverInfo {
        rules,
        solvable: 9,
        min_crossings: 0,
        safe_states: 0,
        reachable_states: 0,
    };
    // SAFETY: live solver, local out-pointer.
    assert_eq!(unsafe { pd_solver_info(solver, &mut info) }, PdStatus::Ok);
    let every_state = (0..=rules.priests).flat_map(|p| {
        (0..=rules.devils).flat_map(move |d| {
            (0..2).map(move |boat| PdState {
                priests: p,
                devils: d,
                boat,
            })
        })
    });
    // The reachable states' largest distance, among those with a path (all of them when the
    // configuration's start has one).
    let own_start = PdState {
        priests: rules.priests,
        devils: rules.devils,
        boat: 0,
    };
    let own_start_wins = verdict(solver, own_start).expect("side 0").distance != PD_NO_PATH;
    let farthest = every_state
        .filter_map(|s| verdict(solver, s))
        .filter(|v| v.reachable == 1 && v.distance != PD_NO_PATH)
        .map(|v| v.distance)
        .max();
    let rust = Solver::new(
        Rules::new(rules.priests, rules.devils, rules.boat_capacity)
            .expect("small rules")
            .with_boat_safety(BoatSafety::from_index(rules.boat_safety).expect("a variant"))
            .with_rowers(Rowers::from_index(rules.rowers).expect("a variant")),
    )
    .expect("a small solver");
    for call in input.calls.iter().take(16) {
        let s = call.start.state(&rules);
        let mut report = UNWRITTEN_REPORT;
        let out: *mut PdLevelReport = if call.null_out {
            ptr::null_mut()
        } else {
            &mut report
        };
        let handle = if call.null_solver {
            ptr::null()
        } else {
            solver.cast_const()
        };
        // SAFETY: the solver is NULL or live; `out` NULL or a local.
        let status = known(unsafe { pd_level_report(handle, s, out) });
        if call.null_out || call.null_solver {
            assert_eq!(status, PdStatus::NullPointer);
            assert_eq!(report, UNWRITTEN_REPORT, "written with NULL_POINTER");
            continue;
        }
        let expected = match standing(solver, s) {
            // A start that is lost, won or without a path is no error: the report says so.
            PdStatus::InvalidSide | PdStatus::StateOutOfRange => standing(solver, s),
            _ => PdStatus::Ok,
        };
        assert_eq!(status, expected, "{s:?}");
        if status != PdStatus::Ok {
            assert_eq!(report, UNWRITTEN_REPORT, "written with {status:?}");
            continue;
        }
        let r = report;
        assert_eq!((r.rules, r.start), (rules, s));
        assert_eq!(
            (r.safe_states, r.reachable_states),
            (info.safe_states, info.reachable_states)
        );
        let v = verdict(solver, s).expect("a side");
        let reason = match standing(solver, s) {
            PdStatus::Ok if v.distance == PD_NO_PATH => PdStatus::NoPath,
            other => other,
        };
        assert_eq!(r.reason, reason, "{s:?}: {v:?}");
        assert_eq!(r.solvable, u32::from(reason == PdStatus::Ok));
        if reason == PdStatus::Ok {
            assert_eq!(r.min_crossings, v.distance);
            // SAFETY: live solver; the buffers are live vectors.
            let milestones = fetch(0, false, false, |b, c, l| unsafe {
                pd_milestones(solver, s, b, c, l)
            })
            .expect("a winnable start has milestones");
            assert_eq!(r.milestones as usize, milestones.len());
            let mut plans = 0u64;
            // SAFETY: live solver, local out-pointer.
            let counted = unsafe { pd_count_optimal_plans(solver, s, &mut plans) };
            assert_eq!((counted, r.optimal_plans), (PdStatus::Ok, plans));
            assert!(
                r.difficulty_bits.is_finite() && r.difficulty_bits >= 0.0,
                "{s:?}: {}",
                r.difficulty_bits
            );
        } else {
            assert_eq!(
                (
                    r.min_crossings,
                    r.milestones,
                    r.optimal_plans,
                    r.difficulty_bits
                ),
                (PD_NO_PATH, 0, 0, -1.0),
                "{s:?}"
            );
        }
        if own_start_wins {
            assert_eq!(Some(r.farthest_crossings), farthest);
            let at = verdict(solver, r.farthest).expect("a side");
            assert_eq!((at.reachable, at.distance), (1, r.farthest_crossings));
        } else {
            assert_eq!(r.farthest_crossings, PD_NO_PATH);
        }
        let from_rust = rust
            .level_report_from(State::try_from(s).expect("a side"))
            .expect("in range");
        assert_eq!(PdLevelReport::from(from_rust), r, "the Rust API's report");
    }
    // SAFETY: built above, freed once.
    unsafe { pd_solver_free(solver) };
});
