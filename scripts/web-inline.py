#!/usr/bin/env python3
"""The built page of scripts/build-web.sh as one file: web/index.html with its style, its scripts and the
wasm (base64, in a <script type="application/wasm"> that compile-wasm.js reads) inlined.

    scripts/web-inline.py INDEX_HTML PAGE_CSS WASM COMPILE_WASM_JS PAGE_JS OUT_HTML

A script holding "</script" or "<!--" would end its element early, and is refused; so is an INDEX_HTML
without exactly one of the stylesheet link and the app.js script it replaces.
"""
import base64, re, sys
page, css, wasm, compile_wasm, script, out = sys.argv[1:7]
html = open(page, encoding="utf-8").read()
style = open(css, encoding="utf-8").read().strip()
compile_wasm, code = (open(p, encoding="utf-8").read().strip() for p in (compile_wasm, script))
if re.search(r"</script|<!--", compile_wasm + code, re.IGNORECASE):
    sys.exit("web-inline.py: the page's script holds </script or <!--, which cannot be inlined")
data = base64.b64encode(open(wasm, "rb").read()).decode("ascii")
for old, new in [('<link rel="stylesheet" href="style.css">', f"<style>{style}</style>"),
                 ('<script type="module" src="app.js"></script>',
                  f'<script id="pd-wasm" type="application/wasm">{data}</script>\n<script>{compile_wasm}</script>\n'
                  f'<script type="module">{code}</script>')]:
    if html.count(old) != 1:
        sys.exit(f"web-inline.py: web/index.html must hold {old} once")
    html = html.replace(old, new)
open(out, "w", encoding="utf-8").write(html)
