//! What a Unity user reads first, kept true: the package README's install lines and platform table,
//! `package.json`'s links (all derived from the one repository URL), the Keep a Changelog format, the
//! license texts and the third-party notices for every toolchain the binaries were built with.

use std::fs;
use std::path::{Path, PathBuf};

use sha2::Digest;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn package() -> PathBuf {
    root().join("unity-sample/Packages/com.priestsdevils.solver")
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn package_json() -> serde_json::Value {
    serde_json::from_str(&read(&package().join("package.json"))).expect("package.json parses")
}

/// The repository's web address, from `package.json`'s `repository.url`: the one place it is written
/// (a placeholder until the repository is published).
fn repository() -> String {
    let url = package_json()["repository"]["url"]
        .as_str()
        .expect("repository.url")
        .to_string();
    url.strip_suffix(".git")
        .expect("repository.url ends in .git")
        .to_string()
}

#[test]
fn package_json_links_derive_from_the_repository_url_and_the_version_tag() {
    let json = package_json();
    let directory = json["repository"]["directory"]
        .as_str()
        .expect("repository.directory");
    assert_eq!(directory, "unity-sample/Packages/com.priestsdevils.solver");
    let version = env!("CARGO_PKG_VERSION");
    for (key, file) in [
        ("documentationUrl", "README.md"),
        ("changelogUrl", "CHANGELOG.md"),
        ("licensesUrl", "LICENSE.md"),
    ] {
        assert_eq!(
            json[key],
            format!("{}/blob/v{version}/{directory}/{file}", repository()),
            "{key}"
        );
        assert!(package().join(file).exists(), "{file}");
    }
    assert_eq!(json["license"], "MIT OR Apache-2.0");
}

#[test]
fn readme_install_lines_pin_the_release_tag() {
    let readme = read(&package().join("README.md"));
    let version = env!("CARGO_PKG_VERSION");
    let git = format!(
        "{}.git?path=unity-sample/Packages/com.priestsdevils.solver#v{version}",
        repository()
    );
    assert!(readme.contains(&format!("\n{git}\n")), "git URL line {git}");
    assert!(
        readme.contains(&format!("\"com.priestsdevils.solver\": \"{git}\"")),
        "manifest line"
    );
    for needle in [
        format!("com.priestsdevils.solver-{version}.tgz"),
        format!("PriestsDevils-{version}.unitypackage"),
        format!("Assets/Samples/Priests and Devils Solver/{version}/Priests and Devils/Main.unity"),
        "\"testables\": [\"com.priestsdevils.solver\"]".to_string(),
        "xattr -dr com.apple.quarantine".to_string(),
        "NativePlugin.TryLoad".to_string(),
        "**Not supported**".to_string(),
        "## Troubleshooting".to_string(),
    ] {
        assert!(readme.contains(&needle), "package README lacks {needle}");
    }
    // The root README sends Unity users to the package README.
    let top = read(&root().join("README.md"));
    assert!(top.contains("(unity-sample/Packages/com.priestsdevils.solver/README.md)"));
    // CONTRIBUTING's release steps name the tag and the archives.
    let contributing = read(&root().join("CONTRIBUTING.md"));
    assert!(
        contributing.contains("v<version>") && contributing.contains("scripts/package-unity.sh")
    );
}

#[test]
fn readme_platform_table_lists_every_shipped_binary() {
    let readme = read(&package().join("README.md"));
    let manifest: serde_json::Value =
        serde_json::from_str(&read(&package().join("Plugins/manifest.json"))).unwrap();
    let rows: Vec<&str> = readme.lines().filter(|l| l.starts_with("| ")).collect();
    for entry in manifest["files"].as_array().unwrap() {
        let file = entry["file"].as_str().unwrap();
        assert!(
            rows.iter().any(|r| r.contains(&format!("`{file}`"))),
            "the package README's platform table has no row for {file}"
        );
    }
}

#[test]
fn changelog_follows_keep_a_changelog() {
    let text = read(&package().join("CHANGELOG.md"));
    let headings: Vec<&str> = text.lines().filter(|l| l.starts_with("## ")).collect();
    assert_eq!(headings[0], "## [Unreleased]");
    let unreleased = &text[text.find("## [Unreleased]").unwrap()..text.find(headings[1]).unwrap()];
    assert!(
        unreleased.contains("lag the sources"),
        "Unreleased keeps the binaries' status"
    );
    assert_eq!(
        headings[1],
        format!("## [{}] - ", env!("CARGO_PKG_VERSION")) + &headings[1][headings[1].len() - 10..]
    );
    for heading in &headings[1..] {
        let (version, date) = heading
            .strip_prefix("## [")
            .and_then(|h| h.split_once("] - "))
            .unwrap_or_else(|| panic!("{heading}: not `## [x.y.z] - YYYY-MM-DD`"));
        assert!(
            version.split('.').all(|p| p.parse::<u32>().is_ok()),
            "{heading}"
        );
        let d: Vec<&str> = date.split('-').collect();
        assert!(
            d.len() == 3 && d[0].len() == 4 && d[1].len() == 2 && d[2].len() == 2,
            "{heading}"
        );
        assert!(
            text.contains(&format!("\n[{version}]: {}/", repository())),
            "link for {version}"
        );
    }
    assert!(text.contains(&format!("\n[Unreleased]: {}/compare/", repository())));
    for line in text.lines().filter(|l| l.starts_with("### ")) {
        assert!(
            [
                "### Added",
                "### Changed",
                "### Deprecated",
                "### Removed",
                "### Fixed",
                "### Security"
            ]
            .contains(&line),
            "{line}: not a Keep a Changelog section"
        );
    }
}

#[test]
fn license_texts_are_the_repository_s() {
    let mit = read(&root().join("LICENSE-MIT"));
    let apache = read(&root().join("LICENSE-APACHE"));
    assert!(mit.contains("Copyright (c) 2026 The priests-devils developers"));
    assert!(mit.contains("Permission is hereby granted, free of charge"));
    assert!(apache.contains("Apache License") && apache.contains("Version 2.0, January 2004"));
    assert!(apache.contains("END OF TERMS AND CONDITIONS"));
    let package_license = read(&package().join("LICENSE.md"));
    assert!(
        package_license.contains(&mit),
        "LICENSE.md carries LICENSE-MIT verbatim"
    );
    assert!(
        package_license.contains(&apache),
        "LICENSE.md carries LICENSE-APACHE verbatim"
    );
    assert!(read(&root().join("Cargo.toml")).contains("license = \"MIT OR Apache-2.0\""));
}

#[test]
fn third_party_notices_cover_every_toolchain_in_the_manifest() {
    let notices = read(&package().join("Third Party Notices.md"));
    for always in ["Rust standard library", "compiler_builtins", "thiserror"] {
        assert!(notices.contains(always), "notices lack {always}");
    }
    // What each toolchain links into a binary beyond Rust's std, and the notice that covers it.
    let covers: [(&str, &[&str]); 5] = [
        ("zig", &["LLVM libunwind", "zig cc"]),
        (
            "mingw",
            &["MinGW-w64 runtime", "libgcc", "Zope Public License"],
        ),
        ("libunwind", &["LLVM libunwind", "LLVM exception"]),
        ("ld64.lld", &["libSystem"]),
        ("emscripten", &["emscripten"]),
    ];
    let manifest: serde_json::Value =
        serde_json::from_str(&read(&package().join("Plugins/manifest.json"))).unwrap();
    for entry in manifest["files"].as_array().unwrap() {
        let linker = entry["linker"].as_str().unwrap().to_lowercase();
        let known: Vec<_> = covers.iter().filter(|(k, _)| linker.contains(k)).collect();
        let file = entry["file"].as_str().unwrap();
        let archive = linker.contains("llvm-ar");
        assert!(
            !known.is_empty() || archive,
            "{file} was linked by '{linker}', which Third Party Notices.md does not cover: add its notice"
        );
        for (_, needles) in known {
            for needle in *needles {
                assert!(
                    notices.contains(needle),
                    "{file} ({linker}): notices lack {needle}"
                );
            }
        }
    }
}

/// The text between the first line of a fenced block that starts with `first_line` and the closing fence.
fn fenced_block<'a>(text: &'a str, first_line: &str) -> &'a str {
    let start = text
        .find(&format!("```text\n{first_line}"))
        .unwrap_or_else(|| panic!("no text block starting with {first_line:?}"))
        + "```text\n".len();
    let end = start + text[start..].find("\n```\n").expect("closing fence") + 1;
    &text[start..end]
}

/// Both texts are the upstream ones, not paraphrases: the GCC Runtime Library Exception as Debian's GCC
/// ships it (every machine that runs the tests has gcc), and the MinGW-w64 runtime's `COPYING` of
/// mingw-w64 10.0.0 (the upstream tarball inside Debian 12's source package `mingw-w64_10.0.0-3`: no
/// binary package installs that file, so its SHA-256 stands in for it).
#[test]
fn third_party_notices_carry_the_upstream_license_texts_verbatim() {
    let notices = read(&package().join("Third Party Notices.md"));
    let exception = fenced_block(&notices, "GCC RUNTIME LIBRARY EXCEPTION");
    let copyrights: Vec<PathBuf> = fs::read_dir("/usr/share/doc")
        .expect("/usr/share/doc")
        .map(|e| e.expect("entry").path().join("copyright"))
        .filter(|p| {
            let name = p.parent().unwrap().file_name().unwrap().to_string_lossy();
            name.starts_with("gcc-") && name.ends_with("-base") && p.exists()
        })
        .collect();
    assert!(
        !copyrights.is_empty(),
        "no gcc-*-base copyright file: install gcc"
    );
    for copyright in copyrights {
        assert!(
            read(&copyright).contains(exception),
            "the notices' GCC Runtime Library Exception is not {}'s text",
            copyright.display()
        );
    }
    assert!(exception.ends_with("requirements of the license of GCC.\n"));

    let mingw = fenced_block(&notices, "MinGW-w64 runtime licensing\n");
    let digest = sha2::Sha256::digest(mingw.as_bytes());
    let hex: String = digest.iter().map(|b| format!("{b:02x}")).collect();
    assert_eq!(
        hex, "e9b2dc02451ea29092a1f25fa0f3c07207ed421f1807dffb0c4e6dce69dee7bd",
        "the MinGW-w64 runtime's COPYING is not mingw-w64 10.0.0's, byte for byte"
    );
}
