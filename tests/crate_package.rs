//! The published crate is for Rust users: `cargo package --list` names the library, the command-line
//! tool, the header and what `build.rs` reads, and nothing of the Unity package, the web page, the
//! tests or the studies. (`.ci/run` builds the package itself with cargo's verification build and checks
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
    for needed in [
        "Cargo.toml",
        "Cargo.lock",
        "build.rs",
        "cbindgen.toml",
        "include/priests_devils.h",
        "README.md",
        "LICENSE-MIT",
        "LICENSE-APACHE",
        "src/lib.rs",
        "src/ffi/entry.rs",
        "src/bin/priests-devils/main.rs",
    ] {
        assert!(files.contains(&needed), "the crate lacks {needed}");
    }
    let allowed = |f: &str| {
        f.starts_with("src/")
            || [
                "Cargo.toml",
                "Cargo.toml.orig",
                "Cargo.lock",
                ".cargo_vcs_info.json",
                "build.rs",
                "cbindgen.toml",
                "include/priests_devils.h",
                "README.md",
                "LICENSE-MIT",
                "LICENSE-APACHE",
            ]
            .contains(&f)
    };
    let extra: Vec<&&str> = files.iter().filter(|f| !allowed(f)).collect();
    assert!(extra.is_empty(), "the crate would ship {extra:?}");
}
