//! Compiles `tests/c/abi_test.c` with gcc against the committed header, links it once to the shared
//! and once to the static library that `cargo test` built, and runs both.

mod support;

use std::path::Path;
use std::process::Command;

use support::{artifact_dir, assert_all_passed, assert_shared_library_built, root, run};

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
    .arg(root().join(source))
    .arg("-o")
    .arg(out);
    cmd
}

#[test]
fn c_program_passes_against_the_shared_library() {
    assert_shared_library_built();
    let lib = artifact_dir();
    let exe = Path::new(env!("CARGO_TARGET_TMPDIR")).join("abi_test_shared");
    run(gcc("tests/c/abi_test.c", &exe)
        .arg("-L")
        .arg(&lib)
        .arg(format!("-Wl,-rpath,{}", lib.display()))
        .arg("-lpriests_devils"));
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
    let exe = Path::new(env!("CARGO_TARGET_TMPDIR")).join("abi_test_static");
    run(gcc("tests/c/abi_test.c", &exe)
        .arg(&lib)
        .args(["-lpthread", "-ldl", "-lm"]));
    assert_all_passed(&run(&mut Command::new(&exe)));
}

#[test]
fn header_compiles_as_cpp() {
    let probe = Path::new(env!("CARGO_TARGET_TMPDIR")).join("header_probe.cpp");
    std::fs::write(&probe, "#include \"priests_devils.h\"\nint main() { return pd_abi_version() == PD_ABI_VERSION ? 0 : 1; }\n")
        .expect("write probe");
    run(Command::new("g++")
        .args(["-std=c++11", "-Wall", "-Werror", "-fsyntax-only", "-I"])
        .arg(root().join("include"))
        .arg(&probe));
}

/// The C example in README.md compiles against the committed header and runs.
#[test]
fn readme_c_example_compiles_and_runs() {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README.md");
    let start = readme.find("```c\n").expect("README has a C example") + "```c\n".len();
    let end = start + readme[start..].find("```").expect("C example is closed");
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let source = dir.join("readme_example.c");
    std::fs::write(&source, &readme[start..end]).expect("write example");
    let exe = dir.join("readme_example");
    let lib = artifact_dir();
    run(gcc(source.to_str().expect("utf-8 path"), &exe)
        .arg("-L")
        .arg(&lib)
        .arg(format!("-Wl,-rpath,{}", lib.display()))
        .arg("-lpriests_devils"));
    let out = run(&mut Command::new(&exe));
    assert!(
        out.contains("carry 1 priest(s) and 1 devil(s)") && out.contains("11 crossings"),
        "{out}"
    );
    assert!(out.contains("board a priest"), "{out}");
}

/// The C program under valgrind's memcheck: no invalid access, no use of uninitialised memory, no leak.
#[test]
fn c_program_is_clean_under_valgrind() {
    let lib = artifact_dir();
    let exe = Path::new(env!("CARGO_TARGET_TMPDIR")).join("abi_test_valgrind");
    run(gcc("tests/c/abi_test.c", &exe)
        .arg("-L")
        .arg(&lib)
        .arg(format!("-Wl,-rpath,{}", lib.display()))
        .arg("-lpriests_devils"));
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
    let exe = Path::new(env!("CARGO_TARGET_TMPDIR")).join("abi_test_sanitized");
    run(gcc("tests/c/abi_test.c", &exe)
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
