//! `cargo xtask study` run as a contributor would: the committed study (the tables of
//! docs/notes/hint-study.md and docs/notes/hint-study.svg) is what its documented command prints; a
//! small seeded smoke run reproduces, names its seed and keeps the rules of play the document states;
//! zero games are refused.
//! The players' and policies' own tests, and the cross-check against the `levels` report's difficulty,
//! live beside the code (`players.rs`, `game.rs`, `mod.rs`).

use clap::Parser;

use crate::{Cli, Task};

/// The study's command line `cargo xtask study ARGS`, parsed and run: its output, or its error.
fn try_study(args: &[&str]) -> Result<String, String> {
    let cli =
        Cli::try_parse_from(["xtask", "study"].iter().chain(args)).map_err(|e| e.to_string())?;
    let Task::Study(args) = cli.task else {
        unreachable!("the study's command line")
    };
    let mut out = Vec::new();
    super::study(args, &mut out)?;
    Ok(String::from_utf8(out).expect("utf-8"))
}

fn study(args: &[&str]) -> String {
    try_study(args).unwrap_or_else(|e| panic!("{args:?}: {e}"))
}

fn committed(path: &str) -> String {
    std::fs::read_to_string(format!("{}/../{path}", env!("CARGO_MANIFEST_DIR")))
        .unwrap_or_else(|e| panic!("{path} is committed: {e}"))
}

const REGENERATE: &str = "regenerate docs/notes/hint-study.md's tables and \
                          docs/notes/hint-study.svg as that document's first section says";

#[test]
fn committed_hint_study_tables_are_current() {
    let doc = committed("docs/notes/hint-study.md");
    let (_, rest) = doc
        .split_once("<!-- study -->\n")
        .expect("docs/notes/hint-study.md marks the start of the study's output");
    let (tables, _) = rest
        .split_once("\n<!-- /study -->")
        .expect("docs/notes/hint-study.md marks the end of the study's output");
    assert_eq!(tables, study(&[]).trim_end(), "{REGENERATE}");
}

#[test]
fn committed_hint_study_plot_is_current() {
    assert_eq!(
        committed("docs/notes/hint-study.svg"),
        study(&["--format", "svg"]),
        "{REGENERATE}"
    );
}

/// The cells of the table that follows the line `title`, one vector of fields per row.
fn table<'a>(out: &'a str, title: &str) -> Vec<Vec<&'a str>> {
    let (_, rest) = out.split_once(title).expect(title);
    rest.lines()
        .skip_while(|l| !l.starts_with('|'))
        .take_while(|l| l.starts_with('|'))
        .skip(2) // the header and its rule
        .map(|l| l.trim_matches('|').split('|').map(str::trim).collect())
        .collect()
}

#[test]
fn a_small_seeded_run_reproduces_and_keeps_the_rules_of_play() {
    let args = ["--seed", "9", "--games", "4", "--budget", "60", "-k", "2"];
    let out = study(&args);
    assert_eq!(out, study(&args), "one seed, one table");
    assert!(
        out.starts_with("Seed 9; 4 games per level, player and policy; at most 60 crossings")
            && out.contains("`cargo xtask study --seed 9 --games 4 --budget 60 -k 2 --horizon 2`"),
        "{out}"
    );
    let other = study(&["--seed", "10", "--games", "4", "--budget", "60", "-k", "2"]);
    assert_ne!(
        out.split_once('\n').unwrap().1,
        other.split_once('\n').unwrap().1,
        "another seed, other games"
    );

    let rows = table(&out, "Each level:");
    // Six solvable levels, three players, four policies; 4P 4D boat 2 is not played.
    assert_eq!(rows.len(), 6 * 3 * 4, "{out}");
    assert!(out.contains("Not played: 4P 4D boat 2, which the sample offers as unsolvable."));
    let levels: Vec<&str> = rows.iter().step_by(12).map(|r| r[0]).collect();
    assert_eq!(
        levels,
        [
            "3P 3D boat 2",
            "2P 2D boat 2",
            "4P 4D boat 3",
            "5P 5D boat 3",
            "5P 3D boat 2",
            "3P 3D boat 3 (aboard+priests-row)"
        ]
    );
    for row in &rows {
        let (fewest, policy, wins, hints) = (row[1], row[3], row[4], row[6]);
        match policy {
            "no hints" => assert_eq!(hints, "0.00", "{row:?}"),
            // After k wrong crossings the plan is shown and played: at most the fewest crossings and
            // k wrong ones before it, and a plan no longer than 14 crossings, fit in 60.
            "full plan" => assert_eq!(wins, "100.0%", "{row:?}"),
            _ => {}
        }
        let fewest: f64 = fewest.parse().unwrap();
        if let Ok(crossings) = row[5].parse::<f64>() {
            assert!((fewest..=60.0).contains(&crossings), "{row:?}");
        }
    }
    let together = table(&out, "Every level together");
    assert_eq!(together.len(), 3 * 4);
}

#[test]
fn study_refuses_zero_games_and_counts() {
    let zero = try_study(&["--games", "0"]).unwrap_err();
    assert_eq!(zero, "--games must be at least 1");
    // The study plays the sample's level set: it has no options for counts or a rule variant.
    for args in [
        &["-p", "4"][..],
        &["--boat-safety", priests_devils::BoatSafety::Aboard.name()],
    ] {
        assert!(try_study(args).is_err(), "{args:?}");
    }
}
