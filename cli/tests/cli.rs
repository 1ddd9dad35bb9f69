//! The `priests-devils` binary, run as a user would: outputs of solve, check, hint; the graph parsed back
//! and compared with the library; DOT rendered by Graphviz; bad arguments; `play` driven through stdin.

// The repository's scratch directories (tempfile's, kept when a test fails), shared with the library's
// tests.
#[path = "../../tests/support/scratch.rs"]
#[allow(dead_code)]
mod scratch;

// `priests-devils puzzle FILE …` (a folder of its own, so that cargo does not take it for a test binary).
#[path = "family/puzzle.rs"]
mod puzzle;

use std::process::Command as Process;

use assert_cmd::Command;
use priests_devils::{Rules, Side, Solver, State};
use scratch::scratch;

fn cli() -> Command {
    Command::cargo_bin("priests-devils").expect("binary built")
}

fn run_ok(args: &[&str]) -> String {
    let out = cli().args(args).output().expect("runs");
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

/// Runs with bad arguments: a one-line error on stderr, a non-zero exit, never a panic.
fn assert_one_line_error(args: &[&str], needle: &str) {
    let out = cli().args(args).output().expect("runs");
    assert!(!out.status.success(), "{args:?} succeeded");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(stderr.trim_end().lines().count(), 1, "{args:?}: {stderr}");
    assert!(
        stderr.starts_with("error: ") && stderr.contains(needle),
        "{args:?}: {stderr}"
    );
    assert!(!stderr.contains("panicked") && !stderr.contains("backtrace"));
}

#[test]
fn solve_prints_the_classic_plan_with_banks() {
    let out = run_ok(&[]);
    assert!(
        out.contains("Shortest plan: 11 crossings (one of 4 optimal plans)."),
        "{out}"
    );
    // Milestones (every optimal plan passes through them) are starred: crossings 2 to 9 and the goal.
    assert!(
        out.contains(" 11* -> 1 priest and 1 devil  -                far    PPP DDD"),
        "{out}"
    );
    assert!(
        out.contains("  1  -> 1 priest and 1 devil  PP DD            far    P D"),
        "{out}"
    );
    let starred: Vec<&str> = out
        .lines()
        .filter(|l| l.get(3..4) == Some("*"))
        .map(|l| l[..3].trim())
        .collect();
    assert_eq!(starred, ["2", "3", "4", "5", "6", "7", "8", "9", "11"]);
    assert!(
        out.ends_with("* milestone: every shortest plan passes through this state (9 of 11).\n")
    );
    assert_eq!(
        out,
        run_ok(&["solve", "--priests", "3", "--devils", "3", "--boat", "2"])
    );
}

#[test]
fn hint_lists_the_milestones_on_request() {
    let out = run_ok(&["hint", "--state", "3,3,start", "--milestones"]);
    let rows: Vec<&str> = out.lines().skip(3).collect();
    assert_eq!(rows.len(), 9, "{out}");
    assert_eq!(rows[0], "      2  PPP DD           start  D");
    assert_eq!(rows[8], "     11  -                far    PPP DDD");
    // From the state after crossing 9 only the goal is left as a milestone, two crossings away.
    let late = run_ok(&["hint", "--state", "0,1,far", "--milestones"]);
    assert!(
        late.ends_with("      2  -                far    PPP DDD\n"),
        "{late}"
    );
    assert!(!run_ok(&["hint", "--state", "3,3,start"]).contains("Milestones"));
}

#[test]
fn solve_all_lists_the_four_classic_solutions() {
    let out = run_ok(&["solve", "--all"]);
    assert!(
        out.contains("4 shortest solutions of 11 crossings."),
        "{out}"
    );
    assert_eq!(out.matches("Solution ").count(), 4);
    let limited = run_ok(&["solve", "--all", "--limit", "2"]);
    assert!(limited.contains("(showing 2)") && limited.matches("Solution ").count() == 2);
}

#[test]
fn variants_change_the_rules_the_title_states() {
    let out = run_ok(&[
        "--boat",
        "3",
        "--boat-safety",
        priests_devils::BoatSafety::Aboard.name(),
        "--rowers",
        priests_devils::Rowers::Devils.name(),
    ]);
    assert!(
        out.contains("a boat for 3. When priests are aboard, devils may not outnumber them. Only devils row."),
        "{out}"
    );
    // Every crossing of the plan carries a devil and never more devils than priests with priests aboard.
    for line in out
        .lines()
        .filter(|l| l.contains("-> ") || l.contains("<- "))
    {
        assert!(line.contains("devil"), "{line}");
    }
    let hint = run_ok(&[
        "hint",
        "--state",
        "3,3,start",
        "-b",
        "3",
        "--rowers",
        "priests",
    ]);
    assert!(hint.contains("priest"), "{hint}");
    assert_one_line_error(&["--rowers", "nobody"], "invalid value");
    assert_one_line_error(
        &["hint", "--state", "1,1,start", "-p", "1..3"],
        "only for the levels",
    );
}

#[test]
fn levels_reports_every_configuration_in_every_format() {
    let table = run_ok(&["levels"]);
    // Default ranges: 8 priests x 8 devils x 4 boats.
    assert!(table.contains("256 configurations"), "{table}");
    let csv = run_ok(&[
        "levels", "-p", "3", "-d", "3", "-b", "2..4", "--format", "csv",
    ]);
    let rows: Vec<&str> = csv.lines().collect();
    assert_eq!(rows.len(), 4, "{csv}");
    assert!(rows[0].starts_with("priests,devils,boat,variant,solvable,crossings,plans"));
    assert!(rows[1].starts_with("3,3,2,classic,yes,11,4,"), "{csv}");
    let json = run_ok(&[
        "levels",
        "-p",
        "1..4",
        "-d",
        "1..4",
        "-b",
        "2",
        "--all-variants",
        "--format",
        "json",
    ]);
    let rows: serde_json::Value = serde_json::from_str(&json).unwrap();
    let rows = rows.as_array().unwrap();
    assert_eq!(
        rows.len(),
        4 * 4 * priests_devils::Rules::CLASSIC.variants().count()
    );
    // Each row agrees with the library's own solver of that configuration.
    for row in rows {
        let n = row["priests"].as_u64().unwrap() as u32;
        let m = row["devils"].as_u64().unwrap() as u32;
        let mut rules = Rules::new(n, m, 2).unwrap();
        // Each value by its name: the library's.
        let named = row["boat_safety"].as_str().unwrap();
        let safety = priests_devils::BoatSafety::ALL
            .into_iter()
            .find(|v| v.name() == named);
        rules = rules.with_boat_safety(safety.unwrap_or_else(|| panic!("boat safety {named}")));
        let named = row["rowers"].as_str().unwrap();
        let rowers = priests_devils::Rowers::ALL
            .into_iter()
            .find(|r| r.name() == named);
        rules = rules.with_rowers(rowers.unwrap_or_else(|| panic!("rowers {named}")));
        let solver = Solver::new(rules).unwrap();
        assert_eq!(
            row["min_crossings"].as_u64().map(|c| c as u32),
            solver.min_crossings()
        );
        assert_eq!(row["reachable_states"], solver.reachable_states());
    }
    let svg = run_ok(&["levels", "--format", "svg"]);
    assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
    assert_one_line_error(
        &["levels", "-p", "9000000", "-d", "9000000..9000001"],
        "too large",
    );
}

#[test]
fn levels_propose_rows_of_strictly_rising_difficulty_from_easiest_to_hardest() {
    let range = [
        "-p",
        "1..6",
        "-d",
        "1..6",
        "-b",
        "2..4",
        "--all-variants",
        "--format",
        "csv",
    ];
    let all = run_ok(&[&["levels"][..], &range].concat());
    let proposed = run_ok(&[&["levels", "--propose", "7"][..], &range].concat());
    let (header, rows) = proposed.split_once('\n').unwrap();
    assert_eq!(header, all.lines().next().unwrap());
    assert!(header.contains(",milestones,"), "{header}");
    let rows: Vec<&str> = rows.lines().collect();
    assert_eq!(rows.len(), 7, "{proposed}");
    let difficulty = |row: &str| row.rsplit(',').next().unwrap().parse::<f64>().ok();
    // Every proposed row is the plain report's row of its configuration.
    for row in &rows {
        assert!(
            all.lines().any(|r| r == *row),
            "{row} is not a row of the plain report"
        );
    }
    let bits: Vec<f64> = rows.iter().map(|r| difficulty(r).unwrap()).collect();
    assert!(bits.windows(2).all(|w| w[0] < w[1]), "{bits:?}");
    let solvable: Vec<f64> = all.lines().skip(1).filter_map(difficulty).collect();
    let min = solvable.iter().copied().fold(f64::INFINITY, f64::min);
    let max = solvable.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    assert_eq!((bits[0], bits[6]), (min, max));
    // The easiest is the first of its difficulty in the documented order (priests, devils, boat,
    // variant), the order the plain report's rows do not follow.
    let first_easiest = all
        .lines()
        .skip(1)
        .filter(|r| difficulty(r) == Some(min))
        .min_by_key(|r| {
            let f: Vec<&str> = r.split(',').collect();
            let n = |i: usize| f[i].parse::<u32>().unwrap();
            (n(0), n(1), n(2))
        })
        .unwrap();
    assert_eq!(rows[0], first_easiest);
    assert_eq!(
        run_ok(&[&["levels", "--propose", "7"][..], &range].concat()),
        proposed
    );
    assert_one_line_error(
        &["levels", "-p", "3", "-d", "3", "-b", "2", "--propose", "2"],
        "only 1 distinct difficulties",
    );
    assert_one_line_error(
        &["levels", "--propose", "3", "--format", "svg"],
        "--propose",
    );
}

#[test]
fn committed_levels_picture_is_current() {
    let committed =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/levels.svg"))
            .expect("docs/levels.svg is committed");
    assert_eq!(
        committed,
        run_ok(&["levels", "--format", "svg"]),
        "regenerate with: cargo run --release -- levels --format svg > docs/levels.svg"
    );
}

#[test]
fn solve_explains_unsolvable_configurations() {
    for (args, reason) in [
        (
            ["-p", "4", "-d", "4", "-b", "2"],
            "every sequence of crossings with a boat for 2",
        ),
        (
            ["-p", "2", "-d", "3", "-b", "2"],
            "devils outnumber priests on the start bank before the first crossing",
        ),
    ] {
        let out = cli().arg("solve").args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(1));
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            stdout.contains("No solution: ") && stdout.contains(reason),
            "{stdout}"
        );
    }
}

#[test]
fn check_and_hint_word_their_verdicts() {
    assert!(run_ok(&["check", "--state", "3,1,far"])
        .contains("safe, reachable from the start, 10 crossings from the goal"));
    assert!(run_ok(&["check", "--state", "1,2,start"])
        .contains("lost: devils outnumber priests on the start bank"));
    assert!(run_ok(&["check", "--state", "2,1,far"])
        .contains("lost: devils outnumber priests on the far bank"));
    assert!(run_ok(&["check", "--state", "0,0,far"]).contains("won"));
    assert!(run_ok(&["check", "--state", "0,0,start"]).contains("not reachable from the start"));
    assert!(run_ok(&["hint", "--state", "3,3,start"])
        .contains("Take 1 priest and 1 devil to the far bank (11 crossings"));
    assert!(run_ok(&["hint", "--state", "3,1,far"]).contains("Take 1 devil back to the start bank"));
    // One crossing left is said in the singular, with a hint and a verdict alike.
    let last = ["--state", "1,1,start", "--priests", "4", "--devils", "4"];
    let hint = run_ok(&[&["hint"], &last[..]].concat());
    assert!(hint.contains("(1 crossing to the goal,"), "{hint}");
    let check = run_ok(&[&["check"], &last[..]].concat());
    assert!(check.contains(", 1 crossing from the goal."), "{check}");
    let won = cli().args(["hint", "--state", "0,0,far"]).output().unwrap();
    assert_eq!(won.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&won.stdout).contains("No hint: the game is already won"));
}

#[test]
fn bad_arguments_give_one_line_errors() {
    assert_one_line_error(
        &["check", "--state", "3,1,sideways"],
        "the side must be start or far",
    );
    assert_one_line_error(&["check", "--state", "3,1"], "PRIESTS,DEVILS,SIDE");
    assert_one_line_error(
        &["check", "--state", "9,1,far"],
        "more priests or devils than the game",
    );
    assert_one_line_error(&["--boat", "0"], "boat capacity must be at least 1");
    assert_one_line_error(&["--priests", "-3"], "");
    assert_one_line_error(
        &["--priests", "1000000000", "--devils", "1000000000"],
        "too large",
    );
    assert_one_line_error(&["graph", "--format", "png"], "png");
    assert_one_line_error(&["fly"], "fly");
    assert_one_line_error(&["graph", "-p", "5000", "-d", "5000", "-b", "4"], "graph");
}

#[test]
fn graph_json_matches_the_library() {
    let json: serde_json::Value =
        serde_json::from_str(&run_ok(&["graph", "--format", "json"])).expect("valid JSON");
    let solver = Solver::new(Rules::CLASSIC).unwrap();
    let diagram = solver.diagram(false);
    let nodes = json["nodes"].as_array().unwrap();
    let edges = json["edges"].as_array().unwrap();
    assert_eq!(nodes.len(), 20);
    assert_eq!(nodes.len(), diagram.nodes.len());
    assert_eq!(edges.len(), diagram.edges.len());
    assert_eq!(json["min_crossings"], 11);
    assert_eq!(json["reachable_states"], 16);
    for node in nodes {
        let side = if node["boat"] == "far" {
            Side::Far
        } else {
            Side::Start
        };
        let state = State::new(
            node["priests"].as_u64().unwrap() as u32,
            node["devils"].as_u64().unwrap() as u32,
            side,
        );
        let verdict = solver.check(state).unwrap();
        assert_eq!(
            node["distance"].as_u64().map(|d| d as u32),
            verdict.distance,
            "{node}"
        );
        assert_eq!(node["reachable"], verdict.reachable, "{node}");
    }
    // Every edge is a legal crossing between the states it names.
    for edge in edges {
        let parse = |id: &str| {
            let parts: Vec<&str> = id.split(',').collect();
            State::new(
                parts[0].parse().unwrap(),
                parts[1].parse().unwrap(),
                if parts[2] == "far" {
                    Side::Far
                } else {
                    Side::Start
                },
            )
        };
        let (from, to) = (
            parse(edge["from"].as_str().unwrap()),
            parse(edge["to"].as_str().unwrap()),
        );
        let mv = priests_devils::Move::new(
            edge["priests"].as_u64().unwrap() as u32,
            edge["devils"].as_u64().unwrap() as u32,
        );
        assert_eq!(from.apply(&Rules::CLASSIC, mv), Ok(to), "{edge}");
    }
    let with_lost: serde_json::Value =
        serde_json::from_str(&run_ok(&["graph", "--format", "json", "--with-lost"])).unwrap();
    assert!(with_lost["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .any(|n| n["kind"] == "lost_far_bank"));
}

#[test]
#[ignore = "needs Graphviz (dot): scripts/test.sh installs it and runs this test"]
fn graph_dot_renders_with_graphviz() {
    let dir = scratch("graph_dot_renders_with_graphviz");
    for args in [
        &["graph"][..],
        &["graph", "--with-lost"],
        &["graph", "-p", "5", "-d", "5", "-b", "3"],
    ] {
        let dot = run_ok(args);
        assert!(dot.starts_with("digraph priests_devils {"));
        let path = dir.join("graph.dot");
        std::fs::write(&path, &dot).unwrap();
        let out = Process::new("dot")
            .arg("-Tsvg")
            .arg(&path)
            .output()
            .expect("Graphviz `dot` installed (scripts/test.sh installs it)");
        assert!(
            out.status.success(),
            "dot rejected the graph: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(String::from_utf8_lossy(&out.stdout).contains("<svg"));
    }
}

fn play(input: &str) -> (String, Option<i32>) {
    let out = cli().arg("play").write_stdin(input).output().expect("runs");
    (String::from_utf8(out.stdout).unwrap(), out.status.code())
}

#[test]
fn play_wins_a_scripted_game() {
    let moves = [
        "1p 1d", "1p", "2d", "1d", "2p", "1p1d", "2p", "d", "2d", "p", "p d",
    ];
    let (out, code) = play(&(moves.join("\n") + "\n"));
    assert_eq!(code, Some(0));
    assert!(
        out.contains("You win in 11 crossings (the best possible)!"),
        "{out}"
    );
}

#[test]
fn play_refuses_illegal_moves_and_reports_losses() {
    let (out, _) = play("3p\n1p 1d\n2p\nquit\n");
    assert!(
        out.contains("Illegal move: the boat holds at most 2."),
        "{out}"
    );
    assert!(
        out.contains(
            "Illegal move: the boat is at the far bank, which has 1 priest(s) and 1 devil(s)."
        ),
        "{out}"
    );
    let (out, _) = play("2p\nhint\nundo\nxyz\nquit\n");
    assert!(
        out.contains("You lose: devils outnumber priests on the start bank."),
        "{out}"
    );
    assert!(out.contains("The game is over: type undo"), "{out}");
    assert!(out.contains("Undone."), "{out}");
    assert!(out.contains("Not understood: \"xyz\""), "{out}");
    let (out, _) = play("0p\n");
    assert!(
        out.contains("Illegal move: somebody must be on board to row."),
        "{out}"
    );
}

#[test]
fn play_ai_alone_wins_in_eleven_crossings() {
    let (out, code) = play(&"ai\n".repeat(11));
    assert_eq!(code, Some(0));
    assert_eq!(out.matches("AI takes").count(), 11);
    assert!(
        out.contains("You win in 11 crossings (the best possible)!"),
        "{out}"
    );
    let (hint, _) = play("hint\nquit\n");
    assert!(
        hint.contains("Hint: take 1 priest and 1 devil to the far bank."),
        "{hint}"
    );
}

/// The state graph pictured in docs/cli.md (docs/classic-state-graph.svg is rendered from this file).
#[test]
fn committed_classic_graph_is_current() {
    let committed = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../docs/classic-state-graph.dot"
    ))
    .unwrap();
    assert_eq!(
        committed,
        run_ok(&["graph"]),
        "regenerate docs/ as docs/cli.md's Pictures section says"
    );
}
