//! Counting shortest plans without listing them: the optimal moves form a layered graph (each leads one
//! crossing closer to the goal), so the plans from a state number the sum of the plans from the states
//! its optimal moves lead to. One sweep outwards from the goal counts them for every state at once; it
//! runs the first time a count is asked for and is kept, so each later count is a lookup.

use crate::error::Error;
use crate::solver::{sweep_from_goal, Solver};
use crate::state::State;

impl Solver {
    /// The number of distinct shortest plans (sequences of crossings, each a load of priests and devils)
    /// from `state` to the goal: 1 for the goal itself (the empty plan). Exact up to `u64::MAX`, where it
    /// saturates (40 priests, 20 devils and a boat for 2 have more). The first call counts for every
    /// state, in time linear in the moves; later calls are lookups.
    ///
    /// # Errors
    /// Those of [`Solver::next_move`], except that the goal answers 1; [`Error::OutOfMemory`] when the
    /// counts (8 bytes per safe state) cannot be allocated.
    pub fn count_optimal_plans(&self, state: State) -> Result<u64, Error> {
        if self.is_won(state) {
            return Ok(1);
        }
        let i = self.best_index(state)?;
        if let Some(counts) = self.plan_counts.get() {
            return Ok(counts[i as usize]);
        }
        let counts = self.count_all_plans()?;
        let count = counts[i as usize];
        // Another thread may have counted meanwhile: the counts are the same.
        let _ = self.plan_counts.set(counts);
        Ok(count)
    }

    /// Plans from every safe state, by index (0 for states without a path).
    fn count_all_plans(&self) -> Result<Box<[u64]>, Error> {
        let mut counts = Vec::new();
        counts
            .try_reserve_exact(self.safe_states() as usize)
            .map_err(|_| Error::OutOfMemory)?;
        counts.resize(self.safe_states() as usize, 0u64);
        let goal = self.rules().goal();
        let Some(g) = self.index().index(goal) else {
            return Ok(counts.into_boxed_slice());
        };
        counts[g as usize] = 1;
        sweep_from_goal(self, |from, _, to| {
            let first = counts[to as usize] == 0;
            counts[to as usize] = counts[to as usize].saturating_add(counts[from as usize]);
            first
        });
        Ok(counts.into_boxed_slice())
    }
}

#[cfg(test)]
mod tests {
    use crate::{Rules, Side, Solver, State};

    #[test]
    fn classic_has_four_optimal_plans_and_the_goal_one() {
        let s = Solver::new(Rules::CLASSIC).unwrap();
        assert_eq!(s.count_optimal_plans(Rules::CLASSIC.start()), Ok(4));
        assert_eq!(s.count_optimal_plans(Rules::CLASSIC.goal()), Ok(1));
        // One crossing from the goal: the pair that came back, alone.
        assert_eq!(s.count_optimal_plans(State::new(0, 2, Side::Start)), Ok(1));
    }

    #[test]
    fn counts_saturate_instead_of_overflowing() {
        let rules = Rules::new(40, 20, 2).unwrap();
        let s = Solver::new(rules).unwrap();
        assert_eq!(s.count_optimal_plans(rules.start()), Ok(u64::MAX));
    }
}
