#!/usr/bin/env bash
# tunelab sweep sharded over GNU parallel on one machine (or with -S over ssh hosts that
# share OUT): shard s of N runs as TUNELAB_SHARD_INDEX=s with the same flags as on Slurm and
# Kubernetes. Usage: deploy/parallel.sh GRID.json OUT_DIR [SHARDS] [PARALLEL_JOBS]
set -euo pipefail
GRID=${1:?usage: deploy/parallel.sh GRID.json OUT_DIR [SHARDS] [PARALLEL_JOBS]}
OUT=${2:?usage: deploy/parallel.sh GRID.json OUT_DIR [SHARDS] [PARALLEL_JOBS]}
SHARDS=${3:-8}
JOBS=${4:-$(nproc)}
TUNELAB=${TUNELAB:-tunelab}
seq 0 $((SHARDS - 1)) | parallel -j "$JOBS" --halt never \
  TUNELAB_SHARD_INDEX={} "$TUNELAB" sweep "$GRID" --out "$OUT" --shard-count "$SHARDS" --jobs 1 --resume --quiet
"$TUNELAB" status "$OUT"
"$TUNELAB" merge "$OUT"
