//! What every fuzz target shares: status checks and the buffer protocol of the list entry points.
#![allow(dead_code)]

use std::ffi::CStr;
use std::ptr;

use priests_devils::ffi::*;
use priests_devils::{BoatSafety, Rowers};

/// How many values `PdRules::boat_safety` takes (the library's `BoatSafety::ALL`): targets draw it
/// `% BOAT_SAFETY_VALUES`, or `% (BOAT_SAFETY_VALUES + 1)` to probe one value past the valid range.
pub const BOAT_SAFETY_VALUES: u32 = BoatSafety::ALL.len() as u32;

/// How many values `PdRules::rowers` takes (the library's `Rowers::ALL`), drawn as [`BOAT_SAFETY_VALUES`].
pub const ROWERS_VALUES: u32 = Rowers::ALL.len() as u32;

/// Asserts `status` is a known code with a message and not a caught panic; returns it.
pub fn known(status: PdStatus) -> PdStatus {
    let code = status as u32;
    assert_eq!(PdStatus::from_code(code), Some(status), "unknown status {code}");
    assert_ne!(status, PdStatus::InternalError, "a panic was caught");
    // SAFETY: pd_status_message returns a static NUL-terminated string for any code.
    let message = unsafe { CStr::from_ptr(pd_status_message(code)) };
    assert!(!message.to_bytes().is_empty());
    status
}

/// Calls a buffer-filling entry point with a buffer of `cap` elements (or NULL) and a length pointer
/// (or NULL), checking the protocol: NULL pointers are refused, a too-small buffer reports a length
/// larger than `cap`, and that length then succeeds. Returns the items, or the first call's status when
/// it was neither success nor a too-small buffer.
pub fn fetch<T: Default + Clone>(
    cap: usize,
    null_buf: bool,
    null_len: bool,
    call: impl Fn(*mut T, usize, *mut usize) -> PdStatus,
) -> Result<Vec<T>, PdStatus> {
    let mut buf = vec![T::default(); cap];
    let mut len = usize::MAX;
    let buf_ptr = if null_buf {
        ptr::null_mut()
    } else {
        buf.as_mut_ptr()
    };
    let len_ptr: *mut usize = if null_len { ptr::null_mut() } else { &mut len };
    let status = known(call(buf_ptr, cap, len_ptr));
    if null_len || (null_buf && cap > 0) {
        assert_eq!(status, PdStatus::NullPointer);
        return Err(status);
    }
    match status {
        PdStatus::Ok => {
            assert!(len <= cap, "wrote {len} into {cap}");
            buf.truncate(len);
            Ok(buf)
        }
        PdStatus::BufferTooSmall => {
            assert!(len > cap, "too small, yet {len} <= {cap}");
            let mut exact = vec![T::default(); len];
            let mut again = usize::MAX;
            assert_eq!(
                known(call(exact.as_mut_ptr(), len, &mut again)),
                PdStatus::Ok
            );
            assert_eq!(again, len, "the reported length succeeds");
            Ok(exact)
        }
        other => Err(other),
    }
}
