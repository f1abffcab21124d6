#!/usr/bin/env bash
# The C peers' check (issue 46). Builds each peer twice — portable (-O3, baseline ISA: SSE2 on
# x86-64, NEON on arm64; what a CI machine without AVX2 runs) and for this CPU (-O3
# -march=native), both -ffp-contract=off — sweeps its grid with tunelab, and runs each build on
# the frame offsets the sweep traced:
#   peers/c/cardstack.c  experiments/bench/sweep-reference.json (20 000 card-stack points), once
#                        with one lane per distinct lane key (as tunelab) and once with a lane per
#                        point (--every-point): 4 keys and 2 metrics a point;
#   peers/c/parallax.c   experiments/bench/parallax-peer.json (864 parallax points): 7 keys and
#                        every metric results.csv has (5) a point.
# Exit 1, naming the first differing point, its column and both values, unless every point's keys
# and metrics are bit-identical doubles (the same text for a key that is not a number) in all six runs.
#
# usage: scripts/c-peer-check.sh [--binary TUNELAB] [--work-dir DIR]
#   --binary    the tunelab to compare with (default .build/release/tunelab; build it with
#               swift build -c release --product tunelab)
#   --work-dir  scratch folder (default .build/c-peer-check)
#   CC          the C compiler (default /opt/swift/usr/bin/clang if present, else cc)
#   CFLAGS      more flags for every peer build, after the script's (e.g. -ffp-contract=fast, to
#               see the check fail)
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
# shellcheck disable=SC2206 # CFLAGS is a list of flags
flags=(-std=c11 -O3 -ffp-contract=off -Wall -Wextra -Werror -Wno-psabi ${CFLAGS:-})
for peer in cardstack parallax; do
  "$cc" "${flags[@]}" -o "$work/$peer-portable" "peers/c/$peer.c" -lm
  "$cc" "${flags[@]}" -march=native -o "$work/$peer-native" "peers/c/$peer.c" -lm
done
# Every point of a grid has the same scroll (only layout keys vary): any traced point's offsets.
traced() {
  local frames
  frames=$(find "$1/traces" -name frames.csv | sort | head -1)
  [ -n "$frames" ] || { echo "c-peer-check: the sweep into $1 wrote no traces/*/frames.csv" >&2; exit 2; }
  echo "$frames"
}
status=0
"$tunelab" sweep experiments/bench/sweep-reference.json --out "$work/ref" --jobs 1 --quiet --force >/dev/null
frames=$(traced "$work/ref")
for build in portable native; do
  for lanes in shared every-point; do
    extra=()
    [ "$lanes" = every-point ] && extra=(--every-point)
    "$work/cardstack-$build" "$frames" --out "$work/peer-$build-$lanes.csv" "${extra[@]}" 2>"$work/peer-$build-$lanes.log"
    printf 'cardstack, %s, %s lanes: ' "$build" "$lanes"
    python3 scripts/c-peer-compare.py "$work/ref/results.csv" "$work/peer-$build-$lanes.csv" || status=1
  done
done
"$tunelab" sweep experiments/bench/parallax-peer.json --out "$work/parallax" --jobs 1 --quiet --force >/dev/null
frames=$(traced "$work/parallax")
for build in portable native; do
  "$work/parallax-$build" "$frames" --out "$work/parallax-$build.csv" 2>"$work/parallax-$build.log"
  printf 'parallax, %s: ' "$build"
  python3 scripts/c-peer-compare.py "$work/parallax/results.csv" "$work/parallax-$build.csv" || status=1
done
exit $status
