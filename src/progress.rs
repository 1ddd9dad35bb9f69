//! Work that reports how far it got and stops when asked: a [`Progress`] shared between the thread
//! doing the work and any other. The work publishes `done` of `total` (in safe states) and polls the
//! cancel flag at checkpoints: one before any work starts, then at least every [`CHECKPOINT_STEPS`]
//! steps of work (a step: one crossing examined, or one state, row or table word visited); a cancelled
//! computation returns [`Error::Cancelled`] and keeps nothing.
//!
//! The C ABI passes the caller's `PdProgress` as this type (the same layout: three 32-bit words read
//! and written atomically), so a C or C# caller stops a call without a callback.

use std::sync::atomic::{AtomicU32, Ordering};

use crate::error::Error;

/// The most steps of work between two checkpoints of a watched computation (a step: one crossing
/// examined, or one state, row or table word visited): about a millisecond of work at most.
pub(crate) const CHECKPOINT_STEPS: u64 = 1 << 16;

/// A computation's progress and its cancel flag, shared by reference between the thread doing the work
/// (which writes the progress) and any other thread (which reads it and may ask the work to stop).
///
/// The units are safe states: a build counts its configuration's safe states; a proposal counts the
/// safe states of every configuration of its range ([`crate::LevelRange::cost`]), which the range cap
/// keeps within `u32`. `done` rises to `total` and never passes it.
#[repr(C)]
#[derive(Debug, Default)]
pub struct Progress {
    cancel: AtomicU32,
    done: AtomicU32,
    total: AtomicU32,
}

impl Progress {
    /// A fresh progress: nothing done, nothing to do, not cancelled.
    pub const fn new() -> Progress {
        Progress {
            cancel: AtomicU32::new(0),
            done: AtomicU32::new(0),
            total: AtomicU32::new(0),
        }
    }

    /// Asks the computation to stop: it returns [`Error::Cancelled`] from its next checkpoint (a few
    /// milliseconds of work apart). Any thread, any time; a computation that starts with the flag set
    /// stops at its first checkpoint.
    pub fn cancel(&self) {
        self.cancel.store(1, Ordering::Release);
    }

    /// Whether [`Progress::cancel`] was called (or a C caller set the flag to a non-zero value).
    pub fn is_cancelled(&self) -> bool {
        self.cancel.load(Ordering::Acquire) != 0
    }

    /// The safe states done so far.
    pub fn done(&self) -> u32 {
        self.done.load(Ordering::Relaxed)
    }

    /// The safe states the computation does in all (0 until it starts).
    pub fn total(&self) -> u32 {
        self.total.load(Ordering::Relaxed)
    }

    /// Starts a computation of `total` safe states, nothing done.
    pub(crate) fn start(&self, total: u64) {
        self.done.store(0, Ordering::Relaxed);
        self.total.store(saturate(total), Ordering::Relaxed);
    }

    /// Publishes `done` safe states (at most the total).
    fn set_done(&self, done: u64) {
        let total = self.total.load(Ordering::Relaxed);
        self.done
            .store(saturate(done).min(total), Ordering::Relaxed);
    }
}

fn saturate(n: u64) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// What one piece of work (a build, a report) reports to: the caller's [`Progress`], if any, and where
/// its own safe states start among the progress's (`base`, for a proposal's later configurations).
#[derive(Clone, Copy, Default)]
pub(crate) struct Watch<'a> {
    progress: Option<&'a Progress>,
    base: u64,
    span: u64,
}

impl<'a> Watch<'a> {
    /// No progress and no cancel: the work runs to its end.
    pub(crate) const NONE: Watch<'static> = Watch {
        progress: None,
        base: 0,
        span: 0,
    };

    /// Work of `span` safe states reported to `progress` from `base` on.
    pub(crate) fn new(progress: Option<&'a Progress>, base: u64, span: u64) -> Watch<'a> {
        Watch {
            progress,
            base,
            span,
        }
    }

    /// Whether anyone watches (the work then takes checkpoints).
    pub(crate) fn is_watched(&self) -> bool {
        self.progress.is_some()
    }

    /// A checkpoint: publishes `done` of the work's own states and answers [`Error::Cancelled`] when
    /// the caller asked to stop.
    pub(crate) fn checkpoint(&self, done: u64) -> Result<(), Error> {
        let Some(progress) = self.progress else {
            return Ok(());
        };
        hook::checked();
        progress.set_done(self.base + done.min(self.span));
        if progress.is_cancelled() {
            return Err(Error::Cancelled);
        }
        Ok(())
    }

    /// Publishes the whole span as done (the piece ended), without a check.
    pub(crate) fn finish(&self) {
        if let Some(progress) = self.progress {
            progress.set_done(self.base + self.span);
        }
    }

    /// The check alone, where there is no count to publish.
    pub(crate) fn check(&self) -> Result<(), Error> {
        match self.progress {
            Some(p) => {
                hook::checked();
                if p.is_cancelled() {
                    Err(Error::Cancelled)
                } else {
                    Ok(())
                }
            }
            None => Ok(()),
        }
    }

    /// Runs `steps` steps of work (`work(from, to)` for each run of at most [`CHECKPOINT_STEPS`]),
    /// checking for a cancel before each run when watched.
    pub(crate) fn in_runs(&self, steps: u64, mut work: impl FnMut(u64, u64)) -> Result<(), Error> {
        let mut from = 0;
        while from < steps {
            self.check()?;
            let to = steps.min(from + CHECKPOINT_STEPS);
            hook::work(to - from);
            work(from, to);
            from = to;
        }
        Ok(())
    }
}

/// The test builds' count of the work between two checks of a watched computation, on the calling
/// thread: the work calls [`hook::work`] with its steps and every check [`hook::checked`]. A test reads
/// the widest gap between two checks, and may arm a cancel that another thread would set after so many
/// steps, to count the steps from it to the check that honours it. Outside the test builds both calls
/// are empty and compiled away.
#[cfg(test)]
pub(crate) mod hook {
    use std::cell::Cell;

    use super::Progress;

    thread_local! {
        static SINCE: Cell<u64> = const { Cell::new(0) };
        static WIDEST: Cell<u64> = const { Cell::new(0) };
        static CHECKS: Cell<u64> = const { Cell::new(0) };
        static ARMED: Cell<Option<(u64, &'static Progress)>> = const { Cell::new(None) };
        static AFTER_CANCEL: Cell<Option<u64>> = const { Cell::new(None) };
    }

    /// `steps` steps of work done; sets an armed cancel once its steps are reached.
    pub(crate) fn work(steps: u64) {
        SINCE.set(SINCE.get() + steps);
        if let Some(after) = AFTER_CANCEL.get() {
            AFTER_CANCEL.set(Some(after + steps));
        }
        if let Some((left, progress)) = ARMED.get() {
            if steps >= left {
                progress.cancel();
                ARMED.set(None);
                AFTER_CANCEL.set(Some(steps - left));
            } else {
                ARMED.set(Some((left - steps, progress)));
            }
        }
    }

    /// A check of the cancel flag.
    pub(crate) fn checked() {
        WIDEST.set(WIDEST.get().max(SINCE.get()));
        SINCE.set(0);
        CHECKS.set(CHECKS.get() + 1);
    }

    /// What the hook saw since the last `reset`, up to now (the steps since the last check included).
    #[derive(Debug, Default, Clone, Copy)]
    pub(crate) struct Seen {
        /// The most steps between two checks (or from the start to the first, or from the last to now).
        pub widest: u64,
        /// The checks made.
        pub checks: u64,
        /// The steps from the armed cancel to now: to the check that honoured it, or to the end of a
        /// work that ended first.
        pub after_cancel: Option<u64>,
    }

    /// Starts counting afresh; with `cancel`, sets `progress`'s cancel flag after that many steps.
    pub(crate) fn reset(cancel: Option<(u64, &'static Progress)>) {
        SINCE.set(0);
        WIDEST.set(0);
        CHECKS.set(0);
        ARMED.set(cancel);
        AFTER_CANCEL.set(None);
    }

    /// What was seen since [`reset`]; the steps after the cancel are counted up to the last check.
    pub(crate) fn seen() -> Seen {
        let after_cancel = AFTER_CANCEL
            .get()
            .map(|after| after.saturating_sub(SINCE.get()));
        Seen {
            widest: WIDEST.get(),
            checks: CHECKS.get(),
            after_cancel,
        }
    }
}

#[cfg(not(test))]
pub(crate) mod hook {
    /// Counted in test builds only.
    #[inline(always)]
    pub(crate) fn work(_steps: u64) {}

    /// Counted in test builds only.
    #[inline(always)]
    pub(crate) fn checked() {}
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_stays_within_its_total_and_cancel_is_seen() {
        let p = Progress::new();
        p.start(100);
        let w = Watch::new(Some(&p), 40, 50);
        assert_eq!(w.checkpoint(10), Ok(()));
        assert_eq!((p.done(), p.total()), (50, 100));
        assert_eq!(w.checkpoint(500), Ok(()));
        assert_eq!(p.done(), 90, "a piece never reports past its span");
        p.cancel();
        assert_eq!(w.checkpoint(1), Err(Error::Cancelled));
        assert_eq!(w.check(), Err(Error::Cancelled));
        assert_eq!(Watch::NONE.checkpoint(1), Ok(()));
        p.start(u64::MAX);
        assert_eq!(p.total(), u32::MAX);
    }
}
