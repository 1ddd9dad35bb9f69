#!/usr/bin/env python3
"""Checks a binary that scripts/dist.sh is about to pack against its manifest; prints a field of its entry.

    inputs.py MANIFEST_DIR FILE VERSION ABI [FIELD]

FILE (relative to MANIFEST_DIR) must be listed in MANIFEST_DIR/manifest.json with its size and SHA-256,
built as crate version VERSION for C ABI version ABI (the header's PD_ABI_VERSION). Otherwise this
exits 1 saying why: the binaries lag the sources, and a release runs scripts/build-plugins.sh first.
FIELD prints that field of the entry (a list as space-separated words, a missing field as nothing).
"""
import hashlib
import json
import sys
from pathlib import Path


def main(folder: Path, file: str, version: str, abi: int, field: str = "") -> None:
    rebuild = "run scripts/build-plugins.sh (a release rebuilds every binary) and commit its output"
    manifest = folder / "manifest.json"
    if not manifest.exists():
        sys.exit(f"{manifest} is missing: {rebuild}")
    entries = {e["file"]: e for e in json.loads(manifest.read_text())["files"]}
    entry = entries.get(file)
    if entry is None:
        sys.exit(f"{folder / file} is not in {manifest}: {rebuild}")
    path = folder / file
    if not path.exists():
        sys.exit(f"{path} is missing: {rebuild}")
    data = path.read_bytes()
    if len(data) != entry["size"] or hashlib.sha256(data).hexdigest() != entry["sha256"]:
        sys.exit(f"{path} is not the file its manifest lists: {rebuild}")
    if entry["version"] != version:
        sys.exit(f"{path} was built as version {entry['version']}, the crate is {version}: {rebuild}")
    if entry["abi_version"] != abi:
        sys.exit(f"{path} implements C ABI {entry['abi_version']}, the header {abi}: {rebuild}")
    value = entry.get(field, "") if field else ""
    print(" ".join(value) if isinstance(value, list) else value)


if __name__ == "__main__":
    if len(sys.argv) not in (5, 6):
        sys.exit(__doc__)
    main(Path(sys.argv[1]), sys.argv[2], sys.argv[3], int(sys.argv[4]), *sys.argv[5:])
