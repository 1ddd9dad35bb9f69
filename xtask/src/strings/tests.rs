//! The strings' tests: sections, keys, variants' words and the statuses of every language.

use super::*;

const ENGLISH: &str =
    "[both]\n\"Button.Hint\" = \"Hint\"\n[sample]\n\"Say\" = \"a \\\"quote\\\" \\\\ {0}\"\n\
                       [page]\n\"Title\" = \"Priests and Devils\"\n\"About\" = \"x\"\n";

#[test]
fn each_ui_gets_both_and_its_own_section_in_the_file_s_order() {
    let texts = Texts::parse("en.toml", ENGLISH).expect("valid");
    let keys = |it: Vec<&(String, String)>| it.iter().map(|(k, _)| k.clone()).collect::<Vec<_>>();
    assert_eq!(keys(texts.sample().collect()), ["Button.Hint", "Say"]);
    assert_eq!(
        keys(texts.page().collect()),
        ["Button.Hint", "Title", "About"]
    );
    let cs = csharp(&LANGUAGES[0], &texts);
    assert!(
        cs.contains("            { \"Say\", \"a \\\"quote\\\" \\\\ {0}\" },\n"),
        "{cs}"
    );
    assert!(cs.contains("public static readonly StringTable English = new StringTable(\"en\","));
    assert!(!cs.contains("Title"));
    let js = javascript(&[texts]);
    assert!(js.contains(
        "    \"en\": Object.freeze({\n        \"Button.Hint\": \"Hint\",\n        \"Title\""
    ));
    assert!(!js.contains("Say"));
}

#[test]
fn literals_escape_what_would_end_or_break_them() {
    assert_eq!(
        csharp_literal("a\"b\\c\nd\u{1}é"),
        "\"a\\\"b\\\\c\\nd\\u0001é\""
    );
    assert_eq!(json("a\"b\\c\nd中"), "\"a\\\"b\\\\c\\nd中\"");
}

#[test]
fn a_key_in_both_and_a_ui_section_or_a_missing_section_is_refused() {
    let twice = ENGLISH.replace("\"Title\"", "\"Button.Hint\"");
    let error = Texts::parse("en.toml", &twice).expect_err("refused");
    assert!(
        error.contains("[\"Button.Hint\"] are in [both] and in [page]"),
        "{error}"
    );
    let error = Texts::parse("en.toml", "[both]\n[sample]\n").expect_err("refused");
    assert_eq!(error, "en.toml: no [page] table");
    let error = Texts::parse("en.toml", &format!("{ENGLISH}[web]\n")).expect_err("refused");
    assert!(error.contains("[web] is not a section"), "{error}");
    let error = Texts::parse("en.toml", "[both]\nx = 1\n[sample]\n[page]\n").expect_err("refused");
    assert!(error.contains("[both] x is not a string"), "{error}");
}

#[test]
fn every_language_has_the_english_keys() {
    let english = Texts::parse("en.toml", ENGLISH).expect("valid");
    let same = Texts::parse(
        "zh.toml",
        &ENGLISH.replace("Hint\"\n[sample]", "提示\"\n[sample]"),
    )
    .expect("valid");
    assert!(same.same_keys("zh.toml", &english).is_ok());
    let short = Texts::parse(
        "zh.toml",
        &ENGLISH.replace("\"About\" = \"x\"\n", "\"Extra\" = \"y\"\n"),
    )
    .expect("valid");
    assert_eq!(
        short.same_keys("zh.toml", &english).expect_err("refused"),
        "zh.toml: [page] lacks [\"About\"] and has [\"Extra\"], unlike English's"
    );
}

#[test]
fn every_variant_has_the_words_of_the_others_and_no_other_value_has_any() {
    let variants = [("Rowers", vec!["Anyone".to_owned(), "Priests".to_owned()])];
    let file = |page: &str| {
        format!(
            "[both]\n\"Rowers.Anyone.Level\" = \"\"\n\"Rowers.Priests.Level\" = \"p\"\n[sample]\n[page]\n{page}"
        )
    };
    let check = |page: &str| {
        Texts::parse("en.toml", &file(page)).and_then(|t| t.word_variants("en.toml", &variants))
    };
    assert_eq!(check(""), Ok(()));
    let error = check("\"Rowers.Priests.Option\" = \"priests\"\n").expect_err("refused");
    assert_eq!(
        error,
        "en.toml: [page] lacks Rowers.Anyone.Option: every value of Rowers::ALL needs its Option words"
    );
    let error = check("\"Rowers.Nobody.Option\" = \"x\"\n").expect_err("refused");
    assert!(
        error.contains("[page] Rowers.Nobody.Option names no value"),
        "{error}"
    );
    let error = check("\"Rowers.Anyone\" = \"x\"\n").expect_err("refused");
    assert!(error.contains("names no value"), "{error}");
    let none = Texts::parse("en.toml", "[both]\n[sample]\n[page]\n").expect("valid");
    let error = none
        .word_variants("en.toml", &variants)
        .expect_err("refused");
    assert!(error.contains("no words for Rowers"), "{error}");
}

/// The library's variants as the data files word them.
#[test]
fn rule_variants_are_the_library_s() {
    let variants = rule_variants();
    assert_eq!(variants[1].0, "Rowers");
    assert_eq!(variants[1].1[..3], ["Anyone", "Priests", "Devils"]);
    assert_eq!(variants[1].1.len(), priests_devils::Rowers::ALL.len());
}

fn statuses() -> Vec<(String, String)> {
    vec![
        ("Status.Ok".to_owned(), "success".to_owned()),
        ("Status.NoPath".to_owned(), "no path".to_owned()),
    ]
}

#[test]
fn english_gets_the_library_s_status_messages_and_may_not_word_its_own() {
    let english = Texts::parse("en.toml", ENGLISH)
        .and_then(|t| t.word_statuses("en.toml", &statuses(), true))
        .expect("valid");
    let page: Vec<_> = english.page().cloned().collect();
    assert_eq!(page[page.len() - 2..], statuses()[..]);
    assert!(csharp(&LANGUAGES[0], &english).contains("{ \"Status.NoPath\", \"no path\" },"));
    let own = format!("{ENGLISH}[status]\n\"Status.Ok\" = \"fine\"\n");
    let error = Texts::parse("en.toml", &own)
        .and_then(|t| t.word_statuses("en.toml", &statuses(), true))
        .expect_err("refused");
    assert!(
        error.starts_with("en.toml: [status] must not be here"),
        "{error}"
    );
}

#[test]
fn another_language_words_every_status_and_no_other() {
    let word = |status: &str| {
        Texts::parse("zh.toml", &format!("{ENGLISH}[status]\n{status}"))
            .and_then(|t| t.word_statuses("zh.toml", &statuses(), false))
    };
    // In the library's order, whatever the file's.
    let both = word("\"Status.NoPath\" = \"无路\"\n\"Status.Ok\" = \"成功\"\n").expect("valid");
    let sample: Vec<_> = both.sample().map(|(k, _)| k.as_str()).collect();
    assert_eq!(sample, ["Button.Hint", "Say", "Status.Ok", "Status.NoPath"]);
    let error =
        word("\"Status.Ok\" = \"成功\"\n\"Status.Lost\" = \"输了\"\n").expect_err("refused");
    assert_eq!(
        error,
        "zh.toml: [status] lacks [\"Status.NoPath\"] and names [\"Status.Lost\"], which are not the \
         library's statuses (Status.<Name> for each value of PdStatus)"
    );
    let none = Texts::parse("zh.toml", ENGLISH)
        .and_then(|t| t.word_statuses("zh.toml", &statuses(), false))
        .expect_err("refused");
    assert!(
        none.contains("lacks [\"Status.NoPath\", \"Status.Ok\"]"),
        "{none}"
    );
}

/// The library's statuses: one per `PdStatus` value, named as the generated enums name them.
#[test]
fn the_library_s_statuses_are_named_as_the_enums() {
    let statuses = library_statuses();
    assert!(statuses.len() >= 16, "{} statuses", statuses.len());
    assert_eq!(statuses[0].0, "Status.Ok");
    assert_eq!(statuses[2].0, "Status.InvalidRules");
    assert!(
        statuses[2].1.starts_with("invalid rules"),
        "{}",
        statuses[2].1
    );
}

/// The real data files: both languages read, each UI with more than a few texts and every status.
#[test]
fn the_repository_s_data_files_read() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the repository");
    let all = read(root).expect("the data files read");
    assert_eq!(all.len(), LANGUAGES.len());
    let statuses = library_statuses();
    for texts in &all {
        assert!(texts.sample().count() > 60 && texts.page().count() > 140);
        for (key, _) in &statuses {
            assert!(texts.sample().any(|(k, _)| k == key));
            assert!(texts.page().any(|(k, _)| k == key));
        }
    }
    assert!(all[0].page().any(|entry| *entry == statuses[2]));
}

/// A status sentence that lists a field's values lists every value, in every language: English's from
/// the library's messages, the others' from their `{BoatSafety}` and `{Rowers}` placeholders.
#[test]
fn every_language_lists_each_variant_field_s_values() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the repository");
    let all = read(root).expect("the data files read");
    for (language, texts) in LANGUAGES.iter().zip(&all) {
        let [between, last] = language.list;
        for key in ["Status.InvalidRules", "Status.InvalidRange"] {
            let (_, text) = texts
                .statuses()
                .iter()
                .find(|(k, _)| k == key)
                .expect("every status");
            assert!(!text.contains("{"), "{}: {key} {text}", language.tag);
            for (_, values) in rule_variants() {
                let mut list = String::new();
                for i in 0..values.len() {
                    if i > 0 {
                        list.push_str(if i + 1 == values.len() { last } else { between });
                    }
                    list.push_str(&i.to_string());
                }
                assert!(
                    text.contains(&list),
                    "{}: {key} {text} lacks {list}",
                    language.tag
                );
            }
        }
    }
}
