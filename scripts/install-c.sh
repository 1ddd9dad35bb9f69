#!/usr/bin/env bash
# Installs the C library on Linux: the header, the shared library with a versioned soname, the static
# library and a pkg-config file, under a prefix (what `cargo cinstall` would do; cargo-c itself is not
# installable here).
#
#   scripts/install-c.sh [--prefix DIR] [--destdir DIR] [--libs DIR]
#
#   --prefix DIR   where the files will live (default /usr/local); written into priests_devils.pc
#   --destdir DIR  stage the install under DIR instead (packaging), as `make install DESTDIR=` does
#   --libs DIR     install the libraries already built in DIR instead of running `cargo build --release`
#
# The soname is libpriests_devils.so.<PD_ABI_VERSION>: it changes exactly when the C ABI does.
# Then: cc demo.c $(pkg-config --cflags --libs priests_devils)            (shared)
#       cc demo.c $(pkg-config --cflags --libs --static priests_devils)   (static, with -l:libpriests_devils.a)
set -euo pipefail
cd "$(dirname "$0")/.."

prefix=/usr/local destdir="" libs=""
while [ $# -gt 0 ]; do
    case $1 in
    --prefix) prefix=$2 ;;
    --destdir) destdir=$2 ;;
    --libs) libs=$2 ;;
    *)
        sed -n '2,14s/^# \{0,1\}//p' "$0" >&2
        exit 2
        ;;
    esac
    shift 2
done
[ "$(uname -s)" = Linux ] || {
    echo "install-c.sh installs the Linux build; elsewhere copy include/ and target/release/ by hand" >&2
    exit 1
}
command -v patchelf >/dev/null || {
    echo "patchelf is needed to set the soname (apt-get install patchelf)" >&2
    exit 1
}
if [ -z "$libs" ]; then
    cargo build --release --lib --locked
    libs=target/release
fi

version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n 1)
abi=$(sed -n 's/^#define PD_ABI_VERSION \([0-9]*\)$/\1/p' include/priests_devils.h)
soname=libpriests_devils.so.$abi
libdir=$destdir$prefix/lib
includedir=$destdir$prefix/include

install -d "$libdir/pkgconfig" "$includedir"
install -m 644 include/priests_devils.h "$includedir/"
install -m 644 "$libs/libpriests_devils.a" "$libdir/"
install -m 755 "$libs/libpriests_devils.so" "$libdir/$soname"
patchelf --set-soname "$soname" "$libdir/$soname"
ln -sfn "$soname" "$libdir/libpriests_devils.so"
cat >"$libdir/pkgconfig/priests_devils.pc" <<EOF
prefix=$prefix
libdir=\${prefix}/lib
includedir=\${prefix}/include

Name: priests_devils
Description: Solver for the Priests and Devils river-crossing game (C ABI $abi)
Version: $version
Libs: -L\${libdir} -lpriests_devils
Libs.private: -lpthread -ldl -lm
Cflags: -I\${includedir}
EOF
echo "installed priests_devils $version (soname $soname) under $destdir$prefix"
