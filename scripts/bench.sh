#!/usr/bin/env bash
# Every benchmark, with ratios against baselines measured in the same run:
#  1. hint lookup in Rust (criterion): Rust API, C ABI, a bare indexed load, the original algorithms,
#     for one state and looped over every playable state; then from a C program (gcc, static library);
#  2. build time and peak memory against size, and pathfinding's BFS (writes docs/bench-build.svg);
#  3. hints in C# under Mono: original-style BFS, P/Invoke;
#  4. the level report; 4b. the Editor's level tools under Mono (benches/csharp/LevelBench.cs: the build and
#     the figures of 2000/2000/2000 and their ratio, the levels around the drawer's size bound, the Level
#     Designer's report); 4c. the Level Designer window's GUI passes over a 20 000-row report on the
#     UnityEditor stand-in (benches/csharp/WindowBench.cs), against the window before it drew only the
#     visible rows (compiled from git history; PD_WINDOW_BEFORE=<commit> picks another);
#  5. the web page's first visit in headless Chromium against a blank page's first frame (tests/web/bench.py).
# Needs mono-mcs and mono-runtime (scripts/test.sh installs them). SCALE_MAX=100000 shortens step 2.
#
#   scripts/bench.sh          every benchmark (step 5 when the cross tools are installed)
#   scripts/bench.sh web      step 5 only; PD_WEB_BEFORE=DIR adds another build of the page (e.g. an older
#                             commit's target/web) to the same run, WEB_ROUNDS=N sets the rounds (15)
#   scripts/bench.sh levels   steps 4b and 4c only; LEVEL_ROUNDS=N sets the rounds (5)
set -euo pipefail
cd "$(dirname "$0")/.."

# Step 5: the page built into target/bench/web, then visited in turn with the blank page (and the build
# in PD_WEB_BEFORE) by one headless Chromium; every sample goes to target/bench/web-load.json.
web_bench() {
    scripts/build-web.sh --out target/bench/web >/dev/null
    local sites=("page=target/bench/web")
    [ -n "${PD_WEB_BEFORE:-}" ] && sites=("before=$PD_WEB_BEFORE" "${sites[@]}")
    target/web-venv/bin/python tests/web/bench.py --rounds "${WEB_ROUNDS:-15}" target/bench/web-load.json "${sites[@]}"
}

# Step 4b: the package runtime and the Level Designer's presenters with the bench, over the release library.
level_tools_bench() {
    cargo build --release --lib
    mkdir -p target/bench
    local package=unity-sample/Packages/com.priestsdevils.solver
    mcs -unsafe -optimize+ -nologo -out:target/bench/LevelBench.exe \
        "$package"/Runtime/*.cs "$package"/Editor/Levels/Presenters/*.cs benches/csharp/LevelBench.cs
    LD_LIBRARY_PATH=target/release mono --optimize=all target/bench/LevelBench.exe "${LEVEL_ROUNDS:-5}"
}

# Step 4c: the window compiled against the UnityEngine and UnityEditor stand-ins, now and (from git
# history: the parent of the commit that made the table draw only the visible rows) before, timed in one run.
window_bench() {
    local package=unity-sample/Packages/com.priestsdevils.solver out=$PWD/target/bench/window
    local window=$package/Editor/Levels/LevelDesignerWindow.cs
    rm -rf "$out" && mkdir -p "$out/before"
    mcs -nologo -optimize+ -target:library -out:"$out/UnityEngine.dll" tests/csharp/UnityEngineStandIn.cs \
        tests/csharp/UnityEngineStandIn.Rendering.cs tests/csharp/UnityEngineStandIn.Input.cs tests/csharp/UnityEditorStandIn.Levels.cs
    mcs -nologo -optimize+ -unsafe -target:library -out:"$out/PriestsDevils.Solver.dll" "$package"/Runtime/*.cs
    mcs -nologo -optimize+ -target:library -out:"$out/PriestsDevils.Solver.Unity.dll" -r:"$out/UnityEngine.dll" \
        -r:"$out/PriestsDevils.Solver.dll" "$package"/Runtime/Unity/*.cs
    local refs=(-r:"$out/UnityEngine.dll" -r:"$out/PriestsDevils.Solver.dll" -r:"$out/PriestsDevils.Solver.Unity.dll")
    mcs -nologo -optimize+ -target:library -out:"$out/Presenters.dll" "${refs[@]}" "$package"/Editor/Levels/Presenters/*.cs
    refs+=(-r:"$out/Presenters.dll")
    mcs -nologo -optimize+ -target:library -out:"$out/WindowNow.dll" "${refs[@]}" "$window"
    local windows=(now "$out/WindowNow.dll")
    local before=${PD_WINDOW_BEFORE:-}
    if [ -z "$before" ]; then
        before=$(git log --format=%H -S'VisibleRows(' --reverse -- "$window" 2>/dev/null | head -1)
        [ -n "$before" ] && before="$before^"
    fi
    if [ -n "$before" ] && git show "$before:$window" >"$out/before/LevelDesignerWindow.cs" 2>/dev/null &&
        mcs -nologo -optimize+ -target:library -out:"$out/WindowBefore.dll" "${refs[@]}" "$out/before/LevelDesignerWindow.cs"; then
        windows=(before "$out/WindowBefore.dll" "${windows[@]}")
    else
        echo "(no window before the change to compare: ${before:-not in this history})"
    fi
    mcs -nologo -optimize+ -out:"$out/WindowBench.exe" "${refs[@]}" benches/csharp/WindowBench.cs
    cargo build --release --lib
    LD_LIBRARY_PATH=target/release mono --optimize=all "$out/WindowBench.exe" "${LEVEL_ROUNDS:-5}" "${windows[@]}"
}

if [ "${1:-}" = levels ]; then
    echo "## 4b. The Editor's level tools under Mono ($(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg))"
    level_tools_bench
    echo; echo "## 4c. The Level Designer window's GUI passes on the stand-in (a proxy of Unity's GUI time)"
    window_bench
    exit 0
fi

if [ "${1:-}" = web ]; then
    scripts/install-tools.sh web cross
    echo "## 5. The web page's first visit (headless Chromium)"
    web_bench
    exit 0
fi

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

echo; echo "## 2b. The river-crossing family: the whole state graph against pathfinding's one path"
cargo bench --bench family 2>/dev/null

echo; echo "## 3. C# hints under Mono"
cargo build --release --lib
out=target/bench
mkdir -p "$out"
mcs -unsafe -optimize+ -nologo -out:"$out/HintBench.exe" \
    unity-sample/Packages/com.priestsdevils.solver/Runtime/*.cs benches/csharp/HintBench.cs
LD_LIBRARY_PATH=target/release mono --optimize=all "$out/HintBench.exe"

echo; echo "## 4. Level reports: 1 536 configurations, and single large levels (criterion; baseline: building them only)"
cargo bench --bench levels -- --noplot 2>/dev/null | grep -E "^(levels_|large_)|time:" | paste - - | \
    awk '{ printf "%-60s %s %s %s\n", $1, $(NF-5), $(NF-4), "(median of the interval: " $(NF-3) " " $(NF-2) ")" }'

echo; echo "## 4b. The Editor's level tools under Mono (load average $(cut -d' ' -f1-3 /proc/loadavg))"
level_tools_bench

echo; echo "## 4c. The Level Designer window's GUI passes on the stand-in (a proxy of Unity's GUI time)"
window_bench

echo; echo "## 5. The web page's first visit (headless Chromium; baseline: a blank page's first frame)"
if command -v chromium >/dev/null && [ -x target/web-venv/bin/python ]; then
    web_bench
else
    echo "skipped: needs chromium and target/web-venv (scripts/install-tools.sh cross)"
fi
