//! Every test's scratch directories: the one way a test gets a place to write (`tests/scratch.rs`
//! checks no test names a path under `CARGO_TARGET_TMPDIR` itself).
//!
//! Invariants, whoever runs the tests (`cargo test`, one process per test binary with its tests on
//! threads; `cargo nextest run`, one process per test; two test runs of one checkout at once):
//! - a directory is `$CARGO_TARGET_TMPDIR/<name>-<pid>[-<n>]`, made by one `create_dir` that fails
//!   when it exists (then the next `n` is tried), so no two scratches of any processes ever share one;
//! - a name is taken once per process: a second `scratch` with that name fails the test, so that two
//!   tests (or two calls of one helper) cannot share a name, and a kept directory names its test;
//! - a scratch is removed when dropped, unless its test is failing (the thread is panicking) or it was
//!   `keep`t: then it stays and its path is printed, which the harness shows with the failure.

use std::collections::BTreeSet;
use std::fs;
use std::io::ErrorKind;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// Names taken by this process (see the module's invariants).
static TAKEN: Mutex<BTreeSet<String>> = Mutex::new(BTreeSet::new());

/// A fresh, empty directory owned by one test, removed when dropped unless the test is failing.
pub struct Scratch {
    path: PathBuf,
    keep: bool,
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
    let pid = std::process::id();
    for n in 1.. {
        // A directory left by a failed run of a process that had this pid is kept: take the next n.
        let leaf = match n {
            1 => format!("{name}-{pid}"),
            n => format!("{name}-{pid}-{n}"),
        };
        let path = base.join(leaf);
        match fs::create_dir(&path) {
            Ok(()) => return Scratch { path, keep: false },
            Err(e) if e.kind() == ErrorKind::AlreadyExists => continue,
            Err(e) => panic!("{}: {e}", path.display()),
        }
    }
    unreachable!("some n names no directory")
}

impl Scratch {
    /// The directory.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Keeps the directory after the test passes too (what it holds is for people to look at), and
    /// prints its path.
    pub fn keep(mut self) -> PathBuf {
        self.keep = true;
        println!("kept {}", self.path.display());
        self.path.clone()
    }
}

impl std::ops::Deref for Scratch {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.path
    }
}

impl AsRef<Path> for Scratch {
    fn as_ref(&self) -> &Path {
        &self.path
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        if self.keep {
            return;
        }
        if std::thread::panicking() {
            eprintln!("scratch kept for the failing test: {}", self.path.display());
        } else if let Err(e) = fs::remove_dir_all(&self.path) {
            // Not a failure of the test; the path says what to clean up.
            eprintln!("cannot remove scratch {}: {e}", self.path.display());
        }
    }
}
