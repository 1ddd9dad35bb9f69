#!/usr/bin/env bash
# Writes the Unity release archives from the committed package, with no build step:
#
#   target/package/com.priestsdevils.solver-<version>.tgz   npm-pack layout (package/package.json, every
#       asset with its .meta, the sample in Samples~): Package Manager's "Add package from tarball".
#   target/package/PriestsDevils-<version>.unitypackage     the classic asset package (Assets > Import
#       Package > Custom Package): each asset as <guid>/asset, <guid>/asset.meta and <guid>/pathname,
#       imported under Assets/Plugins/PriestsDevils/ with the package's GUIDs; the sample goes to
#       Samples/PriestsAndDevils there (a "~" folder would stay hidden in Assets); package.json is left
#       out (it only means something to Package Manager).
#   target/package/PriestsDevils-Runtime-<version>.unitypackage   the runtime tier alone, for Unity 2018.4
#       to 2021.3 (unity-versions.toml): the same entries for Runtime/ (the solver's C# API and
#       Runtime/Unity's drop-in types), Plugins/ (the binaries but Windows ARM64's), the Editor assembly that picks the iOS
#       archive at build time (Editor/PluginSelection.cs and its asmdef, whose Unity API exists from
#       2018.4 on) and the documents; without the Editor tools (Editor/Levels/), the tests (Tests/) and
#       the sample (Samples~/), which need Unity 2022.3.
#   target/package/SHA256SUMS                                the three archives' SHA-256 sums, as
#       `sha256sum -c SHA256SUMS` checks them.
#
# The files are those git tracks in unity-sample/Packages/com.priestsdevils.solver, as they stand in the
# work tree (a release packs a clean tree: the script warns when the package has uncommitted changes),
# or, in a copy without .git (the repository's ZIP download), every file of that folder
# (scripts/release.py files). The archives are reproducible: entries sorted, owner 0, every time stamp
# SOURCE_DATE_EPOCH or else the release's date in CHANGELOG.md (scripts/release.py epoch), gzip without
# name or time; so a clone at any later commit, and a copy without .git, pack a release's archives byte
# for byte while the package and this script are unchanged. tests/artifacts/unity_archives.rs unpacks
# them and checks every file, GUID and path; tests/artifacts/release_archives.rs packs them twice.
# Needs bash and Python 3 (and git only in a clone).
# Usage: scripts/package-unity.sh [output directory, default target/package]
set -euo pipefail
cd "$(dirname "$0")/.."
package=unity-sample/Packages/com.priestsdevils.solver
out=${1:-target/package}
if [ -e .git ] && [ -n "$(git status --porcelain -- "$package")" ]; then
    echo "warning: $package has uncommitted changes; a release packs a clean tree" >&2
fi
epoch=$(python3 scripts/release.py epoch)
listed=$(python3 scripts/release.py files "$package")
mkdir -p "$out"
printf '%s\n' "$listed" | python3 /dev/fd/3 "$package" "$out" "$epoch" 3<<'EOF'
import gzip, hashlib, io, json, os, sys, tarfile

package, out, mtime = sys.argv[1], sys.argv[2], int(sys.argv[3])
files = sorted(p[len(package) + 1:] for p in sys.stdin.read().split("\n") if p)
version = json.load(open(os.path.join(package, "package.json")))["version"]
ROOT = "Assets/Plugins/PriestsDevils"


def write_archive(path, entries):
    """A gzipped tar of (name, bytes) entries, byte for byte the same on every run."""
    raw = io.BytesIO()
    with tarfile.open(fileobj=raw, mode="w", format=tarfile.USTAR_FORMAT) as tar:
        for name, data in sorted(entries):
            info = tarfile.TarInfo(name)
            info.size, info.mtime, info.mode = len(data), mtime, 0o644
            info.uid = info.gid = 0
            info.uname = info.gname = ""
            tar.addfile(info, io.BytesIO(data))
    with open(path, "wb") as f, gzip.GzipFile(filename="", mode="wb", fileobj=f, mtime=0) as gz:
        gz.write(raw.getvalue())
    print(f"{path}: {len(entries)} entries, {os.path.getsize(path)} bytes")


def read(rel):
    with open(os.path.join(package, rel), "rb") as f:
        return f.read()


def guid_of(meta):
    for line in meta.decode().splitlines():
        if line.startswith("guid: "):
            return line[len("guid: "):].strip()
    sys.exit(f"no guid in a .meta of {package}")


# The tarball: every tracked file under package/.
write_archive(os.path.join(out, f"com.priestsdevils.solver-{version}.tgz"),
              [("package/" + rel, read(rel)) for rel in files])

# The .unitypackages: every asset and folder of theirs with its .meta, mapped under ROOT.
def pathname(rel):
    parts = [p[:-1] if p.endswith("~") else p for p in rel.split("/")]
    return "/".join([ROOT] + [p for p in parts if p])


def folder_meta(name):
    """A folder the package keeps no .meta for (the root, Samples~ and the sample's own folder, which
    Package Manager never imports as such): a GUID derived from its path, the same on every run."""
    guid = hashlib.md5(("com.priestsdevils.solver unitypackage folder " + name).encode()).hexdigest()
    meta = (f"fileFormatVersion: 2\nguid: {guid}\nfolderAsset: yes\nDefaultImporter:\n"
            "  externalObjects: {}\n  userData: \n  assetBundleName: \n  assetBundleVariant: \n")
    return guid, meta.encode()


tracked = set(files)


def unitypackage(name, assets):
    """Writes the .unitypackage `name` holding `assets` (package-relative paths, .meta files excluded)
    and every folder on the way to them."""
    entries, folders = [], set()
    for rel in assets:
        if rel + ".meta" not in tracked:
            sys.exit(f"{package}/{rel} has no .meta")
        meta = read(rel + ".meta")
        guid = guid_of(meta)
        entries += [(f"{guid}/asset", read(rel)), (f"{guid}/asset.meta", meta),
                    (f"{guid}/pathname", pathname(rel).encode())]
        parent = os.path.dirname(rel)
        while True:
            folders.add(parent)
            if not parent:
                break
            parent = os.path.dirname(parent)
    for folder in sorted(folders):
        if folder and folder + ".meta" in tracked:
            meta = read(folder + ".meta")
            guid = guid_of(meta)
        else:
            guid, meta = folder_meta(pathname(folder))
        entries += [(f"{guid}/asset.meta", meta), (f"{guid}/pathname", pathname(folder).encode())]
    write_archive(os.path.join(out, name), entries)


assets = [rel for rel in files if not rel.endswith(".meta") and rel != "package.json"]
unitypackage(f"PriestsDevils-{version}.unitypackage", assets)

# The runtime tier: what Unity 2018.4 to 2021.3 compile (tests/artifacts/unity_archives.rs compiles it as
# 2018.4 would). Editor/ keeps only the build-time choice of the binaries; the Editor tools, the tests
# and the sample stay out, and so does the Windows ARM64 DLL: no Unity before 2023.1 builds a Windows
# ARM64 player, and the plug-in importer of 2018.4 to 2020.3 knows no ARM64 CPU, so its Editor setting
# could make it a second priests_devils.dll beside the x64 one in the Editor.
RUNTIME_EDITOR = ("Editor/PluginSelection.cs", "Editor/PriestsDevils.Solver.Editor.asmdef")
runtime = [rel for rel in assets
           if (rel.startswith(("Runtime/", "Plugins/")) or rel in RUNTIME_EDITOR or "/" not in rel)
           and not rel.startswith("Plugins/win-arm64/")]
unitypackage(f"PriestsDevils-Runtime-{version}.unitypackage", runtime)

# SHA256SUMS beside them, in `sha256sum -c`'s format, for the release page.
names = [f"com.priestsdevils.solver-{version}.tgz", f"PriestsDevils-{version}.unitypackage",
         f"PriestsDevils-Runtime-{version}.unitypackage"]
with open(os.path.join(out, "SHA256SUMS"), "w") as sums:
    for name in names:
        with open(os.path.join(out, name), "rb") as f:
            sums.write(f"{hashlib.sha256(f.read()).hexdigest()}  {name}\n")
print(f"{os.path.join(out, 'SHA256SUMS')}: {len(names)} archives")
EOF
