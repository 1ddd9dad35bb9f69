//! The text commands: `solve`, `hint` and `check`, and the wording they share with `play`.

use std::io::{self, Write};
use std::process::ExitCode;

use priests_devils::{BoatSafety, Error, Rowers, Rules, Side, Solver, State, StateKind};

use crate::fail;

pub(crate) fn title(rules: &Rules) -> String {
    let mut title = format!(
        "Priests and Devils: {} priests, {} devils, a boat for {}.",
        rules.priests(),
        rules.devils(),
        rules.boat_capacity()
    );
    // Each rule that differs from the classic game's, as the library words it.
    if rules.boat_safety() != BoatSafety::default() {
        title.push_str(&sentence(&rules.boat_safety().to_string()));
    }
    if rules.rowers() != Rowers::default() {
        title.push_str(&sentence(&rules.rowers().to_string()));
    }
    title
}

/// `words` as a sentence after another: " Only priests row."
fn sentence(words: &str) -> String {
    let mut chars = words.chars();
    let first = chars.next().map(|c| c.to_uppercase().to_string());
    format!(" {}{}.", first.unwrap_or_default(), chars.as_str())
}

/// A plan count in words; a saturated count reads "at least".
fn plans_in_words(count: u64) -> String {
    match count {
        1 => "the only optimal plan".to_string(),
        u64::MAX => format!("one of at least {count} optimal plans"),
        n => format!("one of {n} optimal plans"),
    }
}

/// Prints the shortest plan (or every shortest plan) with the banks after each crossing; exit status 1
/// when there is none.
pub(crate) fn solve(
    solver: &Solver,
    all: bool,
    limit: usize,
    out: &mut impl Write,
) -> io::Result<ExitCode> {
    let rules = *solver.rules();
    writeln!(out, "{}", title(&rules))?;
    let start = rules.start();
    let plans = if all {
        solver.optimal_plans(start, limit)
    } else {
        solver
            .plan(start)
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
    let count = solver.count_optimal_plans(start).unwrap_or_default();
    if all {
        let shown = if (plans.len() as u64) < count {
            format!(" (showing {})", plans.len())
        } else {
            String::new()
        };
        writeln!(
            out,
            "{count} shortest solutions of {}{shown}.",
            crossings(length as u64)
        )?;
    } else {
        writeln!(
            out,
            "Shortest plan: {} ({}).",
            crossings(length as u64),
            plans_in_words(count)
        )?;
    }
    // The crossings after which every shortest plan is in the same state.
    let milestones: Vec<u32> = solver
        .milestones(start)
        .unwrap_or_default()
        .iter()
        .map(|m| m.crossings())
        .collect();
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
        for (i, &mv) in (1..).zip(plan) {
            at = at.apply(&rules, mv).expect("plans hold legal moves");
            let arrow = if at.boat == Side::Far { "->" } else { "<-" };
            let mark = if milestones.contains(&i) { '*' } else { ' ' };
            writeln!(
                out,
                "{i:>3}{mark} {:<24} {}",
                format!("{arrow} {mv}"),
                banks(&rules, at)
            )?;
        }
    }
    if !plans.is_empty() && length > 0 {
        writeln!(
            out,
            "\n* milestone: every shortest plan passes through this state ({} of {length}).",
            milestones.len()
        )?;
    }
    Ok(ExitCode::SUCCESS)
}

/// A human explanation of why the start has no solution.
pub(crate) fn why_unsolvable(rules: &Rules, error: Error) -> String {
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
pub(crate) fn side_word(side: Side) -> &'static str {
    match side {
        Side::Start => "start",
        Side::Far => "far",
    }
}

/// The two banks and the boat, e.g. `PP DD            far    P D`.
pub(crate) fn banks(rules: &Rules, s: State) -> String {
    format!(
        "{:<16} {:<6} {}",
        people(s.priests, s.devils),
        side_word(s.boat),
        people(rules.priests() - s.priests, rules.devils() - s.devils)
    )
}

/// `PP DD` for small counts, `20P 13D` for large ones, `-` for nobody.
pub(crate) fn people(p: u32, d: u32) -> String {
    if p > 12 || d > 12 {
        return format!("{p}P {d}D");
    }
    let text = format!("{} {}", "P".repeat(p as usize), "D".repeat(d as usize));
    match text.trim() {
        "" => "-".to_string(),
        t => t.to_string(),
    }
}

pub(crate) fn direction(side: Side) -> &'static str {
    match side {
        Side::Start => "to the far bank",
        Side::Far => "back to the start bank",
    }
}

/// `n` crossings in words: "1 crossing", "11 crossings".
pub(crate) fn crossings(n: u64) -> String {
    if n == 1 {
        "1 crossing".to_owned()
    } else {
        format!("{n} crossings")
    }
}

/// Prints the best next crossing, and with `milestones` the states every shortest plan from `state`
/// passes through; exit status 1 when there is none.
pub(crate) fn hint(
    solver: &Solver,
    state: State,
    milestones: bool,
    out: &mut impl Write,
) -> io::Result<ExitCode> {
    match solver.next_move(state) {
        Ok(mv) => {
            let left = solver.distance(state).unwrap_or_default();
            writeln!(
                out,
                "Take {mv} {} ({} to the goal, this one included).",
                direction(state.boat),
                crossings(u64::from(left))
            )?;
            if milestones {
                let rules = *solver.rules();
                writeln!(
                    out,
                    "Milestones: every shortest plan from here passes through"
                )?;
                writeln!(out, "  after  {:<16} {:<6} far bank", "start bank", "boat")?;
                for m in solver.milestones(state).unwrap_or_default() {
                    writeln!(out, "  {:>5}  {}", m.crossings(), banks(&rules, m.state))?;
                }
            }
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
pub(crate) fn check(solver: &Solver, state: State, out: &mut impl Write) -> io::Result<ExitCode> {
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
                Some(d) => format!("safe, {reach}, {} from the goal", crossings(u64::from(d))),
                None => format!("safe, {reach}, and the goal cannot be reached from it"),
            }
        }
    };
    writeln!(out, "{state}: {words}.")?;
    Ok(ExitCode::SUCCESS)
}
