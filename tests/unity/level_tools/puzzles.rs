//! The presenter beneath the Inspector of a puzzle file (`Editor/Levels/Presenters/PuzzlePresenter.cs`,
//! `PuzzleFigures.cs`), compiled with the other presenters and driven under Mono by
//! `tests/csharp/PuzzleAssetDriver.cs` as the Editor drives it (present, compute off the GUI thread,
//! deliver): the figures it shows for every puzzle of `puzzles/` equal the Rust library's report, and the
//! driver's own checks (never waiting, one computation per text, a newer text superseding a waiting one,
//! a format error's line and column, the thread pool) pass.

use std::fs;
use std::process::Command;

use priests_devils::family::{Family, Puzzle};

use super::presenters;
use crate::support::{artifact_dir, assert_shared_library_built, root, run, scratch};

/// A figure the driver prints as `-` when there is none.
fn or<T: ToString>(value: Option<T>) -> String {
    value.map_or_else(|| "-".to_owned(), |v| v.to_string())
}

#[test]
#[ignore = "needs Mono (mcs, mono): scripts/test.sh installs it and runs this test"]
fn puzzle_inspector_figures_match_the_library_and_arrive_off_the_gui_thread() {
    assert_shared_library_built();
    let dir = scratch("puzzle_inspector_figures_match_the_library_and_arrive_off_the_gui_thread");
    let (runtime, presenters) = presenters(&dir);
    let exe = dir.join("PuzzleAssetDriver.exe");
    run(Command::new("mcs")
        .args(["-warnaserror", "-nologo"])
        .arg(format!("-out:{}", exe.display()))
        .arg(format!("-r:{}", runtime.display()))
        .arg(format!("-r:{}", presenters.display()))
        .arg(root().join("tests/csharp/PuzzleAssetDriver.cs")));
    let out = run(Command::new("mono")
        .arg(&exe)
        .arg(root().join("puzzles"))
        .env("LD_LIBRARY_PATH", artifact_dir()));
    let mut files: Vec<_> = fs::read_dir(root().join("puzzles"))
        .expect("puzzles/")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "river"))
        .collect();
    files.sort();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), files.len(), "one line per puzzle: {out}");
    for (path, line) in files.iter().zip(&lines) {
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        let text = fs::read_to_string(path).expect("puzzle file");
        let family = Family::new(Puzzle::parse(&text).expect(&name)).expect(&name);
        let r = family.report();
        let expected = [
            name.clone(),
            r.unsolvable.is_none().to_string(),
            or(r.min_crossings),
            or(r.min_time),
            r.optimal_plans.distinct.to_string(),
            r.optimal_plans.by_kind.to_string(),
            r.milestones.to_string(),
            r.safe_states.to_string(),
            r.reachable_states.to_string(),
            r.dead_ends.to_string(),
            or(r.reachable_timed_states),
        ];
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(fields[..11], expected, "{name}: the Inspector's figures");
        // The difficulty bit for bit as the Rust library computes it (G17 round-trips a double).
        let difficulty = r
            .difficulty
            .map(|d| fields[11].parse::<f64>().expect("a number") - d);
        assert!(
            difficulty.map_or(fields[11] == "-", |delta| delta == 0.0),
            "{name}: difficulty {} against {:?}",
            fields[11],
            r.difficulty
        );
    }
}

/// The importer and the Inspector of a puzzle file on the UnityEditor stand-in
/// (`tests/csharp/PuzzleInspectorDriver.cs`): a `.river` file imports as a `TextAsset` holding its
/// text; its Inspector says "computing" at first, is repainted from the Editor's update loop when the
/// figures arrive from the thread pool, then shows the library's figures (fewest crossings, plans,
/// reachable states, dead ends, difficulty); a text that breaks the format shows the library's line,
/// column and words as a warning, a file that cannot be read says so; each pass ends with the
/// importer's Apply and Revert, and a domain reload stops the presenter.
#[test]
#[ignore = "needs Mono (mcs, mono): scripts/test.sh installs it and runs this test"]
fn puzzle_inspector_shows_a_river_file_s_figures_on_the_editor_stand_in() {
    assert_shared_library_built();
    let dir = scratch("puzzle_inspector_shows_a_river_file_s_figures_on_the_editor_stand_in");
    let assemblies = super::editor::compile(&dir);
    let exe = dir.join("PuzzleInspectorDriver.exe");
    let mut mcs = Command::new("mcs");
    mcs.args(["-warnaserror", "-nologo"])
        .arg(format!("-out:{}", exe.display()));
    for assembly in &assemblies {
        mcs.arg(format!("-r:{}", assembly.display()));
    }
    run(mcs.arg(root().join("tests/csharp/PuzzleInspectorDriver.cs")));
    let wolf = root().join("puzzles/wolf-goat-cabbage.river");
    let broken = dir.join("broken.river");
    fs::write(&broken, "puzzle Broken\nboat capacity two\n").expect("write the broken file");
    let missing = dir.join("missing.river");
    let out = run(Command::new("mono")
        .arg(&exe)
        .args([&wolf, &broken, &missing])
        .env("LD_LIBRARY_PATH", artifact_dir()));
    let blocks: Vec<&str> = out.split("--\n").collect();
    assert_eq!(blocks.len(), 4, "three files, then the reload: {out}");
    assert_eq!(blocks[3], "reloaded\n");
    let report = Family::new(Puzzle::parse(&fs::read_to_string(&wolf).unwrap()).unwrap())
        .unwrap()
        .report();
    let computing = "HelpBox\tNone\tComputing the figures\u{2026}";
    let figures = format!(
        "HelpBox\tNone\tWolf, goat and cabbage: 4 characters of 4 kinds, a boat for 2 | Solvable: {} \
         crossings at fewest, {} optimal plans ({} by kind) | Safe states {}, reachable {}, dead ends {}, \
         milestones {} | Difficulty {:.2} bits",
        report.min_crossings.unwrap(),
        report.optimal_plans.distinct,
        report.optimal_plans.by_kind,
        report.safe_states,
        report.reachable_states,
        report.dead_ends,
        report.milestones,
        report.difficulty.unwrap()
    );
    let lines = |block: &str| block.lines().map(str::to_owned).collect::<Vec<_>>();
    assert_eq!(
        lines(blocks[0]),
        [
            "file\twolf-goat-cabbage.river",
            "imported\tTextAsset",
            computing,
            "ApplyRevertGUI",
            "repainted\tTrue",
            &figures,
            "ApplyRevertGUI",
        ]
    );
    let message = priests_devils::family::Puzzle::parse("puzzle Broken\nboat capacity two\n")
        .expect_err("the format")
        .to_string();
    assert!(message.starts_with("line 2, column 15: "), "{message}");
    assert_eq!(
        lines(blocks[1]),
        [
            "file\tbroken.river",
            "imported\tTextAsset",
            computing,
            "ApplyRevertGUI",
            "repainted\tTrue",
            &format!("HelpBox\tWarning\tThis puzzle cannot be built: {message}"),
            "ApplyRevertGUI",
        ]
    );
    let missing_lines = lines(blocks[2]);
    assert_eq!(missing_lines[0], "file\tmissing.river");
    assert!(
        missing_lines[1].starts_with("HelpBox\tWarning\tThe file cannot be read: "),
        "{missing_lines:?}"
    );
    assert_eq!(missing_lines[2..4], ["ApplyRevertGUI", "repainted\tFalse"]);
}
