#!/usr/bin/env bash
# The steps the CI templates run in a team's repository, in order: validate → sweep → compare →
# bench (docs/ci-templates.md). Each grid (a JSON file with a "grid" key) is validated, swept to
# OUT/NAME and compared with REPORTS/NAME/results.csv; the JUnit files go to OUT/junit/, the
# Markdown verdicts to OUT/summary.md (and appended to TUNELAB_SUMMARY when set, e.g.
# $GITHUB_STEP_SUMMARY), and OUT/comment.md for a pull-request comment (the summary itself, or
# each grid's verdict and counts when the whole would pass GitHub's 65 536-character limit).
# A grid with no baseline yet (no REPORTS/NAME/results.csv: a first run) records one: this run's
# report is copied to REPORTS/NAME (without run.json, which holds timings), the grid passes, and
# the log, the summary and OUT/junit/NAME.xml (a skipped testcase) say how to commit it.
# A failing grid does not stop the others; the exit code is the worst tunelab gave (0 pass, 1 a
# check failed, 2 bad input or environment, 3 internal error).
#
# usage: tunelab-ci.sh [validate|sweep|compare|bench|all]   (default all)
# environment (all optional):
#   TUNELAB                  the tunelab binary (default: tunelab on PATH)
#   TUNELAB_GRIDS            grid files, a glob (default experiments/*.json)
#   TUNELAB_REPORTS          committed reports (default reports)
#   TUNELAB_OUT              where the new reports go (default out)
#   TUNELAB_COMPARE_OPTIONS  extra compare arguments (e.g. "--tolerance jitter_rms_pt=0.05")
#   TUNELAB_BUDGET           budgets.json for bench; bench is skipped when empty
#   TUNELAB_SCENARIOS        scenarios timed by bench (--scenario), a glob (default experiments/scenarios/*.json)
#   TUNELAB_BENCH_OPTIONS    extra bench arguments (e.g. "--only my-feed_frame --repeats 3": only what the budgets name)
#   TUNELAB_SUMMARY          a file the Markdown verdicts are appended to
set -uo pipefail
step=${1:-all}
case "$step" in validate | sweep | compare | bench | all) ;; *) echo "tunelab-ci: unknown step $step (validate, sweep, compare, bench, all)" >&2; exit 2 ;; esac
tunelab=${TUNELAB:-tunelab}
out=${TUNELAB_OUT:-out}
reports=${TUNELAB_REPORTS:-reports}
read -r -a compare_options <<<"${TUNELAB_COMPARE_OPTIONS:-}"
read -r -a bench_options <<<"${TUNELAB_BENCH_OPTIONS:-}"
mkdir -p "$out/junit" && touch "$out/summary.md" || exit 2
worst=0
note() { [ "$1" -gt "$worst" ] && worst=$1; return 0; }
summary() { cat >>"$out/summary.md"; [ -z "${TUNELAB_SUMMARY:-}" ] || tail -n "+$1" "$out/summary.md" >>"$TUNELAB_SUMMARY"; }
grids=()
for grid in ${TUNELAB_GRIDS:-experiments/*.json}; do
  [ -f "$grid" ] && grep -q '"grid"' "$grid" && grids+=("$grid")
done
[ ${#grids[@]} -gt 0 ] || [ "$step" = bench ] || { echo "tunelab-ci: no grid file in ${TUNELAB_GRIDS:-experiments/*.json}" >&2; exit 2; }

if [ "$step" = validate ] || [ "$step" = all ]; then
  for grid in "${grids[@]}"; do
    echo "tunelab-ci: validate $grid"
    "$tunelab" validate "$grid" >/dev/null; note $?
  done
  [ "$worst" -eq 0 ] || { echo "tunelab-ci: validation failed (exit $worst)" >&2; exit "$worst"; }
fi
if [ "$step" = sweep ] || [ "$step" = all ]; then
  for grid in "${grids[@]}"; do
    name=$(basename "$grid" .json)
    echo "tunelab-ci: sweep $grid → $out/$name"
    "$tunelab" sweep "$grid" --out "$out/$name" --quiet >/dev/null; note $?
  done
fi
# A first run: no baseline for $1 yet. This run's report becomes it (REPORTS/NAME), the grid passes,
# and the log, the summary and a skipped JUnit testcase say how to commit it.
record_baseline() {
  local name=$1 start
  mkdir -p "$reports" && rm -rf "${reports:?}/$name" && cp -R "$out/$name" "$reports/$name" && rm -f "$reports/$name/run.json" || { note 2; return; }
  local how="git add $reports/$name && git commit -m 'tunelab: baseline for $name'"
  local fetch=""
  # On GitHub the example workflow keeps OUT/ as the artifact tunelab-reports.
  [ -n "${GITHUB_RUN_ID:-}" ] && fetch="gh run download $GITHUB_RUN_ID -n tunelab-reports -D tunelab-reports && mkdir -p $reports && cp -R tunelab-reports/$name $reports/$name && rm -f $reports/$name/run.json"
  local take=""
  [ -z "$fetch" ] || take="in CI take it from this run's artifact ($fetch), then "
  echo "tunelab-ci: no baseline $reports/$name/results.csv: recorded this run's report as $reports/$name; ${take}commit it: $how"
  cat >"$out/junit/$name.xml" <<XML
<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="tunelab compare" tests="1" failures="0" errors="0" skipped="1">
  <testsuite name="tunelab compare $name" tests="1" failures="0" errors="0" skipped="1">
    <testcase classname="tunelab.compare" name="$name: baseline">
      <skipped message="no baseline at $reports/$name/results.csv: this run's report was recorded there; commit it"/>
    </testcase>
  </testsuite>
</testsuites>
XML
  local where="" commands=$how
  if [ -n "$fetch" ]; then
    where=" (in CI, from this run's artifact tunelab-reports)"
    commands=$(printf '%s\n%s' "$fetch" "$how")
  fi
  start=$(($(wc -l <"$out/summary.md") + 1))
  summary "$start" <<MD
<!-- tunelab compare -->
### tunelab compare: baseline recorded for \`$name\`

No baseline at \`$reports/$name/results.csv\` yet (a first run): this run's report is the baseline, and the check passes.
Commit it so the next runs compare against it$where:

\`\`\`sh
$commands
\`\`\`

MD
}

if [ "$step" = compare ] || [ "$step" = all ]; then
  for grid in "${grids[@]}"; do
    name=$(basename "$grid" .json)
    if [ ! -f "$reports/$name/results.csv" ] && [ -f "$out/$name/results.csv" ]; then
      record_baseline "$name"
      continue
    fi
    echo "tunelab-ci: compare $reports/$name/results.csv $out/$name/results.csv"
    "$tunelab" compare "$reports/$name/results.csv" "$out/$name/results.csv" "${compare_options[@]}" \
      --format junit >"$out/junit/$name.xml"; note $?
    start=$(($(wc -l <"$out/summary.md") + 1))
    "$tunelab" compare "$reports/$name/results.csv" "$out/$name/results.csv" "${compare_options[@]}" \
      --format markdown 2>/dev/null | summary "$start"
  done
fi
if { [ "$step" = bench ] || [ "$step" = all ]; } && [ -n "${TUNELAB_BUDGET:-}" ]; then
  scenarios=()
  for scenario in ${TUNELAB_SCENARIOS:-experiments/scenarios/*.json}; do
    [ -f "$scenario" ] && scenarios+=(--scenario "$scenario")
  done
  echo "tunelab-ci: bench --budget $TUNELAB_BUDGET ${scenarios[*]} ${bench_options[*]}"
  "$tunelab" bench --budget "$TUNELAB_BUDGET" "${scenarios[@]}" "${bench_options[@]}" --out "$out/bench" --format junit >"$out/junit/bench.xml"; note $?
fi
# The pull-request comment: the summary, or each grid's verdict and counts when it is too long.
if [ "$(wc -c <"$out/summary.md")" -le 60000 ]; then
  cp "$out/summary.md" "$out/comment.md"
else
  { echo '<!-- tunelab compare -->'
    grep -E '^(### tunelab compare|compare )' "$out/summary.md"
    echo
    echo "Each grid's roll-up and worst rows are in the job's summary and in the artifact (out/summary.md)."
  } | head -c 60000 >"$out/comment.md"
fi
echo "tunelab-ci: $step: exit $worst"
exit "$worst"
