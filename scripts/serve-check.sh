#!/usr/bin/env bash
# The live tuning page in headless Chromium (scripts/serve-check.py): a slider moved in the page
# shows the frames and metrics `tunelab run` writes for that point, at 390 and 1440 px, with no
# console error; A pinned stays in step (re-simulated, as `tunelab run` runs it) when the case
# changes or a gesture is drawn; Ctrl-C stops the server. Then an optimize folder
# (scripts/serve-optimize-check.py): Best point, clicked, shows the search's best as tunelab run does. Screenshots go to OUT_DIR (CI artefacts).
# Usage: scripts/serve-check.sh OUT_DIR   (TUNELAB: the binary, default .build/release/tunelab)
# Exit: 0 all checks passed, 1 a check failed.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: scripts/serve-check.sh OUT_DIR}
tunelab=${TUNELAB:-.build/release/tunelab}
test -x "$tunelab" || tunelab=.build/debug/tunelab
python3 scripts/serve-check.py "$tunelab" "$out"
python3 scripts/serve-optimize-check.py "$tunelab" "$out"
