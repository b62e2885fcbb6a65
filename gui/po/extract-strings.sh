#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes the msgids of every user-visible string in gui/ (C++ sources, through _() and the
# other wx gettext markers; the menu entry and the AppStream metainfo in data/) to the .pot
# file named by $1. Used by update-catalogs.sh and by the catalog test, so both extract the
# same way.
set -euo pipefail
out="$(realpath -m "$1")"
gui="$(cd "$(dirname "$0")/.." && pwd)"
cd "$gui"
common=(--output="$out" --from-code=UTF-8 --add-location=file --package-name=reversi
        --msgid-bugs-address= --force-po)
find . \( -name '*.cpp' -o -name '*.hpp' \) -print | LC_ALL=C sort | sed 's|^\./||' |
  xgettext "${common[@]}" --files-from=- --directory="$gui" --language=C++ \
    --keyword=_ --keyword=wxPLURAL:1,2 --keyword=wxTRANSLATE --keyword=N_ \
    --keyword=wxGETTEXT_IN_CONTEXT:1c,2 --keyword=wxGETTEXT_IN_CONTEXT_PLURAL:1c,2,3 \
    --keyword=wxTRANSLATE_IN_CONTEXT:1c,2 --add-comments=TRANSLATORS:
# The menu entry's Name, GenericName, Comment and Keywords, and what metainfo.its marks in the
# metainfo; the build merges their translations back (gui/data/CMakeLists.txt).
xgettext "${common[@]}" --join-existing --language=Desktop data/*.desktop.in
xgettext "${common[@]}" --join-existing --its=po/its/metainfo.its data/*.metainfo.xml.in
