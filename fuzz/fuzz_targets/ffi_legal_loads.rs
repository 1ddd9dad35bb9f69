//! Drives `pd_legal_loads` on one small solver with any states (out-of-range counts, boat sides that are
//! not 0 or 1), NULL and non-NULL pointers and buffers of every small capacity. Checks the buffer
//! protocol (a too-small buffer reports the length that then succeeds; `*len` is written on OK and
//! BUFFER_TOO_SMALL only), the refusals (those of a state's verdict: INVALID_SIDE, STATE_OUT_OF_RANGE,
//! LOST_STATE, ALREADY_WON), and, on success, every load against the rules' arithmetic: exactly the
//! legal loads, priests then devils ascending, each with the state it leads to and the rating
//! `pd_rate_move` gives it, never an illegal one.
#![no_main]

use std::ptr;

use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use priests_devils::ffi::*;

#[path = "common.rs"]
mod common;
use common::{cross, fetch, known, small_solver, standing, RawState, SmallRules};

#[derive(Arbitrary, Debug)]
struct Call {
    state: RawState,
    cap: u8,
    null_buf: bool,
    null_len: bool,
    null_solver: bool,
}

#[derive(Arbitrary, Debug)]
struct Input {
    rules: SmallRules,
    calls: Vec<Call>,
}

fuzz_target!(|input: Input| {
    let (rules, solver) = small_solver(&input.rules);
    for call in input.calls.iter().take(32) {
        let s = call.state.state(&rules);
        if call.null_solver {
            let mut len = usize::MAX;
            // SAFETY: a NULL solver is checked first; `len` is a local.
            let status = unsafe { pd_legal_loads(ptr::null(), s, ptr::null_mut(), 0, &mut len) };
            assert_eq!(status, PdStatus::NullPointer);
            assert_eq!(len, usize::MAX, "*len written with NULL_POINTER");
            continue;
        }
        // A boat of at most 5 has at most 20 loads: capacities up to 23 cover every too-small buffer.
        // SAFETY: live solver; buffers are NULL or live vectors of `cap` outcomes.
        let loads = fetch(
            usize::from(call.cap % 24),
            call.null_buf,
            call.null_len,
            |b, c, l| unsafe { pd_legal_loads(solver, s, b, c, l) },
        );
        let loads = match loads {
            Ok(loads) => loads,
            Err(PdStatus::NullPointer) => continue,
            Err(status) => {
                assert_eq!(
                    status,
                    standing(solver, s),
                    "{s:?}: refused as its verdict says"
                );
                continue;
            }
        };
        assert_eq!(standing(solver, s), PdStatus::Ok, "{s:?}: answered");
        // Every legal load, priests ascending then devils ascending, with where it leads.
        let k = rules.boat_capacity;
        let expected: Vec<(PdMove, PdState)> = (0..=k)
            .flat_map(|p| {
                (0..=k - p).map(move |d| PdMove {
                    priests: p,
                    devils: d,
                })
            })
            .filter_map(|mv| cross(&rules, s, mv).map(|to| (mv, to)))
            .collect();
        let got: Vec<(PdMove, PdState)> = loads.iter().map(|o| (o.load, o.to)).collect();
        assert_eq!(got, expected, "{rules:?} from {s:?}");
        for outcome in &loads {
            let mut rating = PdRating {
                kind: PdRatingKind::IllegalEmptyBoat,
                extra_crossings: 99,
            };
            // SAFETY: live solver, local out-pointer.
            let rated = known(unsafe { pd_rate_move(solver, s, outcome.load, &mut rating) });
            assert_eq!(rated, PdStatus::Ok, "{s:?}: {outcome:?}");
            assert_eq!(
                outcome.rating, rating,
                "{s:?}: the rating pd_rate_move gives"
            );
            assert!(
                matches!(
                    rating.kind,
                    PdRatingKind::Optimal
                        | PdRatingKind::Detour
                        | PdRatingKind::LosesStartBank
                        | PdRatingKind::LosesFarBank
                        | PdRatingKind::NoPath
                ),
                "{s:?}: {outcome:?} rated illegal"
            );
        }
    }
    // SAFETY: built above, freed once.
    unsafe { pd_solver_free(solver) };
});
