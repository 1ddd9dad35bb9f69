//! `priests-devils`: the command-line face of the solver. A thin layer over the library's Rust API: it
//! parses arguments, asks the library, and words the answers; the rules and the search live in the
//! library. One module per concern: `text` (solve, hint, check), `graph` (DOT and JSON), `play` (the
//! interactive game), `levels` (the level designer's report), `config` (the game options). (The hint
//! study, simulated players under hint policies, is a contributor's tool: `cargo xtask study`.)

mod config;
mod graph;
mod levels;
mod play;
mod puzzle;
mod text;

use std::io::{self, IsTerminal};
use std::path::PathBuf;
use std::process::ExitCode;
use std::str::FromStr;

use clap::{Parser, Subcommand, ValueEnum};
use priests_devils::{Side, Solver, State};

use crate::config::Config;

/// How many solutions `solve --all` lists unless told otherwise.
const DEFAULT_LIMIT: usize = 100;

/// Solve, check and play Priests and Devils (missionaries and cannibals) puzzles.
#[derive(Parser, Debug)]
#[command(version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    config: Config,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Print the shortest plan with the banks after each crossing (the default command).
    Solve {
        /// List every shortest solution (up to --limit) instead of the preferred one.
        #[arg(long)]
        all: bool,
        /// The most solutions --all lists.
        #[arg(long, default_value_t = DEFAULT_LIMIT)]
        limit: usize,
    },
    /// The best next crossing from a state.
    Hint {
        /// The state: priests and devils on the start bank, and the boat's side, e.g. `3,1,far`.
        #[arg(long)]
        state: StateArg,
        /// Also list the milestones: the states every shortest plan from the state passes through.
        #[arg(long)]
        milestones: bool,
    },
    /// Whether a state is safe, lost or won, reachable, and how far the goal is.
    Check {
        /// The state, e.g. `3,1,far`.
        #[arg(long)]
        state: StateArg,
    },
    /// The state graph: safe states with their distance, every legal crossing, shortest solutions
    /// highlighted.
    Graph {
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Dot)]
        format: Format,
        /// Also show the lost states one crossing away from a safe state.
        #[arg(long)]
        with_lost: bool,
    },
    /// Play in the terminal: type crossings such as `1p 1d`, or hint, ai, undo, quit.
    Play,
    /// A level designer's report over ranges of configurations, one row each: solvable, fewest
    /// crossings, optimal plans, safe and reachable states, milestones, the farthest state, difficulty.
    /// Ranges such as `--priests 1..8` (default 1..8 priests, 1..8 devils, boats 2..5).
    Levels {
        /// Output format; `svg` draws a heat map of the fewest crossings.
        #[arg(long, value_enum, default_value_t = levels::LevelFormat::Table)]
        format: levels::LevelFormat,
        /// Every rule variant (each value of --boat-safety with each of --rowers), not only the one
        /// chosen.
        #[arg(long)]
        all_variants: bool,
        /// Instead of every configuration, N solvable levels of strictly rising difficulty, from the
        /// ranges' easiest to their hardest, spread evenly; ties go to fewer priests, then devils, then
        /// the smaller boat, then the classic variant.
        #[arg(long, value_name = "N")]
        propose: Option<usize>,
    },
    /// Any puzzle of the river-crossing family from its file (docs/family.md): solve, hint, check,
    /// graph or play it, with the characters' names from the file.
    Puzzle {
        /// The puzzle's file, such as puzzles/wolf-goat-cabbage.river.
        file: PathBuf,
        #[command(subcommand)]
        command: puzzle::PuzzleCommand,
    },
}

/// Output formats of `graph`.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub(crate) enum Format {
    /// Graphviz DOT (render with `dot -Tsvg`).
    Dot,
    /// JSON with nodes and edges.
    Json,
}

/// A state typed as `priests,devils,side` with side `start`/`far` (or `0`/`1`).
#[derive(Clone, Copy, Debug)]
struct StateArg(State);

impl FromStr for StateArg {
    type Err = String;

    fn from_str(text: &str) -> Result<StateArg, String> {
        let parts: Vec<&str> = text.split(',').map(str::trim).collect();
        let [p, d, side] = parts.as_slice() else {
            return Err("expected PRIESTS,DEVILS,SIDE such as 3,1,far".into());
        };
        let count = |s: &str, what: &str| {
            s.parse::<u32>()
                .map_err(|_| format!("{what} must be a whole number, not {s:?}"))
        };
        let side = match side.to_ascii_lowercase().as_str() {
            "start" | "s" | "0" => Side::Start,
            "far" | "f" | "1" => Side::Far,
            other => return Err(format!("the side must be start or far, not {other:?}")),
        };
        Ok(StateArg(State::new(
            count(p, "priests")?,
            count(d, "devils")?,
            side,
        )))
    }
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if !e.use_stderr() => e.exit(), // --help and --version
        Err(e) => {
            // One line, no usage dump: "error: invalid value 'x' for '--state <STATE>': ..."
            let text = e.to_string();
            eprintln!(
                "{}",
                text.lines().next().unwrap_or("error: invalid arguments")
            );
            return ExitCode::from(2);
        }
    };
    let config = cli.config;
    let out = &mut io::stdout().lock();
    let result = match cli.command.unwrap_or(Command::Solve {
        all: false,
        limit: DEFAULT_LIMIT,
    }) {
        Command::Solve { all, limit } => {
            with_solver(&config, |solver| text::solve(solver, all, limit, out))
        }
        Command::Hint { state, milestones } => with_solver(&config, |solver| {
            text::hint(solver, state.0, milestones, out)
        }),
        Command::Check { state } => {
            with_solver(&config, |solver| text::check(solver, state.0, out))
        }
        Command::Graph { format, with_lost } => with_solver(&config, |solver| {
            graph::graph(solver, format, with_lost, out)
        }),
        Command::Play => with_solver(&config, |solver| {
            // Commands read from a file or pipe are echoed, so that the transcript reads like a session.
            let echo = !io::stdin().is_terminal();
            play::play(solver, &mut io::stdin().lock(), echo, out)
        }),
        Command::Levels {
            format,
            all_variants,
            propose,
        } => levels::levels(&config, format, all_variants, propose, out),
        Command::Puzzle { file, command } => puzzle::run(&file, command, out),
    };
    match result {
        Ok(code) => code,
        // A reader that stopped early (`| head`) is not an error.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => fail(e),
    }
}

/// Builds the solver of the one configuration the options name and runs `command` on it; a bad or
/// too large configuration is reported (exit status 2).
fn with_solver(
    config: &Config,
    command: impl FnOnce(&Solver) -> io::Result<ExitCode>,
) -> io::Result<ExitCode> {
    match config.rules().map(Solver::new) {
        Ok(Ok(solver)) => command(&solver),
        Ok(Err(e)) => Ok(fail(e)),
        Err(e) => Ok(fail(e)),
    }
}

/// Reports an error on one line and exits with status 2.
pub(crate) fn fail(error: impl std::fmt::Display) -> ExitCode {
    eprintln!("error: {error}");
    ExitCode::from(2)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Cli, clap::Error> {
        Cli::try_parse_from(std::iter::once("priests-devils").chain(args.iter().copied()))
    }

    #[test]
    fn no_arguments_mean_the_classic_game_and_the_default_command() {
        let cli = parse(&[]).unwrap();
        assert!(cli.command.is_none());
        assert_eq!(cli.config.rules(), Ok(priests_devils::Rules::CLASSIC));
    }

    #[test]
    fn solve_takes_all_and_a_limit_defaulting_to_the_constant() {
        match parse(&["solve", "--all"]).unwrap().command {
            Some(Command::Solve { all, limit }) => assert!(all && limit == DEFAULT_LIMIT),
            other => panic!("{other:?}"),
        }
        match parse(&["solve", "--limit", "5"]).unwrap().command {
            Some(Command::Solve { all, limit }) => assert!(!all && limit == 5),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn configuration_options_are_global() {
        let cli = parse(&[
            "hint", "--state", "3,1,far", "-p", "5", "--devils", "4", "-b", "3",
        ])
        .unwrap();
        assert_eq!(
            cli.config.rules(),
            Ok(priests_devils::Rules::new(5, 4, 3).unwrap())
        );
        match cli.command {
            Some(Command::Hint { state, .. }) => assert_eq!(state.0, State::new(3, 1, Side::Far)),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn states_parse_with_every_spelling_of_a_side() {
        for (text, side) in [
            ("2,2,start", Side::Start),
            ("2, 2, S", Side::Start),
            ("2,2,0", Side::Start),
            ("2,2,far", Side::Far),
            ("2,2,1", Side::Far),
        ] {
            assert_eq!(
                text.parse::<StateArg>().unwrap().0,
                State::new(2, 2, side),
                "{text}"
            );
        }
        assert!("2,2"
            .parse::<StateArg>()
            .unwrap_err()
            .contains("PRIESTS,DEVILS,SIDE"));
        assert!("x,2,far"
            .parse::<StateArg>()
            .unwrap_err()
            .contains("priests must be a whole number"));
        assert!("2,2,left"
            .parse::<StateArg>()
            .unwrap_err()
            .contains("start or far"));
    }

    #[test]
    fn bad_arguments_are_errors_not_panics() {
        assert!(parse(&["hint"]).is_err(), "--state is required");
        assert!(parse(&["graph", "--format", "png"]).is_err());
        assert!(parse(&["-p", "many"]).is_err());
        assert!(parse(&["fly"]).is_err());
    }
}
