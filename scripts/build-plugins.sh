#!/usr/bin/env bash
# Cross-builds the native library for every platform and CPU the Unity package supports, copies each
# binary into the Unity package (Plugins/<platform>/), writes Plugins/manifest.json, checks every
# committed binary (tests/artifacts/: plugin_manifest.rs, plugin_checks.rs, plugin_selection.rs, plugin_runs.rs) and
# prints a table.
# The c-* platforms are the C release archives' static libraries (prebuilt/c/, its own manifest,
# tests/artifacts/prebuilt_c.rs; scripts/plugins/c-static.sh).
#
#   scripts/build-plugins.sh                    every platform
#   scripts/build-plugins.sh webgl win-x64      only these (the manifest keeps the other entries)
#   scripts/build-plugins.sh --check            build nothing: say whether the committed binaries were
#                                               built from the current sources (exit 1 if not)
#   scripts/build-plugins.sh --verify [p...]    rebuild into a scratch copy of this checkout and compare
#                                               every binary's SHA-256 with the manifests (exit 1 if any
#                                               differs); reproduces only at the commit that built them
#   scripts/build-plugins.sh --no-checks [p...] build and place only: no manifests, no tests (what --verify
#                                               runs in its scratch copy, which need not be a git checkout)
#
# The binaries are rebuilt for a release, not after every change to the sources: between releases they
# may lag the sources as long as they implement the header's ABI version (the tests check that).
#
# The build is reproducible: the same sources and the same toolchain (the manifest records both) give
# the same bytes in any directory. Linkers are told not to stamp the time (MinGW ld
# --no-insert-timestamp, lld-link /Brepro), and the cargo registry's path is remapped out of the panic
# locations compiled into std's dependencies (scripts/plugins/rustc-remap).
#
# Runs on Debian 12 x86_64 as root and installs what it needs: Debian's Rust 1.96 (rustc-web, whose std
# sources let cargo build std for any target), clang/lld 14, mingw-w64, emscripten, the aarch64 cross
# compiler, and zig from PyPI (pinned, in a venv under target/) for its old-glibc stubs, Windows ARM64
# MinGW libraries, macOS SDK stub and LLVM libunwind sources. Nothing is downloaded from anywhere else.
# docs/native-binaries.md explains each platform's flags.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
plugins=unity-sample/Packages/com.priestsdevils.solver/Plugins
tools=$root/target/plugin-tools
build_dir=$root/target/plugins
zig_version=0.17.1
# The sources' digest, which build.rs puts in every binary's build stamp (sha256sum, one script).
PD_SOURCE_DIGEST=$(scripts/plugins/source-digest.sh)
export PD_SOURCE_DIGEST
# The Unity package's platforms, then the C release archives' static libraries (prebuilt/c/,
# scripts/plugins/c-static.sh) as c-<name>: both listed once, in platforms.toml.
unity_platforms=$(python3 scripts/plugins/platforms.py unity)
c_platforms=$(python3 scripts/plugins/platforms.py prebuilt)
# shellcheck disable=SC2206 # one word per line
platforms=($unity_platforms)
for p in $c_platforms; do platforms+=("c-$p"); done

# ---------------------------------------------------------------------------------------------- tools
apt_packages=(rustc-web cargo-web rust-web-src rust-web-llvm clang-14 lld-14 llvm-14
    gcc-mingw-w64-x86-64-win32 emscripten gcc-aarch64-linux-gnu libc6-dev-arm64-cross python3-venv)
# The Debian packages whose files end up in a binary or make it: their versions go into the manifest.
export PD_BUILD_PACKAGES="rustc-web cargo-web rust-web-src rust-web-llvm libllvm14 clang-14
    libclang-common-14-dev lld-14 llvm-14 gcc-mingw-w64-x86-64-win32 gcc-mingw-w64-x86-64-win32-runtime
    binutils-mingw-w64-x86-64 mingw-w64-x86-64-dev"
install_tools() {
    local missing=()
    for p in "${apt_packages[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' || missing+=("$p")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        echo "installing ${missing[*]}" >&2
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -qq
        apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    fi
    scripts/install-tools.sh zig # zig at zig_version, in $tools/venv
}

cargo=/usr/bin/cargo # Debian's toolchain, not rustup's proxies (which cannot fetch targets here)
objcopy=/usr/lib/rustlib/x86_64-unknown-linux-gnu/bin/rust-objcopy
link=$root/scripts/plugins/cc-linker
export CARGO_HOME=${CARGO_HOME:-$HOME/.cargo} # rustc-remap maps its registry path out of the binaries
export ZIG_GLOBAL_CACHE_DIR=$tools/zig-cache ZIG_LOCAL_CACHE_DIR=$tools/zig-cache

clang_version() { clang-14 --version | head -n 1; }
zig_lib() { "$tools/venv/bin/python" -c 'import ziglang, os; print(os.path.join(os.path.dirname(ziglang.__file__), "lib"))'; }
zig() { echo "$(zig_lib)/../zig"; }

# Builds the library as one crate type for one target, into target/plugins/<target>/plugin/. One crate
# type at a time: rustc skips LTO when an rlib is among the outputs. The library's previous outputs are
# removed first, so that it is always compiled and linked again (std is not): cargo cannot see a change
# to scripts/plugins/. std is built with unwinding (panic_unwind), unless PD_PANIC=abort (WebGL).
cargo_build() { # crate-type target [cargo arguments...]
    local crate_type=$1 target=$2 panic=${PD_PANIC:-unwind} profile=()
    shift 2
    [ "$panic" = unwind ] || profile=(--config "profile.plugin.panic=\"$panic\"")
    rm -f "$build_dir/$target/plugin/deps/"*priests_devils*
    RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1 RUSTC_WRAPPER=$root/scripts/plugins/rustc-remap \
        "$cargo" rustc --locked --quiet --profile plugin --lib --crate-type "$crate_type" --no-default-features \
        --target-dir "$build_dir" --target "$target" -Zbuild-std="std,panic_$panic" "${profile[@]}" "$@"
}
out() { echo "$build_dir/$1/plugin/$2"; }
# cargo arguments that link through scripts/plugins/cc-linker
linked_by() { echo "--config=target.$1.linker='$link'"; }

# The pd_ functions the header declares: the only symbols a binary may export.
exports() { grep -oE '\bpd_[a-z_]+\(' include/priests_devils.h | tr -d '(' | sort -u; }

# Copies a built binary into the package and records what built it for the manifest.
place() { # built-file platform/file rust-target[,rust-target] linker
    mkdir -p "$(dirname "$plugins/$2")"
    cp "$1" "$plugins/$2"
    printf '%s\t%s\t%s\t%s\n' "$2" "$3" "$(/usr/bin/rustc -V)" "$4" >>"$build_dir/placed.tsv"
    echo "  $plugins/$2 ($(stat -c %s "$plugins/$2") bytes)"
}

# ------------------------------------------------------------------------------------------ platforms
build_linux() { # rust-target zig-target platform
    PD_LINK=zig PD_ZIG="$(zig)" PD_LINK_TARGET=$2 cargo_build cdylib "$1" "$(linked_by "$1")"
    place "$(out "$1" libpriests_devils.so)" "$3/libpriests_devils.so" "$1" "zig $zig_version cc ($2)"
}

build_windows_x64() {
    PD_LINK=mingw PD_BUILD_DIR=$build_dir cargo_build cdylib x86_64-pc-windows-gnu "$(linked_by x86_64-pc-windows-gnu)"
    place "$(out x86_64-pc-windows-gnu priests_devils.dll)" win-x64/priests_devils.dll x86_64-pc-windows-gnu \
        "$(x86_64-w64-mingw32-gcc --version | head -n 1) (ld --no-insert-timestamp)"
}

# Rust has no aarch64-pc-windows-gnu: the gnullvm target, linked by zig's lld against zig's ARM64
# MinGW-w64 libraries (UCRT) and its static LLVM libunwind, so the DLL imports only system DLLs.
build_windows_arm64() {
    local target=aarch64-pc-windows-gnullvm
    PD_LINK=zig-windows PD_ZIG="$(zig)" PD_LINK_TARGET=aarch64-windows-gnu cargo_build cdylib $target "$(linked_by $target)"
    place "$(out $target priests_devils.dll)" win-arm64/priests_devils.dll $target \
        "zig $zig_version cc (aarch64-windows-gnu, lld-link /Brepro)"
}

# A minimal Apple SDK (scripts/plugins/apple-sdk.py): zig's libSystem.tbd, with arm64 listed beside arm64e
# (LLVM 14's reader rejects the arm64e.x1 entries), and the iOS device and Simulator targets added so the
# iOS archives can be test-linked. Prints its path.
apple_sdk() {
    local sdk=$tools/apple-sdk
    python3 scripts/plugins/apple-sdk.py "$(zig_lib)" "$sdk"
    echo "$sdk"
}

build_macos() {
    local sdk slices=()
    sdk=$(apple_sdk)
    # Unity 2021.3 runs on macOS 10.13+; Apple silicon starts at macOS 11.
    for spec in aarch64-apple-darwin:arm64-apple-macos11:11.0 x86_64-apple-darwin:x86_64-apple-macos10.13:10.13; do
        IFS=: read -r target clang_target min <<<"$spec"
        PD_LINK=apple PD_LINK_TARGET=$clang_target PD_APPLE_SDK=$sdk SDKROOT=$sdk MACOSX_DEPLOYMENT_TARGET=$min \
            cargo_build cdylib "$target" "$(linked_by "$target")"
        slices+=("$(out "$target" libpriests_devils.dylib)")
    done
    llvm-lipo-14 -create -output "$build_dir/priests_devils.bundle" "${slices[@]}"
    place "$build_dir/priests_devils.bundle" osx-universal/priests_devils.bundle \
        aarch64-apple-darwin,x86_64-apple-darwin "$(clang_version) ld64.lld, llvm-lipo"
}

# A static library for the iOS player, which links it into the app with every other plug-in. Fat LTO
# puts the library and std into one object; every symbol but the pd_ functions is then made local, so
# two Rust libraries in one app cannot clash (rust_eh_personality, std's statics). The archive holds
# that object only: its remaining undefined symbols are libSystem's, which the probe link proves.
# Prints the archive's path.
ios_archive() { # rust-target clang-target
    local work=$build_dir/$1/ios-archive sdk
    sdk=$(apple_sdk)
    IPHONEOS_DEPLOYMENT_TARGET=12.0 cargo_build staticlib "$1" >&2
    rm -rf "$work" && mkdir -p "$work" && (cd "$work" && llvm-ar-14 x "$(out "$1" libpriests_devils.a)")
    exports | sed 's/^/_/' >"$work/keep.txt"
    "$objcopy" --keep-global-symbols="$work/keep.txt" --strip-debug "$work"/priests_devils-*.o "$work/priests_devils.o"
    llvm-ar-14 rcs --format=darwin "$work/libpriests_devils.a" "$work/priests_devils.o"
    clang-14 --target="$2" -fuse-ld=lld -isysroot "$sdk" -dynamiclib -nostdlib -lSystem \
        -Wl,-all_load "$work/libpriests_devils.a" -o "$work/probe.dylib"
    echo "$work/libpriests_devils.a"
}

# The device and Simulator archives have file names of their own: Unity keeps one overridable plug-in per
# output path (PluginImporter.GetImporters), and an iOS plug-in's path may be its file name alone. The
# name is not the library's: [DllImport("__Internal")] binds to whatever the app links.
build_ios_device() {
    place "$(ios_archive aarch64-apple-ios arm64-apple-ios12.0)" ios-arm64/libpriests_devils_ios_device.a \
        aarch64-apple-ios "rust-objcopy (pd_ symbols kept global), llvm-ar"
}

# One universal archive for the Simulator on Apple silicon (arm64, iOS 14+, the first with an arm64
# Simulator) and on Intel Macs (x86_64): whatever Simulator architecture the player is built for, the
# same file serves it.
build_ios_simulator() {
    local arm64 x86_64
    arm64=$(ios_archive aarch64-apple-ios-sim arm64-apple-ios14.0-simulator)
    x86_64=$(ios_archive x86_64-apple-ios x86_64-apple-ios12.0-simulator)
    llvm-lipo-14 -create -output "$build_dir/ios-simulator.a" "$arm64" "$x86_64"
    place "$build_dir/ios-simulator.a" ios-simulator/libpriests_devils_ios_simulator.a aarch64-apple-ios-sim,x86_64-apple-ios \
        "rust-objcopy (pd_ symbols kept global), llvm-ar, llvm-lipo"
}

# LLVM's libunwind for Android (what the NDK ships as libunwind.a), from zig's copy of its sources,
# compiled against musl's headers with bionic's spelling of errno (scripts/plugins/bionic-shim.h).
android_sysroot() { # clang-target zig-arch
    local dir=$tools/android-$1 lib obj src resource extra=()
    lib=$(zig_lib)
    resource=$(clang-14 -print-resource-dir)/include
    [ "$2" = arm ] && extra=(-D_LIBUNWIND_HAS_NO_THREADS) # musl's 32-bit pthread types are smaller than bionic's
    rm -rf "$dir" && mkdir -p "$dir/obj"
    for src in libunwind.cpp Unwind-EHABI.cpp UnwindLevel1.c UnwindLevel1-gcc-ext.c Unwind-sjlj.c \
        UnwindRegistersRestore.S UnwindRegistersSave.S; do
        local lang=()
        case $src in
        *.cpp) lang=(-std=c++17 -fno-exceptions -fno-rtti -nostdinc++ -include "$root/scripts/plugins/bionic-shim.h") ;;
        *.c) lang=(-std=c99 -include "$root/scripts/plugins/bionic-shim.h") ;;
        esac
        clang-14 --target="$1" -O2 -fPIC -funwind-tables -fvisibility=hidden -nostdinc -isystem "$resource" \
            -isystem "$lib/libc/include/$2-linux-musl" -isystem "$lib/libc/include/generic-musl" \
            -isystem "$lib/libc/include/$2-linux-any" -isystem "$lib/libc/include/any-linux-any" \
            -I "$lib/libunwind/include" -D_LIBUNWIND_IS_NATIVE_ONLY -DNDEBUG "${extra[@]}" "${lang[@]}" \
            -ffile-prefix-map="$lib=zig-lib" -c "$lib/libunwind/src/$src" -o "$dir/obj/$src.o"
    done
    llvm-ar-14 rcs "$dir/libunwind.a" "$dir"/obj/*.o
    # Stub system libraries: each listed import defined as an empty function under its library's soname.
    for soname in $(grep -v '^#' scripts/plugins/android-imports.txt | awk 'NF {print $1}' | sort -u) liblog.so libm.so; do
        awk -v lib="$soname" '$1 == lib {print "void " $2 "(void) {}"}' scripts/plugins/android-imports.txt >"$dir/${soname%.so}.c"
        clang-14 --target="$1" -shared -nostdlib -fno-builtin -w -fuse-ld=lld -Wl,-soname,"$soname" \
            "$dir/${soname%.so}.c" -o "$dir/$soname"
    done
    echo "$dir"
}

build_android() { # rust-target clang-target zig-arch platform
    local sysroot
    sysroot=$(android_sysroot "$2" "$3")
    PD_LINK=android PD_LINK_TARGET=$2 PD_ANDROID_LIBS=$sysroot cargo_build cdylib "$1" "$(linked_by "$1")"
    place "$(out "$1" libpriests_devils.so)" "$4/libpriests_devils.so" "$1" \
        "$(clang_version) ld.lld, LLVM libunwind from zig $zig_version"
}

# An emscripten static library that Unity links into the player's wasm module, in both of Unity 6's WebGL
# modes. Without unwinding (panic=abort, std rebuilt so): no code can throw or catch, so the object
# calls none of JavaScript-based exceptions' invoke_ wrappers and holds no wasm exception instruction,
# and links with and without -fwasm-exceptions (WebAssembly 2023). A panic prints its message (to the
# browser's console) and aborts the player. The wasm MVP feature set (-Ctarget-cpu=mvp, std included),
# so that the emscripten of Unity 2022.3 (3.1.8) and 2023.2+ (3.1.38) can link it.
# -Zemscripten-wasm-eh=false keeps the exception-handling feature out of the object's feature list.
# Fat LTO leaves one library object; every symbol in it but the pd_ functions is then made local
# (scripts/plugins/wasm-localize.py: no LLVM tool localizes wasm symbols), so that another Rust static
# library in the same player cannot clash with it (rust_eh_personality, std's EMPTY_PANIC).
build_webgl() {
    local target=wasm32-unknown-emscripten work=$build_dir/wasm32-unknown-emscripten/webgl-archive
    PD_PANIC=abort RUSTFLAGS="-Zemscripten-wasm-eh=false -Ctarget-cpu=mvp" cargo_build staticlib $target
    rm -rf "$work" && mkdir -p "$work" && (cd "$work" && llvm-ar-14 x "$(out $target libpriests_devils.a)")
    exports >"$work/keep.txt"
    python3 scripts/plugins/wasm-localize.py "$work"/priests_devils-*.o "$work/priests_devils.o" "$work/keep.txt"
    # The library's object under a name without cargo's hash (which differs with the checkout's path),
    # then compiler-builtins' member as rustc wrote it (its intrinsics are weak, its other symbols hidden).
    (cd "$work" && llvm-ar-14 rcs --format=gnu libpriests_devils.a priests_devils.o compiler_builtins-*.o)
    place "$work/libpriests_devils.a" webgl/libpriests_devils.a $target "none (linked by Unity's emscripten)"
}

# shellcheck source=scripts/plugins/c-static.sh
source "$root/scripts/plugins/c-static.sh"

build() {
    echo "== $1"
    case $1 in
    linux-x64) build_linux x86_64-unknown-linux-gnu x86_64-linux-gnu.2.31 linux-x64 ;;
    linux-arm64) build_linux aarch64-unknown-linux-gnu aarch64-linux-gnu.2.31 linux-arm64 ;;
    win-x64) build_windows_x64 ;;
    win-arm64) build_windows_arm64 ;;
    osx-universal) build_macos ;;
    ios-arm64) build_ios_device ;;
    ios-simulator) build_ios_simulator ;;
    android-arm64) build_android aarch64-linux-android aarch64-linux-android21 aarch64 android-arm64 ;;
    android-armv7) build_android armv7-linux-androideabi armv7a-linux-androideabi21 arm android-armv7 ;;
    android-x64) build_android x86_64-linux-android x86_64-linux-android21 x86_64 android-x64 ;;
    webgl) build_webgl ;;
    c-linux-x64) build_c_linux x86_64-unknown-linux-gnu gcc linux-x64 ;;
    c-linux-arm64) build_c_linux aarch64-unknown-linux-gnu aarch64-linux-gnu-gcc linux-arm64 ;;
    c-windows-x64) build_c_windows ;;
    c-macos-universal) build_c_macos ;;
    *) echo "platforms.toml lists '$1', which has no build here" >&2; exit 2 ;;
    esac
}

# Builds the given platforms (all by default) into the package and updates the manifest.
build_all() {
    local selected=("$@") start=$SECONDS
    [ ${#selected[@]} -gt 0 ] || selected=("${platforms[@]}")
    for p in "${selected[@]}"; do
        [[ " ${platforms[*]} " == *" $p "* ]] || { echo "unknown platform '$p' (known: ${platforms[*]})" >&2; exit 2; }
    done
    install_tools
    mkdir -p "$build_dir"
    # This run's binaries only: the manifests keep the other entries.
    : >"$build_dir/placed.tsv"
    : >"$build_dir/placed-c.tsv"
    for p in "${selected[@]}"; do build "$p"; done
    if [ "$write_manifests" = yes ]; then
        [ ! -s "$build_dir/placed.tsv" ] || python3 scripts/plugins/manifest.py "$plugins" "$build_dir/placed.tsv" "$(zig)"
        c_static_manifest
    fi
    echo "built ${selected[*]} in $((SECONDS - start)) s"
}

# Copies this checkout's tracked files (as they are in the working tree) into a scratch directory,
# builds there from nothing, and compares what it built with the manifest.
verify() {
    local scratch start=$SECONDS
    scratch=$(mktemp -d "${TMPDIR:-/tmp}/priests-devils-verify.XXXXXX")
    python3 scripts/plugins/manifest.py --provenance "$plugins" || true
    python3 scripts/plugins/manifest.py --provenance "$c_prebuilt" || true
    git ls-files -z | tar --null -T - -cf - | tar -xf - -C "$scratch"
    echo "rebuilding in $scratch"
    "$scratch/scripts/build-plugins.sh" --no-checks "$@"
    if python3 scripts/plugins/manifest.py --compare "$scratch" "$plugins:$scratch/target/plugins/placed.tsv" \
        "$c_prebuilt:$scratch/target/plugins/placed-c.tsv"; then
        echo "verified in $((SECONDS - start)) s"
        rm -rf "$scratch"
    else
        echo "kept $scratch for comparison (e.g. diffoscope)" >&2
        exit 1
    fi
}

# ---------------------------------------------------------------------------------------------- main
write_manifests=yes
case "${1:-}" in
--check)
    # With the machine's own toolchain: a library built from the current sources carries their stamp.
    cargo build --locked --quiet --lib --no-default-features
    status=0
    for binaries in "$plugins" "$c_prebuilt"; do
        python3 scripts/plugins/manifest.py --check "$binaries" target/debug/libpriests_devils.so || status=1
    done
    exit $status
    ;;
--verify)
    shift
    verify "$@"
    exit
    ;;
--no-checks)
    shift
    write_manifests=no
    build_all "$@"
    exit
    ;;
esac
build_all "$@"

# Check every committed binary and run the C test program where this machine can (Wine, node, qemu).
checks=passed
PD_REQUIRE_CROSS=1 cargo test --locked --test artifacts -- --include-ignored plugin_manifest:: plugin_checks:: \
    plugin_selection:: plugin_runs:: prebuilt_c:: >"$build_dir/checks.log" 2>&1 ||
    checks="FAILED (see $build_dir/checks.log)"
python3 scripts/plugins/manifest.py --table "$plugins"
python3 scripts/plugins/manifest.py --table "$c_prebuilt"
echo "tests/artifacts/plugin_{manifest,checks,selection,runs}.rs, prebuilt_c.rs: $checks"
[ "$checks" = passed ]
