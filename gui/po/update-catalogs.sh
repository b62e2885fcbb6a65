#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Extracts the game's strings from the gui sources into reversi.pot and merges them into every
# <lang>.po (new strings arrive untranslated; the catalog test fails until they are translated).
# Usage: gui/po/update-catalogs.sh
set -euo pipefail
cd "$(dirname "$0")"
bash ./extract-strings.sh reversi.pot
while read -r lang; do
  case "$lang" in ''|'#'*) continue ;; esac
  msgmerge --quiet --update --backup=none --no-fuzzy-matching "$lang.po" reversi.pot
done < LINGUAS
