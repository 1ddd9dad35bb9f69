#!/usr/bin/env bash
# The release's archive step (.github/workflows/release.yml runs it; so can anyone, here or in a copy
# without .git): every archive of the release and their SHA256SUMS, in OUT.
#
#   scripts/release-archives.sh OUT [PART...]
#
# PART: unity c web (default: all three).
#   unity  scripts/package-unity.sh: com.priestsdevils.solver-<version>.tgz, PriestsDevils-<version>.unitypackage,
#          PriestsDevils-Runtime-<version>.unitypackage
#   c      scripts/dist.sh: the five C archives, priests_devils-<version>-<platform>.tar.gz (.zip for Windows)
#   web    scripts/build-web.sh: priests_devils-<version>-web.tar.gz, the page (page/) and the JavaScript
#          binding (binding/), from the committed WebGL archive
# OUT/SHA256SUMS lists every archive in OUT, in `sha256sum -c`'s format. Nothing is taken from git:
# the files from scripts/release.py files, every time stamp SOURCE_DATE_EPOCH or else the release's date
# in CHANGELOG.md (scripts/release.py epoch), so two runs, in two clones or in a ZIP download's copy,
# write the same bytes (tests/artifacts/release_archives.rs). Needs bash, Python 3, and the tools
# scripts/install-tools.sh dist and web install (Debian; both run from here).
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 1 ] || { sed -n '2,17s/^# \{0,1\}//p' "$0" >&2; exit 2; }
out=$(realpath -m "$1")
shift
parts=("$@")
[ ${#parts[@]} -gt 0 ] || parts=(unity c web)
for part in "${parts[@]}"; do
    case $part in unity | c | web) ;; *) echo "unknown part '$part' (known: unity c web)" >&2; exit 2 ;; esac
done
version=$(python3 scripts/release.py version)
epoch=$(python3 scripts/release.py epoch)
export SOURCE_DATE_EPOCH=$epoch TZ=UTC LC_ALL=C
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
rm -rf "$out"
mkdir -p "$out"

for part in "${parts[@]}"; do
    case $part in
    unity)
        scripts/package-unity.sh "$stage/unity"
        mv "$stage"/unity/*.tgz "$stage"/unity/*.unitypackage "$out/"
        ;;
    c)
        scripts/dist.sh --out "$stage/c"
        mv "$stage"/c/*.tar.gz "$stage"/c/*.zip "$out/"
        ;;
    web)
        name=priests_devils-$version-web
        scripts/build-web.sh --out "$stage/web/$name/page"
        mv "$stage/web/$name/page-binding" "$stage/web/$name/binding"
        find "$stage/web/$name" -exec touch -h -d "@$epoch" {} +
        tar -C "$stage/web" --sort=name --owner=0 --group=0 --numeric-owner --mode=u+rw,go+r,go-w \
            --mtime="@$epoch" -cf - "$name" | gzip -n -9 >"$out/$name.tar.gz"
        ;;
    esac
done

(cd "$out" && find . -maxdepth 1 -type f ! -name SHA256SUMS -printf '%f\n' | sort | xargs sha256sum >SHA256SUMS)
echo "release $version: $(($(wc -l <"$out/SHA256SUMS"))) archive(s) and SHA256SUMS in $out"
