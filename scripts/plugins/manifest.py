#!/usr/bin/env python3
"""Writes or prints the Unity package's plugin manifest (Plugins/manifest.json).

    manifest.py PLUGINS PLACED_TSV [COMMENT]
                                     update the entries of the binaries build-plugins.sh placed (the last
                                     line for a file wins); COMMENT replaces the manifest's comment (for
                                     prebuilt/c, the C archives' static libraries)
    manifest.py --table PLUGINS      print the manifest as a table
    manifest.py --check PLUGINS LIB [--quiet]
                                     compare every binary's build stamp with that of LIB, a library just
                                     built from the current sources; exit 1 when any binary lags them
                                     (--quiet: one line)

Each entry: the file (relative to Plugins/), its platform, Rust target(s), size, SHA-256, the crate
version and source digest read from the build stamp inside the binary (see pd_version in src/ffi/entry.rs),
the ABI version of the header it was built with, and the toolchain; for a static library, the native
libraries a program must link after it when build-plugins.sh records them (a fifth TSV column).
tests/plugin_checks.rs checks the manifest against the committed files; --check tells whether the
binaries lag the sources (allowed between releases, not at a release).
"""
import hashlib
import json
import re
import sys
from pathlib import Path

STAMP = re.compile(rb"priests_devils build: source ([0-9a-f]{16}), version ([0-9A-Za-z.+-]+)\0")


def entry(plugins: Path, file: str, targets: str, rustc: str, linker: str, *native: str) -> dict:
    data = (plugins / file).read_bytes()
    source, version = stamp_of(data, file)
    header = Path("include/priests_devils.h").read_text()
    abi = int(re.search(r"#define PD_ABI_VERSION (\d+)", header).group(1))
    return {
        "file": file,
        "platform": file.split("/")[0],
        "targets": targets.split(","),
        "size": len(data),
        "sha256": hashlib.sha256(data).hexdigest(),
        "version": version,
        "abi_version": abi,
        "source_digest": source,
        "rustc": rustc,
        "linker": linker,
        **({"native_static_libs": native[0].split()} if native else {}),
    }


def update(plugins: Path, placed: Path, comment: str = "") -> None:
    path = plugins / "manifest.json"
    files = {e["file"]: e for e in json.loads(path.read_text())["files"]} if path.exists() else {}
    for line in placed.read_text().splitlines():
        files[line.split("\t")[0]] = entry(plugins, *line.split("\t"))
    manifest = {
        "comment": comment or "Written by scripts/build-plugins.sh; checked by tests/plugin_checks.rs. Do not edit.",
        "files": [files[f] for f in sorted(files)],
    }
    path.write_text(json.dumps(manifest, indent=2) + "\n")


# What tests/plugin_checks.rs and tests/plugin_runs.rs do with each platform's binary beyond the checks every binary gets (manifest,
# build stamp, exported symbols, .meta).
VERIFIED = {
    "linux-x64": "C test program run natively; glibc <= 2.31",
    "linux-arm64": "C test program run under qemu; glibc <= 2.31",
    "win-x64": "C test program run under Wine; system DLL imports only",
    "webgl": "C test program linked by emcc, run under node; wasm MVP",
    "osx-universal": "checked, not run: both slices, minimum OS, arm64 signature",
    "ios-arm64": "checked, not run: only pd_ global, test-linked",
    "ios-arm64-sim": "checked, not run: only pd_ global, test-linked",
    "android-arm64": "checked, not run: 16 KB LOAD alignment, bionic imports",
    "android-armv7": "checked, not run: 16 KB LOAD alignment, bionic imports",
}


def stamp_of(data: bytes, what: str) -> tuple:
    stamps = set(STAMP.findall(data))
    if len(stamps) != 1:
        sys.exit(f"{what}: expected one build stamp, found {sorted(stamps)}")
    (source, version), = stamps
    return source.decode(), version.decode()


def check(plugins: Path, lib: Path, quiet: bool) -> None:
    if not lib.exists():
        sys.exit(f"{lib} is missing: build the library first (cargo build --lib)")
    source, version = stamp_of(lib.read_bytes(), str(lib))
    stale = []
    for e in json.loads((plugins / "manifest.json").read_text())["files"]:
        built = stamp_of((plugins / e["file"]).read_bytes(), e["file"])
        if built != (source, version):
            stale.append(e["file"])
        if not quiet:
            state = "current" if built == (source, version) else f"STALE (sources {source}, version {version})"
            print(f"{e['file']:38} source {built[0]}, version {built[1]}: {state}")
    if stale:
        print(f"native binaries: {len(stale)} of them built from older sources than these "
              f"(fine between releases; a release runs scripts/build-plugins.sh)")
        sys.exit(1)
    print("native binaries: built from these sources")


def table(plugins: Path) -> None:
    files = json.loads((plugins / "manifest.json").read_text())["files"]
    print(f"{'file':38} {'bytes':>9}  {'version':7} {'source':16}  verified")
    for e in files:
        verified = VERIFIED.get(e["platform"], "?")
        print(f"{e['file']:38} {e['size']:>9}  {e['version']:7} {e['source_digest']:16}  {verified}")


if __name__ == "__main__":
    if sys.argv[1] == "--table":
        table(Path(sys.argv[2]))
    elif sys.argv[1] == "--check":
        check(Path(sys.argv[2]), Path(sys.argv[3]), "--quiet" in sys.argv[4:])
    else:
        update(Path(sys.argv[1]), Path(sys.argv[2]), *sys.argv[3:])
