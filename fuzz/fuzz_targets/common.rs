//! What every fuzz target shares: status checks, the buffer protocol of the list entry points, the rules'
//! arithmetic of a crossing, and the verdict on a state.
#![allow(dead_code)]

use std::ffi::CStr;
use std::ptr;

use arbitrary::Arbitrary;
use priests_devils::ffi::*;
use priests_devils::{BoatSafety, Rowers};

/// How many values `PdRules::boat_safety` takes (the library's `BoatSafety::ALL`): targets draw it
/// `% BOAT_SAFETY_VALUES`, or `% (BOAT_SAFETY_VALUES + 1)` to probe one value past the valid range.
pub const BOAT_SAFETY_VALUES: u32 = BoatSafety::ALL.len() as u32;

/// How many values `PdRules::rowers` takes (the library's `Rowers::ALL`), drawn as [`BOAT_SAFETY_VALUES`].
pub const ROWERS_VALUES: u32 = Rowers::ALL.len() as u32;

/// A state from the fuzzer's bytes: any field values, or, mostly, values near the configuration's range.
#[derive(Arbitrary, Debug, Clone, Copy)]
pub struct RawState {
    priests: u32,
    devils: u32,
    boat: u32,
    /// Keep the fields near the configuration's range, where the interesting answers are.
    near: bool,
}

impl RawState {
    /// The state for `rules`: near their range (one past each count, and side 2), or as drawn.
    pub fn state(self, rules: &PdRules) -> PdState {
        if self.near {
            PdState {
                priests: self.priests % (rules.priests + 2),
                devils: self.devils % (rules.devils + 2),
                boat: self.boat % 3,
            }
        } else {
            PdState {
                priests: self.priests,
                devils: self.devils,
                boat: self.boat,
            }
        }
    }
}

/// Asserts `status` is a known code with a message and not a caught panic; returns it.
pub fn known(status: PdStatus) -> PdStatus {
    let code = status as u32;
    assert_eq!(
        PdStatus::from_code(code),
        Some(status),
        "unknown status {code}"
    );
    assert_ne!(status, PdStatus::InternalError, "a panic was caught");
    // SAFETY: pd_status_message returns a static NUL-terminated string for any code.
    let message = unsafe { CStr::from_ptr(pd_status_message(code)) };
    assert!(!message.to_bytes().is_empty());
    status
}

/// Calls a buffer-filling entry point with a buffer of `cap` elements (or NULL) and a length pointer
/// (or NULL), checking the protocol: NULL pointers are refused, a too-small buffer reports a length
/// larger than `cap`, and that length then succeeds; `*len` is written on those two statuses only.
/// Returns the items, or the first call's status when it was neither success nor a too-small buffer.
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
        assert_eq!(len, usize::MAX, "*len written with NULL_POINTER");
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
        other => {
            assert_eq!(len, usize::MAX, "*len written with {other:?}");
            Err(other)
        }
    }
}

/// The state after carrying `mv` from `s` by the rules' arithmetic (boat, variant, the bank's
/// characters; whether the result is lost aside), or None when the move is illegal.
pub fn cross(rules: &PdRules, s: PdState, mv: PdMove) -> Option<PdState> {
    let total = u64::from(mv.priests) + u64::from(mv.devils);
    if total == 0 || total > u64::from(rules.boat_capacity) || s.boat > 1 {
        return None;
    }
    let outnumbered = mv.priests > 0 && mv.devils > mv.priests;
    let boat_lost = match BoatSafety::from_index(rules.boat_safety).expect("drawn from ALL") {
        BoatSafety::Banks => false,
        BoatSafety::Aboard => outnumbered,
    };
    if boat_lost {
        return None;
    }
    let no_rower = match Rowers::from_index(rules.rowers).expect("drawn from ALL") {
        Rowers::Anyone => false,
        Rowers::Priests => mv.priests == 0,
        Rowers::Devils => mv.devils == 0,
    };
    if no_rower {
        return None;
    }
    if s.priests > rules.priests || s.devils > rules.devils {
        return None;
    }
    Some(if s.boat == 0 {
        PdState {
            priests: s.priests.checked_sub(mv.priests)?,
            devils: s.devils.checked_sub(mv.devils)?,
            boat: 1,
        }
    } else {
        PdState {
            priests: s
                .priests
                .checked_add(mv.priests)
                .filter(|&p| p <= rules.priests)?,
            devils: s
                .devils
                .checked_add(mv.devils)
                .filter(|&d| d <= rules.devils)?,
            boat: 0,
        }
    })
}

/// The verdict on `s` (`pd_check_state`), or None when it refuses the state (a side other than 0 or 1).
pub fn verdict(solver: *const PdSolver, s: PdState) -> Option<PdVerdict> {
    let mut v = PdVerdict {
        kind: PdStateKind::Safe,
        reachable: 9,
        distance: 0,
    };
    // SAFETY: `solver` is a live handle (every caller's), `v` a local.
    let status = known(unsafe { pd_check_state(solver, s, &mut v) });
    if status != PdStatus::Ok {
        assert_eq!(status, PdStatus::InvalidSide, "{s:?}");
        assert!(s.boat > 1, "{s:?} refused");
        return None;
    }
    Some(v)
}

/// What every entry point taking a state answers for `s`, judged by its verdict: OK for a playable
/// state, else the refusal (`INVALID_SIDE`, `STATE_OUT_OF_RANGE`, `LOST_STATE`, `ALREADY_WON`).
pub fn standing(solver: *const PdSolver, s: PdState) -> PdStatus {
    match verdict(solver, s).map(|v| v.kind) {
        None => PdStatus::InvalidSide,
        Some(PdStateKind::OutOfRange) => PdStatus::StateOutOfRange,
        Some(PdStateKind::LostStartBank | PdStateKind::LostFarBank) => PdStatus::LostState,
        Some(PdStateKind::Won) => PdStatus::AlreadyWon,
        Some(PdStateKind::Safe) => PdStatus::Ok,
    }
}

/// The rules of a small puzzle from the fuzzer's bytes (at most 9 priests and 9 devils, a boat of 1 to 5,
/// any variant): each iteration stays fast under AddressSanitizer.
#[derive(Arbitrary, Debug, Clone, Copy)]
pub struct SmallRules {
    priests: u8,
    devils: u8,
    boat: u8,
    boat_safety: u8,
    rowers: u8,
}

/// Builds a solver for `small`'s rules, which must succeed; returns the rules and the solver (the
/// caller frees it).
pub fn small_solver(small: &SmallRules) -> (PdRules, *mut PdSolver) {
    let rules = PdRules {
        priests: u32::from(small.priests % 10),
        devils: u32::from(small.devils % 10),
        boat_capacity: 1 + u32::from(small.boat % 5),
        boat_safety: u32::from(small.boat_safety % BOAT_SAFETY_VALUES as u8),
        rowers: u32::from(small.rowers % ROWERS_VALUES as u8),
    };
    let mut solver = ptr::null_mut();
    // SAFETY: valid pointers to locals.
    assert_eq!(
        known(unsafe { pd_solver_new(&rules, &mut solver) }),
        PdStatus::Ok,
        "{rules:?}"
    );
    (rules, solver)
}

/// A level report no call writes: every field out of its range, so a test sees any field written.
pub const UNWRITTEN_REPORT: PdLevelReport = PdLevelReport {
    rules: PdRules {
        priests: 99,
        devils: 99,
        boat_capacity: 99,
        boat_safety: 99,
        rowers: 99,
    },
    start: PdState {
        priests: 99,
        devils: 99,
        boat: 99,
    },
    solvable: 99,
    reason: PdStatus::InternalError,
    min_crossings: 99,
    milestones: 99,
    optimal_plans: 99,
    safe_states: 99,
    reachable_states: 99,
    farthest: PdState {
        priests: 99,
        devils: 99,
        boat: 99,
    },
    farthest_crossings: 99,
    difficulty_bits: 99.0,
};
