//! `.github/workflows/unity.yml` as it must be to pass the first time it runs (nothing here can run
//! it): every player build imports the sample first (the sample project's build method, which imports
//! before it builds, since batch mode skips `OpenSampleOnFirstLoad`); the Xcode project crosses from
//! one job to the next in a tar (an artifact drops file modes, and Xcode runs IL2CPP's binary from it);
//! every Editor version it names, and every one `unity-versions.toml` names, is a tagged final release
//! (`version_matrix/editors.rs`), and previews are left out of its matrix. Each defect is also planted
//! into the real workflow, which must then fail.

use std::fs;

use crate::csharp::version_matrix::{editors, stubs};
use crate::support::{read, root};

const WORKFLOW: &str = ".github/workflows/unity.yml";
const BUILD_METHOD: &str = "unity-sample/Assets/Editor/BuildSample.cs";
const METHOD_PREFIX: &str = "PriestsDevils.SampleProject.Editor.BuildSample.";

/// The workflow's jobs: (name, text), split at its two-space-indented keys under `jobs:`.
fn jobs(workflow: &str) -> Vec<(String, String)> {
    let body = &workflow[workflow.find("\njobs:\n").expect("a jobs: key") + 7..];
    let mut jobs: Vec<(String, String)> = Vec::new();
    for line in body.lines() {
        let job = line
            .strip_prefix("  ")
            .filter(|rest| !rest.starts_with(' ') && rest.ends_with(':'));
        match job {
            Some(name) => jobs.push((name.trim_end_matches(':').to_owned(), String::new())),
            None => {
                if let Some((_, text)) = jobs.last_mut() {
                    text.push_str(line);
                    text.push('\n');
                }
            }
        }
    }
    jobs
}

/// The value of `key:` on each line of `text` that sets it.
fn values<'a>(text: &'a str, key: &str) -> Vec<&'a str> {
    text.lines()
        .filter_map(|l| l.trim_start().trim_start_matches("- ").strip_prefix(key))
        .filter_map(|rest| rest.strip_prefix(':'))
        .map(str::trim)
        .collect()
}

/// Every defect of `workflow`, given the build method's C# source and `unity-versions.toml`.
fn defects(workflow: &str, build_method: &str, versions_toml: &str) -> Vec<String> {
    let mut found = Vec::new();
    // The build method imports the sample, then builds.
    let import = build_method.find(".Import(Sample.ImportOptions.OverridePreviousImports");
    let build = build_method.find("BuildPipeline.BuildPlayer(");
    let imports_first = matches!((import, build), (Some(i), Some(b)) if i < b)
        && build_method.contains("string scene = ImportSample();");
    for (job, text) in jobs(workflow) {
        if text.contains("game-ci/unity-builder@") {
            let methods = values(&text, "buildMethod");
            match methods.as_slice() {
                [method] if method.starts_with(METHOD_PREFIX) => {
                    let name = &method[METHOD_PREFIX.len()..];
                    if !build_method.contains(&format!("public static void {name}() => Build(")) {
                        found.push(format!("{job}: {BUILD_METHOD} has no build method {name}"));
                    } else if !imports_first {
                        found.push(format!(
                            "{job}: {BUILD_METHOD} does not import the sample before the build"
                        ));
                    }
                }
                _ => found.push(format!(
                    "{job}: builds a player without importing the sample first (no buildMethod: {METHOD_PREFIX}…)"
                )),
            }
        }
        // An artifact a job uploads for another to run is a tar, unpacked by tar.
        let uploads_build =
            text.contains("actions/upload-artifact@") && text.contains("targetPlatform: iOS");
        if uploads_build {
            for path in values(&text, "path") {
                if !path.ends_with(".tar") {
                    found.push(format!(
                        "{job}: uploads {path}, not a tar: the Xcode project would lose its file modes"
                    ));
                }
            }
        }
        if text.contains("actions/download-artifact@") && !text.contains("tar -C ios -xf ios.tar") {
            found.push(format!(
                "{job}: downloads the Xcode project without unpacking it from its tar"
            ));
        }
    }
    let facts = stubs::facts();
    for (file, text) in [(WORKFLOW, workflow), ("unity-versions.toml", versions_toml)] {
        for wrong in editors::untagged_editors(text, &facts) {
            found.push(format!("{file}: {wrong}"));
        }
    }
    // The matrix takes the Editors from unity-versions.toml's `editor` rows only (no preview).
    if !workflow.contains(r#"if "tools" in r["tiers"] and "editor" in r]"#) {
        found.push(format!(
            "{WORKFLOW}: its matrix does not leave out the previews (rows without `editor`)"
        ));
    }
    found
}

fn real() -> (String, String, String) {
    (
        read(root().join(WORKFLOW)),
        read(root().join(BUILD_METHOD)),
        read(root().join("unity-versions.toml")),
    )
}

#[test]
fn the_unity_workflow_imports_before_building_keeps_modes_and_pins_real_editors() {
    let (workflow, method, versions) = real();
    let found = defects(&workflow, &method, &versions);
    assert!(found.is_empty(), "{}", found.join("\n"));
    let builds = jobs(&workflow)
        .into_iter()
        .filter(|(_, t)| t.contains("game-ci/unity-builder@"))
        .count();
    assert_eq!(builds, 2, "the WebGL and the iOS build jobs");
    // The build method's scene path follows the installed package's version (package.json).
    for part in [
        "package.displayName",
        "package.version",
        "OpenSampleOnFirstLoad.SampleName",
    ] {
        assert!(
            method.contains(part),
            "{BUILD_METHOD}: the scene path from {part}"
        );
    }
    assert!(fs::metadata(root().join(format!("{BUILD_METHOD}.meta"))).is_ok());
}

#[test]
fn each_planted_defect_fails_the_workflow_check() {
    let (workflow, method, versions) = real();
    let plant = |from: &str, to: &str, text: &str| {
        assert!(
            text.contains(from),
            "{from:?} is not in the file: the planting is stale"
        );
        text.replacen(from, to, 1)
    };
    // 1. A player built without the sample imported.
    let no_import = plant(
        "          buildMethod: PriestsDevils.SampleProject.Editor.BuildSample.WebGL\n",
        "",
        &workflow,
    );
    let found = defects(&no_import, &method, &versions);
    assert!(
        found
            .iter()
            .any(|d| d.starts_with("webgl: builds a player without importing")),
        "{found:?}"
    );
    let import_after = plant(
        "string scene = ImportSample();",
        "string scene = \"\";",
        &method,
    );
    let found = defects(&workflow, &import_after, &versions);
    assert!(
        found
            .iter()
            .any(|d| d.contains("does not import the sample")),
        "{found:?}"
    );
    // 2. The Xcode project as an artifact folder.
    let folder = plant(
        "          path: ios.tar\n",
        "          path: build/iOS\n",
        &workflow,
    );
    let folder = plant(
        "        run: mkdir ios && tar -C ios -xf ios.tar\n",
        "        run: ls\n",
        &folder,
    );
    let found = defects(&folder, &method, &versions);
    assert!(
        found
            .iter()
            .any(|d| d.contains("uploads build/iOS, not a tar")),
        "{found:?}"
    );
    assert!(
        found.iter().any(|d| d.contains("without unpacking")),
        "{found:?}"
    );
    // 3. An Editor release that does not exist, in the workflow or in unity-versions.toml.
    let pinned = plant(
        "          unityVersion: ${{ matrix.unity.editor }}\n",
        "          unityVersion: 6000.6.0f1\n",
        &workflow,
    );
    let found = defects(&pinned, &method, &versions);
    assert!(
        found.iter().any(|d| d.contains("6000.6.0f1: no such tag")),
        "{found:?}"
    );
    let toml = plant(
        "preview = \"beta\"\n",
        "editor = \"6000.6.0f1\"\n",
        &versions,
    );
    let found = defects(&workflow, &method, &toml);
    assert!(
        found
            .iter()
            .any(|d| d.starts_with("unity-versions.toml: 6000.6.0f1: no such tag")),
        "{found:?}"
    );
    let previews = plant(r#" and "editor" in r]"#, "]", &workflow);
    let found = defects(&previews, &method, &versions);
    assert!(
        found
            .iter()
            .any(|d| d.contains("does not leave out the previews")),
        "{found:?}"
    );
}
