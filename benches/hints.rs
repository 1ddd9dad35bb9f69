//! Hint lookup in the classic game: the Rust API and the C ABI against a bare indexed load (the physical
//! floor) and against ports of the two original hint algorithms, which search afresh on every hint.
//! Run with `cargo bench --bench hints`; scripts/bench.sh prints the ratios.

mod original;

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use original::{array_bfs, queue_scan_bfs};
use priests_devils::ffi::{
    pd_next_move, pd_solver_free, pd_solver_new, PdMove, PdRules, PdState, PdStatus,
};
use priests_devils::{Rules, Side, Solver, State};

fn hints(c: &mut Criterion) {
    let solver = Solver::new(Rules::CLASSIC).unwrap();
    // A state in the middle of the game: 3 priests and 1 devil on the start bank, boat at the far bank.
    let state = State::new(3, 1, Side::Far);
    let expected = solver.next_move(state).unwrap();

    let mut group = c.benchmark_group("hint_classic");

    // The floor: one load from a precomputed table at a precomputed index.
    let table: Vec<_> = (0..32u32).map(|i| (i, i * 7)).collect();
    let index = 13usize;
    group.bench_function("bare_indexed_load", |b| b.iter(|| table[black_box(index)]));

    group.bench_function("rust_api_next_move", |b| {
        b.iter(|| solver.next_move(black_box(state)))
    });

    let mut handle = std::ptr::null_mut();
    let rules = PdRules {
        priests: 3,
        devils: 3,
        boat_capacity: 2,
        boat_safety: 0,
        rowers: 0,
    };
    // SAFETY: valid pointers to locals; the handle is freed below.
    assert_eq!(unsafe { pd_solver_new(&rules, &mut handle) }, PdStatus::Ok);
    let pd_state = PdState {
        priests: 3,
        devils: 1,
        boat: 1,
    };
    group.bench_function("c_abi_pd_next_move", |b| {
        b.iter(|| {
            let mut mv = PdMove::default();
            // SAFETY: live handle, local out-pointer.
            let status = unsafe { pd_next_move(black_box(handle), black_box(pd_state), &mut mv) };
            (status, mv)
        })
    });

    let s000 = array_bfs::SolverState {
        p: 3,
        d: 1,
        side: 1,
    };
    let next = array_bfs::solve(s000);
    assert_eq!(
        (s000.p - next.p).abs() + (s000.d - next.d).abs(),
        (expected.priests + expected.devils) as i32
    );
    group.bench_function("original_000_array_bfs_per_hint", |b| {
        b.iter(|| array_bfs::solve(black_box(s000)))
    });

    // Seed 004 counts from the goal (left) bank: 3P 1D on the start (right) bank is left 0P 2D.
    let s004 = queue_scan_bfs::AiState::new(0, 2, 3, 1, true);
    let next = queue_scan_bfs::hint(&s004);
    assert_eq!(
        next.right_priests + next.right_devils,
        3 + 1 + (expected.priests + expected.devils) as i32
    );
    group.bench_function("original_004_queue_scan_bfs_per_hint", |b| {
        b.iter(|| queue_scan_bfs::hint(black_box(&s004)))
    });
    group.finish();

    // The realistic loop: a hint for every playable state in turn (the branches see varied states),
    // against the same loop doing a bare load from a table of the same answers.
    let playable: Vec<State> = (0..solver.safe_states())
        .filter_map(|i| solver.index().state(i))
        .filter(|&s| solver.next_move(s).is_ok())
        .collect();
    let slot = |s: &State| (s.priests * 8 + s.devils * 2 + s.boat.index()) as usize;
    let mut answers = [priests_devils::Move::default(); 32];
    for s in &playable {
        answers[slot(s)] = solver.next_move(*s).unwrap();
    }
    let slots: Vec<usize> = playable.iter().map(slot).collect();
    let pd_states: Vec<PdState> = playable
        .iter()
        .map(|s| PdState {
            priests: s.priests,
            devils: s.devils,
            boat: s.boat.index(),
        })
        .collect();
    let mut group = c.benchmark_group(format!("hint_classic_{}_playable_states", playable.len()));
    group.bench_function("bare_indexed_load", |b| {
        b.iter(|| {
            for &i in black_box(&slots) {
                black_box(answers[i]);
            }
        })
    });
    group.bench_function("rust_api_next_move", |b| {
        b.iter(|| {
            for &s in black_box(&playable) {
                if let Ok(mv) = solver.next_move(s) {
                    black_box(mv);
                }
            }
        })
    });
    group.bench_function("c_abi_pd_next_move", |b| {
        b.iter(|| {
            for &s in black_box(&pd_states) {
                let mut mv = PdMove::default();
                // SAFETY: live handle, local out-pointer.
                black_box(unsafe { pd_next_move(handle, s, &mut mv) });
                black_box(mv);
            }
        })
    });
    group.finish();

    // SAFETY: created above, freed once.
    unsafe { pd_solver_free(handle) };
}

criterion_group!(benches, hints);
criterion_main!(benches);
