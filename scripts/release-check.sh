#!/usr/bin/env bash
# Builds the release artifacts (scripts/release.sh) and checks them as a team would use them:
#   * SHA256SUMS verifies;
#   * ldd lists no Swift runtime library (libswift*, libFoundation*, libdispatch, libBlocksRuntime);
#   * the binary runs with an empty environment and PATH=/usr/bin:/bin (no toolchain): --version
#     names the version and HEAD's commit, and a sweep gives the same results.csv bytes as the
#     development build (--binary);
#   * info.json is the artifact bundle schema 1.0 with one executable variant for x86_64 Linux;
#   * a package whose command plugin takes tunelab from the bundle (examples/artifact-consumer,
#     a binaryTarget) runs it: `swift package tunelab-binary version`.
#
# usage: scripts/release-check.sh --binary .build/release/tunelab [--out DIR]
# exit: 0 all hold; 1 one does not (named on stderr); 2 bad usage
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/.build/release-artifacts"
binary=""
while [ $# -gt 0 ]; do
  case "$1" in
    --binary) binary=$(cd "$(dirname "$2")" && pwd)/$(basename "$2"); shift 2 ;;
    --out) out=$2; shift 2 ;;
    *) echo "release-check: unknown argument $1" >&2; exit 2 ;;
  esac
done
[ -x "$binary" ] || { echo "release-check: --binary PATH (the development build) is required" >&2; exit 2; }
fail() { echo "release-check: $*" >&2; exit 1; }
cd "$root"

commit=$(git rev-parse --short=12 HEAD)   # before the build: the commit it archives
scripts/release.sh --out "$out"
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/TunelabKit/CLI/Console.swift)
bin="$out/tunelab-$version-x86_64-unknown-linux-gnu"
bundle="$out/tunelab-$version.artifactbundle"

(cd "$out" && sha256sum --quiet -c SHA256SUMS) || fail "SHA256SUMS does not verify"

deps=$(ldd "$bin" || true)
if echo "$deps" | grep -E 'libswift|libFoundation|libdispatch|libBlocksRuntime|/opt/swift'; then
  fail "the binary links the Swift runtime dynamically (above)"
fi
echo "ldd: $(echo "$deps" | awk '{print $1}' | tr '\n' ' ')"

line=$(env -i PATH=/usr/bin:/bin "$bin" --version)
[ "$line" = "tunelab $version (commit $commit)" ] || fail "--version says '$line', expected 'tunelab $version (commit $commit)'"
echo "without a toolchain: $line"
work="$root/.build/release-check"
rm -rf "$work" && mkdir -p "$work"
grid=examples/golden-consumer/experiments/feel-grid.json
env -i PATH=/usr/bin:/bin "$bin" sweep "$grid" --out "$work/static" --quiet >/dev/null
"$binary" sweep "$grid" --out "$work/dev" --quiet >/dev/null
cmp "$work/static/results.csv" "$work/dev/results.csv" || fail "the release binary's results.csv differs from the development build's"

python3 - "$bundle/info.json" "$version" <<'PY' || fail "info.json is not an artifact bundle of schema 1.0"
import json, sys
info = json.load(open(sys.argv[1]))
assert info["schemaVersion"] == "1.0", info
tool = info["artifacts"]["tunelab"]
assert tool["type"] == "executable" and tool["version"] == sys.argv[2], tool
[variant] = tool["variants"]
assert variant["supportedTriples"] == ["x86_64-unknown-linux-gnu"], variant
PY

consumer=examples/artifact-consumer
rm -rf "$consumer/tunelab.artifactbundle"
cp -R "$bundle" "$consumer/tunelab.artifactbundle"
plugin=$(cd "$consumer" && swift package --allow-writing-to-package-directory tunelab-binary version 2>&1) || fail "the artifact-consumer plugin failed: $plugin"
echo "$plugin" | grep -qx "tunelab $version (commit $commit)" || fail "the artifact-consumer plugin printed '$plugin'"
echo "plugin from the artifact bundle: $(echo "$plugin" | tail -1)"
echo "release-check: ok"
