//! The hint grid: for puzzles small enough, the best move of every state on a dense grid addressed by
//! the state's own fields, so that a hint is one load behind a test of the devils and a bounds check.
//! Lost states, the goal and states without a path hold 0, which no packed move is: any of them sends
//! the caller to the general lookup, which classifies the state.
//!
//! The games that ship (the classic 3 and 3, levels of a few dozen characters) all fit; larger puzzles
//! have an empty grid, whose every lookup misses, and are answered from the solver's table alone.

use super::codec::pack;
use crate::graph::StateIndex;
use crate::state::{Move, Side, State};

/// The most cells a grid may have: 4096 moves, 32 KiB. A grid has a cell for every (priests, devils)
/// pair and boat side, safe or not, so this covers every puzzle with `(N + 1)(M + 1) <= 2048`, up to
/// 44 priests and 44 devils.
pub(super) const MAX_CELLS: usize = 4096;

/// Best moves by `(priests * stride + devils) * 2 + boat`, each [`pack`]ed (0 for none).
#[derive(Clone, Debug, Default)]
pub(super) struct HintGrid {
    cells: Vec<u64>,
    /// The devil counts a row of the grid holds, one more than the game's devils (0 when empty).
    stride: u64,
}

impl HintGrid {
    /// The grid of `index`'s puzzle, filled by `best(state index)`, which returns the best move of a
    /// state from which the game can be played and won, else `None`; empty when the puzzle needs more
    /// than [`MAX_CELLS`] cells.
    pub fn new(index: &StateIndex, best: impl Fn(u32) -> Option<Move>) -> HintGrid {
        let rules = index.rules();
        let stride = u64::from(rules.devils()) + 1;
        let cells = (u64::from(rules.priests()) + 1).checked_mul(2 * stride);
        let Some(cells) = cells.filter(|&cells| cells <= MAX_CELLS as u64) else {
            return HintGrid::default();
        };
        let mut grid = HintGrid {
            cells: vec![0; cells as usize],
            stride,
        };
        for p in 0..=rules.priests() {
            // A row's safe states are numbered in the grid's order, both sides of a pair together.
            let (first, lo, len) = index.row(p).expect("a row per priest count");
            let start = grid.at(p, lo, Side::Start) as usize;
            let row = &mut grid.cells[start..start + 2 * len as usize];
            for (i, cell) in (2 * first..).zip(row) {
                if let Some(mv) = best(i) {
                    *cell = pack(mv);
                }
            }
        }
        grid
    }

    /// Where state `(priests, devils, boat)` sits when `devils` is below the stride. Cannot overflow
    /// (the stride is small), and in u64 so that no priest count wraps onto a cell on 32-bit targets.
    #[inline(always)]
    fn at(&self, priests: u32, devils: u32, boat: Side) -> u64 {
        (u64::from(priests) * self.stride + u64::from(devils)) * 2 + u64::from(boat.index())
    }

    /// The cells, row by row: empty when the puzzle has no grid.
    pub fn cells(&self) -> &[u64] {
        &self.cells
    }

    /// The devil counts a row holds, one more than the game's devils; 0 when the grid is empty.
    pub fn stride(&self) -> u64 {
        self.stride
    }

    /// The best move from `state`, [`pack`]ed, or `None` when the grid has none: the state is out of
    /// range, lost, won or without a path, or the grid is empty.
    #[inline(always)]
    pub fn best(&self, state: State) -> Option<u64> {
        if u64::from(state.devils) >= self.stride {
            return None;
        }
        let at = self.at(state.priests, state.devils, state.boat);
        let cell = *self.cells.get(usize::try_from(at).ok()?)?;
        (cell != 0).then_some(cell)
    }
}
