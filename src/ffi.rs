//! The C ABI: every `pd_` function, and the only module allowed `unsafe` code.
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

use std::ffi::{c_char, CStr};
use std::panic::{self, AssertUnwindSafe};
use std::ptr::{self, NonNull};

use crate::{
    Action, Error, GameState, IllegalMove, Move, Rating, Rules, Side, Solver, State, StateKind,
};

/// The version of the C ABI described by this header. It changes whenever a type or function changes
/// incompatibly; compare it with `pd_abi_version()` at run time to detect a mismatched library.
pub const PD_ABI_VERSION: u32 = 1;

/// The distance reported for a state from which the goal cannot be reached.
pub const PD_NO_PATH: u32 = 0xFFFF_FFFF;

/// The most safe states (both boat sides counted) a configuration may have; `pd_solver_new` refuses
/// larger ones with `PD_STATUS_TOO_LARGE` before allocating. `pd_rules_check` tells a configuration's
/// count.
pub const PD_MAX_SAFE_STATES: u64 = 33_554_432;

/// The most moves a build may examine (a few seconds of work at most): `pd_solver_new` stops a build
/// that would examine more and returns `PD_STATUS_TOO_LARGE` (puzzles whose huge boat makes every state
/// a hub).
pub const PD_MAX_MOVES: u64 = 268_435_456;

/// The outcome of every `pd_` call. `pd_status_message` describes each one.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PdStatus {
    /// Success: the out-parameters hold the answer.
    Ok = 0,
    /// A required pointer argument was NULL.
    NullPointer = 1,
    /// The rules have a boat capacity of 0.
    InvalidRules = 2,
    /// The configuration is too large: over the state cap (`PD_MAX_SAFE_STATES`), over the move budget
    /// (`PD_MAX_MOVES`) while building, or with boat loads too large to pack (far over the budget).
    TooLarge = 3,
    /// Memory for the solver could not be allocated.
    OutOfMemory = 4,
    /// The state has more priests or devils than the game.
    StateOutOfRange = 5,
    /// A boat side was neither `PD_SIDE_START` (0) nor `PD_SIDE_FAR` (1).
    InvalidSide = 6,
    /// The state is lost: devils outnumber priests on a bank.
    LostState = 7,
    /// The state is the goal: the game is won.
    AlreadyWon = 8,
    /// No sequence of crossings leads from the state to the goal.
    NoPath = 9,
    /// The state cannot be reached from the start by legal play.
    UnreachableState = 10,
    /// The buffer is too small; the required length was written to `*len`.
    BufferTooSmall = 11,
    /// A game state's characters do not add up to the rules or do not fit in the boat.
    InvalidGameState = 12,
    /// A bug in the library (a caught panic). Please report it.
    InternalError = 13,
}

/// A river bank; also where the boat is docked. Fields of type `uint32_t` named `boat` hold these values.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PdSide {
    /// The bank everyone starts on.
    Start = 0,
    /// The bank everyone must reach.
    Far = 1,
}

/// A game configuration. Classic: 3 priests, 3 devils, boat capacity 2.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PdRules {
    /// Priests in the game.
    pub priests: u32,
    /// Devils in the game.
    pub devils: u32,
    /// The most characters the boat carries (at least 1).
    pub boat_capacity: u32,
}

/// A state: priests and devils on the start bank (characters on a docked boat count with its bank) and
/// the boat's side, a `PdSide` value.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PdState {
    /// Priests on the start bank.
    pub priests: u32,
    /// Devils on the start bank.
    pub devils: u32,
    /// Where the boat is: `PD_SIDE_START` (0) or `PD_SIDE_FAR` (1).
    pub boat: u32,
}

/// A crossing: the priests and devils the boat carries from its bank to the other.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PdMove {
    /// Priests on board.
    pub priests: u32,
    /// Devils on board.
    pub devils: u32,
}

/// What a state is.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PdStateKind {
    /// Nobody is in danger and the game goes on.
    Safe = 0,
    /// Everyone is on the far bank with the boat.
    Won = 1,
    /// Devils outnumber the priests present on the start bank.
    LostStartBank = 2,
    /// Devils outnumber the priests present on the far bank.
    LostFarBank = 3,
    /// The state has more priests or devils than the game.
    OutOfRange = 4,
}

/// The verdict on a state, written by `pd_check_state`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PdVerdict {
    /// Safe, won, lost on a bank, or out of range.
    pub kind: PdStateKind,
    /// 1 when the state is safe and connected to the start by legal moves, else 0.
    pub reachable: u32,
    /// Crossings left on a shortest path to the goal, or `PD_NO_PATH`.
    pub distance: u32,
}

/// How good a move is.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PdRatingKind {
    /// The move is on a shortest path to the goal.
    Optimal = 0,
    /// The move is safe but costs `extra_crossings` more crossings than an optimal one.
    Detour = 1,
    /// Devils then outnumber priests on the start bank.
    LosesStartBank = 2,
    /// Devils then outnumber priests on the far bank.
    LosesFarBank = 3,
    /// The move is safe but the goal cannot be reached afterwards.
    NoPath = 4,
    /// Illegal: nobody on board to row.
    IllegalEmptyBoat = 5,
    /// Illegal: more characters than the boat holds.
    IllegalOverCapacity = 6,
    /// Illegal: the boat's bank lacks that many priests or devils.
    IllegalNotEnoughCharacters = 7,
}

/// The rating of a move, written by `pd_rate_move`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PdRating {
    /// What kind of move it is.
    pub kind: PdRatingKind,
    /// For `PD_RATING_KIND_DETOUR`, the extra crossings it costs; otherwise 0.
    pub extra_crossings: u32,
}

/// Where every character is during play, for `pd_next_action`. Characters on the docked boat count with
/// that bank for the rules.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PdGameState {
    /// Priests on the start bank's shore (not on the boat).
    pub start_priests: u32,
    /// Devils on the start bank's shore (not on the boat).
    pub start_devils: u32,
    /// Priests on the far bank's shore (not on the boat).
    pub far_priests: u32,
    /// Devils on the far bank's shore (not on the boat).
    pub far_devils: u32,
    /// Priests on the boat.
    pub boat_priests: u32,
    /// Devils on the boat.
    pub boat_devils: u32,
    /// Where the boat is docked: `PD_SIDE_START` (0) or `PD_SIDE_FAR` (1).
    pub boat: u32,
}

/// One atomic step of play.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PdActionKind {
    /// Nothing to do: the game is won.
    None = 0,
    /// Move one priest from the boat's bank onto the boat.
    BoardPriest = 1,
    /// Move one devil from the boat's bank onto the boat.
    BoardDevil = 2,
    /// Move one priest from the boat onto its bank.
    UnboardPriest = 3,
    /// Move one devil from the boat onto its bank.
    UnboardDevil = 4,
    /// Sail the boat to the other bank.
    Sail = 5,
}

/// The next atomic step, written by `pd_next_action`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PdAction {
    /// What to do now.
    pub kind: PdActionKind,
    /// The best crossing, which this step prepares or performs (empty when won).
    pub crossing: PdMove,
    /// Crossings left on a shortest path, counting `crossing` (0 when won).
    pub crossings_left: u32,
}

/// Facts about a built solver, written by `pd_solver_info`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PdSolverInfo {
    /// The configuration solved.
    pub rules: PdRules,
    /// 1 when the game can be won from the start, else 0.
    pub solvable: u32,
    /// The fewest crossings that win from the start, or `PD_NO_PATH`.
    pub min_crossings: u32,
    /// Safe states (both boat sides counted).
    pub safe_states: u32,
    /// Safe states connected to the start by legal moves.
    pub reachable_states: u32,
}

/// One row of the state numbering, written by `pd_policy_rows`: the states with a given number of
/// priests on the start bank. State `(p, d, boat)` with `lo_devils <= d < lo_devils + count` is safe and
/// has policy index `2 * (first + d - lo_devils) + boat`; other devil counts are lost.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PdPolicyRow {
    /// The pair index of the row's first safe state.
    pub first: u32,
    /// The lowest safe devil count of the row.
    pub lo_devils: u32,
    /// How many safe devil counts the row holds (0 when none is safe).
    pub count: u32,
}

/// What the solver knows of one safe state, written by `pd_policy_entries`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PdPolicyEntry {
    /// Crossings left to the goal, or `PD_NO_PATH`.
    pub distance: u32,
    /// The best crossing (empty for the goal and for states without a path).
    pub best: PdMove,
    /// 1 when the state is connected to the start, else 0.
    pub reachable: u32,
}

/// A solved configuration. Create with `pd_solver_new`, release with `pd_solver_free`. Immutable:
/// safe to query from many threads at once.
pub struct PdSolver {
    solver: Solver,
}

impl From<Error> for PdStatus {
    fn from(error: Error) -> PdStatus {
        match error {
            Error::ZeroBoatCapacity => PdStatus::InvalidRules,
            Error::TooManyStates { .. }
            | Error::MoveBudgetExceeded { .. }
            | Error::MovesTooWide { .. } => PdStatus::TooLarge,
            Error::OutOfMemory => PdStatus::OutOfMemory,
            Error::StateOutOfRange => PdStatus::StateOutOfRange,
            Error::Lost(_) => PdStatus::LostState,
            Error::AlreadyWon => PdStatus::AlreadyWon,
            Error::NoPath => PdStatus::NoPath,
            Error::Unreachable => PdStatus::UnreachableState,
            Error::InvalidGameState(_) => PdStatus::InvalidGameState,
        }
    }
}

impl PdStatus {
    /// Every status, in numeric order.
    pub(crate) const ALL: [PdStatus; 14] = [
        PdStatus::Ok,
        PdStatus::NullPointer,
        PdStatus::InvalidRules,
        PdStatus::TooLarge,
        PdStatus::OutOfMemory,
        PdStatus::StateOutOfRange,
        PdStatus::InvalidSide,
        PdStatus::LostState,
        PdStatus::AlreadyWon,
        PdStatus::NoPath,
        PdStatus::UnreachableState,
        PdStatus::BufferTooSmall,
        PdStatus::InvalidGameState,
        PdStatus::InternalError,
    ];

    /// The status with numeric value `code`, if any.
    pub fn from_code(code: u32) -> Option<PdStatus> {
        PdStatus::ALL.get(code as usize).copied()
    }

    /// A static English description of the status.
    pub fn message(self) -> &'static CStr {
        match self {
            PdStatus::Ok => c"success",
            PdStatus::NullPointer => c"a required pointer argument was NULL",
            PdStatus::InvalidRules => c"invalid rules: the boat capacity must be at least 1",
            PdStatus::TooLarge => {
                c"the configuration is too large: more than PD_MAX_SAFE_STATES safe states, a build that examined more than PD_MAX_MOVES moves, or boat loads too large to pack into the solver's 32-bit move"
            }
            PdStatus::OutOfMemory => c"not enough memory to build the state graph",
            PdStatus::StateOutOfRange => c"the state has more priests or devils than the game",
            PdStatus::InvalidSide => c"a boat side must be PD_SIDE_START (0) or PD_SIDE_FAR (1)",
            PdStatus::LostState => c"the state is lost: devils outnumber priests on a bank",
            PdStatus::AlreadyWon => c"the game is already won",
            PdStatus::NoPath => c"no sequence of crossings leads from this state to the goal",
            PdStatus::UnreachableState => c"the state cannot be reached from the start by legal play",
            PdStatus::BufferTooSmall => c"the buffer is too small; the required length was written to *len",
            PdStatus::InvalidGameState => {
                c"inconsistent game state: characters do not add up to the rules or overfill the boat"
            }
            PdStatus::InternalError => c"internal error in the priests_devils library (a caught panic)",
        }
    }
}

fn validate_rules(r: &PdRules) -> Result<Rules, PdStatus> {
    Ok(Rules::new(r.priests, r.devils, r.boat_capacity)?)
}

impl From<Rules> for PdRules {
    fn from(r: Rules) -> PdRules {
        PdRules {
            priests: r.priests(),
            devils: r.devils(),
            boat_capacity: r.boat_capacity(),
        }
    }
}

fn side(code: u32) -> Result<Side, PdStatus> {
    Side::from_index(code).ok_or(PdStatus::InvalidSide)
}

impl TryFrom<PdState> for State {
    type Error = PdStatus;
    fn try_from(s: PdState) -> Result<State, PdStatus> {
        Ok(State::new(s.priests, s.devils, side(s.boat)?))
    }
}

impl From<Move> for PdMove {
    fn from(m: Move) -> PdMove {
        PdMove {
            priests: m.priests,
            devils: m.devils,
        }
    }
}

impl From<PdMove> for Move {
    fn from(m: PdMove) -> Move {
        Move::new(m.priests, m.devils)
    }
}

impl From<Rating> for PdRating {
    fn from(r: Rating) -> PdRating {
        let (kind, extra_crossings) = match r {
            Rating::Optimal => (PdRatingKind::Optimal, 0),
            Rating::Detour { extra_crossings } => (PdRatingKind::Detour, extra_crossings),
            Rating::Loses(Side::Start) => (PdRatingKind::LosesStartBank, 0),
            Rating::Loses(Side::Far) => (PdRatingKind::LosesFarBank, 0),
            Rating::NoPath => (PdRatingKind::NoPath, 0),
            Rating::Illegal(IllegalMove::EmptyBoat) => (PdRatingKind::IllegalEmptyBoat, 0),
            Rating::Illegal(IllegalMove::OverCapacity) => (PdRatingKind::IllegalOverCapacity, 0),
            Rating::Illegal(IllegalMove::NotEnoughCharacters) => {
                (PdRatingKind::IllegalNotEnoughCharacters, 0)
            }
        };
        PdRating {
            kind,
            extra_crossings,
        }
    }
}

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

impl TryFrom<&PdGameState> for GameState {
    type Error = PdStatus;
    fn try_from(g: &PdGameState) -> Result<GameState, PdStatus> {
        Ok(GameState {
            start_priests: g.start_priests,
            start_devils: g.start_devils,
            far_priests: g.far_priests,
            far_devils: g.far_devils,
            boat_priests: g.boat_priests,
            boat_devils: g.boat_devils,
            boat: side(g.boat)?,
        })
    }
}

/// Runs `body` behind the panic boundary: a panic becomes [`PdStatus::InternalError`].
fn guard(body: impl FnOnce() -> Result<(), PdStatus>) -> PdStatus {
    // The solver is immutable, so state seen after a caught panic cannot be half-updated.
    match panic::catch_unwind(AssertUnwindSafe(body)) {
        Ok(Ok(())) => PdStatus::Ok,
        Ok(Err(status)) => status,
        Err(_) => PdStatus::InternalError,
    }
}

/// A required out-pointer, checked for NULL before any work is done.
fn out_ptr<T>(p: *mut T) -> Result<NonNull<T>, PdStatus> {
    NonNull::new(p).ok_or(PdStatus::NullPointer)
}

/// Writes `value` through a checked out-pointer.
///
/// # Safety
/// `p` must be valid for writes and aligned (the caller's promise for every out-pointer).
unsafe fn put<T>(p: NonNull<T>, value: T) {
    // SAFETY: non-null by construction; validity and alignment are the caller's promise.
    unsafe { p.as_ptr().write(value) }
}

/// Borrows a required input pointer.
///
/// # Safety
/// `p` must be NULL or valid for reads and aligned, and stay so for `'a`.
unsafe fn input<'a, T>(p: *const T) -> Result<&'a T, PdStatus> {
    // SAFETY: the caller promises `p` is NULL or valid; `as_ref` handles NULL.
    unsafe { p.as_ref() }.ok_or(PdStatus::NullPointer)
}

/// A caller's buffer of `cap` elements, with the out-pointer for its length.
struct OutBuffer<T> {
    buf: *mut T,
    cap: usize,
    len: NonNull<usize>,
}

impl<T> OutBuffer<T> {
    /// Checks the pointers: `len` is required; `buf` may be NULL only when `cap` is 0.
    fn new(buf: *mut T, cap: usize, len: *mut usize) -> Result<OutBuffer<T>, PdStatus> {
        let len = out_ptr(len)?;
        if buf.is_null() && cap > 0 {
            return Err(PdStatus::NullPointer);
        }
        Ok(OutBuffer { buf, cap, len })
    }

    /// Writes `items` (exactly `count` of them) into the buffer, or reports the length it needs.
    ///
    /// # Safety
    /// `buf` must be valid for `cap` writes and `len` for one, as promised by the C caller.
    unsafe fn fill(&self, count: usize, items: impl Iterator<Item = T>) -> Result<(), PdStatus> {
        // SAFETY: `len` is non-null and valid per the caller.
        unsafe { put(self.len, count) };
        if count > self.cap {
            return Err(PdStatus::BufferTooSmall);
        }
        for (i, item) in items.take(count).enumerate() {
            // SAFETY: i < count <= cap, and `buf` is valid for `cap` writes.
            unsafe { self.buf.add(i).write(item) };
        }
        Ok(())
    }
}

/// The build stamp: one NUL-terminated byte string that names the sources the library was built from
/// and ends with its version. `pd_version` points at the version, its tail, so the whole stamp stays in
/// every binary, where `tests/plugins.rs` reads it to tell a stale prebuilt binary from a current one.
const BUILD_STAMP: &str = concat!(
    "priests_devils build: source ",
    env!("PD_SOURCE_DIGEST"),
    ", version ",
    env!("CARGO_PKG_VERSION"),
    "\0"
);

/// The library's version (from its Cargo.toml), as a static NUL-terminated string such as `"0.1.0"`.
/// Never NULL; do not free it.
#[no_mangle]
pub extern "C" fn pd_version() -> *const c_char {
    const VERSION_AT: usize = BUILD_STAMP.len() - env!("CARGO_PKG_VERSION").len() - 1;
    BUILD_STAMP[VERSION_AT..].as_ptr().cast()
}

/// The C ABI version the library implements; equal to `PD_ABI_VERSION` when the header matches.
#[no_mangle]
pub extern "C" fn pd_abi_version() -> u32 {
    PD_ABI_VERSION
}

/// A static, NUL-terminated English description of a status code. Any integer is accepted: unknown
/// codes get a message saying so. Never NULL; do not free it.
#[no_mangle]
pub extern "C" fn pd_status_message(status: u32) -> *const c_char {
    match PdStatus::from_code(status) {
        Some(s) => s.message().as_ptr(),
        None => c"unknown status code".as_ptr(),
    }
}

/// Validates a configuration without building it, and writes its number of safe states (both boat
/// sides) to `*safe_states`, also when it is too large. Checks the state cap only: the move budget
/// (`PD_MAX_MOVES`) is enforced while building.
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER`, `PD_STATUS_INVALID_RULES` or `PD_STATUS_TOO_LARGE`.
///
/// # Safety
/// `rules` and `safe_states` must be NULL or valid, aligned pointers.
#[no_mangle]
pub unsafe extern "C" fn pd_rules_check(rules: *const PdRules, safe_states: *mut u64) -> PdStatus {
    guard(|| {
        // SAFETY: NULL or valid, per this function's contract.
        let r = unsafe { input(rules) }?;
        let safe_states = out_ptr(safe_states)?;
        // SAFETY: checked non-null, valid per this function's contract.
        unsafe {
            put(
                safe_states,
                crate::rules::safe_state_count(r.priests, r.devils),
            )
        };
        validate_rules(r).map(|_| ())
    })
}

/// Builds a solver for `rules`, solving every state once. On success `*out` receives a handle to
/// release with `pd_solver_free`; on failure `*out` is set to NULL.
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER`, `PD_STATUS_INVALID_RULES` (boat capacity 0),
/// `PD_STATUS_TOO_LARGE` (over `PD_MAX_SAFE_STATES`: refused in constant time before allocating; or over
/// `PD_MAX_MOVES`: the build stops within a few seconds) or `PD_STATUS_OUT_OF_MEMORY`. An unsolvable
/// configuration builds fine: its queries report `PD_STATUS_NO_PATH`.
///
/// # Safety
/// `rules` and `out` must be NULL or valid, aligned pointers.
#[no_mangle]
pub unsafe extern "C" fn pd_solver_new(rules: *const PdRules, out: *mut *mut PdSolver) -> PdStatus {
    guard(|| {
        let out = out_ptr(out)?;
        // SAFETY: checked non-null, valid per this function's contract.
        unsafe { put(out, ptr::null_mut()) };
        // SAFETY: NULL or valid, per this function's contract.
        let rules = validate_rules(unsafe { input(rules) }?)?;
        let solver = Box::new(PdSolver {
            solver: Solver::new(rules)?,
        });
        // SAFETY: as above.
        unsafe { put(out, Box::into_raw(solver)) };
        Ok(())
    })
}

/// Releases a solver made by `pd_solver_new`. NULL is accepted and ignored. The handle must not be
/// used afterwards, and no other thread may be using it.
///
/// # Safety
/// `solver` must be NULL or a handle from `pd_solver_new` not yet freed.
#[no_mangle]
pub unsafe extern "C" fn pd_solver_free(solver: *mut PdSolver) {
    if solver.is_null() {
        return;
    }
    // Dropping plain vectors cannot panic, but keep the boundary anyway.
    let _ = guard(|| {
        // SAFETY: a live handle from pd_solver_new (Box::into_raw), per this function's contract.
        drop(unsafe { Box::from_raw(solver) });
        Ok(())
    });
}

/// The solver behind a handle.
///
/// # Safety
/// `solver` must be NULL or a live handle from `pd_solver_new`.
unsafe fn solver_ref<'a>(solver: *const PdSolver) -> Result<&'a Solver, PdStatus> {
    // SAFETY: NULL or a live handle, per the caller.
    Ok(&unsafe { input(solver) }?.solver)
}

/// Writes facts about the solver: its rules, whether and how fast the game can be won, state counts.
///
/// Returns `PD_STATUS_OK` or `PD_STATUS_NULL_POINTER`.
///
/// # Safety
/// `solver` must be NULL or a live handle; `info` NULL or valid.
#[no_mangle]
pub unsafe extern "C" fn pd_solver_info(
    solver: *const PdSolver,
    info: *mut PdSolverInfo,
) -> PdStatus {
    guard(|| {
        // SAFETY: per this function's contract.
        let s = unsafe { solver_ref(solver) }?;
        let info = out_ptr(info)?;
        let value = PdSolverInfo {
            rules: (*s.rules()).into(),
            solvable: u32::from(s.is_solvable()),
            min_crossings: s.min_crossings().unwrap_or(PD_NO_PATH),
            safe_states: s.safe_states(),
            reachable_states: s.reachable_states(),
        };
        // SAFETY: checked non-null, valid per this function's contract.
        unsafe { put(info, value) };
        Ok(())
    })
}

/// Classifies `state`: safe, won, lost on a bank or out of range; whether it is reachable from the
/// start; its distance to the goal (`PD_NO_PATH` when none, and for lost or out-of-range states).
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER` or `PD_STATUS_INVALID_SIDE`.
///
/// # Safety
/// `solver` must be NULL or a live handle; `verdict` NULL or valid.
#[no_mangle]
pub unsafe extern "C" fn pd_check_state(
    solver: *const PdSolver,
    state: PdState,
    verdict: *mut PdVerdict,
) -> PdStatus {
    guard(|| {
        // SAFETY: per this function's contract.
        let s = unsafe { solver_ref(solver) }?;
        let verdict = out_ptr(verdict)?;
        let value = match s.check(State::try_from(state)?) {
            Ok(v) => PdVerdict {
                kind: match v.kind {
                    StateKind::Safe => PdStateKind::Safe,
                    StateKind::Won => PdStateKind::Won,
                    StateKind::Lost(Side::Start) => PdStateKind::LostStartBank,
                    StateKind::Lost(Side::Far) => PdStateKind::LostFarBank,
                },
                reachable: u32::from(v.reachable),
                distance: v.distance.unwrap_or(PD_NO_PATH),
            },
            Err(_) => PdVerdict {
                kind: PdStateKind::OutOfRange,
                reachable: 0,
                distance: PD_NO_PATH,
            },
        };
        // SAFETY: checked non-null, valid per this function's contract.
        unsafe { put(verdict, value) };
        Ok(())
    })
}

/// Writes the best next crossing from `state`: on a shortest path to the goal; among several, the one
/// carrying the most characters, then the most priests.
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER`, `PD_STATUS_INVALID_SIDE`, then, checked in this
/// order, `PD_STATUS_STATE_OUT_OF_RANGE`, `PD_STATUS_LOST_STATE`, `PD_STATUS_ALREADY_WON`,
/// `PD_STATUS_NO_PATH`, `PD_STATUS_UNREACHABLE_STATE`.
///
/// # Safety
/// `solver` must be NULL or a live handle; `out` NULL or valid.
#[no_mangle]
pub unsafe extern "C" fn pd_next_move(
    solver: *const PdSolver,
    state: PdState,
    out: *mut PdMove,
) -> PdStatus {
    guard(|| {
        // SAFETY: per this function's contract.
        let s = unsafe { solver_ref(solver) }?;
        let out = out_ptr(out)?;
        let mv = s.next_move(State::try_from(state)?)?;
        // SAFETY: checked non-null, valid per this function's contract.
        unsafe { put(out, mv.into()) };
        Ok(())
    })
}

/// Writes every crossing from `state` that lies on some shortest path to the goal, preferred first, and
/// their number to `*len`. When `cap` is too small, returns `PD_STATUS_BUFFER_TOO_SMALL` with the needed
/// length in `*len`; `buf` may be NULL when `cap` is 0, to ask for the length.
///
/// Returns the statuses of `pd_next_move`, and `PD_STATUS_BUFFER_TOO_SMALL`.
///
/// # Safety
/// `solver` must be NULL or a live handle; `buf` NULL or valid for `cap` moves; `len` NULL or valid.
#[no_mangle]
pub unsafe extern "C" fn pd_optimal_moves(
    solver: *const PdSolver,
    state: PdState,
    buf: *mut PdMove,
    cap: usize,
    len: *mut usize,
) -> PdStatus {
    guard(|| {
        // SAFETY: per this function's contract.
        let s = unsafe { solver_ref(solver) }?;
        let buffer = OutBuffer::new(buf, cap, len)?;
        let moves = s.optimal_moves(State::try_from(state)?)?;
        // SAFETY: `buf` valid for `cap` moves and `len` valid, per this function's contract.
        unsafe { buffer.fill(moves.len(), moves.into_iter().map(PdMove::from)) }
    })
}

/// Writes the whole shortest plan from `state` (one crossing per element) and its length to `*len`.
/// When `cap` is too small, returns `PD_STATUS_BUFFER_TOO_SMALL` with the needed length in `*len`;
/// `buf` may be NULL when `cap` is 0, to ask for the length.
///
/// Returns the statuses of `pd_next_move`, and `PD_STATUS_BUFFER_TOO_SMALL`.
///
/// # Safety
/// `solver` must be NULL or a live handle; `buf` NULL or valid for `cap` moves; `len` NULL or valid.
#[no_mangle]
pub unsafe extern "C" fn pd_solution(
    solver: *const PdSolver,
    state: PdState,
    buf: *mut PdMove,
    cap: usize,
    len: *mut usize,
) -> PdStatus {
    guard(|| {
        // SAFETY: per this function's contract.
        let s = unsafe { solver_ref(solver) }?;
        let buffer = OutBuffer::new(buf, cap, len)?;
        let plan = s.solution(State::try_from(state)?)?;
        // SAFETY: `buf` valid for `cap` moves and `len` valid, per this function's contract.
        unsafe { buffer.fill(plan.len(), plan.map(|(mv, _)| mv.into())) }
    })
}

/// Rates crossing `mv` from `state`: optimal, a detour (with its extra crossings), losing on a bank,
/// leading nowhere, or illegal (and why).
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER`, `PD_STATUS_INVALID_SIDE`,
/// `PD_STATUS_STATE_OUT_OF_RANGE`, `PD_STATUS_LOST_STATE`, `PD_STATUS_ALREADY_WON` or
/// `PD_STATUS_UNREACHABLE_STATE`. From a state with no path, safe moves rate `PD_RATING_KIND_NO_PATH`.
///
/// # Safety
/// `solver` must be NULL or a live handle; `rating` NULL or valid.
#[no_mangle]
pub unsafe extern "C" fn pd_rate_move(
    solver: *const PdSolver,
    state: PdState,
    mv: PdMove,
    rating: *mut PdRating,
) -> PdStatus {
    guard(|| {
        // SAFETY: per this function's contract.
        let s = unsafe { solver_ref(solver) }?;
        let rating = out_ptr(rating)?;
        let value = s.rate_move(State::try_from(state)?, mv.into())?;
        // SAFETY: checked non-null, valid per this function's contract.
        unsafe { put(rating, value.into()) };
        Ok(())
    })
}

/// Writes the next atomic step of play from `game`: unboard a passenger who should not cross, board one
/// who should, sail, or nothing when the game is won. Applying each step and asking again wins in
/// exactly the optimal number of crossings, and never overfills the boat.
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER`, `PD_STATUS_INVALID_SIDE`,
/// `PD_STATUS_INVALID_GAME_STATE` (totals differ from the rules, or the boat is overfilled), then the
/// statuses of `pd_next_move` except `PD_STATUS_ALREADY_WON` (a won game answers `PD_ACTION_KIND_NONE`).
///
/// # Safety
/// `solver` must be NULL or a live handle; `game` and `action` NULL or valid.
#[no_mangle]
pub unsafe extern "C" fn pd_next_action(
    solver: *const PdSolver,
    game: *const PdGameState,
    action: *mut PdAction,
) -> PdStatus {
    guard(|| {
        // SAFETY: per this function's contract.
        let s = unsafe { solver_ref(solver) }?;
        // All pointers are checked before any value is validated.
        // SAFETY: per this function's contract.
        let game = unsafe { input(game) }?;
        let action = out_ptr(action)?;
        let game = GameState::try_from(game)?;
        let step = s.next_action(&game)?;
        let value = PdAction {
            kind: step.action.into(),
            crossing: step.crossing.into(),
            crossings_left: step.crossings_left,
        };
        // SAFETY: checked non-null, valid per this function's contract.
        unsafe { put(action, value) };
        Ok(())
    })
}

/// Writes the state numbering: one row per priest count `0..=priests` (see `PdPolicyRow`), and the
/// number of rows to `*len`. With `pd_policy_entries`, this lets a caller answer every query from its
/// own copy, with no further call. Buffer protocol as `pd_solution`.
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER` or `PD_STATUS_BUFFER_TOO_SMALL`.
///
/// # Safety
/// `solver` must be NULL or a live handle; `buf` NULL or valid for `cap` rows; `len` NULL or valid.
#[no_mangle]
pub unsafe extern "C" fn pd_policy_rows(
    solver: *const PdSolver,
    buf: *mut PdPolicyRow,
    cap: usize,
    len: *mut usize,
) -> PdStatus {
    guard(|| {
        // SAFETY: per this function's contract.
        let s = unsafe { solver_ref(solver) }?;
        let buffer = OutBuffer::new(buf, cap, len)?;
        let rows = s.rules().priests() as usize + 1;
        let items = (0..=s.rules().priests())
            .filter_map(|p| s.index().row(p))
            .map(|(first, lo_devils, count)| PdPolicyRow {
                first,
                lo_devils,
                count,
            });
        // SAFETY: `buf` valid for `cap` rows and `len` valid, per this function's contract.
        unsafe { buffer.fill(rows, items) }
    })
}

/// Writes the policy: for every safe state in index order (see `PdPolicyRow`), its distance, best
/// crossing and reachability; and the number of entries (`PdSolverInfo.safe_states`) to `*len`. Buffer
/// protocol as `pd_solution`.
///
/// Returns `PD_STATUS_OK`, `PD_STATUS_NULL_POINTER` or `PD_STATUS_BUFFER_TOO_SMALL`.
///
/// # Safety
/// `solver` must be NULL or a live handle; `buf` NULL or valid for `cap` entries; `len` NULL or valid.
#[no_mangle]
pub unsafe extern "C" fn pd_policy_entries(
    solver: *const PdSolver,
    buf: *mut PdPolicyEntry,
    cap: usize,
    len: *mut usize,
) -> PdStatus {
    guard(|| {
        // SAFETY: per this function's contract.
        let s = unsafe { solver_ref(solver) }?;
        let buffer = OutBuffer::new(buf, cap, len)?;
        let entries = s.policy().map(|e| PdPolicyEntry {
            distance: e.distance.unwrap_or(PD_NO_PATH),
            best: e.best.into(),
            reachable: u32::from(e.reachable),
        });
        // SAFETY: `buf` valid for `cap` entries and `len` valid, per this function's contract.
        unsafe { buffer.fill(entries.len(), entries) }
    })
}

#[cfg(test)]
mod tests {
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
