#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks that every C++ file is clang-formatted and that the product code passes the agreed
# clang-tidy checks (.clang-tidy), warnings as errors.
# Usage: scripts/lint.sh [build dir with compile_commands.json]
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build/test}"

mapfile -t sources < <(git ls-files '*.cpp' '*.hpp')
echo "lint: clang-format on ${#sources[@]} files" >&2
clang-format --dry-run -Werror "${sources[@]}"

# clang-tidy needs each file's compile command: take the product files the build compiled
# (engine/ and gui/). Tests are held to -Werror and clang-format; parsing GoogleTest in every
# test file would double CI's lint time on two cores for little.
mapfile -t compiled < <(grep -o '"file": "[^"]*"' "$build/compile_commands.json" |
                        sed 's/"file": "//; s/"$//' | grep -E "^$PWD/(engine|gui)/" | sort -u)
echo "lint: clang-tidy on ${#compiled[@]} files" >&2
printf '%s\n' "${compiled[@]}" |
  xargs -P "$(nproc)" -n 4 clang-tidy -p "$build" --quiet 2> >(grep -v "warnings generated" >&2)
