//! A designer's view of one puzzle: whether and how fast it is won from its start, how many optimal
//! plans it has, how big its map is, its dead ends, and a difficulty figure in bits, the same figure
//! as [`crate::LevelReport::difficulty`]: `-log2` of the chance that a player picking uniformly among
//! the legal loads of every position (by kind) plays an optimal plan.

use super::build::{filled, Family, NONE};
use super::queries::PlanCounts;
use super::{FamilyError, FamilyState};

/// The most (node, minute) pairs the timed count of reachable states may examine.
const MAX_TIMED_PAIRS: u64 = 1 << 26;

/// The state graph of a puzzle from its start, as [`Family::graph`] lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FamilyGraph {
    /// The states legal play from the start reaches (elapsed time 0: a node of the space), the start
    /// first, each with its crossings and time left on an optimal plan (`None` without a path).
    pub nodes: Vec<(FamilyState, Option<u32>, Option<u32>)>,
    /// The crossings between them, as (from, to, optimal), indices into `nodes`.
    pub edges: Vec<(u32, u32, bool)>,
}

/// One puzzle, as a designer sees it: built by [`Family::report`]. More figures may be added in minor
/// versions.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct FamilyReport {
    /// Why the puzzle cannot be won from its start ([`FamilyError::Lost`], [`FamilyError::NoPath`],
    /// [`FamilyError::OutOfTime`]…); `None` when it can.
    pub unsolvable: Option<FamilyError>,
    /// The fewest crossings (for timed puzzles: the fewest among the fastest plans).
    pub min_crossings: Option<u32>,
    /// The least total time (timed puzzles).
    pub min_time: Option<u32>,
    /// The optimal plans from the start, as individuals and by kind (0 when unsolvable).
    pub optimal_plans: PlanCounts,
    /// The milestones of the start (the goal included); 0 when unsolvable.
    pub milestones: u32,
    /// Safe nodes of the whole space (every arrangement keeping the bank rules, times the phases and
    /// previous-load slots).
    pub safe_states: u32,
    /// Nodes that legal play from the start reaches (elapsed time aside).
    pub reachable_states: u32,
    /// For timed puzzles with a limit: the (node, elapsed minutes) pairs legal play from the start
    /// reaches within the limit; `None` otherwise, or when the count would pass its cap.
    pub reachable_timed_states: Option<u64>,
    /// Reachable nodes from which the goal cannot be reached at all.
    pub dead_ends: u32,
    /// The difficulty in bits; `None` when unsolvable.
    pub difficulty: Option<f64>,
}

impl Family {
    /// The designer's report from the puzzle's start.
    pub fn report(&self) -> FamilyReport {
        let start = self.puzzle.start();
        let reachable: Vec<u32> = (0..self.nodes())
            .filter(|&n| self.reachable[n as usize])
            .collect();
        let mut report = FamilyReport {
            unsolvable: None,
            min_crossings: None,
            min_time: None,
            optimal_plans: PlanCounts {
                distinct: 0,
                by_kind: 0,
            },
            milestones: 0,
            safe_states: self.safe.iter().filter(|&&s| s).count() as u32,
            reachable_states: reachable.len() as u32,
            reachable_timed_states: self.timed_reach().ok().flatten(),
            dead_ends: reachable
                .iter()
                .filter(|&&n| self.dist[n as usize] == NONE)
                .count() as u32,
            difficulty: None,
        };
        match self.walk(&start) {
            Ok(walk) => {
                let node = self.start as usize;
                report.min_crossings = Some(self.dist[node]);
                report.min_time = self.puzzle.timed.then_some(self.time[node]);
                report.optimal_plans = walk.counts;
                report.milestones = walk.milestones.len() as u32;
                report.difficulty = Some(0.0 - walk.chance.log2());
            }
            Err(e) => report.unsolvable = Some(e),
        }
        report
    }

    /// The (node, elapsed) pairs reachable within the limit, by a sweep over the elapsed minutes.
    fn timed_reach(&self) -> Result<Option<u64>, FamilyError> {
        let Some(limit) = self.puzzle.time_limit else {
            return Ok(None);
        };
        let n = self.nodes() as u64;
        let minutes = u64::from(limit) + 1;
        // A crossing of no time would need a second sweep within the same minute.
        let instant = self.puzzle.kinds.iter().any(|k| k.time == 0);
        if instant || n.saturating_mul(minutes) > MAX_TIMED_PAIRS || !self.safe[self.start as usize]
        {
            return Ok(None);
        }
        let mut seen = filled((n * minutes) as usize, false)?;
        seen[self.start as usize] = true;
        let mut count = 0u64;
        for t in 0..minutes {
            for node in 0..self.nodes() {
                if !seen[(t * n + u64::from(node)) as usize] {
                    continue;
                }
                count += 1;
                for &to in self.out(node) {
                    let at = t + u64::from(self.crossing_time(node, to));
                    if at < minutes {
                        seen[(at * n + u64::from(to)) as usize] = true;
                    }
                }
            }
        }
        Ok(Some(count))
    }

    /// The states legal play from the start reaches and every crossing between them.
    pub fn graph(&self) -> FamilyGraph {
        let mut order: Vec<u32> = (0..self.nodes())
            .filter(|&n| self.reachable[n as usize])
            .collect();
        order.sort_by_key(|&n| (n != self.start, n));
        let at: std::collections::BTreeMap<u32, u32> = order
            .iter()
            .enumerate()
            .map(|(i, &n)| (n, i as u32))
            .collect();
        let nodes = order
            .iter()
            .map(|&n| {
                let (a, phase, slot) = self.parts(n);
                let state = FamilyState {
                    left: self.counts(a),
                    crossings: phase,
                    previous_load: (slot > 0).then(|| slot - 1),
                    elapsed: 0,
                };
                let path = self.dist[n as usize] != NONE;
                (
                    state,
                    path.then_some(self.dist[n as usize]),
                    path.then_some(self.time[n as usize]),
                )
            })
            .collect();
        let mut edges = Vec::new();
        for &n in &order {
            for &to in self.out(n) {
                if let Some(&j) = at.get(&to) {
                    edges.push((at[&n], j, self.is_optimal(n, to)));
                }
            }
        }
        FamilyGraph { nodes, edges }
    }

    /// The state of the puzzle's start, as [`crate::family::Puzzle::start`] gives it.
    pub fn start(&self) -> FamilyState {
        self.puzzle.start()
    }
}
