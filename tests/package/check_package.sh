#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks the Debian package that scripts/package.sh built, without installing it, with the tools
# distributions use: lintian (no error, and every warning listed with its reason in
# cmake/debian/README.md), desktop-file-validate, appstreamcli validate-tree; and that the
# package holds exactly the files that README lists, carries the version of the top
# CMakeLists.txt (also as its changelog's newest entry), computed Depends and the fonts' (CJK,
# Arabic and Hebrew) Recommends, man pages in section 6 and icons drawn from gui/data/reversi.svg. Prints every
# problem, then fails if there was one.
# Usage: tests/package/check_package.sh build/package/reversi_<version>_<arch>.deb
set -euo pipefail
deb="$(realpath "$1")"
source_dir="$(cd "$(dirname "$0")/../.." && pwd)"
readme="$source_dir/cmake/debian/README.md"
work="$(mktemp -d "${TMPDIR:-/tmp}/reversi-package-check-XXXXXX")"
trap 'rm -rf "$work"' EXIT
dpkg-deb -x "$deb" "$work/root"

problems=0
problem() { echo "FAIL: $*" >&2; problems=$((problems + 1)); }
field() { dpkg-deb -f "$deb" "$1"; }
# The lines of that README between "<!-- $1 -->" and "<!-- /$1 -->", fences and blanks left out.
readme_block() {
  sed -n "/^<!-- $1 -->\$/,/^<!-- \\/$1 -->\$/p" "$readme" | sed '1d;$d' | grep -v -e '^```' -e '^$'
}

echo "--- lintian"
lintian --display-info "$deb" 2>&1 | grep -v '^running with root privileges' | tee "$work/lintian.txt" || true
grep -q '^E: ' "$work/lintian.txt" && problem "lintian reports errors"
readme_block lintian-warnings >"$work/listed-warnings.txt" || true
while read -r tag; do
  grep -qF -- "\`$tag\`" "$work/listed-warnings.txt" ||
    problem "lintian warning $tag is not listed (with why) in cmake/debian/README.md"
done < <(sed -n 's/^W: [^ ]* \([^ ]*\).*/\1/p' "$work/lintian.txt" | sort -u)

echo "--- the files, as cmake/debian/README.md lists them"
dpkg-deb -c "$deb" | awk '$1 !~ /^d/ { sub(/^\./, "", $6); print $6 }' | sort >"$work/files.txt"
readme_block package-files | sort >"$work/listed-files.txt" || true
diff -u "$work/listed-files.txt" "$work/files.txt" ||
  problem "the package's files (+) differ from cmake/debian/README.md's list (-)"
dpkg-deb -c "$deb" | awk '$2 != "root/root" { print }' | grep . &&
  problem "files not owned by root"

echo "--- control fields"
version="$(sed -n 's/^project(reversi VERSION \([0-9.]*\).*/\1/p' "$source_dir/CMakeLists.txt")"
[ "$(field Version)" = "$version" ] ||
  problem "Version $(field Version), but project(VERSION) says $version"
[ "$(basename "$deb")" = "reversi_${version}_$(dpkg --print-architecture).deb" ] ||
  problem "file name $(basename "$deb")"
[ "$(field Section)" = games ] || problem "Section $(field Section)"
echo "Depends: $(field Depends)"
echo "Recommends: $(field Recommends)"
# dpkg-shlibdeps found the libraries the programs link.
for library in libwxgtk3.2-1 libwxbase3.2-1 libcanberra-gtk3-0 libcanberra0 libstdc++6 libc6; do
  field Depends | grep -q "\\b$library\\b" || problem "Depends lacks $library"
done
for font in fonts-noto-cjk fonts-wqy-microhei fonts-dejavu-core fonts-noto-core; do
  field Recommends | grep -q "\\b$font\\b" || problem "Recommends lacks $font"
done

changelog="$work/root/usr/share/doc/reversi/changelog.gz"
[ "$(zcat "$changelog" | head -1)" = "reversi ($version) unstable; urgency=medium" ] ||
  problem "the changelog's newest entry is not $version: $(zcat "$changelog" | head -1)"

echo "--- menu entry and AppStream metainfo"
desktop=("$work"/root/usr/share/applications/*.desktop)
metainfo=("$work"/root/usr/share/metainfo/*.metainfo.xml)
id="$(sed -n 's|.*<id>\(.*\)</id>.*|\1|p' "${metainfo[0]}")"
[ "$(basename "${desktop[0]}")" = "$id.desktop" ] ||
  problem "the menu entry $(basename "${desktop[0]}") is not named after the metainfo id $id"
report="$(desktop-file-validate "${desktop[0]}" 2>&1)" || problem "desktop-file-validate failed"
[ -z "$report" ] || { echo "$report"; problem "desktop-file-validate has remarks"; }
grep -qx 'Categories=Game;BoardGame;' "${desktop[0]}" || problem "Categories"
appstreamcli validate-tree --no-net "$work/root" || problem "appstreamcli validate-tree failed"
# The translations come from gui/po: every language of LINGUAS in the summary and the entry.
while read -r lang; do
  case "$lang" in '' | '#'*) continue ;; esac
  grep -q "<summary xml:lang=\"$lang\">" "${metainfo[0]}" || problem "no $lang summary in the metainfo"
  grep -q "^Comment\\[$lang\\]=" "${desktop[0]}" || problem "no $lang Comment in the menu entry"
done <"$source_dir/gui/po/LINGUAS"

echo "--- man pages"
for page in "$work"/root/usr/share/man/man6/*; do
  case "$page" in *.6.gz) ;; *) problem "$(basename "$page") is not a gzipped section-6 page" ;; esac
  zcat "$page" | grep -q '^\.TH [^ ]* 6 ' || problem "$(basename "$page") has no .TH for section 6"
done

echo "--- icons: every size drawn from gui/data/reversi.svg"
hicolor="$work/root/usr/share/icons/hicolor"
cmp "$hicolor/scalable/apps/reversi.svg" "$source_dir/gui/data/reversi.svg" ||
  problem "the scalable icon is not gui/data/reversi.svg"
for png in "$hicolor"/*x*/apps/reversi.png; do
  size="$(basename "$(dirname "$(dirname "$png")")")"
  rsvg-convert -w "${size%x*}" -h "${size#*x}" -o "$work/expected.png" "$source_dir/gui/data/reversi.svg"
  cmp -s "$png" "$work/expected.png" || problem "$size/apps/reversi.png is not reversi.svg drawn at $size"
done

echo "--- package size"
echo "$(basename "$deb"): $(stat -c %s "$deb") bytes; Installed-Size: $(field Installed-Size) KiB"
if [ "$problems" -gt 0 ]; then
  echo "$problems problem(s) with $(basename "$deb")" >&2
  exit 1
fi
echo "package checks passed"
