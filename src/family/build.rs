//! The whole state graph of one puzzle, built once: the node space (see the module documentation of
//! `family`), which nodes are safe, every node's crossings; `search.rs` then finds the distances to
//! the goal and the nodes reachable from the start.

use super::expr::{Conjunction, Group};
use super::{
    Bank, FamilyError, IllegalCrossing, Place, Puzzle, MAX_FAMILY_LOADS, MAX_FAMILY_NODES,
};

/// No distance: the node has no path to the goal (or is not safe).
pub(crate) const NONE: u32 = u32::MAX;

/// In a load's cached verdict ([`Family::load_verdict`]): the verdict is known (the low bits are the
/// phases it is legal from).
const VERDICT: u8 = 1 << 7;

/// A solved puzzle: built once by [`Family::new`], immutable afterwards (`Send` and `Sync`); every
/// query is a lookup or a walk along the stored crossings.
#[derive(Clone, Debug)]
pub struct Family {
    pub(crate) puzzle: Puzzle,
    /// Each kind's size, and its radix (size + 1) in the node's number.
    pub(crate) sizes: Vec<u32>,
    /// Each kind's place value in an arrangement's number (the product of the radices before it).
    pub(crate) strides: Vec<u32>,
    /// The goal's arrangement.
    pub(crate) goal: u32,
    /// The number of arrangements of the kinds' counts (the product of the radices).
    pub(crate) arrangements: u32,
    /// 2, or 4 when some character rows only by day or only at night.
    pub(crate) phases: u32,
    /// 1, or the previous-load slots (`2 + the heaviest load`) with a `boat load-change` rule.
    pub(crate) slots: u32,
    pub(crate) safe: Vec<bool>,
    /// The line of the first bank rule a node's banks break, for the verdict: 0 when safe.
    pub(crate) broken: Vec<u32>,
    /// Forward crossings: node `n`'s targets are `targets[offsets[n]..offsets[n + 1]]`.
    pub(crate) offsets: Vec<u32>,
    pub(crate) targets: Vec<u32>,
    /// Legal loads from each safe node, safe landing or not (the random player's choices).
    pub(crate) legal: Vec<u32>,
    /// Crossings left on an optimal plan, [`NONE`] without a path.
    pub(crate) dist: Vec<u32>,
    /// Time left on an optimal plan (timed puzzles; 0 for untimed ones).
    pub(crate) time: Vec<u32>,
    pub(crate) reachable: Vec<bool>,
    pub(crate) start: u32,
}

impl Family {
    /// Builds the whole state graph of `puzzle` and solves it from every node.
    ///
    /// # Errors
    /// [`FamilyError::TooManyNodes`] over [`MAX_FAMILY_NODES`] (before anything is allocated);
    /// [`FamilyError::TooManyLoads`] over [`MAX_FAMILY_LOADS`]; [`FamilyError::OutOfMemory`].
    pub fn new(puzzle: Puzzle) -> Result<Family, FamilyError> {
        let sizes: Vec<u32> = puzzle.kinds.iter().map(|k| k.count).collect();
        let super::Space {
            arrangements,
            phases,
            slots,
            nodes,
        } = puzzle.space();
        if nodes > MAX_FAMILY_NODES {
            return Err(FamilyError::TooManyNodes { nodes });
        }
        let n = nodes as usize;
        let mut strides = Vec::with_capacity(sizes.len());
        let mut stride = 1u32;
        for &s in &sizes {
            strides.push(stride);
            stride = stride.saturating_mul(s + 1);
        }
        let mut family = Family {
            puzzle,
            sizes,
            strides,
            goal: 0,
            arrangements: arrangements as u32,
            phases,
            slots: slots as u32,
            safe: filled(n, false)?,
            broken: filled(n, 0)?,
            offsets: filled(n + 1, 0)?,
            targets: Vec::new(),
            legal: filled(n, 0)?,
            dist: filled(n, NONE)?,
            time: filled(n, 0)?,
            reachable: filled(n, false)?,
            start: 0,
        };
        family.goal = family.arrangement(&family.puzzle.goal_left()).unwrap_or(0);
        let safe = family.mark_safe();
        family.link(safe)?;
        family.solve()?;
        let start = family.puzzle.start();
        family.start = family.node_of(&start.left, 0, None).unwrap_or(0);
        family.mark_reachable()?;
        Ok(family)
    }

    /// The puzzle this family solves.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The nodes of the space (safe or not).
    pub(crate) fn nodes(&self) -> u32 {
        self.safe.len() as u32
    }

    /// The left bank's counts of arrangement `a`.
    pub(crate) fn counts(&self, a: u32) -> Vec<u32> {
        let mut counts = vec![0; self.sizes.len()];
        self.counts_in(a, &mut counts);
        counts
    }

    /// [`Family::counts`], written into `counts` (as long as the kinds).
    fn counts_in(&self, mut a: u32, counts: &mut [u32]) {
        for (c, &s) in counts.iter_mut().zip(&self.sizes) {
            *c = a % (s + 1);
            a /= s + 1;
        }
    }

    pub(crate) fn arrangement(&self, left: &[u32]) -> Option<u32> {
        if left.len() != self.sizes.len() {
            return None;
        }
        let mut a: u64 = 0;
        for (&c, &s) in left.iter().zip(&self.sizes).rev() {
            if c > s {
                return None;
            }
            a = a * (u64::from(s) + 1) + u64::from(c);
        }
        u32::try_from(a).ok()
    }

    /// Node of (arrangement, phase, slot): arrangement fastest, then phase, then slot.
    pub(crate) fn node(&self, a: u32, phase: u32, slot: u32) -> u32 {
        (slot * self.phases + phase) * self.arrangements + a
    }

    /// (arrangement, phase, slot) of a node.
    pub(crate) fn parts(&self, node: u32) -> (u32, u32, u32) {
        let a = node % self.arrangements;
        let rest = node / self.arrangements;
        (a, rest % self.phases, rest / self.phases)
    }

    /// The node of a left bank, a crossing count and a previous load; `None` when out of range.
    pub(crate) fn node_of(
        &self,
        left: &[u32],
        crossings: u32,
        previous: Option<u32>,
    ) -> Option<u32> {
        let a = self.arrangement(left)?;
        let slot = match previous {
            _ if self.slots == 1 => 0,
            None => 0,
            Some(load) => load.checked_add(1).filter(|&s| s < self.slots)?,
        };
        Some(self.node(a, crossings % self.phases, slot))
    }

    /// The first bank rule that `left` breaks: (bank, line).
    pub(crate) fn bank_break(&self, left: &[u32]) -> Option<(Bank, u32)> {
        let right: Vec<u32> = left.iter().zip(&self.sizes).map(|(&l, &s)| s - l).collect();
        for (bank, counts) in [(Bank::Left, left), (Bank::Right, &right[..])] {
            let group = Group::new(counts, &self.sizes);
            for rule in &self.puzzle.rules {
                if rule.place == Place::Banks && rule.expr.holds(group) {
                    return Some((bank, rule.line));
                }
            }
        }
        None
    }

    /// Marks every node safe or broken. A bank holds the counts of an arrangement: the left bank of
    /// arrangement `a` those of `a`, the right bank those of `arrangements - 1 - a` (each digit
    /// `size - count`). So the bank rules are asked once per arrangement, walked as an odometer (kind
    /// 0 fastest) that keeps the group's masks, and each node takes its left bank's first broken rule,
    /// else its right bank's, as [`Family::bank_break`] orders them.
    fn mark_safe(&mut self) -> usize {
        let kinds = self.sizes.len();
        let arrangements = self.arrangements as usize;
        let mut counts = vec![0u32; kinds];
        let empty = Group::new(&counts, &self.sizes);
        let (mut present, mut full) = (empty.present(), empty.full());
        let rules: Vec<_> = self
            .puzzle
            .rules
            .iter()
            .filter(|rule| rule.place == Place::Banks)
            .map(|rule| (Conjunction::of(&rule.expr), rule.line))
            .collect();
        for a in 0..arrangements {
            let group = Group::with(&counts, present, full);
            self.broken[a] = rules
                .iter()
                .find(|(rule, _)| rule.holds(group))
                .map_or(0, |&(_, line)| line);
            for (i, (c, &s)) in counts.iter_mut().zip(&self.sizes).enumerate() {
                let bit = 1u64 << (i % 64);
                if *c < s {
                    *c += 1;
                    present |= bit;
                    if *c == s {
                        full |= bit;
                    }
                    break;
                }
                *c = 0;
                present &= !bit;
                full = if s == 0 { full | bit } else { full & !bit };
            }
        }
        for a in 0..arrangements / 2 {
            let b = arrangements - 1 - a;
            let (left, right) = (self.broken[a], self.broken[b]);
            self.broken[a] = if left != 0 { left } else { right };
            self.broken[b] = if right != 0 { right } else { left };
        }
        let mut safe = 0;
        for a in 0..arrangements {
            self.safe[a] = self.broken[a] == 0;
            safe += usize::from(self.safe[a]);
        }
        let blocks = (self.phases * self.slots) as usize;
        for block in 1..blocks {
            self.broken
                .copy_within(0..arrangements, block * arrangements);
            self.safe.copy_within(0..arrangements, block * arrangements);
        }
        safe * blocks
    }

    /// Checks a load against the boat's rules from node `(phase, slot)` whose boat bank holds `bank`.
    pub(crate) fn check_load(
        &self,
        load: &[u32],
        bank: &[u32],
        phase: u32,
        slot: u32,
    ) -> Result<u64, IllegalCrossing> {
        if load.len() != self.sizes.len() || load.iter().zip(bank).any(|(x, b)| x > b) {
            return Err(IllegalCrossing::NotOnBank);
        }
        let people: u64 = load.iter().map(|&x| u64::from(x)).sum();
        if people == 0 {
            return Err(IllegalCrossing::EmptyBoat);
        }
        if people > u64::from(self.puzzle.capacity) {
            return Err(IllegalCrossing::OverCapacity);
        }
        let kinds = &self.puzzle.kinds;
        let weight: u64 = load
            .iter()
            .zip(kinds)
            .map(|(&x, k)| u64::from(x) * u64::from(k.weight))
            .sum();
        if self.puzzle.max_load.is_some_and(|m| weight > u64::from(m)) {
            return Err(IllegalCrossing::OverLoad);
        }
        let k = u64::from(phase) + 1;
        if !load
            .iter()
            .zip(kinds)
            .any(|(&x, kind)| x > 0 && kind.rows.rows_on(k))
        {
            return Err(IllegalCrossing::NoRower);
        }
        let group = Group::new(load, &self.sizes);
        for rule in &self.puzzle.rules {
            if rule.place == Place::Boat && rule.expr.holds(group) != rule.required {
                return Err(IllegalCrossing::BoatRule(rule.line));
            }
        }
        if let (Some(change), true) = (self.puzzle.load_change, slot > 0) {
            if weight.abs_diff(u64::from(slot - 1)) > u64::from(change) {
                return Err(IllegalCrossing::LoadChange);
            }
        }
        Ok(weight)
    }

    /// The characters on the boat's bank of a node's arrangement.
    pub(crate) fn boat_bank(&self, left: &[u32], phase: u32) -> Vec<u32> {
        if phase % 2 == 0 {
            left.to_vec()
        } else {
            left.iter().zip(&self.sizes).map(|(&l, &s)| s - l).collect()
        }
    }

    /// The node a legal load of weight `weight` leads to from arrangement `a` at `phase`. The
    /// arrangement's number moves by each kind's count times its place value; a legal load never takes
    /// more than the boat's bank holds, so no digit leaves its range.
    pub(crate) fn land(&self, a: u32, phase: u32, load: &[u32], weight: u64) -> u32 {
        let moved: u32 = load.iter().zip(&self.strides).map(|(&x, &s)| x * s).sum();
        let to = if phase % 2 == 0 { a - moved } else { a + moved };
        let slot = if self.slots == 1 {
            0
        } else {
            weight as u32 + 1
        };
        self.node(to, (phase + 1) % self.phases, slot)
    }

    /// The phases (bit `p` for phase `p`) from which a non-empty load of weight `weight` within the
    /// capacity keeps the boat's rules but the load change (which depends on the node's slot): what
    /// [`Family::check_load`] answers, the same from every node, so [`Family::link`] asks it once per
    /// load. [`VERDICT`] marks the answer as known.
    fn load_verdict(&self, load: &[u32], weight: u64) -> u8 {
        if self.puzzle.max_load.is_some_and(|m| weight > u64::from(m)) {
            return VERDICT;
        }
        let group = Group::new(load, &self.sizes);
        if self
            .puzzle
            .rules
            .iter()
            .any(|rule| rule.place == Place::Boat && rule.expr.holds(group) != rule.required)
        {
            return VERDICT;
        }
        (0..self.phases).fold(VERDICT, |verdict, phase| {
            let k = u64::from(phase) + 1;
            let rower = load
                .iter()
                .zip(&self.puzzle.kinds)
                .any(|(&x, kind)| x > 0 && kind.rows.rows_on(k));
            verdict | u8::from(rower) << phase
        })
    }

    /// Fills the forward crossings and the legal-load counts. From each safe node every load within
    /// the capacity from the boat's bank is examined, in the order of [`Family::check_load`]'s callers
    /// (kind 0's count the slowest digit, fewest first), as an odometer that carries the load's
    /// number (`Σ count · stride`, the arrangement's change), its weight and its people. A load's
    /// verdict on the boat's rules does not depend on the node, so it is computed once per load number
    /// and kept; only the load change is checked per node.
    fn link(&mut self, safe: usize) -> Result<(), FamilyError> {
        let kinds = self.sizes.len();
        let mut verdicts: Vec<u8> = filled(self.arrangements as usize, 0)?;
        let mut scratch = vec![0u32; 4 * kinds];
        let (left, rest) = scratch.split_at_mut(kinds);
        let (bank, rest) = rest.split_at_mut(kinds);
        // The kinds on the boat's bank (`aboard[..on]`): the others' counts stay 0, so the odometer
        // skips them.
        let (load, aboard) = rest.split_at_mut(kinds);
        let capacity = self.puzzle.capacity;
        let mut examined: u64 = 0;
        let mut targets: Vec<u32> = Vec::new();
        targets
            .try_reserve(2 * safe)
            .map_err(|_| FamilyError::OutOfMemory)?;
        // The node's parts, counted along (arrangement fastest); `left` holds the counts of
        // arrangement `decoded`, stepped as an odometer when the next safe node's is the next one.
        let (mut a, mut phase, mut slot) = (0u32, 0u32, 0u32);
        let mut decoded = 0u32; // `left` starts as zeros, arrangement 0's counts.
        for node in 0..self.nodes() {
            if node > 0 {
                a += 1;
                if a == self.arrangements {
                    (a, phase) = (0, phase + 1);
                    if phase == self.phases {
                        (phase, slot) = (0, slot + 1);
                    }
                }
            }
            if self.safe[node as usize] {
                let next_phase = (phase + 1) % self.phases;
                if decoded + 1 == a {
                    for (c, &s) in left.iter_mut().zip(&self.sizes) {
                        if *c < s {
                            *c += 1;
                            break;
                        }
                        *c = 0;
                    }
                } else if decoded != a {
                    self.counts_in(a, left);
                }
                decoded = a;
                let mut on = 0;
                for (i, ((b, &l), &s)) in bank.iter_mut().zip(&*left).zip(&self.sizes).enumerate() {
                    *b = if phase % 2 == 0 { l } else { s - l };
                    if *b > 0 {
                        aboard[on] = i as u32;
                        on += 1;
                    }
                }
                let previous = (slot > 0).then(|| u64::from(slot - 1));
                let mut legal = 0u32;
                let (mut number, mut weight, mut people) = (0u32, 0u64, 0u32);
                load.fill(0);
                'loads: loop {
                    examined += 1;
                    if examined > MAX_FAMILY_LOADS {
                        return Err(FamilyError::TooManyLoads);
                    }
                    if people > 0 {
                        let mut verdict = verdicts[number as usize];
                        if verdict == 0 {
                            verdict = self.load_verdict(load, weight);
                            verdicts[number as usize] = verdict;
                        }
                        let changes = match (self.puzzle.load_change, previous) {
                            (Some(change), Some(p)) => weight.abs_diff(p) <= u64::from(change),
                            _ => true,
                        };
                        if verdict >> phase & 1 == 1 && changes {
                            legal += 1;
                            let to = if phase % 2 == 0 {
                                a - number
                            } else {
                                a + number
                            };
                            let to_slot = if self.slots == 1 {
                                0
                            } else {
                                weight as u32 + 1
                            };
                            let to = self.node(to, next_phase, to_slot);
                            if self.safe[to as usize] {
                                targets
                                    .try_reserve(1)
                                    .map_err(|_| FamilyError::OutOfMemory)?;
                                targets.push(to);
                            }
                        }
                    }
                    // The next load: raise the last count that may grow, emptying those after it.
                    let mut j = on;
                    loop {
                        if j == 0 {
                            break 'loads;
                        }
                        j -= 1;
                        let i = aboard[j] as usize;
                        let w = u64::from(self.puzzle.kinds[i].weight);
                        if load[i] < bank[i] && people < capacity {
                            load[i] += 1;
                            people += 1;
                            number += self.strides[i];
                            weight += w;
                            break;
                        }
                        people -= load[i];
                        number -= load[i] * self.strides[i];
                        weight -= u64::from(load[i]) * w;
                        load[i] = 0;
                    }
                }
                self.legal[node as usize] = legal;
            }
            self.offsets[node as usize + 1] = targets.len() as u32;
        }
        self.targets = targets;
        Ok(())
    }

    /// The time one crossing between two nodes takes: its slowest member's.
    pub(crate) fn crossing_time(&self, from: u32, to: u32) -> u32 {
        if !self.puzzle.timed {
            return 0;
        }
        let (a, _, _) = self.parts(from);
        let (b, _, _) = self.parts(to);
        self.strides
            .iter()
            .zip(&self.sizes)
            .zip(&self.puzzle.kinds)
            .filter(|((&stride, &size), _)| a / stride % (size + 1) != b / stride % (size + 1))
            .map(|(_, k)| k.time)
            .max()
            .unwrap_or(0)
    }

    /// Whether a node is a goal: every character opposite to where it started.
    pub(crate) fn is_goal(&self, node: u32) -> bool {
        self.parts(node).0 == self.goal
    }

    /// The forward crossings of a node.
    pub(crate) fn out(&self, node: u32) -> &[u32] {
        &self.targets
            [self.offsets[node as usize] as usize..self.offsets[node as usize + 1] as usize]
    }
}

/// A vector of `n` copies of `value`, or [`FamilyError::OutOfMemory`].
pub(crate) fn filled<T: Clone>(n: usize, value: T) -> Result<Vec<T>, FamilyError> {
    let mut v = Vec::new();
    v.try_reserve_exact(n)
        .map_err(|_| FamilyError::OutOfMemory)?;
    v.resize(n, value);
    Ok(v)
}
