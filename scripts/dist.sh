#!/usr/bin/env bash
# Packs the C library into one release archive per platform, for C and C++ developers who build without
# Rust: target/dist/priests_devils-<version>-<platform>.tar.gz (.zip for Windows) and SHA256SUMS.
#
#   scripts/dist.sh [--out DIR] [PLATFORM...]
#
# PLATFORM: linux-x64 linux-arm64 windows-x64 macos-universal wasm32-emscripten (default: all five).
# Each archive holds include/priests_devils.h, the libraries in lib/ (and the DLL in bin/),
# lib/pkgconfig/*.pc (written by scripts/pkgconfig.py, as scripts/install-c.sh's; relocatable: the prefix
# is the .pc file's folder, two levels up), lib/cmake/priests_devils/ (a CMake config package with
# imported targets), examples/demo.c (the C guide's example, docs/c-api.md), the licenses and a README for
# C users (scripts/dist/README.md).
#
# Nothing is compiled: the shared libraries are the Unity package's binaries (Plugins/), the static ones
# come from prebuilt/c/, both made by scripts/build-plugins.sh and checked here against their manifests
# and the header's ABI version. This script only renames, sets the Linux soname (patchelf) and the macOS
# install name (llvm-install-name-tool), and makes the Windows import libraries from the DLL's exports
# (llvm-dlltool for MSVC, MinGW's dlltool for MinGW). Archives are reproducible: sorted entries, owner 0,
# timestamps from SOURCE_DATE_EPOCH, else the release's date in CHANGELOG.md (scripts/release.py epoch;
# no commit's: a copy without .git packs the same bytes, and so does a later commit while what they carry
# and this script are unchanged). Its tools: scripts/install-tools.sh dist.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
plugins=$root/unity-sample/Packages/com.priestsdevils.solver/Plugins
prebuilt=$root/prebuilt/c
assets=$root/scripts/dist
out=$root/target/dist
# Every archive's platform, in order: platforms.toml's [[c]] rows.
archives=$(python3 scripts/plugins/platforms.py c)
# shellcheck disable=SC2206 # one word per line
all=($archives)

usage() { sed -n '2,20s/^# \{0,1\}//p' "$0" >&2; exit 2; }
selected=()
while [ $# -gt 0 ]; do
    case $1 in
    --out) [ $# -ge 2 ] || usage; out=$(realpath -m "$2"); shift 2 ;;
    -h | --help) usage ;;
    -*) usage ;;
    *) selected+=("$1"); shift ;;
    esac
done
[ ${#selected[@]} -gt 0 ] || selected=("${all[@]}")
for p in "${selected[@]}"; do
    [[ " ${all[*]} " == *" $p "* ]] || { echo "unknown platform '$p' (known: ${all[*]})" >&2; exit 2; }
done

fail() { echo "dist.sh: $*" >&2; exit 1; }

# ---------------------------------------------------------------------------------------------- tools
scripts/install-tools.sh dist

# ---------------------------------------------------------------------------------------------- inputs
# The archives carry the committed binaries: the release's version, which the Unity package's
# package.json holds (the crates' own, in Cargo.toml, may be the next one; CONTRIBUTING.md, "Release").
version=$(python3 scripts/release.py version)
abi=$(sed -n 's/^#define PD_ABI_VERSION \([0-9]*\)$/\1/p' include/priests_devils.h)
[ -n "$version" ] && [ -n "$abi" ] || fail "cannot read the version (package.json) or PD_ABI_VERSION (header)"
for license in LICENSE-MIT LICENSE-APACHE; do
    [ -f "$license" ] || fail "$license is missing at the repository root: the archives ship both licenses (MIT OR Apache-2.0)"
done
# What a compatible request names (the CMake version file's rule): 0.x.y up to the minor, else the major.
series=${version%%.*}
[ "$series" != 0 ] || series=${version%.*}
epoch=$(python3 scripts/release.py epoch)
export TZ=UTC LC_ALL=C

# Copies a committed binary, checked against its manifest (this version, this ABI), to DEST.
take() { # manifest-folder file dest
    python3 "$assets/inputs.py" "$1" "$2" "$version" "$abi" >/dev/null || exit 1
    cp "$1/$2" "$3"
}
# What a program must link after a prebuilt static library (rustc's native-static-libs).
static_needs() { python3 "$assets/inputs.py" "$prebuilt" "$1" "$version" "$abi" native_static_libs; }

# The C guide's example: the first ```c block of docs/c-api.md.
c_example() { awk '/^```c$/ {on = 1; next} on && /^```$/ {exit} on' docs/c-api.md; }

# Fills @KEY@ placeholders of a template (the first pair naming a key wins); fails on any left unfilled.
render() { # template output KEY=value...
    local text pair
    text=$(<"$1")
    for pair in "${@:3}"; do text=${text//"@${pair%%=*}@"/"${pair#*=}"}; done
    printf '%s\n' "$text" >"$2"
    ! grep -n '@[A-Z_]\+@' "$2" >&2 || fail "unfilled placeholder in $2"
}

# ------------------------------------------------------------------------------------------ archives
stage_root=$out/stage
name() { echo "priests_devils-$version-$1"; }

# The files every archive has; sets $dir to the staged archive root.
stage_common() { # platform
    dir=$stage_root/$(name "$1")
    rm -rf "$dir"
    mkdir -p "$dir/include" "$dir/lib/pkgconfig" "$dir/lib/cmake/priests_devils" "$dir/examples"
    cp include/priests_devils.h "$dir/include/"
    cp LICENSE-MIT LICENSE-APACHE "$dir/"
    c_example >"$dir/examples/demo.c"
    [ -s "$dir/examples/demo.c" ] || fail "docs/c-api.md has no C example"
}

# The README for C users: scripts/dist/README.md with only this platform family's <!-- family --> blocks.
write_readme() { # platform family static-needs
    awk -v keep="$2" '
        /^<!-- [a-z]+ -->$/ { block = $2; next }
        /^<!-- \/[a-z]+ -->$/ { block = ""; next }
        block == "" || block == keep' "$assets/README.md" >"$dir/README.md.in"
    render "$dir/README.md.in" "$dir/README.md" VERSION="$version" ABI="$abi" PLATFORM="$1" \
        NAME="$(name "$1")" SERIES="$series" STATIC_NEEDS="${3:-}"
    rm "$dir/README.md.in"
}

# The pkg-config files (scripts/pkgconfig.py, which scripts/install-c.sh uses too), relocatable.
write_pc() { # [--shared] [--static] [--native-static-libs=WORDS]
    python3 scripts/pkgconfig.py "$dir/lib/pkgconfig" --prefix '${pcfiledir}/../..' --version "$version" "$@"
}

# CMake package. Keys: SHARED SONAME IMPLIB_MSVC IMPLIB_GNU STATIC STATIC_NEEDS (paths relative to the
# archive root), SYSTEM PROCESSORS POINTER_SIZE (CMake's names for the platform).
write_cmake() { # platform KEY=value...
    local cmake=$dir/lib/cmake/priests_devils keys=(SHARED= SONAME= IMPLIB_MSVC= IMPLIB_GNU= STATIC= STATIC_NEEDS=)
    # The given keys first: render fills each placeholder from the first pair naming it.
    render "$assets/priests_devils-config.cmake.in" "$cmake/priests_devils-config.cmake" \
        PLATFORM="$1" VERSION="$version" ABI="$abi" "${@:2}" "${keys[@]}"
    render "$assets/priests_devils-config-version.cmake.in" "$cmake/priests_devils-config-version.cmake" \
        PLATFORM="$1" VERSION="$version" ABI="$abi" "${@:2}"
}

pack_linux() { # platform cmake-processors
    local so=libpriests_devils.so.$abi needs
    stage_common "$1"
    take "$plugins" "$1/libpriests_devils.so" "$dir/lib/$so"
    patchelf --set-soname "$so" "$dir/lib/$so"
    ln -s "$so" "$dir/lib/libpriests_devils.so"
    take "$prebuilt" "$1/libpriests_devils.a" "$dir/lib/"
    needs=$(static_needs "$1/libpriests_devils.a")
    write_pc --shared --static --native-static-libs="$needs"
    write_cmake "$1" SHARED="lib/$so" SONAME="$so" STATIC=lib/libpriests_devils.a STATIC_NEEDS="$needs" \
        SYSTEM=Linux PROCESSORS="$2" POINTER_SIZE=8
    write_readme "$1" linux "$needs"
}

pack_windows() {
    local def needs
    stage_common windows-x64
    mkdir -p "$dir/bin"
    take "$plugins" win-x64/priests_devils.dll "$dir/bin/"
    # The import libraries list exactly what the DLL exports.
    def=$stage_root/priests_devils.def
    { echo "LIBRARY priests_devils.dll"; echo "EXPORTS"
      llvm-readobj-14 --coff-exports "$dir/bin/priests_devils.dll" | sed -n 's/^ *Name: \(pd_[a-z_0-9]*\)$/    \1/p'
    } >"$def"
    grep -q pd_solver_new "$def" || fail "no exports read from priests_devils.dll"
    llvm-dlltool-14 -m i386:x86-64 -D priests_devils.dll -d "$def" -l "$dir/lib/priests_devils.lib"
    # MinGW's dlltool names its members and the import's head symbol after the output path as given.
    (cd "$dir/lib" && x86_64-w64-mingw32-dlltool --deterministic-libraries -m i386:x86-64 \
        -D priests_devils.dll -d "$def" -l libpriests_devils.dll.a)
    take "$prebuilt" windows-x64/libpriests_devils.a "$dir/lib/"
    needs=$(static_needs windows-x64/libpriests_devils.a)
    write_pc --shared --static --native-static-libs="$needs"
    write_cmake windows-x64 SHARED=bin/priests_devils.dll IMPLIB_MSVC=lib/priests_devils.lib \
        IMPLIB_GNU=lib/libpriests_devils.dll.a STATIC=lib/libpriests_devils.a STATIC_NEEDS="$needs" \
        SYSTEM=Windows PROCESSORS='^(AMD64|x86_64|amd64|x64)$' POINTER_SIZE=8
    write_readme windows-x64 windows "$needs"
}

pack_macos() {
    local dylib needs
    stage_common macos-universal
    dylib=$dir/lib/libpriests_devils.dylib
    # The Unity bundle is already a universal MH_DYLIB; only its install name changes (the arm64 slice is
    # re-signed ad hoc by the tool).
    take "$plugins" osx-universal/priests_devils.bundle "$dylib"
    llvm-install-name-tool-14 -id @rpath/libpriests_devils.dylib "$dylib"
    take "$prebuilt" macos-universal/libpriests_devils.a "$dir/lib/"
    needs=$(static_needs macos-universal/libpriests_devils.a)
    write_pc --shared --static --native-static-libs="$needs"
    write_cmake macos-universal SHARED=lib/libpriests_devils.dylib SONAME=@rpath/libpriests_devils.dylib \
        STATIC=lib/libpriests_devils.a STATIC_NEEDS="$needs" \
        SYSTEM=Darwin PROCESSORS='^(arm64|x86_64)$' POINTER_SIZE=8
    write_readme macos-universal macos "$needs"
}

pack_wasm() {
    stage_common wasm32-emscripten
    take "$plugins" webgl/libpriests_devils.a "$dir/lib/"
    write_pc --static
    write_cmake wasm32-emscripten STATIC=lib/libpriests_devils.a \
        SYSTEM=Emscripten PROCESSORS='^(x86|wasm32)?$' POINTER_SIZE=4
    write_readme wasm32-emscripten wasm
}

# Writes the staged folder as a reproducible archive in $out.
archive() { # platform
    local base
    base=$(name "$1")
    find "$stage_root/$base" -exec touch -h -d "@$epoch" {} +
    if [ "$1" = windows-x64 ]; then
        rm -f "$out/$base.zip"
        (cd "$stage_root" && find "$base" | sort | zip -q -X -D -@ "$out/$base.zip")
        echo "$out/$base.zip"
    else
        tar -C "$stage_root" --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$epoch" -cf - "$base" |
            gzip -n -9 >"$out/$base.tar.gz"
        echo "$out/$base.tar.gz"
    fi
}

mkdir -p "$out" "$stage_root"
for p in "${selected[@]}"; do
    case $p in
    linux-x64) pack_linux linux-x64 '^(x86_64|AMD64|amd64)$' ;;
    linux-arm64) pack_linux linux-arm64 '^(aarch64|arm64|ARM64)$' ;;
    windows-x64) pack_windows ;;
    macos-universal) pack_macos ;;
    wasm32-emscripten) pack_wasm ;;
    esac
    archive "$p"
done
rm -rf "$stage_root"
shopt -s nullglob
(cd "$out" && sha256sum "priests_devils-$version"-*.{tar.gz,zip} >SHA256SUMS)
echo "priests_devils $version (C ABI $abi): ${#selected[@]} archive(s) in $out"
