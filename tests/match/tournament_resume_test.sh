#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Stops a 3-engine round-robin (3 pairs of 10 games) in the middle of each pair, SIGKILL and
# SIGTERM in turn, continues it each time with --resume (first with the same options, then with
# the tournament's file alone), and checks that every pair's games file and GGF file are those
# of one uninterrupted run, apart from the times, and that a rerun without --resume is refused.
# Usage: tournament_resume_test.sh REVERSI_MATCH
set -euo pipefail
match=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
mkfifo "$dir/progress"
common=(--engine name=e1,level=easy --engine name=n,level=normal --engine name=e2,level=easy
  --openings 5 --seed 11)
strip_times() { sed -E 's/ time-a [0-9.]+ time-b [0-9.]+//; s#[0-9]+\.[0-9]{6}/#T/#g' "$1"; }
strip_ggf_times() { sed -E 's#/[0-9]+\.[0-9]{3}\]#]#g; s#//[0-9.]+\]#]#g' "$1"; }

"$match" "${common[@]}" --games-file "$dir/one.txt" --ggf-file "$dir/one.ggf" >/dev/null \
  2>"$dir/err" || { echo "the uninterrupted run failed:"; cat "$dir/err"; exit 1; }

# Stop after these many games of the whole tournament: in each of the three pairs.
points=(4 13 27)
signals=(KILL TERM KILL)
options=("${common[@]}" --games-file "$dir/stopped.txt")
played=0
for ((run = 0; ; run++)); do
  "$match" "${options[@]}" --ggf-file "$dir/stopped.ggf" --progress >"$dir/out" \
    2>"$dir/progress" &
  pid=$!
  target=${points[run]:-}
  while IFS= read -r line; do
    [[ $line =~ ^game\ [0-9]+\ \( ]] || continue
    played=$((played + 1))
    if [[ -n $target ]] && (( played == target )); then
      kill -"${signals[run]}" "$pid" 2>/dev/null || true
    fi
  done <"$dir/progress"
  status=0
  wait "$pid" 2>/dev/null || status=$?
  # The first resume repeats the options; the later ones give the tournament's file alone.
  options=(--resume "$dir/stopped.txt")
  (( run > 0 )) || options=("${common[@]}" "${options[@]}")
  case $status in
    0) break ;;
    9 | 137) [[ -n $target ]] || { echo "run $run was stopped without a signal"; exit 1; } ;;
    *) echo "run $run: exit status $status"; cat "$dir/out"; exit 1 ;;
  esac
  (( run < 10 )) || { echo "the tournament never finished"; exit 1; }
done
(( run == ${#points[@]} )) || { echo "finished after $run stops, not ${#points[@]}"; exit 1; }
grep -q '^rating list' "$dir/out" || { echo "no rating list:"; cat "$dir/out"; exit 1; }
for pair in e1-n e1-e2 n-e2; do
  diff <(strip_times "$dir/one-$pair.txt") <(strip_times "$dir/stopped-$pair.txt") ||
    { echo "pair $pair: the resumed games file differs from one run's"; exit 1; }
  diff <(strip_ggf_times "$dir/one-$pair.ggf") <(strip_ggf_times "$dir/stopped-$pair.ggf") \
    >/dev/null || { echo "pair $pair: the resumed GGF file differs from one run's"; exit 1; }
done
cmp -s "$dir/one.txt" "$dir/stopped.txt" ||
  { echo "the tournament's own files differ:"; diff "$dir/one.txt" "$dir/stopped.txt"; exit 1; }
status=0
"$match" "${common[@]}" --games-file "$dir/one.txt" >/dev/null 2>"$dir/err" || status=$?
(( status == 4 )) && grep -q 'exists: give --resume' "$dir/err" ||
  { echo "a rerun over the tournament's file: exit status $status"; cat "$dir/err"; exit 1; }
echo "a 3-engine round-robin stopped ${#points[@]} times (${signals[*]}) and resumed gives" \
  "the games of one run"
