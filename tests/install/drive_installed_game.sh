#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs inside Xvfb for installed_game_test.sh: starts the game in Japanese with its automation
# file, checks the translated window title, starts a match against Easy, plays the first legal
# square and waits for the CPU's reply, then closes the window.
# Usage: drive_installed_game.sh <installed reversi> <automation file>
set -euo pipefail
game="$1"
state="$2"

fail() { echo "FAIL: $*" >&2; [ -f "$state" ] && cat "$state" >&2; exit 1; }
value() { sed -n "s/^$1 //p" "$state" 2>/dev/null | head -n1; }
# wait_for <description> <command...>: retries for up to 20 s.
wait_for() {
  local what="$1"; shift
  for _ in $(seq 200); do "$@" && return 0; sleep 0.1; done
  fail "timed out waiting for $what"
}
click_centre() {  # x y w h
  xdotool mousemove --sync $(($1 + $3 / 2)) $(($2 + $4 / 2)) click 1
}

"$game" --lang ja --automation-file "$state" 2>"$state.err" &
pid=$!
trap 'kill "$pid" 2>/dev/null || true' EXIT

wait_for "the home screen" grep -q '^screen home' "$state"
# The title comes from the installed Japanese catalog.
wait_for "a window titled リバーシ" xdotool search --name '^リバーシ$'

read -r x y w h <<<"$(value button-easy)"
click_centre "$x" "$y" "$w" "$h"
wait_for "the match screen" grep -q '^screen match' "$state"
wait_for "the player's turn" grep -q '^moves 0' "$state"

square="$(value legal | cut -d' ' -f1)"
[ -n "$square" ] && [ "$square" != none ] || fail "no legal square"
read -r bx by bw bh <<<"$(value board)"
column=$(($(printf '%d' "'${square:0:1}") - 97))
row=$((${square:1:1} - 1))
xdotool mousemove --sync $((bx + bw * (2 * column + 1) / 16)) $((by + bh * (2 * row + 1) / 16)) \
  click 1
# The installed engine was found and answered: two moves on the board, an engine running.
wait_for "the CPU's reply" grep -qE '^moves ([2-9]|[1-9][0-9])' "$state"
grep -qE '^engine-pid [0-9]+' "$state" || fail "no engine process"

xdotool key --clearmodifiers ctrl+q
for _ in $(seq 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
kill -0 "$pid" 2>/dev/null && fail "the game did not close on Ctrl+Q"
wait "$pid" || fail "the game exited with status $?"
if grep -q "cannot find reversi-engine" "$state.err"; then fail "engine not found"; fi
if grep -q "no sounds found" "$state.err"; then fail "the installed sounds not found"; fi
echo "installed game: title リバーシ, played $square, the CPU replied, closed"
