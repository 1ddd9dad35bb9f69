//! The prebuilt native binaries committed in the Unity package (`Plugins/<platform>/`, made by
//! `scripts/build-plugins.sh`): the manifest matches the files, every binary was built from the current
//! sources and exports exactly the header's `pd_` functions, each platform's loader requirements hold,
//! and the C test program passes against the binaries this machine can run (Wine, node, qemu).
//!
//! The cross-run tests skip with a note when their tools are missing, unless `PD_REQUIRE_CROSS` or `CI`
//! is set (`.ci/run` installs the tools and sets it).

mod support;

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use object::read::archive::ArchiveFile;
use object::read::elf::{Dyn as _, FileHeader, ProgramHeader as _};
use object::read::macho::{FatArch as _, LoadCommandVariant, MachHeader, MachOFatFile32};
use object::{elf, macho, Endianness, Object, ObjectSymbol};
use serde_json::Value;
use sha2::{Digest, Sha256};

use support::{assert_all_passed, root, run};

/// Every platform the package ships, and its binary.
const PLATFORMS: [(&str, &str); 9] = [
    ("linux-x64", "libpriests_devils.so"),
    ("linux-arm64", "libpriests_devils.so"),
    ("win-x64", "priests_devils.dll"),
    ("osx-universal", "priests_devils.bundle"),
    ("ios-arm64", "libpriests_devils.a"),
    ("ios-arm64-sim", "libpriests_devils.a"),
    ("android-arm64", "libpriests_devils.so"),
    ("android-armv7", "libpriests_devils.so"),
    ("webgl", "libpriests_devils.a"),
];

const REBUILD: &str = "run scripts/build-plugins.sh and commit the package's Plugins/ folder";

fn plugins() -> PathBuf {
    root().join("unity-sample/Packages/com.priestsdevils.solver/Plugins")
}

fn binary(platform: &str) -> Vec<u8> {
    let (_, file) = PLATFORMS
        .iter()
        .find(|(p, _)| *p == platform)
        .expect("known platform");
    let path = plugins().join(platform).join(file);
    fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}; {REBUILD}", path.display()))
}

fn manifest() -> Vec<Value> {
    let text = fs::read_to_string(plugins().join("manifest.json")).expect("Plugins/manifest.json");
    let json: Value = serde_json::from_str(&text).expect("manifest is JSON");
    json["files"]
        .as_array()
        .expect("manifest lists files")
        .clone()
}

/// The functions `include/priests_devils.h` declares for the library to export: every `pd_` function
/// but those the header itself defines (`static inline`, compiled into the caller).
fn header_functions() -> BTreeSet<String> {
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

fn sha256(data: &[u8]) -> String {
    Sha256::digest(data)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The build stamps (`source digest`, `version`) found in a binary: one per architecture slice.
fn stamps(data: &[u8]) -> Vec<(String, String)> {
    const MARK: &[u8] = b"priests_devils build: source ";
    let mut found = Vec::new();
    let mut rest = data;
    while let Some(at) = rest.windows(MARK.len()).position(|w| w == MARK) {
        let tail = &rest[at + MARK.len()..];
        let end = tail
            .iter()
            .position(|&b| b == 0)
            .expect("stamp is NUL-terminated");
        let text = String::from_utf8_lossy(&tail[..end]).into_owned();
        let (digest, version) = text.split_once(", version ").expect("stamp shape");
        found.push((digest.to_owned(), version.to_owned()));
        rest = &tail[end..];
    }
    found
}

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
        assert_eq!(
            entry["source_digest"].as_str(),
            Some(env!("PD_SOURCE_DIGEST")),
            "{file}; {REBUILD}"
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

/// A binary built before the last change to the library's sources (the C ABI included) fails here.
#[test]
fn every_binary_was_built_from_the_current_sources() {
    for (platform, _) in PLATFORMS {
        let found = stamps(&binary(platform));
        let slices = if platform == "osx-universal" { 2 } else { 1 };
        assert_eq!(found.len(), slices, "{platform}: build stamps {found:?}");
        for (digest, version) in found {
            assert_eq!(
                version,
                env!("CARGO_PKG_VERSION"),
                "{platform}: crate version; {REBUILD}"
            );
            assert_eq!(
                digest,
                env!("PD_SOURCE_DIGEST"),
                "Plugins/{platform} was built from other sources than these (src/ changed since): {REBUILD}"
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

/// The platform names whose `enabled:` is 1 in a PluginImporter `.meta` (serializedVersion 2 layout).
fn enabled_platforms(meta: &str) -> Vec<String> {
    let lines: Vec<&str> = meta.lines().collect();
    let mut enabled = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        if line.trim() == "- first:" {
            // `Standalone: Linux64`, `Android: Android`, `iPhone: iOS`: the player is after the colon.
            let (group, player) = lines[i + 1].trim().split_once(':').unwrap_or_default();
            let name = if player.trim().is_empty() {
                group
            } else {
                player.trim()
            }
            .to_owned();
            let on = lines[i + 2..]
                .iter()
                .take(3)
                .any(|l| l.trim() == "enabled: 1");
            if on {
                enabled.push(name);
            }
        }
    }
    enabled
}

// ------------------------------------------------------------------------------------- ELF (.so)

struct Elf {
    machine: u16,
    needed: Vec<String>,
    exports: BTreeSet<String>,
    imports: BTreeSet<String>,
    glibc_versions: Vec<(u32, u32)>,
    load_alignments: Vec<u64>,
}

fn read_elf<H: FileHeader<Endian = Endianness>>(data: &[u8]) -> Elf {
    let header = H::parse(data).expect("ELF header");
    let endian = header.endian().expect("endianness");
    let sections = header.sections(endian, data).expect("section table");
    let (dynamic, link) = sections
        .dynamic(endian, data)
        .expect("dynamic")
        .expect(".dynamic");
    let strings = sections
        .strings(endian, data, link)
        .expect("dynamic strings");
    let needed = dynamic
        .iter()
        .filter(|d| d.tag32(endian) == Some(elf::DT_NEEDED))
        .map(|d| {
            let name = d.string(endian, strings).expect("DT_NEEDED name");
            String::from_utf8_lossy(name).into_owned()
        })
        .collect();
    let file = object::File::parse(data).expect("object");
    let mut exports = BTreeSet::new();
    let mut imports = BTreeSet::new();
    for symbol in file.dynamic_symbols() {
        let name = symbol.name().expect("symbol name").to_owned();
        if symbol.is_undefined() {
            imports.insert(name);
        } else if symbol.is_global() {
            exports.insert(name);
        }
    }
    let mut glibc_versions = Vec::new();
    if let Some(verneed) = sections.gnu_verneed(endian, data).expect("verneed") {
        let (mut needs, _) = verneed;
        while let Some((_, mut auxes)) = needs.next().expect("verneed entry") {
            while let Some(aux) = auxes.next().expect("vernaux entry") {
                let name =
                    String::from_utf8_lossy(aux.name(endian, strings).expect("name")).into_owned();
                if let Some(v) = name.strip_prefix("GLIBC_") {
                    let mut parts = v.split('.').map(|p| p.parse::<u32>().unwrap_or(0));
                    glibc_versions.push((parts.next().unwrap_or(0), parts.next().unwrap_or(0)));
                }
            }
        }
    }
    let load_alignments = header
        .program_headers(endian, data)
        .expect("program headers")
        .iter()
        .filter(|p| p.p_type(endian) == elf::PT_LOAD)
        .map(|p| p.p_align(endian).into())
        .collect();
    Elf {
        machine: header.e_machine(endian),
        needed,
        exports,
        imports,
        glibc_versions,
        load_alignments,
    }
}

fn elf(platform: &str) -> Elf {
    let data = binary(platform);
    match object::FileKind::parse(&*data).expect("file kind") {
        object::FileKind::Elf64 => read_elf::<elf::FileHeader64<Endianness>>(&data),
        object::FileKind::Elf32 => read_elf::<elf::FileHeader32<Endianness>>(&data),
        other => panic!("{platform}: not ELF but {other:?}"),
    }
}

#[test]
fn linux_libraries_export_the_header_and_run_on_glibc_2_31() {
    for (platform, machine) in [
        ("linux-x64", elf::EM_X86_64),
        ("linux-arm64", elf::EM_AARCH64),
    ] {
        let lib = elf(platform);
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
        let lib = elf(platform);
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

/// Minimum OS (major, minor) and platform of a Mach-O, from LC_BUILD_VERSION or LC_VERSION_MIN_*.
fn apple_min_os<Mach: MachHeader<Endian = Endianness>>(data: &[u8]) -> (u32, (u32, u32)) {
    let header = Mach::parse(data, 0).expect("Mach-O header");
    let endian = header.endian().expect("endianness");
    let mut commands = header
        .load_commands(endian, data, 0)
        .expect("load commands");
    while let Some(command) = commands.next().expect("load command") {
        let version = |v: u32| (v >> 16, (v >> 8) & 0xff);
        match command.variant().expect("variant") {
            LoadCommandVariant::BuildVersion(b) => {
                return (b.platform.get(endian), version(b.minos.get(endian)))
            }
            LoadCommandVariant::VersionMin(v) => {
                let platform = match command.cmd() {
                    macho::LC_VERSION_MIN_MACOSX => macho::PLATFORM_MACOS,
                    _ => macho::PLATFORM_IOS,
                };
                return (platform, version(v.version.get(endian)));
            }
            _ => {}
        }
    }
    panic!("no minimum OS version")
}

/// Checks the ad-hoc code signature of a Mach-O slice: every page hash matches (Apple silicon refuses
/// to run unsigned or wrongly signed code). Returns the number of pages checked.
fn verify_code_signature(data: &[u8]) -> usize {
    let header = macho::MachHeader64::<Endianness>::parse(data, 0).expect("64-bit Mach-O");
    let endian = header.endian().expect("endianness");
    let mut commands = header
        .load_commands(endian, data, 0)
        .expect("load commands");
    let mut signature = None;
    while let Some(command) = commands.next().expect("load command") {
        if command.cmd() == macho::LC_CODE_SIGNATURE {
            let c: &macho::LinkeditDataCommand<Endianness> = command.data().expect("linkedit data");
            signature = Some((
                c.dataoff.get(endian) as usize,
                c.datasize.get(endian) as usize,
            ));
        }
    }
    let (offset, size) = signature.expect("LC_CODE_SIGNATURE: the arm64 slice must be signed");
    let blob = &data[offset..offset + size];
    let be = |at: usize| u32::from_be_bytes(blob[at..at + 4].try_into().expect("4 bytes")) as usize;
    assert_eq!(be(0), 0xfade_0cc0, "embedded signature superblob");
    let directory = (0..be(8))
        .map(|i| be(12 + 8 * i + 4))
        .find(|&at| be(at) == 0xfade_0c02)
        .expect("a code directory");
    let cd = &blob[directory..];
    let word = |at: usize| u32::from_be_bytes(cd[at..at + 4].try_into().expect("4 bytes")) as usize;
    let (hash_offset, code_slots, code_limit) = (word(16), word(28), word(32));
    let (hash_size, hash_type, page_shift) = (cd[36] as usize, cd[37], cd[39]);
    assert_eq!((hash_size, hash_type), (32, 2), "SHA-256 page hashes");
    let page = 1usize << page_shift;
    for slot in 0..code_slots {
        let start = slot * page;
        let end = (start + page).min(code_limit);
        let expected = &cd[hash_offset + slot * hash_size..hash_offset + (slot + 1) * hash_size];
        assert_eq!(
            Sha256::digest(&data[start..end]).as_slice(),
            expected,
            "page {slot}"
        );
    }
    code_slots
}

#[test]
fn macos_bundle_is_universal_signed_and_exports_the_header() {
    let data = binary("osx-universal");
    let fat = MachOFatFile32::parse(&*data).expect("a universal (fat) Mach-O");
    let mut arches = BTreeSet::new();
    for arch in fat.arches() {
        let slice = arch.data(&*data).expect("slice");
        let file = object::File::parse(slice).expect("Mach-O slice");
        let exports: BTreeSet<String> = file
            .exports()
            .expect("exports")
            .iter()
            .map(|e| {
                String::from_utf8_lossy(e.name())
                    .trim_start_matches('_')
                    .to_owned()
            })
            .collect();
        assert_eq!(exports, header_functions(), "{:?}", file.architecture());
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

/// The features named in a wasm object's `target_features` section, with their prefix (`+` used,
/// `-` disallowed, `=` required).
fn wasm_target_features(object: &[u8]) -> Vec<String> {
    fn leb(data: &[u8], at: &mut usize) -> usize {
        let (mut value, mut shift) = (0usize, 0);
        loop {
            let byte = data[*at];
            *at += 1;
            value |= usize::from(byte & 0x7f) << shift;
            shift += 7;
            if byte & 0x80 == 0 {
                return value;
            }
        }
    }
    assert_eq!(&object[..4], b"\0asm", "a wasm object");
    let mut at = 8;
    while at < object.len() {
        let id = object[at];
        at += 1;
        let size = leb(object, &mut at);
        let end = at + size;
        if id == 0 {
            let mut p = at;
            let len = leb(object, &mut p);
            if &object[p..p + len] == b"target_features" {
                p += len;
                let count = leb(object, &mut p);
                return (0..count)
                    .map(|_| {
                        let prefix = object[p] as char;
                        p += 1;
                        let len = leb(object, &mut p);
                        p += len;
                        format!("{prefix}{}", String::from_utf8_lossy(&object[p - len..p]))
                    })
                    .collect();
            }
        }
        at = end;
    }
    Vec::new()
}

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

// -------------------------------------------------------------------------- running the C program

/// Whether a tool is on PATH; when it is not and cross runs are required, the test fails.
fn have(tool: &str) -> bool {
    let found = Command::new("sh")
        .arg("-c")
        .arg(format!("command -v {tool}"))
        .output()
        .is_ok_and(|o| o.status.success());
    if !found {
        let required =
            std::env::var_os("PD_REQUIRE_CROSS").is_some() || std::env::var_os("CI").is_some();
        assert!(!required, "{tool} is not installed (.ci/run installs it)");
        eprintln!("skipped: {tool} is not installed (.ci/run installs the cross tools)");
    }
    found
}

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("plugins")
        .join(name);
    fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

/// `compiler` (gcc, a cross gcc or emcc) compiling `tests/c/abi_test.c` against the committed header;
/// callers add the library and the output.
fn c_test(compiler: &str) -> Command {
    let mut cmd = Command::new(compiler);
    cmd.args(["-std=c11", "-O1", "-I"])
        .arg(root().join("include"))
        .arg(root().join("tests/c/abi_test.c"));
    cmd
}

#[test]
fn c_program_passes_against_the_linux_x64_binary() {
    let dir = scratch("linux-x64");
    let lib = plugins().join("linux-x64");
    let exe = dir.join("abi_test");
    run(c_test("gcc")
        .arg("-L")
        .arg(&lib)
        .arg(format!("-Wl,-rpath,{}", lib.display()))
        .args(["-lpriests_devils", "-o"])
        .arg(&exe));
    assert_all_passed(&run(&mut Command::new(&exe)));
}

#[test]
fn c_program_passes_against_the_linux_arm64_binary_under_qemu() {
    if !have("aarch64-linux-gnu-gcc") || !have("qemu-aarch64") {
        return;
    }
    let dir = scratch("linux-arm64");
    let lib = plugins().join("linux-arm64");
    let exe = dir.join("abi_test");
    run(c_test("aarch64-linux-gnu-gcc")
        .arg("-L")
        .arg(&lib)
        .args(["-lpriests_devils", "-o"])
        .arg(&exe));
    let out = run(Command::new("qemu-aarch64")
        .args(["-L", "/usr/aarch64-linux-gnu", "-E"])
        .arg(format!("LD_LIBRARY_PATH={}", lib.display()))
        .arg(&exe));
    assert_all_passed(&out);
}

/// Wine 8 lacks `bcryptprimitives.dll` (Rust's std imports `ProcessPrng` from it; every Windows 10+
/// has it): a test-only stand-in built from `tests/c/wine/bcryptprimitives.c` sits beside the program.
#[test]
fn c_program_passes_against_the_windows_binary_under_wine() {
    if !have("x86_64-w64-mingw32-gcc") || !have("wine") {
        return;
    }
    let dir = scratch("win-x64");
    fs::copy(
        plugins().join("win-x64/priests_devils.dll"),
        dir.join("priests_devils.dll"),
    )
    .expect("copy dll");
    run(Command::new("x86_64-w64-mingw32-gcc")
        .args(["-shared", "-O1", "-o"])
        .arg(dir.join("bcryptprimitives.dll"))
        .arg(root().join("tests/c/wine/bcryptprimitives.c"))
        .arg(root().join("tests/c/wine/bcryptprimitives.def"))
        .arg("-ladvapi32"));
    run(c_test("x86_64-w64-mingw32-gcc")
        .arg(dir.join("priests_devils.dll"))
        .arg("-o")
        .arg(dir.join("abi_test.exe")));
    let out = run(Command::new("wine")
        .arg(dir.join("abi_test.exe"))
        .env("WINEPREFIX", scratch("wine-prefix"))
        .env("WINEDEBUG", "-all")
        .env("WINEDLLOVERRIDES", "mscoree,mshtml=")
        .env_remove("DISPLAY"));
    assert_all_passed(&out.replace('\r', ""));
}

#[test]
fn c_program_passes_against_the_webgl_binary_under_node() {
    if !have("emcc") || !have("node") {
        return;
    }
    let dir = scratch("webgl");
    let js = dir.join("abi_test.js");
    run(c_test("emcc")
        .arg(plugins().join("webgl/libpriests_devils.a"))
        .arg("-o")
        .arg(&js));
    assert_all_passed(&run(Command::new("node")
        .arg("--no-experimental-fetch")
        .arg(&js)));
}
