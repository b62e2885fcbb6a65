#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A generate run spread over shards holds the games of one run: with GNU parallel
# (scripts/train-shards.sh, run twice: the second run plays nothing) and with the Slurm array
# script (run here as Slurm would run its tasks, with the array variables set).
# Usage: spread_generate_test.sh REVERSI_TRAIN SCRIPTS_FOLDER
set -euo pipefail
train="$1"
scripts="$2"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
options=(--games 7 --seed 8 --nodes 300 --solve-empties 8)
games_of() { grep -h '^game ' "$@" | sort -n -k 2; }

"$train" generate "${options[@]}" --threads 2 --out "$work/single.games" > /dev/null
[ "$(games_of "$work/single.games" | wc -l)" -eq 7 ]

REVERSI_TRAIN="$train" bash "$scripts/train-shards.sh" "$work/parallel" 3 --jobs 2 "${options[@]}" \
  > /dev/null
diff -u <(games_of "$work/single.games") <(games_of "$work"/parallel/games-*.games)
before="$(stat -c %Y "$work"/parallel/games-*.games)"
again="$(REVERSI_TRAIN="$train" bash "$scripts/train-shards.sh" "$work/parallel" 3 --jobs 2 \
  "${options[@]}")"
grep -c 'nothing to play' <<< "$again" | grep -qx 3
[ "$before" = "$(stat -c %Y "$work"/parallel/games-*.games)" ]

for task in 1 2 3; do
  SLURM_ARRAY_TASK_ID=$task SLURM_ARRAY_TASK_COUNT=3 SLURM_ARRAY_TASK_MIN=1 SLURM_ARRAY_TASK_MAX=3 \
    REVERSI_TRAIN="$train" bash "$scripts/train-slurm-array.sh" "$work/slurm" "${options[@]}" \
    > /dev/null
done
diff -u <(games_of "$work/single.games") <(games_of "$work"/slurm/games-*.games)

# Options that each shard sets itself are refused.
if REVERSI_TRAIN="$train" bash "$scripts/train-shards.sh" "$work/bad" 2 "${options[@]}" \
  --out x 2> /dev/null; then
  echo "train-shards.sh took --out" >&2
  exit 1
fi
if REVERSI_TRAIN="$train" bash "$scripts/train-slurm-array.sh" "$work/none" "${options[@]}" \
  2> /dev/null; then
  echo "the Slurm script ran outside an array job" >&2
  exit 1
fi
echo "spread generate: GNU parallel and the Slurm array script hold the games of one run"
