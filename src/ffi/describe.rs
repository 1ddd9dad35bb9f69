//! Moves, actions and steps in words for C callers: `pd_describe_move`, `pd_describe_action` and
//! `pd_describe_step` write the library's description (`Move::describe` and the others) in a
//! `PdLanguage` into the caller's buffer, as UTF-8 ending in a NUL, allocating nothing.

use std::ffi::{c_char, CStr};

use super::boundary::text;
use super::types::{PdActionKind, PdMove, PdStatus};
use crate::{Action, Language, Move, Step};

/// A language the library describes moves, actions and steps in. Arguments named `language` hold these
/// values as `uint32_t`, validated (`PD_STATUS_INVALID_LANGUAGE` otherwise).
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PdLanguage {
    /// English.
    English = 0,
    /// Simplified Chinese.
    SimplifiedChinese = 1,
}

impl From<Language> for PdLanguage {
    fn from(language: Language) -> PdLanguage {
        match language {
            Language::English => PdLanguage::English,
            Language::SimplifiedChinese => PdLanguage::SimplifiedChinese,
        }
    }
}

/// `PdStatus::InvalidLanguage`'s message.
pub(super) const INVALID_LANGUAGE_MESSAGE: &CStr =
    c"a language must be PD_LANGUAGE_ENGLISH (0) or PD_LANGUAGE_SIMPLIFIED_CHINESE (1)";

/// `PdStatus::InvalidActionKind`'s message.
pub(super) const INVALID_ACTION_KIND_MESSAGE: &CStr =
    c"an action kind must be one of PdActionKind's values, PD_ACTION_KIND_NONE (0) to PD_ACTION_KIND_SAIL (5); for a puzzle, PdPuzzleActionKind's, PD_PUZZLE_ACTION_KIND_NONE (0) to PD_PUZZLE_ACTION_KIND_SAIL (3)";

/// Every action, in the order of `PdActionKind`'s values.
const ACTIONS: [Action; 6] = [
    Action::None,
    Action::BoardPriest,
    Action::BoardDevil,
    Action::UnboardPriest,
    Action::UnboardDevil,
    Action::Sail,
];

impl From<Action> for PdActionKind {
    fn from(a: Action) -> PdActionKind {
        match a {
            Action::None => PdActionKind::None,
            Action::BoardPriest => PdActionKind::BoardPriest,
            Action::BoardDevil => PdActionKind::BoardDevil,
            Action::UnboardPriest => PdActionKind::UnboardPriest,
            Action::UnboardDevil => PdActionKind::UnboardDevil,
            Action::Sail => PdActionKind::Sail,
        }
    }
}

/// The language a caller's `PdLanguage` value names (every describing function's, the puzzles' too).
pub(super) fn language(code: u32) -> Result<Language, PdStatus> {
    Language::from_index(code).ok_or(PdStatus::InvalidLanguage)
}

fn action(code: u32) -> Result<Action, PdStatus> {
    let action = usize::try_from(code).ok().and_then(|i| ACTIONS.get(i));
    action.copied().ok_or(PdStatus::InvalidActionKind)
}

/// Writes the words for the load `crossing` in `language` (a `PdLanguage`): "1 priest and 2 devils",
/// "nobody". `*len` receives the bytes the text takes with its NUL, and `buf` the UTF-8 text and its
/// NUL when they fit in `cap` bytes; with `PD_STATUS_BUFFER_TOO_SMALL` only `*len` is written, so a
/// call with `cap` 0 (`buf` may then be NULL) asks for the size. No allocation.
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER`, `PD_STATUS_INVALID_LANGUAGE` or
/// `PD_STATUS_BUFFER_TOO_SMALL`.
///
/// # Safety
/// `buf` must be NULL or valid for `cap` bytes; `len` NULL or valid.
#[no_mangle]
pub unsafe extern "C" fn pd_describe_move(
    language: u32,
    crossing: PdMove,
    buf: *mut c_char,
    cap: usize,
    len: *mut usize,
) -> PdStatus {
    // SAFETY: `buf` (for `cap` bytes) and `len` meet `text`'s contract, per this function's.
    unsafe {
        text(buf, cap, len, || {
            Ok(Move::from(crossing).describe(self::language(language)?))
        })
    }
}

/// Writes the words for the action `kind` (a `PdActionKind`) in `language`, as an instruction: "Board a
/// priest". Buffer protocol as `pd_describe_move`.
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER`, `PD_STATUS_INVALID_LANGUAGE`,
/// `PD_STATUS_INVALID_ACTION_KIND` or `PD_STATUS_BUFFER_TOO_SMALL`.
///
/// # Safety
/// `buf` must be NULL or valid for `cap` bytes; `len` NULL or valid.
#[no_mangle]
pub unsafe extern "C" fn pd_describe_action(
    language: u32,
    kind: u32,
    buf: *mut c_char,
    cap: usize,
    len: *mut usize,
) -> PdStatus {
    // SAFETY: `buf` (for `cap` bytes) and `len` meet `text`'s contract, per this function's.
    unsafe {
        text(buf, cap, len, || {
            Ok(action(kind)?.describe(self::language(language)?))
        })
    }
}

/// Writes a hint in `language`: the step of a `PdAction` from `pd_next_action`, passed as its fields
/// (`kind`, a `PdActionKind`; `crossing`; `crossings_left`), worded as its action, the crossing it works
/// towards and the crossings left: "Board a priest (this crossing carries 1 priest and 1 devil; 11
/// crossings to go)". A won game's step (`PD_ACTION_KIND_NONE`) is its action's words alone. Buffer
/// protocol as `pd_describe_move`.
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER`, `PD_STATUS_INVALID_LANGUAGE`,
/// `PD_STATUS_INVALID_ACTION_KIND` or `PD_STATUS_BUFFER_TOO_SMALL`.
///
/// # Safety
/// `buf` must be NULL or valid for `cap` bytes; `len` NULL or valid.
#[no_mangle]
pub unsafe extern "C" fn pd_describe_step(
    language: u32,
    kind: u32,
    crossing: PdMove,
    crossings_left: u32,
    buf: *mut c_char,
    cap: usize,
    len: *mut usize,
) -> PdStatus {
    // SAFETY: `buf` (for `cap` bytes) and `len` meet `text`'s contract, per this function's.
    unsafe {
        text(buf, cap, len, || {
            let step = Step::new(action(kind)?, crossing.into(), crossings_left);
            Ok(step.describe(self::language(language)?))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn describe(
        call: impl Fn(*mut c_char, usize, *mut usize) -> PdStatus,
    ) -> Result<String, PdStatus> {
        let mut len = 0;
        let status = call(std::ptr::null_mut(), 0, &mut len);
        assert_eq!(status, PdStatus::BufferTooSmall);
        let mut buf = vec![0x7f as c_char; len];
        let mut small = 0;
        assert_eq!(
            call(buf.as_mut_ptr(), len - 1, &mut small),
            PdStatus::BufferTooSmall
        );
        assert_eq!(
            (small, buf[0]),
            (len, 0x7f),
            "too small: only the size is written"
        );
        let mut written = 0;
        match call(buf.as_mut_ptr(), len, &mut written) {
            PdStatus::Ok => {}
            status => return Err(status),
        }
        assert_eq!(written, len);
        let text = CStr::from_bytes_with_nul(bytemuck(&buf)).expect("one NUL, at the end");
        Ok(text.to_str().expect("UTF-8").to_owned())
    }

    fn bytemuck(buf: &[c_char]) -> &[u8] {
        // SAFETY: c_char and u8 have the same size and alignment, and every bit pattern is valid.
        unsafe { std::slice::from_raw_parts(buf.as_ptr().cast(), buf.len()) }
    }

    #[test]
    fn each_description_is_the_library_s_words_in_the_caller_s_buffer() {
        let crossing = PdMove {
            priests: 1,
            devils: 1,
        };
        let zh = PdLanguage::SimplifiedChinese as u32;
        // SAFETY: every pointer `describe` passes is NULL with 0 or valid.
        let text = describe(|b, c, l| unsafe { pd_describe_move(zh, crossing, b, c, l) });
        assert_eq!(text.as_deref(), Ok("1名牧师和1个魔鬼"));
        // SAFETY: as above.
        let text = describe(|b, c, l| unsafe {
            pd_describe_action(0, PdActionKind::Sail as u32, b, c, l)
        });
        assert_eq!(text.as_deref(), Ok("Sail"));
        // SAFETY: as above.
        let text = describe(|b, c, l| unsafe { pd_describe_step(zh, 1, crossing, 11, b, c, l) });
        let step = Step::new(Action::BoardPriest, Move::new(1, 1), 11);
        assert_eq!(
            text,
            Ok(step.describe(Language::SimplifiedChinese).to_string())
        );
    }

    #[test]
    fn values_out_of_range_are_refused_before_the_buffer_is_measured() {
        let mut len = 7;
        let crossing = PdMove {
            priests: 0,
            devils: 1,
        };
        let languages = Language::ALL.len() as u32;
        // SAFETY: NULL with cap 0, and a valid `len`.
        unsafe {
            let none = std::ptr::null_mut();
            assert_eq!(
                pd_describe_move(languages, crossing, none, 0, &mut len),
                PdStatus::InvalidLanguage
            );
            assert_eq!(
                pd_describe_action(0, 6, none, 0, &mut len),
                PdStatus::InvalidActionKind
            );
            assert_eq!(
                pd_describe_step(0, u32::MAX, crossing, 1, none, 0, &mut len),
                PdStatus::InvalidActionKind
            );
            assert_eq!(
                pd_describe_step(0, 0, crossing, 1, none, 0, std::ptr::null_mut()),
                PdStatus::NullPointer
            );
            assert_eq!(
                pd_describe_move(0, crossing, none, 1, &mut len),
                PdStatus::NullPointer
            );
        }
        assert_eq!(len, 7, "nothing written on a refusal");
        for (i, action) in ACTIONS.iter().enumerate() {
            assert_eq!(PdActionKind::from(*action) as usize, i);
        }
        assert_eq!(PdLanguage::from(Language::ALL[1]) as u32, 1);
    }
}
