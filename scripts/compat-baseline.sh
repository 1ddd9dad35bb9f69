#!/usr/bin/env bash
# Records the released surfaces that tests/abi/compat.rs and .ci/run compare later changes with, from the
# sources as they stand: run it on the tagged release's checkout, then commit compat/ on top:
#
#   compat/c-abi.xml         the C ABI of the shared library (libabigail's abidw, from a debug build: its
#                            debug info describes every exported function's types)
#   compat/csharp-api.txt    the public surface of the Unity package's runtime assembly
#                            (tests/csharp/ApiSurface.cs under Mono)
#   compat/baseline.json     the release's version, C ABI version and commit (cargo semver-checks'
#                            baseline in .ci/run)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-tools.sh test
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n 1)
abi=$(sed -n 's/^#define PD_ABI_VERSION \([0-9]*\)$/\1/p' include/priests_devils.h)
mkdir -p compat
cargo build --locked --lib
abidw --no-corpus-path --no-comp-dir-path --no-show-locs --out-file compat/c-abi.xml \
    target/debug/libpriests_devils.so
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mcs -unsafe -nologo -target:library -out:"$scratch/PriestsDevils.Solver.dll" \
    unity-sample/Packages/com.priestsdevils.solver/Runtime/*.cs
mcs -warnaserror -nologo -out:"$scratch/ApiSurface.exe" tests/csharp/ApiSurface.cs
mono "$scratch/ApiSurface.exe" "$scratch/PriestsDevils.Solver.dll" >compat/csharp-api.txt
printf '{\n  "version": "%s",\n  "abi_version": %s,\n  "commit": "%s"\n}\n' "$version" "$abi" "$(git rev-parse HEAD)" \
    >compat/baseline.json
echo "compat/: the surfaces of $version (C ABI $abi); commit them with the release"
