#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A Ctrl+C in a terminal sends SIGINT to the whole foreground process group: here the group the
# match tool leads (started with setsid, as a shell with job control starts a command). Its
# engines have groups of their own, so the signal reaches only the tool (an engine killed by it
# would be logged "killed by signal 2", as it was before), which stops cleanly:
# exit status 9, the table of the games finished, the games file whole with its end line, and
# --resume plays the rest. Run on a plain match (with and without a games file, and with an
# engine hung in a ponder search), and on a tournament of three engines.
# Side B is the fault engine answering each move 10 ms late, so the match cannot end before the
# signal however busy the machine (Easy against Normal once played 120 games in 2.6 s).
# Usage: ctrl_c_test.sh REVERSI_MATCH REVERSI_FAULT_ENGINE
set -euo pipefail
match=$1
slow="$2 --fault slow-on-go --delay-ms 10"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

games_in() { if [[ -f $1 ]]; then grep -c '^game ' "$1" || true; else echo 0; fi; }
fail() { echo "$1"; echo "--- stdout"; cat "$dir/out"; echo "--- stderr"; cat "$dir/err"; exit 1; }

# Starts the tool in a group of its own and presses Ctrl+C once the command READY succeeds
# (tried every 2 ms while the tool runs, for at most a minute). The tool must end within 20 s
# with exit status 9, saying it was stopped by a signal, and no engine may have got the SIGINT.
stop_when() {
  local ready=$1 i
  shift
  setsid "$match" "$@" >"$dir/out" 2>"$dir/err" &
  local pid=$!
  for ((i = 0; i < 30000; i++)); do
    kill -0 "$pid" 2>/dev/null && ! eval "$ready" || break
    sleep 0.002
  done
  kill -INT -- "-$pid"
  for ((i = 0; i < 200; i++)); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  if kill -0 "$pid" 2>/dev/null; then
    kill -KILL -- "-$pid"
    fail "Ctrl+C: the tool still runs 20 s later"
  fi
  local status=0
  wait "$pid" || status=$?
  [[ $status == 9 ]] || fail "Ctrl+C: exit status $status, not 9 (stopped by a signal)"
  grep -q 'stopped by a signal' "$dir/err" || fail "Ctrl+C: no word of the stop"
  # An engine in the tool's group would have been killed by the same SIGINT.
  ! grep -q 'killed by signal 2' "$dir/err" || fail "Ctrl+C: an engine got the SIGINT"
}

# Ctrl+C once FILE holds 3 games; the file keeps its end line.
interrupt() {
  local file=$1
  shift
  stop_when "(( \$(games_in '$file') >= 3 ))" "$@"
  grep -q '^end ' "$file" || fail "Ctrl+C: $file has no end line"
}

common=(--a-level easy --b-engine "$slow" --openings 30 --seed 3 --concurrency 2)
interrupt "$dir/games.txt" "${common[@]}" --games-file "$dir/games.txt"
grep -q '^reversi-match: [0-9]* games; openings: 30' "$dir/out" || fail "Ctrl+C: no table"
grep -q "To finish the match, run again with the same options and --resume $dir/games.txt" \
  "$dir/err" || fail "Ctrl+C: no word of --resume"
"$match" "${common[@]}" --resume "$dir/games.txt" >"$dir/out" 2>"$dir/err" ||
  fail "--resume after Ctrl+C failed"
[[ $(games_in "$dir/games.txt") == 60 ]] || fail "--resume did not finish the match"

# Without a games file there is nothing to resume, and the message says what to do instead.
# Ctrl+C a second in: the 60 games of 10 ms moves take ten seconds or more.
stop_when "sleep 1" "${common[@]}"
grep -q 'To finish the match, run it again from the start (no --games-file was given' \
  "$dir/err" || fail "Ctrl+C without a games file: no word of what to do"

# An engine hung in a ponder search does not hold the stop up until its 60 s clock runs out.
stop_when "grep -q 'fault-engine: hang-on-ponder\$' '$dir/err'" \
  --a-engine "$2 --fault hang-on-ponder" --b-level easy --a-ponder --tc 60+1 --openings 1
grep -q 'fault-engine: hang-on-ponder$' "$dir/err" || fail "the engine never pondered"

# A tournament stops within its first pair, with the tournament's table.
engines=(--engine level=easy --engine "name=slow,cmd=$slow" --engine level=normal)
interrupt "$dir/t-easy-slow.txt" "${engines[@]}" --openings 30 --games-file "$dir/t.txt"
grep -q '^reversi-match round-robin: 3 engines, 1 of 3 pairs played' "$dir/out" ||
  fail "Ctrl+C in a tournament: no table"
echo "Ctrl+C stops the match and the tournament cleanly"
