//! The sample's levels as the scene plays them: the shipped `LevelSet` asset, referenced by its GUID and
//! marked as `levels.toml` says, and the `UNITY_EDITOR` blocks a player build leaves out (part of
//! `level_tools.rs`).

use std::fs;

use priests_devils::{BoatSafety, Rowers, Rules, Solver};

use crate::support;
use support::root;
use support::unity_editor::PACKAGE;

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
            .with_boat_safety(BoatSafety::from_index(safety).expect("a boat safety"))
            .with_rowers(Rowers::from_index(rowers).expect("rowers"));
        let solvable = Solver::new(rules).unwrap().min_crossings().is_some();
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
    // No UnityEditor outside the Editor-only assemblies but inside `#if UNITY_EDITOR`: a player build
    // compiles none of it.
    for dir in [
        "Runtime",
        "Runtime/Unity",
        &format!("{sample}/Scripts/Scene"),
        &format!("{sample}/Scripts/Model"),
    ] {
        for file in support::unity_editor::sources(&root().join(PACKAGE).join(dir)) {
            let text = fs::read_to_string(&file).unwrap();
            assert!(
                !outside_unity_editor_blocks(&text).contains("UnityEditor"),
                "{} names UnityEditor outside #if UNITY_EDITOR",
                file.display()
            );
        }
    }
}

/// The lines of a C# source a player build compiles: all but those inside `#if UNITY_EDITOR` ...
/// `#endif` (nested `#if`s counted; an `#else` of it is compiled).
fn outside_unity_editor_blocks(text: &str) -> String {
    let (mut kept, mut depth, mut editor_at) = (String::new(), 0usize, None);
    for line in text.lines() {
        let directive = line.trim_start();
        if directive.starts_with("#if") {
            depth += 1;
            if editor_at.is_none() && directive.trim_end() == "#if UNITY_EDITOR" {
                editor_at = Some(depth);
            }
            continue;
        }
        if directive.starts_with("#endif") {
            if editor_at == Some(depth) {
                editor_at = None;
            }
            depth = depth.saturating_sub(1);
            continue;
        }
        if directive.starts_with("#else") && editor_at == Some(depth) {
            editor_at = None;
            continue;
        }
        if editor_at.is_none() {
            kept.push_str(line);
            kept.push('\n');
        }
    }
    kept
}

#[test]
fn unity_editor_blocks_are_what_a_player_leaves_out() {
    let text =
        "using A;\n#if UNITY_EDITOR\nusing UnityEditor;\n#if X\nB\n#endif\n#else\nC\n#endif\nD\n";
    assert_eq!(outside_unity_editor_blocks(text), "using A;\nC\nD\n");
}
