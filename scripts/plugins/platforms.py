#!/usr/bin/env python3
"""The native binaries' platforms, read from the repository's platforms.toml (their one source).

  python3 scripts/plugins/platforms.py unity    the Unity package's folders, one per line
  python3 scripts/plugins/platforms.py prebuilt the C archives whose static library is in prebuilt/c/
  python3 scripts/plugins/platforms.py c        every C release archive's platform, in order

scripts/build-plugins.sh and scripts/dist.sh read their lists through this; scripts/plugins/manifest.py
imports VERIFIED and VERIFIED_C from it.
"""
import sys
import tomllib
from pathlib import Path

PLATFORMS_TOML = Path(__file__).resolve().parents[2] / "platforms.toml"

with PLATFORMS_TOML.open("rb") as f:
    _DATA = tomllib.load(f)

UNITY = [p["folder"] for p in _DATA["unity"]]
C = [p["name"] for p in _DATA["c"]]
PREBUILT = [p["name"] for p in _DATA["c"] if p["prebuilt"]]

# What tests/artifacts/plugin_checks.rs and plugin_runs.rs do with each platform's binary beyond the checks
# every binary gets (manifest, build stamp, exported symbols, .meta).
VERIFIED = {p["folder"]: p["verified"] for p in _DATA["unity"]}
# The same for prebuilt/c's static libraries (tests/artifacts/prebuilt_c.rs, dist.rs through scripts/dist.sh).
VERIFIED_C = {p["name"]: p["verified"] for p in _DATA["c"] if p["prebuilt"]}

LISTS = {"unity": UNITY, "prebuilt": PREBUILT, "c": C}

if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1] not in LISTS:
        sys.exit(f"usage: {sys.argv[0]} {'|'.join(LISTS)}")
    print("\n".join(LISTS[sys.argv[1]]))
