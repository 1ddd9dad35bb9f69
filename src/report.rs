//! A level designer's view of one configuration: whether and how fast it is won from a level's start,
//! how many optimal plans it has, how big its map is, and a difficulty figure.
//!
//! **Difficulty** is measured in bits: `-log2` of the chance that a player who picks uniformly at
//! random among the legal loads of every position (including loads that lose at once or detour) plays
//! one of the optimal plans from the start. It is 0 when every legal load of every position on the way
//! is optimal, grows by one bit for each position where half the loads go wrong, and grows with the
//! length of the plan; more optimal plans make it smaller. The classic game scores 18.1 bits (a random player
//! wins optimally once in 288 000 games).
//!
//! Cost: a report is linear in the safe states and the moves between them: one scan of the states for
//! the farthest one, and one walk along the optimal moves from the level's start that finds its
//! milestones, counts its optimal plans and sums its difficulty's chance (see the `milestones` module),
//! counting each position's legal loads in closed form (constant time, whatever the boat's size).

use crate::error::Error;
use crate::progress::{Progress, Watch};
use crate::solver::{Refusal, Solver};
use crate::state::State;
use crate::Rules;

/// One level, as a level designer sees it: a configuration and the state it starts from. Built by
/// [`Solver::level_report`] (the rules' own start) and [`Solver::level_report_from`] (any start).
/// More figures may be added in minor versions.
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub struct LevelReport {
    /// The configuration.
    pub rules: Rules,
    /// The state the level starts from.
    pub start: State,
    /// Why the level cannot be won from its start: [`Error::Lost`] (the start is lost),
    /// [`Error::AlreadyWon`] (it is the goal) or [`Error::NoPath`]; `None` when it can be won.
    pub unsolvable: Option<Error>,
    /// The fewest crossings that win from the start; `None` when the level cannot be won.
    pub min_crossings: Option<u32>,
    /// The same count as [`LevelReport::min_crossings`], under its old name.
    #[deprecated(since = "0.5.1", note = "use `LevelReport::min_crossings`")]
    pub min_moves: Option<u32>,
    /// Distinct optimal plans from the start (saturating at `u64::MAX`); 0 when it cannot be won.
    pub optimal_plans: u64,
    /// Safe states of the configuration, both boat sides counted.
    pub safe_states: u32,
    /// Safe states connected to the rules' start (everyone on the start bank) by legal play.
    pub reachable_states: u32,
    /// The milestones of the start ([`Solver::milestones`]: the states every optimal plan passes
    /// through, the goal included); 0 when the level cannot be won.
    pub milestones: u32,
    /// The state farthest from the goal among those reachable from the rules' start, with its
    /// distance (the first in index order among equals); `None` when the rules' start cannot win.
    pub farthest: Option<(State, u32)>,
    /// The difficulty in bits (see the module documentation); `None` when the level cannot be won.
    pub difficulty: Option<f64>,
}

impl LevelReport {
    /// Whether the level can be won from its start.
    pub fn solvable(&self) -> bool {
        self.unsolvable.is_none()
    }
}

impl Solver {
    /// The level report of this configuration, from the rules' start (everyone on the start bank).
    /// Linear in the safe states and the moves between them. Short of memory for the walk along the
    /// optimal plans, the report has no plan count, milestones or difficulty:
    /// [`Solver::level_report_from`] says so instead.
    pub fn level_report(&self) -> LevelReport {
        // The rules' start is always in range, so only memory can fail the report.
        let start = self.rules().start();
        self.level_report_from(start).unwrap_or_else(|_| {
            // Unwatched, the figures without plans cannot fail.
            self.report_without_plans(start, Watch::NONE)
                .unwrap_or_else(|_| unreachable!("an unwatched report is never cancelled"))
        })
    }

    /// The level report of a level of this configuration that starts from `start`. Linear in the safe
    /// states and the moves between them.
    ///
    /// # Errors
    /// [`Error::StateOutOfRange`] when `start` has more priests or devils than the game;
    /// [`Error::OutOfMemory`] when the walk along the optimal plans cannot allocate.
    pub fn level_report_from(&self, start: State) -> Result<LevelReport, Error> {
        self.level_report_watched(start, Watch::NONE)
    }

    /// [`Solver::level_report_from`], stopping when `progress` is cancelled: checked once the start is
    /// known to be in range, before any work (so a cancelled report returns [`Error::Cancelled`] even
    /// from a start that is lost, won or without a path), then at least every 65 536 steps of its scan
    /// of the states and its walk along the optimal plans (a state scanned, a crossing examined). The
    /// report reports no count of its own, so `done` and `total` stay as they were.
    ///
    /// # Errors
    /// Those of [`Solver::level_report_from`]; [`Error::Cancelled`].
    pub fn level_report_with_progress(
        &self,
        start: State,
        progress: &Progress,
    ) -> Result<LevelReport, Error> {
        self.level_report_watched(start, Watch::new(Some(progress), 0, 0))
    }

    /// The report, as one piece of a watched computation.
    pub(crate) fn level_report_watched(
        &self,
        start: State,
        watch: Watch,
    ) -> Result<LevelReport, Error> {
        if !self.rules().contains(start) {
            return Err(Error::StateOutOfRange);
        }
        watch.check()?;
        let mut report = self.report_without_plans(start, watch)?;
        match report.unsolvable {
            Some(Error::StateOutOfRange) => return Err(Error::StateOutOfRange),
            Some(_) => return Ok(report),
            None => {}
        }
        let walk = self.walk_optimal_moves(start, watch)?;
        report.optimal_plans = walk.plans;
        report.milestones = walk.milestones.len() as u32;
        // 0 - x, not -x: a certain win is 0 bits, never -0.
        report.difficulty = Some(0.0 - walk.chance.log2());
        Ok(report)
    }

    /// The report's solver-wide figures and the start's verdict; no plan count, milestones or difficulty.
    /// Checks `watch` for a cancel before every run of the states it scans.
    fn report_without_plans(&self, start: State, watch: Watch) -> Result<LevelReport, Error> {
        let rules = *self.rules();
        let (unsolvable, min_crossings) = match self.lookup(start) {
            Ok((_, distance)) => (None, Some(distance)),
            Err(Refusal::AlreadyWon) => (Some(Error::AlreadyWon), None),
            Err(refusal) => (Some(refusal.into()), None),
        };
        let mut farthest = None;
        if self.min_crossings().is_some() {
            // The rules' start has a path, so the reachable states are exactly those with one.
            let mut best = None;
            watch.in_runs(u64::from(self.safe_states()), |from, to| {
                let run = (from as u32..to as u32)
                    .filter_map(|i| Some((self.distance_at(i)?, std::cmp::Reverse(i))))
                    .max();
                best = best.max(run);
            })?;
            farthest = best.and_then(|(distance, std::cmp::Reverse(i))| {
                Some((self.index().state(i)?, distance))
            });
        }
        // The deprecated `min_moves` is built here, once, with the same count.
        #[allow(deprecated)]
        let report = LevelReport {
            rules,
            start,
            unsolvable,
            min_crossings,
            min_moves: min_crossings,
            optimal_plans: 0,
            safe_states: self.safe_states(),
            reachable_states: self.reachable_states(),
            milestones: 0,
            farthest,
            difficulty: None,
        };
        Ok(report)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Side;

    /// The classic difficulty, from an independent enumeration with exact fractions: a random player
    /// wins optimally once in 288 000 games.
    fn classic_bits() -> f64 {
        288_000f64.log2()
    }

    #[test]
    fn classic_report() {
        let r = Solver::new(Rules::CLASSIC).unwrap().level_report();
        assert!(r.solvable());
        assert_eq!(r.min_crossings, Some(11));
        assert_eq!(r.optimal_plans, 4);
        assert_eq!((r.safe_states, r.reachable_states), (20, 16));
        // One devil over first, with the boat on the far bank: one crossing further than the start.
        assert_eq!(r.farthest, Some((State::new(3, 2, Side::Far), 12)));
        let bits = r.difficulty.unwrap();
        assert!((bits - classic_bits()).abs() < 1e-9, "{bits}");
    }

    #[test]
    fn a_single_forced_crossing_has_no_difficulty_and_unsolvable_games_none() {
        let one = Solver::new(Rules::new(1, 0, 1).unwrap())
            .unwrap()
            .level_report();
        assert_eq!(one.difficulty, Some(0.0));
        assert!(
            one.difficulty.unwrap().is_sign_positive(),
            "printed as 0.00, not -0.00"
        );
        assert_eq!(one.farthest, Some((State::new(1, 0, Side::Start), 1)));
        let lost = Solver::new(Rules::new(4, 4, 2).unwrap())
            .unwrap()
            .level_report();
        assert_eq!(
            (
                lost.min_crossings,
                lost.optimal_plans,
                lost.difficulty,
                lost.farthest
            ),
            (None, 0, None, None)
        );
    }

    #[test]
    fn reports_count_milestones_and_start_anywhere() {
        let s = Solver::new(Rules::CLASSIC).unwrap();
        assert_eq!(s.level_report().milestones, 9);
        let start = State::new(2, 2, Side::Far);
        let r = s.level_report_from(start).unwrap();
        assert_eq!(r.start, start);
        assert_eq!(r.min_crossings, Some(s.distance(start).unwrap()));
        assert_eq!(r.optimal_plans, s.count_optimal_plans(start).unwrap());
        assert_eq!(r.milestones as usize, s.milestones(start).unwrap().len());
        // Solver-wide figures do not depend on the level's start.
        let classic = s.level_report();
        assert_eq!(
            (r.safe_states, r.reachable_states, r.farthest),
            (
                classic.safe_states,
                classic.reachable_states,
                classic.farthest
            )
        );
        // From (2, 2, far) the two devils' return is forced, then the classic plan's second half.
        assert!(r.difficulty.unwrap() < classic.difficulty.unwrap());
    }

    #[test]
    fn unsolvable_starts_say_why() {
        let s = Solver::new(Rules::CLASSIC).unwrap();
        let reason = |p, d, side| {
            s.level_report_from(State::new(p, d, side))
                .unwrap()
                .unsolvable
        };
        assert_eq!(reason(1, 2, Side::Start), Some(Error::Lost(Side::Start)));
        assert_eq!(reason(0, 0, Side::Far), Some(Error::AlreadyWon));
        assert_eq!(reason(0, 0, Side::Start), Some(Error::NoPath));
        let lost = s.level_report_from(State::new(1, 2, Side::Start)).unwrap();
        assert_eq!(
            (lost.min_crossings, lost.milestones, lost.difficulty),
            (None, 0, None)
        );
        assert_eq!(
            s.level_report_from(State::new(4, 0, Side::Start)),
            Err(Error::StateOutOfRange)
        );
    }
}
