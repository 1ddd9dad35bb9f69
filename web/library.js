// The library as the built page carries it (scripts/build-web.sh): the emscripten module bundled into the
// page's one script, and the wasm inlined into index.html, where web/compile-wasm.js starts compiling it
// before this script runs. A first visit is then one request, and the solver is usually ready before the
// page's first frame. An unbuilt page (web/index.html as it is) has neither: `load` reports that.

/** What `load` (pd.js) takes to start the library the page carries: `wasm`, the promise of the compiled
 * module that compile-wasm.js left in `window.pdWasm`; `js`, a promise of the bundled emscripten module. */
export function embeddedLibrary() {
    const wasm = window.pdWasm ?? Promise.reject(new Error('not in the page (build it with scripts/build-web.sh)'));
    // esbuild bundles a dynamic import of a file it can read: once built, this never leaves the page.
    return { wasm, js: import('./priests_devils.js') };
}
