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
//! states and moves), one at a time, then `O(D log D)` to pick; memory for one solver at a time and one
//! report per distinct difficulty.

use std::collections::BTreeMap;

use crate::error::Error;
use crate::report::LevelReport;
use crate::rules::{BoatSafety, Rowers, Rules};
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

impl LevelRange {
    /// The configurations of the range in the documented order (priests, devils, boat, variant), each
    /// validated by [`Rules::new`].
    ///
    /// # Errors
    /// [`Error::EmptyRange`] when a range's low end exceeds its high end; the first error of
    /// [`Rules::new`] (a boat of 0, too many states).
    pub fn configurations(&self) -> Result<Vec<Rules>, Error> {
        let ranges = [self.priests, self.devils, self.boat_capacity];
        if ranges.iter().any(|&(lo, hi)| lo > hi) {
            return Err(Error::EmptyRange);
        }
        let mut all = Vec::new();
        for n in self.priests.0..=self.priests.1 {
            for m in self.devils.0..=self.devils.1 {
                for k in self.boat_capacity.0..=self.boat_capacity.1 {
                    let rules = Rules::new(n, m, k)?;
                    if self.all_variants {
                        all.extend(rules.variants());
                    } else {
                        all.push(
                            rules
                                .with_boat_safety(self.boat_safety)
                                .with_rowers(self.rowers),
                        );
                    }
                }
            }
        }
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
/// start, as [`Solver::level_report`] does.
///
/// # Errors
/// Those of [`LevelRange::configurations`] and of [`Solver::new`] (the first configuration that cannot
/// be built); [`Error::NotEnoughLevels`] when the range has fewer distinct difficulties than `count`.
pub fn propose_levels(range: &LevelRange, count: usize) -> Result<Vec<LevelReport>, Error> {
    let mut by_difficulty: BTreeMap<i64, LevelReport> = BTreeMap::new();
    for rules in range.configurations()? {
        let report = Solver::new(rules)?.level_report();
        if let Some(bits) = report.difficulty {
            by_difficulty.entry(difficulty_key(bits)).or_insert(report);
        }
    }
    let distinct: Vec<(i64, LevelReport)> = by_difficulty.into_iter().collect();
    if count > distinct.len() {
        return Err(Error::NotEnoughLevels {
            distinct: distinct.len() as u64,
        });
    }
    Ok(spread(&distinct, count)
        .into_iter()
        .map(|i| distinct[i].1)
        .collect())
}

/// `count` strictly rising indices into `keyed` (sorted by key, `count <= keyed.len()`), the first 0 and
/// the last the final one when `count >= 2`, each the nearest to its evenly spaced target key.
fn spread<T>(keyed: &[(i64, T)], count: usize) -> Vec<usize> {
    if count == 0 {
        return Vec::new();
    }
    let last = keyed.len() - 1;
    if count == 1 {
        return vec![0];
    }
    let (lo, hi) = (keyed[0].0 as i128, keyed[last].0 as i128);
    let steps = (count - 1) as i128;
    let mut chosen: Vec<usize> = Vec::with_capacity(count);
    for i in 0..count {
        // Room: after the previous pick, and leaving one index for each level still to come.
        let first = chosen.last().map_or(0, |&j| j + 1);
        let final_allowed = last - (count - 1 - i);
        // Compare keys scaled by `steps`, so that the target lo + i (hi - lo) / steps is exact.
        let target = lo * steps + i as i128 * (hi - lo);
        let distance = |j: usize| (keyed[j].0 as i128 * steps - target).abs();
        // The first index whose key reaches the target, then the nearer of it and its predecessor.
        let at = keyed.partition_point(|&(k, _)| (k as i128) * steps < target);
        let mut best = at.clamp(first, final_allowed);
        if best > first && distance(best - 1) <= distance(best) {
            best -= 1;
        }
        chosen.push(best);
    }
    chosen
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(keys: &[i64]) -> Vec<(i64, ())> {
        keys.iter().map(|&k| (k, ())).collect()
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
}
