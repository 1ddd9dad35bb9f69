//! The facts beside the C# members: the facts file covers every version and listed member, each
//! tier's asmdef fields are read by every version of its range (or ignoring them is harmless), the
//! .NET profiles `unity-versions.toml` names exist there, and `package.json` names the lowest version
//! its tarball supports.

use std::collections::BTreeSet;

use serde_json::Value;

use super::{stubs, tier_versions, RUNTIME, TOOLS};
use crate::support::{read, root, PACKAGE};

/// The data class Unity's asmdef loader fills: a field it lacks is ignored by that version.
const ASMDEF_DATA: &str = "UnityEditor.Scripting.ScriptCompilation.CustomScriptAssemblyData";

/// Fields whose value a version that does not read them may ignore, and why that is harmless.
const HARMLESS_WHEN_IGNORED: &[(&str, &str)] = &[
    (
        "rootNamespace",
        "only the namespace the IDE gives new scripts",
    ),
    (
        "noEngineReferences",
        "ignoring it only adds UnityEngine's references, which the runtime assembly does not use: \
         the matrix compiles it without them",
    ),
];

#[test]
fn the_facts_cover_every_version_and_every_listed_member() {
    let facts = stubs::facts();
    let versions: Vec<String> = stubs::versions().into_iter().map(|v| v.name).collect();
    let read_versions: Vec<String> = facts["versions"]
        .as_object()
        .unwrap()
        .keys()
        .cloned()
        .collect();
    assert_eq!(
        read_versions.iter().collect::<BTreeSet<_>>(),
        versions.iter().collect::<BTreeSet<_>>(),
        "unity-api.json was read for other versions than unity-versions.toml's: run scripts/unity-api-facts.py"
    );
    let listed: toml::Table = read(root().join("tests/unity/api/members.toml"))
        .parse()
        .unwrap();
    let mut members = BTreeSet::new();
    for (table, key) in [("api", "api"), ("facts", "facts_only")] {
        let mut from_list = BTreeSet::new();
        for (ty, names) in listed[table].as_table().unwrap() {
            for name in names.as_array().unwrap() {
                from_list.insert(format!("{ty}::{}", name.as_str().unwrap()));
            }
        }
        let in_facts: BTreeSet<String> = facts[key]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m.as_str().unwrap().to_owned())
            .collect();
        assert_eq!(
            from_list, in_facts,
            "unity-api.json is older than members.toml: run scripts/unity-api-facts.py"
        );
        members.extend(from_list);
    }
    for member in &members {
        for version in &versions {
            // Present or absent: either way, known.
            let _ = stubs::at(&facts, "members", member, version);
        }
    }
    assert!(members.len() > 200, "{} members", members.len());
}

fn asmdef_reads(facts: &Value, field: &str, version: &str) -> bool {
    stubs::at(
        facts,
        "members",
        &format!("{ASMDEF_DATA}::{field}"),
        version,
    )
    .is_some()
}

/// The default of each asmdef field: a field at its default needs no version to read it.
fn is_default(field: &str, value: &Value) -> bool {
    match field {
        "autoReferenced" => value == &Value::Bool(true),
        _ => match value {
            Value::Bool(b) => !b,
            Value::Array(a) => a.is_empty(),
            Value::String(s) => s.is_empty(),
            _ => false,
        },
    }
}

fn assert_asmdefs_read(tier: &str, asmdefs: &[&str]) {
    let facts = stubs::facts();
    let mut problems = Vec::new();
    for path in asmdefs {
        let asmdef: Value = serde_json::from_str(&read(root().join(PACKAGE).join(path))).unwrap();
        for (field, value) in asmdef.as_object().unwrap() {
            if field == "name" || is_default(field, value) {
                continue;
            }
            for version in tier_versions(tier) {
                if asmdef_reads(&facts, field, &version.name) {
                    continue;
                }
                if !HARMLESS_WHEN_IGNORED.iter().any(|(f, _)| f == field) {
                    problems.push(format!(
                        "{path}: Unity {} ignores `{field}` ({value})",
                        version.name
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_runtime_asmdefs_use_only_fields_unity_2018_4_and_newer_read() {
    let asmdefs: Vec<&str> = RUNTIME.iter().map(|a| a.asmdef).collect();
    assert_asmdefs_read("runtime", &asmdefs);
}

/// The tools tier's asmdefs: its assemblies' and the package tests' (which the matrix does not compile).
#[test]
fn the_tools_asmdefs_use_only_fields_their_versions_read() {
    let mut asmdefs: Vec<&str> = TOOLS.iter().map(|a| a.asmdef).collect();
    asmdefs.extend(TEST_ASMDEFS);
    assert_asmdefs_read("tools", &asmdefs);
}

const TEST_ASMDEFS: &[&str] = &[
    "Tests/Runtime/PriestsDevils.Solver.Tests.asmdef",
    "Tests/Editor/PriestsDevils.Solver.Editor.Tests.asmdef",
    "Tests/Editor/Levels/PriestsDevils.Solver.Editor.Levels.Tests.asmdef",
];

/// Every asmdef of the package is one the tests above read.
#[test]
fn every_asmdef_of_the_package_is_checked() {
    let mut checked: Vec<String> = RUNTIME
        .iter()
        .chain(TOOLS)
        .map(|a| a.asmdef.to_owned())
        .chain(TEST_ASMDEFS.iter().map(|a| a.to_string()))
        .collect();
    checked.sort();
    let mut found: Vec<String> = crate::support::tracked_files()
        .into_iter()
        .filter_map(|f| {
            f.strip_prefix(&format!("{PACKAGE}/"))
                .filter(|f| f.ends_with(".asmdef"))
                .map(str::to_owned)
        })
        .collect();
    found.sort();
    assert_eq!(checked, found);
}

#[test]
fn the_asmdef_facts_show_what_older_versions_ignore() {
    // The facts can tell: 2018.4 reads defineConstraints but no versionDefines (2019.1 on).
    let facts = stubs::facts();
    assert!(asmdef_reads(&facts, "defineConstraints", "2018.4"));
    assert!(!asmdef_reads(&facts, "versionDefines", "2018.4"));
    assert!(asmdef_reads(&facts, "versionDefines", "2022.3"));
}

#[test]
fn every_dotnet_profile_named_is_offered_by_its_version() {
    let facts = stubs::facts();
    for version in stubs::versions() {
        for level in &version.dotnet {
            let member = format!("UnityEditor.ApiCompatibilityLevel::{level}");
            let found = stubs::at(&facts, "members", &member, &version.name)
                .unwrap_or_else(|| panic!("Unity {} has no {member}", version.name));
            let obsolete = found["declarations"]
                .as_array()
                .unwrap()
                .iter()
                .any(|d| d.get("obsolete").is_some());
            assert!(!obsolete, "Unity {}: {member} is obsolete", version.name);
        }
    }
}

#[test]
fn package_json_names_the_lowest_version_its_tarball_supports() {
    // The tarball carries the tools tier (Editor/, Tests/, Samples~), so its floor is that tier's.
    let package: Value =
        serde_json::from_str(&read(root().join(PACKAGE).join("package.json"))).unwrap();
    let lowest = tier_versions("tools")
        .into_iter()
        .next()
        .expect("a tools version")
        .name;
    assert_eq!(package["unity"], lowest.as_str());
    for folder in ["Editor", "Tests", "Samples~"] {
        assert!(root().join(PACKAGE).join(folder).is_dir(), "{folder}");
    }
}
