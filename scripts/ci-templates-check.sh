#!/usr/bin/env bash
# Checks the CI templates teams copy (ci-templates/, docs/ci-templates.md):
#   * each workflow file validates against its published schema with check-jsonschema (PyPI; its
#     schemas are vendored, no network at check time): the composite action (vendor.github-actions),
#     the example workflow (vendor.github-workflows), the GitLab template (vendor.gitlab-ci); and each
#     fails once a key is broken, so the validator is seen to reject;
#   * ci-templates/tunelab-ci.sh, the steps both templates run, on examples/golden-consumer:
#     validate → sweep → compare → bench exits 0 with a JUnit file per grid and for bench and a
#     Markdown verdict; against a baseline with one value changed it exits 1 with a <failure>.
#
# usage: scripts/ci-templates-check.sh --binary .build/release/tunelab   (installs check-jsonschema
#        with pip when it is missing)
# exit: 0 all hold; 1 one does not (named on stderr); 2 bad usage
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
binary=""
[ "${1:-}" = --binary ] && [ -n "${2:-}" ] && binary=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
[ -x "$binary" ] || { echo "ci-templates-check: usage: scripts/ci-templates-check.sh --binary PATH" >&2; exit 2; }
fail() { echo "ci-templates-check: $*" >&2; exit 1; }
cd "$root"
command -v check-jsonschema >/dev/null || python3 -m pip install --quiet check-jsonschema >&2
check-jsonschema --version
work="$root/.build/ci-templates-check"
rm -rf "$work" && mkdir -p "$work"

# file, builtin schema, a breaking edit (sed) that the schema must reject
while read -r file schema edit; do
  check-jsonschema --builtin-schema "$schema" "$file" || fail "$file does not validate against $schema"
  broken="$work/broken-$(basename "$file")"
  sed "$edit" "$file" >"$broken"
  cmp -s "$file" "$broken" && fail "the edit '$edit' does not change $file"
  if check-jsonschema --builtin-schema "$schema" "$broken" >/dev/null 2>&1; then
    fail "$schema accepts $file with '$edit': the check cannot fail"
  fi
done <<'LIST'
ci-templates/github/action.yml vendor.github-actions s/using: composite/using: compositeX/
ci-templates/github/example-workflow.yml vendor.github-workflows s/runs-on:/run-on:/
ci-templates/gitlab/tunelab.gitlab-ci.yml vendor.gitlab-ci s/^  stage: test/  stagee: test/
LIST

consumer=examples/golden-consumer
run_steps() {  # baseline folder, out folder
  (cd "$consumer" && TUNELAB="$binary" TUNELAB_REPORTS="$1" TUNELAB_OUT="$2" TUNELAB_BUDGET=experiments/budgets.json \
    TUNELAB_SCENARIOS=Tests/FeedTests/Scenarios/flick.json TUNELAB_BENCH_OPTIONS="--only flick_frame --repeats 3" \
    TUNELAB_SUMMARY="$2.summary" "$root/ci-templates/tunelab-ci.sh" all)
}
run_steps baselines "$work/pass" || fail "tunelab-ci.sh all failed on examples/golden-consumer"
for file in junit/feel-grid.xml junit/bench.xml summary.md; do [ -s "$work/pass/$file" ] || fail "no $file"; done
grep -q '### tunelab compare: pass' "$work/pass.summary" || fail "no passing verdict in the summary"
grep -q '<failure' "$work/pass/junit/feel-grid.xml" && fail "a failure in the passing run's JUnit"

# The same with a baseline whose point 0 had a lower jitter: a regression, exit 1.
mkdir -p "$work/worse/feel-grid"
awk -F, 'BEGIN { OFS = "," } NR == 1 { for (i = 1; i <= NF; i++) if ($i == "jitter_rms_pt") c = i } NR == 2 { $c = $c / 2 } { print }' \
  "$consumer/baselines/feel-grid/results.csv" >"$work/worse/feel-grid/results.csv"
set +e
run_steps "$work/worse" "$work/fail" >"$work/fail.log" 2>&1
code=$?
set -e
[ "$code" = 1 ] || { cat "$work/fail.log" >&2; fail "a regression: expected exit 1, got $code"; }
grep -q '<failure' "$work/fail/junit/feel-grid.xml" || fail "no <failure> in the regression's JUnit"
grep -q '### tunelab compare: FAIL' "$work/fail.summary" || fail "no FAIL verdict in the summary"
echo "ci-templates-check: ok (3 files validate and reject a broken key; the steps pass, and fail with exit 1 on a regression)"
