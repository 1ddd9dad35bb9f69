//! Fresh installs of the release archives, on the stand-ins: what a Unity user does with the files
//! `scripts/package-unity.sh` writes. The tarball and the full `.unitypackage` go into a fresh project of
//! the tools tier's oldest and newest versions (`unity-versions.toml`); the project compiles as that
//! version's Editor compiles it, against that version's API (`fresh_installs/project.rs`), and the
//! sample, taken from where the install put it, plays frame by frame on the UnityEngine stand-in, the
//! classic game and the family's puzzles, against the binary the archive carries
//! (`tests/csharp/SceneTests*.cs`). The runtime tier's `.unitypackage`
//! goes into a project of each version of that tier with a student's script asking for hints
//! (`tests/csharp/FreshInstall/StudentHint.cs`), which compiles in each; in the oldest it plays a game to
//! the end, each hint checked against this crate's own model of the game.

/// A fresh project: made, installed into and compiled as a version's Editor does.
#[path = "fresh_installs/project.rs"]
mod project;
/// The same from the repository's ZIP download: the package folder by path, the runtime files by copy.
#[path = "fresh_installs/zip_copy.rs"]
mod zip_copy;

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::csharp::version_matrix::stubs::{facts, Version};
use crate::csharp::version_matrix::tier_versions;
use crate::scene_program::{run_scene, scene_test_program, stand_in, InputHandling, SceneFiles};
use crate::support::model::Naive;
use crate::support::{
    artifact_dir, assert_all_passed, assert_loaded_from, assert_shared_library_built, plugins,
    root, run, scratch, unity_editor, Scratch,
};
use project::Project;

/// The assemblies a tools-tier project compiles with the package and its sample.
const TOOLS_ASSEMBLIES: &[&str] = &[
    "PriestsDevils.Sample",
    "PriestsDevils.Solver",
    "PriestsDevils.Solver.Editor",
    "PriestsDevils.Solver.Editor.Levels",
    "PriestsDevils.Solver.Unity",
];
/// The package's test assemblies, left out by their `defineConstraints` (`UNITY_INCLUDE_TESTS`) in a
/// project without the Test Framework: `tests/unity/package_tests.rs` and `tests/unity/level_tools.rs`
/// compile and run them under NUnit.
const TEST_ASSEMBLIES: &[&str] = &[
    "PriestsDevils.Solver.Editor.Levels.Tests",
    "PriestsDevils.Solver.Editor.Tests",
    "PriestsDevils.Solver.Tests",
];

/// The oldest and the newest version of `tier`.
fn ends_of(tier: &str) -> [Version; 2] {
    let versions = tier_versions(tier);
    [
        versions.first().unwrap().clone(),
        versions.last().unwrap().clone(),
    ]
}

/// The folder of the Linux x64 binary an install put in `package`, which the stand-in's player loads:
/// the committed binary, byte for byte. While the committed binaries lag the header's C ABI (between
/// releases, when the runtime refuses them), the freshly built library takes its place, and the test
/// says that the player did not run against the archive's binary.
fn linux_binary(package: &Path) -> PathBuf {
    let folder = package.join("Plugins/linux-x64");
    let installed = folder.join("libpriests_devils.so");
    let committed = root()
        .join(crate::support::PACKAGE)
        .join("Plugins/linux-x64/libpriests_devils.so");
    assert!(
        fs::read(&installed).unwrap() == fs::read(&committed).unwrap(),
        "the installed linux-x64 binary is not the committed one"
    );
    if let Some(lag) = plugins::committed_abi().1 {
        println!("not run against the archive's binary: {lag}; the freshly built library takes its place");
        assert_shared_library_built();
        fs::copy(artifact_dir().join("libpriests_devils.so"), &installed).unwrap();
    }
    folder
}

/// Every asset the sample's scene and level set reference by GUID is in the project (or in a package
/// it reads from elsewhere, `packages`: a local path): the scene opens with its scripts, its levels and
/// its font wherever the install put the sample.
fn assert_sample_references_resolve(project: &Path, packages: &[&Path], sample: &Path) {
    let mut metas = BTreeSet::new();
    let mut stack = vec![project.join("Assets"), project.join("Library")];
    stack.extend(packages.iter().map(|p| p.to_path_buf()));
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir).into_iter().flatten() {
            let path = entry.unwrap().path();
            if project::hidden_from_unity(&path.file_name().unwrap().to_string_lossy()) {
                continue; // a package's Samples~ is not imported: its copies of the GUIDs do not count
            } else if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|x| x == "meta") {
                let text = fs::read_to_string(&path).unwrap();
                if let Some(guid) = text.lines().find_map(|l| l.strip_prefix("guid: ")) {
                    metas.insert(guid.trim().to_owned());
                }
            }
        }
    }
    let mut checked = 0;
    for asset in ["Main.unity", "Levels.asset"] {
        let text = fs::read_to_string(sample.join(asset)).unwrap();
        for reference in text.split("guid: ").skip(1) {
            let guid = &reference[..32];
            // Unity's built-in resources (the default skybox): in every Editor.
            if guid.starts_with("0000000000000000") {
                continue;
            }
            assert!(
                metas.contains(guid),
                "{asset} references {guid}, which is not in the project"
            );
            checked += 1;
        }
    }
    assert!(checked >= 4, "{checked} references checked");
}

/// Plays the sample as installed on the stand-in (the classic game and the family's puzzles), in a
/// project whose input is `input`, against the binary the install put in `package`.
fn play_sample(dir: &Path, package: &Path, sample: &Path, input: InputHandling) {
    let files = SceneFiles {
        package: package.to_path_buf(),
        sample: sample.to_path_buf(),
    };
    let library = linux_binary(package);
    let exe = scene_test_program(dir, "SceneTests.exe", input, &files);
    let stdout = run_scene(&exe, &[], Some(&library), &files);
    assert!(
        stdout.contains("ok   Auto-solve wins the classic game"),
        "{stdout}"
    );
    // A puzzle of the river-crossing family, from the installed sample's own puzzle texts, played to
    // the win by its hints.
    assert!(
        stdout.contains("ok   puzzles: three won by Hint, frame by frame"),
        "{stdout}"
    );
    assert_loaded_from(&stdout, &library.join("libpriests_devils.so"));
}

/// Installs the release's archives with `install` into a fresh project of the tools tier's oldest and
/// newest version each; `install` returns the installed package's and sample's folders. Then checks
/// each project as Unity would open it: the sample's references resolve, the project compiles as its
/// version's Editor compiles it (the package's tests left out), and the sample plays against the binary
/// the install put in the package. Returns the scratch folder and the archives.
fn install_into_the_tools_tier(
    name: &str,
    install: impl Fn(&mut Project, &unity_editor::Archives) -> (PathBuf, PathBuf),
) -> (Scratch, unity_editor::Archives) {
    let dir = scratch(name);
    let archives = unity_editor::pack(&dir.join("archives"));
    let facts = facts();
    for version in ends_of("tools") {
        let here = dir.join(&version.name);
        let mut project = Project::new(&here.join("project"), &version);
        let (package, sample) = install(&mut project, &archives);
        assert_sample_references_resolve(&project.dir, &[], &sample);
        let compiled = project.compile(&facts, &here.join("bin"));
        let names = compiled.assert_ok(&format!("Unity {}", version.name));
        let expected: BTreeSet<String> = TOOLS_ASSEMBLIES.iter().map(|s| s.to_string()).collect();
        assert_eq!(names, expected);
        let left_out: BTreeSet<&str> = compiled.left_out.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(left_out, TEST_ASSEMBLIES.iter().copied().collect());
        // The one reference the project lacks: the Input System, which the sample uses only when the
        // package is installed (its asmdef's versionDefines).
        let missing = BTreeSet::from([(
            "PriestsDevils.Sample".to_owned(),
            "Unity.InputSystem".to_owned(),
        )]);
        assert_eq!(compiled.missing, missing);
        // The project's input is the Input Manager, the one it compiled with: it has no Input System
        // package (tests/unity/csharp.rs plays the sample under every *Active Input Handling*).
        let input = InputHandling::InputManager;
        assert!(project
            .editor_symbols()
            .iter()
            .any(|s| s == input.defines()));
        play_sample(&here, &package, &sample, input);
    }
    (dir, archives)
}

#[test]
#[ignore = "needs Mono (mcs, mono): scripts/test.sh installs it and runs this test"]
fn tarball_installs_into_the_tools_tiers_oldest_and_newest_unity_and_the_sample_plays() {
    let (dir, archives) =
        install_into_the_tools_tier("fresh_install_tarball", |project, archives| {
            let package = project
                .add_tarball(&archives.tarball)
                .unwrap_or_else(|e| panic!("Unity {}: {e}", project.version.name));
            let sample = project.import_sample(&package);
            // Where the package README says the sample's scene is.
            let readme =
                fs::read_to_string(root().join(crate::support::PACKAGE).join("README.md")).unwrap();
            let scene = sample.join("Main.unity");
            let scene_path = scene.strip_prefix(&project.dir).unwrap().to_string_lossy();
            assert!(
                scene.is_file() && readme.contains(&format!("`{scene_path}`")),
                "the README names the imported scene's path, {scene_path}"
            );
            (package, sample)
        });
    // Package Manager of the newest version without the tools refuses the tarball (they need 2022.3).
    let older = tier_versions("runtime")
        .into_iter()
        .rfind(|v| !v.tiers.iter().any(|t| t == "tools"))
        .expect("a runtime-only version");
    let mut project = Project::new(&dir.join(&older.name), &older);
    let refused = project.add_tarball(&archives.tarball);
    assert!(
        refused
            .as_ref()
            .is_err_and(|e| e.contains("requires Unity 2022.3")),
        "Unity {}: {refused:?}",
        older.name
    );
}

#[test]
#[ignore = "needs Mono (mcs, mono): scripts/test.sh installs it and runs this test"]
fn unitypackage_imports_into_the_tools_tiers_oldest_and_newest_unity_and_the_sample_plays() {
    install_into_the_tools_tier("fresh_install_unitypackage", |project, archives| {
        project.import_unitypackage(&archives.full);
        let package = project
            .dir
            .join(unity_editor::Layout::UnityPackage.prefix());
        let sample = package.join("Samples/PriestsAndDevils");
        (package, sample)
    });
}

/// The student's script of the runtime tier's test.
const STUDENT: &str = "tests/csharp/FreshInstall/StudentHint.cs";

#[test]
#[ignore = "needs Mono (mcs, mono): scripts/test.sh installs it and runs this test"]
fn runtime_unitypackage_compiles_a_student_script_in_every_runtime_tier_unity_and_hints_in_the_oldest(
) {
    let dir = scratch("fresh_install_runtime");
    let archives = unity_editor::pack(&dir.join("archives"));
    let facts = facts();
    // A fresh project of every version of the tier compiles the archive and the script, as Unity of
    // that version compiles the project: the student's script in Assembly-CSharp, which sees the
    // package's auto-referenced assemblies. The oldest then plays.
    let mut oldest = None;
    for version in tier_versions("runtime") {
        let here = dir.join(&version.name);
        let project = Project::new(&here.join("project"), &version);
        project.import_unitypackage(&archives.runtime);
        let script = project.dir.join("Assets/Scripts/StudentHint.cs");
        fs::create_dir_all(script.parent().unwrap()).unwrap();
        fs::copy(root().join(STUDENT), &script).unwrap();
        let compiled = project.compile(&facts, &here.join("bin"));
        let names = compiled.assert_ok(&format!("Unity {}", version.name));
        let expected: BTreeSet<String> = [
            "Assembly-CSharp",
            "PriestsDevils.Solver",
            "PriestsDevils.Solver.Editor",
            "PriestsDevils.Solver.Unity",
        ]
        .map(String::from)
        .into();
        assert_eq!(names, expected, "Unity {}", version.name);
        assert_eq!(
            compiled.left_out,
            [],
            "every assembly of the archive compiles"
        );
        assert!(compiled.missing.is_empty(), "{:?}", compiled.missing);
        oldest.get_or_insert((project, script));
    }
    let (project, script) = oldest.expect("a version of the runtime tier");
    student_hints_win(&dir, &project, &script);
}

/// The student's `script` in `project` (whose runtime files are in `Assets/Plugins/PriestsDevils/`)
/// plays on the stand-in, with the installed runtime and binary, and its hints win the classic game.
fn student_hints_win(dir: &Path, project: &Project, script: &Path) {
    let package = project
        .dir
        .join(unity_editor::Layout::UnityPackage.prefix());
    let files = SceneFiles {
        package: package.clone(),
        sample: PathBuf::new(),
    };
    let exe = dir.join("StudentHint.exe");
    run(Command::new("mcs")
        .args(["-unsafe", "-nologo", "-langversion:7.2"])
        .arg(format!("-out:{}", exe.display()))
        // 2018.4 has the Input Manager only, the input the project compiled with.
        .arg(format!("-define:{}", InputHandling::InputManager.defines()))
        .args(files.runtime())
        .args(files.runtime_unity())
        .args(stand_in())
        .arg(script)
        .arg(root().join("tests/csharp/FreshInstall/StudentHintDriver.cs")));
    let library = linux_binary(&package);
    let stdout = run(Command::new("mono")
        .arg("--debug")
        .arg(&exe)
        .env("LD_LIBRARY_PATH", &library));
    assert_all_passed(&stdout);
    assert_loaded_from(&stdout, &library.join("libpriests_devils.so"));
    assert_hints_win(&stdout);
}

/// The hints the student's GUI showed ("go to <left priests> <left devils> <right priests> <right
/// devils> <boat: left|right>", everyone starting on the right) lead, one legal crossing each, on a
/// shortest way from the start to everyone on the left, where the GUI says there is no hint.
fn assert_hints_win(stdout: &str) {
    let model = Naive::new(3, 3, 2);
    let hints: Vec<&str> = stdout
        .lines()
        .filter_map(|l| l.strip_prefix("hint: "))
        .collect();
    let mut here = (3, 3, false); // the start bank is the right one
    for (i, hint) in hints.iter().enumerate() {
        let Some(words) = hint.strip_prefix("go to ") else {
            assert_eq!(
                i,
                hints.len() - 1,
                "only the last press has no hint: {hints:?}"
            );
            assert_eq!(*hint, "no hint: AlreadyWon");
            assert_eq!(here, (0, 0, true), "no hint before the goal");
            assert_eq!(i as u32, model.distance((3, 3, false)).unwrap());
            return;
        };
        let w: Vec<&str> = words.split(' ').collect();
        let count = |k: usize| w[k].parse::<u32>().unwrap();
        assert_eq!(count(0) + count(2), 3, "{hint}");
        assert_eq!(count(1) + count(3), 3, "{hint}");
        let next = (count(2), count(3), w[4] == "left");
        assert!(
            model.moves(here).iter().any(|&(_, _, t)| t == next),
            "{hint}: no legal crossing from {here:?}"
        );
        assert_eq!(
            model.distance(next).map(|d| d + 1),
            model.distance(here),
            "{hint}: not on a shortest way"
        );
        here = next;
    }
    panic!("the hints never reached the goal: {hints:?}");
}
