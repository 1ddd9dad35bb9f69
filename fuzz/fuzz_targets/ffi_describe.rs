//! Drives `pd_describe_move`, `pd_describe_action` and `pd_describe_step` with any language, action kind,
//! load and count, NULL pointers and buffers of every small capacity. Checks the refusals in order (NULL,
//! then the language and the action kind, then the buffer), that a too-small buffer gets only the size,
//! which then succeeds, that the text is UTF-8 with one NUL at the end, and that the three agree: a step's
//! words start with its action's and hold its load's.
#![no_main]

use std::ffi::{c_char, CStr};
use std::ptr;

use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use priests_devils::ffi::*;

#[path = "common.rs"]
mod common;
use common::known;

/// How many values `PdLanguage` and `PdActionKind` take.
const LANGUAGES: u32 = 2;
const ACTION_KINDS: u32 = 6;

#[derive(Arbitrary, Debug)]
struct Input {
    language: u32,
    kind: u32,
    priests: u32,
    devils: u32,
    crossings_left: u32,
    cap: u8,
    /// Keep the language and action kind near their ranges (one past each), where the answers differ.
    near: bool,
    null_buf: bool,
    null_len: bool,
}

/// One describing call, with its buffer and length.
type Describe<'a> = &'a dyn Fn(*mut c_char, usize, *mut usize) -> PdStatus;

/// Calls `describe` as `input` says and checks the protocol; returns the text when it was written.
fn check(input: &Input, valid: bool, describe: Describe) -> Option<String> {
    let mut buf = vec![0x7f as c_char; usize::from(input.cap)];
    let mut len = usize::MAX;
    let buf_ptr = if input.null_buf {
        ptr::null_mut()
    } else {
        buf.as_mut_ptr()
    };
    let len_ptr: *mut usize = if input.null_len {
        ptr::null_mut()
    } else {
        &mut len
    };
    let status = known(describe(buf_ptr, buf.len(), len_ptr));
    if input.null_len || (input.null_buf && !buf.is_empty()) {
        assert_eq!(status, PdStatus::NullPointer);
        return None;
    }
    if !valid {
        assert!(
            matches!(
                status,
                PdStatus::InvalidLanguage | PdStatus::InvalidActionKind
            ),
            "{status:?}"
        );
        assert_eq!(len, usize::MAX, "a refusal writes no length");
        return None;
    }
    if status == PdStatus::BufferTooSmall {
        assert!(len > buf.len(), "a too-small buffer reports a larger size");
        assert!(
            buf.iter().all(|&b| b == 0x7f as c_char),
            "nothing written but the size"
        );
        let mut fits = vec![0x7f as c_char; len];
        let mut again = 0;
        assert_eq!(describe(fits.as_mut_ptr(), len, &mut again), PdStatus::Ok);
        assert_eq!(again, len);
        buf = fits;
    } else {
        assert_eq!(status, PdStatus::Ok);
    }
    // SAFETY: c_char and u8 have the same size and alignment.
    let bytes = unsafe { std::slice::from_raw_parts(buf.as_ptr().cast::<u8>(), len) };
    let text = CStr::from_bytes_with_nul(bytes).expect("one NUL, at the end");
    Some(text.to_str().expect("UTF-8").to_owned())
}

fuzz_target!(|input: Input| {
    let (language, kind) = if input.near {
        (
            input.language % (LANGUAGES + 1),
            input.kind % (ACTION_KINDS + 1),
        )
    } else {
        (input.language, input.kind)
    };
    let crossing = PdMove {
        priests: input.priests % 8,
        devils: input.devils,
    };
    let left = input.crossings_left;
    let language_ok = language < LANGUAGES;
    let kind_ok = kind < ACTION_KINDS;
    // SAFETY: every pointer `check` passes is NULL or points to a live local of `cap` elements.
    let load = check(&input, language_ok, &|b, c, l| unsafe {
        pd_describe_move(language, crossing, b, c, l)
    });
    // SAFETY: as above.
    let action = check(&input, language_ok && kind_ok, &|b, c, l| unsafe {
        pd_describe_action(language, kind, b, c, l)
    });
    // SAFETY: as above.
    let step = check(&input, language_ok && kind_ok, &|b, c, l| unsafe {
        pd_describe_step(language, kind, crossing, left, b, c, l)
    });
    if let (Some(load), Some(action), Some(step)) = (load, action, step) {
        assert!(step.starts_with(&action), "{step:?} starts with {action:?}");
        if kind != 0 {
            assert!(step.contains(&load), "{step:?} holds {load:?}");
            assert!(step.contains(&left.to_string()), "{step:?} holds {left}");
        } else {
            assert_eq!(step, action, "a won game's step is its action");
        }
    }
});
