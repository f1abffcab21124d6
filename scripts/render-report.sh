#!/usr/bin/env bash
# Renders a report's charts/index.html in headless Chromium (Debian's package) and fails if the
# browser reports an error, the page lacks its title, or the screenshot is blank.
# Usage: scripts/render-report.sh reports/card-rhythm [OUT.png]
set -euo pipefail
report=${1:?usage: scripts/render-report.sh REPORT_DIR [OUT.png]}
page="$(cd "$report" && pwd)/charts/index.html"
out=${2:-/tmp/tunelab-report.png}
test -f "$page" || { echo "render: no $page"; exit 1; }
browser=$(command -v chromium || command -v chromium-browser || true)
test -n "$browser" || { echo "render: chromium is not installed (apt-get install chromium)"; exit 1; }
flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --allow-file-access-from-files)
log=$(mktemp)
"$browser" "${flags[@]}" --window-size=1280,2400 --screenshot="$out" "file://$page" >"$log" 2>&1 || { cat "$log"; echo "render: chromium failed"; exit 1; }
if grep -E "net::ERR_|Failed to load|Uncaught" "$log"; then echo "render: the browser reported an error"; exit 1; fi
title=$(basename "$report")
"$browser" "${flags[@]}" --dump-dom "file://$page" 2>/dev/null | grep -q "<h1>$title</h1>" || { echo "render: the page has no <h1>$title</h1>"; exit 1; }
python3 "$(dirname "$0")/png-not-blank.py" "$out"
echo "render: $page -> $out"
