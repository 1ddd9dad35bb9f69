//! Checks of the prebuilt native binaries committed in the Unity package, by reading them: every binary
//! is built for its CPU and exports exactly the header's `pd_` functions, and each platform's loader
//! requirements hold (system imports, minimum OS versions, page alignment, symbol visibility). The
//! manifest is `tests/artifacts/plugin_manifest.rs`, the `.meta` files `tests/artifacts/plugin_selection.rs`, and running
//! the binaries `tests/artifacts/plugin_runs.rs`.

use crate::support;
#[path = "plugin_checks/enum_values.rs"]
mod enum_values;

use std::collections::BTreeSet;
use std::fs;

use object::pe::{IMAGE_FILE_MACHINE_AMD64, IMAGE_FILE_MACHINE_ARM64};
use object::read::archive::ArchiveFile;
use object::read::macho::{FatArch as _, MachOFatFile32};
use object::read::pe::PeFile64;
use object::{elf, macho, Endianness, Object, ObjectSymbol};

use support::plugins::formats::{
    apple_min_os, macho_exports, read_any_elf, verify_code_signature, wasm_imports,
    wasm_target_features, Elf,
};
use support::plugins::{binary, committed_functions, PLATFORMS};
use support::root;

/// The platforms this file's tests check, each by a test of its own below.
const CHECKED: [&str; 11] = [
    "linux-x64",
    "linux-arm64",
    "android-arm64",
    "android-armv7",
    "android-x64",
    "win-x64",
    "win-arm64",
    "osx-universal",
    "ios-arm64",
    "ios-simulator",
    "webgl",
];

/// A platform added to `platforms.toml` fails here until its binary's checks are written (and a removed
/// one until they are removed).
#[test]
fn every_shipped_platform_is_checked() {
    let shipped: BTreeSet<&str> = PLATFORMS.iter().map(|(p, _)| *p).collect();
    assert_eq!(
        BTreeSet::from(CHECKED),
        shipped,
        "platforms.toml's [[unity]] rows and the platforms tests/artifacts/plugin_checks.rs checks differ"
    );
}

/// The shipped ELF library of `platform`, checked to be built for `machine` and to export exactly the
/// header's functions.
fn shipped_elf(platform: &str, machine: u16) -> Elf {
    let lib = read_any_elf(platform, &binary(platform));
    assert_eq!(lib.machine, machine, "{platform}");
    assert_eq!(
        lib.exports,
        committed_functions(),
        "{platform}: exported symbols"
    );
    lib
}

#[test]
fn linux_libraries_export_the_header_and_run_on_glibc_2_31() {
    for (platform, machine) in [
        ("linux-x64", elf::EM_X86_64),
        ("linux-arm64", elf::EM_AARCH64),
    ] {
        let lib = shipped_elf(platform, machine);
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
        ("android-x64", elf::EM_X86_64),
    ] {
        let lib = shipped_elf(platform, machine);
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

/// Both DLLs import only DLLs every Windows 10 has (no MinGW runtime, no `vcruntime`: the ARM64 one uses
/// the UCRT, part of Windows since 10, through its `api-ms-win-crt-*` sets) and declare a subsystem
/// version Windows 10 accepts.
#[test]
fn windows_dlls_export_the_header_and_import_only_system_dlls() {
    for (platform, machine) in [
        ("win-x64", IMAGE_FILE_MACHINE_AMD64),
        ("win-arm64", IMAGE_FILE_MACHINE_ARM64),
    ] {
        let data = binary(platform);
        let pe = PeFile64::parse(&*data).expect("a 64-bit PE");
        let headers = pe.nt_headers();
        assert_eq!(
            headers.file_header.machine.get(object::LittleEndian),
            machine,
            "{platform}"
        );
        let subsystem = headers
            .optional_header
            .major_subsystem_version
            .get(object::LittleEndian);
        assert!(
            subsystem <= 10,
            "{platform}: needs subsystem version {subsystem}"
        );
        let file = object::File::parse(&*data).expect("PE");
        let exports: BTreeSet<String> = file
            .exports()
            .expect("exports")
            .iter()
            .map(|e| String::from_utf8_lossy(e.name()).into_owned())
            .collect();
        assert_eq!(
            exports,
            committed_functions(),
            "{platform}: exported symbols"
        );
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
                || dll.starts_with("api-ms-win-core-")
                || dll.starts_with("api-ms-win-crt-");
            assert!(
                system,
                "{platform} imports {dll}: not a system DLL (MinGW runtime or vcruntime?)"
            );
        }
    }
}

/// The Windows functions that set the oldest Windows a DLL loads on, with that Windows: an import of one
/// fails the load on anything older.
const WINDOWS_FLOOR_IMPORTS: [(&str, &str); 2] = [
    ("ProcessPrng", "Windows 10"),  // bcryptprimitives.dll
    ("WaitOnAddress", "Windows 8"), // api-ms-win-core-synch-l1-2-0.dll
];

/// Both package READMEs' *Minimum systems* paragraph names, of the functions that bound the Windows
/// version, exactly those the committed DLLs import, with the Windows each needs (before 0.7.0 it named
/// `ProcessPrng`, which neither DLL imports).
#[test]
fn the_readmes_name_the_windows_imports_the_dlls_have() {
    let mut imported = BTreeSet::new();
    for platform in ["win-x64", "win-arm64"] {
        let data = binary(platform);
        let file = object::File::parse(&*data).expect("PE");
        for import in file.imports().expect("imports") {
            let name = String::from_utf8_lossy(import.name()).into_owned();
            if let Some(floor) = WINDOWS_FLOOR_IMPORTS.iter().find(|(f, _)| *f == name) {
                imported.insert(*floor);
            }
        }
    }
    assert!(
        !imported.is_empty(),
        "neither DLL imports {WINDOWS_FLOOR_IMPORTS:?}: say what sets their Windows floor"
    );
    for (readme, heading) in [
        ("README.md", "**Minimum systems.**"),
        ("README.zh-CN.md", "**最低系统要求。**"),
    ] {
        let text = fs::read_to_string(root().join(support::PACKAGE).join(readme)).expect("README");
        let start = text
            .find(heading)
            .unwrap_or_else(|| panic!("{readme}: no {heading}"));
        let paragraph = &text[start..start + text[start..].find("\n\n").expect("its end")];
        for (function, windows) in WINDOWS_FLOOR_IMPORTS {
            let named = paragraph.contains(&format!("`{function}`"));
            let wanted = imported.contains(&(function, windows));
            assert_eq!(
                named, wanted,
                "{readme}: {function} named: {named}, imported: {wanted}"
            );
            if wanted {
                assert!(
                    paragraph.contains(windows),
                    "{readme}: {function} needs {windows}"
                );
            }
        }
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
            committed_functions(),
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

/// iOS links every plug-in into one app: each archive must define no global symbol but the `pd_`
/// functions (two Rust libraries would clash on std's), and leave only system names undefined. The
/// device archive is arm64 for iOS 12+; the Simulator archive is universal, arm64 (iOS 14+, the first
/// arm64 Simulator) and x86_64 (iOS 12+), both slices marked for the Simulator in `LC_BUILD_VERSION`.
#[test]
fn ios_archives_keep_only_the_pd_functions_global() {
    let expected: BTreeSet<String> = committed_functions()
        .iter()
        .map(|f| format!("_{f}"))
        .collect();
    let device = binary("ios-arm64");
    let simulator = binary("ios-simulator");
    let fat = MachOFatFile32::parse(&*simulator).expect("a universal (fat) Simulator archive");
    let mut slices = vec![("ios-arm64", &device[..], macho::PLATFORM_IOS)];
    for arch in fat.arches() {
        slices.push((
            "ios-simulator",
            arch.data(&*simulator).expect("slice"),
            macho::PLATFORM_IOSSIMULATOR,
        ));
    }
    let mut seen = BTreeSet::new();
    for (platform, data, apple_platform) in slices {
        let archive = ArchiveFile::parse(data).expect("an ar archive");
        let mut globals = BTreeSet::new();
        for member in archive.members() {
            let member = member.expect("member");
            let bytes = member.data(data).expect("member data");
            let file = object::File::parse(bytes).expect("Mach-O object");
            let (found, min) = apple_min_os::<macho::MachHeader64<Endianness>>(bytes);
            assert_eq!(
                found, apple_platform,
                "{platform}: LC_BUILD_VERSION platform"
            );
            let newest = match file.architecture() {
                object::Architecture::Aarch64 if apple_platform == macho::PLATFORM_IOSSIMULATOR => {
                    (14, 0)
                }
                object::Architecture::Aarch64 | object::Architecture::X86_64 => (12, 0),
                other => panic!("{platform}: unexpected {other:?}"),
            };
            assert!(min <= newest, "{platform}: minimum iOS {min:?}");
            seen.insert((platform, format!("{:?}", file.architecture())));
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
    let want: BTreeSet<(&str, String)> = [
        ("ios-arm64", "Aarch64"),
        ("ios-simulator", "Aarch64"),
        ("ios-simulator", "X86_64"),
    ]
    .into_iter()
    .map(|(p, a)| (p, a.to_owned()))
    .collect();
    assert_eq!(seen, want, "slices");
}

/// The C functions of Apple's required-reason APIs (Apple's "Describing use of required reason API"),
/// each with its category.
const REQUIRED_REASON_APIS: [(&str, &str); 13] = [
    ("_stat", "NSPrivacyAccessedAPICategoryFileTimestamp"),
    ("_fstat", "NSPrivacyAccessedAPICategoryFileTimestamp"),
    ("_lstat", "NSPrivacyAccessedAPICategoryFileTimestamp"),
    ("_fstatat", "NSPrivacyAccessedAPICategoryFileTimestamp"),
    ("_getattrlist", "NSPrivacyAccessedAPICategoryFileTimestamp"),
    ("_fgetattrlist", "NSPrivacyAccessedAPICategoryFileTimestamp"),
    (
        "_getattrlistat",
        "NSPrivacyAccessedAPICategoryFileTimestamp",
    ),
    (
        "_getattrlistbulk",
        "NSPrivacyAccessedAPICategoryFileTimestamp",
    ),
    (
        "_mach_absolute_time",
        "NSPrivacyAccessedAPICategorySystemBootTime",
    ),
    ("_statfs", "NSPrivacyAccessedAPICategoryDiskSpace"),
    ("_fstatfs", "NSPrivacyAccessedAPICategoryDiskSpace"),
    ("_statvfs", "NSPrivacyAccessedAPICategoryDiskSpace"),
    ("_fstatvfs", "NSPrivacyAccessedAPICategoryDiskSpace"),
];

/// The package ships an iOS privacy manifest (`Plugins/PrivacyInfo.xcprivacy`, which Unity
/// copies into the Xcode project) declaring exactly the required-reason API categories the iOS archives
/// import, each with the one reason that fits the library's use (`fstat`, from std's backtrace
/// symbolizer reading the app's own executable: C617.1, files inside the app container); its `.meta`
/// enables it for iOS alone, like the archives.
#[test]
fn the_ios_privacy_manifest_declares_the_archives_required_reason_apis() {
    let mut imported = BTreeSet::new();
    for platform in ["ios-arm64", "ios-simulator"] {
        let data = binary(platform);
        let slices: Vec<&[u8]> = match MachOFatFile32::parse(&*data) {
            Ok(fat) => fat
                .arches()
                .iter()
                .map(|a| a.data(&*data).expect("slice"))
                .collect(),
            Err(_) => vec![&data[..]],
        };
        for slice in slices {
            let archive = ArchiveFile::parse(slice).expect("an ar archive");
            for member in archive.members() {
                let bytes = member.expect("member").data(slice).expect("member data");
                let file = object::File::parse(bytes).expect("Mach-O object");
                for symbol in file.symbols().filter(|s| s.is_undefined()) {
                    let name = symbol.name().expect("name");
                    if let Some((_, category)) =
                        REQUIRED_REASON_APIS.iter().find(|(f, _)| *f == name)
                    {
                        imported.insert(*category);
                    }
                }
            }
        }
    }
    assert!(
        imported.contains("NSPrivacyAccessedAPICategoryFileTimestamp"),
        "{imported:?}"
    );
    let folder = support::plugins::plugins();
    let manifest = fs::read_to_string(folder.join("PrivacyInfo.xcprivacy"))
        .expect("Plugins/PrivacyInfo.xcprivacy");
    let strings: Vec<&str> = manifest
        .split("<string>")
        .skip(1)
        .map(|s| &s[..s.find("</string>").expect("</string>")])
        .collect();
    let declared: BTreeSet<&str> = strings
        .iter()
        .copied()
        .filter(|s| s.starts_with("NSPrivacyAccessedAPICategory"))
        .collect();
    assert_eq!(declared, imported, "declared and imported categories");
    let reasons: Vec<&str> = strings
        .iter()
        .copied()
        .filter(|s| !s.starts_with("NS"))
        .collect();
    assert_eq!(reasons, ["C617.1"], "the reasons");
    for key in [
        "NSPrivacyTracking",
        "NSPrivacyTrackingDomains",
        "NSPrivacyCollectedDataTypes",
    ] {
        assert!(manifest.contains(&format!("<key>{key}</key>")), "{key}");
    }
    let meta = support::plugins::formats::read_meta(
        &fs::read_to_string(folder.join("PrivacyInfo.xcprivacy.meta")).expect("its .meta"),
    );
    let enabled: Vec<&str> = meta
        .iter()
        .filter(|e| e.enabled)
        .map(|e| e.target.as_str())
        .collect();
    assert_eq!(enabled, ["iOS"], "PrivacyInfo.xcprivacy.meta: enabled for");
}

// ---------------------------------------------------------------------------------- WebGL (wasm)

/// The wasm objects of the WebGL archive `data`, each with its member's name; fails when there is none.
fn wasm_objects(data: &[u8]) -> Vec<(String, &[u8])> {
    let archive = ArchiveFile::parse(data).expect("an ar archive");
    let objects: Vec<(String, &[u8])> = archive
        .members()
        .map(|member| {
            let member = member.expect("member");
            let name = String::from_utf8_lossy(member.name()).into_owned();
            (name, member.data(data).expect("member data"))
        })
        .filter(|(_, bytes)| bytes.starts_with(b"\0asm"))
        .collect();
    assert!(!objects.is_empty(), "no wasm object in the archive");
    objects
}

/// Unity 2022.3 links WebGL plug-ins with emscripten 3.1.8, which rejects objects using post-MVP wasm
/// features such as bulk-memory (Rust 1.87+ enables it by default).
#[test]
fn webgl_archive_uses_no_post_mvp_wasm_feature() {
    let data = binary("webgl");
    for (name, bytes) in wasm_objects(&data) {
        let used: Vec<String> = wasm_target_features(bytes)
            .into_iter()
            .filter(|f| f.starts_with('+'))
            .collect();
        assert!(used.is_empty(), "{name}: uses {used:?}");
    }
}

/// Fat LTO leaves one object holding the library and std, in which `scripts/build-plugins.sh` makes every
/// symbol but the `pd_` functions local: its global symbols are exactly the header's functions, so a
/// second Rust static library in the same WebGL player (with its own `rust_eh_personality` and std)
/// cannot clash with it (`tests/artifacts/plugin_runs.rs` links one beside it). Compiler-builtins'
/// member is only pulled in when referenced, and its intrinsics are weak.
#[test]
fn webgl_archive_exports_the_pd_functions_only() {
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
    assert_eq!(globals, committed_functions());
}

/// Built without unwinding, the archive neither throws nor catches: it imports none of JavaScript-based
/// exceptions' helpers (`invoke_*`, `__cxa_find_matching_catch_*`, `__resumeException`), nor the C++
/// exception tag or personality of native wasm exceptions, so it links in both of Unity 6's WebGL modes
/// (WebAssembly 2023 on: `-fwasm-exceptions`; off: JavaScript-based exceptions).
#[test]
fn webgl_archive_imports_no_exception_machinery() {
    let data = binary("webgl");
    for (name, bytes) in wasm_objects(&data) {
        let imports = wasm_imports(bytes);
        let exceptional: Vec<&String> = imports
            .iter()
            .filter(|i| {
                let name = i.split_once('.').map_or(i.as_str(), |(_, n)| n);
                name.starts_with("invoke_")
                    || name.starts_with("__cxa_")
                    || name.starts_with("_Unwind_")
                    || name.starts_with("__gxx_")
                    || [
                        "__resumeException",
                        "__cpp_exception",
                        "__THREW__",
                        "__threwValue",
                    ]
                    .contains(&name)
            })
            .collect();
        assert!(exceptional.is_empty(), "{name}: imports {exceptional:?}");
        if name.starts_with("priests_devils") {
            assert!(
                imports.iter().any(|i| i.ends_with(".abort")),
                "a panic aborts: {imports:?}"
            );
        }
    }
}
