#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# One shard of a reversi-train generate run spread over a Slurm array job: array task K of N
# plays `--shard K/N` into OUTDIR/games-K.games, on every core the task is given. Submit the same
# array again after a failure: finished shards do nothing, killed ones continue after their last
# whole game. When every task has finished, `reversi-train fit OUTDIR/games-*.games` reads them.
#
# Usage: sbatch --array=1-N scripts/train-slurm-array.sh OUTDIR [reversi-train generate options...]
# Every task must be given the same options (--games counts the whole run). REVERSI_TRAIN names
# the program (default: reversi-train on PATH).
#SBATCH --job-name=reversi-train
#SBATCH --cpus-per-task=4
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: sbatch --array=1-N $0 OUTDIR [generate options...]" >&2; exit 2; }
out="$1"
shift
task="${SLURM_ARRAY_TASK_ID:?not an array task: submit with sbatch --array=1-N}"
count="${SLURM_ARRAY_TASK_COUNT:?not an array task: submit with sbatch --array=1-N}"
if [ "${SLURM_ARRAY_TASK_MIN:-1}" != 1 ] || [ "${SLURM_ARRAY_TASK_MAX:-$count}" != "$count" ]; then
  echo "$0: the array must be 1-N (task K plays shard K/N)" >&2
  exit 2
fi
mkdir -p "$out"
exec "${REVERSI_TRAIN:-reversi-train}" generate "$@" --threads "${SLURM_CPUS_PER_TASK:-1}" \
  --shard "$task/$count" --out "$out/games-$task.games"
