#!/usr/bin/env bash
# Kills `tunelab sweep` with SIGKILL at several moments, and stops it with SIGINT and SIGTERM
# (docs/grid.md, "Interrupting and resuming"), resumes it with --resume, and checks
# that results.csv and summary.csv equal an uninterrupted run's byte for byte (docs/sharding.md, docs/command-line.md:
# "a sweep killed at any moment and rerun with --resume ends with the same bytes").
#
# usage: scripts/resume-kill-test.sh [release|debug]     (default release)
# Exit status 0 when every resumed run matches, 1 on the first mismatch.
# The in-process counterpart (a partial file cut at chosen bytes) is
# Tests/TunelabKitTests/Sweep/SweepFilesTests.swift.
set -euo pipefail

config=${1:-release}
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
swift build -c "$config" --product tunelab >&2
bin="$(swift build -c "$config" --show-bin-path)/tunelab"

work=$(mktemp -d "${TMPDIR:-/tmp}/tunelab-kill.XXXXXX")
trap 'rm -rf "$work"' EXIT

# A grid of scroll keys (every point simulates its own trajectory) with two cases.
write_grid() {
    cat > "$work/grid.json" <<JSON
{"name": "kill",
 "scenario": {"duration": 1, "layout": {"kind": "cardStack"}, "touch": {"noise": 0.5}},
 "grid": {"scroll.decelerationRate": {"linspace": {"from": 0.99, "to": 0.999, "count": $1}},
          "layout.scaleFrequency": [0.2, 0.4]},
 "cases": [{"gesture": [{"drag": {"translation": -120, "duration": 0.15}}, {"release": {}}]},
           {"gesture": [{"flick": {"velocity": -3000}}]}],
 "metrics": ["jitter_rms_pt", "overlap_cv", "travel_pt", "settle_time_s"]}
JSON
}

now() { perl -MTime::HiRes=time -e 'printf "%.3f\n", time'; }

# The uninterrupted reference; the grid grows until it takes at least 1.5 s.
count=50
while :; do
    write_grid "$count"
    rm -rf "$work/ref"
    start=$(now)
    "$bin" sweep "$work/grid.json" --out "$work/ref" --jobs 2 --quiet > /dev/null
    elapsed=$(awk -v a="$start" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }')
    if awk -v e="$elapsed" 'BEGIN { exit !(e >= 1.5) }' || (( count >= 100000 )); then break; fi
    count=$((count * 2))
done
points=$((count * 2))
echo "reference: $points points in ${elapsed}s ($config)"

failures=0
check() {  # label, output directory
    for file in results.csv summary.csv; do
        if ! cmp -s "$work/ref/$file" "$2/$file"; then
            echo "FAIL $1: $file differs from the uninterrupted run"
            cmp "$work/ref/$file" "$2/$file" || true
            failures=$((failures + 1))
            return
        fi
    done
    echo "ok   $1"
}

# Starts a sweep (extra flags in $2…), kills it after $1 s, prints the rows the partial file kept.
run_and_kill() {
    local delay=$1 out=$2; shift 2
    "$bin" sweep "$work/grid.json" --out "$out" --quiet "$@" > /dev/null 2>&1 &
    local pid=$!
    sleep "$delay"
    if kill -KILL "$pid" 2> /dev/null; then
        wait "$pid" 2> /dev/null || true
        if [[ -f "$out/results.csv.partial" ]]; then
            local rows=$(($(wc -l < "$out/results.csv.partial") - 1))
            echo "killed after ${delay}s with $((rows < 0 ? 0 : rows)) of $points rows written"
        elif [[ -f "$out/results.csv" ]]; then
            echo "killed after ${delay}s with every row written (during the summary, traces and charts)"
        else
            echo "killed after ${delay}s before any row was written"
        fi
    else
        wait "$pid" 2> /dev/null || true
        echo "finished before the kill at ${delay}s"
    fi
}

for delay in 0.05 0.2 0.5 1 1.3; do
    out="$work/kill-$delay"
    printf '%-6s ' "$delay"; run_and_kill "$delay" "$out" --jobs 2
    "$bin" sweep "$work/grid.json" --out "$out" --resume --jobs 2 --quiet > /dev/null
    check "kill at ${delay}s, resume with --jobs 2" "$out"
done

# Killed twice (the resumed run is killed too), resumed with another --jobs.
out="$work/kill-twice"
printf 'twice  '; run_and_kill 0.3 "$out" --jobs 2
printf '       '; run_and_kill 0.4 "$out" --jobs 1 --resume
"$bin" sweep "$work/grid.json" --out "$out" --resume --jobs 1 --quiet > /dev/null
check "killed twice, resumed with --jobs 1" "$out"

# Stopped by SIGINT (Ctrl-C) or SIGTERM a third of the reference time after its rows file
# appears: exit 130 / 143, run.json "interrupted", no lock, the resume command on stderr; then
# --resume.
third=$(awk -v e="$elapsed" 'BEGIN { printf "%.2f", e / 3 }')
for signal in INT TERM; do
    out="$work/signal-$signal"
    "$bin" sweep "$work/grid.json" --out "$out" --jobs 2 > /dev/null 2> "$work/signal.err" &
    pid=$!
    for _ in $(seq 1 500); do
        if [[ -f "$out/results.csv.partial" ]]; then break; fi
        sleep 0.01
    done
    sleep "$third"
    kill -"$signal" "$pid" 2> /dev/null || true
    code=0
    wait "$pid" || code=$?
    expected=$([[ $signal == INT ]] && echo 130 || echo 143)
    if [[ ! -f "$out/results.csv.partial" ]]; then
        echo "SIG$signal finished before the signal (exit $code)"
    else
        rows=$(($(wc -l < "$out/results.csv.partial") - 1))
        printf '%-6s stopped with %d of %d rows written, exit %d\n' "SIG$signal" "$rows" "$points" "$code"
        if ((code != expected)) || ! grep -q '"status": "interrupted"' "$out/run.json" || [[ -e "$out/.tunelab-results.lock" ]] \
            || ! grep -q -- '--resume$' "$work/signal.err"; then
            echo "FAIL SIG$signal: exit $code (expected $expected), run.json, lock or message:"
            cat "$work/signal.err" "$out/run.json"
            failures=$((failures + 1))
        fi
        "$bin" status "$out"
    fi
    "$bin" sweep "$work/grid.json" --out "$out" --resume --jobs 2 --quiet > /dev/null
    check "SIG$signal, resume with --jobs 2" "$out"
done

# A finished sweep: --resume has nothing to do.
message=$("$bin" sweep "$work/grid.json" --out "$out" --resume --quiet)
if [[ "$message" != *"nothing to do" ]]; then echo "FAIL --resume on a finished sweep: $message"; failures=$((failures + 1)); fi

if (( failures > 0 )); then echo "$failures failure(s)"; exit 1; fi
echo "all resumed runs equal the uninterrupted run"
