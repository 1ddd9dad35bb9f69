//! `priests-devils`: the command-line face of the solver. A thin layer over the library's Rust API: it
//! parses arguments, asks the library, and words the answers; the rules and the search live in the library.

use std::io::{self, BufRead, IsTerminal, Write};
use std::process::ExitCode;
use std::str::FromStr;

use clap::{Args, Parser, Subcommand, ValueEnum};
use priests_devils::{
    Diagram, Error, IllegalMove, Move, Rating, Rules, Side, Solver, State, StateKind,
};

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
        #[arg(long, default_value_t = 100)]
        limit: usize,
    },
    /// The best next crossing from a state.
    Hint {
        /// The state: priests and devils on the start bank, and the boat's side, e.g. `3,1,far`.
        #[arg(long)]
        state: StateArg,
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
}

/// Output formats of `graph`.
#[derive(Clone, Copy, Debug, ValueEnum)]
enum Format {
    /// Graphviz DOT (render with `dot -Tsvg`).
    Dot,
    /// JSON with nodes and edges.
    Json,
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

/// The largest puzzle `graph` draws.
const MAX_GRAPH_STATES: u32 = 20_000;

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
    let rules = match Rules::new(config.priests, config.devils, config.boat) {
        Ok(rules) => rules,
        Err(e) => return fail(e),
    };
    let solver = match Solver::new(rules) {
        Ok(solver) => solver,
        Err(e) => return fail(e),
    };
    let out = &mut io::stdout().lock();
    let result = match cli.command.unwrap_or(Command::Solve {
        all: false,
        limit: 100,
    }) {
        Command::Solve { all, limit } => solve(&solver, all, limit, out),
        Command::Hint { state } => hint(&solver, state.0, out),
        Command::Check { state } => check(&solver, state.0, out),
        Command::Graph { format, with_lost } => graph(&solver, format, with_lost, out),
        Command::Play => play(&solver, &mut io::stdin().lock(), out),
    };
    match result {
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

fn title(rules: &Rules) -> String {
    format!(
        "Priests and Devils: {} priests, {} devils, a boat for {}.",
        rules.priests(),
        rules.devils(),
        rules.boat_capacity()
    )
}

/// Prints the shortest plan (or every shortest plan) with the banks after each crossing; exit status 1
/// when there is none.
fn solve(solver: &Solver, all: bool, limit: usize, out: &mut impl Write) -> io::Result<ExitCode> {
    let rules = *solver.rules();
    writeln!(out, "{}", title(&rules))?;
    let start = rules.start();
    let plans = if all {
        solver.shortest_solutions(start, limit)
    } else {
        solver
            .solution(start)
            .map(|plan| vec![plan.map(|(mv, _)| mv).collect()])
    };
    let plans = match plans {
        Ok(plans) => plans,
        Err(e) => {
            writeln!(out, "No solution: {}.", why_unsolvable(&rules, e))?;
            return Ok(ExitCode::from(1));
        }
    };
    let length = plans.first().map_or(0, Vec::len);
    if all {
        let count = solver.count_shortest_solutions(start).unwrap_or_default();
        let shown = if (plans.len() as u128) < count {
            format!(" (showing {})", plans.len())
        } else {
            String::new()
        };
        writeln!(
            out,
            "{count} shortest solutions of {length} crossings{shown}."
        )?;
    } else {
        writeln!(out, "Shortest plan: {length} crossings.")?;
    }
    for (n, plan) in plans.iter().enumerate() {
        writeln!(out)?;
        if all {
            writeln!(out, "Solution {}:", n + 1)?;
        }
        writeln!(
            out,
            "  #  {:<24} {:<16} {:<6} far bank",
            "crossing", "start bank", "boat"
        )?;
        writeln!(out, "{:>3}  {:<24} {}", 0, "", banks(&rules, start))?;
        let mut at = start;
        for (i, &mv) in plan.iter().enumerate() {
            at = at.apply(&rules, mv).expect("plans hold legal moves");
            let arrow = if at.boat == Side::Far { "->" } else { "<-" };
            writeln!(
                out,
                "{:>3}  {:<24} {}",
                i + 1,
                format!("{arrow} {mv}"),
                banks(&rules, at)
            )?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// A human explanation of why the start has no solution.
fn why_unsolvable(rules: &Rules, error: Error) -> String {
    match error {
        Error::Lost(side) => format!("devils outnumber priests on the {side} before the first crossing"),
        _ if rules.priests() + rules.devils() == 0 => "there is nobody to row the boat".to_string(),
        _ => format!(
            "every sequence of crossings with a boat for {} leaves devils outnumbering priests somewhere",
            rules.boat_capacity()
        ),
    }
}

/// `start` or `far`: a side as the CLI reads and writes it.
fn side_word(side: Side) -> &'static str {
    match side {
        Side::Start => "start",
        Side::Far => "far",
    }
}

/// The two banks and the boat, e.g. `PP DD            far    P D`.
fn banks(rules: &Rules, s: State) -> String {
    format!(
        "{:<16} {:<6} {}",
        people(s.priests, s.devils),
        side_word(s.boat),
        people(rules.priests() - s.priests, rules.devils() - s.devils)
    )
}

/// `PP DD` for small counts, `20P 13D` for large ones, `-` for nobody.
fn people(p: u32, d: u32) -> String {
    if p > 12 || d > 12 {
        return format!("{p}P {d}D");
    }
    let text = format!("{} {}", "P".repeat(p as usize), "D".repeat(d as usize));
    match text.trim() {
        "" => "-".to_string(),
        t => t.to_string(),
    }
}

fn direction(side: Side) -> &'static str {
    match side {
        Side::Start => "to the far bank",
        Side::Far => "back to the start bank",
    }
}

/// Prints the best next crossing; exit status 1 when there is none.
fn hint(solver: &Solver, state: State, out: &mut impl Write) -> io::Result<ExitCode> {
    match solver.next_move(state) {
        Ok(mv) => {
            let left = solver.distance(state).unwrap_or_default();
            writeln!(
                out,
                "Take {mv} {} ({left} crossings to the goal, this one included).",
                direction(state.boat)
            )?;
            Ok(ExitCode::SUCCESS)
        }
        Err(Error::StateOutOfRange) => Ok(fail(Error::StateOutOfRange)),
        Err(e) => {
            writeln!(out, "No hint: {e}.")?;
            Ok(ExitCode::from(1))
        }
    }
}

/// Prints the verdict on a state in words.
fn check(solver: &Solver, state: State, out: &mut impl Write) -> io::Result<ExitCode> {
    let verdict = match solver.check(state) {
        Ok(v) => v,
        Err(e) => return Ok(fail(e)),
    };
    let words = match verdict.kind {
        StateKind::Lost(side) => format!("lost: devils outnumber priests on the {side}"),
        StateKind::Won => "won: everyone is on the far bank".to_string(),
        StateKind::Safe => {
            let reach = if verdict.reachable {
                "reachable from the start"
            } else {
                "not reachable from the start"
            };
            match verdict.distance {
                Some(d) => format!("safe, {reach}, {d} crossings from the goal"),
                None => format!("safe, {reach}, and the goal cannot be reached from it"),
            }
        }
    };
    writeln!(out, "{state}: {words}.")?;
    Ok(ExitCode::SUCCESS)
}

fn node_id(s: State) -> String {
    format!("{},{},{}", s.priests, s.devils, side_word(s.boat))
}

/// Prints the state graph as DOT or JSON.
fn graph(
    solver: &Solver,
    format: Format,
    with_lost: bool,
    out: &mut impl Write,
) -> io::Result<ExitCode> {
    if solver.safe_states() > MAX_GRAPH_STATES {
        return Ok(fail(format!(
            "the graph has {} safe states; `graph` draws puzzles of up to {MAX_GRAPH_STATES}",
            solver.safe_states()
        )));
    }
    let diagram = solver.diagram(with_lost);
    match format {
        Format::Dot => write_dot(solver, &diagram, out)?,
        Format::Json => write_json(solver, &diagram, out)?,
    }
    Ok(ExitCode::SUCCESS)
}

fn write_dot(solver: &Solver, diagram: &Diagram, out: &mut impl Write) -> io::Result<()> {
    let rules = solver.rules();
    let best = solver
        .min_crossings()
        .map_or("no solution".to_string(), |d| format!("{d} crossings"));
    writeln!(out, "digraph priests_devils {{")?;
    writeln!(
        out,
        "  label=\"{} priests, {} devils, boat for {}: {} safe states, {} reachable, {best}. Bold blue: shortest solutions; dashed: unreachable.\";",
        rules.priests(),
        rules.devils(),
        rules.boat_capacity(),
        solver.safe_states(),
        solver.reachable_states()
    )?;
    writeln!(out, "  labelloc=t; rankdir=LR; node [shape=box, style=rounded, fontname=Helvetica]; edge [fontname=Helvetica, fontsize=10];")?;
    for n in &diagram.nodes {
        let s = n.state;
        let distance = n
            .distance
            .map_or("no path".to_string(), |d| format!("{d} to go"));
        let (label, mut attrs) = match n.kind {
            StateKind::Lost(side) => (
                format!(
                    "{}P {}D {}\\nlost ({})",
                    s.priests,
                    s.devils,
                    side_word(s.boat),
                    side
                ),
                vec![
                    "shape=octagon".to_string(),
                    "color=red".to_string(),
                    "fontcolor=red".to_string(),
                ],
            ),
            StateKind::Won => (
                format!("{}P {}D far\\nwon", s.priests, s.devils),
                vec!["peripheries=2".to_string()],
            ),
            StateKind::Safe => (
                format!(
                    "{}P {}D {}\\n{distance}",
                    s.priests,
                    s.devils,
                    side_word(s.boat)
                ),
                Vec::new(),
            ),
        };
        if !n.reachable && !matches!(n.kind, StateKind::Lost(_)) {
            attrs.push("style=\"rounded,dashed\"".into());
            attrs.push("color=gray50".into());
        }
        if n.on_solution {
            attrs.push("color=blue".into());
            attrs.push("penwidth=2".into());
        }
        writeln!(
            out,
            "  \"{}\" [label=\"{label}\"{}];",
            node_id(s),
            attrs.iter().map(|a| format!(", {a}")).collect::<String>()
        )?;
    }
    for e in &diagram.edges {
        let mut attrs = vec![format!(
            "label=\"{}P{}D\"",
            e.crossing.priests, e.crossing.devils
        )];
        if e.reversible {
            attrs.push("dir=both".into());
        } else {
            attrs.push("color=red".into());
            attrs.push("style=dotted".into());
        }
        if e.on_solution {
            attrs.push("color=blue".into());
            attrs.push("penwidth=2".into());
        }
        writeln!(
            out,
            "  \"{}\" -> \"{}\" [{}];",
            node_id(e.from),
            node_id(e.to),
            attrs.join(", ")
        )?;
    }
    writeln!(out, "}}")
}

fn write_json(solver: &Solver, diagram: &Diagram, out: &mut impl Write) -> io::Result<()> {
    let rules = solver.rules();
    let kind = |k: StateKind| match k {
        StateKind::Safe => "safe",
        StateKind::Won => "won",
        StateKind::Lost(Side::Start) => "lost_start_bank",
        StateKind::Lost(Side::Far) => "lost_far_bank",
    };
    let nodes: Vec<serde_json::Value> = diagram
        .nodes
        .iter()
        .map(|n| {
            serde_json::json!({
                "id": node_id(n.state),
                "priests": n.state.priests,
                "devils": n.state.devils,
                "boat": side_word(n.state.boat),
                "kind": kind(n.kind),
                "reachable": n.reachable,
                "distance": n.distance,
                "on_solution": n.on_solution,
            })
        })
        .collect();
    let edges: Vec<serde_json::Value> = diagram
        .edges
        .iter()
        .map(|e| {
            serde_json::json!({
                "from": node_id(e.from),
                "to": node_id(e.to),
                "priests": e.crossing.priests,
                "devils": e.crossing.devils,
                "reversible": e.reversible,
                "on_solution": e.on_solution,
            })
        })
        .collect();
    let doc = serde_json::json!({
        "rules": { "priests": rules.priests(), "devils": rules.devils(), "boat_capacity": rules.boat_capacity() },
        "min_crossings": solver.min_crossings(),
        "safe_states": solver.safe_states(),
        "reachable_states": solver.reachable_states(),
        "nodes": nodes,
        "edges": edges,
    });
    serde_json::to_writer_pretty(&mut *out, &doc).map_err(io::Error::other)?;
    writeln!(out)
}

/// Parses a crossing typed as `1p 1d`, `2d`, `p d` or `1p1d`: counts default to 1.
fn parse_crossing(text: &str) -> Option<Move> {
    let (mut priests, mut devils, mut digits, mut any) = (0u32, 0u32, String::new(), false);
    for c in text.chars() {
        match c.to_ascii_lowercase() {
            '0'..='9' => digits.push(c),
            'p' | 'd' => {
                let n = if digits.is_empty() {
                    1
                } else {
                    digits.parse().ok()?
                };
                digits.clear();
                let slot = if c.eq_ignore_ascii_case(&'p') {
                    &mut priests
                } else {
                    &mut devils
                };
                *slot = slot.checked_add(n)?;
                any = true;
            }
            ' ' | ',' | '+' => {}
            _ => return None,
        }
    }
    (any && digits.is_empty()).then_some(Move::new(priests, devils))
}

/// Plays in the terminal, one command per input line, until the game is won, `quit`, or the input ends.
fn play(solver: &Solver, input: &mut impl BufRead, out: &mut impl Write) -> io::Result<ExitCode> {
    // Commands read from a file or pipe are echoed, so that the transcript reads like a session.
    let echo = !io::stdin().is_terminal();
    let rules = *solver.rules();
    writeln!(out, "{}", title(&rules))?;
    writeln!(
        out,
        "Type a crossing such as `1p 1d` or `2d`, or: hint, ai (one crossing for me), undo, quit."
    )?;
    let mut history = vec![rules.start()];
    let show = |out: &mut dyn Write, s: State| -> io::Result<()> {
        let p = people(s.priests, s.devils);
        let f = people(rules.priests() - s.priests, rules.devils() - s.devils);
        writeln!(
            out,
            "  start bank: {p:<12} | boat at the {} | far bank: {f}",
            s.boat
        )
    };
    show(out, rules.start())?;
    if let Some(side) = rules.lost_bank(rules.start()) {
        writeln!(
            out,
            "Game over before it starts: devils outnumber priests on the {side}."
        )?;
        return Ok(ExitCode::from(1));
    }
    let mut line = String::new();
    loop {
        let at = *history.last().expect("history starts with the start");
        let lost = rules.lost_bank(at);
        write!(out, "> ")?;
        out.flush()?;
        line.clear();
        if input.read_line(&mut line)? == 0 {
            writeln!(out)?;
            return Ok(ExitCode::SUCCESS);
        }
        let command = line.trim().to_ascii_lowercase();
        if echo {
            writeln!(out, "{command}")?;
        }
        let mv = match command.as_str() {
            "" => continue,
            "quit" | "q" | "exit" => return Ok(ExitCode::SUCCESS),
            "undo" | "u" => {
                if history.len() > 1 {
                    history.pop();
                    writeln!(out, "Undone.")?;
                    show(out, *history.last().expect("not empty"))?;
                } else {
                    writeln!(out, "Nothing to undo.")?;
                }
                continue;
            }
            _ if lost.is_some() => {
                writeln!(
                    out,
                    "The game is over: type undo to take the last crossing back, or quit."
                )?;
                continue;
            }
            "hint" | "h" => {
                match solver.next_move(at) {
                    Ok(mv) => writeln!(out, "Hint: take {mv} {}.", direction(at.boat))?,
                    Err(e) => writeln!(out, "No hint: {e}.")?,
                }
                continue;
            }
            "ai" | "a" => match solver.next_move(at) {
                Ok(mv) => {
                    writeln!(out, "AI takes {mv} {}.", direction(at.boat))?;
                    mv
                }
                Err(e) => {
                    writeln!(out, "The AI cannot move: {e}.")?;
                    continue;
                }
            },
            text => match parse_crossing(text) {
                Some(mv) => mv,
                None => {
                    writeln!(out, "Not understood: {text:?}. Type e.g. `1p 1d`, `2d`, hint, ai, undo or quit.")?;
                    continue;
                }
            },
        };
        // The library rates the move; the CLI only words the reason.
        if let Ok(Rating::Illegal(why)) = solver.rate_move(at, mv) {
            let reason = match why {
                IllegalMove::EmptyBoat => "somebody must be on board to row".to_string(),
                IllegalMove::OverCapacity => {
                    format!("the boat holds at most {}", rules.boat_capacity())
                }
                IllegalMove::NotEnoughCharacters => {
                    let (p, d) = at.boat_bank(&rules);
                    format!(
                        "the boat is at the {}, which has {p} priest(s) and {d} devil(s)",
                        at.boat
                    )
                }
            };
            writeln!(out, "Illegal move: {reason}.")?;
            continue;
        }
        let Ok(next) = at.apply(&rules, mv) else {
            continue;
        };
        history.push(next);
        show(out, next)?;
        let crossings = history.len() - 1;
        if let Some(side) = rules.lost_bank(next) {
            writeln!(
                out,
                "You lose: devils outnumber priests on the {side}. Type undo to take it back, or quit."
            )?;
        } else if next == rules.goal() {
            let best = solver.min_crossings().unwrap_or_default() as usize;
            let note = if crossings == best {
                "the best possible".to_string()
            } else {
                format!("best: {best}")
            };
            writeln!(out, "You win in {crossings} crossings ({note})!")?;
            return Ok(ExitCode::SUCCESS);
        }
    }
}
