#!/usr/bin/env python3
"""Compares the C peer's results with tunelab's results.csv point by point, as doubles bit for
bit (an empty cell only equals an empty cell). Exit 1 naming the first differing point and
both values; 0 when every point's keys and metrics are identical.
usage: c-peer-compare.py TUNELAB_RESULTS.csv PEER_RESULTS.csv"""
import csv, struct, sys

COLUMNS = ["layout.scaleFrequency", "layout.centerFrequency", "layout.alphaDecay", "layout.spacing",
           "overlap_cv", "jitter_rms_pt"]


def bits(cell):
    return None if cell == "" else struct.pack("<d", float(cell))


def main():
    with open(sys.argv[1]) as f:
        ours = list(csv.DictReader(f))
    with open(sys.argv[2]) as f:
        peer = list(csv.DictReader(f))
    if len(ours) != len(peer):
        print(f"c-peer-check: tunelab has {len(ours)} points, the peer {len(peer)}")
        return 1
    for a, b in zip(ours, peer):
        if a["point"] != b["point"]:
            print(f"c-peer-check: point order differs: tunelab {a['point']}, peer {b['point']}")
            return 1
        for c in COLUMNS:
            if bits(a[c]) != bits(b[c]):
                print(f"c-peer-check: point {a['point']} {c}: tunelab {a[c] or '(none)'}, peer {b[c] or '(none)'}")
                return 1
    print(f"c-peer-check: {len(ours)} points, {len(COLUMNS)} columns each: every value bit-identical")
    return 0


if __name__ == "__main__":
    sys.exit(main())
