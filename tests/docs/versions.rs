//! One release version everywhere: every string in the repository that names this project's release
//! (archive names, the imported sample's folder, the binaries' manifests, the newest CHANGELOG
//! sections, and any install line pinned to a tag or link into a tagged tree, which the repository has
//! none of until it has a public home) says the version of the Unity package's `package.json`. The
//! crates (the library and the command-line tool, one version in their `Cargo.toml`s and the lock
//! files) are at that version, or at the next one once an unreleased change needed it, which the
//! CHANGELOG's *Unreleased* section then names. Historical mentions in prose ("version 0.3.0 measured
//! ...") are not release references and are left alone; so are the CHANGELOG's older sections, their
//! compare links and the release log (`docs/notes/release-log.md`), each of whose sections names its
//! own release's archives.

use crate::support;

use std::fs;

use support::{root, tracked_files, RELEASE, VERSION};

use support::PACKAGE;

/// Text that names a release: a version stands between the prefix and the suffix.
const RELEASE_REFERENCES: &[(&str, &str)] = &[
    ("#v", ""),                            // git URL pinned to the release tag
    ("/blob/v", "/"),                      // links into the tagged tree
    ("/tree/v", "/"),                      //
    ("com.priestsdevils.solver-", ".tgz"), // Package Manager tarball
    ("PriestsDevils-", ".unitypackage"),   // classic asset package
    ("priests_devils-", "-"),              // C release archives (priests_devils-<v>-<platform>)
    ("Priests and Devils Solver/", "/"),   // where Package Manager imports the sample
    ("git tag v", ""),                     // release instructions
    ("git checkout v", ""),                //
];

/// The version at the start of `text` (digits and dots, three numbers), if any.
fn version_at(text: &str) -> Option<&str> {
    let end = text
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(text.len());
    let candidate = text[..end].trim_end_matches('.');
    let parts: Vec<&str> = candidate.split('.').collect();
    (parts.len() == 3 && parts.iter().all(|p| !p.is_empty())).then_some(candidate)
}

/// Every release reference in `text`: (line number, the reference's prefix, the version it names).
fn release_references(text: &str) -> Vec<(usize, &'static str, String)> {
    let mut found = Vec::new();
    for (number, line) in text.lines().enumerate() {
        for &(prefix, suffix) in RELEASE_REFERENCES {
            for (at, _) in line.match_indices(prefix) {
                let rest = &line[at + prefix.len()..];
                if let Some(version) = version_at(rest) {
                    if rest[version.len()..].starts_with(suffix) {
                        found.push((number + 1, prefix, version.to_owned()));
                    }
                }
            }
        }
    }
    found
}

/// The CHANGELOG's older sections: everything from the second `## [` heading that carries a date.
fn current_part_of_changelog(text: &str) -> &str {
    let mut dated = text.match_indices("\n## [").filter(|(at, _)| {
        let heading = text[at + 1..].lines().next().unwrap_or_default();
        heading.contains("] - ")
    });
    dated.next();
    match dated.next() {
        Some((at, _)) => &text[..at],
        None => text,
    }
}

#[test]
fn the_parser_finds_release_references_and_skips_placeholders() {
    let text = "pin #v1.2.3 or com.priestsdevils.solver-1.2.3.tgz\n\
                not #v<version>, not priests_devils-<version>-linux-x64, not version 0.3.0\n\
                x/blob/v0.9.1/README.md and priests_devils-2.0.0-linux-x64.tar.gz";
    let found: Vec<(usize, String)> = release_references(text)
        .into_iter()
        .map(|(line, _, v)| (line, v))
        .collect();
    assert_eq!(
        found,
        [
            (1, "1.2.3".to_owned()),
            (1, "1.2.3".to_owned()),
            (3, "0.9.1".to_owned()),
            (3, "2.0.0".to_owned()),
        ]
    );
}

#[test]
fn every_release_reference_in_the_repository_names_the_crates_version() {
    let mut wrong = Vec::new();
    let mut seen = 0;
    for path in tracked_files() {
        if path == "tests/docs/versions.rs" {
            continue; // this file's own examples
        }
        if path == "docs/notes/release-log.md" {
            continue; // the record of each release, naming that release's archives
        }
        let Ok(text) = fs::read_to_string(root().join(&path)) else {
            continue; // binaries
        };
        let text = if path.ends_with("CHANGELOG.md") {
            current_part_of_changelog(&text)
        } else {
            &text
        };
        for (line, prefix, version) in release_references(text) {
            seen += 1;
            if version != RELEASE {
                wrong.push(format!("{path}:{line}: {prefix}{version}"));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "release references that are not {RELEASE}:\n{}",
        wrong.join("\n")
    );
    // The README's install lines alone name the release several times: a scan that finds none is broken.
    assert!(seen >= 5, "only {seen} release references found");
}

#[test]
fn manifests_and_lock_files_carry_the_crates_version() {
    let json = |path: &str| -> serde_json::Value {
        serde_json::from_str(&fs::read_to_string(root().join(path)).expect(path)).expect(path)
    };
    for manifest in [
        &format!("{PACKAGE}/Plugins/manifest.json"),
        "prebuilt/c/manifest.json",
    ] {
        let value = json(manifest);
        let binaries = value["files"]
            .as_array()
            .unwrap_or_else(|| panic!("{manifest}: binaries"));
        assert!(!binaries.is_empty(), "{manifest}");
        for binary in binaries {
            assert_eq!(
                binary["version"].as_str(),
                Some(RELEASE.as_str()),
                "{manifest}: {}",
                binary["file"]
            );
        }
    }
    for (lock, crates) in [
        ("Cargo.lock", &["priests_devils", "priests-devils-cli"][..]),
        ("fuzz/Cargo.lock", &["priests_devils"]),
    ] {
        let text = fs::read_to_string(root().join(lock)).expect(lock);
        for name in crates {
            let entry = format!("name = \"{name}\"\nversion = \"{VERSION}\"\n");
            assert!(
                text.contains(&entry),
                "{lock} does not lock {name} {VERSION}"
            );
        }
    }
}

/// The newest dated section of `changelog`: its `## [x.y.z] - date` heading.
fn newest_dated_section(changelog: &str) -> Option<&str> {
    changelog
        .lines()
        .find(|l| l.starts_with("## [") && l.contains("] - "))
}

/// Both changelogs, the crate's and C library's at the root and the Unity package's, are at the
/// release's version: their newest dated section names it.
#[test]
fn the_newest_changelog_section_is_this_version() {
    for path in ["CHANGELOG.md".to_owned(), format!("{PACKAGE}/CHANGELOG.md")] {
        let changelog = fs::read_to_string(root().join(&path)).expect(&path);
        let newest =
            newest_dated_section(&changelog).unwrap_or_else(|| panic!("{path}: no dated section"));
        assert!(
            newest.starts_with(&format!("## [{RELEASE}] - ")),
            "{path}: the newest dated section is {newest:?}, the release is {RELEASE}"
        );
    }
    // The check can fail: an older section first is not this version.
    let stale = "## [Unreleased]\n\n## [0.0.1] - 2026-01-01\n\n## [9.9.9] - 2026-12-31\n";
    assert_eq!(newest_dated_section(stale), Some("## [0.0.1] - 2026-01-01"));
    assert_ne!(RELEASE.as_str(), "0.0.1");
}

/// `x.y.z` as numbers.
fn numbers(version: &str) -> [u64; 3] {
    let parts: Vec<u64> = version
        .split('.')
        .map(|p| p.parse().unwrap_or_else(|_| panic!("version {version}")))
        .collect();
    parts
        .try_into()
        .unwrap_or_else(|_| panic!("version {version}"))
}

/// The crates' version is the release's, or the next: before 1.0 the next minor (a breaking change)
/// or patch, from 1.0 the next major, minor or patch. When it is ahead, the CHANGELOG's *Unreleased*
/// section names it, and both crates, the library and the command-line tool, share it.
#[test]
fn the_crates_are_at_the_release_or_the_next_version() {
    let [major, minor, patch] = numbers(&RELEASE);
    let next = [
        [major + 1, 0, 0],
        [major, minor + 1, 0],
        [major, minor, patch + 1],
    ];
    let crates = numbers(VERSION);
    assert!(
        crates == [major, minor, patch] || next.contains(&crates),
        "the crates are at {VERSION}, the release is {RELEASE}"
    );
    if crates != [major, minor, patch] {
        let changelog = fs::read_to_string(root().join("CHANGELOG.md")).unwrap();
        let unreleased = changelog
            .split_once("## [Unreleased]")
            .and_then(|(_, rest)| rest.split("\n## [").next())
            .expect("CHANGELOG.md has an Unreleased section");
        assert!(
            unreleased.contains(VERSION),
            "CHANGELOG.md's Unreleased section does not say the crates are at {VERSION} (the \
             release is {RELEASE})"
        );
    }
    let cli = fs::read_to_string(root().join("cli/Cargo.toml")).unwrap();
    assert!(
        cli.contains(&format!("\nversion = \"{VERSION}\"\n"))
            && cli.contains(&format!(
                "priests_devils = {{ version = \"{VERSION}\", path = \"..\" }}"
            )),
        "cli/Cargo.toml is not at {VERSION}, or does not depend on the library at {VERSION}"
    );
}
