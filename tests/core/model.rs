//! The solver against the model of `tests/support/model.rs`, over every configuration with up to 7
//! priests, 7 devils and a boat for up to 5, under every rule variant: every state's verdict, every
//! hint, plan count and move rating, and the next action from every game state.

use crate::support;

use priests_devils::{Action, Error, GameState, Move, Rating, Side, State, StateKind};
use support::model::{Naive, Outcome};
use support::pairs::{configurations, state};

#[test]
fn verdicts_and_distances_match_the_model() {
    for (model, solver) in configurations(7, 5) {
        let (n, m) = (model.n, model.m);
        let name = format!("{:?}", solver.rules());
        assert_eq!(
            solver.min_crossings(),
            model.distance((n, m, false)),
            "{name}"
        );
        assert_eq!(
            solver.is_solvable(),
            model.distance((n, m, false)).is_some()
        );
        assert_eq!(
            solver.reachable_states() as usize,
            model.reachable.len(),
            "{name}"
        );
        for s in model.all_states() {
            let v = solver.check(state(s)).unwrap();
            let lost_start = Naive::lost(s.0, s.1);
            let lost_far = Naive::lost(n - s.0, m - s.1);
            let expected_kind = if lost_start {
                StateKind::Lost(Side::Start)
            } else if lost_far {
                StateKind::Lost(Side::Far)
            } else if s == (0, 0, true) {
                StateKind::Won
            } else {
                StateKind::Safe
            };
            assert_eq!(v.kind, expected_kind, "{s:?} in {name}");
            assert_eq!(v.distance, model.distance(s), "{s:?} in {name}");
            assert_eq!(v.reachable, model.reachable.contains(&s), "{s:?} in {name}");
        }
        assert_eq!(
            solver.check(State::new(n + 1, 0, Side::Start)),
            Err(Error::StateOutOfRange)
        );
    }
}

#[test]
fn hints_are_legal_and_one_step_closer() {
    for (model, solver) in configurations(7, 5) {
        let name = format!("{:?}", solver.rules());
        let plan_counts = model.plan_counts();
        for s in model.all_states() {
            let answer = solver.next_move(state(s));
            let expected_error = if !model.safe(s) {
                Some(Error::Lost(if Naive::lost(s.0, s.1) {
                    Side::Start
                } else {
                    Side::Far
                }))
            } else if s == (0, 0, true) {
                Some(Error::AlreadyWon)
            } else if model.distance(s).is_none() {
                Some(Error::NoPath)
            } else {
                // Reachable from the start or not, every state with a path gets a hint.
                None
            };
            match expected_error {
                Some(e) => {
                    assert_eq!(answer, Err(e), "{s:?} in {name}");
                    assert_eq!(solver.optimal_moves(state(s)), Err(e));
                    assert_eq!(solver.plan(state(s)).err(), Some(e));
                    if e == Error::AlreadyWon {
                        assert_eq!(solver.count_optimal_plans(state(s)), Ok(1));
                    } else {
                        assert_eq!(solver.count_optimal_plans(state(s)), Err(e));
                    }
                }
                None => {
                    let d = model.distance(s).unwrap();
                    let mv = answer.unwrap();
                    let Outcome::Safe(t) = model.step(s, mv.priests, mv.devils) else {
                        panic!("{mv:?} from {s:?} in {name} is not a legal safe move");
                    };
                    assert_eq!(model.distance(t), Some(d - 1));
                    // The optimal moves are exactly the model's moves one step closer, preferred first.
                    let mut expected: Vec<Move> = model
                        .moves(s)
                        .into_iter()
                        .filter(|&(_, _, t)| model.distance(t) == Some(d - 1))
                        .map(|(a, b, _)| Move::new(a, b))
                        .collect();
                    expected.sort_by_key(|mv| {
                        (
                            std::cmp::Reverse(mv.priests + mv.devils),
                            std::cmp::Reverse(mv.priests),
                        )
                    });
                    assert_eq!(solver.optimal_moves(state(s)).unwrap(), expected);
                    assert_eq!(
                        expected[0], mv,
                        "tie-break: fullest boat, then most priests"
                    );
                    // The plan has the state's length and ends at the goal, through safe states.
                    let mut at = s;
                    let plan = solver.plan(state(s)).unwrap();
                    assert_eq!(plan.len() as u32, d);
                    for (mv, after) in plan {
                        let Outcome::Safe(t) = model.step(at, mv.priests, mv.devils) else {
                            panic!("plan move {mv:?} from {at:?} is not safe");
                        };
                        assert_eq!(state(t), after);
                        at = t;
                    }
                    assert_eq!(at, (0, 0, true));
                    let plans = u64::try_from(plan_counts[&s]).unwrap_or(u64::MAX);
                    assert_eq!(solver.count_optimal_plans(state(s)), Ok(plans), "{s:?}");
                }
            }
        }
    }
}

#[test]
fn ratings_match_the_model() {
    for (model, solver) in configurations(7, 5) {
        let k = model.k;
        let name = format!("{:?}", solver.rules());
        for s in model.all_states() {
            let playable = model.safe(s) && s != (0, 0, true);
            for a in 0..=k + 1 {
                for b in 0..=k + 1 - a {
                    let rating = solver.rate_move(state(s), Move::new(a, b));
                    if !playable {
                        assert!(rating.is_err(), "{s:?} in {name}");
                        continue;
                    }
                    let expected = match model.step(s, a, b) {
                        Outcome::Illegal => None,
                        Outcome::LostStart => Some(Rating::Loses(Side::Start)),
                        Outcome::LostFar => Some(Rating::Loses(Side::Far)),
                        Outcome::Safe(t) => Some(match (model.distance(s), model.distance(t)) {
                            (Some(before), Some(after)) if after + 1 == before => Rating::Optimal,
                            (Some(before), Some(after)) => Rating::detour(after + 1 - before),
                            _ => Rating::NoPath,
                        }),
                    };
                    match expected {
                        Some(r) => assert_eq!(rating, Ok(r), "{a},{b} from {s:?} in {name}"),
                        None => assert!(
                            matches!(rating, Ok(Rating::Illegal(_))),
                            "{a},{b} from {s:?}"
                        ),
                    }
                }
            }
        }
    }
}

/// Applies an atomic action to a game state, by the rules of the screen game.
fn act(g: &mut GameState, action: Action, k: u32) {
    let aboard = g.boat_priests + g.boat_devils;
    let (shore_p, shore_d) = match g.boat {
        Side::Start => (&mut g.start_priests, &mut g.start_devils),
        Side::Far => (&mut g.far_priests, &mut g.far_devils),
    };
    match action {
        Action::BoardPriest => {
            assert!(*shore_p > 0 && aboard < k, "cannot board a priest");
            *shore_p -= 1;
            g.boat_priests += 1;
        }
        Action::BoardDevil => {
            assert!(*shore_d > 0 && aboard < k, "cannot board a devil");
            *shore_d -= 1;
            g.boat_devils += 1;
        }
        Action::UnboardPriest => {
            assert!(g.boat_priests > 0);
            *shore_p += 1;
            g.boat_priests -= 1;
        }
        Action::UnboardDevil => {
            assert!(g.boat_devils > 0);
            *shore_d += 1;
            g.boat_devils -= 1;
        }
        Action::Sail => {
            assert!(aboard > 0, "cannot sail an empty boat");
            g.boat = g.boat.other();
        }
        Action::None => {}
    }
}

#[test]
fn next_action_wins_optimally_from_every_game_state_with_a_path() {
    for (model, solver) in configurations(7, 5) {
        let (n, m, k) = (model.n, model.m, model.k);
        let name = format!("{:?}", solver.rules());
        for (&s, &d) in &model.dist {
            let (bank_p, bank_d) = if s.2 { (n - s.0, m - s.1) } else { (s.0, s.1) };
            // Every way of seating passengers from the boat's bank.
            for bp in 0..=bank_p.min(k) {
                for bd in 0..=bank_d.min(k - bp) {
                    let mut g = GameState {
                        start_priests: s.0 - if s.2 { 0 } else { bp },
                        start_devils: s.1 - if s.2 { 0 } else { bd },
                        far_priests: (n - s.0) - if s.2 { bp } else { 0 },
                        far_devils: (m - s.1) - if s.2 { bd } else { 0 },
                        boat_priests: bp,
                        boat_devils: bd,
                        boat: if s.2 { Side::Far } else { Side::Start },
                    };
                    let mut sails = 0;
                    for _ in 0..=4 * (d + 1) * (k + 1) {
                        let step = solver.next_action(&g).unwrap();
                        if step.action == Action::None {
                            break;
                        }
                        if step.action == Action::Sail {
                            sails += 1;
                            // Only sailing changes the banks: the new state must be safe and closer.
                            let before = g.state(solver.rules()).unwrap();
                            act(&mut g, step.action, k);
                            let after = g.state(solver.rules()).unwrap();
                            let to = |x: State| (x.priests, x.devils, x.boat == Side::Far);
                            assert!(model.safe(to(after)));
                            assert_eq!(
                                model.distance(to(after)).unwrap() + 1,
                                model.distance(to(before)).unwrap()
                            );
                        } else {
                            act(&mut g, step.action, k);
                        }
                    }
                    assert_eq!(g.state(solver.rules()).unwrap(), solver.rules().goal());
                    assert_eq!(sails, d, "from {g:?} in {name}");
                }
            }
        }
    }
}
