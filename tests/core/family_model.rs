//! Every puzzle of `puzzles/` against a model written apart from the family's engine: each puzzle's
//! rules read again from their statements (`family_statements.rs`), as plain functions over explicit sets
//! of characters, and a plain search over those sets (every individual its own bit; breadth-first
//! in effect for untimed puzzles, Dijkstra on time then crossings for timed ones), which counts the
//! distinct optimal plans as it goes. The engine's plan is replayed crossing by crossing under the
//! model's rules (each counted kind's crossing taken by its first members on the boat's bank) and
//! must be legal, end at the goal and be as short (as fast) as the model's search finds.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

use priests_devils::family::{Family, Puzzle};

use crate::family_statements::{models, C, G, M};

/// A model state: who is on the left bank, crossings made, the previous load.
type S = (u32, u32, Option<u32>);

impl M {
    fn names(&self) -> Vec<&'static str> {
        self.chars.iter().map(|c| c.name).collect()
    }
    fn all(&self) -> u32 {
        (1 << self.chars.len()) - 1
    }
    fn start(&self) -> S {
        (
            self.chars
                .iter()
                .enumerate()
                .filter(|(_, c)| !c.right)
                .map(|(i, _)| 1 << i)
                .sum(),
            0,
            None,
        )
    }
    fn goal(&self) -> u32 {
        self.all() ^ self.start().0
    }

    /// The state after `group` crosses from `s`, with the crossing's time; `None` when illegal or lost.
    fn cross(&self, s: S, group: u32) -> Option<(S, u32)> {
        let (left, k, previous) = s;
        let boat_bank = if k % 2 == 0 { left } else { self.all() ^ left };
        let names = self.names();
        let aboard: Vec<&C> = self
            .chars
            .iter()
            .enumerate()
            .filter(|(i, _)| group >> i & 1 == 1)
            .map(|(_, c)| c)
            .collect();
        let number = k + 1;
        let rows = |c: &C| match c.rows {
            1 => true,
            2 => matches!(number % 4, 1 | 2),
            3 => matches!(number % 4, 3 | 0),
            _ => false,
        };
        let weight: u32 = aboard.iter().map(|c| c.weight).sum();
        let legal = group != 0
            && group & !boat_bank == 0
            && group.count_ones() <= self.capacity
            && self.max_load.is_none_or(|l| weight <= l)
            && aboard.iter().any(|c| rows(c))
            && (self.boat)(&G {
                names: &names,
                set: group,
            })
            && match (self.load_change, previous) {
                (Some(d), Some(p)) => weight.abs_diff(p) <= d,
                _ => true,
            };
        let after = left ^ group;
        let safe = (self.bank)(&G {
            names: &names,
            set: after,
        }) && (self.bank)(&G {
            names: &names,
            set: self.all() ^ after,
        });
        let time = aboard.iter().map(|c| c.time).max().unwrap_or(0);
        (legal && safe).then_some(((after, (k + 1) % 4, self.load_change.map(|_| weight)), time))
    }

    /// The least (time, crossings) from the start to the goal within the limit, and the distinct
    /// plans that achieve it.
    fn search(&self) -> Option<((u32, u32), u64)> {
        let mut best: HashMap<S, ((u32, u32), u64)> = HashMap::new();
        let mut done: HashMap<S, bool> = HashMap::new();
        let mut heap = BinaryHeap::new();
        best.insert(self.start(), ((0, 0), 1));
        heap.push(Reverse(((0, 0), self.start())));
        let mut found: Option<((u32, u32), u64)> = None;
        while let Some(Reverse((key, s))) = heap.pop() {
            if done.insert(s, true).is_some() || best[&s].0 != key {
                continue;
            }
            if found.is_some_and(|(k, _)| key > k) {
                break;
            }
            let plans = best[&s].1;
            if s.0 == self.goal() {
                let total = found.map_or(0, |f| f.1) + plans;
                found = Some((key, total));
                continue;
            }
            for group in 1..=self.all() {
                let Some((t, time)) = self.cross(s, group) else {
                    continue;
                };
                let next = (key.0 + time, key.1 + 1);
                if self.limit.is_some_and(|l| next.0 > l) {
                    continue;
                }
                let entry = best.entry(t).or_insert((next, 0));
                if next < entry.0 {
                    *entry = (next, plans);
                } else if next == entry.0 {
                    entry.1 += plans;
                } else {
                    continue;
                }
                heap.push(Reverse((next, t)));
            }
        }
        found
    }
}

#[test]
fn every_puzzle_s_plan_replays_under_the_model_and_is_as_good_as_its_search() {
    let models = models();
    assert_eq!(models.len(), 26);
    for model in models {
        let path = format!("{}/puzzles/{}.river", env!("CARGO_MANIFEST_DIR"), model.id);
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let family = Family::new(Puzzle::parse(&text).unwrap()).unwrap();
        let puzzle = family.puzzle();
        let names = model.names();
        let plan = family
            .plan(&family.start())
            .unwrap_or_else(|e| panic!("{}: {e}", model.id));
        let (mut s, mut elapsed) = (model.start(), 0);
        for crossing in &plan {
            let boat_bank = if s.1 % 2 == 0 { s.0 } else { model.all() ^ s.0 };
            let mut group = 0;
            for (kind, &x) in puzzle.kinds().iter().zip(&crossing.load) {
                let members = (0..kind.count).map(|i| kind.member(i));
                let mut on_bank = members
                    .map(|name| {
                        let i = names
                            .iter()
                            .position(|n| *n == name)
                            .unwrap_or_else(|| panic!("{}: no {name}", model.id));
                        i
                    })
                    .filter(|i| boat_bank >> i & 1 == 1);
                for _ in 0..x {
                    group |= 1
                        << on_bank.next().unwrap_or_else(|| {
                            panic!("{}: {crossing:?} not on the bank", model.id)
                        });
                }
            }
            let (next, time) = model
                .cross(s, group)
                .unwrap_or_else(|| panic!("{}: {crossing:?} is illegal", model.id));
            s = next;
            elapsed += time;
        }
        assert_eq!(
            s.0,
            model.goal(),
            "{}: the plan does not end at the goal",
            model.id
        );
        let ((time, crossings), plans) = model
            .search()
            .unwrap_or_else(|| panic!("{}: the model finds no plan", model.id));
        assert_eq!(plan.len() as u32, crossings, "{}", model.id);
        assert_eq!(elapsed, time, "{}", model.id);
        let report = family.report();
        assert_eq!(report.min_crossings, Some(crossings), "{}", model.id);
        assert_eq!(report.optimal_plans.distinct, plans, "{}", model.id);
        if model.limit.is_some() {
            assert_eq!(report.min_time, Some(time), "{}", model.id);
        }
    }
}
