#!/usr/bin/env bash
# Takes screenshots of the game under Xvfb in one language: the home screen, a match, a pass
# notice (when the played line has one), and the end of a match. For people checking layouts
# and fonts; not a test. Needs a built tree, xvfb-run, xdotool, ImageMagick's `import`, and a
# CJK font for ja/zh_CN (fonts-wqy-microhei or fonts-noto-cjk).
# Usage: scripts/screenshots.sh <build dir> <language> <output folder> [easy|normal|hard] [which legal square: first|last]
set -euo pipefail
if [ -z "${DISPLAY:-}" ]; then
  exec xvfb-run -a -s "-screen 0 1280x900x24" bash "$0" "$@"
fi
build="$(cd "$1" && pwd)"; lang="$2"; out="$3"; opponent="${4:-easy}"; pick="${5:-first}"
mkdir -p "$out"
work="$(mktemp -d)"; state="$work/state.txt"
export HOME="$work/home" XDG_DATA_HOME="$work/data"; mkdir -p "$HOME"
value() { sed -n "s/^$1 //p" "$state" 2>/dev/null | head -n1; }
wait_for() { for _ in $(seq 600); do "$@" && return 0; sleep 0.1; done; echo "timed out: $*" >&2; return 1; }
shot() { sleep 0.6; import -window root "$out/$lang-$1.png"; echo "$out/$lang-$1.png"; }

"$build/gui/app/reversi" --lang "$lang" --automation-file "$state" &
pid=$!
trap 'kill $pid 2>/dev/null || true; rm -rf "$work"' EXIT
wait_for grep -q '^screen home' "$state"
shot home
read -r x y w h <<<"$(value "button-$opponent")"
xdotool mousemove --sync $((x + w / 2)) $((y + h / 2)) click 1
wait_for grep -q '^phase player' "$state"
passed=""; shown_match=""
while ! grep -q '^phase over' "$state"; do
  wait_for grep -qE '^phase (player|over)' "$state"
  grep -q '^phase over' "$state" && break
  if [ -z "$passed" ] && [ -n "$(value notice)" ]; then shot pass; passed=1; fi
  moves="$(value moves)"
  if [ -z "$shown_match" ] && [ "$moves" -ge 6 ]; then shot match; shown_match=1; fi
  if [ "$pick" = last ]; then square="$(value legal | awk '{print $NF}')"; else square="$(value legal | cut -d' ' -f1)"; fi
  read -r bx by bw bh <<<"$(value board)"
  column=$(($(printf '%d' "'${square:0:1}") - 97)); row=$((${square:1:1} - 1))
  xdotool mousemove --sync $((bx + bw * (2 * column + 1) / 16)) $((by + bh * (2 * row + 1) / 16)) click 1
  wait_for bash -c "! grep -q '^moves $moves\$' '$state'"
done
shot end
[ -n "$passed" ] || echo "no pass happened in this line" >&2
xdotool key --clearmodifiers ctrl+q
wait $pid || true
