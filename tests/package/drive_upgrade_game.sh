#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs inside Xvfb for upgrade_package.sh: drives the installed game through its automation
# file, with the same keys in every release since 1.0.0.
#   leave   the home screen: start a match against Hard, play the first legal square, wait for
#           the CPU's reply, quit (the game saves the match under way)
#   resume  the saved match is back at start-up with EXPECTED_POSITION (the saved position
#           string); play the first legal square, wait for the CPU's reply, quit
# Usage: drive_upgrade_game.sh <installed reversi> <automation file> leave|resume [EXPECTED_POSITION]
set -euo pipefail
game="$1"
state="$2"
mode="$3"
expected_position="${4:-}"

fail() { echo "FAIL: $*" >&2; [ -f "$state" ] && cat "$state" >&2; exit 1; }
value() { sed -n "s/^$1 //p" "$state" 2>/dev/null | head -n1; }
# wait_for <description> <command...>: retries for up to 60 s (Hard on a loaded machine).
wait_for() {
  local what="$1"; shift
  for _ in $(seq 600); do "$@" && return 0; sleep 0.1; done
  fail "timed out waiting for $what"
}
phase_is() { [ "$(value phase)" = "$1" ]; }
position_is_not() { [ -n "$(value position)" ] && [ "$(value position)" != "$1" ]; }
click_square() {  # a1..h8 on the board the automation file shows
  local square="$1" bx by bw bh
  read -r bx by bw bh <<<"$(value board)"
  local column=$(($(printf '%d' "'${square:0:1}") - 97)) row=$((${square:1:1} - 1))
  xdotool mousemove --sync $((bx + bw * (2 * column + 1) / 16)) $((by + bh * (2 * row + 1) / 16)) \
    click 1
}

rm -f "$state"
"$game" --automation-file "$state" 2>"$state.err" &
pid=$!
trap 'kill "$pid" 2>/dev/null || true' EXIT

case "$mode" in
  leave)
    wait_for "the home screen" grep -qs '^screen home' "$state"
    read -r x y w h <<<"$(value button-hard)"
    xdotool mousemove --sync $((x + w / 2)) $((y + h / 2)) click 1
    wait_for "the match screen" grep -qs '^screen match' "$state"
    ;;
  resume)
    wait_for "the saved match at start-up" grep -qs '^screen match' "$state"
    [ "$(value position)" = "$expected_position" ] ||
      fail "the resumed position is '$(value position)', the saved one '$expected_position'"
    ;;
  *) fail "unknown mode $mode" ;;
esac

wait_for "the player's turn" phase_is player
before="$(value position)"
square="$(value legal | cut -d' ' -f1)"
[ -n "$square" ] && [ "$square" != none ] || fail "no legal square"
click_square "$square"
wait_for "the move on the board" position_is_not "$before"
after_move="$(value position)"
# The CPU's reply: the position changes again and the player is to move (or the match is over).
wait_for "the CPU's reply" position_is_not "$after_move"
wait_for "the player's turn after the reply" bash -c \
  "grep -qsE '^phase (player|over)$' '$state'"

xdotool key --clearmodifiers ctrl+q
for _ in $(seq 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
kill -0 "$pid" 2>/dev/null && fail "the game did not close on Ctrl+Q"
wait "$pid" || fail "the game exited with status $?"
echo "$mode: played $square, the CPU replied, closed"
