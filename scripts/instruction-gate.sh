#!/usr/bin/env bash
# The deterministic speed gate: instructions per unit of each gated bench workload, counted by
# valgrind's cachegrind, against the committed baseline experiments/instructions.csv.
#
# For each workload W the release binary runs `tunelab bench --work N --only W` and
# `--work 2N --only W` under cachegrind; (I(2N) − I(N)) / N is the instruction count of one
# unit with start-up, parsing and preparation cancelled. Swift's hashing is made deterministic
# (SWIFT_DETERMINISTIC_HASHING=1), so the count is the same on every run of one build on one
# kind of machine: a drift beyond the tolerance is the code's, not the machine's.
#
# usage: scripts/instruction-gate.sh [--update] [--tolerance PERCENT] [--binary PATH]
#   (default tolerance 3 %). Exit 0 when every workload is within tolerance, 1 naming each
#   workload beyond it, 2 on a missing tool or baseline.
#   --update rewrites experiments/instructions.csv from this build: do it on purpose, in the
#   change that moves the counts, and say why in its message (see experiments/BUDGETS.md).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
baseline=experiments/instructions.csv
tolerance=3
update=0
bin=""
while [ $# -gt 0 ]; do
  case "$1" in
    --update) update=1 ;;
    --tolerance) tolerance=$2; shift ;;
    --binary) bin=$2; shift ;;
    *) echo "instruction-gate: unknown argument $1" >&2; exit 2 ;;
  esac
  shift
done
command -v valgrind >/dev/null || { echo "instruction-gate: valgrind not found (apt-get install valgrind)" >&2; exit 2; }
if [ -z "$bin" ]; then
  swift build -c release --product tunelab >&2
  bin="$(swift build -c release --show-bin-path)/tunelab"
fi

# workload and N (units per run); sweep points are ~10^6 instructions, frames ~10^3, a formula
# sweep batch (1 024 points through the formula kernel) ~5·10^8, one unit; a span batch
# 10^7–10^8 a unit.
workloads=(
  "calibration 20000"
  "cardStack_infinite_60hz 20000"
  "cardStack_2000_120hz 20000"
  "flowStack_infinite_60hz 20000"
  "parallax_infinite_60hz 20000"
  "fade_infinite_60hz 20000"
  "formula_infinite_60hz 20000"
  "physics_tick 20000"
  "sweep_point 40"
  "sweep_batch 2"
  "formula_sweep_batch 1"
  # Issue 46: each layout's span grid (experiments/bench/<stem>-span.json, keys over their
  # documented ranges), one batch of up to 1 024 points per unit; ~40 s under cachegrind together.
  "cardstack_span_batch 1"
  "flowstack_span_batch 1"
  "parallax_span_batch 1"
  "fade_span_batch 1"
  "formula_span_batch 1"
)

# The process starts from a fixed binary path, in a fixed working directory, with a fixed,
# minimal environment. The bytes of argv, the environment and the paths the process starts
# from shift the alignment of its stack and buffers, and with it the path glibc's memory
# routines take — by up to 4 % of a physics tick here (a large struct is copied per tick). With
# all of them fixed, the count is the same in every checkout and shell. The sweep point's grid
# is reached through a link to this checkout's experiments/.
fixed=/tmp/tunelab-instructions
measured=$(mktemp)
trap 'rm -f "$measured"' EXIT
rm -rf "$fixed" && mkdir -p "$fixed"
cp "$bin" "$fixed/tunelab"
ln -s "$root/experiments" "$fixed/experiments"
count() {  # count WORKLOAD UNITS → total instructions of the process
  (cd "$fixed" && env -i SWIFT_DETERMINISTIC_HASHING=1 PATH=/usr/bin:/bin \
    valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
    ./tunelab bench --work "$2" --only "$1" 2>&1 >/dev/null) | sed -n 's/.*I *refs: *//p' | tr -d ','
}

for entry in "${workloads[@]}"; do
  set -- $entry
  one=$(count "$1" "$2"); two=$(count "$1" $(( 2 * $2 )))
  [ -n "$one" ] && [ -n "$two" ] || { echo "instruction-gate: cachegrind gave no count for $1" >&2; exit 2; }
  echo "$1,$2,$(( (two - one) / $2 ))" >> "$measured"
done

if [ "$update" = 1 ]; then
  { echo "workload,units,instructions_per_unit"; cat "$measured"; } > "$baseline.tmp"
  mv "$baseline.tmp" "$baseline"
  echo "instruction-gate: wrote $baseline"; cat "$baseline"
  exit 0
fi
[ -f "$baseline" ] || { echo "instruction-gate: $baseline missing (run with --update)" >&2; exit 2; }
python3 - "$baseline" "$measured" "$tolerance" <<'PY'
import csv, sys
base = {r["workload"]: int(r["instructions_per_unit"]) for r in csv.DictReader(open(sys.argv[1]))}
tol = float(sys.argv[3])
failed = []
print(f"{'workload':<26} {'baseline':>10} {'now':>10} {'change':>8}")
for line in open(sys.argv[2]):
    name, _, now = line.strip().split(",")
    now = int(now)
    if name not in base:
        failed.append(f"{name}: not in {sys.argv[1]}"); continue
    change = 100.0 * (now - base[name]) / base[name]
    verdict = "" if abs(change) <= tol else "  BEYOND ±%g %%" % tol
    print(f"{name:<26} {base[name]:>10} {now:>10} {change:>+7.2f}%{verdict}")
    if verdict: failed.append(f"{name} {change:+.2f} %")
if failed:
    print("instruction-gate: " + "; ".join(failed) + " (update the baseline on purpose: scripts/instruction-gate.sh --update)", file=sys.stderr)
    sys.exit(1)
print(f"instruction-gate: {len(base)} workloads within ±{tol:g} % of {sys.argv[1]}")
PY
