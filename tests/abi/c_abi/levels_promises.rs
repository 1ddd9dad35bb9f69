//! The level entry points keep the ABI's promises, called through their `extern "C"` functions: a
//! range's cost is refused before anything is allocated, also under a 4 GiB address space; a report
//! short of memory says so; `*len` is written with OK and BUFFER_TOO_SMALL only; a call cancelled from
//! another thread midway returns CANCELLED.
//!
//! The address-space checks run in a child: this test binary again, under `ulimit -v`, running only the
//! named test with `PD_LIMITED_CHILD` set.

use std::process::Command;
use std::ptr;
use std::sync::atomic::{AtomicU32, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use priests_devils::ffi::*;

/// The address space of the children: 4 GiB.
const LIMIT_KIB: u64 = 4 * 1024 * 1024;
const CHILD: &str = "PD_LIMITED_CHILD";

/// A classic puzzle at the state cap, what the memory and cancel tests build: N priests and N devils
/// have 6N + 2 safe states, here exactly `PD_MAX_SAFE_STATES`.
const AT_THE_STATE_CAP: PdRules = PdRules {
    priests: 5_592_405,
    devils: 5_592_405,
    boat_capacity: 4,
    boat_safety: 0,
    rowers: 0,
};

/// Whether this process is the limited child of `test`; otherwise runs `test` in one and checks it
/// passed (its output holds the test's own `ok`, so a child that ran nothing fails).
fn in_limited_child(test: &str) -> bool {
    if std::env::var_os(CHILD).is_some() {
        return true;
    }
    let exe = std::env::current_exe().unwrap();
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!(
            "ulimit -v {LIMIT_KIB} && exec \"$0\" --exact \"$1\" --nocapture --test-threads 1"
        ))
        .arg(&exe)
        .arg(format!(
            "{}::{test}",
            module_path!().split_once("::").map_or("", |(_, path)| path)
        ))
        .env(CHILD, "1")
        .output()
        .unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "the limited child failed:\n{text}");
    assert!(text.contains("1 passed"), "the child ran nothing:\n{text}");
    println!("{text}");
    false
}

fn range(p: (u32, u32), d: (u32, u32), k: (u32, u32)) -> PdLevelRange {
    PdLevelRange {
        priests_min: p.0,
        priests_max: p.1,
        devils_min: d.0,
        devils_max: d.1,
        boat_min: k.0,
        boat_max: k.1,
        ..PdLevelRange::default()
    }
}

/// `pd_propose_levels` with a buffer of `cap` and a `*len` holding a sentinel: the status and `*len`.
fn propose(r: &PdLevelRange, count: u32, cap: usize) -> (PdStatus, usize) {
    let mut buf = vec![PdLevelReport::from_zeroes(); cap];
    let mut len = usize::MAX;
    // SAFETY: valid pointers to locals; `buf` holds `cap` reports.
    let status = unsafe { pd_propose_levels(r, count, buf.as_mut_ptr(), cap, &mut len) };
    (status, len)
}

trait Zeroes {
    fn from_zeroes() -> Self;
}

impl Zeroes for PdLevelReport {
    fn from_zeroes() -> PdLevelReport {
        // SAFETY: every field of the report is an integer, a float or a struct of integers.
        unsafe { std::mem::zeroed() }
    }
}

/// A proposal over boats 1..=UINT32_MAX (4 294 967 295 configurations) is refused within a second under
/// a 4 GiB address space, where listing its configurations first aborted the process.
#[test]
fn a_range_over_the_caps_is_refused_at_once_under_a_4_gib_address_space() {
    if !in_limited_child("a_range_over_the_caps_is_refused_at_once_under_a_4_gib_address_space") {
        return;
    }
    let boats = range((3, 3), (3, 3), (1, u32::MAX));
    let started = Instant::now();
    assert_eq!(propose(&boats, 1, 1), (PdStatus::RangeTooLarge, usize::MAX));
    // The buffer comes after the range: a length query is refused as well.
    assert_eq!(propose(&boats, 1, 0), (PdStatus::RangeTooLarge, usize::MAX));
    // Count 0 asks for nothing, and is refused for the same range all the same.
    assert_eq!(propose(&boats, 0, 0), (PdStatus::RangeTooLarge, usize::MAX));
    let mut cost = PdRangeCost::default();
    // SAFETY: valid pointers to locals.
    assert_eq!(
        unsafe { pd_range_cost(&boats, &mut cost) },
        PdStatus::RangeTooLarge
    );
    // Refused by arithmetic on the range's ends, before anything is listed or built: under the 4 GiB
    // limit a listing would have aborted the process. How long it took is printed, not asserted
    // (speed is the benchmarks'); the work bound itself is `src/cancel_tests.rs`'s, in steps.
    println!("refused in {:?}", started.elapsed());
}

/// A report at the state cap with the address space all but used up returns OUT_OF_MEMORY (its walk's
/// allocations fail) instead of aborting; so do the milestones, which share the walk.
#[test]
fn a_report_short_of_memory_returns_out_of_memory() {
    if !in_limited_child("a_report_short_of_memory_returns_out_of_memory") {
        return;
    }
    let rules = AT_THE_STATE_CAP;
    let mut solver: *mut PdSolver = ptr::null_mut();
    // SAFETY: valid pointers to locals.
    assert_eq!(unsafe { pd_solver_new(&rules, &mut solver) }, PdStatus::Ok);
    // Take the address space: large blocks, then small ones, until none is left; then give 8 MiB
    // back, far less than the walk's 128 MiB of slots.
    let mut hoard: Vec<Vec<u8>> = Vec::with_capacity(1 << 16);
    for block in [1usize << 26, 1 << 20] {
        loop {
            let mut v: Vec<u8> = Vec::new();
            if v.try_reserve_exact(block).is_err() {
                break;
            }
            hoard.push(v);
        }
    }
    let held: usize = hoard.iter().map(Vec::capacity).sum();
    println!("held {} MiB", held >> 20);
    hoard.truncate(hoard.len().saturating_sub(8));
    let start = PdState {
        priests: AT_THE_STATE_CAP.priests,
        devils: AT_THE_STATE_CAP.devils,
        boat: 0,
    };
    let mut report = PdLevelReport::from_zeroes();
    // SAFETY: a live handle and valid pointers.
    let status = unsafe { pd_level_report(solver, start, &mut report) };
    assert_eq!(status, PdStatus::OutOfMemory);
    let mut len = usize::MAX;
    // SAFETY: a live handle and valid pointers; no buffer asked.
    let status = unsafe { pd_milestones(solver, start, ptr::null_mut(), 0, &mut len) };
    assert_eq!((status, len), (PdStatus::OutOfMemory, usize::MAX));
    drop(hoard);
    // With the memory back, the same report succeeds.
    // SAFETY: as above.
    assert_eq!(
        unsafe { pd_level_report(solver, start, &mut report) },
        PdStatus::Ok
    );
    assert_eq!(report.min_crossings, 2 * AT_THE_STATE_CAP.priests - 3);
    // SAFETY: a live handle, freed once.
    unsafe { pd_solver_free(solver) };
}

/// `*len` keeps what it held on every failure of `pd_propose_levels` but BUFFER_TOO_SMALL; the
/// arguments are checked before the buffer.
#[test]
fn propose_writes_len_only_on_ok_and_buffer_too_small() {
    let classic = range((3, 3), (3, 3), (2, 2));
    assert_eq!(propose(&classic, 1, 0), (PdStatus::BufferTooSmall, 1));
    assert_eq!(propose(&classic, 1, 1), (PdStatus::Ok, 1));
    assert_eq!(propose(&classic, 0, 0), (PdStatus::Ok, 0), "count 0");
    let untouched = usize::MAX;
    assert_eq!(
        propose(&classic, 2, 4),
        (PdStatus::NotEnoughLevels, untouched)
    );
    // An empty range is refused before the buffer is looked at.
    let empty = range((3, 3), (4, 3), (2, 2));
    assert_eq!(propose(&empty, 1, 0), (PdStatus::InvalidRange, untouched));
    assert_eq!(propose(&empty, 1, 4), (PdStatus::InvalidRange, untouched));
    let bad_variant = PdLevelRange {
        rowers: 3,
        all_variants: 1,
        ..classic
    };
    assert_eq!(
        propose(&bad_variant, 1, 0),
        (PdStatus::InvalidRange, untouched),
        "checked even with all six variants"
    );
    let zero_boat = range((3, 3), (3, 3), (0, 2));
    assert_eq!(
        propose(&zero_boat, 1, 0),
        (PdStatus::InvalidRules, untouched)
    );
    let over_state_cap = range((9_000_000, 9_000_000), (9_000_000, 9_000_000), (2, 2));
    assert_eq!(
        propose(&over_state_cap, 1, 0),
        (PdStatus::TooLarge, untouched)
    );
    let boats = range((3, 3), (3, 3), (1, 1_000_000));
    assert_eq!(propose(&boats, 1, 0), (PdStatus::RangeTooLarge, untouched));
    // Over the move budget: the build refuses while building, after the buffer was accepted.
    let hub = range((22_019, 22_019), (0, 0), (13_804, 13_804));
    assert_eq!(propose(&hub, 1, 1), (PdStatus::TooLarge, untouched));
    let mut len = untouched;
    // SAFETY: a NULL range is refused; the other pointers are valid.
    let status = unsafe { pd_propose_levels(ptr::null(), 1, ptr::null_mut(), 0, &mut len) };
    assert_eq!((status, len), (PdStatus::NullPointer, untouched));
    // Cancelled before it starts: nothing written but the progress.
    let mut progress = PdProgress {
        cancel: 1,
        ..PdProgress::default()
    };
    let mut buf = [PdLevelReport::from_zeroes(); 1];
    // SAFETY: valid pointers to locals; `buf` holds one report.
    let status = unsafe {
        pd_propose_levels_with_progress(&classic, 1, &mut progress, buf.as_mut_ptr(), 1, &mut len)
    };
    assert_eq!((status, len), (PdStatus::Cancelled, untouched));
    // And not cancelled: the progress ends at the range's states.
    progress.cancel = 0;
    // SAFETY: as above.
    let status = unsafe {
        pd_propose_levels_with_progress(&classic, 1, &mut progress, buf.as_mut_ptr(), 1, &mut len)
    };
    assert_eq!(
        (status, len, progress.done, progress.total),
        (PdStatus::Ok, 1, 20, 20)
    );
    let mut cost = PdRangeCost::default();
    // SAFETY: valid pointers to locals.
    assert_eq!(unsafe { pd_range_cost(&classic, &mut cost) }, PdStatus::Ok);
    assert_eq!((cost.configurations, cost.safe_states), (1, 20));
}

/// A caller-owned `PdProgress` shared with another thread, as C and C# share it: the call runs on a
/// thread of its own while this one reads the progress and sets the cancel flag atomically.
struct Shared(Box<PdProgress>);

impl Shared {
    fn new() -> Shared {
        Shared(Box::default())
    }

    fn ptr(&self) -> usize {
        ptr::from_ref(&*self.0) as usize
    }

    fn word(&self, offset: usize) -> &AtomicU32 {
        // SAFETY: the box outlives every use; each field is an aligned u32 accessed only atomically
        // while the call runs.
        unsafe { AtomicU32::from_ptr((self.ptr() as *mut u32).add(offset)) }
    }

    fn cancel(&self) {
        self.word(0).store(1, Ordering::Release);
    }

    fn done(&self) -> u32 {
        self.word(1).load(Ordering::Relaxed)
    }
}

/// Runs `call` (given the progress's address) on a thread, waits until it has done some work, sets
/// the cancel flag and returns the status and how long the call took to return after it.
fn cancel_midway(call: impl FnOnce(usize) -> PdStatus + Send + 'static) -> (PdStatus, Duration) {
    let progress = Shared::new();
    let at = progress.ptr();
    let worker = thread::spawn(move || call(at));
    let started = Instant::now();
    while progress.done() == 0 && !worker.is_finished() {
        assert!(started.elapsed() < Duration::from_secs(60), "no progress");
        thread::sleep(Duration::from_millis(5));
    }
    thread::sleep(Duration::from_millis(50));
    assert!(
        !worker.is_finished(),
        "the work ended before it was cancelled"
    );
    let asked = Instant::now();
    progress.cancel();
    let status = worker.join().unwrap();
    let took = asked.elapsed();
    println!(
        "done {} when cancelled; returned {took:?} later",
        progress.done()
    );
    (status, took)
}

/// A proposal of tens of seconds (100 configurations of no priests and 4 000 000 devils or more) and a
/// build at the state cap, cancelled midway by another thread, return `PD_STATUS_CANCELLED` with
/// nothing written. How soon is printed, not asserted: the bound the header states (a checkpoint at
/// least every 65 536 steps of work) is counted in steps by `src/cancel_tests.rs`.
#[test]
fn a_call_cancelled_midway_returns_cancelled() {
    let (status, took) = cancel_midway(|at| {
        let devils = range((0, 0), (4_000_000, 4_000_099), (2, 2));
        let mut len = usize::MAX;
        let mut buf = [PdLevelReport::from_zeroes(); 1];
        // SAFETY: valid pointers; the progress outlives the call (joined before it is dropped).
        let status = unsafe {
            pd_propose_levels_with_progress(
                &devils,
                1,
                at as *mut PdProgress,
                buf.as_mut_ptr(),
                1,
                &mut len,
            )
        };
        assert_eq!(len, usize::MAX, "*len written on {status:?}");
        status
    });
    assert_eq!(status, PdStatus::Cancelled);
    println!("returned {took:?} after the cancel");

    let (status, took) = cancel_midway(|at| {
        let rules = AT_THE_STATE_CAP;
        let mut solver: *mut PdSolver = ptr::dangling_mut();
        // SAFETY: as above.
        let status =
            unsafe { pd_solver_new_with_progress(&rules, at as *mut PdProgress, &mut solver) };
        assert!(solver.is_null());
        status
    });
    assert_eq!(status, PdStatus::Cancelled);
    println!("returned {took:?} after the cancel");
}
