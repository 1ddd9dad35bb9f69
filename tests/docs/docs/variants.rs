//! The rule variants' values in the documents: their lists (the C guide's, the command line's, the rules'
//! and the Unity guides', in both languages) are generated blocks (`cargo xtask generate`, from the
//! library's `ALL` lists and `i18n/`'s words); the glossary's terms are a translator's, checked here: a new
//! value fails until the glossary has its term.

use priests_devils::Rowers;

use super::support::read;

/// Each value's name as the library spells it (`Priests`), classic first.
fn names<T: std::fmt::Debug>(all: &[T]) -> Vec<String> {
    all.iter().map(|value| format!("{value:?}")).collect()
}

#[test]
fn the_glossary_has_a_term_for_every_rowers_value_beyond_the_classic_rules() {
    let glossary = read("docs/glossary.zh-CN.md");
    // A term's English, the first cell of a row: `| priests-only rowers | 仅牧师划船 | …`.
    let terms: Vec<&str> = glossary
        .lines()
        .filter_map(|l| l.strip_prefix("| ")?.split(" |").next())
        .collect();
    for name in &names(&Rowers::ALL)[1..] {
        let name = name.to_lowercase();
        assert!(
            terms
                .iter()
                .any(|t| t.contains(&name) && t.contains("rowers")),
            "docs/glossary.zh-CN.md has no term for {name} rowers"
        );
    }
}
