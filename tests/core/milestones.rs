//! Milestones against the brute-force model: for every state of every configuration with up to 6
//! priests, 6 devils and a boat for up to 4, under every rule variant, the model enumerates every
//! shortest plan and intersects the states they pass through; `Solver::milestones` must list exactly
//! those states, in plan order, with their move numbers. Refused states are refused as `next_move`
//! refuses them.

use crate::support;

use priests_devils::{Rules, Side, Solver, State};
use support::model::{Naive, S};

fn state(s: S) -> State {
    State::new(s.0, s.1, if s.2 { Side::Far } else { Side::Start })
}

/// The states on every plan of `plans` (all of the same length), with their positions (1-based).
fn intersection(plans: &[Vec<S>]) -> Vec<(S, u32)> {
    let Some(first) = plans.first() else {
        return Vec::new();
    };
    first
        .iter()
        .enumerate()
        .filter(|&(at, s)| plans.iter().all(|plan| plan[at] == *s))
        .map(|(at, &s)| (s, at as u32 + 1))
        .collect()
}

#[test]
fn milestones_are_the_states_every_shortest_plan_of_the_model_shares() {
    let mut checked = 0;
    let mut with_milestones_short_of_the_goal = 0;
    for (n, m, k) in
        (0..=6).flat_map(|n| (0..=6).flat_map(move |m| (1..=4).map(move |k| (n, m, k))))
    {
        for rules in Rules::new(n, m, k).unwrap().variants() {
            let solver = Solver::new(rules).unwrap();
            let model =
                Naive::variant(n, m, k, rules.boat_safety().index(), rules.rowers().index());
            for s in model.all_states() {
                let got = solver.milestones(state(s));
                let has_path = model.safe(s) && s != (0, 0, true) && model.distance(s).is_some();
                if !has_path {
                    assert_eq!(
                        got.err(),
                        solver.next_move(state(s)).err(),
                        "{rules:?} {s:?}"
                    );
                    continue;
                }
                let plans = model.shortest_plans(s);
                assert!(!plans.is_empty(), "{rules:?} {s:?}");
                let expected: Vec<(State, u32)> = intersection(&plans)
                    .into_iter()
                    .map(|(t, at)| (state(t), at))
                    .collect();
                let got: Vec<(State, u32)> = got
                    .unwrap_or_else(|e| panic!("{rules:?} {s:?}: {e}"))
                    .into_iter()
                    .map(|m| (m.state, m.crossings()))
                    .collect();
                assert_eq!(got, expected, "{rules:?} from {s:?}");
                assert_eq!(
                    got.last().map(|&(t, _)| t),
                    Some(Rules::new(n, m, k).unwrap().goal())
                );
                checked += 1;
                with_milestones_short_of_the_goal += usize::from(got.len() > 1);
            }
        }
    }
    // The comparison covered many states, many of them with milestones before the goal.
    assert!(checked > 5_000, "{checked}");
    assert!(
        with_milestones_short_of_the_goal > checked / 4,
        "{with_milestones_short_of_the_goal}"
    );
}

#[test]
fn the_classic_start_has_the_published_milestones() {
    let solver = Solver::new(Rules::CLASSIC).unwrap();
    let found: Vec<(u32, (u32, u32, Side))> = solver
        .milestones(Rules::CLASSIC.start())
        .unwrap()
        .into_iter()
        .map(|m| {
            (
                m.crossings(),
                (m.state.priests, m.state.devils, m.state.boat),
            )
        })
        .collect();
    // The four optimal plans differ only in their first and tenth moves.
    let far = Side::Far;
    let start = Side::Start;
    assert_eq!(
        found,
        [
            (2, (3, 2, start)),
            (3, (3, 0, far)),
            (4, (3, 1, start)),
            (5, (1, 1, far)),
            (6, (2, 2, start)),
            (7, (0, 2, far)),
            (8, (0, 3, start)),
            (9, (0, 1, far)),
            (11, (0, 0, far)),
        ]
    );
}
