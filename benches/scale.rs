//! Build time and peak memory against puzzle size, compared with `pathfinding::directed::bfs` solving
//! start -> goal on the same rules (what a Rust developer would reach for: a BFS over hashed states whose
//! successors try every boat load). Run with `cargo bench --bench scale` (scripts/bench.sh); prints a
//! markdown table and writes `docs/bench-build.svg`. Set `SCALE_MAX=100000` for a quicker run.

#[path = "../tests/support/counting_alloc.rs"]
mod counting_alloc;

use std::hint::black_box;
use std::time::{Duration, Instant};

use counting_alloc::{peak, reset_peak, Counting};
use plotters::prelude::*;
use priests_devils::{Rules, Side, Solver, State};

#[global_allocator]
static COUNTING: Counting = Counting;

/// The mean time of one call of `f`, over enough repetitions to last at least 20 ms.
fn time_once(f: &mut impl FnMut(), reps: u32) -> Duration {
    let start = Instant::now();
    for _ in 0..reps {
        f();
    }
    start.elapsed() / reps
}

/// How many repetitions make a timed run last at least 20 ms.
fn repetitions(f: &mut impl FnMut()) -> u32 {
    let start = Instant::now();
    f();
    let once = start.elapsed().max(Duration::from_nanos(1));
    (Duration::from_millis(20).as_nanos() / once.as_nanos()).clamp(1, 100_000) as u32
}

/// The fastest run of each of `a` and `b`, measured alternately over several rounds so that both see
/// the same machine (this host's speed varies over minutes).
fn time_pair(mut a: impl FnMut(), mut b: Option<impl FnMut()>) -> (Duration, Option<Duration>) {
    let reps_a = repetitions(&mut a);
    let reps_b = b.as_mut().map(repetitions);
    let (mut best_a, mut best_b) = (Duration::MAX, None::<Duration>);
    for _ in 0..7 {
        best_a = best_a.min(time_once(&mut a, reps_a));
        if let (Some(f), Some(reps)) = (b.as_mut(), reps_b) {
            let t = time_once(f, reps);
            best_b = Some(best_b.map_or(t, |x| x.min(t)));
        }
    }
    (best_a, best_b)
}

/// Start -> goal with `pathfinding`'s BFS over the same rules, successors by trying every boat load.
fn pathfinding_bfs(rules: &Rules) -> Option<usize> {
    let (n, m, k) = (rules.priests(), rules.devils(), rules.boat_capacity());
    let lost = |p: u32, d: u32| p > 0 && d > p;
    let successors = |s: &State| {
        let (bank_p, bank_d) = s.boat_bank(rules);
        let mut next = Vec::new();
        for a in 0..=k.min(bank_p) {
            for b in 0..=(k - a).min(bank_d) {
                if a + b == 0 {
                    continue;
                }
                let t = match s.boat {
                    Side::Start => State::new(s.priests - a, s.devils - b, Side::Far),
                    Side::Far => State::new(s.priests + a, s.devils + b, Side::Start),
                };
                if !lost(t.priests, t.devils) && !lost(n - t.priests, m - t.devils) {
                    next.push(t);
                }
            }
        }
        next
    };
    let goal = rules.goal();
    pathfinding::directed::bfs::bfs(&rules.start(), successors, |s| *s == goal).map(|p| p.len() - 1)
}

/// A family of configurations: the rules `(priests, devils, boat)` for size `n`.
type Family = fn(u32) -> (u32, u32, u32);

struct Row {
    family: &'static str,
    rules: Rules,
    build: Duration,
    peak: usize,
    pathfinding: Option<Duration>,
}

fn main() {
    // `cargo bench` passes --bench; nothing else is read from the command line.
    let max: u32 = std::env::var("SCALE_MAX")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1_000_000);
    let sizes: Vec<u32> = (1..=6)
        .map(|e| 10u32.pow(e))
        .filter(|&n| n <= max)
        .collect();
    let families: [(&'static str, Family); 3] = [
        ("N = M, K = 4", |n| (n, n, 4)),
        ("N = M, K = 6", |n| (n, n, 6)),
        ("N = M + 1, K = 2", |n| (n + 1, n, 2)),
    ];
    let mut rows = Vec::new();
    for (family, config) in families {
        let mut pathfinding_budget = true;
        for &n in &sizes {
            let (p, d, k) = config(n);
            let rules = Rules::new(p, d, k).expect("within the caps");
            let base = reset_peak();
            let solver = Solver::new(rules).expect("builds");
            let peak = peak() - base;
            let answer = solver.min_crossings();
            drop(solver);
            // The baseline, while it stays under a few seconds per run.
            if pathfinding_budget {
                assert_eq!(
                    pathfinding_bfs(&rules).map(|l| l as u32),
                    answer,
                    "same answer as pathfinding"
                );
            }
            let (build, pathfinding) = time_pair(
                || {
                    black_box(Solver::new(black_box(rules)).expect("builds"));
                },
                pathfinding_budget.then_some(|| {
                    black_box(pathfinding_bfs(black_box(&rules)));
                }),
            );
            if pathfinding.is_some_and(|t| t > Duration::from_secs(3)) {
                pathfinding_budget = false;
            }
            eprintln!(
                "{family} n={n}: build {build:?}, peak {peak} B, pathfinding {pathfinding:?}"
            );
            rows.push(Row {
                family,
                rules,
                build,
                peak,
                pathfinding,
            });
        }
    }

    println!("| configuration | N | M | K | safe states | build | ns / safe state | peak bytes / safe state | pathfinding BFS | pathfinding ÷ build |");
    println!("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    for r in &rows {
        let states = r.rules.safe_states() as f64;
        let pf = r.pathfinding.map_or("—".to_string(), |t| {
            format!("{:.3} ms", t.as_secs_f64() * 1e3)
        });
        let ratio = r.pathfinding.map_or("—".to_string(), |t| {
            format!("{:.1}×", t.as_secs_f64() / r.build.as_secs_f64())
        });
        println!(
            "| {} | {} | {} | {} | {} | {:.3} ms | {:.1} | {:.2} | {pf} | {ratio} |",
            r.family,
            r.rules.priests(),
            r.rules.devils(),
            r.rules.boat_capacity(),
            r.rules.safe_states(),
            r.build.as_secs_f64() * 1e3,
            r.build.as_secs_f64() * 1e9 / states,
            r.peak as f64 / states,
        );
    }
    if let Err(e) = plot(
        &rows,
        concat!(env!("CARGO_MANIFEST_DIR"), "/docs/bench-build.svg"),
    ) {
        eprintln!("could not draw the plot: {e}");
    }
}

/// Log-log plot of build time against safe states, one line per family, plus pathfinding for K = 4.
fn plot(rows: &[Row], path: &str) -> Result<(), Box<dyn std::error::Error>> {
    let root = SVGBackend::new(path, (900, 560)).into_drawing_area();
    root.fill(&WHITE)?;
    let xs = rows.iter().map(|r| r.rules.safe_states() as f64);
    let (x_min, x_max) = xs
        .clone()
        .fold((f64::MAX, 0f64), |(a, b), x| (a.min(x), b.max(x)));
    let ys = rows
        .iter()
        .flat_map(|r| [Some(r.build), r.pathfinding])
        .flatten()
        .map(|t| t.as_secs_f64() * 1e3);
    let (y_min, y_max) = ys.fold((f64::MAX, 0f64), |(a, b), y| (a.min(y), b.max(y)));
    let mut chart = ChartBuilder::on(&root)
        .caption(
            "Build time against safe states (log-log)",
            ("sans-serif", 22),
        )
        .margin(16)
        .x_label_area_size(48)
        .y_label_area_size(72)
        .build_cartesian_2d(
            (x_min * 0.7..x_max * 1.4).log_scale(),
            (y_min * 0.7..y_max * 1.4).log_scale(),
        )?;
    chart
        .configure_mesh()
        .x_desc("safe states")
        .y_desc("build time (ms)")
        .draw()?;
    let colors = [BLUE, GREEN, MAGENTA];
    let families: Vec<&str> = rows.iter().fold(Vec::new(), |mut acc, r| {
        if !acc.contains(&r.family) {
            acc.push(r.family);
        }
        acc
    });
    for (i, family) in families.iter().enumerate() {
        let color = colors[i % colors.len()];
        let points: Vec<(f64, f64)> = rows
            .iter()
            .filter(|r| r.family == *family)
            .map(|r| (r.rules.safe_states() as f64, r.build.as_secs_f64() * 1e3))
            .collect();
        chart
            .draw_series(LineSeries::new(points.clone(), color.stroke_width(2)))?
            .label(format!("priests_devils build, {family}"))
            .legend(move |(x, y)| {
                PathElement::new(vec![(x, y), (x + 18, y)], color.stroke_width(2))
            });
        chart.draw_series(points.iter().map(|&p| Circle::new(p, 3, color.filled())))?;
    }
    let baseline: Vec<(f64, f64)> = rows
        .iter()
        .filter(|r| r.family == families[0])
        .filter_map(|r| {
            r.pathfinding
                .map(|t| (r.rules.safe_states() as f64, t.as_secs_f64() * 1e3))
        })
        .collect();
    chart
        .draw_series(LineSeries::new(baseline, RED.stroke_width(2)))?
        .label(format!("pathfinding BFS start -> goal, {}", families[0]))
        .legend(|(x, y)| PathElement::new(vec![(x, y), (x + 18, y)], RED.stroke_width(2)));
    chart
        .configure_series_labels()
        .background_style(WHITE.mix(0.8))
        .border_style(BLACK)
        .position(SeriesLabelPosition::UpperLeft)
        .draw()?;
    root.present()?;
    Ok(())
}
