#!/usr/bin/env bash
# Every benchmark, with ratios against baselines measured in the same run:
#  1. hint lookup in Rust (criterion): Rust API, C ABI, a bare indexed load, the original algorithms,
#     for one state and looped over every playable state; then from a C program (gcc, static library);
#  2. build time and peak memory against size, and pathfinding's BFS (writes docs/bench-build.svg);
#  3. hints in C# under Mono: original-style BFS, P/Invoke.
# Needs mono-mcs and mono-runtime (scripts/test.sh installs them). SCALE_MAX=100000 shortens step 2.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "## Machine"
echo "$(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(free -g | awk '/Mem:/ {print $2}') GiB; $(rustc --version); $(mono --version | head -1)"

echo; echo "## 1. Hint lookup, classic game (criterion)"
cargo bench --bench hints -- --noplot 2>/dev/null | grep -E "^hint_classic|time:" | paste - - | \
    awk '{ printf "%-60s %s %s %s\n", $1, $(NF-5), $(NF-4), "(median of the interval: " $(NF-3) " " $(NF-2) ")" }'

echo; echo "## 1b. Hint lookup from C (pd_next_move over the playable states; baseline: a bare table load)"
cargo build --release --lib
mkdir -p target/bench
gcc -O2 -Wall -Wextra -Werror -Iinclude benches/c/hint_bench.c target/release/libpriests_devils.a \
    -lpthread -ldl -lm -o target/bench/hint_bench
target/bench/hint_bench

echo; echo "## 2. Build time and memory against size"
cargo bench --bench scale 2>/dev/null

echo; echo "## 3. C# hints under Mono"
cargo build --release --lib
out=target/bench
mkdir -p "$out"
mcs -unsafe -optimize+ -nologo -out:"$out/HintBench.exe" \
    unity-sample/Packages/com.priestsdevils.solver/Runtime/*.cs benches/csharp/HintBench.cs
LD_LIBRARY_PATH=target/release mono --optimize=all "$out/HintBench.exe"

echo; echo "## 4. Level report over 1 536 configurations (criterion; baseline: building them only)"
cargo bench --bench levels -- --noplot 2>/dev/null | grep -E "^levels_|time:" | paste - - | \
    awk '{ printf "%-60s %s %s %s\n", $1, $(NF-5), $(NF-4), "(median of the interval: " $(NF-3) " " $(NF-2) ")" }'
