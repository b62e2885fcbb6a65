#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Measures the wait before the CPU's first move in fresh launches of the desktop game, with the
# disk and the processors busy beside it: a writer that syncs to the disk in a loop (dd with
# conv=fsync) and three busy loops. Each launch starts with a fresh data folder, picks White
# against Normal (so the CPU opens) and times the click on the opponent to the CPU's first disc
# in the automation state. The game, run with REVERSI_LOOP_LATENESS, also reports how late its
# event loop ran a 10 ms timer at worst: over the whole launch (loop-late-max-ms, which counts
# the window's start-up) and from the match's start to the CPU's first move
# (loop-late-match-max-ms). Prints each launch, then the slowest first move and the worst
# lateness of each kind. Not a test: the figures depend on the machine.
# With STALL_PROBE_DIR set, each launch also writes the game's loop probe there
# (REVERSI_LOOP_PROBE, gui/probes/loop_probe.hpp) and each launch's line ends with the longest
# stretch of work the window's thread did between two waits for events in the match, split into
# its CPU time, its time runnable but not running, and the rest (blocked: a lock, a disk, another
# thread or process).
# Needs a built tree, xvfb-run, xdotool.
# Usage: scripts/stall-benchmark.sh [build dir, default build/test] [launches, default 200]
set -euo pipefail
if [ -z "${DISPLAY:-}" ]; then
  exec xvfb-run -a -s "-screen 0 1280x900x24" bash "$0" "$@"
fi
here="$(cd "$(dirname "$0")/.." && pwd)"
build="$(cd "${1:-$here/build/test}" && pwd)"; launches="${2:-200}"
game="$build/gui/app/reversi"
work="$(mktemp -d)"; state="$work/state.txt"
export HOME="$work/home" XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config"
export REVERSI_LOOP_LATENESS=1
pid=""; load_pids=()
cleanup() {
  [ -n "$pid" ] && kill "$pid" 2>/dev/null
  for p in "${load_pids[@]}"; do kill "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

value() { sed -n "s/^$1 //p" "$state" 2>/dev/null | head -n1; }
wait_for() { for _ in $(seq 3000); do "$@" && return 0; sleep 0.005; done; echo "timed out: $*" >&2; return 1; }
has() { [ -n "$(value "$1")" ]; }
cpu_moved() { local m; m="$(value moves)"; [ -n "$m" ] && [ "$m" -ge 1 ]; }
click_at() { read -r x y w h <<<"$(value "$1")"; xdotool mousemove --sync $((x + w / 2)) $((y + h / 2)) click 1; }
now_ms() { echo $(($(date +%s%N) / 1000000)); }
# The probe's longest work period from the match's start to the CPU's first disc (the file is
# written at exit).
longest_work() {
  for _ in $(seq 400); do [ -s "$1" ] && break; sleep 0.005; done
  awk '$1 == "mark" && $4 == "start-match" {from = $2}
       $1 == "mark" && $4 == "disc-placed" && $2 > from && !to {to = $2}
       $1 == "work" {w[NR] = $0}
       END {for (i in w) {split(w[i], f, " ")
                          if (f[2] >= from && f[2] <= to && f[3] > best) {best = f[3]; split(w[i], b, " ")}}
            if (best) printf "longest work %.0f ms: %.1f CPU, %.0f runnable, %.0f blocked",
                             b[3], b[4], b[5], b[3] - b[4] - b[5]
            else printf "no probe"}' "$1"
}

# The load beside the game: a disk writer that syncs, and three busy loops.
( while :; do dd if=/dev/zero of="$work/fsync.bin" bs=1M count=512 conv=fsync status=none; done ) &
load_pids+=($!)
for _ in 1 2 3; do ( while :; do :; done ) & load_pids+=($!); done

slowest=0; worst_late=-1; worst_in_match=-1
for launch in $(seq "$launches"); do
  rm -rf "$XDG_DATA_HOME" "$HOME" "$state"; mkdir -p "$XDG_DATA_HOME" "$HOME"
  probe=""
  [ -n "${STALL_PROBE_DIR:-}" ] && probe="$STALL_PROBE_DIR/launch-$launch.txt"
  REVERSI_LOOP_PROBE="$probe" "$game" --automation-file "$state" >/dev/null 2>&1 &
  pid=$!
  wait_for has button-normal
  click_at choice-white
  start=$(now_ms)
  click_at button-normal
  wait_for cpu_moved
  took=$(($(now_ms) - start))
  late="$(value loop-late-max-ms)"; late="${late:--1}"  # -1: a game without the probe
  in_match="$(value loop-late-match-max-ms)"; in_match="${in_match:--1}"
  [ "$(value player)" = white ] || { echo "launch $launch: the player is not White" >&2; exit 1; }
  line="launch $launch: first CPU move after ${took} ms; event loop late by ${in_match} ms at worst in the match, ${late} ms in the whole launch"
  ((took > slowest)) && slowest=$took
  ((late > worst_late)) && worst_late=$late
  ((in_match > worst_in_match)) && worst_in_match=$in_match
  kill "$pid"; wait "$pid" 2>/dev/null || true; pid=""
  [ -n "$probe" ] && line="$line; $(longest_work "$probe")"
  echo "$line"
done
late_text="${worst_in_match} ms in the match, ${worst_late} ms in a whole launch"
((worst_late < 0)) && late_text="n/a (a game without the probe)"
echo "launches: $launches; slowest first CPU move: ${slowest} ms; event loop late at worst: ${late_text}"
