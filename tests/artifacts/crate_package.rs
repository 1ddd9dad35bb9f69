//! The published crates are for Rust users. The library's: `cargo package --list` names the library,
//! the header and the build script (which reads `src/` alone), and nothing of the command-line tool
//! (its own crate), the Unity package, the web page, the code generator (`xtask/`, `cbindgen.toml`),
//! the tests or the studies. The command-line tool's (`cli/`): its sources and README, not its tests.
//! (`.ci/run` builds both packages with cargo's verification build and checks their compressed size.)

use std::process::Command;

/// The files `cargo package --list` names for `package`.
fn package_list(package: &str) -> Vec<String> {
    let output = Command::new(env!("CARGO"))
        .args([
            "package",
            "--list",
            "--allow-dirty",
            "--locked",
            "-p",
            package,
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo runs");
    assert!(
        output.status.success(),
        "cargo package --list -p {package} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let list = String::from_utf8(output.stdout).expect("UTF-8 paths");
    list.lines().map(str::to_owned).collect()
}

/// Asserts `files` hold each of `needed`, and beyond them only files under `src/` and what cargo itself
/// writes into every package.
fn assert_holds_only(package: &str, files: &[String], needed: &[&str]) {
    for file in needed {
        assert!(
            files.iter().any(|f| f == file),
            "the crate {package} lacks {file}"
        );
    }
    let allowed = |f: &str| {
        f.starts_with("src/")
            || needed.contains(&f)
            || ["Cargo.toml.orig", ".cargo_vcs_info.json"].contains(&f)
    };
    let extra: Vec<&String> = files.iter().filter(|f| !allowed(f)).collect();
    assert!(extra.is_empty(), "the crate {package} would ship {extra:?}");
}

#[test]
fn the_library_crate_holds_what_a_rust_user_builds_and_nothing_else() {
    let files = package_list("priests_devils");
    let needed = [
        "Cargo.toml",
        "Cargo.lock",
        "build.rs",
        "include/priests_devils.h",
        "README.md",
        "LICENSE-MIT",
        "LICENSE-APACHE",
        "src/lib.rs",
        "src/ffi/entry.rs",
    ];
    assert_holds_only("priests_devils", &files, &needed);
    assert!(
        !files.iter().any(|f| f.starts_with("src/bin/")),
        "the command-line tool is its own crate"
    );
}

#[test]
fn the_command_line_crate_holds_its_sources_and_readme() {
    let files = package_list("priests-devils-cli");
    let needed = ["Cargo.toml", "Cargo.lock", "README.md", "src/main.rs"];
    assert_holds_only("priests-devils-cli", &files, &needed);
}
