//! One game of the study: a simulated player crosses until it wins or its crossing budget runs out,
//! under one hint policy. This module is the one implementation of the rules of play that
//! `docs/notes/hint-study.md` states: a wrong crossing is any crossing that is not optimal; once `k`
//! wrong crossings have been made since the last hint, the policy reveals its hint before the next
//! crossing; a loss restarts the game from the start (the loss and its crossings count, the game goes
//! on).

use std::collections::HashSet;

use clap::ValueEnum;
use priests_devils::{LoadOutcome, Move, Rating, Solver, State};
use rand::Rng;

use super::players::Player;

/// What the game reveals once the player has made `k` wrong crossings since the last hint.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum Policy {
    /// Nothing: the player is on its own.
    None,
    /// The next crossing (the solver's best move), which the player plays.
    Crossing,
    /// First the next milestone at least two crossings ahead, which the player aims for; if the player
    /// makes `k` more wrong crossings before reaching it, the next crossing, which it plays.
    Tiered,
    /// The whole plan from where the player stands, which it plays to the end.
    Plan,
}

impl Policy {
    /// Every policy, in the order the study reports them.
    pub(crate) const ALL: [Policy; 4] =
        [Policy::None, Policy::Crossing, Policy::Tiered, Policy::Plan];

    /// The policy's name in the study's tables.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Policy::None => "no hints",
            Policy::Crossing => "next crossing",
            Policy::Tiered => "tiered",
            Policy::Plan => "full plan",
        }
    }
}

/// The terms every game of a study is played under.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Terms {
    /// The most crossings a game may take, lost attempts included.
    pub(crate) budget: u32,
    /// Wrong crossings since the last hint that make the policy reveal the next one.
    pub(crate) k: u32,
    /// The most crossings ahead a player searches for a milestone it aims for.
    pub(crate) horizon: u32,
}

/// What one game came to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Outcome {
    /// Whether the player won within the budget.
    pub(crate) won: bool,
    /// The crossings made, lost attempts included.
    pub(crate) crossings: u32,
    /// Hints revealed: one per crossing or milestone shown, one per crossing of a plan shown.
    pub(crate) hints: u32,
    /// Crossings that lost (each restarted the game).
    pub(crate) losses: u32,
}

/// One crossing of a game, as a test replays it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Turn {
    /// The state the crossing left.
    pub(crate) from: State,
    /// Who crossed.
    pub(crate) load: Move,
    /// Whether a hint chose the load (a crossing revealed or a plan's crossing), not the player.
    pub(crate) hinted: bool,
    /// The milestone revealed just before the crossing, if one was.
    pub(crate) milestone: Option<State>,
}

/// What steers the player beyond its own rule.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Guide {
    /// Nothing: the player's own rule.
    Own,
    /// The rest of a plan shown, last crossing first.
    Plan(Vec<Move>),
    /// A milestone shown, not reached yet.
    Aim(State),
}

/// Plays one game of `solver`'s level from its start; `trace`, when given, receives every crossing.
pub(crate) fn play<R: Rng + ?Sized>(
    solver: &Solver,
    player: Player,
    policy: Policy,
    terms: Terms,
    rng: &mut R,
    mut trace: Option<&mut Vec<Turn>>,
) -> Outcome {
    let rules = *solver.rules();
    let (start, goal) = (rules.start(), rules.goal());
    let mut state = start;
    let mut out = Outcome::default();
    let mut wrong = 0; // wrong crossings since the last hint
    let mut guide = Guide::Own;
    while out.crossings < terms.budget && state != goal {
        // A start that is lost or won has no loads: such levels are not played, but stop anyway.
        let Ok(loads) = solver.legal_loads(state) else {
            break;
        };
        let choices: Vec<LoadOutcome> = loads.collect();
        let mut revealed = None;
        let mut milestone = None;
        if wrong >= terms.k && !matches!(guide, Guide::Plan(_)) {
            let aiming = matches!(guide, Guide::Aim(_));
            let hints;
            (hints, revealed) = reveal(solver, policy, state, &mut guide);
            if hints > 0 {
                out.hints += hints;
                wrong = 0;
            }
            if let (false, Guide::Aim(shown)) = (aiming, &guide) {
                milestone = Some(*shown);
            }
        }
        let (load, hinted) = match (revealed, &mut guide) {
            (Some(mv), _) => (mv, true),
            (None, Guide::Plan(moves)) => (moves.pop().expect("a plan guides until its end"), true),
            (None, Guide::Aim(milestone)) => {
                let towards = aim(solver, &choices, *milestone, terms.horizon);
                let pool = if towards.is_empty() {
                    &choices
                } else {
                    &towards
                };
                (player.choose(pool, rng).load, false)
            }
            (None, Guide::Own) => (player.choose(&choices, rng).load, false),
        };
        if let Some(trace) = trace.as_deref_mut() {
            trace.push(Turn {
                from: state,
                load,
                hinted,
                milestone,
            });
        }
        let crossing = choices
            .iter()
            .find(|c| c.load == load)
            .expect("a hint reveals a legal load");
        out.crossings += 1;
        if crossing.rating != Rating::Optimal {
            wrong += 1;
        }
        if let Rating::Loses(_) = crossing.rating {
            out.losses += 1;
            state = start;
            guide = Guide::Own;
        } else {
            state = crossing.to;
        }
        match &guide {
            Guide::Aim(milestone) if *milestone == state => guide = Guide::Own,
            Guide::Plan(moves) if moves.is_empty() => guide = Guide::Own,
            _ => {}
        }
    }
    out.won = state == goal;
    out
}

/// The hint `policy` reveals at `state`: how many hints it counts, and the crossing the player must play
/// now, if any; a milestone or a plan shown goes into `guide`. From a state with no path the solver
/// has no hint: nothing is revealed, and the player is offered one again after its next crossing.
fn reveal(solver: &Solver, policy: Policy, state: State, guide: &mut Guide) -> (u32, Option<Move>) {
    let crossing = |guide: &mut Guide| match solver.next_move(state) {
        Ok(mv) => {
            *guide = Guide::Own;
            (1, Some(mv))
        }
        Err(_) => (0, None),
    };
    match policy {
        Policy::None => (0, None),
        Policy::Crossing => crossing(guide),
        Policy::Tiered if matches!(guide, Guide::Aim(_)) => crossing(guide),
        Policy::Tiered => match solver.milestones(state) {
            Ok(milestones) => match milestones.into_iter().find(|m| m.crossings() >= 2) {
                Some(milestone) => {
                    *guide = Guide::Aim(milestone.state);
                    (1, None)
                }
                // The goal is one crossing away: the crossing instead, as on the page.
                None => crossing(guide),
            },
            Err(_) => (0, None),
        },
        Policy::Plan => match solver.plan(state) {
            Ok(plan) => {
                let mut moves: Vec<Move> = plan.map(|(mv, _)| mv).collect();
                moves.reverse();
                let hints = moves.len() as u32;
                *guide = Guide::Plan(moves);
                (hints, None)
            }
            Err(_) => (0, None),
        },
    }
}

/// The loads of `choices` that begin a shortest way to `milestone` through safe states, when it lies
/// within `horizon` crossings; none when it does not. The search uses the rules alone (which loads
/// are legal and which lose at once), as a player would in its head: never a distance of the solver.
pub(crate) fn aim(
    solver: &Solver,
    choices: &[LoadOutcome],
    milestone: State,
    horizon: u32,
) -> Vec<LoadOutcome> {
    let mut best = None;
    let mut towards = Vec::new();
    for choice in choices {
        if matches!(choice.rating, Rating::Loses(_)) || horizon == 0 {
            continue;
        }
        let Some(steps) = crossings_to(solver, choice.to, milestone, horizon - 1) else {
            continue;
        };
        if best.is_none_or(|b| steps < b) {
            best = Some(steps);
            towards.clear();
        }
        if best == Some(steps) {
            towards.push(*choice);
        }
    }
    towards
}

/// The fewest crossings through safe states from `from` to `to`, if at most `limit`. The goal ends a
/// game, so no way passes through it.
fn crossings_to(solver: &Solver, from: State, to: State, limit: u32) -> Option<u32> {
    if from == to {
        return Some(0);
    }
    let mut seen = HashSet::from([from]);
    let mut layer = vec![from];
    for steps in 1..=limit {
        let mut next = Vec::new();
        for state in layer {
            // The goal and states out of play have no loads.
            let Ok(loads) = solver.legal_loads(state) else {
                continue;
            };
            for load in loads {
                if matches!(load.rating, Rating::Loses(_)) {
                    continue;
                }
                if load.to == to {
                    return Some(steps);
                }
                if seen.insert(load.to) {
                    next.push(load.to);
                }
            }
        }
        layer = next;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::study::SAMPLE_LEVELS;
    use chacha20::ChaCha8Rng;
    use priests_devils::{Rules, Side};
    use rand::SeedableRng;

    const TERMS: Terms = Terms {
        budget: 120,
        k: 2,
        horizon: 2,
    };

    /// Replays `trace` with the library's rules and ratings alone, and checks that it keeps the rules of
    /// play and adds up to `out`.
    fn check_replay(solver: &Solver, policy: Policy, trace: &[Turn], out: Outcome) {
        let rules = *solver.rules();
        let rate = |turn: &Turn| solver.rate_move(turn.from, turn.load).unwrap();
        let mut expected_from = rules.start();
        let (mut losses, mut wrong, mut hinted, mut shown) = (0, 0, 0, 0);
        let mut aim: Option<State> = None;
        let mut plan_from: Option<State> = None;
        for (i, turn) in trace.iter().enumerate() {
            assert_eq!(turn.from, expected_from, "turn {i}");
            let to = turn.from.apply(&rules, turn.load).expect("a legal load");
            if turn.hinted {
                assert_eq!(rate(turn), Rating::Optimal, "turn {i}: a hint is optimal");
                hinted += 1;
            }
            match policy {
                Policy::None => assert!(!turn.hinted, "turn {i}"),
                // A crossing is revealed exactly when k wrong crossings have been made since the last.
                Policy::Crossing => assert_eq!(turn.hinted, wrong >= TERMS.k, "turn {i}"),
                Policy::Plan => {
                    if plan_from.is_some() {
                        assert!(turn.hinted, "turn {i}: a plan shown is played to its end");
                    } else if turn.hinted {
                        assert_eq!(wrong, TERMS.k, "turn {i}");
                        plan_from = Some(turn.from);
                    }
                }
                // A milestone first, then, if k more wrong crossings do not reach it, the crossing.
                Policy::Tiered => {
                    let due = wrong >= TERMS.k;
                    if let Some(milestone) = turn.milestone {
                        assert!(due && aim.is_none() && !turn.hinted, "turn {i}");
                        let next = solver.milestones(turn.from).unwrap();
                        let next = next.iter().find(|m| m.crossings() >= 2).unwrap();
                        assert_eq!(milestone, next.state, "turn {i}");
                        aim = Some(milestone);
                        shown += 1;
                    } else if turn.hinted {
                        assert!(due, "turn {i}");
                        // A crossing comes second, or alone when the goal is one crossing away.
                        assert!(aim.is_some() || solver.distance(turn.from) == Ok(1), "{i}");
                        aim = None;
                    } else {
                        assert!(!due, "turn {i}");
                    }
                }
            }
            if turn.hinted || turn.milestone.is_some() {
                wrong = 0;
            }
            if rate(turn) != Rating::Optimal {
                wrong += 1;
            }
            if rules.lost_bank(to).is_some() {
                losses += 1;
                expected_from = rules.start();
                aim = None;
            } else {
                expected_from = to;
            }
            if aim == Some(expected_from) {
                aim = None;
            }
        }
        assert_eq!(out.crossings as usize, trace.len());
        assert_eq!(out.losses, losses);
        assert_eq!(out.won, expected_from == rules.goal());
        assert!(out.won || out.crossings == TERMS.budget);
        match policy {
            Policy::None => assert_eq!(out.hints, 0),
            Policy::Crossing => assert_eq!(out.hints, hinted),
            Policy::Plan => {
                // The plan counts its crossings, and wins.
                let shown = plan_from.map_or(0, |s| solver.distance(s).unwrap());
                assert_eq!((out.hints, hinted), (shown, shown));
                assert!(plan_from.is_none() || out.won);
            }
            Policy::Tiered => assert_eq!(out.hints, shown + hinted),
        }
    }

    #[test]
    fn games_keep_the_rules_of_play() {
        for level in SAMPLE_LEVELS.iter().filter(|l| l.crossings.is_some()) {
            let solver = Solver::new(level.rules()).unwrap();
            for player in Player::ALL {
                for policy in Policy::ALL {
                    for seed in 0..8 {
                        let mut rng = ChaCha8Rng::seed_from_u64(seed);
                        let mut trace = Vec::new();
                        let out = play(&solver, player, policy, TERMS, &mut rng, Some(&mut trace));
                        check_replay(&solver, policy, &trace, out);
                    }
                }
            }
        }
    }

    #[test]
    fn hints_from_the_first_crossing_play_an_optimal_plan() {
        // With k = 0 a hint comes before every crossing: the crossing or the plan, every one optimal.
        let terms = Terms { k: 0, ..TERMS };
        for level in SAMPLE_LEVELS.iter().filter(|l| l.crossings.is_some()) {
            let solver = Solver::new(level.rules()).unwrap();
            let fewest = solver.min_crossings().unwrap();
            for policy in [Policy::Crossing, Policy::Plan] {
                let mut rng = ChaCha8Rng::seed_from_u64(3);
                let out = play(&solver, Player::Random, policy, terms, &mut rng, None);
                let expected = Outcome {
                    won: true,
                    crossings: fewest,
                    hints: fewest,
                    losses: 0,
                };
                assert_eq!(out, expected, "{:?} {policy:?}", level.rules());
            }
        }
    }

    /// The loads `aim` keeps, as a set.
    fn aimed(solver: &Solver, from: State, milestone: State, horizon: u32) -> HashSet<Move> {
        let choices: Vec<LoadOutcome> = solver.legal_loads(from).unwrap().collect();
        aim(solver, &choices, milestone, horizon)
            .iter()
            .map(|c| c.load)
            .collect()
    }

    #[test]
    fn aiming_at_a_milestone_within_the_horizon_plays_optimal_crossings() {
        // A milestone lies on every optimal plan, so the shortest ways to it are optimal crossings.
        let solver = Solver::new(Rules::CLASSIC).unwrap();
        let start = Rules::CLASSIC.start();
        let milestone = solver.milestones(start).unwrap()[0];
        assert_eq!(milestone.state, State::new(3, 2, Side::Start));
        let optimal: HashSet<Move> = solver.optimal_moves(start).unwrap().into_iter().collect();
        assert_eq!(aimed(&solver, start, milestone.state, 2), optimal);
        assert_eq!(aimed(&solver, start, milestone.state, 9), optimal);
        assert!(aimed(&solver, start, milestone.state, 1).is_empty());
        // 4 priests, 4 devils and a boat for 3: the goal, 9 crossings away, is the only milestone.
        let rules = Rules::new(4, 4, 3).unwrap();
        let solver = Solver::new(rules).unwrap();
        let milestones = solver.milestones(rules.start()).unwrap();
        assert_eq!(milestones.len(), 1);
        let optimal: HashSet<Move> = solver
            .optimal_moves(rules.start())
            .unwrap()
            .into_iter()
            .collect();
        assert!(aimed(&solver, rules.start(), rules.goal(), 8).is_empty());
        assert_eq!(aimed(&solver, rules.start(), rules.goal(), 9), optimal);
    }
}
