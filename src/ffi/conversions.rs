//! The conversions of the C ABI's plain structs and enums from the safe API's values (and back, where C
//! hands one in): each a total mapping, checked where a C value may be out of range.

use super::types::{side, PdGameState, PdMilestone, PdMove, PdRating, PdRatingKind, PdStatus};
use crate::{GameState, IllegalMove, Milestone, Move, Rating, Side};

impl From<Milestone> for PdMilestone {
    fn from(milestone: Milestone) -> PdMilestone {
        PdMilestone {
            state: milestone.state.into(),
            crossings: milestone.crossings(),
        }
    }
}

impl From<Move> for PdMove {
    fn from(m: Move) -> PdMove {
        PdMove {
            priests: m.priests,
            devils: m.devils,
        }
    }
}

impl From<PdMove> for Move {
    fn from(m: PdMove) -> Move {
        Move::new(m.priests, m.devils)
    }
}

impl From<Rating> for PdRating {
    fn from(r: Rating) -> PdRating {
        let (kind, extra_crossings) = match r {
            Rating::Optimal => (PdRatingKind::Optimal, 0),
            Rating::Detour { .. } => (PdRatingKind::Detour, r.extra_crossings()),
            Rating::Loses(Side::Start) => (PdRatingKind::LosesStartBank, 0),
            Rating::Loses(Side::Far) => (PdRatingKind::LosesFarBank, 0),
            Rating::NoPath => (PdRatingKind::NoPath, 0),
            Rating::Illegal(IllegalMove::EmptyBoat) => (PdRatingKind::IllegalEmptyBoat, 0),
            Rating::Illegal(IllegalMove::OverCapacity) => (PdRatingKind::IllegalOverCapacity, 0),
            Rating::Illegal(IllegalMove::NotEnoughCharacters) => {
                (PdRatingKind::IllegalNotEnoughCharacters, 0)
            }
            Rating::Illegal(IllegalMove::OutnumberedAboard) => {
                (PdRatingKind::IllegalOutnumberedAboard, 0)
            }
            Rating::Illegal(IllegalMove::NoRower) => (PdRatingKind::IllegalNoRower, 0),
        };
        PdRating {
            kind,
            extra_crossings,
        }
    }
}

impl TryFrom<&PdGameState> for GameState {
    type Error = PdStatus;
    fn try_from(g: &PdGameState) -> Result<GameState, PdStatus> {
        Ok(GameState {
            start_priests: g.start_priests,
            start_devils: g.start_devils,
            far_priests: g.far_priests,
            far_devils: g.far_devils,
            boat_priests: g.boat_priests,
            boat_devils: g.boat_devils,
            boat: side(g.boat)?,
        })
    }
}
