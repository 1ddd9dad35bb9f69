//! Play on screen, one atomic step at a time: who boards or lands next, or when the boat sails, towards
//! the next optimal crossing (as [`crate::Solver::next_action`] for Priests and Devils); and loads,
//! steps and actions in the player's language, with the characters' names from the puzzle's file.

use std::fmt;

use super::{Crossing, Family, FamilyError, FamilyState, Puzzle};
use crate::describe::{fill, Language};

/// One atomic step of play, as told by [`Family::next_action`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FamilyAction {
    /// Nothing to do: the puzzle is solved.
    None,
    /// Move one character of this kind (an index into [`Puzzle::kinds`]) from the boat's bank onto
    /// the boat.
    Board(u32),
    /// Move one character of this kind from the boat onto its bank.
    Unboard(u32),
    /// Row the boat to the other bank.
    Sail,
}

/// The next step towards the goal, with the crossing it prepares or makes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FamilyStep {
    /// What to do now.
    pub action: FamilyAction,
    /// The optimal crossing this step works towards (every count 0 when the puzzle is solved).
    pub crossing: Crossing,
    /// Crossings left on an optimal plan, counting `crossing` (0 when solved).
    pub crossings_left: u32,
}

impl Family {
    /// The next atomic step from `state` with `aboard` (counts per kind, in [`Puzzle::kinds`] order)
    /// sitting in the docked boat: they belong to the boat's bank in `state`, as the rules count them.
    /// Characters who should not cross land first, then the missing ones board, then the boat sails,
    /// so the boat never overfills and repeating "apply the step, ask again" wins in the optimal
    /// number of crossings.
    ///
    /// # Errors
    /// [`FamilyError::StateOutOfRange`]; [`FamilyError::InvalidAboard`] when `aboard` has another
    /// number of kinds, more of a kind than the boat's bank holds, or more characters than the boat;
    /// then those of [`Family::next_crossing`], except that a solved puzzle answers
    /// [`FamilyAction::None`].
    pub fn next_action(
        &self,
        state: &FamilyState,
        aboard: &[u32],
    ) -> Result<FamilyStep, FamilyError> {
        self.check(state)?;
        let kinds = self.puzzle().kinds();
        if aboard.len() != kinds.len() {
            return Err(FamilyError::InvalidAboard);
        }
        let left_bank = state.crossings % 2 == 0;
        let mut people: u64 = 0;
        for ((kind, &on_left), &n) in kinds.iter().zip(&state.left).zip(aboard) {
            let bank = if left_bank {
                on_left
            } else {
                kind.count - on_left
            };
            if n > bank {
                return Err(FamilyError::InvalidAboard);
            }
            people += u64::from(n);
        }
        if people > u64::from(self.puzzle().capacity()) {
            return Err(FamilyError::InvalidAboard);
        }
        let crossing = match self.next_crossing(state) {
            Ok(crossing) => crossing,
            Err(FamilyError::AlreadyWon) => {
                return Ok(FamilyStep {
                    action: FamilyAction::None,
                    crossing: Crossing {
                        load: vec![0; kinds.len()],
                    },
                    crossings_left: 0,
                })
            }
            Err(e) => return Err(e),
        };
        let pairs = || aboard.iter().zip(&crossing.load).enumerate();
        let action = if let Some((k, _)) = pairs().find(|(_, (a, want))| a > want) {
            FamilyAction::Unboard(k as u32)
        } else if let Some((k, _)) = pairs().find(|(_, (a, want))| a < want) {
            FamilyAction::Board(k as u32)
        } else {
            FamilyAction::Sail
        };
        Ok(FamilyStep {
            action,
            crossing,
            crossings_left: self.distance(state)?,
        })
    }
}

/// A load, an action or a step of a puzzle in a language, with the file's names: its
/// [`Display`](fmt::Display) writes the words.
#[derive(Clone, Copy, Debug)]
pub struct FamilyWords<'a, T> {
    puzzle: &'a Puzzle,
    what: T,
    language: Language,
}

impl Puzzle {
    /// A load (counts per kind) in `language`: "Farmer, Goat", "2 Cop", "nobody"; in Chinese
    /// "Farmer、Goat", "2个Cop". Counts past the kinds are ignored.
    pub fn describe_load<'a>(
        &'a self,
        load: &'a [u32],
        language: Language,
    ) -> FamilyWords<'a, &'a [u32]> {
        FamilyWords {
            puzzle: self,
            what: load,
            language,
        }
    }

    /// An action in `language`, as an instruction: "Board Goat", "Land 1 Cop", "Sail".
    pub fn describe_action(
        &self,
        action: FamilyAction,
        language: Language,
    ) -> FamilyWords<'_, FamilyAction> {
        FamilyWords {
            puzzle: self,
            what: action,
            language,
        }
    }

    /// A step as a hint in `language`: its action, the crossing it works towards and the crossings
    /// left, "Board Goat (this crossing carries Farmer, Goat; 7 crossings to go)"; a solved puzzle's
    /// step is its action's words alone.
    pub fn describe_step<'a>(
        &'a self,
        step: &'a FamilyStep,
        language: Language,
    ) -> FamilyWords<'a, &'a FamilyStep> {
        FamilyWords {
            puzzle: self,
            what: step,
            language,
        }
    }
}

/// One character of kind `k`, as a load.
struct One<'a>(&'a Puzzle, u32, Language);

impl fmt::Display for One<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut load = vec![0; self.0.kinds.len()];
        if let Some(n) = load.get_mut(self.1 as usize) {
            *n = 1;
        }
        self.0.describe_load(&load, self.2).fmt(f)
    }
}

impl fmt::Display for FamilyWords<'_, &[u32]> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let w = self.language.words();
        let mut first = true;
        for (kind, &n) in self.puzzle.kinds.iter().zip(self.what) {
            if n == 0 {
                continue;
            }
            if !first {
                f.write_str(w.family_separator)?;
            }
            first = false;
            if n == 1 && kind.count == 1 {
                f.write_str(&kind.name)?;
            } else {
                fill(f, w.family_counted, &[&n, &kind.name])?;
            }
        }
        if first {
            f.write_str(w.nobody)?;
        }
        Ok(())
    }
}

impl fmt::Display for FamilyWords<'_, FamilyAction> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let w = self.language.words();
        match self.what {
            FamilyAction::None => f.write_str(w.actions[0]),
            FamilyAction::Sail => f.write_str(w.actions[5]),
            FamilyAction::Board(k) => {
                fill(f, w.family_board, &[&One(self.puzzle, k, self.language)])
            }
            FamilyAction::Unboard(k) => {
                fill(f, w.family_unboard, &[&One(self.puzzle, k, self.language)])
            }
        }
    }
}

impl fmt::Display for FamilyWords<'_, &FamilyStep> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let action = self.puzzle.describe_action(self.what.action, self.language);
        if self.what.action == FamilyAction::None {
            return action.fmt(f);
        }
        let w = self.language.words();
        let left = self.what.crossings_left;
        let template = if left == 1 { w.step_one } else { w.step };
        let load = self
            .puzzle
            .describe_load(&self.what.crossing.load, self.language);
        fill(f, template, &[&action, &load, &left])
    }
}
