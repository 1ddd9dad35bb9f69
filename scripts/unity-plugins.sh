#!/usr/bin/env bash
# Builds the native library in release mode and copies it into the Unity package's Plugins/ folders:
# the host's build always (Linux x86_64 here), and every cross build found under target/<triple>/release.
# Platforms that were not built are listed with the command that builds them (see Plugins/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."
plugins=unity-sample/Packages/com.priestsdevils.solver/Plugins

cargo build --release --lib

copy() { # source destination
    mkdir -p "$(dirname "$2")"
    cp "$1" "$2"
    echo "copied $1 -> $2"
}
missing() { echo "not built: $1 ($2)"; }

case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) copy target/release/libpriests_devils.so "$plugins/linux-x64/libpriests_devils.so" ;;
    *) echo "host $(uname -s)-$(uname -m): copy target/release's library by hand (see $plugins/README.md)" ;;
esac

if [ -f target/x86_64-pc-windows-msvc/release/priests_devils.dll ]; then
    copy target/x86_64-pc-windows-msvc/release/priests_devils.dll "$plugins/win-x64/priests_devils.dll"
else
    missing win-x64 "cargo build --release --lib --target x86_64-pc-windows-msvc"
fi
arm=target/aarch64-apple-darwin/release/libpriests_devils.dylib
x64=target/x86_64-apple-darwin/release/libpriests_devils.dylib
if [ -f "$arm" ] && [ -f "$x64" ] && command -v lipo >/dev/null; then
    mkdir -p "$plugins/osx"
    lipo -create -output "$plugins/osx/priests_devils.bundle" "$arm" "$x64"
    echo "made $plugins/osx/priests_devils.bundle"
else
    missing osx "cargo build --release --lib --target aarch64-apple-darwin and --target x86_64-apple-darwin, then lipo (macOS)"
fi
if [ -f target/aarch64-linux-android/release/libpriests_devils.so ]; then
    copy target/aarch64-linux-android/release/libpriests_devils.so "$plugins/android-arm64/libpriests_devils.so"
else
    missing android-arm64 "cargo ndk -t arm64-v8a build --release --lib"
fi
if [ -f target/aarch64-apple-ios/release/libpriests_devils.a ]; then
    copy target/aarch64-apple-ios/release/libpriests_devils.a "$plugins/ios/libpriests_devils.a"
else
    missing ios "cargo build --release --lib --target aarch64-apple-ios (macOS)"
fi
