#!/usr/bin/env bash
# Builds examples/custom-layout (a tool of its own: tunelab plus a "wheel" layout kind, depending
# on this repository by relative path) in release, then runs it the way its README does:
# validate, run, sweep (twice, --jobs 1 and 2, the bytes compared), bench (--work, and timed against
# experiments/wheel-budgets.json: exit 1 on a broken budget) on the plug-in's workloads, and validate of a bad file, which must fail with exit 2 and the one-line message at
# the bad value's place. Exit 0 when all of that holds, 1 otherwise.
#
# usage: scripts/custom-layout-example.sh   (the example's release build compiles the engine again:
# a few minutes on a cold cache, seconds on a warm one; the runs take about a second)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root/examples/custom-layout"
fail() { echo "custom-layout-example: $*" >&2; exit 1; }

swift build -c release >&2
bin="$(swift build -c release --show-bin-path)/wheel-tunelab"
out=$(mktemp -d /tmp/tunelab-custom-layout.XXXXXX)
trap 'rm -rf "$out"' EXIT

"$bin" validate experiments/wheel-flick.json
points=$("$bin" validate experiments/wheel-grid.json 2>/dev/null)
[ "$points" = 12 ] || fail "wheel-grid.json: expected 12 points, validate said '$points'"
"$bin" run experiments/wheel-flick.json --out "$out/run"
head -1 "$out/run/metrics.csv" | grep -q '^jitter_rms_pt,reversals,pixel_flips,max_step_pt,z_violations,focus_error_rate,alpha_reversals,' \
  || fail "metrics.csv: not the wheel's declared layout metrics: $(head -1 "$out/run/metrics.csv")"
"$bin" sweep experiments/wheel-grid.json --out "$out/sweep" --jobs 2 --quiet
"$bin" sweep experiments/wheel-grid.json --out "$out/sweep1" --jobs 1 --quiet >/dev/null
cmp "$out/sweep/results.csv" "$out/sweep1/results.csv" || fail "results.csv differs between --jobs 2 and --jobs 1"
bad=$(awk -F, 'NR > 1 && $NF != "ok"' "$out/sweep/results.csv")
[ -z "$bad" ] || fail "points not ok: $bad"
[ -f "$out/sweep/charts/index.html" ] && [ -d "$out/sweep/traces" ] || fail "no charts or traces"
"$bin" bench --scenario experiments/wheel-flick.json --only wheel_infinite_60hz --only wheel-flick_frame --only wheel-flick_tick --work 200
"$bin" bench --scenario experiments/wheel-flick.json --only wheel_infinite_60hz --only wheel-flick_frame \
  --budget experiments/wheel-budgets.json --repeats 3 --out "$out/bench"

set +e
message=$("$bin" validate experiments/wheel-bad.json 2>&1 >/dev/null)
code=$?
set -e
expected='experiments/wheel-bad.json:5:27: layout.angleStep: expected an angle in (0, π/2] (radians), got 2.5'
[ "$code" = 2 ] || fail "wheel-bad.json: expected exit 2, got $code"
[ "$message" = "$expected" ] || fail "wheel-bad.json: expected '$expected', got '$message'"
echo "bad file, as expected: $message"
echo "custom-layout-example: ok"
