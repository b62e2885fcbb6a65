#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Rewrites the expected replies (`<` and `!` lines) of protocol transcripts with what the
# engine answers now, keeping comments, `$` arguments and `>` input as they are. For
# transcripts whose replies are the opponents' choices; check the result by eye before
# committing it. The input ends with an empty line, as the test runner sends it, and timing fields
# are written masked and a long search's progress lines dropped (NBoard's: a status line ending
# in "% full" and the nodestats after it)
# (protocol-spec/transcripts/README.md), so a regenerated transcript does not
# change with the machine. Usage: scripts/regenerate-transcript.sh <reversi-engine> <transcript>...
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: $0 <reversi-engine> <transcript>..." >&2; exit 2; }
engine=$1
shift
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

for file in "$@"; do
  args=()
  case "$(basename "$(dirname "$file")")" in
    gtp) args+=(--gtp) ;;
    nboard) args+=(--nboard) ;;
  esac
  : > "$scratch/input"
  : > "$scratch/kept"
  compare_stderr=no
  while IFS= read -r line || [ -n "$line" ]; do
    case "$line" in
      '<' | '< '*) continue ;;
      '!' | '! '*) compare_stderr=yes; continue ;;
      '$ '*) read -ra extra <<< "${line#\$ }"; args+=("${extra[@]}") ;;
      '>') printf '\n' >> "$scratch/input" ;;
      '> '*) printf '%b\n' "${line#> }" >> "$scratch/input" ;;
    esac
    printf '%s\n' "$line" >> "$scratch/kept"
  done < "$file"

  printf '\n' >> "$scratch/input"
  "$engine" "${args[@]}" < "$scratch/input" 2> "$scratch/err" |
    sed -e '/^info /{/ depth /!d' -e '}' \
        -e '/^status .*% full$/{N;d' -e '}' \
        -e 's/^\(info .*\) time [0-9]* nps [0-9]*/\1/' \
        -e 's/^\(nodestats [0-9]*\) .*$/\1 */' \
        -e 's#^\(=== [^/]*/[^/]*\)/.*$#\1/*#' > "$scratch/out" || true
  {
    # The kept lines without trailing blank lines, one blank line, then the replies.
    sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' "$scratch/kept"
    echo
    sed -e 's/^$/</' -e 't' -e 's/^/< /' "$scratch/out"
    if [ "$compare_stderr" = yes ]; then
      echo
      sed -e 's/^$/!/' -e 't' -e 's/^/! /' "$scratch/err"
    fi
  } > "$scratch/new"
  mv "$scratch/new" "$file"
  echo "regenerated $file"
done
