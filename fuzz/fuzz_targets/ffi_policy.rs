//! Drives the policy export (`pd_policy_rows`, `pd_policy_entries`) and the version entry points
//! (`pd_version`, `pd_abi_version`) of one small solver, with buffers of any small capacity and NULL
//! pointers. Checks invariants: a too-small buffer reports a length that then succeeds; the rows number
//! exactly the safe states; the exported policy agrees with the per-state queries (`pd_check_state`,
//! `pd_next_move`) for every state of the configuration, and so does the hint grid that
//! `pd_solver_hint_grid` exposes; the versions are the static answers.
#![no_main]

use std::ffi::CStr;
use std::ptr;

use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use priests_devils::ffi::*;

#[path = "common.rs"]
mod common;
use common::{fetch, BOAT_SAFETY_VALUES, ROWERS_VALUES};

#[derive(Arbitrary, Debug)]
struct Input {
    priests: u8,
    devils: u8,
    boat: u8,
    boat_safety: u8,
    rowers: u8,
    rows_cap: u8,
    entries_cap: u16,
    null_buf: bool,
    null_len: bool,
    null_solver: bool,
}

fuzz_target!(|input: Input| {
    // SAFETY: pd_version returns a static NUL-terminated string.
    let version = unsafe { CStr::from_ptr(pd_version()) }.to_str().unwrap();
    assert!(
        !version.is_empty() && version.split('.').all(|p| p.parse::<u32>().is_ok()),
        "{version}"
    );
    assert_eq!(pd_version(), pd_version(), "a static string");
    assert_eq!(pd_abi_version(), PD_ABI_VERSION);

    let rules = PdRules {
        priests: u32::from(input.priests % 16),
        devils: u32::from(input.devils % 16),
        boat_capacity: u32::from(input.boat % 6) + 1,
        boat_safety: u32::from(input.boat_safety) % BOAT_SAFETY_VALUES,
        rowers: u32::from(input.rowers) % ROWERS_VALUES,
    };
    let mut solver: *mut PdSolver = ptr::null_mut();
    // SAFETY: valid local pointers.
    assert_eq!(unsafe { pd_solver_new(&rules, &mut solver) }, PdStatus::Ok);
    let handle: *const PdSolver = if input.null_solver {
        ptr::null()
    } else {
        solver
    };
    let mut info = PdSolverInfo {
        rules,
        solvable: 0,
        min_crossings: 0,
        safe_states: 0,
        reachable_states: 0,
    };
    // SAFETY: live solver, local out-pointer.
    assert_eq!(unsafe { pd_solver_info(solver, &mut info) }, PdStatus::Ok);

    // SAFETY: `handle` is NULL or live; buffers are NULL or live vectors of `cap` elements.
    let rows = fetch(
        usize::from(input.rows_cap % 24),
        input.null_buf,
        input.null_len,
        |b, c, l| unsafe { pd_policy_rows(handle, b, c, l) },
    );
    // SAFETY: as above.
    let entries = fetch(
        usize::from(input.entries_cap % 700),
        input.null_buf,
        input.null_len,
        |b, c, l| unsafe { pd_policy_entries(handle, b, c, l) },
    );
    if input.null_solver {
        assert_eq!(rows, Err(PdStatus::NullPointer));
        assert_eq!(entries, Err(PdStatus::NullPointer));
    }
    if let (Ok(rows), Ok(entries)) = (rows, entries) {
        assert_eq!(rows.len() as u32, rules.priests + 1);
        assert_eq!(entries.len() as u32, info.safe_states);
        let pairs: u32 = rows.iter().map(|r| r.count).sum();
        assert_eq!(
            2 * pairs,
            info.safe_states,
            "rows number exactly the safe states"
        );
        for (p, row) in rows.iter().enumerate() {
            for d in 0..=rules.devils {
                for boat in 0..2 {
                    let state = PdState {
                        priests: p as u32,
                        devils: d,
                        boat,
                    };
                    let mut v = PdVerdict {
                        kind: PdStateKind::OutOfRange,
                        reachable: 9,
                        distance: 0,
                    };
                    // SAFETY: live solver, local out-pointer.
                    assert_eq!(
                        unsafe { pd_check_state(solver, state, &mut v) },
                        PdStatus::Ok
                    );
                    let in_row = d >= row.lo_devils && d < row.lo_devils + row.count;
                    let lost = matches!(
                        v.kind,
                        PdStateKind::LostStartBank | PdStateKind::LostFarBank
                    );
                    assert_eq!(
                        in_row, !lost,
                        "{state:?}: the rows hold exactly the safe states"
                    );
                    if !in_row {
                        continue;
                    }
                    let e = entries[(2 * (row.first + d - row.lo_devils) + boat) as usize];
                    assert_eq!(
                        (e.distance, e.reachable),
                        (v.distance, v.reachable),
                        "{state:?}"
                    );
                    let mut best = PdMove::default();
                    // SAFETY: live solver, local out-pointer.
                    let status = unsafe { pd_next_move(solver, state, &mut best) };
                    if status == PdStatus::Ok {
                        assert_eq!(
                            best, e.best,
                            "{state:?}: the exported best move is the hint"
                        );
                    }
                }
            }
        }
    }
    // The hint grid (every puzzle here has one) holds each state's hint, packed, or 0.
    let mut grid = PdHintGrid {
        solver: ptr::null(),
        cells: ptr::null(),
        cell_count: 0,
        stride: 0,
    };
    // SAFETY: `handle` is NULL or live; local out-pointer.
    let status = unsafe { pd_solver_hint_grid(handle, &mut grid) };
    if input.null_solver {
        assert_eq!(status, PdStatus::NullPointer);
    } else {
        assert_eq!(status, PdStatus::Ok);
        assert_eq!((grid.solver, grid.stride), (handle, rules.devils + 1));
        assert_eq!(
            grid.cell_count,
            2 * (rules.priests + 1) * (rules.devils + 1)
        );
        // SAFETY: `cell_count` cells that live as long as the solver.
        let cells = unsafe { std::slice::from_raw_parts(grid.cells, grid.cell_count as usize) };
        for (at, &cell) in (0u32..).zip(cells) {
            let state = PdState {
                priests: at / 2 / grid.stride,
                devils: at / 2 % grid.stride,
                boat: at % 2,
            };
            let mut best = PdMove::default();
            // SAFETY: live solver, local out-pointer.
            let hint = match unsafe { pd_next_move(solver, state, &mut best) } {
                PdStatus::Ok => u64::from(best.priests) | u64::from(best.devils) << 32,
                _ => 0,
            };
            assert_eq!(cell, hint, "{state:?}: the grid cell is the hint");
        }
    }
    // SAFETY: the handle from pd_solver_new, freed once.
    unsafe { pd_solver_free(solver) };
});
