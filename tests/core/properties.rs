//! Property tests: random configurations (larger than the exhaustive ones), states and moves, checked
//! against the model of `tests/support/model.rs`.

use crate::support;

use priests_devils::{Move, Rating, Rules, Side, Solver, State};
use proptest::prelude::*;
use support::model::{Naive, Outcome};

fn to_model(s: State) -> support::model::S {
    (s.priests, s.devils, s.boat == Side::Far)
}

prop_compose! {
    fn config()(n in 0u32..30, m in 0u32..30, k in 1u32..8) -> (u32, u32, u32) { (n, m, k) }
}

prop_compose! {
    fn case()((n, m, k) in config())
        (n in Just(n), m in Just(m), k in Just(k), p in 0..=n, d in 0..=m, far in any::<bool>(),
         a in 0..=k + 1, b in 0..=k + 1)
        -> (u32, u32, u32, State, Move) {
        (n, m, k, State::new(p, d, if far { Side::Far } else { Side::Start }), Move::new(a, b))
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn distances_and_reachability_match_the_model((n, m, k, s, _) in case()) {
        let model = Naive::new(n, m, k);
        let solver = Solver::new(Rules::new(n, m, k).unwrap()).unwrap();
        let v = solver.check(s).unwrap();
        prop_assert_eq!(v.distance, model.distance(to_model(s)));
        prop_assert_eq!(v.reachable, model.reachable.contains(&to_model(s)));
    }

    #[test]
    fn ratings_agree_with_the_distance_table((n, m, k, s, mv) in case()) {
        let model = Naive::new(n, m, k);
        let solver = Solver::new(Rules::new(n, m, k).unwrap()).unwrap();
        let Ok(rating) = solver.rate_move(s, mv) else { return Ok(()) };
        match (model.step(to_model(s), mv.priests, mv.devils), rating) {
            (Outcome::Illegal, Rating::Illegal(_)) => {}
            (Outcome::LostStart, Rating::Loses(Side::Start)) => {}
            (Outcome::LostFar, Rating::Loses(Side::Far)) => {}
            (Outcome::Safe(t), Rating::Optimal) => {
                prop_assert_eq!(model.distance(t).unwrap() + 1, model.distance(to_model(s)).unwrap());
            }
            (Outcome::Safe(t), Rating::Detour { .. }) => {
                prop_assert_eq!(model.distance(t).unwrap() + 1, model.distance(to_model(s)).unwrap() + rating.extra_crossings());
            }
            (Outcome::Safe(t), Rating::NoPath) => prop_assert!(model.distance(t).is_none()),
            (outcome, rating) => prop_assert!(false, "model {:?} vs rating {:?}", matches!(outcome, Outcome::Safe(_)), rating),
        }
    }

    #[test]
    fn following_hints_reaches_the_goal_in_the_promised_number_of_crossings((n, m, k, s, _) in case()) {
        let solver = Solver::new(Rules::new(n, m, k).unwrap()).unwrap();
        let Ok(expected) = solver.distance(s) else { return Ok(()) };
        let mut at = s;
        let mut crossings = 0;
        while at != solver.rules().goal() {
            let mv = solver.next_move(at).unwrap();
            at = at.apply(solver.rules(), mv).unwrap();
            prop_assert!(solver.rules().lost_bank(at).is_none());
            crossings += 1;
            prop_assert!(crossings <= expected);
        }
        prop_assert_eq!(crossings, expected);
    }
}
