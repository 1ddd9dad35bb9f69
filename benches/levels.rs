//! The level designer's report over the `levels` command's default ranges (1..8 priests, 1..8 devils,
//! boats 2..5) under all six rule variants: 1 536 configurations. The baseline is building the same
//! solvers without reports, measured in the same run. Run with `cargo bench --bench levels`.

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

criterion_group!(benches, levels);
criterion_main!(benches);
