//! Play on screen for every puzzle of `puzzles/`: the next atomic step (`Family::next_action`) applied
//! one character at a time, the boat's load kept here, wins in the puzzle's fewest crossings (the model
//! of `family_model.rs` holds the engine to them) with every sail an optimal crossing; wrong passengers
//! land first; a load the boat's bank lacks or the boat cannot hold is refused; and the steps' words
//! name the file's characters in both languages.

use priests_devils::family::{FamilyAction, FamilyError, FamilyRating};
use priests_devils::Language;

use crate::family_puzzles::puzzles;

#[test]
fn every_puzzle_is_won_by_atomic_steps_in_its_fewest_crossings() {
    for (id, family) in puzzles() {
        let report = family.report();
        let Some(fewest) = report.min_crossings else {
            continue;
        };
        let kinds = family.puzzle().kinds().len();
        let mut state = family.start();
        let mut aboard = vec![0u32; kinds];
        let mut sails = 0;
        for _ in 0..10_000 {
            let step = family
                .next_action(&state, &aboard)
                .unwrap_or_else(|e| panic!("{id}: {e}"));
            match step.action {
                FamilyAction::None => break,
                FamilyAction::Board(k) => aboard[k as usize] += 1,
                FamilyAction::Unboard(k) => aboard[k as usize] -= 1,
                FamilyAction::Sail => {
                    assert_eq!(aboard, step.crossing.load, "{id}: sails the hint's load");
                    let crossing = priests_devils::family::Crossing {
                        load: aboard.clone(),
                    };
                    assert_eq!(
                        family.rate(&state, &crossing).unwrap(),
                        FamilyRating::Optimal,
                        "{id}"
                    );
                    state = family.after(&state, &crossing).unwrap();
                    aboard = vec![0; kinds];
                    sails += 1;
                }
            }
        }
        assert_eq!(sails, fewest, "{id}: won in the fewest crossings");
        assert_eq!(state.left, family.puzzle().goal_left(), "{id}: won");
        if let Some(time) = report.min_time {
            assert_eq!(state.elapsed, time, "{id}: in the least time");
        }
    }
}

#[test]
fn wrong_passengers_land_first_and_impossible_boats_are_refused() {
    let all = puzzles();
    let family = &all["wolf-goat-cabbage"];
    let start = family.start();
    // Kinds in the file's order: Farmer, Wolf, Goat, Cabbage; the first crossing must be the farmer
    // and the goat.
    let step = family.next_action(&start, &[0, 1, 0, 1]).unwrap();
    assert_eq!(step.action, FamilyAction::Unboard(1));
    assert_eq!(step.crossing.load, vec![1, 0, 1, 0]);
    assert_eq!(step.crossings_left, 7);
    let step = family.next_action(&start, &[0, 0, 1, 0]).unwrap();
    assert_eq!(step.action, FamilyAction::Board(0));
    for wrong in [vec![0, 2, 0, 0], vec![1, 1, 1, 0], vec![1, 0, 1]] {
        assert_eq!(
            family.next_action(&start, &wrong),
            Err(FamilyError::InvalidAboard),
            "{wrong:?}"
        );
    }
    let mut far = start.clone();
    far.crossings = 1;
    far.left = vec![0, 1, 0, 1];
    // The boat is on the right bank with the farmer and the goat: the wolf is not there to board.
    assert_eq!(
        family.next_action(&far, &[0, 1, 0, 0]),
        Err(FamilyError::InvalidAboard)
    );
}

#[test]
fn steps_are_worded_with_the_file_s_names_in_both_languages() {
    let all = puzzles();
    let family = &all["wolf-goat-cabbage"];
    let step = family.next_action(&family.start(), &[0, 1, 0, 0]).unwrap();
    let puzzle = family.puzzle();
    assert_eq!(
        puzzle.describe_step(&step, Language::English).to_string(),
        "Land Wolf (this crossing carries Farmer, Goat; 7 crossings to go)"
    );
    assert_eq!(
        puzzle
            .describe_step(&step, Language::SimplifiedChinese)
            .to_string(),
        "让Wolf上岸（这次渡河的过河方式：Farmer、Goat；还要渡河7次）"
    );
    let cops = &all["parents-4-children-cop-thief"];
    let kinds = cops.puzzle().kinds();
    let counted = kinds
        .iter()
        .position(|k| k.count > 1)
        .expect("a counted kind");
    let mut load = vec![0; kinds.len()];
    load[counted] = 2;
    let name = &kinds[counted].name;
    assert_eq!(
        cops.puzzle()
            .describe_load(&load, Language::English)
            .to_string(),
        format!("2 {name}")
    );
    assert_eq!(
        cops.puzzle()
            .describe_load(&load, Language::SimplifiedChinese)
            .to_string(),
        format!("2个{name}")
    );
    assert_eq!(
        cops.puzzle()
            .describe_load(&vec![0; kinds.len()], Language::English)
            .to_string(),
        "nobody"
    );
    assert_eq!(
        puzzle
            .describe_action(FamilyAction::Board(2), Language::SimplifiedChinese)
            .to_string(),
        "让Goat上船"
    );
}

/// Every state of every puzzle's space (each kind's count on the left bank, the boat on either bank,
/// every previous load the puzzle may carry).
fn every_state(
    family: &priests_devils::family::Family,
) -> Vec<priests_devils::family::FamilyState> {
    let puzzle = family.puzzle();
    let mut lefts = vec![vec![]];
    for kind in puzzle.kinds() {
        lefts = lefts
            .into_iter()
            .flat_map(|l: Vec<u32>| {
                (0..=kind.count).map(move |n| {
                    let mut l = l.clone();
                    l.push(n);
                    l
                })
            })
            .collect();
    }
    let loads: Vec<Option<u32>> = match puzzle.load_change() {
        None => vec![None],
        Some(_) => {
            let heaviest: u32 = puzzle.kinds().iter().map(|k| k.weight * k.count).sum();
            std::iter::once(None)
                .chain((0..=heaviest).map(Some))
                .collect()
        }
    };
    let mut all = Vec::new();
    for left in lefts {
        for crossings in 0..4 {
            for &previous_load in &loads {
                all.push(priests_devils::family::FamilyState {
                    left: left.clone(),
                    crossings,
                    previous_load,
                    elapsed: 0,
                });
            }
        }
    }
    all
}

#[test]
fn from_every_state_with_a_path_the_milestones_end_at_the_goal_and_steps_win() {
    for (id, family) in puzzles() {
        if family.puzzle().nodes() > 20_000 {
            continue;
        }
        let goal = family.puzzle().goal_left();
        for state in every_state(&family) {
            let Ok(distance) = family.distance(&state) else {
                continue;
            };
            let milestones = family.milestones(&state).unwrap();
            let last = milestones
                .last()
                .unwrap_or_else(|| panic!("{id}: {state:?}"));
            assert_eq!(last.state.left, goal, "{id}: {state:?}");
            assert_eq!(last.crossings, distance, "{id}: {state:?}");
            let plan = family.plan(&state).unwrap();
            assert_eq!(plan.len() as u32, distance, "{id}: {state:?}");
            let step = family.next_action(&state, &vec![0; goal.len()]).unwrap();
            assert_eq!(step.crossing, plan[0], "{id}: {state:?}");
            assert_eq!(step.crossings_left, distance, "{id}: {state:?}");
        }
    }
}

#[test]
fn a_crossing_count_at_its_largest_wraps_and_keeps_the_boat_s_side() {
    let all = puzzles();
    let family = &all["wolf-goat-cabbage"];
    // Only the cabbage on the left bank, the boat on the right: u32::MAX crossings is odd.
    let mut state = family.start();
    state.left = vec![0, 0, 0, 1];
    state.crossings = u32::MAX;
    let plan = family.plan(&state).unwrap();
    let mut at = state.clone();
    for crossing in &plan {
        assert_eq!(family.rate(&at, crossing).unwrap(), FamilyRating::Optimal);
        at = family.after(&at, crossing).unwrap();
    }
    assert_eq!(at.left, family.puzzle().goal_left());
    assert_eq!(at.crossings, (plan.len() as u32).wrapping_sub(1));
    let milestones = family.milestones(&state).unwrap();
    assert_eq!(
        milestones.last().map(|m| m.state.crossings),
        Some(at.crossings)
    );
}
