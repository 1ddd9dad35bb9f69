//! Readers for the binary formats of the package's native binaries (ELF, Mach-O, PE through `object`,
//! wasm objects) and of Unity's importer `.meta` files: what the checks in `tests/artifacts/plugin_checks.rs`
//! need to read, and nothing that runs a binary.

use std::collections::{BTreeMap, BTreeSet};

use object::read::elf::{Dyn as _, FileHeader, ProgramHeader as _};
use object::read::macho::{LoadCommandVariant, MachHeader};
use object::{elf, macho, Endianness, Object, ObjectSymbol};
use sha2::{Digest, Sha256};

/// The SHA-256 of `data`, in lowercase hex.
pub fn sha256(data: &[u8]) -> String {
    Sha256::digest(data)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The build stamps (`source digest`, `version`) found in a binary: one per architecture slice.
pub fn stamps(data: &[u8]) -> Vec<(String, String)> {
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

// ------------------------------------------------------------------------------------- ELF

/// What the checks read of an ELF shared library.
pub struct Elf {
    pub machine: u16,
    pub needed: Vec<String>,
    pub exports: BTreeSet<String>,
    pub imports: BTreeSet<String>,
    pub glibc_versions: Vec<(u32, u32)>,
    pub load_alignments: Vec<u64>,
}

/// Reads an ELF shared library of the given class.
pub fn read_elf<H: FileHeader<Endian = Endianness>>(data: &[u8]) -> Elf {
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

/// What the loader needs of an ELF shared library (32- or 64-bit); `what` names it in failures.
pub fn read_any_elf(what: &str, data: &[u8]) -> Elf {
    match object::FileKind::parse(data).expect("file kind") {
        object::FileKind::Elf64 => read_elf::<elf::FileHeader64<Endianness>>(data),
        object::FileKind::Elf32 => read_elf::<elf::FileHeader32<Endianness>>(data),
        other => panic!("{what}: not ELF but {other:?}"),
    }
}

// ------------------------------------------------------------------------------------- Mach-O

/// Minimum OS (major, minor) and platform of a Mach-O, from LC_BUILD_VERSION or LC_VERSION_MIN_*.
pub fn apple_min_os<Mach: MachHeader<Endian = Endianness>>(data: &[u8]) -> (u32, (u32, u32)) {
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

/// The symbols a Mach-O slice exports, without the leading underscore of C names.
pub fn macho_exports(slice: &[u8]) -> BTreeSet<String> {
    object::File::parse(slice)
        .expect("Mach-O slice")
        .exports()
        .expect("exports")
        .iter()
        .map(|e| {
            String::from_utf8_lossy(e.name())
                .trim_start_matches('_')
                .to_owned()
        })
        .collect()
}

/// Checks the ad-hoc code signature of a Mach-O slice: every page hash matches (Apple silicon refuses
/// to run unsigned or wrongly signed code). Returns the number of pages checked.
pub fn verify_code_signature(data: &[u8]) -> usize {
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

// --------------------------------------------------------------------------------------- wasm

/// The features named in a wasm object's `target_features` section, with their prefix (`+` used,
/// `-` disallowed, `=` required).
pub fn wasm_target_features(object: &[u8]) -> Vec<String> {
    for (id, section) in wasm_sections(object) {
        if id != 0 {
            continue;
        }
        let mut p = 0;
        let len = wasm_leb(section, &mut p);
        if &section[p..p + len] == b"target_features" {
            p += len;
            let count = wasm_leb(section, &mut p);
            return (0..count)
                .map(|_| {
                    let prefix = section[p] as char;
                    p += 1;
                    let len = wasm_leb(section, &mut p);
                    p += len;
                    format!("{prefix}{}", String::from_utf8_lossy(&section[p - len..p]))
                })
                .collect();
        }
    }
    Vec::new()
}

/// An unsigned LEB128 at `at`, which it moves past it.
fn wasm_leb(data: &[u8], at: &mut usize) -> usize {
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

/// A wasm module's or object's sections: (id, contents).
fn wasm_sections(object: &[u8]) -> Vec<(u8, &[u8])> {
    assert_eq!(&object[..4], b"\0asm", "a wasm object");
    let (mut at, mut out) = (8, Vec::new());
    while at < object.len() {
        let id = object[at];
        at += 1;
        let size = wasm_leb(object, &mut at);
        out.push((id, &object[at..at + size]));
        at += size;
    }
    out
}

/// The names a wasm object imports (its undefined functions, globals, tables, memory and tags), as
/// `module.name`.
pub fn wasm_imports(object: &[u8]) -> Vec<String> {
    let Some((_, section)) = wasm_sections(object).into_iter().find(|(id, _)| *id == 2) else {
        return Vec::new();
    };
    let mut p = 0;
    let count = wasm_leb(section, &mut p);
    let name = |p: &mut usize| {
        let len = wasm_leb(section, p);
        *p += len;
        String::from_utf8_lossy(&section[*p - len..*p]).into_owned()
    };
    let limits = |p: &mut usize| {
        let flags = section[*p];
        *p += 1;
        wasm_leb(section, p);
        if flags & 1 != 0 {
            wasm_leb(section, p);
        }
    };
    (0..count)
        .map(|_| {
            let module = name(&mut p);
            let field = name(&mut p);
            let kind = section[p];
            p += 1;
            match kind {
                0 => {
                    wasm_leb(section, &mut p);
                }
                1 => {
                    p += 1;
                    limits(&mut p);
                }
                2 => limits(&mut p),
                3 => p += 2,
                4 => {
                    p += 1;
                    wasm_leb(section, &mut p);
                }
                other => panic!("import kind {other}"),
            }
            format!("{module}.{field}")
        })
        .collect()
}

// ------------------------------------------------------------------------------- Unity .meta

/// One platform entry of a PluginImporter `.meta`: the build-target group and target of its `first`
/// (`Standalone: Win64`, `Editor: Editor`, `iPhone: iOS`, `Android: Android`, `Any: `), and its
/// `second`'s `enabled` flag and settings (`CPU`, `OS`, ...).
#[derive(Debug)]
pub struct PlatformData {
    pub group: String,
    pub target: String,
    pub enabled: bool,
    pub settings: BTreeMap<String, String>,
}

/// The `platformData` entries of a PluginImporter `.meta` in the layout every Unity since 2021.3 reads
/// (`serializedVersion: 2`, a list of `first`/`second` pairs; Unity 6 may rewrite it as version 3, a
/// map, when it saves the file).
pub fn read_meta(meta: &str) -> Vec<PlatformData> {
    assert!(
        meta.contains("PluginImporter:\n") && meta.contains("\n  serializedVersion: 2\n"),
        "a serializedVersion 2 PluginImporter .meta"
    );
    let lines: Vec<&str> = meta.lines().collect();
    let mut entries = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        if *line != "  - first:" {
            continue;
        }
        let (group, target) = lines[i + 1].trim().split_once(':').expect("group: target");
        assert_eq!(lines[i + 2], "    second:", "{meta}");
        let enabled = match lines[i + 3] {
            "      enabled: 1" => true,
            "      enabled: 0" => false,
            other => panic!("enabled flag expected, found {other:?}"),
        };
        let mut settings = BTreeMap::new();
        for setting in lines[i + 5..]
            .iter()
            .take_while(|l| l.starts_with("        "))
        {
            let (key, value) = setting.trim().split_once(':').expect("key: value");
            settings.insert(key.to_owned(), value.trim().to_owned());
        }
        assert!(
            lines[i + 4] == "      settings:"
                || (lines[i + 4] == "      settings: {}" && settings.is_empty()),
            "settings expected, found {:?}",
            lines[i + 4]
        );
        entries.push(PlatformData {
            group: group.to_owned(),
            target: target.trim().to_owned(),
            enabled,
            settings,
        });
    }
    entries
}
