#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Stops a reversi-match at seeded random points (SIGTERM once the games file holds a chosen
# number of games; every fifth stop a SIGKILL, which leaves no end line), at concurrency 1 and 2,
# continues it with --resume each time, and checks that the finished games file is the one an
# uninterrupted run writes, byte for byte apart from the times; and that each run plays only the
# games still missing (its --progress lines count them).
# Usage: resume_match_test.sh REVERSI_MATCH
set -euo pipefail
match=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
common=(--a-level easy --b-level normal --openings 50 --seed 7 --progress)
total=100
RANDOM=20261202  # the stopping points are random, and the same in every run of the test

strip_times() { sed -E 's/ time-a [0-9.]+ time-b [0-9.]+//; s#[0-9]+\.[0-9]{6}/#T/#g' "$1"; }
games_in() { if [[ -f $1 ]]; then grep -c '^game ' "$1" || true; else echo 0; fi; }

"$match" "${common[@]}" --games-file "$dir/one.txt" >/dev/null 2>"$dir/err" ||
  { echo "the uninterrupted run failed:"; cat "$dir/err"; exit 1; }

for concurrency in 1 2; do
  file="$dir/stopped-$concurrency.txt"
  place=(--games-file "$file")
  stops=0
  for ((run = 1; ; run++)); do
    (( run <= 60 )) || { echo "concurrency $concurrency: not finished after 60 runs"; exit 1; }
    before=$(games_in "$file")
    target=$(( before + 1 + RANDOM % 4 ))
    signal=TERM
    (( run % 5 == 0 )) && signal=KILL
    "$match" "${common[@]}" --concurrency "$concurrency" "${place[@]}" >"$dir/out" 2>"$dir/err" &
    pid=$!
    while kill -0 "$pid" 2>/dev/null && (( $(games_in "$file") < target )); do sleep 0.002; done
    kill -"$signal" "$pid" 2>/dev/null || true
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
      0) break ;;                    # it finished before the signal
      9 | 137) stops=$((stops + 1)) ;;  # stopped cleanly by SIGTERM, or killed
      *) echo "concurrency $concurrency, run $run: exit status $status"; cat "$dir/err"; exit 1 ;;
    esac
  done
  if ! diff <(strip_times "$dir/one.txt") <(strip_times "$file") >"$dir/diff"; then
    echo "concurrency $concurrency: the resumed file differs from one run's:"
    head -20 "$dir/diff"
    exit 1
  fi
  echo "concurrency $concurrency: stopped $stops times, resumed to the games of one run"
  # A busy machine plays slower, so it is stopped more often; an idle one at least this often.
  (( stops >= 2 )) || { echo "too few stops to mean anything"; exit 1; }
done
