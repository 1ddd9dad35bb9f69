//! The static libraries in `prebuilt/c/` that the C release archives carry (`scripts/dist.sh`), made by
//! `scripts/build-plugins.sh` (`scripts/plugins/c-static.sh`): the manifest matches the files, this
//! version and ABI; each keeps only the header's functions global. `tests/artifacts/dist.rs` builds against them.

#[path = "../support/mod.rs"]
mod support;

use std::collections::BTreeSet;
use std::fs;

use object::read::archive::ArchiveFile;
use object::read::macho::{FatArch as _, MachOFatFile32};
use object::{macho, Architecture, Endianness, Object, ObjectSymbol, SymbolScope};
use serde_json::Value;

use support::plugins::formats::{apple_min_os, stamps};
use support::plugins::{
    assert_build_records, assert_entry_matches_its_file, c_platforms, committed_functions,
};
use support::root;

const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The static libraries in `prebuilt/c/`, by archive platform: `platforms.toml`'s prebuilt `[[c]]` rows.
fn static_libraries() -> BTreeSet<String> {
    c_platforms()
        .into_iter()
        .filter(|(_, prebuilt)| *prebuilt)
        .map(|(name, _)| format!("{name}/libpriests_devils.a"))
        .collect()
}

const REBUILD: &str = "run scripts/build-plugins.sh c-linux-x64 c-linux-arm64 c-windows-x64 \
     c-macos-universal and commit prebuilt/c";

fn prebuilt_manifest() -> Vec<Value> {
    let text = fs::read_to_string(root().join("prebuilt/c/manifest.json"))
        .unwrap_or_else(|e| panic!("prebuilt/c/manifest.json: {e}; {REBUILD}"));
    let json: Value = serde_json::from_str(&text).expect("manifest is JSON");
    json["files"].as_array().expect("files").clone()
}

#[test]
fn prebuilt_static_libraries_are_their_manifests_for_this_version_and_abi() {
    let entries = prebuilt_manifest();
    let listed: BTreeSet<String> = entries
        .iter()
        .filter_map(|e| e["file"].as_str().map(str::to_owned))
        .collect();
    assert_eq!(listed, static_libraries(), "{REBUILD}");
    for entry in &entries {
        let file = entry["file"].as_str().expect("file");
        let data = assert_entry_matches_its_file(entry, &root().join("prebuilt/c"), REBUILD);
        let found: BTreeSet<(String, String)> = stamps(&data).into_iter().collect();
        let expected = (
            entry["source_digest"].as_str().expect("digest").to_owned(),
            VERSION.to_owned(),
        );
        assert_eq!(found, BTreeSet::from([expected]), "{file}: build stamps");
        let needs = entry["native_static_libs"]
            .as_array()
            .expect("native_static_libs");
        assert!(
            !needs.is_empty()
                && needs
                    .iter()
                    .all(|w| w.as_str().is_some_and(|w| w.starts_with("-l"))),
            "{file}: {needs:?}"
        );
    }
    // Nothing unlisted ships.
    for platform in fs::read_dir(root().join("prebuilt/c")).expect("prebuilt/c") {
        let platform = platform.expect("entry").path();
        if platform.is_dir() {
            for item in fs::read_dir(&platform).expect("platform folder") {
                let path = item.expect("entry").path();
                let rel = path.strip_prefix(root().join("prebuilt/c")).expect("under");
                assert!(
                    listed.contains(rel.to_string_lossy().as_ref()),
                    "unlisted {}",
                    path.display()
                );
            }
        }
    }
}

/// `scripts/build-plugins.sh --verify` rebuilds these too: the manifest records how, as the package's does.
#[test]
fn prebuilt_manifest_records_how_each_library_was_built() {
    assert_build_records(&root().join("prebuilt/c/manifest.json"), REBUILD);
}

/// What a static library's members define globally.
struct Members {
    architecture: Architecture,
    /// The library's own object (`priests_devils.o`): its strong and its weak
    /// global symbols, and its bytes.
    strong: BTreeSet<String>,
    weak: BTreeSet<String>,
    object: Vec<u8>,
    /// The other members' names, and their global symbols that another library could clash with:
    /// strong and visible outside the program (ELF, Mach-O; COFF has no visibility to read).
    others: Vec<String>,
    clashing: BTreeSet<String>,
}

fn members(data: &[u8]) -> Members {
    let archive = ArchiveFile::parse(data).expect("an ar archive");
    let mut found = None;
    let (mut others, mut clashing, mut architecture) = (Vec::new(), BTreeSet::new(), None);
    for member in archive.members() {
        let member = member.expect("member");
        let name = String::from_utf8_lossy(member.name()).into_owned();
        let bytes = member.data(data).expect("member data");
        let file = object::File::parse(bytes).expect("an object file");
        architecture.get_or_insert(file.architecture());
        assert_eq!(Some(file.architecture()), architecture, "{name}");
        let defined: Vec<_> = file
            .symbols()
            .filter(|s| s.is_global() && !s.is_undefined())
            .collect();
        if name == "priests_devils.o" {
            assert!(found.is_none(), "one library object");
            let names = |weak: bool| {
                defined
                    .iter()
                    .filter(|s| s.is_weak() == weak)
                    .map(|s| s.name().expect("name").to_owned())
                    .collect::<BTreeSet<_>>()
            };
            found = Some((names(false), names(true), bytes.to_vec()));
        } else {
            let coff = file.format() == object::BinaryFormat::Coff;
            clashing.extend(
                defined
                    .iter()
                    .filter(|s| !coff && !s.is_weak() && s.scope() == SymbolScope::Dynamic)
                    .map(|s| s.name().expect("name").to_owned()),
            );
            others.push(name);
        }
    }
    let (strong, weak, object) = found.expect("the library's object");
    Members {
        architecture: architecture.expect("members"),
        strong,
        weak,
        object,
        others,
        clashing,
    }
}

/// Like the iOS archives, each holds, per architecture, the library's object whose only global symbols
/// are the header's functions, with `rust_eh_personality` (named by the other members' unwind tables)
/// weak, and otherwise only compiler-builtins, whose symbols are hidden or weak (and on Windows the
/// import members of the DLLs std names): a program can link it beside another Rust static library.
fn assert_only_the_pd_functions_global(what: &str, data: &[u8], prefix: &str) -> Members {
    let found = members(data);
    let functions: BTreeSet<String> = committed_functions()
        .iter()
        .map(|f| format!("{prefix}{f}"))
        .collect();
    assert_eq!(found.strong, functions, "{what}: strong global symbols");
    let personality = BTreeSet::from([format!("{prefix}rust_eh_personality")]);
    assert!(
        found.weak.is_subset(&personality),
        "{what}: weak {:?}",
        found.weak
    );
    assert!(
        found
            .others
            .iter()
            .all(|m| m.starts_with("compiler_builtins-") || m.contains(".dll")),
        "{what}: members {:?}",
        found.others
    );
    assert!(found.clashing.is_empty(), "{what}: {:?}", found.clashing);
    found
}

#[test]
fn prebuilt_static_libraries_keep_only_the_pd_functions_global() {
    for (file, arch) in [
        ("linux-x64/libpriests_devils.a", Architecture::X86_64),
        ("linux-arm64/libpriests_devils.a", Architecture::Aarch64),
        ("windows-x64/libpriests_devils.a", Architecture::X86_64),
    ] {
        let data = fs::read(root().join("prebuilt/c").join(file)).expect("library");
        let found = assert_only_the_pd_functions_global(file, &data, "");
        assert_eq!(found.architecture, arch, "{file}");
    }
    let data =
        fs::read(root().join("prebuilt/c/macos-universal/libpriests_devils.a")).expect("lib");
    let fat = MachOFatFile32::parse(&*data).expect("a universal archive");
    let mut slices = BTreeSet::new();
    for arch in fat.arches() {
        let slice = arch.data(&*data).expect("slice");
        let found = assert_only_the_pd_functions_global("macos-universal", slice, "_");
        let (platform, min) = apple_min_os::<macho::MachHeader64<Endianness>>(&found.object);
        assert_eq!(platform, macho::PLATFORM_MACOS);
        let oldest = if found.architecture == Architecture::Aarch64 {
            (11, 0)
        } else {
            (10, 13)
        };
        assert!(
            min <= oldest,
            "{:?}: minimum macOS {min:?}",
            found.architecture
        );
        slices.insert(format!("{:?}", found.architecture));
    }
    assert_eq!(slices, BTreeSet::from(["Aarch64".into(), "X86_64".into()]));
}

/// The C guide's plain flags (docs/c-api.md) for the static libraries name what their manifest says
/// they need.
#[test]
fn c_guide_links_each_static_library_with_the_libraries_it_needs() {
    let readme = fs::read_to_string(root().join("docs/c-api.md")).expect("docs/c-api.md");
    for entry in prebuilt_manifest() {
        let needs: Vec<&str> = entry["native_static_libs"]
            .as_array()
            .expect("native_static_libs")
            .iter()
            .filter_map(Value::as_str)
            .collect();
        let flags = format!("$PD/lib/libpriests_devils.a {}`", needs.join(" "));
        assert!(
            readme.contains(&flags),
            "docs/c-api.md lacks `{flags}` for {}",
            entry["file"]
        );
    }
}
