#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# One shard of a reversi-match spread over a Slurm array job: array task K of N plays
# `--shard K/N` and writes OUTDIR/games-K.txt (and its table to OUTDIR/table-K.txt). When every
# task has finished, `reversi-match merge OUTDIR/games-*.txt` prints the table of the match. A
# task run again (a resubmitted array after a failure) continues its games file with --resume.
#
# Usage: sbatch --array=1-N scripts/match-slurm-array.sh OUTDIR [reversi-match options...]
# Every task must be given the same options. REVERSI_MATCH names the program (default:
# reversi-match on PATH).
#SBATCH --job-name=reversi-match
#SBATCH --cpus-per-task=2
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: sbatch --array=1-N $0 OUTDIR [reversi-match options...]" >&2; exit 2; }
out="$1"
shift
task="${SLURM_ARRAY_TASK_ID:?not an array task: submit with sbatch --array=1-N}"
count="${SLURM_ARRAY_TASK_COUNT:?not an array task: submit with sbatch --array=1-N}"
if [ "${SLURM_ARRAY_TASK_MIN:-1}" != 1 ] || [ "${SLURM_ARRAY_TASK_MAX:-$count}" != "$count" ]; then
  echo "$0: the array must be 1-N (task K plays shard K/N)" >&2
  exit 2
fi
mkdir -p "$out"
games="$out/games-$task.txt"
place=(--games-file "$games")
[ -e "$games" ] && place=(--resume "$games")
exec "${REVERSI_MATCH:-reversi-match}" "$@" --shard "$task/$count" "${place[@]}" \
  > "$out/table-$task.txt"
