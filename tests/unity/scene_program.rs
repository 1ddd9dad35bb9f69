//! The scene test program (`tests/csharp/SceneTests*.cs`): the package's runtime, the sample's model and
//! scene scripts and the behavioural UnityEngine stand-in compiled by `mcs` into one program that plays
//! the sample frame by frame under `mono`. Its files come from the repository (`tests/unity/csharp.rs`)
//! or from a project the release archives were installed into (`tests/unity/fresh_installs.rs`).

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::support::{assert_all_passed, root, run, PACKAGE};

/// Where the program takes the package and its sample from.
pub struct SceneFiles {
    /// The package's folder: `Runtime/`, `Tests/Runtime/SampleLevels.cs`.
    pub package: PathBuf,
    /// The sample's folder: `Scripts/Model`, `Scripts/Scene`, `Levels.asset`.
    pub sample: PathBuf,
}

impl SceneFiles {
    /// The repository's package and its one copy of the sample (`Samples~/PriestsAndDevils`).
    pub fn repository() -> SceneFiles {
        let package = root().join(PACKAGE);
        SceneFiles {
            sample: package.join("Samples~/PriestsAndDevils"),
            package,
        }
    }

    /// The package's runtime without its UnityEngine assembly (`Runtime/Unity`).
    pub fn runtime(&self) -> Vec<PathBuf> {
        let unity = self.package.join("Runtime/Unity");
        sources(&self.package.join("Runtime"))
            .into_iter()
            .filter(|f| !f.starts_with(&unity))
            .collect()
    }

    /// The package's runtime types that need UnityEngine (its own assembly, `PriestsDevils.Solver.Unity`:
    /// `RulesField`, `LevelSet`), compiled only with the stand-in.
    pub fn runtime_unity(&self) -> Vec<PathBuf> {
        sources(&self.package.join("Runtime/Unity"))
    }

    /// The sample's engine-free game model.
    pub fn model(&self) -> Vec<PathBuf> {
        sources(&self.sample.join("Scripts/Model"))
    }

    /// The sample's scene scripts (MonoBehaviours).
    pub fn scene(&self) -> Vec<PathBuf> {
        sources(&self.sample.join("Scripts/Scene"))
    }

    /// The sample's `LevelSet` asset, which the scene's FirstController references.
    pub fn levels_asset(&self) -> PathBuf {
        self.sample.join("Levels.asset")
    }

    /// The levels the package's tests vouch for; the scene tests check the sample offers exactly these.
    pub fn sample_levels(&self) -> PathBuf {
        self.package.join("Tests/Runtime/SampleLevels.cs")
    }
}

/// Every `.cs` file below `dir`, sorted.
pub fn sources(dir: &Path) -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let path = entry.expect("dir entry").path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "cs") {
                out.push(path);
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, &mut out);
    out.sort();
    out
}

/// The behavioural UnityEngine stand-in: objects and the frame loop, rendering and IMGUI.
pub fn stand_in() -> [PathBuf; 3] {
    [
        root().join("tests/csharp/UnityEngineStandIn.cs"),
        root().join("tests/csharp/UnityEngineStandIn.Rendering.cs"),
        root().join("tests/csharp/UnityEngineStandIn.Input.cs"),
    ]
}

/// A project's *Active Input Handling* (Player Settings) and whether the Input System package is
/// installed, as the scripting defines Unity compiles the sample with: `ENABLE_LEGACY_INPUT_MANAGER` and
/// `ENABLE_INPUT_SYSTEM` from the setting, `PRIESTSDEVILS_INPUT_SYSTEM` from the sample asmdef's
/// `versionDefines` when the package is installed. The stand-in is compiled with the same defines.
#[derive(Clone, Copy, Debug)]
pub enum InputHandling {
    /// Input Manager (Old), the package not installed.
    InputManager,
    /// Input Manager (Old) with the package installed (inactive).
    InputManagerWithPackage,
    /// Input System Package (New), what Unity 6 sets up.
    InputSystem,
    /// Both.
    Both,
}

impl InputHandling {
    /// The scripting symbols of this setting.
    pub fn defines(self) -> &'static str {
        match self {
            Self::InputManager => "ENABLE_LEGACY_INPUT_MANAGER",
            Self::InputManagerWithPackage => {
                "ENABLE_LEGACY_INPUT_MANAGER;PRIESTSDEVILS_INPUT_SYSTEM"
            }
            Self::InputSystem => "ENABLE_INPUT_SYSTEM;PRIESTSDEVILS_INPUT_SYSTEM",
            Self::Both => {
                "ENABLE_LEGACY_INPUT_MANAGER;ENABLE_INPUT_SYSTEM;PRIESTSDEVILS_INPUT_SYSTEM"
            }
        }
    }
}

/// Compiles the scene test program: the package runtime, the sample's model and scene scripts, the
/// behavioural UnityEngine stand-in and `tests/csharp/SceneTests*.cs`, as `name` in `dir`, for a project
/// whose input is `input`, from `files`. Every MonoBehaviour of the sample compiles against the stand-in
/// here.
pub fn scene_test_program(
    dir: &Path,
    name: &str,
    input: InputHandling,
    files: &SceneFiles,
) -> PathBuf {
    let exe = dir.join(name);
    let tests = [
        "LevelSetAsset.cs",
        "SceneTests.cs",
        "SceneTests.Failures.cs",
        "SceneTests.Hints.cs",
        "SceneTests.Frames.cs",
        "SceneTests.Clicks.cs",
        "SceneTests.Language.cs",
        "SceneTests.Map.cs",
        "SceneTests.Puzzles.cs",
    ];
    run(Command::new("mcs")
        .args(["-unsafe", "-warnaserror", "-nologo", "-debug"])
        .arg(format!("-out:{}", exe.display()))
        .arg(format!("-define:{}", input.defines()))
        .args(files.runtime())
        .args(files.model())
        .args(files.scene())
        .args(files.runtime_unity())
        .args(stand_in())
        .args(tests.map(|f| root().join("tests/csharp").join(f)))
        .arg(files.sample_levels()));
    exe
}

/// Runs the scene test program `exe` under `mono` with `args`, told where the sample's `LevelSet` asset
/// is (the scene's FirstController gets the levels parsed from it, as Unity loads them with the scene)
/// and where the native library is (`library`; `None` hides it), and asserts every test passed; returns
/// the program's output.
pub fn run_scene(exe: &Path, args: &[&str], library: Option<&Path>, files: &SceneFiles) -> String {
    let mut cmd = Command::new("mono");
    cmd.arg("--debug")
        .arg(exe)
        .args(args)
        .env("PD_SAMPLE_LEVELS", files.levels_asset());
    match library {
        Some(dir) => cmd.env("LD_LIBRARY_PATH", dir),
        None => cmd.env_remove("LD_LIBRARY_PATH"),
    };
    let stdout = run(&mut cmd);
    assert_all_passed(&stdout);
    stdout
}
