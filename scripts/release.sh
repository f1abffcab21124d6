#!/usr/bin/env bash
# Builds tunelab's release artifacts for Linux x86_64 from the committed tree (HEAD), with the
# Swift standard library and Foundation linked statically (--static-swift-stdlib), so the binary
# runs on a machine without a Swift toolchain:
#   tunelab-VERSION-x86_64-unknown-linux-gnu          the binary
#   tunelab-VERSION.artifactbundle/                   for a binaryTarget or a plugin (info.json schema 1.0)
#   tunelab-VERSION.artifactbundle.zip                the same, for binaryTarget(url:checksum:)
#   SHA256SUMS                                        sha256sum of the three above
# `tunelab --version` of the binary prints `tunelab VERSION (commit HASH)`: the script builds a
# copy of HEAD (git archive) in which it stamps HASH into ToolVersion+Commit.swift, so the
# working tree is never touched and uncommitted changes never ship. VERSION is ToolVersion.current.
#
# usage: scripts/release.sh [--out DIR]   (default .build/release-artifacts; a cold release build
#        takes a few minutes)
# exit: 0 artifacts written; 1 a step failed (its message on stderr); 2 bad usage or not in a git checkout
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/.build/release-artifacts"
while [ $# -gt 0 ]; do
  case "$1" in
    --out) [ $# -ge 2 ] || { echo "release: --out needs a directory" >&2; exit 2; }; out=$2; shift 2 ;;
    *) echo "release: unknown argument $1 (usage: scripts/release.sh [--out DIR])" >&2; exit 2 ;;
  esac
done
cd "$root"
commit=$(git rev-parse --short=12 HEAD 2>/dev/null) || { echo "release: $root is not a git checkout" >&2; exit 2; }
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/TunelabKit/CLI/Console.swift)
[ -n "$version" ] || { echo "release: no ToolVersion.current in Sources/TunelabKit/CLI/Console.swift" >&2; exit 1; }
triple=x86_64-unknown-linux-gnu
[ "$(uname -s)-$(uname -m)" = Linux-x86_64 ] || { echo "release: builds Linux x86_64 artifacts, this is $(uname -s)-$(uname -m)" >&2; exit 1; }

# A copy of HEAD with the commit stamped. Files that did not change since the last run keep
# their times, so its .build (kept between runs) rebuilds only the modules that changed.
src="$root/.build/release-src"
stage="$root/.build/release-stage"
rm -rf "$stage" && mkdir -p "$stage" "$src"
git archive HEAD | tar -x -C "$stage"
stamp="Sources/TunelabKit/CLI/ToolVersion+Commit.swift"
sed -i "s/public static let commit: String? = nil/public static let commit: String? = \"$commit\"/" "$stage/$stamp"
(cd "$src" && find . -path ./.build -prune -o -type f -print) | while read -r file; do
  [ -f "$stage/$file" ] || rm -f "$src/$file"
done
(cd "$stage" && find . -type f -print) | while read -r file; do
  cmp -s "$stage/$file" "$src/$file" || { mkdir -p "$(dirname "$src/$file")" && cp "$stage/$file" "$src/$file"; }
done
rm -rf "$stage"
stamp="$src/$stamp"
grep -q "\"$commit\"" "$stamp" || { echo "release: could not stamp the commit into $stamp" >&2; exit 1; }
(cd "$src" && swift build -c release --product tunelab --static-swift-stdlib >&2)
built="$(cd "$src" && swift build -c release --show-bin-path)/tunelab"

rm -rf "$out"
mkdir -p "$out"
binary="tunelab-$version-$triple"
cp "$built" "$out/$binary"
strip "$out/$binary" 2>/dev/null || true
bundle="tunelab-$version.artifactbundle"
mkdir -p "$out/$bundle/tunelab-$version-linux-x86_64/bin"
cp "$out/$binary" "$out/$bundle/tunelab-$version-linux-x86_64/bin/tunelab"
cat > "$out/$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "tunelab": {
      "version": "$version",
      "type": "executable",
      "variants": [
        {"path": "tunelab-$version-linux-x86_64/bin/tunelab", "supportedTriples": ["$triple"]}
      ]
    }
  }
}
JSON
# Fixed timestamps and order, so the zip's bytes depend on the binary only.
find "$out/$bundle" -exec touch -d @0 {} +
(cd "$out" && find "$bundle" | LC_ALL=C sort | zip -q -X -D "$bundle.zip" -@)
(cd "$out" && sha256sum "$binary" "$bundle.zip" "$bundle/tunelab-$version-linux-x86_64/bin/tunelab" > SHA256SUMS)
echo "release: tunelab $version (commit $commit) in $out:"
(cd "$out" && cat SHA256SUMS)
