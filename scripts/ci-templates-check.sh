#!/usr/bin/env bash
# Checks the CI templates teams copy (ci-templates/, docs/ci-templates.md):
#   * each workflow file validates against its published schema with check-jsonschema (PyPI; its
#     schemas are vendored, no network at check time): the composite action (vendor.github-actions),
#     the example workflow (vendor.github-workflows), the GitLab template (vendor.gitlab-ci); and each
#     fails once a key is broken, so the validator is seen to reject;
#   * the GitHub files pass zizmor (PyPI; offline, findings of medium severity and above: actions
#     pinned to a commit, permissions declared, no credentials persisted, no template injection),
#     and zizmor is seen to reject an action pinned to a tag;
#   * ci-templates/tunelab-ci.sh, the steps both templates run, on a fresh copy of
#     examples/golden-consumer: with no baseline (a team's first run) it records one, exits 0 and
#     says how to commit it; then with that baseline it passes (exit 0, a JUnit file per grid and
#     for bench, a Markdown verdict, a comment under 60 000 characters); then against a baseline
#     with one value changed it exits 1 with a <failure>.
#
# usage: scripts/ci-templates-check.sh --binary .build/release/tunelab   (installs check-jsonschema
#        and zizmor with pip when they are missing)
# exit: 0 all hold; 1 one does not (named on stderr); 2 bad usage
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
binary=""
[ "${1:-}" = --binary ] && [ -n "${2:-}" ] && binary=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
[ -x "$binary" ] || { echo "ci-templates-check: usage: scripts/ci-templates-check.sh --binary PATH" >&2; exit 2; }
fail() { echo "ci-templates-check: $*" >&2; exit 1; }
cd "$root"
command -v check-jsonschema >/dev/null || python3 -m pip install --quiet check-jsonschema >&2
command -v zizmor >/dev/null || python3 -m pip install --quiet zizmor >&2
check-jsonschema --version
zizmor --version
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

github=(ci-templates/github/action.yml ci-templates/github/example-workflow.yml)
zizmor --offline --min-severity medium "${github[@]}" >"$work/zizmor.log" 2>&1 || { cat "$work/zizmor.log" >&2; fail "zizmor finds issues of medium severity or above"; }
sed 's|actions/upload-artifact@[0-9a-f]*|actions/upload-artifact@v7|' ci-templates/github/example-workflow.yml >"$work/unpinned.yml"
cmp -s ci-templates/github/example-workflow.yml "$work/unpinned.yml" && fail "the unpinning edit does not change the example workflow"
if zizmor --offline --min-severity medium "$work/unpinned.yml" >/dev/null 2>&1; then
  fail "zizmor accepts an action pinned to a tag: the check cannot fail"
fi

# A fresh copy of the example, as a team's repository on its first day: no baseline yet.
consumer="$work/consumer"
mkdir -p "$consumer"
cp -R examples/golden-consumer/experiments examples/golden-consumer/Tests "$consumer/"
run_steps() {  # baseline folder, out folder
  (cd "$consumer" && TUNELAB="$binary" TUNELAB_REPORTS="$1" TUNELAB_OUT="$2" TUNELAB_BUDGET=experiments/budgets.json \
    TUNELAB_SCENARIOS=Tests/FeedTests/Scenarios/flick.json TUNELAB_BENCH_OPTIONS="--only flick_frame --repeats 3" \
    TUNELAB_SUMMARY="$2.summary" "$root/ci-templates/tunelab-ci.sh" all)
}
run_steps baselines "$work/first" >"$work/first.log" 2>&1 || { cat "$work/first.log" >&2; fail "a first run without a baseline failed"; }
[ -s "$consumer/baselines/feel-grid/results.csv" ] || fail "the first run recorded no baseline"
[ -e "$consumer/baselines/feel-grid/run.json" ] && fail "the recorded baseline keeps run.json (timings)"
grep -q "no baseline baselines/feel-grid/results.csv: recorded this run's report as baselines/feel-grid" "$work/first.log" \
  || fail "the first run's log does not say it recorded a baseline"
grep -q "git add baselines/feel-grid && git commit" "$work/first.log" || fail "the first run's log does not say how to commit it"
grep -q '### tunelab compare: baseline recorded for `feel-grid`' "$work/first.summary" || fail "no 'baseline recorded' in the summary"
grep -q '<skipped message="no baseline' "$work/first/junit/feel-grid.xml" || fail "no skipped testcase in the first run's JUnit"

# The next run, against the baseline the first recorded: a pass.
run_steps baselines "$work/pass" || fail "tunelab-ci.sh all failed on the recorded baseline"
for file in junit/feel-grid.xml junit/bench.xml summary.md comment.md; do [ -s "$work/pass/$file" ] || fail "no $file"; done
grep -q '### tunelab compare: pass' "$work/pass.summary" || fail "no passing verdict in the summary"
grep -q '<failure' "$work/pass/junit/feel-grid.xml" && fail "a failure in the passing run's JUnit"
[ "$(wc -c <"$work/pass/comment.md")" -lt 60000 ] || fail "the comment is 60 000 characters or more"

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
grep -q '### tunelab compare: FAIL' "$work/fail/comment.md" || fail "no FAIL verdict in the pull-request comment"
echo "ci-templates-check: ok (3 files validate and reject a broken key; zizmor passes and rejects a tag pin; a first run records its baseline and passes, the next passes, a regression fails with exit 1)"
