//! The C release archives (`scripts/dist.sh`) as `tests/artifacts/dist.rs` uses them: made into a scratch folder,
//! unpacked, their files listed, and the C guide's example (`docs/c-api.md`) and
//! `tests/c/archive_test.cpp` built against them with pkg-config and with CMake (`tests/c/cmake/`), with whatever compiler a platform needs.
#![allow(dead_code)]

pub mod binaries;

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::support::{
    assert_all_passed, assert_c_example_output, c_example_text, root, run, scratch, Scratch,
};

/// The release's version, which names the archives: they carry the committed binaries of the last
/// release (`scripts/dist.sh` reads it from `package.json`).
pub use crate::support::RELEASE as VERSION;

/// The header's C ABI version.
pub fn abi() -> u32 {
    priests_devils::ffi::PD_ABI_VERSION
}

/// Whether the committed binaries implement an older C ABI than the header (between releases, after an
/// ABI change: `support::plugins::committed_abi`), which `scripts/dist.sh` refuses to pack with it; the
/// archive tests then print why and check nothing until the release rebuilds the binaries.
pub fn binaries_lag_the_header() -> bool {
    match crate::support::plugins::committed_abi().1 {
        Some(lag) => {
            println!(
                "not run: {lag}; scripts/dist.sh and scripts/build-web.sh pack binaries of the header's ABI only"
            );
            true
        }
        None => false,
    }
}

/// One archive made by `scripts/dist.sh` and unpacked.
pub struct Archive {
    /// The platform name in the archive's name (`linux-x64`, `windows-x64`, ...).
    pub platform: &'static str,
    /// The archive file.
    pub file: PathBuf,
    /// Its top folder, unpacked elsewhere than dist.sh staged it.
    pub root: PathBuf,
    /// The archive's own scratch folder (removed with it), for builds.
    pub scratch: Scratch,
}

/// Runs `scripts/dist.sh` for `platform` into a fresh scratch folder named after it (plus `tag`, which
/// tells apart the archives of one test binary) and unpacks the archive.
pub fn make(platform: &'static str, tag: &str) -> Archive {
    let scratch = scratch(&format!("dist-{platform}{tag}"));
    let out = scratch.join("out");
    run(Command::new(root().join("scripts/dist.sh"))
        .arg("--out")
        .arg(&out)
        .arg(platform));
    let base = format!("priests_devils-{VERSION}-{platform}");
    let unpacked = scratch.join("unpacked");
    fs::create_dir_all(&unpacked).expect("unpack folder");
    let file = if platform == "windows-x64" {
        let file = out.join(format!("{base}.zip"));
        run(Command::new("python3")
            .args(["-m", "zipfile", "-e"])
            .arg(&file)
            .arg(&unpacked));
        file
    } else {
        let file = out.join(format!("{base}.tar.gz"));
        run(Command::new("tar")
            .arg("-xzf")
            .arg(&file)
            .arg("-C")
            .arg(&unpacked));
        file
    };
    let listed = fs::read_to_string(out.join("SHA256SUMS")).expect("SHA256SUMS");
    assert!(listed.contains(&format!("  {base}.")), "{listed}");
    Archive {
        platform,
        file,
        root: unpacked.join(base),
        scratch,
    }
}

impl Archive {
    /// Every file and symbolic link under the archive's top folder, relative, sorted.
    pub fn files(&self) -> BTreeSet<String> {
        fn walk(dir: &Path, base: &Path, found: &mut BTreeSet<String>) {
            for entry in fs::read_dir(dir).expect("read dir") {
                let path = entry.expect("entry").path();
                if path.is_dir() && !path.is_symlink() {
                    walk(&path, base, found);
                } else {
                    let rel = path.strip_prefix(base).expect("under base");
                    found.insert(rel.to_string_lossy().replace('\\', "/"));
                }
            }
        }
        let mut found = BTreeSet::new();
        walk(&self.root, &self.root, &mut found);
        found
    }

    /// A file of the archive.
    pub fn path(&self, rel: &str) -> PathBuf {
        self.root.join(rel)
    }

    /// A file of the archive, read.
    pub fn read(&self, rel: &str) -> Vec<u8> {
        fs::read(self.path(rel)).unwrap_or_else(|e| panic!("{}: {rel}: {e}", self.platform))
    }

    /// The archive holds exactly `specific` beside the files every archive has, and those are the
    /// repository's: the header, both licenses, the C guide's example, a README for this platform.
    pub fn assert_files(&self, specific: &[&str]) {
        let mut expected: BTreeSet<String> = [
            "README.md",
            "LICENSE-MIT",
            "LICENSE-APACHE",
            "include/priests_devils.h",
            "examples/demo.c",
            "lib/pkgconfig/priests_devils.pc",
            "lib/cmake/priests_devils/priests_devils-config.cmake",
            "lib/cmake/priests_devils/priests_devils-config-version.cmake",
        ]
        .into_iter()
        .map(str::to_owned)
        .collect();
        expected.extend(specific.iter().map(|s| (*s).to_owned()));
        assert_eq!(self.files(), expected, "{}: files", self.platform);
        for same in ["include/priests_devils.h", "LICENSE-MIT", "LICENSE-APACHE"] {
            assert_eq!(
                self.read(same),
                fs::read(root().join(same)).expect("repository file"),
                "{}: {same} differs from the repository's",
                self.platform
            );
        }
        assert_eq!(
            String::from_utf8(self.read("examples/demo.c")).expect("utf-8"),
            c_example_text(),
            "examples/demo.c is docs/c-api.md's C example"
        );
        let readme = String::from_utf8(self.read("README.md")).expect("utf-8");
        assert!(
            readme.starts_with(&format!(
                "# priests_devils {VERSION} for C and C++ ({})",
                self.platform
            )),
            "{readme}"
        );
        assert!(!readme.contains("<!--"), "block markers left in the README");
        for (family, marker) in [
            ("linux", "libpriests_devils.so"),
            ("windows", "priests_devils.dll"),
            ("macos", "libpriests_devils.dylib"),
            ("wasm", "emcc"),
        ] {
            assert_eq!(
                readme.contains(marker),
                self.platform.starts_with(family),
                "{}: README speaks of {marker}",
                self.platform
            );
        }
    }

    /// pkg-config run on the archive's `.pc` files only (none of the system's).
    pub fn pkg_config(&self, args: &[&str]) -> String {
        run(Command::new("pkg-config")
            .args(args)
            .env("PKG_CONFIG_LIBDIR", self.path("lib/pkgconfig"))
            .env_remove("PKG_CONFIG_PATH")
            .env_remove("PKG_CONFIG_SYSROOT_DIR"))
        .trim()
        .to_owned()
    }

    /// The `.pc` files answer for wherever the archive was unpacked: version, ABI, prefix.
    pub fn assert_pkg_config_relocatable(&self) {
        for pc in self.pc_files() {
            assert_eq!(self.pkg_config(&["--modversion", pc]), VERSION, "{pc}");
            assert_eq!(
                self.pkg_config(&["--variable=abi_version", pc]),
                abi().to_string(),
                "{pc}"
            );
            let prefix = self.pkg_config(&["--variable=prefix", pc]);
            assert_eq!(
                fs::canonicalize(&prefix).expect("prefix exists"),
                fs::canonicalize(&self.root).expect("root"),
                "{pc}: prefix {prefix}"
            );
        }
    }

    /// The archive's pkg-config packages: the shared one, and the static one where there is one.
    pub fn pc_files(&self) -> Vec<&'static str> {
        let mut pcs = vec!["priests_devils"];
        if self.path("lib/pkgconfig/priests_devils-static.pc").exists() {
            pcs.push("priests_devils-static");
        }
        pcs
    }

    /// Builds the C guide's example and the C++ program with each of the archive's pkg-config packages
    /// and, through CMake, with each of its targets; returns the programs.
    pub fn build_all(&self, toolchain: &Toolchain, tag: &str) -> Vec<Program> {
        let dir = self.scratch.join(tag);
        fs::create_dir_all(&dir).expect("build folder");
        let mut programs = Vec::new();
        for pc in self.pc_files() {
            let flags = self.pkg_config(&["--cflags", "--libs", pc]);
            let linkage = self.linkage(pc.ends_with("-static"));
            for (kind, source, compiler) in [
                (Kind::Demo, self.path("examples/demo.c"), &toolchain.cc),
                (Kind::Cpp, archive_test(), &toolchain.cxx),
            ] {
                let name = format!("{}_{}_pkg-config{}", kind.name(), pc, toolchain.suffix);
                let path = dir.join(name);
                run(command(compiler)
                    .arg(&source)
                    .arg("-o")
                    .arg(&path)
                    .args(flags.split_whitespace())
                    .args(&toolchain.link_extra));
                programs.push(Program {
                    path,
                    kind,
                    linkage,
                    how: format!("pkg-config {pc}"),
                });
            }
        }
        programs.extend(self.build_with_cmake(toolchain, &dir.join("cmake")));
        programs
    }

    /// Configures `tests/c/cmake` against the archive and builds it; checks what find_package found.
    pub fn build_with_cmake(&self, toolchain: &Toolchain, build: &Path) -> Vec<Program> {
        let package = self.path("lib/cmake/priests_devils");
        let locate = if toolchain.cmake_uses_package_dir {
            format!("-Dpriests_devils_DIR={}", package.display())
        } else {
            format!("-DCMAKE_PREFIX_PATH={}", self.root.display())
        };
        let configured = run(command(&toolchain.cmake)
            .arg("-S")
            .arg(root().join("tests/c/cmake"))
            .arg("-B")
            .arg(build)
            .arg(locate)
            .arg(format!("-DPD_VERSION={VERSION}"))
            .arg(format!(
                "-DDEMO_SOURCE={}",
                self.path("examples/demo.c").display()
            ))
            .arg(format!("-DCMAKE_BUILD_TYPE={}", toolchain.cmake_build_type))
            .args(&toolchain.cmake_args));
        let has_static = self.path("lib/libpriests_devils.a").exists();
        let expected = format!(
            "priests_devils: version {VERSION}, ABI {}, target {}, static target {}, from {}",
            abi(),
            if self.platform == "wasm32-emscripten" {
                "INTERFACE_LIBRARY"
            } else {
                "SHARED_LIBRARY"
            },
            if has_static { "YES" } else { "NO" },
            package.display()
        );
        assert!(
            configured.contains(&expected),
            "expected `{expected}` in:\n{configured}"
        );
        run(Command::new("cmake")
            .arg("--build")
            .arg(build)
            .args(["--parallel", "2"]));
        let mut programs = Vec::new();
        let mut linkages = vec![("shared", self.linkage(false))];
        if has_static {
            linkages.push(("static", Linkage::Static));
        }
        for (target, linkage) in linkages {
            for kind in [Kind::Demo, Kind::Cpp] {
                let name = match kind {
                    Kind::Demo => format!("demo_{target}{}", toolchain.suffix),
                    Kind::Cpp => format!("archive_test_{target}{}", toolchain.suffix),
                };
                programs.push(Program {
                    path: build.join(name),
                    kind,
                    linkage,
                    how: format!("CMake target {target}"),
                });
            }
        }
        programs
    }

    /// How a program built with the shared package or target links: statically where the archive has
    /// no shared library.
    fn linkage(&self, static_package: bool) -> Linkage {
        if static_package || self.platform == "wasm32-emscripten" {
            Linkage::Static
        } else {
            Linkage::Shared
        }
    }
}

/// `tests/c/archive_test.cpp`.
pub fn archive_test() -> PathBuf {
    root().join("tests/c/archive_test.cpp")
}

/// A command line given as words: the program, then its first arguments.
pub fn command(words: &[String]) -> Command {
    let mut cmd = Command::new(&words[0]);
    cmd.args(&words[1..]);
    cmd
}

/// How to build for one platform.
pub struct Toolchain {
    /// The C compiler with its flags.
    pub cc: Vec<String>,
    /// The C++ compiler with its flags.
    pub cxx: Vec<String>,
    /// Flags added to the pkg-config builds' link (an rpath, say).
    pub link_extra: Vec<String>,
    /// The CMake configure command (`cmake`, or `emcmake cmake`).
    pub cmake: Vec<String>,
    /// More configure arguments (a toolchain file).
    pub cmake_args: Vec<String>,
    /// CMake's build type: Release, but Debug under emscripten, whose optimizing link runs a JavaScript
    /// optimizer that needs node's acorn module (test.sh installs it only for the web page's test).
    pub cmake_build_type: &'static str,
    /// Whether to name the package's folder (priests_devils_DIR) rather than the prefix.
    pub cmake_uses_package_dir: bool,
    /// The programs' file suffix (`.exe`, `.js`).
    pub suffix: &'static str,
}

/// Words from string slices.
pub fn words(items: &[&str]) -> Vec<String> {
    items.iter().map(|s| (*s).to_owned()).collect()
}

/// The C guide's example or the C++ program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Demo,
    Cpp,
}

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Kind::Demo => "demo",
            Kind::Cpp => "archive_test",
        }
    }
}

/// Whether a program loads the shared library or carries the static one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Linkage {
    Shared,
    Static,
}

/// A program built against an archive.
pub struct Program {
    pub path: PathBuf,
    pub kind: Kind,
    pub linkage: Linkage,
    /// How it was built, for failure messages.
    pub how: String,
}

impl Program {
    /// Checks what the program printed: the C guide's example's answers, or the C++ program's checks all
    /// passed against this version's library and ABI.
    pub fn assert_output(&self, out: &str) {
        match self.kind {
            Kind::Demo => assert_c_example_output(out),
            Kind::Cpp => {
                let abi = abi();
                assert!(
                    out.contains(&format!("library {VERSION}, ABI {abi} (header {abi})")),
                    "{}: {out}",
                    self.how
                );
                assert_all_passed(out);
            }
        }
    }
}
