#!/usr/bin/env bash
# The fuzz and fault campaign of issues 15 and 44, against release builds. Three parts:
#
#  1. Mutants (the bulk): `tunelab-fuzz` (Sources/tunelab-fuzz) grows mutants from the shipped
#     scenarios, grids, traces, results.csv files, a metrics.csv and shard manifests, and runs each
#     one's commands (validate, run, sweep, optimize, compare in three formats, chart, status, merge) in
#     process through `TunelabCLI.main`, the code the `tunelab` binary runs (and, since issue 44,
#     fit on mutated recordings, export on damaged results folders, convert spring arguments): launching 100 000
#     processes on a shared 2-core machine would take hours. Each batch process runs under a
#     memory limit (ulimit -v) and a per-mutant watchdog; a signal or a timeout ends the batch, the
#     mutant is saved under OUT/findings/, and the batch restarts after it. Mutant i of a seed is
#     the same bytes everywhere, so a finding replays alone (--from i --count 1). Numbers also
#     mutate to extremes (FuzzExtremes.swift): the smallest normal, subnormals, the largest
#     finite, ±0, one ulp either side of every bound in schemas/, huge integers, long digit
#     strings in numeric places, ×1000 and ÷1000 (a value in the wrong unit).
#  2. Faults (process level, the real `tunelab` binary): closed and full standard streams, a
#     progress pipe closed by `head`, a file-size limit during run and sweep (then --resume),
#     a full disk (tmpfs, when mount works), two sweeps into one --out, and /dev/zero, a FIFO,
#     a directory and an oversized file as inputs.
#
# Outcomes: exit 0/1/2 are answers; findings are exit 3 or any other code, a signal, a timeout,
# an output left behind by an error, a non-finite metric cell. Exit 0 when there is none.
#
#  3. serve (scripts/serve-fuzz.py): a bounded budget of hostile requests against the binary's
#     own loopback server — every route, mutated and hostile bodies and heads, idle sockets —
#     each answered with a documented status within 15 s, the server alive throughout.
#
#   scripts/fuzz.sh [--mutants N] [--seed S] [--jobs J] [--batch B] [--timeout SECONDS]
#                   [--mem MB] [--out DIR] [--no-build] [--no-faults] [--serve-requests N]
# Defaults: 3000 mutants, seed 15, 2 jobs, batches of 1500, 30 s per mutant, 4096 MB, 200 serve
# requests (0: none).
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
mutants=3000 seed=15 jobs=2 batch=1500 timeout=30 mem=4096 out=/tmp/tunelab-fuzz build=1 faults=1 serve_requests=200
while [ $# -gt 0 ]; do
  case "$1" in
    --mutants) mutants=$2; shift 2 ;; --seed) seed=$2; shift 2 ;; --jobs) jobs=$2; shift 2 ;;
    --batch) batch=$2; shift 2 ;; --timeout) timeout=$2; shift 2 ;; --mem) mem=$2; shift 2 ;;
    --out) out=$2; shift 2 ;; --no-build) build=0; shift ;; --no-faults) faults=0; shift ;;
    --serve-requests) serve_requests=$2; shift 2 ;;
    *) echo "fuzz.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
start=$(date +%s)
if [ "$build" = 1 ]; then swift build -c release >/dev/null || exit 3; fi
tunelab="$PWD/.build/release/tunelab"
fuzzer="$PWD/.build/release/tunelab-fuzz"
rm -rf "$out"; mkdir -p "$out/findings" "$out/logs"
: > "$out/events"

# One batch [from, from+count): restarted after a mutant that killed or stalled the process.
run_batch() {
  local from=$1 count=$2 work="$out/work-$1" end=$(( $1 + $2 )) i=$1 rc idx
  mkdir -p "$work"
  while [ "$i" -lt "$end" ]; do
    rm -f "$work/timeout" "$work/report"
    ( ulimit -v $(( mem * 1024 )); exec "$fuzzer" --root "$PWD" --work "$work" --seed "$seed" --from "$i" --count $(( end - i )) --timeout "$timeout" ) \
      > "$out/logs/batch-$from-$i.log" 2>&1
    rc=$?
    [ "$rc" -eq 0 ] && break
    # The mutants this process finished before the one that ended it are counted from its report.
    [ -f "$work/report" ] && cat "$work/report" >> "$out/logs/batch-$from-$i.log"
    if [ "$rc" -eq 124 ] && [ -f "$work/timeout" ]; then
      idx=$(cat "$work/timeout"); echo "timeout mutant $idx" >> "$out/events"
    else
      idx=$(cat "$work/current" 2>/dev/null || echo "$i"); echo "exit $rc (signal $(( rc > 128 ? rc - 128 : 0 ))) mutant $idx" >> "$out/events"
    fi
    cp -r "$work/w" "$out/findings/mutant-$idx" 2>/dev/null
    i=$(( idx + 1 ))
  done
  rm -rf "$work"
}

echo "fuzz: $mutants mutants, seed $seed, $jobs jobs, batches of $batch, ${timeout}s per mutant, ulimit -v ${mem} MB"
from=0
while [ "$from" -lt "$mutants" ]; do
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n; done
  count=$(( mutants - from < batch ? mutants - from : batch ))
  run_batch "$from" "$count" &
  from=$(( from + count ))
done
wait

findings=0
python3 - "$out" "$mutants" <<'PY' || findings=1
import glob, json, sys
out, expected = sys.argv[1], int(sys.argv[2])
total = {"mutants": 0, "commands": 0, "outcomes": {}, "kinds": {}, "errors_without_line_col": 0}
lines = []
for path in sorted(glob.glob(out + "/logs/*.log")):
    for line in open(path, errors="replace"):
        if line.startswith("summary "):
            s = json.loads(line[8:])
            total["mutants"] += s["count"]; total["commands"] += s["commands"]
            total["errors_without_line_col"] += s["errors_without_line_col"]
            for k, v in s["outcomes"].items(): total["outcomes"][k] = total["outcomes"].get(k, 0) + v
            for k, v in s["kinds"].items(): total["kinds"][k] = total["kinds"].get(k, 0) + v
        elif line.startswith("finding "):
            lines.append(line.strip())
events = [e.strip() for e in open(out + "/events") if e.strip()]
signals = sum(1 for e in events if e.startswith("exit"))
timeouts = sum(1 for e in events if e.startswith("timeout"))
total["mutants"] += signals + timeouts
o = total["outcomes"]
print(f"mutants: {total['mutants']} (of {expected}), commands: {total['commands']}")
print("outcomes: " + ", ".join(f"{k} {v}" for k, v in o.items()))
print("kinds: " + ", ".join(f"{k} {v}" for k, v in total["kinds"].items()))
print(f"signals: {signals}, timeouts: {timeouts}, exit 3: {o.get('exit 3', 0)}, other exits: {o.get('other exit', 0)}, "
      f"outputs left by an error: {o.get('output left by an error', 0)}, nan/inf cells: {o.get('nan/inf in a CSV', 0)}")
print(f"errors without line:column (counted, not findings): {total['errors_without_line_col']}")
for e in events: print("  " + e)
for l in lines[:20]: print("  " + l)
bad = signals + timeouts + len(lines) + (expected - total["mutants"] if total["mutants"] < expected else 0)
sys.exit(1 if bad else 0)
PY
echo "mutants: $(( $(date +%s) - start ))s"

if [ "$faults" = 1 ]; then
  fault_failures=0
  t="$out/faults"; mkdir -p "$t"
  check() {  # check NAME CONDITION-RESULT(0 = pass) DETAIL
    if [ "$2" -eq 0 ]; then echo "fault ok   $1"; else echo "fault FAIL $1: $3"; fault_failures=$(( fault_failures + 1 )); fi
  }
  scenario=experiments/scenarios/card-snap-flick.json grid=experiments/card-rhythm.json
  # Closed and full standard streams: no signal; lost stdout is exit 2.
  for args in "--version" "help" "validate $scenario" "run $scenario --out $t/s1" "sweep $grid --out $t/s2 --quiet"; do
    "$tunelab" $args >&- 2>/dev/null; rc=$?; check "stdout closed: $args" $(( rc == 2 ? 0 : 1 )) "exit $rc"
    "$tunelab" $args > /dev/null 2>&-; rc=$?; check "stderr closed: $args" $(( rc == 0 ? 0 : 1 )) "exit $rc"
    # Only to the real device: redirected to a missing /dev/full, bash would create a regular file.
    if [ -c /dev/full ]; then
      "$tunelab" $args > /dev/full 2>/dev/null; rc=$?; check "stdout full: $args" $(( rc == 2 ? 0 : 1 )) "exit $rc"
      "$tunelab" $args > /dev/null 2>/dev/full; rc=$?; check "stderr full: $args" $(( rc == 0 ? 0 : 1 )) "exit $rc"
    fi
  done
  [ -c /dev/full ] || echo "fault skip full standard streams: /dev/full is not a character device here"
  # A progress pipe closed early: the sweep finishes its work.
  rm -rf "$t/pipe"; "$tunelab" sweep "$grid" --out "$t/pipe" --jobs 2 2>&1 | head -1 > /dev/null; rc=${PIPESTATUS[0]}
  check "progress pipe closed by head" $(( rc < 128 && rc != 3 && $(test -f "$t/pipe/results.csv" && ! test -e "$t/pipe/results.csv.partial"; echo $?) == 0 ? 0 : 1 )) "exit $rc, $(ls "$t/pipe" 2>&1 | tr '\n' ' ')"
  # A file-size limit (EFBIG) during run and sweep: exit 2, nothing half-written; the sweep resumes to the same bytes.
  "$tunelab" sweep "$grid" --out "$t/clean" --quiet > /dev/null
  rm -rf "$t/fs1"; ( ulimit -f 64; trap '' XFSZ; exec "$tunelab" run "$scenario" --out "$t/fs1" ) > /dev/null 2>&1; rc=$?
  check "file-size limit during run" $(( rc == 2 && $(ls "$t/fs1" 2>/dev/null | wc -l) == 0 ? 0 : 1 )) "exit $rc, left: $(ls "$t/fs1" 2>&1 | tr '\n' ' ')"
  rm -rf "$t/fs2"; ( ulimit -f 64; trap '' XFSZ; exec "$tunelab" sweep "$grid" --out "$t/fs2" --quiet ) > /dev/null 2>&1; rc=$?
  left=$(ls "$t/fs2" | tr '\n' ' ')
  check "file-size limit during sweep keeps only what --resume needs" $(( rc == 2 && $(ls "$t/fs2" | grep -cv '^results.csv$\|^run.json$') == 0 ? 0 : 1 )) "exit $rc, left: $left"
  "$tunelab" sweep "$grid" --out "$t/fs2" --resume --quiet > /dev/null 2>&1; rc=$?
  cmp -s "$t/fs2/results.csv" "$t/clean/results.csv" && cmp -s "$t/fs2/summary.csv" "$t/clean/summary.csv"; same=$?
  check "--resume after the file-size fault gives the same bytes" $(( rc == 0 && same == 0 ? 0 : 1 )) "exit $rc, same $same"
  # A full disk (a 200 KiB tmpfs), when this machine lets us mount one.
  mkdir -p "$t/full"
  if mount -t tmpfs -o size=200k tmpfs "$t/full" 2>/dev/null; then
    "$tunelab" run "$scenario" --out "$t/full/run" > /dev/null 2>&1; rc=$?
    check "full disk during run" $(( rc == 2 && $(ls "$t/full/run" 2>/dev/null | wc -l) == 0 ? 0 : 1 )) "exit $rc"
    "$tunelab" sweep "$grid" --out "$t/full/sweep" --quiet > /dev/null 2>&1; rc=$?
    check "full disk during sweep" $(( rc == 2 && $(ls "$t/full/sweep" 2>/dev/null | grep -cv '^results.csv$\|^run.json$\|^results.csv.partial$') == 0 ? 0 : 1 )) "exit $rc, left: $(ls "$t/full/sweep" 2>&1 | tr '\n' ' ')"
    umount "$t/full"
  else
    echo "fault skip full disk (cannot mount a tmpfs here)"
  fi
  # Two sweeps into one --out: the second refuses naming the holder; the first finishes. The
  # million-point grid keeps the first busy for seconds (the 20 000-point reference now ends
  # within the 0.3 s the second waits).
  rm -rf "$t/two"
  "$tunelab" sweep experiments/bench/sweep-million.json --out "$t/two" --quiet > /dev/null 2>&1 & first=$!
  sleep 0.3
  "$tunelab" sweep experiments/bench/sweep-million.json --out "$t/two" --quiet > /dev/null 2> "$t/two.err"; rc2=$?
  wait "$first"; rc1=$?
  check "two sweeps into one --out" $(( rc1 == 0 && rc2 == 2 && $(grep -c "another tunelab sweep (pid" "$t/two.err") == 1 ? 0 : 1 )) "exits $rc1 and $rc2: $(cat "$t/two.err")"
  check "no lock left behind" $(( $(ls -a "$t/two" | grep -c '\.lock$') == 0 ? 0 : 1 )) "$(ls -a "$t/two")"
  # Hostile paths as inputs: refused at once with exit 2, nothing written.
  mkfifo "$t/fifo"; mkdir -p "$t/dir"; truncate -s 300M "$t/huge.csv"; truncate -s 20M "$t/huge.json"
  printf '{"scenario": "%s", "grid": {"duration": [1]}}\n' "/dev/zero" > "$t/grid-zero.json"
  printf '{"gesture": [{"trace": {"file": "%s"}}]}\n' "$t/fifo" > "$t/trace-fifo.json"
  for args in "validate /dev/zero" "run /dev/zero" "run $t/fifo" "run $t/dir" "run $t/huge.json" "validate $t/grid-zero.json" \
              "run $t/trace-fifo.json --out $t/o1" "compare /dev/zero /dev/zero" "compare $t/huge.csv $t/huge.csv" \
              "chart /dev/zero --x a --y b --metric jitter_rms_pt" "status /dev/zero" "merge $t/dir"; do
    timeout 20 "$tunelab" $args > /dev/null 2>&1; rc=$?
    check "hostile input: $args" $(( rc == 2 ? 0 : 1 )) "exit $rc"
  done
  check "nothing written for hostile inputs" $(( $(ls "$t" | grep -c '^o1$') == 0 ? 0 : 1 )) "o1 exists"
  echo "faults: $fault_failures failed"
  [ "$fault_failures" -eq 0 ] || findings=1
fi
# 3. serve: a bounded budget of hostile requests against its own loopback server (issue 44).
if [ "$serve_requests" -gt 0 ]; then
  python3 scripts/serve-fuzz.py "$tunelab" "$out/serve" --requests "$serve_requests" --seed "$seed" || findings=1
fi
echo "fuzz.sh: $(( $(date +%s) - start ))s, $( [ "$findings" = 0 ] && echo "no findings" || echo "FINDINGS (see above and $out)")"
exit "$findings"
