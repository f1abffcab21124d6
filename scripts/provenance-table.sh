#!/usr/bin/env bash
# Rewrites the leave-one-source-out table in docs/provenance.md (between its markers) from the
# recordings in experiments/device/: LeaveOneSourceOutTests computes it, and without this script
# checks that the page holds exactly that table (swift test fails on a hand edit or a stale table).
#   scripts/provenance-table.sh      (builds the tests if needed; exit 0 when written)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
TUNELAB_UPDATE_PROVENANCE=1 swift test --filter LeaveOneSourceOutTests/provenanceHoldsTheGeneratedTable
git diff --stat docs/provenance.md
