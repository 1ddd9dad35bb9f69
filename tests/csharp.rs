//! The C# side, run under Mono: compiles the Unity package's runtime (generated bindings and safe API),
//! the sample's engine-free game model and `tests/csharp/SolverTests.cs` with `mcs -unsafe`, and runs
//! the result with `mono` against the freshly built native library. Also compiles every MonoBehaviour
//! of the sample against a small UnityEngine stand-in (a compile check only), and checks the sample
//! project's files.

mod support;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use priests_devils::ffi;
use support::{artifact_dir, assert_all_passed, assert_shared_library_built, root, run};

/// Every `.cs` file below `dir`, relative to the repository root, sorted.
fn sources(dir: &str) -> Vec<PathBuf> {
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
    walk(&root().join(dir), &mut out);
    out.sort();
    out
}

const RUNTIME: &str = "unity-sample/Packages/com.priestsdevils.solver/Runtime";
const MODEL: &str = "unity-sample/Assets/Scripts/Model";

#[test]
fn csharp_tests_pass_under_mono() {
    assert_shared_library_built();
    let lib = artifact_dir();
    let exe = Path::new(env!("CARGO_TARGET_TMPDIR")).join("SolverTests.exe");
    run(Command::new("mcs")
        .args(["-unsafe", "-warnaserror", "-nologo", "-debug"])
        .arg(format!("-out:{}", exe.display()))
        .args(sources(RUNTIME))
        .args(sources(MODEL))
        .arg(root().join("tests/csharp/SolverTests.cs")));
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
    ];
    let stdout = run(Command::new("mono")
        .arg("--debug")
        .arg(&exe)
        .args(sizes.iter().map(|(name, size)| format!("{name}={size}")))
        .env("LD_LIBRARY_PATH", &lib));
    assert_all_passed(&stdout);
}

#[test]
fn unity_scripts_compile_against_the_unityengine_stand_in() {
    let dll = Path::new(env!("CARGO_TARGET_TMPDIR")).join("UnitySample.dll");
    run(Command::new("mcs")
        .args(["-unsafe", "-warnaserror", "-nologo", "-target:library"])
        .arg(format!("-out:{}", dll.display()))
        .args(sources(RUNTIME))
        .args(sources(MODEL))
        .args(sources("unity-sample/Assets/Scripts/Scene"))
        .arg(root().join("tests/csharp/UnityEngineStub.cs")));
}

/// The C# example of README.md compiles against the package and the UnityEngine stand-in.
#[test]
fn readme_csharp_example_compiles() {
    let readme = fs::read_to_string(root().join("README.md")).expect("README.md");
    let start = readme.find("```csharp\n").expect("README has a C# example") + "```csharp\n".len();
    let end = start + readme[start..].find("```").expect("C# example is closed");
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let example = dir.join("ReadmeExample.cs");
    fs::write(&example, &readme[start..end]).expect("write example");
    run(Command::new("mcs")
        .args(["-unsafe", "-warnaserror", "-nologo", "-target:library"])
        .arg(format!("-out:{}", dir.join("ReadmeExample.dll").display()))
        .args(sources(RUNTIME))
        .arg(root().join("tests/csharp/UnityEngineStub.cs"))
        .arg(&example));
}

#[test]
fn engine_free_model_does_not_reference_unityengine() {
    for file in sources(MODEL).into_iter().chain(sources(RUNTIME)) {
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
