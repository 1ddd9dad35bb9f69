//! `graph`: the state graph as Graphviz DOT or JSON.

use std::io::{self, Write};
use std::process::ExitCode;

use priests_devils::{Diagram, Side, Solver, State, StateKind};

use crate::fail;
use crate::text::side_word;
use crate::Format;

/// The largest puzzle `graph` draws.
const MAX_GRAPH_STATES: u32 = 20_000;

fn node_id(s: State) -> String {
    format!("{},{},{}", s.priests, s.devils, side_word(s.boat))
}

/// Prints the state graph as DOT or JSON.
pub(crate) fn graph(
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
        if n.on_optimal_plan {
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
        let mut attrs = vec![format!("label=\"{}P{}D\"", e.mv.priests, e.mv.devils)];
        if e.reversible {
            attrs.push("dir=both".into());
        } else {
            attrs.push("color=red".into());
            attrs.push("style=dotted".into());
        }
        if e.on_optimal_plan {
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
                "on_solution": n.on_optimal_plan,
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
                "priests": e.mv.priests,
                "devils": e.mv.devils,
                "reversible": e.reversible,
                "on_solution": e.on_optimal_plan,
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
