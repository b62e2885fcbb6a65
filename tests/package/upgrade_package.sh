#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The upgrade from the last release ($old_version below): installs its package, lets it play
# against Hard over records that hold earlier results and quit with the match under way (so the
# old release itself writes records.txt and saved-match.txt), installs the new package over it
# with apt-get, and checks that the player's files are untouched by the upgrade and that the new
# game reads them: the saved match comes back at start-up in the saved position and plays on, and
# the records keep the old release's counts with nothing set aside. Then removes the package with
# --purge. Needs root (or sudo), xvfb-run and xdotool. Without OLD_DEB it builds the old package
# from its release commit (git archive of OLD_RELEASE below, then that tree's
# scripts/package.sh, a Release build of the game) into $REVERSI_OLD_PACKAGE_DIR (default
# /tmp/reversi-<old version>), and reuses it on later runs. Like install_package.sh it leaves a
# reversi the player installed alone.
# Usage: tests/package/upgrade_package.sh NEW_DEB [OLD_DEB]
set -euo pipefail
# The release upgraded from, and the state it was built from: the last commit before the 1.2.0
# work began (its metainfo's newest <release> is 1.1.0, dated 2026-12-02). The upgrade from
# 1.0.0 was checked the same way from 8b2a47a when 1.1.0 was released.
readonly old_version=1.1.0
readonly OLD_RELEASE=6a710e2
new_deb="$(realpath "$1")"
here="$(cd "$(dirname "$0")" && pwd)"
source_dir="$(cd "$here/../.." && pwd)"
# shellcheck source=package_state.sh
source "$here/package_state.sh"
installed_version() { dpkg-query -W -f='${Version}' reversi; }

if present; then
  echo "SKIPPED: reversi $(installed_version) is installed on this machine; this test would" \
       "replace it. Remove it (apt-get remove reversi) to run the test." >&2
  exit 0
fi

if [ $# -ge 2 ]; then
  old_deb="$(realpath "$2")"
else
  old_dir="${REVERSI_OLD_PACKAGE_DIR:-/tmp/reversi-${old_version}}"
  old_deb="$old_dir/build/package/reversi_${old_version}_$(dpkg --print-architecture).deb"
  if [ ! -f "$old_deb" ]; then
    echo "--- building the $old_version package from $OLD_RELEASE in $old_dir"
    mkdir -p "$old_dir"
    git -C "$source_dir" archive "$OLD_RELEASE" | tar -x -C "$old_dir"
    (cd "$old_dir" && bash scripts/package.sh)
  fi
fi
[ "$(dpkg-deb -f "$old_deb" Version)" = ${old_version} ] || fail "$old_deb is not version ${old_version}"
new_version="$(dpkg-deb -f "$new_deb" Version)"

work="$(mktemp -d "${TMPDIR:-/tmp}/reversi-package-upgrade-XXXXXX")"
cleanup() {
  if present; then apt_get remove --purge reversi >/dev/null 2>&1 || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

export HOME="$work/home" XDG_DATA_HOME="$work/data"
unset REVERSI_ENGINE
data="$XDG_DATA_HOME/reversi"
mkdir -p "$HOME" "$data"
chmod 700 "$data"
# Earlier results, in the records format 1.0.0 wrote (gui/records/README.md, version 2), which
# every release reads.
cat >"$data/records.txt" <<'EOF'
reversi-records 2
opponent easy played 12 wins 5 losses 6 draws 1 play-time-ms 7200000
opponent normal played 4 wins 1 losses 3 draws 0 play-time-ms 2400000
opponent hard played 3 wins 0 losses 2 draws 0 play-time-ms 4320000
end
EOF
drive() {  # <mode> [expected position]
  xvfb-run -a -s "-screen 0 1280x900x24" \
    bash "$here/drive_upgrade_game.sh" /usr/games/reversi "$work/state.txt" "$@"
}
# The counts of records.txt, play time left out (it grows while a match is played).
counts() { sed -n 's/^\(opponent [a-z]* played [0-9]* wins [0-9]* losses [0-9]* draws [0-9]*\) .*/\1/p' "$1"; }

echo "--- apt-get install ${old_version}"
apt_get install "$old_deb"
[ "$(installed_version)" = ${old_version} ] || fail "reversi $(installed_version) after installing ${old_version}"

echo "--- ${old_version} plays against Hard and quits with the match under way"
drive leave
for file in records.txt saved-match.txt; do
  [ -f "$data/$file" ] || fail "${old_version} left no $file"
  cp "$data/$file" "$work/$file.${old_version}"
  echo "$file as ${old_version} wrote it:"; sed 's/^/  /' "$data/$file"
done
grep -qx 'opponent hard' "$data/saved-match.txt" || fail "the saved match is not against Hard"
saved_position="$(sed -n 's/^position //p' "$data/saved-match.txt")"

echo "--- apt-get install $new_version over it"
apt_get install "$new_deb"
[ "$(installed_version)" = "$new_version" ] || fail "reversi $(installed_version) after the upgrade"
for file in records.txt saved-match.txt; do
  cmp "$data/$file" "$work/$file.${old_version}" || fail "the upgrade changed $file"
done

echo "--- $new_version resumes the saved match and plays on"
drive resume "$saved_position"
find "$data" -mindepth 1 -printf '%f\n' | sort | tee "$work/files.txt"
grep -q corrupt "$work/files.txt" && fail "$new_version set a file aside: $(cat "$work/files.txt")"
[ "$(counts "$data/records.txt")" = "$(counts "$work/records.txt.${old_version}")" ] ||
  fail "the records' counts changed: $(counts "$data/records.txt")"
[ "$(sed -n 's/^position //p' "$data/saved-match.txt")" != "$saved_position" ] ||
  fail "the saved match did not go on"
echo "records.txt as $new_version wrote it:"; sed 's/^/  /' "$data/records.txt"

echo "--- apt-get remove --purge reversi"
apt_get remove --purge reversi
echo "upgrade from ${old_version} to $new_version passed"
