#!/usr/bin/env python3
"""Makes a minimal macOS/iOS "SDK" for clang-14 and ld64.lld from the ziglang wheel's copies of Apple's
libSystem stub and C headers (nothing else here has them).

    apple-sdk.py ZIG_LIB SDK_DIR

ZIG_LIB is the wheel's lib/ folder. SDK_DIR gets usr/lib/libSystem.tbd (with libc.tbd and libm.tbd
beside it), usr/include (the wheel's any-darwin-any headers) and SDKSettings.json; pass it to clang as
-isysroot. LLVM 14's TextAPI reader rejects the stub's arm64e.x1 entries and wants plain arm64 listed: the
stub is rewritten without the former, with arm64 for macOS, iOS and the iOS Simulator beside arm64e-macos
and x86_64 for the iOS Simulator beside x86_64-macos, so that the iOS archives can be test-linked too.
scripts/build-plugins.sh links the macOS plug-ins against it; tests/artifacts/dist.rs the C archive.
"""
import re
import sys
from pathlib import Path

# The targets listed after each of the stub's own.
EXTRA_BESIDE = {
    "arm64e-macos": ["arm64-macos", "arm64-ios", "arm64-ios-simulator"],
    "x86_64-macos": ["x86_64-ios-simulator"],
}


def targets(match: re.Match) -> str:
    names = []
    for name in (n.strip() for n in match.group(1).split(",")):
        if not name or name.startswith("arm64e.x1-"):
            continue
        names.append(name)
        names += EXTRA_BESIDE.get(name, [])
    return "targets: [ " + ", ".join(dict.fromkeys(names)) + " ]"


def main(zig_lib: Path, sdk: Path) -> None:
    stub = (zig_lib / "libc/darwin/libSystem.tbd").read_text()
    lib = sdk / "usr/lib"
    lib.mkdir(parents=True, exist_ok=True)
    (lib / "libSystem.tbd").write_text(re.sub(r"targets:\s*\[([^\]]*)\]", targets, stub))
    for alias in ("libc.tbd", "libm.tbd"):
        (lib / alias).unlink(missing_ok=True)
        (lib / alias).symlink_to("libSystem.tbd")
    include = sdk / "usr/include"
    if include.is_symlink() or include.exists():
        include.unlink()
    include.symlink_to((zig_lib / "libc/include/any-darwin-any").resolve())
    (sdk / "SDKSettings.json").write_text(
        '{"Version":"14.0","CanonicalName":"macosx14.0","MaximumDeploymentTarget":"14.0.99"}\n'
    )


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(Path(sys.argv[1]), Path(sys.argv[2]))
