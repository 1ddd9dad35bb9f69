//! The package's level-design tools (`Editor/Levels`): the presenters, plain C# over the package's
//! `Solver`, compiled with `mcs` and run under Mono against the freshly built native library, their
//! figures compared with the command-line `levels` report (every configuration with N, M <= 6, K <= 4
//! under the six rule variants) and their state graph with the library's diagram (what `priests-devils
//! graph` prints); the EditMode tests of `Tests/Editor/Levels` under NUnit; the drawer, the `LevelSet`
//! Inspector and the Level Designer window compiled against the UnityEngine and UnityEditor stand-ins
//! with warnings as errors, the drawer and the window then run on them (`level_tools/editor.rs`).

mod support;
mod unity_editor;
// The drawer, the LevelSet Inspector and the Level Designer window on the UnityEditor stand-in.
#[path = "level_tools/editor.rs"]
mod editor;

use std::collections::BTreeMap;
use std::ffi::CStr;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use priests_devils::ffi::PdStatus;
use priests_devils::{BoatSafety, Rowers, Rules, Side, Solver, State, StateKind};
use support::{artifact_dir, assert_shared_library_built, root, run, scratch};
use unity_editor::{attribute, NUNIT, PACKAGE};

/// The package's runtime (`PriestsDevils.Solver.dll`) and the presenters compiled into `dir`.
fn presenters(dir: &Path) -> (PathBuf, PathBuf) {
    let package = root().join(PACKAGE);
    let runtime = dir.join("PriestsDevils.Solver.dll");
    let presenters = dir.join("PriestsDevils.Solver.Editor.Levels.Presenters.dll");
    run(Command::new("mcs")
        .args(["-unsafe", "-warnaserror", "-nologo", "-target:library"])
        .arg(format!("-out:{}", runtime.display()))
        .args(unity_editor::sources(&package.join("Runtime"))));
    run(Command::new("mcs")
        .args(["-warnaserror", "-nologo", "-target:library"])
        .arg(format!("-out:{}", presenters.display()))
        .arg(format!("-r:{}", runtime.display()))
        .args(unity_editor::sources(
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
fn key(n: u64, m: u64, k: u64, aboard: bool, rowers: &str) -> String {
    format!("{n}\t{m}\t{k}\t{aboard}\t{rowers}")
}

fn message(status: PdStatus) -> String {
    let text: &CStr = status.message();
    text.to_str().unwrap().to_owned()
}

/// The presenters' figures equal the `levels` report's on every configuration with N, M <= 6, K <= 4
/// under every variant; the milestones equal the library's; the reason words are the library's.
#[test]
fn presenters_match_the_levels_report() {
    let out = Command::new(assert_cmd::cargo::cargo_bin("priests-devils"))
        .args([
            "levels",
            "--priests",
            "0..6",
            "--devils",
            "0..6",
            "--boat",
            "1..4",
        ])
        .args(["--all-variants", "--format", "json"])
        .output()
        .expect("the command-line tool runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(report.len(), 7 * 7 * 4 * 6);
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
    let mut unsolvable = 0;
    for row in &report {
        let u = |f: &str| row[f].as_u64().unwrap_or_else(|| panic!("{f} in {row}"));
        let (n, m, k) = (u("priests"), u("devils"), u("boat"));
        let (aboard, rowers) = (
            row["boat_safety"].as_bool().unwrap(),
            row["rowers"].as_str().unwrap(),
        );
        let name = key(n, m, k, aboard, rowers);
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
        let rules = Rules::new(n as u32, m as u32, k as u32)
            .unwrap()
            .with_boat_safety(if aboard {
                BoatSafety::Aboard
            } else {
                BoatSafety::Banks
            })
            .with_rowers(match rowers {
                "any" => Rowers::Anyone,
                "priests" => Rowers::Priests,
                _ => Rowers::Devils,
            });
        let solver = Solver::new(rules).unwrap();
        let milestones = solver.milestones(rules.start()).map_or(0, |m| m.len());
        assert_eq!(p[5], milestones.to_string(), "{name}: milestones");
        match row["difficulty_bits"].as_f64() {
            None => assert_eq!(p[6], "null", "{name}: difficulty"),
            Some(bits) => {
                let mine: f64 = p[6].parse().unwrap_or_else(|_| panic!("{name}: {}", p[6]));
                assert!(
                    (mine - bits).abs() <= 1e-9 * bits.abs().max(1.0),
                    "{name}: difficulty {mine} against {bits}"
                );
            }
        }
        if solvable {
            assert_eq!(p.get(7).map(String::as_str), Some(""), "{name}: no reason");
        } else {
            unsolvable += 1;
            let expected = if n > 0 && m > n { &lost } else { &no_path };
            assert_eq!(&p[7], expected, "{name}: reason");
        }
    }
    // Both kinds are well represented, so neither branch above checked nothing.
    assert!(
        unsolvable > 100 && report.len() - unsolvable > 100,
        "{unsolvable} unsolvable"
    );
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
fn state_graph_matches_the_library_diagram() {
    let lines = driver("level-tools-graph", &["graph", "4", "4", "3"]);
    assert_eq!(lines.len(), 5 * 5 * 3 * 6);
    for line in lines {
        let fields: Vec<&str> = line.split('\t').collect();
        let name = fields[..5].join("\t");
        let rules = Rules::new(
            fields[0].parse().unwrap(),
            fields[1].parse().unwrap(),
            fields[2].parse().unwrap(),
        )
        .unwrap()
        .with_boat_safety(if fields[3] == "true" {
            BoatSafety::Aboard
        } else {
            BoatSafety::Banks
        })
        .with_rowers(match fields[4] {
            "any" => Rowers::Anyone,
            "priests" => Rowers::Priests,
            _ => Rowers::Devils,
        });
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

/// The `guid:` of the `.meta` beside `file` (below the package).
fn guid(file: &str) -> String {
    let meta = root().join(PACKAGE).join(format!("{file}.meta"));
    let text = fs::read_to_string(&meta).unwrap_or_else(|e| panic!("{}: {e}", meta.display()));
    let line = text
        .lines()
        .find(|l| l.starts_with("guid: "))
        .expect("a guid line");
    line["guid: ".len()..].trim().to_owned()
}

/// The sample's levels are the `LevelSet` asset the scene's FirstController is given: an asset of the
/// package's `LevelSet` script in Unity's YAML, referenced by its GUID, holding the seven levels with the
/// unsolvable one marked as meant to be; the script lives in a file named after the class, as Unity
/// requires of a ScriptableObject, in the package's UnityEngine assembly, which no Editor code reaches.
#[test]
fn the_sample_scene_plays_the_shipped_level_set_asset() {
    let sample = "Samples~/PriestsAndDevils";
    let asset_path = format!("{sample}/Levels.asset");
    let asset = fs::read_to_string(root().join(PACKAGE).join(&asset_path)).expect("the asset");
    assert!(asset.starts_with(
        "%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n--- !u!114 &11400000\nMonoBehaviour:\n"
    ));
    let script = guid("Runtime/Unity/LevelSet.cs");
    assert!(asset.contains(&format!(
        "  m_Script: {{fileID: 11500000, guid: {script}, type: 3}}\n"
    )));
    assert!(asset.contains("  m_Name: Levels\n"));
    let meta = fs::read_to_string(root().join(PACKAGE).join(format!("{asset_path}.meta"))).unwrap();
    assert!(
        meta.contains("NativeFormatImporter:\n") && meta.contains("  mainObjectFileID: 11400000\n")
    );
    let scene = fs::read_to_string(root().join(PACKAGE).join(sample).join("Main.unity")).unwrap();
    let reference = format!(
        "  levels: {{fileID: 11400000, guid: {}, type: 2}}\n",
        guid(&asset_path)
    );
    assert_eq!(
        scene.matches(&reference).count(),
        1,
        "the scene's FirstController names the asset"
    );

    let levels = support::sample_asset_levels();
    assert_eq!(levels.len(), 7, "{levels:?}");
    assert_eq!(levels[0].rules, [3, 3, 2, 0, 0], "the classic game first");
    for level in &levels {
        let [n, m, k, safety, rowers] = level.rules;
        let rules = Rules::new(n, m, k)
            .unwrap()
            .with_boat_safety(if safety == 1 {
                BoatSafety::Aboard
            } else {
                BoatSafety::Banks
            })
            .with_rowers([Rowers::Anyone, Rowers::Priests, Rowers::Devils][rowers as usize]);
        let solvable = Solver::new(rules).unwrap().min_moves().is_some();
        assert_eq!(
            level.meant_unsolvable, !solvable,
            "{level:?}: marked exactly when unsolvable"
        );
        assert!(
            !level.has_start,
            "the shipped levels start with everyone on the start bank, where SampleLevels judges them"
        );
    }
    assert!(
        levels.iter().any(|l| l.rules[3] == 1 && l.rules[4] != 0),
        "a rule variant"
    );

    let set = fs::read_to_string(root().join(PACKAGE).join("Runtime/Unity/LevelSet.cs")).unwrap();
    assert!(
        set.contains("[CreateAssetMenu(")
            && set.contains("public class LevelSet : ScriptableObject")
    );
    let asmdef = |path: &str| -> serde_json::Value {
        serde_json::from_str(&fs::read_to_string(root().join(PACKAGE).join(path)).unwrap()).unwrap()
    };
    let runtime = asmdef("Runtime/Unity/PriestsDevils.Solver.Unity.asmdef");
    assert_eq!(runtime["includePlatforms"], serde_json::json!([]));
    let editor = asmdef("Editor/Levels/PriestsDevils.Solver.Editor.Levels.asmdef");
    assert_eq!(editor["includePlatforms"], serde_json::json!(["Editor"]));
    let sample_asmdef = asmdef(&format!("{sample}/PriestsDevils.Sample.asmdef"));
    assert!(sample_asmdef["references"]
        .as_array()
        .unwrap()
        .iter()
        .any(|r| *r == runtime["name"]));
    // No UnityEditor outside the Editor-only assemblies: a player build compiles none of it.
    for dir in [
        "Runtime",
        "Runtime/Unity",
        &format!("{sample}/Scripts/Scene"),
        &format!("{sample}/Scripts/Model"),
    ] {
        for file in unity_editor::sources(&root().join(PACKAGE).join(dir)) {
            let text = fs::read_to_string(&file).unwrap();
            assert!(
                !text.contains("UnityEditor"),
                "{} names UnityEditor",
                file.display()
            );
        }
    }
}

/// The EditMode tests of `Tests/Editor/Levels` pass under NUnit against the presenters and the native
/// library: every `[Test]` ran, passed and asserted something.
#[test]
fn level_editmode_tests_pass_under_nunit() {
    assert_shared_library_built();
    unity_editor::require_nunit();
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
        .args(unity_editor::sources(&tests_dir)));
    let lib = artifact_dir();
    let (summary, cases) = unity_editor::nunit(&tests, &[("LD_LIBRARY_PATH", &lib)]);
    let declared: usize = unity_editor::sources(&tests_dir)
        .iter()
        .map(|f| fs::read_to_string(f).unwrap().matches("[Test]").count())
        .sum();
    assert!(declared >= 10, "{declared} tests declared");
    assert_eq!(
        attribute(&summary, "total"),
        declared.to_string(),
        "every [Test] ran: {summary}"
    );
    assert_eq!(cases.len(), declared);
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
