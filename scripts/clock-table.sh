#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# How the engine keeps a clock in each protocol: the same engine against itself at one time
# control over the line protocol, GTP and NBoard, each side told its clock as that protocol
# allows (line `go wtime btime winc binc`, GTP `time_settings` and `time_left`, NBoard's GGF clock
# fields). Prints a table (games, replies, mean and longest reply, time used per side and game,
# losses on time) with the commands, the date and the load. A benchmark, not a test: clocks are
# wall time, so the figures depend on the machine and on what else runs on it.
# Usage: scripts/clock-table.sh [BUILD_DIR] [GAMES per protocol, even] [TC] [CONCURRENCY]
#   (defaults: build/dev, 10, 10+0.1, 1)
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build/dev}"
games="${2:-10}"
tc="${3:-10+0.1}"
concurrency="${4:-1}"
match="$build/engine/match/reversi-match"
engine="$build/engine/app/reversi-engine"
for program in "$match" "$engine"; do
  [ -x "$program" ] || { echo "missing $program: build $build first" >&2; exit 1; }
done
(( games >= 2 && games % 2 == 0 )) || { echo "GAMES must be even (two a pair): $games" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# One row from a games file: games, replies, mean and longest reply (ms), seconds used per side
# and game, losses on time. A reply's time is the first field of each move note (`-` is a move
# no engine gave).
row() {
  awk -v protocol="$1" '
    /^game / {
      games++
      for (i = 1; i <= NF; i++) {
        if ($i == "time-a" || $i == "time-b") { used += $(i + 1); sides++ }
        if ($i == "time-loss") losses++
        if ($i == "notes") {
          n = split($(i + 1), notes, ",")
          for (j = 1; j <= n; j++) {
            if (notes[j] == "-") continue
            split(notes[j], parts, "/")
            ms = 1000 * parts[1]; replies++; total += ms
            if (ms > longest) longest = ms
          }
        }
      }
    }
    END {
      printf "%-8s %6d %8d %12.1f %12.1f %16.2f %15d\n", protocol, games, replies,
        replies ? total / replies : 0, longest, sides ? used / sides : 0, losses
    }' "$2"
}

commands=()
rows=()
load_before="$(uptime)"
started="$(date -u '+%Y-%m-%d %H:%M UTC')"
for protocol in line gtp nboard; do
  file="$work/games-$protocol.txt"
  # The level is on the engine's own command line, so that every protocol plays the same
  # engine (NBoard cannot be sent a level); the clock replaces its node budget.
  side="$engine --level hard"
  [ "$protocol" = line ] || side="$side --$protocol"
  command=("$match" --a-engine "$side" --b-engine "$side" --a-protocol "$protocol"
           --b-protocol "$protocol" --tc "$tc" --openings "$((games / 2))"
           --concurrency "$concurrency" --games-file "$file")
  commands+=("$(printf '%q ' "${command[@]}")")
  nice -n 5 "${command[@]}" >"$work/out-$protocol.txt" 2>"$work/err-$protocol.txt" || {
    echo "reversi-match failed over $protocol:" >&2; cat "$work/err-$protocol.txt" >&2; exit 1; }
  rows+=("$(row "$protocol" "$file")")
done

echo "Clock table: reversi-engine --level hard against itself at --tc $tc (seconds + increment)"
echo "date: $started to $(date -u '+%H:%M UTC'); cores: $(nproc)"
echo "load before: ${load_before#*load average: }; after: $(uptime | sed 's/.*load average: //')"
echo
printf "%-8s %6s %8s %12s %12s %16s %15s\n" protocol games replies "mean ms" "longest ms" \
  "s used/side/game" "losses on time"
printf '%s\n' "${rows[@]}"
echo
echo "commands:"
printf '  %s\n' "${commands[@]}"
