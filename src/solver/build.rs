//! The build: one breadth-first pass from the goal over the safe states, layer by layer, gives every
//! state its distance and best move; a second search marks the states connected to the start when the
//! start itself has no path. [`Solver::sweep_from_goal`] walks the same layers again for the views that
//! aggregate over optimal moves (plan counts, difficulty).
//!
//! Speed (`cargo bench --bench scale`, against the `pathfinding` crate's BFS; the README's target is
//! 20× at N = M = 10⁶, K = 4): layers hold (priests, devils) pairs, since every crossing moves the boat
//! and a whole layer has its boat on one side, chosen once per layer with the move loops compiled per
//! side; moves are enumerated from the index's row ranges, never rejected; the table is written in its
//! layout with no branch on it; a build nobody watches is compiled without pauses (its move budget
//! tested once per state, not per row of moves); the search closures capture the table's words by
//! value, so the loop keeps them in registers.

use std::cmp::Ordering;
use std::sync::OnceLock;

use super::codec::MoveCodec;
use super::grid::HintGrid;
use super::table::Table;
use super::Solver;
use crate::error::Error;
use crate::graph::{StateIndex, Stopped};
use crate::limits::MAX_MOVES;
use crate::progress::{Watch, CHECKPOINT_STEPS};
use crate::rules::Rules;
use crate::state::{Move, Side, State};

/// Why a search stopped before its end.
#[derive(Debug)]
enum Stop {
    /// It examined more moves than [`MAX_MOVES`].
    OverBudget,
    /// Its caller cancelled it ([`crate::Progress`]).
    Cancelled,
    /// A layer could not grow.
    OutOfMemory,
}

/// What the searches of one build have spent and who watches them: the moves examined (against
/// [`MAX_MOVES`]) and the states expanded (the progress reported). The move loops count down a `room`
/// of moves row by row; when it runs out, [`Budget::pause`] enforces the budget, reports progress and
/// honours a cancel, then grants the next room: at most [`CHECKPOINT_STEPS`] moves when watched, so a
/// cancel is seen within that many crossings even inside one hub state's moves. Unwatched, the one
/// room is the whole budget and is never paused: [`expand_unwatched`] tests it once per state.
struct Budget<'a> {
    /// The moves granted before the current room.
    spent: u64,
    /// The current room, as granted.
    granted: u64,
    /// What is left of it.
    room: u64,
    /// The states expanded by the searches so far.
    states: u64,
    watch: Watch<'a>,
    /// Why the last pause stopped the search.
    stop: Option<Stop>,
}

impl<'a> Budget<'a> {
    fn new(watch: Watch<'a>) -> Budget<'a> {
        let granted = if watch.is_watched() {
            CHECKPOINT_STEPS.min(MAX_MOVES)
        } else {
            MAX_MOVES
        };
        Budget {
            spent: 0,
            granted,
            room: granted,
            states: 0,
            watch,
            stop: None,
        }
    }

    /// The room ran out with a move still to examine: over the budget, cancelled (`None`, the reason in
    /// `stop`), or the next room. `expanded` states of the current layer are done.
    #[cold]
    fn pause(&mut self, expanded: u64) -> Option<u64> {
        self.spent += self.granted;
        if self.spent >= MAX_MOVES {
            self.stop = Some(Stop::OverBudget);
            return None;
        }
        if self.watch.checkpoint(self.states + expanded).is_err() {
            self.stop = Some(Stop::Cancelled);
            return None;
        }
        self.granted = CHECKPOINT_STEPS.min(MAX_MOVES - self.spent);
        Some(self.granted)
    }
}

/// Runs a breadth-first search from `root`, one layer at a time: `edge(from, move, to, to_index, depth)`
/// is called for every move from a state of the current layer (`to` lies up to `depth` crossings from
/// the root) and returns whether `to` is new, which queues it for the next layer. The two layer buffers
/// are reused and grow only to the widest layer, fallibly. Stops before a move that would exceed
/// [`MAX_MOVES`], and at the budget's pauses when cancelled. `WATCHED` must say whether the budget's
/// watch is watched: the unwatched search is compiled without pauses.
fn breadth_first<const WATCHED: bool>(
    index: &StateIndex,
    root: State,
    budget: &mut Budget,
    mut edge: impl FnMut(State, Move, State, u32, u32) -> bool,
) -> Result<(), Stop> {
    debug_assert_eq!(WATCHED, budget.watch.is_watched());
    let mut layer = Vec::new();
    layer.try_reserve(1).map_err(|_| Stop::OutOfMemory)?;
    layer.push((root.priests, root.devils));
    let mut next = Vec::new();
    let mut depth = 0;
    let mut side = root.boat;
    while !layer.is_empty() {
        depth += 1;
        // Each instance compiles one of the two loops (a constant condition), so `edge` is inlined
        // into it alone.
        if WATCHED {
            match side {
                Side::Start => expand::<false>(index, &layer, &mut next, depth, budget, &mut edge)?,
                Side::Far => expand::<true>(index, &layer, &mut next, depth, budget, &mut edge)?,
            }
        } else {
            match side {
                Side::Start => {
                    expand_unwatched::<false>(index, &layer, &mut next, depth, budget, &mut edge)?
                }
                Side::Far => {
                    expand_unwatched::<true>(index, &layer, &mut next, depth, budget, &mut edge)?
                }
            }
        }
        budget.states += layer.len() as u64;
        layer.clear();
        std::mem::swap(&mut layer, &mut next);
        side = side.other();
    }
    Ok(())
}

/// Queues `state` for the next layer; `false` when the layer cannot grow. Each state is queued once,
/// so this is the check `push` makes anyway: the push that follows it knows there is room.
#[inline(always)]
fn queue(next: &mut Vec<(u32, u32)>, state: State) -> bool {
    let pair = (state.priests, state.devils);
    if next.len() < next.capacity() {
        next.push(pair);
        true
    } else {
        queue_grown(next, pair)
    }
}

/// [`queue`] when the layer is full: grows it (doubling, as `push` does), fallibly.
#[cold]
#[inline(never)]
fn queue_grown(next: &mut Vec<(u32, u32)>, pair: (u32, u32)) -> bool {
    if next.try_reserve(1).is_err() {
        return false;
    }
    next.push(pair);
    true
}

/// One layer of a watched [`breadth_first`], whose states have their boat at the far bank when `FAR`
/// is set: the room is checked row by row of moves, and the budget's pauses take the checkpoints.
#[inline(always)]
fn expand<const FAR: bool>(
    index: &StateIndex,
    layer: &[(u32, u32)],
    next: &mut Vec<(u32, u32)>,
    depth: u32,
    budget: &mut Budget,
    edge: &mut impl FnMut(State, Move, State, u32, u32) -> bool,
) -> Result<(), Stop> {
    let side = if FAR { Side::Far } else { Side::Start };
    let mut room = budget.room;
    for (i, &(priests, devils)) in layer.iter().enumerate() {
        let from = State::new(priests, devils, side);
        let mut short = false;
        let mut pause = || budget.pause(i as u64);
        let whole =
            index.for_each_move_until::<FAR, true>(from, &mut room, &mut pause, |mv, to, v| {
                if edge(from, mv, to, v, depth) && !queue(next, to) {
                    short = true;
                }
            });
        if short {
            return Err(Stop::OutOfMemory);
        }
        if !whole {
            return Err(budget.stop.take().unwrap_or(Stop::Cancelled));
        }
    }
    budget.room = room;
    Ok(())
}

/// One layer of an unwatched [`breadth_first`], as [`expand`] without the per-row test: the room is
/// the whole move budget left, so a state whose moves all fit in it (every state, while the room
/// holds [`StateIndex::most_moves`]) is visited with its rows taken from the room untested. A state
/// whose moves would not fit stops the search before any of them, as [`Budget::pause`] would at the
/// first move past the budget.
#[inline(always)]
fn expand_unwatched<const FAR: bool>(
    index: &StateIndex,
    layer: &[(u32, u32)],
    next: &mut Vec<(u32, u32)>,
    depth: u32,
    budget: &mut Budget,
    edge: &mut impl FnMut(State, Move, State, u32, u32) -> bool,
) -> Result<(), Stop> {
    let side = if FAR { Side::Far } else { Side::Start };
    let most = index.most_moves();
    let mut room = budget.room;
    for &(priests, devils) in layer {
        let from = State::new(priests, devils, side);
        if room < most && over_room::<FAR>(index, from, room) {
            return Err(Stop::OverBudget);
        }
        let mut short = false;
        index.for_each_move_counted::<FAR>(from, &mut room, |mv, to, v| {
            if edge(from, mv, to, v, depth) && !queue(next, to) {
                short = true;
            }
        });
        if short {
            return Err(Stop::OutOfMemory);
        }
    }
    budget.room = room;
    Ok(())
}

/// Whether the moves from `from` exceed `room`, the move budget left (the end of an unwatched build).
#[cold]
#[inline(never)]
fn over_room<const FAR: bool>(index: &StateIndex, from: State, room: u64) -> bool {
    index.moves_from::<FAR>(from) > room
}

impl Solver {
    /// [`Solver::new`], with two words per table entry even where one would do when `wide` is set
    /// (for tests of that layout, which otherwise only huge puzzles use).
    pub(super) fn build(rules: Rules, wide: bool, watch: Watch) -> Result<Solver, Error> {
        // Before anything that grows with the states: the index and the table take a good part of a
        // build at the state cap, and each checks for a cancel every run of its rows or words.
        watch.check()?;
        let codec = MoveCodec::new(&rules)?;
        let index = StateIndex::new_watched(rules, watch).map_err(|stopped| match stopped {
            Stopped::Short(_) => Error::OutOfMemory,
            Stopped::Cancelled => Error::Cancelled,
        })?;
        let len = index.len();
        let code_bits = if wide { u32::BITS } else { codec.bits };
        let table = Table::new_watched(len, code_bits, watch)?;
        let mut solver = Solver {
            codec,
            index,
            table,
            grid: HintGrid::default(),
            reachable: None,
            reachable_count: 0,
            plan_counts: OnceLock::new(),
        };
        watch.checkpoint(0)?;
        let mut budget = Budget::new(watch);
        let stopped = |stop| match stop {
            Stop::OverBudget => Error::MoveBudgetExceeded { states: len as u64 },
            Stop::Cancelled => Error::Cancelled,
            Stop::OutOfMemory => Error::OutOfMemory,
        };
        // The searches compiled with their checkpoints when watched, without any when not.
        let searched = if watch.is_watched() {
            solver.search::<true>(&mut budget)
        } else {
            solver.search::<false>(&mut budget)
        };
        searched?.map_err(stopped)?;
        solver.grid = HintGrid::new(&solver.index, |i| {
            let (_, code) = solver.table.playable(i)?;
            Some(codec.decode(code))
        });
        Ok(solver)
    }

    /// The build's searches: [`Solver::solve_from_goal`], then [`Solver::mark_reachable`]. `WATCHED`
    /// must say whether the budget is watched. The inner result is the searches'.
    fn search<const WATCHED: bool>(
        &mut self,
        budget: &mut Budget,
    ) -> Result<Result<(), Stop>, Error> {
        match self.solve_from_goal::<WATCHED>(budget) {
            Ok(with_path) => self.mark_reachable::<WATCHED>(with_path, budget),
            Err(stop) => Ok(Err(stop)),
        }
    }

    /// Breadth-first search from the goal, layer by layer. A state first discovered from layer `t` gets
    /// distance `t + 1`; among all its moves into layer `t`, the preferred one (see
    /// [`Move::preference`]) becomes its best move. Returns the number of states with a path (the goal
    /// included).
    fn solve_from_goal<const WATCHED: bool>(&mut self, budget: &mut Budget) -> Result<u32, Stop> {
        let goal = self.index.rules().goal();
        let Some(g) = self.index.index(goal) else {
            return Ok(0); // The goal itself is lost (0 < priests < devils): nothing is solvable.
        };
        // Distance 0; the goal's move code is never read.
        if self.table.is_packed() {
            self.table.store::<true>(g, 0, 0);
            self.solve_layers::<true, WATCHED>(goal, budget)
        } else {
            self.table.store::<false>(g, 0, 0);
            self.solve_layers::<false, WATCHED>(goal, budget)
        }
    }

    /// The search of [`Solver::solve_from_goal`], compiled for the table's layout.
    fn solve_layers<const PACKED: bool, const WATCHED: bool>(
        &mut self,
        goal: State,
        budget: &mut Budget,
    ) -> Result<u32, Stop> {
        let codec = self.codec;
        let unset = self.table.unset();
        let mut table = self.table.words();
        // Captured by value, so that the loop keeps them in registers; every state found is queued
        // once and expanded once, so the states the search expands are the states found.
        let before = budget.states;
        breadth_first::<WATCHED>(&self.index, goal, budget, move |_, mv, _, v, layer| {
            let (distance, best) = table.load::<PACKED>(v);
            if distance == unset {
                table.store::<PACKED>(v, layer, codec.encode(mv));
                true
            } else {
                if distance == layer && mv.preference(&codec.decode(best)) == Ordering::Less {
                    table.store::<PACKED>(v, layer, codec.encode(mv));
                }
                false
            }
        })?;
        // At most the safe states, which fit in u32.
        Ok((budget.states - before) as u32)
    }

    /// Finds the states connected to the start by legal moves. The graph is undirected, so when the
    /// start has a path these are exactly the `with_path` states that have one, and nothing is stored;
    /// otherwise a search from the start marks them in a bitset. The inner result is the search's.
    fn mark_reachable<const WATCHED: bool>(
        &mut self,
        with_path: u32,
        budget: &mut Budget,
    ) -> Result<Result<(), Stop>, Error> {
        let start = self.index.rules().start();
        let Some(s) = self.index.index(start) else {
            // The start itself is lost (0 < priests < devils): nothing is reachable.
            self.reachable = Some(Vec::new());
            return Ok(Ok(()));
        };
        if self.table.distance(s).is_some() {
            self.reachable_count = with_path;
            return Ok(Ok(()));
        }
        let words = self.table.len().div_ceil(64);
        let mut bits = Vec::new();
        bits.try_reserve_exact(words)
            .map_err(|_| Error::OutOfMemory)?;
        bits.resize(words, 0u64);
        bits[s as usize / 64] |= 1 << (s % 64);
        // As in the search from the goal: the states expanded are the states found.
        let before = budget.states;
        let marks = bits.as_mut_slice();
        let searched =
            breadth_first::<WATCHED>(&self.index, start, budget, move |_, _, _, v, _| {
                let (word, bit) = (v as usize / 64, 1u64 << (v % 64));
                let new = marks[word] & bit == 0;
                marks[word] |= bit;
                new
            });
        self.reachable = Some(bits);
        self.reachable_count = (budget.states - before) as u32;
        Ok(searched)
    }

    /// Walks the optimal moves outwards from the goal, one distance layer at a time: calls
    /// `edge(from, to, to_index)` for every move from a state `from` (by index) at distance `t` into a
    /// state at distance `t + 1`, so every state's closer neighbours are all visited before it is.
    /// `edge` returns whether it saw `to` for the first time, which queues `to` for the next layer. The
    /// build examined these same moves within the move budget, so the walk needs no budget of its own.
    ///
    /// # Errors
    /// [`Error::OutOfMemory`] when a layer cannot grow.
    pub(crate) fn sweep_from_goal(
        &self,
        mut edge: impl FnMut(u32, State, u32) -> bool,
    ) -> Result<(), Error> {
        let goal = self.rules().goal();
        if self.index.index(goal).is_none() {
            return Ok(()); // The goal itself is lost: no state has a path.
        }
        let mut budget = Budget::new(Watch::NONE);
        // The moves of one state come one after another: its index is looked up once.
        let mut last: Option<(State, u32)> = None;
        let swept =
            breadth_first::<false>(&self.index, goal, &mut budget, |from, _, to, v, layer| {
                if self.table.distance(v) != Some(layer) {
                    return false;
                }
                let f = match last {
                    Some((state, f)) if state == from => f,
                    _ => match self.index.index(from) {
                        Some(f) => {
                            last = Some((from, f));
                            f
                        }
                        None => return false,
                    },
                };
                edge(f, to, v)
            });
        match swept {
            Err(Stop::OutOfMemory) => Err(Error::OutOfMemory),
            // The build's move budget bounds this walk, and nobody watches it.
            _ => Ok(()),
        }
    }
}
