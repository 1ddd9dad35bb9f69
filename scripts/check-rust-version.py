#!/usr/bin/env python3
"""Checks that Cargo.toml's rust-version is true for the locked dependencies: no library or build
dependency in Cargo.lock declares a newer minimum Rust. (Our own code is held to rust-version by clippy's
incompatible_msrv lint, which .ci/run runs with warnings denied.)"""
import json
import subprocess
import sys


def version(text):
    parts = [int(part) for part in text.split(".")]
    return tuple(parts + [0] * (3 - len(parts)))


metadata = json.loads(subprocess.run(
    ["cargo", "metadata", "--locked", "--format-version", "1"],
    check=True, capture_output=True, text=True).stdout)
packages = {p["id"]: p for p in metadata["packages"]}
nodes = {n["id"]: n for n in metadata["resolve"]["nodes"]}
root = metadata["resolve"]["root"]
ours = version(packages[root]["rust_version"])

needed, stack, seen = [], [root], set()
while stack:
    node = stack.pop()
    if node in seen:
        continue
    seen.add(node)
    for dep in nodes[node]["deps"]:
        if all(kind["kind"] == "dev" for kind in dep["dep_kinds"]):
            continue  # tests and benchmarks may need a newer Rust than users do
        stack.append(dep["pkg"])
        rust = packages[dep["pkg"]].get("rust_version")
        if rust and version(rust) > ours:
            needed.append(f"{packages[dep['pkg']]['name']} {packages[dep['pkg']]['version']} needs Rust {rust}")

if needed:
    sys.exit(f"rust-version {packages[root]['rust_version']} is too low:\n  " + "\n  ".join(sorted(set(needed))))
print(f"rust-version {packages[root]['rust_version']}: every locked library and build dependency allows it")
