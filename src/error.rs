//! The one error type of the safe API.

use crate::state::Side;

/// Why a configuration cannot be built or a query cannot be answered. New causes may be added in minor
/// versions: match with a wildcard arm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The boat must carry at least one character, who rows it.
    #[error("the boat capacity must be at least 1")]
    ZeroBoatCapacity,
    /// The configuration has more safe states than [`crate::MAX_SAFE_STATES`]; refused before anything
    /// is allocated.
    #[error(
        "the configuration is too large: {states} safe states (cap {})",
        crate::limits::MAX_SAFE_STATES
    )]
    TooManyStates {
        /// The number of safe states of the configuration.
        states: u64,
    },
    /// The build examined more moves than [`crate::MAX_MOVES`] and stopped (a huge boat makes every
    /// state a hub).
    #[error(
        "the configuration is too large: its build examined more than the budget of {} moves over {states} safe states",
        crate::limits::MAX_MOVES
    )]
    MoveBudgetExceeded {
        /// The number of safe states of the configuration.
        states: u64,
    },
    /// The widest crossing between safe states (up to `max_priests` priests and the devils the boat and
    /// the game allow) does not fit the solver's packed 32-bit move; [`crate::Rules::new`] refuses it
    /// before anything is built. Only configurations far over the move budget have such crossings.
    #[error(
        "the configuration is too large: a crossing of up to {max_priests} priests and {devils} devils does not fit the solver's 32-bit move"
    )]
    MovesTooWide {
        /// The most priests one crossing can carry (the boat capacity or the priests, the smaller).
        max_priests: u32,
        /// The devils in the game.
        devils: u32,
    },
    /// Memory for the state graph could not be reserved.
    #[error("not enough memory to build the state graph")]
    OutOfMemory,
    /// The state has more priests or devils than the configuration.
    #[error("the state has more priests or devils than the game")]
    StateOutOfRange,
    /// The state is lost: on the given bank, devils outnumber the priests present.
    #[error("the state is lost: devils outnumber priests on the {0}")]
    Lost(Side),
    /// The state is already the goal.
    #[error("the game is already won")]
    AlreadyWon,
    /// No sequence of crossings leads from the state to the goal.
    #[error("no sequence of crossings leads from this state to the goal")]
    NoPath,
    /// A game state's characters do not add up to the configuration or do not fit in the boat.
    #[error("inconsistent game state: {0}")]
    InvalidGameState(Inconsistency),
    /// A range of counts whose low end exceeds its high end ([`crate::LevelRange`]).
    #[error("a range's low end exceeds its high end")]
    EmptyRange,
    /// More levels were asked for than the range has distinct difficulties
    /// ([`crate::propose_levels`]).
    #[error("the range has only {distinct} distinct difficulties among its solvable configurations: ask for at most that many levels, or widen the range")]
    NotEnoughLevels {
        /// The distinct difficulties (at 0.01 bit) of the range's solvable configurations.
        distinct: u64,
    },
    /// A range of configurations over [`crate::MAX_RANGE_CONFIGURATIONS`] configurations or
    /// [`crate::MAX_RANGE_STATES`] safe states ([`crate::LevelRange::cost`]); refused before anything is
    /// built.
    #[error(
        "the range is too large: {configurations} configurations of {states} safe states in all (caps {} and {})",
        crate::limits::MAX_RANGE_CONFIGURATIONS,
        crate::limits::MAX_RANGE_STATES
    )]
    RangeTooLarge {
        /// The configurations of the range (saturating at `u64::MAX`).
        configurations: u64,
        /// Their safe states in all, as far as they were counted: counting stops past the cap, and
        /// never starts over the configurations' cap (then 0).
        states: u64,
    },
    /// The caller cancelled the work through its [`crate::Progress`].
    #[error("the work was cancelled")]
    Cancelled,
}

/// What is wrong with an inconsistent [`crate::GameState`] ([`Error::InvalidGameState`]). New causes may
/// be added in minor versions: match with a wildcard arm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum Inconsistency {
    /// The priests on the banks and the boat are not the game's priests.
    #[error("the priests do not add up to the game's priests")]
    PriestsMiscounted,
    /// The devils on the banks and the boat are not the game's devils.
    #[error("the devils do not add up to the game's devils")]
    DevilsMiscounted,
    /// More characters are on the boat than it holds.
    #[error("more characters on the boat than it holds")]
    BoatOverfull,
}
