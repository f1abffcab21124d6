#!/usr/bin/env bash
# Side-by-side sweep timing: runs each given tunelab binary on the reference grids, interleaved
# round by round (so load hits every binary alike), at --jobs 1 and --jobs 2, and prints per
# binary, grid and jobs the median and min of µs per point (points phase), report phase and whole
# command, from each run's run.json (`elapsed_s`: from the first point to the manifest written),
# and the wall-clock time of the process (start-up and grid decoding included). The report's
# share is given of both, and each binary's two-job scaling of the points phase.
#
# The runs write into a scratch folder on the project's file system (in .build/), where a sweep
# writes by default (reports/<name>/), not /tmp: on the 2-core VM this project is measured on,
# creating a file in /tmp took 120–150 µs of kernel time against 15 µs under /work (300 creates
# in a C loop), and a report creates 28 files and folders — 6–7 ms of a 13 ms report.
#
# With --layouts (issue 31) it instead prints, per binary, µs per point at --jobs 1 for each layout
# on the same 2 000-point grid shape and 3 s flick (the built-in card stack, the card stack
# written as a formula, flow stack, parallax, fade, the card stack with dynamic spacing and
# under a perspective: experiments/bench/*-sweep-2000.json), and
# the peak resident set (`/usr/bin/time -f %M`, one run each: it does not move with the load) of
# a 150-point card-stack grid with 10, 100 and 1 000 cases (one flick velocity per case; the
# grids are written into the scratch folder).
#
# With --span (issue 46) it prints, per binary, µs per point at --jobs 1 (median and min over the
# interleaved rounds) on each layout's span grid (experiments/bench/<stem>-span.json: the layout's
# keys over their documented ranges, not the shipped values, over the same 3 s flick) and each
# layout's ratio to the card stack's span grid and to the card stack's shipped grid
# (builtin-sweep-2000, timed in the same rounds).
#
# With --c-peer (issue 46) the reference grids' table also times the C peer of the card-stack
# kernel (peers/c/cardstack.c, built -O3 -march=native) in the same rounds, right after the
# binaries' one-job runs of experiments/bench/sweep-reference.json, on the frame offsets that
# sweep traced: its points loop (µs per point; once with one lane per distinct lane key, as
# tunelab, once with a lane per point), after checking in round 1 that its values are tunelab's
# bit for bit. Then a roofline: the kernel's floating-point operations per point (counted in
# the peer, peers/c/ops.h), this core's measured rate for that mix (peers/c/peak.c, best of the
# runs before and after the rounds), hence the least µs per point at one job, and each row's
# distance from it. With --grid experiments/bench/parallax-peer.json it also times the parallax
# list's C peer (peers/c/parallax.c, scalar; native and baseline builds) the same way, right after
# the binaries' one-job runs of that grid, on the offsets it traced (checked bit for bit in round 1),
# and prints tunelab's µs per point at one and two jobs over the peer's. Each peer is timed only when
# its grid is swept; --c-peer needs at least one of the two.
#
# usage: scripts/sweep-speed.sh [--layouts | --span] [--c-peer] [--rounds N] [--grid FILE]... [--work-dir DIR] BINARY...
#   --layouts   the per-layout and per-case-count table instead of the reference grids'
#   --span      the per-layout span-grid table instead of the reference grids'
#   --c-peer    also time the C peers (card stack: and print the roofline; parallax) on their grids
#               (reference grids' table only; CC picks the compiler)
#   --rounds    rounds of every (binary, grid, jobs) run (default 5)
#   --grid      a grid to time (default experiments/bench/sweep-reference.json and
#               experiments/bench/sweep-distinct.json)
#   --work-dir  where the scratch folder goes (default .build)
# Example (issue 19's before/after): scripts/sweep-speed.sh /tmp/tunelab-before .build/release/tunelab
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=5 grids=() binaries=() workdir=.build layouts=0 span=0 cpeer=0
usage="usage: $0 [--layouts | --span] [--c-peer] [--rounds N] [--grid FILE]... [--work-dir DIR] BINARY..."
while [ $# -gt 0 ]; do
  case "$1" in
    --layouts) layouts=1; shift ;;
    --span) span=1; shift ;;
    --c-peer) cpeer=1; shift ;;
    --rounds) rounds="$2"; shift 2 ;;
    --grid) grids+=("$2"); shift 2 ;;
    --work-dir) workdir="$2"; shift 2 ;;
    -*) echo "$usage" >&2; exit 2 ;;
    *) binaries+=("$1"); shift ;;
  esac
done
[ ${#binaries[@]} -gt 0 ] || { echo "$usage" >&2; exit 2; }
[ ${#grids[@]} -gt 0 ] || grids=(experiments/bench/sweep-reference.json experiments/bench/sweep-distinct.json)
for b in "${binaries[@]}"; do [ -x "$b" ] || { echo "sweep-speed: $b is not an executable" >&2; exit 2; }; done
[ "$cpeer" = 0 ] || { [ "$layouts" = 0 ] && [ "$span" = 0 ]; } \
  || { echo "sweep-speed: --c-peer goes with the reference grids' table, not --layouts or --span" >&2; exit 2; }
mkdir -p "$workdir" || { echo "sweep-speed: cannot create $workdir" >&2; exit 2; }
work=$(mktemp -d "$workdir/sweep-speed.XXXXXX")
echo "sweep-speed: runs write into $work" >&2
trap 'rm -rf "$work"' EXIT
log="$work/log.tsv"
# Sweeps experiments/bench/<grid><suffix>.json for each grid named after the suffix with every
# binary at one job, `rounds` rounds interleaved grid by grid (load hits every binary alike),
# appending "binary grid µs/point" lines to the log.
time_grids() {
  local suffix=$1
  shift
  for ((r = 1; r <= rounds; r++)); do
    for g in "$@"; do
      for i in "${!binaries[@]}"; do
        out="$work/out-$i"
        "${binaries[$i]}" sweep "experiments/bench/$g$suffix.json" --out "$out" --jobs 1 --quiet --force >/dev/null
        python3 -c 'import json, sys; print(sys.argv[2], sys.argv[3], json.load(open(sys.argv[1]))["us_per_point"], sep="\t")' \
          "$out/run.json" "$i" "$g" >> "$log"
      done
    done
    echo "sweep-speed: round $r of $rounds done" >&2
  done
}
if [ "$span" = 1 ]; then
  span_grids=(builtin-sweep-2000 cardstack-span flowstack-span parallax-span fade-span formula-span)
  time_grids "" "${span_grids[@]}"
  python3 - "$log" "${binaries[@]}" <<'PY'
import statistics, sys
rows = [l.split("\t") for l in open(sys.argv[1]).read().split("\n") if l]
binaries = sys.argv[2:]
print(f"load average: {open('/proc/loadavg').read().split()[0:3]}")
names = ["builtin-sweep-2000", "cardstack-span", "flowstack-span", "parallax-span", "fade-span", "formula-span"]
print("| binary | grid | µs/point median (min) | × cardstack-span | × builtin-sweep-2000 |")
print("|---|---|---|---|---|")
for b in range(len(binaries)):
    def values(name): return [float(r[2]) for r in rows if r[0] == str(b) and r[1] == name]
    span, shipped = statistics.median(values("cardstack-span")), statistics.median(values("builtin-sweep-2000"))
    for n in names:
        v = values(n); m = statistics.median(v)
        print(f"| {binaries[b]} | {n} | {m:.1f} ({min(v):.1f}) | {m / span:.2f} | {m / shipped:.2f} |")
PY
  exit 0
fi
if [ "$layouts" = 1 ]; then
  layout_grids=(builtin formula flowstack parallax fade cardstack-dynamic cardstack-perspective)
  for n in 10 100 1000; do
    python3 - "$n" > "$work/cases-$n.json" <<'PY'
import json, sys
n = int(sys.argv[1])
print(json.dumps({
    "name": f"cases-{n}",
    "question": f"Benchmark: a 150-point card-stack grid with {n} cases (issue 31's memory figure).",
    "scenario": {"duration": 3, "frameRate": 120, "layout": {"kind": "cardStack"},
                 "gesture": [{"flick": {"velocity": -2000}}, {"wait": 3}]},
    "cases": [{"gesture": [{"flick": {"velocity": -1000 - 2 * i}}, {"wait": 3}]} for i in range(n)],
    "grid": {"layout.scaleFrequency": {"from": 0.02, "to": 0.3, "step": 0.02},
             "layout.spacing": [12, 14, 16, 18, 20, 22, 24, 26, 28, 30]},
    "metrics": ["overlap_cv", "jitter_rms_pt"]}))
PY
  done
  # The peak resident set, which does not depend on the load, is taken once per binary and case count below.
  time_grids "-sweep-2000" "${layout_grids[@]}"
  for n in 10 100 1000; do
    for i in "${!binaries[@]}"; do
      out="$work/out-$i"
      rss=$( { /usr/bin/time -f "%M" "${binaries[$i]}" sweep "$work/cases-$n.json" --out "$out" --jobs 1 --quiet --force >/dev/null; } 2>&1 | tail -1)
      printf '%s\tcases-%s\t%s\n' "$i" "$n" "$rss" >> "$log"
    done
  done
  python3 - "$log" "${binaries[@]}" <<'PY'
import statistics, sys
rows = [l.split("\t") for l in open(sys.argv[1]).read().split("\n") if l]
binaries = sys.argv[2:]
print(f"load average: {open('/proc/loadavg').read().split()[0:3]}")
names = ["builtin", "formula", "flowstack", "parallax", "fade", "cardstack-dynamic", "cardstack-perspective"]
cases = ["cases-10", "cases-100", "cases-1000"]
print("| binary | " + " | ".join(f"{n} µs/point median (min)" for n in names) + " | formula / builtin | "
      + " | ".join(f"peak RSS {c[6:]} cases MB" for c in cases) + " |")
print("|---" * (len(names) + len(cases) + 2) + "|")
for b in range(len(binaries)):
    def values(name): return [float(r[2]) for r in rows if r[0] == str(b) and r[1] == name]
    cells = [f"{statistics.median(values(n)):.1f} ({min(values(n)):.1f})" for n in names]
    ratio = statistics.median(values("formula")) / statistics.median(values("builtin"))
    mem = [f"{values(c)[0] / 1024:.1f}" for c in cases]
    print(f"| {binaries[b]} | " + " | ".join(cells) + f" | {ratio:.1f}x | " + " | ".join(mem) + " |")
PY
  exit 0
fi
names=("${binaries[@]}")
if [ "$cpeer" = 1 ]; then
  reference=experiments/bench/sweep-reference.json parallax_grid=experiments/bench/parallax-peer.json
  has_reference=0 has_parallax=0
  printf '%s\n' "${grids[@]}" | grep -qx "$reference" && has_reference=1
  printf '%s\n' "${grids[@]}" | grep -qx "$parallax_grid" && has_parallax=1
  [ "$has_reference" = 1 ] || [ "$has_parallax" = 1 ] \
    || { echo "sweep-speed: --c-peer needs --grid $reference or --grid $parallax_grid (the peers' workloads)" >&2; exit 2; }
  cc=${CC:-$( [ -x /opt/swift/usr/bin/clang ] && echo /opt/swift/usr/bin/clang || echo cc )}
  # Native (AVX2 here: 4 lanes an instruction) and baseline x86-64 (SSE2: 2 lanes, the ISA
  # tunelab's release build targets), the peer and the peak each.
  cflags=(-std=c11 -O3 -ffp-contract=off -Wno-psabi)
  for isa in native portable; do
    arch=()
    [ "$isa" = native ] && arch=(-march=native)
    "$cc" "${cflags[@]}" "${arch[@]}" -o "$work/cardstack-$isa" peers/c/cardstack.c -lm
    "$cc" "${cflags[@]}" "${arch[@]}" -o "$work/parallax-$isa" peers/c/parallax.c -lm
    "$cc" "${cflags[@]}" "${arch[@]}" -o "$work/peak-$isa" peers/c/peak.c
    [ "$has_reference" = 0 ] || "$work/peak-$isa" > "$work/peak-$isa-before.tsv"
  done
  peer=${#binaries[@]}
  names+=("C peer, native, lane per lane key" "C peer, native, lane per point" "C peer, baseline, lane per lane key")
  parallax_peer=${#names[@]}
  names+=("C parallax peer, native" "C parallax peer, baseline")
fi
# One log row for a C peer's run: its row number, the grid's name, and the wall time in ns; the
# peer's own time per point comes from its log ($work/peer.log).
peer_row() {
  python3 - "$work/peer.log" "$1" "$3" "$2" >> "$log" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
s, us = re.search(r"([0-9.]+) s, ([0-9.]+) us/point", text).groups()
print("\t".join([sys.argv[2], sys.argv[4], "1", us, s, "0", s, str(int(sys.argv[3]) / 1e9)]))
PY
}
# The C peer on the reference grid's offsets (traced by the sweep just run into $1): rows
# $peer … $peer + 2 of the log; in round 1 its results must be tunelab's, bit for bit.
time_peer() {
  local out=$1 round=$2 frames variant n=0
  frames=$(find "$out/traces" -name frames.csv | sort | head -1)
  for variant in native:shared native:every-point portable:shared; do
    extra=()
    [ "${variant#*:}" = every-point ] && extra=(--every-point)
    start=$(date +%s%N)
    "$work/cardstack-${variant%:*}" "$frames" --out "$work/peer.csv" "${extra[@]}" 2> "$work/peer.log"
    end=$(date +%s%N)
    if [ "$round" = 1 ]; then
      printf 'sweep-speed: C peer %s: ' "$variant" >&2
      python3 scripts/c-peer-compare.py "$out/results.csv" "$work/peer.csv" >&2 || exit 1
      grep "ops/point" "$work/peer.log" | sed "s/^/$variant: /" >> "$work/peer-ops.txt"
    fi
    peer_row "$((peer + n))" sweep-reference "$((end - start))"
    n=$((n + 1))
  done
}
# The parallax list's C peer on the parallax grid's offsets (traced by the sweep just run into $1):
# rows $parallax_peer and $parallax_peer + 1 of the log; in round 1 its results must be tunelab's.
time_parallax_peer() {
  local out=$1 round=$2 frames isa n=0
  frames=$(find "$out/traces" -name frames.csv | sort | head -1)
  for isa in native portable; do
    start=$(date +%s%N)
    "$work/parallax-$isa" "$frames" --out "$work/peer.csv" 2> "$work/peer.log"
    end=$(date +%s%N)
    if [ "$round" = 1 ]; then
      printf 'sweep-speed: C parallax peer %s: ' "$isa" >&2
      python3 scripts/c-peer-compare.py "$out/results.csv" "$work/peer.csv" >&2 || exit 1
    fi
    peer_row "$((parallax_peer + n))" parallax-peer "$((end - start))"
    n=$((n + 1))
  done
}
for ((r = 1; r <= rounds; r++)); do
  for grid in "${grids[@]}"; do
    for jobs in 1 2; do
      for i in "${!binaries[@]}"; do
        out="$work/out-$i"
        start=$(date +%s%N)
        "${binaries[$i]}" sweep "$grid" --out "$out" --jobs "$jobs" --quiet --force >/dev/null
        end=$(date +%s%N)
        python3 - "$out/run.json" "$i" "$(basename "$grid" .json)" "$jobs" "$(((end - start) / 1000))" >> "$log" <<'PY'
import json, sys
m = json.load(open(sys.argv[1]))
total, points = m["elapsed_s"], m["points_elapsed_s"]
report = m.get("report_elapsed_s", round(total - points, 3))
wall = int(sys.argv[5]) / 1e6
# µs per point from points_per_s (a whole number: six digits here), not us_per_point (a tenth
# of a µs: at 1.5 µs a point that is 7 %, coarser than the two-job ratio it is divided into).
us = 1e6 / m["points_per_s"] if m.get("points_per_s") else m["us_per_point"]
print("\t".join([sys.argv[2], sys.argv[3], sys.argv[4], str(us), str(points), str(report), str(total), str(wall)]))
PY
      done
      if [ "$cpeer" = 1 ] && [ "$jobs" = 1 ] && [ "$grid" = "$reference" ]; then time_peer "$work/out-0" "$r"; fi
      if [ "$cpeer" = 1 ] && [ "$jobs" = 1 ] && [ "$grid" = "$parallax_grid" ]; then time_parallax_peer "$work/out-0" "$r"; fi
    done
  done
  echo "sweep-speed: round $r of $rounds done" >&2
done
python3 - "$log" "${names[@]}" <<'PY'
import statistics, sys
rows = [l.split("\t") for l in open(sys.argv[1]).read().split("\n") if l]
binaries = sys.argv[2:]
print(f"load average: {open('/proc/loadavg').read().split()[0:3]}")
print("| binary | grid | jobs | µs/point median (min) | points phase s | report phase s | command s (run.json) | report share | wall s | share of wall |")
print("|---|---|---|---|---|---|---|---|---|---|")
keys = []
for r in rows:
    k = (r[0], r[1], r[2])
    if k not in keys: keys.append(k)
for k in keys:
    sel = [r for r in rows if (r[0], r[1], r[2]) == k]
    us = [float(r[3]) for r in sel]; pts = [float(r[4]) for r in sel]
    rep = [float(r[5]) for r in sel]; tot = [float(r[6]) for r in sel]; wall = [float(r[7]) for r in sel]
    share = statistics.median(rep) / statistics.median(tot) * 100
    wall_share = statistics.median(rep) / statistics.median(wall) * 100
    print(f"| {binaries[int(k[0])]} | {k[1]} | {k[2]} | {statistics.median(us):.2f} ({min(us):.2f}) | "
          f"{statistics.median(pts):.3f} | {statistics.median(rep):.3f} | {statistics.median(tot):.3f} | {share:.0f} % | "
          f"{statistics.median(wall):.3f} | {wall_share:.0f} % |")
# Two jobs against one: the points phase's median and fastest µs per point.
for b in sorted({k[0] for k in keys}, key=int):
    for g in [k[1] for k in keys if k[0] == b and k[2] == "1"]:
        one = [float(r[3]) for r in rows if (r[0], r[1], r[2]) == (b, g, "1")]
        two = [float(r[3]) for r in rows if (r[0], r[1], r[2]) == (b, g, "2")]
        if one and two:
            print(f"two jobs / one, {binaries[int(b)]}, {g}: {statistics.median(one) / statistics.median(two):.2f}x by medians, "
                  f"{min(one) / min(two):.2f}x by the fastest runs")
PY
if [ "$cpeer" = 1 ] && [ "$has_parallax" = 1 ]; then
  python3 - "$log" "$parallax_peer" "${names[@]}" <<'PY'
import statistics, sys
rows = [l.split("\t") for l in open(sys.argv[1]).read().split("\n") if l]
peer, names = int(sys.argv[2]), sys.argv[3:]
binaries = len(names) - 5  # the tunelab binaries come first, then the card stack's three rows and these two
def median(b, jobs):
    us = [float(r[3]) for r in rows if r[0] == str(b) and r[1] == "parallax-peer" and r[2] == jobs]
    return statistics.median(us) if us else None
for p in (peer, peer + 1):
    c = median(p, "1")
    for b in range(binaries):
        one, two = median(b, "1"), median(b, "2")
        if one is None: continue
        cells = f"jobs 1 {one / c:.1f}×" + (f", jobs 2 {two / c:.1f}×" if two else "")
        print(f"parallax: {names[b]} over {names[p]} ({c:.2f} µs/point, median): {cells}")
PY
fi
if [ "$cpeer" = 1 ] && [ "$has_reference" = 1 ]; then
  for isa in native portable; do "$work/peak-$isa" > "$work/peak-$isa-after.tsv"; done
  python3 - "$log" "$work" "$peer" "${names[@]}" <<'PY'
import re, statistics, sys
rows = [l.split("\t") for l in open(sys.argv[1]).read().split("\n") if l]
work, peer, names = sys.argv[2], int(sys.argv[3]), sys.argv[4:]
ops_lines = [l for l in open(f"{work}/peer-ops.txt").read().split("\n") if l]
def rates(isa):  # lane operations per ns, one core: the best of the runs before and after the rounds
    runs = [{l.split("\t")[0]: float(l.split("\t")[1]) for l in open(f"{work}/peak-{isa}-{when}.tsv") if l.strip()}
            for when in ("before", "after")]
    return {k: max(r[k] for r in runs) for k in runs[0]}
native, baseline = rates("native"), rates("portable")
# Without AVX the mix cannot be timed on the pipes (peak.c): its rate is the native mix's, scaled
# by the baseline build's all-multiply and all-add rates against the native build's.
scale = (baseline["multiply"] + baseline["add"]) / (native["multiply"] + native["add"])
baseline["mix"] = native["mix"] * scale
ops = {l.split(":")[0] + ":" + l.split(":")[1]: float(re.search(r"ops/point (\d+)", l).group(1)) for l in ops_lines}
shared, every = ops["native:shared"], ops["native:every-point"]
mix = re.search(r"\(.*\)", ops_lines[0]).group(0)
print(f"roofline: {shared:.0f} floating-point operations per point {mix} with a lane per lane key, as tunelab "
      f"({every:.0f} with a lane per point), counted in peers/c/cardstack.c (peers/c/ops.h)")
print(f"roofline: this core's rate for that mix, native (-march=native): {native['mix']:.1f} per ns, measured "
      f"(peers/c/peak.c; all-multiply {native['multiply']:.1f}, all-add {native['add']:.1f}): limit "
      f"{shared / native['mix'] / 1000:.2f} µs/point at one job, {shared / native['mix'] / 2000:.2f} at two (two cores)")
print(f"roofline: baseline x86-64 (SSE2, tunelab's release target): {baseline['mix']:.1f} per ns, the native mix × "
      f"{scale:.3f} (all-multiply {baseline['multiply']:.1f}, all-add {baseline['add']:.1f} measured): limit "
      f"{shared / baseline['mix'] / 1000:.2f} µs/point at one job, {shared / baseline['mix'] / 2000:.2f} at two")
for b in range(len(names)):
    for jobs in ("1", "2"):
        us = [float(r[3]) for r in rows if r[0] == str(b) and r[1] == "sweep-reference" and r[2] == jobs]
        if not us: continue
        work_ops = every if b == peer + 1 else shared  # a lane per point does its own work
        cores = 2 if jobs == "2" else 1
        cells = []
        for isa, r in (("native", native), ("baseline", baseline)):
            limit = work_ops / r["mix"] / 1000 / cores
            cells.append(f"{statistics.median(us) / limit:.1f}× ({min(us) / limit:.1f}×) the {isa} limit {limit:.2f}")
        print(f"roofline: {names[b]}, jobs {jobs}: {statistics.median(us):.2f} ({min(us):.2f}) µs/point, " + ", ".join(cells))
PY
fi
