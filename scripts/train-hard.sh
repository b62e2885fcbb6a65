#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Trains Hard's weights from nothing, reproducibly: the same seed and game counts give the
# same weight file on any machine, however many threads run.
#   Round 1: Normal's evaluation searched to Hard's budget plays the games; a fit on them
#            gives round-1 weights.
#   Round R >= 2 (--rounds N): Hard with the weights of round R-1 plays as many games again; a
#            fit on rounds 1 to R gives round R's weights. The last round's are the result;
#            engine/patterns/hard.weights is round 4's (--rounds 4).
# Every game ends in perfect play from 14 empty squares, so its result is exact from there.
# The long steps run under nice. engine/train/README.md has the figures of the last run.
#
# Usage: scripts/train-hard.sh [--seed S] [--games-per-round N] [--rounds N] [--threads T]
#                              [--out DIR] [--install]
#   --install copies the last round's weights to engine/patterns/hard.weights.
set -euo pipefail
cd "$(dirname "$0")/.."

seed=1
games=16000
rounds=1
threads=$(nproc)
out=build/training
install=no
while [ $# -gt 0 ]; do
  case "$1" in
    --seed) seed=$2; shift 2 ;;
    --games-per-round) games=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    --threads) threads=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --install) install=yes; shift ;;
    *) echo "usage: $0 [--seed S] [--games-per-round N] [--rounds N] [--threads T]" \
            "[--out DIR] [--install]" >&2
       exit 2 ;;
  esac
done
[[ "$rounds" =~ ^[1-9][0-9]*$ ]] || { echo "--rounds must be a whole number from 1" >&2; exit 2; }

cmake -S . -B build/train -DCMAKE_BUILD_TYPE=Release -DREVERSI_BUILD_TESTS=OFF \
  -DREVERSI_BUILD_GUI=OFF >/dev/null
cmake --build build/train -j2 --target reversi-train
train=build/train/engine/train/reversi-train
mkdir -p "$out"

run() {
  echo "+ $*" >&2
  nice -n 19 "$@"
}

start=$SECONDS
run "$train" generate --seed "$seed" --round 1 --games "$games" --player normal \
  --threads "$threads" --out "$out/round1.games"
run "$train" fit --threads "$threads" --out "$out/round1.weights" \
  --source "scripts/train-hard.sh --seed $seed --games-per-round $games: round 1" \
  "$out/round1.games"
weights=$out/round1.weights
games_files=("$out/round1.games")
for ((round = 2; round <= rounds; ++round)); do
  run "$train" generate --seed "$seed" --round "$round" --games "$games" --player hard \
    --weights "$weights" --threads "$threads" --out "$out/round$round.games"
  games_files+=("$out/round$round.games")
  run "$train" fit --threads "$threads" --out "$out/round$round.weights" \
    --source "scripts/train-hard.sh --seed $seed --games-per-round $games --rounds $round: rounds 1 to $round" \
    "${games_files[@]}"
  weights=$out/round$round.weights
done
echo "training took $((SECONDS - start)) s; weights in $weights" >&2

if [ "$install" = yes ]; then
  cp "$weights" engine/patterns/hard.weights
  echo "installed: engine/patterns/hard.weights (rebuild the engine to compile it in)" >&2
fi
