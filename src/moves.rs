//! The moves from one state: which of them lie on a shortest path, and how good any one of them is.

use crate::error::Error;
use crate::solver::Solver;
use crate::state::{IllegalMove, Move, Side, State};

/// How good a move is, as told by [`Solver::rate_move`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rating {
    /// The move is on a shortest path to the goal.
    Optimal,
    /// The move is safe but the goal is this many moves further away than with an optimal move.
    Detour {
        /// Extra moves compared with an optimal move (at least 1).
        extra_moves: u32,
    },
    /// The move leaves devils outnumbering priests on the given bank.
    Loses(Side),
    /// The move is safe but no path to the goal exists afterwards.
    NoPath,
    /// The move cannot be made.
    Illegal(IllegalMove),
}

impl Solver {
    /// Every move from `state` that lies on some shortest path to the goal, preferred first (the first
    /// is [`Solver::next_move`]).
    ///
    /// # Errors
    /// Those of [`Solver::next_move`].
    pub fn optimal_moves(&self, state: State) -> Result<Vec<Move>, Error> {
        let (_, distance) = self.lookup(state)?;
        let mut moves = Vec::new();
        self.index().for_each_move(state, |mv, _, v| {
            if self.distance_at(v) == Some(distance - 1) {
                moves.push(mv);
            }
        });
        moves.sort_by(Move::preference);
        Ok(moves)
    }

    /// Rates a move from `state`: optimal, a detour of some extra moves, losing, leading nowhere or
    /// illegal (including loads the rule variant forbids). From a state with no path, every safe move
    /// rates [`Rating::NoPath`].
    ///
    /// # Errors
    /// [`Error::StateOutOfRange`], [`Error::Lost`], [`Error::AlreadyWon`].
    pub fn rate_move(&self, state: State, mv: Move) -> Result<Rating, Error> {
        let before = self.standing(state)?;
        let rules = self.rules();
        let to = match state.apply(rules, mv) {
            Ok(to) => to,
            Err(illegal) => return Ok(Rating::Illegal(illegal)),
        };
        if let Some(side) = rules.lost_bank(to) {
            return Ok(Rating::Loses(side));
        }
        // `to` is in range and safe: indexed.
        let after = self.index().index(to).and_then(|v| self.distance_at(v));
        let (Some(before), Some(after)) = (before, after) else {
            return Ok(Rating::NoPath);
        };
        // Moves alternate the boat's side, so `after` is `before - 1` or `before + 1`.
        Ok(match (after + 1).saturating_sub(before) {
            0 => Rating::Optimal,
            extra_moves => Rating::Detour { extra_moves },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rules;

    #[test]
    fn start_offers_two_optimal_moves_preferring_the_mixed_pair() {
        let s = Solver::new(Rules::CLASSIC).unwrap();
        let start = Rules::CLASSIC.start();
        assert_eq!(
            s.optimal_moves(start).unwrap(),
            [Move::new(1, 1), Move::new(0, 2)]
        );
        assert_eq!(s.next_move(start).unwrap(), Move::new(1, 1));
    }

    #[test]
    fn ratings_cover_every_kind() {
        let s = Solver::new(Rules::CLASSIC).unwrap();
        let start = Rules::CLASSIC.start();
        assert_eq!(s.rate_move(start, Move::new(0, 2)), Ok(Rating::Optimal));
        assert_eq!(
            s.rate_move(start, Move::new(0, 1)),
            Ok(Rating::Detour { extra_moves: 2 })
        );
        assert_eq!(
            s.rate_move(start, Move::new(2, 0)),
            Ok(Rating::Loses(Side::Start))
        );
        assert_eq!(
            s.rate_move(start, Move::new(1, 0)),
            Ok(Rating::Loses(Side::Start))
        );
        assert_eq!(
            s.rate_move(start, Move::new(0, 0)),
            Ok(Rating::Illegal(IllegalMove::EmptyBoat))
        );
        assert_eq!(
            s.rate_move(start, Move::new(3, 0)),
            Ok(Rating::Illegal(IllegalMove::OverCapacity))
        );
        let rules = Rules::new(4, 4, 2).unwrap();
        let unsolvable = Solver::new(rules).unwrap();
        assert_eq!(
            unsolvable.rate_move(rules.start(), Move::new(1, 1)),
            Ok(Rating::NoPath)
        );
    }
}
