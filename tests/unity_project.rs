//! Consistency of the Unity sample project's files: every asset has a `.meta` with a unique GUID, the
//! scene's script reference resolves to the controller, the manifests parse and agree with the crate.

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};

fn sample() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("unity-sample")
}

/// Every file and folder below `dir` (not following links).
fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("readable folder") {
        let path = entry.expect("entry").path();
        out.push(path.clone());
        if path.is_dir() {
            walk(&path, out);
        }
    }
}

fn guid_of(meta: &Path) -> String {
    let text = fs::read_to_string(meta).unwrap_or_else(|e| panic!("{}: {e}", meta.display()));
    let line = text
        .lines()
        .find_map(|l| l.strip_prefix("guid: "))
        .unwrap_or_else(|| panic!("{} has no guid", meta.display()));
    line.trim().to_string()
}

fn asset_roots() -> [PathBuf; 2] {
    [
        sample().join("Assets"),
        sample().join("Packages/com.priestsdevils.solver"),
    ]
}

#[test]
fn every_asset_has_a_meta_and_every_guid_is_unique() {
    let mut guids: HashMap<String, PathBuf> = HashMap::new();
    for root in asset_roots() {
        let mut paths = Vec::new();
        walk(&root, &mut paths);
        for path in paths {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            if let Some(asset) = name.strip_suffix(".meta") {
                let guid = guid_of(&path);
                assert!(
                    guid.len() == 32 && guid.chars().all(|c| c.is_ascii_hexdigit()),
                    "{}",
                    path.display()
                );
                if let Some(other) = guids.insert(guid.clone(), path.clone()) {
                    panic!(
                        "GUID {guid} used by {} and {}",
                        other.display(),
                        path.display()
                    );
                }
                // The native binaries are committed too: a `.meta` without its asset is an error.
                assert!(
                    path.with_file_name(asset).exists(),
                    "{} has no asset",
                    path.display()
                );
            } else {
                let meta = path.with_file_name(format!("{name}.meta"));
                assert!(meta.exists(), "{} has no .meta", path.display());
            }
        }
    }
    assert!(guids.len() > 30);
}

#[test]
fn scene_runs_the_first_controller_on_its_main_object() {
    let scene = fs::read_to_string(sample().join("Assets/Scenes/Main.unity")).expect("scene");
    let controller = guid_of(&sample().join("Assets/Scripts/Scene/FirstController.cs.meta"));
    assert!(scene.contains(&format!(
        "m_Script: {{fileID: 11500000, guid: {controller}, type: 3}}"
    )));
    assert!(
        scene.contains("m_Name: Main\n")
            && scene.contains("m_Name: Main Camera")
            && scene.contains("Light:")
    );
    // Exactly one script in the scene: everything else is built from code.
    assert_eq!(scene.matches("m_Script:").count(), 1);
    let build = fs::read_to_string(sample().join("ProjectSettings/EditorBuildSettings.asset"))
        .expect("build settings");
    assert!(build.contains(&guid_of(&sample().join("Assets/Scenes/Main.unity.meta"))));
}

#[test]
fn manifests_parse_and_reference_the_local_package() {
    let manifest: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(sample().join("Packages/manifest.json")).unwrap())
            .unwrap();
    assert_eq!(
        manifest["dependencies"]["com.priestsdevils.solver"],
        "file:com.priestsdevils.solver"
    );
    let package: serde_json::Value = serde_json::from_str(
        &fs::read_to_string(sample().join("Packages/com.priestsdevils.solver/package.json"))
            .unwrap(),
    )
    .unwrap();
    assert_eq!(package["name"], "com.priestsdevils.solver");
    assert_eq!(
        package["version"],
        env!("CARGO_PKG_VERSION"),
        "package.json version follows Cargo.toml"
    );
    let asmdef: serde_json::Value = serde_json::from_str(
        &fs::read_to_string(
            sample().join("Packages/com.priestsdevils.solver/Runtime/PriestsDevils.Solver.asmdef"),
        )
        .unwrap(),
    )
    .unwrap();
    assert_eq!(asmdef["allowUnsafeCode"], true);
    let version = fs::read_to_string(sample().join("ProjectSettings/ProjectVersion.txt")).unwrap();
    assert!(version.starts_with("m_EditorVersion: "));
}

// The plugin binaries and their `.meta` files are checked in tests/plugin_checks.rs.
