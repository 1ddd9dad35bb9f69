//! The C ABI: every `pd_` function, and the only module allowed `unsafe` code. Its files: `types`
//! (the `#[repr(C)]` types, constants and status messages, with `message` assembling those that list a
//! field's values), `boundary` (where raw pointers become references and panics become statuses: the one
//! place `unsafe` dereferences happen), `entry` (the `extern "C"` functions, each one domain expression
//! inside a boundary shape), `levels` (the level designer's entry points and their types: a level's
//! report, legal loads, a proposed level set), `describe` (moves, actions and steps in words, written
//! into a caller's buffer), and the river-crossing family's: `puzzle_types` (a puzzle's handle, states,
//! crossings and answers), `puzzle` (its entry points) and `puzzle_words` (its texts).
//!
//! Conventions, for every function:
//! - The return value is a [`PdStatus`]; results are written through out-pointers, and only when the
//!   status is [`PdStatus::Ok`], with three documented exceptions: buffer lengths are also written with
//!   [`PdStatus::BufferTooSmall`], `pd_rules_check` also writes the count with
//!   [`PdStatus::TooLarge`], and `pd_solver_new` sets `*out` to NULL on every failure.
//! - A NULL pointer where one is required gives [`PdStatus::NullPointer`], checked before any other
//!   argument is validated; non-NULL pointers must be valid and aligned for the type they point to.
//! - No panic crosses the boundary: one is caught and reported as [`PdStatus::InternalError`].
//! - Integers that encode enums (a boat side) are validated, never trusted.
//! - A [`PdSolver`] is immutable once built: any number of threads may query it at once.
#![allow(unsafe_code)]

mod boundary;
mod conversions;
mod describe;
mod entry;
mod levels;
mod message;
mod puzzle;
mod puzzle_types;
mod puzzle_words;
mod types;

pub use describe::*;
pub use entry::*;
pub use levels::*;
pub use puzzle::*;
pub use puzzle_types::*;
pub use puzzle_words::*;
pub use types::*;

#[cfg(test)]
mod tests {
    use std::ffi::CStr;
    use std::panic;

    use super::boundary::guard;
    use super::*;

    #[test]
    fn every_status_has_a_distinct_message_and_round_trips() {
        let mut seen = std::collections::HashSet::new();
        for (code, status) in PdStatus::ALL.iter().enumerate() {
            assert_eq!(*status as u32, code as u32);
            assert_eq!(PdStatus::from_code(code as u32), Some(*status));
            assert!(seen.insert(status.message()));
        }
        assert_eq!(PdStatus::from_code(PdStatus::ALL.len() as u32), None);
    }

    #[test]
    fn enums_crossing_the_boundary_are_32_bit() {
        use std::mem::size_of;
        assert_eq!(size_of::<PdStatus>(), 4);
        assert_eq!(size_of::<PdSide>(), 4);
        assert_eq!(size_of::<PdStateKind>(), 4);
        assert_eq!(size_of::<PdRatingKind>(), 4);
        assert_eq!(size_of::<PdActionKind>(), 4);
    }

    #[test]
    fn header_cap_is_the_library_cap() {
        assert_eq!(PD_MAX_SAFE_STATES, crate::MAX_SAFE_STATES);
        assert_eq!(PD_MAX_MOVES, crate::MAX_MOVES);
    }

    #[test]
    fn version_is_the_crate_version() {
        // SAFETY: pd_version returns a static NUL-terminated string.
        let v = unsafe { CStr::from_ptr(pd_version()) };
        assert_eq!(v.to_str().unwrap(), env!("CARGO_PKG_VERSION"));
    }

    #[test]
    fn guard_turns_panics_into_internal_errors() {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(|_| {}));
        let status = guard(|| panic!("boom"));
        panic::set_hook(previous);
        assert_eq!(status, PdStatus::InternalError);
    }
}
