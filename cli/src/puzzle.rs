//! `puzzle FILE …`: solve, hint, check, graph and play any puzzle of the river-crossing family from
//! its file (the format of `docs/family.md`), with the characters' names from the file. A thin layer
//! over `priests_devils::family`: it reads arguments, asks the library and words the answers.

use std::io::{self, BufRead, Write};
use std::path::Path;
use std::process::ExitCode;

use clap::{Args, Subcommand};
use priests_devils::family::{
    Bank, Crossing, Family, FamilyError, FamilyRating, FamilyState, FamilyStateKind, Puzzle,
};

use crate::{fail, Format};

/// What to do with a puzzle file.
#[derive(Subcommand, Debug)]
pub(crate) enum PuzzleCommand {
    /// Print an optimal plan with the banks after each crossing.
    Solve,
    /// The best next crossing from a state (by default the start).
    Hint {
        #[command(flatten)]
        state: StateArgs,
        /// Also list the milestones: the states every optimal plan from the state passes through.
        #[arg(long)]
        milestones: bool,
    },
    /// Whether a state is safe, lost or won, reachable, and how far the goal is.
    Check {
        #[command(flatten)]
        state: StateArgs,
    },
    /// The state graph from the start: states with their distance, every legal crossing, optimal
    /// crossings highlighted.
    Graph {
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Dot)]
        format: Format,
    },
    /// Play in the terminal: type the names of those who cross (`Farmer, Goat`, `2 Cop`), or hint,
    /// ai, undo, quit.
    Play,
}

/// A state typed by the names of who is on the left bank.
#[derive(Args, Debug, Clone)]
pub(crate) struct StateArgs {
    /// Who is on the left bank, e.g. `Wolf, Cabbage` or `2 Cop, Robber` [default: the start].
    #[arg(long)]
    left: Option<String>,
    /// Crossings made so far (even: the boat is on the left bank).
    #[arg(long, default_value_t = 0)]
    crossings: u32,
    /// The previous crossing's load (puzzles with `boat load-change`).
    #[arg(long)]
    previous_load: Option<u32>,
    /// Minutes elapsed (timed puzzles).
    #[arg(long, default_value_t = 0)]
    elapsed: u32,
}

/// Reads and builds the puzzle of `file`, then runs `command`; a file that cannot be read, breaks
/// the format or is too large is reported (exit status 2).
pub(crate) fn run(
    file: &Path,
    command: PuzzleCommand,
    out: &mut impl Write,
) -> io::Result<ExitCode> {
    let text = match std::fs::read_to_string(file) {
        Ok(text) => text,
        Err(e) => return Ok(fail(format!("{}: {e}", file.display()))),
    };
    let family = match Puzzle::parse(&text)
        .map_err(FamilyError::from)
        .and_then(Family::new)
    {
        Ok(family) => family,
        Err(e) => return Ok(fail(format!("{}: {e}", file.display()))),
    };
    match command {
        PuzzleCommand::Solve => solve(&family, out),
        PuzzleCommand::Hint { state, milestones } => match state.read(&family) {
            Ok(state) => hint(&family, &state, milestones, out),
            Err(e) => Ok(fail(e)),
        },
        PuzzleCommand::Check { state } => match state.read(&family) {
            Ok(state) => check(&family, &state, out),
            Err(e) => Ok(fail(e)),
        },
        PuzzleCommand::Graph { format } => graph(&family, format, out),
        PuzzleCommand::Play => {
            let echo = !std::io::IsTerminal::is_terminal(&io::stdin());
            play(&family, &mut io::stdin().lock(), echo, out)
        }
    }
}

impl StateArgs {
    fn read(&self, family: &Family) -> Result<FamilyState, String> {
        let left = match &self.left {
            Some(text) => family.puzzle().read_group(text)?,
            None => family.start().left,
        };
        Ok(FamilyState {
            left,
            crossings: self.crossings,
            previous_load: self.previous_load,
            elapsed: self.elapsed,
        })
    }
}

fn nobody(text: String) -> String {
    if text.is_empty() {
        "nobody".into()
    } else {
        text
    }
}

/// The two banks of a state, from the file's names.
fn banks(puzzle: &Puzzle, state: &FamilyState) -> String {
    let right: Vec<u32> = puzzle
        .kinds()
        .iter()
        .zip(&state.left)
        .map(|(k, &l)| k.count - l)
        .collect();
    format!(
        "left bank: {} | boat at the {} | right bank: {}",
        nobody(puzzle.describe(&state.left)),
        state.boat(),
        nobody(puzzle.describe(&right))
    )
}

fn heading(family: &Family) -> String {
    let puzzle = family.puzzle();
    let limit = puzzle
        .time_limit()
        .map_or(String::new(), |l| format!(", time limit {l}"));
    format!("{} (boat for {}{limit})", puzzle.title(), puzzle.capacity())
}

fn solve(family: &Family, out: &mut impl Write) -> io::Result<ExitCode> {
    writeln!(out, "{}", heading(family))?;
    let start = family.start();
    let report = family.report();
    let plan = match family.plan(&start) {
        Ok(plan) => plan,
        Err(e) => {
            writeln!(out, "No solution: {e}.")?;
            return Ok(ExitCode::from(1));
        }
    };
    let time = report
        .min_time
        .map_or(String::new(), |t| format!(", {t} minutes"));
    writeln!(
        out,
        "Solved in {} crossings{time} ({} optimal plans; {} by kind).",
        plan.len(),
        report.optimal_plans.distinct,
        report.optimal_plans.by_kind
    )?;
    writeln!(out, "    {}", banks(family.puzzle(), &start))?;
    let mut state = start;
    for (i, crossing) in plan.iter().enumerate() {
        let to = state.boat().other();
        state = match family.after(&state, crossing) {
            Ok(next) => next,
            Err(e) => return Ok(fail(e)),
        };
        let clock = if family.puzzle().is_timed() {
            format!(" [{} min]", state.elapsed)
        } else {
            String::new()
        };
        writeln!(
            out,
            "{:>2}. {} to the {to}{clock}",
            i + 1,
            family.puzzle().describe(&crossing.load)
        )?;
        writeln!(out, "    {}", banks(family.puzzle(), &state))?;
    }
    Ok(ExitCode::SUCCESS)
}

fn hint(
    family: &Family,
    state: &FamilyState,
    milestones: bool,
    out: &mut impl Write,
) -> io::Result<ExitCode> {
    let crossing = match family.next_crossing(state) {
        Ok(crossing) => crossing,
        Err(e) => return Ok(fail(e)),
    };
    let left = family.distance(state).unwrap_or(0);
    writeln!(
        out,
        "Next crossing: {} to the {} ({left} crossings left).",
        family.puzzle().describe(&crossing.load),
        state.boat().other()
    )?;
    if milestones {
        for m in family.milestones(state).unwrap_or_default() {
            writeln!(
                out,
                "  after {:>2}: {}",
                m.crossings,
                banks(family.puzzle(), &m.state)
            )?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn check(family: &Family, state: &FamilyState, out: &mut impl Write) -> io::Result<ExitCode> {
    let verdict = match family.check(state) {
        Ok(verdict) => verdict,
        Err(e) => return Ok(fail(e)),
    };
    writeln!(out, "{}", banks(family.puzzle(), state))?;
    let what = match verdict.kind {
        FamilyStateKind::Lost { bank, line } => {
            format!("lost: the {bank} breaks the rule of line {line}")
        }
        FamilyStateKind::Won => "won".into(),
        FamilyStateKind::Safe => match (verdict.crossings, verdict.within_limit) {
            (Some(n), true) => format!("safe, {n} crossings from the goal"),
            (Some(_), false) => "safe, but the goal cannot be reached within the time limit".into(),
            (None, _) => "safe, but no sequence of crossings leads to the goal".into(),
        },
    };
    let reach = if verdict.reachable {
        "reachable from the start"
    } else {
        "not reachable from the start"
    };
    writeln!(out, "This state is {what}; {reach}.")?;
    Ok(ExitCode::SUCCESS)
}

fn graph(family: &Family, format: Format, out: &mut impl Write) -> io::Result<ExitCode> {
    let graph = family.graph();
    let puzzle = family.puzzle();
    let label = |state: &FamilyState| {
        let side = match state.boat() {
            Bank::Left => "boat left",
            Bank::Right => "boat right",
        };
        format!("{} | {side}", nobody(puzzle.describe(&state.left)))
    };
    match format {
        Format::Dot => {
            writeln!(out, "digraph family {{")?;
            writeln!(out, "  label={:?};", puzzle.title())?;
            for (i, (state, crossings, _)) in graph.nodes.iter().enumerate() {
                let d = crossings.map_or("no path".to_string(), |d| d.to_string());
                writeln!(
                    out,
                    "  n{i} [label={:?}];",
                    format!("{}\n{d}", label(state))
                )?;
            }
            for (from, to, optimal) in &graph.edges {
                let style = if *optimal {
                    " [color=red, penwidth=2]"
                } else {
                    ""
                };
                writeln!(out, "  n{from} -> n{to}{style};")?;
            }
            writeln!(out, "}}")?;
        }
        Format::Json => {
            let nodes: Vec<String> = graph
                .nodes
                .iter()
                .map(|(state, crossings, time)| {
                    let opt = |v: &Option<u32>| v.map_or("null".to_string(), |v| v.to_string());
                    format!(
                        "{{\"left\":{:?},\"crossings\":{},\"label\":{:?},\"distance\":{},\"time\":{}}}",
                        state.left, state.crossings, label(state), opt(crossings), opt(time)
                    )
                })
                .collect();
            let edges: Vec<String> = graph
                .edges
                .iter()
                .map(|(f, t, o)| format!("{{\"from\":{f},\"to\":{t},\"optimal\":{o}}}"))
                .collect();
            writeln!(
                out,
                "{{\"title\":{:?},\"nodes\":[{}],\"edges\":[{}]}}",
                puzzle.title(),
                nodes.join(","),
                edges.join(",")
            )?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Plays in the terminal until the puzzle is solved, `quit`, or the input ends.
pub(crate) fn play(
    family: &Family,
    input: &mut impl BufRead,
    echo: bool,
    out: &mut impl Write,
) -> io::Result<ExitCode> {
    let puzzle = family.puzzle();
    writeln!(out, "{}", heading(family))?;
    writeln!(
        out,
        "Type who crosses, such as `{}`, or: hint, ai (one crossing for me), undo, quit.",
        example(puzzle)
    )?;
    let mut history = vec![family.start()];
    writeln!(out, "  {}", banks(puzzle, &history[0]))?;
    let mut line = String::new();
    loop {
        let at = history.last().cloned().unwrap_or_else(|| family.start());
        write!(out, "> ")?;
        out.flush()?;
        line.clear();
        if input.read_line(&mut line)? == 0 {
            writeln!(out)?;
            return Ok(ExitCode::SUCCESS);
        }
        let command = line.trim();
        if echo {
            writeln!(out, "{command}")?;
        }
        let crossing = match command {
            "quit" | "q" => return Ok(ExitCode::SUCCESS),
            "undo" | "u" => {
                if history.len() > 1 {
                    history.pop();
                }
                writeln!(out, "  {}", banks(puzzle, history.last().unwrap_or(&at)))?;
                continue;
            }
            "hint" | "h" | "ai" => match family.next_crossing(&at) {
                Ok(crossing) if command == "ai" => crossing,
                Ok(crossing) => {
                    writeln!(
                        out,
                        "Hint: {} to the {}.",
                        puzzle.describe(&crossing.load),
                        at.boat().other()
                    )?;
                    continue;
                }
                Err(e) => {
                    writeln!(out, "No hint: {e}.")?;
                    continue;
                }
            },
            "" => continue,
            typed => match puzzle.read_group(typed) {
                Ok(load) => Crossing { load },
                Err(e) => {
                    writeln!(out, "Not a crossing: {e}.")?;
                    continue;
                }
            },
        };
        let rating = family.rate(&at, &crossing);
        let next = match family.after(&at, &crossing) {
            Ok(next) => next,
            Err(e) => {
                writeln!(out, "Not allowed: {e}.")?;
                continue;
            }
        };
        writeln!(
            out,
            "{} cross to the {}.",
            puzzle.describe(&crossing.load),
            at.boat().other()
        )?;
        writeln!(out, "  {}", banks(puzzle, &next))?;
        match rating {
            Ok(FamilyRating::Loses { bank, line }) => {
                writeln!(out, "Game over: the {bank} breaks the rule of line {line}.")?;
                return Ok(ExitCode::from(1));
            }
            Ok(FamilyRating::OutOfTime) => {
                writeln!(out, "The goal can no longer be reached in time.")?
            }
            Ok(FamilyRating::NoPath) => {
                writeln!(out, "No sequence of crossings leads to the goal any more.")?
            }
            _ => {}
        }
        if family
            .check(&next)
            .is_ok_and(|v| v.kind == FamilyStateKind::Won)
        {
            let time = if puzzle.is_timed() {
                format!(" in {} minutes", next.elapsed)
            } else {
                String::new()
            };
            writeln!(out, "Solved in {} crossings{time}.", next.crossings)?;
            return Ok(ExitCode::SUCCESS);
        }
        history.push(next);
    }
}

/// A crossing to show in the instructions: the first rower's name.
fn example(puzzle: &Puzzle) -> String {
    puzzle
        .kinds()
        .first()
        .map_or(String::new(), |k| k.member(0))
}
