//! Checks of what a test builds against a C release archive, by reading the binaries: which library a
//! program loads (ELF, PE, Mach-O), what an import library imports, what the macOS dylib is.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

use object::read::archive::ArchiveFile;
use object::read::macho::{FatArch as _, LoadCommandVariant, MachHeader as _, MachOFatFile32};
use object::{macho, Architecture, Endianness, Object};

use super::{abi, Linkage, Program};
use crate::support::plugins::formats::{macho_exports, read_any_elf, verify_code_signature};
use crate::support::plugins::header_functions;

/// A Linux program of the right machine that needs the versioned soname exactly when linked shared.
pub fn assert_elf_program(program: &Program, machine: u16) {
    let exe = read_any_elf(&program.how, &fs::read(&program.path).expect("program"));
    assert_eq!(exe.machine, machine, "{}", program.how);
    let so = format!("libpriests_devils.so.{}", abi());
    assert_eq!(
        exe.needed.contains(&so),
        program.linkage == Linkage::Shared,
        "{}: needs {:?}",
        program.how,
        exe.needed
    );
    assert!(!exe.needed.iter().any(|n| n.contains("priests") && *n != so));
}

/// The functions an import library imports (`__imp_` symbols), and whether it names the DLL.
pub fn import_library_functions(data: &[u8]) -> BTreeSet<String> {
    let archive = ArchiveFile::parse(data).expect("an ar archive");
    let symbols = archive.symbols().expect("symbol table").expect("has one");
    let names: BTreeSet<String> = symbols
        .map(|s| String::from_utf8_lossy(s.expect("symbol").name()).into_owned())
        .collect();
    assert!(
        data.windows(18).any(|w| w == b"priests_devils.dll"),
        "names priests_devils.dll"
    );
    names
        .iter()
        .filter_map(|n| n.strip_prefix("__imp_").map(str::to_owned))
        .collect()
}

/// A Windows program that imports the DLL, and only the header's functions from it, exactly when
/// linked shared.
pub fn assert_pe_program(program: &Program) {
    let data = fs::read(&program.path).expect("program");
    let exe = object::File::parse(&*data).expect("PE");
    assert_eq!(exe.architecture(), Architecture::X86_64);
    let imported: BTreeSet<String> = exe
        .imports()
        .expect("imports")
        .iter()
        .filter(|i| i.library().eq_ignore_ascii_case(b"priests_devils.dll"))
        .map(|i| String::from_utf8_lossy(i.name()).into_owned())
        .collect();
    assert_eq!(
        !imported.is_empty(),
        program.linkage == Linkage::Shared,
        "{}: imports {imported:?} from priests_devils.dll",
        program.how
    );
    assert!(imported.is_subset(&header_functions()), "{imported:?}");
}

/// The install name (LC_ID_DYLIB) of a Mach-O slice.
pub fn install_name(slice: &[u8]) -> String {
    let header = macho::MachHeader64::<Endianness>::parse(slice, 0).expect("64-bit Mach-O");
    let endian = header.endian().expect("endianness");
    let mut commands = header
        .load_commands(endian, slice, 0)
        .expect("load commands");
    while let Some(command) = commands.next().expect("load command") {
        if let LoadCommandVariant::IdDylib(dylib) = command.variant().expect("variant") {
            let name = command.string(endian, dylib.dylib.name).expect("name");
            return String::from_utf8_lossy(name).into_owned();
        }
    }
    panic!("no LC_ID_DYLIB")
}

/// The archive's dylib: universal, each slice with the @rpath install name, exporting the header's
/// functions and importing only libSystem, the arm64 slice validly signed after the renaming.
pub fn assert_macos_dylib(data: &[u8]) {
    let fat = MachOFatFile32::parse(data).expect("a universal Mach-O");
    let mut slices = BTreeSet::new();
    for arch in fat.arches() {
        let slice = arch.data(data).expect("slice");
        let file = object::File::parse(slice).expect("Mach-O");
        assert_eq!(install_name(slice), "@rpath/libpriests_devils.dylib");
        assert_eq!(
            macho_exports(slice),
            header_functions(),
            "{:?}",
            file.architecture()
        );
        for import in file.imports().expect("imports") {
            assert_eq!(import.library(), b"/usr/lib/libSystem.B.dylib");
        }
        if file.architecture() == Architecture::Aarch64 {
            assert!(verify_code_signature(slice) > 0, "arm64 slice signed");
        }
        slices.insert(format!("{:?}", file.architecture()));
    }
    assert_eq!(slices, BTreeSet::from(["Aarch64".into(), "X86_64".into()]));
}

/// A macOS program of the right architecture that loads the dylib through @rpath exactly when linked
/// shared, and otherwise only libSystem.
pub fn assert_macho_program(program: &Program, arch: Architecture, lib_dir: &Path) {
    let data = fs::read(&program.path).expect("program");
    let exe = object::File::parse(&*data).expect("Mach-O");
    assert_eq!(exe.architecture(), arch, "{}", program.how);
    let mut from_library = BTreeSet::new();
    for import in exe.imports().expect("imports") {
        let name = String::from_utf8_lossy(import.name())
            .trim_start_matches('_')
            .to_owned();
        match import.library() {
            b"@rpath/libpriests_devils.dylib" => from_library.insert(name),
            library => {
                assert_eq!(library, b"/usr/lib/libSystem.B.dylib", "{}", program.how);
                false
            }
        };
    }
    assert_eq!(
        !from_library.is_empty(),
        program.linkage == Linkage::Shared,
        "{}: {from_library:?}",
        program.how
    );
    assert!(from_library.is_subset(&header_functions()));
    // The loader finds @rpath/libpriests_devils.dylib through the program's rpath.
    if program.linkage == Linkage::Shared {
        let lib_dir = lib_dir.display().to_string();
        assert!(
            rpaths(&data).contains(&lib_dir),
            "{}: rpaths {:?}",
            program.how,
            rpaths(&data)
        );
    }
    // Apple silicon runs only signed code: ld64.lld signs arm64 programs ad hoc.
    if arch == Architecture::Aarch64 {
        assert!(verify_code_signature(&data) > 0, "{}", program.how);
    }
}

/// The LC_RPATH entries of a (thin, 64-bit) Mach-O program.
fn rpaths(data: &[u8]) -> Vec<String> {
    let header = macho::MachHeader64::<Endianness>::parse(data, 0).expect("64-bit Mach-O");
    let endian = header.endian().expect("endianness");
    let mut commands = header
        .load_commands(endian, data, 0)
        .expect("load commands");
    let mut found = Vec::new();
    while let Some(command) = commands.next().expect("load command") {
        if let LoadCommandVariant::Rpath(rpath) = command.variant().expect("variant") {
            let path = command.string(endian, rpath.path).expect("path");
            found.push(String::from_utf8_lossy(path).into_owned());
        }
    }
    found
}
