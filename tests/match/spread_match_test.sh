#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A match spread over several runs gives the table of one run: with GNU parallel over
# --sshlogin hosts (here ':', this machine, as the README shows for real hosts) and with the
# Slurm array script (run here as Slurm would run its tasks, with the array variables set).
# Usage: spread_match_test.sh REVERSI_MATCH SLURM_ARRAY_SCRIPT
set -euo pipefail
match="$1"
slurm_script="$2"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
options=(--a-level normal --b-level easy --openings 9 --seed 4)

# The table of a run is its output up to the blank line before `time:`.
"$match" "${options[@]}" | awk '/^time: /{exit} {print}' | sed '$d' > "$work/single.table"
grep -q '^reversi-match: 18 games; openings: 9' "$work/single.table"

parallel --will-cite --halt now,fail=1 --sshlogin : \
  "$match" "${options[@]}" --shard {}/3 --games-file "$work/parallel-{}.txt" ::: 1 2 3 > /dev/null
"$match" merge "$work"/parallel-*.txt > "$work/parallel.table"
diff -u "$work/single.table" "$work/parallel.table"

for task in 1 2 3; do
  SLURM_ARRAY_TASK_ID=$task SLURM_ARRAY_TASK_COUNT=3 SLURM_ARRAY_TASK_MIN=1 SLURM_ARRAY_TASK_MAX=3 \
    REVERSI_MATCH="$match" bash "$slurm_script" "$work/slurm" "${options[@]}"
done
"$match" merge "$work"/slurm/games-*.txt > "$work/slurm.table"
diff -u "$work/single.table" "$work/slurm.table"
# A task run again (a resubmitted array) continues its games file instead of being refused.
SLURM_ARRAY_TASK_ID=2 SLURM_ARRAY_TASK_COUNT=3 SLURM_ARRAY_TASK_MIN=1 SLURM_ARRAY_TASK_MAX=3 \
  REVERSI_MATCH="$match" bash "$slurm_script" "$work/slurm" "${options[@]}"
"$match" merge "$work"/slurm/games-*.txt > "$work/slurm-again.table"
diff -u "$work/single.table" "$work/slurm-again.table"

# A task outside an array, or an array not numbered 1-N, is refused.
if REVERSI_MATCH="$match" bash "$slurm_script" "$work/none" "${options[@]}" 2> /dev/null; then
  echo "the Slurm script ran outside an array job" >&2
  exit 1
fi
if SLURM_ARRAY_TASK_ID=0 SLURM_ARRAY_TASK_COUNT=3 SLURM_ARRAY_TASK_MIN=0 SLURM_ARRAY_TASK_MAX=2 \
  REVERSI_MATCH="$match" bash "$slurm_script" "$work/zero" "${options[@]}" 2> /dev/null; then
  echo "the Slurm script took an array numbered from 0" >&2
  exit 1
fi
echo "spread match: GNU parallel and the Slurm array script give the table of one run"
