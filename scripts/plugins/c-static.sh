# Static libraries for the C release archives (scripts/dist.sh), whose shared libraries are the Unity
# package's binaries. Sourced by scripts/build-plugins.sh, whose helpers it uses (cargo_build, out,
# exports, apple_sdk, objcopy, zig). Each library lands in prebuilt/c/<platform>/, outside the
# Unity package (Unity imports every file under Packages/), and is listed in prebuilt/c/manifest.json
# with the native libraries rustc says a program must link after it (native_static_libs).
#
# As in the iOS archives, the library's fat-LTO object (library and std together) has every symbol but
# the pd_ functions made local, so that a program may link two Rust static libraries. A probe link with
# the target's own linker proves that the system libraries resolve everything else.

c_prebuilt=prebuilt/c

# Records a static library for prebuilt/c/manifest.json (written by c_static_manifest).
place_c() { # built-file platform/file rust-target[,rust-target] tool-description native-static-libs
    mkdir -p "$(dirname "$c_prebuilt/$2")"
    cp "$1" "$c_prebuilt/$2"
    printf '%s\t%s\t%s\t%s\t%s\n' "$2" "$3" "$(/usr/bin/rustc -V)" "$4" "$5" >>"$build_dir/placed-c.tsv"
    echo "  $c_prebuilt/$2 ($(stat -c %s "$c_prebuilt/$2") bytes; then link $5)"
}

# Builds one Rust target's static library as $work/libpriests_devils.a: the library's object (library and
# std, one fat-LTO object, named priests_devils.o) with only the pd_ functions global, and, where the
# other members' unwind tables name it (ELF, Mach-O: "weak"), rust_eh_personality as a weak global; then
# those other members (compiler-builtins, which std needs on some targets, e.g. for aarch64's atomics,
# whose symbols are hidden or weak; on Windows the import members of raw-dylib imports); without debug
# information or embedded bitcode. rustc's native-static-libs go to $work/native-libs. LLVM's objcopy
# cannot localize COFF symbols: Windows passes MinGW's (GNU) objcopy.
c_static_archive() { # rust-target work-dir symbol-prefix ar-format objcopy weak|local
    local target=$1 work=$2 printed=$build_dir/$1/native-static-libs.txt member strip copy=$5 keep=()
    cargo_build staticlib "$target" -- "--print=native-static-libs=$printed"
    [ -s "$printed" ] || { echo "rustc printed no native-static-libs for $target" >&2; exit 1; }
    rm -rf "$work" && mkdir -p "$work/members" "$work/out"
    (cd "$work/members" && llvm-ar-14 x "$(out "$target" libpriests_devils.a)")
    exports | sed "s/^/$3/" >"$work/keep.txt"
    if [ "$6" = weak ]; then
        echo "$3rust_eh_personality" >>"$work/keep.txt"
        keep=(--weaken-symbol="$3rust_eh_personality")
    fi
    strip=(--strip-debug --remove-section=.llvmbc --remove-section=.llvmcmd)
    [ "$4" != darwin ] || strip=(--strip-debug --remove-section=__LLVM,__bitcode --remove-section=__LLVM,__cmdline)
    local library=() others=()
    for member in "$work"/members/*; do
        case ${member##*/} in
        priests_devils-*)
            # Renamed: its name carries cargo's metadata hash, which differs with the checkout's path.
            "$copy" --keep-global-symbols="$work/keep.txt" "${keep[@]}" "${strip[@]}" "$member" \
                "$work/out/priests_devils.o"
            library+=("$work/out/priests_devils.o")
            ;;
        compiler_builtins-*)
            "$copy" "${strip[@]}" "$member" "$work/out/${member##*/}"
            others+=("$work/out/${member##*/}")
            ;;
        *) # the import members of raw-dylib imports on Windows, whose symbols rustc names after its
            # temporary directory (_head_<path>_rustcXXXXXX_<dll>_imports_lib): renamed after the DLL alone
            local renames=() symbol
            while read -r symbol; do
                renames+=("--redefine-sym=$symbol=$(sed 's/^\(_head_\|__\)_.*_rustc[A-Za-z0-9]\{6\}_/\1/' <<<"$symbol")")
            done < <(llvm-nm-14 --just-symbol-name "$member" | grep '_rustc[A-Za-z0-9]\{6\}_' || true)
            if [ ${#renames[@]} -gt 0 ]; then
                "$copy" "${renames[@]}" "$member" "$work/out/${member##*/}"
            else
                cp "$member" "$work/out/"
            fi
            others+=("$work/out/${member##*/}")
            ;;
        esac
    done
    [ ${#library[@]} -eq 1 ] || { echo "expected one library object in $target's archive" >&2; exit 1; }
    llvm-ar-14 rcs --format="$4" "$work/libpriests_devils.a" "${library[@]}" "${others[@]}"
    tr -s ' \n' ' ' <"$printed" | sed 's/^ //; s/ $//' >"$work/native-libs"
}

build_c_linux() { # rust-target gcc platform
    local work=$build_dir/$1/c-static
    c_static_archive "$1" "$work" "" gnu "$objcopy" weak
    # shellcheck disable=SC2046 # the native libraries are separate words
    "$2" -shared -Wl,--no-undefined -o "$work/probe.so" -Wl,--whole-archive "$work/libpriests_devils.a" \
        -Wl,--no-whole-archive $(cat "$work/native-libs")
    place_c "$work/libpriests_devils.a" "$3/libpriests_devils.a" "$1" "rust-objcopy (pd_ symbols kept global), llvm-ar" \
        "$(cat "$work/native-libs")"
}

build_c_windows() {
    local target=x86_64-pc-windows-gnu work=$build_dir/x86_64-pc-windows-gnu/c-static
    c_static_archive "$target" "$work" "" gnu x86_64-w64-mingw32-objcopy local
    # shellcheck disable=SC2046
    x86_64-w64-mingw32-gcc -shared -Wl,--no-undefined -o "$work/probe.dll" -Wl,--whole-archive \
        "$work/libpriests_devils.a" -Wl,--no-whole-archive $(cat "$work/native-libs")
    place_c "$work/libpriests_devils.a" windows-x64/libpriests_devils.a "$target" \
        "x86_64-w64-mingw32-objcopy (pd_ symbols kept global), llvm-ar; for MinGW" "$(cat "$work/native-libs")"
}

# Both macOS slices, each probe-linked against libSystem, joined by lipo into one universal archive.
build_c_macos() {
    local sdk slices=() needs=""
    sdk=$(apple_sdk)
    for spec in aarch64-apple-darwin:arm64-apple-macos11:11.0 x86_64-apple-darwin:x86_64-apple-macos10.13:10.13; do
        IFS=: read -r target clang_target min <<<"$spec"
        local work=$build_dir/$target/c-static
        MACOSX_DEPLOYMENT_TARGET=$min c_static_archive "$target" "$work" _ darwin "$objcopy" weak
        # shellcheck disable=SC2046
        clang-14 --target="$clang_target" -fuse-ld=lld -isysroot "$sdk" -dynamiclib -nostdlib \
            -Wl,-all_load "$work/libpriests_devils.a" $(cat "$work/native-libs") -o "$work/probe.dylib"
        [ -z "$needs" ] || [ "$needs" = "$(cat "$work/native-libs")" ] || {
            echo "the macOS slices need different native libraries" >&2
            exit 1
        }
        needs=$(cat "$work/native-libs")
        slices+=("$work/libpriests_devils.a")
    done
    llvm-lipo-14 -create -output "$build_dir/libpriests_devils-macos.a" "${slices[@]}"
    place_c "$build_dir/libpriests_devils-macos.a" macos-universal/libpriests_devils.a \
        aarch64-apple-darwin,x86_64-apple-darwin "rust-objcopy (pd_ symbols kept global), llvm-ar, llvm-lipo" "$needs"
}

# Writes prebuilt/c/manifest.json for the libraries this run placed.
c_static_manifest() {
    [ -s "$build_dir/placed-c.tsv" ] || return 0
    python3 scripts/plugins/manifest.py "$c_prebuilt" "$build_dir/placed-c.tsv" "$(zig)" \
        "Written by scripts/build-plugins.sh; checked by tests/prebuilt_c.rs; packed by scripts/dist.sh. Do not edit."
}
