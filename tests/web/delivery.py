"""The browser test's delivery scenarios (run by tests/web/drive.py): how the page and the binding reach a
browser, and what a player sees when they cannot. A browser without WebAssembly, a binding file missing
(404), a server giving the wasm another type, the page opened from disk, and a returning visitor offline
after a new build; the last stops the page's server."""

import re

from selenium.webdriver.common.by import By

from a11y import check_contrast
from harness import Handler


def no_webassembly(page):
    """A browser without WebAssembly (removed before the page's scripts run): the page, which carries
    the library inlined and so cannot miss a file, says why it cannot play instead of staying blank."""
    page.d.execute_cdp_cmd("Page.enable", {})
    script = page.d.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument",
                                    {"source": "delete globalThis.WebAssembly;"})["identifier"]
    try:
        page.open(state="failed")
    finally:
        page.d.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": script})
    error = page.d.find_element(By.ID, "error")
    assert error.is_displayed()
    assert error.text.startswith("The solver library could not start: "), error.text
    assert "WebAssembly is not defined" in error.text, error.text
    assert "The page needs a browser that runs WebAssembly" in error.text, error.text
    assert page.text("status") == "The game cannot go on."
    assert page.d.execute_script("return typeof WebAssembly") == "undefined"
    check_contrast(page, "#error, #status")
    page.shot("no-webassembly")
    page.severe_logs()  # the failure, logged: expected here
    page.open()
    assert page.text("status") == "Crossings so far: 0. Fewest left: 11, by 4 optimal plans.", page.text("status")


def missing_library(page):
    """The binding's files hidden (404) from its example page: `load` rejects with a LoadError naming the
    file and the HTTP status."""
    for hidden in ("priests_devils.wasm", "priests_devils.js"):
        Handler.hidden = {hidden}
        try:
            page.open_binding(state="failed")
        finally:
            Handler.hidden = set()
        assert page.text("out") == f"LoadError: {hidden}: HTTP 404 File not found", page.text("out")
        page.severe_logs()  # the 404s: expected here


def wasm_type(page):
    """A server that gives the wasm another type than application/wasm: `load` compiles it whole."""
    Handler.extensions_map = {**Handler.extensions_map, ".wasm": "application/octet-stream"}
    try:
        page.open_binding()
    finally:
        Handler.extensions_map = {**Handler.extensions_map, ".wasm": "application/wasm"}
    assert "3 priests, 3 devils, a boat for 2: 11 crossings." in page.text("out"), page.text("out")
    assert not page.severe_logs()


def from_disk(page):
    """The page opened as a file (file://), as someone who downloaded the folder would: it plays, as it
    carries everything it needs; only offline play (a service worker) is unavailable there."""
    page.open(url=(page.site / "index.html").resolve().as_uri())
    assert page.text("status") == "Crossings so far: 0. Fewest left: 11, by 4 optimal plans.", page.text("status")
    page.click("ai")
    assert page.text("message").startswith("AI: "), page.text("message")
    assert not page.severe_logs()


def cache_names(page):
    return page.d.execute_async_script("caches.keys().then(arguments[arguments.length - 1])")


REBUILT = "return document.querySelector('meta[name=build]')?.content === 'rebuilt'"


def offline(page, server):
    """A new build replaces the cache a returning visitor kept (the build's digest names it), and a
    second visit with the server gone plays the game from the service worker's cache alone. The server
    lets browsers keep its files for an hour, as a static host does (GitHub Pages: ten minutes), and the
    visitor comes fresh (no service worker, no cache), so the browser's HTTP cache holds the old build's
    page when the new service worker fills its cache: that must come from the server all the same."""
    Handler.cache_control = "max-age=3600"
    page.open()
    page.d.execute_async_script("""
        const done = arguments[arguments.length - 1];
        navigator.serviceWorker.getRegistrations()
            .then((all) => Promise.all(all.map((r) => r.unregister())))
            .then(() => caches.keys())
            .then((keys) => Promise.all(keys.map((k) => caches.delete(k))))
            .then(() => done());""")
    page.open()
    page.wait(lambda: page.d.execute_script("return navigator.serviceWorker.controller !== null"))
    sw = (page.site / "sw.js").read_text()
    build = re.search(r"const CACHE = `\$\{PREFIX\}([0-9a-f]{16})`;", sw)
    assert build, "sw.js names no build"
    assert cache_names(page) == [f"priests-devils-{build[1]}"], cache_names(page)
    # A new build, as build-web.sh would write it: another page and another digest in sw.js.
    rebuilt = "f" * 16 if build[1] != "f" * 16 else "e" * 16
    index = page.site / "index.html"
    index.write_text(index.read_text().replace('<meta charset="utf-8">',
                                               '<meta charset="utf-8"><meta name="build" content="rebuilt">'))
    (page.site / "sw.js").write_text(sw.replace(build[1], rebuilt))
    page.open()  # the visit that finds the new service worker, still served by the old one
    page.wait(lambda: cache_names(page) == [f"priests-devils-{rebuilt}"])
    page.open()
    assert page.d.execute_script(REBUILT), "the new build's page"
    server.shutdown()
    server.server_close()
    page.open()
    assert page.d.execute_script(REBUILT), "the new build's page, offline"
    assert page.text("status") == "Crossings so far: 0. Fewest left: 11, by 4 optimal plans.", page.text("status")
    page.auto_solve()
    assert page.text("status") == "You win! Everyone crossed in 11 crossings (the best possible).", page.text("status")
    page.shot("offline-won")
