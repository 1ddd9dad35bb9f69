// Starts compiling the library's wasm, which the built index.html carries as base64 text in the data
// block just before this script (`<script id="pd-wasm" type="application/wasm">`). scripts/build-web.sh
// inlines this file there as a classic script: it runs as soon as the parser reaches it, so the compile
// goes on (off the main thread) while the page's module script is compiled and run. web/library.js
// takes the result, `window.pdWasm`: a promise of the compiled module, rejected (by a browser without
// WebAssembly, or a damaged block) with the reason the page reports once its script runs.
'use strict';
window.pdWasm = new Promise((resolve) => {
    const text = document.getElementById('pd-wasm').textContent.trim();
    let bytes;
    if (Uint8Array.fromBase64) {
        bytes = Uint8Array.fromBase64(text);
    } else {
        const binary = atob(text);
        bytes = new Uint8Array(binary.length);
        for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    }
    resolve(WebAssembly.compile(bytes));
});
window.pdWasm.catch(() => {}); // reported by the page, once its script runs
