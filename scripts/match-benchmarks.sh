#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# reversi-match's figures for engine/match/README.md: games per second for Normal against Easy at
# concurrency 1 and 2, the tool's own cost per game (against two engines that answer at once:
# the fault engine behaving), and an SPRT of Hard against Normal with the games it took.
# Prints each command, then the lines of its output that hold the figures. A benchmark, not a
# test: the figures depend on the machine and on what else runs on it.
# Usage: scripts/match-benchmarks.sh [BUILD_DIR]  (default build/test: the fault engine is a
# test program)
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build/test}"
match="$build/engine/match/reversi-match"
instant="$build/tests/fault_engine/reversi-fault-engine"
for program in "$match" "$instant"; do
  [ -x "$program" ] || { echo "missing $program: build $build first" >&2; exit 1; }
done

figures() {
  echo "\$ $*"
  "$@" | grep -E '^(reversi-match:|pairs|score of|Elo|SPRT|time:|engine time|tool CPU)'
  echo
}

figures "$match" --a-level normal --b-level easy --openings 500 --concurrency 1
figures "$match" --a-level normal --b-level easy --openings 500 --concurrency 2
figures "$match" --a-engine "$instant" --b-engine "$instant" --openings 500 --concurrency 1
figures "$match" --a-engine "$instant" --b-engine "$instant" --openings 500 --concurrency 2
figures "$match" --a-level hard --b-level normal --sprt 0 10 --concurrency 2 \
  --openings-file engine/match/openings/balanced-8.txt
