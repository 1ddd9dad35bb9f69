//! Checks of the prebuilt native binaries committed in the Unity package, by reading them: the manifest
//! matches the files and this crate version, every binary exports exactly the header's `pd_` functions,
//! each platform's loader requirements hold, and every binary has a `.meta` enabling its platform.
//! Running them is `tests/plugin_runs.rs`.

mod plugins;
mod support;

use std::collections::BTreeSet;
use std::fs;

use object::read::archive::ArchiveFile;
use object::read::macho::{FatArch as _, MachOFatFile32};
use object::{elf, macho, Endianness, Object, ObjectSymbol};

use plugins::formats::{
    apple_min_os, enabled_platforms, macho_exports, read_any_elf, sha256, stamps,
    verify_code_signature, wasm_target_features,
};
use plugins::{binary, header_functions, manifest, plugins, PLATFORMS, REBUILD};
use support::root;

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
        let file = entry["file"].as_str().expect("file");
        let data = fs::read(plugins().join(file)).expect("listed file exists");
        assert_eq!(
            entry["size"].as_u64(),
            Some(data.len() as u64),
            "{file}: size; {REBUILD}"
        );
        assert_eq!(
            entry["sha256"].as_str(),
            Some(sha256(&data).as_str()),
            "{file}: SHA-256; {REBUILD}"
        );
        assert_eq!(
            entry["version"].as_str(),
            Some(env!("CARGO_PKG_VERSION")),
            "{file}: version"
        );
        assert_eq!(
            entry["abi_version"].as_u64(),
            Some(u64::from(priests_devils::ffi::PD_ABI_VERSION)),
            "{file}: ABI version; {REBUILD}"
        );
        assert!(
            entry["rustc"]
                .as_str()
                .is_some_and(|r| r.starts_with("rustc ")),
            "{file}: toolchain"
        );
    }
    // Nothing else sits in the platform folders (a stray binary would ship without an entry).
    for (platform, _) in PLATFORMS {
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
    for (platform, file) in PLATFORMS {
        let entry = entries
            .iter()
            .find(|e| e["file"].as_str() == Some(format!("{platform}/{file}").as_str()))
            .expect("listed");
        let found = stamps(&binary(platform));
        let slices = if platform == "osx-universal" { 2 } else { 1 };
        assert_eq!(found.len(), slices, "{platform}: build stamps {found:?}");
        for (digest, version) in found {
            assert_eq!(
                version,
                env!("CARGO_PKG_VERSION"),
                "{platform}: built as version {version}, the crate is {}: {REBUILD}",
                env!("CARGO_PKG_VERSION")
            );
            assert_eq!(
                entry["source_digest"].as_str(),
                Some(digest.as_str()),
                "{platform}: the manifest's source digest is not the binary's; {REBUILD}"
            );
        }
    }
}

/// Unity deletes a `.meta` whose asset is missing and imports a binary without one with default
/// settings (every platform): each binary and folder has one, enabling the binary for its platform only.
/// Two ship disabled, because a player that enabled both binaries of a platform would fail to build:
/// the iOS Simulator archive (enable it instead of the device one for a Simulator build) and Linux arm64
/// (for Unity's Linux arm64 players, instead of the x86_64 one).
#[test]
fn every_binary_has_a_meta_enabling_its_platform_only() {
    let expected = [
        ("linux-x64", Some("Linux64")),
        ("linux-arm64", None),
        ("win-x64", Some("Win64")),
        ("osx-universal", Some("OSXUniversal")),
        ("ios-arm64", Some("iOS")),
        ("ios-arm64-sim", None),
        ("android-arm64", Some("Android")),
        ("android-armv7", Some("Android")),
        ("webgl", Some("WebGL")),
    ];
    for (platform, file) in PLATFORMS {
        assert!(
            plugins().join(format!("{platform}.meta")).exists(),
            "{platform}.meta"
        );
        let meta = fs::read_to_string(plugins().join(platform).join(format!("{file}.meta")))
            .unwrap_or_else(|e| panic!("{platform}/{file}.meta: {e}"));
        assert!(meta.contains("PluginImporter:"), "{platform}");
        let (_, unity) = expected
            .iter()
            .find(|(p, _)| *p == platform)
            .expect("mapped");
        let enabled = enabled_platforms(&meta);
        let players: Vec<&str> = enabled
            .iter()
            .map(String::as_str)
            .filter(|p| *p != "Editor")
            .collect();
        assert_eq!(
            players,
            unity.iter().copied().collect::<Vec<_>>(),
            "{platform}: enabled {enabled:?}"
        );
        // The editor loads the desktop binaries of its own OS only.
        let editor = enabled.iter().any(|p| p == "Editor");
        assert_eq!(
            editor,
            ["linux-x64", "win-x64", "osx-universal"].contains(&platform),
            "{platform}: editor"
        );
    }
}

#[test]
fn linux_libraries_export_the_header_and_run_on_glibc_2_31() {
    for (platform, machine) in [
        ("linux-x64", elf::EM_X86_64),
        ("linux-arm64", elf::EM_AARCH64),
    ] {
        let lib = read_any_elf(platform, &binary(platform));
        assert_eq!(lib.machine, machine, "{platform}");
        assert_eq!(
            lib.exports,
            header_functions(),
            "{platform}: exported symbols"
        );
        let newest = lib.glibc_versions.iter().max().copied().unwrap_or_default();
        assert!(
            newest <= (2, 31),
            "{platform} needs glibc {newest:?}: Ubuntu 20.04 has 2.31"
        );
        for needed in &lib.needed {
            assert!(
                [
                    "libc.so.6",
                    "libpthread.so.0",
                    "libdl.so.2",
                    "libm.so.6",
                    "ld-linux"
                ]
                .iter()
                .any(|ok| needed.starts_with(ok)),
                "{platform} needs {needed}"
            );
        }
    }
}

#[test]
fn android_libraries_fit_android_15_and_import_only_bionic() {
    let allowed: BTreeSet<String> =
        fs::read_to_string(root().join("scripts/plugins/android-imports.txt"))
            .expect("android-imports.txt")
            .lines()
            .filter(|l| !l.starts_with('#'))
            .filter_map(|l| l.split_whitespace().nth(1).map(str::to_owned))
            .collect();
    for (platform, machine) in [
        ("android-arm64", elf::EM_AARCH64),
        ("android-armv7", elf::EM_ARM),
    ] {
        let lib = read_any_elf(platform, &binary(platform));
        assert_eq!(lib.machine, machine, "{platform}");
        assert_eq!(
            lib.exports,
            header_functions(),
            "{platform}: exported symbols"
        );
        assert!(!lib.load_alignments.is_empty());
        for align in &lib.load_alignments {
            assert!(
                *align >= 16384,
                "{platform}: LOAD segment aligned to {align}, Android 15 needs 16 KB"
            );
        }
        for needed in &lib.needed {
            assert!(
                ["libc.so", "libdl.so", "libm.so", "liblog.so"].contains(&needed.as_str()),
                "{needed}"
            );
        }
        let unexpected: Vec<&String> = lib.imports.difference(&allowed).collect();
        assert!(
            unexpected.is_empty(),
            "{platform} imports {unexpected:?}, not in android-imports.txt"
        );
    }
}

// -------------------------------------------------------------------------------- Windows (.dll)

#[test]
fn windows_dll_exports_the_header_and_imports_only_system_dlls() {
    let data = binary("win-x64");
    let file = object::File::parse(&*data).expect("PE");
    assert_eq!(file.architecture(), object::Architecture::X86_64);
    let exports: BTreeSet<String> = file
        .exports()
        .expect("exports")
        .iter()
        .map(|e| String::from_utf8_lossy(e.name()).into_owned())
        .collect();
    assert_eq!(exports, header_functions());
    let dlls: BTreeSet<String> = file
        .imports()
        .expect("imports")
        .iter()
        .map(|i| String::from_utf8_lossy(i.library()).to_ascii_lowercase())
        .collect();
    for dll in &dlls {
        let system = [
            "kernel32.dll",
            "ntdll.dll",
            "msvcrt.dll",
            "userenv.dll",
            "ws2_32.dll",
            "bcryptprimitives.dll",
        ]
        .contains(&dll.as_str())
            || dll.starts_with("api-ms-win-core-");
        assert!(
            system,
            "the DLL imports {dll}: not a system DLL (MinGW runtime or vcruntime?)"
        );
    }
}

// ------------------------------------------------------------------------------- Apple (Mach-O)

#[test]
fn macos_bundle_is_universal_signed_and_exports_the_header() {
    let data = binary("osx-universal");
    let fat = MachOFatFile32::parse(&*data).expect("a universal (fat) Mach-O");
    let mut arches = BTreeSet::new();
    for arch in fat.arches() {
        let slice = arch.data(&*data).expect("slice");
        let file = object::File::parse(slice).expect("Mach-O slice");
        assert_eq!(
            macho_exports(slice),
            header_functions(),
            "{:?}",
            file.architecture()
        );
        let libraries: Vec<String> = file
            .imports()
            .expect("imports")
            .iter()
            .map(|i| String::from_utf8_lossy(i.library()).into_owned())
            .collect();
        assert!(
            libraries.iter().all(|l| l == "/usr/lib/libSystem.B.dylib"),
            "{libraries:?}"
        );
        let (platform, min) = apple_min_os::<macho::MachHeader64<Endianness>>(slice);
        assert_eq!(platform, macho::PLATFORM_MACOS);
        match file.architecture() {
            object::Architecture::Aarch64 => {
                assert!(min <= (11, 0), "arm64 minimum macOS {min:?}");
                assert!(verify_code_signature(slice) > 0);
            }
            object::Architecture::X86_64 => {
                assert!(min <= (10, 13), "x86_64 minimum macOS {min:?}")
            }
            other => panic!("unexpected slice {other:?}"),
        }
        arches.insert(format!("{:?}", file.architecture()));
    }
    assert_eq!(arches.len(), 2, "arm64 and x86_64 slices: {arches:?}");
}

/// iOS links every plug-in into one app: the archive must define no global symbol but the `pd_`
/// functions (two Rust libraries would clash on std's), and leave only system names undefined.
#[test]
fn ios_archives_keep_only_the_pd_functions_global() {
    let expected: BTreeSet<String> = header_functions().iter().map(|f| format!("_{f}")).collect();
    for (platform, apple_platform) in [
        ("ios-arm64", macho::PLATFORM_IOS),
        ("ios-arm64-sim", macho::PLATFORM_IOSSIMULATOR),
    ] {
        let data = binary(platform);
        let archive = ArchiveFile::parse(&*data).expect("an ar archive");
        let mut globals = BTreeSet::new();
        for member in archive.members() {
            let member = member.expect("member");
            let bytes = member.data(&*data).expect("member data");
            let file = object::File::parse(bytes).expect("Mach-O object");
            assert_eq!(
                file.architecture(),
                object::Architecture::Aarch64,
                "{platform}"
            );
            assert_eq!(
                apple_min_os::<macho::MachHeader64<Endianness>>(bytes).0,
                apple_platform,
                "{platform}"
            );
            for symbol in file.symbols() {
                let name = symbol.name().expect("name");
                if symbol.is_global() && !symbol.is_undefined() {
                    globals.insert(name.to_owned());
                }
                if symbol.is_undefined() {
                    assert!(
                        !name.starts_with("__R") && !name.contains("rust"),
                        "{platform}: undefined Rust symbol {name}"
                    );
                }
            }
        }
        assert_eq!(globals, expected, "{platform}: global symbols");
    }
}

// ---------------------------------------------------------------------------------- WebGL (wasm)

/// Unity 2022.3 links WebGL plug-ins with emscripten 3.1.8, which rejects objects using post-MVP wasm
/// features such as bulk-memory (Rust 1.87+ enables it by default).
#[test]
fn webgl_archive_uses_no_post_mvp_wasm_feature() {
    let data = binary("webgl");
    let archive = ArchiveFile::parse(&*data).expect("an ar archive");
    let mut objects = 0;
    for member in archive.members() {
        let member = member.expect("member");
        let bytes = member.data(&*data).expect("member data");
        if !bytes.starts_with(b"\0asm") {
            continue;
        }
        objects += 1;
        let used: Vec<String> = wasm_target_features(bytes)
            .into_iter()
            .filter(|f| f.starts_with('+'))
            .collect();
        assert!(
            used.is_empty(),
            "{}: uses {used:?}",
            String::from_utf8_lossy(member.name())
        );
    }
    assert!(objects > 0);
}

/// Fat LTO leaves one object holding the library and std. Its global symbols are the `pd_` functions
/// and two that the Rust runtime needs and no wasm tool here can make local (`rust_eh_personality`,
/// std's empty-panic payload): a second Rust static library in the same WebGL player would clash on
/// them. This pins that set, so nothing else leaks; compiler-builtins' member is only pulled in when
/// referenced, and its intrinsics are weak.
#[test]
fn webgl_archive_exports_the_pd_functions_and_only_two_runtime_symbols() {
    let data = binary("webgl");
    let archive = ArchiveFile::parse(&*data).expect("an ar archive");
    let mut library = None;
    for member in archive.members() {
        let member = member.expect("member");
        if member.name().starts_with(b"priests_devils") {
            assert!(library.is_none(), "one library object");
            library = Some(member.file_range().0);
        }
    }
    let library = library.expect("the library's object");
    let mut globals = BTreeSet::new();
    for symbol in archive
        .symbols()
        .expect("symbol index")
        .expect("the archive has a symbol index")
    {
        let symbol = symbol.expect("symbol");
        let member = archive.member(symbol.offset()).expect("member of symbol");
        if member.file_range().0 == library {
            globals.insert(String::from_utf8_lossy(symbol.name()).into_owned());
        }
    }
    let runtime: BTreeSet<String> = globals
        .iter()
        .filter(|s| !s.starts_with("pd_"))
        .cloned()
        .collect();
    assert_eq!(
        globals
            .difference(&runtime)
            .cloned()
            .collect::<BTreeSet<_>>(),
        header_functions()
    );
    assert_eq!(runtime.len(), 2, "{runtime:?}");
    assert!(
        runtime.contains("rust_eh_personality")
            && runtime.iter().any(|s| s.ends_with("EMPTY_PANIC")),
        "{runtime:?}"
    );
}
