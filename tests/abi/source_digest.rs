//! The build script's source digest, `PD_SOURCE_DIGEST` in every binary's build stamp, which
//! `scripts/build-plugins.sh --check` compares: the script's own SHA-256 against published test vectors
//! and the `sha2` crate; the digest of the sources that built the committed native binaries (their
//! build record's commit) against the digest those binaries carry, which the script computed with the
//! `sha2` crate before it had a SHA-256 of its own; and the library built here against these sources.
//! `scripts/plugins/source-digest.sh` computes the same digest with `sha256sum`, on those sources and on
//! a tree that tells the path order, the line endings and the files left out apart.

#[path = "../../build.rs"]
#[allow(dead_code)] // its `main` runs as the build script, not here
mod build_script;
use crate::support;

use std::collections::BTreeMap;
use std::fs;
use std::process::Command;

use sha2::Digest;
use support::{artifact_dir, assert_shared_library_built, root, run, scratch};

use build_script::{sha256, source_digest};

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// FIPS 180-2's examples (appendix B) and NIST's long-message vectors.
#[test]
fn sha256_gives_the_published_digests() {
    let million_a = vec![b'a'; 1_000_000];
    let vectors: [(&[u8], &str); 5] = [
        (
            b"",
            "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
        ),
        (
            b"abc",
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
        ),
        (
            b"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
        ),
        (
            b"abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1",
        ),
        (
            &million_a,
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0",
        ),
    ];
    for (message, digest) in vectors {
        assert_eq!(hex(&sha256(message)), digest, "{} bytes", message.len());
    }
}

/// Every length up to five blocks, each padding case (a length field in the last block or in one more).
#[test]
fn sha256_agrees_with_the_sha2_crate_at_every_length() {
    for len in 0..=320usize {
        let message: Vec<u8> = (0..len).map(|i| (i * 31 + len * 7) as u8).collect();
        assert_eq!(
            sha256(&message).as_slice(),
            sha2::Sha256::digest(&message).as_slice(),
            "{len} bytes"
        );
    }
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
            source_digest(&tree.join("src")),
            digest,
            "sources of {commit}"
        );
        let script = run(
            Command::new(root().join("scripts/plugins/source-digest.sh")).arg(tree.join("src")),
        );
        assert_eq!(
            script.trim(),
            digest,
            "sources of {commit}, by scripts/plugins/source-digest.sh"
        );
    }
}

/// The library built from these sources carries their digest, in the stamp `manifest.py --check` reads.
#[test]
fn the_library_carries_the_digest_of_these_sources() {
    assert_shared_library_built();
    let library = fs::read(artifact_dir().join("libpriests_devils.so")).expect("the library");
    let stamp = format!(
        "priests_devils build: source {}, version {}\0",
        source_digest(&root().join("src")),
        env!("CARGO_PKG_VERSION")
    );
    assert!(
        library.windows(stamp.len()).any(|w| w == stamp.as_bytes()),
        "libpriests_devils.so lacks {stamp:?}: rebuild it (cargo build --lib)"
    );
}

/// `scripts/plugins/source-digest.sh` (sha256sum) gives the build script's digest: of these sources, and
/// of a tree where the order of paths by component differs from their order by bytes (`ffi/x.rs` before
/// `ffi.rs`), with `\r\n` line endings, and with the command-line tool's files that do not count.
#[test]
fn the_scripts_digest_is_the_build_scripts() {
    let script = root().join("scripts/plugins/source-digest.sh");
    let digest_of = |src: &std::path::Path| run(Command::new(&script).arg(src)).trim().to_owned();
    let src = root().join("src");
    assert_eq!(digest_of(&src), source_digest(&src), "these sources");
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
    assert_eq!(digest_of(&tree), digest, "the scratch tree");
    fs::write(tree.join("bin/tool.rs"), "fn main() { other() }\n").expect("writable");
    assert_eq!(source_digest(&tree), digest, "bin/ does not count");
    fs::write(tree.join("ffi/x.rs"), "// x changed\n").expect("writable");
    assert_ne!(digest_of(&tree), digest, "a changed source changes it");
    assert_eq!(digest_of(&tree), source_digest(&tree), "the changed tree");
}
