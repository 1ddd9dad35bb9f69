#!/usr/bin/env python3
"""Writes the Unity release archives of scripts/package-unity.sh (which documents them) from the package's
files, read one a line from stdin (scripts/release.py files):

    scripts/package-unity.py PACKAGE_DIR OUT_DIR EPOCH

PACKAGE_DIR is the package's folder, OUT_DIR the archives' and EPOCH every entry's time stamp (seconds).
"""
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
