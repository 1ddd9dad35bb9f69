//! The caps that bound what a solver may cost, in memory and in build time, and what a range of
//! configurations may cost ([`crate::propose_levels`]). Each is checked before or during the work and
//! refused with an [`crate::Error`]; the C ABI exports them as `PD_MAX_SAFE_STATES`, `PD_MAX_MOVES`,
//! `PD_MAX_RANGE_CONFIGURATIONS` and `PD_MAX_RANGE_STATES`.

/// The largest number of safe states (priest count, devil count, boat side) a solver may index.
///
/// A solver's table takes 4 bytes per safe state for most puzzles and 8 for those with huge boats on
/// many characters, next to a row index and the build's layers, so the cap bounds a build to roughly
/// 450 MB. It is checked from a closed formula before anything is allocated.
pub const MAX_SAFE_STATES: u64 = 1 << 25;

/// The most moves a build may examine (each legal crossing between safe states counts once from each
/// end), which bounds a build to a few seconds (`cargo bench --bench scale` measures the worst case
/// known). A build that would examine more stops and reports [`crate::Error::MoveBudgetExceeded`]; this
/// bounds puzzles whose huge boat makes every state a hub (a boat for 13 804 over 22 019 priests has only
/// 44 040 safe states but 417 million crossings).
pub const MAX_MOVES: u64 = 1 << 28;

/// The most configurations (every count and variant) a range of configurations may hold
/// ([`crate::LevelRange::cost`]): a proposal builds one solver per configuration, one at a time. Checked
/// by arithmetic on the range's ends, before anything else.
pub const MAX_RANGE_CONFIGURATIONS: u64 = 20_000;

/// The most safe states a range of configurations may hold, every configuration's counted
/// ([`crate::LevelRange::cost`]): 32 solvers at the state cap, a proposal of about half a minute of
/// builds. Checked by summing closed formulas, at most [`MAX_RANGE_CONFIGURATIONS`] of them, before
/// anything is built.
pub const MAX_RANGE_STATES: u64 = 1 << 30;
