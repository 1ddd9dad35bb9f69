//! Milestones: the states every optimal plan from a state passes through. Every optimal move lowers the
//! distance to the goal by one, so every optimal plan from `X` (distance `d`) visits exactly one state at
//! each distance `d - k`; a state is on all of them exactly when it is the only state at its distance
//! that optimal moves from `X` reach. One walk along the optimal moves, layer by layer, finds them.
//!
//! Cost: the walk visits the states optimal moves from `X` reach (one layer at a time, each layer's
//! states deduplicated) and enumerates the legal moves out of each; it holds two layers in memory. The
//! output has at most `d` entries. `cargo bench --bench hints` times it on the classic start and on the
//! largest puzzle at the state cap.

use crate::error::Error;
use crate::solver::Solver;
use crate::state::State;

/// A state that every optimal plan from the asked state passes through, as listed by
/// [`Solver::milestones`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Milestone {
    /// The state: priests and devils on the start bank, and the boat's side.
    pub state: State,
    /// The moves from the asked state to this one along any optimal plan (at least 1).
    pub moves: u32,
}

impl Solver {
    /// The milestones of `state`: the states other than `state` that lie on **every** optimal plan from
    /// it to the goal, in plan order, each with the number of moves that reach it. The goal is always
    /// the last one. The classic start (11 moves, 4 optimal plans) has 9: the states after moves 2 to 9,
    /// and the goal; the plans differ only in moves 1 and 10.
    ///
    /// Takes time linear in the states that optimal moves from `state` reach and the moves out of
    /// them, and memory for the widest layer of those states.
    ///
    /// # Errors
    /// Those of [`Solver::next_move`], in the same order.
    pub fn milestones(&self, state: State) -> Result<Vec<Milestone>, Error> {
        let (_, distance) = self.lookup(state)?;
        let mut milestones = Vec::new();
        let mut layer = vec![state];
        let mut next: Vec<(u32, State)> = Vec::new();
        for moves in 1..=distance {
            let left = distance - moves;
            next.clear();
            for &from in &layer {
                self.index().for_each_move(from, |_, to, v| {
                    if self.distance_at(v) == Some(left) {
                        next.push((v, to));
                    }
                });
            }
            next.sort_unstable_by_key(|&(v, _)| v);
            next.dedup_by_key(|&mut (v, _)| v);
            if let [(_, only)] = next[..] {
                milestones.push(Milestone { state: only, moves });
            }
            layer.clear();
            layer.extend(next.iter().map(|&(_, to)| to));
        }
        Ok(milestones)
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
        let moves: Vec<u32> = found.iter().map(|m| m.moves).collect();
        assert_eq!(moves, [2, 3, 4, 5, 6, 7, 8, 9, 11]);
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
