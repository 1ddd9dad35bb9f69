//! The C release archives that `scripts/dist.sh` writes, consumed the way C and C++ developers consume
//! them: each one unpacked elsewhere, its files checked, then the C guide's example
//! (`docs/c-api.md`) and `tests/c/archive_test.cpp` built against it with pkg-config and with CMake's
//! `find_package(priests_devils CONFIG)` (shared and static), and run where this machine can: natively
//! (Linux x64), under qemu (Linux arm64), under Wine (Windows: MinGW against both import libraries, and
//! clang-cl with lld-link against the MSVC one, a program without a C runtime since no Windows SDK is
//! here), under node (emscripten). The macOS archive is linked by ld64.lld for both slices but not run:
//! no macOS here. Also the CMake version file's rule. `tests/artifacts/prebuilt_c.rs` checks the static libraries
//! the archives carry.
//!
//! The cross runs are `#[ignore]`d, so that a plain `cargo test` lists them as not run rather than
//! passing them; `scripts/test.sh` runs each one whose tools are installed (all of them under
//! `PD_REQUIRE_CROSS`, which `.ci/run` sets) and names those it skipped.

#[path = "../support/mod.rs"]
mod support;

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;
use std::process::Command;

use object::{elf, Architecture};

use support::archives::binaries::{
    assert_elf_program, assert_macho_program, assert_macos_dylib, assert_pe_program,
    import_library_functions,
};
use support::archives::{
    abi, command, make, words, Archive, Kind, Linkage, Program, Toolchain, VERSION,
};
use support::plugins::formats::read_any_elf;
use support::plugins::{header_functions, plugins};
use support::{
    assert_loaded_from, build_wine_bcryptprimitives, require, root, run, run_under_wine,
};

// ----------------------------------------------------------------------------------------- Linux

/// The Linux archive's libraries: the Unity package's, with the soname of the ABI; the static one.
fn assert_linux_files(archive: &Archive, machine: u16) {
    let so = format!("libpriests_devils.so.{}", abi());
    archive.assert_files(&[
        &format!("lib/{so}"),
        "lib/libpriests_devils.so",
        "lib/libpriests_devils.a",
        "lib/pkgconfig/priests_devils-static.pc",
    ]);
    let link = fs::read_link(archive.path("lib/libpriests_devils.so")).expect("a symbolic link");
    assert_eq!(link, Path::new(&so));
    let lib = read_any_elf(archive.platform, &archive.read(&format!("lib/{so}")));
    assert_eq!(lib.machine, machine);
    assert_eq!(lib.exports, header_functions());
    let dynamic = run(Command::new("readelf")
        .arg("-d")
        .arg(archive.path(&format!("lib/{so}"))));
    assert!(
        dynamic.contains(&format!("Library soname: [{so}]")),
        "{dynamic}"
    );
    assert_eq!(
        archive.read("lib/libpriests_devils.a"),
        fs::read(
            root()
                .join("prebuilt/c")
                .join(archive.platform)
                .join("libpriests_devils.a")
        )
        .expect("prebuilt")
    );
}

/// Asserts a Linux program ran the archive's library, whatever the environment (the caller clears
/// cargo's `LD_LIBRARY_PATH`): the C++ program's `library file:` line names the archive's shared library,
/// or the program itself when it carries the static one. The C guide's example prints no such line.
fn assert_loaded_from_archive(program: &Program, archive: &Archive, out: &str) {
    if program.kind != Kind::Cpp {
        return;
    }
    let expected = match program.linkage {
        Linkage::Shared => archive.path(&format!("lib/libpriests_devils.so.{}", abi())),
        Linkage::Static => program.path.clone(),
    };
    assert_loaded_from(out, &expected);
}

fn gnu_toolchain(prefix: &str, archive: &Archive, cmake_args: Vec<String>) -> Toolchain {
    Toolchain {
        cc: words(&[
            &format!("{prefix}gcc"),
            "-std=c11",
            "-Wall",
            "-Wextra",
            "-Werror",
        ]),
        cxx: words(&[
            &format!("{prefix}g++"),
            "-std=c++11",
            "-Wall",
            "-Wextra",
            "-Werror",
            "-pedantic",
        ]),
        link_extra: vec![format!("-Wl,-rpath,{}", archive.path("lib").display())],
        cmake: words(&["cmake"]),
        cmake_args,
        cmake_uses_package_dir: false,
        cmake_build_type: "Release",
        suffix: "",
    }
}

#[test]
#[ignore = "needs pkg-config, CMake and readelf: scripts/test.sh installs it and runs this test"]
fn linux_x64_archive_builds_with_pkg_config_and_cmake_and_runs() {
    if support::archives::binaries_lag_the_header() {
        return;
    }
    let archive = make("linux-x64", "");
    assert_linux_files(&archive, elf::EM_X86_64);
    archive.assert_pkg_config_relocatable();
    let programs = archive.build_all(&gnu_toolchain("", &archive, Vec::new()), "gcc");
    assert_eq!(
        programs.len(),
        8,
        "2 programs x (2 pkg-config packages + 2 CMake targets)"
    );
    for program in &programs {
        assert_elf_program(program, elf::EM_X86_64);
        let out = run(Command::new(&program.path).env_remove("LD_LIBRARY_PATH"));
        program.assert_output(&out);
        assert_loaded_from_archive(program, &archive, &out);
    }
    // Reproducible: a second run writes the same bytes.
    let again = make("linux-x64", "-again");
    assert_eq!(
        fs::read(&archive.file).expect("first"),
        fs::read(&again.file).expect("second")
    );
}

/// The version file follows Cargo's rule (same first non-zero component, not older), and another
/// platform's archive is unsuitable: `tests/c/cmake/version` asks with each request.
#[test]
#[ignore = "needs CMake: scripts/test.sh installs it and runs this test"]
fn cmake_version_file_follows_cargos_rule_and_skips_other_platforms() {
    if support::archives::binaries_lag_the_header() {
        return;
    }
    let x64 = make("linux-x64", "-versions");
    let arm64 = make("linux-arm64", "-versions");
    let parts: Vec<u64> = VERSION
        .split('.')
        .map(|p| p.parse().expect("number"))
        .collect();
    let (major, minor, patch) = (parts[0], parts[1], parts[2]);
    let mut requests = vec![
        (format!("{major}.{minor}.{patch}"), true),
        (format!("{major}.{minor}"), true),
        (format!("{major}.{minor}.{}", patch + 1), false),
        (format!("{major}.{}", minor + 1), false),
        (format!("{}", major + 1), false),
        (format!("{major}.{minor}...<{major}.{}", minor + 1), true),
        (
            format!("{major}.{}...{major}.{}", minor + 1, minor + 2),
            false,
        ),
    ];
    if major == 0 {
        requests.push(("0".into(), true));
        if minor > 0 {
            requests.push((format!("0.{}", minor - 1), false));
        }
    } else {
        requests.push((format!("{major}"), true));
        requests.push((format!("{major}.0"), true));
    }
    let asked: Vec<&str> = requests.iter().map(|(r, _)| r.as_str()).collect();
    for (archive, suitable) in [(&x64, true), (&arm64, false)] {
        let out = run(Command::new("cmake")
            .arg("-S")
            .arg(root().join("tests/c/cmake/version"))
            .arg("-B")
            .arg(archive.scratch.join("version"))
            .arg(format!("-DCMAKE_PREFIX_PATH={}", archive.root.display()))
            .arg(format!("-DPD_REQUESTS={}", asked.join(";"))));
        for (request, compatible) in &requests {
            let answer = if suitable && *compatible {
                format!("request {request}: found {VERSION}")
            } else {
                format!("request {request}: not found")
            };
            assert!(
                out.contains(&answer),
                "{}: expected `{answer}` in:\n{out}",
                archive.platform
            );
        }
    }
}

#[test]
#[ignore = "cross run: needs aarch64-linux-gnu-gcc/g++, qemu-aarch64 and cmake (scripts/test.sh runs it when they are installed)"]
fn linux_arm64_archive_builds_with_the_cross_compilers_and_runs_under_qemu() {
    if support::archives::binaries_lag_the_header() {
        return;
    }
    require(&[
        "aarch64-linux-gnu-gcc",
        "aarch64-linux-gnu-g++",
        "qemu-aarch64",
        "cmake",
    ]);
    let archive = make("linux-arm64", "");
    assert_linux_files(&archive, elf::EM_AARCH64);
    archive.assert_pkg_config_relocatable();
    let toolchain_file = root().join("tests/c/cmake/aarch64-linux-gnu.cmake");
    let cmake_args = vec![format!(
        "-DCMAKE_TOOLCHAIN_FILE={}",
        toolchain_file.display()
    )];
    let toolchain = gnu_toolchain("aarch64-linux-gnu-", &archive, cmake_args);
    let programs = archive.build_all(&toolchain, "aarch64-gcc");
    assert_eq!(programs.len(), 8);
    for program in &programs {
        assert_elf_program(program, elf::EM_AARCH64);
        let out = run(Command::new("qemu-aarch64")
            .args(["-L", "/usr/aarch64-linux-gnu"])
            .arg(&program.path)
            .env_remove("LD_LIBRARY_PATH"));
        program.assert_output(&out);
        assert_loaded_from_archive(program, &archive, &out);
    }
}

// -------------------------------------------------------------------------------------- Windows

#[test]
#[ignore = "cross run: needs x86_64-w64-mingw32-gcc/g++, wine, cmake, clang-14 and lld-link-14 (scripts/test.sh runs it when they are installed)"]
fn windows_archive_builds_with_mingw_against_both_import_libraries_and_runs_under_wine() {
    if support::archives::binaries_lag_the_header() {
        return;
    }
    require(&[
        "x86_64-w64-mingw32-gcc",
        "x86_64-w64-mingw32-g++",
        "wine",
        "cmake",
    ]);
    let archive = make("windows-x64", "");
    archive.assert_files(&[
        "bin/priests_devils.dll",
        "lib/priests_devils.lib",
        "lib/libpriests_devils.dll.a",
        "lib/libpriests_devils.a",
        "lib/pkgconfig/priests_devils-static.pc",
    ]);
    assert_eq!(
        archive.read("bin/priests_devils.dll"),
        fs::read(plugins().join("win-x64/priests_devils.dll")).expect("committed DLL")
    );
    for implib in ["lib/priests_devils.lib", "lib/libpriests_devils.dll.a"] {
        assert_eq!(
            import_library_functions(&archive.read(implib)),
            header_functions(),
            "{implib}"
        );
    }
    archive.assert_pkg_config_relocatable();
    // Reproducible wherever it is made (MinGW's dlltool names members after its output's path).
    let again = make("windows-x64", "-again");
    assert_eq!(
        fs::read(&archive.file).expect("first"),
        fs::read(&again.file).expect("second")
    );
    let mingw = |compiler: &str, std: &str| {
        words(&[
            compiler,
            std,
            "-Wall",
            "-Wextra",
            "-Werror",
            "-static-libgcc",
            "-static-libstdc++",
        ])
    };
    let toolchain_file = root().join("tests/c/cmake/mingw-w64-x86_64.cmake");
    let toolchain = Toolchain {
        cc: mingw("x86_64-w64-mingw32-gcc", "-std=c11"),
        cxx: mingw("x86_64-w64-mingw32-g++", "-std=c++11"),
        link_extra: Vec::new(),
        cmake: words(&["cmake"]),
        cmake_args: vec![format!(
            "-DCMAKE_TOOLCHAIN_FILE={}",
            toolchain_file.display()
        )],
        cmake_uses_package_dir: false,
        cmake_build_type: "Release",
        suffix: ".exe",
    };
    let mut programs = archive.build_all(&toolchain, "mingw");
    // Plain flags against each import library, the MSVC one included (GNU ld reads both formats).
    let plain = archive.scratch.join("mingw");
    for implib in ["priests_devils.lib", "libpriests_devils.dll.a"] {
        for (kind, source, compiler) in [
            (
                support::archives::Kind::Demo,
                archive.path("examples/demo.c"),
                &toolchain.cc,
            ),
            (
                support::archives::Kind::Cpp,
                support::archives::archive_test(),
                &toolchain.cxx,
            ),
        ] {
            let path = plain.join(format!("{kind:?}_plain_{implib}.exe"));
            run(command(compiler)
                .arg("-I")
                .arg(archive.path("include"))
                .arg(&source)
                .arg(archive.path("lib").join(implib))
                .arg("-o")
                .arg(&path));
            programs.push(Program {
                path,
                kind,
                linkage: Linkage::Shared,
                how: format!("plain flags, lib/{implib}"),
            });
        }
    }
    assert_eq!(programs.len(), 12);
    let prefix = archive.scratch.join("wine-prefix");
    let msvc = msvc_builds(&archive);
    // Each program runs beside the DLL and the test-only bcryptprimitives stand-in.
    let mut ready = BTreeSet::new();
    let mut beside_the_dll = |program: &Path| {
        let dir = program.parent().expect("folder").to_path_buf();
        if ready.insert(dir.clone()) {
            fs::copy(
                archive.path("bin/priests_devils.dll"),
                dir.join("priests_devils.dll"),
            )
            .expect("copy the DLL beside the programs");
            build_wine_bcryptprimitives(&dir);
        }
    };
    for probe in &msvc {
        assert_pe_program(probe);
        beside_the_dll(&probe.path);
        run_under_wine(&probe.path, &prefix); // exit status 0: every check passed
    }
    for program in &programs {
        assert_pe_program(program);
        beside_the_dll(&program.path);
        program.assert_output(&run_under_wine(&program.path, &prefix));
    }
}

/// The MSVC way, as far as this machine goes: clang as clang-cl and lld-link build `tests/c/msvc_probe.c`
/// (no C runtime: no Windows SDK here) against `priests_devils.lib`, once by the C guide's plain `cl`
/// flags and once through CMake, whose package must pick the MSVC import library and no static target.
fn msvc_builds(archive: &Archive) -> Vec<Program> {
    let dir = archive.scratch.join("msvc");
    fs::create_dir_all(&dir).expect("folder");
    let clang = run(Command::new("sh").args(["-c", "command -v clang-14"]));
    let clang_cl = dir.join("clang-cl");
    std::os::unix::fs::symlink(clang.trim(), &clang_cl).expect("clang-cl link");
    // cl reads an absolute Unix path such as /work/... as an option: relative paths from the folder.
    fs::copy(
        root().join("tests/c/msvc_probe.c"),
        dir.join("msvc_probe.c"),
    )
    .expect("copy");
    let base = archive
        .root
        .file_name()
        .expect("name")
        .to_string_lossy()
        .into_owned();
    let pd = format!("../unpacked/{base}");
    run(Command::new(&clang_cl)
        .current_dir(&dir)
        .args([
            "--target=x86_64-pc-windows-msvc",
            "-fuse-ld=lld",
            "/GS-",
            "/W4",
            "/WX",
            "/I",
        ])
        .arg(format!("{pd}/include"))
        .arg("msvc_probe.c")
        .arg(format!("{pd}/lib/priests_devils.lib"))
        .arg("/Feprobe_plain.exe")
        .args([
            "/link",
            "/entry:start",
            "/nodefaultlib",
            "/subsystem:console",
            "/machine:x64",
        ]));
    let build = dir.join("cmake");
    let configured = run(Command::new("cmake")
        .arg("-S")
        .arg(root().join("tests/c/cmake/msvc"))
        .arg("-B")
        .arg(&build)
        .arg(format!(
            "-DCMAKE_TOOLCHAIN_FILE={}",
            root().join("tests/c/cmake/clang-cl.cmake").display()
        ))
        .arg(format!("-DPD_CLANG_CL={}", clang_cl.display()))
        .arg(format!("-DCMAKE_PREFIX_PATH={}", archive.root.display()))
        .arg(format!("-DPD_VERSION={VERSION}"))
        .arg("-DCMAKE_BUILD_TYPE=Release"));
    let expected = format!(
        "priests_devils (MSVC): import library {}, static target NO",
        archive.path("lib/priests_devils.lib").display()
    );
    assert!(configured.contains(&expected), "{configured}");
    run(Command::new("cmake").arg("--build").arg(&build));
    [
        (
            dir.join("probe_plain.exe"),
            "clang-cl and lld-link by plain flags",
        ),
        (
            build.join("msvc_probe.exe"),
            "CMake with clang-cl and lld-link",
        ),
    ]
    .into_iter()
    .map(|(path, how)| Program {
        path,
        kind: support::archives::Kind::Demo,
        linkage: Linkage::Shared,
        how: how.into(),
    })
    .collect()
}

// ------------------------------------------------------------------------------------ emscripten

#[test]
#[ignore = "cross run: needs emcc, em++, emcmake, node and cmake (scripts/test.sh runs it when they are installed)"]
fn wasm_archive_builds_with_emscripten_and_runs_under_node() {
    if support::archives::binaries_lag_the_header() {
        return;
    }
    require(&["emcc", "em++", "emcmake", "node", "cmake"]);
    let archive = make("wasm32-emscripten", "");
    archive.assert_files(&["lib/libpriests_devils.a"]);
    assert_eq!(
        archive.read("lib/libpriests_devils.a"),
        fs::read(plugins().join("webgl/libpriests_devils.a")).expect("committed archive")
    );
    archive.assert_pkg_config_relocatable();
    let toolchain = Toolchain {
        cc: words(&["emcc", "-std=c11", "-Wall", "-Wextra", "-Werror"]),
        cxx: words(&[
            "em++",
            "-std=c++11",
            "-Wall",
            "-Wextra",
            "-Werror",
            "-pedantic",
        ]),
        link_extra: Vec::new(),
        cmake: words(&["emcmake", "cmake"]),
        cmake_args: Vec::new(),
        cmake_uses_package_dir: true,
        cmake_build_type: "Debug",
        suffix: ".js",
    };
    let programs = archive.build_all(&toolchain, "emcc");
    assert_eq!(
        programs.len(),
        6,
        "2 programs x (1 pkg-config package + 2 CMake targets, both the static library)"
    );
    for program in &programs {
        let out = run(Command::new("node")
            .arg("--no-experimental-fetch")
            .arg(&program.path));
        program.assert_output(&out);
    }
}

// ---------------------------------------------------------------------------------------- macOS

/// A stub macOS SDK (libSystem and its C headers) made by scripts/plugins/apple-sdk.py from the ziglang
/// wheel that scripts/test.sh (and scripts/build-plugins.sh) install in target/plugin-tools/venv.
fn apple_sdk(dir: &Path) -> String {
    let python = root().join("target/plugin-tools/venv/bin/python");
    let zig_lib = run(Command::new(python).args([
        "-c",
        "import ziglang, os; print(os.path.join(os.path.dirname(ziglang.__file__), 'lib'))",
    ]));
    let sdk = dir.join("apple-sdk");
    run(Command::new("python3")
        .arg(root().join("scripts/plugins/apple-sdk.py"))
        .arg(zig_lib.trim())
        .arg(&sdk));
    sdk.display().to_string()
}

#[test]
#[ignore = "cross run: needs clang-14, ld64.lld-14, cmake and target/plugin-tools/venv (scripts/test.sh runs it when they are installed)"]
fn macos_archive_links_with_ld64_lld_for_both_slices_not_run() {
    if support::archives::binaries_lag_the_header() {
        return;
    }
    let venv = root().join("target/plugin-tools/venv/bin/python");
    require(&[
        "clang-14",
        "clang++-14",
        "ld64.lld-14",
        "cmake",
        &venv.display().to_string(),
    ]);
    let archive = make("macos-universal", "");
    archive.assert_files(&[
        "lib/libpriests_devils.dylib",
        "lib/libpriests_devils.a",
        "lib/pkgconfig/priests_devils-static.pc",
    ]);
    assert_eq!(
        archive.read("lib/libpriests_devils.a"),
        fs::read(root().join("prebuilt/c/macos-universal/libpriests_devils.a")).expect("prebuilt")
    );
    assert_macos_dylib(&archive.read("lib/libpriests_devils.dylib"));
    archive.assert_pkg_config_relocatable();
    let sdk = apple_sdk(&archive.scratch);
    let toolchain_file = root().join("tests/c/cmake/macos-lld.cmake");
    for (target, arch) in [
        ("arm64-apple-macos11", Architecture::Aarch64),
        ("x86_64-apple-macos10.13", Architecture::X86_64),
    ] {
        let clang = |compiler: &str, std: &str| {
            let target = format!("--target={target}");
            words(&[
                compiler,
                &target,
                "-isysroot",
                &sdk,
                "-fuse-ld=lld",
                std,
                "-Wall",
                "-Wextra",
                "-Werror",
            ])
        };
        let mut cxx = clang("clang++-14", "-std=c++11");
        cxx.extend(words(&[
            "-stdlib=libc++",
            "-fno-exceptions",
            "-fno-rtti",
            "-nostdlib++",
        ]));
        let toolchain = Toolchain {
            cc: clang("clang-14", "-std=c11"),
            cxx,
            link_extra: vec![format!("-Wl,-rpath,{}", archive.path("lib").display())],
            cmake: words(&["cmake"]),
            cmake_args: vec![
                format!("-DCMAKE_TOOLCHAIN_FILE={}", toolchain_file.display()),
                format!("-DPD_APPLE_SDK={sdk}"),
                format!("-DPD_APPLE_TARGET={target}"),
            ],
            cmake_uses_package_dir: false,
            cmake_build_type: "Release",
            suffix: "",
        };
        let programs = archive.build_all(&toolchain, target);
        assert_eq!(programs.len(), 8);
        for program in &programs {
            assert_macho_program(program, arch, &archive.path("lib"));
        }
    }
}
