#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The build's check of the weight file: embed-weights accepts the repository's file and refuses
# a damaged copy (last byte changed, or cut short) without writing its output, so a build with a
# damaged file stops there. Usage: embed_weights_refuses_damage.sh <embed-weights> <weight file>
set -euo pipefail
embed="$1"
weights="$2"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

"$embed" "$weights" "$work/good.S"
grep -q '\.incbin' "$work/good.S"

size="$(stat -c %s "$weights")"
last="$(tail -c 1 "$weights" | od -An -tx1 | tr -d ' \n')"
head -c "$((size - 1))" "$weights" > "$work/cut.weights"
cp "$work/cut.weights" "$work/changed.weights"
if [ "$last" = "00" ]; then printf '\001' >> "$work/changed.weights"; else printf '\000' >> "$work/changed.weights"; fi

for damaged in cut changed; do
  if "$embed" "$work/$damaged.weights" "$work/$damaged.S" 2> "$work/$damaged.err"; then
    echo "embed-weights accepted a $damaged weight file" >&2
    exit 1
  fi
  [ ! -e "$work/$damaged.S" ] || { echo "embed-weights wrote output for a $damaged file" >&2; exit 1; }
  echo "$damaged: $(cat "$work/$damaged.err")"
done
