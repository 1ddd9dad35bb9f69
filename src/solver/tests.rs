//! Tests of the room: both table layouts, the grid against the one lookup, refusals in order.

use super::*;

fn classic() -> Solver {
    Solver::new(Rules::CLASSIC).unwrap()
}

#[test]
fn both_table_layouts_give_the_same_answers() {
    let configs = (0..9).flat_map(|n| (0..9).flat_map(move |m| (1..6).map(move |k| (n, m, k))));
    for rules in configs.flat_map(|(n, m, k)| Rules::new(n, m, k).unwrap().variants()) {
        let packed = Solver::build(rules, false, crate::progress::Watch::NONE).unwrap();
        let wide = Solver::build(rules, true, crate::progress::Watch::NONE).unwrap();
        assert!(packed.table.is_packed() && !wide.table.is_packed());
        assert!(packed.policy().eq(wide.policy()), "{rules:?}");
        assert_eq!(packed.reachable_states(), wide.reachable_states());
        for i in 0..packed.safe_states() {
            let state = packed.index().state(i).unwrap();
            assert_eq!(packed.next_move(state), wide.next_move(state));
            assert_eq!(packed.distance(state), wide.distance(state));
        }
    }
}

#[test]
fn the_hint_grid_answers_exactly_the_states_with_a_best_move() {
    let configs = (0..9).flat_map(|n| (0..9).flat_map(move |m| (1..6).map(move |k| (n, m, k))));
    let large = Rules::new(45, 44, 3).unwrap();
    for rules in configs
        .flat_map(|(n, m, k)| Rules::new(n, m, k).unwrap().variants())
        .chain([large])
    {
        let s = Solver::new(rules).unwrap();
        let (n, m) = (rules.priests(), rules.devils());
        let counts = |top: u32| (0..=top + 2).chain([u32::MAX / 2, u32::MAX]);
        for (p, d) in counts(n).flat_map(|p| counts(m).map(move |d| (p, d))) {
            for side in [Side::Start, Side::Far] {
                let state = State::new(p, d, side);
                let best = s.lookup(state).ok().map(|(mv, _)| mv);
                if rules == large {
                    // 46 x 45 pairs need more than MAX_CELLS cells: no grid, every lookup misses.
                    assert_eq!(s.grid.best(state), None);
                } else {
                    assert_eq!(
                        s.grid.best(state).map(codec::unpack),
                        best,
                        "{rules:?} {state:?}"
                    );
                }
                assert_eq!(s.next_move(state).ok(), best);
            }
        }
    }
}

#[test]
fn classic_takes_eleven_crossings_over_sixteen_reachable_states() {
    let s = classic();
    assert_eq!(s.min_crossings(), Some(11));
    assert_eq!(s.safe_states(), 20);
    assert_eq!(s.reachable_states(), 16);
}

#[test]
fn query_errors_come_in_documented_order() {
    let s = classic();
    assert_eq!(
        s.next_move(State::new(4, 0, Side::Start)),
        Err(Error::StateOutOfRange)
    );
    assert_eq!(
        s.next_move(State::new(1, 2, Side::Start)),
        Err(Error::Lost(Side::Start))
    );
    assert_eq!(
        s.next_move(State::new(2, 1, Side::Far)),
        Err(Error::Lost(Side::Far))
    );
    assert_eq!(
        s.next_move(State::new(0, 0, Side::Far)),
        Err(Error::AlreadyWon)
    );
    assert_eq!(
        s.next_move(State::new(0, 0, Side::Start)),
        Err(Error::NoPath)
    );
    assert_eq!(s.next_move(State::new(3, 3, Side::Far)), Err(Error::NoPath));
}

#[test]
fn unsolvable_and_degenerate_configurations_report_no_path() {
    for (n, m, k) in [(4, 4, 2), (6, 6, 3), (2, 3, 5), (0, 0, 1)] {
        let rules = Rules::new(n, m, k).unwrap();
        let s = Solver::new(rules).unwrap();
        assert!(!s.is_solvable(), "{n}/{m}/{k}");
    }
    let one_devil = Solver::new(Rules::new(0, 1, 1).unwrap()).unwrap();
    assert_eq!(one_devil.min_crossings(), Some(1));
}

#[test]
fn a_load_too_wide_for_the_move_code_is_refused_with_the_rules() {
    assert_eq!(
        Rules::new(1_000_000, 1_000_000, 1_000_000).unwrap_err(),
        Error::MovesTooWide {
            max_priests: 1_000_000,
            devils: 1_000_000
        }
    );
    // More devils than priests: the start and the goal are lost, no move is stored, and it builds
    // whatever the counts.
    for (n, m, k) in [
        (1, 1 << 31, 1 << 31),
        (2, 1 << 31, 1 << 31),
        (3, u32::MAX, u32::MAX),
    ] {
        let solver = Solver::new(Rules::new(n, m, k).unwrap()).unwrap();
        assert_eq!(u64::from(solver.safe_states()), 4 * (u64::from(n) + 1));
        assert!(!solver.is_solvable());
    }
}

/// The names 0.5.1 deprecated (counts said in moves) still build and answer as the new ones.
#[test]
#[allow(deprecated)]
fn the_deprecated_count_names_answer_as_the_crossings_names() {
    let s = classic();
    let start = Rules::CLASSIC.start();
    assert_eq!(s.min_moves(), s.min_crossings());
    let report = s.level_report();
    assert_eq!(report.min_moves, report.min_crossings);
    let milestones = s.milestones(start).unwrap();
    assert!(milestones.iter().all(|m| m.moves == m.crossings()));
    let step = s
        .next_action(&crate::GameState::start(&Rules::CLASSIC))
        .unwrap();
    assert_eq!((step.moves_left, step.crossings_left()), (11, 11));
    let detour = s.rate_move(start, crate::Move::new(0, 1)).unwrap();
    assert_eq!(detour, crate::Rating::Detour { extra_moves: 2 });
    assert!(matches!(detour, crate::Rating::Detour { extra_moves: 2 }));
    assert_eq!(detour.extra_crossings(), 2);
    assert_eq!(crate::Rating::Optimal.extra_crossings(), 0);
}
