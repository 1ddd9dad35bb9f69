//! The boundary: where raw pointers from C become references (checked for NULL first) and panics become
//! [`PdStatus::InternalError`]. Every entry point is one of the shapes below around one domain
//! expression, so none can skip the panic boundary, a NULL check or the write of its answer, and the
//! `unsafe` dereferences happen here only.

use std::ffi::c_char;
use std::fmt::{self, Write};
use std::mem::MaybeUninit;
use std::panic::{self, AssertUnwindSafe};
use std::slice;

use super::puzzle_types::PdPuzzle;
use super::types::{PdProgress, PdSolver, PdStatus};
use crate::family::Family;
use crate::{Progress, Solver};

// A caller's `PdProgress` is read and written as a `Progress`: three 32-bit words, atomic on this side.
const _: () = assert!(std::mem::size_of::<PdProgress>() == std::mem::size_of::<Progress>());
const _: () = assert!(std::mem::align_of::<PdProgress>() == std::mem::align_of::<Progress>());

/// Runs `body` behind the panic boundary: a panic becomes [`PdStatus::InternalError`].
pub(super) fn guard(body: impl FnOnce() -> Result<(), PdStatus>) -> PdStatus {
    // Solvers are immutable, so state seen after a caught panic cannot be half-updated.
    match panic::catch_unwind(AssertUnwindSafe(body)) {
        Ok(Ok(())) => PdStatus::Ok,
        Ok(Err(status)) => status,
        Err(_) => PdStatus::InternalError,
    }
}

/// Borrows a required input.
///
/// # Safety
/// `p` must be NULL or valid for reads and aligned for `'a`.
pub(super) unsafe fn input<'a, T>(p: *const T) -> Result<&'a T, PdStatus> {
    // SAFETY: NULL is handled by `as_ref`; otherwise valid and aligned, per this function's contract.
    unsafe { p.as_ref() }.ok_or(PdStatus::NullPointer)
}

/// Borrows a required out-parameter, which may hold garbage until written.
///
/// # Safety
/// `p` must be NULL or valid for writes and aligned for `'a`, and not aliased meanwhile.
pub(super) unsafe fn output<'a, T>(p: *mut T) -> Result<&'a mut MaybeUninit<T>, PdStatus> {
    // SAFETY: NULL is handled by `as_mut`; otherwise valid, aligned and unaliased, per this function's
    // contract. `MaybeUninit<T>` has `T`'s layout, and writing it never reads the old value.
    unsafe { p.cast::<MaybeUninit<T>>().as_mut() }.ok_or(PdStatus::NullPointer)
}

/// Borrows a caller's optional progress (NULL: none) as the atomic [`Progress`] it is shared as: the
/// caller may set its cancel flag from another thread while the call runs.
///
/// # Safety
/// `p` must be NULL or valid for reads and writes and aligned for `'a`; while the call runs, other
/// threads may access it only atomically.
pub(super) unsafe fn progress<'a>(p: *mut PdProgress) -> Option<&'a Progress> {
    // SAFETY: `Progress` is `#[repr(C)]` with three `AtomicU32`, which have the size, alignment and bit
    // validity of the `u32` fields of `PdProgress` (asserted above); every access through it is atomic,
    // so the caller's concurrent atomic accesses are no data race. NULL is handled by `as_ref`.
    unsafe { p.cast::<Progress>().cast_const().as_ref() }
}

/// An opaque handle the library hands out: what it holds, which the query shapes borrow.
pub(super) trait Handle: 'static {
    /// What the handle holds.
    type Inner;
    /// Borrows what the handle holds.
    fn inner(&self) -> &Self::Inner;
}

impl Handle for PdSolver {
    type Inner = Solver;
    fn inner(&self) -> &Solver {
        &self.solver
    }
}

impl Handle for PdPuzzle {
    type Inner = Family;
    fn inner(&self) -> &Family {
        &self.family
    }
}

/// What a handle holds.
///
/// # Safety
/// `handle` must be NULL or a live handle from its `_new` function, not freed for `'a`.
unsafe fn held<'a, H: Handle>(handle: *const H) -> Result<&'a H::Inner, PdStatus> {
    // SAFETY: per this function's contract.
    Ok(unsafe { input(handle) }?.inner())
}

/// A caller's `len` bytes of input; NULL is accepted when `len` is 0 (no bytes).
///
/// # Safety
/// `p` must be NULL or valid for `len` reads, not written meanwhile, for `'a`.
pub(super) unsafe fn bytes<'a>(p: *const c_char, len: usize) -> Result<&'a [u8], PdStatus> {
    if len == 0 {
        return Ok(&[]);
    }
    if p.is_null() {
        return Err(PdStatus::NullPointer);
    }
    // SAFETY: non-NULL, and valid for `len` reads, per this function's contract.
    Ok(unsafe { slice::from_raw_parts(p.cast::<u8>(), len) })
}

/// A caller's buffer of `cap` elements; NULL is accepted when `cap` is 0 (a length query).
///
/// # Safety
/// `buf` must be NULL or valid for `cap` writes, aligned, and not aliased for `'a`.
unsafe fn slots<'a, T>(buf: *mut T, cap: usize) -> Result<&'a mut [MaybeUninit<T>], PdStatus> {
    if cap == 0 {
        return Ok(&mut []);
    }
    if buf.is_null() {
        return Err(PdStatus::NullPointer);
    }
    // SAFETY: non-NULL, and valid for `cap` writes, aligned and unaliased, per this function's contract.
    Ok(unsafe { slice::from_raw_parts_mut(buf.cast::<MaybeUninit<T>>(), cap) })
}

/// The shape of a query: borrow what the handle holds and the out-parameter (both checked for NULL
/// before `answer` runs), then write `answer`'s value on success.
///
/// # Safety
/// `handle` must be NULL or a live handle; `out` NULL or valid for writes and aligned.
pub(super) unsafe fn query<H: Handle, T>(
    handle: *const H,
    out: *mut T,
    answer: impl FnOnce(&H::Inner) -> Result<T, PdStatus>,
) -> PdStatus {
    guard(|| {
        // SAFETY: both pointers as this function's contract requires.
        let (solver, out) = unsafe { (held(handle)?, output(out)?) };
        out.write(answer(solver)?);
        Ok(())
    })
}

/// [`query`] with one more input, borrowed (and checked for NULL) with the others.
///
/// # Safety
/// As [`query`]; `arg` NULL or valid for reads and aligned.
pub(super) unsafe fn query_with<H: Handle, A, T>(
    handle: *const H,
    arg: *const A,
    out: *mut T,
    answer: impl FnOnce(&H::Inner, &A) -> Result<T, PdStatus>,
) -> PdStatus {
    guard(|| {
        // SAFETY: every pointer as this function's contract requires.
        let (solver, arg, out) = unsafe { (held(handle)?, input(arg)?, output(out)?) };
        out.write(answer(solver, arg)?);
        Ok(())
    })
}

/// The shape of a list: borrow what the handle holds, the buffer and the length (all checked before
/// `items` runs); `items` returns how many items there are and the items. Writes the count to `*len`,
/// then the items when they fit, else reports [`PdStatus::BufferTooSmall`].
///
/// # Safety
/// `handle` must be NULL or a live handle; `buf` NULL or valid for `cap` writes and aligned;
/// `len` NULL or valid for writes and aligned.
pub(super) unsafe fn list<'a, H: Handle, T, I: Iterator<Item = T>>(
    handle: *const H,
    buf: *mut T,
    cap: usize,
    len: *mut usize,
    items: impl FnOnce(&'a H::Inner) -> Result<(usize, I), PdStatus>,
) -> PdStatus {
    guard(|| {
        // SAFETY: every pointer as this function's contract requires; the handle outlives this call.
        let (solver, len, buf) =
            unsafe { (held::<'a, H>(handle)?, output(len)?, slots(buf, cap)?) };
        let (count, items) = items(solver)?;
        fill(len, buf, count, || Ok(items))
    })
}

/// [`list`] made from an input instead of a solver, its length known before its items: borrow the
/// input, the buffer and the length (all checked before `plan` runs); `plan` returns how many items
/// there will be and how to make them, which runs only when they fit. Writes the count to `*len`, then
/// the items, else reports [`PdStatus::BufferTooSmall`] without making them. `plan` checks every
/// argument, so an argument's refusal comes before the buffer's.
///
/// # Safety
/// `arg` must be NULL or valid for reads and aligned; `buf` NULL or valid for `cap` writes and aligned;
/// `len` NULL or valid for writes and aligned.
pub(super) unsafe fn list_from<A, T, I, M>(
    arg: *const A,
    buf: *mut T,
    cap: usize,
    len: *mut usize,
    plan: impl FnOnce(&A) -> Result<(usize, M), PdStatus>,
) -> PdStatus
where
    I: IntoIterator<Item = T>,
    M: FnOnce() -> Result<I, PdStatus>,
{
    guard(|| {
        // SAFETY: every pointer as this function's contract requires.
        let (arg, len, buf) = unsafe { (input(arg)?, output(len)?, slots(buf, cap)?) };
        let (count, make) = plan(arg)?;
        fill(len, buf, count, make)
    })
}

/// The end of every list shape: when `count` fits `buf`, writes the items that `make` returns (it runs
/// only then), then `count` to `len`; else writes `count` to `len` and reports
/// [`PdStatus::BufferTooSmall`]. So `*len` is written with [`PdStatus::Ok`] and
/// [`PdStatus::BufferTooSmall`] only, never when `make` fails.
fn fill<T, I: IntoIterator<Item = T>>(
    len: &mut MaybeUninit<usize>,
    buf: &mut [MaybeUninit<T>],
    count: usize,
    make: impl FnOnce() -> Result<I, PdStatus>,
) -> Result<(), PdStatus> {
    if count > buf.len() {
        len.write(count);
        return Err(PdStatus::BufferTooSmall);
    }
    for (slot, item) in buf.iter_mut().zip(make()?.into_iter().take(count)) {
        slot.write(item);
    }
    len.write(count);
    Ok(())
}

/// The shape of a text: borrow the buffer and the length (both checked before `words` runs, which checks
/// every other argument); write the size of `words`' UTF-8 bytes with their NUL to `*len`, then, when
/// they fit in `cap` bytes, the bytes and the NUL; else report [`PdStatus::BufferTooSmall`] and write
/// nothing to `buf`. Nothing is allocated: the text is measured, then written in place.
///
/// # Safety
/// `buf` must be NULL or valid for `cap` writes; `len` NULL or valid for writes and aligned.
pub(super) unsafe fn text<D: fmt::Display>(
    buf: *mut c_char,
    cap: usize,
    len: *mut usize,
    words: impl FnOnce() -> Result<D, PdStatus>,
) -> PdStatus {
    guard(|| {
        // SAFETY: both pointers as this function's contract requires.
        let (len, buf) = unsafe { (output(len)?, slots(buf, cap)?) };
        let words = words()?;
        let mut measure = Bytes {
            buf: &mut [],
            at: 0,
        };
        write!(measure, "{words}").map_err(|_| PdStatus::InternalError)?;
        let size = measure.at + 1;
        len.write(size);
        if size > buf.len() {
            return Err(PdStatus::BufferTooSmall);
        }
        let mut bytes = Bytes { buf, at: 0 };
        write!(bytes, "{words}").map_err(|_| PdStatus::InternalError)?;
        // The same words measure the same: the NUL lands at `size - 1`, inside the buffer.
        bytes.buf[size - 1].write(0);
        Ok(())
    })
}

/// A writer that counts the bytes written to it (`at`), storing those that fit in `buf`.
struct Bytes<'a> {
    buf: &'a mut [MaybeUninit<c_char>],
    at: usize,
}

impl Write for Bytes<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        for &byte in s.as_bytes() {
            if let Some(slot) = self.buf.get_mut(self.at) {
                // A UTF-8 byte, reinterpreted as C's char (signed or not), as C strings hold it.
                slot.write(byte as c_char);
            }
            self.at += 1;
        }
        Ok(())
    }
}
