//! Published minimum crossing counts for n priests and n devils (OEIS A356480; Fraley, Cooke and
//! Detrick 1966) and the classic game's known figures.

use priests_devils::{BoatSafety, Rules, Solver, State};

fn min_crossings(n: u32, boat: u32) -> Option<u32> {
    Solver::new(Rules::new(n, n, boat).unwrap())
        .unwrap()
        .min_crossings()
}

#[test]
fn boat_of_two_solves_up_to_three_pairs() {
    assert_eq!(min_crossings(1, 2), Some(1));
    assert_eq!(min_crossings(2, 2), Some(5));
    assert_eq!(min_crossings(3, 2), Some(11));
    for n in 4..=50 {
        assert_eq!(min_crossings(n, 2), None, "n={n}");
    }
}

#[test]
fn boat_of_three_solves_up_to_five_pairs() {
    assert_eq!(min_crossings(4, 3), Some(9));
    assert_eq!(min_crossings(5, 3), Some(11));
    for n in 6..=50 {
        assert_eq!(min_crossings(n, 3), None, "n={n}");
    }
}

#[test]
fn boat_of_four_takes_two_n_minus_three() {
    for n in 3..=1000 {
        assert_eq!(min_crossings(n, 4), Some(2 * n - 3), "n={n}");
    }
}

#[test]
fn classic_game_has_four_shortest_solutions_over_sixteen_reachable_states() {
    let solver = Solver::new(Rules::CLASSIC).unwrap();
    assert_eq!(solver.reachable_states(), 16);
    // Count the shortest solutions by following every optimal move.
    fn count(solver: &Solver, s: priests_devils::State) -> u32 {
        if s == solver.rules().goal() {
            return 1;
        }
        let moves = solver.optimal_moves(s).unwrap();
        moves
            .iter()
            .map(|&mv| count(solver, s.apply(solver.rules(), mv).unwrap()))
            .sum()
    }
    assert_eq!(count(&solver, Rules::CLASSIC.start()), 4);
    assert_eq!(solver.count_optimal_plans(Rules::CLASSIC.start()), Ok(4));
}

#[test]
fn a_position_only_an_unsolvable_start_hides_gets_its_hint() {
    // 4 priests, 4 devils, boat for 2: unsolvable from the start, yet (1, 1, start) wins in one crossing.
    let solver = Solver::new(Rules::new(4, 4, 2).unwrap()).unwrap();
    let s = State::new(1, 1, priests_devils::Side::Start);
    assert!(!solver.check(s).unwrap().reachable);
    assert_eq!(
        solver.next_move(s).map(|m| (m.priests, m.devils)),
        Ok((1, 1))
    );
    assert_eq!(solver.distance(s), Ok(1));
    assert_eq!(solver.count_optimal_plans(s), Ok(1));
}

#[test]
fn boat_safety_never_changes_the_fewest_crossings_of_equal_counts() {
    // With equal counts, a load with 0 < priests < devils always leaves devils outnumbering priests on
    // the bank it lands at: the rule forbids nothing a safe game could use.
    for n in 1..=30 {
        for boat in 1..=6 {
            let rules = Rules::new(n, n, boat).unwrap();
            let safe = rules.with_boat_safety(BoatSafety::Aboard);
            assert_eq!(
                Solver::new(rules).unwrap().min_crossings(),
                Solver::new(safe).unwrap().min_crossings(),
                "n={n} boat={boat}"
            );
        }
    }
}

#[test]
fn counts_of_forty_priests_and_twenty_devils_saturate() {
    let rules = Rules::new(40, 20, 2).unwrap();
    let solver = Solver::new(rules).unwrap();
    assert_eq!(solver.count_optimal_plans(rules.start()), Ok(u64::MAX));
}
