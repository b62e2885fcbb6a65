#!/usr/bin/env bash
# Rewrites golden-games/*.txt with the current opponents. Run it, and commit the result in
# the same commit, whenever an opponent is changed on purpose (see golden-games/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build/golden -DCMAKE_BUILD_TYPE=Release -DREVERSI_BUILD_TESTS=OFF \
  -DREVERSI_BUILD_GUI=OFF >/dev/null
cmake --build build/golden -j2 --target regenerate-golden-games
rm -f golden-games/*.txt
build/golden/engine/golden/regenerate-golden-games golden-games
