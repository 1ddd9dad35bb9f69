//! Drives `pd_rules_check`, `pd_solver_new`, `pd_solver_info`, `pd_solver_free` with any rules: zero,
//! small, huge and over-cap counts, capacity 0, variant fields in and out of range, NULL pointers. Checks that the two entry points agree,
//! that `pd_rules_check` says TOO_LARGE exactly where the header's bounds (the state cap, the packing of
//! the widest crossing, computed here) say so, that more devils than priests build whatever the
//! counts, that refusals leave `*out` NULL, that a built solver describes its rules, and that every
//! status is a known code with a message.
#![no_main]

use std::ptr;

use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use priests_devils::ffi::*;

#[path = "common.rs"]
mod common;
use common::{known, BOAT_SAFETY_VALUES, ROWERS_VALUES};

/// Builds above this many safe states, or with a boat above this many seats, are skipped: they are
/// correct, just slow under AddressSanitizer (a huge boat can make a build examine its whole move
/// budget, PD_MAX_MOVES, which tests/core/limits.rs covers). pd_rules_check still sees every value.
const BUILD_LIMIT: u64 = 2_000;
const BUILD_BOAT_LIMIT: u32 = 64;

#[derive(Arbitrary, Debug)]
struct Input {
    priests: u32,
    devils: u32,
    boat: u32,
    boat_safety: u32,
    rowers: u32,
    /// Shrink the counts to small values (most interesting puzzles are small).
    small: bool,
    null_rules: bool,
    null_out: bool,
}

fuzz_target!(|input: Input| {
    let rules = if input.small {
        PdRules {
            priests: input.priests % 40,
            devils: input.devils % 40,
            boat_capacity: input.boat % 9,
            // One value past each valid range, to see it refused.
            boat_safety: input.boat_safety % (BOAT_SAFETY_VALUES + 1),
            rowers: input.rowers % (ROWERS_VALUES + 1),
        }
    } else {
        PdRules {
            priests: input.priests,
            devils: input.devils,
            boat_capacity: input.boat,
            boat_safety: input.boat_safety,
            rowers: input.rowers,
        }
    };
    let mut count = 0u64;
    let rules_ptr: *const PdRules = if input.null_rules {
        ptr::null()
    } else {
        &rules
    };
    // SAFETY: every pointer is NULL or points to a live local.
    let checked = unsafe { pd_rules_check(rules_ptr, &mut count) };
    known(checked);
    if input.null_rules {
        assert_eq!(checked, PdStatus::NullPointer);
    } else if rules.boat_safety >= BOAT_SAFETY_VALUES || rules.rowers >= ROWERS_VALUES {
        assert_eq!(checked, PdStatus::InvalidRules, "{rules:?}");
    }
    let valid = rules.boat_capacity > 0
        && rules.boat_safety < BOAT_SAFETY_VALUES
        && rules.rowers < ROWERS_VALUES;
    if !input.null_rules && valid {
        // The header's TOO_LARGE, by the target's own arithmetic: over the state cap, or a widest
        // crossing that does not pack.
        let too_large = count > PD_MAX_SAFE_STATES || !packs(&rules);
        let expected = if too_large {
            PdStatus::TooLarge
        } else {
            PdStatus::Ok
        };
        assert_eq!(checked, expected, "{rules:?} ({count} safe states)");
    }
    // More devils than priests: the start and the goal are lost, nothing is examined, and it builds
    // whatever the boat (cheap, so built at any count within the cap).
    let lost_both = rules.devils > rules.priests && rules.priests > 0;
    if checked == PdStatus::Ok
        && !(lost_both && count <= BUILD_LIMIT)
        && (count > BUILD_LIMIT || rules.boat_capacity > BUILD_BOAT_LIMIT)
    {
        return;
    }
    let mut solver: *mut PdSolver = 1usize as *mut PdSolver; // must be overwritten
    let out_ptr: *mut *mut PdSolver = if input.null_out {
        ptr::null_mut()
    } else {
        &mut solver
    };
    // SAFETY: as above.
    let built = unsafe { pd_solver_new(rules_ptr, out_ptr) };
    known(built);
    if input.null_out || input.null_rules {
        assert_eq!(built, PdStatus::NullPointer);
        return;
    }
    // pd_rules_check checks the state cap; the move budget can still stop the build.
    assert!(
        built == checked || (checked == PdStatus::Ok && built == PdStatus::TooLarge),
        "pd_solver_new ({built:?}) and pd_rules_check ({checked:?}) disagree on {rules:?}"
    );
    if lost_both && checked == PdStatus::Ok {
        assert_eq!(built, PdStatus::Ok, "{rules:?} examines no move");
    }
    if built != PdStatus::Ok {
        assert!(solver.is_null(), "a refused build must leave *out NULL");
        return;
    }
    let mut info = PdSolverInfo {
        rules: PdRules {
            priests: 0,
            devils: 0,
            boat_capacity: 0,
            boat_safety: 9,
            rowers: 9,
        },
        solvable: 9,
        min_crossings: 0,
        safe_states: 0,
        reachable_states: 0,
    };
    // SAFETY: `solver` is live.
    assert_eq!(unsafe { pd_solver_info(solver, &mut info) }, PdStatus::Ok);
    assert_eq!(info.rules, rules);
    assert_eq!(u64::from(info.safe_states), count);
    assert!(info.reachable_states <= info.safe_states);
    assert_eq!(info.solvable == 1, info.min_crossings != PD_NO_PATH);
    if lost_both {
        assert_eq!(info.solvable, 0, "{rules:?}: the start is lost");
    }
    assert!(info.solvable <= 1);
    // SAFETY: `solver` is live and freed once; NULL is a no-op.
    unsafe {
        pd_solver_free(solver);
        pd_solver_free(ptr::null_mut());
    }
});

/// Whether the widest crossing of `rules` packs, as the header states the bound: with more devils than
/// priests (and a priest) it always does; otherwise `P = min(K, N)` priests and `D = min(K, M)` devils
/// aboard need `(P + 1) * 2^bits(D) <= 2^32`.
fn packs(rules: &PdRules) -> bool {
    if rules.devils > rules.priests && rules.priests > 0 {
        return true;
    }
    let p = u64::from(rules.boat_capacity.min(rules.priests));
    let d = rules.boat_capacity.min(rules.devils);
    let bits = 32 - d.leading_zeros();
    (p + 1) << bits <= 1 << 32
}
