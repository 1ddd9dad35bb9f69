//! The files that name the Unity package's platforms but cannot read `platforms.toml` (their one source)
//! when they run, checked against it: the Editor script's build rules, the package README's platform
//! table and `Plugins/README.md`'s. The C# loader's table of binaries (`Runtime/PluginBinaries.g.cs`) is
//! generated from it (`cargo xtask generate`); the scripts read the file itself
//! (`scripts/plugins/platforms.py`); the plugin tests read it through `tests/support/plugins`.

use crate::support;

use std::collections::BTreeSet;
use std::path::PathBuf;

use support::plugins::{Platform, PLATFORM_ROWS};
use support::root;

fn package() -> PathBuf {
    root().join("unity-sample/Packages/com.priestsdevils.solver")
}

fn read(relative: &str) -> String {
    support::read(package().join(relative))
}

/// The backticked words of a Markdown table row's cells, cell by cell.
fn cells(row: &str) -> Vec<Vec<String>> {
    row.trim()
        .trim_matches('|')
        .split('|')
        .map(|cell| {
            cell.split('`')
                .skip(1)
                .step_by(2)
                .map(str::to_owned)
                .collect()
        })
        .collect()
}

/// The table rows of the section of `text` that starts with `heading` (up to the next heading), or of
/// the whole text when `heading` is empty, without the header and separator rows.
fn table_rows<'a>(text: &'a str, heading: &str) -> Vec<&'a str> {
    let mut inside = heading.is_empty();
    let mut rows = Vec::new();
    for line in text.lines() {
        if line.starts_with('#') {
            inside = heading.is_empty() || line.trim() == heading;
        } else if inside && line.starts_with('|') {
            rows.push(line);
        }
    }
    assert!(rows.len() > 2, "no table under {heading:?}");
    rows.split_off(2)
}

fn file_of(platform: &Platform) -> String {
    format!("{}/{}", platform.folder, platform.file)
}

#[test]
fn the_package_readmes_platform_table_names_exactly_the_shipped_binaries() {
    let readme = read("README.md");
    let found: BTreeSet<String> = table_rows(&readme, "## Platforms")
        .into_iter()
        .map(|row| {
            let words = cells(row).swap_remove(2);
            assert_eq!(words.len(), 1, "README.md: not one file in the row {row}");
            words[0].clone()
        })
        .collect();
    let expected: BTreeSet<String> = PLATFORM_ROWS.iter().map(file_of).collect();
    assert_eq!(
        found, expected,
        "the package README's platform table and platforms.toml differ"
    );
}

#[test]
fn the_plugins_readmes_table_is_platforms_toml_s_folders_files_and_targets() {
    let readme = read("Plugins/README.md");
    let found: Vec<(String, String, Vec<String>)> = table_rows(&readme, "")
        .into_iter()
        .map(|row| {
            let mut cells = cells(row);
            let targets = cells.swap_remove(2);
            match (&cells[0][..], &cells[1][..]) {
                ([folder], [file]) => (folder.clone(), file.clone(), targets),
                _ => panic!("Plugins/README.md: not one folder and one file in the row {row}"),
            }
        })
        .collect();
    let expected: Vec<(String, String, Vec<String>)> = PLATFORM_ROWS
        .iter()
        .map(|p| {
            let targets = p.targets.iter().map(|t| (*t).to_owned()).collect();
            (p.folder.to_owned(), p.file.to_owned(), targets)
        })
        .collect();
    let sorted = |mut rows: Vec<(String, String, Vec<String>)>| {
        rows.sort();
        rows
    };
    assert_eq!(
        sorted(found),
        sorted(expected),
        "Plugins/README.md's table and platforms.toml differ"
    );
}

/// The Editor script's build rules name only shipped binaries (a renamed folder or file in
/// `platforms.toml` fails here until the rule follows).
#[test]
fn the_editor_scripts_rules_name_shipped_binaries() {
    let source = read("Editor/PluginSelection.cs");
    let named: Vec<&str> = source
        .split("File = \"")
        .skip(1)
        .map(|rest| rest.split('"').next().expect("a closing quote"))
        .collect();
    assert!(
        !named.is_empty(),
        "PluginSelection.cs: no rule names a file"
    );
    let shipped: BTreeSet<String> = PLATFORM_ROWS
        .iter()
        .map(|p| format!("Plugins/{}", file_of(p)))
        .collect();
    for file in named {
        assert!(
            shipped.contains(file),
            "Editor/PluginSelection.cs names {file}, which platforms.toml does not list"
        );
    }
}

/// The readers above see a change: a README table's section, a second file in a README cell.
#[test]
fn the_readers_see_what_they_check() {
    let text = "# a\n| h | h |\n| --- | --- |\n| `x` + `y` | z |\n# b\n| q |\n| --- |\n| `w` |\n";
    assert_eq!(
        table_rows(text, "# a"),
        vec!["| `x` + `y` | z |"],
        "only the section's rows"
    );
    assert_eq!(cells("| `x` + `y` | z |"), vec![vec!["x", "y"], vec![]]);
}
