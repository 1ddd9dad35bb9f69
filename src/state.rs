//! Game states and crossings: who is on the start bank, where the boat is, and who the boat carries.

use std::cmp::Ordering;
use std::fmt;

/// A river bank; also where the boat is docked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// The bank everyone starts on.
    #[default]
    Start,
    /// The bank everyone must reach.
    Far,
}

impl Side {
    /// The bank across the river.
    pub fn other(self) -> Side {
        match self {
            Side::Start => Side::Far,
            Side::Far => Side::Start,
        }
    }

    /// 0 for [`Side::Start`], 1 for [`Side::Far`]: the encoding used by the C ABI.
    #[inline]
    pub fn index(self) -> u32 {
        match self {
            Side::Start => 0,
            Side::Far => 1,
        }
    }

    /// The side encoded as 0 or 1; `None` for any other value.
    #[inline]
    pub fn from_index(index: u32) -> Option<Side> {
        // Written as a compare and a select rather than a match, which compiles to a chain of branches
        // on the C ABI's hot path.
        (index < 2).then_some(if index == 0 { Side::Start } else { Side::Far })
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::Start => "start bank",
            Side::Far => "far bank",
        })
    }
}

/// A game state: the priests and devils on the start bank (characters on a docked boat count with
/// its bank) and the boat's side. Everyone else is on the far bank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct State {
    /// Priests on the start bank.
    pub priests: u32,
    /// Devils on the start bank.
    pub devils: u32,
    /// Where the boat is docked.
    pub boat: Side,
}

impl State {
    /// A state with `priests` and `devils` on the start bank and the boat at `boat`.
    pub const fn new(priests: u32, devils: u32, boat: Side) -> State {
        State {
            priests,
            devils,
            boat,
        }
    }
}

impl fmt::Display for State {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "({}P {}D on the start bank, boat at the {})",
            self.priests, self.devils, self.boat
        )
    }
}

/// One crossing: the priests and devils the boat carries from its bank to the other.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Move {
    /// Priests on board.
    pub priests: u32,
    /// Devils on board.
    pub devils: u32,
}

impl Move {
    /// A crossing carrying `priests` and `devils`.
    pub const fn new(priests: u32, devils: u32) -> Move {
        Move { priests, devils }
    }

    /// The tie-break between equally short crossings: the one that carries more characters comes
    /// first, then the one that carries more priests. `Less` means `self` is preferred.
    pub fn preference(&self, other: &Move) -> Ordering {
        let total = |c: &Move| u64::from(c.priests) + u64::from(c.devils);
        total(other)
            .cmp(&total(self))
            .then(other.priests.cmp(&self.priests))
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let plural =
            |n: u32, one: &'static str, many: &'static str| if n == 1 { one } else { many };
        match (self.priests, self.devils) {
            (0, 0) => f.write_str("nobody"),
            (p, 0) => write!(f, "{p} {}", plural(p, "priest", "priests")),
            (0, d) => write!(f, "{d} {}", plural(d, "devil", "devils")),
            (p, d) => write!(
                f,
                "{p} {} and {d} {}",
                plural(p, "priest", "priests"),
                plural(d, "devil", "devils")
            ),
        }
    }
}

/// Why a crossing cannot be made from a state. New causes may come with new rule variants: match with a
/// wildcard arm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum IllegalMove {
    /// Nobody is on board to row.
    EmptyBoat,
    /// More characters than the boat holds.
    OverCapacity,
    /// The boat's bank does not have that many priests or devils.
    NotEnoughCharacters,
    /// The load breaks the rules' boat safety (never with [`crate::BoatSafety::Banks`]): the reason is
    /// that value's rule, its `Display` (with [`crate::BoatSafety::Aboard`], priests aboard with more
    /// devils).
    OutnumberedAboard,
    /// The load has no character of the kind the rules require to row (see [`crate::Rowers`]).
    NoRower,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;

    #[test]
    fn moves_carry_characters_and_boat() {
        let r = Rules::CLASSIC;
        let s = r.start().apply(&r, Move::new(1, 1)).unwrap();
        assert_eq!(s, State::new(2, 2, Side::Far));
        assert_eq!(
            s.apply(&r, Move::new(1, 0)).unwrap(),
            State::new(3, 2, Side::Start)
        );
    }

    #[test]
    fn illegal_crossings_are_named() {
        let r = Rules::CLASSIC;
        let s = r.start();
        assert_eq!(s.apply(&r, Move::new(0, 0)), Err(IllegalMove::EmptyBoat));
        assert_eq!(s.apply(&r, Move::new(2, 1)), Err(IllegalMove::OverCapacity));
        assert_eq!(
            s.apply(&r, Move::new(u32::MAX, u32::MAX)),
            Err(IllegalMove::OverCapacity)
        );
        let far = State::new(3, 2, Side::Far);
        assert_eq!(
            far.apply(&r, Move::new(1, 0)),
            Err(IllegalMove::NotEnoughCharacters)
        );
    }

    #[test]
    fn preference_favours_fuller_boats_then_priests() {
        let mut c = [
            Move::new(0, 1),
            Move::new(1, 1),
            Move::new(2, 0),
            Move::new(0, 2),
        ];
        c.sort_by(Move::preference);
        assert_eq!(
            c,
            [
                Move::new(2, 0),
                Move::new(1, 1),
                Move::new(0, 2),
                Move::new(0, 1)
            ]
        );
    }

    #[test]
    fn side_round_trips_through_its_index() {
        for side in [Side::Start, Side::Far] {
            assert_eq!(Side::from_index(side.index()), Some(side));
            assert_eq!(side.other().other(), side);
        }
        assert_eq!(Side::from_index(2), None);
    }
}
