//! The level-design Editor code (`Editor/Levels`: the rules field's drawer, the `LevelSet` Inspector, the
//! Level Designer window) compiled with warnings as errors against the UnityEngine stand-in and the
//! UnityEditor members it uses (`tests/csharp/UnityEditorStandIn.Levels.cs`, which says where in Unity's
//! C# reference source each was checked), then run there as the Inspector and Unity run them: the drawer
//! by `tests/csharp/LevelDrawerDriver.cs`, the window by `tests/csharp/LevelDesignerDriver.cs`, the
//! figures computed off the GUI thread by the freshly built native library.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use priests_devils::ffi::PdStatus;

use crate::support::unity_editor::{self, PACKAGE};
use crate::support::{artifact_dir, assert_shared_library_built, root, run, scratch};

/// The stand-in (`UnityEngine.dll`) and the package's Editor-only level assembly compiled into `dir`, as
/// Unity compiles `PriestsDevils.Solver.Editor.Levels` with the package's two runtime assemblies.
pub(super) fn compile(dir: &Path) -> Vec<PathBuf> {
    let package = root().join(PACKAGE);
    let engine = dir.join("UnityEngine.dll");
    run(Command::new("mcs")
        .args(["-warnaserror", "-nologo", "-target:library"])
        .arg(format!("-out:{}", engine.display()))
        .args(
            [
                "UnityEngineStandIn.cs",
                "UnityEngineStandIn.Rendering.cs",
                "UnityEngineStandIn.Input.cs",
                "UnityEditorStandIn.Levels.cs",
                "UnityEditorStandIn.Puzzles.cs",
            ]
            .map(|f| root().join("tests/csharp").join(f)),
        ));
    let runtime = dir.join("PriestsDevils.Solver.dll");
    run(Command::new("mcs")
        .args(["-unsafe", "-warnaserror", "-nologo", "-target:library"])
        .arg(format!("-out:{}", runtime.display()))
        .args(unity_editor::sources(&package.join("Runtime"))));
    let unity = dir.join("PriestsDevils.Solver.Unity.dll");
    run(Command::new("mcs")
        .args(["-warnaserror", "-nologo", "-target:library"])
        .arg(format!("-out:{}", unity.display()))
        .arg(format!("-r:{}", engine.display()))
        .arg(format!("-r:{}", runtime.display()))
        .args(unity_editor::sources(&package.join("Runtime/Unity"))));
    let editor = unity_editor::sources(&package.join("Editor/Levels"));
    assert_eq!(
        editor.len(),
        5,
        "the drawer, the LevelSet Inspector, the window, the puzzle importer and its Inspector: {editor:?}"
    );
    let levels = dir.join("PriestsDevils.Solver.Editor.Levels.dll");
    run(Command::new("mcs")
        .args(["-warnaserror", "-nologo", "-target:library"])
        .arg(format!("-out:{}", levels.display()))
        .arg(format!("-r:{}", engine.display()))
        .arg(format!("-r:{}", runtime.display()))
        .arg(format!("-r:{}", unity.display()))
        .args(editor)
        .args(unity_editor::sources(
            &package.join("Editor/Levels/Presenters"),
        )));
    vec![engine, runtime, unity, levels]
}

/// Compiles `tests/csharp/<driver>.cs` against the assemblies, runs it with the native library and
/// returns its passes by name: the lines between `pass\t<name>` and `--`, and the other blocks by
/// their first line.
fn drive(name: &str, driver: &str) -> BTreeMap<String, Vec<String>> {
    assert_shared_library_built();
    let dir = scratch(name);
    let assemblies = compile(&dir);
    let exe = dir.join(format!("{driver}.exe"));
    let mut mcs = Command::new("mcs");
    mcs.args(["-warnaserror", "-nologo"])
        .arg(format!("-out:{}", exe.display()));
    for assembly in &assemblies {
        mcs.arg(format!("-r:{}", assembly.display()));
    }
    run(mcs.arg(root().join(format!("tests/csharp/{driver}.cs"))));
    let out = run(Command::new("mono")
        .arg(&exe)
        .env("LD_LIBRARY_PATH", artifact_dir()));
    let mut passes = BTreeMap::new();
    for block in out.split("--\n").filter(|b| !b.is_empty()) {
        let mut lines = block.lines().map(str::to_owned);
        let first = lines.next().unwrap();
        let key = first.strip_prefix("pass\t").unwrap_or(&first).to_owned();
        let rest: Vec<String> = lines.collect();
        assert!(
            passes.insert(key.clone(), rest).is_none() || key.ends_with("(settling)"),
            "two blocks named {key}"
        );
    }
    for (name, lines) in &passes {
        assert!(
            !lines.iter().any(|l| l.ends_with("\tclipped")),
            "{name}: a help box shorter than its text: {lines:?}"
        );
    }
    passes
}

fn message(status: PdStatus) -> String {
    status.message().to_str().unwrap().to_owned()
}

/// The height line of a drawer's pass.
fn height(pass: &[String]) -> f64 {
    pass[0].strip_prefix("height\t").unwrap().parse().unwrap()
}

/// What the drawer draws of a field with these values and this box, expanded: all of it inside the
/// field's property scope, each count a delayed field inside its own scope, then the figures' box.
fn drawn(counts: [&str; 3], mixed: Option<usize>, box_line: &str) -> Vec<String> {
    let mut lines = vec![
        format!(
            "BeginProperty\tlevel{}",
            if mixed.is_some() { "\tmixed" } else { "" }
        ),
        "Foldout\tLevel".to_owned(),
    ];
    for (i, (field, value)) in ["priests", "devils", "boatCapacity"]
        .iter()
        .zip(counts)
        .enumerate()
    {
        let differs = mixed == Some(i);
        lines.push(format!(
            "BeginProperty\tlevel.{field}{}",
            if differs { "\tmixed" } else { "" }
        ));
        lines.push(format!(
            "DelayedIntField\t{field}\t{}",
            if differs { "\u{2014}" } else { value }
        ));
        lines.push("EndProperty".to_owned());
    }
    lines.push("PropertyField\tlevel.boatSafety".to_owned());
    lines.push("PropertyField\tlevel.rowers".to_owned());
    lines.push(box_line.to_owned());
    lines.push("EndProperty".to_owned());
    lines
}

const COMPUTING: &str = "HelpBox\tNone\tComputing the figures\u{2026}";
const CLASSIC: &str = "HelpBox\tNone\tSolvable: 11 crossings at fewest, 4 optimal plans | \
                       Safe states 20, reachable 16, milestones 9 | \
                       Farthest from the goal: 3/2/far, 12 crossings | Difficulty 18.14 bits";

/// The rules field's drawer as the Inspector runs it: the figures of the classic game (the command-line
/// report's) arrive through the update loop after "computing…", a repaint computes nothing and an idle
/// update loop repaints nothing; a boat made smaller, committed in its delayed field, shows "computing…"
/// then "Unsolvable" in the library's words; a value under its `[Min]` is clamped; a refused value shows
/// its error; a narrow Inspector makes the box taller, never clipped; a multi-object selection whose
/// devils differ shows them mixed and no figures; the 8 000 000 devils show their size and a
/// button, no computation; two Inspectors of different widths settle, and only Inspectors showing the
/// object repaint (`check_inspectors`). Every help box is as tall as the stand-in's measure of its text says.
#[test]
#[ignore = "needs Mono (mcs, mono): scripts/test.sh installs it and runs this test"]
fn rules_field_drawer_computes_off_the_gui_thread() {
    let p = drive("level-tools-drawer", "LevelDrawerDriver");
    assert_eq!(p["first"][1..], drawn(["3", "3", "2"], None, COMPUTING));
    assert_eq!(p["classic"][1..], drawn(["3", "3", "2"], None, CLASSIC));
    assert_eq!(p["repaint"], p["classic"], "a repaint draws the same");
    assert!(
        height(&p["classic"]) > height(&p["first"]),
        "three lines, one"
    );
    assert_eq!(p["idle repaints\t0"], Vec::<String>::new());
    // The commit happens while the field is drawn: the old value shows, the figures are asked anew.
    assert_eq!(p["commit"][1..], drawn(["3", "3", "2"], None, COMPUTING));
    let unsolvable = format!(
        "HelpBox\tWarning\tUnsolvable: {} | Safe states 20, reachable 2",
        message(PdStatus::NoPath)
    );
    assert_eq!(
        p["smaller boat"][1..],
        drawn(["3", "3", "1"], None, &unsolvable)
    );
    assert_eq!(
        p["priests\t0"],
        Vec::<String>::new(),
        "-3 clamped to [Min(0)]"
    );
    let refused = &p["refused"];
    assert!(refused[refused.len() - 2].starts_with(
        "HelpBox\tWarning\tpriests and devils must be at least 0 and the boat at least 1"
    ));
    assert_eq!(p["narrow"][1..], drawn(["3", "3", "2"], None, CLASSIC));
    assert!(
        height(&p["narrow"]) > height(&p["classic"]),
        "the wrapped lines make the box taller"
    );
    assert_eq!(
        p["mixed"][1..],
        drawn(
            ["3", "3", "2"],
            Some(1),
            "HelpBox\tInfo\tThe selected objects' levels differ: select one to see its figures."
        )
    );
    let large = &p["large"];
    assert_eq!(
        large[1..large.len() - 1],
        drawn(
            ["0", "8000000", "2"],
            None,
            "HelpBox\tInfo\tA large level: 16,000,002 safe states (more than 4,000,000). \
             Its figures are computed when asked."
        )
    );
    assert_eq!(large[large.len() - 1], "GUI.Button\tCompute its figures");
    check_inspectors(&p);
}

/// One object in two Inspectors of different widths (one with a scrollbar), drawn in turn with the update
/// loop between: each keeps one height, the narrow one's taller, and from the third round on nothing asks
/// for a repaint (a cache per object alone flips between the two widths at every repaint). Every repaint
/// the drawer asked for went to the inspected object's editor: none to every view (the Scene and Game
/// views), none to another Inspector's editor.
fn check_inspectors(p: &BTreeMap<String, Vec<String>>) {
    let rounds: Vec<Vec<f64>> = p["two inspectors"]
        .iter()
        .map(|l| l.split('\t').map(|f| f.parse().unwrap()).collect())
        .collect();
    assert_eq!(rounds.len(), 8);
    let settled = &rounds[2..];
    assert!(
        settled.iter().all(|r| r[3] == 0.0),
        "no repaint once settled: {rounds:?}"
    );
    assert!(
        settled
            .iter()
            .all(|r| r[1] == settled[0][1] && r[2] == settled[0][2]),
        "each Inspector keeps its height: {rounds:?}"
    );
    assert!(settled[0][1] > settled[0][2], "the narrow one is taller");
    let repainted = &p["repainted"];
    assert_eq!(repainted[0], "all views\t0", "never every view");
    let editors: Vec<&str> = repainted[1].split('\t').collect();
    assert!(
        editors[1] != "0",
        "the Inspector was repainted: {editors:?}"
    );
    assert_eq!(
        editors[1], editors[3],
        "only the inspected object's editor: {editors:?}"
    );
}

/// The lines of a window's pass that show the report: its cells and its row toggles.
fn report(pass: &[String]) -> Vec<&String> {
    pass.iter()
        .filter(|l| l.starts_with("Label\t") || l.starts_with("Toggle\t"))
        .collect()
}

/// The Level Designer window as Unity runs it: *Add to level set* disabled until a row is selected; the
/// report computed off the GUI thread with its progress and a Cancel button, arriving through the update
/// loop (108 configurations, the classic game's row the command-line report's), its table drawing only the
/// rows in sight (`check_visible_rows`), a running report's progress repainting at most about ten times a
/// second; a row added to the level
/// set with Undo; after a domain reload (what Unity's serializer keeps of the window, a new window, no
/// computation) the same report with the same row selected; a long report cancelled leaves the last
/// report shown and no progress; *Propose levels* (`check_proposal`).
#[test]
#[ignore = "needs Mono (mcs, mono): scripts/test.sh installs it and runs this test"]
fn level_designer_window_reports_with_progress_and_survives_a_reload() {
    let p = drive("level-tools-window", "LevelDesignerDriver");
    // A proposal of tens of seconds stops with the window's disable, and before a domain reload: the
    // worker returns (and its native call with it); how soon is printed, not asserted (the library's
    // cancel bound is counted in steps by `src/cancel_tests.rs`).
    for how in ["disable", "reload"] {
        let line = &p[&format!("stopped on {how}")][0];
        let f: Vec<&str> = line.split('\t').collect();
        assert_eq!((f[1], f[3]), ("True", "False"), "{how}: {line}");
        let ms: u64 = f[5].parse().unwrap();
        println!("{how}: the proposal's worker returned {ms} ms after");
        let clicked = &p[&format!("long proposal clicked ({how})")];
        assert!(
            clicked
                .iter()
                .any(|l| l.contains("safe states in 100 configurations")),
            "{how}: the window shows what the proposal builds: {clicked:?}"
        );
    }
    let add = "Button\tAdd to level set";
    let disabled = format!("{add}\tdisabled");
    assert!(p["empty"].contains(&disabled), "{:?}", p["empty"]);
    let clicked = &p["report clicked"];
    let progress = clicked
        .iter()
        .find(|l| l.starts_with("ProgressBar\t"))
        .expect("a progress bar");
    assert!(
        progress.starts_with("ProgressBar\tSolved ")
            && progress.ends_with(" of 108 configurations"),
        "{progress}"
    );
    assert!(clicked.contains(&"Button\tCancel".to_owned()));

    let reported = &p["reported"];
    assert!(!reported.iter().any(|l| l.starts_with("ProgressBar\t")));
    assert!(reported.contains(&disabled), "nothing selected yet");
    let toggles: Vec<&String> = reported
        .iter()
        .filter(|l| l.starts_with("Toggle\t"))
        .collect();
    assert!(toggles.iter().all(|t| *t == "Toggle\toff"));
    check_visible_rows(&p);
    let cells: Vec<&str> = reported
        .iter()
        .filter_map(|l| l.strip_prefix("Label\t"))
        .collect();
    let classic = [
        "3",
        "3",
        "2",
        "classic",
        "yes",
        "11",
        "4",
        "20",
        "16",
        "9",
        "3/2/far (12)",
        "18.14",
    ];
    assert!(
        cells.windows(classic.len()).any(|w| w == classic),
        "the classic game's row as the command-line report has it"
    );

    let selected = &p["selected"];
    let on: Vec<usize> = report(selected)
        .iter()
        .filter(|l| l.starts_with("Toggle\t"))
        .enumerate()
        .filter(|(_, l)| **l == "Toggle\ton")
        .map(|(i, _)| i)
        .collect();
    assert_eq!(on, [2 * 6 + 2]);
    assert!(selected.contains(&add.to_owned()), "enabled once selected");
    assert!(p["added"]
        .iter()
        .any(|l| l.starts_with("Undo\tAdd level to")));
    assert_eq!(p["levels\t1\t3/3/2"], Vec::<String>::new());

    let reloaded = &p["reloaded"];
    assert_eq!(
        report(reloaded),
        report(selected),
        "the report and its selection survive"
    );
    assert!(reloaded.contains(&add.to_owned()));
    assert!(!reloaded.iter().any(|l| l.starts_with("ProgressBar\t")));

    assert!(p["long report clicked"]
        .iter()
        .any(|l| l.starts_with("ProgressBar\t") && l.ends_with(" of 20,000 configurations")));
    let repaints: u32 = p
        .keys()
        .find_map(|k| k.strip_prefix("progress repaints\t"))
        .expect("the progress block")
        .parse()
        .unwrap();
    assert!(
        (2..=11).contains(&repaints),
        "a second of progress repaints the window at most about ten times: {repaints}"
    );
    assert!(p["cancel clicked"].contains(&"Button\tCancel".to_owned()));
    let cancelled = &p["cancelled"];
    assert!(!cancelled
        .iter()
        .any(|l| l.starts_with("ProgressBar\t") || l == "Button\tCancel"));
    assert_eq!(report(cancelled), report(selected), "the last report stays");

    check_proposal(&p);

    let sources: String = unity_editor::sources(&root().join(PACKAGE).join("Editor/Levels"))
        .iter()
        .map(|f| fs::read_to_string(f).unwrap())
        .collect();
    for needle in [
        "[CustomPropertyDrawer(typeof(RulesField))]",
        "[CustomEditor(typeof(LevelSet))]",
        "[MenuItem(\"Window/Priests and Devils/Level Designer\")]",
        "Undo.RecordObject(",
        "EditorUtility.DisplayDialog(",
        "EditorUtility.SetDirty(",
    ] {
        assert!(sources.contains(needle), "{needle}");
    }
}

/// The rows a pass draws, each a toggle and its 12 cells, and its spacers' heights in pixels.
fn table(pass: &[String]) -> (Vec<Vec<&String>>, Vec<f64>) {
    let rows = pass
        .iter()
        .enumerate()
        .filter(|(_, l)| l.starts_with("Toggle\t"))
        .map(|(i, _)| pass[i..i + 13].iter().collect())
        .collect();
    let spaces = pass
        .iter()
        .filter_map(|l| l.strip_prefix("Space\t"))
        .map(|px| px.parse().unwrap())
        .collect();
    (rows, spaces)
}

/// The report's table draws only the rows in sight, 20 pixels each: the 108 rows of 1..6 priests and
/// devils, boats 2..4, in a window 4 000 pixels tall; in one 400 pixels tall, its height's worth (20 rows)
/// and one more at each edge, then a spacer for the rest; scrolled down 1 000 pixels (row 49 at its top),
/// a spacer for rows 0..47, the rows from 48 (the tall window's, cell for cell), a spacer for the rest.
fn check_visible_rows(p: &BTreeMap<String, Vec<String>>) {
    let (all, spaces) = table(&p["reported tall"]);
    assert_eq!(all.len(), 6 * 6 * 3, "1..6 priests and devils, boats 2..4");
    assert!(spaces.is_empty(), "{spaces:?}");
    let (shown, spaces) = table(&p["reported"]);
    assert_eq!(shown.len(), 22, "a window's worth of rows");
    assert_eq!(shown, all[..22]);
    assert_eq!(spaces, [(108.0 - 22.0) * 20.0]);
    let (scrolled, spaces) = table(&p["scrolled"]);
    assert_eq!(scrolled, all[48..70], "the rows from 48");
    assert_eq!(spaces, [48.0 * 20.0, (108.0 - 70.0) * 20.0]);
}

/// *Propose levels* in the window's passes: into a set holding one level, the dialog (its title, question
/// and buttons) answered *Keep them* leaves the set alone; answered *Replace*, the proposal runs off the GUI
/// thread (its words and a button to drop it, *Propose levels* disabled meanwhile), then the update loop
/// records the set for Undo before replacing its levels (what Undo restores is the one level it held) and
/// marks it dirty; the set then holds the command line's proposal (`levels --propose 5` over the window's
/// ranges), each level named by its place and difficulty.
fn check_proposal(p: &BTreeMap<String, Vec<String>>) {
    let dialog = "DisplayDialog\tReplace the level set?\t\u{201c}Levels\u{201d} holds 1 level. Replace it with the \
                  proposed levels? Edit \u{2192} Undo brings it back.\tReplace\tKeep them";
    let kept = &p["propose kept"];
    assert!(kept.contains(&dialog.to_owned()), "{kept:?}");
    assert!(!kept.iter().any(|l| l.starts_with("Label\tProposing")));
    assert_eq!(
        p["levels\t1\tunused answers 0"],
        Vec::<String>::new(),
        "the set kept, the answer taken"
    );
    let clicked = &p["propose clicked"];
    assert!(clicked.contains(&dialog.to_owned()));
    // The rows a click adds show from the next event, as that event's layout pass laid them out.
    assert!(!clicked.iter().any(|l| l == "Button\tCancel the proposal"));
    let proposing = &p["proposing"];
    assert!(
        proposing.contains(&"Button\tPropose levels\tdisabled".to_owned()),
        "{proposing:?}"
    );
    assert!(proposing.contains(&"Button\tCancel the proposal".to_owned()));
    // The progress bar: the range, then what the proposal builds (its safe states, from the library).
    assert!(
        proposing
            .iter()
            .any(|l| l.starts_with(
                "ProgressBar\tProposing 5 levels of 1..6 priests, 1..6 devils, boat 2..4"
            ) && l.ends_with(" of 2,364 safe states in 108 configurations\u{2026}")),
        "{proposing:?}"
    );
    assert!(
        proposing.contains(
            &"HelpBox\tInfo\tA proposal builds 2,364 safe states in 108 configurations.".to_owned()
        ),
        "the bound shown before and while proposing: {proposing:?}"
    );
    assert!(
        !proposing.iter().any(|l| l.starts_with("DisplayDialog")),
        "asked once"
    );
    assert_eq!(
        p["proposal arrived"],
        ["Undo\tPropose levels for Levels", "SetDirty\tLevels"],
        "recorded for Undo before the change, marked dirty after"
    );
    assert_eq!(p["undo restores"], ["3/3/2"], "the level the set held");
    let proposed = &p["proposed"];
    assert!(proposed.contains(&"Button\tPropose levels".to_owned()));
    assert!(!proposed.iter().any(|l| l == "Button\tCancel the proposal"));

    let out = Command::new(crate::support::cli_binary())
        .args(["levels", "-p", "1..6", "-d", "1..6", "-b", "2..4"])
        .args(["--propose", "5", "--format", "csv"])
        .output()
        .expect("the command-line tool runs");
    assert!(out.status.success());
    let csv = String::from_utf8(out.stdout).unwrap();
    let expected: Vec<String> = csv
        .lines()
        .skip(1)
        .enumerate()
        .map(|(i, row)| {
            let c: Vec<&str> = row.split(',').collect();
            assert_eq!(c[3], "classic", "the window's variant choice: classic only");
            format!(
                "Level {} ({} bits)\t{}/{}/{}\tBanks/Anyone\tFalse\tFalse",
                i + 1,
                c[11],
                c[0],
                c[1],
                c[2]
            )
        })
        .collect();
    assert_eq!(expected.len(), 5);
    assert_eq!(p["proposal"], expected);
}

/// The package's namespaces shadow nothing a user's script inside `namespace PriestsDevils.*` names:
/// before 0.7.0, `PriestsDevils.Unity` hid every `Unity.*` namespace there and `PriestsDevils.Editor`
/// hid `UnityEditor.Editor` (CS0234, CS0118). A script deriving from `Editor` and naming a
/// `Unity.Mathematics` type, inside `namespace PriestsDevils.Custom`, compiles against all four
/// assemblies.
#[test]
#[ignore = "needs Mono (mcs, mono): scripts/test.sh installs it and runs this test"]
fn a_users_script_inside_the_packages_namespace_sees_unitys_names() {
    let dir = scratch("a_users_script_inside_the_packages_namespace_sees_unitys_names");
    let assemblies = compile(&dir);
    let script = dir.join("Custom.cs");
    fs::write(
        &script,
        "using UnityEditor;\n\
         namespace Unity.Mathematics { public struct float3 { } }\n\
         namespace PriestsDevils.Custom\n{\n\
         \x20   public sealed class CustomInspector : Editor\n    {\n\
         \x20       public static Unity.Mathematics.float3 Origin() { return default(Unity.Mathematics.float3); }\n\
         \x20   }\n}\n",
    )
    .expect("the script");
    let mut mcs = Command::new("mcs");
    mcs.args(["-warnaserror", "-nologo", "-target:library"])
        .arg(format!("-out:{}", dir.join("Custom.dll").display()));
    for assembly in &assemblies {
        mcs.arg(format!("-r:{}", assembly.display()));
    }
    run(mcs.arg(&script));
}
