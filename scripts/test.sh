#!/usr/bin/env bash
# Runs every test: the Rust core, the C program (gcc) against the shared and static libraries and
# against the Unity package's prebuilt binaries (under Wine, node and qemu where installed), the C#
# tests under Mono (the package's own tests under NUnit), the Unity release archives, the CLI (whose
# DOT output Graphviz renders), valgrind and sanitizer runs of the C program, the C install
# (pkg-config), the C release archives (scripts/dist.sh: pkg-config and CMake, natively and as cross
# runs), the web page in headless Chromium (where installed). Installs what the tests need first
# (scripts/install-tools.sh).
#
# The runner is cargo-nextest when it is installed (always under CI or PD_REQUIRE_CROSS, which install
# it): every test its own process, as many at once as there are cores, each test's time on its PASS
# line, one "Summary" line per run; doc tests then run under `cargo test --doc` (nextest runs none).
# Without it, `cargo test`, whose "test result" lines say the same. Every test writes only into its own
# scratch directory (tests/support/scratch.rs), so neither runner nor two runs at once share a file.
# The tests are the workspace's default members': the library's, one binary per layer of tests/, and
# the command-line tool's (cli/); the xtask's (the generator, the hint study) are .ci/run's.
# Arguments go to the runner (`--release` for the release profile). A failing step does not stop the
# others: the script says which failed before its last line and exits non-zero.
set -euo pipefail
cd "$(dirname "$0")/.."

# Installing is scripts/install-tools.sh's: the test suite's tools (and scripts/dist.sh's) always, the
# cross runs' with PD_REQUIRE_CROSS (.ci/run sets it); without it, a cross run whose tools are missing is
# skipped, and the last line says which.
scripts/install-tools.sh test dist ${PD_REQUIRE_CROSS:+cross nextest} ${CI:+nextest}
web_venv=target/web-venv zig_venv=target/plugin-tools/venv axe=target/axe/node_modules/axe-core/axe.min.js
nextest=""
if cargo nextest --version >/dev/null 2>&1; then nextest=1; fi

# The C and C# tests build the shared and static libraries of their profile themselves
# (tests/support/library.rs); built here first, before the tests start at once, and for the binaries'
# check at the end.
profile=() profile_dir=debug
for arg in "$@"; do [ "$arg" = "--release" ] && profile=(--release) profile_dir=release; done
# The sources' digest in the library's build stamp (build.rs), which the binaries' check below compares.
PD_SOURCE_DIGEST=$(scripts/plugins/source-digest.sh)
export PD_SOURCE_DIGEST
cargo build --locked --lib "${profile[@]}"

# Tests write only into their scratch (target/tmp): the work tree must be as it was before them (a
# build writes nothing there either). Checked at the end; fatal under CI.
tree_state() {
    git rev-parse --is-inside-work-tree >/dev/null 2>&1 || return 0
    git status --porcelain --untracked-files=all
    git diff HEAD --binary | sha256sum
}
tree_before=$(tree_state)

# The cross runs (tests/artifacts/plugin_runs.rs, tests/web_page/web.rs and tests/artifacts/dist.rs,
# #[ignore]d so that a plain run never counts them as passed when they did not run): each one whose
# tools are installed, by test binary (the layer) and full name (`module::test`, the module its file),
# then `needs` and the tools it needs.
# Under nextest they run together, in parallel, in one run that must select exactly them.
cross_runs=(
    "artifacts plugin_runs::c_program_passes_against_the_linux_arm64_binary_under_qemu needs aarch64-linux-gnu-gcc qemu-aarch64"
    "artifacts plugin_runs::c_program_passes_against_the_windows_binary_under_wine needs x86_64-w64-mingw32-gcc wine"
    "artifacts plugin_runs::c_program_passes_against_the_webgl_binary_under_node needs emcc node"
    "artifacts plugin_runs::c_program_passes_against_the_webgl_binary_with_wasm_exceptions_under_node needs emcc node"
    "artifacts plugin_runs::webgl_binary_links_beside_a_second_rust_library_under_node needs emcc node /usr/bin/cargo /usr/bin/rustc /usr/lib/rustlib/src/rust/library/std/src/lib.rs"
    "web_page web::web_page_plays_in_headless_chromium needs chromium chromedriver emcc wasm-opt esbuild $web_venv/bin/python $axe"
    "artifacts dist::linux_arm64_archive_builds_with_the_cross_compilers_and_runs_under_qemu needs aarch64-linux-gnu-gcc aarch64-linux-gnu-g++ qemu-aarch64"
    "artifacts dist::windows_archive_builds_with_mingw_against_both_import_libraries_and_runs_under_wine needs x86_64-w64-mingw32-gcc x86_64-w64-mingw32-g++ wine zip llvm-dlltool-14 clang-14 lld-link-14"
    "artifacts dist::wasm_archive_builds_with_emscripten_and_runs_under_node needs emcc em++ node"
    "artifacts dist::macos_archive_links_with_ld64_lld_for_both_slices_not_run needs clang-14 ld64.lld-14 llvm-install-name-tool-14 $zig_venv/bin/python"
    "artifacts release_archives::the_release_archive_step_writes_the_same_bytes_in_two_fresh_clones needs patchelf emcc wasm-opt esbuild"
)
# The tests a plain `cargo test` skips for a tool it may lack (`#[ignore = "needs …"]`: Mono, valgrind,
# CMake, pkg-config, …, installed above) run here with the others, all but the cross runs (below).
all_cross=() skip_cross=()
for run in "${cross_runs[@]}"; do
    test_and_name=${run%% needs *}
    all_cross+=("(binary(=${test_and_name%% *}) & test(=${test_and_name#* }))")
    skip_cross+=(--skip "${test_and_name#* }")
done
not_cross="not ($(IFS='|'; echo "${all_cross[*]}"))"
failed=()
if [ -n "$nextest" ]; then
    cargo nextest run --locked --no-fail-fast --run-ignored all -E "$not_cross" "$@" ||
        failed+=("the tests")
    cargo test --locked --doc "${profile[@]}" || failed+=("the doc tests")
else
    cargo test --locked --no-fail-fast "$@" -- --include-ignored "${skip_cross[@]}" ||
        failed+=("the tests")
fi

# The cross runs themselves.
skipped=() selected=()
for run in "${cross_runs[@]}"; do
    test_and_name=${run%% needs *} absent=()
    binary=${test_and_name%% *} name=${test_and_name#* }
    for tool in ${run#* needs }; do command -v "$tool" >/dev/null || [ -f "$tool" ] || absent+=("$tool"); done
    if [ ${#absent[@]} -eq 0 ]; then
        if [ -n "$nextest" ]; then
            selected+=("(binary(=$binary) & test(=$name))")
        else
            cargo test --locked "${profile[@]}" --test "$binary" -- --ignored --exact "$name" ||
                failed+=("$name")
        fi
    elif [ -n "${PD_REQUIRE_CROSS:-}" ]; then
        echo "cross run $name required, but ${absent[*]} missing" >&2
        exit 1
    else
        skipped+=("$name (no ${absent[*]})")
    fi
done
if [ ${#selected[@]} -gt 0 ]; then
    filter=$(IFS='|'; echo "${selected[*]}")
    found=$(cargo nextest list --locked "${profile[@]}" --run-ignored only -E "$filter" \
        --message-format oneline | wc -l)
    if [ "$found" -ne ${#selected[@]} ]; then
        echo "the cross runs' filter selects $found tests, not ${#selected[@]}: $filter" >&2
        exit 1
    fi
    cargo nextest run --locked "${profile[@]}" --no-fail-fast --run-ignored only -E "$filter" ||
        failed+=("the cross runs")
fi

if [ "$(tree_state)" != "$tree_before" ]; then
    echo "the tests changed the work tree (they may write only into their scratch):" >&2
    git status --short >&2
    [ -z "${PD_REQUIRE_CROSS:-}${CI:-}" ] || failed+=("the work tree check")
fi

# Binaries lagging the sources are fine between releases; say so (a release rebuilds them).
for binaries in unity-sample/Packages/com.priestsdevils.solver/Plugins prebuilt/c; do
    python3 scripts/plugins/manifest.py --check "$binaries" "target/$profile_dir/libpriests_devils.so" --quiet || true
done
[ ${#failed[@]} -eq 0 ] || echo "failed: $(IFS=';'; echo "${failed[*]}" | sed 's/;/; /g')" >&2
if [ ${#skipped[@]} -gt 0 ]; then
    echo "cross runs skipped: $(IFS=';'; echo "${skipped[*]}" | sed 's/;/; /g') (PD_REQUIRE_CROSS=1 installs their tools)"
else
    echo "cross runs skipped: none"
fi
[ ${#failed[@]} -eq 0 ]
