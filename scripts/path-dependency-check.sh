#!/usr/bin/env bash
# Checks the Package.swift snippet of docs/testing-library.md as an app would paste it: tunelab
# checked out in a folder of another name (tl-checkout, from `git archive HEAD`), an app package
# with the snippet (its path pointed at that folder), and `swift package describe` must load it —
# the `package:` it computes is the folder's name, which SwiftPM gives a path dependency. And,
# while no version is tagged, the README's dependency line names a branch and how to tag one.
#
# usage: scripts/path-dependency-check.sh   (needs git and swift; a few seconds, nothing built)
# exit: 0 the snippet loads; 1 it does not (SwiftPM's error on stderr)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work="$root/.build/path-dependency-check"
rm -rf "$work" && mkdir -p "$work/tl-checkout" "$work/app/Sources/FeedLayout" "$work/app/Tests/FeedTests/Scenarios" \
  "$work/app/Tests/FeedTests/__Goldens__"
git -C "$root" archive HEAD | tar -x -C "$work/tl-checkout"
echo 'public let feed = 1' >"$work/app/Sources/FeedLayout/Feed.swift"
echo 'import Testing' >"$work/app/Tests/FeedTests/FeelTests.swift"
{
  echo '// swift-tools-version:6.0'
  # The first ```swift block of the page, from its Package.swift line; the path made the checkout's.
  awk '/^```swift$/ { n++; next } n == 1 && /^```$/ { exit } n == 1' "$root/docs/testing-library.md" \
    | sed 's|let tunelabPath = "../tunelab"|let tunelabPath = "../tl-checkout"|'
} >"$work/app/Package.swift"
grep -q '"../tl-checkout"' "$work/app/Package.swift" || { echo "path-dependency-check: no tunelabPath line in the snippet" >&2; exit 1; }
if ! (cd "$work/app" && swift package describe >"$work/describe.log" 2>&1); then
  cat "$work/describe.log" >&2
  echo "path-dependency-check: the snippet of docs/testing-library.md does not load with tunelab in a folder named tl-checkout" >&2
  exit 1
fi
# Until a version is tagged, the README's dependency line must name what resolves today.
if [ -z "$(git -C "$root" tag -l 'v[0-9]*' '[0-9]*')" ]; then
  line=$(grep -m1 'In your app.s repository' -A3 "$root/README.md")
  grep -q 'branch: "main"' <<<"$line" || { echo "path-dependency-check: no version tag, yet the README's dependency line does not name branch: \"main\": $line" >&2; exit 1; }
  grep -q 'git tag v' <<<"$line" || { echo "path-dependency-check: the README's dependency line does not say how to tag a release" >&2; exit 1; }
fi
echo "path-dependency-check: ok (the snippet loads with tunelab checked out as tl-checkout; the README's dependency line resolves today)"
