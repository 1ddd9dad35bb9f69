//! The documents that list the rule variants' values list each of the library's (`BoatSafety::ALL`,
//! `Rowers::ALL`), by the name each reader uses: a new value fails here until the documents name it.
//! Prose that describes the rules in words is left to its writer.

use priests_devils::{BoatSafety, Rowers};

use super::support::{read, screaming_snake as screaming, PACKAGE};

/// Each value's name as the library spells it (`Priests`), classic first.
fn names<T: std::fmt::Debug>(all: &[T]) -> Vec<String> {
    all.iter().map(|value| format!("{value:?}")).collect()
}

/// Fails naming `document` and every phrase of `wanted` it lacks.
fn assert_names(document: &str, wanted: &[String]) {
    let text = read(document);
    let missing: Vec<_> = wanted.iter().filter(|w| !text.contains(*w)).collect();
    assert!(missing.is_empty(), "{document} does not name {missing:?}");
}

#[test]
fn the_command_line_guides_list_every_rowers_value() {
    let names: Vec<_> = names(&Rowers::ALL)
        .iter()
        .map(|n| n.to_lowercase())
        .collect();
    for document in ["docs/cli.md", "docs/cli.zh-CN.md"] {
        assert_names(document, &[format!("`--rowers {}`", names.join("|"))]);
    }
}

/// Each rule variant's enum and its values' names, classic first.
fn variants() -> [(&'static str, Vec<String>); 2] {
    [
        ("BoatSafety", names(&BoatSafety::ALL)),
        ("Rowers", names(&Rowers::ALL)),
    ]
}

#[test]
fn the_c_guide_lists_every_variant_value_with_its_number() {
    let wanted: Vec<_> = variants()
        .iter()
        .flat_map(|(enumeration, all)| {
            let field = screaming(enumeration);
            let at = |(value, name): (usize, &String)| {
                format!("`PD_{field}_{}` {value}", screaming(name))
            };
            all.iter().enumerate().map(at).collect::<Vec<_>>()
        })
        .collect();
    assert_names("docs/c-api.md", &wanted);
}

#[test]
fn the_unity_guides_name_every_variant_beyond_the_classic_rules() {
    // The first value is the classic rules', which the guides need not name.
    let wanted: Vec<_> = variants()
        .iter()
        .flat_map(|(enumeration, all)| all[1..].iter().map(move |n| format!("`{enumeration}.{n}`")))
        .collect();
    for readme in ["README.md", "README.zh-CN.md"] {
        assert_names(&format!("{PACKAGE}/{readme}"), &wanted);
    }
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
