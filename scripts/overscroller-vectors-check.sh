#!/usr/bin/env bash
# Regenerates the android-overscroller test vectors from AOSP's arithmetic
# (scripts/overscroller-vectors.py, NumPy float32) and fails if they differ from the
# committed Tests/PhysicsTests/Simulations/Platform/AndroidOverScrollerVectors.swift. Needs python3
# with numpy (pip install numpy). Takes about a second.
set -euo pipefail
cd "$(dirname "$0")/.."
committed=Tests/PhysicsTests/Simulations/Platform/AndroidOverScrollerVectors.swift
if ! python3 -c 'import numpy' 2>/dev/null; then
  echo "overscroller-vectors-check: python3 with numpy is required (pip install numpy)" >&2
  exit 2
fi
if python3 scripts/overscroller-vectors.py | cmp -s - "$committed"; then
  echo "overscroller-vectors-check: $committed matches the generator"
else
  echo "overscroller-vectors-check: $committed differs from scripts/overscroller-vectors.py's output" >&2
  exit 1
fi
