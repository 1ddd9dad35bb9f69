//! `cargo xtask study`: how much each hint policy helps simulated players, measured on the sample's
//! level set (`docs/notes/hint-study.md` states the rules of play and reads the figures). A
//! contributor's research tool, not the command-line tool's: it lives in the xtask so that
//! `cargo install priests-devils-cli` builds none of its dependencies (`rand`, `chacha20`). Rooms:
//! `players` (how each kind of player picks a crossing), `game` (one game under a hint policy: the
//! rules of play), `report` (the figures, as a Markdown table or an SVG plot); `committed` tests that
//! the committed figures are what the documented command prints.
//!
//! Every game draws from its own ChaCha8 stream of the seed, numbered by level, player and game: game
//! `g` of a player on a level is the same player with the same dice under every policy (until a hint
//! changes what it plays), and any cell's figures reproduce whatever else is run.

#[cfg(test)]
mod committed;
mod game;
mod players;
mod report;

use std::io::{self, Write};

use chacha20::ChaCha8Rng;
use clap::{Args, ValueEnum};
use priests_devils::{BoatSafety, Rowers, Rules, Solver};
use rand::SeedableRng;

pub(crate) use game::{Policy, Terms};
pub(crate) use players::Player;

/// The options of `cargo xtask study`.
#[derive(Args, Debug, Clone, Copy)]
pub(crate) struct StudyArgs {
    /// The seed of every game's random draws; the output names it.
    #[arg(long, default_value_t = 47)]
    pub(crate) seed: u64,
    /// Games per cell (one level, one kind of player, one policy).
    #[arg(long, default_value_t = 2000)]
    pub(crate) games: u32,
    /// The most crossings a game may take, lost attempts included.
    #[arg(long, default_value_t = 200)]
    pub(crate) budget: u32,
    /// Wrong (not optimal) crossings since the last hint after which a policy reveals a hint.
    #[arg(short = 'k', long = "after", value_name = "K", default_value_t = 3)]
    pub(crate) k: u32,
    /// The most crossings ahead a player searches for the milestone a hint showed.
    #[arg(long, default_value_t = 2)]
    pub(crate) horizon: u32,
    /// Output format.
    #[arg(long, value_enum, default_value_t = StudyFormat::Markdown)]
    pub(crate) format: StudyFormat,
}

/// Output formats of `cargo xtask study`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum StudyFormat {
    /// Markdown tables, as `docs/notes/hint-study.md` holds them.
    Markdown,
    /// A plot of wins and crossings to win against hints revealed, one column per kind of player.
    Svg,
}

/// One level of the sample's level set, with the fewest crossings its button states (`None`:
/// "unsolvable").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct SampleLevel {
    /// Priests, devils and the boat's capacity.
    pub(crate) priests: u32,
    pub(crate) devils: u32,
    pub(crate) boat: u32,
    /// The rule variant.
    pub(crate) boat_safety: BoatSafety,
    pub(crate) rowers: Rowers,
    /// The fewest crossings the level's button states; `None` for "unsolvable".
    pub(crate) crossings: Option<u32>,
}

/// A level under the classic rules (the tests' reading of `SampleLevels.cs`).
#[cfg(test)]
const fn level(priests: u32, devils: u32, boat: u32, crossings: Option<u32>) -> SampleLevel {
    SampleLevel {
        priests,
        devils,
        boat,
        boat_safety: BoatSafety::Banks,
        rowers: Rowers::Anyone,
        crossings,
    }
}

// `SAMPLE_LEVELS`, the sample's level set, generated from `levels.toml` (as the Unity sample's
// `Levels.asset` and `SampleLevels.cs`, and the web page's `web/levels.g.js`). A test fails when it and
// `SampleLevels.cs` differ.
include!("levels.g.rs");

impl SampleLevel {
    /// The level's rules.
    pub(crate) fn rules(&self) -> Rules {
        Rules::new(self.priests, self.devils, self.boat)
            .expect("the sample's levels are valid rules")
            .with_boat_safety(self.boat_safety)
            .with_rowers(self.rowers)
    }
}

/// The figures of one cell: one level, one kind of player, one policy.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(crate) struct Cell {
    /// Games played.
    pub(crate) games: u32,
    /// Games won within the budget.
    pub(crate) wins: u32,
    /// Crossings of the games won, summed.
    pub(crate) win_crossings: u64,
    /// Crossings of every game, won or not, summed.
    pub(crate) crossings: u64,
    /// Hints revealed, summed over every game.
    pub(crate) hints: u64,
    /// Losses, summed over every game.
    pub(crate) losses: u64,
    /// Games won in the fewest crossings (so without a loss): an optimal plan played.
    pub(crate) optimal: u32,
}

/// The study's results: for each solvable level, its solver and its cells by player, then policy.
pub(crate) struct Results {
    /// The options the study ran with.
    pub(crate) args: StudyArgs,
    /// Each solvable level's solver, with its cells indexed by [`Player::ALL`], then [`Policy::ALL`].
    pub(crate) levels: Vec<(Solver, Vec<Vec<Cell>>)>,
    /// The levels not played: those with no solution.
    pub(crate) unsolvable: Vec<Rules>,
}

/// The stream of game `game` of `player` on the level at `level` in [`SAMPLE_LEVELS`].
fn stream(level: usize, player: Player, game: u32) -> u64 {
    let player = Player::ALL.iter().position(|&p| p == player).unwrap_or(0);
    ((level as u64) << 48) | ((player as u64) << 40) | u64::from(game)
}

/// Plays `games` games of `player` on `solver`'s level (at `level` in [`SAMPLE_LEVELS`]) under
/// `policy`.
pub(crate) fn play_cell(
    solver: &Solver,
    level: usize,
    player: Player,
    policy: Policy,
    terms: Terms,
    args: &StudyArgs,
) -> Cell {
    let fewest = solver.min_crossings();
    let mut cell = Cell {
        games: args.games,
        ..Cell::default()
    };
    for g in 0..args.games {
        let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
        rng.set_stream(stream(level, player, g));
        let outcome = game::play(solver, player, policy, terms, &mut rng, None);
        cell.crossings += u64::from(outcome.crossings);
        cell.hints += u64::from(outcome.hints);
        cell.losses += u64::from(outcome.losses);
        if outcome.won {
            cell.wins += 1;
            cell.win_crossings += u64::from(outcome.crossings);
            if Some(outcome.crossings) == fewest {
                cell.optimal += 1;
            }
        }
    }
    cell
}

/// Runs the study over every solvable level of the sample's set.
pub(crate) fn run(args: StudyArgs) -> Result<Results, String> {
    let terms = Terms {
        budget: args.budget,
        k: args.k,
        horizon: args.horizon,
    };
    let mut results = Results {
        args,
        levels: Vec::new(),
        unsolvable: Vec::new(),
    };
    for (index, level) in SAMPLE_LEVELS.iter().enumerate() {
        let rules = level.rules();
        let solver = Solver::new(rules).map_err(|e| format!("{rules:?}: {e}"))?;
        if !solver.is_solvable() {
            results.unsolvable.push(rules);
            continue;
        }
        let cells = Player::ALL
            .iter()
            .map(|&player| {
                Policy::ALL
                    .iter()
                    .map(|&policy| play_cell(&solver, index, player, policy, terms, &args))
                    .collect()
            })
            .collect();
        results.levels.push((solver, cells));
    }
    Ok(results)
}

/// Runs the study and prints its figures; an error is a sentence for the user.
pub(crate) fn study(args: StudyArgs, out: &mut impl Write) -> Result<(), String> {
    if args.games == 0 {
        return Err("--games must be at least 1".into());
    }
    let results = run(args)?;
    let written = match args.format {
        StudyFormat::Markdown => report::write_markdown(&results, out),
        StudyFormat::Svg => report::plot(&results)
            .map_err(|e| io::Error::other(e.to_string()))
            .and_then(|svg| out.write_all(svg.as_bytes())),
    };
    written.map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The levels `SampleLevels.cs` lists, read from its `new object[] { RULES, CROSSINGS }` lines.
    fn unity_sample_levels() -> Vec<SampleLevel> {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../unity-sample/Packages/com.priestsdevils.solver/Tests/Runtime/SampleLevels.cs"
        );
        let text = std::fs::read_to_string(path).expect("SampleLevels.cs is in the repository");
        let mut levels = Vec::new();
        for line in text.lines().map(str::trim) {
            let Some(entry) = line.strip_prefix("new object[] {") else {
                continue;
            };
            let entry = entry.trim_end_matches(',').trim_end_matches('}').trim();
            let (rules, crossings) = entry.rsplit_once(',').expect("RULES, CROSSINGS");
            let crossings = match crossings.trim() {
                "null" => None,
                n => Some(n.parse().expect("a crossing count")),
            };
            let rules = rules.trim();
            let level = if rules == "Rules.Classic" {
                level(3, 3, 2, crossings)
            } else {
                let args = rules
                    .strip_prefix("new Rules(")
                    .and_then(|r| r.strip_suffix(')'))
                    .unwrap_or_else(|| panic!("unexpected rules {rules:?}"));
                let args: Vec<&str> = args.split(',').map(str::trim).collect();
                let count = |i: usize| args[i].parse::<u32>().expect("a count");
                let mut level = level(count(0), count(1), count(2), crossings);
                // C#'s names of the variants: `Rowers.Priests` for each of `Rowers::ALL`.
                for variant in &args[3..] {
                    let named =
                        |v: &dyn std::fmt::Debug, of: &str| *variant == format!("{of}.{v:?}");
                    if let Some(&safety) = BoatSafety::ALL.iter().find(|v| named(v, "BoatSafety")) {
                        level.boat_safety = safety;
                    } else if let Some(&rowers) = Rowers::ALL.iter().find(|v| named(v, "Rowers")) {
                        level.rowers = rowers;
                    } else {
                        panic!("unexpected rule variant {variant:?}");
                    }
                }
                level
            };
            levels.push(level);
        }
        levels
    }

    #[test]
    fn the_study_plays_the_unity_samples_levels() {
        assert_eq!(unity_sample_levels(), SAMPLE_LEVELS);
        for level in SAMPLE_LEVELS {
            let solver = Solver::new(level.rules()).unwrap();
            assert_eq!(solver.min_crossings(), level.crossings, "{level:?}");
        }
    }

    #[test]
    fn random_players_play_optimal_plans_as_often_as_the_difficulty_says() {
        // The `levels` report's difficulty is -log2 of the chance that uniformly random legal loads
        // follow an optimal plan. With a budget of the fewest crossings, a game is won exactly when it
        // plays one (a detour or a loss leaves too few crossings). Enough games for about 200 optimal
        // plays each; the seed is fixed, so the check is deterministic.
        let levels = [
            (1, 1, 2, Rules::CLASSIC),
            (2, 1, 2, Rules::CLASSIC),
            (2, 2, 3, Rules::CLASSIC),
            (2, 2, 2, Rules::CLASSIC),
            (3, 2, 2, Rules::CLASSIC),
            (3, 3, 3, SAMPLE_LEVELS[6].rules()),
        ];
        for (i, (p, d, b, variant)) in levels.into_iter().enumerate() {
            let rules = Rules::new(p, d, b)
                .unwrap()
                .with_boat_safety(variant.boat_safety())
                .with_rowers(variant.rowers());
            let solver = Solver::new(rules).unwrap();
            let bits = solver.level_report().difficulty.unwrap();
            let expected = (-bits).exp2();
            let games = (200.0 / expected).ceil() as u32;
            let fewest = solver.min_crossings().unwrap();
            let terms = Terms {
                budget: fewest,
                k: 3,
                horizon: 2,
            };
            let args = StudyArgs {
                seed: 2024,
                games,
                budget: fewest,
                k: 3,
                horizon: 2,
                format: StudyFormat::Markdown,
            };
            let cell = play_cell(&solver, 100 + i, Player::Random, Policy::None, terms, &args);
            assert_eq!(cell.optimal, cell.wins, "{rules:?}");
            let observed = f64::from(cell.optimal) / f64::from(games);
            let error = (expected * (1.0 - expected) / f64::from(games)).sqrt();
            assert!(
                (observed - expected).abs() <= 4.0 * error,
                "{rules:?}: {bits:.2} bits, so {expected:.5}; {observed:.5} over {games} games"
            );
        }
    }

    #[test]
    fn a_cell_reproduces_alone() {
        let args = StudyArgs {
            seed: 5,
            games: 6,
            budget: 60,
            k: 2,
            horizon: 2,
            format: StudyFormat::Markdown,
        };
        let results = run(args).unwrap();
        assert_eq!(results.levels.len(), 6);
        assert_eq!(results.unsolvable, [SAMPLE_LEVELS[5].rules()]);
        let terms = Terms {
            budget: 60,
            k: 2,
            horizon: 2,
        };
        let (solver, cells) = &results.levels[2];
        assert_eq!(*solver.rules(), SAMPLE_LEVELS[2].rules());
        let alone = play_cell(solver, 2, Player::Cautious, Policy::Tiered, terms, &args);
        assert_eq!(cells[1][2], alone);
        let other_seed = StudyArgs { seed: 6, ..args };
        let moved = play_cell(
            solver,
            2,
            Player::Cautious,
            Policy::Tiered,
            terms,
            &other_seed,
        );
        assert_ne!(moved, alone, "another seed, other games");
    }
}
