//! What a Unity user reads first, kept true: the package README's install lines and platform table,
//! `package.json`'s addresses (none with a placeholder, none before the repository has one), the Keep a
//! Changelog format, the license texts and the third-party notices for every toolchain the binaries were
//! built with; and every C# block of both package READMEs compiles (`readme_csharp.rs`).

use crate::support;

use std::fs;
use std::path::PathBuf;

use sha2::Digest;

use support::{package, read, root};

fn package_json() -> serde_json::Value {
    serde_json::from_str(&read(package().join("package.json"))).expect("package.json parses")
}

/// Whether `url` holds a placeholder rather than an address: `<owner>`, `{owner}` (also
/// percent-encoded), an `example.com` host, or a path segment such as `owner` or `your-name`.
fn has_placeholder(url: &str) -> bool {
    let lower = url.to_lowercase();
    let marks = ['<', '>', '{', '}'];
    let encoded = ["%3c", "%3e", "%7b", "%7d"];
    let words = [
        "owner",
        "username",
        "yourname",
        "your-name",
        "your-org",
        "todo",
        "xxx",
    ];
    let path = lower.split_once("://").map_or("", |(_, rest)| rest);
    lower.contains(marks)
        || encoded.iter().any(|e| lower.contains(e))
        || ["example.com", "example.org", "example.net"]
            .iter()
            .any(|h| lower.contains(h))
        || path
            .split(['/', '?', '#'])
            .skip(1)
            .any(|seg| words.contains(&seg))
}

/// Every string of a JSON value, depth first, with its key path.
fn strings(value: &serde_json::Value, path: &str, out: &mut Vec<(String, String)>) {
    match value {
        serde_json::Value::String(s) => out.push((path.to_owned(), s.clone())),
        serde_json::Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                strings(item, &format!("{path}[{i}]"), out);
            }
        }
        serde_json::Value::Object(map) => {
            for (key, item) in map {
                strings(item, &format!("{path}.{key}"), out);
            }
        }
        _ => {}
    }
}

#[test]
fn the_placeholder_check_catches_placeholder_addresses() {
    for url in [
        "https://github.com/<owner>/priests-devils.git",
        "https://github.com/%3Cowner%3E/priests-devils",
        "https://github.com/{owner}/priests-devils",
        "https://github.com/OWNER/priests-devils",
        "https://github.com/your-name/priests-devils",
        "https://example.com/priests-devils",
    ] {
        assert!(has_placeholder(url), "{url}");
    }
    for url in [
        "https://keepachangelog.com/en/1.1.0/",
        "https://github.com/priests-devils/priests-devils.git",
        "https://docs.unity3d.com/Manual/upm-manifestPrj.html",
        "https://semver.org/spec/v2.0.0.html",
    ] {
        assert!(!has_placeholder(url), "{url}");
    }
}

/// `package.json` names no address with a placeholder. Until the repository has a public home it names
/// no repository and none of `documentationUrl`, `changelogUrl`, `licensesUrl`: Package Manager then
/// opens the package's own README.md, CHANGELOG.md and LICENSE.md (UnityCsReference, 2022.3:
/// `Modules/PackageManagerUI/Editor/Services/Upm/UpmPackageDocs.cs`, 6000.0 to master:
/// `Modules/PackageManagerUI/Editor/Services/Packages/PackageLink/PackageLinkFactory.cs`: no online
/// address for a package that is not Unity's, so `GetOffline…` gives the file at the package's root).
/// Once `repository.url` names a real address, the links may name it too.
#[test]
fn package_json_names_no_placeholder_and_links_only_what_exists() {
    let json = package_json();
    let mut all = Vec::new();
    strings(&json, "package.json", &mut all);
    assert!(all.len() > 10, "{} strings", all.len());
    for (path, text) in &all {
        assert!(
            !(text.contains("://") && has_placeholder(text)),
            "{path}: {text} is a placeholder address"
        );
    }
    let published = json["repository"]["url"].is_string();
    for (key, file) in [
        ("documentationUrl", "README.md"),
        ("changelogUrl", "CHANGELOG.md"),
        ("licensesUrl", "LICENSE.md"),
    ] {
        match json.get(key) {
            None => assert!(package().join(file).exists(), "{key} omitted: no {file}"),
            Some(url) => {
                assert!(
                    published,
                    "{key} names {url}, but the repository has no address"
                );
                assert!(
                    url.as_str().is_some_and(|u| u.starts_with("https://")),
                    "{key}"
                );
            }
        }
    }
    assert_eq!(json["license"], "MIT OR Apache-2.0");
}

/// The package README's install lines name this version's release archives, with Package Manager's
/// *Add package from tarball…* and the `.unitypackage` import, and no git URL or tag: the repository has
/// no public home yet, and git tags do not travel with every copy of it. The same holds for the Chinese
/// README and for the repository README's install step.
#[test]
fn readme_install_lines_name_the_release_archives_and_no_tag() {
    let version = support::RELEASE;
    let tarball = format!("com.priestsdevils.solver-{version}.tgz");
    let unitypackage = format!("PriestsDevils-{version}.unitypackage");
    let readmes = [
        package().join("README.md"),
        package().join("README.zh-CN.md"),
        root().join("README.md"),
        root().join("README.zh-CN.md"),
    ];
    for path in &readmes {
        let text = read(path);
        assert!(text.contains(&tarball), "{}: no {tarball}", path.display());
        assert!(
            text.contains("Add package from tarball"),
            "{}",
            path.display()
        );
        for line in text.lines().filter(|l| l.contains("://")) {
            assert!(!has_placeholder(line), "{}: {line}", path.display());
        }
        assert!(
            !text.contains(".git?path="),
            "{}: a git URL",
            path.display()
        );
        let pins = text.match_indices("#v").filter(|(at, _)| {
            text[at + 2..]
                .chars()
                .next()
                .is_some_and(|c| c.is_ascii_digit() || c == '<')
        });
        assert_eq!(pins.count(), 0, "{}: pins a git tag", path.display());
    }
    let readme = read(package().join("README.md"));
    for needle in [
        unitypackage.clone(),
        "Import Package → Custom Package".to_string(),
        "scripts/package-unity.sh".to_string(),
        "Add package from disk".to_string(),
        format!("Assets/Samples/Priests and Devils Solver/{version}/Priests and Devils/Main.unity"),
        "\"testables\": [\"com.priestsdevils.solver\"]".to_string(),
        "xattr -dr com.apple.quarantine".to_string(),
        "NativePlugin.TryLoad".to_string(),
        "**Not supported**".to_string(),
        "## Troubleshooting".to_string(),
    ] {
        assert!(readme.contains(&needle), "package README lacks {needle}");
    }
    assert!(read(package().join("README.zh-CN.md")).contains(&unitypackage));
    // The root README sends Unity users to the package README.
    let top = read(root().join("README.md"));
    assert!(top.contains("(unity-sample/Packages/com.priestsdevils.solver/README.md)"));
    // CONTRIBUTING's release steps name the archives, and no placeholder address.
    let contributing = read(root().join("CONTRIBUTING.md"));
    assert!(contributing.contains("scripts/release-archives.sh"));
    assert!(!contributing.contains("<owner>"));
}

/// Both package READMEs say that an update on Windows needs the Editor closed: the Editor keeps the
/// DLL loaded, and Windows locks a loaded DLL, so an update made while it runs keeps the old library.
#[test]
fn readmes_say_a_windows_update_needs_the_editor_closed() {
    let en = read(package().join("README.md"));
    let zh = read(package().join("README.zh-CN.md"));
    for needle in [
        "**Updating on Windows: close the Editor first.**",
        "Windows locks a DLL",
        "priests_devils.dll",
    ] {
        assert!(en.contains(needle), "package README lacks {needle}");
    }
    for needle in [
        "**在 Windows 上更新：先关闭编辑器。**",
        "Windows 会锁定",
        "priests_devils.dll",
    ] {
        assert!(zh.contains(needle), "Chinese package README lacks {needle}");
    }
}

#[test]
fn readme_platform_table_lists_every_shipped_binary() {
    let readme = read(package().join("README.md"));
    let manifest: serde_json::Value =
        serde_json::from_str(&read(package().join("Plugins/manifest.json"))).unwrap();
    let rows: Vec<&str> = readme.lines().filter(|l| l.starts_with("| ")).collect();
    for entry in manifest["files"].as_array().unwrap() {
        let file = entry["file"].as_str().unwrap();
        assert!(
            rows.iter().any(|r| r.contains(&format!("`{file}`"))),
            "the package README's platform table has no row for {file}"
        );
    }
}

/// Both changelogs, the package's and the repository's (the crate, the C library, the web page), follow
/// Keep a Changelog; the package's Unreleased section keeps the status of the binaries it carries.
#[test]
fn changelogs_follow_keep_a_changelog() {
    let package_changelog = read(package().join("CHANGELOG.md"));
    let headings: Vec<&str> = package_changelog
        .lines()
        .filter(|l| l.starts_with("## "))
        .collect();
    let unreleased = &package_changelog[package_changelog.find("## [Unreleased]").unwrap()
        ..package_changelog.find(headings[1]).unwrap()];
    assert!(
        unreleased.contains("lag the sources"),
        "Unreleased keeps the binaries' status"
    );
    assert_keeps_a_changelog(&package_changelog);
    let changelog = read(root().join("CHANGELOG.md"));
    assert_keeps_a_changelog(&changelog);
    assert!(
        changelog.contains("(unity-sample/Packages/com.priestsdevils.solver/CHANGELOG.md)"),
        "the root CHANGELOG links the package's"
    );
}

fn assert_keeps_a_changelog(text: &str) {
    let headings: Vec<&str> = text.lines().filter(|l| l.starts_with("## ")).collect();
    assert_eq!(headings[0], "## [Unreleased]");
    assert_eq!(
        headings[1],
        format!("## [{}] - ", support::RELEASE) + &headings[1][headings[1].len() - 10..]
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
    }
    // No address with a placeholder, and, until the repository has a public home, no link that needs a
    // git tag (compare views, tag pages): tags do not travel with every copy of the repository.
    for line in text.lines().filter(|l| l.contains("://")) {
        assert!(!has_placeholder(line), "{line}");
        assert!(
            !line.contains("/compare/") && !line.contains("/releases/tag/"),
            "{line}"
        );
    }
    let preamble = &text[..text.find("\n## ").expect("a section")];
    assert!(
        !preamble.contains("tagged"),
        "the preamble says releases are tagged"
    );
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
    let mit = read(root().join("LICENSE-MIT"));
    let apache = read(root().join("LICENSE-APACHE"));
    assert!(mit.contains("Copyright (c) 2026 The priests-devils developers"));
    assert!(mit.contains("Permission is hereby granted, free of charge"));
    assert!(apache.contains("Apache License") && apache.contains("Version 2.0, January 2004"));
    assert!(apache.contains("END OF TERMS AND CONDITIONS"));
    let package_license = read(package().join("LICENSE.md"));
    assert!(
        package_license.contains(&mit),
        "LICENSE.md carries LICENSE-MIT verbatim"
    );
    assert!(
        package_license.contains(&apache),
        "LICENSE.md carries LICENSE-APACHE verbatim"
    );
    assert!(read(root().join("Cargo.toml")).contains("license = \"MIT OR Apache-2.0\""));
}

#[test]
fn third_party_notices_cover_every_toolchain_in_the_manifest() {
    let notices = read(package().join("Third Party Notices.md"));
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
        serde_json::from_str(&read(package().join("Plugins/manifest.json"))).unwrap();
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
    let notices = read(package().join("Third Party Notices.md"));
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

// ------------------------------------------------------------------------------- Unity versions

/// The rows of `unity-versions.toml`, the versions' one source.
fn unity_versions() -> Vec<toml::Table> {
    let table: toml::Table = read(root().join("unity-versions.toml"))
        .parse()
        .expect("unity-versions.toml parses");
    table["unity"]
        .as_array()
        .expect("[[unity]] rows")
        .iter()
        .map(|row| row.as_table().expect("a [[unity]] table").clone())
        .collect()
}

fn field<'a>(row: &'a toml::Table, key: &str) -> &'a str {
    row[key]
        .as_str()
        .unwrap_or_else(|| panic!("unity-versions.toml: {key} is not a string in {row:?}"))
}

/// `unity-versions.toml`, which the documents' version tables are generated from (`cargo xtask
/// generate`): every version takes the runtime, the tools tier runs from its first version to the newest,
/// each with the Editor release CI installs (one of that version's), and the CI workflow takes its
/// versions from the same file and names the secrets it needs.
#[test]
fn unity_versions_toml_and_the_ci_workflow_agree() {
    let versions = unity_versions();
    assert!(versions.len() >= 11, "{} versions", versions.len());
    let mut tools_seen = false;
    for row in &versions {
        let version = field(row, "version");
        let tiers: Vec<&str> = row["tiers"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t.as_str().unwrap())
            .collect();
        assert!(
            tiers.contains(&"runtime"),
            "{version}: every version takes the runtime"
        );
        let tools = tiers.contains(&"tools");
        assert!(
            tools || !tools_seen,
            "{version}: the tools tier runs to the newest version"
        );
        tools_seen |= tools;
        match row.get("editor").and_then(|e| e.as_str()) {
            Some(editor) => {
                assert!(tools, "{version}: an Editor in CI only for the tools tier");
                assert!(
                    editor.starts_with(&format!("{version}.")),
                    "{version}: {editor}"
                );
            }
            // A preview (no final release yet) has no Editor in CI: the API version matrix alone
            // checks it.
            None => assert!(
                !tools || row.get("preview").is_some(),
                "{version}: the tools tier needs an Editor in CI"
            ),
        }
    }
    let workflow = read(root().join(".github/workflows/unity.yml"));
    assert!(workflow.contains("unity-versions.toml"));
    for secret in ["UNITY_LICENSE", "UNITY_EMAIL", "UNITY_PASSWORD"] {
        assert!(
            workflow.contains(&format!("secrets.{secret}")),
            "the workflow takes {secret} from the secrets"
        );
    }
    for action in [
        "game-ci/unity-test-runner@",
        "game-ci/unity-builder@",
        "runs-on: macos-",
    ] {
        assert!(workflow.contains(action), "{action}");
    }
}
