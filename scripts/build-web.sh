#!/usr/bin/env bash
# Builds the web page (web/) into a static folder, target/web/ by default: the solver library compiled
# to WebAssembly by Debian's emscripten from the Unity package's committed WebGL archive (or the archive
# given with --lib, e.g. a fresh `scripts/build-plugins.sh` build), beside the page's HTML, CSS and
# JavaScript modules. Any static web server can host the folder; serve .wasm as application/wasm or not,
# the page does not care. Installs emscripten and node-acorn first (scripts/install-tools.sh web).
#
#   scripts/build-web.sh [--out DIR] [--lib libpriests_devils.a]
#   python3 -m http.server -b 127.0.0.1 -d target/web 8000     # then open http://127.0.0.1:8000/
set -euo pipefail
cd "$(dirname "$0")/.."

out=target/web
lib=unity-sample/Packages/com.priestsdevils.solver/Plugins/webgl/libpriests_devils.a
while [ $# -gt 0 ]; do
    case "$1" in
        --out) out=$2; shift 2 ;;
        --lib) lib=$2; shift 2 ;;
        *) echo "usage: $0 [--out DIR] [--lib libpriests_devils.a]" >&2; exit 2 ;;
    esac
done

# emcc -O2 runs emscripten's JavaScript optimizer, which needs the acorn module: Debian's node-acorn
# installs it under /usr/share/nodejs, where a Node.js other than Debian's does not look by itself.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
scripts/install-tools.sh web

# The entry points web/pd.js calls: those taking only pointers and integers as they are, those taking
# structs by value through web/glue.c's pointer-taking wrappers (pdw_). A new entry point is one name
# here (plus one line of glue when it takes a struct by value).
exports=(
    pd_version pd_abi_version pd_status_message pd_rules_check pd_solver_new pd_solver_free
    pd_solver_info pd_next_action
    pdw_check_state pdw_next_move pdw_optimal_moves pdw_solution pdw_count_optimal_plans pdw_milestones pdw_rate_move
    malloc free
)
mkdir -p "$out"
rm -f "$out"/*.js "$out"/*.wasm "$out"/*.html "$out"/*.css
emcc -O2 -std=c11 -Wall -Werror -Iinclude web/glue.c "$lib" \
    -sMODULARIZE=1 -sEXPORT_ES6=1 -sEXPORT_NAME=createPriestsDevils -sENVIRONMENT=web \
    -sALLOW_MEMORY_GROWTH=1 -sEXPORTED_RUNTIME_METHODS=UTF8ToString \
    -sEXPORTED_FUNCTIONS="$(printf '_%s,' "${exports[@]}" | sed 's/,$//')" \
    -o "$out/priests_devils.js"
cp web/*.html web/*.css web/*.js "$out/"
echo "built $out ($(du -sh "$out" | cut -f1)); serve it with: python3 -m http.server -b 127.0.0.1 -d $out 8000"
