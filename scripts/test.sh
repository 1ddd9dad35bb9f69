#!/usr/bin/env bash
# Runs every test: the Rust core, the C program (gcc) against the shared and static libraries and
# against the Unity package's prebuilt binaries (under Wine, node and qemu where installed), the C#
# tests under Mono (the package's own tests under NUnit), the Unity release archives, the CLI (whose
# DOT output Graphviz renders), valgrind and sanitizer runs of the C program, the C install
# (pkg-config), the C release archives (scripts/dist.sh: pkg-config and CMake, natively and as cross
# runs), the web page in headless Chromium (where installed). Installs what the tests need first
# (scripts/install-tools.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

# Installing is scripts/install-tools.sh's: the test suite's tools (and scripts/dist.sh's) always, the
# cross runs' with PD_REQUIRE_CROSS (.ci/run sets it); without it, a cross run whose tools are missing is
# skipped, and the last line says which.
scripts/install-tools.sh test dist ${PD_REQUIRE_CROSS:+cross}
web_venv=target/web-venv zig_venv=target/plugin-tools/venv axe=target/axe/node_modules/axe-core/axe.min.js

# `cargo test` builds the library only as an rlib; the C and C# tests need the shared and static
# libraries of the same profile.
profile=() profile_dir=debug
for arg in "$@"; do [ "$arg" = "--release" ] && profile=(--release) profile_dir=release; done
cargo build --locked --lib "${profile[@]}"
cargo test --locked "$@"

# The cross runs (tests/plugin_runs.rs and tests/web.rs, #[ignore]d so that `cargo test` never counts
# them as passed when they did not run): each one whose tools (commands, or files by their path) are
# installed, by test file and name.
cross_runs=(
    "plugin_runs c_program_passes_against_the_linux_arm64_binary_under_qemu:aarch64-linux-gnu-gcc qemu-aarch64"
    "plugin_runs c_program_passes_against_the_windows_binary_under_wine:x86_64-w64-mingw32-gcc wine"
    "plugin_runs c_program_passes_against_the_webgl_binary_under_node:emcc node"
    "web web_page_plays_in_headless_chromium:chromium chromedriver emcc wasm-opt esbuild $web_venv/bin/python $axe"
    "dist linux_arm64_archive_builds_with_the_cross_compilers_and_runs_under_qemu:aarch64-linux-gnu-gcc aarch64-linux-gnu-g++ qemu-aarch64"
    "dist windows_archive_builds_with_mingw_against_both_import_libraries_and_runs_under_wine:x86_64-w64-mingw32-gcc x86_64-w64-mingw32-g++ wine zip llvm-dlltool-14 clang-14 lld-link-14"
    "dist wasm_archive_builds_with_emscripten_and_runs_under_node:emcc em++ node"
    "dist macos_archive_links_with_ld64_lld_for_both_slices_not_run:clang-14 ld64.lld-14 llvm-install-name-tool-14 $zig_venv/bin/python"
)
skipped=()
for run in "${cross_runs[@]}"; do
    test_and_name=${run%%:*} absent=()
    name=${test_and_name#* }
    for tool in ${run#*:}; do command -v "$tool" >/dev/null || [ -f "$tool" ] || absent+=("$tool"); done
    if [ ${#absent[@]} -eq 0 ]; then
        cargo test --locked "${profile[@]}" --test "${test_and_name%% *}" -- --ignored --exact "$name"
    elif [ -n "${PD_REQUIRE_CROSS:-}" ]; then
        echo "cross run $name required, but ${absent[*]} missing" >&2
        exit 1
    else
        skipped+=("$name (no ${absent[*]})")
    fi
done

# Binaries lagging the sources are fine between releases; say so (a release rebuilds them).
for binaries in unity-sample/Packages/com.priestsdevils.solver/Plugins prebuilt/c; do
    python3 scripts/plugins/manifest.py --check "$binaries" "target/$profile_dir/libpriests_devils.so" --quiet || true
done
if [ ${#skipped[@]} -gt 0 ]; then
    echo "cross runs skipped: $(IFS=';'; echo "${skipped[*]}" | sed 's/;/; /g') (PD_REQUIRE_CROSS=1 installs their tools)"
else
    echo "cross runs skipped: none"
fi
