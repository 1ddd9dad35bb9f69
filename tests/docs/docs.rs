//! The documents hold together: every relative link in the READMEs, `docs/`, CONTRIBUTING and the
//! changelogs points to a tracked file (and, with a `#fragment` into a Markdown file, to one of its
//! headings); `docs/README.md` lists every document under `docs/`; the README stays a front page, at
//! most 200 lines, whose first commands are the classic game and every test.

use crate::support;
#[path = "docs/variants.rs"]
mod variants;

use std::collections::BTreeSet;
use std::path::{Component, Path};

use support::{read, tracked_files};

use support::PACKAGE;

/// The documents whose links are checked: the READMEs, CONTRIBUTING, the changelogs and everything
/// Markdown under `docs/`. (The C archives' README template, `scripts/dist/README.md`, links inside
/// an archive, not the repository.)
fn documents(tracked: &BTreeSet<String>) -> Vec<String> {
    let mut documents: Vec<String> = [
        "README.md",
        "README.zh-CN.md",
        "CONTRIBUTING.md",
        "CHANGELOG.md",
        "unity-sample/README.md",
    ]
    .iter()
    .map(|p| p.to_string())
    .collect();
    for name in [
        "README.md",
        "README.zh-CN.md",
        "CHANGELOG.md",
        "Plugins/README.md",
    ] {
        documents.push(format!("{PACKAGE}/{name}"));
    }
    documents.extend(
        tracked
            .iter()
            .filter(|p| p.starts_with("docs/") && p.ends_with(".md"))
            .cloned(),
    );
    documents
}

/// The text outside fenced code blocks and inline code spans, with code replaced by spaces (so that
/// byte offsets and line numbers stay those of `text`).
fn prose(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut fenced = false;
    for line in text.split_inclusive('\n') {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            out.push_str(&blank(line));
            continue;
        }
        if fenced {
            out.push_str(&blank(line));
            continue;
        }
        let mut in_code = false;
        for c in line.chars() {
            if c == '`' {
                in_code = !in_code;
                out.push(' ');
            } else if in_code && c != '\n' {
                out.push_str(&" ".repeat(c.len_utf8()));
            } else {
                out.push(c);
            }
        }
    }
    out
}

/// `line` with every character but its line break replaced by spaces of the same byte length.
fn blank(line: &str) -> String {
    line.chars()
        .map(|c| {
            if c == '\n' {
                "\n".to_owned()
            } else {
                " ".repeat(c.len_utf8())
            }
        })
        .collect()
}

/// Every inline link or image target of `text` (`[text](target)`, `![alt](target)`), outside code,
/// with the line it starts on.
fn link_targets(text: &str) -> Vec<(usize, String)> {
    let prose = prose(text);
    let mut found = Vec::new();
    for (at, _) in prose.match_indices("](") {
        let rest = &prose[at + 2..];
        let Some(end) = rest.find(')') else { continue };
        let target = rest[..end].trim();
        // An optional title after the address: `(target "title")`.
        let target = target.split_whitespace().next().unwrap_or_default();
        let target = target.trim_start_matches('<').trim_end_matches('>');
        if target.is_empty() {
            continue;
        }
        let line = prose[..at].matches('\n').count() + 1;
        found.push((line, target.to_owned()));
    }
    found
}

/// Whether `target` leaves the repository (an address with a scheme, or mail).
fn is_external(target: &str) -> bool {
    target.contains("://") || target.starts_with("mailto:")
}

/// `%20` and the other percent escapes of a link's path, decoded.
fn percent_decoded(path: &str) -> String {
    let bytes = path.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            if let Ok(byte) = u8::from_str_radix(&path[i + 1..i + 3], 16) {
                out.push(byte);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8(out).expect("a UTF-8 path")
}

/// `base`'s folder joined with `relative`, normalized (`.` and `..` resolved) to a path from the
/// repository's root; `None` when it climbs out of the repository.
fn resolve(base: &str, relative: &str) -> Option<String> {
    let mut parts: Vec<String> = Path::new(base)
        .parent()
        .map(|p| {
            p.components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    for component in Path::new(relative).components() {
        match component {
            Component::CurDir => {}
            Component::ParentDir => {
                parts.pop()?;
            }
            Component::Normal(part) => parts.push(part.to_string_lossy().into_owned()),
            Component::RootDir | Component::Prefix(_) => return None,
        }
    }
    Some(parts.join("/"))
}

/// The anchors GitHub gives the headings of a Markdown text: lower case, every character but letters,
/// digits, `_`, `-` and spaces dropped, spaces made hyphens, a repeated anchor numbered `-1`, `-2`...
fn heading_anchors(text: &str) -> BTreeSet<String> {
    let mut anchors = BTreeSet::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        let Some(heading) = line.strip_prefix('#') else {
            continue;
        };
        if fenced {
            continue;
        }
        let heading = heading.trim_start_matches('#');
        if !heading.starts_with(' ') {
            continue;
        }
        let slug: String = link_texts(heading.trim())
            .to_lowercase()
            .chars()
            .filter(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | ' '))
            .map(|c| if c == ' ' { '-' } else { c })
            .collect();
        let mut anchor = slug.clone();
        let mut n = 0;
        while anchors.contains(&anchor) {
            n += 1;
            anchor = format!("{slug}-{n}");
        }
        anchors.insert(anchor);
    }
    anchors
}

/// `text` with every `[text](target)` replaced by its text, as a heading's anchor reads it.
fn link_texts(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(open) = rest.find('[') {
        let Some(close) = rest[open..].find("](") else {
            break;
        };
        let Some(end) = rest[open + close..].find(')') else {
            break;
        };
        out.push_str(&rest[..open]);
        out.push_str(&rest[open + 1..open + close]);
        rest = &rest[open + close + end + 1..];
    }
    out.push_str(rest);
    out
}

/// The broken links of `document` (its path from the root and its text), given the tracked files and
/// a reader of the Markdown files links point into: one line per link, naming what is missing.
fn broken_links(
    document: &str,
    text: &str,
    tracked: &BTreeSet<String>,
    read: &dyn Fn(&str) -> String,
) -> Vec<String> {
    let mut broken = Vec::new();
    for (line, target) in link_targets(text) {
        if is_external(&target) {
            continue;
        }
        let (path, fragment) = match target.split_once('#') {
            Some((path, fragment)) => (path, Some(fragment)),
            None => (target.as_str(), None),
        };
        let file = if path.is_empty() {
            document.to_owned()
        } else {
            match resolve(document, &percent_decoded(path)) {
                Some(file) => file,
                None => {
                    broken.push(format!(
                        "{document}:{line}: {target} (outside the repository)"
                    ));
                    continue;
                }
            }
        };
        let folder = format!("{}/", file.trim_end_matches('/'));
        if !tracked.contains(&file) && !tracked.iter().any(|t| t.starts_with(&folder)) {
            broken.push(format!("{document}:{line}: {target} (no tracked {file})"));
            continue;
        }
        if let Some(fragment) = fragment {
            if file.ends_with(".md") && !heading_anchors(&read(&file)).contains(fragment) {
                broken.push(format!(
                    "{document}:{line}: {target} (no heading #{fragment} in {file})"
                ));
            }
        }
    }
    broken
}

#[test]
fn every_relative_link_in_the_documents_resolves() {
    let tracked = tracked_files();
    let documents = documents(&tracked);
    assert!(documents.len() >= 20, "{documents:?}");
    let mut links = 0;
    let mut broken = Vec::new();
    for document in &documents {
        let text = read(document);
        links += link_targets(&text)
            .iter()
            .filter(|(_, t)| !is_external(t))
            .count();
        broken.extend(broken_links(document, &text, &tracked, &|path: &str| {
            read(path)
        }));
    }
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
    // The documents link each other well over a hundred times: a scan that finds few is broken.
    assert!(links >= 120, "only {links} relative links found");
}

/// The checker itself: it reports a missing file, a missing heading and a climb out of the
/// repository, resolves `..`, percent escapes, folders and anchors as GitHub makes them, and ignores
/// code and addresses.
#[test]
fn the_link_checker_finds_broken_links() {
    let tracked: BTreeSet<String> = [
        "README.md",
        "docs/guide.md",
        "docs/notes/log.md",
        "web/app.js",
        "pkg/Third Party Notices.md",
    ]
    .iter()
    .map(|p| p.to_string())
    .collect();
    let guide =
        "# Guide\n\n## 10. The page: size, before and after\n\n## The `pd_next_move` call\n\n\
                 ## Twice\n\n## Twice\n\n### C 和 C++\n";
    let read = |path: &str| -> String {
        match path {
            "docs/guide.md" => guide.to_owned(),
            "docs/notes/log.md" => "# Log\n".to_owned(),
            _ => "# Top\n".to_owned(),
        }
    };
    let text = "[ok](../README.md) [dir](../web) ![pic](notes/log.md)\n\
                [anchor](#10-the-page-size-before-and-after) [code](#the-pd_next_move-call)\n\
                [twice](guide.md#twice-1) [zh](guide.md#c-和-c) [space](../pkg/Third%20Party%20Notices.md)\n\
                [web](https://example.org/x.md) `[code](missing.md)`\n\
                ```\n[fenced](missing.md)\n```\n\
                [gone](missing.md) [bad anchor](notes/log.md#nowhere)\n\
                [out](../../etc/passwd) [multi\nline](gone-too.md \"title\")\n";
    let broken = broken_links("docs/guide.md", text, &tracked, &read);
    assert_eq!(
        broken,
        [
            "docs/guide.md:8: missing.md (no tracked docs/missing.md)",
            "docs/guide.md:8: notes/log.md#nowhere (no heading #nowhere in docs/notes/log.md)",
            "docs/guide.md:9: ../../etc/passwd (outside the repository)",
            "docs/guide.md:10: gone-too.md (no tracked docs/gone-too.md)",
        ],
        "{broken:#?}"
    );
}

/// `docs/README.md` indexes the documents: every Markdown file under `docs/` is linked from it.
#[test]
fn the_docs_index_lists_every_document() {
    let tracked = tracked_files();
    let index = read("docs/README.md");
    let listed: BTreeSet<String> = link_targets(&index)
        .into_iter()
        .filter(|(_, t)| !is_external(t))
        .filter_map(|(_, t)| resolve("docs/README.md", t.split('#').next().unwrap_or_default()))
        .collect();
    let unlisted: Vec<&String> = tracked
        .iter()
        .filter(|p| p.starts_with("docs/") && p.ends_with(".md") && *p != "docs/README.md")
        .filter(|p| !listed.contains(*p))
        .collect();
    assert!(
        unlisted.is_empty(),
        "docs/README.md does not list {unlisted:?}"
    );
    assert!(listed.contains("docs/c-api.md") && listed.contains("docs/notes/hint-study.md"));
}

/// The README is a front page: at most 200 lines, and its first commands are the classic game's plan
/// and every test.
#[test]
fn the_readme_is_a_front_page() {
    let readme = read("README.md");
    let lines = readme.lines().count();
    assert!(lines <= 200, "README.md has {lines} lines (at most 200)");
    let first_block = readme
        .split("```")
        .nth(1)
        .expect("README.md has a code block");
    let commands: Vec<&str> = first_block
        .lines()
        .skip(1) // the fence's language
        .map(|l| l.split_once('#').map_or(l, |(command, _)| command).trim())
        .filter(|l| !l.is_empty())
        .collect();
    assert!(
        commands.starts_with(&["cargo run --release", "scripts/test.sh"]),
        "README.md's first commands are {commands:?}"
    );
}
