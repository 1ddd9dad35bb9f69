//! Consistency of the Unity sample project and package as Unity imports them: every visible asset has a
//! `.meta` with a unique GUID, the host project opens the package's sample scene through one link (one
//! source of truth), the scene's script reference resolves to the controller, the manifests parse and
//! agree with the crate.

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

fn sample() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("unity-sample")
}

fn package() -> PathBuf {
    sample().join("Packages/com.priestsdevils.solver")
}

/// Where the package keeps its sample, and where the host project's `Assets/` links to it.
const SAMPLE: &str = "Samples~/PriestsAndDevils";
const LINK: &str = "Assets/PriestsAndDevils";

/// Unity's asset database skips names starting with `.` or ending with `~` (and `cvs`, `*.tmp`).
fn hidden_from_unity(name: &str) -> bool {
    name.starts_with('.')
        || name.ends_with('~')
        || name.eq_ignore_ascii_case("cvs")
        || name.ends_with(".tmp")
}

/// Every file and folder below `dir` that Unity imports, following links as Unity does.
fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("readable folder") {
        let path = entry.expect("entry").path();
        if hidden_from_unity(&path.file_name().unwrap().to_string_lossy()) {
            continue;
        }
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

/// Checks that every asset below `roots` has a `.meta` (and every `.meta` an asset) and that no GUID is
/// used twice; returns the GUIDs with their `.meta` files.
fn check_metas(roots: &[PathBuf]) -> HashMap<String, PathBuf> {
    let mut guids: HashMap<String, PathBuf> = HashMap::new();
    for root in roots {
        let mut paths = Vec::new();
        walk(root, &mut paths);
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
    guids
}

#[test]
fn every_asset_the_host_project_imports_has_a_meta_and_a_unique_guid() {
    // The host project sees its Assets (the sample through the link) and the package without Samples~.
    let guids = check_metas(&[sample().join("Assets"), package()]);
    assert!(guids.len() > 40, "{} assets", guids.len());
}

#[test]
fn the_sample_imports_with_its_guids_wherever_package_manager_copies_it() {
    // Package Manager copies Samples~/<name> with its .meta files into the user's Assets: every file
    // needs one, or the scene's reference to its script would break on import.
    let guids = check_metas(&[package().join(SAMPLE)]);
    assert!(guids.len() > 15, "{} sample assets", guids.len());
}

#[test]
fn the_host_project_opens_the_package_sample_through_one_link() {
    let link = sample().join(LINK);
    let meta = fs::symlink_metadata(&link).expect("Assets/PriestsAndDevils exists");
    assert!(
        meta.file_type().is_symlink(),
        "{LINK} must be a symbolic link to the package's {SAMPLE}, not a copy: one source of truth"
    );
    assert_eq!(
        fs::read_link(&link).unwrap(),
        Path::new("../Packages/com.priestsdevils.solver").join(SAMPLE)
    );
    assert_eq!(
        fs::canonicalize(&link).unwrap(),
        fs::canonicalize(package().join(SAMPLE)).unwrap()
    );
    // Git records it as a link (mode 120000), so a clone recreates it rather than a file of its path.
    let out = Command::new("git")
        .args(["ls-files", "-s", "--", &format!("unity-sample/{LINK}")])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("git runs");
    let listed = String::from_utf8_lossy(&out.stdout);
    assert!(
        listed.starts_with("120000 "),
        "git index entry of {LINK}: {listed:?}"
    );
    // Nothing else in the host project holds a scene or a script of its own.
    let mut own = Vec::new();
    for entry in fs::read_dir(sample().join("Assets")).unwrap() {
        let path = entry.unwrap().path();
        if path != link {
            own.push(path.clone());
            if path.is_dir() {
                walk(&path, &mut own);
            }
        }
    }
    own.retain(|p| !p.to_string_lossy().ends_with(".meta"));
    assert!(own.is_empty(), "assets outside the link: {own:?}");
}

#[test]
fn scene_runs_the_first_controller_on_its_main_object() {
    let dir = package().join(SAMPLE);
    let scene = fs::read_to_string(dir.join("Main.unity")).expect("scene");
    let controller = guid_of(&dir.join("Scripts/Scene/FirstController.cs.meta"));
    assert!(scene.contains(&format!(
        "m_Script: {{fileID: 11500000, guid: {controller}, type: 3}}"
    )));
    assert!(
        scene.contains("m_Name: Main\n")
            && scene.contains("m_Name: Main Camera")
            && scene.contains("Light:")
    );
    // Exactly one script in the scene: everything else is built from code. Its level is the
    // serialized RulesField, set to the classic game.
    assert_eq!(scene.matches("m_Script:").count(), 1);
    assert!(scene.contains(
        "  level:\n    priests: 3\n    devils: 3\n    boatCapacity: 2\n    boatSafety: 0\n    rowers: 0\n"
    ));
    let build = fs::read_to_string(sample().join("ProjectSettings/EditorBuildSettings.asset"))
        .expect("build settings");
    assert!(build.contains(&format!("path: {LINK}/Main.unity\n")));
    assert!(build.contains(&guid_of(&dir.join("Main.unity.meta"))));
}

fn json(path: &Path) -> serde_json::Value {
    let text = fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn manifests_parse_and_reference_the_local_package() {
    let manifest = json(&sample().join("Packages/manifest.json"));
    let deps = &manifest["dependencies"];
    assert_eq!(
        deps["com.priestsdevils.solver"],
        "file:com.priestsdevils.solver"
    );
    // The IDE packages, the Test Runner, and the modules the scene uses: IMGUI, physics (OnMouseDown's
    // ray-casts), audio (the camera's AudioListener).
    for name in [
        "com.unity.ide.rider",
        "com.unity.ide.visualstudio",
        "com.unity.test-framework",
        "com.unity.modules.imgui",
        "com.unity.modules.physics",
        "com.unity.modules.audio",
    ] {
        assert!(deps[name].is_string(), "manifest lacks {name}");
    }
    assert_eq!(manifest["testables"][0], "com.priestsdevils.solver");
    let package_json = json(&package().join("package.json"));
    assert_eq!(package_json["name"], "com.priestsdevils.solver");
    assert_eq!(
        package_json["version"],
        env!("CARGO_PKG_VERSION"),
        "package.json version follows Cargo.toml"
    );
    let samples = package_json["samples"]
        .as_array()
        .expect("package.json lists samples");
    assert_eq!(samples.len(), 1);
    assert_eq!(samples[0]["path"], SAMPLE);
    assert!(package().join(SAMPLE).join("Main.unity").exists());
    let asmdef = json(&package().join("Runtime/PriestsDevils.Solver.asmdef"));
    assert_eq!(asmdef["allowUnsafeCode"], true);
    let sample_asmdef = json(&package().join(SAMPLE).join("PriestsDevils.Sample.asmdef"));
    assert_eq!(sample_asmdef["references"][0], asmdef["name"]);
    let tests = json(&package().join("Tests/Runtime/PriestsDevils.Solver.Tests.asmdef"));
    assert_eq!(tests["defineConstraints"][0], "UNITY_INCLUDE_TESTS");
    assert_eq!(tests["precompiledReferences"][0], "nunit.framework.dll");
    // The Test Framework's assemblies, as Unity's own test assembly definitions list them: the
    // allocation constraint (`UnityEngine.TestTools.Constraints`) lives in UnityEngine.TestRunner.
    for name in ["UnityEngine.TestRunner", "UnityEditor.TestRunner"] {
        assert!(
            tests["references"]
                .as_array()
                .unwrap()
                .contains(&name.into()),
            "the tests' asmdef lacks {name}"
        );
    }
    assert!(tests["references"]
        .as_array()
        .unwrap()
        .contains(&asmdef["name"]));
    // A patched 2022.3 LTS editor, with its changeset.
    let version = fs::read_to_string(sample().join("ProjectSettings/ProjectVersion.txt")).unwrap();
    assert!(version.starts_with("m_EditorVersion: 2022.3."), "{version}");
    assert!(
        version.contains("\nm_EditorVersionWithRevision: 2022.3."),
        "{version}"
    );
}

#[test]
fn every_monobehaviour_of_the_sample_has_its_own_file_named_after_it() {
    let mut files = Vec::new();
    walk(&package().join(SAMPLE), &mut files);
    let mut behaviours = 0;
    for file in files
        .iter()
        .filter(|f| f.extension().is_some_and(|e| e == "cs"))
    {
        let text = fs::read_to_string(file).unwrap();
        assert!(
            text.contains("namespace PriestsDevils."),
            "{} has no namespace",
            file.display()
        );
        let stem = file.file_stem().unwrap().to_string_lossy();
        for line in text
            .lines()
            .filter(|l| l.contains(" class ") && l.contains(" : "))
        {
            let bases = line.split(" : ").nth(1).unwrap_or_default();
            let name = line
                .split(" class ")
                .nth(1)
                .unwrap()
                .split_whitespace()
                .next()
                .unwrap();
            let is_behaviour =
                bases.starts_with("MonoBehaviour") || bases.contains("ActionManager");
            if is_behaviour {
                behaviours += 1;
                assert_eq!(
                    name,
                    stem,
                    "{}: MonoBehaviour {name} must live in {name}.cs",
                    file.display()
                );
            }
        }
    }
    assert_eq!(
        behaviours, 5,
        "FirstController, UserGUI, ClickHandler, SSActionManager, ActionManager"
    );
}

// The plugin binaries are checked in tests/plugin_checks.rs, their `.meta` files in tests/plugin_selection.rs.
