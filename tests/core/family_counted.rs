//! The family's engine on its counted case, Priests and Devils, against today's solver
//! (`priests_devils::Solver`) on the level tools' whole default range (`priests-devils levels`: 1..8
//! priests, 1..8 devils, boats 2..5) under every rule variant, each written in the puzzle format:
//! every state's verdict, distance and optimal crossings, every solvable state's plan count,
//! milestones and ratings of every load, and the report's figures.

use std::collections::BTreeSet;

use priests_devils::family::{
    Bank, Crossing, Family, FamilyError, FamilyRating, FamilyState, FamilyStateKind, Puzzle,
};
use priests_devils::{BoatSafety, Move, Rating, Rowers, Rules, Side, Solver, State, StateKind};

/// The configuration in the puzzle format, as a designer writes it.
fn text(rules: &Rules) -> String {
    let rows = |who: Rowers| if rules.rowers() == who { "" } else { " rows" };
    let mut text = format!(
        "puzzle Priests and devils\nboat capacity {}\nkind Priest {}{}\nkind Devil {}{}\n",
        rules.boat_capacity(),
        rules.priests(),
        rows(Rowers::Devils),
        rules.devils(),
        rows(Rowers::Priests),
    );
    text.push_str("bank never any(Priest) and count(Devil) > count(Priest)\n");
    if rules.boat_safety() == BoatSafety::Aboard {
        text.push_str("boat never any(Priest) and count(Devil) > count(Priest)\n");
    }
    text
}

fn family_state(state: State) -> FamilyState {
    FamilyState {
        left: vec![state.priests, state.devils],
        crossings: state.boat.index(),
        previous_load: None,
        elapsed: 0,
    }
}

fn compare(rules: Rules) {
    let solver = Solver::new(rules).unwrap();
    let family = Family::new(Puzzle::parse(&text(&rules)).unwrap()).unwrap();
    let report = family.report();
    let level = solver.level_report();
    assert_eq!(report.min_crossings, level.min_crossings, "{rules:?}");
    assert_eq!(
        report.optimal_plans.by_kind, level.optimal_plans,
        "{rules:?}"
    );
    assert_eq!(report.milestones, level.milestones, "{rules:?}");
    assert_eq!(report.safe_states, solver.safe_states(), "{rules:?}");
    assert_eq!(
        report.reachable_states,
        solver.reachable_states(),
        "{rules:?}"
    );
    match (report.difficulty, level.difficulty) {
        (Some(a), Some(b)) => assert!((a - b).abs() < 1e-9, "{rules:?}: {a} against {b}"),
        (a, b) => assert_eq!(a.is_some(), b.is_some(), "{rules:?}"),
    }
    for priests in 0..=rules.priests() {
        for devils in 0..=rules.devils() {
            for side in [Side::Start, Side::Far] {
                let state = State::new(priests, devils, side);
                // The family's goal lets the boat stand on either side; this one is unreachable
                // in both engines (the boat never crosses empty), and only the family calls it won.
                if (priests, devils, side) == (0, 0, Side::Start) {
                    continue;
                }
                compare_state(&solver, &family, state, &rules);
            }
        }
    }
}

fn compare_state(solver: &Solver, family: &Family, state: State, rules: &Rules) {
    let at = family_state(state);
    let verdict = solver.check(state).unwrap();
    let ours = family.check(&at).unwrap();
    let kind = match ours.kind {
        FamilyStateKind::Lost { bank, .. } => StateKind::Lost(match bank {
            Bank::Left => Side::Start,
            Bank::Right => Side::Far,
        }),
        FamilyStateKind::Won => StateKind::Won,
        FamilyStateKind::Safe => StateKind::Safe,
    };
    let what = format!("{rules:?} at {state}");
    assert_eq!(kind, verdict.kind, "{what}");
    assert_eq!(ours.reachable, verdict.reachable, "{what}");
    assert_eq!(ours.crossings, verdict.distance, "{what}");
    let theirs = solver.optimal_moves(state);
    match family.optimal_crossings(&at) {
        Ok(crossings) => {
            let ours: BTreeSet<(u32, u32)> =
                crossings.iter().map(|c| (c.load[0], c.load[1])).collect();
            let theirs: BTreeSet<(u32, u32)> = theirs
                .unwrap()
                .iter()
                .map(|m| (m.priests, m.devils))
                .collect();
            assert_eq!(ours, theirs, "{what}");
            let next = family.next_crossing(&at).unwrap();
            assert!(ours.contains(&(next.load[0], next.load[1])), "{what}");
            let counts = family.count_optimal_plans(&at).unwrap();
            assert_eq!(
                counts.by_kind,
                solver.count_optimal_plans(state).unwrap(),
                "{what}"
            );
            let milestones: Vec<(u32, u32, u32)> = family
                .milestones(&at)
                .unwrap()
                .iter()
                .map(|m| (m.state.left[0], m.state.left[1], m.crossings))
                .collect();
            let expected: Vec<(u32, u32, u32)> = solver
                .milestones(state)
                .unwrap()
                .iter()
                .map(|m| (m.state.priests, m.state.devils, m.crossings()))
                .collect();
            assert_eq!(milestones, expected, "{what}");
            compare_ratings(solver, family, state, &at, rules);
            assert_eq!(
                family.plan(&at).unwrap().len() as u32,
                verdict.distance.unwrap(),
                "{what}"
            );
        }
        Err(FamilyError::Lost { .. }) => assert!(
            matches!(theirs, Err(priests_devils::Error::Lost(_))),
            "{what}"
        ),
        Err(FamilyError::AlreadyWon) => {
            assert_eq!(theirs, Err(priests_devils::Error::AlreadyWon), "{what}")
        }
        Err(FamilyError::NoPath) => {
            assert_eq!(theirs, Err(priests_devils::Error::NoPath), "{what}")
        }
        Err(e) => panic!("{what}: {e}"),
    }
}

/// Every load up to one over the boat's capacity, rated by both (the reason of an illegal load aside:
/// the two check them in different orders).
fn compare_ratings(
    solver: &Solver,
    family: &Family,
    state: State,
    at: &FamilyState,
    rules: &Rules,
) {
    let k = rules.boat_capacity();
    for priests in 0..=k + 1 {
        for devils in 0..=k + 1 - priests {
            let theirs = solver.rate_move(state, Move::new(priests, devils)).unwrap();
            let ours = family
                .rate(
                    at,
                    &Crossing {
                        load: vec![priests, devils],
                    },
                )
                .unwrap();
            let what =
                format!("{rules:?} at {state}, {priests}P {devils}D: {ours:?} against {theirs:?}");
            match (ours, theirs) {
                (FamilyRating::Optimal, Rating::Optimal) => {}
                (
                    FamilyRating::Detour {
                        extra_crossings,
                        extra_time: 0,
                    },
                    Rating::Detour { .. },
                ) => {
                    assert_eq!(
                        extra_crossings,
                        i64::from(theirs.extra_crossings()),
                        "{what}"
                    )
                }
                (
                    FamilyRating::Loses {
                        bank: Bank::Left, ..
                    },
                    Rating::Loses(Side::Start),
                ) => {}
                (
                    FamilyRating::Loses {
                        bank: Bank::Right, ..
                    },
                    Rating::Loses(Side::Far),
                ) => {}
                (FamilyRating::NoPath, Rating::NoPath) => {}
                (FamilyRating::Illegal(_), Rating::Illegal(_)) => {}
                _ => panic!("{what}"),
            }
        }
    }
}

#[test]
fn the_counted_case_answers_as_the_priests_and_devils_solver_on_the_default_range() {
    let mut configurations = 0;
    for priests in 1..=8 {
        for devils in 1..=8 {
            for boat in 2..=5 {
                for rules in Rules::new(priests, devils, boat).unwrap().variants() {
                    compare(rules);
                    configurations += 1;
                }
            }
        }
    }
    assert_eq!(configurations, 8 * 8 * 4 * 6);
}
