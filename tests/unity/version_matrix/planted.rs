//! The matrix's self-tests: code planted into a tier's assembly must fail exactly the versions whose
//! Unity would refuse it, and compile elsewhere.

use std::fs;
use std::path::Path;

use super::{compile_tier, stubs, tier_versions, Assembly, RUNTIME, TOOLS};
use crate::support::{root, scratch, PACKAGE};

/// Compiles `tier`'s `assemblies` with `code` planted in the assembly `into`, against every version
/// of the tier; returns, per version, the compiler's output when it failed, or `None`.
fn planted(
    tier: &str,
    assemblies: &[&Assembly],
    into: &str,
    code: &str,
    name: &str,
) -> Vec<(String, Option<String>)> {
    let facts = stubs::facts();
    let dir = scratch(name);
    let file = dir.join("Planted.cs");
    fs::write(&file, code).unwrap();
    tier_versions(tier)
        .iter()
        .map(|version| {
            let results = compile_tier(
                &facts,
                version,
                &root().join(PACKAGE),
                assemblies,
                &[(into, file.as_path())],
                &dir.join(&version.name),
            );
            let failed: Vec<String> = results
                .into_iter()
                .filter_map(|(label, outcome)| outcome.err().map(|e| format!("{label}: {e}")))
                .collect();
            let failure = (!failed.is_empty()).then(|| failed.join("\n"));
            (version.name.clone(), failure)
        })
        .collect()
}

/// The versions whose compile failed with error `code`, asserting no version failed otherwise.
fn failing(results: &[(String, Option<String>)], code: &str) -> Vec<String> {
    results
        .iter()
        .filter_map(|(version, failure)| {
            failure.as_ref().map(|text| {
                assert!(
                    text.contains(code),
                    "Unity {version} fails, but not with {code}:\n{text}"
                );
                version.clone()
            })
        })
        .collect()
}

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

#[test]
#[ignore = "needs Mono (mcs): scripts/test.sh installs it and runs this test"]
fn a_planted_get_instance_id_fails_the_editor_code_from_6000_5() {
    let code = "namespace PriestsDevils.EditorTools.Levels { static class Planted {\n\
                static int Id(UnityEngine.Object o) { return o.GetInstanceID(); } } }\n";
    let all: Vec<&Assembly> = RUNTIME.iter().chain(TOOLS).collect();
    let results = planted(
        "tools",
        &all,
        "PriestsDevils.Solver.Editor.Levels",
        code,
        "matrix_planted_get_instance_id",
    );
    // 6000.4 marks it obsolete with a warning, 6000.5 and every later version with an error.
    let from_6000_5: Vec<String> = results
        .iter()
        .map(|(version, _)| version.clone())
        .skip_while(|version| version != "6000.5")
        .collect();
    assert!(!from_6000_5.is_empty(), "6000.5 is a tools version");
    assert_eq!(failing(&results, "error CS0619"), from_6000_5);
}

#[test]
#[ignore = "needs Mono (mcs): scripts/test.sh installs it and runs this test"]
fn an_unguarded_subsystem_registration_fails_the_runtime_tier_before_2019_2() {
    let code = "namespace PriestsDevils.UnityGlue { static class Planted {\n\
                [UnityEngine.RuntimeInitializeOnLoadMethod(UnityEngine.RuntimeInitializeLoadType.SubsystemRegistration)]\n\
                static void Reset() { } } }\n";
    let results = planted(
        "runtime",
        &RUNTIME.iter().collect::<Vec<_>>(),
        "PriestsDevils.Solver.Unity",
        code,
        "matrix_planted_subsystem_registration",
    );
    assert_eq!(failing(&results, "error CS0117"), names(&["2018.4"]));
}

#[test]
#[ignore = "needs Mono (mcs): scripts/test.sh installs it and runs this test"]
fn a_member_without_facts_fails_every_version() {
    // Application.targetFrameRate exists in every version, but is not among the members the package
    // uses (tests/unity/api/members.toml): the stubs lack it.
    let code = "namespace PriestsDevils.UnityGlue { static class Planted {\n\
                static int Rate() { return UnityEngine.Application.targetFrameRate; } } }\n";
    let results = planted(
        "runtime",
        &RUNTIME.iter().collect::<Vec<_>>(),
        "PriestsDevils.Solver.Unity",
        code,
        "matrix_planted_unlisted_member",
    );
    let all: Vec<String> = tier_versions("runtime")
        .into_iter()
        .map(|v| v.name)
        .collect();
    assert_eq!(failing(&results, "error CS0117"), all);
}

#[test]
#[ignore = "needs Mono (mcs): scripts/test.sh installs it and runs this test"]
fn runtime_code_under_unity_editor_is_checked_against_every_runtime_version() {
    // The Editor compiles the runtime assemblies with UNITY_EDITOR and UnityEditor: an unlisted
    // UnityEditor member there (EditorApplication.isPlaying exists, but has no facts) fails every
    // version's Editor compile; the player compile never sees it.
    let code = "#if UNITY_EDITOR\nnamespace PriestsDevils.UnityGlue { static class Planted {\n\
                static bool Playing() { return UnityEditor.EditorApplication.isPlaying; } } }\n#endif\n";
    let results = planted(
        "runtime",
        &RUNTIME.iter().collect::<Vec<_>>(),
        "PriestsDevils.Solver.Unity",
        code,
        "matrix_planted_editor_only_member",
    );
    let all: Vec<String> = tier_versions("runtime")
        .into_iter()
        .map(|v| v.name)
        .collect();
    assert_eq!(failing(&results, "error CS0117"), all);
    for (version, failure) in &results {
        let text = failure.as_deref().unwrap_or_default();
        assert!(
            !text.contains(" ios player: "),
            "Unity {version}: the player compile saw UNITY_EDITOR code:\n{text}"
        );
    }
}

/// The package's own folders the matrix reads exist (a renamed folder would compile nothing).
#[test]
fn every_assembly_folder_of_the_matrix_exists() {
    for assembly in RUNTIME.iter().chain(TOOLS) {
        for folder in assembly.folders {
            let path = root().join(PACKAGE).join(folder.trim_end_matches("/*"));
            assert!(Path::new(&path).is_dir(), "{}", path.display());
        }
        assert!(root().join(PACKAGE).join(assembly.asmdef).is_file());
    }
}
