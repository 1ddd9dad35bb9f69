//! Fresh installs from a copy of the repository without `.git` (GitHub's ZIP download, which is `git
//! archive` of the commit), the two ways the package README gives: a 2022.3 project adds the package
//! folder by path (*Add package from disk…*) and plays the sample; a 2018.4 project takes the runtime
//! files by the README's documented copy into `Assets/Plugins/PriestsDevils/`, which must be what the
//! runtime `.unitypackage` imports (packed from the same copy, without git), and the student's script
//! compiles there and its hints win.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use super::project::Project;
use super::{
    assert_sample_references_resolve, ends_of, play_sample, student_hints_win, STUDENT,
    TOOLS_ASSEMBLIES,
};
use crate::csharp::version_matrix::stubs::facts;
use crate::csharp::version_matrix::tier_versions;
use crate::scene_program::InputHandling;
use crate::support::{read, root, run, scratch, unity_editor, PACKAGE};

/// What the ZIP download of HEAD unpacks to, in `dir`: the tracked files, no `.git`.
fn zip_copy(dir: &Path) -> PathBuf {
    let copy = dir.join("copy");
    let _ = fs::remove_dir_all(&copy);
    fs::create_dir_all(&copy).unwrap();
    let tar = dir.join("copy.tar");
    run(Command::new("git")
        .args(["archive", "--format=tar", "-o"])
        .arg(&tar)
        .arg("HEAD")
        .current_dir(root()));
    run(Command::new("tar")
        .arg("-xf")
        .arg(&tar)
        .arg("-C")
        .arg(&copy));
    assert!(!copy.join(".git").exists());
    copy
}

/// The README's copy for Unity 2018.4 to 2021.3: the bullet list under its "From a copy of the
/// repository, Unity 2018.4 to 2021.3" paragraph, as (path, paths left out), package-relative.
fn documented_copy(readme: &str) -> Vec<(String, Vec<String>)> {
    let start = readme
        .find("**From a copy of the repository, Unity 2018.4 to 2021.3**")
        .expect("the package README documents the copy for Unity 2018.4 to 2021.3");
    let mut items = Vec::new();
    for line in readme[start..]
        .lines()
        .skip(1)
        .skip_while(|l| !l.starts_with("- "))
    {
        let Some(item) = line.strip_prefix("- ") else {
            break;
        };
        let spans: Vec<&str> = item.split('`').skip(1).step_by(2).collect();
        match item.split_once("without") {
            Some((_, rest)) => {
                let left_out = rest
                    .split('`')
                    .skip(1)
                    .step_by(2)
                    .map(str::to_owned)
                    .collect();
                items.push((spans[0].to_owned(), left_out));
            }
            None => items.extend(spans.into_iter().map(|s| (s.to_owned(), Vec::new()))),
        }
    }
    assert!(!items.is_empty(), "the README's copy lists nothing");
    items
}

/// Copies `from` (file or folder, with its `.meta`) to `to`, leaving out `left_out` (absolute).
fn copy_with_meta(from: &Path, to: &Path, left_out: &[PathBuf]) {
    if left_out.iter().any(|l| l == from) {
        return;
    }
    fs::create_dir_all(to.parent().unwrap()).unwrap();
    let meta = |p: &Path| PathBuf::from(format!("{}.meta", p.display()));
    fs::copy(meta(from), meta(to)).unwrap_or_else(|e| panic!("{}.meta: {e}", from.display()));
    if from.is_dir() {
        fs::create_dir_all(to).unwrap();
        for entry in fs::read_dir(from).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            if !name.ends_with(".meta") {
                copy_with_meta(&path, &to.join(&name), left_out);
            }
        }
    } else {
        fs::copy(from, to).unwrap();
    }
}

/// Every file below `dir` but folders' `.meta` files (Unity writes one for a folder that lacks it),
/// relative to `dir`.
fn files_below(dir: &Path) -> BTreeSet<String> {
    fn walk(base: &Path, dir: &Path, out: &mut BTreeSet<String>) {
        for entry in fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(base, &path, out);
            } else {
                let folder_meta = path.extension().is_some_and(|e| e == "meta")
                    && path.with_extension("").is_dir();
                if !folder_meta {
                    out.insert(path.strip_prefix(base).unwrap().display().to_string());
                }
            }
        }
    }
    let mut out = BTreeSet::new();
    walk(dir, dir, &mut out);
    out
}

#[test]
#[ignore = "needs Mono (mcs, mono): scripts/test.sh installs it and runs this test"]
fn a_zip_copys_package_folder_installs_by_path_into_2022_3_and_the_sample_plays() {
    let dir = scratch("fresh_install_zip_path");
    let copy = zip_copy(&dir);
    let [version, _] = ends_of("tools");
    assert_eq!(version.name, "2022.3");
    let here = dir.join(&version.name);
    let mut project = Project::new(&here.join("project"), &version);
    let package = project
        .add_local_path(&copy.join(PACKAGE))
        .unwrap_or_else(|e| panic!("Unity {}: {e}", version.name));
    let manifest = read(project.dir.join("Packages/manifest.json"));
    assert!(
        manifest.contains(&format!("\"file:{}\"", package.display())),
        "{manifest}"
    );
    let sample = project.import_sample(&package);
    assert_sample_references_resolve(&project.dir, &[&package], &sample);
    let compiled = project.compile(&facts(), &here.join("bin"));
    let names = compiled.assert_ok(&format!("Unity {}", version.name));
    let expected: BTreeSet<String> = TOOLS_ASSEMBLIES.iter().map(|s| s.to_string()).collect();
    assert_eq!(names, expected);
    play_sample(&here, &package, &sample, InputHandling::InputManager);
    // Below 2022.3 the package folder is refused, as its tarball is: those take the copy below.
    let older = tier_versions("runtime")
        .into_iter()
        .rfind(|v| !v.tiers.iter().any(|t| t == "tools"))
        .expect("a runtime-only version");
    let mut project = Project::new(&dir.join(&older.name), &older);
    let refused = project.add_local_path(&copy.join(PACKAGE));
    assert!(
        refused
            .as_ref()
            .is_err_and(|e| e.contains("requires Unity 2022.3")),
        "{refused:?}"
    );
}

#[test]
#[ignore = "needs Mono (mcs, mono): scripts/test.sh installs it and runs this test"]
fn a_zip_copys_runtime_files_copied_into_assets_compile_and_hint_in_2018_4() {
    let dir = scratch("fresh_install_zip_copy");
    let copy = zip_copy(&dir);
    let package = copy.join(PACKAGE);
    let version = tier_versions("runtime").into_iter().next().unwrap();
    assert_eq!(version.name, "2018.4");
    let project = Project::new(&dir.join("project"), &version);
    let target = project
        .dir
        .join(unity_editor::Layout::UnityPackage.prefix());
    let readme = read(package.join("README.md"));
    for (item, left_out) in documented_copy(&readme) {
        let item = item.trim_end_matches('/');
        let left_out: Vec<PathBuf> = left_out
            .iter()
            .map(|l| package.join(l.trim_end_matches('/')))
            .collect();
        copy_with_meta(&package.join(item), &target.join(item), &left_out);
    }
    // The copy is what the runtime archive imports (packed from the same copy, no git), its
    // documents aside.
    let archive_dir = dir.join("archives");
    run(Command::new("bash")
        .arg("scripts/package-unity.sh")
        .arg(&archive_dir)
        .current_dir(&copy));
    let imported = dir.join("imported");
    fs::create_dir_all(imported.join("Assets")).unwrap();
    let runtime = archive_dir.join(format!(
        "PriestsDevils-Runtime-{}.unitypackage",
        crate::support::RELEASE.as_str()
    ));
    unity_editor::import_unitypackage(&runtime, &imported);
    let from_archive: BTreeSet<String> =
        files_below(&imported.join(unity_editor::Layout::UnityPackage.prefix()))
            .into_iter()
            .filter(|f| f.contains('/'))
            .collect();
    assert_eq!(
        files_below(&target),
        from_archive,
        "the README's copy is the runtime archive's files"
    );
    for file in &from_archive {
        assert!(
            fs::read(target.join(file)).unwrap()
                == fs::read(
                    imported
                        .join(unity_editor::Layout::UnityPackage.prefix())
                        .join(file)
                )
                .unwrap(),
            "{file} differs from the runtime archive's"
        );
    }
    // The student's script compiles there, and its hints win.
    let script = project.dir.join("Assets/Scripts/StudentHint.cs");
    fs::create_dir_all(script.parent().unwrap()).unwrap();
    fs::copy(root().join(STUDENT), &script).unwrap();
    let compiled = project.compile(&facts(), &dir.join("bin"));
    let names = compiled.assert_ok(&format!("Unity {}", version.name));
    let expected: BTreeSet<String> = [
        "Assembly-CSharp",
        "PriestsDevils.Solver",
        "PriestsDevils.Solver.Editor",
        "PriestsDevils.Solver.Unity",
    ]
    .map(String::from)
    .into();
    assert_eq!(names, expected);
    assert!(compiled.missing.is_empty(), "{:?}", compiled.missing);
    student_hints_win(&dir, &project, &script);
}
