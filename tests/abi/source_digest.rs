//! The sources' digest, `PD_SOURCE_DIGEST` in every binary's build stamp, which
//! `scripts/build-plugins.sh --check` compares: `scripts/plugins/source-digest.sh` (sha256sum) against
//! the digest written here with the `sha2` crate, on these sources and on a tree that tells the path
//! order, the line endings and the files left out apart; the digest of the sources that built the
//! committed native binaries (their build record's commit) against the digest those binaries carry; and
//! the library built here against what its build was given (build.rs: the environment's digest, else
//! `UNSTAMPED`).

#[path = "../../build.rs"]
#[allow(dead_code)] // its `main` runs as the build script, not here
mod build_script;
use crate::support;

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use sha2::Digest;
use support::{artifact_dir, assert_shared_library_built, root, run, scratch};

use build_script::UNSTAMPED;

/// The digest as `scripts/plugins/source-digest.sh` documents it, for the script to be checked against:
/// every `.rs` file under `src` but the command-line tool's (`main.rs`, `bin/`), in the order of their
/// paths by component, each as its path relative to `src`, a NUL, its text without `\r`, a NUL; the
/// first 8 bytes of the SHA-256 of it all, in hex.
fn source_digest(src: &Path) -> String {
    fn collect(dir: &Path, files: &mut Vec<PathBuf>) {
        for entry in fs::read_dir(dir).unwrap_or_else(|e| panic!("cannot list {dir:?}: {e}")) {
            let path = entry.expect("readable directory entry").path();
            if path.is_dir() {
                if path.file_name() != Some("bin".as_ref()) {
                    collect(&path, files);
                }
            } else if path.extension() == Some("rs".as_ref())
                && path.file_name() != Some("main.rs".as_ref())
            {
                files.push(path);
            }
        }
    }
    let mut files = Vec::new();
    collect(src, &mut files);
    files.sort(); // `Path`'s order compares components: `ffi/types.rs` sorts before `ffi.rs`.
    let mut message = Vec::new();
    for file in files {
        let relative = file.strip_prefix(src).expect("under src/");
        let text =
            fs::read_to_string(&file).unwrap_or_else(|e| panic!("cannot read {file:?}: {e}"));
        message.extend_from_slice(relative.to_string_lossy().replace('\\', "/").as_bytes());
        message.push(0);
        message.extend_from_slice(text.replace('\r', "").as_bytes());
        message.push(0);
    }
    sha2::Sha256::digest(&message)
        .iter()
        .take(8)
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// What `scripts/plugins/source-digest.sh` prints for `src`.
fn script_digest(src: &Path) -> String {
    run(Command::new(root().join("scripts/plugins/source-digest.sh")).arg(src))
        .trim()
        .to_owned()
}

/// The digest each build record's commit gets now equals the one its binaries carry (the manifests of
/// the Unity package's and the C archives' binaries), computed when they were built.
#[test]
fn the_committed_binaries_sources_give_the_digest_they_carry() {
    let mut expected: BTreeMap<String, String> = BTreeMap::new();
    for manifest in [
        "unity-sample/Packages/com.priestsdevils.solver/Plugins/manifest.json",
        "prebuilt/c/manifest.json",
    ] {
        let text = fs::read_to_string(root().join(manifest)).expect(manifest);
        let manifest: serde_json::Value = serde_json::from_str(&text).expect("JSON");
        for file in manifest["files"].as_array().expect("files") {
            let build = &manifest["builds"][file["build"].as_str().expect("build key")];
            assert_eq!(build["modified_inputs"], serde_json::json!([]), "{file}");
            let commit = build["commit"].as_str().expect("commit").to_owned();
            let digest = file["source_digest"].as_str().expect("digest").to_owned();
            let previous = expected.insert(commit.clone(), digest.clone());
            assert!(
                previous.is_none_or(|p| p == digest),
                "{commit}: two digests"
            );
        }
    }
    assert!(!expected.is_empty());
    let dir = scratch("source-digest-of-the-binaries");
    for (commit, digest) in expected {
        let tree = dir.join(&commit);
        fs::create_dir(&tree).expect("a fresh folder");
        let archive = tree.join("src.tar");
        run(Command::new("git")
            .args(["archive", "--format=tar", "-o"])
            .arg(&archive)
            .args([&commit, "src"])
            .current_dir(root()));
        run(Command::new("tar")
            .arg("-xf")
            .arg(&archive)
            .current_dir(&tree));
        assert_eq!(
            script_digest(&tree.join("src")),
            digest,
            "sources of {commit}"
        );
    }
}

/// The library built here carries the digest its build was given (this test's build gets the same from
/// build.rs): `scripts/plugins/source-digest.sh`'s for these sources when
/// `PD_SOURCE_DIGEST` was set (scripts/test.sh sets it), else `UNSTAMPED`, which `manifest.py --check`
/// refuses to compare.
#[test]
fn the_library_carries_the_digest_its_build_was_given() {
    assert_shared_library_built();
    // build.rs's `rustc-env` reaches this test's build too.
    let given = env!("PD_SOURCE_DIGEST");
    if given != UNSTAMPED {
        assert_eq!(
            given,
            script_digest(&root().join("src")),
            "PD_SOURCE_DIGEST is these sources'"
        );
    }
    let library = fs::read(artifact_dir().join("libpriests_devils.so")).expect("the library");
    let stamp = format!(
        "priests_devils build: source {}, version {}\0",
        given,
        env!("CARGO_PKG_VERSION")
    );
    assert!(
        library.windows(stamp.len()).any(|w| w == stamp.as_bytes()),
        "libpriests_devils.so lacks {stamp:?}: rebuild it (cargo build --lib)"
    );
}

/// `scripts/plugins/source-digest.sh` (sha256sum) gives the documented digest: of these sources, and of
/// a tree where the order of paths by component differs from their order by bytes (`ffi/x.rs` before
/// `ffi.rs`), with `\r\n` line endings, and with the command-line tool's files that do not count.
#[test]
fn the_scripts_digest_is_the_documented_one() {
    let src = root().join("src");
    assert_eq!(script_digest(&src), source_digest(&src), "these sources");
    let tree = scratch("source-digest-script").join("src");
    for (path, text) in [
        ("ffi.rs", "mod x;\r\n"),
        ("ffi/x.rs", "// x\r\nfn x() {}\r\n"),
        ("ffi-y.rs", "// y\n"),
        ("lib.rs", "mod ffi;\n"),
        ("main.rs", "fn main() {}\n"),
        ("bin/tool.rs", "fn main() {}\n"),
        ("notes.txt", "not a source\n"),
    ] {
        let file = tree.join(path);
        fs::create_dir_all(file.parent().expect("a folder")).expect("writable");
        fs::write(&file, text).expect("writable");
    }
    let digest = source_digest(&tree);
    assert_eq!(script_digest(&tree), digest, "the scratch tree");
    fs::write(tree.join("bin/tool.rs"), "fn main() { other() }\n").expect("writable");
    assert_eq!(script_digest(&tree), digest, "bin/ does not count");
    fs::write(tree.join("ffi/x.rs"), "// x changed\n").expect("writable");
    assert_ne!(script_digest(&tree), digest, "a changed source changes it");
    assert_eq!(
        script_digest(&tree),
        source_digest(&tree),
        "the changed tree"
    );
}
