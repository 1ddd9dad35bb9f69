#!/usr/bin/env bash
# Writes the Unity release archives from the committed package, with no build step:
#
#   target/package/com.priestsdevils.solver-<version>.tgz   npm-pack layout (package/package.json, every
#       asset with its .meta, the sample in Samples~): Package Manager's "Add package from tarball".
#   target/package/PriestsDevils-<version>.unitypackage     the classic asset package (Assets > Import
#       Package > Custom Package): each asset as <guid>/asset, <guid>/asset.meta and <guid>/pathname,
#       imported under Assets/Plugins/PriestsDevils/ with the package's GUIDs; the sample goes to
#       Samples/PriestsAndDevils there (a "~" folder would stay hidden in Assets); package.json is left
#       out (it only means something to Package Manager).
#   target/package/PriestsDevils-Runtime-<version>.unitypackage   the runtime tier alone, for Unity 2018.4
#       to 2021.3 (unity-versions.toml): the same entries for Runtime/ (the solver's C# API and
#       Runtime/Unity's drop-in types), Plugins/ (the binaries but Windows ARM64's), the Editor assembly that picks the iOS
#       archive at build time (Editor/PluginSelection.cs and its asmdef, whose Unity API exists from
#       2018.4 on) and the documents; without the Editor tools (Editor/Levels/), the tests (Tests/) and
#       the sample (Samples~/), which need Unity 2022.3.
#   target/package/SHA256SUMS                                the three archives' SHA-256 sums, as
#       `sha256sum -c SHA256SUMS` checks them.
#
# The files are those git tracks in unity-sample/Packages/com.priestsdevils.solver, as they stand in the
# work tree (a release packs a clean tree: the script warns when the package has uncommitted changes),
# or, in a copy without .git (the repository's ZIP download), every file of that folder
# (scripts/release.py files). The archives are reproducible: entries sorted, owner 0, every time stamp
# SOURCE_DATE_EPOCH or else the release's date in CHANGELOG.md (scripts/release.py epoch), gzip without
# name or time; so a clone at any later commit, and a copy without .git, pack a release's archives byte
# for byte while the package and this script are unchanged. tests/artifacts/unity_archives.rs unpacks
# them and checks every file, GUID and path; tests/artifacts/release_archives.rs packs them twice.
# Needs bash and Python 3 (and git only in a clone); the archives are written by scripts/package-unity.py.
# Usage: scripts/package-unity.sh [output directory, default target/package]
set -euo pipefail
cd "$(dirname "$0")/.."
package=unity-sample/Packages/com.priestsdevils.solver
out=${1:-target/package}
if [ -e .git ] && [ -n "$(git status --porcelain -- "$package")" ]; then
    echo "warning: $package has uncommitted changes; a release packs a clean tree" >&2
fi
epoch=$(python3 scripts/release.py epoch)
listed=$(python3 scripts/release.py files "$package")
mkdir -p "$out"
printf '%s\n' "$listed" | python3 scripts/package-unity.py "$package" "$out" "$epoch"
