#!/usr/bin/env bash
# Instructions of one Priests and Devils build from C (issue #62's measure): benches/c/build_count.c
# calls pd_solver_new for N = M = 10^5, K = 4 (or the configuration in BUILD_ARGS="N M K"; with
# "watched N M K", pd_solver_new_with_progress, which commits before C ABI 6 lack), linked to
# the static library of each commit named, and of the work tree, each built side by side in its own
# copy (git archive) with the default release profile; valgrind's callgrind counts the whole process.
# Prints a markdown table: instructions per build, and each against the first commit named.
#
#   scripts/bench-build-count.sh 821a442 main    the two commits, then the work tree
#   SKIP_TREE=1 scripts/bench-build-count.sh A B  the commits only
#
# The copies and their targets live outside the work tree (cargo would take a copy inside it for a
# member of this workspace), in $BUILD_COUNT_DIR/<commit> (default ${TMPDIR:-/tmp}/pd-build-count), and
# are kept: a second run rebuilds nothing. Needs gcc and valgrind (scripts/install-tools.sh test).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
out=$root/target/bench/build-count
copies=${BUILD_COUNT_DIR:-${TMPDIR:-/tmp}/pd-build-count}
mkdir -p "$out" "$copies"
read -r -a args <<<"${BUILD_ARGS:-100000 100000 4}"
echo "One build from C (${args[*]}): $(nproc) cores, $(gcc --version | head -1), $(rustc --version)"

# Builds the library of source tree $1 (its own target dir $2) and the C program against its header.
build_one() {
    local src=$1 target=$2 name=$3
    (cd "$src" && CARGO_TARGET_DIR=$target cargo build --release --lib -p priests_devils --quiet)
    gcc -O2 -Wall -Wextra -Werror -I"$src/include" benches/c/build_count.c \
        "$target/release/libpriests_devils.a" -lpthread -ldl -lm -o "$out/build_count-$name"
}

names=()
for commit in "$@"; do
    hash=$(git rev-parse --short "$commit^{commit}")
    copy=$copies/$hash/src
    if [ ! -d "$copy" ]; then
        mkdir -p "$copy"
        git archive "$hash" | tar -x -C "$copy"
    fi
    build_one "$copy" "$copies/$hash/target" "$hash"
    names+=("$hash")
done
if [ -z "${SKIP_TREE:-}" ]; then
    build_one "$root" "$root/target" tree
    names+=(tree)
fi

echo "| build | instructions | against ${names[0]} |"
echo "| --- | ---: | ---: |"
first=
for name in "${names[@]}"; do
    log=$out/callgrind-$name.log
    if ! valgrind --tool=callgrind --callgrind-out-file=/dev/null "$out/build_count-$name" "${args[@]}" \
        >/dev/null 2>"$log"; then
        cat "$log" >&2
        exit 1
    fi
    count=$(sed -n 's/.*Collected : *\([0-9]*\).*/\1/p' "$log")
    [ -n "$count" ] || { cat "$log" >&2; exit 1; }
    first=${first:-$count}
    awk -v n="$name" -v c="$count" -v f="$first" \
        'BEGIN { printf "| %s | %.1f M | %.3f× |\n", n, c / 1e6, c / f }'
done
