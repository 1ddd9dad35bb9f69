//! A global allocator that forwards to the system allocator and counts, per thread, allocations and
//! bytes in use (with their peak): a test measures what its own thread allocates, whatever the other
//! tests of its binary do at once on theirs. Shared by tests/core/limits.rs and benches/scale.rs; each
//! binary installs it once with `#[global_allocator] static A: Counting = Counting;`.
#![allow(dead_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

/// The counting allocator.
pub struct Counting;

/// One thread's counts. Bytes are signed: a thread may free what another allocated.
#[derive(Clone, Copy)]
struct Counts {
    allocations: usize,
    current: isize,
    peak: isize,
}

thread_local! {
    // Const-initialized and without a destructor: reachable from the allocator at any time of the
    // thread's life, and never allocating itself.
    static COUNTS: Cell<Counts> = const {
        Cell::new(Counts { allocations: 0, current: 0, peak: 0 })
    };
}

fn counts() -> Counts {
    COUNTS.with(Cell::get)
}

fn update(change: impl FnOnce(&mut Counts)) {
    COUNTS.with(|cell| {
        let mut counts = cell.get();
        change(&mut counts);
        cell.set(counts);
    });
}

/// Allocations this thread made so far.
pub fn allocations() -> usize {
    counts().allocations
}

/// Bytes this thread has in use now (allocated and not freed by it).
pub fn current() -> usize {
    counts().current.max(0) as usize
}

/// The most bytes this thread had in use since its last [`reset_peak`].
pub fn peak() -> usize {
    counts().peak.max(0) as usize
}

/// Starts a new peak measurement on this thread; returns the bytes in use now, to subtract from
/// [`peak`].
pub fn reset_peak() -> usize {
    update(|c| c.peak = c.current);
    current()
}

// SAFETY: forwards to the system allocator, only counting.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        update(|c| {
            c.allocations += 1;
            c.current += layout.size() as isize;
            c.peak = c.peak.max(c.current);
        });
        // SAFETY: same layout contract as the caller's.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        update(|c| c.current -= layout.size() as isize);
        // SAFETY: `ptr` came from `alloc` with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }
}
