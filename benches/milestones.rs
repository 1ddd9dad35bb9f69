//! The cost of `Solver::milestones`, against the cost of building the same solver in the same run (the
//! baseline): on the classic start, from the start of the largest grid-sized puzzle, and from the start
//! of the largest puzzle the state cap allows (N = M = 5 592 405, boat 4: about 11 million moves, every
//! one of its states a milestone). Run with `cargo bench --bench milestones` (scripts/bench.sh); prints
//! a markdown table.

use std::hint::black_box;
use std::time::{Duration, Instant};

use priests_devils::{Rules, Solver, MAX_SAFE_STATES};

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

fn main() {
    // `cargo bench` passes `--bench`; nothing else is read.
    let at_cap = ((MAX_SAFE_STATES - 2) / 6) as u32;
    let puzzles = [
        ("classic start", Rules::CLASSIC, 9, 2_000),
        (
            "44 priests, 44 devils, boat 4",
            Rules::new(44, 44, 4).unwrap(),
            9,
            200,
        ),
        (
            "N = M = 5 592 405, boat 4 (the state cap)",
            Rules::new(at_cap, at_cap, 4).unwrap(),
            3,
            1,
        ),
    ];
    println!("| puzzle | moves from the start | milestones | build | milestones from the start | milestones ÷ build |");
    println!("| --- | ---: | ---: | ---: | ---: | ---: |");
    for (name, rules, rounds, reps) in puzzles {
        let build = fastest(rounds, reps, || {
            black_box(Solver::new(black_box(rules)).unwrap());
        });
        let solver = Solver::new(rules).unwrap();
        let count = match solver.milestones(rules.start()) {
            Ok(found) => found.len(),
            Err(e) => panic!("{name} {rules:?} {:?}: {e}", solver.min_crossings()),
        };
        let walk = fastest(rounds, reps, || {
            black_box(solver.milestones(black_box(rules.start())).unwrap());
        });
        println!(
            "| {name} | {} | {count} | {:.1} µs | {:.1} µs | {:.2}× |",
            solver.min_crossings().unwrap_or_default(),
            build.as_secs_f64() * 1e6,
            walk.as_secs_f64() * 1e6,
            walk.as_secs_f64() / build.as_secs_f64()
        );
    }
}
