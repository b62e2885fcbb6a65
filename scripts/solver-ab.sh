#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Compares the CPU two reversi-engine builds spend solving the same FFO positions exactly, for a
# change to the solver worth a few percent. On a shared machine one run's CPU time varies by up
# to 10%, so the two engines take turns on one core (A then B, then B then A, ...), each round
# is one process per engine solving the whole range, and the figure to read is the median of the
# rounds' B/A ratios. Prints each round's CPU seconds, the position counts (which a change that
# keeps the search's tree must leave equal) and the medians.
# Usage: scripts/solver-ab.sh <engine A> <engine B> [first [last [rounds]]]
#        (default: positions 45 to 49, 5 rounds). Positions: tests/search/data/ffo.txt.
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: $0 <engine A> <engine B> [first [last [rounds]]]" >&2; exit 2; }
engine_a=$1
engine_b=$2
first=${3:-45}
last=${4:-49}
rounds=${5:-5}
data="$(dirname "$0")/../tests/search/data/ffo.txt"
for engine in "$engine_a" "$engine_b"; do
  [ -x "$engine" ] || { echo "$0: $engine: not an executable" >&2; exit 2; }
done

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
while read -r number board side _; do
  case "$number" in '#'* | '') continue ;; esac
  if [ "$number" -ge "$first" ] && [ "$number" -le "$last" ]; then
    printf 'position board %s %s\ngo depth 60\n' "$board" "$side"
  fi
done < "$data" > "$scratch/commands"
[ -s "$scratch/commands" ] || { echo "$0: no FFO position from $first to $last" >&2; exit 2; }
echo >> "$scratch/commands"  # the end of input: the engine quits once the last solve is done

# One core when taskset is there, so both engines meet the same cache and the same neighbours.
pin=()
command -v taskset > /dev/null && pin=(taskset -c 0)

TIMEFORMAT='%3U %3S'
# Runs one engine over the range; prints its CPU seconds and the positions of its final solves.
solve_range() {
  { time "${pin[@]}" "$1" < "$scratch/commands" > "$scratch/reply"; } 2> "$scratch/cpu"
  local cpu nodes
  cpu=$(awk '{ printf "%.3f", $1 + $2 }' "$scratch/cpu")
  # The info line just before each bestmove is that position's finished solve.
  nodes=$(awk '/^info / { last = $0 } /^bestmove/ { n = split(last, f, " ");
            for (i = 1; i < n; ++i) if (f[i] == "nodes") total += f[i + 1] }
            END { printf "%.0f", total }' "$scratch/reply")
  echo "$cpu $nodes"
}

printf 'command: %s\ndate: %s\nload: %s\n' "$0 $*" "$(date -u '+%Y-%m-%d %H:%M UTC')" "$(uptime)"
printf '%5s %10s %10s %8s %15s %15s\n' round 'A cpu-s' 'B cpu-s' 'B/A' 'A positions' 'B positions'
: > "$scratch/rounds"
for round in $(seq "$rounds"); do
  # Alternate which engine goes first, so a drift in the machine's speed favours neither.
  if [ $((round % 2)) -eq 1 ]; then
    read -r cpu_a nodes_a < <(solve_range "$engine_a")
    read -r cpu_b nodes_b < <(solve_range "$engine_b")
  else
    read -r cpu_b nodes_b < <(solve_range "$engine_b")
    read -r cpu_a nodes_a < <(solve_range "$engine_a")
  fi
  ratio=$(awk -v a="$cpu_a" -v b="$cpu_b" 'BEGIN { printf "%.3f", (a > 0 ? b / a : 0) }')
  printf '%5d %10s %10s %8s %15s %15s\n' "$round" "$cpu_a" "$cpu_b" "$ratio" "$nodes_a" "$nodes_b"
  echo "$cpu_a $cpu_b $ratio" >> "$scratch/rounds"
done
median() { sort -g | awk '{ v[NR] = $1 } END { printf "%.3f", NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
printf 'median: A %s s, B %s s; median of the rounds'"'"' B/A: %s\n' \
  "$(cut -d' ' -f1 "$scratch/rounds" | median)" "$(cut -d' ' -f2 "$scratch/rounds" | median)" \
  "$(cut -d' ' -f3 "$scratch/rounds" | median)"
