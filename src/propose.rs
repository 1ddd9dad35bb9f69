//! Levels on demand: a set of levels of strictly rising difficulty, spread from the easiest solvable
//! configuration of a range to its hardest.
//!
//! **Algorithm.** Every configuration of the range is solved and reported ([`Solver::level_report`]),
//! in the documented order: priests ascending, then devils, then the boat, then the variant (classic
//! first, as [`Rules::variants`] lists them). Difficulties count as distinct when they differ at the
//! precision the `levels` report prints (0.01 bit); each distinct difficulty is represented by the first
//! configuration that has it, in that order. With `D` distinct difficulties `d_0 < … < d_{D-1}` and `n`
//! levels asked for, level `i` aims at `d_0 + i (d_{D-1} - d_0) / (n - 1)` and takes the distinct
//! difficulty nearest to that target (the lower one on a tie) among those that leave room for the
//! levels before and after it, so the first level is the easiest, the last the hardest, and the
//! difficulty rises strictly.
//!
//! **Cost.** One solver build and one report per configuration of the range (each linear in its safe
//! states and moves), one at a time, then `O(C log C)` to pick among the `C` configurations; memory for
//! one solver at a time and one report per configuration. Before anything is built,
//! [`LevelRange::cost`] counts the range's configurations by arithmetic and their safe states by one
//! closed formula per (priests, devils) pair, and refuses a range over [`MAX_RANGE_CONFIGURATIONS`]
//! configurations or [`MAX_RANGE_STATES`] safe states: a proposal's time and memory are bounded before
//! it starts. The configurations are then visited one at a time, never listed.

use crate::error::Error;
use crate::limits::{MAX_RANGE_CONFIGURATIONS, MAX_RANGE_STATES};
use crate::progress::{Progress, Watch};
use crate::report::LevelReport;
use crate::rules::{safe_state_count, BoatSafety, Rowers, Rules};
use crate::solver::Solver;

/// The configurations a level set is proposed from: every count in each inclusive range, under one
/// variant or every variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LevelRange {
    /// The fewest and the most priests.
    pub priests: (u32, u32),
    /// The fewest and the most devils.
    pub devils: (u32, u32),
    /// The smallest and the largest boat (at least 1).
    pub boat_capacity: (u32, u32),
    /// The boat-safety variant, when not [`LevelRange::all_variants`].
    pub boat_safety: BoatSafety,
    /// Who rows, when not [`LevelRange::all_variants`].
    pub rowers: Rowers,
    /// Every rule variant instead of the one named above.
    pub all_variants: bool,
}

/// What a range of configurations costs, counted before anything is built ([`LevelRange::cost`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct RangeCost {
    /// The configurations: every count of each range, under each variant of the range.
    pub configurations: u64,
    /// Their safe states in all (both boat sides of every configuration): what a proposal builds, and
    /// the `total` its [`Progress`] reports.
    pub safe_states: u64,
}

impl LevelRange {
    /// The variants of the range, classic first when it has all six.
    fn variants(&self) -> u64 {
        if self.all_variants {
            6
        } else {
            1
        }
    }

    /// What the range costs: its configurations and their safe states, in time linear in its
    /// configurations, which their cap bounds (well under a millisecond).
    ///
    /// # Errors
    /// In this order: [`Error::EmptyRange`] when a range's low end exceeds its high end;
    /// [`Error::ZeroBoatCapacity`] for a boat of 0; [`Error::RangeTooLarge`] over
    /// [`MAX_RANGE_CONFIGURATIONS`] configurations (found by arithmetic, nothing counted), then over
    /// [`MAX_RANGE_STATES`] safe states in all (the range's own caps come first, whatever its
    /// configurations hold); then, for the first configuration in the range's order that
    /// [`Rules::new`] refuses, its error: [`Error::TooManyStates`] over [`crate::MAX_SAFE_STATES`],
    /// [`Error::MovesTooWide`].
    pub fn cost(&self) -> Result<RangeCost, Error> {
        let ranges = [self.priests, self.devils, self.boat_capacity];
        if ranges.iter().any(|&(lo, hi)| lo > hi) {
            return Err(Error::EmptyRange);
        }
        if self.boat_capacity.0 == 0 {
            return Err(Error::ZeroBoatCapacity);
        }
        let width = |(lo, hi): (u32, u32)| u128::from(hi - lo) + 1;
        let per_pair = width(self.boat_capacity) * u128::from(self.variants());
        let configurations = width(self.priests) * width(self.devils) * per_pair;
        let configurations = u64::try_from(configurations).unwrap_or(u64::MAX);
        if configurations > MAX_RANGE_CONFIGURATIONS {
            return Err(Error::RangeTooLarge {
                configurations,
                states: 0,
            });
        }
        // At most MAX_RANGE_CONFIGURATIONS pairs; counting stops once past the cap, so the sum stays
        // far below u64::MAX (each pair's count is below 2^64 / 2).
        let mut states = 0u64;
        for n in self.priests.0..=self.priests.1 {
            for m in self.devils.0..=self.devils.1 {
                states =
                    states.saturating_add(safe_state_count(n, m).saturating_mul(per_pair as u64));
                if states > MAX_RANGE_STATES {
                    return Err(Error::RangeTooLarge {
                        configurations,
                        states,
                    });
                }
            }
        }
        // Within both caps: each configuration as Rules::new checks it, in the range's order (the
        // variant does not matter to it).
        for n in self.priests.0..=self.priests.1 {
            for m in self.devils.0..=self.devils.1 {
                for k in self.boat_capacity.0..=self.boat_capacity.1 {
                    Rules::new(n, m, k)?;
                }
            }
        }
        Ok(RangeCost {
            configurations,
            safe_states: states,
        })
    }

    /// The configurations of a range whose [`LevelRange::cost`] was accepted, one at a time, in the
    /// documented order (priests, devils, boat, variant).
    fn each(&self) -> impl Iterator<Item = Rules> + '_ {
        let (priests, devils, boats) = (self.priests, self.devils, self.boat_capacity);
        (priests.0..=priests.1).flat_map(move |n| {
            (devils.0..=devils.1).flat_map(move |m| {
                (boats.0..=boats.1).flat_map(move |k| {
                    // Accepted by `cost`: Rules::new accepts every configuration.
                    let rules = Rules::new(n, m, k).unwrap_or(Rules::CLASSIC);
                    let one = rules
                        .with_boat_safety(self.boat_safety)
                        .with_rowers(self.rowers);
                    rules
                        .variants()
                        .filter(move |v| self.all_variants || *v == one)
                })
            })
        })
    }

    /// The configurations of the range in the documented order (priests, devils, boat, variant), each
    /// validated by [`Rules::new`]. Checks [`LevelRange::cost`] first, so a range over the caps is
    /// refused before anything is allocated.
    ///
    /// # Errors
    /// Those of [`LevelRange::cost`]; [`Error::OutOfMemory`] when the list cannot be allocated.
    pub fn configurations(&self) -> Result<Vec<Rules>, Error> {
        let cost = self.cost()?;
        let mut all = Vec::new();
        all.try_reserve_exact(cost.configurations as usize)
            .map_err(|_| Error::OutOfMemory)?;
        all.extend(self.each());
        Ok(all)
    }
}

/// A difficulty at the `levels` report's printed precision, as an integer key (hundredths of a bit).
fn difficulty_key(bits: f64) -> i64 {
    (bits * 100.0).round() as i64
}

/// Proposes `count` solvable levels of the range, of strictly rising difficulty, spread from the range's
/// easiest solvable configuration to its hardest (see the module documentation for the algorithm and
/// its cost). The same range and count always give the same levels. Each is reported from the rules'
/// start, as [`Solver::level_report`] does. A `count` of 0 checks the range ([`LevelRange::cost`]) and
/// builds nothing.
///
/// # Errors
/// Those of [`LevelRange::cost`]; then those of [`Solver::new`] (the first configuration that cannot be
/// built: over the move budget, out of memory); [`Error::NotEnoughLevels`] when the range has fewer
/// distinct difficulties than `count`.
pub fn propose_levels(range: &LevelRange, count: usize) -> Result<Vec<LevelReport>, Error> {
    propose(range, count, None)
}

/// [`propose_levels`], reporting its progress to `progress` (`total`: the range's safe states, from
/// [`LevelRange::cost`]; `done`: those of the configurations built so far and of the one being built)
/// and stopping when it is cancelled: each build and report checks before it starts and at least every
/// 65 536 steps (a crossing examined, a state, row or table word visited), about a millisecond of
/// work. A `count` of 0 builds nothing and sets `done` and `total` to 0.
///
/// # Errors
/// Those of [`propose_levels`]; [`Error::Cancelled`] when `progress` was cancelled before the proposal
/// ended.
pub fn propose_levels_with_progress(
    range: &LevelRange,
    count: usize,
    progress: &Progress,
) -> Result<Vec<LevelReport>, Error> {
    propose(range, count, Some(progress))
}

fn propose(
    range: &LevelRange,
    count: usize,
    progress: Option<&Progress>,
) -> Result<Vec<LevelReport>, Error> {
    let cost = range.cost()?;
    if count == 0 {
        if let Some(p) = progress {
            p.start(0);
        }
        return Ok(Vec::new());
    }
    if let Some(p) = progress {
        p.start(cost.safe_states);
    }
    // (difficulty key, place in the range's order, report) of every solvable configuration.
    let mut found: Vec<(i64, u32, LevelReport)> = Vec::new();
    found
        .try_reserve_exact(cost.configurations as usize)
        .map_err(|_| Error::OutOfMemory)?;
    let mut base = 0;
    for (place, rules) in range.each().enumerate() {
        let span = rules.safe_states();
        let watch = Watch::new(progress, base, span);
        let report =
            Solver::new_watched(rules, watch)?.level_report_watched(rules.start(), watch)?;
        watch.finish();
        base += span;
        if let Some(bits) = report.difficulty {
            found.push((difficulty_key(bits), place as u32, report));
        }
    }
    // Each distinct difficulty is represented by the first configuration that has it, in range order.
    found.sort_unstable_by_key(|&(key, place, _)| (key, place));
    found.dedup_by_key(|&mut (key, _, _)| key);
    if count > found.len() {
        return Err(Error::NotEnoughLevels {
            distinct: found.len() as u64,
        });
    }
    let mut levels = Vec::new();
    levels
        .try_reserve_exact(count)
        .map_err(|_| Error::OutOfMemory)?;
    spread(&found, |f| f.0, count, |i| levels.push(found[i].2));
    Ok(levels)
}

/// Picks `count` strictly rising indices into `keyed` (sorted by `key`, `count <= keyed.len()`), in
/// order, each handed to `pick`: the first 0 and the last the final one when `count >= 2`, each the
/// nearest to its evenly spaced target key (the lower one on a tie). Allocates nothing.
fn spread<T>(keyed: &[T], key: impl Fn(&T) -> i64, count: usize, mut pick: impl FnMut(usize)) {
    if count == 0 {
        return;
    }
    let last = keyed.len() - 1;
    if count == 1 {
        pick(0);
        return;
    }
    let (lo, hi) = (key(&keyed[0]) as i128, key(&keyed[last]) as i128);
    let steps = (count - 1) as i128;
    let mut previous: Option<usize> = None;
    for i in 0..count {
        // Room: after the previous pick, and leaving one index for each level still to come.
        let first = previous.map_or(0, |j| j + 1);
        let final_allowed = last - (count - 1 - i);
        // Compare keys scaled by `steps`, so that the target lo + i (hi - lo) / steps is exact.
        let target = lo * steps + i as i128 * (hi - lo);
        let distance = |j: usize| (key(&keyed[j]) as i128 * steps - target).abs();
        // The first index whose key reaches the target, then the nearer of it and its predecessor.
        let at = keyed.partition_point(|k| (key(k) as i128) * steps < target);
        let mut best = at.clamp(first, final_allowed);
        if best > first && distance(best - 1) <= distance(best) {
            best -= 1;
        }
        pick(best);
        previous = Some(best);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(keys: &[i64]) -> Vec<i64> {
        keys.to_vec()
    }

    fn spread(keyed: &[i64], count: usize) -> Vec<usize> {
        let mut chosen = Vec::new();
        super::spread(keyed, |&k| k, count, |i| chosen.push(i));
        chosen
    }

    #[test]
    fn spread_takes_both_ends_and_the_nearest_between() {
        let k = keys(&[0, 10, 11, 12, 50, 90, 100]);
        assert_eq!(spread(&k, 2), [0, 6]);
        assert_eq!(spread(&k, 3), [0, 4, 6]);
        // Targets 0, 33.3, 66.7 and 100: 50 is nearer 33.3 than 12 is, 90 nearer 66.7 than 50.
        assert_eq!(spread(&k, 4), [0, 4, 5, 6]);
        // A tie (40 and 60 are both 10 from 50) goes to the lower difficulty.
        assert_eq!(spread(&keys(&[0, 40, 60, 100]), 3), [0, 1, 3]);
        assert_eq!(spread(&k, 7), [0, 1, 2, 3, 4, 5, 6]);
        assert_eq!(spread(&k, 1), [0]);
        assert!(spread(&k, 0).is_empty());
    }

    #[test]
    fn spread_leaves_room_for_the_levels_still_to_come() {
        // Targets 0, 333, 667 and 1000: the second takes the nearest it may (2, not 4, which the last
        // needs), the third the only index left between them.
        let k = keys(&[0, 1, 2, 3, 1000]);
        assert_eq!(spread(&k, 4), [0, 2, 3, 4]);
    }

    #[test]
    fn proposals_rise_strictly_from_the_easiest_to_the_hardest() {
        let range = LevelRange {
            priests: (1, 4),
            devils: (1, 4),
            boat_capacity: (2, 3),
            boat_safety: BoatSafety::Banks,
            rowers: Rowers::Anyone,
            all_variants: true,
        };
        let levels = propose_levels(&range, 5).unwrap();
        assert_eq!(levels.len(), 5);
        let bits: Vec<f64> = levels.iter().map(|r| r.difficulty.unwrap()).collect();
        assert!(bits.windows(2).all(|w| w[0] < w[1]), "{bits:?}");
        let all: Vec<f64> = range
            .configurations()
            .unwrap()
            .into_iter()
            .filter_map(|r| Solver::new(r).unwrap().level_report().difficulty)
            .collect();
        let min = all.iter().copied().fold(f64::INFINITY, f64::min);
        let max = all.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        assert_eq!((bits[0], bits[4]), (min, max));
        assert_eq!(propose_levels(&range, 5).unwrap(), levels);
    }

    #[test]
    fn too_many_levels_and_empty_ranges_are_refused() {
        let classic = LevelRange {
            priests: (3, 3),
            devils: (3, 3),
            boat_capacity: (2, 2),
            boat_safety: BoatSafety::Banks,
            rowers: Rowers::Anyone,
            all_variants: false,
        };
        assert_eq!(
            propose_levels(&classic, 1).unwrap()[0].min_crossings,
            Some(11)
        );
        assert_eq!(
            propose_levels(&classic, 2),
            Err(Error::NotEnoughLevels { distinct: 1 })
        );
        let empty = LevelRange {
            devils: (4, 3),
            ..classic
        };
        assert_eq!(propose_levels(&empty, 1), Err(Error::EmptyRange));
    }

    fn classic_range() -> LevelRange {
        LevelRange {
            priests: (3, 3),
            devils: (3, 3),
            boat_capacity: (2, 2),
            boat_safety: BoatSafety::Banks,
            rowers: Rowers::Anyone,
            all_variants: false,
        }
    }

    #[test]
    fn a_range_is_costed_and_refused_before_anything_is_built() {
        let classic = classic_range();
        let cost = classic.cost().unwrap();
        assert_eq!((cost.configurations, cost.safe_states), (1, 20));
        let all = LevelRange {
            priests: (0, 1),
            boat_capacity: (1, 2),
            all_variants: true,
            ..classic
        };
        let per_pair = safe_state_count(0, 3) + safe_state_count(1, 3);
        assert_eq!(
            all.cost().unwrap(),
            RangeCost {
                configurations: 24,
                safe_states: per_pair * 12
            }
        );
        let boats = LevelRange {
            boat_capacity: (1, u32::MAX),
            ..classic
        };
        assert_eq!(
            boats.cost(),
            Err(Error::RangeTooLarge {
                configurations: u64::from(u32::MAX),
                states: 0
            })
        );
        assert_eq!(propose_levels(&boats, 1), boats.cost().map(|_| Vec::new()));
        assert_eq!(boats.configurations(), boats.cost().map(|_| Vec::new()));
        let everything = LevelRange {
            priests: (0, u32::MAX),
            devils: (0, u32::MAX),
            boat_capacity: (1, u32::MAX),
            all_variants: true,
            ..classic
        };
        assert!(matches!(
            everything.cost(),
            Err(Error::RangeTooLarge {
                configurations: u64::MAX,
                ..
            })
        ));
        // No priests and 4 000 000 devils or more: about 8 000 000 safe states each, so 100 such
        // configurations are within the range's cap of states and 200 are not.
        let devils = |configurations: u32| LevelRange {
            priests: (0, 0),
            devils: (4_000_000, 4_000_000 + configurations - 1),
            ..classic
        };
        assert_eq!(devils(100).cost().unwrap().configurations, 100);
        assert!(matches!(
            devils(200).cost(),
            Err(Error::RangeTooLarge {
                configurations: 200,
                states
            }) if states > MAX_RANGE_STATES
        ));
        let over_state_cap = LevelRange {
            priests: (10_000_000, 10_000_000),
            devils: (10_000_000, 10_000_000),
            ..classic
        };
        assert!(matches!(
            over_state_cap.cost(),
            Err(Error::TooManyStates { .. })
        ));
        let zero_boat = LevelRange {
            boat_capacity: (0, 2),
            ..classic
        };
        assert_eq!(zero_boat.cost(), Err(Error::ZeroBoatCapacity));
    }

    #[test]
    fn no_levels_asked_builds_nothing_and_a_cancelled_proposal_stops() {
        assert_eq!(propose_levels(&classic_range(), 0), Ok(Vec::new()));
        let progress = Progress::new();
        progress.cancel();
        let range = LevelRange {
            priests: (1, 4),
            devils: (1, 4),
            boat_capacity: (2, 3),
            all_variants: true,
            ..classic_range()
        };
        assert_eq!(
            propose_levels_with_progress(&range, 3, &progress),
            Err(Error::Cancelled)
        );
        let progress = Progress::new();
        let levels = propose_levels_with_progress(&range, 3, &progress).unwrap();
        assert_eq!(levels, propose_levels(&range, 3).unwrap());
        let total = range.cost().unwrap().safe_states;
        assert_eq!(
            (u64::from(progress.done()), u64::from(progress.total())),
            (total, total)
        );
    }
}
