//! One solver shared by 8 threads through the C ABI, each doing a million mixed queries; every answer must
//! equal the single-threaded one.

use std::sync::Arc;
use std::thread;

use priests_devils::ffi::*;

/// Every query's answer, comparable across threads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Answer {
    Check(PdStatus, PdStateKind, u32, u32),
    Move(PdStatus, PdMove),
    Rate(PdStatus, PdRatingKind, u32),
    Action(PdStatus, PdActionKind, PdMove, u32),
}

/// The solver handle, shared read-only: the ABI promises a built solver may be queried concurrently.
struct Shared(*mut PdSolver);
// SAFETY: PdSolver is immutable after pd_solver_new; the ABI allows concurrent queries.
unsafe impl Send for Shared {}
// SAFETY: as above.
unsafe impl Sync for Shared {}

const RULES: PdRules = PdRules {
    priests: 5,
    devils: 5,
    boat_capacity: 3,
    boat_safety: 0,
    rowers: 0,
};

/// The `i`-th query of the fixed mixed sequence.
fn query(solver: *const PdSolver, i: u64) -> Answer {
    // A cheap deterministic scramble of i.
    let x = i.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 17;
    let state = PdState {
        priests: (x % 7) as u32,
        devils: ((x >> 3) % 7) as u32,
        boat: ((x >> 6) % 3) as u32,
    };
    // SAFETY: `solver` is live for the whole test; out-pointers are locals.
    unsafe {
        match (x >> 9) % 4 {
            0 => {
                let mut v = PdVerdict {
                    kind: PdStateKind::Safe,
                    reachable: 0,
                    distance: 0,
                };
                let s = pd_check_state(solver, state, &mut v);
                Answer::Check(s, v.kind, v.reachable, v.distance)
            }
            1 => {
                let mut m = PdMove::default();
                Answer::Move(pd_next_move(solver, state, &mut m), m)
            }
            2 => {
                let mv = PdMove {
                    priests: ((x >> 11) % 4) as u32,
                    devils: ((x >> 13) % 4) as u32,
                };
                let mut r = PdRating {
                    kind: PdRatingKind::Optimal,
                    extra_crossings: 0,
                };
                let s = pd_rate_move(solver, state, mv, &mut r);
                Answer::Rate(s, r.kind, r.extra_crossings)
            }
            _ => {
                let bp = ((x >> 15) % 2) as u32;
                let g = PdGameState {
                    start_priests: 5 - bp,
                    start_devils: 5,
                    far_priests: 0,
                    far_devils: 0,
                    boat_priests: bp,
                    boat_devils: 0,
                    boat: 0,
                };
                let mut a = PdAction {
                    kind: PdActionKind::None,
                    crossing: PdMove::default(),
                    crossings_left: 0,
                };
                let s = pd_next_action(solver, &g, &mut a);
                Answer::Action(s, a.kind, a.crossing, a.crossings_left)
            }
        }
    }
}

#[test]
fn eight_threads_agree_with_one() {
    const PER_THREAD: u64 = 1_000_000;
    let mut solver = std::ptr::null_mut();
    // SAFETY: valid pointers to locals.
    assert_eq!(unsafe { pd_solver_new(&RULES, &mut solver) }, PdStatus::Ok);
    // The sequence repeats with period 2^17 in its inputs; record the single-threaded answers for it.
    let expected: Arc<Vec<Answer>> =
        Arc::new((0..1u64 << 17).map(|i| query(solver, i << 17)).collect());
    let shared = Arc::new(Shared(solver));
    let handles: Vec<_> = (0..8u64)
        .map(|t| {
            let (shared, expected) = (Arc::clone(&shared), Arc::clone(&expected));
            thread::spawn(move || {
                let mut mismatches = 0u64;
                for n in 0..PER_THREAD {
                    let k = (n * 8 + t) % (1 << 17);
                    if query(shared.0, k << 17) != expected[k as usize] {
                        mismatches += 1;
                    }
                }
                mismatches
            })
        })
        .collect();
    let mismatches: u64 = handles
        .into_iter()
        .map(|h| h.join().expect("no panic"))
        .sum();
    assert_eq!(mismatches, 0);
    // SAFETY: every thread has finished.
    unsafe { pd_solver_free(solver) };
}
