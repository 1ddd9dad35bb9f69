//! Resource limits, measured with a counting global allocator: configurations over the state cap are
//! refused without allocating anything; builds over the move budget stop; one exactly at the state cap
//! builds within the documented memory. The allocator counts per thread: the other tests of the binary
//! may allocate at once on theirs.

use crate::support;

use priests_devils::ffi::*;
use priests_devils::{Error, Rules, Solver, MAX_SAFE_STATES};
use support::counting_alloc::{allocations, current, peak, reset_peak, Counting};

#[global_allocator]
static COUNTING: Counting = Counting;

/// The documented memory of the solver at the state cap (docs/robustness.md, "Bounded resources"): 4
/// bytes per safe state for the table (a distance and a move code share one word at this size and
/// boat), 1 bit for reachability, 8 bytes per priest count for the row index; its build's layers are a
/// few states wide.
fn documented_bytes(rules: &Rules) -> usize {
    let states = rules.safe_states() as usize;
    let rows = rules.priests() as usize + 2;
    states * 4 + states.div_ceil(64) * 8 + rows * 8 + 4096
}

fn refused_without_allocating(priests: u32, devils: u32, boat: u32) {
    let before = allocations();
    let rules = PdRules {
        priests,
        devils,
        boat_capacity: boat,
        boat_safety: 0,
        rowers: 0,
    };
    let mut solver: *mut PdSolver = std::ptr::null_mut();
    // SAFETY: valid pointers to locals.
    let status = unsafe { pd_solver_new(&rules, &mut solver) };
    assert!(matches!(
        Rules::new(priests, devils, boat).and_then(Solver::new),
        Err(Error::TooManyStates { .. } | Error::MovesTooWide { .. } | Error::ZeroBoatCapacity)
    ));
    assert_eq!(
        allocations(),
        before,
        "{priests}/{devils}/{boat} allocated before refusing"
    );
    assert!(
        matches!(status, PdStatus::TooLarge | PdStatus::InvalidRules),
        "{status:?}"
    );
    assert!(solver.is_null());
}

#[test]
fn caps_refuse_without_allocating_and_the_largest_build_fits_its_memory() {
    // Just over the state cap: N = M = x has 6x + 2 safe states.
    let at_cap = ((MAX_SAFE_STATES - 2) / 6) as u32;
    assert_eq!(
        Rules::new(at_cap, at_cap, 4).unwrap().safe_states(),
        MAX_SAFE_STATES
    );
    refused_without_allocating(at_cap + 1, at_cap + 1, 4);
    refused_without_allocating(u32::MAX, u32::MAX, u32::MAX);
    refused_without_allocating(3, 3, 0);
    refused_without_allocating(1_000_000, 1_000_000, 1_000_000); // its moves would not fit 32-bit codes

    // Under the state cap, but a huge boat makes every state a hub: the build stops at the move budget.
    for (n, m, k) in [(22_019, 0, 13_804), (30_000, 2, 30_000)] {
        match Solver::new(Rules::new(n, m, k).unwrap()) {
            Err(Error::MoveBudgetExceeded { .. }) => {}
            other => panic!("{n}/{m}/{k}: {:?}", other.map(|s| s.min_crossings())),
        }
    }
    assert!(
        Solver::new(Rules::new(1000, 1000, 1000).unwrap()).is_ok(),
        "hub-free large boats still build"
    );

    // Exactly at the cap: builds, and stays within the documented memory.
    let rules = Rules::new(at_cap, at_cap, 4).unwrap();
    let base = reset_peak();
    let solver = Solver::new(rules).unwrap();
    let peak = peak() - base;
    let retained = current() - base;
    assert_eq!(u64::from(solver.safe_states()), MAX_SAFE_STATES);
    assert_eq!(solver.min_crossings(), Some(2 * at_cap - 3));
    assert!(peak <= documented_bytes(&rules), "peak {peak} bytes");
    assert!(retained <= peak, "retained {retained} bytes");
    println!(
        "{} safe states: peak {:.2} bytes/state while building, {:.2} bytes/state retained",
        MAX_SAFE_STATES,
        peak as f64 / MAX_SAFE_STATES as f64,
        retained as f64 / MAX_SAFE_STATES as f64
    );
}
