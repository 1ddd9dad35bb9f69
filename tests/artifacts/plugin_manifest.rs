//! The manifest of the prebuilt native binaries committed in the Unity package
//! (`Plugins/manifest.json`, written by `scripts/build-plugins.sh`): it lists exactly the committed files
//! with their size and SHA-256, each binary carries the build stamp it records for this crate version,
//! and it records what a verifier needs to rebuild them byte for byte (`scripts/build-plugins.sh
//! --verify`): the commit, the host and every tool's version.

use crate::support;

use std::collections::BTreeSet;
use std::fs;

use support::plugins::formats::stamps;
use support::plugins::{
    assert_build_records, assert_entry_matches_its_file, binary, manifest, plugins, PLATFORMS,
    PLATFORM_ROWS, REBUILD, UNIVERSAL,
};

#[test]
fn manifest_lists_exactly_the_committed_binaries() {
    let entries = manifest();
    let listed: BTreeSet<String> = entries
        .iter()
        .map(|e| e["file"].as_str().expect("file").to_owned())
        .collect();
    let expected: BTreeSet<String> = PLATFORMS.iter().map(|(p, f)| format!("{p}/{f}")).collect();
    assert_eq!(
        listed, expected,
        "manifest.json and the shipped platforms differ; {REBUILD}"
    );
    for entry in &entries {
        assert_entry_matches_its_file(entry, &plugins(), REBUILD);
    }
    // Each binary built for the Rust targets platforms.toml names for its platform.
    for platform in PLATFORM_ROWS.iter() {
        let file = format!("{}/{}", platform.folder, platform.file);
        let entry = entries
            .iter()
            .find(|e| e["file"].as_str() == Some(file.as_str()))
            .expect("listed");
        let built: Vec<&str> = entry["targets"]
            .as_array()
            .expect("targets")
            .iter()
            .map(|t| t.as_str().expect("a target"))
            .collect();
        assert_eq!(
            built, platform.targets,
            "{file}: built for other targets than platforms.toml names"
        );
    }
    // Nothing else sits in the platform folders (a stray binary would ship without an entry).
    for (platform, _) in PLATFORMS.iter() {
        for item in fs::read_dir(plugins().join(platform)).expect("platform folder") {
            let name = item
                .expect("entry")
                .file_name()
                .to_string_lossy()
                .into_owned();
            let file = format!("{platform}/{}", name.trim_end_matches(".meta"));
            assert!(
                listed.contains(&file),
                "unlisted file Plugins/{platform}/{name}"
            );
        }
    }
}

/// Each binary carries the build stamp the manifest recorded for it (one per architecture slice), for
/// the crate version being tested: a version bump without rebuilt binaries fails here. The stamp's
/// source digest may differ from the current sources' (binaries are rebuilt at release, not at every
/// edit; `scripts/build-plugins.sh --check` reports it), but must be the manifest's.
#[test]
fn every_binary_carries_the_manifests_build_stamp_for_this_version() {
    let entries = manifest();
    for (platform, file) in PLATFORMS.iter() {
        let entry = entries
            .iter()
            .find(|e| e["file"].as_str() == Some(format!("{platform}/{file}").as_str()))
            .expect("listed");
        let found = stamps(&binary(platform));
        let slices = if UNIVERSAL.contains(platform) { 2 } else { 1 };
        assert_eq!(found.len(), slices, "{platform}: build stamps {found:?}");
        for (digest, version) in found {
            assert_eq!(
                version,
                support::RELEASE,
                "{platform}: built as version {version}, the release is {}: {REBUILD}",
                support::RELEASE
            );
            assert_eq!(
                entry["source_digest"].as_str(),
                Some(digest.as_str()),
                "{platform}: the manifest's source digest is not the binary's; {REBUILD}"
            );
        }
    }
}

/// What `scripts/build-plugins.sh --verify` needs to rebuild a binary byte for byte is in the manifest
/// (`support::plugins::assert_build_records`).
#[test]
fn manifest_records_how_each_binary_was_built() {
    assert_build_records(&plugins().join("manifest.json"), REBUILD);
}
