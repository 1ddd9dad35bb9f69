//! Looking at a whole puzzle rather than one state: every optimal plan, and the state graph as a
//! diagram (for level designers and for the `graph` command). These walk the whole graph, so they are
//! meant for small puzzles, not for hot paths.

use std::collections::{HashMap, VecDeque};

use crate::error::Error;
use crate::solver::{Solver, StateKind};
use crate::state::{Move, State};

/// One state of a [`Diagram`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DiagramNode {
    /// The state.
    pub state: State,
    /// Safe, won or lost.
    pub kind: StateKind,
    /// Connected to the start by legal moves through safe states.
    pub reachable: bool,
    /// Crossings left to the goal, if it can be reached.
    pub distance: Option<u32>,
    /// Lies on some optimal plan from the start.
    pub on_optimal_plan: bool,
}

/// One legal crossing of a [`Diagram`]: from a safe state to a safe or lost one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DiagramEdge {
    /// The state the boat leaves from.
    pub from: State,
    /// The state after the move.
    pub to: State,
    /// Who crosses.
    pub mv: Move,
    /// Whether `to` is safe, so that the same move leads back (such edges are listed once).
    pub reversible: bool,
    /// Whether the move (in one direction or the other) lies on an optimal plan from the start.
    pub on_optimal_plan: bool,
}

/// The state graph of a configuration: every safe state, optionally the lost states one crossing away,
/// and every legal crossing between them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Diagram {
    /// Safe states first (in index order), then lost ones.
    pub nodes: Vec<DiagramNode>,
    /// Crossings between safe states once each, then crossings into lost states.
    pub edges: Vec<DiagramEdge>,
}

impl Solver {
    /// Up to `limit` optimal (shortest) plans from `state`, in preference order (the first is
    /// [`Solver::plan`]).
    ///
    /// # Errors
    /// Those of [`Solver::next_move`], except that the goal has one (empty) plan.
    pub fn optimal_plans(&self, state: State, limit: usize) -> Result<Vec<Vec<Move>>, Error> {
        self.playable_for_plans(state)?;
        let mut found = Vec::new();
        let mut path: Vec<Move> = Vec::new();
        // Depth-first with an explicit stack (plans can be millions of crossings long): each frame holds
        // a state's optimal moves and how many of them were tried.
        let mut stack = vec![(state, self.optimal_moves(state).unwrap_or_default(), 0usize)];
        while found.len() < limit {
            let Some((at, moves, tried)) = stack.last_mut() else {
                break;
            };
            if *at == self.rules().goal() {
                found.push(path.clone());
            }
            let Some(&mv) = moves.get(*tried) else {
                stack.pop();
                path.pop();
                continue;
            };
            *tried += 1;
            let next = at.apply(self.rules(), mv).expect("optimal moves are legal");
            path.push(mv);
            stack.push((next, self.optimal_moves(next).unwrap_or_default(), 0));
        }
        Ok(found)
    }

    fn playable_for_plans(&self, state: State) -> Result<(), Error> {
        // The plan of the state exists exactly when next_move succeeds (or the state is the goal).
        match self.next_move(state) {
            Ok(_) | Err(Error::AlreadyWon) => Ok(()),
            Err(e) => Err(e),
        }
    }

    /// The state graph. With `with_lost`, the lost states one legal crossing away from a safe state are
    /// included, with the crossings into them.
    pub fn diagram(&self, with_lost: bool) -> Diagram {
        let rules = *self.rules();
        let safe: Vec<State> = (0..self.safe_states())
            .filter_map(|i| self.index().state(i))
            .collect();
        // Distances from the start, to find the states and crossings on shortest solutions.
        let mut from_start: HashMap<State, u32> = HashMap::new();
        if rules.lost_bank(rules.start()).is_none() {
            from_start.insert(rules.start(), 0);
            let mut queue = VecDeque::from([rules.start()]);
            while let Some(s) = queue.pop_front() {
                let next = from_start[&s] + 1;
                self.index().for_each_move(s, |_, t, _| {
                    from_start.entry(t).or_insert_with(|| {
                        queue.push_back(t);
                        next
                    });
                });
            }
        }
        let total = self.min_crossings();
        let on_optimal_plan = |s: State| match (
            total,
            from_start.get(&s),
            self.check(s).ok().and_then(|v| v.distance),
        ) {
            (Some(total), Some(&a), Some(b)) => a + b == total,
            _ => false,
        };
        let mut nodes: Vec<DiagramNode> = safe
            .iter()
            .map(|&s| {
                let v = self.check(s).expect("indexed states are in range");
                DiagramNode {
                    state: s,
                    kind: v.kind,
                    reachable: v.reachable,
                    distance: v.distance,
                    on_optimal_plan: on_optimal_plan(s),
                }
            })
            .collect();
        let mut edges = Vec::new();
        let mut lost = Vec::new();
        for &s in &safe {
            let i = self.index().index(s);
            self.index().for_each_move(s, |mv, t, j| {
                if Some(j) > i {
                    let step = |a: State, b: State| {
                        on_optimal_plan(a)
                            && on_optimal_plan(b)
                            && from_start.get(&b).copied() == from_start.get(&a).map(|d| d + 1)
                    };
                    edges.push(DiagramEdge {
                        from: s,
                        to: t,
                        mv,
                        reversible: true,
                        on_optimal_plan: step(s, t) || step(t, s),
                    });
                }
            });
            if with_lost && s != rules.goal() {
                let (bank_p, bank_d) = s.boat_bank(&rules);
                let k = rules.boat_capacity();
                for a in 0..=k.min(bank_p) {
                    for b in 0..=(k - a).min(bank_d) {
                        let mv = Move::new(a, b);
                        let Ok(t) = s.apply(&rules, mv) else { continue };
                        if let Some(side) = rules.lost_bank(t) {
                            edges.push(DiagramEdge {
                                from: s,
                                to: t,
                                mv,
                                reversible: false,
                                on_optimal_plan: false,
                            });
                            if !lost.contains(&t) {
                                lost.push(t);
                                nodes.push(DiagramNode {
                                    state: t,
                                    kind: StateKind::Lost(side),
                                    reachable: false,
                                    distance: None,
                                    on_optimal_plan: false,
                                });
                            }
                        }
                    }
                }
            }
        }
        Diagram { nodes, edges }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rules;

    #[test]
    fn classic_has_four_shortest_solutions() {
        let s = Solver::new(Rules::CLASSIC).unwrap();
        let start = Rules::CLASSIC.start();
        let all = s.optimal_plans(start, 100).unwrap();
        assert_eq!(all.len(), 4);
        assert!(all.iter().all(|p| p.len() == 11));
        let first: Vec<Move> = s.plan(start).unwrap().map(|(m, _)| m).collect();
        assert_eq!(all[0], first);
        assert_eq!(s.optimal_plans(start, 2).unwrap().len(), 2);
    }

    #[test]
    fn classic_diagram_has_every_safe_state_and_crossing() {
        let s = Solver::new(Rules::CLASSIC).unwrap();
        let d = s.diagram(false);
        assert_eq!(d.nodes.len(), 20);
        assert!(d.edges.iter().all(|e| e.reversible));
        // The 4 solutions of 11 crossings share states: at least 11 edges, all on solutions, are marked.
        let marked = d.edges.iter().filter(|e| e.on_optimal_plan).count();
        assert!((11..=44).contains(&marked), "{marked}");
        assert_eq!(d.nodes.iter().filter(|n| n.reachable).count(), 16);
        let with_lost = s.diagram(true);
        assert!(with_lost.nodes.len() > 20);
        assert!(with_lost.nodes[20..]
            .iter()
            .all(|n| matches!(n.kind, StateKind::Lost(_))));
    }
}
