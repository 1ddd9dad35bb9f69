//! Rust ports of the hint algorithms of the original course games (`../shared/seeds/000_*` and
//! `004_*`), kept only as benchmark baselines. Both answer one hint by running a fresh search from the
//! current state, as the originals did on every button press; the ports keep their data structures and
//! their costs, not their C# syntax. Both are specific to the classic 3/3/2 game, like the originals.

use std::collections::VecDeque;
use std::rc::Rc;

/// Seed 000: a breadth-first search over a fixed `4 x 4 x 2` parent array, run from scratch for every
/// hint; states are `(priests, devils, side)` on the start bank; the five loads are tried in a fixed
/// order; the answer is the state after the first crossing, found by walking parents back from the goal.
pub mod array_bfs {
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    pub struct SolverState {
        pub p: i32,
        pub d: i32,
        pub side: i32,
    }

    const EMPTY: SolverState = SolverState {
        p: 0,
        d: 0,
        side: 0,
    };

    fn legal(s: SolverState) -> bool {
        (0..=3).contains(&s.p) && (0..=3).contains(&s.d) && (s.p == 0 || s.p == 3 || s.p == s.d)
    }

    /// The state after the next crossing from `start` (`start` itself when already won).
    pub fn solve(start: SolverState) -> SolverState {
        let target = SolverState {
            p: 0,
            d: 0,
            side: 1,
        };
        if start == target {
            return start;
        }
        let dp = [0, 1, 1, 2, 0];
        let dd = [1, 0, 1, 0, 2];
        let mut parent = [[[EMPTY; 2]; 4]; 4];
        let mut queue = std::collections::VecDeque::new();
        queue.push_back(start);
        parent[start.p as usize][start.d as usize][start.side as usize] = start;
        while let Some(cur) = queue.pop_front() {
            let k = if cur.side == 0 { -1 } else { 1 };
            for i in 0..5 {
                let mut next = SolverState {
                    p: cur.p + k * dp[i],
                    d: cur.d + k * dd[i],
                    side: 1 - cur.side,
                };
                if !legal(next)
                    || parent[next.p as usize][next.d as usize][next.side as usize] != EMPTY
                {
                    continue;
                }
                if next == target {
                    parent[next.p as usize][next.d as usize][next.side as usize] = cur;
                    while parent[next.p as usize][next.d as usize][next.side as usize] != start {
                        next = parent[next.p as usize][next.d as usize][next.side as usize];
                    }
                    return next;
                }
                queue.push_back(next);
                parent[next.p as usize][next.d as usize][next.side as usize] = cur;
            }
        }
        EMPTY
    }
}

/// Seed 004: a breadth-first search over heap-allocated state objects, each holding a copy of its parent,
/// with two queues (frontier and visited) whose membership is tested by scanning them (`Queue.Contains`)
/// for every candidate: quadratic in the states searched. Left is the goal bank here, as in the original.
pub mod queue_scan_bfs {
    use super::*;

    #[derive(Clone, Debug)]
    pub struct AiState {
        pub left_priests: i32,
        pub left_devils: i32,
        pub right_priests: i32,
        pub right_devils: i32,
        /// true: the boat is at the left (goal) bank.
        pub location: bool,
        pub parent: Option<Rc<AiState>>,
    }

    impl PartialEq for AiState {
        /// Equality ignores the parent, as the original's `Equals` override did.
        fn eq(&self, o: &AiState) -> bool {
            self.left_priests == o.left_priests
                && self.left_devils == o.left_devils
                && self.right_priests == o.right_priests
                && self.right_devils == o.right_devils
                && self.location == o.location
        }
    }

    impl AiState {
        pub fn new(lp: i32, ld: i32, rp: i32, rd: i32, location: bool) -> AiState {
            AiState {
                left_priests: lp,
                left_devils: ld,
                right_priests: rp,
                right_devils: rd,
                location,
                parent: None,
            }
        }

        fn valid(&self) -> bool {
            (self.left_priests == 0 || self.left_priests >= self.left_devils)
                && (self.right_priests == 0 || self.right_priests >= self.right_devils)
        }
    }

    /// The state after the next crossing from `current`.
    pub fn hint(current: &AiState) -> AiState {
        let end = AiState::new(3, 3, 0, 0, true);
        let mut found: VecDeque<AiState> = VecDeque::new();
        let mut visited: VecDeque<AiState> = VecDeque::new();
        found.push_back(AiState {
            parent: None,
            ..current.clone()
        });
        while let Some(temp) = found.front().cloned() {
            if temp == end {
                let mut t = Some(Rc::new(temp));
                while let Some(node) = t.clone() {
                    match &node.parent {
                        Some(p) if **p != *current => t = Some(Rc::clone(p)),
                        _ => break,
                    }
                }
                return t.map_or(end, |n| (*n).clone());
            }
            found.pop_front();
            visited.push_back(temp.clone());
            // The five loads, from whichever bank holds the boat.
            let loads = [(1, 0), (0, 1), (2, 0), (0, 2), (1, 1)];
            for (p, d) in loads {
                let mut next = temp.clone();
                next.parent = Some(Rc::new(temp.clone()));
                next.location = !temp.location;
                let (from_p, from_d) = if temp.location {
                    (temp.left_priests, temp.left_devils)
                } else {
                    (temp.right_priests, temp.right_devils)
                };
                if from_p < p || from_d < d {
                    continue;
                }
                let s = if temp.location { -1 } else { 1 };
                next.left_priests += s * p;
                next.left_devils += s * d;
                next.right_priests -= s * p;
                next.right_devils -= s * d;
                if next.valid() && !visited.contains(&next) && !found.contains(&next) {
                    found.push_back(next);
                }
            }
        }
        end
    }
}
