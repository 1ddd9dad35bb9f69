//! The family's engine: building a puzzle's whole state graph (`Family::new`: every node, every
//! crossing, the distances from every node) against `pathfinding`'s BFS finding one plan from the
//! start on the same puzzle graph (Dijkstra on (time, crossings) for timed puzzles), in the same run.
//! The BFS's successors are what a game without the engine computes: every load of the boat's bank
//! within the capacity, kept when the puzzle's rules allow it and it loses no bank (asked of the
//! library's `Family::after` and `Family::check`, which evaluate the file's rules). The puzzles: the
//! classics, the largest puzzle of the set (`weights`, 384 nodes), jealous husbands with n couples
//! and a boat for k, and Priests and Devils written as a puzzle file, whose build is also set against
//! today's Priests and Devils solver (`Solver::new`) per safe state. Run with
//! `cargo bench --bench family` (scripts/bench.sh); prints two markdown tables.

use std::hint::black_box;
use std::time::{Duration, Instant};

use priests_devils::family::{Crossing, Family, FamilyState, FamilyStateKind, Puzzle};
use priests_devils::{Rules, Solver};

/// The mean time of one call of `f` on an input made by `make` before the clock starts: the fastest
/// of a few rounds, each calling `f` for about 20 ms (once for a call that takes longer; a single
/// round for a call over a second).
fn fastest_on<T>(mut make: impl FnMut() -> T, mut f: impl FnMut(T)) -> Duration {
    let input = make();
    let start = Instant::now();
    f(input);
    let first = start.elapsed();
    let reps = (Duration::from_millis(20).as_nanos() / first.as_nanos().max(1)).clamp(1, 10_000);
    let rounds = match first.as_millis() {
        0..=199 => 5,
        200..=999 => 3,
        _ => return first,
    };
    (0..rounds)
        .map(|_| {
            let inputs: Vec<T> = (0..reps).map(|_| make()).collect();
            let start = Instant::now();
            for input in inputs {
                f(input);
            }
            start.elapsed() / reps as u32
        })
        .min()
        .unwrap_or(first)
}

/// The mean time of one call of `f`, as [`fastest_on`] times it.
fn fastest(mut f: impl FnMut()) -> Duration {
    fastest_on(|| (), |()| f())
}

/// The mean time of one `Family::new` of `puzzle` (the puzzle is cloned before the clock starts).
fn time_build(puzzle: &Puzzle) -> Duration {
    fastest_on(
        || puzzle.clone(),
        |copy| {
            black_box(Family::new(black_box(copy)).unwrap());
        },
    )
}

/// Priests and Devils with `n` of each and a boat for `k`, written as a puzzle file.
fn priests_devils(n: u32, k: u32) -> String {
    format!(
        "puzzle Priests and Devils {n}\nboat capacity {k}\nkind Priest {n} rows\nkind Devil {n} rows\n\
         bank never any(Priest) and count(Devil) > count(Priest)\n"
    )
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

fn micros(t: Duration) -> String {
    format!("{:.1} µs", t.as_secs_f64() * 1e6)
}

fn main() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles");
    let mut puzzles: Vec<(String, String)> = [
        "wolf-goat-cabbage",
        "missionaries-cannibals",
        "bridge-torch-17",
        "lions-raccoons-squirrels",
        "farmer-family-pets",
        "parents-4-children-cop-thief",
        "weights",
    ]
    .iter()
    .map(|id| {
        (
            id.to_string(),
            std::fs::read_to_string(format!("{dir}/{id}.river")).unwrap(),
        )
    })
    .collect();
    for k in 2..=4 {
        for n in 3..=8 {
            puzzles.push((
                format!("jealous husbands, {n} couples, boat {k}"),
                jealous(n, k),
            ));
        }
    }
    for n in [100, 1000] {
        puzzles.push((
            format!("priests and devils {n} + {n}, boat 4"),
            priests_devils(n, 4),
        ));
    }
    // FAMILY_ONLY=TEXT keeps the puzzles whose name contains TEXT (for a profile of one).
    let only = std::env::var("FAMILY_ONLY").unwrap_or_default();
    puzzles.retain(|(name, _)| name.contains(&only));
    // FAMILY_BUILDS=N only builds each kept puzzle N times, timing nothing (for a profiler).
    if let Some(builds) = std::env::var("FAMILY_BUILDS")
        .ok()
        .and_then(|n| n.parse().ok())
    {
        for (_, text) in &puzzles {
            let puzzle = Puzzle::parse(text).unwrap();
            for _ in 0..builds {
                black_box(Family::new(puzzle.clone()).unwrap());
            }
        }
        return;
    }
    println!("| puzzle | safe states | reachable | fewest crossings | whole graph | ns / safe state | one path (pathfinding) | one path ÷ whole graph |");
    println!("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    for (name, text) in puzzles {
        let puzzle = Puzzle::parse(&text).unwrap();
        let family = Family::new(puzzle.clone()).unwrap();
        let report = family.report();
        let build = time_build(&puzzle);
        let length = one_path(&family);
        assert_eq!(length.map(|l| l as u32), report.min_crossings, "{name}");
        let path = fastest(|| {
            black_box(one_path(black_box(&family)));
        });
        eprintln!("{name}: build {build:?}, one path {path:?}");
        println!(
            "| {name} | {} | {} | {} | {} | {:.0} | {} | {:.1}× |",
            report.safe_states,
            report.reachable_states,
            report
                .min_crossings
                .map_or("none".to_string(), |c| c.to_string()),
            micros(build),
            build.as_secs_f64() * 1e9 / f64::from(report.safe_states.max(1)),
            micros(path),
            path.as_secs_f64() / build.as_secs_f64()
        );
    }

    // The cost per state: the same Priests and Devils configurations built by the family's engine
    // (from the puzzle file) and by the Priests and Devils solver, in this run.
    println!();
    println!("| Priests and Devils | safe states | `Family::new` | ns / safe state | `Solver::new` | ns / safe state | family ÷ solver |");
    println!("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
    for (n, k) in [(3, 2), (100, 4), (1000, 4)] {
        if !format!("priests and devils {n} + {n}, boat {k}").contains(&only) {
            continue;
        }
        let puzzle = Puzzle::parse(&priests_devils(n, k)).unwrap();
        let family = Family::new(puzzle.clone()).unwrap();
        let rules = Rules::new(n, n, k).unwrap();
        let solver = Solver::new(rules).unwrap();
        assert_eq!(
            family.report().min_crossings,
            solver.min_crossings(),
            "{n} + {n}, boat {k}"
        );
        let states = family.report().safe_states;
        assert_eq!(u64::from(states), rules.safe_states(), "the same space");
        let build = time_build(&puzzle);
        let solve = fastest(|| {
            black_box(Solver::new(black_box(rules)).unwrap());
        });
        let per = |t: Duration| t.as_secs_f64() * 1e9 / f64::from(states);
        println!(
            "| {n} + {n}, boat {k} | {states} | {} | {:.1} | {} | {:.1} | {:.1}× |",
            micros(build),
            per(build),
            micros(solve),
            per(solve),
            build.as_secs_f64() / solve.as_secs_f64()
        );
    }
}
