#!/usr/bin/env bash
# A real end-to-end shard test (issue 7) on a one-node Slurm cluster that this script starts
# and stops itself:
#   1. installs slurmctld, slurmd, slurm-client and munge with apt-get when missing;
#   2. starts munged, slurmctld and slurmd by hand (no systemd) with a minimal slurm.conf for
#      one node on 127.0.0.1 (proctrack/linuxproc, task/none, no accounting);
#   3. submits deploy/slurm/sweep.sbatch as a job array of SHARDS shards of GRID (the count
#      from SLURM_ARRAY_TASK_COUNT: a dense 0…N−1 array), waits for it;
#   4. deletes one shard, checks `tunelab status` lists it (missing: --array=K), resubmits it
#      as a one-task sparse array with SHARD_COUNT (--shard-count), waits again;
#   5. `tunelab merge`, and compares results.csv, summary.csv and summary.md byte for byte with
#      an unsharded `tunelab sweep` of the same grid.
# Exits 0 on success, 1 on any mismatch or failure, 2 on bad use (not root). The daemons it
# started are stopped by PID on every exit (trap). Prints its timing.
#
#   sudo scripts/slurm-e2e.sh                 # from the repository root or anywhere
#   Environment: GRID (default experiments/bench/shard-e2e.json), SHARDS (4),
#   TUNELAB (default .build/release/tunelab, built when missing), KEEP=1 keeps the work dir,
#   SLURM_E2E_PORTS="16817 16818" (slurmctld and slurmd ports).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
GRID=$(realpath "${GRID:-$ROOT/experiments/bench/shard-e2e.json}")
SHARDS=${SHARDS:-4}
TUNELAB=${TUNELAB:-$ROOT/.build/release/tunelab}
read -r CTLD_PORT SLURMD_PORT <<<"${SLURM_E2E_PORTS:-16817 16818}"
T0=$(date +%s.%N)
say() { printf 'slurm-e2e: %s\n' "$*"; }
fail() { printf 'slurm-e2e: FAIL: %s\n' "$*" >&2; exit 1; }
elapsed() { awk -v a="$1" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f", b - a }'; }

[ "$(id -u)" = 0 ] || { echo "slurm-e2e: must run as root (it starts munged, slurmctld and slurmd)" >&2; exit 2; }

# 1. Packages and the binary.
if ! command -v slurmctld >/dev/null || ! command -v slurmd >/dev/null || ! command -v sbatch >/dev/null || ! command -v munged >/dev/null; then
  say "installing slurmctld slurmd slurm-client munge"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends slurmctld slurmd slurm-client munge >/dev/null
fi
if [ ! -x "$TUNELAB" ]; then
  say "building $TUNELAB"
  (cd "$ROOT" && swift build -c release >/dev/null)
fi
TUNELAB=$(realpath "$TUNELAB")

WORK=$(mktemp -d /tmp/tunelab-slurm-e2e.XXXXXX)
chmod 755 "$WORK"
PIDS=()
JOBS=()
cleanup() {
  local rc=$?
  trap - EXIT
  if [ ${#JOBS[@]} -gt 0 ]; then scancel "${JOBS[@]}" 2>/dev/null || true; fi
  # Stop our daemons by PID, newest first; escalate to KILL after 5 s.
  for ((i = ${#PIDS[@]} - 1; i >= 0; i--)); do
    local pid=${PIDS[i]}
    kill -TERM "$pid" 2>/dev/null || continue
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  done
  rm -f /run/munge/tunelab-e2e.socket /run/munge/tunelab-e2e.socket.lock /run/munge/tunelab-e2e.pid
  if [ "$rc" != 0 ]; then
    for log in "$WORK"/*.log "$WORK"/job/*.out; do [ -f "$log" ] && { echo "--- $log" >&2; tail -n 20 "$log" >&2; }; done
  fi
  if [ "${KEEP:-0}" = 1 ] || [ "$rc" != 0 ]; then say "work directory kept: $WORK"; else rm -rf "$WORK"; fi
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

# 2. munged (as user munge, on its own socket in /run/munge), slurmctld, slurmd.
install -d -o munge -g munge -m 0755 /run/munge
if [ ! -s /etc/munge/munge.key ]; then
  dd if=/dev/urandom of=/etc/munge/munge.key bs=128 count=1 status=none
  chown munge:munge /etc/munge/munge.key; chmod 0400 /etc/munge/munge.key
fi
SOCKET=/run/munge/tunelab-e2e.socket
setpriv --reuid=munge --regid=munge --init-groups -- munged --foreground --socket="$SOCKET" \
  --pid-file=/run/munge/tunelab-e2e.pid --log-file="/var/log/munge/tunelab-e2e.log" >"$WORK/munged.log" 2>&1 &
PIDS+=($!)
for _ in $(seq 100); do [ -S "$SOCKET" ] && break; sleep 0.05; done
[ -S "$SOCKET" ] || fail "munged did not start"

HOST=$(hostname -s)
CPUS=$(nproc)
mkdir -p "$WORK/state" "$WORK/spool" "$WORK/job"
cat >"$WORK/slurm.conf" <<EOF
ClusterName=tunelab-e2e
SlurmctldHost=$HOST(127.0.0.1)
SlurmctldPort=$CTLD_PORT
SlurmdPort=$SLURMD_PORT
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$SOCKET
StateSaveLocation=$WORK/state
SlurmdSpoolDir=$WORK/spool
SlurmctldPidFile=$WORK/slurmctld.pid
SlurmdPidFile=$WORK/slurmd.pid
SlurmctldLogFile=$WORK/slurmctld.log
SlurmdLogFile=$WORK/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SchedulerType=sched/builtin
SchedulerParameters=batch_sched_delay=0,sched_min_interval=0
MpiDefault=none
ReturnToService=2
MailProg=/bin/true
PlugStackConfig=$WORK/plugstack.conf
NodeName=$HOST NodeAddr=127.0.0.1 CPUs=$CPUS State=UNKNOWN
PartitionName=e2e Nodes=$HOST Default=YES MaxTime=INFINITE State=UP
EOF
: >"$WORK/plugstack.conf"
export SLURM_CONF=$WORK/slurm.conf
T_CLUSTER=$(date +%s.%N)
slurmctld -D -i -f "$SLURM_CONF" >"$WORK/slurmctld.stderr.log" 2>&1 &
PIDS+=($!)
slurmd -D -f "$SLURM_CONF" -N "$HOST" >"$WORK/slurmd.stderr.log" 2>&1 &
PIDS+=($!)
state=""
for _ in $(seq 300); do
  state=$(sinfo -h -n "$HOST" -o %t 2>/dev/null || true)
  [ "$state" = idle ] && break
  sleep 0.1
done
[ "$state" = idle ] || fail "the node did not come up (state '${state:-none}')"
say "cluster up in $(elapsed "$T_CLUSTER") s (munged, slurmctld, slurmd on $HOST, $CPUS CPUs)"

# Waits for job $1 to leave the queue, then requires every array task COMPLETED with exit 0.
wait_job() {
  local job=$1
  for _ in $(seq 1200); do
    [ -z "$(squeue -h -j "$job" -o %i 2>/dev/null)" ] && break
    sleep 0.1
  done
  [ -z "$(squeue -h -j "$job" -o %i 2>/dev/null)" ] || fail "job $job still queued after 120 s"
  local info; info=$(scontrol -o show job "$job")
  local bad; bad=$(grep -v 'JobState=COMPLETED .*ExitCode=0:0' <<<"$info" || true)
  [ -z "$bad" ] || fail "job $job: tasks not completed: $(grep -o 'JobId=[^ ]*\|ArrayTaskId=[^ ]*\|JobState=[^ ]*\|ExitCode=[^ ]*' <<<"$bad" | tr '\n' ' ')"
}

# 3. The job array: the same script and flags a user submits (deploy/slurm/sweep.sbatch).
OUT=$WORK/sharded
cd "$WORK/job"
T_ARRAY=$(date +%s.%N)
JOB=$(GRID="$GRID" OUT="$OUT" TUNELAB="$TUNELAB" sbatch --parsable --array=0-$((SHARDS - 1)) \
  --cpus-per-task=1 --output="$WORK/job/%A_%a.out" "$ROOT/deploy/slurm/sweep.sbatch")
JOBS+=("$JOB")
wait_job "$JOB"
say "job array $JOB ($SHARDS shards) done in $(elapsed "$T_ARRAY") s"
for s in $(seq 0 $((SHARDS - 1))); do
  manifest=$OUT/$(printf 'shard-%05d-of-%05d.json' "$s" "$SHARDS")
  grep -q '"source": "SLURM_ARRAY_TASK_ID"' "$manifest" || fail "$manifest: shard index not from SLURM_ARRAY_TASK_ID"
  grep -q '"status": "done"' "$manifest" || fail "$manifest: not done"
done

# 4. Lose one shard; status must list it; resubmit it as a sparse array with SHARD_COUNT.
LOST=$((SHARDS / 2))
STEM=$(printf 'shard-%05d-of-%05d' "$LOST" "$SHARDS")
rm -f "$OUT/$STEM.csv" "$OUT/$STEM.json"
STATUS=$("$TUNELAB" status "$OUT")
printf '%s\n' "$STATUS" | sed 's/^/  /'
grep -qx "missing: --array=$LOST" <<<"$STATUS" || fail "status does not list shard $LOST as missing"
if "$TUNELAB" merge "$OUT" >"$WORK/merge-refused.log" 2>&1; then fail "merge accepted a missing shard"; fi
T_RESUB=$(date +%s.%N)
JOB2=$(GRID="$GRID" OUT="$OUT" TUNELAB="$TUNELAB" SHARD_COUNT="$SHARDS" sbatch --parsable --array="$LOST" \
  --cpus-per-task=1 --output="$WORK/job/%A_%a.out" "$ROOT/deploy/slurm/sweep.sbatch")
JOBS+=("$JOB2")
wait_job "$JOB2"
say "resubmitted shard $LOST as job $JOB2 (--array=$LOST) in $(elapsed "$T_RESUB") s"

# 5. Merge and compare with an unsharded run.
T_MERGE=$(date +%s.%N)
"$TUNELAB" merge "$OUT" >"$WORK/merge.log" 2>&1 || fail "merge failed: $(cat "$WORK/merge.log")"
say "merged in $(elapsed "$T_MERGE") s"
"$TUNELAB" sweep "$GRID" --out "$WORK/whole" --quiet >/dev/null
for f in results.csv summary.csv summary.md; do
  cmp "$WORK/whole/$f" "$OUT/$f" || fail "$f differs between the unsharded run and the merge of $SHARDS Slurm shards"
done
ROWS=$(($(wc -l <"$OUT/results.csv") - 1))
say "PASS: $SHARDS Slurm shards of $(basename "$GRID") ($ROWS points) merge to the unsharded bytes (results.csv, summary.csv, summary.md); total $(elapsed "$T0") s"
