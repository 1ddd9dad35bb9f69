//! The C test program (`tests/c/abi_test.c`, compiled against the committed header) run against the
//! Unity package's prebuilt binaries: natively against Linux x64, and, as cross runs, against Linux
//! arm64 under qemu, Windows x64 under Wine and WebGL under node.
//!
//! The cross runs are `#[ignore]`d, so that a plain `cargo test` lists them as not run rather than
//! passing them; `scripts/test.sh` runs each one whose tools are installed (all of them, installing
//! the tools, under `PD_REQUIRE_CROSS`, which `.ci/run` sets) and ends with a line naming those it
//! skipped. Run by hand, a cross run whose tool is missing fails.

#[path = "../support/mod.rs"]
mod support;

use std::fs;
use std::process::Command;

use support::plugins::plugins;
use support::{
    assert_all_passed, build_wine_bcryptprimitives, require, root, run, run_under_wine, scratch,
};

/// `compiler` (gcc, a cross gcc or emcc) compiling `tests/c/abi_test.c` against the committed header;
/// callers add the library and the output.
/// The program checks the ABI the committed binaries implement (`PD_TESTED_ABI`): the header's, or,
/// between releases, the last release's when the header moved on since (it says so).
fn c_test(compiler: &str) -> Command {
    let (abi, lag) = support::plugins::committed_abi();
    if let Some(lag) = lag {
        println!("{lag}");
    }
    let mut cmd = Command::new(compiler);
    cmd.arg(format!("-DPD_TESTED_ABI={abi}"));
    cmd.args(["-std=c11", "-O1", "-I"])
        .arg(root().join("include"))
        .arg(root().join("tests/c/abi_test.c"))
        .arg(root().join("tests/c/levels_test.c"));
    cmd
}

#[test]
fn c_program_passes_against_the_linux_x64_binary() {
    let dir = scratch("c_program_passes_against_the_linux_x64_binary");
    let lib = plugins().join("linux-x64");
    let exe = dir.join("abi_test");
    run(c_test("gcc")
        .arg("-L")
        .arg(&lib)
        .arg(format!("-Wl,-rpath,{}", lib.display()))
        .args(["-lpriests_devils", "-o"])
        .arg(&exe));
    // The committed binary, not the freshly built one cargo's LD_LIBRARY_PATH names (which the loader
    // would take before the run path).
    assert_all_passed(&run(Command::new(&exe).env("LD_LIBRARY_PATH", &lib)));
}

#[test]
#[ignore = "cross run: needs aarch64-linux-gnu-gcc and qemu-aarch64 (scripts/test.sh runs it when they are installed)"]
fn c_program_passes_against_the_linux_arm64_binary_under_qemu() {
    require(&["aarch64-linux-gnu-gcc", "qemu-aarch64"]);
    let dir = scratch("c_program_passes_against_the_linux_arm64_binary_under_qemu");
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
#[ignore = "cross run: needs x86_64-w64-mingw32-gcc and wine (scripts/test.sh runs it when they are installed)"]
fn c_program_passes_against_the_windows_binary_under_wine() {
    require(&["x86_64-w64-mingw32-gcc", "wine"]);
    let dir = scratch("c_program_passes_against_the_windows_binary_under_wine");
    fs::copy(
        plugins().join("win-x64/priests_devils.dll"),
        dir.join("priests_devils.dll"),
    )
    .expect("copy dll");
    build_wine_bcryptprimitives(&dir);
    run(c_test("x86_64-w64-mingw32-gcc")
        .arg(dir.join("priests_devils.dll"))
        .arg("-o")
        .arg(dir.join("abi_test.exe")));
    let out = run_under_wine(&dir.join("abi_test.exe"), &dir.join("wine-prefix"));
    assert_all_passed(&out);
}

#[test]
#[ignore = "cross run: needs emcc and node (scripts/test.sh runs it when they are installed)"]
fn c_program_passes_against_the_webgl_binary_under_node() {
    require(&["emcc", "node"]);
    let dir = scratch("c_program_passes_against_the_webgl_binary_under_node");
    let js = dir.join("abi_test.js");
    run(c_test("emcc")
        .arg(plugins().join("webgl/libpriests_devils.a"))
        .arg("-o")
        .arg(&js));
    assert_all_passed(&run(Command::new("node")
        .arg("--no-experimental-fetch")
        .arg(&js)));
}
