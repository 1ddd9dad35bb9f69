//! The documents' rule claims, checked against the library over a range (issue 61): every sentence of
//! `docs/rules.md`, `docs/cli.md` and the READMEs that names a figure of the rules or says "never" is
//! found in each language by its wording, its figures are read out of the text, and the library answers
//! them, for the stated configuration or for every configuration of a range. A claim the check cannot
//! find, or whose wording it does not know, fails as surely as a wrong figure, so a changed sentence is
//! checked again or the check is taught its new words.

use crate::cli_claims::cli_claims;
use crate::support::{read, PACKAGE};

use priests_devils::{BoatSafety, Rowers, Rules, Side, Solver, State, MAX_SAFE_STATES};

/// The language a document is written in: it decides the wording looked for.
#[derive(Clone, Copy, PartialEq)]
pub(crate) enum Lang {
    En,
    Zh,
}

/// `text` as one line: each line break with the next line's indentation becomes a space in English
/// and nothing in Chinese (a Chinese sentence breaks between characters).
pub(crate) fn flat(text: &str, lang: Lang) -> String {
    let glue = if lang == Lang::En { " " } else { "" };
    text.lines().map(str::trim).collect::<Vec<_>>().join(glue)
}

/// A number at the start of `text` as the documents write it (digits, a decimal point between digits,
/// an English group separator: a space between digit groups of three), with the bytes it takes.
fn number(text: &str) -> Option<(f64, usize)> {
    let bytes = text.as_bytes();
    let digit = |i: usize| bytes.get(i).is_some_and(u8::is_ascii_digit);
    let mut end = 0;
    let at = |i: usize, c: u8| bytes.get(i) == Some(&c);
    while digit(end)
        || end > 0 && digit(end - 1) && digit(end + 1) && at(end, b'.')
        || end > 0
            && at(end, b' ')
            && digit(end - 1)
            && (1..=3).all(|i| digit(end + i))
            && !digit(end + 4)
    {
        end += 1;
    }
    let digits: String = text[..end].chars().filter(|c| *c != ' ').collect();
    digits.parse().ok().map(|n| (n, end))
}

/// The numbers of the first place `text` reads as `template`, each `{}` a number; `None` when no place
/// does.
pub(crate) fn figures(text: &str, template: &str) -> Option<Vec<f64>> {
    let pieces: Vec<&str> = template.split("{}").collect();
    'start: for (at, _) in text.match_indices(pieces[0]) {
        let mut rest = &text[at + pieces[0].len()..];
        let mut found = Vec::new();
        for piece in &pieces[1..] {
            let Some((n, len)) = number(rest) else {
                continue 'start;
            };
            let Some(after) = rest[len..].strip_prefix(piece) else {
                continue 'start;
            };
            found.push(n);
            rest = after;
        }
        return Some(found);
    }
    None
}

/// The fewest crossings of a configuration, `None` when it has no solution.
pub(crate) fn fewest(rules: Rules) -> Option<u32> {
    Solver::new(rules)
        .expect("a small configuration builds")
        .min_crossings()
}

/// The configuration of these counts (whole numbers read from a document).
pub(crate) fn rules(priests: f64, devils: f64, boat: f64) -> Rules {
    Rules::new(priests as u32, devils as u32, boat as u32).expect("counts in range")
}

/// "X never changes the fewest crossings when priests equal devils", X a variant: true for N = M from
/// 1 to 8 and every boat from 1 to 5, the other variant at each of its values; the first counterexample
/// otherwise.
fn never_changes(subject: &str) -> Result<(), String> {
    for n in 1..=8 {
        for k in 1..=5 {
            let base = Rules::new(n, n, k).expect("counts");
            let (kind, groups): (&str, Vec<Vec<Rules>>) = match subject {
                "boat safety" | "船上规则" => (
                    "boat safety",
                    Rowers::ALL
                        .iter()
                        .map(|&r| {
                            BoatSafety::ALL
                                .iter()
                                .map(|&b| base.with_rowers(r).with_boat_safety(b))
                                .collect()
                        })
                        .collect(),
                ),
                "who rows" | "谁来划船" => (
                    "who rows",
                    BoatSafety::ALL
                        .iter()
                        .map(|&b| {
                            Rowers::ALL
                                .iter()
                                .map(|&r| base.with_boat_safety(b).with_rowers(r))
                                .collect()
                        })
                        .collect(),
                ),
                other => return Err(format!("\"{other}\": not a rule variant the check knows")),
            };
            for group in groups {
                let counts: Vec<Option<u32>> = group.iter().map(|&r| fewest(r)).collect();
                if counts.iter().any(|c| *c != counts[0]) {
                    return Err(format!(
                        "{kind} changes the fewest crossings of {n} pairs with a boat for {k}: {counts:?}"
                    ));
                }
            }
        }
    }
    Ok(())
}

/// A kind of game the documents call unsolvable, as the predicate on (priests, devils) its words mean.
fn unsolvable_kind(words: &str) -> Option<fn(u32, u32) -> bool> {
    match words {
        "any game with at least one priest and more devils than priests"
        | "至少有一名牧师、而魔鬼比牧师多的任何一局" => {
            Some(|p, d| p >= 1 && d > p)
        }
        "any game with more devils than priests" | "魔鬼比牧师多的任何一局" => {
            Some(|p, d| d > p)
        }
        _ => None,
    }
}

/// The failures of `docs/rules.md` (or its twin) in `lang`: each claim not found, or false.
fn rules_claims(text: &str, lang: Lang) -> Vec<String> {
    let text = flat(text, lang);
    let mut failures = Vec::new();
    let mut fail = |what: &str, why: String| failures.push(format!("{what}: {why}"));
    let (classic, never, never_end, rows, unsolvable, devils_alone, fits, hub) = match lang {
        Lang::En => (
            "the classic game has {} safe states, {} of them reachable, and {} shortest solutions of {} crossings",
            "When priests equal devils, ",
            " never changes the fewest crossings",
            "with {} pairs and a boat for {}, priests-only rowing is unsolvable",
            "Some configurations have no solution: ",
            "{} devils and a boat for {} win in {} crossings",
            "`N = M = {}` fits",
            "a boat for {} over {} priests has only {} safe states but {} million crossings",
        ),
        Lang::Zh => (
            "经典关卡有 {} 个安全状态，其中 {} 个可到达，有 {} 种最优方案，都是渡河 {} 次",
            "牧师和魔鬼一样多时，",
            "从不改变最少渡河次数",
            "{} 对、船载 {} 人时，仅牧师划船就无解",
            "有些配置无解：",
            "{} 个魔鬼、船载 {} 人，渡河 {} 次就赢",
            "牧师和魔鬼各 {} 万",
            "{} 名牧师、没有魔鬼、船载 {} 人时只有 {} 个安全状态，状态图上可能的渡河却有 {} 亿种",
        ),
    };
    match figures(&text, classic) {
        None => fail("the classic figures", "not found".into()),
        Some(f) => {
            let solver = Solver::new(Rules::CLASSIC).expect("classic");
            let start = Rules::CLASSIC.start();
            let library = [
                f64::from(solver.safe_states()),
                f64::from(solver.reachable_states()),
                solver.count_optimal_plans(start).expect("plans") as f64,
                f64::from(solver.min_crossings().expect("solvable")),
            ];
            if f != library {
                fail(
                    "the classic figures",
                    format!("{f:?}, the library {library:?}"),
                );
            }
        }
    }
    match text.find(never_end).and_then(|end| {
        text[..end]
            .rfind(never)
            .map(|at| &text[at + never.len()..end])
    }) {
        None => fail(
            "the variant that never changes the fewest crossings",
            "not found".into(),
        ),
        Some(subject) => {
            if let Err(e) = never_changes(subject) {
                fail("the variant that never changes the fewest crossings", e);
            }
        }
    }
    let empty = [
        "never reachable once anyone is to cross",
        "只要有人要过河，它就永远不可到达",
    ];
    let reached = (0..=6)
        .flat_map(|p| (0..=6).map(move |d| (p, d)))
        .filter(|&(p, d)| p + d > 0);
    let reached =
        reached.flat_map(|(p, d)| (1..=4).map(move |k| Rules::new(p, d, k).expect("counts")));
    let empty_start = State::new(0, 0, Side::Start);
    let reached = reached.flat_map(Rules::variants).find(|&r| {
        let verdict = Solver::new(r).expect("builds").check(empty_start);
        verdict.is_ok_and(|v| v.reachable)
    });
    if !empty.iter().any(|e| text.contains(e)) || reached.is_some() {
        fail(
            "(0, 0, start) never reachable",
            format!("not found, or reached in {reached:?}"),
        );
    }
    match figures(&text, rows) {
        Some(f) if f.len() == 2 => {
            let r = rules(f[0], f[0], f[1]).with_rowers(Rowers::Priests);
            if fewest(r).is_some() {
                fail("priests-only rowing", format!("{f:?} is solvable"));
            }
        }
        _ => fail("priests-only rowing", "not found".into()),
    }
    match text.find(unsolvable) {
        None => fail("the unsolvable configurations", "not found".into()),
        Some(at) => {
            let list = &text[at + unsolvable.len()..];
            let list = &list[..list.find(['(', '（']).unwrap_or(list.len())];
            let items: Vec<&str> = if lang == Lang::En {
                list.split(", ").collect()
            } else {
                list.split('；').collect()
            };
            for item in items {
                let item = item
                    .trim()
                    .trim_start_matches("or ")
                    .trim_start_matches("以及");
                let pairs = if lang == Lang::En {
                    figures(item, "{} pairs with a boat for {}")
                } else {
                    figures(item, "{} 对、船载 {} 人")
                };
                if let Some(f) = pairs.filter(|f| f.len() == 2) {
                    if let Some(c) = fewest(rules(f[0], f[0], f[1])) {
                        fail(
                            "an unsolvable configuration",
                            format!("{item}: wins in {c}"),
                        );
                    }
                    continue;
                }
                let Some(kind) = unsolvable_kind(item) else {
                    fail(
                        "an unsolvable configuration",
                        format!("\"{item}\": words the check does not know"),
                    );
                    continue;
                };
                'range: for p in 0..=8 {
                    for d in 0..=9 {
                        if !kind(p, d) {
                            continue;
                        }
                        for k in 1..=5 {
                            for r in Rules::new(p, d, k).expect("counts").variants() {
                                if let Some(c) = fewest(r) {
                                    fail(
                                        "an unsolvable configuration",
                                        format!("{item}: {p} priests, {d} devils, a boat for {k} win in {c}"),
                                    );
                                    break 'range;
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    match figures(&text, devils_alone) {
        Some(f) if f.len() == 3 => {
            if fewest(rules(0.0, f[0], f[1])).map(f64::from) != Some(f[2]) {
                fail("devils alone", format!("{f:?}"));
            }
        }
        _ => fail("devils alone", "not found".into()),
    }
    match figures(&text, fits) {
        Some(f) if f.len() == 1 => {
            let n = if lang == Lang::Zh {
                f[0] * 10_000.0
            } else {
                f[0]
            };
            if rules(n, n, 2.0).safe_states() > MAX_SAFE_STATES {
                fail("the largest configuration", format!("{n} pairs do not fit"));
            }
        }
        _ => fail("the largest configuration", "not found".into()),
    }
    match figures(&text, hub) {
        Some(f) if f.len() == 4 => {
            let (boat, priests) = if lang == Lang::En {
                (f[0], f[1])
            } else {
                (f[1], f[0])
            };
            let r = rules(priests, 0.0, boat);
            let crossings: u64 = (0..=r.priests())
                .flat_map(|p| [Side::Start, Side::Far].map(|side| State::new(p, 0, side)))
                .map(|s| {
                    let (p, d) = s.boat_bank(&r);
                    r.legal_loads(p, d)
                })
                .sum();
            // English rounds to millions, Chinese to hundredths of 亿 (4.17 亿).
            let shown = if lang == Lang::En {
                (crossings as f64 / 1e6).round()
            } else {
                (crossings as f64 / 1e6).round() / 100.0
            };
            if r.safe_states() as f64 != f[2] || shown != f[3] {
                fail(
                    "the hub configuration",
                    format!(
                        "{f:?}: {} safe states, {crossings} crossings",
                        r.safe_states()
                    ),
                );
            }
        }
        _ => fail("the hub configuration", "not found".into()),
    }
    failures
}

/// The failures of a text that counts the rule variants: every count of combinations is the library's,
/// and no sentence counts "rule variants" (two kinds, 6 combinations: a bare count misleads).
fn variant_counts(text: &str, lang: Lang) -> Vec<String> {
    let text = flat(text, lang);
    let variants = Rules::CLASSIC.variants().count() as f64;
    let mut failures = Vec::new();
    let (combinations, bare): (&[&str], &[&str]) = match lang {
        Lang::En => (
            &[" {} combinations"],
            &[
                "two rule variants",
                "three rule variants",
                "six rule variants",
                "all six variants",
                "three variants",
            ],
        ),
        Lang::Zh => (
            &["共 {} 种组合", "一共有 {} 种组合", "在 {} 种规则组合"],
            &["两种规则变体", "三种规则变体", "六种规则变体"],
        ),
    };
    for template in combinations {
        let piece = template.split("{}").last().expect("a piece");
        for (at, _) in text.match_indices(piece) {
            let before = &text[..at];
            let start = before.rfind(|c: char| !c.is_ascii_digit()).map_or(0, |i| {
                i + before[i..].chars().next().map_or(1, char::len_utf8)
            });
            if let Ok(n) = before[start..].parse::<f64>() {
                if n != variants {
                    failures.push(format!("{n}{piece}: the library has {variants}"));
                }
            }
        }
    }
    for words in bare {
        if text.contains(words) {
            failures.push(format!(
                "\"{words}\": say two kinds of rule variant, {variants} combinations"
            ));
        }
    }
    failures
}

#[test]
fn the_rules_state_their_figures_and_nevers_as_the_library_answers() {
    type Check = fn(&str, Lang) -> Vec<String>;
    let none: Check = |_, _| Vec::new();
    let checked: [(String, Check); 8] = [
        ("docs/rules.md".to_owned(), rules_claims),
        ("docs/rules.zh-CN.md".to_owned(), rules_claims),
        ("docs/cli.md".to_owned(), cli_claims),
        ("docs/cli.zh-CN.md".to_owned(), cli_claims),
        ("README.md".to_owned(), none),
        ("README.zh-CN.md".to_owned(), none),
        (format!("{PACKAGE}/README.md"), none),
        (format!("{PACKAGE}/README.zh-CN.md"), none),
    ];
    let mut failures = Vec::new();
    for (path, check) in checked {
        // Every one of them counts the rule variants right.
        let (text, lang) = (read(&path), lang_of(&path));
        let mut found = check(&text, lang);
        found.extend(variant_counts(&text, lang));
        failures.extend(found.into_iter().map(|f| format!("{path}: {f}")));
    }
    assert!(
        failures.is_empty(),
        "rule claims the library refutes:\n{}",
        failures.join("\n")
    );
}

/// Each check fails on a planted wrong sentence, the ones the documents used to have among them: (the
/// document, its right words, the wrong ones planted over them, the failure expected).
#[test]
fn planted_wrong_rule_claims_fail() {
    type Check = fn(&str, Lang) -> Vec<String>;
    let plants: [(&str, &str, &str, Check, &str); 9] = [
        (
            "docs/rules.md",
            "boat safety never changes",
            "who rows never changes",
            rules_claims,
            "who rows changes",
        ),
        (
            "docs/rules.zh-CN.md",
            "船上规则从不改变",
            "这条变体从不改变",
            rules_claims,
            "这条变体",
        ),
        (
            "docs/rules.md",
            "any\n  game with at least one priest and more devils than priests",
            "any\n  game with more devils than priests",
            rules_claims,
            "0 priests, 1 devils",
        ),
        (
            "docs/rules.zh-CN.md",
            "以及至少有一名牧师、而魔鬼比牧师多的任何一局",
            "以及魔鬼比牧师多的任何一局",
            rules_claims,
            "0 priests, 1 devils",
        ),
        (
            "docs/rules.md",
            "16 of them reachable",
            "18 of them reachable",
            rules_claims,
            "classic",
        ),
        (
            "docs/rules.md",
            "reachable\n  once anyone is to cross.",
            "reachable.",
            rules_claims,
            "(0, 0, start)",
        ),
        (
            "docs/cli.md",
            "a boat for 4, n ≥ 3)",
            "a boat for 4)",
            cli_claims,
            "1 pairs take Some(1)",
        ),
        (
            "docs/cli.zh-CN.md",
            "2n − 3，n ≥ 3）",
            "2n − 3）",
            cli_claims,
            "1 pairs take Some(1)",
        ),
        (
            "docs/cli.zh-CN.md",
            "共 1536 份报告",
            "共 256 份报告",
            cli_claims,
            "reports: 256 of 256",
        ),
    ];
    for (path, right, wrong, check, expected) in plants {
        let text = read(path);
        assert!(text.contains(right), "{path}: no \"{right}\" to plant over");
        assert!(
            check(&text, lang_of(path)).is_empty(),
            "{path}: fails unplanted"
        );
        let failures = check(&text.replace(right, wrong), lang_of(path));
        assert!(
            failures.iter().any(|f| f.contains(expected)),
            "{path}: \"{wrong}\" planted, no failure naming {expected}: {failures:?}"
        );
    }
    assert_eq!(variant_counts("with 3 combinations", Lang::En).len(), 1);
    assert_eq!(variant_counts("以及三种规则变体。", Lang::Zh).len(), 1);
    assert!(variant_counts("一共有 6 种组合", Lang::Zh).is_empty());
}

/// The language of a document by its name.
fn lang_of(path: &str) -> Lang {
    if path.ends_with(".zh-CN.md") {
        Lang::Zh
    } else {
        Lang::En
    }
}
