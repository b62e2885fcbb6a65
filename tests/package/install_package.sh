#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian package for real with `apt-get install ./reversi_*.deb`, checks that
# /usr/games/reversi-engine answers its handshake, that `reversi --version` runs without a
# display, and that the installed game plays under Xvfb (a move, the engine's reply, the
# Japanese title from /usr/share/locale); then removes it with --purge and checks that none of
# its files is left. Needs root (or sudo). The package is removed however the test ends, so a
# developer's machine is left as it was; if reversi is already installed (by the player), the
# test says so and stops without touching it.
# Usage: tests/package/install_package.sh build/package/reversi_<version>_<arch>.deb
set -euo pipefail
deb="$(realpath "$1")"
here="$(cd "$(dirname "$0")" && pwd)"
source_dir="$(cd "$here/../.." && pwd)"
# shellcheck source=package_state.sh
source "$here/package_state.sh"

if present; then
  echo "SKIPPED: reversi $(dpkg-query -W -f='${Version}' reversi) is installed on this machine;" \
       "this test would replace it. Remove it (apt-get remove reversi) to run the test." >&2
  exit 0
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/reversi-package-install-XXXXXX")"
cleanup() {
  if present; then apt_get remove --purge reversi >/dev/null 2>&1 || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

echo "--- apt-get install ./$(basename "$deb")"
apt_get install "$deb"
[ "$(state)" = installed ] || fail "reversi is '$(state)' after apt-get install"
# What dpkg installed for the package, folders left out (they may be shared).
dpkg -L reversi | while read -r path; do [ -d "$path" ] || echo "$path"; done >"$work/files.txt"

echo "--- /usr/games/reversi-engine answers its handshake"
reply="$(printf 'reversi\nquit\n' | /usr/games/reversi-engine)"
echo "$reply"
grep -qx 'reversiok' <<<"$reply" || fail "no reversiok from /usr/games/reversi-engine"

echo "--- /usr/games/reversi --version, without a display"
version="$(dpkg-deb -f "$deb" Version)"  # check_package.sh compares it with project(VERSION)
answer="$(env -u DISPLAY -u WAYLAND_DISPLAY /usr/games/reversi --version)"
echo "$answer"
[ "$answer" = "reversi $version" ] || fail "reversi --version said '$answer'"

echo "--- the installed game plays (Xvfb)"
# The player's files go into the temporary folder; the game finds its engine beside itself.
(
  export HOME="$work/home" XDG_DATA_HOME="$work/data"
  mkdir -p "$HOME"
  unset REVERSI_ENGINE
  xvfb-run -a -s "-screen 0 1280x900x24" \
    bash "$source_dir/tests/install/drive_installed_game.sh" /usr/games/reversi "$work/state.txt"
)

echo "--- apt-get remove --purge reversi"
apt_get remove --purge reversi
[ -z "$(state)" ] || [ "$(state)" = not-installed ] || fail "reversi is '$(state)' after its removal"
left=0
while read -r file; do
  if [ -e "$file" ]; then echo "left behind: $file" >&2; left=1; fi
done <"$work/files.txt"
[ "$left" -eq 0 ] || fail "files of the package are left after its removal"
echo "package install, run and removal passed"
