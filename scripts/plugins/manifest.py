#!/usr/bin/env python3
"""Writes, prints and compares the manifests of the prebuilt binaries: the Unity package's
(Plugins/manifest.json) and the C archives' static libraries (prebuilt/c/manifest.json). PLUGINS below
is either folder.

    manifest.py PLUGINS PLACED_TSV ZIG [COMMENT]
                                         update the entries of the binaries build-plugins.sh placed (the
                                         last line for a file wins) and record how they were built;
                                         COMMENT replaces the manifest's comment (prebuilt/c's)
    manifest.py --table PLUGINS          print the manifest as a table
    manifest.py --check PLUGINS LIB [--quiet]
                                         compare every binary's build stamp with that of LIB, a library
                                         just built from the current sources; exit 1 when any binary lags
                                         them (--quiet: one line)
    manifest.py --provenance PLUGINS     say whether this checkout and this machine's toolchain are those
                                         that built the binaries (what --verify needs to reproduce them)
    manifest.py --compare REBUILT PLUGINS:PLACED_TSV...
                                         compare the SHA-256 of every file a rebuild placed (PLACED_TSV)
                                         under the REBUILT checkout's PLUGINS folder with this checkout's
                                         manifest of that folder, in one table; exit 1 if any differs

Each file entry: the file (relative to Plugins/), its platform, Rust target(s), size, SHA-256, the crate
version and source digest read from the build stamp inside the binary (see pd_version in
src/ffi/entry.rs), the ABI version of the header it was built with, the toolchain, the key of its
build record, and for a static library the native libraries a program must link after it (a fifth TSV
column, when build-plugins.sh records them). A build record (under "builds") holds what a verifier needs: the commit whose sources
built it (and any build input modified from that commit), the host, `rustc -vV`, cargo's and zig's
versions and the versions of the Debian packages that go into a binary. tests/artifacts/plugin_checks.rs checks
the manifest against the committed files; --check tells whether the binaries lag the sources (allowed
between releases, not at a release).
"""
import hashlib
import json
import os
import platform
import re
import subprocess
import sys
from pathlib import Path

# build.rs's digest of a build not given one (a plain cargo build): never the digest of any sources.
UNSTAMPED = "0000000000000000"
STAMP = re.compile(rb"priests_devils build: source ([0-9a-f]{16}), version ([0-9A-Za-z.+-]+)\0")
# What a plugin build reads besides the toolchain: a change to any of them may change the bytes.
BUILD_INPUTS = ["Cargo.toml", "Cargo.lock", "build.rs", "cbindgen.toml", "src", "include",
                "platforms.toml", "scripts/build-plugins.sh", "scripts/plugins"]


def output(*command: str) -> str:
    return subprocess.run(command, check=True, capture_output=True, text=True).stdout.strip()


def git(*args: str) -> str:
    return output("git", *args)


def entry(plugins: Path, build: str, file: str, targets: str, rustc: str, linker: str, *native: str) -> dict:
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
        "build": build,
        **({"native_static_libs": native[0].split()} if native else {}),
    }


def debian_versions(packages: list) -> dict:
    """The installed version of each of `packages` that is installed."""
    query = subprocess.run(["dpkg-query", "-W", "-f=${Package}\t${Version}\n", *packages],
                           capture_output=True, text=True)
    return dict(line.split("\t") for line in query.stdout.splitlines() if line.split("\t")[1])


def toolchain(zig: str) -> dict:
    """The tools that make the bytes, as installed on this machine."""
    os_release = dict(line.split("=", 1) for line in Path("/etc/os-release").read_text().split("\n") if "=" in line)
    return {
        "host": f"{os_release.get('PRETTY_NAME', '?').strip(chr(34))} {platform.machine()}",
        "rustc": output("/usr/bin/rustc", "-vV").splitlines(),
        "cargo": output("/usr/bin/cargo", "-V"),
        "zig": output(zig, "version"),
        "debian_packages": debian_versions(os.environ["PD_BUILD_PACKAGES"].split()),
    }


def source() -> dict:
    """The commit being built and the build inputs modified from it (if any)."""
    modified = git("status", "--porcelain", "--", *BUILD_INPUTS).splitlines()
    return {"commit": git("rev-parse", "HEAD"), "modified_inputs": sorted(line[3:] for line in modified)}


def update(plugins: Path, placed: Path, zig: str, comment: str = "") -> None:
    path = plugins / "manifest.json"
    old = json.loads(path.read_text()) if path.exists() else {"files": [], "builds": {}}
    files = {e["file"]: e for e in old["files"] if (plugins / e["file"]).exists()}  # no removed platform
    builds = old.get("builds", {})
    record = {**source(), **toolchain(zig)}
    key = hashlib.sha256(json.dumps(record, sort_keys=True).encode()).hexdigest()[:12]
    builds[key] = record
    for line in placed.read_text().splitlines():
        fields = line.split("\t")
        files[fields[0]] = entry(plugins, key, *fields)
    used = {e.get("build") for e in files.values()}
    manifest = {
        "comment": comment or "Written by scripts/build-plugins.sh; checked by tests/plugin_checks.rs. Do not edit.",
        "files": [files[f] for f in sorted(files)],
        "builds": {k: builds[k] for k in sorted(builds) if k in used},
    }
    path.write_text(json.dumps(manifest, indent=2) + "\n")


# What the tests do with each platform's binary beyond the checks every binary gets: platforms.toml.
from platforms import VERIFIED, VERIFIED_C  # noqa: E402  (scripts/plugins/platforms.py)


def stamp_of(data: bytes, what: str) -> tuple:
    stamps = set(STAMP.findall(data))
    if len(stamps) != 1:
        sys.exit(f"{what}: expected one build stamp, found {sorted(stamps)}")
    (source_digest, version), = stamps
    return source_digest.decode(), version.decode()


def check(plugins: Path, lib: Path, quiet: bool) -> None:
    if not lib.exists():
        sys.exit(f"{lib} is missing: build the library first (cargo build --lib)")
    digest, version = stamp_of(lib.read_bytes(), str(lib))
    if digest == UNSTAMPED:
        sys.exit(f"{lib} was built without PD_SOURCE_DIGEST (a plain cargo build): build it with "
                 "PD_SOURCE_DIGEST=$(scripts/plugins/source-digest.sh), as scripts/build-plugins.sh --check does")
    stale = []
    for e in json.loads((plugins / "manifest.json").read_text())["files"]:
        built = stamp_of((plugins / e["file"]).read_bytes(), e["file"])
        if built != (digest, version):
            stale.append(e["file"])
        if not quiet:
            state = "current" if built == (digest, version) else f"STALE (sources {digest}, version {version})"
            print(f"{e['file']:38} source {built[0]}, version {built[1]}: {state}")
    if stale:
        print(f"{plugins}: {len(stale)} binaries built from older sources than these "
              f"(fine between releases; a release runs scripts/build-plugins.sh)")
        sys.exit(1)
    print(f"{plugins}: built from these sources")


def provenance(plugins: Path) -> None:
    """Warns about every difference between the recorded builds and this checkout and machine."""
    manifest = json.loads((plugins / "manifest.json").read_text())
    if not manifest.get("builds"):
        print("the manifest records no builds (written before build records): nothing to compare")
        return
    fine = True
    for key, build in manifest["builds"].items():
        files = [e["file"] for e in manifest["files"] if e["build"] == key]
        print(f"build {key}: commit {build['commit'][:12]}, {len(files)} file(s), {build['host']}")
        if build["modified_inputs"]:
            fine = False
            print(f"  built with modified inputs {build['modified_inputs']}: no commit reproduces it exactly")
        diff = subprocess.run(["git", "diff", "--quiet", build["commit"], "--", *BUILD_INPUTS])
        if diff.returncode != 0:
            fine = False
            state = "absent from this clone" if diff.returncode > 1 else "different here"
            print(f"  build inputs {state}: check out {build['commit']} to reproduce")
        installed = debian_versions(list(build["debian_packages"]))
        for package, version in build["debian_packages"].items():
            if installed.get(package) != version:
                fine = False
                print(f"  {package} {installed.get(package, 'not installed')} installed, built with {version}"
                      f" (apt-get install {package}={version})")
        rustc = output("/usr/bin/rustc", "-vV").splitlines()
        if rustc != build["rustc"]:
            fine = False
            print(f"  rustc here: {rustc[0]}; built with {build['rustc'][0]}")
    print("checkout and toolchain: as recorded" if fine else "the rebuild may differ for the reasons above")


def compare(rebuilt: Path, folders: list) -> None:
    differ = total = 0
    print(f"{'file':48} {'manifest sha256':16} {'rebuilt sha256':16}  result")
    for folder_and_placed in folders:
        folder, placed = folder_and_placed.split(":", 1)
        manifest = json.loads((Path(folder) / "manifest.json").read_text())
        entries = {e["file"]: e for e in manifest["files"]}
        for file in sorted({line.split("\t")[0] for line in Path(placed).read_text().splitlines()}):
            got = hashlib.sha256((rebuilt / folder / file).read_bytes()).hexdigest()
            want = entries.get(file, {}).get("sha256", "(not listed)")
            same = got == want
            differ += not same
            total += 1
            name = f"{Path(folder).name}/{file}"
            print(f"{name:48} {want[:16]:16} {got[:16]:16}  {'reproduced' if same else 'DIFFERENT'}")
    if differ:
        sys.exit(f"{differ} of {total} rebuilt binaries differ from the manifests")
    print(f"all {total} rebuilt binaries reproduced byte for byte")


def table(plugins: Path) -> None:
    files = json.loads((plugins / "manifest.json").read_text())["files"]
    print(f"{'file':38} {'bytes':>9}  {'version':7} {'source':16}  verified")
    for e in files:
        verified = (VERIFIED_C if plugins.name == "c" else VERIFIED).get(e["platform"], "?")
        print(f"{e['file']:38} {e['size']:>9}  {e['version']:7} {e['source_digest']:16}  {verified}")


if __name__ == "__main__":
    if sys.argv[1] == "--table":
        table(Path(sys.argv[2]))
    elif sys.argv[1] == "--check":
        check(Path(sys.argv[2]), Path(sys.argv[3]), "--quiet" in sys.argv[4:])
    elif sys.argv[1] == "--provenance":
        provenance(Path(sys.argv[2]))
    elif sys.argv[1] == "--compare":
        compare(Path(sys.argv[2]), sys.argv[3:])
    else:
        update(Path(sys.argv[1]), Path(sys.argv[2]), *sys.argv[3:5])
