//! The C# side, run under Mono: compiles the Unity package's runtime (generated bindings and safe API),
//! the sample's engine-free game model and `tests/csharp/SolverTests.cs` with `mcs -unsafe`, and runs
//! the result with `mono` against the freshly built native library. Also plays the sample scene's own
//! scripts frame by frame on a behavioural UnityEngine stand-in (`tests/csharp/SceneTests.cs`), compiled
//! for each *Active Input Handling* setting, once with the native library hidden. `SharedSolver`'s
//! lifetime (threads, an unloaded `AppDomain`, Play Mode on the stand-in) is `SharedSolverTests.cs`.
//! The course's student AIs, swapped to the package by adapters of at most 20 lines, play their games
//! in `tests/csharp/DropIn`.

use crate::support;

/// The version matrix: each tier's C# against the stubs of every Unity version it supports.
#[path = "version_matrix/mod.rs"]
pub(crate) mod version_matrix;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::scene_program::{run_scene, scene_test_program, stand_in, InputHandling, SceneFiles};
use priests_devils::ffi;
use support::{artifact_dir, assert_all_passed, assert_shared_library_built, root, run, scratch};

/// Every `.cs` file below `dir`, relative to the repository root, sorted.
fn sources(dir: &str) -> Vec<PathBuf> {
    crate::scene_program::sources(&root().join(dir))
}

/// The package's runtime, its UnityEngine assembly (`Runtime/Unity`) included.
const RUNTIME: &str = "unity-sample/Packages/com.priestsdevils.solver/Runtime";

#[test]
#[ignore = "needs Mono (mcs, mono): scripts/test.sh installs it and runs this test"]
fn csharp_tests_pass_under_mono() {
    assert_shared_library_built();
    let lib = artifact_dir();
    let dir = scratch("csharp_tests_pass_under_mono");
    let exe = dir.join("SolverTests.exe");
    run(mcs(&exe)
        .arg(root().join("tests/csharp/SolverTests.cs"))
        .arg(root().join("tests/csharp/SolverTests.Milestones.cs"))
        .arg(root().join("tests/csharp/SolverTests.NextState.cs"))
        .arg(root().join("tests/csharp/SolverTests.Levels.cs"))
        .arg(root().join("tests/csharp/SolverTests.Threads.cs"))
        .arg(root().join("tests/csharp/SolverTests.Describe.cs")));
    let sizes = [
        ("PdRules", size_of::<ffi::PdRules>()),
        ("PdState", size_of::<ffi::PdState>()),
        ("PdMove", size_of::<ffi::PdMove>()),
        ("PdVerdict", size_of::<ffi::PdVerdict>()),
        ("PdRating", size_of::<ffi::PdRating>()),
        ("PdGameState", size_of::<ffi::PdGameState>()),
        ("PdAction", size_of::<ffi::PdAction>()),
        ("PdSolverInfo", size_of::<ffi::PdSolverInfo>()),
        ("PdPolicyRow", size_of::<ffi::PdPolicyRow>()),
        ("PdPolicyEntry", size_of::<ffi::PdPolicyEntry>()),
        ("PdMilestone", size_of::<ffi::PdMilestone>()),
        ("PdLevelReport", size_of::<ffi::PdLevelReport>()),
        ("PdLoadOutcome", size_of::<ffi::PdLoadOutcome>()),
        ("PdLevelRange", size_of::<ffi::PdLevelRange>()),
    ];
    let stdout = run(Command::new("mono")
        .arg("--debug")
        .arg(&exe)
        .args(sizes.iter().map(|(name, size)| format!("{name}={size}")))
        .env("LD_LIBRARY_PATH", &lib));
    assert_all_passed(&stdout);
}

/// The river-crossing family's C# API (`tests/csharp/PuzzleTests.cs`): every puzzle of `puzzles/` loaded,
/// its report equal to the figures its file records and its plan played to the goal through `After`;
/// wolf, goat and cabbage won by `NextAction` alone in 7 sails; the bridge's 17 minutes; a wrong text's
/// line, column and the library's words; the words in English and Chinese with the file's names; the
/// refusals; the puzzle structs' sizes against Rust's.
#[test]
#[ignore = "needs Mono (mcs, mono): scripts/test.sh installs it and runs this test"]
fn puzzle_tests_pass_under_mono() {
    assert_shared_library_built();
    let dir = scratch("puzzle_tests_pass_under_mono");
    let exe = dir.join("PuzzleTests.exe");
    run(Command::new("mcs")
        .args(["-unsafe", "-warnaserror", "-nologo", "-debug"])
        .arg(format!("-out:{}", exe.display()))
        .args(SceneFiles::repository().runtime())
        .arg(root().join("tests/csharp/PuzzleTests.cs")));
    let sizes = [
        ("PdPuzzleCheck", size_of::<ffi::PdPuzzleCheck>()),
        ("PdPuzzleInfo", size_of::<ffi::PdPuzzleInfo>()),
        ("PdPuzzleKind", size_of::<ffi::PdPuzzleKind>()),
        ("PdPuzzleState", size_of::<ffi::PdPuzzleState>()),
        ("PdCrossing", size_of::<ffi::PdCrossing>()),
        ("PdPuzzleVerdict", size_of::<ffi::PdPuzzleVerdict>()),
        ("PdPuzzleRating", size_of::<ffi::PdPuzzleRating>()),
        ("PdPuzzlePlanCounts", size_of::<ffi::PdPuzzlePlanCounts>()),
        ("PdPuzzleMilestone", size_of::<ffi::PdPuzzleMilestone>()),
        ("PdPuzzleAction", size_of::<ffi::PdPuzzleAction>()),
        ("PdPuzzleReport", size_of::<ffi::PdPuzzleReport>()),
    ];
    let stdout = run(Command::new("mono")
        .arg("--debug")
        .arg(&exe)
        .arg(root().join("puzzles"))
        .args(sizes.iter().map(|(name, size)| format!("{name}={size}")))
        .env("LD_LIBRARY_PATH", artifact_dir()));
    assert_all_passed(&stdout);
}

/// `mcs` compiling the package runtime and the sample's engine-free model, with warnings as errors, into
/// the program `out`; callers add their sources.
fn mcs(out: &Path) -> Command {
    let mut cmd = Command::new("mcs");
    cmd.args(["-unsafe", "-warnaserror", "-nologo", "-debug"])
        .arg(format!("-out:{}", out.display()))
        .args(SceneFiles::repository().runtime())
        .args(SceneFiles::repository().model());
    cmd
}

/// The sample scene played frame by frame on the UnityEngine stand-in against the real library: load,
/// Hint, AI next, Auto-solve, a loss, Restart at every frame of an Auto-solve run, a 10 000-click monkey
/// run, every level, the layout of every N, M <= 8, K <= 5, no allocation per frame, clicks and buttons;
/// in a project whose input is the Input System package alone (Unity 6's default).
#[test]
#[ignore = "needs Mono (mcs, mono): scripts/test.sh installs it and runs this test"]
fn scene_plays_frame_by_frame_on_the_unityengine_stand_in() {
    assert_shared_library_built();
    let dir = scratch("scene_plays_frame_by_frame_on_the_unityengine_stand_in");
    let files = SceneFiles::repository();
    let exe = scene_test_program(&dir, "SceneTests.exe", InputHandling::InputSystem, &files);
    let stdout = run_scene(&exe, &[], Some(&artifact_dir()), &files);
    support::assert_loaded_from(&stdout, &artifact_dir().join("libpriests_devils.so"));
}

/// The same scene tests with the system language Chinese: every string drawn comes from the zh-Hans table
/// (checked after every button press), the expected texts are the tests' own Chinese, and the language
/// button switches to English mid-game.
#[test]
#[ignore = "needs Mono (mcs, mono): scripts/test.sh installs it and runs this test"]
fn scene_plays_frame_by_frame_in_simplified_chinese() {
    assert_shared_library_built();
    let dir = scratch("scene_plays_frame_by_frame_in_simplified_chinese");
    let files = SceneFiles::repository();
    let exe = scene_test_program(&dir, "SceneTests.exe", InputHandling::InputSystem, &files);
    let stdout = run_scene(&exe, &["--lang=zh-Hans"], Some(&artifact_dir()), &files);
    assert!(
        stdout.contains("ok   switching language mid-game changes only the words"),
        "the language tests ran: {stdout}"
    );
}

/// Clicks on characters, the boat and every button act exactly once under the other input settings too
/// (the Input Manager alone, with or without the package installed, and both backends), a game is won by
/// clicks alone, and no frame allocates.
#[test]
#[ignore = "needs Mono (mcs, mono): scripts/test.sh installs it and runs this test"]
fn scene_clicks_act_once_under_every_active_input_handling() {
    assert_shared_library_built();
    let dir = scratch("scene_clicks_act_once_under_every_active_input_handling");
    let files = SceneFiles::repository();
    for input in [
        InputHandling::InputManager,
        InputHandling::InputManagerWithPackage,
        InputHandling::Both,
    ] {
        let exe = scene_test_program(&dir, &format!("SceneTests{input:?}.exe"), input, &files);
        let stdout = run_scene(&exe, &["clicks"], Some(&artifact_dir()), &files);
        assert!(
            stdout.contains("ok   clicks"),
            "{input:?}: the click tests ran: {stdout}"
        );
    }
}

/// With the native library hidden, the scene logs once and shows which plug-in it expected for this
/// platform and CPU, and stays harmless; in both languages.
#[test]
#[ignore = "needs Mono (mcs, mono): scripts/test.sh installs it and runs this test"]
fn scene_explains_a_missing_native_library() {
    let dir = scratch("scene_explains_a_missing_native_library");
    let files = SceneFiles::repository();
    let exe = scene_test_program(&dir, "SceneTests.exe", InputHandling::InputSystem, &files);
    for language in ["--lang=en", "--lang=zh-Hans"] {
        run_scene(&exe, &["missing-library", language], None, &files);
    }
}

/// With a library of an older ABI (`tests/csharp/old_abi.c`) in its place, the scene says to restart the
/// Editor first.
#[test]
#[ignore = "needs Mono (mcs, mono): scripts/test.sh installs it and runs this test"]
fn scene_explains_a_native_library_of_another_abi() {
    let dir = scratch("scene_explains_a_native_library_of_another_abi");
    let lib = dir.join("old-abi");
    fs::create_dir(&lib).expect("library folder");
    run(Command::new("gcc")
        .args(["-shared", "-fPIC", "-o"])
        .arg(lib.join("libpriests_devils.so"))
        .arg(root().join("tests/csharp/old_abi.c")));
    let files = SceneFiles::repository();
    let exe = scene_test_program(&dir, "SceneTests.exe", InputHandling::InputSystem, &files);
    run_scene(&exe, &["old-abi"], Some(&lib), &files);
}

/// Every C# example of `readme` (relative to the repository root) compiles, each on its own, against
/// the package (its UnityEngine assembly included) and the UnityEngine stand-in, as `name`-N in `dir`;
/// returns how many there are.
fn compile_readme_examples(dir: &Path, readme: &str, name: &str) -> usize {
    let text = fs::read_to_string(root().join(readme)).expect("README");
    let blocks: Vec<&str> = text
        .split("```csharp\n")
        .skip(1)
        .map(|rest| &rest[..rest.find("```").expect("C# example is closed")])
        .collect();
    for (i, block) in blocks.iter().enumerate() {
        let example = dir.join(format!("{name}{i}.cs"));
        fs::write(&example, block).expect("write example");
        run(Command::new("mcs")
            .args(["-unsafe", "-warnaserror", "-nologo", "-target:library"])
            .arg(format!(
                "-out:{}",
                dir.join(format!("{name}{i}.dll")).display()
            ))
            .args(sources(RUNTIME))
            .args(stand_in())
            .arg(&example));
    }
    blocks.len()
}

/// Any C# example of the repository's own documents (README.md, `docs/`, `docs/notes/`) compiles against
/// the package and the UnityEngine stand-in. The package READMEs' blocks, fragments included, are
/// compiled by `tests/docs/readme_csharp.rs`.
#[test]
#[ignore = "needs Mono (mcs, mono): scripts/test.sh installs it and runs this test"]
fn readme_csharp_examples_compile() {
    let dir = scratch("readme_csharp_examples_compile");
    let mut documents = vec!["README.md".to_owned()];
    for folder in ["docs", "docs/notes"] {
        for entry in fs::read_dir(root().join(folder)).expect(folder) {
            let name = entry
                .expect(folder)
                .file_name()
                .into_string()
                .expect("utf-8");
            if name.ends_with(".md") {
                documents.push(format!("{folder}/{name}"));
            }
        }
    }
    for (i, document) in documents.iter().enumerate() {
        compile_readme_examples(&dir, document, &format!("DocumentExample{i}_"));
    }
}

#[test]
fn engine_free_model_does_not_reference_unityengine() {
    // Runtime/Unity is the package's UnityEngine assembly (asmdef checked in tests/unity/unity_project.rs).
    let files = SceneFiles::repository();
    for file in files.model().into_iter().chain(files.runtime()) {
        let text = fs::read_to_string(&file).expect("source");
        let code = text.lines().filter(|l| !l.trim_start().starts_with("//"));
        for line in code {
            assert!(
                !line.contains("UnityEngine"),
                "{} references UnityEngine: {line}",
                file.display()
            );
        }
    }
}

/// The seed-shaped AIs: stand-ins for the AI classes of the course's student write-ups, each with its
/// search replaced by the package in the regions marked `#region Adapter`, and their test program
/// (`DropInTests.cs`).
const DROP_IN: &str = "tests/csharp/DropIn";
/// The most lines a swap to the package may take in one AI class.
const ADAPTER_LIMIT: usize = 20;

/// What a swap wrote into `source`: the number of lines inside `#region Adapter` ... `#endregion` that
/// are neither blank nor `//` comments (the markers not counted), and the code lines outside them that
/// name the package, which a swap must not leave in the game's own code.
fn adapter_lines(source: &str) -> (usize, Vec<String>) {
    const PACKAGE_NAMES: [&str; 5] = ["PriestsDevils", "PdState", "SharedSolver", "Rules", "Side."];
    let mut inside = false;
    let mut count = 0;
    let mut outside = Vec::new();
    for line in source.lines() {
        let code = line.split("//").next().unwrap_or_default().trim();
        if code == "#region Adapter" {
            inside = true;
        } else if inside && code == "#endregion" {
            inside = false;
        } else if inside {
            count += usize::from(!code.is_empty());
        } else if PACKAGE_NAMES.iter().any(|name| code.contains(name)) {
            outside.push(line.trim().to_owned());
        }
    }
    assert!(!inside, "an Adapter region is not closed");
    (count, outside)
}

#[test]
fn adapter_lines_count_code_inside_the_markers_only() {
    let source = "using System;\n#region Adapter\nusing PriestsDevils;\n\n// a comment\n  int x; // why\n#endregion\nclass A { Side.Far }\n";
    let (count, outside) = adapter_lines(source);
    assert_eq!(count, 2);
    assert_eq!(outside, ["class A { Side.Far }"]);
}

/// Each seed-shaped AI, swapped to the package in at most 20 lines, plays its game: from the start the
/// hints win in 11 crossings; from every safe state with a path the hint is a crossing one nearer the
/// goal, by the test's own breadth-first search; the won state, lost states and states without a path
/// get the seed's documented no-hint answer.
#[test]
#[ignore = "needs Mono (mcs, mono): scripts/test.sh installs it and runs this test"]
fn seed_shaped_ais_swap_to_the_package_within_20_lines() {
    assert_shared_library_built();
    let programs = sources(DROP_IN);
    let seeds: Vec<&PathBuf> = programs
        .iter()
        .filter(|f| {
            f.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("Seed"))
        })
        .collect();
    assert_eq!(seeds.len(), 5, "one stand-in per write-up: {seeds:?}");
    for seed in &seeds {
        let (lines, outside) = adapter_lines(&fs::read_to_string(seed).expect("seed source"));
        println!("{}: {lines} adapter lines", seed.display());
        assert!(
            lines > 0 && lines <= ADAPTER_LIMIT,
            "{}: {lines} adapter lines (at most {ADAPTER_LIMIT})",
            seed.display()
        );
        assert!(
            outside.is_empty(),
            "{}: the package named outside the Adapter regions: {outside:?}",
            seed.display()
        );
    }
    let dir = scratch("seed_shaped_ais_swap_to_the_package_within_20_lines");
    let exe = dir.join("DropInTests.exe");
    run(mcs(&exe).args(&programs));
    let stdout = run(Command::new("mono")
        .arg("--debug")
        .arg(&exe)
        .env("LD_LIBRARY_PATH", artifact_dir()));
    assert_all_passed(&stdout);
}

/// The trap the README's alias cures: in a namespace with a `State` of its own (write-up 004's game),
/// `using PriestsDevils;` does not reach the package's `State`, and the seed's adapter without its alias
/// line does not compile (CS1729: the game's `State` has no constructor taking three arguments).
#[test]
#[ignore = "needs Mono (mcs, mono): scripts/test.sh installs it and runs this test"]
fn a_game_state_class_hides_the_package_state_without_the_alias() {
    let dir = scratch("a_game_state_class_hides_the_package_state_without_the_alias");
    let seed = fs::read_to_string(root().join(DROP_IN).join("Seed004.cs")).expect("seed source");
    assert!(seed.contains("using PdState = PriestsDevils.State;\n"));
    let unaliased: String = seed
        .lines()
        .filter(|l| !l.starts_with("using PdState = "))
        .map(|l| l.replace("PdState", "State") + "\n")
        .collect();
    let source = dir.join("Unaliased.cs");
    fs::write(&source, unaliased).expect("write source");
    let output = Command::new("mcs")
        .args(["-unsafe", "-nologo", "-target:library"])
        .arg(format!("-out:{}", dir.join("Unaliased.dll").display()))
        .args(SceneFiles::repository().runtime())
        .arg(&source)
        .output()
        .expect("mcs runs");
    let text = String::from_utf8_lossy(&output.stdout).into_owned()
        + &String::from_utf8_lossy(&output.stderr);
    assert!(
        !output.status.success(),
        "compiled without the alias: {text}"
    );
    assert!(text.contains("error CS1729: The type `Seed004.State' does not contain a constructor that takes `3' arguments"), "{text}");
}

/// `SharedSolver` (`tests/csharp/SharedSolverTests.cs`): one solver per rule set for 8 threads at once,
/// each rule set solved outside the lock the others share (the classic game answered within 50 ms on one
/// thread while another solves 0/4 000 000/2; one solve for its waiters; its failure to every waiter,
/// nothing kept; `Clear` during a solve), `Clear` while threads query, an `AppDomain` made and unloaded
/// 20 times disposing its shared solvers (the Editor's domain reload), Play Mode clearing them through
/// the package's Unity assembly on the UnityEngine stand-in (domain reload turned off), and, compiled as
/// the Editor compiles it, `AssemblyReloadEvents.beforeAssemblyReload` clearing them; without the
/// native library, and with one in its place that needs a missing symbol (on the search path, or only in
/// the project's package cache, as a tarball install leaves it), `TryGet` and `NativePlugin.TryLoad` say
/// why in the loader's own words (glibc's `dlerror`).
#[test]
#[ignore = "needs Mono (mcs, mono): scripts/test.sh installs it and runs this test"]
fn shared_solvers_are_one_per_rule_set_and_cleared_with_the_domain_and_play_mode() {
    assert_shared_library_built();
    let dir =
        scratch("shared_solvers_are_one_per_rule_set_and_cleared_with_the_domain_and_play_mode");
    // As the Editor compiles the package's Unity assembly (UNITY_EDITOR, UnityEditor's members), as
    // Unity 2019.2 and newer compile SharedSolverReset (SubsystemRegistration) and as 2018.4 does
    // (BeforeSceneLoad): Play Mode clears the solvers either way.
    let mut exe = PathBuf::new();
    for (name, defines) in [
        ("2018.4", "UNITY_2018_4_OR_NEWER"),
        ("2019.2", "UNITY_2019_2_OR_NEWER"),
    ] {
        exe = dir.join(format!("SharedSolverTests-{name}.exe"));
        run(Command::new("mcs")
            .args([
                "-unsafe",
                "-warnaserror",
                "-nologo",
                "-debug",
                "-define:UNITY_EDITOR",
            ])
            .arg(format!("-define:{defines}"))
            .arg(format!("-out:{}", exe.display()))
            .args(sources(RUNTIME))
            .args(stand_in())
            .arg(root().join("tests/csharp/UnityEditorStandIn.Reload.cs"))
            .arg(root().join("tests/csharp/SharedSolverTests.cs")));
        let stdout = run(Command::new("mono")
            .arg("--debug")
            .arg(&exe)
            .env("LD_LIBRARY_PATH", artifact_dir()));
        assert_all_passed(&stdout);
        let stdout = run(Command::new("mono")
            .arg("--debug")
            .arg(&exe)
            .arg("missing-library")
            .env_remove("LD_LIBRARY_PATH"));
        assert_all_passed(&stdout);
    }
    // A library whose every symbol must bind at load (-z now) and one of them is nowhere: Mono says only
    // DllNotFoundException; the loader names the symbol.
    let unresolved = dir.join("unresolved");
    fs::create_dir(&unresolved).expect("library folder");
    let symbol = "pd_test_symbol_nowhere";
    let source = unresolved.join("unresolved.c");
    fs::write(
        &source,
        format!("extern int {symbol}(void);\nint pd_abi_version(void) {{ return {symbol}(); }}\n"),
    )
    .expect("write the library's source");
    run(Command::new("gcc")
        .args(["-shared", "-fPIC", "-Wl,-z,now", "-o"])
        .arg(unresolved.join("libpriests_devils.so"))
        .arg(&source));
    let stdout = run(Command::new("mono")
        .arg("--debug")
        .arg(&exe)
        .args(["unresolved-symbol", symbol])
        .env("LD_LIBRARY_PATH", &unresolved));
    assert_all_passed(&stdout);
    // The Editor's case: no search path finds the library, which lies in the project's package cache (a
    // tarball install); the loader is asked about that file.
    let project = dir.join("project");
    let plugins =
        project.join("Library/PackageCache/com.priestsdevils.solver@1a2b3c4d/Plugins/linux-x64");
    fs::create_dir_all(&plugins).expect("the package cache's plug-in folder");
    fs::copy(
        unresolved.join("libpriests_devils.so"),
        plugins.join("libpriests_devils.so"),
    )
    .expect("copy the library");
    let stdout = run(Command::new("mono")
        .arg("--debug")
        .arg(&exe)
        .args([
            "unresolved-symbol",
            symbol,
            "/Library/PackageCache/com.priestsdevils.solver@1a2b3c4d/Plugins/linux-x64/",
        ])
        .current_dir(&project)
        .env_remove("LD_LIBRARY_PATH"));
    assert_all_passed(&stdout);
}

/// A WebGL player has no threads and a native call holds its only one, so the progress overloads start
/// no timer there (`Runtime/SolverProgress.cs`) and report once, on the caller's thread, when the call
/// ends; any other player's timer reports from its own thread while the call runs. The same build of
/// 4 000 002 safe states (long enough for the timer to fire, which the second run checks) through the
/// runtime compiled for each.
#[test]
#[ignore = "needs Mono (mcs, mono): scripts/test.sh installs it and runs this test"]
fn progress_on_webgl_starts_no_thread() {
    assert_shared_library_built();
    let dir = scratch("progress_on_webgl_starts_no_thread");
    for (player, define) in [("webgl", "UNITY_WEBGL"), ("desktop", "UNITY_STANDALONE")] {
        let exe = dir.join(format!("{player}.exe"));
        // -nowarn:414: LoaderDiagnosis keeps a field the WebGL and iOS players do not read.
        run(Command::new("mcs")
            .args(["-unsafe", "-warnaserror", "-nowarn:414", "-nologo"])
            .arg(format!("-define:{define}"))
            .arg(format!("-out:{}", exe.display()))
            .args(SceneFiles::repository().runtime())
            .arg(root().join("tests/csharp/WebGLProgress.cs")));
        fs::write(
            dir.join(format!("{player}.exe.config")),
            r#"<configuration><dllmap dll="__Internal" target="libpriests_devils.so"/></configuration>"#,
        )
        .expect("the program's .config");
        let out = run(Command::new("mono")
            .arg(&exe)
            .env("LD_LIBRARY_PATH", artifact_dir()));
        let fields: Vec<u64> = out
            .trim()
            .strip_prefix("build\t")
            .unwrap_or_else(|| panic!("{player}: {out}"))
            .split('\t')
            .map(|f| f.parse().expect("a count"))
            .collect();
        let [reports, other_threads, done, total] = fields[..] else {
            panic!("{player}: {out}")
        };
        assert_eq!(
            (done, total),
            (4_000_002, 4_000_002),
            "{player}: the last report"
        );
        if player == "webgl" {
            assert_eq!(
                (reports, other_threads),
                (1, 0),
                "{player}: reports, from other threads"
            );
        } else if other_threads == 0 {
            // The control depends on the machine's speed: a build shorter than the timer's period
            // reports only at its end. The WebGL player's check above does not depend on it.
            println!(
                "{player}: the timer never fired ({out}): the build was shorter than its period"
            );
        }
    }
}
