//! The version matrix: the package's C# compiled, tier by tier, against every Unity version its tier
//! supports (`unity-versions.toml`), each time against signature-only stubs of that version
//! (`stubs.rs`, from the facts `scripts/unity-api-facts.py` read out of Unity's published C#
//! reference), with that version's `UNITY_<X>_<Y>_OR_NEWER` defines and its C# language level where
//! Mono's compiler can hold to it. An `[Obsolete(..., true)]` member fails the compile and a warning
//! does not; a member the facts lack is missing from the stubs, so using it fails the compile too. A
//! version whose compile fails fails its tier's test, naming the version and the compiler's errors.
//!
//! Scoped out, with the reason: the Input System (`Samples~`' pointer input under
//! `PRIESTSDEVILS_INPUT_SYSTEM`), a package with its own versions that UnityCsReference lacks: the
//! sample is compiled without it, under both *Active Input Handling* symbols, and
//! `tests/unity/csharp.rs` plays it on the stand-in with it. `Tests/` (the Test Framework and Unity's
//! NUnit are packages UnityCsReference lacks, versioned apart from the Editor): `tests/unity/package_tests.rs`
//! compiles and runs them against NUnit. How the matrix is made and read: `docs/unity-versions.md`.

#[path = "stubs.rs"]
pub(crate) mod stubs;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

use crate::support::{root, scratch, PACKAGE};
use stubs::Version;

/// One assembly of a tier: its name, its sources (folders below the package, `*` for the folder
/// alone), the package assemblies it references, whether it sees `UnityEngine` and `UnityEditor`,
/// and its asmdef.
struct Assembly {
    name: &'static str,
    folders: &'static [&'static str],
    references: &'static [&'static str],
    engine: bool,
    editor: bool,
    asmdef: &'static str,
}

const RUNTIME: &[Assembly] = &[
    Assembly {
        name: "PriestsDevils.Solver",
        folders: &["Runtime/*"],
        references: &[],
        engine: false,
        editor: false,
        asmdef: "Runtime/PriestsDevils.Solver.asmdef",
    },
    Assembly {
        name: "PriestsDevils.Solver.Unity",
        folders: &["Runtime/Unity"],
        references: &["PriestsDevils.Solver"],
        engine: true,
        editor: false,
        asmdef: "Runtime/Unity/PriestsDevils.Solver.Unity.asmdef",
    },
    // Editor/PluginSelection.cs: picks the iOS archive at build time; the runtime-only .unitypackage
    // (scripts/package-unity.sh) ships it with the runtime from 2018.4.
    Assembly {
        name: "PriestsDevils.Solver.Editor",
        folders: &["Editor/*"],
        references: &[],
        engine: true,
        editor: true,
        asmdef: "Editor/PriestsDevils.Solver.Editor.asmdef",
    },
];

const TOOLS: &[Assembly] = &[
    Assembly {
        name: "PriestsDevils.Solver.Editor.Levels",
        folders: &["Editor/Levels"],
        references: &["PriestsDevils.Solver", "PriestsDevils.Solver.Unity"],
        engine: true,
        editor: true,
        asmdef: "Editor/Levels/PriestsDevils.Solver.Editor.Levels.asmdef",
    },
    Assembly {
        name: "PriestsDevils.Sample",
        folders: &["Samples~/PriestsAndDevils"],
        references: &["PriestsDevils.Solver", "PriestsDevils.Solver.Unity"],
        engine: true,
        editor: false,
        asmdef: "Samples~/PriestsAndDevils/PriestsDevils.Sample.asmdef",
    },
];

/// Where the code is built: the Editor, or a player (iOS: the static library's `__Internal` imports).
/// The sample's *Active Input Handling* symbol differs between the two, so both are compiled.
pub(crate) const TARGETS: &[(&str, &[&str])] = &[
    (
        "editor",
        &[
            "UNITY_EDITOR",
            "UNITY_EDITOR_LINUX",
            "UNITY_STANDALONE",
            "ENABLE_LEGACY_INPUT_MANAGER",
        ],
    ),
    ("ios player", &["UNITY_IOS", "ENABLE_INPUT_SYSTEM"]),
];

/// Mono's `-langversion` for Unity's C# level. `mcs` knows levels up to 7.2: C# 7.3 is held to 7.2
/// (stricter: 7.3's additions are refused too); beyond (8.0, 9.0) `mcs` has no such level, and its
/// latest, 7.2, is stricter still.
pub(crate) fn langversion(csharp: &str) -> &'static str {
    match csharp {
        "7.3" | "8.0" | "9.0" => "7.2",
        other => panic!("no mcs language level for C# {other}"),
    }
}

/// Every `.cs` file below `dir` (directly in it with `flat`), sorted.
fn sources(dir: &Path, flat: bool) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        if path.is_dir() {
            if !flat {
                out.extend(sources(&path, false));
            }
        } else if path.extension().is_some_and(|e| e == "cs") {
            out.push(path);
        }
    }
    out.sort();
    out
}

/// The stubs of `version`, compiled into `dir`: `(UnityEngine.dll, UnityEditor.dll)`.
pub(crate) fn compile_stubs(facts: &Value, version: &str, dir: &Path) -> (PathBuf, PathBuf) {
    fs::create_dir_all(dir).unwrap();
    let (engine, editor) = stubs::sources(facts, version);
    let engine_cs = dir.join("UnityEngine.cs");
    let editor_cs = dir.join("UnityEditor.cs");
    fs::write(&engine_cs, engine).unwrap();
    fs::write(&editor_cs, editor).unwrap();
    let engine_dll = dir.join("UnityEngine.dll");
    let editor_dll = dir.join("UnityEditor.dll");
    let stub = |out: &Path, source: &Path, refs: &[&Path]| {
        let mut cmd = Command::new("mcs");
        cmd.args([
            "-nologo",
            "-target:library",
            "-langversion:7.2",
            "-nowarn:0618,0619",
        ])
        .arg(format!("-out:{}", out.display()));
        for r in refs {
            cmd.arg(format!("-r:{}", r.display()));
        }
        let output = cmd.arg(source).output().expect("mcs runs");
        assert!(
            output.status.success(),
            "the stubs of Unity {version} do not compile ({}): the facts or stubs.rs need a fix\n{}",
            source.display(),
            String::from_utf8_lossy(&output.stdout)
        );
    };
    stub(&engine_dll, &engine_cs, &[]);
    stub(&editor_dll, &editor_cs, &[&engine_dll]);
    (engine_dll, editor_dll)
}

/// What compiling one assembly said: `Err` with the compiler's output when it failed.
type Outcome = Result<String, String>;

/// Compiles `assemblies` (in order) from the package at `package` against `version`'s stubs for each
/// target, with `extra` files added to the assembly named by its key; returns each compile's label
/// and outcome.
fn compile_tier(
    facts: &Value,
    version: &Version,
    package: &Path,
    assemblies: &[&Assembly],
    extra: &[(&str, &Path)],
    dir: &Path,
) -> Vec<(String, Outcome)> {
    let (engine, editor) = compile_stubs(facts, &version.name, &dir.join("stubs"));
    let mut results = Vec::new();
    for (target, target_defines) in TARGETS {
        let out = dir.join(target.replace(' ', "-"));
        fs::create_dir_all(&out).unwrap();
        let mut defines: Vec<String> = version.defines.clone();
        defines.extend(target_defines.iter().map(|d| d.to_string()));
        for assembly in assemblies {
            if *target != "editor" && assembly.editor {
                continue;
            }
            let mut cmd = Command::new("mcs");
            cmd.args(["-nologo", "-target:library", "-unsafe"])
                .arg(format!(
                    "-out:{}",
                    out.join(format!("{}.dll", assembly.name)).display()
                ))
                .arg(format!("-define:{}", defines.join(";")));
            cmd.arg(format!("-langversion:{}", langversion(&version.csharp)));
            if assembly.engine {
                cmd.arg(format!("-r:{}", engine.display()));
            }
            // The Editor compiles every assembly that sees UnityEngine against UnityEditor too, so
            // runtime code under `#if UNITY_EDITOR` is checked here; a player build has no UnityEditor.
            if assembly.editor || (assembly.engine && *target == "editor") {
                cmd.arg(format!("-r:{}", editor.display()));
            }
            for r in assembly.references {
                cmd.arg(format!("-r:{}", out.join(format!("{r}.dll")).display()));
            }
            for folder in assembly.folders {
                let (folder, flat) = match folder.strip_suffix("/*") {
                    Some(f) => (f, true),
                    None => (*folder, false),
                };
                cmd.args(sources(&package.join(folder), flat));
            }
            for (name, file) in extra {
                if *name == assembly.name {
                    cmd.arg(file);
                }
            }
            let output = cmd.output().expect("mcs runs");
            let text = String::from_utf8_lossy(&output.stdout).into_owned()
                + &String::from_utf8_lossy(&output.stderr);
            let label = format!("Unity {} {target}: {}", version.name, assembly.name);
            let failed = !output.status.success();
            results.push((label, if failed { Err(text) } else { Ok(text) }));
            if failed {
                break; // the assemblies after it reference it
            }
        }
    }
    results
}

/// The versions of `tier`, oldest first.
pub(crate) fn tier_versions(tier: &str) -> Vec<Version> {
    stubs::versions()
        .into_iter()
        .filter(|v| v.tiers.iter().any(|t| t == tier))
        .collect()
}

/// Compiles `tier` against every version in its range; fails naming each version whose compile
/// failed, with the compiler's errors. Prints each compile's warnings (an `[Obsolete]` warning among
/// them: due to fail in a later version).
fn assert_tier_compiles(tier: &str, assemblies: &[&Assembly], name: &str) {
    let facts = stubs::facts();
    let dir = scratch(name);
    let mut failures = Vec::new();
    let versions = tier_versions(tier);
    assert!(!versions.is_empty(), "no version supports the {tier} tier");
    for version in &versions {
        let results = compile_tier(
            &facts,
            version,
            &root().join(PACKAGE),
            assemblies,
            &[],
            &dir.join(&version.name),
        );
        for (label, outcome) in results {
            match outcome {
                Ok(text) => {
                    for line in text.lines().filter(|l| l.contains("warning CS")) {
                        println!("{label}: {line}");
                    }
                }
                Err(text) => failures.push(format!("{label} fails:\n{}", errors(&text))),
            }
        }
    }
    let mut failed: Vec<&str> = failures
        .iter()
        .map(|f| f.split(' ').nth(1).unwrap())
        .collect();
    failed.dedup();
    assert!(
        failures.is_empty(),
        "the {tier} tier fails to compile against {} of its {} versions ({}):\n{}",
        failed.len(),
        versions.len(),
        failed.join(", "),
        failures.join("\n")
    );
}

/// The compiler's error lines.
pub(crate) fn errors(text: &str) -> String {
    text.lines()
        .filter(|l| l.contains("error CS"))
        .map(|l| format!("    {l}"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
#[ignore = "needs Mono (mcs): scripts/test.sh installs it and runs this test"]
fn runtime_tier_compiles_against_every_version_from_2018_4() {
    assert_tier_compiles(
        "runtime",
        &RUNTIME.iter().collect::<Vec<_>>(),
        "matrix_runtime_tier",
    );
}

#[test]
#[ignore = "needs Mono (mcs): scripts/test.sh installs it and runs this test"]
fn tools_tier_compiles_against_2022_3_to_the_newest() {
    let all: Vec<&Assembly> = RUNTIME.iter().chain(TOOLS).collect();
    assert_tier_compiles("tools", &all, "matrix_tools_tier");
}

/// The package's C# the matrix does not compile, and why.
const SCOPED_OUT: &[(&str, &str)] = &[(
    "Tests",
    "the Test Framework (com.unity.test-framework) and Unity's NUnit (com.unity.ext.nunit) are packages \
     versioned apart from the Editor, which UnityCsReference lacks; tests/unity/package_tests.rs \
     compiles and runs these tests against NUnit",
)];

/// The Input System's symbol: its code (the sample's pointer input) is compiled only on the stand-in.
const SCOPED_OUT_DEFINE: (&str, &str) = (
    "PRIESTSDEVILS_INPUT_SYSTEM",
    "the Input System is a package with its own versions, which UnityCsReference lacks; \
     tests/unity/csharp.rs plays the sample's pointer input on the stand-in under each setting",
);

/// Every folder of the package holding C# is compiled by a tier or scoped out with its reason, what the
/// runtime-only .unitypackage ships is compiled by the runtime tier, and the scoped-out symbol is the
/// only one of its kind the sample tests.
#[test]
fn every_csharp_folder_is_in_the_matrix_or_scoped_out_with_a_reason() {
    let package = root().join(PACKAGE);
    let compiled: Vec<&str> = RUNTIME
        .iter()
        .chain(TOOLS)
        .flat_map(|a| a.folders.iter().map(|f| f.trim_end_matches("/*")))
        .collect();
    for entry in fs::read_dir(&package).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if !path.is_dir() || sources(&path, false).is_empty() {
            continue;
        }
        let covered = compiled
            .iter()
            .any(|f| f.split('/').next() == Some(name.as_str()));
        let scoped = SCOPED_OUT
            .iter()
            .any(|(f, why)| *f == name && !why.is_empty());
        assert!(
            covered != scoped,
            "{name}/: compiled by the matrix: {covered}, scoped out: {scoped} (exactly one)"
        );
    }
    // Every C# file below a compiled folder is in some assembly of the matrix.
    let all: Vec<&Assembly> = RUNTIME.iter().chain(TOOLS).collect();
    for folder in ["Runtime", "Editor", "Samples~/PriestsAndDevils"] {
        for file in sources(&package.join(folder), false) {
            let rel = file
                .strip_prefix(&package)
                .unwrap()
                .to_string_lossy()
                .into_owned();
            assert!(
                in_assemblies(&rel, &all),
                "{rel} is in no assembly of the matrix"
            );
        }
    }
    // The runtime-only .unitypackage (2018.4 on) ships Runtime/ and the Editor files its script names:
    // each of its C# files is compiled by the runtime tier, and each of its asmdefs is a runtime one.
    let runtime: Vec<&Assembly> = RUNTIME.iter().collect();
    let shipped = runtime_package_editor_files();
    assert!(
        shipped.iter().any(|f| f.ends_with(".cs")),
        "scripts/package-unity.py names no Editor C# for the runtime tier: {shipped:?}"
    );
    for rel in sources(&package.join("Runtime"), false)
        .iter()
        .map(|f| {
            f.strip_prefix(&package)
                .unwrap()
                .to_string_lossy()
                .into_owned()
        })
        .chain(shipped.iter().filter(|f| f.ends_with(".cs")).cloned())
    {
        assert!(
            in_assemblies(&rel, &runtime),
            "{rel} ships in the runtime-only .unitypackage but the runtime tier does not compile it"
        );
    }
    for asmdef in shipped.iter().filter(|f| f.ends_with(".asmdef")) {
        assert!(
            RUNTIME.iter().any(|a| a.asmdef == asmdef),
            "{asmdef} ships in the runtime-only .unitypackage but is no runtime-tier assembly"
        );
    }
    let pointer =
        fs::read_to_string(package.join("Samples~/PriestsAndDevils/Scripts/Scene/PointerInput.cs"))
            .unwrap();
    assert!(
        pointer.contains(SCOPED_OUT_DEFINE.0),
        "{}",
        SCOPED_OUT_DEFINE.1
    );
    for (_, defines) in TARGETS {
        assert!(!defines.contains(&SCOPED_OUT_DEFINE.0));
    }
}

/// Whether the package file `rel` is a source of one of `assemblies` (a `/*` folder: directly in it).
fn in_assemblies(rel: &str, assemblies: &[&Assembly]) -> bool {
    let dir = rel.rsplit_once('/').map_or("", |(d, _)| d);
    assemblies
        .iter()
        .flat_map(|a| a.folders.iter())
        .any(|f| match f.strip_suffix("/*") {
            Some(flat) => dir == flat,
            None => rel.starts_with(&format!("{f}/")),
        })
}

/// The `Editor/` files `scripts/package-unity.py` puts in the runtime-only .unitypackage (its
/// `RUNTIME_EDITOR`).
fn runtime_package_editor_files() -> Vec<String> {
    let script = fs::read_to_string(root().join("scripts/package-unity.py")).unwrap();
    let line = script
        .lines()
        .find(|l| l.starts_with("RUNTIME_EDITOR = "))
        .expect("scripts/package-unity.py names its RUNTIME_EDITOR files");
    line.split('"')
        .skip(1)
        .step_by(2)
        .map(str::to_owned)
        .collect()
}

#[path = "editors.rs"]
pub(crate) mod editors;
#[path = "facts.rs"]
mod facts;
#[path = "planted.rs"]
mod planted;
