//! The level designer's figures against the model of `tests/support/model.rs`, over every
//! configuration with up to 5 priests, 5 devils and a boat for up to 4, under every rule variant: every
//! legal load from every playable state with its outcome, and the level report (optimal plans,
//! milestones, difficulty) from every safe start, the difficulty summed over the model's own plans with
//! exact fractions.

use crate::support;

use priests_devils::{Error, Move, Rating, Side};
use support::model::{Naive, Outcome, S};
use support::pairs::{configurations, state};

/// The model's legal loads from `s` (any outcome but illegal), priests then devils ascending.
fn model_loads(model: &Naive, s: S) -> Vec<(u32, u32, Outcome)> {
    let mut loads = Vec::new();
    for a in 0..=model.k {
        for b in 0..=model.k - a {
            match model.step(s, a, b) {
                Outcome::Illegal => {}
                outcome => loads.push((a, b, outcome)),
            }
        }
    }
    loads
}

#[test]
fn legal_loads_and_their_outcomes_match_the_model() {
    for (model, solver) in configurations(5, 4) {
        for s in model.all_states() {
            let Ok(loads) = solver.legal_loads(state(s)) else {
                assert!(!model.safe(s) || s == (0, 0, true), "{s:?} refused");
                continue;
            };
            assert!(model.safe(s) && s != (0, 0, true), "{s:?} answered");
            let expected = model_loads(&model, s);
            assert_eq!(loads.len(), expected.len(), "{s:?}");
            let before = model.distance(s);
            for (got, (a, b, outcome)) in loads.zip(expected) {
                assert_eq!(got.load, Move::new(a, b), "{s:?}");
                let rating = match outcome {
                    Outcome::LostStart => Rating::Loses(Side::Start),
                    Outcome::LostFar => Rating::Loses(Side::Far),
                    Outcome::Safe(t) => {
                        assert_eq!(got.to, state(t));
                        match (before, model.distance(t)) {
                            (Some(d), Some(after)) if after + 1 == d => Rating::Optimal,
                            (Some(d), Some(after)) => Rating::detour(after + 1 - d),
                            _ => Rating::NoPath,
                        }
                    }
                    Outcome::Illegal => unreachable!(),
                };
                assert_eq!(got.rating, rating, "{s:?} {a}p {b}d");
            }
        }
    }
}

/// The model's optimal plans from `s` as the states they pass through after `s`, and the chance that a
/// player picking uniformly among the legal loads of every position follows one of them, as an exact
/// fraction (numerator, denominator).
fn model_figures(model: &Naive, s: S) -> (Vec<Vec<S>>, (u128, u128)) {
    let plans = model.shortest_plans(s);
    let (mut num, mut den) = (0u128, 1u128);
    for plan in &plans {
        // The positions a player chooses a load in: `s`, then every state of the plan but the goal.
        let mut d = model_loads(model, s).len() as u128;
        for &position in &plan[..plan.len() - 1] {
            d *= model_loads(model, position).len() as u128;
        }
        // num/den + 1/d
        (num, den) = (num * d + den, den * d);
        let g = gcd(num, den);
        (num, den) = (num / g, den / g);
    }
    (plans, (num, den))
}

fn gcd(a: u128, b: u128) -> u128 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

#[test]
fn level_reports_from_every_start_match_the_model() {
    for (model, solver) in configurations(5, 4) {
        for s in model.all_states() {
            let report = solver.level_report_from(state(s)).unwrap();
            let Some(distance) = model
                .distance(s)
                .filter(|_| model.safe(s) && s != (0, 0, true))
            else {
                let reason = if !model.safe(s) {
                    let side = if Naive::lost(s.0, s.1) {
                        Side::Start
                    } else {
                        Side::Far
                    };
                    Error::Lost(side)
                } else if s == (0, 0, true) {
                    Error::AlreadyWon
                } else {
                    Error::NoPath
                };
                assert_eq!(report.unsolvable, Some(reason), "{s:?}");
                assert_eq!((report.min_crossings, report.difficulty), (None, None));
                continue;
            };
            assert_eq!(report.min_crossings, Some(distance), "{s:?}");
            let (plans, (num, den)) = model_figures(&model, s);
            assert_eq!(
                u128::from(report.optimal_plans),
                plans.len() as u128,
                "{s:?}"
            );
            // Milestones: the states after the start that every plan visits.
            let milestones = (0..plans[0].len())
                .filter(|&i| plans.iter().all(|p| p[i] == plans[0][i]))
                .count();
            assert_eq!(report.milestones as usize, milestones, "{s:?}");
            let bits = (den as f64).log2() - (num as f64).log2();
            let got = report.difficulty.unwrap();
            assert!((got - bits).abs() < 1e-9, "{s:?}: {got} against {bits}");
        }
    }
}
