#!/usr/bin/env bash
# Runs every fuzz target for RUNS executions (default 10 million) with cargo-fuzz (libFuzzer +
# AddressSanitizer), starting from the committed seeds in fuzz/seeds/<target> and growing the ignored
# work corpus fuzz/corpus/<target>. Needs `cargo install cargo-fuzz`; RUSTC_BOOTSTRAP lets the stable
# toolchain accept the sanitizer flags cargo-fuzz passes.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-10000000}
export RUSTC_BOOTSTRAP=1
for target in ffi_rules ffi_queries ffi_policy ffi_progress; do
    mkdir -p "fuzz/corpus/$target"
    cargo fuzz run -O "$target" "fuzz/corpus/$target" "fuzz/seeds/$target" -- \
        -runs="$runs" -timeout=30 -rss_limit_mb=4096 -print_final_stats=1
done
