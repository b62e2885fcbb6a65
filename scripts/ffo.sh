#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Solves FFO endgame positions exactly with reversi-engine (`go depth 60`, one search thread
# unless a thread count is given)
# and prints, per position, the move and score found against the known answer, the positions
# visited, the search's time (from its last info line), the engine process's CPU time (user +
# system: on a loaded machine the fairer figure) and the positions per second of CPU, then the
# totals.
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

printf 'command: %s\ndate: %s\nload: %s\n' "$0 $*" "$(date -u '+%Y-%m-%d %H:%M UTC')" "$(uptime)"
printf '%4s %7s %5s %6s %9s %12s %9s %9s %12s\n' '#' empties move score expected nodes time-ms cpu-ms \
  'nodes/cpu-s'
total_nodes=0 total_ms=0 total_cpu=0 wrong=0
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
TIMEFORMAT='%3U %3S'
while read -r number board side score moves; do
  case "$number" in '#'* | '') continue ;; esac
  if [ "$number" -lt "$first" ] || [ "$number" -gt "$last" ]; then continue; fi
  # The last info line before bestmove is the finished solve.
  { time printf 'setoption name Threads value %s\nposition board %s %s\ngo depth 60\n\n' \
    "$threads" "$board" "$side" | "$engine" \
    > "$scratch/reply"; } 2> "$scratch/cpu"
  reply=$(cat "$scratch/reply")
  read -r user system < "$scratch/cpu"
  cpu=$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%d", (u + s) * 1000 }')
  info=$(grep '^info ' <<< "$reply" | tail -n 1)
  best=$(sed -n 's/^bestmove //p' <<< "$reply")
  field() { sed -n "s/.* $1 \([^ ]*\).*/\1/p" <<< "$info"; }
  got_score=$(field score)
  nodes=$(field nodes)
  ms=$(field time)
  empties=$(tr -cd '-' <<< "$board" | wc -c)
  mark=''
  if [ "$got_score" -ne "$score" ] || ! grep -qw -- "$best" <<< "${moves//,/ }"; then
    mark='  WRONG'
    wrong=$((wrong + 1))
  fi
  nps=$((nodes * 1000 / (cpu > 0 ? cpu : 1)))
  printf '%4s %7s %5s %+6d %+9d %12d %9d %9d %12d%s\n' "$number" "$empties" "$best" "$got_score" \
    "$score" "$nodes" "$ms" "$cpu" "$nps" "$mark"
  total_nodes=$((total_nodes + nodes))
  total_ms=$((total_ms + ms))
  total_cpu=$((total_cpu + cpu))
done < "$data"
printf 'total: %d positions visited, %d.%03d s searching, %d.%03d s of CPU, %d positions/s of CPU, %d wrong\n' \
  "$total_nodes" $((total_ms / 1000)) $((total_ms % 1000)) $((total_cpu / 1000)) \
  $((total_cpu % 1000)) $((total_nodes * 1000 / (total_cpu > 0 ? total_cpu : 1))) "$wrong"
[ "$wrong" -eq 0 ]
