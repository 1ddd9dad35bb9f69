#!/usr/bin/env bash
# Runs every test: the Rust core, the C program (gcc) against the shared and static libraries and
# against the Unity package's prebuilt binaries (under Wine, node and qemu where installed), the C#
# tests under Mono, the CLI (whose DOT output Graphviz renders), valgrind and sanitizer runs of the C
# program, the C install (pkg-config), the C release archives (scripts/dist.sh: pkg-config and CMake,
# natively and as cross runs), the web page in headless Chromium (where installed). Installs the system
# tools the tests need when they are missing (Debian, as root).
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v gcc >/dev/null || missing+=(gcc)
command -v g++ >/dev/null || missing+=(g++)
command -v mcs >/dev/null || missing+=(mono-mcs)
command -v mono >/dev/null || missing+=(mono-runtime)
command -v dot >/dev/null || missing+=(graphviz)
command -v valgrind >/dev/null || missing+=(valgrind)
command -v pkg-config >/dev/null || missing+=(pkg-config)
command -v patchelf >/dev/null || missing+=(patchelf)
command -v cmake >/dev/null || missing+=(cmake)
# With PD_REQUIRE_CROSS set (.ci/run sets it), also the tools that run the C test program against the
# committed Windows, WebGL and Linux arm64 binaries (tests/plugin_runs.rs): MinGW + Wine, emscripten +
# node, the aarch64 cross compiler + qemu. Without it, those runs are skipped when their tools are
# missing, and the last line says which.
if [ -n "${PD_REQUIRE_CROSS:-}" ]; then
    command -v x86_64-w64-mingw32-gcc >/dev/null || missing+=(gcc-mingw-w64-x86-64-win32)
    command -v wine >/dev/null || missing+=(wine wine64)
    command -v emcc >/dev/null || missing+=(emscripten)
    command -v aarch64-linux-gnu-gcc >/dev/null || missing+=(gcc-aarch64-linux-gnu libc6-dev-arm64-cross)
    command -v qemu-aarch64 >/dev/null || missing+=(qemu-user)
    # The web page's browser test (tests/web.rs): Debian's Chromium and its driver, the acorn module
    # that scripts/build-web.sh's emcc -O2 needs, and venv for the driver's Python environment.
    command -v chromium >/dev/null || missing+=(chromium)
    command -v chromedriver >/dev/null || missing+=(chromium-driver)
    [ -f /usr/share/nodejs/acorn/package.json ] || missing+=(node-acorn)
    python3 -c 'import ensurepip, venv' 2>/dev/null || missing+=(python3-venv)
    # The C release archives' cross runs (tests/dist.rs): the C++ cross compilers, what scripts/dist.sh
    # makes the Windows and macOS archives with, clang and ld64.lld for the macOS link.
    command -v x86_64-w64-mingw32-g++ >/dev/null || missing+=(g++-mingw-w64-x86-64-win32)
    command -v aarch64-linux-gnu-g++ >/dev/null || missing+=(g++-aarch64-linux-gnu)
    command -v zip >/dev/null || missing+=(zip)
    command -v llvm-dlltool-14 >/dev/null || missing+=(llvm-14)
    command -v clang-14 >/dev/null || missing+=(clang-14)
    command -v ld64.lld-14 >/dev/null || missing+=(lld-14)
fi
if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" -ne 0 ]; then
        echo "missing tools: ${missing[*]}; install them (e.g. sudo apt-get install -y ${missing[*]})" >&2
        exit 1
    fi
    echo "installing ${missing[*]}" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# The browser test's Python environment (Selenium, Pillow: tests/web/requirements.txt), made when Chromium
# is there; without PD_REQUIRE_CROSS, a failure to make it only skips that test.
web_venv=target/web-venv
if command -v chromium >/dev/null && ! cmp -s tests/web/requirements.txt "$web_venv/requirements.txt"; then
    rm -rf "$web_venv"
    if python3 -m venv "$web_venv" && "$web_venv/bin/pip" install -q -r tests/web/requirements.txt; then
        cp tests/web/requirements.txt "$web_venv/requirements.txt"
    else
        rm -rf "$web_venv"
        if [ -n "${PD_REQUIRE_CROSS:-}" ]; then
            echo "cannot make $web_venv for the browser test" >&2
            exit 1
        fi
    fi
fi

# The macOS archive's link test (tests/dist.rs) needs Apple's libSystem stub and C headers, which only the
# ziglang wheel (PyPI) carries here: the venv scripts/build-plugins.sh makes, at its pinned version. Made
# under PD_REQUIRE_CROSS; without it the test runs only if the venv is there.
zig_venv=target/plugin-tools/venv
zig_version=$(sed -n 's/^zig_version=//p' scripts/build-plugins.sh)
if [ -n "${PD_REQUIRE_CROSS:-}" ] && ! "$zig_venv/bin/python" -m ziglang version 2>/dev/null | grep -qx "$zig_version"; then
    rm -rf "$zig_venv"
    python3 -m venv "$zig_venv" && "$zig_venv/bin/pip" install -q "ziglang==$zig_version" || {
        echo "cannot make $zig_venv for the macOS archive's link test" >&2
        exit 1
    }
fi

# `cargo test` builds the library only as an rlib; the C and C# tests need the shared and static
# libraries of the same profile.
profile=() profile_dir=debug
for arg in "$@"; do [ "$arg" = "--release" ] && profile=(--release) profile_dir=release; done
cargo build --locked --lib "${profile[@]}"
cargo test --locked "$@"

# The cross runs (tests/plugin_runs.rs and tests/web.rs, #[ignore]d so that `cargo test` never counts
# them as passed when they did not run): each one whose tools are installed, by test file and name.
cross_runs=(
    "plugin_runs c_program_passes_against_the_linux_arm64_binary_under_qemu:aarch64-linux-gnu-gcc qemu-aarch64"
    "plugin_runs c_program_passes_against_the_windows_binary_under_wine:x86_64-w64-mingw32-gcc wine"
    "plugin_runs c_program_passes_against_the_webgl_binary_under_node:emcc node"
    "web web_page_plays_in_headless_chromium:chromium chromedriver emcc $web_venv/bin/python"
    "dist linux_arm64_archive_builds_with_the_cross_compilers_and_runs_under_qemu:aarch64-linux-gnu-gcc aarch64-linux-gnu-g++ qemu-aarch64"
    "dist windows_archive_builds_with_mingw_against_both_import_libraries_and_runs_under_wine:x86_64-w64-mingw32-gcc x86_64-w64-mingw32-g++ wine zip llvm-dlltool-14 clang-14 lld-link-14"
    "dist wasm_archive_builds_with_emscripten_and_runs_under_node:emcc em++ node"
    "dist macos_archive_links_with_ld64_lld_for_both_slices_not_run:clang-14 ld64.lld-14 llvm-install-name-tool-14 $zig_venv/bin/python"
)
skipped=()
for run in "${cross_runs[@]}"; do
    test_and_name=${run%%:*} absent=()
    name=${test_and_name#* }
    for tool in ${run#*:}; do command -v "$tool" >/dev/null || absent+=("$tool"); done
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
