#!/usr/bin/env python3
"""Numbers the docs quote from a run, rerun and compared like a doctest (CONTRIBUTING.md).

A Markdown file declares the runs it quotes, each with a name, in an HTML comment (invisible
on GitHub):

    <!-- doc-numbers run seed: tunelab run experiments/scenarios/card-snap-flick.json -->

and follows every number it quotes from one with a comment naming the run and an expression:

    jitter 52.81<!-- seed: m.jitter_rms_pt -->

The command is run with `--out DIR` added (tunelab from --binary, in the repository root); the
expression is Python over what it wrote: `m` is metrics.csv's row, `f` the rows of frames.csv,
`i` the rows of items.csv (a row's columns as attributes, numbers as floats), with the helpers
`at(rows, frame)` (the rows of one frame) and `nearest(rows, centre, axis)` (the indices of the
items whose centre along `axis`, "x" or "y", is nearest `centre`). The value prints whole when
integral, else with 4 significant digits (`%.4g`); `<!-- seed: m.overlap_cv | 2 -->` asks for 2.

usage: scripts/doc-numbers.py --binary .build/release/tunelab [--update] [FILE.md ...]
       (default files: README.md and docs/*.md)
  without --update: exit 1 naming each number that differs from a fresh run, with the value
  the run gives; the check is also seen to reject a number edited by one digit.
  --update: rewrites the numbers in place from the fresh runs (after a change meant to move them).
exit: 0 every number matches (or was updated); 1 one differs or an expression fails; 2 bad usage
"""
import glob
import hashlib
import os
import re
import shutil
import subprocess
import sys
from types import SimpleNamespace

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RUN = re.compile(r"<!-- doc-numbers run ([A-Za-z0-9_-]+): (tunelab [^>]*?) -->")
QUOTE = re.compile(r"(-?[0-9][0-9.]*)<!-- ([A-Za-z0-9_-]+): (.+?)(?: \| ([0-9]+))? -->")


def fail_usage(message):
    print(f"doc-numbers: {message}", file=sys.stderr)
    sys.exit(2)


def read_csv(path):
    """Rows of a tunelab CSV (no quoted commas in the files read here) as namespaces."""
    if not os.path.exists(path):
        return []
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().splitlines()
    header = lines[0].split(",")
    rows = []
    for line in lines[1:]:
        cells = line.split(",")
        values = {}
        for key, cell in zip(header, cells):
            try:
                values[key] = float(cell)
            except ValueError:
                values[key] = cell
        rows.append(SimpleNamespace(**values))
    return rows


def at(rows, frame):
    return [r for r in rows if r.frame == frame]


def nearest(rows, centre, axis="x"):
    size = "width" if axis == "x" else "height"
    distance = {r.index: abs(getattr(r, axis) + getattr(r, size) / 2 - centre) for r in rows}
    best = min(distance.values())
    return sorted(int(k) for k, d in distance.items() if abs(d - best) <= 1e-9)


def run(binary, command, cache):
    """Runs `command` (tunelab …) with --out in a folder of its own; its files as a namespace."""
    if command in cache:
        return cache[command]
    out = os.path.join(ROOT, ".build", "doc-numbers", hashlib.sha256(command.encode()).hexdigest()[:12])
    shutil.rmtree(out, ignore_errors=True)
    arguments = command.split()[1:]
    result = subprocess.run([binary] + arguments + ["--out", out], cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        print(f"doc-numbers: `{command}` exited {result.returncode}: {result.stderr.strip()}", file=sys.stderr)
        sys.exit(1)
    metrics = read_csv(os.path.join(out, "metrics.csv"))
    files = {
        "m": metrics[0] if metrics else None,
        "f": read_csv(os.path.join(out, "frames.csv")),
        "i": read_csv(os.path.join(out, "items.csv")),
        "at": at,
        "nearest": nearest,
    }
    cache[command] = files
    return files


def text(value, digits):
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"not a number: {value!r}")
    if float(value).is_integer() and abs(value) < 1e6 and digits is None:
        return str(int(value))
    return f"%.{digits or 4}g" % value


def quotes(path, binary, cache):
    """Every quoted number of `path`: (line, written, expected, run, expression), and the file's text."""
    with open(path, encoding="utf-8") as handle:
        source = handle.read()
    runs = dict(RUN.findall(source))
    found = []
    for match in QUOTE.finditer(source):
        written, name, expression, digits = match.groups()
        line = source.count("\n", 0, match.start()) + 1
        if name not in runs:
            print(f"doc-numbers: {os.path.relpath(path, ROOT)}:{line}: no run named {name} (declare it: <!-- doc-numbers run {name}: tunelab … -->)", file=sys.stderr)
            sys.exit(1)
        scope = run(binary, runs[name], cache)
        try:
            expected = text(eval(expression, {**scope, "__builtins__": {"min": min, "max": max, "abs": abs, "len": len, "round": round}}),
                            int(digits) if digits else None)
        except Exception as error:  # an expression the files do not answer
            print(f"doc-numbers: {os.path.relpath(path, ROOT)}:{line}: {name}: {expression}: {error}", file=sys.stderr)
            sys.exit(1)
        found.append((match, line, written, expected, name, expression))
    return source, found


def main():
    arguments = sys.argv[1:]
    update = "--update" in arguments
    arguments = [a for a in arguments if a != "--update"]
    if len(arguments) < 2 or arguments[0] != "--binary":
        fail_usage("usage: scripts/doc-numbers.py --binary PATH [--update] [FILE.md ...]")
    binary = os.path.abspath(arguments[1])
    if not os.access(binary, os.X_OK):
        fail_usage(f"{arguments[1]} is not an executable")
    files = [os.path.abspath(p) for p in arguments[2:]] or [os.path.join(ROOT, "README.md")] + sorted(
        glob.glob(os.path.join(ROOT, "docs", "*.md")))
    cache, stale, total = {}, [], 0
    for path in files:
        source, found = quotes(path, binary, cache)
        total += len(found)
        wrong = [q for q in found if q[2] != q[3]]
        for match, line, written, expected, name, expression in wrong:
            stale.append(f"{os.path.relpath(path, ROOT)}:{line}: {name}: {expression}: written {written}, the run gives {expected}")
        if update and wrong:
            pieces, last = [], 0
            for match, line, written, expected, name, expression in found:
                pieces.append(source[last:match.start(1)] + expected)
                last = match.end(1)
            with open(path, "w", encoding="utf-8") as handle:
                handle.write("".join(pieces) + source[last:])
    if total == 0:
        print("doc-numbers: no quoted number found: the check would prove nothing", file=sys.stderr)
        return 1
    if update:
        print(f"doc-numbers: {total} numbers from {len(cache)} runs; {len(stale)} updated")
        for line in stale:
            print("  " + line)
        return 0
    if stale:
        for line in stale:
            print(f"doc-numbers: {line}", file=sys.stderr)
        print(f"doc-numbers: {len(stale)} of {total} quoted numbers differ from a fresh run; after a change meant to move them, "
              "rerun with --update and review the diff", file=sys.stderr)
        return 1
    # The check is seen to reject: the first quoted number, edited by one digit, must differ from its run.
    path = next(p for p in files if quotes(p, binary, cache)[1])
    source, found = quotes(path, binary, cache)
    match = found[0][0]
    digit = source[match.end(1) - 1]
    edited = source[:match.end(1) - 1] + ("1" if digit != "1" else "2") + source[match.end(1):]
    probe = os.path.join(ROOT, ".build", "doc-numbers", "self-check.md")
    with open(probe, "w", encoding="utf-8") as handle:
        handle.write(edited)
    if all(q[2] == q[3] for q in quotes(probe, binary, cache)[1]):
        print("doc-numbers: a number edited by one digit still matches its run: the check cannot fail", file=sys.stderr)
        return 1
    print(f"doc-numbers: ok ({total} quoted numbers equal a fresh run of {len(cache)} commands)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
