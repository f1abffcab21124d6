#!/usr/bin/env bash
# How far each scroll model is from each recording of a real UIScrollView in experiments/device/
# (docs/provenance.md). Every recorded flick is replayed with `tunelab run` (released at its offset
# with its velocity; 1200 Hz physics, 120 Hz frames) and compared with where and when UIKit came
# to rest; the simulator's fling trace and bounce-back trace are compared frame by frame.
#   scripts/device-table.sh [--binary PATH]     (default .build/release/tunelab)
# Prints a Markdown table; scratch files go to .build/device-table/ (deleted at the end).
set -euo pipefail
cd "$(dirname "$0")/.."
tunelab=.build/release/tunelab
if [ "${1:-}" = "--binary" ]; then tunelab=$2; fi
[ -x "$tunelab" ] || { echo "device-table: $tunelab not found (swift build -c release)" >&2; exit 2; }
work=.build/device-table
rm -rf "$work"; mkdir -p "$work"
trap 'rm -rf "$work"' EXIT
python3 - "$tunelab" "$work" <<'PY'
import csv, json, subprocess, sys
tunelab, work = sys.argv[1], sys.argv[2]
models = ["uikit", "uikit/perMillisecond", "flutter-ios", "flutter-macos", "android", "android-overscroller"]

def settings(model):
    # "uikit/perMillisecond": the uikit model under scroll.decelerationLaw "perMillisecond" (iOS of 2013).
    name, _, law = model.partition("/")
    return {"model": name, **({"decelerationLaw": law} if law else {})}

def run(name, scroll, gesture, duration):
    path = f"{work}/{name}.json"
    with open(path, "w") as f:
        json.dump({"name": name, "duration": duration, "scroll": scroll, "gesture": gesture}, f)
    subprocess.run([tunelab, "run", path, "--out", f"{work}/{name}"], check=True, stdout=subprocess.DEVNULL)
    metrics = next(csv.DictReader(open(f"{work}/{name}/metrics.csv")))
    frames = [(float(r["time"]), float(r["offset"])) for r in csv.DictReader(open(f"{work}/{name}/frames.csv"))]
    return metrics, frames

def at(frames, t):
    for (t0, x0), (t1, x1) in zip(frames, frames[1:]):
        if t0 <= t <= t1:
            return x0 + (x1 - x0) * (t - t0) / (t1 - t0)
    return frames[-1][1]

flicks = list(csv.DictReader(open("experiments/device/uikit-flicks.csv")))
trace = [tuple(map(float, r)) for r in list(csv.reader(open("experiments/device/uikit-fling-trace.csv")))[1:]]
bounce = [tuple(map(float, r)) for r in list(csv.reader(open("experiments/device/uikit-bounce.csv")))[1:]]
rows = {}
for model in models:
    for dataset, rate in (("so-16155375", "0.998"), ("cranpose-541", "0.998"), ("cranpose-541", "0.99")):
        places, times = [], []
        for f in flicks:
            if f["dataset"] != dataset or f["deceleration_rate"] != rate:
                continue
            x0, v = float(f["release_offset_pt"]), 1000 * float(f["release_velocity_pt_per_ms"])
            scroll = {**settings(model), "initialOffset": x0, "decelerationRate": float(f["deceleration_rate"])}
            metrics, _ = run(f"{model.replace('/', '-')}-{dataset}-{f['flick']}", scroll, [{"flick": {"velocity": -v}}, {"wait": 8}], 8)
            # Along the motion: + went too far.
            places.append((x0 + float(metrics["travel_pt"]) - float(f["rest_offset_pt"])) * (1 if v > 0 else -1))
            if f["duration_s"] and metrics["settle_time_s"]:
                times.append(float(metrics["settle_time_s"]) - float(f["duration_s"]))
        worst = max(places, key=abs)
        cell = f"{worst:+.2f} pt (mean {sum(places) / len(places):+.2f})"
        if times:
            cell += f", {1000 * max(times, key=abs):+.0f} ms"
        rows.setdefault(model, []).append(cell)
    # The fling trace: released at 400 pt with 480.834 pt/s; samples 16 ms late (one 60 Hz frame).
    _, frames = run(f"{model.replace('/', '-')}-trace", {**settings(model), "initialOffset": 400}, [{"flick": {"velocity": -480.834}}, {"wait": 3}], 3)
    rows[model].append(f"{max(abs(at(frames, t / 1000 + 0.016) - x) for t, x in trace):.2f} pt")
    # The bounce-back: released at rest 177 pt past the top edge; samples 16 ms late as well
    # (BounceFit's free lag gives 16.4 ± 1.0 ms).
    _, frames = run(f"{model.replace('/', '-')}-bounce", {**settings(model), "initialOffset": -177, "content": {"length": 2000}}, [{"wait": 1}], 1)
    rows[model].append(f"{max(abs(at(frames, t / 1000 + 0.016) - x) for t, x in bounce):.2f} pt")

print("| model | so-16155375 (device): rest place (worst, mean), rest instant (worst) | cranpose-541 targets at 0.998 | cranpose-541 targets at 0.99 | fling trace (max, +16 ms) | bounce trace (max, +16 ms) |")
print("|---|---|---|---|---|---|")
for model in models:
    label = f"`{model.partition('/')[0]}`, `{model.partition('/')[2]}`" if "/" in model else f"`{model}`"
    print(f"| {label} | " + " | ".join(rows[model]) + " |")
PY
