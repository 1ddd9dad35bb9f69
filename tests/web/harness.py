"""What tests/web/drive.py (the browser test) and tests/web/bench.py (the load benchmark) share: a local
server for a built page (scripts/build-web.sh) that can hide files or go away, and headless Chromium
through Debian's chromedriver."""

import functools
import http.server
import threading
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service


class Handler(http.server.SimpleHTTPRequestHandler):
    """Serves a folder, answering 404 for the names in `hidden`. `cache_control` is `no-store` by default,
    which keeps each file out of the HTTP cache, so that a hidden file never comes from there (the service
    worker's cache is the page's own and is what offline play tests); a scenario may set what a real host
    sends instead."""

    hidden = set()
    cache_control = "no-store"
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".wasm": "application/wasm",
                      ".js": "text/javascript"}

    def do_GET(self):
        if Path(self.path.split("?")[0]).name in self.hidden:
            self.send_error(404, "File not found")
        else:
            super().do_GET()

    def do_HEAD(self):
        if Path(self.path.split("?")[0]).name in self.hidden:
            self.send_error(404, "File not found")
        else:
            super().do_HEAD()

    def end_headers(self):
        self.send_header("Cache-Control", self.cache_control)
        super().end_headers()

    def log_message(self, *args):
        pass


def serve(site):
    """Serves `site` on 127.0.0.1 at a free port, in a thread; `shutdown()` the result to stop."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def browser(profile, width=1280, height=1000, lang="en-US"):
    """Headless Chromium with its own profile, reduced motion and CSS pixels equal to device pixels, its
    user interface and preferred languages (navigator.languages) set to `lang`."""
    options = webdriver.ChromeOptions()
    options.add_argument(f"--lang={lang}")
    options.add_experimental_option("prefs", {"intl.accept_languages": lang})
    options.binary_location = "/usr/bin/chromium"
    for arg in ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                f"--user-data-dir={profile}", f"--window-size={width},{height}", "--force-prefers-reduced-motion",
                "--force-device-scale-factor=1", "--hide-scrollbars"]:
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
