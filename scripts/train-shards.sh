#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Plays one reversi-train generate run as SHARDS shards with GNU parallel, one game at a time
# per shard and JOBS shards at once (default: every core): shard K writes OUTDIR/games-K.games.
# Run the same command again after a kill, a reboot or a full disk: a finished shard does nothing,
# a killed one continues after its last whole game (its OUTDIR/games-K.games.part). When every
# shard has finished, `reversi-train fit OUTDIR/games-*.games` reads them all.
#
# Usage: scripts/train-shards.sh OUTDIR SHARDS [--jobs J] [reversi-train generate options...]
#   Every option but --shard, --out and --threads, the same each time: --games counts the whole
#   run. REVERSI_TRAIN names the program (default: reversi-train on PATH). GNU parallel's
#   --sshlogin spreads the shards over hosts with the same paths (see engine/train/README.md).
set -euo pipefail
usage="usage: $0 OUTDIR SHARDS [--jobs J] [reversi-train generate options...]"
[ $# -ge 2 ] || { echo "$usage" >&2; exit 2; }
out="$1"
shards="$2"
shift 2
[[ "$shards" =~ ^[1-9][0-9]*$ ]] || { echo "$0: SHARDS must be a whole number from 1" >&2; exit 2; }
jobs="$(nproc)"
if [ "${1:-}" = --jobs ]; then
  jobs="$2"
  shift 2
fi
for option in "$@"; do
  case "$option" in
    --shard | --shard=* | --out | --out=* | --threads | --threads=*)
      echo "$0: $option is set per shard" >&2; exit 2 ;;
  esac
done
mkdir -p "$out"
exec parallel --will-cite --halt now,fail=1 -j "$jobs" \
  "${REVERSI_TRAIN:-reversi-train}" generate "$@" --threads 1 --shard "{}/$shards" \
  --out "$out/games-{}.games" ::: $(seq 1 "$shards")
