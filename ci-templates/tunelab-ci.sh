#!/usr/bin/env bash
# The steps the CI templates run in a team's repository, in order: validate → sweep → compare →
# bench (docs/ci-templates.md). Each grid (a JSON file with a "grid" key) is validated, swept to
# OUT/NAME and compared with REPORTS/NAME/results.csv; the JUnit files go to OUT/junit/, the
# Markdown verdicts to OUT/summary.md (and appended to TUNELAB_SUMMARY when set, e.g.
# $GITHUB_STEP_SUMMARY). A failing grid does not stop the others; the exit code is the worst
# tunelab gave (0 pass, 1 a check failed, 2 bad input or environment, 3 internal error).
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
if [ "$step" = compare ] || [ "$step" = all ]; then
  for grid in "${grids[@]}"; do
    name=$(basename "$grid" .json)
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
echo "tunelab-ci: $step: exit $worst"
exit "$worst"
