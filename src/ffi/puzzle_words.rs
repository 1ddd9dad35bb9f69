//! The river-crossing family's texts for C callers: why a puzzle's text is refused, a puzzle's title
//! and names, and loads and steps in words with the file's names, written into the caller's buffer as
//! UTF-8 ending in a NUL (`boundary::text`).

use std::ffi::c_char;

use super::boundary::{bytes, input, text};
use super::describe::language;
use super::puzzle::{kinds, read};
use super::puzzle_types::*;
use super::types::PdStatus;
use crate::family::{FamilyError, FamilyStep, Kind};

/// Kind `index` of the puzzle behind a handle.
///
/// # Safety
/// `puzzle` must be NULL or a live puzzle handle, not freed for `'a`.
unsafe fn kind<'a>(puzzle: *const PdPuzzle, index: u32) -> Result<&'a Kind, PdStatus> {
    // SAFETY: per this function's contract.
    let kinds = unsafe { input(puzzle) }?.family.puzzle().kinds();
    kinds.get(index as usize).ok_or(PdStatus::InvalidKind)
}

/// Writes in English why `pd_puzzle_check` refuses a puzzle's text: "line 3, column 9: ..." for a
/// text that breaks the format (the rule it breaks), the cap for one too large, and an empty text
/// (its NUL alone) for a text it accepts. `text` and `len` as `pd_puzzle_check`; buffer protocol as
/// `pd_describe_move` (`*len` receives the bytes with the NUL; `cap` 0 asks for the size).
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER` or `PD_STATUS_BUFFER_TOO_SMALL`.
///
/// # Safety
/// `text` must be NULL or valid for `text_len` bytes; `buf` NULL or valid for `cap` bytes; `len` NULL
/// or valid and aligned.
#[no_mangle]
pub unsafe extern "C" fn pd_puzzle_error_message(
    text: *const c_char,
    text_len: usize,
    buf: *mut c_char,
    cap: usize,
    len: *mut usize,
) -> PdStatus {
    // SAFETY: `text` (for `text_len` bytes), `buf` (for `cap` bytes) and `len` as this function's
    // contract requires.
    unsafe {
        self::text(buf, cap, len, || {
            let source = bytes(text, text_len)?;
            Ok(match read(source) {
                Err(e) => e.to_string(),
                Ok(puzzle) if puzzle.kinds().len() > KINDS => format!(
                    "the puzzle has {} kinds of character; the C ABI takes at most {PD_MAX_PUZZLE_KINDS}",
                    puzzle.kinds().len()
                ),
                Ok(puzzle) if puzzle.nodes() > PD_MAX_PUZZLE_NODES => FamilyError::TooManyNodes {
                    nodes: puzzle.nodes(),
                }
                .to_string(),
                Ok(_) => String::new(),
            })
        })
    }
}

/// Writes the puzzle's title (its `puzzle` line) as UTF-8 with a NUL; buffer protocol as
/// `pd_describe_move`.
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER` or `PD_STATUS_BUFFER_TOO_SMALL`.
///
/// # Safety
/// `puzzle` must be NULL or a live handle; `buf` NULL or valid for `cap` bytes; `len` NULL or valid.
#[no_mangle]
pub unsafe extern "C" fn pd_puzzle_title(
    puzzle: *const PdPuzzle,
    buf: *mut c_char,
    cap: usize,
    len: *mut usize,
) -> PdStatus {
    // SAFETY: every pointer as this function's contract requires.
    unsafe {
        text(buf, cap, len, || {
            Ok(input(puzzle)?.family.puzzle().title().to_owned())
        })
    }
}

/// Writes the name of kind `index` as the file gives it (a named character's name, or a counted
/// kind's: `Cop`), UTF-8 with a NUL; buffer protocol as `pd_describe_move`.
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER`, `PD_STATUS_INVALID_KIND` or
/// `PD_STATUS_BUFFER_TOO_SMALL`.
///
/// # Safety
/// `puzzle` must be NULL or a live handle; `buf` NULL or valid for `cap` bytes; `len` NULL or valid.
#[no_mangle]
pub unsafe extern "C" fn pd_puzzle_kind_name(
    puzzle: *const PdPuzzle,
    index: u32,
    buf: *mut c_char,
    cap: usize,
    len: *mut usize,
) -> PdStatus {
    // SAFETY: every pointer as this function's contract requires.
    unsafe { text(buf, cap, len, || Ok(kind(puzzle, index)?.name.clone())) }
}

/// Writes the name of member `member` (0 for the first) of kind `index`: the file's name for it, else
/// the kind's name and its number (`Cop1`); UTF-8 with a NUL, buffer protocol as `pd_describe_move`.
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER`, `PD_STATUS_INVALID_KIND` (a kind or a member out
/// of range) or `PD_STATUS_BUFFER_TOO_SMALL`.
///
/// # Safety
/// `puzzle` must be NULL or a live handle; `buf` NULL or valid for `cap` bytes; `len` NULL or valid.
#[no_mangle]
pub unsafe extern "C" fn pd_puzzle_member_name(
    puzzle: *const PdPuzzle,
    index: u32,
    member: u32,
    buf: *mut c_char,
    cap: usize,
    len: *mut usize,
) -> PdStatus {
    // SAFETY: every pointer as this function's contract requires.
    unsafe {
        text(buf, cap, len, || {
            let kind = kind(puzzle, index)?;
            if member >= kind.count {
                return Err(PdStatus::InvalidKind);
            }
            Ok(kind.member(member))
        })
    }
}

/// Writes the words for the load `*crossing` in `language` (a `PdLanguage`), with the file's names:
/// "Farmer, Goat", "2 Cop", "nobody". Buffer protocol as `pd_describe_move`.
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER`, `PD_STATUS_INVALID_LANGUAGE` or
/// `PD_STATUS_BUFFER_TOO_SMALL`.
///
/// # Safety
/// `puzzle` must be NULL or a live handle; `crossing` NULL or valid; `buf` NULL or valid for `cap`
/// bytes; `len` NULL or valid.
#[no_mangle]
pub unsafe extern "C" fn pd_puzzle_describe_crossing(
    puzzle: *const PdPuzzle,
    language: u32,
    crossing: *const PdCrossing,
    buf: *mut c_char,
    cap: usize,
    len: *mut usize,
) -> PdStatus {
    // SAFETY: every pointer as this function's contract requires.
    unsafe {
        text(buf, cap, len, || {
            let family = &input(puzzle)?.family;
            let load = super::puzzle::crossing(family, crossing)?.load;
            let language = self::language(language)?;
            Ok(family.puzzle().describe_load(&load, language).to_string())
        })
    }
}

/// Writes a hint in `language`: the step of a `PdPuzzleAction` from `pd_puzzle_next_action`, passed as
/// its fields (`kind`, a `PdPuzzleActionKind`; `character_kind`; `crossing`; `crossings_left`), worded
/// as its action, the crossing it works towards and the crossings left: "Board Goat (this crossing
/// carries Farmer, Goat; 7 crossings to go)"; a solved puzzle's step is its action's words alone. With
/// `crossing` NULL, the action's words alone ("Board Goat"). Buffer protocol as `pd_describe_move`.
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER`, `PD_STATUS_INVALID_LANGUAGE`,
/// `PD_STATUS_INVALID_ACTION_KIND`, `PD_STATUS_INVALID_KIND` or `PD_STATUS_BUFFER_TOO_SMALL`.
///
/// # Safety
/// `puzzle` must be NULL or a live handle; `crossing` NULL or valid; `buf` NULL or valid for `cap`
/// bytes; `len` NULL or valid.
#[no_mangle]
pub unsafe extern "C" fn pd_puzzle_describe_step(
    puzzle: *const PdPuzzle,
    language: u32,
    kind: u32,
    character_kind: u32,
    crossing: *const PdCrossing,
    crossings_left: u32,
    buf: *mut c_char,
    cap: usize,
    len: *mut usize,
) -> PdStatus {
    // SAFETY: every pointer as this function's contract requires.
    unsafe {
        text(buf, cap, len, || {
            let family = &input(puzzle)?.family;
            let language = self::language(language)?;
            let action = family_action(kind, character_kind, kinds(family))?;
            let p = family.puzzle();
            Ok(match crossing.as_ref() {
                None => p.describe_action(action, language).to_string(),
                Some(crossing) => {
                    let step = FamilyStep {
                        action,
                        crossing: crossing.to_family(kinds(family)),
                        crossings_left,
                    };
                    p.describe_step(&step, language).to_string()
                }
            })
        })
    }
}
