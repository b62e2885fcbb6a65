#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Solves FFO endgame positions exactly with `reversi-engine --solve` (the exact solver, as
# `go depth 60`, one process for all of them, one search thread unless a thread count is given)
# and prints, per position, the move and score found against the known answer, the positions
# visited, the search's time, the process's CPU time, every thread's (on a loaded machine the
# fairer figure) and the positions per second, then the totals. The `line` column is the FFO
# number.
# Usage: scripts/ffo.sh <reversi-engine> [first [last [threads]]]   (default: positions 1 to 19,
# one thread)
# Positions and answers: tests/search/data/ffo.txt. Exits 1 when any answer is wrong.
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: $0 <reversi-engine> [first [last [threads]]]" >&2; exit 2; }
engine=$1
first=${2:-1}
last=${3:-$first}
threads=${4:-1}
[ $# -ge 2 ] || last=19
data="$(dirname "$0")/../tests/search/data/ffo.txt"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

printf 'command: %s\ndate: %s\nload: %s\n' "$0 $*" "$(date -u '+%Y-%m-%d %H:%M UTC')" "$(uptime)"
# ffo.txt's `N board side score moves` as OBF (`board side; MOVE:SCORE; ...`), FFO #N on line N
# (the positions left out as comments), so the solver's line numbers are the FFO numbers.
awk -v first="$first" -v last="$last" '
  /^#/ || NF == 0 { next }
  { problem[$1] = $2 " " $3 ";"; n = split($5, moves, ","); for (i = 1; i <= n; ++i)
      problem[$1] = problem[$1] " " toupper(moves[i]) ":" $4 ";" }
  END { for (k = 1; k <= last; ++k) print (k >= first && k in problem) ? problem[k] : "%" }
' "$data" > "$scratch/ffo.obf"
"$engine" --solve "$scratch/ffo.obf" --threads "$threads"
