//! The Chinese texts say what the English ones say, in the project's own words (issue 46):
//! - every Chinese text (the strings' data file `i18n/zh-Hans.toml`, the Chinese READMEs, every
//!   `*.zh-CN.md` under `docs/`) avoids the variants the glossary, `docs/glossary.zh-CN.md`, rejects;
//! - each English document with a Chinese twin links it from its first lines (and back), and the twin
//!   carries every section (the same headings, level by level, in the same order) and every code block,
//!   character for character, so a Chinese reader runs exactly what an English one does; a C# block may
//!   differ only in its comments and string literals, which the Chinese twin writes in Chinese.

use crate::support;

use std::fs;
use std::path::Path;

use support::{read, root};

use support::PACKAGE;

pub(crate) mod csharp {
    //! C# text split into its code and its words (comments and string literals).

    /// The code of `text` with each comment removed and each string literal emptied (`""`), and the
    /// comments and literals in order, each as written (a comment with its `//`, a literal with its
    /// quotes). Handles `//` comments, `"…"` literals with escapes and `'…'` characters.
    pub fn split(text: &str) -> (String, Vec<String>) {
        let mut code = String::new();
        let mut words = Vec::new();
        let mut chars = text.chars().peekable();
        while let Some(c) = chars.next() {
            match c {
                '/' if chars.peek() == Some(&'/') => {
                    let mut comment = String::from("/");
                    while let Some(&n) = chars.peek() {
                        if n == '\n' {
                            break;
                        }
                        comment.push(n);
                        chars.next();
                    }
                    while code.ends_with(' ') {
                        code.pop();
                    }
                    words.push(comment);
                }
                '"' | '\'' => {
                    let mut literal = String::from(c);
                    while let Some(n) = chars.next() {
                        literal.push(n);
                        if n == '\\' {
                            literal.extend(chars.next());
                        } else if n == c {
                            break;
                        }
                    }
                    code.push(c);
                    code.push(c);
                    words.push(literal);
                }
                c => code.push(c),
            }
        }
        (code, words)
    }

    /// Whether a comment or literal is prose a reader reads (a comment, or a string with a space),
    /// rather than a tag or a key.
    pub fn is_prose(word: &str) -> bool {
        word.starts_with("//") && word.len() > 2 || word.starts_with('"') && word.contains(' ')
    }
}
pub(crate) const GLOSSARY: &str = "docs/glossary.zh-CN.md";

/// One row of the glossary: the concept, the term used, and the variants rejected.
pub(crate) struct Term {
    concept: String,
    used: String,
    rejected: Vec<String>,
}

/// The glossary's table: the rows after the header whose first cell is `概念（English）`.
pub(crate) fn glossary() -> Vec<Term> {
    let text = read(GLOSSARY);
    let mut lines = text.lines().skip_while(|l| !l.starts_with("| 概念"));
    assert!(lines.next().is_some(), "{GLOSSARY}: no table headed 概念");
    assert!(lines.next().is_some_and(|l| l.starts_with("| ---")));
    let terms: Vec<Term> = lines
        .take_while(|l| l.starts_with('|'))
        .map(|row| {
            let cells: Vec<&str> = row.trim_matches('|').split('|').map(str::trim).collect();
            assert_eq!(cells.len(), 4, "{GLOSSARY}: a row of four cells: {row}");
            Term {
                concept: cells[0].to_owned(),
                used: cells[1].to_owned(),
                rejected: cells[2]
                    .split('、')
                    .map(str::trim)
                    .filter(|v| !v.is_empty())
                    .map(str::to_owned)
                    .collect(),
            }
        })
        .collect();
    assert!(terms.len() >= 20, "{GLOSSARY}: {} terms", terms.len());
    terms
}

/// Every use of a rejected variant in `text`: (line number, variant, the term to use instead).
pub(crate) fn rejected_uses(text: &str, terms: &[Term]) -> Vec<(usize, String, String)> {
    let mut found = Vec::new();
    for (n, line) in text.lines().enumerate() {
        for term in terms {
            for variant in &term.rejected {
                if line.contains(variant.as_str()) {
                    found.push((n + 1, variant.clone(), term.used.clone()));
                }
            }
        }
    }
    found
}

/// The Chinese texts the glossary governs, by path from the repository's root.
pub(crate) fn chinese_texts() -> Vec<String> {
    let mut texts = vec![
        "i18n/zh-Hans.toml".to_owned(),
        "README.zh-CN.md".to_owned(),
        format!("{PACKAGE}/README.zh-CN.md"),
        "unity-sample/README.zh-CN.md".to_owned(),
    ];
    let mut docs: Vec<String> = fs::read_dir(root().join("docs"))
        .expect("docs/")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .into_string()
                .expect("UTF-8")
        })
        .filter(|name| name.ends_with(".zh-CN.md") && format!("docs/{name}") != GLOSSARY)
        .map(|name| format!("docs/{name}"))
        .collect();
    docs.sort();
    texts.extend(docs);
    texts
}

#[test]
fn the_glossary_names_one_term_per_concept() {
    let terms = glossary();
    for term in &terms {
        assert!(!term.used.is_empty(), "{}: no term", term.concept);
        for variant in &term.rejected {
            assert!(
                !term.used.contains(variant.as_str()),
                "{}: the term {} contains its own rejected variant {variant}",
                term.concept,
                term.used
            );
        }
    }
    let mut concepts: Vec<&str> = terms.iter().map(|t| t.concept.as_str()).collect();
    concepts.sort_unstable();
    let before = concepts.len();
    concepts.dedup();
    assert_eq!(before, concepts.len(), "a concept twice");
}

/// The check finds what it looks for: a planted 起点岸, the wrong rules, 载客 and 对岸 as a bank's name
/// are reported; the right words pass.
#[test]
fn a_planted_rejected_variant_is_found() {
    let terms = glossary();
    let planted = "船从起点岸出发。\n规则：任何一岸上魔鬼都不能比牧师多。\n起始岸和终点岸。\n\
                   变体：船上的魔鬼不能比牧师多。\n下一次载客是两个魔鬼。\n船在对岸。\n共有 8 000 000 个魔鬼。";
    let found = rejected_uses(planted, &terms);
    let lines: Vec<usize> = found.iter().map(|f| f.0).collect();
    assert_eq!(lines, [1, 2, 4, 5, 6, 7], "{found:?}");
    assert_eq!(found[0].2, "起始岸");
    assert_eq!(found[3].2, "过河方式（一次渡河船上载的人）");
    assert_eq!(found[4].2, "终点岸");
    let right = "任何一岸只要有牧师，魔鬼就不能比牧师多。\n船上有牧师时，魔鬼不能比牧师多。\n\
                 过河方式：两魔鬼过河。\n船在终点岸，共有 800 万个魔鬼，4 种最优方案。";
    assert!(
        rejected_uses(right, &terms).is_empty(),
        "{:?}",
        rejected_uses(right, &terms)
    );
}

#[test]
fn chinese_texts_use_the_glossary_s_terms() {
    let terms = glossary();
    let mut failures = Vec::new();
    for path in chinese_texts() {
        for (line, variant, used) in rejected_uses(&read(&path), &terms) {
            failures.push(format!("{path}:{line}: {variant} (say {used})"));
        }
    }
    assert!(
        failures.is_empty(),
        "rejected variants ({GLOSSARY}):\n{}",
        failures.join("\n")
    );
}

/// The fenced code blocks of a Markdown text, each with its info string.
pub(crate) fn code_blocks(markdown: &str) -> Vec<String> {
    let mut blocks = Vec::new();
    let mut current: Option<String> = None;
    for line in markdown.lines() {
        match current.as_mut() {
            None if line.starts_with("```") => current = Some(format!("{line}\n")),
            None => {}
            Some(block) if line == "```" => {
                block.push_str(line);
                blocks.push(current.take().expect("open block"));
            }
            Some(block) => {
                block.push_str(line);
                block.push('\n');
            }
        }
    }
    assert!(current.is_none(), "a code block is not closed");
    blocks
}

/// The inline commands and paths of a Markdown text outside its code blocks: each code span (one may
/// break across lines) that holds a `/`, an option (`--`) or starts with `cargo`, with its line breaks
/// as spaces, each placeholder (`<command>`, `<命令>`) as `<>` and a Chinese twin's `.zh-CN.md` as its
/// English's `.md`, so a twin and its English compare span for span.
fn inline_commands(markdown: &str) -> std::collections::BTreeSet<String> {
    let prose: String = markdown
        .split("```")
        .step_by(2)
        .collect::<Vec<_>>()
        .concat();
    let mut found = std::collections::BTreeSet::new();
    let mut rest = prose.as_str();
    // A span opens with a run of backticks and closes with a run as long (``a `b` c`` holds backticks).
    while let Some(open) = rest.find('`') {
        let run = rest[open..].chars().take_while(|&c| c == '`').count();
        let fence = "`".repeat(run);
        let body_at = open + run;
        let Some(close) = rest[body_at..].find(&fence) else {
            break;
        };
        let span = &rest[body_at..body_at + close];
        rest = &rest[body_at + close + run..];
        if span.contains("\n\n") {
            continue;
        }
        let span = span.split_whitespace().collect::<Vec<_>>().join(" ");
        if !(span.contains('/') || span.contains("--") || span.starts_with("cargo ")) {
            continue;
        }
        let mut normal = String::new();
        let mut placeholder = false;
        for c in span.replace(".zh-CN.md", ".md").chars() {
            match c {
                '<' => {
                    placeholder = true;
                    normal.push_str("<>");
                }
                '>' if placeholder => placeholder = false,
                _ if placeholder => {}
                c => normal.push(c),
            }
        }
        found.insert(normal);
    }
    found
}

/// The heading levels of a Markdown text outside its code blocks, in order.
fn heading_levels(markdown: &str) -> Vec<usize> {
    markdown
        .split("```")
        .step_by(2)
        .flat_map(str::lines)
        .filter(|l| l.starts_with('#'))
        .map(|l| l.chars().take_while(|&c| c == '#').count())
        .collect()
}

/// How many table rows and list items a Markdown text has outside its code blocks: a twin that carries
/// every paragraph of its English has as many.
fn rows_and_items(markdown: &str) -> (usize, usize) {
    let lines: Vec<&str> = markdown
        .split("```")
        .step_by(2)
        .flat_map(str::lines)
        .map(str::trim_start)
        .collect();
    let rows = lines.iter().filter(|l| l.starts_with('|')).count();
    let items = lines
        .iter()
        .filter(|l| {
            l.starts_with("- ")
                || l.starts_with("* ")
                || l.split_once(". ")
                    .is_some_and(|(n, _)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
        })
        .count();
    (rows, items)
}

/// The headings' text, for a failure message.
fn headings(markdown: &str) -> Vec<&str> {
    markdown
        .split("```")
        .step_by(2)
        .flat_map(str::lines)
        .filter(|l| l.starts_with('#'))
        .collect()
}

/// `english` and its Chinese twin `chinese`: linked both ways from their first lines, the same sections
/// and the same code blocks, and the twin written in Chinese.
fn check_twin(english: &str, chinese: &str) {
    let (en, zh) = (read(english), read(chinese));
    let name = |path: &str| {
        Path::new(path)
            .file_name()
            .unwrap()
            .to_str()
            .unwrap()
            .to_owned()
    };
    let head: String = en.lines().take(4).collect::<Vec<_>>().join("\n");
    assert!(
        head.contains(&format!("[简体中文]({})", name(chinese))),
        "{english}: its first lines link the Chinese twin"
    );
    let zh_head: String = zh.lines().take(4).collect::<Vec<_>>().join("\n");
    assert!(
        zh_head.contains(&format!("[English]({})", name(english))),
        "{chinese}: its first lines link the English"
    );
    assert_eq!(
        heading_levels(&en),
        heading_levels(&zh),
        "{chinese} carries every section of {english}:\n{:#?}\n{:#?}",
        headings(&en),
        headings(&zh)
    );
    assert_eq!(
        rows_and_items(&en),
        rows_and_items(&zh),
        "{chinese}: as many table rows and list items as {english}"
    );
    let (en_commands, zh_commands) = (inline_commands(&en), inline_commands(&zh));
    assert!(
        en_commands == zh_commands,
        "{chinese}: the inline commands and paths of {english}, no more, no fewer:\n only in the English: \
         {:?}\n only in the twin: {:?}",
        en_commands.difference(&zh_commands).collect::<Vec<_>>(),
        zh_commands.difference(&en_commands).collect::<Vec<_>>()
    );
    let (en_blocks, zh_blocks) = (code_blocks(&en), code_blocks(&zh));
    assert_eq!(
        en_blocks.len(),
        zh_blocks.len(),
        "{chinese}: every code block of {english}"
    );
    for (a, b) in en_blocks.iter().zip(&zh_blocks) {
        if a.starts_with("```csharp") {
            let (code_en, _) = csharp::split(a);
            let (code_zh, words) = csharp::split(b);
            assert_eq!(
                code_en, code_zh,
                "{chinese}: a C# block's code (without comments and strings) differs from {english}'s"
            );
            for word in words.iter().filter(|w| csharp::is_prose(w)) {
                assert!(
                    has_han(word),
                    "{chinese}: a C# comment or hint string is not Chinese: {word}"
                );
            }
        } else {
            assert_eq!(a, b, "{chinese}: a code block differs from {english}'s");
        }
    }
    // Written in Chinese: mostly Han characters outside the code.
    let prose: String = zh.split("```").step_by(2).collect::<Vec<_>>().concat();
    let han = prose
        .chars()
        .filter(|c| ('\u{4e00}'..='\u{9fff}').contains(c))
        .count();
    let latin = prose.chars().filter(char::is_ascii_alphabetic).count();
    assert!(
        han > 400 && han * 2 > latin / 3,
        "{chinese}: {han} Han characters against {latin} Latin letters"
    );
}

/// Whether `text` has a Han character.
pub(crate) fn has_han(text: &str) -> bool {
    text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
}

/// The twin check can fail: a section or a code block changed by one character is found.
#[test]
fn the_twin_check_sees_a_missing_section_and_a_changed_block() {
    let en = "# A\n\n## B\n\n```sh\nrun\n```\n";
    assert_ne!(
        heading_levels(en),
        heading_levels("# A\n\n```sh\nrun\n```\n")
    );
    assert_ne!(
        code_blocks(en),
        code_blocks("# A\n\n## B\n\n```sh\nrun \n```\n")
    );
    assert_eq!(heading_levels("# A\n```sh\n# a comment\n```\n## B"), [1, 2]);
    assert_eq!(rows_and_items("| a |\n| - |\n- x\n  1. y\n10. z"), (2, 3));
    assert_ne!(rows_and_items("- x\n- y"), rows_and_items("- x"));
    // An inline command the English dropped (or changed) is found; a placeholder, a line break inside
    // the span and a twin's own file name are not differences.
    let en = "Run `cargo test --test web_page -- web::x` in\n`out/run/<process\nid>/`; see `docs/rules.md`.";
    let zh = "运行 `cargo test --test web_page -- web::x`，在 `out/run/<进程号>/` 中；见 `docs/rules.zh-CN.md`。";
    assert_eq!(inline_commands(en), inline_commands(zh));
    let old = "运行 `cargo test --test web -- x`，在 `out/run/<进程号>/` 中。";
    assert_ne!(inline_commands(en), inline_commands(old));
    assert_eq!(
        inline_commands("`a` and `b/c` ```sh\nx `d/e`\n```").len(),
        1
    );
}

/// The C# comparison: comments and strings may differ, code may not; English prose left in a Chinese
/// block's comment or hint string is found, while a tag such as `"zh-Hans"` is not prose.
#[test]
fn csharp_blocks_compare_without_comments_and_strings() {
    let en = "x = F(s, \"en\"); // the hint\nreturn a + \" crossings left\";\n";
    let zh = "x = F(s, \"zh-Hans\"); // 提示\nreturn a + \" 次\";\n";
    assert_eq!(csharp::split(en).0, csharp::split(zh).0);
    assert_ne!(
        csharp::split(en).0,
        csharp::split("x = G(s, \"en\");\nreturn a;\n").0
    );
    let words = csharp::split(en).1;
    assert_eq!(words, ["\"en\"", "// the hint", "\" crossings left\""]);
    assert!(!csharp::is_prose("\"zh-Hans\"") && csharp::is_prose("// the hint"));
    assert!(csharp::is_prose("\" crossings left\"") && !has_han("// the hint"));
    assert_eq!(
        csharp::split("s = \"a // b\\\" c\"; // d\n").1,
        ["\"a // b\\\" c\"", "// d"]
    );
}

#[test]
fn readme_has_a_full_chinese_twin() {
    check_twin("README.md", "README.zh-CN.md");
}

#[test]
fn package_readme_has_a_full_chinese_twin() {
    check_twin(
        &format!("{PACKAGE}/README.md"),
        &format!("{PACKAGE}/README.zh-CN.md"),
    );
}

#[test]
fn rules_have_a_full_chinese_twin() {
    check_twin("docs/rules.md", "docs/rules.zh-CN.md");
}

#[test]
fn command_line_guide_has_a_full_chinese_twin() {
    check_twin("docs/cli.md", "docs/cli.zh-CN.md");
}

#[test]
fn sample_project_readme_has_a_full_chinese_twin() {
    check_twin("unity-sample/README.md", "unity-sample/README.zh-CN.md");
}

#[test]
fn web_guide_has_a_full_chinese_twin() {
    check_twin("docs/web.md", "docs/web.zh-CN.md");
}

#[test]
fn unity_guide_has_a_full_chinese_twin() {
    check_twin("docs/unity.md", "docs/unity.zh-CN.md");
}

/// English wordings that misstate the boat-safety variant: it forbids only loads with
/// 0 < priests < devils, so it reads "when priests are aboard, devils may not outnumber them" (two devils
/// may cross alone), never as if devils could not outnumber priests aboard at all.
const WRONG_BOAT_RULE: [&str; 6] = [
    "outnumber priests aboard",
    "outnumber priests in the boat",
    "outnumbering priests aboard",
    "outnumbering them aboard",
    "no devils outnumbering",
    "never outnumber priests",
];

/// The lines of `text` that state the boat-safety variant wrongly (case-insensitive), by line number.
fn wrong_boat_rule(text: &str) -> Vec<usize> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| {
            let lower = l.to_lowercase();
            WRONG_BOAT_RULE.iter().any(|w| lower.contains(w))
        })
        .map(|(n, _)| n + 1)
        .collect()
}

/// The English twin of the glossary's check: no tracked text states the boat-safety variant wrongly.
/// Identifiers (`OutnumberedAboard`, `PD_ILLEGAL_OUTNUMBERED_ABOARD`) do not match; `compat/` (the old
/// ABI's files, kept as released) and each CHANGELOG's released entries (after its first version
/// heading below `[Unreleased]`) are left as they were written.
#[test]
fn english_texts_state_boat_safety_with_priests_aboard() {
    assert_eq!(
        wrong_boat_rule(
            "Devils may never outnumber priests aboard.\nok\nno devils outnumbering priests aboard"
        ),
        [1, 3]
    );
    assert!(wrong_boat_rule(
        "When priests are aboard, devils may not outnumber them.\nIllegalMove::OutnumberedAboard"
    )
    .is_empty());
    let texts = [
        "md", "rs", "cs", "js", "html", "toml", "py", "h", "sh", "txt",
    ];
    let mut failures = Vec::new();
    for path in support::tracked_files() {
        let checked = texts.iter().any(|e| path.ends_with(&format!(".{e}")))
            && !path.starts_with("compat/")
            && path != "tests/docs/chinese.rs";
        if !checked {
            continue;
        }
        let mut text = read(&path);
        if path.ends_with("CHANGELOG.md") {
            let unreleased = text.find("## [Unreleased]").map_or(0, |i| i + 1);
            if let Some(released) = text[unreleased..].find("\n## [") {
                text.truncate(unreleased + released);
            }
        }
        for line in wrong_boat_rule(&text) {
            failures.push(format!("{path}:{line}"));
        }
    }
    assert!(
        failures.is_empty(),
        "the boat-safety variant stated as if devils could never outnumber priests aboard (say \"when \
         priests are aboard, devils may not outnumber them\"):\n{}",
        failures.join("\n")
    );
}
