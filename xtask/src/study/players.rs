//! The simulated players: how each kind picks a crossing among the loads it may choose from. A player
//! sees the banks and the rules, so it knows which loads lose at once; it never sees a distance or a
//! rating of the solver (those reach it only as hints, in `game`).

use clap::ValueEnum;
use priests_devils::{LoadOutcome, Rating};
use rand::seq::IndexedRandom;
use rand::Rng;

/// A kind of simulated player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum Player {
    /// Picks uniformly among every legal load, losing ones included: the player of the `levels`
    /// report's difficulty.
    Random,
    /// Picks uniformly among the legal loads that do not lose at once (among all of them when every
    /// load loses).
    Cautious,
    /// Among the loads that do not lose at once (all of them when every load loses), keeps those that
    /// leave the fewest characters on the start bank (the fullest boat towards the far bank, the
    /// emptiest one back) and picks uniformly among them.
    Greedy,
}

impl Player {
    /// Every kind, in the order the study reports them.
    pub(crate) const ALL: [Player; 3] = [Player::Random, Player::Cautious, Player::Greedy];

    /// The kind's name in the study's tables.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Player::Random => "random",
            Player::Cautious => "cautious",
            Player::Greedy => "greedy",
        }
    }

    /// The load this kind plays among `choices` (not empty), drawing from `rng` only to pick among the
    /// loads its rule leaves.
    pub(crate) fn choose<R: Rng + ?Sized>(
        self,
        choices: &[LoadOutcome],
        rng: &mut R,
    ) -> LoadOutcome {
        let pool: Vec<LoadOutcome> = match self {
            Player::Random => choices.to_vec(),
            Player::Cautious => not_losing(choices),
            Player::Greedy => {
                let safe = not_losing(choices);
                let left = |c: &LoadOutcome| u64::from(c.to.priests) + u64::from(c.to.devils);
                let fewest = safe.iter().map(left).min();
                safe.into_iter()
                    .filter(|c| Some(left(c)) == fewest)
                    .collect()
            }
        };
        *pool
            .choose(rng)
            .expect("a player chooses among at least one load")
    }
}

/// The loads of `choices` that do not lose at once; all of them when every one loses.
fn not_losing(choices: &[LoadOutcome]) -> Vec<LoadOutcome> {
    let safe: Vec<LoadOutcome> = choices
        .iter()
        .copied()
        .filter(|c| !matches!(c.rating, Rating::Loses(_)))
        .collect();
    if safe.is_empty() {
        choices.to_vec()
    } else {
        safe
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chacha20::ChaCha8Rng;
    use priests_devils::{Move, Rules, Solver};
    use rand::SeedableRng;
    use std::collections::HashSet;

    /// The loads each kind ever picks from `state` over many draws.
    fn picks(player: Player, rules: Rules, state: priests_devils::State) -> HashSet<Move> {
        let solver = Solver::new(rules).unwrap();
        let choices: Vec<LoadOutcome> = solver.legal_loads(state).unwrap().collect();
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        (0..400)
            .map(|_| player.choose(&choices, &mut rng).load)
            .collect()
    }

    #[test]
    fn each_kind_picks_from_its_own_pool() {
        use priests_devils::Side;
        let start = Rules::CLASSIC.start();
        let all: HashSet<Move> = [(0, 1), (0, 2), (1, 0), (1, 1), (2, 0)]
            .map(|(p, d)| Move::new(p, d))
            .into();
        // From the classic start, one priest or two leave the start bank lost.
        assert_eq!(picks(Player::Random, Rules::CLASSIC, start), all);
        let safe: HashSet<Move> = [(0, 1), (0, 2), (1, 1)]
            .map(|(p, d)| Move::new(p, d))
            .into();
        assert_eq!(picks(Player::Cautious, Rules::CLASSIC, start), safe);
        let full: HashSet<Move> = [(0, 2), (1, 1)].map(|(p, d)| Move::new(p, d)).into();
        assert_eq!(picks(Player::Greedy, Rules::CLASSIC, start), full);
        // Back from the far bank with one priest and one devil there: greedy sends one character back,
        // and the devil alone would lose the start bank (2 priests, 3 devils).
        let far = priests_devils::State::new(2, 2, Side::Far);
        assert_eq!(
            picks(Player::Greedy, Rules::CLASSIC, far),
            [Move::new(1, 0)].into()
        );
    }

    #[test]
    fn when_every_load_loses_every_kind_picks_among_them_all() {
        // With a boat for one, 2P 2D on the start bank with the boat lose whatever crosses: one priest
        // leaves 1P 2D behind, one devil makes 1P 2D on the far bank.
        let rules = Rules::new(3, 3, 1).unwrap();
        let doomed = priests_devils::State::new(2, 2, priests_devils::Side::Start);
        let all: HashSet<Move> = [Move::new(1, 0), Move::new(0, 1)].into();
        for load in &all {
            let to = doomed.apply(&rules, *load).unwrap();
            assert!(rules.lost_bank(to).is_some(), "{load:?}");
        }
        for player in Player::ALL {
            assert_eq!(picks(player, rules, doomed), all, "{player:?}");
        }
    }
}
