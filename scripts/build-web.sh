#!/usr/bin/env bash
# Builds the web page (web/) into a static folder, target/web/ by default: the solver library compiled
# to WebAssembly by Debian's emscripten from the Unity package's committed WebGL archive (or the archive
# given with --lib, e.g. a fresh `scripts/build-plugins.sh` build), beside the page's HTML, CSS and
# JavaScript modules and the service worker that keeps them for offline play. Any static web server can
# host the folder; serve .wasm as application/wasm to let the browser compile it while it downloads (the
# page falls back to compiling it whole otherwise). Installs emscripten, node-acorn and binaryen first
# (scripts/install-tools.sh web). What each size step saves: docs/performance.md.
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

# emcc -Oz runs emscripten's JavaScript optimizer, which needs the acorn module: Debian's node-acorn
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
# Sized for a first visit: -Oz; no emulated filesystem (the library never opens a file); the page's own
# allocator (web/alloc.c) instead of emmalloc; then one more binaryen pass over the linked module, and
# esbuild's minifier over emcc's JavaScript (which -Oz leaves readable without the Closure Compiler).
emcc -Oz -std=c11 -Wall -Werror -Iinclude web/glue.c web/alloc.c "$lib" \
    -sMODULARIZE=1 -sEXPORT_ES6=1 -sEXPORT_NAME=createPriestsDevils -sENVIRONMENT=web \
    -sFILESYSTEM=0 -sMALLOC=none -sALLOW_MEMORY_GROWTH=1 -sEXPORTED_RUNTIME_METHODS=UTF8ToString \
    -sEXPORTED_FUNCTIONS="$(printf '_%s,' "${exports[@]}" | sed 's/,$//')" \
    -o "$out/priests_devils.js"
wasm-opt -Oz "$out/priests_devils.wasm" -o "$out/priests_devils.wasm"
esbuild "$out/priests_devils.js" --minify --format=esm --log-level=warning --allow-overwrite --outfile="$out/priests_devils.js"
# The page as one module (app.js with the modules it imports, minified by Debian's esbuild) and its style
# inlined into index.html: a first visit waits for three requests (the page, app.js, the emscripten
# JavaScript) besides the wasm, all of which index.html starts at once. The binding (pd.js, enums.g.js)
# is there on its own too, for pages of one's own.
esbuild web/app.js --bundle --format=esm --minify --target=es2022 --log-level=warning --outfile="$out/app.js"
cp web/pd.js web/enums.g.js web/sw.js "$out/"
CSS=$(esbuild web/style.css --minify --log-level=warning) \
    awk -v link='<link rel="stylesheet" href="style.css">' '(i = index($0, link)) {
        $0 = substr($0, 1, i - 1) "<style>" ENVIRON["CSS"] "</style>" substr($0, i + length(link)) } { print }' \
    web/index.html >"$out/index.html"
grep -q '<style>' "$out/index.html"

# The service worker's cache is named after the build's content, so that a new build replaces what a
# returning visitor's browser kept: the digest of every other file, written into sw.js with their names.
digest=$(cd "$out" && find . -maxdepth 1 -type f ! -name sw.js -print0 | sort -z | xargs -0 sha256sum | sha256sum | cut -c1-16)
files=$(cd "$out" && find . -maxdepth 1 -type f ! -name sw.js -printf "'%f'\n" | sort | paste -sd, | sed 's/,/, /g')
sed -i -e "s/@BUILD@/$digest/" -e "s/@FILES@/$files/" "$out/sw.js"
echo "built $out ($(du -sh "$out" | cut -f1), build $digest); serve it with: python3 -m http.server -b 127.0.0.1 -d $out 8000"
