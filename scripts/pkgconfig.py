#!/usr/bin/env python3
"""Writes the C library's pkg-config files: the one writer of scripts/install-c.sh and scripts/dist.sh.

    pkgconfig.py DIR --prefix PREFIX [--shared] [--static] [--native-static-libs=WORDS]

DIR is the lib/pkgconfig folder of a layout whose lib/ holds the libraries and include/ the header.
--shared: lib/ has a shared library (or, on Windows, its import library) that -lpriests_devils finds;
--static: lib/ has libpriests_devils.a, after which a program links WORDS, the libraries rustc names
for it (`--print native-static-libs`: the build's own, or the prebuilt library's manifest entry).
Writes priests_devils.pc (the shared library where there is one, else the static one) and, when both
are there, priests_devils-static.pc. PREFIX is the install's prefix, or `${pcfiledir}/../..` for a
folder that may be moved (the release archives).

The fields are cargo-c's (`cargo cinstall`): the variables prefix, exec_prefix, libdir, includedir;
Name (the library's crate name), Description and Version from Cargo.toml; Libs; Cflags; Libs.private,
the native libraries of the static library, which `pkg-config --static` adds. Besides: the variable
abi_version (the header's PD_ABI_VERSION); the header sits in include/ itself (cargo-c's
`subdirectory = false`); and the static package, which cargo-c does not write, names the archive by its
path, since -lpriests_devils would pick the shared library beside it.
"""
import argparse
import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def crate() -> tuple[str, str, str, int]:
    """The library's name, description and version (Cargo.toml) and C ABI version (the header)."""
    manifest = tomllib.loads((ROOT / "Cargo.toml").read_text())
    package = manifest["package"]
    header = (ROOT / "include/priests_devils.h").read_text()
    abi = re.search(r"^#define PD_ABI_VERSION (\d+)$", header, re.M)
    if abi is None:
        raise SystemExit("pkgconfig.py: no PD_ABI_VERSION in include/priests_devils.h")
    return manifest["lib"]["name"], package["description"], package["version"], int(abi.group(1))


def pc_files(prefix: str, shared: bool, static: bool, native_static_libs: str,
             version: str | None = None) -> dict[str, str]:
    """The .pc files' names and texts for a layout with these libraries; `version` the libraries'
    (default: the crate's)."""
    if not (shared or static):
        raise SystemExit("pkgconfig.py: name the libraries there are (--shared, --static)")
    if native_static_libs.split() and not static:
        raise SystemExit("pkgconfig.py: native static libraries without a static library (--static)")
    name, description, crate_version, abi = crate()
    version = version or crate_version
    needs = native_static_libs.split()

    def pc(package: str, summary: str, libs: list[str], private: list[str]) -> str:
        lines = [
            f"prefix={prefix}",
            "exec_prefix=${prefix}",
            "libdir=${exec_prefix}/lib",
            "includedir=${prefix}/include",
            f"abi_version={abi}",
            "",
            f"Name: {package}",
            f"Description: {summary}",
            f"Version: {version}",
            f"Libs: {' '.join(libs)}",
            "Cflags: -I${includedir}",
        ]
        if private:
            lines.append(f"Libs.private: {' '.join(private)}")
        return "\n".join(lines) + "\n"

    archive = f"${{libdir}}/lib{name}.a"
    if not shared:
        return {f"{name}.pc": pc(name, f"{description}; static library", [archive, *needs], [])}
    files = {f"{name}.pc": pc(name, description, ["-L${libdir}", f"-l{name}"], needs if static else [])}
    if static:
        files[f"{name}-static.pc"] = pc(
            f"{name}-static", f"{description}; static library", [archive, *needs], []
        )
    return files


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("dir", type=Path, help="the lib/pkgconfig folder to write into")
    parser.add_argument("--prefix", required=True)
    parser.add_argument("--shared", action="store_true")
    parser.add_argument("--static", action="store_true")
    parser.add_argument("--native-static-libs", default="")
    parser.add_argument("--version", help="the libraries' version (default: the crate's; the release "
                        "archives carry the release's binaries, scripts/dist.sh)")
    args = parser.parse_args()
    args.dir.mkdir(parents=True, exist_ok=True)
    files = pc_files(args.prefix, args.shared, args.static, args.native_static_libs, args.version)
    for file, text in files.items():
        (args.dir / file).write_text(text)


if __name__ == "__main__":
    main()
