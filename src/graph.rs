//! The state graph: a dense index over the safe states and the legal moves between them.
//!
//! For a given number of priests `p` on the start bank, the safe devil counts form one contiguous
//! range (see [`crate::rules::safe_devil_range`]). A table with one row per priest count (offset of the
//! row's first state and its lowest devil count) numbers every safe state without hashing, using memory
//! proportional to the number of safe states. Both boat sides of a (priests, devils) pair sit next to
//! each other: `index = 2 * (row.offset + devils - row.lo) + side`.
//!
//! Moves are enumerated from the row ranges, so only moves into safe states are ever produced, and only
//! loads the rule variant allows (each variant narrows the devils a load with a given number of priests
//! may carry to one range). Every move is reversible (the boat carries the same characters back, and
//! the variants constrain the load only), so the graph is undirected.

use std::collections::TryReserveError;

use crate::progress::{hook, Watch};
use crate::rules::{safe_devil_range, Loads, Rules};
use crate::state::{Move, Side, State};

/// Why a watched index was not built.
#[derive(Debug)]
pub(crate) enum Stopped {
    /// Its rows could not be reserved.
    Short(TryReserveError),
    /// Its caller cancelled it.
    Cancelled,
}

#[derive(Clone, Copy, Debug)]
struct Row {
    /// Index of the row's first (priests, devils) pair; rows are stored with a sentinel at the end so
    /// that a row's length is `next.offset - offset`.
    offset: u32,
    /// The lowest safe devil count of the row.
    lo: u32,
}

/// A dense numbering of the safe states of one configuration.
#[derive(Clone, Debug)]
pub struct StateIndex {
    rules: Rules,
    rows: Vec<Row>,
    loads: Loads,
}

impl StateIndex {
    /// Builds the row table.
    ///
    /// # Errors
    /// The allocation error when memory for the rows cannot be reserved.
    pub fn new(rules: Rules) -> Result<StateIndex, TryReserveError> {
        match StateIndex::new_watched(rules, Watch::NONE) {
            Ok(index) => Ok(index),
            Err(Stopped::Short(e)) => Err(e),
            // Nobody watches: never cancelled.
            Err(Stopped::Cancelled) => unreachable!("an unwatched index is never cancelled"),
        }
    }

    /// [`StateIndex::new`], checking `watch` for a cancel before every run of rows (one per priest
    /// count: up to 2^24 of them at the state cap).
    pub(crate) fn new_watched(rules: Rules, watch: Watch) -> Result<StateIndex, Stopped> {
        let n = rules.priests();
        let mut rows = Vec::new();
        rows.try_reserve_exact(n as usize + 2)
            .map_err(Stopped::Short)?;
        let mut offset = 0u32;
        let cancelled = watch.in_runs(u64::from(n) + 1, |from, to| {
            for p in from as u32..=(to - 1) as u32 {
                let (lo, len) = match safe_devil_range(n, rules.devils(), p) {
                    Some((lo, hi)) => (lo, hi - lo + 1),
                    None => (0, 0),
                };
                rows.push(Row { offset, lo });
                // Cannot overflow: Rules::new caps the number of safe states far below u32::MAX.
                offset += len;
            }
        });
        if cancelled.is_err() {
            return Err(Stopped::Cancelled);
        }
        rows.push(Row { offset, lo: 0 });
        Ok(StateIndex {
            rules,
            rows,
            loads: Loads::new(&rules),
        })
    }

    /// The configuration this index numbers.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The number of indexed (safe) states, both boat sides counted.
    pub fn len(&self) -> usize {
        2 * self.pairs() as usize
    }

    /// Whether no state is indexed (never true: every configuration has safe states).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn pairs(&self) -> u32 {
        self.rows.last().map_or(0, |r| r.offset)
    }

    /// Row `p` (states with `p` priests on the start bank): the pair index of its first state, its lowest
    /// safe devil count, and how many safe devil counts it holds (0 for an empty row). The state
    /// `(p, d, side)` has index `2 * (first + d - lo) + side`. `None` when `p` exceeds the priests.
    pub fn row(&self, p: u32) -> Option<(u32, u32, u32)> {
        let row = self.rows.get(p as usize)?;
        let next = self.rows.get(p as usize + 1)?;
        Some((row.offset, row.lo, next.offset - row.offset))
    }

    /// The index of `state`, or `None` when it is out of range or lost. The hot path of every hint:
    /// one bounds check finds the row and its successor, and one unsigned compare tests the devils
    /// against the row's safe range (below `lo`, the subtraction wraps to a huge value).
    #[inline]
    pub fn index(&self, state: State) -> Option<u32> {
        let p = state.priests as usize;
        // On 64-bit targets the compiler drops the overflow check and, knowing p < p + 1 < len, the
        // second bounds check.
        let next = self.rows.get(p.checked_add(1)?)?;
        let row = &self.rows[p];
        let in_row = state.devils.wrapping_sub(row.lo);
        (in_row < next.offset - row.offset).then(|| 2 * (row.offset + in_row) + state.boat.index())
    }

    /// The state numbered `index`. Takes a binary search over the rows: meant for listing states, not
    /// for hot paths.
    pub fn state(&self, index: u32) -> Option<State> {
        let pair = index / 2;
        if pair >= self.pairs() {
            return None;
        }
        // The last row whose offset is <= pair and that is not empty.
        let p = self.rows.partition_point(|r| r.offset <= pair) - 1;
        let row = self.rows[p];
        let boat = if index % 2 == 0 {
            Side::Start
        } else {
            Side::Far
        };
        Some(State::new(p as u32, row.lo + pair - row.offset, boat))
    }

    /// Calls `visit(move, target, target_index)` for every legal move from the safe state `from` that
    /// leads to a safe state, in no particular order.
    ///
    /// A move carrying `a` priests lands in row `p ∓ a`. The end rows (0 and N) are irregular, but in the
    /// middle rows both bounds grow with the row, so the rows that can receive a move form one contiguous
    /// run with closed-form ends: the cost is O(1) plus the moves produced, whatever the boat size.
    pub fn for_each_move(&self, from: State, visit: impl FnMut(Move, State, u32)) {
        match from.boat {
            Side::Start => self.for_each_move_from::<false>(from, visit),
            Side::Far => self.for_each_move_from::<true>(from, visit),
        }
    }

    /// [`StateIndex::for_each_move`] for a state whose boat is at the far bank when `FAR` is set and at
    /// the start bank otherwise (`from.boat` is not read). Every state of a breadth-first layer has its
    /// boat on the same side, so searches choose the side once per layer and the compiler drops every
    /// test of it from the loops.
    #[inline(always)]
    pub(crate) fn for_each_move_from<const FAR: bool>(
        &self,
        from: State,
        visit: impl FnMut(Move, State, u32),
    ) {
        // Nothing reads the count: the compiler drops it.
        let mut room = u64::MAX;
        self.for_each_move_counted::<FAR>(from, &mut room, visit);
    }

    /// [`StateIndex::for_each_move_from`] that takes the moves it visits from `*room`, which must hold
    /// them all ([`StateIndex::most_moves`] does, else [`StateIndex::moves_from`] tells): one
    /// subtraction per row of moves, no test, no pause. The unwatched build's loop.
    #[inline(always)]
    pub(crate) fn for_each_move_counted<const FAR: bool>(
        &self,
        from: State,
        room: &mut u64,
        visit: impl FnMut(Move, State, u32),
    ) {
        self.for_each_move_until::<FAR, false>(from, room, &mut || None, visit);
    }

    /// The number of legal moves from the safe state `from` (boat at the far bank when `FAR` is set),
    /// counted row by row without visiting them.
    pub(crate) fn moves_from<const FAR: bool>(&self, from: State) -> u64 {
        let mut room = u64::MAX;
        self.for_each_move_counted::<FAR>(from, &mut room, |_, _, _| {});
        u64::MAX - room
    }

    /// A bound on the legal moves from any one state: every load of at most `min(K, N)` priests and
    /// `min(K, M)` devils.
    pub(crate) fn most_moves(&self) -> u64 {
        let k = self.rules.boat_capacity();
        let most = |side: u32| u64::from(k.min(side)) + 1;
        most(self.rules.priests()).saturating_mul(most(self.rules.devils()))
    }

    /// [`StateIndex::for_each_move`], whatever the side, with the pauses of
    /// [`StateIndex::for_each_move_until`].
    pub(crate) fn for_each_move_paused(
        &self,
        from: State,
        room: &mut u64,
        pause: &mut impl FnMut() -> Option<u64>,
        visit: impl FnMut(Move, State, u32),
    ) -> bool {
        match from.boat {
            Side::Start => self.for_each_move_until::<false, true>(from, room, pause, visit),
            Side::Far => self.for_each_move_until::<true, true>(from, room, pause, visit),
        }
    }

    /// [`StateIndex::for_each_move_from`] that visits at most `*room` moves before it calls `pause`,
    /// which answers the room for the next run of moves (at least 1) or `None` to stop; `*room` is left
    /// with what the last run did not use. Returns whether every move was visited. Counted per row of
    /// moves, not per move, so a hub state with millions of moves still pauses every `*room` moves.
    /// Without `CHECKED`, the caller vouches that `*room` holds every move: rows are taken from it
    /// without a test, `pause` is never called, and the answer is always `true`.
    #[inline(always)]
    pub(crate) fn for_each_move_until<const FAR: bool, const CHECKED: bool>(
        &self,
        from: State,
        room: &mut u64,
        pause: &mut impl FnMut() -> Option<u64>,
        mut visit: impl FnMut(Move, State, u32),
    ) -> bool {
        let (n, m) = (self.rules.priests(), self.rules.devils());
        let k = self.rules.boat_capacity();
        // The priests on the boat's bank, who may board.
        let bank_p = if FAR { n - from.priests } else { from.priests };
        let a_max = k.min(bank_p);
        let (first, last) = if FAR {
            (from.priests, from.priests + a_max)
        } else {
            (from.priests - a_max, from.priests)
        };
        if first == 0 && !self.visit_row::<FAR, CHECKED>(from, 0, room, pause, &mut visit) {
            return false;
        }
        // Middle rows exist only when n >= 2, and are all empty when devils outnumber priests. Their safe
        // devil counts are max(0, r - s)..=min(m, r) with s = n - m, so the rows that can receive a
        // move have closed-form bounds.
        let (lo_row, hi_row) = (first.max(1), last.min(n.saturating_sub(1)));
        if n >= 2 && m <= n && lo_row <= hi_row {
            let (p, d, k) = (
                u64::from(from.priests),
                u64::from(from.devils),
                u64::from(k),
            );
            let (m, s) = (u64::from(m), u64::from(n - self.rules.devils()));
            let (begin, end) = if FAR {
                // Devils only arrive: min(m, r) >= d, i.e. r >= d; and no more than the boat brings:
                // max(0, r - s) + r <= d + k + p.
                let t = d + k + p;
                let r_max = if t <= s { t } else { (t + s) / 2 };
                (d, r_max + 1)
            } else {
                // Devils only leave: lo(r) <= d, i.e. r <= d + s; and the boat can take the excess:
                // min(m, r) + r >= d + p - k.
                let t = (d + p).saturating_sub(k);
                let r0 = if t.div_ceil(2) <= m {
                    t.div_ceil(2)
                } else {
                    t - m
                };
                (r0, d + s + 1)
            };
            let begin = begin.max(u64::from(lo_row));
            let end = end.min(u64::from(hi_row) + 1);
            for row in begin..end {
                if !self.visit_row::<FAR, CHECKED>(from, row as u32, room, pause, &mut visit) {
                    return false;
                }
            }
        }
        if last == n && n > 0 {
            return self.visit_row::<FAR, CHECKED>(from, n, room, pause, &mut visit);
        }
        true
    }

    /// Visits the moves from `from` (boat at the far bank when `FAR` is set) that land in row `p`
    /// (priests on the start bank afterwards), pausing as [`StateIndex::for_each_move_until`] does;
    /// returns whether it visited them all. Always inlined: its callers then drop the tests that do not
    /// apply to them, and the closure it calls is inlined too.
    #[inline(always)]
    fn visit_row<const FAR: bool, const CHECKED: bool>(
        &self,
        from: State,
        p: u32,
        room: &mut u64,
        pause: &mut impl FnMut() -> Option<u64>,
        visit: &mut impl FnMut(Move, State, u32),
    ) -> bool {
        // Rows run to n + 1 and p <= n: one bounds check for both.
        let [row, next] = self.rows[p as usize..p as usize + 2] else {
            return true;
        };
        let len = next.offset - row.offset;
        if len == 0 {
            return true;
        }
        let (lo, hi) = (row.lo, row.lo + len - 1);
        let a = p.abs_diff(from.priests);
        // The devils the variant and the boat's room let `a` priests take: at least one rower, fewer
        // devils than priests aboard with boat safety, a priest or a devil rowing. The bank always has
        // them: the row's range lies within 0..=M.
        let (load_lo, load_hi) = self.loads.with(a);
        // The index of (p, d, side) is base + 2 * d + side; wrapping, because base alone may be negative.
        let base = (2 * row.offset).wrapping_sub(2 * lo);
        // Devils carried, b, must land the start bank's devils inside lo..=hi.
        let (mut b, b_hi) = if FAR {
            if hi < from.devils {
                return true;
            }
            (
                lo.saturating_sub(from.devils).max(load_lo),
                (hi - from.devils).min(load_hi),
            )
        } else {
            if from.devils < lo {
                return true;
            }
            (
                from.devils.saturating_sub(hi).max(load_lo),
                (from.devils - lo).min(load_hi),
            )
        };
        if b > b_hi {
            return true;
        }
        loop {
            // The moves b..=end: all that are left when the room holds them (the common case: one
            // compare, none unchecked), else as many as it allows, pausing first when it is empty.
            let left = u64::from(b_hi - b) + 1;
            let end = if !CHECKED || left <= *room {
                *room -= left;
                b_hi
            } else {
                match split(b, left, room, pause) {
                    Some(end) => end,
                    None => return false,
                }
            };
            hook::work(u64::from(end - b) + 1);
            for b in b..=end {
                let (to, v) = if FAR {
                    let d = from.devils + b;
                    (State::new(p, d, Side::Start), base.wrapping_add(2 * d))
                } else {
                    let d = from.devils - b;
                    (State::new(p, d, Side::Far), base.wrapping_add(2 * d + 1))
                };
                visit(Move::new(a, b), to, v);
            }
            if end == b_hi {
                return true;
            }
            b = end + 1;
        }
    }
}

/// Where a run of `left` moves from devils count `b` must end when the room does not hold them all:
/// after what is left of the room, or, the room being empty, within the room `pause` grants (`None`:
/// stop). Takes the moves of the run from `*room`.
#[cold]
#[inline(never)]
fn split(
    b: u32,
    left: u64,
    room: &mut u64,
    pause: &mut impl FnMut() -> Option<u64>,
) -> Option<u32> {
    if *room == 0 {
        *room = pause()?;
    }
    let take = left.min(*room);
    *room -= take;
    // `take <= left`, so the run's end stays within it.
    Some(b + (take - 1) as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_numbers_safe_states_densely_and_round_trips() {
        for (n, m) in [(3, 3), (4, 2), (2, 5), (0, 3), (5, 0), (0, 0), (6, 6)] {
            let rules = Rules::new(n, m, 2).unwrap();
            let index = StateIndex::new(rules).unwrap();
            assert_eq!(index.len() as u64, rules.safe_states());
            let mut seen = vec![false; index.len()];
            for p in 0..=n + 1 {
                for d in 0..=m + 1 {
                    for side in [Side::Start, Side::Far] {
                        let s = State::new(p, d, side);
                        let safe = rules.contains(s) && rules.lost_bank(s).is_none();
                        match index.index(s) {
                            Some(i) => {
                                assert!(safe, "{s} indexed but not safe");
                                assert!(!seen[i as usize]);
                                seen[i as usize] = true;
                                assert_eq!(index.state(i), Some(s));
                            }
                            None => assert!(!safe, "{s} safe but not indexed"),
                        }
                    }
                }
            }
            assert!(seen.iter().all(|&s| s));
            assert_eq!(index.state(index.len() as u32), None);
        }
    }

    #[test]
    fn moves_are_exactly_the_legal_safe_ones() {
        let configs =
            (0..10).flat_map(|n| (0..10).flat_map(move |m| (1..9).map(move |k| (n, m, k))));
        for rules in configs.flat_map(|(n, m, k)| Rules::new(n, m, k).unwrap().variants()) {
            let k = rules.boat_capacity();
            let index = StateIndex::new(rules).unwrap();
            for i in 0..index.len() as u32 {
                let from = index.state(i).unwrap();
                let mut listed = Vec::new();
                index.for_each_move(from, |mv, to, j| {
                    assert_eq!(index.index(to), Some(j));
                    assert_eq!(from.apply(&rules, mv), Ok(to));
                    listed.push(mv);
                });
                let mut expected = Vec::new();
                for a in 0..=k {
                    for b in 0..=k - a {
                        let mv = Move::new(a, b);
                        if let Ok(to) = from.apply(&rules, mv) {
                            if rules.lost_bank(to).is_none() {
                                expected.push(mv);
                            }
                        }
                    }
                }
                let counted = match from.boat {
                    Side::Start => index.moves_from::<false>(from),
                    Side::Far => index.moves_from::<true>(from),
                };
                assert_eq!(counted, listed.len() as u64, "from {from} with {rules:?}");
                assert!(counted <= index.most_moves(), "from {from} with {rules:?}");
                let key = |m: &Move| (m.priests, m.devils);
                listed.sort_by_key(key);
                expected.sort_by_key(key);
                assert_eq!(listed, expected, "from {from} with {rules:?}");
            }
        }
    }
}
