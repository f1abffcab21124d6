#!/usr/bin/env bash
# The C peer's check (issue 46): builds peers/c/cardstack.c twice — portable (-O3, baseline
# ISA: SSE2 on x86-64, NEON on arm64; what a CI machine without AVX2 runs) and for this CPU
# (-O3 -march=native) — sweeps the reference grid with tunelab, and runs each build on the
# sweep's frame offsets, once with one lane per distinct lane key (as tunelab) and once with a
# lane per point (--every-point). Exit 1, naming the first differing point and both values,
# unless every point's keys and both metrics are bit-identical doubles in all four runs.
#
# usage: scripts/c-peer-check.sh [--binary TUNELAB] [--work-dir DIR]
#   --binary    the tunelab to compare with (default .build/release/tunelab; build it with
#               swift build -c release --product tunelab)
#   --work-dir  scratch folder (default .build/c-peer-check)
#   CC          the C compiler (default /opt/swift/usr/bin/clang if present, else cc)
set -euo pipefail
cd "$(dirname "$0")/.."
tunelab=.build/release/tunelab work=.build/c-peer-check
while [ $# -gt 0 ]; do
  case "$1" in
    --binary) tunelab="$2"; shift 2 ;;
    --work-dir) work="$2"; shift 2 ;;
    *) echo "usage: $0 [--binary TUNELAB] [--work-dir DIR]" >&2; exit 2 ;;
  esac
done
[ -x "$tunelab" ] || { echo "c-peer-check: $tunelab is not an executable (swift build -c release --product tunelab)" >&2; exit 2; }
cc=${CC:-$( [ -x /opt/swift/usr/bin/clang ] && echo /opt/swift/usr/bin/clang || echo cc )}
mkdir -p "$work"
# -Wno-psabi: 32-byte vectors passed between static functions of one file (no ABI is crossed).
flags=(-std=c11 -O3 -ffp-contract=off -Wall -Wextra -Werror -Wno-psabi)
"$cc" "${flags[@]}" -o "$work/cardstack-portable" peers/c/cardstack.c -lm
"$cc" "${flags[@]}" -march=native -o "$work/cardstack-native" peers/c/cardstack.c -lm
"$tunelab" sweep experiments/bench/sweep-reference.json --out "$work/ref" --jobs 1 --quiet --force >/dev/null
# Every point of the grid has the same scroll (only layout keys vary): any traced point's offsets.
frames=$(find "$work/ref/traces" -name frames.csv | sort | head -1)
[ -n "$frames" ] || { echo "c-peer-check: the sweep wrote no traces/*/frames.csv" >&2; exit 2; }
status=0
for build in portable native; do
  for lanes in shared every-point; do
    extra=()
    [ "$lanes" = every-point ] && extra=(--every-point)
    "$work/cardstack-$build" "$frames" --out "$work/peer-$build-$lanes.csv" "${extra[@]}" 2>"$work/peer-$build-$lanes.log"
    printf '%s, %s lanes: ' "$build" "$lanes"
    python3 scripts/c-peer-compare.py "$work/ref/results.csv" "$work/peer-$build-$lanes.csv" || status=1
  done
done
exit $status
