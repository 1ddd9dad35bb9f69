//! The published crate is for Rust users: `cargo package --list` names the library, the command-line
//! tool, the header and the build script (which reads `src/` alone), and nothing of the Unity package,
//! the web page, the code generator (`xtask/`, `cbindgen.toml`), the tests or the studies. (`.ci/run` builds the package itself with cargo's verification build and checks
//! its compressed size.)

use std::process::Command;

#[test]
fn the_crate_holds_what_a_rust_user_builds_and_nothing_else() {
    let output = Command::new(env!("CARGO"))
        .args(["package", "--list", "--allow-dirty", "--locked"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo runs");
    assert!(
        output.status.success(),
        "cargo package --list failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let list = String::from_utf8(output.stdout).expect("UTF-8 paths");
    let files: Vec<&str> = list.lines().collect();
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
        "src/bin/priests-devils/main.rs",
    ];
    for file in needed {
        assert!(files.contains(&file), "the crate lacks {file}");
    }
    // Beyond those: the rest of src/ and what cargo itself writes into every package.
    let allowed = |f: &str| {
        f.starts_with("src/")
            || needed.contains(&f)
            || ["Cargo.toml.orig", ".cargo_vcs_info.json"].contains(&f)
    };
    let extra: Vec<&&str> = files.iter().filter(|f| !allowed(f)).collect();
    assert!(extra.is_empty(), "the crate would ship {extra:?}");
}
