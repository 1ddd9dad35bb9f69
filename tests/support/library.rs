//! The shared and static libraries the C and C# tests load, and the command-line tool (its own crate,
//! `cli/`) the level tools' tests compare with: built by the tests themselves, so that a plain
//! `cargo test` (which builds the library only as an rlib) on a fresh clone needs no prior
//! `cargo build`.
//!
//! The first test of a process that asks for them runs `cargo build --lib --locked` (or `cargo build
//! -p priests-devils-cli`) in the test binary's profile; later ones reuse the answer. Tests of one
//! binary run as threads under `cargo test` (a `OnceLock` builds once) and as processes under nextest,
//! where the run's `NEXTEST_RUN_ID`, written to a marker beside what was built, lets the other
//! processes of that run skip the build. Processes that start at once may each build: cargo's lock on the build directory serializes
//! them, and every build after the first finds the libraries fresh and writes nothing. The outer cargo
//! holds no lock while tests run (it took it to build them), so the nested build never waits for it.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

/// The profile's directory, `target/<profile>`: two levels above the test binary (`deps/`).
fn profile_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("test binary path");
    exe.parent()
        .and_then(Path::parent)
        .expect("test binary lives in target/<profile>/deps")
        .to_path_buf()
}

/// Builds `what` (cargo's arguments naming the targets) into `dir` (`target/<profile>`), unless this
/// nextest run already did: then the files `names` are there, and the marker `marker` names the run.
fn build(dir: &Path, what: &[&str], names: &[&str], marker: &str) {
    let marker_path = dir.join(marker);
    let run_id = std::env::var("NEXTEST_RUN_ID").ok();
    let built = |name: &str| dir.join(name).exists();
    if let Some(id) = &run_id {
        let done = std::fs::read_to_string(&marker_path).is_ok_and(|text| text == *id);
        if done && names.iter().all(|name| built(name)) {
            return;
        }
    }
    let cargo = option_env!("CARGO").unwrap_or("cargo");
    let mut cmd = Command::new(cargo);
    cmd.arg("build")
        .args(what)
        .args(["--locked", "--quiet", "--manifest-path"])
        .arg(super::root().join("Cargo.toml"));
    match dir.file_name().and_then(|n| n.to_str()) {
        Some("debug") => {}
        Some("release") => {
            cmd.arg("--release");
        }
        Some(profile) => {
            cmd.args(["--profile", profile]);
        }
        None => panic!(
            "no profile directory above the test binary: {}",
            dir.display()
        ),
    }
    super::run(&mut cmd);
    for name in names {
        assert!(built(name), "{cmd:?} built no {name} in {}", dir.display());
    }
    if let Some(id) = run_id {
        // Written whole, then renamed: a process of the same run reads the old marker or this one.
        let partial = dir.join(format!("{marker}.{}", std::process::id()));
        std::fs::write(&partial, id).expect("the build's marker");
        std::fs::rename(&partial, &marker_path).expect("the build's marker");
    }
}

/// The directory holding the shared and static libraries (`target/<profile>`), built there in the test
/// binary's profile by the first call of the run.
pub fn artifact_dir() -> PathBuf {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = profile_dir();
        build(
            &dir,
            &["-p", "priests_devils", "--lib"],
            &["libpriests_devils.so", "libpriests_devils.a"],
            ".priests-devils-libraries-run",
        );
        dir
    })
    .clone()
}

/// The command-line tool `priests-devils` (`target/<profile>/priests-devils`), built in the test
/// binary's profile by the first call of the run.
pub fn cli_binary() -> PathBuf {
    static EXE: OnceLock<PathBuf> = OnceLock::new();
    EXE.get_or_init(|| {
        let dir = profile_dir();
        build(
            &dir,
            &["-p", "priests-devils-cli", "--bin", "priests-devils"],
            &["priests-devils"],
            ".priests-devils-cli-run",
        );
        dir.join("priests-devils")
    })
    .clone()
}
