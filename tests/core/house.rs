//! The house's rules on its own files: every hand-written source file is at most 600 lines, and a rule
//! variant's name or the newest Unity version is written as a literal only in its one source and the
//! files generated from it, so that a new value cannot leave a hand-kept copy behind.

use crate::support;

use std::fs;

use priests_devils::{BoatSafety, Rowers};

/// The most lines of a hand-written file (CONTRIBUTING.md, "Code").
const MAX_LINES: usize = 600;

/// The source files a person writes: code, scripts and their data, not documents, records or binaries.
const SOURCE_EXTENSIONS: [&str; 11] = [
    "rs", "cs", "js", "py", "sh", "c", "h", "toml", "yml", "html", "css",
];

/// Whether `path` is generated (`cargo xtask generate` writes it, or a tool's record is committed).
fn generated(path: &str) -> bool {
    path.contains(".g.")
        || path == "include/priests_devils.h"
        || path.starts_with("compat/")
        || path.starts_with("tests/unity/api/")
        || path.ends_with("Cargo.lock")
        || path.ends_with("Levels.asset")
        || path.ends_with("SampleLevels.cs")
}

/// The tracked hand-written source files, with their text.
fn sources() -> Vec<(String, String)> {
    support::tracked_files()
        .into_iter()
        .filter(|path| {
            let extension = path.rsplit('.').next().unwrap_or("");
            SOURCE_EXTENSIONS.contains(&extension) && !generated(path)
        })
        .filter_map(|path| {
            let text = fs::read_to_string(support::root().join(&path)).ok()?;
            Some((path, text))
        })
        .collect()
}

/// The files of `files` over [`MAX_LINES`], with their lengths.
fn too_long(files: &[(String, String)]) -> Vec<(String, usize)> {
    files
        .iter()
        .map(|(path, text)| (path.clone(), text.lines().count()))
        .filter(|(_, lines)| *lines > MAX_LINES)
        .collect()
}

#[test]
fn every_hand_written_file_is_at_most_600_lines() {
    let files = sources();
    assert!(files.len() > 250, "{} source files", files.len());
    assert_eq!(
        too_long(&files),
        [],
        "split them (CONTRIBUTING.md, \"Code\")"
    );
    // The check can fail.
    let planted = [("planted.rs".to_owned(), "x\n".repeat(MAX_LINES + 1))];
    assert_eq!(
        too_long(&planted),
        [("planted.rs".to_owned(), MAX_LINES + 1)]
    );
}

/// The string literals of `text`: what stands between two `"` (or two `'`) on one line.
fn literals(text: &str) -> impl Iterator<Item = &str> {
    text.lines().flat_map(|line| {
        ['"', '\''].into_iter().flat_map(move |quote| {
            line.split(quote)
                .enumerate()
                .filter(|(i, _)| i % 2 == 1)
                .map(|(_, literal)| literal)
        })
    })
}

/// Whether `literal` is a variant's name as a person would copy it: a boat safety's name (`"aboard"`,
/// `"Aboard"`), a rowers' name in a report's words (`"priests-row"`), or an old report word.
fn names_a_variant(literal: &str) -> bool {
    let lower = literal.to_lowercase();
    BoatSafety::ALL.iter().any(|v| lower == v.name())
        || Rowers::ALL[1..]
            .iter()
            .any(|v| lower == format!("{}-row", v.name()))
        || lower.starts_with("boat-safety+")
}

/// The newest Unity version `unity-versions.toml` lists: the one a new Unity branch changes. An older
/// version named as the first to change an API (`"2019.2"`) is a fact about Unity, not a copy of the list.
fn newest_unity_version() -> String {
    let text = fs::read_to_string(support::root().join("unity-versions.toml")).unwrap();
    let table: toml::Table = text.parse().unwrap();
    let versions = table["unity"].as_array().expect("[[unity]] rows");
    let newest = versions.last().expect("a version")["version"].as_str();
    newest.expect("a version string").to_owned()
}

/// Whether `literal` is the Unity version `newest` (`"6000.6"`, `"6000.6.0f1"`).
fn names_a_unity_version(literal: &str, newest: &str) -> bool {
    literal == newest || literal.starts_with(&format!("{newest}."))
}

/// The files allowed to write a variant's name or a Unity version as a literal: the one sources and the
/// tests of the generators, which feed them fixtures.
const SOURCES: [&str; 5] = [
    "src/rules.rs",
    "unity-versions.toml",
    "levels.toml",
    "xtask/src/javascript.rs",
    "tests/core/house.rs",
];

/// Every `(file, literal)` of `files` that copies a variant's name or a Unity version.
fn copies(files: &[(String, String)], newest: &str) -> Vec<(String, String)> {
    files
        .iter()
        .filter(|(path, _)| !SOURCES.contains(&path.as_str()))
        .flat_map(|(path, text)| {
            literals(text)
                .filter(|l| names_a_variant(l) || names_a_unity_version(l, newest))
                .map(move |l| (path.clone(), l.to_owned()))
        })
        .collect()
}

#[test]
fn variant_names_and_unity_versions_are_written_only_in_their_sources() {
    let newest = newest_unity_version();
    assert_eq!(
        copies(&sources(), &newest),
        [],
        "read them from src/rules.rs (BoatSafety::name, Rules::variant_name) or unity-versions.toml, or \
         generate them (cargo xtask generate)"
    );
    // The check can fail.
    let planted = [(
        "planted.cs".to_owned(),
        format!("if (v == \"aboard\") return \"devils-row\"; var u = \"{newest}\";\n"),
    )];
    let found: Vec<String> = copies(&planted, &newest)
        .into_iter()
        .map(|(_, l)| l)
        .collect();
    assert_eq!(found, ["aboard", "devils-row", newest.as_str()]);
}
