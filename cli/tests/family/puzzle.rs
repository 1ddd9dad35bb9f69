//! `priests-devils puzzle FILE …` on the family's files, run as a user would: the plan with the file's
//! names, hints, checks, the graph parsed back and compared with the library, a scripted game, and
//! one-line errors for a wrong file or state.

use priests_devils::family::{Family, Puzzle};

use super::{assert_one_line_error, cli, run_ok, scratch};

fn file(id: &str) -> String {
    format!("{}/../puzzles/{id}.river", env!("CARGO_MANIFEST_DIR"))
}

fn family(id: &str) -> Family {
    Family::new(Puzzle::parse(&std::fs::read_to_string(file(id)).unwrap()).unwrap()).unwrap()
}

#[test]
fn solve_prints_the_plan_with_the_files_names() {
    let out = run_ok(&["puzzle", &file("wolf-goat-cabbage"), "solve"]);
    assert!(out.starts_with("Wolf, goat and cabbage (boat for 2)\nSolved in 7 crossings (2 optimal plans; 2 by kind).\n"), "{out}");
    assert!(out.contains(" 1. Farmer, Goat to the right bank\n    left bank: Wolf, Cabbage | boat at the right bank | right bank: Farmer, Goat\n"), "{out}");
    assert!(
        out.contains(" 7. Farmer, Goat to the right bank\n    left bank: nobody"),
        "{out}"
    );
    let bridge = run_ok(&["puzzle", &file("bridge-torch-17"), "solve"]);
    assert!(
        bridge.contains("Solved in 5 crossings, 17 minutes"),
        "{bridge}"
    );
    assert!(bridge.contains("[17 min]"), "{bridge}");
    let counted = run_ok(&["puzzle", &file("missionaries-cannibals"), "solve"]);
    assert!(
        counted.contains("Solved in 11 crossings (8100 optimal plans; 4 by kind)."),
        "{counted}"
    );
    assert!(
        counted.contains("2 Cannibal to the right bank"),
        "{counted}"
    );
}

#[test]
fn hint_and_check_word_their_answers() {
    let wgc = file("wolf-goat-cabbage");
    let out = run_ok(&["puzzle", &wgc, "hint", "--milestones"]);
    assert!(
        out.starts_with("Next crossing: Farmer, Goat to the right bank (7 crossings left).\n"),
        "{out}"
    );
    assert_eq!(
        out.lines().filter(|l| l.starts_with("  after")).count(),
        5,
        "{out}"
    );
    let out = run_ok(&[
        "puzzle",
        &wgc,
        "check",
        "--left",
        "Farmer, Wolf, Cabbage",
        "--crossings",
        "2",
    ]);
    assert!(
        out.contains("This state is safe, 5 crossings from the goal; reachable from the start."),
        "{out}"
    );
    let out = run_ok(&[
        "puzzle",
        &wgc,
        "check",
        "--left",
        "farmer",
        "--crossings",
        "1",
    ]);
    assert!(
        out.contains("lost: the right bank breaks the rule of line 8"),
        "{out}"
    );
    let mc = file("missionaries-cannibals");
    let out = run_ok(&[
        "puzzle",
        &mc,
        "hint",
        "--left",
        "3 Missionary, Cannibal1",
        "--crossings",
        "1",
    ]);
    assert!(
        out.starts_with("Next crossing: 1 Cannibal to the left bank"),
        "{out}"
    );
}

#[test]
fn graph_json_matches_the_library() {
    let out = run_ok(&[
        "puzzle",
        &file("jealous-husbands"),
        "graph",
        "--format",
        "json",
    ]);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    let graph = family("jealous-husbands").graph();
    let nodes = json["nodes"].as_array().unwrap();
    assert_eq!(nodes.len(), graph.nodes.len());
    assert_eq!(
        nodes.len() as u32,
        family("jealous-husbands").report().reachable_states
    );
    for (node, (state, distance, _)) in nodes.iter().zip(&graph.nodes) {
        let left: Vec<u32> = node["left"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_u64().unwrap() as u32)
            .collect();
        assert_eq!(left, state.left);
        assert_eq!(node["distance"].as_u64().map(|d| d as u32), *distance);
    }
    assert_eq!(nodes[0]["distance"], 11);
    assert_eq!(json["edges"].as_array().unwrap().len(), graph.edges.len());
    let dot = run_ok(&["puzzle", &file("jealous-husbands"), "graph"]);
    assert!(
        dot.starts_with("digraph family {") && dot.contains("color=red"),
        "{dot}"
    );
}

#[test]
fn play_wins_a_scripted_game_with_hint_ai_and_undo() {
    let out = cli()
        .args(["puzzle", &file("wolf-goat-cabbage"), "play"])
        .write_stdin("Farmer, Goat\nFarmer\nFarmer, Wolf\nundo\nhint\nai\nai\nai\nai\nai\n")
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(
        text.contains("Hint: Farmer, Cabbage to the right bank."),
        "{text}"
    );
    assert!(text.ends_with("Solved in 7 crossings.\n"), "{text}");
    let out = cli()
        .args(["puzzle", &file("wolf-goat-cabbage"), "play"])
        .write_stdin("Wolf\nFarmer, Wolf, Goat\nFarmer, Wolf\n")
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("Not allowed: illegal crossing: nobody aboard may row this crossing."),
        "{text}"
    );
    assert!(
        text.contains("Not allowed: illegal crossing: more characters than the boat holds."),
        "{text}"
    );
    assert!(
        text.contains("Game over: the left bank breaks the rule of line 8."),
        "{text}"
    );
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn a_wrong_file_or_state_gives_a_one_line_error() {
    let dir = scratch("cli_puzzle_errors");
    let bad = dir.path().join("bad.river");
    std::fs::write(&bad, "puzzle X\ncharacter A rows\nbank never A and B\n").unwrap();
    let bad = bad.to_str().unwrap();
    assert_one_line_error(
        &["puzzle", bad, "solve"],
        "line 3, column 18: unknown name `B`",
    );
    assert_one_line_error(&["puzzle", "no/such.river", "solve"], "no/such.river");
    let wgc = file("wolf-goat-cabbage");
    assert_one_line_error(
        &["puzzle", &wgc, "hint", "--left", "Dragon"],
        "`Dragon` is no character",
    );
    assert_one_line_error(
        &[
            "puzzle",
            &wgc,
            "hint",
            "--left",
            "nobody",
            "--crossings",
            "1",
        ],
        "already solved",
    );
}
