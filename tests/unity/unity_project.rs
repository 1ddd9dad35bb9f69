//! Consistency of the Unity sample project and package as Unity imports them: every visible asset has a
//! `.meta` with a unique GUID, the repository tracks no symbolic link, the host project imports the
//! package's sample (one copy, in `Samples~`) through Package Manager and opens its scene, the build
//! settings name that scene, the scene's script reference resolves to the controller, the manifests parse
//! and agree with the crate, and the project settings Unity would otherwise write on first open are there.

use crate::support;

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

#[path = "unity_project/link_xml.rs"]
mod link_xml;

use support::{package, root};

fn sample() -> PathBuf {
    root().join("unity-sample")
}

/// Where the package keeps its sample (the one copy in the repository).
const SAMPLE: &str = "Samples~/PriestsAndDevils";

/// The host project's Editor script that imports the sample and opens its scene on first open.
const OPENER: &str = "Assets/Editor/OpenSampleOnFirstLoad.cs";

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
    // The host project sees its Assets, the package without Samples~, and, once imported, the sample
    // with the GUIDs of its .meta files (Package Manager copies them): no GUID may be used twice.
    let guids = check_metas(&[sample().join("Assets"), package(), package().join(SAMPLE)]);
    assert!(guids.len() > 60, "{} assets", guids.len());
}

#[test]
fn the_sample_imports_with_its_guids_wherever_package_manager_copies_it() {
    // Package Manager copies Samples~/<name> with its .meta files into the user's Assets: every file
    // needs one, or the scene's reference to its script would break on import.
    let guids = check_metas(&[package().join(SAMPLE)]);
    assert!(guids.len() > 15, "{} sample assets", guids.len());
}

fn git(args: &[&str]) -> std::process::Output {
    Command::new("git")
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("git runs")
}

#[test]
fn no_symbolic_link_is_tracked_or_present_in_the_unity_project() {
    // A default Windows clone or a ZIP download turns a link (mode 120000) into a text file of its path.
    let out = git(&["ls-files", "-s"]);
    assert!(out.status.success(), "git ls-files");
    let listed = String::from_utf8(out.stdout).unwrap();
    assert!(listed.lines().count() > 100, "git lists the repository");
    let links: Vec<&str> = listed
        .lines()
        .filter(|l| l.starts_with("120000 "))
        .collect();
    assert!(links.is_empty(), "symbolic links tracked: {links:?}");
    // Nor one made on disk (Unity warns that links in a project can corrupt it).
    fn no_link_below(dir: &Path) {
        for entry in fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            let meta = fs::symlink_metadata(&path).unwrap();
            assert!(
                !meta.file_type().is_symlink(),
                "{} is a link",
                path.display()
            );
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            if meta.is_dir()
                && !["Library", "Temp", "Logs", "UserSettings"].contains(&name.as_str())
            {
                no_link_below(&path);
            }
        }
    }
    no_link_below(&sample());
}

/// The value of `const string <name> = "...";` in C# source.
fn cs_constant(source: &str, name: &str) -> String {
    let key = format!("const string {name} = \"");
    let start = source.find(&key).unwrap_or_else(|| panic!("no {name}")) + key.len();
    source[start..start + source[start..].find('"').unwrap()].to_string()
}

#[test]
fn the_host_project_imports_the_package_sample_and_opens_its_scene() {
    let script = fs::read_to_string(sample().join(OPENER)).expect("the Editor script");
    let package_json = json(&package().join("package.json"));
    let sample_entry = &package_json["samples"][0];
    // The script names the package, the sample and the scene as the package does.
    assert_eq!(cs_constant(&script, "PackageName"), package_json["name"]);
    assert_eq!(
        cs_constant(&script, "SampleName"),
        sample_entry["displayName"]
    );
    let scene_guid = guid_of(&package().join(SAMPLE).join("Main.unity.meta"));
    assert_eq!(cs_constant(&script, "SceneGuid"), scene_guid);
    // Package Manager's sample API does the import; the scene opens in the Editor.
    for call in [
        "Sample.FindByPackage(PackageName, package.version)",
        ".Import(Sample.ImportOptions.OverridePreviousImports)",
        "AssetDatabase.GUIDToAssetPath(SceneGuid)",
        "EditorSceneManager.OpenScene(scene, OpenSceneMode.Single)",
        "EditorBuildSettings.scenes = ",
        "[InitializeOnLoad]",
    ] {
        assert!(script.contains(call), "{OPENER} lacks {call}");
    }
    // Editor code only: its own assembly for the Editor platform, in a folder with a .meta.
    let asmdef = json(&sample().join("Assets/Editor/PriestsDevils.SampleProject.Editor.asmdef"));
    assert_eq!(asmdef["includePlatforms"], serde_json::json!(["Editor"]));
    // The build settings list the scene where Package Manager imports it (Assets/Samples/<package
    // displayName>/<version>/<sample displayName>/), by that path and by the GUID the import keeps.
    let build = fs::read_to_string(sample().join("ProjectSettings/EditorBuildSettings.asset"))
        .expect("build settings");
    let imported = format!(
        "Assets/Samples/{}/{}/{}/Main.unity",
        package_json["displayName"].as_str().unwrap(),
        package_json["version"].as_str().unwrap(),
        sample_entry["displayName"].as_str().unwrap()
    );
    assert!(
        build.contains(&format!(
            "  m_Scenes:\n  - enabled: 1\n    path: {imported}\n    guid: {scene_guid}\n"
        )),
        "EditorBuildSettings.asset lists {imported} first: {build}"
    );
    // The imported copy is not committed: git ignores it, so one copy stays and `git status` clean.
    for path in [imported.as_str(), "Assets/Samples.meta"] {
        let ignored = git(&["check-ignore", "-q", &format!("unity-sample/{path}")]);
        assert_eq!(ignored.status.code(), Some(0), "git ignores {path}");
    }
    let kept = git(&["check-ignore", "-q", &format!("unity-sample/{OPENER}")]);
    assert_eq!(kept.status.code(), Some(1), "git keeps {OPENER}");
    // Nothing of the sample in the host project's own Assets: only the Editor script's folder.
    let mut own = Vec::new();
    walk(&sample().join("Assets"), &mut own);
    let names: Vec<String> = own
        .iter()
        .map(|p| {
            p.strip_prefix(sample())
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/")
        })
        .collect();
    let mut expected = vec![
        "Assets/Editor",
        "Assets/Editor.meta",
        OPENER,
        "Assets/Editor/OpenSampleOnFirstLoad.cs.meta",
        "Assets/Editor/BuildSample.cs",
        "Assets/Editor/BuildSample.cs.meta",
        "Assets/Editor/PriestsDevils.SampleProject.Editor.asmdef",
        "Assets/Editor/PriestsDevils.SampleProject.Editor.asmdef.meta",
    ];
    let mut names: Vec<&str> = names.iter().map(String::as_str).collect();
    // An imported sample (after the project was opened here) is Package Manager's copy, not the project's.
    names.retain(|n| !n.starts_with("Assets/Samples"));
    names.sort_unstable();
    expected.sort_unstable();
    assert_eq!(names, expected);
}

#[test]
fn the_project_settings_unity_writes_on_first_open_are_committed() {
    // The files a 2022.3 project keeps in ProjectSettings/, each with the class its YAML header names:
    // without them the Editor writes them on first open and `git status` is no longer clean.
    for (file, class) in [
        ("AudioManager.asset", "--- !u!11 &1\nAudioManager:"),
        (
            "ClusterInputManager.asset",
            "--- !u!236 &1\nClusterInputManager:",
        ),
        ("DynamicsManager.asset", "--- !u!55 &1\nPhysicsManager:"),
        (
            "EditorBuildSettings.asset",
            "--- !u!1045 &1\nEditorBuildSettings:",
        ),
        ("EditorSettings.asset", "--- !u!159 &1\nEditorSettings:"),
        ("GraphicsSettings.asset", "--- !u!30 &1\nGraphicsSettings:"),
        ("InputManager.asset", "--- !u!13 &1\nInputManager:"),
        (
            "MemorySettings.asset",
            "--- !u!387306366 &1\nMemorySettings:",
        ),
        (
            "NavMeshAreas.asset",
            "--- !u!126 &1\nNavMeshProjectSettings:",
        ),
        ("NetworkManager.asset", "--- !u!149 &1\nNetworkManager:"),
        (
            "PackageManagerSettings.asset",
            "--- !u!114 &1\nMonoBehaviour:",
        ),
        (
            "Physics2DSettings.asset",
            "--- !u!19 &1\nPhysics2DSettings:",
        ),
        (
            "PresetManager.asset",
            "--- !u!1386491679 &1\nPresetManager:",
        ),
        ("ProjectSettings.asset", "--- !u!129 &1\nPlayerSettings:"),
        ("QualitySettings.asset", "--- !u!47 &1\nQualitySettings:"),
        ("TagManager.asset", "--- !u!78 &1\nTagManager:"),
        ("TimeManager.asset", "--- !u!5 &1\nTimeManager:"),
        (
            "UnityConnectSettings.asset",
            "--- !u!310 &1\nUnityConnectSettings:",
        ),
        ("VFXManager.asset", "--- !u!937362698 &1\nVFXManager:"),
        (
            "VersionControlSettings.asset",
            "--- !u!890905787 &1\nVersionControlSettings:",
        ),
    ] {
        let text = fs::read_to_string(sample().join("ProjectSettings").join(file))
            .unwrap_or_else(|e| panic!("ProjectSettings/{file}: {e}"));
        assert!(
            text.starts_with(&format!(
                "%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n{class}\n"
            )),
            "ProjectSettings/{file} is not Unity's YAML for {class}"
        );
        assert!(!text.contains('\t'), "ProjectSettings/{file} has a tab");
    }
    let xr = json(&sample().join("ProjectSettings/XRSettings.asset"));
    assert!(xr["m_SettingKeys"].is_array());
    let player =
        fs::read_to_string(sample().join("ProjectSettings/ProjectSettings.asset")).unwrap();
    // Both input back ends: the sample's OnMouseDown needs the Input Manager, and a project that adds
    // the Input System package keeps working.
    assert!(player.contains("\n  activeInputHandler: 2\n"));
    let product = player
        .lines()
        .find_map(|l| l.strip_prefix("  productGUID: "))
        .expect("productGUID");
    assert!(product.len() == 32 && product.chars().all(|c| c.is_ascii_hexdigit()));
    // Visible .meta files in text: the .meta files in git are what Unity reads.
    let vcs =
        fs::read_to_string(sample().join("ProjectSettings/VersionControlSettings.asset")).unwrap();
    assert!(vcs.contains("  m_Mode: Visible Meta Files\n"));
    let editor = fs::read_to_string(sample().join("ProjectSettings/EditorSettings.asset")).unwrap();
    assert!(editor.contains("  m_SerializationMode: 2\n"), "Force Text");
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
    // The build settings' entry for this scene is checked with the host project's Editor script.
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
    // The IDE packages, and the modules the scene uses: IMGUI, physics (the clicks' ray-casts), audio
    // (the camera's AudioListener).
    for name in [
        "com.unity.ide.rider",
        "com.unity.ide.visualstudio",
        "com.unity.modules.imgui",
        "com.unity.modules.physics",
        "com.unity.modules.audio",
    ] {
        assert!(deps[name].is_string(), "manifest lacks {name}");
    }
    // Not the Test Framework: Unity 6 makes it a core package, "fixed to a single version matching the
    // Editor version" (Unity 6.0 to 6.7 manuals, Core packages: Test Framework), and a first open writes
    // that version over a pinned one. It comes with com.unity.ide.visualstudio (2.0.22 depends on
    // com.unity.test-framework 1.1.9), at the version each Editor resolves.
    assert!(
        deps.get("com.unity.test-framework").is_none(),
        "the manifest pins the Test Framework, whose version Unity 6 rewrites"
    );
    // The README says what a first open may rewrite.
    let readme = fs::read_to_string(sample().join("README.md")).expect("unity-sample/README.md");
    for needle in [
        "## What a first open may change",
        "`Packages/manifest.json`",
        "`Packages/packages-lock.json`",
        "`ProjectSettings/`",
        "com.unity.test-framework",
    ] {
        assert!(
            readme.contains(needle),
            "unity-sample/README.md lacks {needle}"
        );
    }
    assert_eq!(manifest["testables"][0], "com.priestsdevils.solver");
    let package_json = json(&package().join("package.json"));
    assert_eq!(package_json["name"], "com.priestsdevils.solver");
    // package.json holds the release's version (tests/docs/versions.rs checks it against the crate's).
    assert!(package_json["version"].is_string());
    // The built-in modules the sample's scripts and the Editor tools compile against come with the
    // package (a project with them disabled imports the sample without compile errors); the package
    // README says what that costs a game that only calls the solver. Text rendering (Font, GUIStyle's
    // font) is Unity's core, which has no module to disable.
    let mut files = Vec::new();
    walk(&package().join(SAMPLE).join("Scripts"), &mut files);
    walk(&package().join("Editor/Levels"), &mut files);
    let scripts: String = files
        .iter()
        .filter(|f| f.extension().is_some_and(|e| e == "cs"))
        .map(|f| fs::read_to_string(f).unwrap())
        .collect();
    for (module, used) in [
        ("com.unity.modules.physics", "Physics.Raycast("),
        ("com.unity.modules.imgui", "GUILayout."),
    ] {
        assert!(
            scripts.contains(used),
            "the scripts no longer use {module}: {used}"
        );
        assert_eq!(
            package_json["dependencies"][module], "1.0.0",
            "package.json must declare {module}, which the scripts use ({used})"
        );
        for readme in ["README.md", "README.zh-CN.md"] {
            let text = fs::read_to_string(package().join(readme)).unwrap();
            assert!(
                text.contains(&format!("`{module}`")),
                "{readme} names {module}"
            );
        }
    }
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
