#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Measures how long the game takes to quit, from Ctrl+Q to the window gone from the screen and
# to the end of the process (engine reaped, records and saved match written), in three states:
# the home screen, a match on the player's turn, and just after the player's move (the engine
# at work). Prints the median and the largest of RUNS closes per state; a benchmark for people,
# not a test.
# With DIRTY_MB set, another program writes that many megabytes beside the data folder while
# the game closes, as a big copy or a build would: the case where a durable write waits for
# the disk.
# Usage: scripts/quit-time.sh <build dir> [runs]      e.g. DIRTY_MB=1500 scripts/quit-time.sh build/release 5
set -euo pipefail
if [ -z "${DISPLAY:-}" ]; then
  exec xvfb-run -a -s "-screen 0 1280x900x24" bash "$0" "$@"
fi
build="$(cd "$1" && pwd)"; runs="${2:-10}"
work="$(mktemp -d)"; state="$work/state.txt"
pid=""
trap '[ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$work"' EXIT

value() { sed -n "s/^$1 //p" "$state" 2>/dev/null | head -n1; }
wait_for() { for _ in $(seq 600); do "$@" && return 0; sleep 0.05; done; echo "timed out: $*" >&2; return 1; }
click_rect() { read -r x y w h <<<"$1"; xdotool mousemove --sync $((x + w / 2)) $((y + h / 2)) click 1; }
now_ms() { echo $(($(date +%s%N) / 1000000)); }

# One launch on a fresh data folder, brought to `situation`, then closed; prints the
# milliseconds until the window was gone and until the process had ended.
close_once() {
  local situation="$1"
  rm -rf "$work/data" "$state"
  XDG_DATA_HOME="$work/data" "$build/gui/app/reversi" --lang en --automation-file "$state" \
    >"$work/log" 2>&1 &
  pid=$!
  wait_for grep -qs '^screen home' "$state"
  sleep 0.5  # the first paint and the layout settle
  if [ "$situation" != home ]; then
    click_rect "$(value button-easy)"
    wait_for grep -qs '^phase player' "$state"
    sleep 0.3
  fi
  if [ "$situation" = cpu-turn ]; then
    read -r bx by bw bh <<<"$(value board)"
    xdotool mousemove --sync $((bx + bw * 7 / 16)) $((by + bh * 5 / 16)) click 1  # d3
    wait_for grep -qsE '^phase cpu-' "$state"
  fi
  local writer=""
  if [ -n "${DIRTY_MB:-}" ]; then
    dd if=/dev/zero of="$work/dirty" bs=1M count="$DIRTY_MB" status=none &
    writer=$!
    sleep 1
  fi
  read -r x y w h <<<"$(value window)"
  xdotool mousemove --sync $((x + w / 2)) $((y + h / 2))
  local start gone; start="$(now_ms)"
  xdotool key --delay 0 ctrl+q
  while xdotool search --onlyvisible --pid "$pid" >/dev/null 2>&1; do :; done
  gone="$(now_ms)"
  wait "$pid" || true
  echo "$((gone - start)) $(($(now_ms) - start))"
  pid=""
  [ -n "$writer" ] && { wait "$writer" || true; }
  rm -f "$work/dirty"
}

# "median M ms, max X ms" of a list of numbers.
summary() {
  sort -n | awk '{a[NR] = $1} END {m = (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2;
                                   printf "median %d ms, max %d ms", m, a[NR]}'
}

echo "quit time from Ctrl+Q, $runs runs each${DIRTY_MB:+, another program writing $DIRTY_MB MB}"
for situation in home match cpu-turn; do
  window=(); process=()
  for _ in $(seq "$runs"); do
    read -r gone ended <<<"$(close_once "$situation")"
    window+=("$gone"); process+=("$ended")
  done
  echo "$situation: window gone $(printf '%s\n' "${window[@]}" | summary);" \
       "process ended $(printf '%s\n' "${process[@]}" | summary)"
done
