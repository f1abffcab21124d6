#!/usr/bin/env python3
"""Exit 0 when a PNG has visible content: at least 1 % of its pixels differ from the
most common colour, and at least 8 distinct colours. Standard library only (zlib)."""
import struct, sys, zlib
from collections import Counter

def pixels(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"{path}: not a PNG")
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            if depth != 8 or colour not in (2, 6):
                sys.exit(f"{path}: unsupported PNG (depth {depth}, colour type {colour})")
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    prev = bytearray(stride)
    rows = []
    for y in range(height):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = prev[i]
            c = prev[i - channels] if i >= channels else 0
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + b) & 255
            elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return width, height, channels, rows

width, height, channels, rows = pixels(sys.argv[1])
counts = Counter()
for row in rows[::4]:
    for x in range(0, width * channels, channels * 4):
        counts[row[x:x + 3]] += 1
total = sum(counts.values())
common = counts.most_common(1)[0][1]
share = 1 - common / total
print(f"{sys.argv[1]}: {width}x{height}, {len(counts)} colours sampled, {100 * share:.1f} % not background")
sys.exit(0 if share >= 0.01 and len(counts) >= 8 else 1)
