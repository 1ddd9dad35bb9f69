//! `priests-devils`: the command-line face of the solver. A thin layer over the library's Rust API.

use std::io::{self, Write};
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use priests_devils::{Rules, Side, Solver, State};

/// Solve Priests and Devils (missionaries and cannibals) puzzles.
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
    /// Print the shortest plan with the banks after each crossing (the default).
    Solve {
        #[command(flatten)]
        config: Config,
    },
}

/// The game configuration (default: the classic 3 priests, 3 devils, boat for 2).
#[derive(Args, Debug, Clone, Copy)]
struct Config {
    /// Priests in the game.
    #[arg(long, short = 'p', default_value_t = 3, global = true)]
    priests: u32,
    /// Devils in the game.
    #[arg(long, short = 'd', default_value_t = 3, global = true)]
    devils: u32,
    /// The most characters the boat carries.
    #[arg(long, short = 'b', default_value_t = 2, global = true)]
    boat: u32,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let config = match cli.command {
        Some(Command::Solve { config }) => config,
        None => cli.config,
    };
    let rules = match Rules::new(config.priests, config.devils, config.boat) {
        Ok(rules) => rules,
        Err(e) => return fail(e),
    };
    let solver = match Solver::new(rules) {
        Ok(solver) => solver,
        Err(e) => return fail(e),
    };
    match solve(&solver, &mut io::stdout().lock()) {
        Ok(code) => code,
        // A reader that stopped early (`| head`) is not an error.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => fail(e),
    }
}

/// Reports an error on one line and exits with status 2.
fn fail(error: impl std::fmt::Display) -> ExitCode {
    eprintln!("error: {error}");
    ExitCode::from(2)
}

/// Prints the shortest plan with the banks after each crossing; exit status 1 when there is none.
fn solve(solver: &Solver, out: &mut impl Write) -> io::Result<ExitCode> {
    let rules = *solver.rules();
    writeln!(
        out,
        "Priests and Devils: {} priests, {} devils, a boat for {}.",
        rules.priests(),
        rules.devils(),
        rules.boat_capacity()
    )?;
    let start = rules.start();
    let plan = match solver.solution(start) {
        Ok(plan) => plan,
        Err(e) => {
            writeln!(out, "No solution: {}.", why_unsolvable(&rules, e))?;
            return Ok(ExitCode::from(1));
        }
    };
    writeln!(out, "Shortest plan: {} crossings.\n", plan.len())?;
    writeln!(
        out,
        "  #  {:<24} {:<16} {:<6} far bank",
        "crossing", "start bank", "boat"
    )?;
    writeln!(out, "{:>3}  {:<24} {}", 0, "", banks(&rules, start))?;
    for (i, (mv, after)) in plan.enumerate() {
        let arrow = if after.boat == Side::Far { "->" } else { "<-" };
        writeln!(
            out,
            "{:>3}  {:<24} {}",
            i + 1,
            format!("{arrow} {mv}"),
            banks(&rules, after)
        )?;
    }
    Ok(ExitCode::SUCCESS)
}

/// A human explanation of why the start has no solution.
fn why_unsolvable(rules: &Rules, error: priests_devils::Error) -> String {
    match error {
        priests_devils::Error::Lost(side) => {
            format!("devils outnumber priests on the {side} before the first crossing")
        }
        _ if rules.priests() + rules.devils() == 0 => "there is nobody to row the boat".to_string(),
        _ => format!(
            "every sequence of crossings with a boat for {} leaves devils outnumbering priests somewhere",
            rules.boat_capacity()
        ),
    }
}

/// The two banks and the boat, e.g. `PP DD            far    P D`.
fn banks(rules: &Rules, s: State) -> String {
    let people = |p: u32, d: u32| {
        let text = format!(
            "{} {}",
            "P".repeat(p.min(12) as usize),
            "D".repeat(d.min(12) as usize)
        );
        let text = text.trim().to_string();
        if p > 12 || d > 12 {
            format!("{p}P {d}D")
        } else if text.is_empty() {
            "-".to_string()
        } else {
            text
        }
    };
    let boat = match s.boat {
        Side::Start => "start",
        Side::Far => "far",
    };
    format!(
        "{:<16} {:<6} {}",
        people(s.priests, s.devils),
        boat,
        people(rules.priests() - s.priests, rules.devils() - s.devils)
    )
}
