#!/usr/bin/env bash
# The cost-class gate (issue 44, docs/faults.md#cost-of-each-command): each command's work,
# counted in instructions by valgrind's cachegrind (not seconds: the count is the same on a slow
# or busy machine), at three sizes n, 2n and 4n of one input dimension. With I(n) the count,
# the growth ratio (I(4n) − I(2n)) / (I(2n) − I(n)) cancels start-up and parsing: 2 for linear
# work, 4 for quadratic, 8 for cubic. A dimension whose ratio exceeds 2.6 fails the gate.
#
#   dimension         input grown
#   validate-gesture  a grid over a scenario of n drag steps, cut early (a warning a step)
#   sweep-gesture     a one-point sweep over a scenario of n drag steps
#   sweep-cases       a sweep of a grid with n cases
#   sweep-points      a sweep of a grid with n points
#   export-rows       export --point best from a results folder of n points
#   fit-recordings    fit over n recordings
#   fit-frames        fit over one recording of n frames
#
# usage: scripts/scaling-check.sh [--binary PATH] [--work DIR] [--only DIMENSION]
# Exit 0 when every dimension grows at most linearly, 1 naming each that does not, 2 on a
# missing tool or a command that failed.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
bin="" work="$root/.build/scaling" only=""
while [ $# -gt 0 ]; do
  case "$1" in
    --binary) bin=$2; shift 2 ;;
    --work) work=$2; shift 2 ;;
    --only) only=$2; shift 2 ;;
    *) echo "scaling-check: unknown argument $1" >&2; exit 2 ;;
  esac
done
command -v valgrind >/dev/null || { echo "scaling-check: valgrind not found (apt-get install valgrind)" >&2; exit 2; }
if [ -z "$bin" ]; then
  swift build -c release --product tunelab >&2
  bin="$(swift build -c release --show-bin-path)/tunelab"
fi
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
rm -rf "$work" && mkdir -p "$work"

# The inputs of every dimension at every size, written by one generator.
python3 - "$work" "$root" <<'PY'
import json, math, os, sys
work, root = sys.argv[1], sys.argv[2]
def write(path, obj):
    with open(path, "w") as f: json.dump(obj, f)
def drags(n, step):
    return [{"drag": {"translation": -3 if i % 2 else 4, "duration": step}} for i in range(n)]
for n in (400, 800, 1600):  # validate-gesture: cut at 1 s, so every later step warns
    d = f"{work}/validate-gesture/{n}"; os.makedirs(d)
    write(f"{d}/scenario.json", {"duration": 1, "gesture": drags(n, 0.01) + [{"release": {}}], "layout": {"kind": "fade"}})
    write(f"{d}/grid.json", {"name": "g", "scenario": "scenario.json", "grid": {"scroll.decelerationRate": [0.998]}})
for n in (40, 80, 160):  # sweep-gesture: n drags of 10 ms
    d = f"{work}/sweep-gesture/{n}"; os.makedirs(d)
    write(f"{d}/grid.json", {"name": "g", "traces": 0, "scenario": {"duration": n * 0.01 + 0.5, "gesture": drags(n, 0.01) + [{"release": {}}]},
                             "grid": {"scroll.decelerationRate": [0.998]}})
for n in (2, 4, 8):  # sweep-cases
    d = f"{work}/sweep-cases/{n}"; os.makedirs(d)
    cases = [{"name": f"flick {i}", "gesture": [{"flick": {"velocity": -1000 - 100 * i}}, {"wait": 0.5}]} for i in range(n)]
    write(f"{d}/grid.json", {"name": "g", "traces": 0, "scenario": {"duration": 0.6}, "grid": {"scroll.decelerationRate": [0.998]}, "cases": cases})
for n in (8, 16, 32):  # sweep-points
    d = f"{work}/sweep-points/{n}"; os.makedirs(d)
    write(f"{d}/grid.json", {"name": "g", "traces": 0, "scenario": {"duration": 0.6, "gesture": [{"flick": {"velocity": -2000}}]},
                             "grid": {"scroll.decelerationRate": [round(0.99 + 0.0002 * i, 6) for i in range(n)]}})
for n in (40, 80, 160):  # export-rows: the results folder is swept below, outside valgrind
    d = f"{work}/export-rows/{n}"; os.makedirs(d)
    write(f"{d}/grid.json", {"name": "g", "traces": 0, "scenario": {"duration": 0.6, "gesture": [{"flick": {"velocity": -2000}}]},
                             "grid": {"scroll.decelerationRate": [round(0.99 + 0.00005 * i, 7) for i in range(n)]}})
fling = open(f"{root}/experiments/device/recordings/cranpose-fling.csv").read()
for n in (4, 8, 16):  # fit-recordings: n copies of a shipped recording
    d = f"{work}/fit-recordings/{n}"; os.makedirs(d)
    for i in range(n): open(f"{d}/r{i}.csv", "w").write(fling)
for n in (300, 600, 1200):  # fit-frames: the first 1.5 s of a coast (r = 0.998 a ms) in n frames
    d = f"{work}/fit-frames/{n}"; os.makedirs(d)
    rows = ["time_s,event,y_pt", "0.000,touch,0", "0.008,touch,-20", "0.016,lift,-40"]
    v = 2500.0
    for k in range(n):
        t = 0.016 + 1.5 * k / n
        y = v * (0.998 ** ((t - 0.016) * 1000) - 1) / (1000 * math.log(0.998))
        rows.append(f"{t:.6f},frame,{y:.3f}")
    open(f"{d}/r.csv", "w").write("\n".join(rows) + "\n")
PY

count() {  # count DIR ARGS... → total instructions of `tunelab ARGS` run in DIR
  local dir=$1; shift
  (cd "$dir" && env -i SWIFT_DETERMINISTIC_HASHING=1 PATH=/usr/bin:/bin \
    valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
    "$bin" "$@" 2>&1 >/dev/null) | sed -n 's/.*I *refs: *//p' | tr -d ','
}
measure() {  # measure DIMENSION SIZE → instructions
  local dim=$1 n=$2 d="$work/$1/$2"
  case "$dim" in
    validate-gesture) count "$d" validate grid.json ;;
    sweep-gesture|sweep-cases|sweep-points) count "$d" sweep grid.json --out out --quiet ;;
    export-rows)
      [ -d "$d/out" ] || "$bin" sweep "$d/grid.json" --out "$d/out" --quiet >/dev/null 2>&1
      count "$d" export out --point best --to json ;;
    fit-recordings) count "$d" fit $(cd "$d" && ls r*.csv | sort -V) ;;
    fit-frames) count "$d" fit r.csv ;;
  esac
}

failed=()
printf '%-18s %14s %14s %14s %7s\n' dimension 'I(n)' 'I(2n)' 'I(4n)' ratio
for dim in validate-gesture sweep-gesture sweep-cases sweep-points export-rows fit-recordings fit-frames; do
  [ -z "$only" ] || [ "$only" = "$dim" ] || continue
  sizes=($(cd "$work/$dim" && ls | sort -n))
  counts=()
  for n in "${sizes[@]}"; do
    c=$(measure "$dim" "$n")
    [ -n "$c" ] || { echo "scaling-check: $dim at $n gave no count (the command failed?)" >&2; exit 2; }
    counts+=("$c")
  done
  ratio=$(python3 -c "a,b,c=map(int,'${counts[*]}'.split()); print(f'{(c-b)/max(b-a,1):.2f}')")
  verdict=""
  if python3 -c "import sys; sys.exit(0 if float('$ratio') <= 2.6 else 1)"; then :; else verdict="  WORSE THAN LINEAR"; failed+=("$dim ($ratio)"); fi
  printf '%-18s %14s %14s %14s %7s%s\n' "$dim (n=${sizes[0]})" "${counts[0]}" "${counts[1]}" "${counts[2]}" "$ratio" "$verdict"
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "scaling-check: worse than linear: ${failed[*]} (growth ratio > 2.6; linear is 2)" >&2
  exit 1
fi
echo "scaling-check: every dimension grows at most linearly (ratio ≤ 2.6)"
