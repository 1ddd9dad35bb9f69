#!/usr/bin/env bash
# Runs every test: the Rust core, the C program (gcc) against the shared and static libraries, the C#
# tests under Mono, the CLI (whose DOT output Graphviz renders), valgrind and sanitizer runs of the C
# program. Installs the system tools the tests
# need when they are missing (Debian, as root).
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v gcc >/dev/null || missing+=(gcc)
command -v g++ >/dev/null || missing+=(g++)
command -v mcs >/dev/null || missing+=(mono-mcs)
command -v mono >/dev/null || missing+=(mono-runtime)
command -v dot >/dev/null || missing+=(graphviz)
command -v valgrind >/dev/null || missing+=(valgrind)
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

# `cargo test` builds the library only as an rlib; the C and C# tests need the shared and static
# libraries of the same profile.
profile=()
for arg in "$@"; do [ "$arg" = "--release" ] && profile=(--release); done
cargo build --lib "${profile[@]}"
cargo test "$@"
