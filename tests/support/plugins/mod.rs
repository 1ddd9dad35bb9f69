//! The Unity package's prebuilt native binaries (`Plugins/<platform>/`, made by
//! `scripts/build-plugins.sh`), as the plugin tests see them: which platforms ship, where each binary
//! is, the manifest, and the functions the committed header promises.
//!
//! The binaries are checked against the header's ABI, not against the sources of the moment: a source
//! change may leave them behind (`scripts/build-plugins.sh --check` says whether they are), but a
//! release (a version bump) must rebuild them, which the manifest's version check enforces.
#![allow(dead_code)]

pub mod formats;
pub mod importers;

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::LazyLock;

use serde_json::Value;

use crate::support::root;

/// One row of `platforms.toml`'s `[[unity]]` list: a platform the package ships.
#[derive(Debug)]
pub struct Platform {
    /// Its folder in `Plugins/`.
    pub folder: &'static str,
    /// Its binary's file name in that folder.
    pub file: &'static str,
    /// The Rust target of each slice (two for a universal binary).
    pub targets: Vec<&'static str>,
}

/// The platforms' one source, `platforms.toml`, parsed.
pub fn platforms_toml() -> &'static toml::Table {
    static TABLE: LazyLock<toml::Table> = LazyLock::new(|| {
        let path = root().join("platforms.toml");
        fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
            .parse()
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    });
    &TABLE
}

fn text(value: &'static toml::Value, what: &str) -> &'static str {
    value
        .as_str()
        .unwrap_or_else(|| panic!("platforms.toml: {what} is not a string"))
}

fn texts(value: &'static toml::Value, what: &str) -> Vec<&'static str> {
    value
        .as_array()
        .unwrap_or_else(|| panic!("platforms.toml: {what} is not a list"))
        .iter()
        .map(|v| text(v, what))
        .collect()
}

/// Every platform the package ships, in `platforms.toml`'s order.
pub static PLATFORM_ROWS: LazyLock<Vec<Platform>> = LazyLock::new(|| {
    platforms_toml()["unity"]
        .as_array()
        .expect("platforms.toml: [[unity]]")
        .iter()
        .map(|row| Platform {
            folder: text(&row["folder"], "folder"),
            file: text(&row["file"], "file"),
            targets: texts(&row["targets"], "targets"),
        })
        .collect()
});

/// Every platform the package ships, and its binary.
pub static PLATFORMS: LazyLock<Vec<(&'static str, &'static str)>> =
    LazyLock::new(|| PLATFORM_ROWS.iter().map(|p| (p.folder, p.file)).collect());

/// The platforms whose binary is universal (one Mach-O slice per CPU, one build stamp each).
pub static UNIVERSAL: LazyLock<Vec<&'static str>> = LazyLock::new(|| {
    PLATFORM_ROWS
        .iter()
        .filter(|p| p.targets.len() > 1)
        .map(|p| p.folder)
        .collect()
});

/// The C release archives' platforms (`platforms.toml`'s `[[c]]` rows, in order) and whether each
/// carries a static library of `prebuilt/c/`.
pub fn c_platforms() -> Vec<(&'static str, bool)> {
    platforms_toml()["c"]
        .as_array()
        .expect("platforms.toml: [[c]]")
        .iter()
        .map(|row| {
            let prebuilt = row["prebuilt"].as_bool().expect("platforms.toml: prebuilt");
            (text(&row["name"], "name"), prebuilt)
        })
        .collect()
}

/// What to do when a binary does not match: the release step that rebuilds them.
pub const REBUILD: &str = "run scripts/build-plugins.sh and commit the package's Plugins/ folder";

/// The package's `Plugins/` folder.
pub fn plugins() -> PathBuf {
    root().join("unity-sample/Packages/com.priestsdevils.solver/Plugins")
}

/// The C ABI version the committed binaries must implement, and why it is not the header's when it is
/// not. Binaries are rebuilt at each release: between releases (while the release version,
/// `package.json`'s, is still the last release's, `compat/baseline.json`) a header that moved on since may be ahead of them, and they
/// must implement that release's ABI; at a release commit (a new version) they must implement the
/// header's. The reason is printed by the tests that leave the newer checks out.
pub fn committed_abi() -> (u32, Option<String>) {
    let header = priests_devils::ffi::PD_ABI_VERSION;
    let text =
        fs::read_to_string(root().join("compat/baseline.json")).expect("compat/baseline.json");
    let baseline: Value = serde_json::from_str(&text).expect("baseline is JSON");
    let released = baseline["abi_version"].as_u64().expect("abi_version") as u32;
    if baseline["version"].as_str() == Some(crate::support::RELEASE.as_str()) && released < header {
        let reason = format!(
            "the committed binaries are {}'s, of C ABI {released}; the header is at C ABI {header} \
             until the next release rebuilds them: checks of ABI {header} are left out for them",
            crate::support::RELEASE.as_str()
        );
        (released, Some(reason))
    } else {
        (header, None)
    }
}

/// The functions the committed binaries must export: the header's, or, while they implement the last
/// release's ABI (`committed_abi`), that release's (`compat/c-abi.xml`), which the header may only have
/// added to.
pub fn committed_functions() -> BTreeSet<String> {
    let header = header_functions();
    if committed_abi().1.is_none() {
        return header;
    }
    let xml = fs::read_to_string(root().join("compat/c-abi.xml")).expect("compat/c-abi.xml");
    let released: BTreeSet<String> = xml
        .match_indices("elf-symbol name='pd_")
        .map(|(at, found)| {
            let name = &xml[at + found.len() - 3..];
            name[..name.find('\'').expect("a quoted name")].to_owned()
        })
        .collect();
    assert!(
        released.len() >= 15 && released.is_subset(&header),
        "the release's functions, all still in the header: {released:?}"
    );
    released
}

/// The committed binary of `platform`.
pub fn binary(platform: &str) -> Vec<u8> {
    let (_, file) = PLATFORMS
        .iter()
        .find(|(p, _)| *p == platform)
        .expect("known platform");
    let path = plugins().join(platform).join(file);
    fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}; {REBUILD}", path.display()))
}

/// The entries of `Plugins/manifest.json`.
pub fn manifest() -> Vec<Value> {
    let text = fs::read_to_string(plugins().join("manifest.json")).expect("Plugins/manifest.json");
    let json: Value = serde_json::from_str(&text).expect("manifest is JSON");
    json["files"]
        .as_array()
        .expect("manifest lists files")
        .clone()
}

/// The functions `include/priests_devils.h` declares for the library to export: every `pd_` function
/// but those the header itself defines (`static inline`, compiled into the caller).
pub fn header_functions() -> BTreeSet<String> {
    let header = fs::read_to_string(root().join("include/priests_devils.h")).expect("header");
    let mut functions = BTreeSet::new();
    let mut inline = BTreeSet::new();
    for (at, _) in header.match_indices("pd_") {
        let name: String = header[at..]
            .chars()
            .take_while(|c| c.is_ascii_lowercase() || *c == '_' || c.is_ascii_digit())
            .collect();
        if header[at + name.len()..].starts_with('(') {
            let line_start = header[..at].rfind('\n').map_or(0, |i| i + 1);
            if header[line_start..at].starts_with("static inline ") {
                inline.insert(name);
            } else {
                functions.insert(name);
            }
        }
    }
    assert!(functions.len() >= 15, "{functions:?}");
    assert_eq!(
        inline,
        BTreeSet::from(["pd_next_move_inline".to_string()]),
        "the header's inline functions"
    );
    functions.retain(|f| !inline.contains(f));
    functions
}

/// What `scripts/build-plugins.sh --verify` needs to rebuild a binary byte for byte is in the manifest at
/// `path` (the package's or `prebuilt/c/`'s): each entry names a build record with the commit whose sources built it (no build input modified, or
/// no commit could reproduce it), the host, `rustc -vV`, cargo's version, zig's version (the one the
/// script pins) and the Debian packages of the toolchain with their versions. No record is left over.
pub fn assert_build_records(path: &Path, rebuild: &str) {
    let text = fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let json: Value = serde_json::from_str(&text).expect("JSON");
    let builds = json["builds"].as_object().expect("build records");
    let script = fs::read_to_string(root().join("scripts/build-plugins.sh")).expect("script");
    let zig = script
        .lines()
        .find_map(|l| l.strip_prefix("zig_version="))
        .expect("the script pins zig");
    let mut used = BTreeSet::new();
    for entry in json["files"].as_array().expect("files") {
        let file = entry["file"].as_str().expect("file");
        let key = entry["build"]
            .as_str()
            .unwrap_or_else(|| panic!("{file}: no build record"));
        let build = &builds[key];
        used.insert(key.to_owned());
        let commit = build["commit"].as_str().expect("commit");
        assert!(
            commit.len() == 40 && commit.chars().all(|c| c.is_ascii_hexdigit()),
            "{file}: commit {commit}"
        );
        assert_eq!(
            build["modified_inputs"],
            serde_json::json!([]),
            "{file} was built from modified sources: commit them, then {rebuild}"
        );
        assert!(build["host"]
            .as_str()
            .is_some_and(|h| h.ends_with(" x86_64")));
        let rustc: Vec<&str> = build["rustc"]
            .as_array()
            .expect("rustc -vV lines")
            .iter()
            .filter_map(|l| l.as_str())
            .collect();
        assert_eq!(Some(rustc[0]), entry["rustc"].as_str(), "{file}");
        assert!(rustc.iter().any(|l| l.starts_with("LLVM version: ")));
        assert!(build["cargo"]
            .as_str()
            .is_some_and(|c| c.starts_with("cargo ")));
        assert_eq!(build["zig"].as_str(), Some(zig), "{file}: zig");
        for package in [
            "rustc-web",
            "cargo-web",
            "rust-web-src",
            "rust-web-llvm",
            "clang-14",
            "lld-14",
            "llvm-14",
            "gcc-mingw-w64-x86-64-win32",
            "mingw-w64-x86-64-dev",
        ] {
            assert!(
                build["debian_packages"][package]
                    .as_str()
                    .is_some_and(|v| !v.is_empty()),
                "{file}: the version of {package}"
            );
        }
    }
    let recorded: BTreeSet<String> = builds.keys().cloned().collect();
    assert_eq!(recorded, used, "build records no binary refers to");
}

/// Checks one manifest entry against its file under `dir` (the package's `Plugins/` or `prebuilt/c/`):
/// size, SHA-256, the release's version, the header's ABI version and the toolchain named; returns the
/// file's bytes. `rebuild` names the release step that mends a mismatch.
pub fn assert_entry_matches_its_file(entry: &Value, dir: &Path, rebuild: &str) -> Vec<u8> {
    let file = entry["file"].as_str().expect("file");
    let data = fs::read(dir.join(file)).expect("listed file exists");
    assert_eq!(
        entry["size"].as_u64(),
        Some(data.len() as u64),
        "{file}: size; {rebuild}"
    );
    assert_eq!(
        entry["sha256"].as_str(),
        Some(formats::sha256(&data).as_str()),
        "{file}: SHA-256; {rebuild}"
    );
    assert_eq!(
        entry["version"].as_str(),
        Some(crate::support::RELEASE.as_str()),
        "{file}: version; {rebuild}"
    );
    let (abi, lag) = committed_abi();
    if let Some(lag) = lag {
        println!("{file}: {lag}");
    }
    assert_eq!(
        entry["abi_version"].as_u64(),
        Some(u64::from(abi)),
        "{file}: ABI version; {rebuild}"
    );
    assert!(
        entry["rustc"]
            .as_str()
            .is_some_and(|r| r.starts_with("rustc ")),
        "{file}: toolchain"
    );
    data
}
