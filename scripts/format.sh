#!/usr/bin/env bash
# The house style, applied or checked with the toolchain's own `swift format` and the
# repository's .swift-format (4-space indentation, 140 columns, line breaks as written).
#
# usage: scripts/format.sh          rewrite every tracked Swift file in place
#        scripts/format.sh --lint   check only: exit 1 naming each file:line:column that differs
# Generated Swift kept as test data (Tests/**/Golden/, Tests/**/Regressions/, the OverScroller
# vectors that scripts/overscroller-vectors.py writes) is left alone:
# its bytes are what the generators must write.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
mapfile -t files < <(git ls-files '*.swift' | grep -v -e '/Golden/' -e '/Regressions/' -e 'AndroidOverScrollerVectors.swift')
if [ "${1:-}" = "--lint" ]; then
  swift format lint --strict --parallel "${files[@]}"
  echo "format: ${#files[@]} files follow .swift-format"
else
  swift format format --in-place --parallel "${files[@]}"
fi
