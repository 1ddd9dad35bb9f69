#!/usr/bin/env bash
# Runs the fuzz targets named (default: every target of fuzz/Cargo.toml, `cargo fuzz list`) with
# cargo-fuzz (libFuzzer + AddressSanitizer), each for RUNS executions (default 10 million) or, with
# SECONDS_EACH set, for that many seconds, starting from the committed seeds in fuzz/seeds/<target> and
# growing the ignored work corpus fuzz/corpus/<target>. Needs `cargo install cargo-fuzz`;
# RUSTC_BOOTSTRAP lets the stable toolchain accept the sanitizer flags cargo-fuzz passes.
#
#   fuzz/run.sh [TARGET...]          RUNS=1000 fuzz/run.sh          SECONDS_EACH=300 fuzz/run.sh ffi_legal_loads
set -euo pipefail
cd "$(dirname "$0")/.."
export RUSTC_BOOTSTRAP=1
limit=(-runs="${RUNS:-10000000}")
[ -z "${SECONDS_EACH:-}" ] || limit=(-max_total_time="$SECONDS_EACH")
if [ $# -eq 0 ]; then
    mapfile -t targets < <(cd fuzz && cargo fuzz list)
    set -- "${targets[@]}"
fi
for target in "$@"; do
    mkdir -p "fuzz/corpus/$target" "fuzz/seeds/$target"
    cargo fuzz run -O "$target" "fuzz/corpus/$target" "fuzz/seeds/$target" -- \
        "${limit[@]}" -timeout=30 -rss_limit_mb=4096 -print_final_stats=1
done
