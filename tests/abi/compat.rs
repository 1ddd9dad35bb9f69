//! Compatibility with the last release (`compat/baseline.json` names it), for the two surfaces other
//! programs compile against outside Rust (the Rust API is checked by `cargo semver-checks` in `.ci/run`):
//!
//! - **The C ABI**: libabigail's `abidiff` compares the freshly built shared library (its debug info
//!   describes every exported function's parameter and struct types) with the release's ABI
//!   (`compat/c-abi.xml`, written by `abidw` from the release's library). Additions pass; any other
//!   change passes only if `PD_ABI_VERSION` was bumped past the release's. Both directions are shown on
//!   small C libraries built here: an added function passes, a changed struct fails.
//! - **The C# API**: the package's runtime assembly's public surface, listed by reflection under Mono
//!   (`tests/csharp/ApiSurface.cs`), against the release's (`compat/csharp-api.txt`): every type or
//!   member added, removed or changed must be named in the CHANGELOG's sections since that release
//!   (`[Unreleased]` and any newer one).
//!
//! At a release, `scripts/compat-baseline.sh` rewrites the three files from the released sources.

use crate::support;

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use support::{artifact_dir, assert_shared_library_built, header_abi_version, root, run, scratch};

use support::PACKAGE;

fn baseline() -> serde_json::Value {
    let path = root().join("compat/baseline.json");
    serde_json::from_str(&fs::read_to_string(&path).expect("compat/baseline.json")).expect("JSON")
}

/// What `abidiff` says of `new` against the ABI dump `old`, leaving added functions and variables out
/// (`--no-added-syms`): whether anything else changed (its exit status's bits 2, a change, or 3, an
/// incompatible one: a changed type is reported as the former) and its report. Fails on a tool error
/// (bits 0-1).
fn abidiff(old: &Path, new: &Path) -> (bool, String) {
    let output = Command::new("abidiff")
        .args(["--no-show-locs", "--no-added-syms"])
        .arg(old)
        .arg(new)
        .output()
        .expect("abidiff runs (Debian's abigail-tools: scripts/install-tools.sh test installs it)");
    let code = output.status.code().expect("abidiff exited");
    let report = String::from_utf8_lossy(&output.stdout).into_owned();
    assert_eq!(code & 3, 0, "abidiff failed ({code}): {report}");
    (code & 12 != 0, report)
}

/// The rule CI applies: a change other than an addition needs an ABI version above the release's.
fn abi_change_allowed(changed: bool, abi_version: u64, released: u64) -> bool {
    !changed || abi_version > released
}

#[test]
#[ignore = "needs libabigail (abidiff): scripts/test.sh installs it and runs this test"]
fn c_abi_changes_since_the_release_are_additions_or_bump_the_abi_version() {
    assert_shared_library_built();
    let header = fs::read_to_string(root().join("include/priests_devils.h")).expect("header");
    let released = baseline()["abi_version"].as_u64().expect("abi_version");
    let (changed, report) = abidiff(
        &root().join("compat/c-abi.xml"),
        &artifact_dir().join("libpriests_devils.so"),
    );
    assert!(
        abi_change_allowed(changed, header_abi_version(&header), released),
        "the C ABI changed (beyond additions) since the release (C ABI version {released}) without a bump of \
         PD_ABI_VERSION:\n{report}"
    );
}

/// The rule on a library small enough to change at will: version 1 exports `f(struct s*)`; version 2
/// adds a function (compatible), version 3 adds a field to the struct (incompatible).
#[test]
#[ignore = "needs libabigail (abidw, abidiff): scripts/test.sh installs it and runs this test"]
fn abidiff_passes_an_added_function_and_fails_a_changed_struct() {
    let dir = scratch("abidiff_passes_an_added_function_and_fails_a_changed_struct");
    let build = |name: &str, source: &str| -> PathBuf {
        let c = dir.join(format!("{name}.c"));
        fs::write(&c, source).unwrap();
        let so = dir.join(format!("lib{name}.so"));
        run(Command::new("gcc")
            .args(["-g", "-O0", "-shared", "-fPIC", "-o"])
            .arg(&so)
            .arg(&c));
        so
    };
    let v1 = build(
        "v1",
        "struct s { int a; };\nint f(struct s *p) { return p->a; }\n",
    );
    let v2 = build(
        "v2",
        "struct s { int a; };\nint f(struct s *p) { return p->a; }\nint g(void) { return 1; }\n",
    );
    let v3 = build(
        "v3",
        "struct s { int a; long b; };\nint f(struct s *p) { return p->a + (int)p->b; }\n",
    );
    let dump = dir.join("v1.xml");
    run(Command::new("abidw").arg("--out-file").arg(&dump).arg(&v1));

    let (changed, report) = abidiff(&dump, &v2);
    assert!(!changed, "an added function is an addition: {report}");
    assert!(abi_change_allowed(changed, 4, 4));

    let (changed, report) = abidiff(&dump, &v3);
    assert!(changed, "a changed struct is a change: {report}");
    assert!(report.contains("type size changed"), "{report}");
    assert!(!abi_change_allowed(changed, 4, 4), "fails without a bump");
    assert!(abi_change_allowed(changed, 5, 4), "passes with one");
}

/// The public surface of the package's runtime assembly, one line per type or member, sorted.
fn csharp_surface(dir: &Path) -> Vec<String> {
    let runtime = dir.join("PriestsDevils.Solver.dll");
    let mut sources: Vec<PathBuf> = fs::read_dir(root().join(PACKAGE).join("Runtime"))
        .expect("Runtime")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "cs"))
        .collect();
    sources.sort();
    run(Command::new("mcs")
        .args(["-unsafe", "-nologo", "-target:library"])
        .arg(format!("-out:{}", runtime.display()))
        .args(sources));
    let lister = dir.join("ApiSurface.exe");
    run(Command::new("mcs")
        .args(["-warnaserror", "-nologo"])
        .arg(format!("-out:{}", lister.display()))
        .arg(root().join("tests/csharp/ApiSurface.cs")));
    run(Command::new("mono").arg(&lister).arg(&runtime))
        .lines()
        .map(str::to_owned)
        .collect()
}

/// What a CHANGELOG entry must name for a surface line: `Type.Member` for a member, enum value or
/// constructor's type (`Type`), the type's own name for a type (whose members it then names too, when the
/// type is new).
fn named_by(line: &str) -> String {
    let (kind, rest) = line.split_once(' ').expect("<kind> <what>");
    let what = rest
        .split(|c| [' ', '(', '['].contains(&c))
        .next()
        .expect("a name");
    let parts: Vec<&str> = what.split('.').collect();
    match kind {
        "type" | "ctor" => parts[parts.len() - 1].to_owned(),
        _ => parts[parts.len() - 2..].join("."),
    }
}

/// The CHANGELOG's sections since the baseline's release: `[Unreleased]` and every release newer than
/// the one `compat/baseline.json` names (a release's changes are named in its own section until
/// `scripts/compat-baseline.sh` makes it the baseline).
fn since_the_baseline() -> String {
    let text = fs::read_to_string(root().join(PACKAGE).join("CHANGELOG.md")).expect("CHANGELOG");
    let baseline: serde_json::Value = serde_json::from_str(
        &fs::read_to_string(root().join("compat/baseline.json")).expect("compat/baseline.json"),
    )
    .expect("JSON");
    let version = baseline["version"].as_str().expect("a version");
    let start = text
        .find("## [Unreleased]")
        .expect("an [Unreleased] section");
    let end = text
        .find(&format!("\n## [{version}]"))
        .unwrap_or_else(|| panic!("a section for the baseline's {version}"));
    text[start..end].to_owned()
}

#[test]
#[ignore = "needs Mono (mcs, mono): scripts/test.sh installs it and runs this test"]
fn csharp_api_changes_since_the_release_are_named_in_the_changelog() {
    let dir = scratch("csharp_api_changes_since_the_release_are_named_in_the_changelog");
    let now: BTreeSet<String> = csharp_surface(&dir).into_iter().collect();
    assert!(
        now.iter()
            .any(|l| l.starts_with("method PriestsDevils.Solver.GetNextMove(")),
        "the listing finds the API: {now:?}"
    );
    let released: BTreeSet<String> = fs::read_to_string(root().join("compat/csharp-api.txt"))
        .expect("compat/csharp-api.txt")
        .lines()
        .map(str::to_owned)
        .collect();
    let notes = since_the_baseline();
    // A new type brings its members: naming the type names them.
    let new_types: BTreeSet<String> = now
        .difference(&released)
        .filter(|l| l.starts_with("type "))
        .map(|l| named_by(l))
        .collect();
    let named = |line: &String| {
        let owner = named_by(line)
            .split('.')
            .next()
            .unwrap_or_default()
            .to_owned();
        notes.contains(&named_by(line))
            || (now.contains(line.as_str()) && new_types.contains(&owner) && notes.contains(&owner))
    };
    let unnamed: Vec<String> = now
        .symmetric_difference(&released)
        .filter(|line| !named(line))
        .map(|line| {
            let sign = if now.contains(line.as_str()) {
                '+'
            } else {
                '-'
            };
            format!(
                "{sign} {line} (the CHANGELOG names no `{}`)",
                named_by(line)
            )
        })
        .collect();
    assert!(
        unnamed.is_empty(),
        "C# API changes since the release that the CHANGELOG's sections since it do not name:\n{}",
        unnamed.join("\n")
    );
}

#[test]
fn a_changelog_entry_is_found_by_the_name_it_must_carry() {
    assert_eq!(
        named_by("method PriestsDevils.Solver.GetPlan(PriestsDevils.State state) : X"),
        "Solver.GetPlan"
    );
    assert_eq!(
        named_by("enum PriestsDevils.Status.NoPath = 9"),
        "Status.NoPath"
    );
    assert_eq!(
        named_by("ctor PriestsDevils.Solver(PriestsDevils.Rules rules)"),
        "Solver"
    );
    assert_eq!(
        named_by("type PriestsDevils.Rating : struct (System.IEquatable<PriestsDevils.Rating>)"),
        "Rating"
    );
    assert_eq!(
        named_by("property PriestsDevils.Step.MovesLeft : System.Int32 get"),
        "Step.MovesLeft"
    );
}
