//! Helpers shared by the tests that build and run programs against the native library (C and C#), and
//! every test's scratch directories (`scratch`).
#![allow(dead_code)]

pub mod archives;
pub mod counting_alloc;
pub mod library;
pub mod model;
pub mod pairs;
pub mod plugins;
pub mod scratch;
pub mod unity_editor;
pub mod web_build;

#[allow(unused_imports)] // each test binary uses what it needs
pub use library::{artifact_dir, cli_binary};
#[allow(unused_imports)]
pub use scratch::{scratch, Scratch};

use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

/// The repository root.
pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The Unity package's folder, from the repository's root.
pub const PACKAGE: &str = "unity-sample/Packages/com.priestsdevils.solver";

/// The Unity package's folder.
pub fn package() -> PathBuf {
    root().join(PACKAGE)
}

/// The crates' version (`Cargo.toml`): what the sources build. It is the last release's
/// ([`RELEASE`]), or the next one once an unreleased change needed a new version (a semver break).
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The last release's version, which the Unity package's `package.json` holds: the committed binaries,
/// the release archives made from them, the install lines and the newest dated CHANGELOG sections name
/// it (CONTRIBUTING.md, "Release"). Displays as the version, and derefs to it.
pub const RELEASE: Release = Release;

/// The type of [`RELEASE`], read from `package.json` once.
pub struct Release;

impl Release {
    /// The version.
    pub fn as_str(&self) -> &'static str {
        static VERSION: OnceLock<String> = OnceLock::new();
        VERSION.get_or_init(|| {
            let json: serde_json::Value =
                serde_json::from_str(&read(package().join("package.json"))).expect("package.json");
            json["version"]
                .as_str()
                .expect("package.json names its version")
                .to_owned()
        })
    }
}

impl std::ops::Deref for Release {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl fmt::Display for Release {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl PartialEq<Release> for String {
    fn eq(&self, _: &Release) -> bool {
        self == RELEASE.as_str()
    }
}

impl PartialEq<Release> for &str {
    fn eq(&self, _: &Release) -> bool {
        *self == RELEASE.as_str()
    }
}

impl fmt::Debug for Release {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

/// The text of the file at `path` (from the repository's root, or absolute), failing the test with the
/// path unless it reads.
/// The C test program's files, `main` first: what `gcc` and `emcc` build it from.
pub const C_TEST_PROGRAM: [&str; 4] = [
    "tests/c/abi_test.c",
    "tests/c/levels_test.c",
    "tests/c/describe_test.c",
    "tests/c/puzzle_test.c",
];

pub fn read(path: impl AsRef<Path>) -> String {
    let path = root().join(path);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Asserts the shared library is in `artifact_dir()` (which builds it first when needed).
pub fn assert_shared_library_built() {
    let lib = artifact_dir();
    assert!(
        lib.join("libpriests_devils.so").exists(),
        "no shared library in {}",
        lib.display()
    );
}

/// Every file git tracks, by its path from the repository's root, sorted.
pub fn tracked_files() -> std::collections::BTreeSet<String> {
    run(Command::new("git")
        .args(["ls-files", "-z"])
        .current_dir(root()))
    .split('\0')
    .filter(|p| !p.is_empty())
    .map(str::to_owned)
    .collect()
}

/// Runs a command, failing the test with its output unless it succeeds; returns its standard output.
pub fn run(cmd: &mut Command) -> String {
    let output = cmd.output().unwrap_or_else(|e| {
        panic!("cannot run {cmd:?}: {e} (scripts/test.sh installs the tools the tests need)")
    });
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "{cmd:?} failed with {}\nstdout:\n{stdout}\nstderr:\n{}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    stdout
}

/// Asserts a test program's last line is its "N passed, 0 failed" summary, with N > 0.
pub fn assert_all_passed(stdout: &str) {
    let last = stdout.lines().last().unwrap_or_default();
    assert!(
        last.ends_with(" 0 failed") && !last.starts_with("0 passed"),
        "unexpected summary: {last}"
    );
}

/// Asserts a test program's `library file: PATH` line (printed on Linux by `tests/c/abi_test.c` and
/// `tests/c/archive_test.cpp`: where the loader found the library's code) names the file `expected`.
pub fn assert_loaded_from(stdout: &str, expected: &Path) {
    let line = stdout
        .lines()
        .find_map(|l| l.strip_prefix("library file: "))
        .unwrap_or_else(|| panic!("no `library file:` line:\n{stdout}"));
    let canonical = |p: &Path| {
        p.canonicalize()
            .unwrap_or_else(|e| panic!("{}: {e}", p.display()))
    };
    assert_eq!(
        canonical(Path::new(line)),
        canonical(expected),
        "the program loaded {line}"
    );
    println!("loaded {line}");
}

/// Fails the test, naming what to install, when one of `tools` is not on PATH.
pub fn require(tools: &[&str]) {
    for tool in tools {
        let found = Command::new("sh")
            .arg("-c")
            .arg(format!("command -v {tool}"))
            .output()
            .is_ok_and(|o| o.status.success());
        assert!(
            found,
            "{tool} is not installed: this cross run cannot run (PD_REQUIRE_CROSS=1 scripts/test.sh installs it)"
        );
    }
}

/// The C example of the C guide, `docs/c-api.md`'s "Use from C" (its first ```c block), which the C
/// release archives carry as `examples/demo.c`.
pub fn c_example_text() -> String {
    let guide = std::fs::read_to_string(root().join("docs/c-api.md")).expect("docs/c-api.md");
    let start = guide.find("```c\n").expect("docs/c-api.md has a C example") + "```c\n".len();
    let end = start + guide[start..].find("```").expect("C example is closed");
    guide[start..end].to_owned()
}

/// Asserts the C guide's example printed the classic game's first hint, plan length and first action.
pub fn assert_c_example_output(out: &str) {
    assert!(
        out.contains("carry 1 priest(s) and 1 devil(s)") && out.contains("11 crossings"),
        "{out}"
    );
    assert!(out.contains("board a priest"), "{out}");
}

/// Builds the test-only stand-in for `bcryptprimitives.dll` into `dir`: Wine 8 lacks that DLL (Rust's
/// std imports `ProcessPrng` from it; every Windows 10+ has it), so it sits beside the programs run
/// under Wine (`tests/c/wine/bcryptprimitives.c`). Never shipped.
pub fn build_wine_bcryptprimitives(dir: &Path) {
    run(Command::new("x86_64-w64-mingw32-gcc")
        .args(["-shared", "-O1", "-o"])
        .arg(dir.join("bcryptprimitives.dll"))
        .arg(root().join("tests/c/wine/bcryptprimitives.c"))
        .arg(root().join("tests/c/wine/bcryptprimitives.def"))
        .arg("-ladvapi32"));
}

/// Runs a Windows program under Wine, with its own Wine prefix, quietly and without a display; returns
/// its standard output with Windows line ends made Unix ones.
pub fn run_under_wine(exe: &Path, prefix: &Path) -> String {
    run(Command::new("wine")
        .arg(exe)
        .env("WINEPREFIX", prefix)
        .env("WINEDEBUG", "-all")
        .env("WINEDLLOVERRIDES", "mscoree,mshtml=")
        .env_remove("DISPLAY"))
    .replace('\r', "")
}

/// The header's `PD_ABI_VERSION`.
pub fn header_abi_version(header: &str) -> u64 {
    header
        .lines()
        .find_map(|l| l.strip_prefix("#define PD_ABI_VERSION "))
        .and_then(|v| v.trim().parse().ok())
        .expect("#define PD_ABI_VERSION in the header")
}

/// `LostStartBank` -> `LOST_START_BANK`: a value's name in the library and C#, as the header writes it.
pub fn screaming_snake(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if i > 0 && c.is_ascii_uppercase() {
            out.push('_');
        }
        out.push(c.to_ascii_uppercase());
    }
    out
}

/// `(name, value)` of every enumerator of the header whose name starts with `prefix`.
pub fn header_enum(header: &str, prefix: &str) -> BTreeMap<String, u64> {
    header
        .lines()
        .filter_map(|l| l.trim().strip_prefix(prefix))
        .filter_map(|l| l.strip_suffix(','))
        .filter_map(|l| l.split_once(" = "))
        .map(|(k, v)| (k.to_string(), v.parse().expect("an enum value")))
        .collect()
}

/// The sample's `LevelSet` asset, where Package Manager imports the sample from.
pub const SAMPLE_LEVELS_ASSET: &str =
    "unity-sample/Packages/com.priestsdevils.solver/Samples~/PriestsAndDevils/Levels.asset";

/// One level of the sample's `LevelSet` asset: `[priests, devils, boat, boat_safety, rowers]`, whether it
/// has a start state of its own, and whether it is meant to be unsolvable.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AssetLevel {
    pub rules: [u32; 5],
    pub has_start: bool,
    pub meant_unsolvable: bool,
}

/// The levels of the sample's `LevelSet` asset, parsed from the YAML the Editor writes (each level a
/// `  - displayName:` item of `  levels:`, its fields below it, the rules' nested four spaces deeper).
pub fn sample_asset_levels() -> Vec<AssetLevel> {
    let path = root().join(SAMPLE_LEVELS_ASSET);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let list = text.split_once("\n  levels:\n").expect("a levels list").1;
    let mut levels = Vec::new();
    for item in list.split("  - ").skip(1) {
        let field = |key: &str| -> u32 {
            let line = item
                .lines()
                .find(|l| l.trim_start().starts_with(&format!("{key}:")))
                .unwrap_or_else(|| panic!("{key} in {item}"));
            line.split_once(':')
                .unwrap()
                .1
                .trim()
                .parse()
                .expect("a number")
        };
        levels.push(AssetLevel {
            rules: ["priests", "devils", "boatCapacity", "boatSafety", "rowers"].map(field),
            has_start: field("hasStart") == 1,
            meant_unsolvable: field("meantUnsolvable") == 1,
        });
    }
    levels
}
