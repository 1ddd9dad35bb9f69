//! Every function the C header exports is called by a fuzz target: an entry point no target calls fails
//! here, naming it. The fuzz targets are `fuzz/Cargo.toml`'s `[[bin]]` files (`fuzz/run.sh` runs them
//! all) with the modules they include by `#[path]`; a call is the function's name followed by `(`,
//! outside comments.

use std::collections::BTreeSet;
use std::path::Path;

use crate::support::plugins::header_functions;
use crate::support::read;

/// The `pd_` functions `code` (Rust) calls outside comments.
fn called(code: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for line in code.lines() {
        let line = line.split_once("//").map_or(line, |(code, _)| code);
        for (at, _) in line.match_indices("pd_") {
            let after_word_start = line[..at]
                .chars()
                .next_back()
                .is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
            let name: String = line[at..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if after_word_start && line[at + name.len()..].starts_with('(') {
                names.insert(name);
            }
        }
    }
    names
}

/// The source of each fuzz target, with the modules it includes, as one text per target.
fn fuzz_targets() -> Vec<(String, String)> {
    let manifest: toml::Table = read("fuzz/Cargo.toml").parse().expect("fuzz/Cargo.toml");
    let bins = manifest["bin"].as_array().expect("[[bin]] targets");
    bins.iter()
        .map(|bin| {
            let path = Path::new("fuzz").join(bin["path"].as_str().expect("a path"));
            let mut text = read(&path);
            let modules: Vec<String> = text
                .lines()
                .filter_map(|l| l.trim().strip_prefix("#[path = \"")?.strip_suffix("\"]"))
                .map(str::to_owned)
                .collect();
            for module in modules {
                text.push_str(&read(path.parent().expect("a folder").join(module)));
            }
            let name = bin["name"].as_str().expect("a name").to_owned();
            (name, text)
        })
        .collect()
}

#[test]
fn every_exported_function_is_called_by_a_fuzz_target() {
    let exported = header_functions();
    let targets = fuzz_targets();
    assert!(
        !targets.is_empty(),
        "fuzz/Cargo.toml lists no [[bin]] target"
    );
    let fuzzed: BTreeSet<String> = targets.iter().flat_map(|(_, text)| called(text)).collect();
    let missing: Vec<&String> = exported.difference(&fuzzed).collect();
    assert!(
        missing.is_empty(),
        "no fuzz target (fuzz/fuzz_targets/) calls {missing:?}: add one (docs/robustness.md)"
    );
}

#[test]
fn a_call_is_a_name_and_a_parenthesis_outside_comments() {
    let code = "\
        // pd_in_a_comment(1)
        /// pd_in_a_doc(1)
        let x = unsafe { pd_called(a, pd_nested(b)) }; // pd_after_code(2)
        let y = my_pd_suffix(1) + pd_named_only;
        assert_eq!(pd_spaced (1), 0);";
    let names: Vec<String> = called(code).into_iter().collect();
    assert_eq!(names, ["pd_called", "pd_nested"]);
}
