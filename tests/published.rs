//! Published minimum crossing counts for n priests and n devils (OEIS A356480; Fraley, Cooke and
//! Detrick 1966) and the classic game's known figures.

use priests_devils::{Rules, Solver};

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
}
