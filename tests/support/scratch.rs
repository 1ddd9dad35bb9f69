//! Every test's scratch directories: the one way a test gets a place to write (tests/core/scratch.rs
//! checks no test names a path under `CARGO_TARGET_TMPDIR` itself). The directories are `tempfile`'s;
//! this module adds the tests' contract.
//!
//! Invariants, whoever runs the tests (`cargo test`, one process per test binary with its tests on
//! threads; `cargo nextest run`, one process per test; two test runs of one checkout at once):
//! - a directory is `$CARGO_TARGET_TMPDIR/<name>-<pid>-<random>`, which `tempfile` creates only when
//!   no such path exists (trying another random part otherwise), so no two scratches of any processes
//!   ever share one;
//! - a name is taken once per process: a second `scratch` with that name fails the test, so that two
//!   tests (or two calls of one helper) cannot share a name, and a kept directory names its test;
//! - a scratch is removed when dropped, unless its test is failing (the thread is panicking) or it was
//!   `keep`t: then it stays and its path is printed, which the harness shows with the failure.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use tempfile::TempDir;

/// Names taken by this process (see the module's invariants).
static TAKEN: Mutex<BTreeSet<String>> = Mutex::new(BTreeSet::new());

/// A fresh, empty directory owned by one test, removed when dropped unless the test is failing.
pub struct Scratch {
    /// `None` once kept.
    dir: Option<TempDir>,
}

/// A fresh, empty scratch directory named after `name`: the test's name, plus what it varies when it
/// makes several (`editmode-UnityPackage-true`); at most once per process.
pub fn scratch(name: &str) -> Scratch {
    assert!(
        !name.is_empty()
            && name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c)),
        "scratch name {name:?}: use letters, digits, '-', '_' and '.'"
    );
    let fresh = TAKEN
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .insert(name.to_owned());
    assert!(
        fresh,
        "scratch name {name:?} is already taken in this process: give each test's scratch its own \
         name (tests/support/scratch.rs)"
    );
    let base = Path::new(env!("CARGO_TARGET_TMPDIR"));
    fs::create_dir_all(base).unwrap_or_else(|e| panic!("{}: {e}", base.display()));
    let dir = tempfile::Builder::new()
        .prefix(&format!("{name}-{}-", std::process::id()))
        .tempdir_in(base)
        .unwrap_or_else(|e| panic!("a scratch {name} in {}: {e}", base.display()));
    Scratch { dir: Some(dir) }
}

impl Scratch {
    /// The directory.
    pub fn path(&self) -> &Path {
        self.dir
            .as_ref()
            .expect("a scratch is kept only as it goes")
            .path()
    }

    /// Keeps the directory after the test passes too (what it holds is for people to look at), and
    /// prints its path.
    pub fn keep(mut self) -> PathBuf {
        let path = self.dir.take().expect("kept once").keep();
        println!("kept {}", path.display());
        path
    }
}

impl std::ops::Deref for Scratch {
    type Target = Path;
    fn deref(&self) -> &Path {
        self.path()
    }
}

impl AsRef<Path> for Scratch {
    fn as_ref(&self) -> &Path {
        self.path()
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let Some(dir) = self.dir.take() else {
            return; // kept
        };
        if std::thread::panicking() {
            eprintln!(
                "scratch kept for the failing test: {}",
                dir.keep().display()
            );
        } else {
            let path = dir.path().to_path_buf();
            if let Err(e) = dir.close() {
                // Not a failure of the test; the path says what to clean up.
                eprintln!("cannot remove scratch {}: {e}", path.display());
            }
        }
    }
}
