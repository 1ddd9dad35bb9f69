//! The C test program (`tests/c/abi_test.c`, compiled against the committed header) run against the
//! Unity package's prebuilt binaries: natively against Linux x64, and, as cross runs, against Linux
//! arm64 under qemu, Windows x64 under Wine and WebGL under node: linked as both of Unity 6's WebGL
//! modes link it (JavaScript-based exceptions, and WebAssembly 2023's `-fwasm-exceptions`), and beside a
//! second Rust-built WebGL static library that has a panic runtime of its own.
//!
//! On Linux the program prints the file its library was loaded from, and the test asserts it is the
//! committed binary. The environment cannot choose another: the program runs without the
//! `LD_LIBRARY_PATH` cargo sets (its `target/debug/deps` holds a `libpriests_devils.so` too, and
//! would win over the program's RUNPATH), or, under qemu, with one naming the binary's folder alone.
//!
//! The cross runs are `#[ignore]`d, so that a plain `cargo test` lists them as not run rather than
//! passing them; `scripts/test.sh` runs each one whose tools are installed (all of them, installing
//! the tools, under `PD_REQUIRE_CROSS`, which `.ci/run` sets) and ends with a line naming those it
//! skipped. Run by hand, a cross run whose tool is missing fails.

use crate::support;

use std::fs;
use std::path::Path;
use std::process::Command;

use support::plugins::plugins;
use support::{
    assert_all_passed, assert_loaded_from, build_wine_bcryptprimitives, require, root, run,
    run_under_wine, scratch,
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
        .args(support::C_TEST_PROGRAM.iter().map(|file| root().join(file)));
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
    let out = run(Command::new(&exe).env_remove("LD_LIBRARY_PATH"));
    assert_loaded_from(&out, &lib.join("libpriests_devils.so"));
    assert_all_passed(&out);
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
    assert_loaded_from(&out, &lib.join("libpriests_devils.so"));
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

/// Runs the emscripten program `js` under node and asserts every check passed.
fn run_under_node(js: &Path) {
    assert_all_passed(&run(Command::new("node")
        .arg("--no-experimental-fetch")
        .arg(js)));
}

/// WebGL with JavaScript-based exceptions: emcc's defaults, Unity 2022.3's and Unity 6's without
/// WebAssembly 2023.
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
    run_under_node(&js);
}

/// WebGL with native wasm exceptions (`-fwasm-exceptions`), as Unity 6 links a player with *WebAssembly
/// 2023* on: the archive, which neither throws nor catches, links and plays there too.
#[test]
#[ignore = "cross run: needs emcc and node (scripts/test.sh runs it when they are installed)"]
fn c_program_passes_against_the_webgl_binary_with_wasm_exceptions_under_node() {
    require(&["emcc", "node"]);
    let dir = scratch("c_program_passes_against_the_webgl_binary_with_wasm_exceptions_under_node");
    let js = dir.join("abi_test.js");
    run(c_test("emcc")
        .arg("-fwasm-exceptions")
        .arg(plugins().join("webgl/libpriests_devils.a"))
        .arg("-o")
        .arg(&js));
    run_under_node(&js);
}

/// The second plug-in: a small Rust static library as another package would ship it for WebGL, with
/// std, unwinding (JavaScript-based exceptions) and so its own `rust_eh_personality` and panic runtime.
const SECOND_LIBRARY: &str = r#"//! Another WebGL plug-in written in Rust.
use std::panic;

/// The sum of the squares of 1..=n, through a Vec (std's allocator).
#[no_mangle]
pub extern "C" fn second_sum_of_squares(n: u32) -> u64 {
    let squares: Vec<u64> = (1..=u64::from(n)).map(|i| i * i).collect();
    squares.iter().sum()
}

/// 1 when a panic is caught: this library's own unwinding works beside the solver's archive.
#[no_mangle]
pub extern "C" fn second_caught_panic() -> i32 {
    panic::set_hook(Box::new(|_| {}));
    i32::from(panic::catch_unwind(|| panic!("caught")).is_err())
}
"#;

/// Debian's std sources (`rust-web-src`), which `-Zbuild-std` compiles for the emscripten target.
const RUST_SRC: &str = "/usr/lib/rustlib/src/rust/library/std/src/lib.rs";

/// The C program's checks, then the second library's, in one player.
const BOTH_LIBRARIES_MAIN: &str = r#"#include <stdint.h>
#include <stdio.h>
int pd_abi_main(void);
uint64_t second_sum_of_squares(uint32_t n);
int32_t second_caught_panic(void);
int main(void) {
    if (second_sum_of_squares(10) != 385 || second_caught_panic() != 1) {
        fprintf(stderr, "the second Rust library misbehaves\n");
        return 1;
    }
    return pd_abi_main(); /* prints the C program's summary last */
}
"#;

/// Two Rust static libraries in one WebGL player: the second one is built here by Debian's Rust (the
/// toolchain `scripts/build-plugins.sh` uses: std rebuilt for `wasm32-unknown-emscripten`) with
/// unwinding on, so it defines `rust_eh_personality` and std's symbols globally, and links with the C
/// program and the solver's archive by emcc's defaults. The solver's archive keeps all but its `pd_`
/// functions local: no duplicate symbol, and both libraries work.
#[test]
#[ignore = "cross run: needs emcc, node and Debian's Rust (rustc-web, cargo-web, rust-web-src; scripts/test.sh runs it when they are installed)"]
fn webgl_binary_links_beside_a_second_rust_library_under_node() {
    require(&["emcc", "node", "/usr/bin/cargo", "/usr/bin/rustc"]);
    assert!(
        Path::new(RUST_SRC).exists(),
        "{RUST_SRC} missing: install rust-web-src (PD_REQUIRE_CROSS=1 scripts/test.sh installs it)"
    );
    let dir = scratch("webgl_binary_links_beside_a_second_rust_library_under_node");
    let krate = dir.join("second");
    fs::create_dir_all(krate.join("src")).unwrap();
    fs::write(
        krate.join("Cargo.toml"),
        "[package]\nname = \"second\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n\
         [lib]\ncrate-type = [\"staticlib\"]\n\n[profile.release]\nlto = true\n\n[workspace]\n",
    )
    .unwrap();
    fs::write(krate.join("src/lib.rs"), SECOND_LIBRARY).unwrap();
    run(Command::new("/usr/bin/cargo")
        .args(["build", "--release", "--quiet"])
        .args(["--target", "wasm32-unknown-emscripten"])
        .arg("-Zbuild-std=std,panic_unwind")
        .env("RUSTC", "/usr/bin/rustc")
        .env("RUSTC_BOOTSTRAP", "1")
        .env("RUSTFLAGS", "-Zemscripten-wasm-eh=false -Ctarget-cpu=mvp")
        .env_remove("RUSTC_WRAPPER")
        .env_remove("CARGO_TARGET_DIR")
        .current_dir(&krate));
    let second = krate.join("target/wasm32-unknown-emscripten/release/libsecond.a");
    let main = dir.join("main.c");
    fs::write(&main, BOTH_LIBRARIES_MAIN).unwrap();
    // The C program with its main renamed, then the wrapper's main, both libraries and the program,
    // linked with exception catching on (-fexceptions), as Unity's default WebGL *Enable Exceptions*
    // setting links a player: the second library catches its own panics by JavaScript-based exceptions.
    run(c_test("emcc")
        .args(["-c", "-Dmain=pd_abi_main"])
        .current_dir(&dir));
    let js = dir.join("both.js");
    run(Command::new("emcc")
        .arg("-fexceptions")
        .arg(&main)
        .args(support::C_TEST_PROGRAM.iter().map(|file| {
            let stem = Path::new(file).file_stem().expect("a C file");
            dir.join(stem).with_extension("o")
        }))
        .arg(plugins().join("webgl/libpriests_devils.a"))
        .arg(&second)
        .arg("-o")
        .arg(&js));
    run_under_node(&js);
}
