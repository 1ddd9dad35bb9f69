//! The Editor releases named anywhere are real ones: every Editor version `unity-versions.toml` or a
//! workflow (`.github/workflows/*.yml`) names is a final release with a tag in UnityCsReference (the
//! facts' `tags`, which `scripts/unity-api-facts.py` records per branch), and a version with no final
//! release yet is a preview (`preview = "beta"` or `"alpha"`, as its newest tag says), checked by the
//! API version matrix only: no `editor`, no workflow job. The tools tier's top Editor is the newest
//! final release among the versions.

use std::fs;

use serde_json::Value;

use super::stubs;
use crate::support::{read, root};

/// Every Editor release named in `text` (`2022.3.62f2`, `6000.6.0b1`: year or major, minor, patch, a
/// release kind `a`/`b`/`f`/`p` and its build number), in order.
pub(crate) fn editor_versions(text: &str) -> Vec<String> {
    let bytes = text.as_bytes();
    let mut found = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let starts = bytes[i].is_ascii_digit() && (i == 0 || !is_word(bytes[i - 1]));
        if starts {
            if let Some(end) = editor_version_at(bytes, i) {
                found.push(text[i..end].to_owned());
                i = end;
                continue;
            }
        }
        i += 1;
    }
    found
}

fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'.' || b == b'_'
}

/// The end of an Editor version starting at `start`, if one does.
fn editor_version_at(bytes: &[u8], start: usize) -> Option<usize> {
    let digits = |mut i: usize| {
        let from = i;
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            i += 1;
        }
        (i > from).then_some(i)
    };
    let mut i = digits(start)?;
    if i - start != 4 {
        return None; // 2022, 6000: the year or Unity 6's major
    }
    for _ in 0..2 {
        if bytes.get(i) != Some(&b'.') {
            return None;
        }
        i = digits(i + 1)?;
    }
    if !matches!(bytes.get(i), Some(b'a' | b'b' | b'f' | b'p')) {
        return None;
    }
    let end = digits(i + 1)?;
    (end == bytes.len() || !is_word(bytes[end])).then_some(end)
}

/// The tags of `version`'s UnityCsReference branch, oldest first (empty when the facts lack it).
fn tags(facts: &Value, version: &str) -> Vec<String> {
    facts["tags"][version]
        .as_array()
        .map(|t| t.iter().map(|s| s.as_str().unwrap().to_owned()).collect())
        .unwrap_or_default()
}

/// What is wrong with each Editor version `text` names: not tagged in its branch, or not final.
pub(crate) fn untagged_editors(text: &str, facts: &Value) -> Vec<String> {
    let mut wrong = Vec::new();
    for editor in editor_versions(text) {
        let branch: String = editor.splitn(3, '.').take(2).collect::<Vec<_>>().join(".");
        let tagged = tags(facts, &branch);
        if !tagged.contains(&editor) {
            wrong.push(format!(
                "{editor}: no such tag in UnityCsReference's {branch} (newest: {})",
                tagged.last().map_or("none", String::as_str)
            ));
        } else if !editor[branch.len() + 1..].contains('f') {
            wrong.push(format!("{editor}: a preview, not a final release"));
        }
    }
    wrong
}

/// The files that may name Editor versions: unity-versions.toml and every workflow.
fn named_in() -> Vec<(String, String)> {
    let mut files = vec![(
        "unity-versions.toml".to_owned(),
        read(root().join("unity-versions.toml")),
    )];
    let mut workflows: Vec<_> = fs::read_dir(root().join(".github/workflows"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "yml" || e == "yaml"))
        .collect();
    workflows.sort();
    for path in workflows {
        let name = path.strip_prefix(root()).unwrap().display().to_string();
        files.push((name, read(&path)));
    }
    files
}

#[test]
fn every_editor_version_named_is_a_tagged_final_release() {
    let facts = stubs::facts();
    let mut named = 0;
    for (file, text) in named_in() {
        named += editor_versions(&text).len();
        let wrong = untagged_editors(&text, &facts);
        assert!(wrong.is_empty(), "{file}: {}", wrong.join("; "));
    }
    assert!(named >= 5, "{named} Editor versions named");
}

#[test]
fn the_check_refuses_a_made_up_version_and_a_preview() {
    let facts = stubs::facts();
    let toml = read(root().join("unity-versions.toml"));
    assert!(untagged_editors(&toml, &facts).is_empty());
    // What the repository once pinned: 6000.6 has no final release.
    let planted = toml.replacen(
        "version = \"6000.5\"\n",
        "version = \"6000.5\"\neditor = \"6000.6.0f1\"\n",
        1,
    );
    let wrong = untagged_editors(&planted, &facts);
    assert_eq!(wrong.len(), 1, "{wrong:?}");
    assert!(wrong[0].starts_with("6000.6.0f1: no such tag"), "{wrong:?}");
    let wrong = untagged_editors("unityVersion: 2022.3.99f9", &facts);
    assert!(
        wrong[0].starts_with("2022.3.99f9: no such tag"),
        "{wrong:?}"
    );
    let wrong = untagged_editors("unityVersion: 6000.6.0b1", &facts);
    assert_eq!(wrong, ["6000.6.0b1: a preview, not a final release"]);
    // Not Editor versions: a C# version, a date, an action's tag.
    assert!(editor_versions("9.0 2026-11-28 v4 1.2.3 x6000.5.0f1").is_empty());
}

#[test]
fn previews_are_the_versions_without_a_final_release() {
    let facts = stubs::facts();
    let file: toml::Table = read(root().join("unity-versions.toml")).parse().unwrap();
    let rows = file["unity"].as_array().unwrap();
    let mut newest_final = None;
    let mut top_of_tools = None;
    for row in rows {
        let version = row["version"].as_str().unwrap();
        let tagged = tags(&facts, version);
        assert!(
            !tagged.is_empty(),
            "{version}: no tags in the facts: run scripts/unity-api-facts.py"
        );
        let kind = |tag: &str| {
            tag[version.len() + 1..]
                .trim_start_matches(|c: char| c.is_ascii_digit())
                .as_bytes()[0]
        };
        let has_final = tagged.iter().any(|t| kind(t) == b'f');
        let tools = row["tiers"]
            .as_array()
            .unwrap()
            .iter()
            .any(|t| t.as_str() == Some("tools"));
        match row.get("preview").and_then(|p| p.as_str()) {
            Some(preview) => {
                assert!(!has_final, "{version} has a final release: not a preview");
                let newest = kind(tagged.last().unwrap());
                let said = match newest {
                    b'b' => "beta",
                    b'a' => "alpha",
                    other => panic!("{version}: newest tag of kind {}", other as char),
                };
                assert_eq!(
                    preview,
                    said,
                    "{version}: its newest tag is {}",
                    tagged.last().unwrap()
                );
                assert!(
                    row.get("editor").is_none(),
                    "{version}: a preview pins no Editor in CI"
                );
            }
            None => {
                assert!(
                    has_final,
                    "{version} has no final release: say preview = \"beta\" or \"alpha\""
                );
                newest_final = Some(version);
                if tools {
                    assert!(
                        row.get("editor").is_some(),
                        "{version}: the tools tier's Editor in CI"
                    );
                    top_of_tools = Some(version);
                }
            }
        }
    }
    assert_eq!(
        top_of_tools, newest_final,
        "the tools tier's top Editor is the newest final release"
    );
}
