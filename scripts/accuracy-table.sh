#!/usr/bin/env bash
# The accuracy table of docs/determinism.md: every Elementary function against glibc's
# long-double functions (x86_64 Linux) on POINTS arguments per function family (default
# 2 000 000), in a release-mode test run. Prints the Markdown table (one row per argument
# range and one "all" row per function); exits 1 if any error exceeds 1 ulp.
#
# usage: scripts/accuracy-table.sh [POINTS] [--debug]
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
points=${1:-2000000}
mode=(-c release)
[ "${2:-}" = "--debug" ] && mode=()
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
ELEMENTARY_POINTS="$points" swift test "${mode[@]}" --filter ElementaryAccuracyTests >"$log" 2>&1 || status=$?
echo "| function | arguments | points | ≤ 0.5 ulp (correctly rounded) | ≤ 0.501 ulp | max error (ulp) | worst argument |"
echo "|---|---|---:|---:|---:|---:|---|"
grep -E '^\| ' "$log" | sort -t'|' -k2,2 -s
if [ $status -ne 0 ]; then
  grep -E 'error|✘' "$log" >&2 || tail -20 "$log" >&2
  exit 1
fi
