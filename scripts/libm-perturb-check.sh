#!/usr/bin/env bash
# The cross-platform determinism gate: tunelab's outputs must not depend on the C library's
# libm. Builds scripts/libm-perturb/perturb.c (a preloadable libm whose exp, log, pow, sin,
# cos, … return the real result one ulp up), proves the preload takes effect, then runs every
# shipped scenario (experiments/scenarios/*.json) and sweeps every shipped grid
# (experiments/*.json with a "grid", --jobs 1, and the reference grid the card-stack kernel
# serves) with and without LD_PRELOAD and cmp's every output file (run.json's timings aside).
# One line per compared file set, then a verdict.
#
# usage: scripts/libm-perturb-check.sh [--binary PATH]
#   --binary   the tunelab to test (default .build/release/tunelab)
# Needs gcc and glibc (Linux). Takes about 10 seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=.build/release/tunelab
while [ $# -gt 0 ]; do
  case "$1" in
    --binary) binary="$2"; shift 2 ;;
    *) echo "usage: $0 [--binary PATH]" >&2; exit 2 ;;
  esac
done
[ -x "$binary" ] || { echo "libm-perturb-check: $binary is not an executable (swift build -c release)" >&2; exit 2; }
work=$(mktemp -d /tmp/libm-perturb.XXXXXX)
trap 'rm -rf "$work"' EXIT
lib="$work/libm-perturb.so"
gcc -O2 -shared -fPIC -o "$lib" scripts/libm-perturb/perturb.c -ldl -lm

# The preload must take effect: a program calling libm prints a different last digit with it.
cat > "$work/probe.c" <<'C'
#include <math.h>
#include <stdio.h>
int main(void) { volatile double x = 1.0; printf("%.17g %.17g %.17g\n", exp(x), log(x + 1), sin(x)); return 0; }
C
gcc -O0 -o "$work/probe" "$work/probe.c" -lm
plain=$("$work/probe")
perturbed=$(LD_PRELOAD="$lib" "$work/probe")
if [ "$plain" = "$perturbed" ]; then
  echo "libm-perturb-check: the preload changed nothing ($plain): the gate would prove nothing" >&2
  exit 1
fi
echo "preload works: exp(1) log(2) sin(1) = $plain without, $perturbed with"

failures=0
# compare KIND NAME: cmp every file of $work/a/NAME against $work/b/NAME.
compare() {
  local kind=$1 name=$2 files differ=()
  files=$(cd "$work/a/$name" && find . -type f ! -name run.json | sort)
  [ "$files" = "$(cd "$work/b/$name" && find . -type f ! -name run.json | sort)" ] || differ+=("(file lists)")
  for f in $files; do
    cmp -s "$work/a/$name/$f" "$work/b/$name/$f" || differ+=("${f#./}")
  done
  local count
  count=$(echo "$files" | wc -l)
  if [ ${#differ[@]} -eq 0 ]; then
    printf 'same     %-8s %-28s %3d files\n' "$kind" "$name" "$count"
  else
    printf 'DIFFERS  %-8s %-28s %3d of %d files differ: %s\n' "$kind" "$name" ${#differ[@]} "$count" "${differ[*]:0:6}"
    failures=$((failures + 1))
  fi
}

for scenario in experiments/scenarios/*.json; do
  name=$(basename "$scenario" .json)
  "$binary" run "$scenario" --out "$work/a/$name" >/dev/null
  LD_PRELOAD="$lib" "$binary" run "$scenario" --out "$work/b/$name" >/dev/null
  compare scenario "$name"
done
for grid in experiments/*.json experiments/bench/sweep-reference.json; do
  grep -q '"grid"' "$grid" || continue   # budgets.json and other non-grid files
  name=$(basename "$grid" .json)
  "$binary" sweep "$grid" --out "$work/a/$name" --jobs 1 --quiet --force >/dev/null
  LD_PRELOAD="$lib" "$binary" sweep "$grid" --out "$work/b/$name" --jobs 1 --quiet --force >/dev/null
  compare sweep "$name"
done

if [ $failures -gt 0 ]; then
  echo "libm-perturb-check: FAIL: $failures file sets depend on libm's last bits"
  exit 1
fi
echo "libm-perturb-check: PASS: no output depends on libm's last bits"
