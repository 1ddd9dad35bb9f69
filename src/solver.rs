//! The solver: one breadth-first pass from the goal over the safe states gives every state its
//! distance to the goal and its best move; the states connected to the start are marked reachable.
//! Every query afterwards is a table lookup.

use std::cmp::Ordering;
use std::sync::OnceLock;

use crate::error::{Error, Refusal};
use crate::graph::StateIndex;
use crate::grid::{self, HintGrid};
use crate::rules::{Rules, MAX_MOVES};
use crate::state::{IllegalMove, Move, Side, State};
use crate::table::{Table, NO_PATH};

/// The build examined more moves than [`MAX_MOVES`] and stopped.
#[derive(Debug)]
struct OverBudget;

/// Runs a breadth-first search from `root`, one layer at a time: `edge(from, move, to, to_index, depth)`
/// is called for every move from a state of the current layer (`to` lies up to `depth` crossings from
/// the root) and returns whether `to` is new, which queues it for the next layer. The two layer buffers
/// are reused and grow only to the widest layer (a few states in the long, thin graphs of N = M
/// puzzles). Stops when `work`, the moves examined, would exceed [`MAX_MOVES`].
fn breadth_first(
    index: &StateIndex,
    root: State,
    work: &mut u64,
    mut edge: impl FnMut(State, Move, State, u32, u32) -> bool,
) -> Result<(), OverBudget> {
    // Layers hold (priests, devils): the side is the layer's.
    let mut layer = vec![(root.priests, root.devils)];
    let mut next = Vec::new();
    let mut depth = 0;
    // Every crossing moves the boat, so a whole layer has its boat on one side: it is chosen once per
    // layer, and the loops below are compiled for each side.
    let mut side = root.boat;
    while !layer.is_empty() {
        depth += 1;
        match side {
            Side::Start => expand::<false>(index, &layer, &mut next, depth, work, &mut edge)?,
            Side::Far => expand::<true>(index, &layer, &mut next, depth, work, &mut edge)?,
        }
        layer.clear();
        std::mem::swap(&mut layer, &mut next);
        side = side.other();
    }
    Ok(())
}

/// One layer of [`breadth_first`], whose states have their boat at the far bank when `FAR` is set.
#[inline(always)]
fn expand<const FAR: bool>(
    index: &StateIndex,
    layer: &[(u32, u32)],
    next: &mut Vec<(u32, u32)>,
    depth: u32,
    work: &mut u64,
    edge: &mut impl FnMut(State, Move, State, u32, u32) -> bool,
) -> Result<(), OverBudget> {
    let side = if FAR { Side::Far } else { Side::Start };
    for &(priests, devils) in layer {
        let from = State::new(priests, devils, side);
        let mut examined = 0;
        index.for_each_move_from::<FAR>(from, |mv, to, v| {
            examined += 1;
            if edge(from, mv, to, v, depth) {
                next.push((to.priests, to.devils));
            }
        });
        *work += examined;
        if *work > MAX_MOVES {
            return Err(OverBudget);
        }
    }
    Ok(())
}

/// Walks the optimal moves outwards from the goal, one distance layer at a time: calls
/// `edge(from, to, to_index)` for every move from a state `from` (by index) at distance `t` into a state
/// at distance `t + 1`, so every state's closer neighbours are all visited before it is. `edge` returns
/// whether it saw `to` for the first time, which queues `to` for the next layer. The build examined these
/// same moves within the move budget, so the walk needs no budget of its own.
pub(crate) fn sweep_from_goal(solver: &Solver, mut edge: impl FnMut(u32, State, u32) -> bool) {
    let goal = solver.rules().goal();
    if solver.index.index(goal).is_none() {
        return; // The goal itself is lost: no state has a path.
    }
    let mut work = 0;
    let swept = breadth_first(&solver.index, goal, &mut work, |from, _, to, v, layer| {
        solver.table.get(v).distance == layer && edge(solver.safe_index(from), to, v)
    });
    debug_assert!(swept.is_ok(), "the build's move budget bounds this walk");
}

/// Packs a move `(a, b)` into one `u32` as `a << shift | b`, where `shift` is the bit width of
/// `B = min(K, M)`, the most devils a move carries: decoding is a shift and a mask. [`Rules::new`]
/// guarantees that every code fits, so `shift` is below 32.
#[derive(Clone, Copy, Debug)]
struct MoveCodec {
    shift: u32,
    mask: u32,
    /// The width of the largest code, that of the fullest boat.
    bits: u32,
}

impl MoveCodec {
    fn new(rules: &Rules) -> MoveCodec {
        let shift = crate::rules::devil_bits(rules);
        debug_assert!(shift < u32::BITS);
        let k = rules.boat_capacity();
        let widest = (k.min(rules.priests()) << shift) | k.min(rules.devils());
        MoveCodec {
            shift,
            mask: (1 << shift) - 1,
            bits: u32::BITS - widest.leading_zeros(),
        }
    }

    fn encode(self, mv: Move) -> u32 {
        (mv.priests << self.shift) | mv.devils
    }

    #[inline]
    fn decode(self, code: u32) -> Move {
        Move::new(code >> self.shift, code & self.mask)
    }
}

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
    /// Crossings left on a shortest path to the goal; `None` when there is no path (and for lost states).
    pub distance: Option<u32>,
}

/// How good a move is, as told by [`Solver::rate_move`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rating {
    /// The move is on a shortest path to the goal.
    Optimal,
    /// The move is safe but the goal is this many crossings further away than with an optimal move.
    Detour {
        /// Extra crossings compared with an optimal move (at least 1).
        extra_crossings: u32,
    },
    /// The move leaves devils outnumbering priests on the given bank.
    Loses(Side),
    /// The move is safe but no path to the goal exists afterwards.
    NoPath,
    /// The move cannot be made.
    Illegal(IllegalMove),
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
    /// Shortest plans from every state, counted on first demand (see [`Solver::count_optimal_plans`]).
    pub(crate) plan_counts: OnceLock<Box<[u64]>>,
}

impl Solver {
    /// Solves every state of `rules` (the state cap was already enforced by [`Rules::new`]).
    ///
    /// # Errors
    /// [`Error::OutOfMemory`] when the tables cannot be allocated; [`Error::MoveBudgetExceeded`] when
    /// the build would examine more than [`crate::MAX_MOVES`] moves (it stops within a few seconds).
    pub fn new(rules: Rules) -> Result<Solver, Error> {
        Solver::build(rules, false)
    }

    /// [`Solver::new`], with two words per table entry even where one would do when `wide` is set
    /// (for tests of that layout, which otherwise only huge puzzles use).
    fn build(rules: Rules, wide: bool) -> Result<Solver, Error> {
        let index = StateIndex::new(rules).map_err(|_| Error::OutOfMemory)?;
        let len = index.len();
        let codec = MoveCodec::new(&rules);
        let code_bits = if wide { u32::BITS } else { codec.bits };
        let table = Table::new(len, code_bits).map_err(|_| Error::OutOfMemory)?;
        let mut solver = Solver {
            codec,
            index,
            table,
            grid: HintGrid::default(),
            reachable: None,
            reachable_count: 0,
            plan_counts: OnceLock::new(),
        };
        let mut work = 0;
        let too_large = |OverBudget| Error::MoveBudgetExceeded { states: len as u64 };
        let with_path = solver.solve_from_goal(&mut work).map_err(too_large)?;
        solver
            .mark_reachable(with_path, &mut work)?
            .map_err(too_large)?;
        solver.grid = HintGrid::new(&solver.index, |i| {
            let (_, best) = solver.table.playable(i)?;
            Some(codec.decode(best))
        });
        Ok(solver)
    }

    /// Breadth-first search from the goal, layer by layer. A state first discovered from layer `t` gets
    /// distance `t + 1`; among all its moves into layer `t`, the preferred one (see
    /// [`Move::preference`]) becomes its best move. Layers hold states, not indices, so nothing is ever
    /// decoded, and only two layers are in memory at once.
    /// Returns the number of states with a path (the goal included).
    fn solve_from_goal(&mut self, work: &mut u64) -> Result<u32, OverBudget> {
        let goal = self.index.rules().goal();
        let Some(g) = self.index.index(goal) else {
            return Ok(0); // The goal itself is lost (0 < priests < devils): nothing is solvable.
        };
        // Distance 0; the goal's move code is never read.
        if self.table.is_packed() {
            self.table.store::<true>(g, 0, 0);
            self.solve_layers::<true>(goal, work)
        } else {
            self.table.store::<false>(g, 0, 0);
            self.solve_layers::<false>(goal, work)
        }
    }

    /// The search of [`Solver::solve_from_goal`] from the goal, compiled for the table's layout.
    fn solve_layers<const PACKED: bool>(
        &mut self,
        goal: State,
        work: &mut u64,
    ) -> Result<u32, OverBudget> {
        let codec = self.codec;
        let mut found = 1;
        let (index, table) = (&self.index, &mut self.table);
        let unset = table.unset();
        breadth_first(index, goal, work, |_, mv, _, v, layer| {
            let (distance, best) = table.load::<PACKED>(v);
            if distance == unset {
                table.store::<PACKED>(v, layer, codec.encode(mv));
                found += 1;
                true
            } else {
                if distance == layer && mv.preference(&codec.decode(best)) == Ordering::Less {
                    table.store::<PACKED>(v, layer, codec.encode(mv));
                }
                false
            }
        })?;
        Ok(found)
    }

    /// Finds the states connected to the start by legal moves. The graph is undirected, so when the
    /// start has a path these are exactly the `with_path` states that have one, and nothing is stored;
    /// otherwise a search from the start marks them in a bitset. The inner result is the move budget's.
    fn mark_reachable(
        &mut self,
        with_path: u32,
        work: &mut u64,
    ) -> Result<Result<(), OverBudget>, Error> {
        let start = self.index.rules().start();
        let Some(s) = self.index.index(start) else {
            // The start itself is lost (0 < priests < devils): nothing is reachable.
            self.reachable = Some(Vec::new());
            return Ok(Ok(()));
        };
        if self.table.get(s).distance != NO_PATH {
            self.reachable_count = with_path;
            return Ok(Ok(()));
        }
        let words = self.table.len().div_ceil(64);
        let mut bits = Vec::new();
        bits.try_reserve_exact(words)
            .map_err(|_| Error::OutOfMemory)?;
        bits.resize(words, 0u64);
        bits[s as usize / 64] |= 1 << (s % 64);
        let mut count = 1;
        let searched = breadth_first(&self.index, start, work, |_, _, _, v, _| {
            let (word, bit) = (v as usize / 64, 1u64 << (v % 64));
            let new = bits[word] & bit == 0;
            bits[word] |= bit;
            count += u32::from(new);
            new
        });
        self.reachable = Some(bits);
        self.reachable_count = count;
        Ok(searched)
    }

    fn is_reachable(&self, i: u32) -> bool {
        match &self.reachable {
            None => self.table.get(i).distance != NO_PATH,
            Some(bits) => bits
                .get(i as usize / 64)
                .is_some_and(|w| w & (1 << (i % 64)) != 0),
        }
    }

    /// The whole policy, one entry per safe state in index order (see [`StateIndex::row`] for the
    /// numbering): what hint code needs to answer every query without calling the solver.
    pub fn policy(&self) -> impl ExactSizeIterator<Item = PolicyEntry> + '_ {
        (0..self.safe_states()).map(move |i| {
            let e = self.table.get(i);
            let solved = e.distance != NO_PATH && e.distance != 0;
            PolicyEntry {
                distance: (e.distance != NO_PATH).then_some(e.distance),
                best: if solved {
                    self.codec.decode(e.best)
                } else {
                    Move::default()
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
        let start = self.index.index(self.rules().start())?;
        let distance = self.table.get(start).distance;
        (distance != NO_PATH).then_some(distance)
    }

    /// Whether the game can be won from the start.
    pub fn is_solvable(&self) -> bool {
        self.min_crossings().is_some()
    }

    /// Classifies `state`: lost, won or safe, whether it is reachable from the start, and its distance to the goal.
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
        let i = self.safe_index(state);
        let distance = self.table.get(i).distance;
        Ok(Verdict {
            kind: if state == rules.goal() {
                StateKind::Won
            } else {
                StateKind::Safe
            },
            reachable: self.is_reachable(i),
            distance: (distance != NO_PATH).then_some(distance),
        })
    }

    /// The index of a state known to be in range and safe.
    fn safe_index(&self, state: State) -> u32 {
        // In range and not lost means the state lies inside its row's safe range.
        self.index.index(state).unwrap_or_default()
    }

    /// The index of a state from which the game can still be played: in range, not lost, not won, and
    /// with a path to the goal when `need_path` is set. Reachability from the start does not matter: a
    /// level may start anywhere.
    fn playable(&self, state: State, need_path: bool) -> Result<u32, Refusal> {
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
        let i = self.safe_index(state);
        if need_path && self.table.get(i).distance == NO_PATH {
            return Err(Refusal::NoPath);
        }
        Ok(i)
    }

    /// The best next move from `state`: on a shortest path to the goal and, among those, the one that
    /// carries the most characters, then the most priests. Every safe state with a path gets one, whether
    /// or not play from the standard start reaches it ([`Solver::check`] tells that).
    ///
    /// # Errors
    /// Checked in this order: [`Error::StateOutOfRange`], [`Error::Lost`], [`Error::AlreadyWon`],
    /// [`Error::NoPath`].
    // Always inlined: the refusal's conversion to an error makes it too large for `#[inline]` to be
    // honoured across crates, and a call would return the `Result` through memory.
    #[inline(always)]
    pub fn next_move(&self, state: State) -> Result<Move, Error> {
        match self.quick_move(state) {
            Some(mv) => Ok(grid::unpack(mv)),
            None => Err(self.refusal(state.priests, state.devils, state.boat).into()),
        }
    }

    /// [`Solver::next_move`]'s answer when it is a move, by its fast paths only (no call, no error):
    /// the hint grid, then the table; `None` for every state it reports an error for. The move comes
    /// [`grid::pack`]ed from both, so that a caller writing it to memory makes one store, which a
    /// later load of the whole move can forward from.
    #[inline]
    pub(crate) fn quick_move(&self, state: State) -> Option<u64> {
        self.grid
            .best(state)
            .or_else(|| self.quick(state).map(|(mv, _)| grid::pack(mv)))
    }

    /// The hint grid: the best move of every state of a small puzzle (empty for larger ones).
    pub(crate) fn hint_grid(&self) -> &HintGrid {
        &self.grid
    }

    /// The best move from `state` and the crossings left counting it, from one classification of the
    /// state; the errors of [`Solver::next_move`].
    #[inline]
    pub(crate) fn best(&self, state: State) -> Result<(Move, u32), Error> {
        match self.quick(state) {
            Some(answer) => Ok(answer),
            None => Err(self.refusal(state.priests, state.devils, state.boat).into()),
        }
    }

    /// The best move from `state` and its distance, when [`Solver::next_move`] answers a move: a state
    /// with an index is in range and not lost, and [`Table::playable`] is neither the goal nor without
    /// a path.
    #[inline]
    fn quick(&self, state: State) -> Option<(Move, u32)> {
        let (distance, best) = self.table.playable(self.index.index(state)?)?;
        Some((self.codec.decode(best), distance))
    }

    /// Why [`Solver::next_move`] refuses a state its fast paths turn away (all of them are refused),
    /// classified in the documented order. Out of line, so that the fast paths need no stack frame; the
    /// state goes by its fields, which stay in registers (a `State` would be spilled to the stack
    /// before the fast path runs), and the answer comes back in a register, so that the caller builds
    /// its `Result` in registers too (an `Error` would come back through memory, and the caller's
    /// `Result` with it).
    #[cold]
    #[inline(never)]
    fn refusal(&self, priests: u32, devils: u32, boat: Side) -> Refusal {
        match self.playable(State::new(priests, devils, boat), true) {
            Err(refusal) => refusal,
            Ok(_) => unreachable!("the fast paths answer every state with a best move"),
        }
    }

    /// The index of a state [`Solver::next_move`] answers for, or its error.
    pub(crate) fn best_index(&self, state: State) -> Result<u32, Error> {
        Ok(self.playable(state, true)?)
    }

    /// The best move stored for the state numbered `i` (meaningful when it has a path and is not won).
    fn best_at(&self, i: u32) -> Move {
        self.codec.decode(self.table.get(i).best)
    }

    /// The distance stored for the state numbered `i` (`u32::MAX` without a path).
    pub(crate) fn raw_distance(&self, i: u32) -> u32 {
        self.table.get(i).distance
    }

    /// Whether `state` is the goal and the goal is not itself lost (it is when 0 < priests < devils).
    pub(crate) fn is_won(&self, state: State) -> bool {
        state == self.rules().goal() && self.rules().lost_bank(state).is_none()
    }

    /// The crossings left from `state` on a shortest path to the goal (0 for the goal itself).
    ///
    /// # Errors
    /// Those of [`Solver::next_move`], except that the goal answers 0.
    pub fn distance(&self, state: State) -> Result<u32, Error> {
        if self.is_won(state) {
            return Ok(0);
        }
        self.best(state).map(|(_, distance)| distance)
    }

    /// Every move from `state` that lies on some shortest path to the goal, preferred first (the first
    /// is [`Solver::next_move`]).
    ///
    /// # Errors
    /// Those of [`Solver::next_move`].
    pub fn optimal_moves(&self, state: State) -> Result<Vec<Move>, Error> {
        let i = self.playable(state, true)?;
        let next = self.table.get(i).distance - 1;
        let mut moves = Vec::new();
        self.index.for_each_move(state, |mv, _, v| {
            if self.table.get(v).distance == next {
                moves.push(mv);
            }
        });
        moves.sort_by(Move::preference);
        Ok(moves)
    }

    /// The whole shortest plan from `state`: each best move with the state it leads to; its length is
    /// the state's distance.
    ///
    /// # Errors
    /// Those of [`Solver::next_move`].
    pub fn solution(&self, state: State) -> Result<Plan<'_>, Error> {
        let i = self.playable(state, true)?;
        Ok(Plan {
            solver: self,
            state,
            left: self.table.get(i).distance,
        })
    }

    /// Rates a move from `state`: optimal, a detour of some extra crossings, losing, leading nowhere
    /// or illegal (including loads the rule variant forbids). From a state with no path, every safe move
    /// rates [`Rating::NoPath`].
    ///
    /// # Errors
    /// [`Error::StateOutOfRange`], [`Error::Lost`], [`Error::AlreadyWon`].
    pub fn rate_move(&self, state: State, mv: Move) -> Result<Rating, Error> {
        let i = self.playable(state, false)?;
        let rules = self.rules();
        let to = match state.apply(rules, mv) {
            Ok(to) => to,
            Err(illegal) => return Ok(Rating::Illegal(illegal)),
        };
        if let Some(side) = rules.lost_bank(to) {
            return Ok(Rating::Loses(side));
        }
        let after = self.table.get(self.safe_index(to)).distance;
        let before = self.table.get(i).distance;
        if after == NO_PATH || before == NO_PATH {
            return Ok(Rating::NoPath);
        }
        // Moves alternate the boat's side, so `after` is `before - 1` or `before + 1`.
        Ok(match (after + 1).saturating_sub(before) {
            0 => Rating::Optimal,
            extra_crossings => Rating::Detour { extra_crossings },
        })
    }
}

/// A shortest plan, lazily walked from the solver's tables: yields each move with the state after it.
#[derive(Clone, Debug)]
pub struct Plan<'a> {
    solver: &'a Solver,
    state: State,
    left: u32,
}

impl Iterator for Plan<'_> {
    type Item = (Move, State);

    fn next(&mut self) -> Option<(Move, State)> {
        if self.left == 0 {
            return None;
        }
        let i = self.solver.safe_index(self.state);
        let mv = self.solver.best_at(i);
        self.state = self.state.apply(self.solver.rules(), mv).ok()?;
        self.left -= 1;
        Some((mv, self.state))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.left as usize, Some(self.left as usize))
    }
}

impl ExactSizeIterator for Plan<'_> {}

#[cfg(test)]
mod tests {
    use super::*;

    fn classic() -> Solver {
        Solver::new(Rules::CLASSIC).unwrap()
    }

    #[test]
    fn both_table_layouts_give_the_same_answers() {
        let configs = (0..9).flat_map(|n| (0..9).flat_map(move |m| (1..6).map(move |k| (n, m, k))));
        for rules in configs.flat_map(|(n, m, k)| Rules::new(n, m, k).unwrap().variants()) {
            let packed = Solver::build(rules, false).unwrap();
            let wide = Solver::build(rules, true).unwrap();
            assert!(packed.table.is_packed() && !wide.table.is_packed());
            assert!(packed.policy().eq(wide.policy()), "{rules:?}");
            assert_eq!(packed.reachable_states(), wide.reachable_states());
            for i in 0..packed.safe_states() {
                let state = packed.index().state(i).unwrap();
                assert_eq!(packed.next_move(state), wide.next_move(state));
                assert_eq!(packed.distance(state), wide.distance(state));
            }
        }
    }

    #[test]
    fn the_hint_grid_answers_exactly_the_states_with_a_best_move() {
        let configs = (0..9).flat_map(|n| (0..9).flat_map(move |m| (1..6).map(move |k| (n, m, k))));
        let large = Rules::new(45, 44, 3).unwrap();
        for rules in configs
            .flat_map(|(n, m, k)| Rules::new(n, m, k).unwrap().variants())
            .chain([large])
        {
            let s = Solver::new(rules).unwrap();
            let (n, m) = (rules.priests(), rules.devils());
            let counts = |top: u32| (0..=top + 2).chain([u32::MAX / 2, u32::MAX]);
            for (p, d) in counts(n).flat_map(|p| counts(m).map(move |d| (p, d))) {
                for side in [Side::Start, Side::Far] {
                    let state = State::new(p, d, side);
                    let best = s.best_index(state).ok().map(|i| s.best_at(i));
                    if rules == large {
                        // 46 x 45 pairs need more than MAX_CELLS cells: no grid, every lookup misses.
                        assert_eq!(s.grid.best(state), None);
                    } else {
                        assert_eq!(
                            s.grid.best(state).map(grid::unpack),
                            best,
                            "{rules:?} {state:?}"
                        );
                    }
                    assert_eq!(s.next_move(state).ok(), best);
                }
            }
        }
    }

    #[test]
    fn classic_takes_eleven_crossings_over_sixteen_reachable_states() {
        let s = classic();
        assert_eq!(s.min_crossings(), Some(11));
        assert_eq!(s.safe_states(), 20);
        assert_eq!(s.reachable_states(), 16);
    }

    #[test]
    fn plan_walks_to_the_goal() {
        let s = classic();
        let plan: Vec<_> = s.solution(Rules::CLASSIC.start()).unwrap().collect();
        assert_eq!(plan.len(), 11);
        assert_eq!(plan.last().unwrap().1, Rules::CLASSIC.goal());
    }

    #[test]
    fn start_offers_two_optimal_moves_preferring_the_mixed_pair() {
        let s = classic();
        let start = Rules::CLASSIC.start();
        assert_eq!(
            s.optimal_moves(start).unwrap(),
            [Move::new(1, 1), Move::new(0, 2)]
        );
        assert_eq!(s.next_move(start).unwrap(), Move::new(1, 1));
    }

    #[test]
    fn query_errors_come_in_documented_order() {
        let s = classic();
        assert_eq!(
            s.next_move(State::new(4, 0, Side::Start)),
            Err(Error::StateOutOfRange)
        );
        assert_eq!(
            s.next_move(State::new(1, 2, Side::Start)),
            Err(Error::Lost(Side::Start))
        );
        assert_eq!(
            s.next_move(State::new(2, 1, Side::Far)),
            Err(Error::Lost(Side::Far))
        );
        assert_eq!(
            s.next_move(State::new(0, 0, Side::Far)),
            Err(Error::AlreadyWon)
        );
        assert_eq!(
            s.next_move(State::new(0, 0, Side::Start)),
            Err(Error::NoPath)
        );
        assert_eq!(s.next_move(State::new(3, 3, Side::Far)), Err(Error::NoPath));
    }

    #[test]
    fn ratings_cover_every_kind() {
        let s = classic();
        let start = Rules::CLASSIC.start();
        assert_eq!(s.rate_move(start, Move::new(0, 2)), Ok(Rating::Optimal));
        assert_eq!(
            s.rate_move(start, Move::new(0, 1)),
            Ok(Rating::Detour { extra_crossings: 2 })
        );
        assert_eq!(
            s.rate_move(start, Move::new(2, 0)),
            Ok(Rating::Loses(Side::Start))
        );
        assert_eq!(
            s.rate_move(start, Move::new(1, 0)),
            Ok(Rating::Loses(Side::Start))
        );
        assert_eq!(
            s.rate_move(start, Move::new(0, 0)),
            Ok(Rating::Illegal(IllegalMove::EmptyBoat))
        );
        assert_eq!(
            s.rate_move(start, Move::new(3, 0)),
            Ok(Rating::Illegal(IllegalMove::OverCapacity))
        );
        let unsolvable = Solver::new(Rules::new(4, 4, 2).unwrap()).unwrap();
        assert_eq!(
            unsolvable.rate_move(Rules::new(4, 4, 2).unwrap().start(), Move::new(1, 1)),
            Ok(Rating::NoPath)
        );
    }

    #[test]
    fn unsolvable_and_degenerate_configurations_report_no_path() {
        for (n, m, k) in [(4, 4, 2), (6, 6, 3), (2, 3, 5), (0, 0, 1)] {
            let rules = Rules::new(n, m, k).unwrap();
            let s = Solver::new(rules).unwrap();
            assert!(!s.is_solvable(), "{n}/{m}/{k}");
        }
        let one_devil = Solver::new(Rules::new(0, 1, 1).unwrap()).unwrap();
        assert_eq!(one_devil.min_crossings(), Some(1));
    }
}
