//! The level designer's report over the `levels` command's default ranges (1..8 priests, 1..8 devils,
//! boats 2..5) under all six rule variants: 1 536 configurations; and the figures of single large levels
//! (2000 priests, 2000 devils and a boat for 2000; 0 priests and 1 000 000 devils with a boat for 2),
//! where a report costs in proportion to the level's graph. The baseline is building the same solvers
//! without reports, measured in the same run. Run with `cargo bench --bench levels`.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use priests_devils::{Rules, Solver};

/// Every configuration of the default ranges under every variant.
fn configurations() -> Vec<Rules> {
    let mut all = Vec::new();
    for k in 2..=5 {
        for n in 1..=8 {
            for m in 1..=8 {
                all.extend(Rules::new(n, m, k).unwrap().variants());
            }
        }
    }
    all
}

fn levels(c: &mut Criterion) {
    let all = configurations();
    assert_eq!(all.len(), 1536);
    let mut group = c.benchmark_group("levels_1536_configurations");
    group.sample_size(20);
    group.bench_function("baseline_build_only", |b| {
        b.iter(|| {
            for &rules in &all {
                black_box(Solver::new(black_box(rules)).unwrap());
            }
        })
    });
    group.bench_function("build_and_report", |b| {
        b.iter(|| {
            for &rules in &all {
                black_box(Solver::new(black_box(rules)).unwrap().level_report());
            }
        })
    });
    group.finish();
}

/// One large level: its build alone, then its build and report (what an Editor's figures cost).
fn large_levels(c: &mut Criterion) {
    for (name, n, m, k) in [
        ("large_2000_2000_2000", 2000, 2000, 2000),
        ("large_0_1000000_2", 0, 1_000_000, 2),
    ] {
        let rules = Rules::new(n, m, k).unwrap();
        let mut group = c.benchmark_group(name);
        group.sample_size(10);
        group.bench_function("baseline_build_only", |b| {
            b.iter(|| black_box(Solver::new(black_box(rules)).unwrap()))
        });
        group.bench_function("build_and_report", |b| {
            b.iter(|| black_box(Solver::new(black_box(rules)).unwrap().level_report()))
        });
        group.finish();
    }
}

criterion_group!(benches, levels, large_levels);
criterion_main!(benches);
