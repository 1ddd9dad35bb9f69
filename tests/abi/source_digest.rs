//! The build script's source digest, `PD_SOURCE_DIGEST` in every binary's build stamp, which
//! `scripts/build-plugins.sh --check` compares: the script's own SHA-256 against published test vectors
//! and the `sha2` crate; the digest of the sources that built the committed native binaries (their
//! build record's commit) against the digest those binaries carry, which the script computed with the
//! `sha2` crate before it had a SHA-256 of its own; and the library built here against these sources.

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
