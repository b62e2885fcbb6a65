#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Measures the desktop game's drawing under Xvfb and prints the figures the README quotes:
#   - launch to first paint (home screen, and a saved match's board), median of several launches
#   - the board's paint time in a 1920x1080 window: median, 95th percentile and max
#   - frames per second while moves animate, and the spacing of those frames
# It plays moves against Easy from a saved match with the real window, the real event loop and
# `--frame-log` (the game records when each paint of the board started and how long it took).
# An empty wx window (tests/benchmarks/empty_window.cpp) launched the same way gives the
# toolkit's own floor for the first figure.
# Needs a built tree, xvfb-run, xdotool. Not a test: the figures depend on the machine.
# Usage: scripts/gui-benchmark.sh [Release build dir with tests, default build/test] [moves] [launches]
set -euo pipefail
if [ -z "${DISPLAY:-}" ]; then
  exec xvfb-run -a -s "-screen 0 1920x1080x24" bash "$0" "$@"
fi
here="$(cd "$(dirname "$0")/.." && pwd)"
build="$(cd "${1:-$here/build/test}" && pwd)"; moves="${2:-12}"; launches="${3:-7}"
game="$build/gui/app/reversi"
work="$(mktemp -d)"; state="$work/state.txt"; log="$work/frames.txt"
export HOME="$work/home" XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config"
pid=""
trap '[ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$work"' EXIT

value() { sed -n "s/^$1 //p" "$state" 2>/dev/null | head -n1; }
wait_for() { for _ in $(seq 600); do "$@" && return 0; sleep 0.05; done; echo "timed out: $*" >&2; return 1; }
fresh_data() { rm -rf "$XDG_DATA_HOME" "$HOME"; mkdir -p "$XDG_DATA_HOME/reversi" "$HOME"; }
saved_match() { cp "$here/tests/gui_e2e/data/saved-match-mid-game.txt" "$XDG_DATA_HOME/reversi/saved-match.txt"; }
launch() {
  rm -f "$state" "$log"
  "$game" --automation-file "$state" --frame-log "$log" "$@" >/dev/null 2>&1 &
  pid=$!
}
quit() {
  read -r x y w h <<<"$(value window)"
  xdotool mousemove --sync $((x + w / 2)) $((y + 4)) key --clearmodifiers ctrl+q
  wait "$pid" || true; pid=""
}
median() { sort -n | awk '{v[NR]=$1} END {if (NR == 0) print "n/a"; else if (NR % 2) print v[(NR+1)/2]; else print (v[NR/2]+v[NR/2+1])/2}'; }

# 1. Launch to first paint: the time from starting the program to its first paint.
first_paint() {
  local started; started=$(date +%s%N)
  launch
  wait_for test -s "$state"
  wait_for grep -qs "^$1" "$state"
  sleep 0.3
  quit
  awk -v s="$started" '/^first-paint-ns/ {printf "%.1f\n", ($2 - s) / 1e6}' "$log"
}
# The toolkit's floor: an empty wx window, launched the same way.
empty_first_paint() {
  local started; started=$(date +%s%N)
  "$build/tests/benchmarks/empty_window_benchmark" 2>/dev/null |
    awk -v s="$started" '/^first-paint-ns/ {printf "%.1f\n", ($2 - s) / 1e6}'
}
home_times=(); board_times=(); empty_times=()
for _ in $(seq "$launches"); do
  fresh_data; home_times+=("$(first_paint "screen home")")
  fresh_data; saved_match; board_times+=("$(first_paint "phase player")")
  if [ -x "$build/tests/benchmarks/empty_window_benchmark" ]; then empty_times+=("$(empty_first_paint)"); fi
done

# 2. Paints and frames at 1920x1080: moves against Easy, clicking the first dot each turn.
fresh_data; saved_match
launch
wait_for grep -qs '^phase player' "$state"
window="$(xdotool search --onlyvisible --pid "$pid" | head -n1)"
xdotool windowmove "$window" 0 0 windowsize "$window" 1920 1080
wait_for bash -c "grep -qs '^window 0 0 1920 1080' '$state'"
sleep 0.5
played=0
while [ "$played" -lt "$moves" ] && grep -qs '^phase player' "$state"; do
  read -r bx by bw bh <<<"$(value board)"
  square="$(value legal | cut -d' ' -f1)"
  column=$(($(printf '%d' "'${square:0:1}") - 97)); row=$((${square:1:1} - 1))
  count="$(value moves)"
  xdotool mousemove --sync $((bx + bw * (2 * column + 1) / 16)) $((by + bh * (2 * row + 1) / 16)) click 1
  wait_for bash -c "! grep -qs '^moves $count\$' '$state'"
  wait_for grep -qsE '^phase (player|over)' "$state"
  sleep 0.6  # the CPU's move finishes animating
  played=$((played + 1))
done
read -r _ _ panel_w panel_h <<<"$(value board)"
quit

# The board panel's paints at the largest size seen (the 1920x1080 window).
size="$(awk '$1 == "paint" {print $6 * $7, $6 "x" $7}' "$log" | sort -n | tail -n1 | cut -d' ' -f2)"
paints="$work/paints.txt"
awk -v size="$size" '$1 == "paint" && $6 "x" $7 == size' "$log" >"$paints"
steady="$(awk '$5 == 0 {printf "%.3f\n", $3 / 1e6}' "$paints")"
animated="$(awk '$5 == 0 && $4 == 1 {printf "%.3f\n", $3 / 1e6}' "$paints")"
rebuild="$(awk '$5 == 1 {printf "%.1f\n", $3 / 1e6}' "$paints" | sort -n | tail -n1)"
percentile() { sort -n | awk -v p="$1" '{v[NR]=$1} END {i=int((NR-1)*p)+1; print v[i]}'; }

# Frames while a move animates: runs of animating paints; a gap over 100 ms starts a new run.
runs="$(awk '$4 == 1 {t = $2 / 1e6; if (n && t - last > 100) {print frames, span; frames = 0; span = 0}
                      else if (n) {span += t - last}; frames++; last = t; n++}
             END {if (frames) print frames, span}' "$paints")"
intervals="$(awk '$4 == 1 {t = $2 / 1e6; if (n && t - last <= 100) printf "%.2f\n", t - last; last = t; n++}' "$paints")"

echo "Reversi GUI benchmark ($(date -u +%Y-%m-%d), $(nproc) cores, Xvfb, software rendering)"
echo "command: bash scripts/gui-benchmark.sh ${build#"$here"/} $moves $launches (board panel ${size} in a 1920x1080 window, load $(cut -d" " -f1-3 /proc/loadavg))"
printf 'launch to first paint, home screen: median %s ms over %d launches (%s)\n' \
  "$(printf '%s\n' "${home_times[@]}" | median)" "$launches" "${home_times[*]}"
printf 'launch to first paint, saved match (board): median %s ms (%s)\n' \
  "$(printf '%s\n' "${board_times[@]}" | median)" "${board_times[*]}"
[ ${#empty_times[@]} -gt 0 ] && printf '  an empty wx window, the same way: median %s ms (%s)\n' \
  "$(printf '%s\n' "${empty_times[@]}" | median)" "${empty_times[*]}"
printf 'board paint at 1920x1080: median %s ms, 95th percentile %s ms, max %s ms over %d paints\n' \
  "$(echo "$steady" | median)" "$(echo "$steady" | percentile 0.95)" \
  "$(echo "$steady" | sort -n | tail -n1)" "$(echo "$steady" | wc -l)"
printf '  of which animation frames: median %s ms, max %s ms over %d paints\n' \
  "$(echo "$animated" | median)" "$(echo "$animated" | sort -n | tail -n1)" "$(echo "$animated" | wc -l)"
printf '  first paint at a new size (draws the board and discs into their bitmaps): %s ms\n' \
  "${rebuild:-none: drawn ahead in idle time,}"
printf 'frames while moves animate: %s fps over %d moves (frames / time from first to last frame)\n' \
  "$(echo "$runs" | awk '$2 > 0 {f += $1 - 1; s += $2} END {printf "%.1f", f * 1000 / s}')" \
  "$(echo "$runs" | grep -c .)"
printf '  frame spacing: median %s ms, 95th percentile %s ms, max %s ms\n' \
  "$(echo "$intervals" | median)" "$(echo "$intervals" | percentile 0.95)" \
  "$(echo "$intervals" | sort -n | tail -n1)"
