//! The puzzles of `puzzles/` (the family's statements, `../shared/family/puzzles.md`): each file
//! reads, and the engine's figures match those recorded in the file and in `docs/family.md` and its
//! Chinese twin; the classics sit at their published figures; a wrong file names the line, the
//! column and the rule it breaks; no text makes the reader or the engine panic.

use std::collections::BTreeMap;

use priests_devils::family::{Family, FamilyError, FamilyState, Puzzle};

use crate::support;

pub(crate) fn puzzles() -> BTreeMap<String, Family> {
    let dir = support::root().join("puzzles");
    let mut all = BTreeMap::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "river") {
            let text = std::fs::read_to_string(&path).unwrap();
            let puzzle = Puzzle::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let id = path.file_stem().unwrap().to_string_lossy().into_owned();
            all.insert(id, Family::new(puzzle).unwrap());
        }
    }
    all
}

/// The figures of one puzzle, in the order the files and the docs record them.
fn figures(family: &Family) -> Vec<String> {
    let r = family.report();
    let dash = |v: Option<u64>| v.map_or("-".to_string(), |v| v.to_string());
    vec![
        dash(r.min_crossings.map(u64::from)),
        dash(r.min_time.map(u64::from)),
        r.optimal_plans.distinct.to_string(),
        r.optimal_plans.by_kind.to_string(),
        r.reachable_states.to_string(),
        dash(r.reachable_timed_states),
        r.safe_states.to_string(),
        r.dead_ends.to_string(),
        r.milestones.to_string(),
        r.difficulty.map_or("-".to_string(), |d| format!("{d:.2}")),
    ]
}

#[test]
fn every_puzzle_of_the_family_is_a_file_with_its_figures_recorded() {
    let all = puzzles();
    assert_eq!(all.len(), 26, "{:?}", all.keys());
    let statements = std::fs::read_to_string(support::root().join("../shared/family/puzzles.md"));
    if let Ok(statements) = statements {
        for id in all.keys() {
            assert!(
                statements.contains(&format!("\n## {id}\n")),
                "{id} is not in puzzles.md"
            );
        }
    }
    for (id, family) in &all {
        let text =
            std::fs::read_to_string(support::root().join(format!("puzzles/{id}.river"))).unwrap();
        let line = text
            .lines()
            .find_map(|l| l.strip_prefix("# figures: "))
            .unwrap_or_else(|| panic!("{id}: no figures line"));
        let recorded: Vec<String> = line
            .split("; ")
            .map(|field| field.rsplit(' ').next().unwrap_or("").to_string())
            .collect();
        assert_eq!(recorded, figures(family), "{id}: the file's figures");
    }
    for doc in ["docs/family.md", "docs/family.zh-CN.md"] {
        let text = std::fs::read_to_string(support::root().join(doc)).unwrap();
        let mut rows = 0;
        for line in text.lines() {
            let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
            let Some(id) = cells
                .first()
                .and_then(|c| c.strip_prefix('`'))
                .and_then(|c| c.strip_suffix('`'))
            else {
                continue;
            };
            let Some(family) = all.get(id) else { continue };
            assert_eq!(cells[1..].to_vec(), figures(family), "{doc}: {id}");
            rows += 1;
        }
        assert_eq!(rows, 26, "{doc} records every puzzle once");
    }
}

#[test]
fn the_classics_are_at_their_published_figures() {
    let all = puzzles();
    let report = |id: &str| all[id].report();
    assert_eq!(report("wolf-goat-cabbage").min_crossings, Some(7));
    assert_eq!(report("missionaries-cannibals").min_crossings, Some(11));
    // The classic game's four shortest solutions, counted by kind (REFERENCE.md, "Known results").
    assert_eq!(report("missionaries-cannibals").optimal_plans.by_kind, 4);
    assert_eq!(report("missionaries-cannibals").reachable_states, 16);
    assert_eq!(report("jealous-husbands").min_crossings, Some(11));
    assert_eq!(report("bridge-torch-17").min_time, Some(17));
    // Within 16 minutes the bridge cannot be crossed.
    let bridge = all["bridge-torch-17"].puzzle().clone();
    let mut late = bridge.start();
    late.elapsed = 1;
    assert_eq!(
        all["bridge-torch-17"].next_crossing(&late),
        Err(FamilyError::OutOfTime)
    );
}

/// A wrong file, where its error must point, and a word of the rule it names.
const WRONG: [(&str, u32, u32, &str); 13] = [
    ("boat capacity 2\ncharacter A rows", 1, 1, "`puzzle` line"),
    (
        "puzzle X\ncharacter A\u{0}B rows",
        2,
        12,
        "no control characters",
    ),
    (
        "puzzle X\nbot capacity 2\ncharacter A rows",
        2,
        1,
        "unknown statement `bot`",
    ),
    (
        "puzzle X\nboat capacity two\ncharacter A rows",
        2,
        15,
        "`boat capacity` takes a whole number",
    ),
    (
        "puzzle X\nboat capacity 0\ncharacter A rows",
        2,
        15,
        "at least 1",
    ),
    (
        "puzzle X\ncharacter A rows\ncharacter A",
        3,
        11,
        "declared twice",
    ),
    (
        "puzzle X\ncharacter A rows\nbank never A and B",
        3,
        18,
        "unknown name `B`",
    ),
    (
        "puzzle X\ncharacter A rows\nbank never any(A",
        3,
        17,
        "expected `)`",
    ),
    (
        "puzzle X\nkind Cop 2 rows\nbank never Cop1",
        3,
        12,
        "unknown name `Cop1`",
    ),
    (
        "puzzle X\nkind Cop 2 rows names=C1,C2\nbank never C1",
        3,
        12,
        "interchangeable kind `Cop`",
    ),
    ("puzzle X\ncharacter A rows weight=x", 2, 25, "whole number"),
    (
        "puzzle X\ncharacter A rows\nbank never count(A) >",
        3,
        22,
        "a sum's term",
    ),
    (
        "puzzle X\ncharacter A rows\nboat never A $",
        3,
        14,
        "unexpected character",
    ),
];

#[test]
fn a_wrong_file_names_the_line_the_column_and_the_rule() {
    for (text, line, column, words) in WRONG {
        let error = Puzzle::parse(text).expect_err(text);
        assert_eq!(
            (error.line, error.column),
            (line, column),
            "{text:?}: {error}"
        );
        assert!(error.message.contains(words), "{text:?}: {error}");
        assert!(error
            .to_string()
            .starts_with(&format!("line {line}, column {column}: ")));
    }
}

#[test]
fn no_text_makes_the_reader_or_the_engine_panic() {
    // Deep nesting, huge counts, and every prefix of every puzzle file.
    let deep = format!(
        "puzzle X\ncharacter A rows\nbank never {}A",
        "not ".repeat(10_000)
    );
    assert!(Puzzle::parse(&deep).is_err());
    let huge = "puzzle X\nboat capacity 4294967295\nkind A 4294967295 rows\nkind B 4294967295 rows";
    let nodes = Family::new(Puzzle::parse(huge).unwrap()).unwrap_err();
    assert!(matches!(nodes, FamilyError::TooManyNodes { .. }), "{nodes}");
    assert!(Puzzle::parse("puzzle X\nkind A 99999999999 rows").is_err());
    for text in ["puzzles/jealous-husbands.river", "puzzles/weights.river"] {
        let text = std::fs::read_to_string(support::root().join(text)).unwrap();
        for end in (0..text.len()).filter(|&i| text.is_char_boundary(i)) {
            if let Ok(puzzle) = Puzzle::parse(&text[..end]) {
                if let Ok(family) = Family::new(puzzle) {
                    let _ = family.report();
                }
            }
        }
    }
    let family = Family::new(Puzzle::parse("puzzle X\ncharacter A rows").unwrap()).unwrap();
    for state in [
        FamilyState::new(vec![]),
        FamilyState::new(vec![2]),
        FamilyState::new(vec![0, 0]),
    ] {
        assert_eq!(family.check(&state), Err(FamilyError::StateOutOfRange));
    }
}
