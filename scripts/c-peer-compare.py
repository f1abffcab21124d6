#!/usr/bin/env python3
"""Compares a C peer's results with tunelab's results.csv point by point: every column of
tunelab's but `point` and `status` (the grid keys and every metric it wrote) must be in the
peer's, and each value must be the same double bit for bit (a cell that is not a number, as
`centered` or `infinite`, the same text; an empty cell only equals an empty cell). Exit 1 naming
the first differing point, its column and both values (or the missing column); 0 when every
point's keys and metrics are identical.
usage: c-peer-compare.py TUNELAB_RESULTS.csv PEER_RESULTS.csv"""
import csv, struct, sys

NOT_COMPARED = {"point", "status"}


def bits(cell):
    if cell == "":
        return None
    try:
        return struct.pack("<d", float(cell))
    except ValueError:
        return cell


def main():
    with open(sys.argv[1]) as f:
        reader = csv.DictReader(f)
        ours, our_columns = list(reader), reader.fieldnames
    with open(sys.argv[2]) as f:
        reader = csv.DictReader(f)
        peer, peer_columns = list(reader), reader.fieldnames
    columns = [c for c in our_columns if c not in NOT_COMPARED]
    missing = [c for c in columns if c not in peer_columns]
    extra = [c for c in peer_columns if c not in our_columns]
    if missing or extra:
        print(f"c-peer-check: columns differ: the peer lacks {missing or 'none'}, tunelab lacks {extra or 'none'}")
        return 1
    if len(ours) != len(peer):
        print(f"c-peer-check: tunelab has {len(ours)} points, the peer {len(peer)}")
        return 1
    for a, b in zip(ours, peer):
        if a["point"] != b["point"]:
            print(f"c-peer-check: point order differs: tunelab {a['point']}, peer {b['point']}")
            return 1
        if a.get("status", "ok") != "ok":
            print(f"c-peer-check: point {a['point']}: tunelab's status is {a['status']!r}, not ok")
            return 1
        for c in columns:
            if bits(a[c]) != bits(b[c]):
                print(f"c-peer-check: point {a['point']} {c}: tunelab {a[c] or '(none)'}, peer {b[c] or '(none)'}")
                return 1
    print(f"c-peer-check: {len(ours)} points, {len(columns)} columns each: every value bit-identical")
    return 0


if __name__ == "__main__":
    sys.exit(main())
