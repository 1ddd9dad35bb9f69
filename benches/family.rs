//! The family's engine: building a puzzle's whole state graph (`Family::new`: every node, every
//! crossing, the distances from every node) against `pathfinding`'s BFS finding one plan from the
//! start on the same puzzle graph (Dijkstra on (time, crossings) for timed puzzles), in the same run.
//! The BFS's successors are what a game without the engine computes: every load of the boat's bank
//! within the capacity, kept when the puzzle's rules allow it and it loses no bank (asked of the
//! library's `Family::after` and `Family::check`, which evaluate the file's rules). Run with
//! `cargo bench --bench family` (scripts/bench.sh); prints a markdown table.

use std::hint::black_box;
use std::time::{Duration, Instant};

use priests_devils::family::{Crossing, Family, FamilyState, FamilyStateKind, Puzzle};

/// The fastest of `rounds` runs of `f`, each repeated `reps` times (mean per call).
fn fastest(rounds: u32, reps: u32, mut f: impl FnMut()) -> Duration {
    (0..rounds)
        .map(|_| {
            let start = Instant::now();
            for _ in 0..reps {
                f();
            }
            start.elapsed() / reps
        })
        .min()
        .unwrap_or_default()
}

/// Jealous husbands with `n` couples and a boat for `k`.
fn jealous(n: u32, k: u32) -> String {
    let mut text = format!("puzzle Jealous husbands, {n} couples\nboat capacity {k}\n");
    for i in 1..=n {
        text.push_str(&format!(
            "character Husband{i} rows\ncharacter Wife{i} rows\n"
        ));
    }
    for i in 1..=n {
        let others: Vec<String> = (1..=n)
            .filter(|&j| j != i)
            .map(|j| format!("Husband{j}"))
            .collect();
        text.push_str(&format!(
            "everywhere never Wife{i} and any({}) and not Husband{i}\n",
            others.join(", ")
        ));
    }
    text
}

/// Every load of `bank` within `capacity`.
fn loads(bank: &[u32], capacity: u32) -> Vec<Vec<u32>> {
    let mut all = vec![vec![]];
    for &b in bank {
        all = all
            .into_iter()
            .flat_map(|load: Vec<u32>| {
                let used: u32 = load.iter().sum();
                (0..=b.min(capacity - used)).map(move |x| {
                    let mut next = load.clone();
                    next.push(x);
                    next
                })
            })
            .collect();
    }
    all
}

/// A position (the elapsed time aside, which the cost carries) and its successors with their cost.
fn successors(family: &Family, state: &FamilyState) -> Vec<(FamilyState, (u32, u32))> {
    let puzzle = family.puzzle();
    let bank: Vec<u32> = match state.crossings % 2 {
        0 => state.left.clone(),
        _ => puzzle
            .kinds()
            .iter()
            .zip(&state.left)
            .map(|(k, &l)| k.count - l)
            .collect(),
    };
    let mut next = Vec::new();
    for load in loads(&bank, puzzle.capacity()) {
        let crossing = Crossing { load };
        let Ok(mut after) = family.after(state, &crossing) else {
            continue;
        };
        let lost = matches!(
            family.check(&after).map(|v| v.kind),
            Ok(FamilyStateKind::Lost { .. })
        );
        if !lost {
            let time = after.elapsed - state.elapsed;
            after.elapsed = 0;
            after.crossings %= 4;
            next.push((after, (time, 1)));
        }
    }
    next
}

fn one_path(family: &Family) -> Option<usize> {
    let goal = family.puzzle().goal_left();
    let start = family.start();
    if family.puzzle().is_timed() {
        // (time, crossings) packed as time · 2^32 + crossings: sums and order are the pair's.
        pathfinding::directed::dijkstra::dijkstra(
            &start,
            |s| {
                successors(family, s)
                    .into_iter()
                    .map(|(s, (t, c))| (s, u64::from(t) << 32 | u64::from(c)))
                    .collect::<Vec<_>>()
            },
            |s| s.left == goal,
        )
        .map(|(path, _)| path.len() - 1)
    } else {
        pathfinding::directed::bfs::bfs(
            &start,
            |s| {
                successors(family, s)
                    .into_iter()
                    .map(|(s, _)| s)
                    .collect::<Vec<_>>()
            },
            |s| s.left == goal,
        )
        .map(|path| path.len() - 1)
    }
}

fn main() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles");
    let mut puzzles: Vec<(String, String)> = [
        "wolf-goat-cabbage",
        "missionaries-cannibals",
        "bridge-torch-17",
        "weights",
        "farmer-family-pets",
        "parents-4-children-cop-thief",
    ]
    .iter()
    .map(|id| {
        (
            id.to_string(),
            std::fs::read_to_string(format!("{dir}/{id}.river")).unwrap(),
        )
    })
    .collect();
    for (n, k) in [(3, 2), (5, 3), (6, 3)] {
        puzzles.push((
            format!("jealous husbands, {n} couples, boat {k}"),
            jealous(n, k),
        ));
    }
    println!("| puzzle | safe states | reachable | fewest crossings | whole graph | one path (pathfinding) | one path ÷ whole graph |");
    println!("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
    for (name, text) in puzzles {
        let puzzle = Puzzle::parse(&text).unwrap();
        let family = Family::new(puzzle.clone()).unwrap();
        let report = family.report();
        let reps = if report.safe_states > 10_000 { 1 } else { 50 };
        let build = fastest(5, reps, || {
            black_box(Family::new(black_box(puzzle.clone())).unwrap());
        });
        let length = one_path(&family);
        assert_eq!(length.map(|l| l as u32), report.min_crossings, "{name}");
        let path = fastest(5, reps, || {
            black_box(one_path(black_box(&family)));
        });
        println!(
            "| {name} | {} | {} | {} | {:.1} µs | {:.1} µs | {:.1}× |",
            report.safe_states,
            report.reachable_states,
            report
                .min_crossings
                .map_or("none".to_string(), |c| c.to_string()),
            build.as_secs_f64() * 1e6,
            path.as_secs_f64() * 1e6,
            path.as_secs_f64() / build.as_secs_f64()
        );
    }
}
