//! The C library's pkg-config files, which one writer (`scripts/pkgconfig.py`) makes for both
//! `scripts/install-c.sh` and `scripts/dist.sh`: given the same native libraries, an install's files are
//! the Linux archive's but for the prefix and the version (the install's libraries are built from the
//! sources, at the crates' version; the archive carries the release's binaries); and from an install, the C guide's example builds with
//! pkg-config, shared and static (`--static`), and runs.

use crate::support;

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;
use std::process::Command;

use serde_json::Value;

use support::archives::{abi, VERSION as RELEASE};
use support::{
    artifact_dir, assert_c_example_output, assert_shared_library_built, c_example_text, root, run,
    scratch,
};

/// What a program links after the x86_64 Linux static library: rustc's native-static-libs for the
/// prebuilt one (`prebuilt/c/manifest.json`), the target of the libraries `cargo build --lib` made here.
fn linux_x64_native_static_libs() -> String {
    let text = fs::read_to_string(root().join("prebuilt/c/manifest.json")).expect("manifest");
    let manifest: Value = serde_json::from_str(&text).expect("JSON");
    let entry = manifest["files"]
        .as_array()
        .expect("files")
        .iter()
        .find(|e| e["file"] == "linux-x64/libpriests_devils.a")
        .expect("the linux-x64 static library's entry");
    let words: Vec<&str> = entry["native_static_libs"]
        .as_array()
        .expect("native_static_libs")
        .iter()
        .map(|w| w.as_str().expect("a word"))
        .collect();
    assert!(words.contains(&"-lc"), "{words:?}");
    words.join(" ")
}

/// Installs the libraries `cargo build --lib` made (and the header) under `prefix`.
fn install(prefix: &Path, native_static_libs: &str) {
    assert_shared_library_built();
    run(Command::new(root().join("scripts/install-c.sh"))
        .arg("--prefix")
        .arg(prefix)
        .arg("--libs")
        .arg(artifact_dir())
        .arg("--native-static-libs")
        .arg(native_static_libs));
}

/// The `.pc` files of a folder, by name.
fn pc_files(dir: &Path) -> BTreeMap<String, String> {
    fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "pc"))
        .map(|path| {
            let name = path
                .file_name()
                .expect("name")
                .to_string_lossy()
                .into_owned();
            (name, fs::read_to_string(&path).expect("a .pc file"))
        })
        .collect()
}

/// pkg-config on the `.pc` files of `dir` only (none of the system's).
fn pkg_config(dir: &Path, args: &[&str]) -> String {
    run(Command::new("pkg-config")
        .args(args)
        .env("PKG_CONFIG_LIBDIR", dir)
        .env_remove("PKG_CONFIG_PATH")
        .env_remove("PKG_CONFIG_SYSROOT_DIR"))
    .trim()
    .to_owned()
}

#[test]
#[ignore = "needs pkg-config and readelf: scripts/test.sh installs it and runs this test"]
fn install_writes_the_linux_archives_pkg_config_files_but_for_the_prefix() {
    // The archive packs the committed binaries, which scripts/dist.sh takes only at the header's ABI.
    if support::archives::binaries_lag_the_header() {
        return;
    }
    let native = linux_x64_native_static_libs();
    let archive = support::archives::make("linux-x64", "-pkg-config");
    let prefix = archive.scratch.join("install-prefix");
    install(&prefix, &native);
    let pkgconfig = prefix.join("lib/pkgconfig");
    let installed = pc_files(&pkgconfig);
    let packed = pc_files(&archive.path("lib/pkgconfig"));
    assert_eq!(
        packed.keys().collect::<Vec<_>>(),
        ["priests_devils-static.pc", "priests_devils.pc"]
    );
    assert_eq!(
        installed.keys().collect::<Vec<_>>(),
        packed.keys().collect::<Vec<_>>()
    );
    let relocatable = "prefix=${pcfiledir}/../..\n";
    for (file, text) in &packed {
        assert!(text.starts_with(relocatable), "{file}:\n{text}");
        let expected = text
            .replacen(relocatable, &format!("prefix={}\n", prefix.display()), 1)
            .replacen(
                &format!("\nVersion: {RELEASE}\n"),
                &format!("\nVersion: {}\n", support::VERSION),
                1,
            );
        assert_eq!(
            installed[file], expected,
            "{file}: the install's against the archive's"
        );
    }
    // What the files say, read by pkg-config: the crates' version and ABI, the native libraries the
    // install was given after the static library, for a static link of either package.
    for package in ["priests_devils", "priests_devils-static"] {
        assert_eq!(
            pkg_config(&pkgconfig, &["--modversion", package]),
            support::VERSION
        );
        assert_eq!(
            pkg_config(&pkgconfig, &["--variable=abi_version", package]),
            abi().to_string()
        );
        let libs = pkg_config(&pkgconfig, &["--libs", "--static", package]);
        assert!(libs.ends_with(&native), "{package}: {libs}");
    }
    let lib = prefix.join("lib").display().to_string();
    assert_eq!(
        pkg_config(&pkgconfig, &["--libs", "priests_devils"]),
        format!("-L{lib} -lpriests_devils")
    );
    assert_eq!(
        pkg_config(&pkgconfig, &["--libs", "priests_devils-static"]),
        format!("{lib}/libpriests_devils.a {native}")
    );
}

/// `scripts/install-c.sh` puts the header, both libraries and the `.pc` files under a prefix; the C guide's
/// example then builds with `pkg-config --cflags --libs` (the versioned soname), with `--static` too
/// (cargo-c's way: the shared library beside the static one still wins), and with
/// `pkg-config --cflags --libs --static priests_devils-static` (the static library: no soname needed).
#[test]
#[ignore = "needs pkg-config and readelf: scripts/test.sh installs it and runs this test"]
fn c_example_builds_with_pkg_config_against_an_install() {
    let dir = scratch("c_example_builds_with_pkg_config_against_an_install");
    let prefix = dir.join("install-prefix");
    install(&prefix, &linux_x64_native_static_libs());
    let soname = format!("libpriests_devils.so.{}", abi());
    let libdir = prefix.join("lib");
    for file in [
        "libpriests_devils.a",
        "libpriests_devils.so",
        "pkgconfig/priests_devils.pc",
        "pkgconfig/priests_devils-static.pc",
    ] {
        assert!(libdir.join(file).exists(), "{file} not installed");
    }
    assert!(prefix.join("include/priests_devils.h").exists());
    let dynamic = run(Command::new("readelf").arg("-d").arg(libdir.join(&soname)));
    assert!(
        dynamic.contains(&format!("Library soname: [{soname}]")),
        "{dynamic}"
    );

    let source = dir.join("readme_example.c");
    fs::write(&source, c_example_text()).expect("write the example");
    for (name, args, shared) in [
        ("shared", &["priests_devils"][..], true),
        (
            "shared_static_flags",
            &["--static", "priests_devils"][..],
            true,
        ),
        ("static", &["--static", "priests_devils-static"][..], false),
    ] {
        let flags = pkg_config(
            &libdir.join("pkgconfig"),
            &[&["--cflags", "--libs"][..], args].concat(),
        );
        let exe = dir.join(format!("readme_example_{name}"));
        run(Command::new("gcc")
            .args(["-std=c11", "-Wall", "-Wextra", "-Werror"])
            .arg(&source)
            .arg("-o")
            .arg(&exe)
            .args(flags.split_whitespace()));
        let needed = run(Command::new("readelf").arg("-d").arg(&exe));
        assert_eq!(
            needed.contains(&format!("Shared library: [{soname}]")),
            shared,
            "{name} ({flags}):\n{needed}"
        );
        assert!(!needed.contains("[libpriests_devils.so]"), "{needed}");
        // Without the library's folder on the search path, only the static program runs.
        let out = Command::new(&exe).output().expect("run the example");
        assert_eq!(out.status.success(), !shared, "{name}");
        assert_c_example_output(&run(Command::new(&exe).env("LD_LIBRARY_PATH", &libdir)));
    }
}
