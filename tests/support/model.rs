//! An independent brute-force model of the game, written from the rules alone (no library code): it
//! tries every boat load from every (priests, devils, side) triple and runs plain breadth-first
//! searches over hash maps. Tests compare the library's answers with it.
#![allow(dead_code)]

use std::collections::{HashMap, HashSet, VecDeque};

/// (priests on the start bank, devils on the start bank, boat on the far side?)
pub type S = (u32, u32, bool);

pub struct Naive {
    pub n: u32,
    pub m: u32,
    pub k: u32,
    /// Boat safety, by its C value: 0 only the banks count, 1 when priests are aboard devils may not
    /// outnumber them.
    pub boat_safety: u32,
    /// Who rows, by its C value: 0 anyone, 1 a priest, 2 a devil.
    pub rowers: u32,
    /// Distance to the goal of every safe state that has a path.
    pub dist: HashMap<S, u32>,
    /// Safe states connected to the start.
    pub reachable: HashSet<S>,
}

pub enum Outcome {
    Illegal,
    LostStart,
    LostFar,
    Safe(S),
}

impl Naive {
    /// The classic rules.
    pub fn new(n: u32, m: u32, k: u32) -> Naive {
        Naive::variant(n, m, k, 0, 0)
    }

    /// A rule variant, each field by its C value (see [`Naive::boat_safety`], [`Naive::rowers`]); a
    /// value the model has no rule for panics at the first load it judges.
    pub fn variant(n: u32, m: u32, k: u32, boat_safety: u32, rowers: u32) -> Naive {
        let mut model = Naive {
            n,
            m,
            k,
            boat_safety,
            rowers,
            dist: HashMap::new(),
            reachable: HashSet::new(),
        };
        let goal = (0, 0, true);
        if model.safe(goal) {
            model.dist = model.bfs(goal);
        }
        let start = (n, m, false);
        if model.safe(start) {
            model.reachable = model.bfs(start).into_keys().collect();
        }
        model
    }

    pub fn lost(p: u32, d: u32) -> bool {
        p > 0 && d > p
    }

    pub fn safe(&self, s: S) -> bool {
        s.0 <= self.n
            && s.1 <= self.m
            && !Naive::lost(s.0, s.1)
            && !Naive::lost(self.n - s.0, self.m - s.1)
    }

    /// Where carrying `a` priests and `b` devils from `s` leads.
    pub fn step(&self, s: S, a: u32, b: u32) -> Outcome {
        let (p, d, far) = s;
        if a + b == 0 || a + b > self.k {
            return Outcome::Illegal;
        }
        let boat_lost = match self.boat_safety {
            0 => false,
            1 => a > 0 && b > a,
            other => panic!("the model has no rule for boat safety {other}: write it here"),
        };
        let no_rower = match self.rowers {
            0 => false,
            1 => a == 0,
            2 => b == 0,
            other => panic!("the model has no rule for rowers {other}: write it here"),
        };
        if boat_lost || no_rower {
            return Outcome::Illegal;
        }
        let (bank_p, bank_d) = if far {
            (self.n - p, self.m - d)
        } else {
            (p, d)
        };
        if a > bank_p || b > bank_d {
            return Outcome::Illegal;
        }
        let t = if far {
            (p + a, d + b, false)
        } else {
            (p - a, d - b, true)
        };
        if Naive::lost(t.0, t.1) {
            Outcome::LostStart
        } else if Naive::lost(self.n - t.0, self.m - t.1) {
            Outcome::LostFar
        } else {
            Outcome::Safe(t)
        }
    }

    /// Every legal, safe move from `s`, as (a, b, target).
    pub fn moves(&self, s: S) -> Vec<(u32, u32, S)> {
        let mut out = Vec::new();
        for a in 0..=self.k {
            for b in 0..=self.k - a {
                if let Outcome::Safe(t) = self.step(s, a, b) {
                    out.push((a, b, t));
                }
            }
        }
        out
    }

    fn bfs(&self, from: S) -> HashMap<S, u32> {
        let mut dist = HashMap::from([(from, 0)]);
        let mut queue = VecDeque::from([from]);
        while let Some(s) = queue.pop_front() {
            let next = dist[&s] + 1;
            for (_, _, t) in self.moves(s) {
                dist.entry(t).or_insert_with(|| {
                    queue.push_back(t);
                    next
                });
            }
        }
        dist
    }

    pub fn distance(&self, s: S) -> Option<u32> {
        self.dist.get(&s).copied()
    }

    /// The number of shortest plans from every state with a path, counted from the goal outwards over
    /// the model's own distances: a state's plans are the sum of the plans of the states one crossing
    /// closer that its moves reach. Exact (u128), for comparison with a saturating count.
    pub fn plan_counts(&self) -> HashMap<S, u128> {
        let mut by_distance: Vec<S> = self.dist.keys().copied().collect();
        by_distance.sort_by_key(|s| self.dist[s]);
        let mut counts = HashMap::new();
        for s in by_distance {
            let count = if self.dist[&s] == 0 {
                1
            } else {
                self.moves(s)
                    .into_iter()
                    .filter(|&(_, _, t)| self.distance(t) == Some(self.dist[&s] - 1))
                    .map(|(_, _, t)| counts[&t])
                    .sum()
            };
            counts.insert(s, count);
        }
        counts
    }

    /// Every shortest plan from `s` to the goal, each as the states it passes through after `s` (the
    /// goal last), enumerated one by one by a depth-first search over the model's own distances.
    pub fn shortest_plans(&self, s: S) -> Vec<Vec<S>> {
        let Some(d) = self.distance(s) else {
            return Vec::new();
        };
        if d == 0 {
            return vec![Vec::new()];
        }
        let mut plans = Vec::new();
        let mut seen = std::collections::HashSet::new();
        for (_, _, t) in self.moves(s) {
            // Two loads can lead to the same state; a plan is a sequence of loads, but its states are
            // what is intersected, so each next state is followed once.
            if self.distance(t) == Some(d - 1) && seen.insert(t) {
                for rest in self.shortest_plans(t) {
                    let mut plan = vec![t];
                    plan.extend(rest);
                    plans.push(plan);
                }
            }
        }
        plans
    }

    /// Every state of the configuration, safe or not.
    pub fn all_states(&self) -> Vec<S> {
        let mut out = Vec::new();
        for p in 0..=self.n {
            for d in 0..=self.m {
                out.push((p, d, false));
                out.push((p, d, true));
            }
        }
        out
    }
}
