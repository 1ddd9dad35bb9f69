#!/usr/bin/env bash
# Prints the digest of the library's sources that every binary's build stamp carries (PD_SOURCE_DIGEST;
# see build.rs), by which scripts/plugins/manifest.py --check tells whether a binary was built from
# these sources:
#
#   scripts/plugins/source-digest.sh [SRC_DIR, default src]
#
# Every .rs file under SRC_DIR but the command-line tool's (main.rs and bin/), in the order of their
# paths compared component by component (ffi/types.rs before ffi.rs), each as its path relative to
# SRC_DIR, a NUL, its text without \r, a NUL; the first 8 bytes of sha256sum's digest of it all, in hex.
set -euo pipefail
cd "${1:-src}"
# A \001 for each / sorts a folder's files before any name it is a prefix of, as Rust's Path order does.
find . -type d -name bin -prune -o -type f -name '*.rs' ! -name main.rs -print |
    sed -e 's|^\./||' -e 's|/|\x01|g' | LC_ALL=C sort | sed 's|\x01|/|g' |
    while IFS= read -r file; do
        printf '%s\0' "$file"
        tr -d '\r' <"$file"
        printf '\0'
    done | sha256sum | cut -c1-16
