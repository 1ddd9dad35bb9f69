//! The answers of a built [`Family`] for one state: verdict, distance, the optimal crossings, a plan,
//! the optimal plans' counts, milestones, and the rating of a crossing. Each is a lookup, or a walk
//! along the optimal crossings (which lower the crossings left by exactly one each).

use std::collections::BTreeMap;

use super::build::{Family, NONE};
use super::{Bank, Crossing, FamilyError, FamilyState, IllegalCrossing};
use crate::chance::Chance;

/// What a state is, as told by [`Family::check`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FamilyStateKind {
    /// A bank breaks a rule: the game is over.
    Lost {
        /// The bank (the left bank is checked first).
        bank: Bank,
        /// The broken rule's line in the file.
        line: u32,
    },
    /// Every character stands opposite to where it started.
    Won,
    /// No rule is broken and the game goes on.
    Safe,
}

/// The verdict on a state, as told by [`Family::check`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FamilyVerdict {
    /// Lost, won or safe.
    pub kind: FamilyStateKind,
    /// Whether legal play from the puzzle's start reaches the state's node (elapsed time aside).
    pub reachable: bool,
    /// Crossings left on an optimal plan; `None` without a path to the goal.
    pub crossings: Option<u32>,
    /// Time left on an optimal plan (timed puzzles; 0 otherwise); `None` without a path.
    pub time: Option<u32>,
    /// Whether the goal can still be reached within the time limit (always, for untimed puzzles
    /// with a path).
    pub within_limit: bool,
}

/// How good a crossing is, as told by [`Family::rate`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FamilyRating {
    /// The crossing is on an optimal plan.
    Optimal,
    /// Legal and safe, but the goal is further away than with an optimal crossing.
    Detour {
        /// Extra crossings (for timed puzzles, among the fastest plans after it).
        extra_crossings: i64,
        /// Extra time (timed puzzles; 0 otherwise).
        extra_time: u32,
    },
    /// The crossing breaks a bank rule: the game is lost.
    Loses {
        /// The bank that breaks it.
        bank: Bank,
        /// The rule's line.
        line: u32,
    },
    /// Safe, but no path to the goal exists afterwards.
    NoPath,
    /// Safe, but the goal can no longer be reached within the time limit.
    OutOfTime,
    /// The crossing cannot be made.
    Illegal(IllegalCrossing),
}

/// A state every optimal plan passes through, as listed by [`Family::milestones`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FamilyMilestone {
    /// The state.
    pub state: FamilyState,
    /// Crossings from the asked state to it.
    pub crossings: u32,
}

/// The optimal plans from a state, counted two ways (saturating at `u64::MAX`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PlanCounts {
    /// Plans of individuals: two differ when at some crossing a different set of characters crosses.
    pub distinct: u64,
    /// Plans by kind: two differ when at some crossing different counts of some kind cross.
    pub by_kind: u64,
}

/// What one walk along the optimal crossings from a node finds.
pub(crate) struct Walk {
    pub milestones: Vec<FamilyMilestone>,
    pub counts: PlanCounts,
    pub chance: Chance,
}

#[derive(Clone, Copy)]
struct Reached {
    distinct: u64,
    by_kind: u64,
    chance: Chance,
}

fn binomial(n: u32, k: u32) -> u64 {
    let k = k.min(n - k);
    let mut c: u128 = 1;
    for i in 0..u128::from(k) {
        c = c * (u128::from(n) - i) / (i + 1);
        if c > u128::from(u64::MAX) {
            return u64::MAX;
        }
    }
    c as u64
}

impl Family {
    /// The node of a state, with its checks in the order of the errors below.
    fn locate(&self, state: &FamilyState) -> Result<u32, FamilyError> {
        self.node_of(&state.left, state.crossings, state.previous_load)
            .ok_or(FamilyError::StateOutOfRange)
    }

    /// The node of a state that has an optimal plan within the limit.
    ///
    /// # Errors
    /// [`FamilyError::StateOutOfRange`], [`FamilyError::Lost`], [`FamilyError::AlreadyWon`],
    /// [`FamilyError::NoPath`], [`FamilyError::OutOfTime`], checked in that order.
    pub(crate) fn lookup(&self, state: &FamilyState) -> Result<u32, FamilyError> {
        let node = self.locate(state)?;
        if !self.safe[node as usize] {
            let (bank, line) = self.bank_break(&state.left).unwrap_or((Bank::Left, 0));
            return Err(FamilyError::Lost { bank, line });
        }
        if self.is_goal(node) {
            return Err(FamilyError::AlreadyWon);
        }
        if self.dist[node as usize] == NONE {
            return Err(FamilyError::NoPath);
        }
        if !self.in_time(node, state.elapsed) {
            return Err(FamilyError::OutOfTime);
        }
        Ok(node)
    }

    fn in_time(&self, node: u32, elapsed: u32) -> bool {
        match self.puzzle.time_limit {
            Some(limit) => {
                u64::from(elapsed) + u64::from(self.time[node as usize]) <= u64::from(limit)
            }
            None => true,
        }
    }

    /// Whether a state is lost, won or safe, whether it is reachable, and how far the goal is.
    ///
    /// # Errors
    /// [`FamilyError::StateOutOfRange`] when the state does not fit the puzzle.
    pub fn check(&self, state: &FamilyState) -> Result<FamilyVerdict, FamilyError> {
        let node = self.locate(state)?;
        let i = node as usize;
        let kind = if !self.safe[i] {
            let (bank, line) = self.bank_break(&state.left).unwrap_or((Bank::Left, 0));
            FamilyStateKind::Lost { bank, line }
        } else if self.is_goal(node) {
            FamilyStateKind::Won
        } else {
            FamilyStateKind::Safe
        };
        let path = self.dist[i] != NONE;
        Ok(FamilyVerdict {
            kind,
            reachable: self.reachable[i],
            crossings: path.then_some(self.dist[i]),
            time: path.then_some(self.time[i]),
            within_limit: path && self.in_time(node, state.elapsed),
        })
    }

    /// Crossings left on an optimal plan (for timed puzzles, on the fastest plans).
    ///
    /// # Errors
    /// Those of [`Family::next_crossing`].
    pub fn distance(&self, state: &FamilyState) -> Result<u32, FamilyError> {
        Ok(self.dist[self.lookup(state)? as usize])
    }

    /// Time left on the fastest plan (0 for untimed puzzles).
    ///
    /// # Errors
    /// Those of [`Family::next_crossing`].
    pub fn time_left(&self, state: &FamilyState) -> Result<u32, FamilyError> {
        Ok(self.time[self.lookup(state)? as usize])
    }

    pub(crate) fn is_optimal(&self, from: u32, to: u32) -> bool {
        self.optimal_edge(from, to)
    }

    fn optimal_edge(&self, from: u32, to: u32) -> bool {
        let (f, t) = (from as usize, to as usize);
        self.dist[t] != NONE
            && self.dist[t] + 1 == self.dist[f]
            && u64::from(self.time[t]) + u64::from(self.crossing_time(from, to))
                == u64::from(self.time[f])
    }

    /// The load of the crossing between two nodes.
    fn load_between(&self, from: u32, to: u32) -> Crossing {
        let x = self.counts(self.parts(from).0);
        let y = self.counts(self.parts(to).0);
        Crossing {
            load: x.iter().zip(&y).map(|(a, b)| a.abs_diff(*b)).collect(),
        }
    }

    /// The state a node is, reached from `state` after `k` crossings along optimal ones.
    fn state_at(&self, node: u32, from: &FamilyState, from_node: u32, k: u32) -> FamilyState {
        let (a, _, slot) = self.parts(node);
        FamilyState {
            left: self.counts(a),
            crossings: from.crossings.wrapping_add(k),
            previous_load: (slot > 0).then(|| slot - 1),
            elapsed: from
                .elapsed
                .saturating_add(self.time[from_node as usize] - self.time[node as usize]),
        }
    }

    /// Every crossing from `state` on an optimal plan, in the engine's order (the first is
    /// [`Family::next_crossing`]).
    ///
    /// # Errors
    /// Those of [`Family::next_crossing`].
    pub fn optimal_crossings(&self, state: &FamilyState) -> Result<Vec<Crossing>, FamilyError> {
        let node = self.lookup(state)?;
        Ok(self
            .out(node)
            .iter()
            .filter(|&&to| self.optimal_edge(node, to))
            .map(|&to| self.load_between(node, to))
            .collect())
    }

    /// The hint: the first optimal crossing from `state`.
    ///
    /// # Errors
    /// [`FamilyError::StateOutOfRange`], [`FamilyError::Lost`], [`FamilyError::AlreadyWon`],
    /// [`FamilyError::NoPath`], [`FamilyError::OutOfTime`], checked in that order.
    pub fn next_crossing(&self, state: &FamilyState) -> Result<Crossing, FamilyError> {
        let node = self.lookup(state)?;
        let to = self
            .out(node)
            .iter()
            .copied()
            .find(|&to| self.optimal_edge(node, to));
        to.map(|to| self.load_between(node, to))
            .ok_or(FamilyError::NoPath)
    }

    /// The state after `crossing` from `state`, whatever it leads to (a lost state too).
    ///
    /// # Errors
    /// [`FamilyError::StateOutOfRange`]; [`FamilyError::Illegal`] when the boat's rules forbid it.
    pub fn after(
        &self,
        state: &FamilyState,
        crossing: &Crossing,
    ) -> Result<FamilyState, FamilyError> {
        let node = self.locate(state)?;
        let (a, phase, slot) = self.parts(node);
        let left = self.counts(a);
        let bank = self.boat_bank(&left, phase);
        let weight = self
            .check_load(&crossing.load, &bank, phase, slot)
            .map_err(FamilyError::Illegal)?;
        let to = self.land(a, phase, &crossing.load, weight);
        let time = self.crossing_time(node, to);
        Ok(FamilyState {
            left: self.counts(self.parts(to).0),
            crossings: state.crossings.wrapping_add(1),
            previous_load: self.puzzle.load_change.map(|_| weight as u32),
            elapsed: state.elapsed.saturating_add(time),
        })
    }

    /// An optimal plan from `state`: the crossings [`Family::next_crossing`] gives, one after another.
    ///
    /// # Errors
    /// Those of [`Family::next_crossing`].
    pub fn plan(&self, state: &FamilyState) -> Result<Vec<Crossing>, FamilyError> {
        let mut node = self.lookup(state)?;
        let mut plan = Vec::new();
        while !self.is_goal(node) {
            let Some(to) = self
                .out(node)
                .iter()
                .copied()
                .find(|&to| self.optimal_edge(node, to))
            else {
                return Err(FamilyError::NoPath);
            };
            plan.push(self.load_between(node, to));
            node = to;
        }
        Ok(plan)
    }

    /// How good `crossing` from `state` is.
    ///
    /// # Errors
    /// Those of [`Family::next_crossing`].
    pub fn rate(
        &self,
        state: &FamilyState,
        crossing: &Crossing,
    ) -> Result<FamilyRating, FamilyError> {
        let node = self.lookup(state)?;
        let next = match self.after(state, crossing) {
            Ok(next) => next,
            Err(FamilyError::Illegal(why)) => return Ok(FamilyRating::Illegal(why)),
            Err(e) => return Err(e),
        };
        let to = self.locate(&next)?;
        if !self.safe[to as usize] {
            let (bank, line) = self.bank_break(&next.left).unwrap_or((Bank::Left, 0));
            return Ok(FamilyRating::Loses { bank, line });
        }
        if self.dist[to as usize] == NONE {
            return Ok(FamilyRating::NoPath);
        }
        if !self.in_time(to, next.elapsed) {
            return Ok(FamilyRating::OutOfTime);
        }
        if self.optimal_edge(node, to) {
            return Ok(FamilyRating::Optimal);
        }
        let (f, t) = (node as usize, to as usize);
        let extra_time = (u64::from(self.time[t]) + u64::from(self.crossing_time(node, to)))
            .saturating_sub(u64::from(self.time[f])) as u32;
        Ok(FamilyRating::Detour {
            extra_crossings: i64::from(self.dist[t]) + 1 - i64::from(self.dist[f]),
            extra_time,
        })
    }

    /// The optimal plans from `state`, counted as distinct plans of individuals and as plans by kind.
    ///
    /// # Errors
    /// Those of [`Family::next_crossing`].
    pub fn count_optimal_plans(&self, state: &FamilyState) -> Result<PlanCounts, FamilyError> {
        Ok(self.walk(state)?.counts)
    }

    /// The states other than `state` on every optimal plan from it, in plan order; the goal is last
    /// (for a `boat load-change` puzzle whose plans end with different loads, with one of their
    /// previous loads).
    ///
    /// # Errors
    /// Those of [`Family::next_crossing`].
    pub fn milestones(&self, state: &FamilyState) -> Result<Vec<FamilyMilestone>, FamilyError> {
        Ok(self.walk(state)?.milestones)
    }

    /// One walk along the optimal crossings from `state`, layer by layer.
    pub(crate) fn walk(&self, state: &FamilyState) -> Result<Walk, FamilyError> {
        let from = self.lookup(state)?;
        let one = Reached {
            distinct: 1,
            by_kind: 1,
            chance: Chance::ONE,
        };
        let mut layer: BTreeMap<u32, Reached> = BTreeMap::from([(from, one)]);
        let mut milestones = Vec::new();
        let mut k = 0;
        loop {
            if layer.keys().all(|&n| self.is_goal(n)) {
                let mut counts = PlanCounts {
                    distinct: 0,
                    by_kind: 0,
                };
                let mut chance = Chance::ZERO;
                for r in layer.values() {
                    counts.distinct = counts.distinct.saturating_add(r.distinct);
                    counts.by_kind = counts.by_kind.saturating_add(r.by_kind);
                    chance = chance.plus(r.chance);
                }
                return Ok(Walk {
                    milestones,
                    counts,
                    chance,
                });
            }
            let mut next: BTreeMap<u32, Reached> = BTreeMap::new();
            for (&node, r) in &layer {
                let (a, phase, _) = self.parts(node);
                let bank = self.boat_bank(&self.counts(a), phase);
                let share = r
                    .chance
                    .divided(f64::from(self.legal[node as usize].max(1)));
                for &to in self
                    .out(node)
                    .iter()
                    .filter(|&&to| self.optimal_edge(node, to))
                {
                    let load = self.load_between(node, to).load;
                    let ways = load
                        .iter()
                        .zip(&bank)
                        .fold(1u64, |w, (&x, &b)| w.saturating_mul(binomial(b, x)));
                    let entry = next.entry(to).or_insert(Reached {
                        distinct: 0,
                        by_kind: 0,
                        chance: Chance::ZERO,
                    });
                    entry.distinct = entry
                        .distinct
                        .saturating_add(r.distinct.saturating_mul(ways));
                    entry.by_kind = entry.by_kind.saturating_add(r.by_kind);
                    entry.chance = entry.chance.plus(share);
                }
            }
            k += 1;
            if next.is_empty() {
                return Err(FamilyError::NoPath);
            }
            // One node, or the goal (which plans may reach with different previous loads: its nodes
            // differ in the previous-load slot only, and it is every plan's last state).
            if next.len() == 1 || next.keys().all(|&n| self.is_goal(n)) {
                let (&node, _) = next.iter().next().unwrap_or((&from, &one));
                milestones.push(FamilyMilestone {
                    state: self.state_at(node, state, from, k),
                    crossings: k,
                });
            }
            layer = next;
        }
    }
}
