//! Milestones: the states every optimal plan from a state passes through. Every optimal move lowers the
//! distance to the goal by one, so every optimal plan from `X` (distance `d`) visits exactly one state at
//! each distance `d - k`; a state is on all of them exactly when it is the only state at its distance
//! that optimal moves from `X` reach. One walk along the optimal moves, layer by layer, finds them.
//!
//! The same walk carries, forward from `X`, the figures a level report needs of it: the optimal plans
//! that reach each state (so the goal's count is `X`'s plan count) and the chance that a player picking
//! uniformly among the legal loads of every position follows an optimal plan to each state (so the
//! goal's is `X`'s difficulty, `-log2` of it). One walk thus gives a level's milestones, plan count and
//! difficulty, without the whole-graph sweep out from the goal.
//!
//! Cost: the walk visits the states optimal moves from `X` reach (one layer at a time, each layer's
//! states deduplicated by their slot in an array over the safe states) and enumerates the legal moves
//! out of each; it holds two layers and that array (4 bytes per safe state) in memory. The output has
//! at most `d` entries. `cargo bench --bench hints` times it on the classic start and on the largest
//! puzzle at the state cap.

use crate::chance::Chance;
use crate::error::Error;
use crate::progress::{Watch, CHECKPOINT_STEPS};
use crate::rules::Loads;
use crate::solver::Solver;
use crate::state::State;

/// A state that every optimal plan from the asked state passes through, as listed by
/// [`Solver::milestones`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Milestone {
    /// The state: priests and devils on the start bank, and the boat's side.
    pub state: State,
    /// The crossings from the asked state to this one along any optimal plan (at least 1). Read it with
    /// [`Milestone::crossings`]: the field keeps its old name, deprecated, until the next major release.
    #[deprecated(since = "0.5.1", note = "use `Milestone::crossings()`")]
    pub moves: u32,
}

impl Milestone {
    /// A milestone: `state`, reached after `crossings` crossings along any optimal plan.
    #[allow(deprecated)] // the one place that builds the old field
    pub(crate) fn new(state: State, crossings: u32) -> Milestone {
        Milestone {
            state,
            moves: crossings,
        }
    }

    /// The crossings from the asked state to this one along any optimal plan (at least 1).
    #[allow(deprecated)] // the field keeps its old name until a major release
    pub fn crossings(&self) -> u32 {
        self.moves
    }
}

/// What one walk along the optimal moves from a state finds (see the module documentation).
pub(crate) struct OptimalWalk {
    /// The milestones, in plan order.
    pub milestones: Vec<Milestone>,
    /// The optimal plans from the state, saturating at `u64::MAX`.
    pub plans: u64,
    /// The chance that uniformly random legal loads follow an optimal plan from the state.
    pub chance: Chance,
}

/// One state of a layer of the walk, with the plans and the chance that reach it.
#[derive(Clone, Copy)]
struct Reached {
    state: State,
    index: u32,
    plans: u64,
    chance: Chance,
}

impl Solver {
    /// The milestones of `state`: the states other than `state` that lie on **every** optimal plan from
    /// it to the goal, in plan order, each with the number of crossings that reach it. The goal is
    /// always the last one. The classic start (11 crossings, 4 optimal plans) has 9: the states after
    /// crossings 2 to 9, and the goal; the plans differ only in their 1st and 10th moves.
    ///
    /// Takes time linear in the states that optimal moves from `state` reach and the moves out of
    /// them, and memory for the widest layer of those states.
    ///
    /// # Errors
    /// Those of [`Solver::next_move`], in the same order.
    pub fn milestones(&self, state: State) -> Result<Vec<Milestone>, Error> {
        Ok(self.walk_optimal_moves(state, Watch::NONE)?.milestones)
    }

    /// The walk of the module documentation, from `state`, checking `watch` for a cancel at least every
    /// 65 536 steps (a slot filled, a crossing examined), even inside one state's crossings. Every
    /// allocation is fallible.
    ///
    /// # Errors
    /// Those of [`Solver::next_move`], in the same order; [`Error::OutOfMemory`];
    /// [`Error::Cancelled`].
    pub(crate) fn walk_optimal_moves(
        &self,
        state: State,
        watch: Watch,
    ) -> Result<OptimalWalk, Error> {
        let (_, distance) = self.lookup(state)?;
        let rules = *self.rules();
        let loads = Loads::new(&rules);
        let mut milestones = Vec::new();
        let first = Reached {
            state,
            index: self.index().index(state).unwrap_or_default(),
            plans: 1,
            chance: Chance::ONE,
        };
        let mut layer = Vec::new();
        layer.try_reserve(1).map_err(|_| Error::OutOfMemory)?;
        layer.push(first);
        let mut next: Vec<Reached> = Vec::new();
        // Each state's slot in `next` while it is there, else NONE.
        const NONE: u32 = u32::MAX;
        let mut slot = Vec::new();
        let states = self.safe_states() as usize;
        slot.try_reserve_exact(states)
            .map_err(|_| Error::OutOfMemory)?;
        watch.in_runs(states as u64, |_, to| slot.resize(to as usize, NONE))?;
        watch.check()?;
        // The crossings left before the next check, when watched.
        let mut room = if watch.is_watched() {
            CHECKPOINT_STEPS
        } else {
            u64::MAX
        };
        let mut pause = || watch.check().ok().map(|()| CHECKPOINT_STEPS);
        for crossings in 1..=distance {
            let left = distance - crossings;
            next.clear();
            let mut short = false;
            for from in &layer {
                let (bank_p, bank_d) = from.state.boat_bank(&rules);
                let share = from.chance.divided(loads.count(bank_p, bank_d) as f64);
                let whole = self.index().for_each_move_paused(
                    from.state,
                    &mut room,
                    &mut pause,
                    |_, to, v| {
                        if self.distance_at(v) != Some(left) {
                            return;
                        }
                        let at = &mut slot[v as usize];
                        if *at == NONE {
                            if next.try_reserve(1).is_err() {
                                short = true;
                                return;
                            }
                            *at = next.len() as u32;
                            next.push(Reached {
                                state: to,
                                index: v,
                                plans: 0,
                                chance: Chance::ZERO,
                            });
                        }
                        let reached = &mut next[*at as usize];
                        reached.plans = reached.plans.saturating_add(from.plans);
                        reached.chance = reached.chance.plus(share);
                    },
                );
                if short {
                    return Err(Error::OutOfMemory);
                }
                if !whole {
                    return Err(Error::Cancelled);
                }
            }
            if let [only] = next[..] {
                milestones.try_reserve(1).map_err(|_| Error::OutOfMemory)?;
                milestones.push(Milestone::new(only.state, crossings));
            }
            for reached in &next {
                slot[reached.index as usize] = NONE;
            }
            std::mem::swap(&mut layer, &mut next);
        }
        // `lookup` refused the goal itself, so the walk made at least one move and ends on the goal alone.
        let goal = layer[0];
        Ok(OptimalWalk {
            milestones,
            plans: goal.plans,
            chance: goal.chance.divided(1.0),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Rules, Side};

    #[test]
    fn the_classic_start_has_nine_milestones_after_moves_two_to_nine_and_the_goal() {
        let solver = Solver::new(Rules::CLASSIC).unwrap();
        let found = solver.milestones(Rules::CLASSIC.start()).unwrap();
        let crossings: Vec<u32> = found.iter().map(Milestone::crossings).collect();
        assert_eq!(crossings, [2, 3, 4, 5, 6, 7, 8, 9, 11]);
        // After two moves every optimal plan has brought one devil over, with the boat back.
        assert_eq!(found[0].state, State::new(3, 2, Side::Start));
        assert_eq!(found.last().unwrap().state, Rules::CLASSIC.goal());
    }

    #[test]
    fn milestones_refuse_what_next_move_refuses_in_the_same_order() {
        let solver = Solver::new(Rules::CLASSIC).unwrap();
        for state in [
            State::new(4, 0, Side::Start),
            State::new(1, 2, Side::Start),
            State::new(0, 0, Side::Far),
            State::new(0, 0, Side::Start),
        ] {
            assert_eq!(
                solver.milestones(state).err(),
                solver.next_move(state).err(),
                "{state:?}"
            );
        }
    }
}
