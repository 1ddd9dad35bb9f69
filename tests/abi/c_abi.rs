//! Compiles `tests/c/abi_test.c` (with the other files of `support::C_TEST_PROGRAM`) with gcc against the committed header, links it once to the shared
//! and once to the static library that `cargo test` built, and runs both; and checks that a fuzz target
//! calls every function of the header (`fuzz_coverage.rs`).

use crate::support;
// The level entry points' promises, called from Rust: caps, memory, `*len`, cancel.
#[path = "c_abi/levels_promises.rs"]
mod levels_promises;
// The promises at the ABI's edges (issue #64): the check order, huge counts, cancels set before a call.
#[path = "c_abi/edges.rs"]
mod edges;

use std::path::{Path, PathBuf};
use std::process::Command;

use support::{
    artifact_dir, assert_all_passed, assert_c_example_output, assert_shared_library_built,
    c_example_text, root, run, scratch,
};

fn gcc(source: &str, out: &Path) -> Command {
    let mut cmd = Command::new("gcc");
    cmd.args([
        "-std=c11",
        "-Wall",
        "-Wextra",
        "-Werror",
        "-pedantic",
        "-O1",
        "-g",
    ])
    .arg("-I")
    .arg(root().join("include"))
    .arg(root().join(source));
    if source == ABI_TEST {
        cmd.args(
            support::C_TEST_PROGRAM[1..]
                .iter()
                .map(|file| root().join(file)),
        );
    }
    cmd.arg("-o").arg(out);
    cmd
}

/// `cmd` (a `gcc` build) linked to the shared library in `artifact_dir()`, which it finds at run time
/// by its rpath.
fn link_shared(cmd: &mut Command) -> &mut Command {
    let lib = artifact_dir();
    cmd.arg("-L")
        .arg(&lib)
        .arg(format!("-Wl,-rpath,{}", lib.display()))
        .arg("-lpriests_devils")
}

/// The C test program; `gcc` builds it with its other files (`support::C_TEST_PROGRAM`).
const ABI_TEST: &str = "tests/c/abi_test.c";

#[test]
fn c_program_passes_against_the_shared_library() {
    assert_shared_library_built();
    let dir = scratch("c_program_passes_against_the_shared_library");
    let exe = dir.join("abi_test");
    run(link_shared(&mut gcc(ABI_TEST, &exe)));
    assert_all_passed(&run(&mut Command::new(&exe)));
}

#[test]
fn c_program_passes_against_the_static_library() {
    let lib = artifact_dir().join("libpriests_devils.a");
    assert!(
        lib.exists(),
        "no static library at {}: run `cargo build --lib` first (scripts/test.sh does)",
        lib.display()
    );
    let dir = scratch("c_program_passes_against_the_static_library");
    let exe = dir.join("abi_test");
    run(gcc(ABI_TEST, &exe)
        .arg(&lib)
        .args(["-lpthread", "-ldl", "-lm"]));
    assert_all_passed(&run(&mut Command::new(&exe)));
}

#[test]
fn hint_benchmark_builds_and_its_loops_agree() {
    // scripts/bench.sh times it; here a short run checks that pd_next_move, the table it is
    // compared with and a call reading that table give the same moves over the playable states of
    // both games.
    let lib = artifact_dir().join("libpriests_devils.a");
    let dir = scratch("hint_benchmark_builds_and_its_loops_agree");
    let exe = dir.join("hint_bench");
    run(gcc("benches/c/hint_bench.c", &exe)
        .arg(&lib)
        .args(["-lpthread", "-ldl", "-lm"]));
    let out = run(Command::new(&exe).arg("1000"));
    assert!(
        out.contains("classic game: loop over the 15 playable states"),
        "{out}"
    );
    assert!(out.contains("(no hint grid): loop over"), "{out}");
    assert_eq!(out.matches("| `pd_next_move` |").count(), 2, "{out}");
}

#[test]
#[ignore = "needs g++: scripts/test.sh installs it and runs this test"]
fn header_compiles_as_cpp() {
    // Included twice: the header's inline function has its own include guard.
    let dir = scratch("header_compiles_as_cpp");
    let probe = dir.join("header_probe.cpp");
    std::fs::write(
        &probe,
        "#include \"priests_devils.h\"\n#include \"priests_devils.h\"\n\
         int hint(const PdHintGrid *grid, PdState state, PdMove *out) {\n\
         return pd_next_move_inline(grid, state, out) == PD_STATUS_OK;\n}\n\
         int main() { return pd_abi_version() == PD_ABI_VERSION ? 0 : 1; }\n",
    )
    .expect("write probe");
    run(Command::new("g++")
        .args([
            "-std=c++11",
            "-Wall",
            "-Wextra",
            "-Werror",
            "-fsyntax-only",
            "-I",
        ])
        .arg(root().join("include"))
        .arg(&probe));
}

/// Writes the C guide's example (docs/c-api.md) to a file in `dir` and returns its path.
fn c_example(dir: &Path) -> PathBuf {
    let source = dir.join("c_example.c");
    std::fs::write(&source, c_example_text()).expect("write example");
    source
}

/// The C example in docs/c-api.md compiles against the committed header and runs.
#[test]
fn c_example_compiles_and_runs() {
    let dir = scratch("c_example_compiles_and_runs");
    let source = c_example(&dir);
    let exe = dir.join("c_example");
    run(link_shared(&mut gcc(
        source.to_str().expect("utf-8 path"),
        &exe,
    )));
    assert_c_example_output(&run(&mut Command::new(&exe)));
}

/// The C program under valgrind's memcheck: no invalid access, no use of uninitialised memory, no leak.
#[test]
#[ignore = "needs valgrind: scripts/test.sh installs it and runs this test"]
fn c_program_is_clean_under_valgrind() {
    let dir = scratch("c_program_is_clean_under_valgrind");
    let exe = dir.join("abi_test");
    run(link_shared(&mut gcc(ABI_TEST, &exe)));
    let stdout = run(Command::new("valgrind")
        .args([
            "--error-exitcode=99",
            "--leak-check=full",
            "--show-leak-kinds=definite,indirect,possible",
            "--errors-for-leak-kinds=definite,indirect,possible",
            "--quiet",
        ])
        .arg(&exe));
    assert_all_passed(&stdout);
}

/// The C program built with AddressSanitizer and UndefinedBehaviorSanitizer (and LeakSanitizer), linked
/// to the static library: any invalid access, undefined behaviour or leak aborts it.
#[test]
fn c_program_is_clean_under_address_and_undefined_behaviour_sanitizers() {
    let lib = artifact_dir().join("libpriests_devils.a");
    let dir = scratch("c_program_is_clean_under_address_and_undefined_behaviour_sanitizers");
    let exe = dir.join("abi_test");
    run(gcc(ABI_TEST, &exe)
        .args([
            "-fsanitize=address,undefined",
            "-fno-sanitize-recover=all",
            "-fno-omit-frame-pointer",
        ])
        .arg(&lib)
        .args(["-lpthread", "-ldl", "-lm"]));
    let stdout = run(Command::new(&exe)
        .env(
            "ASAN_OPTIONS",
            "detect_leaks=1:abort_on_error=0:halt_on_error=1",
        )
        .env("UBSAN_OPTIONS", "halt_on_error=1:print_stacktrace=1"));
    assert_all_passed(&stdout);
}
