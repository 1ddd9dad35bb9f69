//! The command-line guide's figures (`docs/cli.md` and its twin), checked against the library over a
//! range (issue 61), as `rule_claims` checks the rules': found by their wording, read out of the text.

use crate::rule_claims::{fewest, figures, flat, rules, Lang};

use priests_devils::Rules;

/// The failures of `docs/cli.md` (or its twin) in `lang`: the published minima its picture reproduces
/// (the boat-for-4 formula over its stated range, from n = 1 when it states none, up to 12 pairs) and
/// the benchmark's count of reports.
pub(crate) fn cli_claims(text: &str, lang: Lang) -> Vec<String> {
    let text = flat(text, lang);
    let mut failures = Vec::new();
    let (minima, formula, range, reports) = match lang {
        Lang::En => (
            "({}, {}, {} with a boat for {}; {}, {} for {} and {} pairs with a boat for {};",
            "{}n − {} with a boat for {}",
            ", n ≥ {})",
            "the {} reports of the default ranges ({} configurations, each under the {} combinations",
        ),
        Lang::Zh => (
            "（船载 {} 人：{}、{}、{}；船载 {} 人、{} 对和 {} 对：{}、{}；",
            "船载 {} 人：{}n − {}",
            "，n ≥ {}）",
            "测量默认范围（{} 种配置，每种配置在 {} 种规则组合下各一份）共 {} 份报告",
        ),
    };
    // (pairs, boat, fewest crossings) as each language orders them.
    let published: Option<Vec<(f64, f64, f64)>> = figures(&text, minima).map(|f| match lang {
        Lang::En => vec![
            (1.0, f[3], f[0]),
            (2.0, f[3], f[1]),
            (3.0, f[3], f[2]),
            (f[6], f[8], f[4]),
            (f[7], f[8], f[5]),
        ],
        Lang::Zh => vec![
            (1.0, f[0], f[1]),
            (2.0, f[0], f[2]),
            (3.0, f[0], f[3]),
            (f[5], f[4], f[7]),
            (f[6], f[4], f[8]),
        ],
    });
    match published {
        None => failures.push("the published minima: not found".to_owned()),
        Some(rows) => {
            for (n, k, c) in rows {
                if fewest(rules(n, n, k)).map(f64::from) != Some(c) {
                    failures.push(format!("{n} pairs with a boat for {k}: not {c} crossings"));
                }
            }
        }
    }
    let stated = figures(&text, formula).map(|f| match lang {
        Lang::En => (f[0], f[1], f[2]),
        Lang::Zh => (f[1], f[2], f[0]),
    });
    match stated {
        None => failures.push("the boat-for-4 formula: not found".to_owned()),
        Some((a, b, k)) => {
            // The range stated right after the formula, else every n from 1.
            let from = figures(&text, &format!("{formula}{range}")).map_or(1.0, |f| f[f.len() - 1]);
            for n in from as u32..=12 {
                let c = fewest(rules(f64::from(n), f64::from(n), k));
                let claimed = a * f64::from(n) - b;
                if c.map(f64::from) != Some(claimed) {
                    failures.push(format!(
                        "{a}n − {b} with a boat for {k}: {n} pairs take {c:?} crossings, not {claimed}"
                    ));
                    break;
                }
            }
        }
    }
    let variants = Rules::CLASSIC.variants().count() as f64;
    let counted = figures(&text, reports).map(|f| match lang {
        Lang::En => (f[0], f[1], f[2]),
        Lang::Zh => (f[2], f[0], f[1]),
    });
    // The default ranges, as the command table states them: 1..8 priests, 1..8 devils, boats 2..5.
    let defaults = figures(&text, "`--priests {}..{} --devils {}..{} --boat {}..{}`");
    match (counted, defaults) {
        (Some((all, configurations, combos)), Some(d)) => {
            let range = (d[1] - d[0] + 1.0) * (d[3] - d[2] + 1.0) * (d[5] - d[4] + 1.0);
            if combos != variants || configurations != range || all != range * variants {
                failures.push(format!(
                    "the benchmark's reports: {all} of {configurations} configurations under {combos} \
                     combinations; the ranges hold {range}, the library has {variants} combinations"
                ));
            }
        }
        _ => failures.push("the benchmark's reports: not found".to_owned()),
    }
    failures
}
