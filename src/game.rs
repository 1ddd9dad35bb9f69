//! The game as it is played on screen, in atomic steps: characters board and leave the boat one at a
//! time, and the boat sails. [`Solver::next_action`] turns the solver's best move into the next step.

use crate::error::{Error, Inconsistency};
use crate::solver::{Refusal, Solver};
use crate::state::{Move, Side, State};

/// Where every character is during play: on each bank's shore, or on the boat, which is docked at
/// `boat`. Characters on the docked boat count with that bank for the rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct GameState {
    /// Priests on the start bank's shore.
    pub start_priests: u32,
    /// Devils on the start bank's shore.
    pub start_devils: u32,
    /// Priests on the far bank's shore.
    pub far_priests: u32,
    /// Devils on the far bank's shore.
    pub far_devils: u32,
    /// Priests on the boat.
    pub boat_priests: u32,
    /// Devils on the boat.
    pub boat_devils: u32,
    /// Where the boat is docked.
    pub boat: Side,
}

/// One atomic step of play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Nothing to do: the game is won.
    None,
    /// Move one priest from the boat's bank onto the boat.
    BoardPriest,
    /// Move one devil from the boat's bank onto the boat.
    BoardDevil,
    /// Move one priest from the boat onto its bank.
    UnboardPriest,
    /// Move one devil from the boat onto its bank.
    UnboardDevil,
    /// Sail the boat, with whoever is on it, to the other bank.
    Sail,
}

/// The next atomic step, with the move it works towards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Step {
    /// What to do now.
    pub action: Action,
    /// The best move from the current state, which the step prepares or performs (empty when won).
    pub next_move: Move,
    /// Crossings left to the goal on a shortest path, counting `next_move`. Read it with
    /// [`Step::crossings_left`]: the field keeps its old name, deprecated, until the next major release.
    #[deprecated(since = "0.5.1", note = "use `Step::crossings_left()`")]
    pub moves_left: u32,
}

impl Step {
    /// The step `action` towards `next_move`, with `crossings_left` crossings left to the goal.
    #[allow(deprecated)] // the one place that builds the old field
    pub(crate) fn new(action: Action, next_move: Move, crossings_left: u32) -> Step {
        Step {
            action,
            next_move,
            moves_left: crossings_left,
        }
    }

    /// Crossings left to the goal on a shortest path, counting `next_move` (0 when won).
    #[allow(deprecated)] // the field keeps its old name until a major release
    pub fn crossings_left(&self) -> u32 {
        self.moves_left
    }
}

impl GameState {
    /// The game state at the start of `rules`' game: everyone on the start bank's shore.
    pub fn start(rules: &crate::Rules) -> GameState {
        GameState {
            start_priests: rules.priests(),
            start_devils: rules.devils(),
            ..GameState::default()
        }
    }

    /// The rules' view of this game state: the boat's passengers count with its bank.
    ///
    /// # Errors
    /// [`Error::InvalidGameState`] when the characters do not add up to the configuration or overfill
    /// the boat.
    pub fn state(&self, rules: &crate::Rules) -> Result<State, Error> {
        let sum = |a: u32, b: u32, c: u32| u64::from(a) + u64::from(b) + u64::from(c);
        if sum(self.start_priests, self.far_priests, self.boat_priests)
            != u64::from(rules.priests())
        {
            return Err(Error::InvalidGameState(Inconsistency::PriestsMiscounted));
        }
        if sum(self.start_devils, self.far_devils, self.boat_devils) != u64::from(rules.devils()) {
            return Err(Error::InvalidGameState(Inconsistency::DevilsMiscounted));
        }
        if sum(self.boat_priests, self.boat_devils, 0) > u64::from(rules.boat_capacity()) {
            return Err(Error::InvalidGameState(Inconsistency::BoatOverfull));
        }
        let (priests, devils) = match self.boat {
            Side::Start => (
                self.start_priests + self.boat_priests,
                self.start_devils + self.boat_devils,
            ),
            Side::Far => (self.start_priests, self.start_devils),
        };
        Ok(State::new(priests, devils, self.boat))
    }

    /// The game state after `action`; `None` when the action is impossible here (nobody to board or
    /// unboard, or a full boat). Sailing an empty boat is allowed here: the rules reject it.
    pub fn after(&self, action: Action, capacity: u32) -> Option<GameState> {
        let mut g = *self;
        let (shore_p, shore_d) = match g.boat {
            Side::Start => (&mut g.start_priests, &mut g.start_devils),
            Side::Far => (&mut g.far_priests, &mut g.far_devils),
        };
        let aboard = u64::from(self.boat_priests) + u64::from(self.boat_devils);
        let room = aboard < u64::from(capacity);
        match action {
            Action::None => {}
            Action::BoardPriest if room && *shore_p > 0 => {
                *shore_p -= 1;
                g.boat_priests += 1;
            }
            Action::BoardDevil if room && *shore_d > 0 => {
                *shore_d -= 1;
                g.boat_devils += 1;
            }
            Action::UnboardPriest if g.boat_priests > 0 => {
                *shore_p += 1;
                g.boat_priests -= 1;
            }
            Action::UnboardDevil if g.boat_devils > 0 => {
                *shore_d += 1;
                g.boat_devils -= 1;
            }
            Action::Sail => g.boat = g.boat.other(),
            _ => return None,
        }
        Some(g)
    }
}

impl Solver {
    /// The next atomic step towards the goal from `game`. Passengers who should not cross leave the boat
    /// first, then the missing ones board, then the boat sails; so the boat never overfills, and
    /// repeating "apply the step, ask again" wins in exactly the optimal number of crossings.
    ///
    /// # Errors
    /// [`Error::InvalidGameState`], then those of [`Solver::next_move`] except that a won game answers
    /// [`Action::None`].
    pub fn next_action(&self, game: &GameState) -> Result<Step, Error> {
        let state = game.state(self.rules())?;
        let (next_move, crossings_left) = match self.lookup(state) {
            Ok(best) => best,
            Err(Refusal::AlreadyWon) => return Ok(Step::new(Action::None, Move::default(), 0)),
            Err(refusal) => return Err(refusal.into()),
        };
        let action = if game.boat_priests > next_move.priests {
            Action::UnboardPriest
        } else if game.boat_devils > next_move.devils {
            Action::UnboardDevil
        } else if game.boat_priests < next_move.priests {
            Action::BoardPriest
        } else if game.boat_devils < next_move.devils {
            Action::BoardDevil
        } else {
            Action::Sail
        };
        Ok(Step::new(action, next_move, crossings_left))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rules;

    #[test]
    fn ai_alone_wins_the_classic_game_in_eleven_crossings() {
        let rules = Rules::CLASSIC;
        let solver = Solver::new(rules).unwrap();
        let mut game = GameState::start(&rules);
        let mut sails = 0;
        for _ in 0..200 {
            let step = solver.next_action(&game).unwrap();
            if step.action == Action::None {
                break;
            }
            sails += u32::from(step.action == Action::Sail);
            game = game.after(step.action, rules.boat_capacity()).unwrap();
        }
        assert_eq!(game.state(&rules).unwrap(), rules.goal());
        assert_eq!(sails, 11);
    }

    #[test]
    fn wrong_passengers_leave_before_others_board() {
        let rules = Rules::CLASSIC;
        let solver = Solver::new(rules).unwrap();
        // Two priests aboard at the start; the best move is one priest and one devil.
        let game = GameState {
            start_priests: 1,
            start_devils: 3,
            boat_priests: 2,
            ..GameState::default()
        };
        assert_eq!(
            solver.next_action(&game).unwrap().action,
            Action::UnboardPriest
        );
    }

    #[test]
    fn inconsistent_game_states_are_refused() {
        let rules = Rules::CLASSIC;
        let solver = Solver::new(rules).unwrap();
        let mut game = GameState::start(&rules);
        game.start_priests = 2;
        assert!(matches!(
            solver.next_action(&game),
            Err(Error::InvalidGameState(Inconsistency::PriestsMiscounted))
        ));
        let overfull = GameState {
            start_priests: 0,
            start_devils: 3,
            boat_priests: 3,
            ..GameState::default()
        };
        assert!(matches!(
            solver.next_action(&overfull),
            Err(Error::InvalidGameState(Inconsistency::BoatOverfull))
        ));
    }
}
