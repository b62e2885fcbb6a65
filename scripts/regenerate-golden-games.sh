#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Rewrites golden-games/*.txt with the current opponents. Run it, and commit the result in
# the same commit, whenever an opponent is changed on purpose (see golden-games/README.md).
# Usage: scripts/regenerate-golden-games.sh [easy|normal|hard...]
#   With levels, only the matches against those CPU opponents are rewritten: the others must
#   still replay as they are.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build/golden -DCMAKE_BUILD_TYPE=Release -DREVERSI_BUILD_TESTS=OFF \
  -DREVERSI_BUILD_GUI=OFF >/dev/null
cmake --build build/golden -j2 --target regenerate-golden-games
if [ $# -eq 0 ]; then
  rm -f golden-games/*.txt
else
  for level in "$@"; do
    case "$level" in
      easy | normal | hard) rm -f golden-games/"$level"-*.txt ;;
      *) echo "not a level: $level (easy, normal or hard)" >&2; exit 2 ;;
    esac
  done
fi
build/golden/engine/golden/regenerate-golden-games golden-games "$@"
