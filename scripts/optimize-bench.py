#!/usr/bin/env python3
"""Side by side (issue 47): the dense sweep's best, `tunelab optimize` at fractions of the dense
grid's points, and Optuna's CMA-ES and TPE samplers driving `tunelab run` at the same budgets and
seeds. Prints a Markdown table: the best value of the grid's first rank.by metric (worst case over
the grid's cases, as the sweep ranks) and the wall time of each.

usage: scripts/optimize-bench.py --binary .build/release/tunelab --work DIR
           [--grid experiments/optimize/cardstack-4.json] [--dense experiments/optimize/cardstack-4-dense.json]
           [--fractions 0.01,0.05,0.2] [--seeds 1,2,3,4,5] [--optuna-fractions F,...] [--optuna-seeds S,...] [--jobs N]

Standard library only, plus `optuna` (and `cmaes`, which its CMA-ES sampler needs) when the
Optuna rows are asked for: scripts/optimize-bench.sh installs them into a venv under .build/.
An Optuna trial writes the grid's base scenario with the trial's values and each case merged in
(RFC 7396, as the grid does), runs `tunelab run` once per case and folds the metric over the cases
(worst: the largest, |value| for a signed metric); a point tunelab refuses scores 1e9.
"""
import argparse
import csv
import json
import os
import statistics
import subprocess
import sys
import time

SIGNED = {"release_velocity_error", "rest_error_pt"}  # metrics ranked by |value| (Metric.isSigned)


def read_best(directory, metric):
    """The rank-1 row's metric in summary.csv (|value| for signed metrics)."""
    with open(os.path.join(directory, "summary.csv"), newline="") as handle:
        for row in csv.DictReader(handle):
            if row["rank"] == "1" and row.get(metric):
                value = float(row[metric])
                return abs(value) if metric in SIGNED else value
    return float("inf")


def timed(command):
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def merge(target, patch):
    """RFC 7396 JSON merge patch."""
    if not isinstance(patch, dict):
        return patch
    result = dict(target) if isinstance(target, dict) else {}
    for key, value in patch.items():
        if value is None:
            result.pop(key, None)
        else:
            result[key] = merge(result.get(key), value)
    return result


def set_path(document, dotted, value):
    parts = dotted.split(".")
    node = document
    for part in parts[:-1]:
        node = node.setdefault(part, {})
    node[parts[-1]] = value


class RunObjective:
    """The grid's objective through `tunelab run`, one process per case."""

    def __init__(self, binary, grid_path, work):
        self.binary, self.work = binary, work
        grid = json.load(open(grid_path))
        base = grid["scenario"]
        if isinstance(base, str):
            base = json.load(open(os.path.join(os.path.dirname(grid_path), base)))
        base.pop("$schema", None)
        self.base = base
        self.cases = grid.get("cases") or [{}]
        self.keys = grid["grid"]
        metrics = grid.get("metrics")
        self.metric = (grid.get("rank", {}).get("by") or metrics)[0]
        self.count = 0

    def suggest(self, trial):
        values = {}
        for key, spec in self.keys.items():
            if isinstance(spec, list):
                values[key] = spec[0] if len(spec) == 1 else trial.suggest_categorical(key, spec)
            elif "logspace" in spec:
                values[key] = trial.suggest_float(key, spec["logspace"]["from"], spec["logspace"]["to"], log=True)
            elif "step" in spec:
                lo, hi = sorted((spec["from"], spec["to"]))
                values[key] = trial.suggest_float(key, lo, hi, step=abs(spec["step"]))
            else:
                lo, hi = sorted((spec["from"], spec["to"]))
                values[key] = trial.suggest_float(key, lo, hi)
        return values

    def __call__(self, trial):
        values = self.suggest(trial)
        worst = None
        for case in self.cases:
            scenario = merge(self.base, case)
            for key, value in values.items():
                set_path(scenario, key, value)
            self.count += 1
            folder = os.path.join(self.work, "trial")
            path = os.path.join(self.work, "trial.json")
            with open(path, "w") as handle:
                json.dump(scenario, handle)
            done = subprocess.run([self.binary, "run", path, "--out", folder], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            if done.returncode != 0:
                return 1e9
            with open(os.path.join(folder, "metrics.csv"), newline="") as handle:
                row = next(csv.DictReader(handle))
            if not row.get(self.metric):
                return 1e9
            value = float(row[self.metric])
            value = abs(value) if self.metric in SIGNED else value
            worst = value if worst is None else max(worst, value)
        return worst


def optuna_best(binary, grid, work, sampler_name, seed, trials):
    import optuna

    optuna.logging.set_verbosity(optuna.logging.WARNING)
    sampler = optuna.samplers.CmaEsSampler(seed=seed) if sampler_name == "cmaes" else optuna.samplers.TPESampler(seed=seed)
    objective = RunObjective(binary, grid, work)
    study = optuna.create_study(sampler=sampler, direction="minimize")
    start = time.perf_counter()
    study.optimize(objective, n_trials=trials)
    return study.best_value, time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--grid", default="experiments/optimize/cardstack-4.json")
    parser.add_argument("--dense", default="experiments/optimize/cardstack-4-dense.json")
    parser.add_argument("--fractions", default="0.01,0.05,0.2")
    parser.add_argument("--seeds", default="1,2,3,4,5")
    parser.add_argument("--optuna-fractions", default=None, help="default: --fractions; empty: no Optuna rows")
    parser.add_argument("--optuna-seeds", default=None, help="default: --seeds")
    parser.add_argument("--jobs", default="1")
    args = parser.parse_args()
    os.makedirs(args.work, exist_ok=True)
    fractions = [float(f) for f in args.fractions.split(",") if f]
    seeds = [int(s) for s in args.seeds.split(",") if s]
    optuna_fractions = fractions if args.optuna_fractions is None else [float(f) for f in args.optuna_fractions.split(",") if f]
    optuna_seeds = seeds if args.optuna_seeds is None else [int(s) for s in args.optuna_seeds.split(",") if s]
    metric = RunObjective(args.binary, args.grid, args.work).metric

    dense_out = os.path.join(args.work, "dense")
    dense_time = timed([args.binary, "sweep", args.dense, "--out", dense_out, "--quiet", "--force", "--jobs", args.jobs])
    dense = read_best(dense_out, metric)
    with open(os.path.join(dense_out, "results.csv")) as handle:
        points = sum(1 for _ in handle) - 1
    rows = [("dense sweep", points, "—", [dense], [dense_time])]

    def row(name, evaluations, results):
        bests = [b for b, _ in results]
        times = [t for _, t in results]
        rows.append((name, evaluations, len(results), bests, times))

    for fraction in fractions:
        n = max(1, round(fraction * points))
        results = []
        for seed in seeds:
            out = os.path.join(args.work, f"optimize-{n}-{seed}")
            t = timed([args.binary, "optimize", args.grid, "--evaluations", str(n), "--seed", str(seed), "--out", out,
                       "--quiet", "--force", "--jobs", args.jobs])
            results.append((read_best(out, metric), t))
        row(f"tunelab optimize ({fraction:.0%})", n, results)
    for fraction in optuna_fractions:
        n = max(1, round(fraction * points))
        for sampler in ("cmaes", "tpe"):
            results = [optuna_best(args.binary, args.grid, args.work, sampler, seed, n) for seed in optuna_seeds]
            row(f"Optuna {'CMA-ES' if sampler == 'cmaes' else 'TPE'} + tunelab run ({fraction:.0%})", n, results)

    print(f"| method | evaluations | seeds | median best `{metric}` | best of the seeds | seeds within 1 % of the dense best | median wall time, s |")
    print("|---|---|---|---|---|---|---|")
    for name, evaluations, count, bests, times in rows:
        within = sum(1 for b in bests if b <= dense * 1.01)
        print(f"| {name} | {evaluations} | {count} | {statistics.median(bests):.4g} | {min(bests):.4g} | "
              f"{'—' if count == '—' else f'{within} of {count}'} | {statistics.median(times):.3g} |")


if __name__ == "__main__":
    sys.exit(main())
