//! The package's Editor code on the UnityEditor stand-in (`tests/csharp/UnityEditorStandIn.cs`), in the
//! two places a project can hold the package: where the Package Manager puts it
//! (`Packages/com.priestsdevils.solver/`) and where the `.unitypackage` that `scripts/package-unity.sh`
//! writes imports it (`Assets/Plugins/PriestsDevils/`, with the package's GUIDs). Shared by
//! `tests/artifacts/plugin_selection.rs` (the Editor script's decisions) and `tests/unity/package_tests.rs` (the EditMode
//! tests under NUnit).
#![allow(dead_code)]

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::support::{root, run};

/// The package in the repository.
pub use crate::support::PACKAGE;

/// NUnit's framework assembly, as Debian installs it (`pkg-config --libs nunit` names the same file).
pub const NUNIT: &str = "/usr/lib/cli/nunit.framework-2.6.3/nunit.framework.dll";

/// Fails, naming what to install, when NUnit's framework assembly is missing.
pub fn require_nunit() {
    assert!(
        Path::new(NUNIT).exists(),
        "{NUNIT} missing: install libnunit-cil-dev and nunit-console (scripts/test.sh does)"
    );
}

/// Where a Unity project holds the package.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Layout {
    /// Installed by the Package Manager: `Packages/com.priestsdevils.solver/`.
    PackageManager,
    /// Imported from the `.unitypackage`: `Assets/Plugins/PriestsDevils/`.
    UnityPackage,
}

impl Layout {
    /// The asset path of the package's folder in a project of this layout.
    pub fn prefix(self) -> &'static str {
        match self {
            Layout::PackageManager => "Packages/com.priestsdevils.solver",
            Layout::UnityPackage => "Assets/Plugins/PriestsDevils",
        }
    }
}

/// The three archives `scripts/package-unity.sh` writes for the release.
pub struct Archives {
    /// The Package Manager tarball, `com.priestsdevils.solver-<version>.tgz`.
    pub tarball: PathBuf,
    /// The full `.unitypackage`: every file of the package, the sample included.
    pub full: PathBuf,
    /// The runtime tier's `.unitypackage`, for Unity 2018.4 to 2021.3.
    pub runtime: PathBuf,
}

/// Runs `scripts/package-unity.sh` into `out` (emptied first) and returns its archives.
pub fn pack(out: &Path) -> Archives {
    let _ = fs::remove_dir_all(out);
    run(Command::new("bash")
        .arg(root().join("scripts/package-unity.sh"))
        .arg(out)
        .current_dir(root()));
    let version = crate::support::RELEASE;
    let archives = Archives {
        tarball: out.join(format!("com.priestsdevils.solver-{version}.tgz")),
        full: out.join(format!("PriestsDevils-{version}.unitypackage")),
        runtime: out.join(format!("PriestsDevils-Runtime-{version}.unitypackage")),
    };
    for file in [&archives.tarball, &archives.full, &archives.runtime] {
        assert!(file.is_file(), "{} was not written", file.display());
    }
    archives
}

/// Imports the `.unitypackage` `archive` into the Unity project `project` as *Assets → Import Package*
/// does: each `<guid>/asset` and `<guid>/asset.meta` at its `<guid>/pathname` (a folder where there is no
/// asset), and `Assets/Plugins/` created with a fresh GUID when the project had none.
pub fn import_unitypackage(archive: &Path, project: &Path) {
    let unpacked = tempfile::tempdir().expect("a scratch folder");
    run(Command::new("tar")
        .arg("-xzf")
        .arg(archive)
        .arg("-C")
        .arg(unpacked.path()));
    fs::create_dir_all(project.join("Assets")).unwrap();
    for entry in fs::read_dir(unpacked.path()).unwrap() {
        let guid = entry.unwrap().path();
        let pathname = fs::read_to_string(guid.join("pathname")).expect("pathname");
        let target = project.join(pathname.trim_end());
        let asset = guid.join("asset");
        if asset.exists() {
            fs::create_dir_all(target.parent().unwrap()).unwrap();
            fs::copy(&asset, &target).unwrap();
        } else {
            fs::create_dir_all(&target).unwrap();
        }
        let meta = target.with_file_name(format!(
            "{}.meta",
            target.file_name().unwrap().to_string_lossy()
        ));
        fs::copy(guid.join("asset.meta"), meta).unwrap();
    }
    // The archive holds no Assets/Plugins folder: the import creates it, with a fresh GUID.
    let plugins = project.join("Assets/Plugins.meta");
    if !plugins.exists() {
        fs::write(
            plugins,
            "fileFormatVersion: 2\nguid: 5c0ffee5c0ffee5c0ffee5c0ffee5c0f\nfolderAsset: yes\n",
        )
        .unwrap();
    }
}

/// A Unity project holding the package in `layout`, built in `dir` (empty) when it is not the
/// repository's own: the Package Manager layout is `unity-sample` itself; the `.unitypackage` layout is
/// a project made by importing the archive `scripts/package-unity.sh` writes ([`import_unitypackage`]).
pub fn project(layout: Layout, dir: &Path) -> PathBuf {
    match layout {
        Layout::PackageManager => root().join("unity-sample"),
        Layout::UnityPackage => {
            let archives = pack(&dir.join("archives"));
            let project = dir.join("project");
            import_unitypackage(&archives.full, &project);
            assert!(
                project
                    .join(Layout::UnityPackage.prefix())
                    .join("Editor/PluginSelection.cs")
                    .exists(),
                "the .unitypackage holds the Editor script under {}",
                Layout::UnityPackage.prefix()
            );
            project
        }
    }
}

/// A Package Manager layout in `dir` whose package is a copy of the repository's (without the sample),
/// for a test to alter: returns the project and its package folder.
pub fn copied_project(dir: &Path) -> (PathBuf, PathBuf) {
    let project = dir.join("project");
    fs::create_dir_all(project.join("Assets")).unwrap();
    let package = project.join("Packages/com.priestsdevils.solver");
    copy_folder(&root().join(PACKAGE), &package, true);
    (project, package)
}

/// Copies the folder `from` to `to`, every file (`.meta` files included), without the folders whose
/// names end in `~` when `skip_hidden` is set.
pub fn copy_folder(from: &Path, to: &Path, skip_hidden: bool) {
    fs::create_dir_all(to).unwrap();
    for entry in fs::read_dir(from).unwrap_or_else(|e| panic!("{}: {e}", from.display())) {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap();
        if path.is_dir() {
            if !(skip_hidden && name.to_string_lossy().ends_with('~')) {
                copy_folder(&path, &to.join(name), skip_hidden);
            }
        } else {
            fs::copy(&path, to.join(name)).unwrap();
        }
    }
}

/// Gives the asset `file` (below `package`) another GUID (its own reversed), as a copy without its
/// `.meta` would get.
pub fn change_guid(package: &Path, file: &str) {
    let meta = package.join(format!("{file}.meta"));
    let text = fs::read_to_string(&meta).unwrap_or_else(|e| panic!("{}: {e}", meta.display()));
    let line = text
        .lines()
        .find(|l| l.starts_with("guid: "))
        .expect("guid line");
    let reversed: String = line["guid: ".len()..].trim().chars().rev().collect();
    let changed = text.replace(line, &format!("guid: {reversed}"));
    assert_ne!(changed, text);
    fs::write(&meta, changed).unwrap();
}

/// Every `.cs` file directly in `dir`, sorted.
pub fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "cs"))
        .collect();
    out.sort();
    out
}

/// Compiles into `out` the stand-in (`UnityEditor.dll`) and the package's Editor assembly
/// (`PriestsDevils.Solver.Editor.dll`) from the `Editor` folder of the package at `package`, as Unity
/// `6000.3` or later when `unity_6000_3` is set (Unity defines `UNITY_<major>_<minor>_OR_NEWER`).
pub fn compile_editor(out: &Path, package: &Path, unity_6000_3: bool) {
    compile_editor_with(out, package, unity_6000_3, &[]);
}

/// [`compile_editor`] with the stand-in compiled with `standin` defines (such as
/// `STANDIN_ANDROID_WITHOUT_X86_64`, an older Unity's API).
pub fn compile_editor_with(out: &Path, package: &Path, unity_6000_3: bool, standin: &[&str]) {
    fs::create_dir_all(out).unwrap_or_else(|e| panic!("{}: {e}", out.display()));
    run(Command::new("mcs")
        .args(["-warnaserror", "-nologo", "-target:library"])
        .arg(format!("-out:{}", out.join("UnityEditor.dll").display()))
        .args(standin.iter().map(|d| format!("-define:{d}")))
        .arg(root().join("tests/csharp/UnityEditorStandIn.cs")));
    let mut mcs = Command::new("mcs");
    mcs.args(["-warnaserror", "-nologo", "-target:library"])
        .arg(format!(
            "-out:{}",
            out.join("PriestsDevils.Solver.Editor.dll").display()
        ))
        .arg(format!("-r:{}", out.join("UnityEditor.dll").display()));
    if unity_6000_3 {
        mcs.arg("-define:UNITY_6000_3_OR_NEWER");
    }
    run(mcs.args(sources(&package.join("Editor"))));
}

/// The value of attribute `name` on the XML element starting at `element`.
pub fn attribute(element: &str, name: &str) -> String {
    let key = format!(" {name}=\"");
    let start = element
        .find(&key)
        .unwrap_or_else(|| panic!("no {name} in {element}"))
        + key.len();
    element[start..start + element[start..].find('"').unwrap()].to_string()
}

/// Runs `nunit-console` on the test assembly `tests` in its folder with `env` set, whatever the outcome
/// (it exits with the number of failed tests), and returns its XML result's summary element and, for
/// each test case, its full name and result ("Success", "Failure"...).
pub fn nunit(tests: &Path, env: &[(&str, &Path)]) -> (String, Vec<(String, String)>) {
    let dir = tests.parent().expect("the tests' folder");
    let xml = dir.join("TestResult.xml");
    let _ = fs::remove_file(&xml);
    let mut cmd = Command::new("nunit-console");
    cmd.args(["-nologo", "-noshadow"])
        .arg(format!("-xml={}", xml.display()))
        .arg(tests)
        .current_dir(dir);
    for (key, value) in env {
        cmd.env(key, value);
    }
    let output = cmd
        .output()
        .unwrap_or_else(|e| panic!("cannot run nunit-console: {e} (scripts/test.sh installs it)"));
    let result = fs::read_to_string(&xml).unwrap_or_else(|e| {
        panic!(
            "nunit-console wrote no XML result ({e}): {}\n{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        )
    });
    let summary = &result[result.find("<test-results ").expect("results element")..];
    let summary = summary[..summary.find('>').unwrap()].to_string();
    let cases = result
        .match_indices("<test-case ")
        .map(|(at, _)| {
            let element = &result[at..at + result[at..].find('>').unwrap()];
            (attribute(element, "name"), attribute(element, "result"))
        })
        .collect();
    (summary, cases)
}

/// Asserts that an NUnit run (`summary` and `cases`, from [`nunit`]) ran every `[Test]` declared in the
/// sources under `dir`, and that there are at least `at_least` of them; returns how many.
pub fn assert_every_test_ran(
    dir: &Path,
    summary: &str,
    cases: &[(String, String)],
    at_least: usize,
) -> usize {
    let declared: usize = sources(dir)
        .iter()
        .map(|f| fs::read_to_string(f).unwrap().matches("[Test]").count())
        .sum();
    assert!(declared >= at_least, "{declared} tests declared in {dir:?}");
    assert_eq!(
        attribute(summary, "total"),
        declared.to_string(),
        "every [Test] ran: {summary}"
    );
    assert_eq!(cases.len(), declared, "{cases:?}");
    declared
}

/// When the native plug-ins are imported relative to the Editor loading scripts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Import {
    /// Before (an Editor restart): the scripts' static constructor finds every importer.
    Before,
    /// After (a fresh Library): the static constructor finds none; the build's preprocessing must.
    After,
}

/// What the package's Editor script did on the UnityEditor stand-in.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// Delegates registered when the scripts loaded.
    pub at_load: usize,
    /// After builds for iOS, Linux64 and Android: `(simulator SDK?, asset path) -> include`.
    pub decisions: BTreeMap<(bool, String), bool>,
    /// `(build target, text)` of every warning those builds logged.
    pub warnings: Vec<(String, String)>,
}

/// Runs the package's Editor script, compiled in `dir` for Unity 6000.3 or later with `unity_6000_3`
/// from the package in `project` (at `prefix`), on the UnityEditor stand-in
/// (`tests/csharp/PluginSelectionDriver.cs`): its outcomes with the plug-ins imported before the
/// scripts load, then after.
pub fn editor_script(unity_6000_3: bool, project: &Path, prefix: &str, dir: &Path) -> [Outcome; 2] {
    editor_script_with(unity_6000_3, &[], project, prefix, dir)
}

/// [`editor_script`] on a stand-in compiled with `standin` defines ([`compile_editor_with`]).
pub fn editor_script_with(
    unity_6000_3: bool,
    standin: &[&str],
    project: &Path,
    prefix: &str,
    dir: &Path,
) -> [Outcome; 2] {
    compile_editor_with(dir, &project.join(prefix), unity_6000_3, standin);
    let exe = dir.join("PluginSelectionDriver.exe");
    run(Command::new("mcs")
        .args(["-warnaserror", "-nologo"])
        .arg(format!("-out:{}", exe.display()))
        .arg(format!("-r:{}", dir.join("UnityEditor.dll").display()))
        .arg(root().join("tests/csharp/PluginSelectionDriver.cs")));
    [Import::Before, Import::After].map(|import| {
        let mode = match import {
            Import::Before => "loaded",
            Import::After => "first-import",
        };
        let out = run(Command::new("mono").arg(&exe).arg(project).arg(mode));
        let mut outcome = Outcome {
            at_load: usize::MAX,
            decisions: BTreeMap::new(),
            warnings: Vec::new(),
        };
        for line in out.lines() {
            let fields: Vec<&str> = line.split('\t').collect();
            match fields[0] {
                "at-load" => outcome.at_load = fields[1].parse().expect("a count"),
                "warning" => outcome
                    .warnings
                    .push((fields[1].to_owned(), fields[2].to_owned())),
                sdk => {
                    let simulator = match sdk {
                        "DeviceSDK" => false,
                        "SimulatorSDK" => true,
                        other => panic!("unexpected line {other}"),
                    };
                    let key = (simulator, fields[1].to_owned());
                    assert!(
                        outcome.decisions.insert(key, fields[2] == "True").is_none(),
                        "{line} twice"
                    );
                }
            }
        }
        assert_ne!(outcome.at_load, usize::MAX, "no at-load line in {out}");
        outcome
    })
}
