//! The package's level-design tools (`Editor/Levels`): the presenters, plain C# over the package's
//! `Solver`, compiled with `mcs` and run under Mono against the freshly built native library, their
//! figures compared with the command-line `levels` report (every configuration with N, M <= 6, K <= 4
//! under every rule variant) and their state graph with the library's diagram (what `priests-devils
//! graph` prints); the EditMode tests of `Tests/Editor/Levels` under NUnit; the drawer, the `LevelSet`
//! Inspector and the Level Designer window compiled against the UnityEngine and UnityEditor stand-ins
//! with warnings as errors, the drawer and the window then run on them (`level_tools/editor.rs`).

use crate::support;
// The drawer, the LevelSet Inspector and the Level Designer window on the UnityEditor stand-in.
#[path = "level_tools/editor.rs"]
mod editor;
// The sample's LevelSet asset and its scene, and the code a player leaves out.
#[path = "level_tools/sample_asset.rs"]
mod sample_asset;
// The presenter beneath the Inspector of a puzzle file.
#[path = "level_tools/puzzles.rs"]
mod puzzles;

use std::collections::BTreeMap;
use std::ffi::CStr;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use priests_devils::ffi::PdStatus;
use priests_devils::{BoatSafety, Rowers, Rules, Side, Solver, State, StateKind};
use support::unity_editor::{attribute, NUNIT, PACKAGE};
use support::{artifact_dir, assert_shared_library_built, root, run, scratch};

/// The package's runtime (`PriestsDevils.Solver.dll`) and the presenters compiled into `dir`.
fn presenters(dir: &Path) -> (PathBuf, PathBuf) {
    let package = root().join(PACKAGE);
    let runtime = dir.join("PriestsDevils.Solver.dll");
    let presenters = dir.join("PriestsDevils.Solver.Editor.Levels.Presenters.dll");
    run(Command::new("mcs")
        .args(["-unsafe", "-warnaserror", "-nologo", "-target:library"])
        .arg(format!("-out:{}", runtime.display()))
        .args(support::unity_editor::sources(&package.join("Runtime"))));
    run(Command::new("mcs")
        .args(["-warnaserror", "-nologo", "-target:library"])
        .arg(format!("-out:{}", presenters.display()))
        .arg(format!("-r:{}", runtime.display()))
        .args(support::unity_editor::sources(
            &package.join("Editor/Levels/Presenters"),
        )));
    (runtime, presenters)
}

/// Runs `tests/csharp/LevelToolsDriver.cs` over the presenters with `args`; its output lines.
fn driver(name: &str, args: &[&str]) -> Vec<String> {
    assert_shared_library_built();
    let dir = scratch(name);
    let (runtime, presenters) = presenters(&dir);
    let exe = dir.join("LevelToolsDriver.exe");
    run(Command::new("mcs")
        .args(["-warnaserror", "-nologo"])
        .arg(format!("-out:{}", exe.display()))
        .arg(format!("-r:{}", runtime.display()))
        .arg(format!("-r:{}", presenters.display()))
        .arg(root().join("tests/csharp/LevelToolsDriver.cs")));
    let out = run(Command::new("mono")
        .arg(&exe)
        .args(args)
        .env("LD_LIBRARY_PATH", artifact_dir()));
    out.lines().map(str::to_owned).collect()
}

/// The variant's key as the driver and the report's JSON write it.
fn key(n: u64, m: u64, k: u64, boat_safety: &str, rowers: &str) -> String {
    format!("{n}\t{m}\t{k}\t{boat_safety}\t{rowers}")
}

fn message(status: PdStatus) -> String {
    let text: &CStr = status.message();
    text.to_str().unwrap().to_owned()
}

/// The `levels` report of every configuration with N, M <= 6, K <= 4 under every variant, from the
/// command-line tool in `format`.
fn levels_report(format: &str) -> String {
    let out = Command::new(crate::support::cli_binary())
        .args(["levels", "--priests", "0..6", "--devils", "0..6"])
        .args(["--boat", "1..4", "--all-variants", "--format", format])
        .output()
        .expect("the command-line tool runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8")
}

/// The presenters' figures, as the binding hands them over (`Solver.GetLevelReport` through
/// `LevelFigures`), equal the `levels` report's on every configuration with N, M <= 6, K <= 4 under
/// every variant: the counts, the milestones and the farthest state as its JSON has them, the difficulty
/// bit for bit as the Rust library computes it (and as the JSON prints it); the reason words are the
/// library's.
#[test]
#[ignore = "needs Mono (mcs, mono): scripts/test.sh installs it and runs this test"]
fn presenters_match_the_levels_report() {
    let report: Vec<serde_json::Value> =
        serde_json::from_str(&levels_report("json")).expect("JSON");
    assert_eq!(report.len(), 7 * 7 * 4 * variants());
    let presented: BTreeMap<String, Vec<String>> =
        driver("level-tools-report", &["report", "6", "6", "4"])
            .into_iter()
            .map(|line| {
                let fields: Vec<String> = line.split('\t').map(str::to_owned).collect();
                (fields[..5].join("\t"), fields[5..].to_vec())
            })
            .collect();
    assert_eq!(presented.len(), report.len(), "one line per configuration");
    let (lost, no_path) = (message(PdStatus::LostState), message(PdStatus::NoPath));
    let (mut unsolvable, mut farthest) = (0, 0);
    for row in &report {
        let u = |f: &str| row[f].as_u64().unwrap_or_else(|| panic!("{f} in {row}"));
        let (n, m, k) = (u("priests"), u("devils"), u("boat"));
        let (safety, rowers) = (
            row["boat_safety"].as_str().unwrap(),
            row["rowers"].as_str().unwrap(),
        );
        let name = key(n, m, k, safety, rowers);
        let p = presented
            .get(&name)
            .unwrap_or_else(|| panic!("no line for {name}"));
        let solvable = row["solvable"].as_bool().unwrap();
        assert_eq!(p[0], solvable.to_string(), "{name}: solvable");
        assert_eq!(
            p[1],
            row["min_crossings"].to_string(),
            "{name}: fewest crossings"
        );
        assert_eq!(p[2], row["optimal_plans"].to_string(), "{name}: plans");
        assert_eq!(p[3], row["safe_states"].to_string(), "{name}: safe states");
        assert_eq!(
            p[4],
            row["reachable_states"].to_string(),
            "{name}: reachable states"
        );
        assert_eq!(p[5], row["milestones"].to_string(), "{name}: milestones");
        let far = &row["farthest"];
        let expected_far = if far.is_null() {
            "null".to_owned()
        } else {
            farthest += 1;
            format!(
                "{}/{}/{}/{}",
                far["priests"],
                far["devils"],
                far["boat"].as_str().unwrap(),
                far["distance"]
            )
        };
        assert_eq!(p[6], expected_far, "{name}: farthest state");
        let rules = Rules::new(n as u32, m as u32, k as u32)
            .unwrap()
            .with_boat_safety(boat_safety_named(safety))
            .with_rowers(rowers_named(rowers));
        let library = Solver::new(rules).unwrap().level_report();
        match (row["difficulty_bits"].as_f64(), library.difficulty) {
            (None, None) => assert_eq!(p[7], "null", "{name}: difficulty"),
            (Some(printed), Some(bits)) => {
                let mine: f64 = p[7].parse().unwrap_or_else(|_| panic!("{name}: {}", p[7]));
                // Equal as numbers, so bit for bit but for the sign of a zero: the library's -0.0 (a level
                // whose one crossing is its only legal load, 0/1/1) reads back from Mono's text as 0.0.
                assert!(mine == bits, "{name}: difficulty {mine} against {bits}");
                // The JSON's decimal, read back by serde_json, within a rounding of the same double.
                assert!(
                    (printed - bits).abs() <= 1e-12 * bits.abs().max(1.0),
                    "{name}: the report printed {printed}, the library holds {bits}"
                );
            }
            (json, lib) => {
                panic!("{name}: the report's difficulty {json:?}, the library's {lib:?}")
            }
        }
        if solvable {
            assert_eq!(p.get(8).map(String::as_str), Some(""), "{name}: no reason");
        } else {
            unsolvable += 1;
            let expected = if n > 0 && m > n { &lost } else { &no_path };
            assert_eq!(&p[8], expected, "{name}: reason");
        }
    }
    // Both kinds are well represented, so neither branch above checked nothing.
    assert!(
        unsolvable > 100 && report.len() - unsolvable > 100,
        "{unsolvable} unsolvable"
    );
    assert!(farthest > 100, "{farthest} farthest states compared");
}

/// The Level Designer's report reads as the command line's: its header and every row's cells, in report
/// order, are the `levels` CSV's, on every configuration with N, M <= 6, K <= 4 under every variant.
#[test]
#[ignore = "needs Mono (mcs, mono): scripts/test.sh installs it and runs this test"]
fn the_designers_cells_are_the_command_lines_csv() {
    let csv = levels_report("csv");
    // The command line prints the library's -0.0 bits (0/1/1: one crossing, its only legal load) as
    // "-0.00"; the window writes a zero as "0.00". The one difference allowed, in the last column only.
    let expected: Vec<String> = csv
        .lines()
        .map(|l| match l.strip_suffix(",-0.00") {
            Some(row) => format!("{row},0.00"),
            None => l.to_owned(),
        })
        .collect();
    assert_eq!(
        expected.len(),
        1 + 7 * 7 * 4 * variants(),
        "a header and one line each"
    );
    assert!(expected[0].contains("farthest") && expected[0].contains("milestones"));
    let shown = driver("level-tools-cells", &["cells", "6", "6", "4"]);
    assert_eq!(shown.len(), expected.len());
    for (i, (shown, expected)) in shown.iter().zip(&expected).enumerate() {
        assert_eq!(shown, expected, "line {i}");
    }
}

/// What in a C# source computes a legal load or a difficulty, which only the native library may do: the
/// removed helpers' names (`LegalLoads.`, `DifficultyBits`, `Log2Add`); a logarithm or a power of two (the
/// difficulty's bits); a loop bounded by the boat's capacity (enumerating loads); a rule variant tested
/// together with a count (who may row, who is safe aboard). Comment lines are skipped. Each finding is
/// `line: text`.
fn computations(source: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (i, line) in source.lines().enumerate() {
        let code = line.trim();
        if code.starts_with("//") {
            continue;
        }
        let names = [
            "LegalLoads.",
            "class LegalLoads",
            "DifficultyBits",
            "Log2Add",
        ];
        let logarithm = ["Math.Log", "Math.Pow(2", "Math.Exp"];
        let variant = ["Rowers.Priests", "Rowers.Devils", "BoatSafety.Aboard"];
        let comparison = ["== 0", "!= 0", "<= ", ">= ", " < ", " > "];
        let bounded_loop = ["for (", "while ("].iter().any(|l| code.contains(l))
            && ["BoatCapacity", "boatCapacity", "boat_capacity"]
                .iter()
                .any(|b| code.contains(b));
        if names.iter().chain(&logarithm).any(|n| code.contains(n))
            || bounded_loop
            || (variant.iter().any(|v| code.contains(v))
                && comparison.iter().any(|c| code.contains(c)))
        {
            found.push(format!("{}: {code}", i + 1));
        }
    }
    found
}

/// No C# file of the package's `Editor/` or `Runtime/` computes a legal load or a difficulty: every one
/// comes from the native library (`Solver.GetLegalLoads`, `Solver.GetLevelReport`). The check finds the
/// code the library replaced (lines of the removed `LegalLoads` and `LevelFigures.DifficultyBits`) and
/// leaves alone code that only names a variant or loops over boat sizes.
#[test]
fn no_package_code_computes_a_legal_load_or_a_difficulty() {
    // The removed code, line by line as it was: each line must be found.
    let removed = [
        "for (int p = 0; p <= priests && p <= rules.BoatCapacity; p++)",
        "for (int d = 0; d <= devils && p + d <= rules.BoatCapacity; d++)",
        "if (rules.Rowers == Rowers.Priests && priests == 0) return false;",
        "if (rules.Rowers == Rowers.Devils && devils == 0) return false;",
        "return rules.BoatSafety != BoatSafety.Aboard || priests == 0 || devils <= priests;",
        "double loads = Math.Log(LegalLoads.Count(rules, priests, devils)) / Log2Of2;",
        "private static readonly double Log2Of2 = Math.Log(2);",
        "return hi + Math.Log(1 + Math.Pow(2, lo - hi)) / Log2Of2;",
        "State t = LegalLoads.After(s, m);",
        "f.Difficulty = DifficultyBits(solver, start);",
    ];
    for line in removed {
        assert_eq!(computations(line).len(), 1, "not found: {line}");
    }
    // Code that names variants or loops over boat sizes without judging a load.
    let kept = [
        "string rowers = rules.Rowers == Rowers.Priests ? \"priests-row\" : null;",
        "if (BoatSafety != default(BoatSafety)) text += \", boat safety \" + BoatSafety;",
        "for (int k = boatLo; k <= boatHi; k++)",
        "foreach (LoadOutcome load in solver.GetLegalLoads(s))",
        "// the chance is Math.Log of nothing here: a comment",
    ];
    for line in kept {
        assert_eq!(computations(line), Vec::<String>::new(), "{line}");
    }
    let package = root().join(PACKAGE);
    let mut files = 0;
    for dir in ["Editor", "Runtime"] {
        for file in csharp_files(&package.join(dir)) {
            files += 1;
            let text = fs::read_to_string(&file).unwrap();
            let found = computations(&text);
            assert!(
                found.is_empty(),
                "{} computes what the library answers: {found:?}",
                file.display()
            );
        }
    }
    assert!(files > 20, "{files} files read");
}

/// Every `.cs` file below `dir`, at any depth.
fn csharp_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(csharp_files(&path));
        } else if path.extension().is_some_and(|e| e == "cs") {
            files.push(path);
        }
    }
    files.sort();
    files
}

fn side_word(side: Side) -> &'static str {
    match side {
        Side::Start => "start",
        Side::Far => "far",
    }
}

fn node(s: State) -> String {
    format!("{}/{}/{}", s.priests, s.devils, side_word(s.boat))
}

/// The presenters' state graph holds the library's diagram (what `priests-devils graph` prints): the
/// safe states with reachability, distance and optimal-plan marks, the milestones, and every crossing
/// between safe states with the optimal ones marked, on every configuration with N, M <= 4, K <= 3.
#[test]
#[ignore = "needs Mono (mcs, mono): scripts/test.sh installs it and runs this test"]
fn state_graph_matches_the_library_diagram() {
    let lines = driver("level-tools-graph", &["graph", "4", "4", "3"]);
    assert_eq!(lines.len(), 5 * 5 * 3 * variants());
    for line in lines {
        let fields: Vec<&str> = line.split('\t').collect();
        let name = fields[..5].join("\t");
        let rules = Rules::new(
            fields[0].parse().unwrap(),
            fields[1].parse().unwrap(),
            fields[2].parse().unwrap(),
        )
        .unwrap()
        .with_boat_safety(boat_safety_named(fields[3]))
        .with_rowers(rowers_named(fields[4]));
        let solver = Solver::new(rules).unwrap();
        let milestones: Vec<State> = solver
            .milestones(rules.start())
            .map(|m| m.into_iter().map(|m| m.state).collect())
            .unwrap_or_default();
        let diagram = solver.diagram(false);
        let mut nodes: Vec<String> = diagram
            .nodes
            .iter()
            .filter(|n| matches!(n.kind, StateKind::Safe | StateKind::Won))
            .map(|n| {
                format!(
                    "{}:{}:{}:{}{}",
                    node(n.state),
                    if n.reachable { "r" } else { "u" },
                    n.distance.map_or("-".to_string(), |d| d.to_string()),
                    if n.on_optimal_plan { "o" } else { "n" },
                    if milestones.contains(&n.state) {
                        "m"
                    } else {
                        ""
                    }
                )
            })
            .collect();
        nodes.sort();
        let mut edges: Vec<String> = diagram
            .edges
            .iter()
            .filter(|e| e.reversible)
            .map(|e| {
                // The driver lists each crossing from its end with the boat on the start bank.
                let (from, to) = if e.from.boat == Side::Start {
                    (e.from, e.to)
                } else {
                    (e.to, e.from)
                };
                format!(
                    "{}>{}:{},{}:{}",
                    node(from),
                    node(to),
                    e.mv.priests,
                    e.mv.devils,
                    if e.on_optimal_plan { "o" } else { "n" }
                )
            })
            .collect();
        edges.sort();
        assert_eq!(fields[5], nodes.join(" "), "{name}: nodes");
        assert_eq!(fields[6], edges.join(" "), "{name}: edges");
    }
}

/// The EditMode tests of `Tests/Editor/Levels` pass under NUnit against the presenters and the native
/// library: every `[Test]` ran, passed and asserted something.
#[test]
#[ignore = "needs Mono (mcs, mono, nunit-console): scripts/test.sh installs it and runs this test"]
fn level_editmode_tests_pass_under_nunit() {
    assert_shared_library_built();
    support::unity_editor::require_nunit();
    let dir = scratch("level-tools-editmode");
    let (runtime, presenters) = presenters(&dir);
    let tests_dir = root().join(PACKAGE).join("Tests/Editor/Levels");
    let asmdef: serde_json::Value = serde_json::from_str(
        &fs::read_to_string(tests_dir.join("PriestsDevils.Solver.Editor.Levels.Tests.asmdef"))
            .unwrap(),
    )
    .unwrap();
    assert_eq!(asmdef["includePlatforms"], serde_json::json!(["Editor"]));
    assert_eq!(
        asmdef["defineConstraints"],
        serde_json::json!(["UNITY_INCLUDE_TESTS"])
    );
    let tests = dir.join(format!("{}.dll", asmdef["name"].as_str().unwrap()));
    run(Command::new("mcs")
        .args(["-warnaserror", "-nologo", "-target:library"])
        .arg(format!("-out:{}", tests.display()))
        .arg(format!("-r:{}", runtime.display()))
        .arg(format!("-r:{}", presenters.display()))
        .arg(format!("-r:{NUNIT}"))
        .args(support::unity_editor::sources(&tests_dir)));
    let lib = artifact_dir();
    let (summary, cases) = support::unity_editor::nunit(&tests, &[("LD_LIBRARY_PATH", &lib)]);
    support::unity_editor::assert_every_test_ran(&tests_dir, &summary, &cases, 10);
    for (name, result) in &cases {
        assert_eq!(result, "Success", "{name}");
    }
    let xml = fs::read_to_string(dir.join("TestResult.xml")).unwrap();
    for case in xml.split("<test-case ").skip(1) {
        let element = &case[..case.find('>').unwrap()];
        let asserts: usize = attribute(&format!(" {element}"), "asserts")
            .parse()
            .unwrap();
        assert!(
            asserts > 0,
            "{} asserted nothing",
            attribute(&format!(" {element}"), "name")
        );
    }
}

/// The rowers the command line and the level tools name `name`: the library's name, in lowercase.
fn rowers_named(name: &str) -> Rowers {
    Rowers::ALL
        .into_iter()
        .find(|r| r.name() == name)
        .unwrap_or_else(|| panic!("no rowers named {name}"))
}

/// The boat safety of `name` (the library's name, as the command line's JSON writes it).
fn boat_safety_named(name: &str) -> BoatSafety {
    BoatSafety::ALL
        .into_iter()
        .find(|v| v.name() == name)
        .unwrap_or_else(|| panic!("no boat safety named {name}"))
}

/// How many rule variants the library has: each of `BoatSafety::ALL` with each of `Rowers::ALL`.
fn variants() -> usize {
    Rules::CLASSIC.variants().count()
}
