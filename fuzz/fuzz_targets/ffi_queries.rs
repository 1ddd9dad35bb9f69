//! Drives every query entry point of one small solver with arbitrary operations: states and game states
//! with any field values (out-of-range counts, boat sides that are not 0 or 1), moves of any size, NULL
//! and non-NULL pointers, buffers of every small capacity. Checks invariants, not just "no crash": a
//! returned move is legal and one step closer; a too-small buffer reports a length that then succeeds; a
//! plan reaches the goal; ratings agree with the distances; statuses are known codes with messages.
#![no_main]

use std::ffi::CStr;
use std::ptr;

use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use priests_devils::ffi::*;

#[path = "common.rs"]
mod common;
use common::{fetch, known, RawState, BOAT_SAFETY_VALUES, ROWERS_VALUES};

#[derive(Arbitrary, Debug, Clone, Copy)]
struct RawGame {
    counts: [u32; 6],
    boat: u32,
    near: bool,
}

#[derive(Arbitrary, Debug)]
enum Op {
    Check(RawState),
    NextMove {
        state: RawState,
        null_out: bool,
    },
    OptimalMoves {
        state: RawState,
        cap: u8,
        null_buf: bool,
        null_len: bool,
    },
    Solution {
        state: RawState,
        cap: u8,
        null_buf: bool,
        null_len: bool,
    },
    CountPlans {
        state: RawState,
        null_out: bool,
    },
    Milestones {
        state: RawState,
        cap: u8,
        null_buf: bool,
        null_len: bool,
    },
    Rate {
        state: RawState,
        priests: u32,
        devils: u32,
    },
    NextAction {
        game: RawGame,
        null_game: bool,
        null_out: bool,
    },
    Message(u32),
    NullSolver(RawState),
}

#[derive(Arbitrary, Debug)]
struct Input {
    priests: u8,
    devils: u8,
    boat: u8,
    boat_safety: u8,
    rowers: u8,
    ops: Vec<Op>,
}

struct Fixture {
    solver: *mut PdSolver,
    rules: PdRules,
}

impl Fixture {
    fn state(&self, raw: RawState) -> PdState {
        raw.state(&self.rules)
    }

    fn check(&self, state: PdState) -> Option<PdVerdict> {
        common::verdict(self.solver, state)
    }

    /// The state after `mv`, or None when the move is illegal (`common::cross`).
    fn cross(&self, s: PdState, mv: PdMove) -> Option<PdState> {
        common::cross(&self.rules, s, mv)
    }

    /// Asserts `mv` is legal from `s` and one crossing closer to the goal; returns the next state.
    fn assert_one_step_closer(&self, s: PdState, mv: PdMove) -> PdState {
        let before = self.check(s).expect("checkable").distance;
        let next = self
            .cross(s, mv)
            .unwrap_or_else(|| panic!("{mv:?} is illegal from {s:?}"));
        let after = self.check(next).expect("checkable");
        assert!(
            matches!(after.kind, PdStateKind::Safe | PdStateKind::Won),
            "{mv:?} from {s:?} loses"
        );
        assert_eq!(
            after.distance + 1,
            before,
            "{mv:?} from {s:?} is not one step closer"
        );
        next
    }
}

fuzz_target!(|input: Input| {
    let rules = PdRules {
        priests: u32::from(input.priests % 10),
        devils: u32::from(input.devils % 10),
        boat_capacity: u32::from(input.boat % 6),
        boat_safety: u32::from(input.boat_safety) % BOAT_SAFETY_VALUES,
        rowers: u32::from(input.rowers) % ROWERS_VALUES,
    };
    let mut solver = ptr::null_mut();
    // SAFETY: valid pointers to locals.
    let built = known(unsafe { pd_solver_new(&rules, &mut solver) });
    if rules.boat_capacity == 0 {
        assert_eq!(built, PdStatus::InvalidRules);
        assert!(solver.is_null());
        return;
    }
    assert_eq!(built, PdStatus::Ok);
    let f = Fixture { solver, rules };
    for op in input.ops.iter().take(64) {
        match *op {
            Op::Check(raw) => {
                let s = f.state(raw);
                match f.check(s) {
                    Some(v) => {
                        assert!(v.reachable <= 1);
                        if v.kind != PdStateKind::Safe && v.kind != PdStateKind::Won {
                            assert_eq!((v.reachable, v.distance), (0, PD_NO_PATH));
                        }
                    }
                    None => assert!(s.boat > 1, "check fails only for a bad side"),
                }
            }
            Op::NextMove { state, null_out } => {
                let s = f.state(state);
                let mut mv = PdMove::default();
                let out: *mut PdMove = if null_out { ptr::null_mut() } else { &mut mv };
                // SAFETY: live solver; out is NULL or a local.
                let status = known(unsafe { pd_next_move(f.solver, s, out) });
                if null_out {
                    assert_eq!(status, PdStatus::NullPointer);
                } else if status == PdStatus::Ok {
                    f.assert_one_step_closer(s, mv);
                }
            }
            Op::OptimalMoves {
                state,
                cap,
                null_buf,
                null_len,
            } => {
                let s = f.state(state);
                // SAFETY: buffers are NULL or live vectors of `cap` moves.
                let moves = fetch(
                    usize::from(cap % 17),
                    null_buf,
                    null_len,
                    |b, c, l| unsafe { pd_optimal_moves(f.solver, s, b, c, l) },
                );
                if let Ok(moves) = moves {
                    assert!(!moves.is_empty());
                    for &mv in &moves {
                        f.assert_one_step_closer(s, mv);
                    }
                    let mut best = PdMove::default();
                    // SAFETY: as above.
                    assert_eq!(
                        unsafe { pd_next_move(f.solver, s, &mut best) },
                        PdStatus::Ok
                    );
                    assert_eq!(best, moves[0], "the preferred optimal move is the hint");
                }
            }
            Op::Solution {
                state,
                cap,
                null_buf,
                null_len,
            } => {
                let s = f.state(state);
                // SAFETY: as above.
                let plan = fetch(
                    usize::from(cap % 17),
                    null_buf,
                    null_len,
                    |b, c, l| unsafe { pd_solution(f.solver, s, b, c, l) },
                );
                if let Ok(plan) = plan {
                    assert_eq!(plan.len() as u32, f.check(s).expect("checkable").distance);
                    let mut at = s;
                    for &mv in &plan {
                        at = f.assert_one_step_closer(at, mv);
                    }
                    assert_eq!((at.priests, at.devils, at.boat), (0, 0, 1));
                }
            }
            Op::Milestones {
                state,
                cap,
                null_buf,
                null_len,
            } => {
                let s = f.state(state);
                // SAFETY: as above.
                let milestones = fetch(
                    usize::from(cap % 17),
                    null_buf,
                    null_len,
                    |b, c, l| unsafe { pd_milestones(f.solver, s, b, c, l) },
                );
                let mut best = PdMove::default();
                // SAFETY: as above.
                let hinted = unsafe { pd_next_move(f.solver, s, &mut best) };
                let milestones = match milestones {
                    Ok(milestones) => milestones,
                    Err(PdStatus::NullPointer) => continue,
                    Err(status) => {
                        assert_eq!(status, hinted, "{s:?}: same refusals as pd_next_move");
                        continue;
                    }
                };
                assert_eq!(hinted, PdStatus::Ok, "{s:?}");
                // In plan order, the goal last, each as far from the goal as its crossings say, and
                // each on the plan pd_solution walks (every shortest plan passes through them).
                let distance = f.check(s).expect("checkable").distance;
                let last = milestones.last().expect("the goal at least");
                assert_eq!(
                    (last.state.priests, last.state.devils, last.state.boat),
                    (0, 0, 1)
                );
                assert_eq!(last.crossings, distance);
                assert!(milestones
                    .windows(2)
                    .all(|w| w[0].crossings < w[1].crossings));
                // SAFETY: as above.
                let plan = fetch(0, false, false, |b, c, l| unsafe {
                    pd_solution(f.solver, s, b, c, l)
                })
                .expect("a plan where there are milestones");
                let mut at = s;
                let mut on_plan = vec![s];
                for &mv in &plan {
                    at = f.assert_one_step_closer(at, mv);
                    on_plan.push(at);
                }
                for m in &milestones {
                    assert_eq!(on_plan[m.crossings as usize], m.state, "{s:?}: {m:?}");
                }
            }
            Op::CountPlans { state, null_out } => {
                let s = f.state(state);
                let mut count = 0u64;
                let out: *mut u64 = if null_out {
                    ptr::null_mut()
                } else {
                    &mut count
                };
                // SAFETY: live solver; out is NULL or a local.
                let status = known(unsafe { pd_count_optimal_plans(f.solver, s, out) });
                if null_out {
                    assert_eq!(status, PdStatus::NullPointer);
                    continue;
                }
                let mut best = PdMove::default();
                // SAFETY: as above.
                let hinted = unsafe { pd_next_move(f.solver, s, &mut best) };
                match hinted {
                    PdStatus::AlreadyWon => assert_eq!((status, count), (PdStatus::Ok, 1)),
                    other => assert_eq!(status, other, "{s:?}: same statuses as pd_next_move"),
                }
                if status != PdStatus::Ok || hinted != PdStatus::Ok {
                    continue;
                }
                // The plans from here are the plans after each optimal move, added up (saturating).
                // SAFETY: as above.
                let moves = fetch(8, false, false, |b, c, l| unsafe {
                    pd_optimal_moves(f.solver, s, b, c, l)
                })
                .expect("a state with a hint has optimal moves");
                let mut sum = 0u64;
                for mv in moves {
                    let next = f.assert_one_step_closer(s, mv);
                    let mut after = 0u64;
                    // SAFETY: as above.
                    assert_eq!(
                        unsafe { pd_count_optimal_plans(f.solver, next, &mut after) },
                        PdStatus::Ok
                    );
                    sum = sum.saturating_add(after);
                }
                assert_eq!(count, sum, "{s:?}");
            }
            Op::Rate {
                state,
                priests,
                devils,
            } => {
                let s = f.state(state);
                let mv = PdMove {
                    priests: priests % 8,
                    devils: devils % 8,
                };
                let mut r = PdRating {
                    kind: PdRatingKind::Optimal,
                    extra_crossings: 99,
                };
                // SAFETY: live solver, local out-pointer.
                if known(unsafe { pd_rate_move(f.solver, s, mv, &mut r) }) != PdStatus::Ok {
                    continue;
                }
                let before = f.check(s).expect("checkable").distance;
                match (f.cross(s, mv), r.kind) {
                    (
                        None,
                        PdRatingKind::IllegalEmptyBoat
                        | PdRatingKind::IllegalOverCapacity
                        | PdRatingKind::IllegalNotEnoughCharacters
                        | PdRatingKind::IllegalOutnumberedAboard
                        | PdRatingKind::IllegalNoRower,
                    ) => {}
                    (Some(next), kind) => {
                        let after = f.check(next).expect("checkable");
                        match kind {
                            PdRatingKind::Optimal => assert_eq!(after.distance + 1, before),
                            PdRatingKind::Detour => {
                                assert_eq!(after.distance + 1, before + r.extra_crossings)
                            }
                            PdRatingKind::LosesStartBank => {
                                assert_eq!(after.kind, PdStateKind::LostStartBank)
                            }
                            PdRatingKind::LosesFarBank => {
                                assert_eq!(after.kind, PdStateKind::LostFarBank)
                            }
                            PdRatingKind::NoPath => {
                                assert!(after.distance == PD_NO_PATH || before == PD_NO_PATH)
                            }
                            illegal => panic!("{mv:?} from {s:?} is legal but rated {illegal:?}"),
                        }
                    }
                    (None, kind) => panic!("{mv:?} from {s:?} is illegal but rated {kind:?}"),
                }
            }
            Op::NextAction {
                game,
                null_game,
                null_out,
            } => {
                let c = game.counts;
                let g = if game.near {
                    let (n, m, k) = (rules.priests, rules.devils, rules.boat_capacity);
                    let bp = c[4] % (k + 1).min(n + 1);
                    let bd = c[5] % (k - bp + 1).min(m + 1);
                    let sp = c[0] % (n - bp + 1);
                    let sd = c[1] % (m - bd + 1);
                    PdGameState {
                        start_priests: sp,
                        start_devils: sd,
                        far_priests: n - bp - sp,
                        far_devils: m - bd - sd,
                        boat_priests: bp,
                        boat_devils: bd,
                        boat: game.boat % 3,
                    }
                } else {
                    PdGameState {
                        start_priests: c[0],
                        start_devils: c[1],
                        far_priests: c[2],
                        far_devils: c[3],
                        boat_priests: c[4],
                        boat_devils: c[5],
                        boat: game.boat,
                    }
                };
                let mut a = PdAction {
                    kind: PdActionKind::None,
                    crossing: PdMove::default(),
                    crossings_left: 0,
                };
                let game_ptr: *const PdGameState = if null_game { ptr::null() } else { &g };
                let out: *mut PdAction = if null_out { ptr::null_mut() } else { &mut a };
                // SAFETY: live solver; pointers are NULL or locals.
                let status = known(unsafe { pd_next_action(f.solver, game_ptr, out) });
                if null_game || null_out {
                    assert_eq!(status, PdStatus::NullPointer);
                    continue;
                }
                if status != PdStatus::Ok {
                    continue;
                }
                let on_start = g.boat == 0;
                let state = PdState {
                    priests: g.start_priests + if on_start { g.boat_priests } else { 0 },
                    devils: g.start_devils + if on_start { g.boat_devils } else { 0 },
                    boat: g.boat,
                };
                let v = f.check(state).expect("checkable");
                assert_eq!(a.crossings_left, v.distance);
                match a.kind {
                    PdActionKind::None => assert_eq!(v.kind, PdStateKind::Won),
                    PdActionKind::Sail => {
                        assert_eq!(
                            (g.boat_priests, g.boat_devils),
                            (a.crossing.priests, a.crossing.devils)
                        );
                        f.assert_one_step_closer(state, a.crossing);
                    }
                    PdActionKind::UnboardPriest => assert!(g.boat_priests > a.crossing.priests),
                    PdActionKind::UnboardDevil => assert!(g.boat_devils > a.crossing.devils),
                    PdActionKind::BoardPriest => assert!(
                        g.boat_priests < a.crossing.priests
                            && g.boat_priests + g.boat_devils < rules.boat_capacity
                    ),
                    PdActionKind::BoardDevil => assert!(
                        g.boat_devils < a.crossing.devils
                            && g.boat_priests + g.boat_devils < rules.boat_capacity
                    ),
                }
            }
            Op::Message(code) => {
                // SAFETY: any code is accepted.
                let m = unsafe { CStr::from_ptr(pd_status_message(code)) };
                assert!(!m.to_bytes().is_empty());
            }
            Op::NullSolver(raw) => {
                let mut mv = PdMove::default();
                // SAFETY: a NULL solver is checked.
                assert_eq!(
                    unsafe { pd_next_move(ptr::null(), f.state(raw), &mut mv) },
                    PdStatus::NullPointer
                );
            }
        }
    }
    // SAFETY: built above, freed once.
    unsafe { pd_solver_free(f.solver) };
});
