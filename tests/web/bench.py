"""The web page's load benchmark (scripts/bench.sh web): how long a first visit takes, from navigation
start until the page states the classic game's 11 crossings with Hint enabled, against the first frame of
a blank page holding just those two elements (the status line, stating it, and an enabled Hint button),
measured in the same run.

    bench.py [--rounds N] OUT_JSON LABEL=SITE_DIR...

Each round visits the blank page and every site once, in turn, in one headless Chromium with the HTTP
cache disabled and service workers bypassed (a first visit each time), each from its own local server.
Prints the medians and the ratios to the blank page's first frame (its first contentful paint), and
writes every sample to OUT_JSON. A page's breakdown: its first frame (first contentful paint), the wasm
downloaded (resource timing, when it is a file of its own), instantiated and the first solver built (the
page's User Timing marks, where it has them), ready, the animation frame after ready, and "ready shown":
when the first frame showing the ready page was presented (Element Timing, by a probe added at ready),
which is the page's first frame when it is ready before it. Two ratios: ready (the issue's measure) and
ready shown, each to the blank page's first frame.
Figures are the page's own clocks (performance.now(), from navigation start): no timed assertion here.
"""

import json
import statistics
import sys
import tempfile
from pathlib import Path

from selenium.webdriver.support.ui import WebDriverWait

from harness import browser, serve

BLANK = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Blank</title><link rel="icon" href="data:,"></head>
<body><p id="status">Crossings so far: 0. Fewest left: 11, by 4 optimal plans.</p>
<button id="hint" type="button">Hint</button></body></html>
"""

# Runs before the page's own scripts: notes when the status line first states 11 crossings with Hint
# enabled, the animation frame after that, and when the first frame showing it was presented. For that
# last, it adds at once a one-character probe in a corner that Element Timing reports when it is first
# painted: the same frame as the ready page (the probe is added before the page can render again).
WATCH = """
(() => {
    const ready = () => {
        const status = document.getElementById('status'), hint = document.getElementById('hint');
        return status && hint && /\\b11\\b/.test(status.textContent) && !hint.disabled;
    };
    new PerformanceObserver((list) => {
        const shown = list.getEntries().find((e) => e.identifier === 'pd-bench-ready');
        if (shown) window.__readyShown = shown.renderTime || shown.loadTime;
    }).observe({ type: 'element', buffered: true });
    new MutationObserver((_, observer) => {
        if (window.__ready || !ready()) return;
        window.__ready = performance.now();
        observer.disconnect();
        const probe = document.createElement('span');
        probe.textContent = '.';
        probe.setAttribute('elementtiming', 'pd-bench-ready');
        probe.style.cssText = 'position:fixed;right:0;bottom:0;font-size:8px;pointer-events:none';
        document.body.append(probe);
        requestAnimationFrame(() => { window.__readyFrame = performance.now(); });
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
})();
"""

# What a visit measured: paint timing, the wasm's download (resource timing) and the page's own marks.
COLLECT = """
const paint = (name) => performance.getEntriesByName(name, 'paint')[0]?.startTime ?? null;
const wasm = performance.getEntriesByType('resource').find((e) => e.name.endsWith('.wasm'));
const marks = Object.fromEntries(performance.getEntriesByType('mark').map((m) => [m.name, m.startTime]));
return { firstPaint: paint('first-paint'), firstContentfulPaint: paint('first-contentful-paint'),
         ready: window.__ready ?? null, readyFrame: window.__readyFrame ?? null, readyShown: window.__readyShown ?? null,
         wasmStart: wasm?.startTime ?? null, wasmEnd: wasm?.responseEnd ?? null, marks };
"""


def visit(driver, url, blank):
    driver.get("about:blank")
    driver.get(url)
    if blank:
        done = "return performance.getEntriesByName('first-contentful-paint', 'paint').length > 0"
    else:
        done = "return window.__readyFrame !== undefined && window.__readyShown !== undefined"
    WebDriverWait(driver, 30, poll_frequency=0.02).until(lambda d: d.execute_script(done))
    return driver.execute_script(COLLECT)


def median(samples, key):
    """The median of `key` over the samples that have it (a page's mark, as "marks.NAME"), or None."""
    if key.startswith("marks."):
        values = [s["marks"].get(key[6:]) for s in samples]
    else:
        values = [s.get(key) for s in samples]
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def main(argv):
    rounds = 15
    if argv[:1] == ["--rounds"]:
        rounds, argv = int(argv[1]), argv[2:]
    out, sites = Path(argv[0]), [a.split("=", 1) for a in argv[1:]]
    with tempfile.TemporaryDirectory() as tmp:
        blank_dir = Path(tmp) / "blank"
        blank_dir.mkdir()
        (blank_dir / "index.html").write_text(BLANK)
        targets = [("blank page", blank_dir)] + [(label, Path(site)) for label, site in sites]
        servers = [serve(site) for _, site in targets]
        driver = browser(Path(tmp) / "profile")
        try:
            driver.execute_cdp_cmd("Network.enable", {})
            driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
            driver.execute_cdp_cmd("Network.setBypassServiceWorker", {"bypass": True})
            driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": WATCH})
            samples = {label: [] for label, _ in targets}
            for _ in range(rounds):
                for (label, _), server in zip(targets, servers):
                    url = f"http://127.0.0.1:{server.server_address[1]}/index.html"
                    samples[label].append(visit(driver, url, label == "blank page"))
            browser_name = f"{driver.capabilities['browserName']} {driver.capabilities['browserVersion']}"
        finally:
            driver.quit()
            for server in servers:
                server.shutdown()
    out.write_text(json.dumps({"browser": browser_name, "rounds": rounds, "samples": samples}, indent=1))
    blank = median(samples["blank page"], "firstContentfulPaint")
    print(f"{browser_name}, {rounds} rounds alternating, medians in ms from navigation start "
          f"(cache disabled, service workers bypassed)")
    print(f"{'page':<16} {'first frame':>11} {'wasm fetched':>12} {'instantiated':>12} {'first solve':>11} "
          f"{'ready':>7} {'ready frame':>11} {'ready shown':>11} {'ready / blank':>13} {'shown / blank':>13}")
    for label, _ in targets:
        s = samples[label]
        keys = ["firstContentfulPaint", "wasmEnd", "marks.pd:instantiated", "marks.pd:first-solve", "ready",
                "readyFrame", "readyShown"]
        cells = [median(s, key) if label != "blank page" or i == 0 else None for i, key in enumerate(keys)]
        text = " ".join(f"{c:>{w}.0f}" if c is not None else f"{'-':>{w}}"
                        for c, w in zip(cells, [11, 12, 12, 11, 7, 11, 11]))
        ratios = [f"{cells[k] / blank:.2f}x" if cells[k] is not None and blank else "-" for k in (4, 6)]
        print(f"{label:<16} {text} {ratios[0]:>13} {ratios[1]:>13}")

if __name__ == "__main__":
    main(sys.argv[1:])
