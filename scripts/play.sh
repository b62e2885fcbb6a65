#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the game (Release) and starts it. Installs missing Debian packages first.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh play
cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release -DREVERSI_BUILD_TESTS=OFF
cmake --build build/release -j"$(nproc)"
if [ -x build/release/gui/app/reversi ]; then
  exec build/release/gui/app/reversi "$@"
fi
exec build/release/engine/app/reversi-engine "$@"
