#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Takes screenshots of the game under Xvfb in one language, for people checking layouts, fonts
# and translations; not a test. Three launches on a fresh data folder seeded with some records:
#   <lang>-home.png        the home screen
#   <lang>-match.png       a match in progress: dots, the last-move mark (after move 6)
#   <lang>-end.png         the end of that match: the result and the final counts
#   <lang>-end-small.png   the same at the window's smallest size
#   <lang>-records.png     "Your records": the seeded records plus that match, with play time
#   <lang>-pass.png        a pass notice: a saved match whose only sensible move leaves the CPU
#                          with none ("No move for the CPU — you play again")
# Needs a built tree, xvfb-run, xdotool, ImageMagick's `import`, a CJK font for ja, ko, zh_CN
# and zh_TW (fonts-wqy-microhei or fonts-noto-cjk) and one for ar and he (fonts-dejavu-core). A theme comes from the environment:
#   GTK_THEME=Adwaita:dark scripts/screenshots.sh build en /tmp/dark
# Usage: scripts/screenshots.sh <build dir> <language> <output folder> [easy|normal|hard] [which legal square: first|last]
#
# scripts/screenshots.sh --readme <build dir> instead draws the picture the README opens with,
# gui/data/screenshots/match.png: a match in progress (the saved match of the GUI tests) in the
# window's opening size, the pointer over a legal square.
set -euo pipefail
[ -n "${SCREENSHOTS_TRACE:-}" ] && set -x
if [ -z "${DISPLAY:-}" ]; then
  exec xvfb-run -a -s "-screen 0 1280x900x24" bash "$0" "$@"
fi
readme=""
if [ "${1:-}" = "--readme" ]; then readme="$(cd "$(dirname "$0")/.." && pwd)/gui/data/screenshots/match.png"; set -- "$2" en "$(mktemp -d)"; fi
build="$(cd "$1" && pwd)"; lang="$2"; out="$3"; opponent="${4:-easy}"; pick="${5:-first}"
mkdir -p "$out"
work="$(mktemp -d)"; state="$work/state.txt"; data="$work/data/reversi"
export HOME="$work/home" XDG_DATA_HOME="$work/data"; mkdir -p "$HOME" "$data"
pid=""
trap '[ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$work"' EXIT

value() { sed -n "s/^$1 //p" "$state" 2>/dev/null | head -n1; }
wait_for() { for _ in $(seq 600); do "$@" && return 0; sleep 0.1; done; echo "timed out: $*" >&2; return 1; }
shot() { sleep 0.6; import -window root "$out/$lang-$1.png"; echo "$out/$lang-$1.png"; }
launch() {
  rm -f "$state"
  "$build/gui/app/reversi" --lang "$lang" --automation-file "$state" &
  pid=$!
  wait_for test -s "$state"
}
# Ctrl+Q as a player types it: without a window manager the keys go to the window under the
# pointer, so the pointer goes back over the window first.
quit() {
  read -r x y w h <<<"$(value window)"
  xdotool mousemove --sync $((x + w / 2)) $((y + h / 2)) key --clearmodifiers ctrl+q
  wait "$pid" || true; pid=""
}
click_rect() { read -r x y w h <<<"$1"; xdotool mousemove --sync $((x + w / 2)) $((y + h / 2)) click 1; }
play_square() {
  read -r bx by bw bh <<<"$(value board)"
  local column=$(($(printf '%d' "'${1:0:1}") - 97)) row=$((${1:1:1} - 1))
  xdotool mousemove --sync $((bx + bw * (2 * column + 1) / 16)) $((by + bh * (2 * row + 1) / 16)) click 1
}

# Records from earlier sessions, so the statistics and the match column show real numbers and
# play time.
cat >"$data/records.txt" <<'EOF'
reversi-records 2
opponent easy played 14 wins 9 losses 4 draws 1 play-time-ms 6135000
opponent normal played 8 wins 3 losses 4 draws 0 play-time-ms 11520000
opponent hard played 5 wins 0 losses 5 draws 0 play-time-ms 2460000
end
EOF

if [ -n "$readme" ]; then
  cp "$(dirname "$0")/../tests/gui_e2e/data/saved-match-mid-game.txt" "$data/saved-match.txt"
  launch
  wait_for grep -q '^phase player' "$state"
  read -r bx by bw bh <<<"$(value board)"
  # Over e3, a legal square; moving there as a player would hides the keyboard cursor.
  xdotool mousemove --sync $((bx + bw * 9 / 16 - 4)) $((by + bh * 5 / 16 - 4))
  xdotool mousemove --sync $((bx + bw * 9 / 16)) $((by + bh * 5 / 16))
  sleep 0.8
  read -r x y w h <<<"$(value window)"
  mkdir -p "$(dirname "$readme")"
  import -window root -crop "${w}x${h}+${x}+${y}" +repage -strip -define png:compression-level=9 "$readme"
  echo "$readme ($(du -k "$readme" | cut -f1) kB)"
  quit
  rm -rf "$out"
  exit 0
fi

# 1. The home screen, then a whole match by clicking dots.
launch
wait_for grep -q '^screen home' "$state"
shot home
click_rect "$(value "button-$opponent")"
wait_for grep -q '^phase player' "$state"
shown_match=""
while ! grep -q '^phase over' "$state"; do
  wait_for grep -qE '^phase (player|over)' "$state"
  grep -q '^phase over' "$state" && break
  moves="$(value moves)"
  if [ -z "$shown_match" ] && [ "$moves" -ge 6 ]; then shot match; shown_match=1; fi
  if [ "$pick" = last ]; then square="$(value legal | awk '{print $NF}')"; else square="$(value legal | cut -d' ' -f1)"; fi
  play_square "$square"
  wait_for bash -c "! grep -q '^moves $moves\$' '$state'"
done
shot end
window="$(xdotool search --onlyvisible --pid "$pid" | head -n1)"
xdotool windowsize "$window" 640 440
shot end-small
quit

# 2. "Your records" from the home screen: the seeded records and the match just played.
launch
wait_for grep -q '^screen home' "$state"
click_rect "$(value button-records)"
sleep 0.5
shot records
xdotool key --clearmodifiers Escape
sleep 0.3
quit

# 3. A pass: Black's first dotted square (a1) leaves White without a move.
cp "$(dirname "$0")/../tests/gui_e2e/data/saved-match-before-a-pass.txt" "$data/saved-match.txt"
launch
wait_for grep -q '^phase player' "$state"
play_square a1
wait_for bash -c "grep -q '^notice ..*' '$state'"
shot pass
quit
