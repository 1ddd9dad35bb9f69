//! A global allocator that forwards to the system allocator and counts allocations and bytes in use
//! (with their peak). Shared by tests/core/limits.rs and benches/scale.rs; each installs it with
//! `#[global_allocator] static A: Counting = Counting;`.
#![allow(dead_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

/// The counting allocator.
pub struct Counting;

/// Allocations made so far.
pub static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);
/// Bytes in use now.
pub static CURRENT: AtomicUsize = AtomicUsize::new(0);
/// The most bytes in use since the last [`reset_peak`].
pub static PEAK: AtomicUsize = AtomicUsize::new(0);

/// Starts a new peak measurement; returns the bytes in use now, to subtract from [`PEAK`].
pub fn reset_peak() -> usize {
    let now = CURRENT.load(Relaxed);
    PEAK.store(now, Relaxed);
    now
}

// SAFETY: forwards to the system allocator, only counting.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Relaxed);
        let now = CURRENT.fetch_add(layout.size(), Relaxed) + layout.size();
        PEAK.fetch_max(now, Relaxed);
        // SAFETY: same layout contract as the caller's.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        CURRENT.fetch_sub(layout.size(), Relaxed);
        // SAFETY: `ptr` came from `alloc` with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }
}
