//! The moves from one state: which of them lie on a shortest path, how good any one of them is, and
//! every legal load with where it leads.

use crate::error::Error;
use crate::rules::Loads;
use crate::solver::Solver;
use crate::state::{IllegalMove, Move, Side, State};

/// How good a move is, as told by [`Solver::rate_move`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rating {
    /// The move is on a shortest path to the goal.
    Optimal,
    /// The move is safe but the goal is this many crossings further away than with an optimal move.
    /// Match it as `Rating::Detour { .. }`, read the count with [`Rating::extra_crossings`] and build
    /// one with [`Rating::detour`].
    Detour {
        /// Extra crossings compared with an optimal move (at least 1). Read it with
        /// [`Rating::extra_crossings`]: the field keeps its old name, deprecated, until the next major
        /// release.
        #[deprecated(since = "0.5.1", note = "use `Rating::extra_crossings()`")]
        extra_moves: u32,
    },
    /// The move leaves devils outnumbering priests on the given bank.
    Loses(Side),
    /// The move is safe but no path to the goal exists afterwards.
    NoPath,
    /// The move cannot be made.
    Illegal(IllegalMove),
}

impl Rating {
    /// A detour of `extra_crossings` crossings (at least 1 in the ratings a solver gives).
    #[allow(deprecated)] // the one place that builds the old field
    pub const fn detour(extra_crossings: u32) -> Rating {
        Rating::Detour {
            extra_moves: extra_crossings,
        }
    }

    /// For a [`Rating::Detour`], the extra crossings compared with an optimal move; 0 for every other
    /// rating.
    #[allow(deprecated)] // the field keeps its old name until a major release
    pub const fn extra_crossings(&self) -> u32 {
        match *self {
            Rating::Detour { extra_moves } => extra_moves,
            _ => 0,
        }
    }
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

    /// Rates a move from `state`: optimal, a detour of some extra crossings, losing, leading nowhere or
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
        Ok(self.rate_landing(before, to))
    }

    /// Every legal load from `state` (the boat, the variant and the boat's bank allowing), priests
    /// ascending then devils ascending, each with the state it leads to and its rating: optimal, a
    /// detour, losing on a bank, or leading nowhere (never illegal). From a state with no path, every
    /// safe load rates [`Rating::NoPath`]. The iterator knows its length before it starts (the count is
    /// closed-form) and computes each outcome as it is asked for: a large boat may offer many loads.
    ///
    /// # Errors
    /// [`Error::StateOutOfRange`], [`Error::Lost`], [`Error::AlreadyWon`], as [`Solver::rate_move`].
    pub fn legal_loads(&self, state: State) -> Result<LegalLoads<'_>, Error> {
        let before = self.standing(state)?;
        let loads = Loads::new(self.rules());
        let (bank_p, bank_d) = state.boat_bank(self.rules());
        let (lo, hi) = loads.with(0);
        Ok(LegalLoads {
            solver: self,
            from: state,
            before,
            loads,
            bank_devils: bank_d,
            a: 0,
            a_max: self.rules().boat_capacity().min(bank_p),
            b: u64::from(lo),
            hi: u64::from(hi.min(bank_d)),
            left: loads.count(bank_p, bank_d),
        })
    }

    /// The rating of a legal move from a playable state (`before`: its distance, if any) into `to`.
    fn rate_landing(&self, before: Option<u32>, to: State) -> Rating {
        if let Some(side) = self.rules().lost_bank(to) {
            return Rating::Loses(side);
        }
        // `to` is in range and safe: indexed.
        let after = self.index().index(to).and_then(|v| self.distance_at(v));
        let (Some(before), Some(after)) = (before, after) else {
            return Rating::NoPath;
        };
        // Moves alternate the boat's side, so `after` is `before - 1` or `before + 1`.
        match (after + 1).saturating_sub(before) {
            0 => Rating::Optimal,
            extra => Rating::detour(extra),
        }
    }
}

/// One legal load from a state and what it leads to, as listed by [`Solver::legal_loads`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LoadOutcome {
    /// Who crosses.
    pub load: Move,
    /// The state after the crossing, which may be lost.
    pub to: State,
    /// How good the crossing is: [`Rating::Optimal`], [`Rating::Detour`], [`Rating::Loses`] or
    /// [`Rating::NoPath`]; never [`Rating::Illegal`].
    pub rating: Rating,
}

/// The legal loads from one state with their outcomes, in order: made by [`Solver::legal_loads`].
#[derive(Clone, Debug)]
pub struct LegalLoads<'a> {
    solver: &'a Solver,
    from: State,
    before: Option<u32>,
    loads: Loads,
    bank_devils: u32,
    /// The priests of the loads being listed, and the most any load carries.
    a: u32,
    a_max: u32,
    /// The next devils count for `a`, and the last one (`b > hi` once `a`'s loads are listed).
    b: u64,
    hi: u64,
    left: u64,
}

impl Iterator for LegalLoads<'_> {
    type Item = LoadOutcome;

    fn next(&mut self) -> Option<LoadOutcome> {
        while self.b > self.hi {
            if self.a >= self.a_max {
                return None;
            }
            self.a += 1;
            let (lo, hi) = self.loads.with(self.a);
            (self.b, self.hi) = (u64::from(lo), u64::from(hi.min(self.bank_devils)));
        }
        // `b <= hi <= u32::MAX`.
        let load = Move::new(self.a, self.b as u32);
        self.b += 1;
        self.left -= 1;
        let rules = self.solver.rules();
        // The load is legal and the bank holds it: the arithmetic cannot fail.
        let to = self.from.apply(rules, load).ok()?;
        Some(LoadOutcome {
            load,
            to,
            rating: self.solver.rate_landing(self.before, to),
        })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = usize::try_from(self.left).unwrap_or(usize::MAX);
        (left, usize::try_from(self.left).ok())
    }
}

impl ExactSizeIterator for LegalLoads<'_> {}

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
        assert_eq!(s.rate_move(start, Move::new(0, 1)), Ok(Rating::detour(2)));
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

    #[test]
    fn legal_loads_list_every_legal_load_with_its_rating() {
        let s = Solver::new(Rules::CLASSIC).unwrap();
        let start = Rules::CLASSIC.start();
        let loads: Vec<_> = s.legal_loads(start).unwrap().collect();
        let listed: Vec<_> = loads.iter().map(|l| (l.load, l.rating)).collect();
        assert_eq!(
            listed,
            [
                (Move::new(0, 1), Rating::detour(2)),
                (Move::new(0, 2), Rating::Optimal),
                (Move::new(1, 0), Rating::Loses(Side::Start)),
                (Move::new(1, 1), Rating::Optimal),
                (Move::new(2, 0), Rating::Loses(Side::Start)),
            ]
        );
        assert_eq!(loads[1].to, State::new(3, 1, Side::Far));
        assert_eq!(s.legal_loads(start).unwrap().len(), 5);
        assert_eq!(
            s.legal_loads(Rules::CLASSIC.goal()).err(),
            Some(Error::AlreadyWon)
        );
        assert_eq!(
            s.legal_loads(State::new(1, 2, Side::Start)).err(),
            Some(Error::Lost(Side::Start))
        );
    }
}
