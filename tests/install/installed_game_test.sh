#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs into a temporary prefix and starts the installed game under Xvfb, in Japanese: the
# window title must come from the installed catalog, and a move must bring the CPU's reply from
# the installed engine. Then the game is closed.
# Usage: installed_game_test.sh <cmake> <build dir> <folder of the programs in the prefix: bin, games>
set -euo pipefail
cmake_program="$1"
build_dir="$2"
bindir="$3"
here="$(cd "$(dirname "$0")" && pwd)"

work="$(mktemp -d "${TMPDIR:-/tmp}/reversi-installed-XXXXXX")"
trap 'rm -rf "$work"' EXIT
"$cmake_program" --install "$build_dir" --prefix "$work/prefix" >"$work/install.log" 2>&1 ||
  { cat "$work/install.log"; exit 1; }

# The player's files go into the temporary folder, and nothing points at the build tree.
export HOME="$work/home" XDG_DATA_HOME="$work/data"
mkdir -p "$HOME"
unset REVERSI_ENGINE
export PATH="/usr/bin:/bin"
xvfb-run -a -s "-screen 0 1280x900x24" \
  bash "$here/drive_installed_game.sh" "$work/prefix/$bindir/reversi" "$work/state.txt"
