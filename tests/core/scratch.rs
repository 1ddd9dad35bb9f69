//! The scratch directories of `tests/support/scratch.rs`, the one place tests write: each is fresh and
//! its own, a name is taken once per process, a failing test's stays, a passing test's goes; and no
//! test file names a path under `CARGO_TARGET_TMPDIR` by itself (the fixed names that let two tests, or
//! two test runs, write one file at once). Also the tests' layout: one binary per layer folder, each
//! file of the folder a module of its `main.rs`, and one support module declared once per binary.

use crate::support;

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::thread;

use support::{root, scratch};

/// Runs `body` on a thread of its own and says whether it panicked (a failing test, or a refusal).
fn panics(body: impl FnOnce() + Send + 'static) -> bool {
    thread::spawn(body).join().is_err()
}

#[test]
fn a_scratch_is_a_fresh_directory_of_its_own_removed_when_dropped() {
    let one = scratch("scratch-one");
    let two = scratch("scratch-two");
    let pid = std::process::id().to_string();
    for dir in [&one, &two] {
        assert!(dir.is_dir(), "{}", dir.display());
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 0, "not empty");
        assert_eq!(dir.parent(), Some(Path::new(env!("CARGO_TARGET_TMPDIR"))));
        let leaf = dir.file_name().unwrap().to_string_lossy().into_owned();
        assert!(leaf.contains(&pid), "{leaf} names no process");
    }
    assert_ne!(one.path(), two.path());
    fs::write(one.join("file"), "x").unwrap();
    let (path_one, path_two) = (one.to_path_buf(), two.to_path_buf());
    drop(one);
    drop(two);
    assert!(!path_one.exists(), "{} stays", path_one.display());
    assert!(!path_two.exists(), "{} stays", path_two.display());
}

#[test]
fn a_name_already_taken_in_this_process_is_refused() {
    let first = scratch("scratch-taken");
    assert!(
        panics(|| drop(scratch("scratch-taken"))),
        "a second scratch named scratch-taken"
    );
    // Still refused once the first is gone: a name means one test's scratch for the whole run.
    drop(first);
    assert!(panics(|| drop(scratch("scratch-taken"))));
    assert!(panics(|| drop(scratch("no/slash"))), "a path as a name");
    assert!(panics(|| drop(scratch(""))), "an empty name");
}

#[test]
fn a_failing_tests_scratch_stays_and_a_kept_one_too() {
    let (send, receive) = mpsc::channel::<PathBuf>();
    assert!(panics(move || {
        let dir = scratch("scratch-failing");
        fs::write(dir.join("evidence"), "x").unwrap();
        send.send(dir.to_path_buf()).unwrap();
        panic!("the test fails");
    }));
    let failed = receive.recv().unwrap();
    assert!(failed.join("evidence").is_file(), "{}", failed.display());
    fs::remove_dir_all(&failed).unwrap();

    let kept = scratch("scratch-kept").keep();
    assert!(kept.is_dir(), "{}", kept.display());
    fs::remove_dir_all(&kept).unwrap();
}

/// A directory of the same name and pid (left by a failed run of a process that had this pid, or made by
/// another process of a shared pid namespace) is never taken over: the scratch is another one.
#[test]
fn an_existing_directory_is_never_reused() {
    let name = "scratch-left";
    let left =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{name}-{}", std::process::id()));
    fs::create_dir_all(&left).unwrap();
    fs::write(left.join("evidence"), "x").unwrap();
    let dir = scratch(name);
    assert_ne!(dir.path(), left);
    assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 0, "not empty");
    drop(dir);
    assert!(
        left.join("evidence").is_file(),
        "the left directory was touched"
    );
    fs::remove_dir_all(&left).unwrap();
}

/// Every `.rs` file below `dir`.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Tests write only into their scratch: no test file but the helper (and this check) names the shared
/// `CARGO_TARGET_TMPDIR`, the system's temporary folder or a folder of `target/` as a place to write.
#[test]
fn no_test_names_a_shared_place_to_write() {
    let mut files = Vec::new();
    rust_files(&root().join("tests"), &mut files);
    rust_files(&root().join("cli/tests"), &mut files);
    assert!(files.len() > 20, "{} test files", files.len());
    let allowed = [
        root().join("tests/support/scratch.rs"),
        root().join("tests/core/scratch.rs"),
    ];
    let shared = [
        "CARGO_TARGET_TMPDIR",
        "temp_dir()",
        "\"/tmp",
        "target/tmp",
        "target/dist",
        "target/web\"",
        "target/package",
    ];
    let mut found = Vec::new();
    for file in files.iter().filter(|f| !allowed.contains(f)) {
        let text = fs::read_to_string(file).unwrap();
        for (line, text) in text.lines().enumerate() {
            for needle in shared.iter().filter(|n| text.contains(*n)) {
                found.push(format!("{}:{}: {needle}", file.display(), line + 1));
            }
        }
    }
    assert!(
        found.is_empty(),
        "use support::scratch instead:\n{}",
        found.join("\n")
    );
}

/// The `mod` declarations of a file: each name, with the `#[path]` of the attributes above it.
fn declarations(text: &str) -> Vec<(String, Option<String>, String)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut found = Vec::new();
    for (n, line) in lines.iter().enumerate() {
        let Some(name) = line.strip_prefix("mod ").and_then(|l| l.strip_suffix(';')) else {
            continue;
        };
        let path = lines[..n]
            .iter()
            .rev()
            .take_while(|l| l.starts_with("#["))
            .find_map(|l| l.strip_prefix("#[path = \"")?.strip_suffix("\"]"));
        found.push((name.to_owned(), path.map(str::to_owned), line.to_string()));
    }
    found
}

/// The layer folders: each folder of `tests/` with a `main.rs`.
fn layers() -> Vec<PathBuf> {
    let mut layers: Vec<PathBuf> = fs::read_dir(root().join("tests"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("main.rs").is_file())
        .collect();
    layers.sort();
    layers
}

/// One support module per binary: a layer's `main.rs` declares `mod support;` (`tests/support`) and a
/// module for each file of its folder; every other test file declares only modules of its own,
/// `#[path]`ed below its own folder (or the build script), never a helper folder beside `tests/support`.
#[test]
fn every_test_shares_one_support_module() {
    let mut files = Vec::new();
    rust_files(&root().join("tests"), &mut files);
    let support = root().join("tests/support");
    let mut found = Vec::new();
    for file in files.iter().filter(|f| !f.starts_with(&support)) {
        let main = file.file_name().is_some_and(|n| n == "main.rs");
        let folder = file.parent().unwrap();
        for (name, path, line) in declarations(&fs::read_to_string(file).unwrap()) {
            let own = |p: &str| !p.starts_with("../") || p.ends_with("/build.rs");
            let fine = match (name.as_str(), path.as_deref()) {
                ("support", Some(p)) => main && p == "../support/mod.rs",
                (_, Some(p)) => own(p),
                (name, None) => main && folder.join(format!("{name}.rs")).is_file(),
            };
            if !fine {
                found.push(format!("{}: {line}", file.display()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "declare mod support; once in the layer's main.rs (the others: use crate::support;):\n{}",
        found.join("\n")
    );
}

/// Tests by layer: `Cargo.toml`'s test binaries are the layer folders' `main.rs`, and each `main.rs`
/// declares every file of its folder, so no test file is left out of its binary. At most 8 test
/// binaries in all, the command-line tool's crate's included.
#[test]
fn one_test_binary_per_layer_and_every_file_in_it() {
    let layers = layers();
    let manifest = fs::read_to_string(root().join("Cargo.toml")).unwrap();
    let paths: Vec<&str> = manifest
        .lines()
        .filter_map(|l| l.strip_prefix("path = \"tests/")?.strip_suffix('"'))
        .collect();
    let expected: Vec<String> = layers
        .iter()
        .map(|l| format!("{}/main.rs", l.file_name().unwrap().to_string_lossy()))
        .collect();
    let mut sorted = paths.clone();
    sorted.sort();
    assert_eq!(sorted, expected, "Cargo.toml's [[test]] entries");
    let loose: Vec<_> = fs::read_dir(root().join("tests"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .collect();
    assert!(
        loose.is_empty(),
        "a test file outside the layers: {loose:?}"
    );
    let cli_tests = fs::read_dir(root().join("cli/tests"))
        .unwrap()
        .filter(|e| {
            let path = e.as_ref().unwrap().path();
            path.extension().is_some_and(|e| e == "rs") || path.join("main.rs").is_file()
        })
        .count();
    assert!(
        layers.len() + cli_tests <= 8,
        "{} test binaries, {cli_tests} of them the command-line tool's",
        layers.len() + cli_tests
    );
    let mut missing = Vec::new();
    for layer in &layers {
        let declared: Vec<String> =
            declarations(&fs::read_to_string(layer.join("main.rs")).unwrap())
                .into_iter()
                .map(|(name, _, _)| name)
                .collect();
        for entry in fs::read_dir(layer).unwrap() {
            let path = entry.unwrap().path();
            let Some(stem) = path.file_stem().map(|s| s.to_string_lossy().into_owned()) else {
                continue;
            };
            if path.extension().is_some_and(|e| e == "rs")
                && stem != "main"
                && !declared.contains(&stem)
            {
                missing.push(path.display().to_string());
            }
        }
    }
    assert!(
        missing.is_empty(),
        "declare each as `mod NAME;` in its folder's main.rs:\n{}",
        missing.join("\n")
    );
}
