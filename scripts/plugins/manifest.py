#!/usr/bin/env python3
"""Writes or prints the Unity package's plugin manifest (Plugins/manifest.json).

    manifest.py PLUGINS PLACED_TSV   update the entries of the binaries build-plugins.sh placed (the last
                                     line for a file wins)
    manifest.py --table PLUGINS      print the manifest as a table

Each entry: the file (relative to Plugins/), its platform, Rust target(s), size, SHA-256, the crate
version and source digest read from the build stamp inside the binary (see pd_version in src/ffi/entry.rs),
the ABI version of the header it was built with, and the toolchain. tests/plugins.rs checks the
manifest against the committed files and the current sources.
"""
import hashlib
import json
import re
import sys
from pathlib import Path

STAMP = re.compile(rb"priests_devils build: source ([0-9a-f]{16}), version ([0-9A-Za-z.+-]+)\0")


def entry(plugins: Path, file: str, targets: str, rustc: str, linker: str) -> dict:
    data = (plugins / file).read_bytes()
    stamps = set(STAMP.findall(data))
    if len(stamps) != 1:
        sys.exit(f"{file}: expected one build stamp, found {sorted(stamps)}")
    (source, version), = stamps
    header = Path("include/priests_devils.h").read_text()
    abi = int(re.search(r"#define PD_ABI_VERSION (\d+)", header).group(1))
    return {
        "file": file,
        "platform": file.split("/")[0],
        "targets": targets.split(","),
        "size": len(data),
        "sha256": hashlib.sha256(data).hexdigest(),
        "version": version.decode(),
        "abi_version": abi,
        "source_digest": source.decode(),
        "rustc": rustc,
        "linker": linker,
    }


def update(plugins: Path, placed: Path) -> None:
    path = plugins / "manifest.json"
    files = {e["file"]: e for e in json.loads(path.read_text())["files"]} if path.exists() else {}
    for line in placed.read_text().splitlines():
        file, targets, rustc, linker = line.split("\t")
        files[file] = entry(plugins, file, targets, rustc, linker)
    manifest = {
        "comment": "Written by scripts/build-plugins.sh; checked by tests/plugins.rs. Do not edit.",
        "files": [files[f] for f in sorted(files)],
    }
    path.write_text(json.dumps(manifest, indent=2) + "\n")


# What tests/plugins.rs does with each platform's binary beyond the checks every binary gets (manifest,
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


def table(plugins: Path) -> None:
    files = json.loads((plugins / "manifest.json").read_text())["files"]
    print(f"{'file':38} {'bytes':>9}  {'version':7} {'source':16}  verified")
    for e in files:
        verified = VERIFIED.get(e["platform"], "?")
        print(f"{e['file']:38} {e['size']:>9}  {e['version']:7} {e['source_digest']:16}  {verified}")


if __name__ == "__main__":
    if sys.argv[1] == "--table":
        table(Path(sys.argv[2]))
    else:
        update(Path(sys.argv[1]), Path(sys.argv[2]))
