#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Stops a reversi-match of GAMES games at STOPS seeded random points (each once the games file
# holds that many games; SIGTERM and SIGKILL in turn, a SIGKILL leaving no end line), at
# concurrency 1 and 2, continues it with --resume each time, and checks that the finished games
# file is the one an uninterrupted run writes, byte for byte apart from the times; and that each
# run plays only the games still missing (its --progress lines count them).
# Usage: resume_match_test.sh REVERSI_MATCH [GAMES (even, default 200)] [STOPS (default 20)]
# ctest runs a smaller match (tests/match/CMakeLists.txt); scripts/match-resume-check.sh the
# full one.
set -euo pipefail
match=$1
total=${2:-200}
stops_wanted=${3:-20}
# Stops are drawn from the first nine tenths of the match (all but 4 games of a short one), so
# that a run always has games left to be stopped in: a run that finished before its stop would
# leave fewer stops than asked.
last_point=$(( total - (total / 10 > 4 ? total / 10 : 4) ))
(( total >= 4 && total % 2 == 0 && stops_wanted >= 1 && stops_wanted <= last_point )) ||
  { echo "usage: $0 REVERSI_MATCH [GAMES (even, at least 4)] [STOPS (1 to 9/10 of GAMES)]" >&2
    exit 2; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
mkfifo "$dir/progress"
common=(--a-level easy --b-level normal --openings "$((total / 2))" --seed 7 --progress)
RANDOM=20261202  # the stopping points are random, and drawn alike in every run of the test

strip_times() { sed -E 's/ time-a [0-9.]+ time-b [0-9.]+//; s#[0-9]+\.[0-9]{6}/#T/#g' "$1"; }
games_in() { if [[ -f $1 ]]; then grep -c '^game ' "$1" || true; else echo 0; fi; }
# points: STOPS distinct game counts from 1 to last_point, in increasing order. Drawn in this
# shell, not a subshell: bash seeds RANDOM afresh in each subshell.
draw_points() {
  local -A drawn=()
  while (( ${#drawn[@]} < stops_wanted )); do drawn[$(( 1 + RANDOM % last_point ))]=1; done
  points=()
  local point
  for ((point = 1; point <= last_point; point++)); do
    [[ -n ${drawn[$point]:-} ]] && points+=("$point")
  done
  return 0
}

"$match" "${common[@]}" --games-file "$dir/one.txt" >/dev/null 2>"$dir/err" ||
  { echo "the uninterrupted run failed:"; cat "$dir/err"; exit 1; }

for concurrency in 1 2; do
  file="$dir/stopped-$concurrency.txt"
  place=(--games-file "$file")
  draw_points
  stops=0
  kills=0
  stopped_at=()
  for ((run = 1; ; run++)); do
    before=$(games_in "$file")
    # The next point, or one game more when the last run went past it before its signal landed.
    target=
    if (( stops < stops_wanted )); then
      target=${points[stops]}
      (( target > before )) || target=$(( before + 1 ))
    fi
    signal=TERM
    (( stops % 2 == 1 )) && signal=KILL
    # The run's progress lines come through a pipe and the signal follows the line of the game
    # that reaches the target at once: polling the file would let a fast match run on by several
    # games.
    "$match" "${common[@]}" --concurrency "$concurrency" "${place[@]}" >"$dir/out" \
      2>"$dir/progress" &
    pid=$!
    played=0
    : >"$dir/err"
    while IFS= read -r line; do
      printf '%s\n' "$line" >>"$dir/err"
      [[ -n $target && $line =~ ^game\ [0-9]+\ \( ]] || continue
      played=$((played + 1))
      if (( before + played == target )); then kill -"$signal" "$pid" 2>/dev/null || true; fi
    done <"$dir/progress"
    status=0
    wait "$pid" 2>/dev/null || status=$?
    place=(--resume "$file")
    # "game N (1/T played)": T is what this run set out to play.
    planned=$(sed -nE 's|^game [0-9]+ \(1/([0-9]+) played\).*|\1|p' "$dir/err")
    if [[ -n $planned && $planned != $((total - before)) ]]; then
      echo "concurrency $concurrency, run $run: planned $planned games, $((total - before)) missing"
      exit 1
    fi
    case $status in
      0) break ;;  # finished
      9 | 137)     # stopped cleanly by SIGTERM, or killed
        [[ -n $target ]] || { echo "concurrency $concurrency: the last run was stopped"; exit 1; }
        stops=$((stops + 1))
        [[ $signal == KILL ]] && kills=$((kills + 1))
        # A game or two may end between the progress line and the signal.
        stopped_at+=("$(games_in "$file")") ;;
      *) echo "concurrency $concurrency, run $run: exit status $status"; cat "$dir/err"; exit 1 ;;
    esac
  done
  if (( stops != stops_wanted )); then
    echo "concurrency $concurrency: stopped $stops times, not $stops_wanted (a run finished first)"
    exit 1
  fi
  if ! diff <(strip_times "$dir/one.txt") <(strip_times "$file") >"$dir/diff"; then
    echo "concurrency $concurrency: the resumed file differs from one run's:"
    head -20 "$dir/diff"
    exit 1
  fi
  echo "concurrency $concurrency: $total games stopped $stops times ($((stops - kills)) SIGTERM," \
    "$kills SIGKILL) with ${stopped_at[*]} games played, resumed to the games of one run"
done
