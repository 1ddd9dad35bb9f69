//! Cancel latency, counted: the test builds' hook ([`crate::progress::hook`]) counts the steps of work
//! (crossings examined, states, rows and table words visited) between two checks of the cancel flag,
//! and sets a cancel after a given number of steps, as another thread would. Every watched build,
//! report and proposal must check at least every [`CHECKPOINT_STEPS`] steps, check once before any work,
//! and honour a cancel within that many steps: in hub puzzles, whose single states have millions of
//! crossings, and at the state cap, whose index, table and scans grow with the states.

use crate::error::Error;
use crate::progress::hook::{self, Seen};
use crate::progress::{Progress, CHECKPOINT_STEPS};
use crate::propose::{propose_levels_with_progress, LevelRange};
use crate::rules::{BoatSafety, Rowers, Rules};
use crate::solver::Solver;
use crate::state::{Side, State};

/// A hub puzzle: the goal alone has 16 016 000 crossings (every safe state with the boat at the start
/// bank is one crossing away).
const HUB: (u32, u32, u32) = (8000, 4000, u32::MAX);

/// At the state cap: 16 000 000 priests and no devil, 32 000 002 safe states in a chain.
const AT_THE_CAP: (u32, u32, u32) = (16_000_000, 0, 1);

fn rules((n, m, k): (u32, u32, u32)) -> Rules {
    Rules::new(n, m, k).unwrap()
}

/// A fresh progress for the hook to cancel (leaked: the hook holds it for the thread's life).
fn progress() -> &'static Progress {
    Box::leak(Box::new(Progress::new()))
}

/// Runs `work` with a cancel set after `steps` steps; returns its outcome and what the hook saw.
fn cancelled_after<T>(steps: u64, work: impl FnOnce(&'static Progress) -> T) -> (T, Seen) {
    let p = progress();
    hook::reset(Some((steps, p)));
    let outcome = work(p);
    (outcome, hook::seen())
}

/// Runs `work` with its progress cancelled before it starts.
fn cancelled_before<T>(work: impl FnOnce(&'static Progress) -> T) -> (T, Seen) {
    let p = progress();
    p.cancel();
    hook::reset(None);
    let outcome = work(p);
    (outcome, hook::seen())
}

fn honoured(seen: Seen) {
    assert!(seen.widest <= CHECKPOINT_STEPS, "{seen:?}");
    let after = seen.after_cancel.expect("the cancel was set");
    assert!(
        after <= CHECKPOINT_STEPS,
        "{after} steps after the cancel: {seen:?}"
    );
}

#[test]
fn a_hub_build_honours_a_cancel_within_the_checkpoint_inside_one_state() {
    let hub = rules(HUB);
    // The index and table take about 16 million steps; the goal's crossings follow.
    let setup = u64::from(HUB.0) + 1 + hub.safe_states();
    for steps in [1, 70_000, setup + 10, setup + 5_000_000] {
        let (built, seen) = cancelled_after(steps, |p| Solver::new_with_progress(hub, p));
        assert_eq!(
            built.err(),
            Some(Error::Cancelled),
            "cancelled after {steps}"
        );
        honoured(seen);
    }
}

#[test]
fn whole_watched_hub_builds_check_every_checkpoint_and_build_what_unwatched_ones_do() {
    let hub = rules((100, 50, u32::MAX));
    hook::reset(None);
    let watched = Solver::new_with_progress(hub, progress()).unwrap();
    let seen = hook::seen();
    assert!(seen.widest <= CHECKPOINT_STEPS, "{seen:?}");
    assert!(seen.checks > 10, "{seen:?}");
    let plain = Solver::new(hub).unwrap();
    assert_eq!(watched.min_crossings(), plain.min_crossings());
    assert!(watched.policy().eq(plain.policy()));
    // Every state a hub of some 23 000 crossings: the build examines its whole move budget, checking
    // all along, and stops as an unwatched one does.
    let over = rules((300, 150, u32::MAX));
    hook::reset(None);
    let watched = Solver::new_with_progress(over, progress()).err();
    let seen = hook::seen();
    assert!(seen.widest <= CHECKPOINT_STEPS, "{seen:?}");
    assert!(
        seen.checks >= crate::MAX_MOVES / CHECKPOINT_STEPS,
        "{seen:?}"
    );
    assert_eq!(watched, Solver::new(over).err());
    assert!(matches!(watched, Some(Error::MoveBudgetExceeded { .. })));
}

#[test]
fn a_report_walk_honours_a_cancel_within_the_checkpoint() {
    // 39 crossings, some 300 000 of them examined by the walk along the optimal plans.
    let wide = Solver::new(rules((200, 100, 16))).unwrap();
    let start = wide.rules().start();
    assert_eq!(wide.min_crossings(), Some(39));
    // The scan of the states, then the walk (after its slots, one per state).
    let states = u64::from(wide.safe_states());
    for steps in [10, 2 * states + 10, 2 * states + 200_000] {
        let (report, seen) = cancelled_after(steps, |p| wide.level_report_with_progress(start, p));
        assert_eq!(
            report.err(),
            Some(Error::Cancelled),
            "cancelled after {steps}"
        );
        honoured(seen);
    }
}

#[test]
fn at_the_state_cap_every_call_checks_before_any_work_and_within_the_checkpoint() {
    let cap = rules(AT_THE_CAP);
    assert!(cap.safe_states() <= crate::MAX_SAFE_STATES);
    let (built, seen) = cancelled_before(|p| Solver::new_with_progress(cap, p));
    assert_eq!(built.err(), Some(Error::Cancelled));
    assert_eq!(
        (seen.widest, seen.checks),
        (0, 1),
        "no work before the first check"
    );
    // Inside the index's rows, then inside the table's words.
    for steps in [1_000_000, 16_000_001 + 5_000_000] {
        let (built, seen) = cancelled_after(steps, |p| Solver::new_with_progress(cap, p));
        assert_eq!(
            built.err(),
            Some(Error::Cancelled),
            "cancelled after {steps}"
        );
        honoured(seen);
    }
    let range = LevelRange {
        priests: (AT_THE_CAP.0, AT_THE_CAP.0),
        devils: (0, 0),
        boat_capacity: (1, 1),
        boat_safety: BoatSafety::Banks,
        rowers: Rowers::Anyone,
        all_variants: false,
    };
    let (proposed, seen) = cancelled_before(|p| propose_levels_with_progress(&range, 1, p));
    assert_eq!(proposed, Err(Error::Cancelled));
    assert_eq!(seen.widest, 0, "no work before the first check");
}

#[test]
fn a_report_scanning_many_states_checks_before_it_and_within_the_checkpoint() {
    let chain = Solver::new(rules((0, 1_000_000, 2))).unwrap();
    assert!(chain.is_solvable());
    let start = chain.rules().start();
    let (report, seen) = cancelled_before(|p| chain.level_report_with_progress(start, p));
    assert_eq!(report.err(), Some(Error::Cancelled));
    assert_eq!(seen.widest, 0, "no work before the first check");
    // In the scan of the states, in the walk's slots, in the walk (2 000 000 crossings).
    let states = u64::from(chain.safe_states());
    for steps in [500_000, states + 500_000, 2 * states + 500_000] {
        let (report, seen) = cancelled_after(steps, |p| chain.level_report_with_progress(start, p));
        assert_eq!(
            report.err(),
            Some(Error::Cancelled),
            "cancelled after {steps}"
        );
        honoured(seen);
    }
}

#[test]
fn a_cancelled_report_is_cancelled_whatever_its_start() {
    let classic = Solver::new(Rules::CLASSIC).unwrap();
    for start in [
        State::new(1, 2, Side::Start), // lost
        State::new(0, 0, Side::Far),   // won
        State::new(0, 0, Side::Start), // no path
        Rules::CLASSIC.start(),
    ] {
        let p = Progress::new();
        p.cancel();
        assert_eq!(
            classic.level_report_with_progress(start, &p),
            Err(Error::Cancelled),
            "{start}"
        );
    }
    // A start out of range is refused first, as the report without progress refuses it.
    let p = Progress::new();
    p.cancel();
    assert_eq!(
        classic.level_report_with_progress(State::new(4, 0, Side::Start), &p),
        Err(Error::StateOutOfRange)
    );
}
