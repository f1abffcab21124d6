#!/usr/bin/env bash
# Runs examples/golden-consumer — an app's repository in miniature that depends on tunelab by
# path — the way its team would, and checks what it must show (docs/testing-library.md,
# docs/package-plugin.md):
#   * its golden tests pass under CI=true (Swift Testing and XCTest, a plug-in layout, tolerances),
#     BrokenGoldenTests skipped;
#   * BrokenGoldenTests (a golden edited by hand) fail, at the calls' lines, through both
#     XCTFail and Issue.record, with the per-metric table row of the edited metric and both paths,
#     and leave the actual file beside the golden;
#   * under CI a missing golden fails and is not recorded, even with TUNELAB_RECORD_GOLDENS=1;
#   * the command plugin: `swift package tunelab sweep` (a release build of tunelab) then
#     `compare` with the committed baseline exit 0; `compare` of the broken golden and its actual
#     file prints the status line with code 1; `validate` of a missing file, code 2.
#
# usage: scripts/golden-consumer-check.sh   (builds the example in debug and tunelab in release
#        inside it: several minutes on a cold cache)
# exit: 0 all hold; 1 one does not (named on stderr)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root/examples/golden-consumer"
fail() { echo "golden-consumer-check: $*" >&2; exit 1; }
goldens=Tests/FeedTests/__Goldens__
broken="$goldens/BrokenGoldenTests/brokenFlick"
log="$root/.build/golden-consumer-check"
mkdir -p "$log"
trap 'rm -f "$broken.actual.csv"; [ -f "$log/feedFlick.csv" ] && mv "$log/feedFlick.csv" "$goldens/FeelTests/feedFlick.csv"; true' EXIT

swift build --build-tests >&2
CI=true swift test --skip-build --skip Broken >"$log/pass.log" 2>&1 || { cat "$log/pass.log" >&2; fail "the golden tests failed"; }
grep -q "Test run with 2 tests in 1 suite passed" "$log/pass.log" || fail "Swift Testing did not run FeelTests' 2 tests"
grep -q "Executed 1 test, with 0 failures" "$log/pass.log" || fail "XCTest did not run FeelXCTests"

set +e
CI=true swift test --skip-build --filter Broken >"$log/broken.log" 2>&1
code=$?
set -e
[ "$code" != 0 ] || fail "BrokenGoldenTests passed"
expect() { grep -qE "$1" "$log/broken.log" || { cat "$log/broken.log" >&2; fail "the broken golden's output lacks /$1/"; }; }
expect 'BrokenGoldenTests\.swift:17: error: BrokenGoldenXCTests\.testBrokenFlick : failed - 1 of 17 metrics differs from the golden$'
expect 'Test brokenFlick\(\) recorded an issue at BrokenGoldenTests\.swift:11:'
expect '^ *metric +golden +actual +Δ +tolerance +verdict$'
expect '^ *travel_pt +480 +487\.19610495170105 +\+7\.196104951701045 \(\+1\.5%\) +exact +DIFFERS$'
expect '^ *settle_time_s +\(empty\) +\(empty\) +— +exact +ok$'
expect "golden: $PWD/$broken\\.csv$"
expect "actual: $PWD/$broken\\.actual\\.csv$"
[ -f "$broken.actual.csv" ] || fail "no actual file beside the broken golden"
echo "broken golden, as expected: $(grep -c DIFFERS "$log/broken.log") DIFFERS rows, exit $code"

mv "$goldens/FeelTests/feedFlick.csv" "$log/feedFlick.csv"
set +e
CI=true TUNELAB_RECORD_GOLDENS=1 swift test --skip-build --filter FeelTests/feedFlick >"$log/ci-record.log" 2>&1
code=$?
set -e
[ "$code" != 0 ] || fail "a missing golden passed under CI"
grep -q "CI is set, so goldens are never recorded" "$log/ci-record.log" || fail "no 'CI is set' message: $(tail -5 "$log/ci-record.log")"
[ ! -f "$goldens/FeelTests/feedFlick.csv" ] || fail "a golden was recorded under CI"
rm -f "$goldens/FeelTests/feedFlick.actual.csv"
mv "$log/feedFlick.csv" "$goldens/FeelTests/feedFlick.csv"

plugin() {  # expected code, arguments…
  local want=$1; shift
  set +e
  swift package --allow-writing-to-package-directory tunelab "$@" >"$log/plugin.log" 2>&1
  set -e
  local line
  line=$(grep '^swift package tunelab: ' "$log/plugin.log" | tail -1)
  case "$line" in
    *"exited with code $want ("*) echo "plugin: $line" ;;
    *) cat "$log/plugin.log" >&2; fail "swift package tunelab $*: expected code $want, got '$line'" ;;
  esac
}
plugin 0 sweep experiments/feel-grid.json --out .build/feel-grid --quiet
plugin 0 compare baselines/feel-grid/results.csv .build/feel-grid/results.csv
plugin 1 compare "$broken.csv" "$broken.actual.csv"
plugin 2 validate experiments/missing.json
echo "golden-consumer-check: ok"
