#!/usr/bin/env bash
# The optimize bench (issue 47, experiments/OPTIMIZE.md): the dense sweep's best of
# experiments/optimize/cardstack-4-dense.json beside `tunelab optimize` of cardstack-4.json at 1 %,
# 5 % and 20 % of its points, and Optuna's CMA-ES and TPE samplers driving `tunelab run` at the same
# budgets and seeds; best metric and wall time of each. Slow (Optuna runs a process per case and
# trial): not a CI gate.
#
# usage: scripts/optimize-bench.sh [ARGS for scripts/optimize-bench.py ...]
#   e.g. scripts/optimize-bench.sh --optuna-fractions 0.01,0.05 --optuna-seeds 1,2,3
# Builds the release tool, installs optuna 5.1.0 (and cmaes 0.13.1, its CMA-ES sampler's
# dependency; the versions experiments/OPTIMIZE.md's rows were measured with) from PyPI into
# .build/optuna-venv once, and prints the Markdown table on stdout. Scratch: $OPTIMIZE_BENCH_WORK
# (default .build/optimize-bench).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
swift build -c release --product tunelab >&2
venv=.build/optuna-venv
if ! "$venv/bin/python" -c "import optuna, cmaes; assert optuna.__version__ == '5.1.0' and cmaes.__version__ == '0.13.1'" 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet optuna==5.1.0 cmaes==0.13.1 >&2
fi
work=${OPTIMIZE_BENCH_WORK:-.build/optimize-bench}
rm -rf "$work"
"$venv/bin/python" scripts/optimize-bench.py --binary .build/release/tunelab --work "$work" "$@"
