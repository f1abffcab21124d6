#!/usr/bin/env bash
# The motion players in headless Chromium: on a sweep page and a run page, at 390 and 1440 px,
# each player advances (data-player-frame differs between two moments), no console error, no
# horizontal overflow, no chart text below 11 px; screenshots go to OUT_DIR (CI artefacts).
# Usage: scripts/player-check.sh OUT_DIR [REPORT_DIR]   (REPORT_DIR default reports/card-rhythm;
# the run page comes from running experiments/scenarios/card-snap-flick.json into OUT_DIR/run)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: scripts/player-check.sh OUT_DIR [REPORT_DIR]}
report=${2:-reports/card-rhythm}
tunelab=${TUNELAB:-.build/release/tunelab}
test -x "$tunelab" || tunelab=.build/debug/tunelab
mkdir -p "$out"
"$tunelab" run experiments/scenarios/card-snap-flick.json --out "$out/run" >/dev/null
python3 scripts/player-check.py "$out" "$report/charts/index.html" "$out/run/charts/index.html"
