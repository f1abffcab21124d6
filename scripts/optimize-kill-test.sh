#!/usr/bin/env bash
# Kills `tunelab optimize` with SIGKILL at several moments, and stops it with SIGINT and SIGTERM
# (docs/optimize.md, "Resume and determinism"), resumes it with --resume (and another --jobs), and
# checks that results.csv, summary.csv, summary.md and charts/ equal an uninterrupted run's byte for
# byte. The in-process counterpart (a torn partial file, an interruption between generations) is
# Tests/TunelabKitTests/Optimize/OptimizeCommandTests.swift. Not a CI gate.
#
# usage: scripts/optimize-kill-test.sh [release|debug] [GRID.json] [EVALUATIONS]
#   (default release, experiments/optimize/cardstack-6.json, 1500)
# Exit status 0 when every resumed run matches, 1 otherwise.
set -euo pipefail
config=${1:-release}
grid=${2:-experiments/optimize/cardstack-6.json}
evaluations=${3:-1500}
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
swift build -c "$config" --product tunelab >&2
bin="$(swift build -c "$config" --show-bin-path)/tunelab"
work=.build/optimize-kill
rm -rf "$work"
mkdir -p "$work"

now() { python3 -c 'import time; print(f"{time.time():.3f}")'; }
start=$(now)
"$bin" optimize "$grid" --evaluations "$evaluations" --out "$work/ref" --jobs 2 --quiet
elapsed=$(python3 -c "print(f'{$(now) - $start:.2f}')")
echo "reference: $evaluations evaluations in ${elapsed}s ($config)"

failures=0
compare() {  # label, directory
    for file in results.csv summary.csv summary.md $(cd "$work/ref" && ls charts/*); do
        if ! cmp -s "$work/ref/$file" "$2/$file"; then
            echo "FAIL $1: $file differs from the uninterrupted run"
            failures=$((failures + 1))
            return
        fi
    done
    echo "ok   $1"
}

for how in KILL:0.2 KILL:0.5 KILL:0.8 INT:0.4 TERM:0.6; do
    signal=${how%%:*} fraction=${how##*:}
    delay=$(python3 -c "print(f'{$elapsed * $fraction:.2f}')")
    out="$work/$signal-$fraction"
    "$bin" optimize "$grid" --evaluations "$evaluations" --out "$out" --jobs 2 --quiet 2> /dev/null &
    pid=$!
    sleep "$delay"
    kill -"$signal" "$pid" 2> /dev/null || true
    code=0
    wait "$pid" 2> /dev/null || code=$?
    rows=$(( $( (wc -l < "$out/results.csv.partial") 2> /dev/null || echo 1) - 1 ))
    echo "SIG$signal after ${delay}s: exit $code, $rows rows kept, status: $("$bin" status "$out" | head -1)"
    "$bin" optimize "$grid" --evaluations "$evaluations" --out "$out" --jobs 1 --resume --quiet
    compare "SIG$signal at ${delay}s, resumed with --jobs 1" "$out"
done
exit $((failures > 0))
