#!/usr/bin/env bash
# Builds the web page (web/) into a static folder, target/web/ by default, and the JavaScript binding
# beside it, in target/web-binding/ (the folder's name with -binding). The solver library is compiled to
# WebAssembly by Debian's emscripten from the Unity package's committed WebGL archive (or the archive
# given with --lib, e.g. a fresh `scripts/build-plugins.sh` build).
#
# The page is one file, index.html, with the service worker that keeps it for offline play: its style,
# its script (web/app.js bundled with the binding and the emscripten module) and the wasm (as base64)
# are inlined, so that a first visit is one request and the solver is ready by the first frame. Any
# static web server can host the folder (GitHub Pages too); opened from disk it plays too, without
# offline play. The binding is for pages of one's own: pd.js (with enums.g.js and layouts.g.js), the emscripten module
# and the wasm as files, and an example page that loads them (web/binding.html). The two carry their own
# link of the library: the page's with only the entry points the page calls, the binding's with every
# one (their lists are below). Installs emscripten,
# node-acorn, binaryen and esbuild first (scripts/install-tools.sh web). What each size step saves:
# docs/notes/performance-log.md, section 10.
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
out=${out%/}
binding=$out-binding

# emcc -Oz runs emscripten's JavaScript optimizer, which needs the acorn module: Debian's node-acorn
# installs it under /usr/share/nodejs, where a Node.js other than Debian's does not look by itself.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
scripts/install-tools.sh web

# The library is linked twice, each wasm with only the entry points its scripts call (emscripten drops
# the rest of the archive's code): the binding's with every entry point web/pd.js binds, the page's with
# those the page's scripts reach through it, so that the wasm a first visit downloads stays within 180 KB
# (tests/web_page/web.rs checks both lists against the scripts, and both wasm files' sizes). Entry points taking
# only pointers and integers are exported as they are, those taking structs by value through web/glue.c's
# pointer-taking wrappers (pdw_). A new entry point is one name in binding_exports (plus one line of glue
# when it takes a struct by value), and one in page_exports once the page calls it.
binding_exports=(
    pd_version pd_abi_version pd_status_message pd_rules_check pd_solver_new pd_solver_free
    pd_solver_info pd_next_action pd_propose_levels
    pdw_check_state pdw_next_move pdw_optimal_moves pdw_solution pdw_count_optimal_plans pdw_milestones pdw_rate_move
    pdw_level_report pdw_legal_loads
    pd_puzzle_check pd_puzzle_error_message pd_puzzle_new pd_puzzle_free pd_puzzle_info pd_puzzle_title
    pd_puzzle_kind pd_puzzle_kind_name pd_puzzle_member_name pd_puzzle_start pd_puzzle_check_state
    pd_puzzle_next_crossing pd_puzzle_optimal_crossings pd_puzzle_plan pd_puzzle_after pd_puzzle_rate
    pd_puzzle_count_plans pd_puzzle_milestones pd_puzzle_next_action pd_puzzle_report
    pd_puzzle_describe_crossing pd_puzzle_describe_step
    malloc free
)
page_exports=(
    pd_version pd_abi_version pd_status_message pd_solver_new pd_solver_free pd_solver_info pd_next_action
    pdw_check_state pdw_next_move pdw_count_optimal_plans pdw_milestones pdw_rate_move pdw_legal_loads
    pd_puzzle_new pd_puzzle_free pd_puzzle_info pd_puzzle_title pd_puzzle_kind pd_puzzle_member_name
    pd_puzzle_start pd_puzzle_check_state pd_puzzle_after pd_puzzle_rate pd_puzzle_milestones
    pd_puzzle_next_action pd_puzzle_report pd_puzzle_describe_crossing pd_puzzle_describe_step
    malloc free
)
mkdir -p "$out" "$binding"
# What an earlier build wrote (the page's files were once several), and nothing else of the folders.
for dir in "$out" "$binding"; do rm -f "$dir"/*.js "$dir"/*.wasm "$dir"/*.html "$dir"/*.css; done
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
# Links the library with the given entry points exported into DIR/priests_devils.js and .wasm. Sized for
# a first visit: -Oz; no emulated filesystem (the library never opens a file); the page's own allocator
# (web/alloc.c) instead of emmalloc; then one more binaryen pass over the linked module, and esbuild's
# minifier over emcc's JavaScript (which -Oz leaves readable without the Closure Compiler).
link() { # DIR entry-point...
    local dir=$1
    shift
    emcc -Oz -std=c11 -Wall -Werror -Iinclude web/glue.c web/alloc.c "$lib" \
        -sMODULARIZE=1 -sEXPORT_ES6=1 -sEXPORT_NAME=createPriestsDevils -sENVIRONMENT=web \
        -sFILESYSTEM=0 -sMALLOC=none -sALLOW_MEMORY_GROWTH=1 -sEXPORTED_RUNTIME_METHODS=UTF8ToString \
        -sEXPORTED_FUNCTIONS="$(printf '_%s,' "$@" | sed 's/,$//')" \
        -o "$dir/priests_devils.js"
    wasm-opt -Oz "$dir/priests_devils.wasm" -o "$dir/priests_devils.wasm"
    esbuild "$dir/priests_devils.js" --minify --format=esm --log-level=warning --allow-overwrite \
        --outfile="$dir/priests_devils.js"
}
link "$binding" "${binding_exports[@]}"
mkdir "$stage/library"
link "$stage/library" "${page_exports[@]}"
cp web/pd.js web/enums.g.js web/layouts.g.js "$binding/"
cp web/binding.html "$binding/index.html"

# The page's script: app.js with every module it imports, the page's emscripten module among them (web/'s
# modules staged beside it for esbuild to find); the classic script that starts the wasm's compile; the
# style; all minified by Debian's esbuild.
cp web/*.js "$stage/library/priests_devils.js" "$stage/"
esbuild "$stage/app.js" --bundle --format=esm --minify --target=es2022 --log-level=warning --outfile="$stage/page.js"
esbuild web/compile-wasm.js --minify --log-level=warning --outfile="$stage/compile-wasm.js"
esbuild web/style.css --minify --log-level=warning --outfile="$stage/page.css"
# index.html with all of them and the wasm (base64) inlined; a script holding "</script" or "<!--" would
# end its element early, and is refused.
python3 scripts/web-inline.py web/index.html "$stage/page.css" "$stage/library/priests_devils.wasm" \
    "$stage/compile-wasm.js" "$stage/page.js" "$out/index.html"

# The service worker's cache is named after the build's content, so that a new build replaces what a
# returning visitor's browser kept: the digest of every other file, written into sw.js with their names.
cp web/sw.js "$out/"
digest=$(cd "$out" && find . -maxdepth 1 -type f ! -name sw.js -print0 | sort -z | xargs -0 sha256sum | sha256sum | cut -c1-16)
files=$(cd "$out" && find . -maxdepth 1 -type f ! -name sw.js -printf "'%f'\n" | sort | paste -sd, | sed 's/,/, /g')
sed -i -e "s/@BUILD@/$digest/" -e "s/@FILES@/$files/" "$out/sw.js"
echo "built $out ($(du -sh "$out" | cut -f1), build $digest) and the binding in $binding;" \
    "serve the page with: python3 -m http.server -b 127.0.0.1 -d $out 8000"
