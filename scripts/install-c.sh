#!/usr/bin/env bash
# Installs the C library on Linux under a prefix, as `cargo cinstall` (cargo-c) lays it out: the header
# in include/ (cargo-c's `subdirectory = false`), the shared library with a versioned soname and the
# static library in lib/, the pkg-config files in lib/pkgconfig/, written by scripts/pkgconfig.py as the
# release archives' are (where they follow cargo-c and where not: scripts/pkgconfig.py).
#
#   scripts/install-c.sh [--prefix DIR] [--destdir DIR] [--libs DIR --native-static-libs WORDS]
#
#   --prefix DIR   where the files will live (default /usr/local); written into the .pc files
#   --destdir DIR  stage the install under DIR instead (packaging), as `make install DESTDIR=` does
#   --libs DIR     install the libraries already built in DIR instead of building them (`cargo rustc
#                  --release`); --native-static-libs then names what a program links after the static
#                  library, as rustc printed it for that build (`--print native-static-libs`)
#
# The soname is libpriests_devils.so.<PD_ABI_VERSION>: it changes exactly when the C ABI does.
# Then: cc demo.c $(pkg-config --cflags --libs priests_devils)          (shared)
#       cc demo.c $(pkg-config --cflags --libs priests_devils-static)   (static)
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { sed -n '2,17s/^# \{0,1\}//p' "$0" >&2; exit 2; }
fail() { echo "install-c.sh: $*" >&2; exit 1; }
prefix=/usr/local destdir="" libs="" native="" native_given=""
while [ $# -gt 0 ]; do
    [ $# -ge 2 ] || usage
    case $1 in
    --prefix) prefix=$2 ;;
    --destdir) destdir=$2 ;;
    --libs) libs=$2 ;;
    --native-static-libs) native=$2 native_given=1 ;;
    *) usage ;;
    esac
    shift 2
done
[ -z "$libs" ] || [ -n "$native_given" ] ||
    fail "--libs needs --native-static-libs: what rustc printed for that build (--print native-static-libs)"
[ -n "$libs" ] || [ -z "$native_given" ] || fail "--native-static-libs goes with --libs; a build here asks rustc"
[ "$(uname -s)" = Linux ] || fail "installs the Linux build; elsewhere copy include/ and target/release/ by hand"
command -v patchelf >/dev/null || fail "patchelf is needed to set the soname (apt-get install patchelf)"

if [ -z "$libs" ]; then
    # The library alone needs no command-line tool's dependencies. rustc writes the native libraries only
    # when it compiles; cargo counts the file's path among the arguments, so a build it finds fresh was
    # made by this same command, which wrote the file then.
    libs=$(realpath -m "${CARGO_TARGET_DIR:-target}/release")
    printed=$libs/priests_devils.native-static-libs
    cargo rustc --release --lib --locked --no-default-features -- "--print=native-static-libs=$printed"
    [ -s "$printed" ] || fail "rustc wrote no $printed: cargo clean --release -p priests_devils, then again"
    native=$(<"$printed")
fi

version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n 1)
abi=$(sed -n 's/^#define PD_ABI_VERSION \([0-9]*\)$/\1/p' include/priests_devils.h)
soname=libpriests_devils.so.$abi
libdir=$destdir$prefix/lib
includedir=$destdir$prefix/include

install -d "$libdir" "$includedir"
install -m 644 include/priests_devils.h "$includedir/"
install -m 644 "$libs/libpriests_devils.a" "$libdir/"
install -m 755 "$libs/libpriests_devils.so" "$libdir/$soname"
patchelf --set-soname "$soname" "$libdir/$soname"
ln -sfn "$soname" "$libdir/libpriests_devils.so"
python3 scripts/pkgconfig.py "$libdir/pkgconfig" --prefix "$prefix" --shared --static \
    --native-static-libs="$native"
echo "installed priests_devils $version (soname $soname) under $destdir$prefix"
