//! A level designer's view of one configuration: whether and how fast it is won, how many optimal plans
//! it has, how big its map is, and a difficulty figure.
//!
//! **Difficulty** is measured in bits: `-log2` of the chance that a player who picks uniformly at
//! random among the legal loads of every position (including loads that lose at once or detour) plays
//! one of the optimal plans from the start. It is 0 when every legal load of every position on the way
//! is optimal, grows by one bit for each position where half the loads go wrong, and grows with the
//! length of the plan; more optimal plans make it smaller. The classic game scores 18.1 bits (a random player
//! wins optimally once in 288 000 games).

use crate::rules::Loads;
use crate::solver::Solver;
use crate::state::State;
use crate::Rules;

/// One configuration, as a level designer sees it. Built by [`Solver::level_report`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LevelReport {
    /// The configuration.
    pub rules: Rules,
    /// The fewest crossings that win from the start; `None` when the game cannot be won.
    pub min_moves: Option<u32>,
    /// Distinct optimal plans from the start (saturating at `u64::MAX`); 0 when it cannot be won.
    pub optimal_plans: u64,
    /// Safe states, both boat sides counted.
    pub safe_states: u32,
    /// Safe states connected to the start by legal play.
    pub reachable_states: u32,
    /// The reachable state farthest from the goal, with its distance (the first in index order among
    /// equals); `None` when the game cannot be won.
    pub farthest: Option<(State, u32)>,
    /// The difficulty in bits (see the module documentation); `None` when the game cannot be won.
    pub difficulty: Option<f64>,
}

impl LevelReport {
    /// Whether the game can be won from the start.
    pub fn solvable(&self) -> bool {
        self.min_moves.is_some()
    }
}

impl Solver {
    /// The level report of this configuration. Walks the whole graph once (linear in the moves).
    pub fn level_report(&self) -> LevelReport {
        let rules = *self.rules();
        let start = rules.start();
        let min_moves = self.min_moves();
        let farthest = min_moves.and_then(|_| {
            // The start has a path, so the reachable states are exactly those with one.
            (0..self.safe_states())
                .filter_map(|i| Some((self.distance_at(i)?, std::cmp::Reverse(i))))
                .max()
                .and_then(|(distance, std::cmp::Reverse(i))| {
                    Some((self.index().state(i)?, distance))
                })
        });
        LevelReport {
            rules,
            min_moves,
            optimal_plans: if min_moves.is_some() {
                self.count_optimal_plans(start).unwrap_or(0)
            } else {
                0
            },
            safe_states: self.safe_states(),
            reachable_states: self.reachable_states(),
            farthest,
            difficulty: min_moves.map(|_| self.difficulty_bits()),
        }
    }

    /// `-log2` of the chance that uniformly random legal loads follow an optimal plan from the start.
    /// One sweep out from the goal: the chance from a state is the sum, over its optimal moves, of the
    /// chance from where they lead, divided by its number of legal loads. Kept as base-2 logarithms so
    /// that long plans do not underflow.
    fn difficulty_bits(&self) -> f64 {
        let rules = *self.rules();
        let goal = rules.goal();
        let (Some(g), Some(s)) = (self.index().index(goal), self.index().index(rules.start()))
        else {
            return f64::INFINITY;
        };
        if s == g {
            return 0.0;
        }
        let mut log_chance = vec![f64::NEG_INFINITY; self.safe_states() as usize];
        log_chance[g as usize] = 0.0;
        let loads = Loads::new(&rules);
        self.sweep_from_goal(|from, to, v| {
            let (bank_p, bank_d) = to.boat_bank(&rules);
            let step = log_chance[from as usize] - (loads.count(bank_p, bank_d) as f64).log2();
            let slot = &mut log_chance[v as usize];
            let first = *slot == f64::NEG_INFINITY;
            *slot = if first { step } else { log2_add(*slot, step) };
            first
        });
        -log_chance[s as usize]
    }
}

/// `log2(2^a + 2^b)`, without leaving the logarithms.
fn log2_add(a: f64, b: f64) -> f64 {
    let (hi, lo) = if a >= b { (a, b) } else { (b, a) };
    hi + (lo - hi).exp2().ln_1p() / std::f64::consts::LN_2
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Side;

    /// The classic difficulty, from an independent enumeration with exact fractions: a random player
    /// wins optimally once in 288 000 games.
    fn classic_bits() -> f64 {
        288_000f64.log2()
    }

    #[test]
    fn classic_report() {
        let r = Solver::new(Rules::CLASSIC).unwrap().level_report();
        assert!(r.solvable());
        assert_eq!(r.min_moves, Some(11));
        assert_eq!(r.optimal_plans, 4);
        assert_eq!((r.safe_states, r.reachable_states), (20, 16));
        // One devil over first, with the boat on the far bank: one crossing further than the start.
        assert_eq!(r.farthest, Some((State::new(3, 2, Side::Far), 12)));
        let bits = r.difficulty.unwrap();
        assert!((bits - classic_bits()).abs() < 1e-9, "{bits}");
    }

    #[test]
    fn a_single_forced_crossing_has_no_difficulty_and_unsolvable_games_none() {
        let one = Solver::new(Rules::new(1, 0, 1).unwrap())
            .unwrap()
            .level_report();
        assert_eq!(one.difficulty, Some(0.0));
        assert_eq!(one.farthest, Some((State::new(1, 0, Side::Start), 1)));
        let lost = Solver::new(Rules::new(4, 4, 2).unwrap())
            .unwrap()
            .level_report();
        assert_eq!(
            (
                lost.min_moves,
                lost.optimal_plans,
                lost.difficulty,
                lost.farthest
            ),
            (None, 0, None, None)
        );
    }

    #[test]
    fn log_addition_adds_chances() {
        assert!((log2_add(-1.0, -1.0) - 0.0).abs() < 1e-12);
        assert!((log2_add(-2.0, -3.0) - (0.375f64).log2()).abs() < 1e-12);
        assert_eq!(log2_add(f64::NEG_INFINITY, -3.0), -3.0);
    }
}
