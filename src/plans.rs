//! Plans: the whole shortest plan from a state, walked lazily from the solver's best moves, and the
//! number of distinct shortest plans. The optimal moves form a layered graph (each leads one move
//! closer to the goal), so the plans from a state number the sum of the plans from the states its
//! optimal moves lead to: one sweep outwards from the goal counts them for every state at once. It runs
//! the first time a count is asked for and is kept, so each later count is a lookup.

use crate::error::Error;
use crate::solver::{Refusal, Solver};
use crate::state::{Move, State};

/// A shortest plan, lazily walked from the solver's tables: yields each move with the state after it.
#[derive(Clone, Debug)]
pub struct Plan<'a> {
    solver: &'a Solver,
    state: State,
    left: u32,
}

impl Iterator for Plan<'_> {
    type Item = (Move, State);

    fn next(&mut self) -> Option<(Move, State)> {
        let (mv, _) = self.solver.lookup(self.state).ok()?;
        self.state = self.state.apply(self.solver.rules(), mv).ok()?;
        self.left -= 1;
        Some((mv, self.state))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.left as usize, Some(self.left as usize))
    }
}

impl ExactSizeIterator for Plan<'_> {}

impl Solver {
    /// The whole shortest plan from `state`: each best move with the state it leads to; its length is
    /// the state's distance.
    ///
    /// # Errors
    /// Those of [`Solver::next_move`].
    pub fn plan(&self, state: State) -> Result<Plan<'_>, Error> {
        let (_, left) = self.lookup(state)?;
        Ok(Plan {
            solver: self,
            state,
            left,
        })
    }

    /// The number of distinct shortest plans (sequences of moves, each a load of priests and devils)
    /// from `state` to the goal: 1 for the goal itself (the empty plan). Exact up to `u64::MAX`, where it
    /// saturates (40 priests, 20 devils and a boat for 2 have more). The first call counts for every
    /// state, in time linear in the moves; later calls are lookups.
    ///
    /// # Errors
    /// Those of [`Solver::next_move`], except that the goal answers 1; [`Error::OutOfMemory`] when the
    /// counts (8 bytes per safe state) cannot be allocated.
    pub fn count_optimal_plans(&self, state: State) -> Result<u64, Error> {
        match self.lookup(state) {
            Ok(_) => {}
            Err(Refusal::AlreadyWon) => return Ok(1),
            Err(refusal) => return Err(refusal.into()),
        }
        // A state with a best move is indexed.
        let i = self.index().index(state).unwrap_or_default() as usize;
        if let Some(counts) = self.plan_counts().get() {
            return Ok(counts[i]);
        }
        let counts = self.count_all_plans()?;
        let count = counts[i];
        // Another thread may have counted meanwhile: the counts are the same.
        let _ = self.plan_counts().set(counts);
        Ok(count)
    }

    /// Plans from every safe state, by index (0 for states without a path).
    fn count_all_plans(&self) -> Result<Box<[u64]>, Error> {
        let mut counts = Vec::new();
        counts
            .try_reserve_exact(self.safe_states() as usize)
            .map_err(|_| Error::OutOfMemory)?;
        counts.resize(self.safe_states() as usize, 0u64);
        let Some(g) = self.index().index(self.rules().goal()) else {
            return Ok(counts.into_boxed_slice());
        };
        counts[g as usize] = 1;
        self.sweep_from_goal(|from, _, to| {
            let first = counts[to as usize] == 0;
            counts[to as usize] = counts[to as usize].saturating_add(counts[from as usize]);
            first
        })?;
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
    fn plan_walks_to_the_goal() {
        let s = Solver::new(Rules::CLASSIC).unwrap();
        let plan = s.plan(Rules::CLASSIC.start()).unwrap();
        assert_eq!(plan.len(), 11);
        let plan: Vec<_> = plan.collect();
        assert_eq!(plan.len(), 11);
        assert_eq!(plan.last().unwrap().1, Rules::CLASSIC.goal());
    }

    #[test]
    fn counts_saturate_instead_of_overflowing() {
        let rules = Rules::new(40, 20, 2).unwrap();
        let s = Solver::new(rules).unwrap();
        assert_eq!(s.count_optimal_plans(rules.start()), Ok(u64::MAX));
    }
}
