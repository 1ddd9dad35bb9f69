//! The solver's room: one breadth-first pass from the goal gives every safe state its distance to the
//! goal and its best move ([`build`]), kept in a table of one word per state ([`table`], moves coded by
//! [`codec`]); small puzzles also keep a grid of best moves addressed by the state's fields ([`grid`]).
//!
//! Everything outside this module asks through a small interface: [`Solver::lookup`] (a state's best
//! move and distance, or why it has none: the one lookup), [`Solver::next_move`] (the same move, with
//! the grid as a cache in front), [`Solver::standing`] (a playable state's distance, or none),
//! [`Solver::distance_at`] (by index), [`Solver::sweep_from_goal`] and the hint grid. The views (plans,
//! ratings, the game's next action, the level report, the diagram) are built on it.
//!
//! Speed: a hint is a table lookup whose playable case is a fast path of one bounds check, one compare
//! and one load, with every refused state classified out of line ([`Solver::refusal`]); for puzzles
//! with a grid, one compare, one bounds check and one load, inlined into the caller with everything
//! else out of line. `cargo bench --bench hints` measures it against a bare load from a table of the
//! answers (the README's target: within 3×).

mod build;
mod codec;
mod grid;
mod table;

use std::sync::OnceLock;

use crate::error::Error;
use crate::graph::StateIndex;
use crate::progress::{Progress, Watch};
use crate::rules::Rules;
use crate::state::{Move, Side, State};
pub(crate) use codec::check_loads;
use codec::MoveCodec;
use grid::HintGrid;
use table::Table;

/// What the solver knows of one safe state, as exported by [`Solver::policy`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PolicyEntry {
    /// Crossings left to the goal, or `None` without a path.
    pub distance: Option<u32>,
    /// The best move (empty for the goal and for states without a path).
    pub best: Move,
    /// Whether the state is connected to the start.
    pub reachable: bool,
}

/// What a state is, as told by [`Solver::check`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StateKind {
    /// Devils outnumber the priests present on this bank: the game is over.
    Lost(Side),
    /// Everyone is on the far bank with the boat.
    Won,
    /// Nobody is in danger and the game goes on.
    Safe,
}

/// The verdict on a state: what it is, whether it is reachable from the start, and how far the goal is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Verdict {
    /// Lost, won or safe.
    pub kind: StateKind,
    /// Whether the state is connected to the start by legal moves through safe states (always `false`
    /// for lost states). `(0, 0, boat at the start bank)`, for example, never is.
    pub reachable: bool,
    /// Crossings left on a shortest path to the goal; `None` when there is no path (and for lost
    /// states).
    pub distance: Option<u32>,
}

/// Why a state has no best move: the errors of [`Solver::next_move`], in the order they are checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Refusal {
    /// [`Error::StateOutOfRange`].
    StateOutOfRange,
    /// [`Error::Lost`].
    Lost(Side),
    /// [`Error::AlreadyWon`].
    AlreadyWon,
    /// [`Error::NoPath`].
    NoPath,
}

impl From<Refusal> for Error {
    #[inline]
    fn from(refusal: Refusal) -> Error {
        match refusal {
            Refusal::StateOutOfRange => Error::StateOutOfRange,
            Refusal::Lost(side) => Error::Lost(side),
            Refusal::AlreadyWon => Error::AlreadyWon,
            Refusal::NoPath => Error::NoPath,
        }
    }
}

/// A solved configuration. Built once by [`Solver::new`]; immutable afterwards, so it can be shared
/// between threads, and every query takes constant time (except listing whole plans).
#[derive(Clone, Debug)]
pub struct Solver {
    index: StateIndex,
    codec: MoveCodec,
    table: Table,
    /// The best moves of small puzzles, addressed by the state's fields (empty for larger ones).
    grid: HintGrid,
    /// One bit per indexed state, connected to the start or not; `None` when the start has a path, since
    /// then (the graph being undirected) the reachable states are exactly those with a path.
    reachable: Option<Vec<u64>>,
    reachable_count: u32,
    /// Shortest plans from every state, counted on first demand by the plan view.
    plan_counts: OnceLock<Box<[u64]>>,
}

impl Solver {
    /// Solves every state of `rules` (the state cap was already enforced by [`Rules::new`]).
    ///
    /// # Errors
    /// [`Error::OutOfMemory`] when the tables cannot be allocated; [`Error::MoveBudgetExceeded`] when
    /// the build would examine more than [`crate::MAX_MOVES`] moves (it stops within a few seconds);
    /// [`Error::MovesTooWide`] when a boat load cannot be stored in the solver's 32-bit move (only
    /// puzzles far beyond the move budget).
    pub fn new(rules: Rules) -> Result<Solver, Error> {
        Solver::build(rules, false, Watch::NONE)
    }

    /// [`Solver::new`], reporting its progress to `progress` (`total`: the configuration's safe states;
    /// `done`: the states solved so far) and stopping when it is cancelled. The build takes a checkpoint
    /// at least every 65 536 moves examined (well under a millisecond of work).
    ///
    /// # Errors
    /// Those of [`Solver::new`]; [`Error::Cancelled`] when `progress` was cancelled before the build
    /// ended.
    pub fn new_with_progress(rules: Rules, progress: &Progress) -> Result<Solver, Error> {
        let states = rules.safe_states();
        progress.start(states);
        let watch = Watch::new(Some(progress), 0, states);
        let solver = Solver::build(rules, false, watch)?;
        watch.finish();
        Ok(solver)
    }

    /// [`Solver::new`] as one piece of a larger watched computation.
    pub(crate) fn new_watched(rules: Rules, watch: Watch) -> Result<Solver, Error> {
        Solver::build(rules, false, watch)
    }

    // ------------------------------------------------------------------------- the room's interface

    /// The best move from `state` and the crossings left counting it; or why there is none, classified
    /// in the documented order (out of range, lost, won, no path). The one lookup every query builds on.
    #[inline]
    pub(crate) fn lookup(&self, state: State) -> Result<(Move, u32), Refusal> {
        // A state with an index is in range and not lost; `playable` is neither the goal nor without a
        // path. Everything else is refused, and classified out of line.
        match self.index.index(state).and_then(|i| self.table.playable(i)) {
            Some((distance, code)) => Ok((self.codec.decode(code), distance)),
            None => Err(self.refusal(state)),
        }
    }

    /// The crossings left from a state where the game can be played (in range, not lost, not won):
    /// `None` when no path leads to the goal. Refuses the others as [`Solver::lookup`] does.
    pub(crate) fn standing(&self, state: State) -> Result<Option<u32>, Refusal> {
        let rules = self.rules();
        if !rules.contains(state) {
            return Err(Refusal::StateOutOfRange);
        }
        if let Some(side) = rules.lost_bank(state) {
            return Err(Refusal::Lost(side));
        }
        if state == rules.goal() {
            return Err(Refusal::AlreadyWon);
        }
        // In range and not lost: the state is indexed.
        Ok(self.index.index(state).and_then(|i| self.distance_at(i)))
    }

    /// Why [`Solver::lookup`] refuses `state`. Out of line, so that the lookup's fast path needs no stack
    /// frame. A state that [`Solver::standing`] accepts was refused by the table for having no path
    /// (the only other refusal, distance 0, is the goal's), so the answer is total.
    #[cold]
    #[inline(never)]
    fn refusal(&self, state: State) -> Refusal {
        self.standing(state).err().unwrap_or(Refusal::NoPath)
    }

    /// The crossings left from the state numbered `i` ([`StateIndex`]), or `None` without a path.
    pub(crate) fn distance_at(&self, i: u32) -> Option<u32> {
        self.table.distance(i)
    }

    /// The hint grid of a small puzzle: the best move of every (priests, devils, side), packed as
    /// `priests | devils << 32`, 0 where there is none, at `(priests * stride + devils) * 2 + side`;
    /// empty (stride 0) for larger puzzles. What `pd_solver_hint_grid` shows C callers.
    pub(crate) fn hint_grid(&self) -> (&[u64], u64) {
        (self.grid.cells(), self.grid.stride())
    }

    /// The plan counts of every state, by index, once the plan view has counted them.
    pub(crate) fn plan_counts(&self) -> &OnceLock<Box<[u64]>> {
        &self.plan_counts
    }

    fn is_reachable(&self, i: u32) -> bool {
        match &self.reachable {
            None => self.distance_at(i).is_some(),
            Some(bits) => bits
                .get(i as usize / 64)
                .is_some_and(|w| w & (1 << (i % 64)) != 0),
        }
    }

    // -------------------------------------------------------------------------------- the queries

    /// The whole policy, one entry per safe state in index order (see [`StateIndex::row`] for the
    /// numbering): what hint code needs to answer every query without calling the solver.
    pub fn policy(&self) -> impl ExactSizeIterator<Item = PolicyEntry> + '_ {
        (0..self.safe_states()).map(move |i| {
            let distance = self.distance_at(i);
            PolicyEntry {
                distance,
                best: match distance {
                    Some(d) if d > 0 => self.codec.decode(self.table.code(i)),
                    _ => Move::default(),
                },
                reachable: self.is_reachable(i),
            }
        })
    }

    /// The dense numbering of the safe states.
    pub fn index(&self) -> &StateIndex {
        &self.index
    }

    /// The configuration this solver solved.
    pub fn rules(&self) -> &Rules {
        self.index.rules()
    }

    /// The number of safe states (both boat sides counted).
    pub fn safe_states(&self) -> u32 {
        self.table.len() as u32
    }

    /// The number of safe states connected to the start by legal moves (the start and goal included).
    pub fn reachable_states(&self) -> u32 {
        self.reachable_count
    }

    /// The fewest crossings that win the game from the start, or `None` when it cannot be won.
    pub fn min_crossings(&self) -> Option<u32> {
        self.distance_at(self.index.index(self.rules().start())?)
    }

    /// The fewest crossings that win the game from the start, or `None` when it cannot be won: the old
    /// name of [`Solver::min_crossings`].
    #[deprecated(since = "0.5.1", note = "use `Solver::min_crossings`")]
    pub fn min_moves(&self) -> Option<u32> {
        self.min_crossings()
    }

    /// Whether the game can be won from the start.
    pub fn is_solvable(&self) -> bool {
        self.min_crossings().is_some()
    }

    /// Classifies `state`: lost, won or safe, whether it is reachable from the start, and its distance
    /// to the goal.
    ///
    /// # Errors
    /// [`Error::StateOutOfRange`] when the state has more priests or devils than the game.
    pub fn check(&self, state: State) -> Result<Verdict, Error> {
        let rules = self.rules();
        if !rules.contains(state) {
            return Err(Error::StateOutOfRange);
        }
        if let Some(side) = rules.lost_bank(state) {
            return Ok(Verdict {
                kind: StateKind::Lost(side),
                reachable: false,
                distance: None,
            });
        }
        // In range and not lost: the state is indexed.
        let i = self.index.index(state);
        Ok(Verdict {
            kind: if state == rules.goal() {
                StateKind::Won
            } else {
                StateKind::Safe
            },
            reachable: i.is_some_and(|i| self.is_reachable(i)),
            distance: i.and_then(|i| self.distance_at(i)),
        })
    }

    /// The best next move from `state`: on a shortest path to the goal and, among those, the one that
    /// carries the most characters, then the most priests. Every safe state with a path gets one, whether
    /// or not play from the standard start reaches it ([`Solver::check`] tells that).
    ///
    /// # Errors
    /// Checked in this order: [`Error::StateOutOfRange`], [`Error::Lost`], [`Error::AlreadyWon`],
    /// [`Error::NoPath`].
    // The grid's lookup is inlined into the caller (always: across crates, `#[inline]` is not honoured
    // once the refusal converts to an error, and a call returns the `Result` through memory); every
    // other state costs one call. Measured by `rust_api_next_move` in benches/hints.rs against the
    // README's "hint within 3x a bare load".
    #[inline(always)]
    pub fn next_move(&self, state: State) -> Result<Move, Error> {
        match self.grid.best(state) {
            Some(word) => Ok(codec::unpack(word)),
            None => self.next_move_beyond_grid(state.priests, state.devils, state.boat),
        }
    }

    /// [`Solver::next_move`] for a state the hint grid has no move for, out of line so that the
    /// inlined grid lookup stays small. The state comes as its fields: a `State` argument would be
    /// passed by address, and the caller's loop would spill every state to memory to take one.
    #[inline(never)]
    fn next_move_beyond_grid(&self, priests: u32, devils: u32, boat: Side) -> Result<Move, Error> {
        Ok(self
            .lookup(State {
                priests,
                devils,
                boat,
            })?
            .0)
    }

    /// The crossings left from `state` on a shortest path to the goal (0 for the goal itself).
    ///
    /// # Errors
    /// Those of [`Solver::next_move`], except that the goal answers 0.
    pub fn distance(&self, state: State) -> Result<u32, Error> {
        match self.lookup(state) {
            Ok((_, distance)) => Ok(distance),
            Err(Refusal::AlreadyWon) => Ok(0),
            Err(refusal) => Err(refusal.into()),
        }
    }
}

#[cfg(test)]
mod tests;
