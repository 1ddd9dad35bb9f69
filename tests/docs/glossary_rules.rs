//! The glossary's own rules, applied (issue 61), and the done-means of the Chinese hint: the glossary's
//! prose keeps its terms; no Chinese text groups digits by a space; and the Chinese hint text a player
//! reads (the sample's and the page's string table, the Chinese package README's example) has no Latin
//! word but the names the glossary's last section allows.

use crate::chinese::{
    chinese_texts, code_blocks, csharp, glossary, has_han, rejected_uses, GLOSSARY,
};
use crate::support::{read, PACKAGE};

/// The glossary's own prose (its lines outside the table) uses its terms too: it says 每一种最优方案,
/// not 每一个.
#[test]
fn the_glossary_s_prose_uses_its_own_terms() {
    let terms = glossary();
    let text = read(GLOSSARY);
    let prose: String = text
        .lines()
        .map(|l| if l.starts_with('|') { "" } else { l })
        .collect::<Vec<_>>()
        .join("\n");
    let found = rejected_uses(&prose, &terms);
    assert!(found.is_empty(), "{GLOSSARY}: {found:?}");
}

/// The numbers of `text` grouped by a space ("1 536", "22 019"), which the glossary rules out in
/// Chinese: (line number, the number). Fenced blocks, code spans and a digit run that is not a group of
/// three (a range "1 2", a date) are left alone.
fn grouped_numbers(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    let mut fenced = false;
    for (n, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            continue;
        }
        let prose: String = line.split('`').step_by(2).collect::<Vec<_>>().join("`");
        let chars: Vec<char> = prose.chars().collect();
        for i in 1..chars.len() {
            let digits_after = chars[i + 1..]
                .iter()
                .take_while(|c| c.is_ascii_digit())
                .count();
            if chars[i] == ' ' && chars[i - 1].is_ascii_digit() && digits_after == 3 {
                let start = chars[..i]
                    .iter()
                    .rev()
                    .take_while(|c| c.is_ascii_digit())
                    .count();
                found.push((n + 1, chars[i - start..i + 4].iter().collect()));
            }
        }
    }
    found
}

#[test]
fn chinese_texts_group_no_digits() {
    assert_eq!(
        grouped_numbers("共 1 536 份，22 019 名\n1536 份、1 万次\n`1 536`\n```\n1 536\n```\n"),
        [(1, "1 536".to_owned()), (1, "22 019".to_owned())]
    );
    let mut failures = Vec::new();
    for path in chinese_texts() {
        for (line, number) in grouped_numbers(&read(&path)) {
            failures.push(format!("{path}:{line}: {number}"));
        }
    }
    assert!(
        failures.is_empty(),
        "numbers grouped by a space (write 1536, or 1 万 for large ones; {GLOSSARY}):\n{}",
        failures.join("\n")
    );
}

/// The Latin names a Chinese screen may show: the `code` spans before the "：" of each bullet of the
/// glossary's section 可以保留的英文名称 (the list `tests/web/drive.py` reads for the page), each split
/// into its words.
fn allowed_latin() -> Vec<String> {
    let text = read(GLOSSARY);
    let section = text
        .split_once("## 可以保留的英文名称\n")
        .expect("the glossary's section of Latin names")
        .1;
    let mut names = Vec::new();
    for line in section.lines().filter(|l| l.starts_with("- ")) {
        let head = line.split_once('：').map_or(line, |(h, _)| h);
        for (n, span) in head.split('`').enumerate() {
            if n % 2 == 1 {
                names.extend(latin_words(span));
            }
        }
    }
    assert!(names.len() > 10, "{GLOSSARY}: {names:?}");
    names
}

/// The words of `text` written in Latin letters (a run of letters, digits and `_` that has a letter).
fn latin_words(text: &str) -> Vec<String> {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| w.chars().any(|c| c.is_ascii_alphabetic()))
        .map(str::to_owned)
        .collect()
}

/// The Latin words of `texts` that are not allowed names: (the text, the word).
fn stray_latin<'a>(texts: &'a [String], allowed: &[String]) -> Vec<(&'a str, String)> {
    texts
        .iter()
        .flat_map(|t| latin_words(t).into_iter().map(move |w| (t.as_str(), w)))
        .filter(|(_, w)| !allowed.contains(w))
        .collect()
}

/// The Chinese hint texts of the sample and the page: the values of `i18n/zh-Hans.toml`'s hint keys
/// (the hint, the aim, the AI's step, the actions, people, a crossing's outcome, and the statuses a hint
/// refuses with), from which both string tables are generated.
fn table_hints() -> Vec<String> {
    let table: toml::Table = read("i18n/zh-Hans.toml").parse().expect("zh-Hans.toml");
    let hint_keys = [
        "Hint.", "Aim.", "Ai.", "Act.", "People.", "Crossed.", "Outcome.", "Action.", "Step",
    ];
    let refusals = ["Status.AlreadyWon", "Status.LostState", "Status.NoPath"];
    let mut texts = Vec::new();
    for section in table.values() {
        for (key, value) in section.as_table().into_iter().flatten() {
            let hint =
                hint_keys.iter().any(|k| key.starts_with(k)) || refusals.contains(&key.as_str());
            if let (true, Some(text)) = (hint, value.as_str()) {
                texts.push(text.to_owned());
            }
        }
    }
    assert!(texts.len() > 30, "{} hint texts", texts.len());
    texts
}

/// The string literals the Chinese package README's Use example puts into its hint (the C# block that
/// asks `TryGetNextAction`), without their quotes, those with a Han character or a space. The example
/// says its hint in the library's words (`Solver.Describe`, in the language of its `"zh-Hans"` tag), which
/// [`table_hints`] checks with `[library]`'s texts.
fn readme_hints() -> Vec<String> {
    let text = read(format!("{PACKAGE}/README.zh-CN.md"));
    let block = code_blocks(&text)
        .into_iter()
        .find(|b| b.starts_with("```csharp") && b.contains("TryGetNextAction"))
        .expect("the Use example");
    let words = csharp::split(&block).1;
    assert!(
        block.contains("Solver.Describe(step, HintLanguage)")
            && words.contains(&"\"zh-Hans\"".to_owned()),
        "the Use example says its hint in the library's Chinese words: {block}"
    );
    words
        .iter()
        .filter(|w| w.starts_with('"') && (has_han(w) || w.contains(' ')))
        .map(|w| w.trim_matches('"').to_owned())
        .collect()
}

/// Done means: a Chinese hint in the sample, on the page and in the README's example shows no English
/// word; the check finds a planted one.
#[test]
fn chinese_hints_have_no_english_word() {
    let allowed = allowed_latin();
    let planted = [
        "提示：让一名 priest 上船。".to_owned(),
        "AI：开船。".to_owned(),
    ];
    let found = stray_latin(&planted, &allowed);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].1, "priest");
    let old_readme = [
        "（为了运送 ".to_owned(),
        "BoardPriest（为了运送 1 priest and 1 devil".to_owned(),
    ];
    assert_eq!(stray_latin(&old_readme, &allowed).len(), 4);
    let mut failures = Vec::new();
    for (source, texts) in [
        ("i18n/zh-Hans.toml", table_hints()),
        ("the package README.zh-CN.md", readme_hints()),
    ] {
        for (text, word) in stray_latin(&texts, &allowed) {
            failures.push(format!("{source}: \"{word}\" in \"{text}\""));
        }
    }
    assert!(
        failures.is_empty(),
        "English words in a Chinese hint (only the names of {GLOSSARY}'s last section may show):\n{}",
        failures.join("\n")
    );
}
