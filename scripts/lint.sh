#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks that every C++ file is clang-formatted and that the product code passes the agreed
# clang-tidy checks (.clang-tidy), warnings as errors.
# Usage: scripts/lint.sh [folder for lint's own configured build, default build/lint]
# clang-tidy needs each file's own compile command, which the unity builds do not have: lint
# configures a folder of its own, file by file (-DREVERSI_UNITY=OFF), and compiles nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build/lint}"

mapfile -t sources < <(git ls-files '*.cpp' '*.hpp')
echo "lint: clang-format on ${#sources[@]} files" >&2
clang-format --dry-run -Werror "${sources[@]}"

cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DREVERSI_UNITY=OFF -DREVERSI_BUILD_TESTS=OFF \
  > /dev/null
# The product files (engine/ and gui/), each with its compile command. Tests are held to -Werror
# and clang-format; parsing GoogleTest in every test file would double CI's lint time for little.
mapfile -t compiled < <(grep -o '"file": "[^"]*"' "$build/compile_commands.json" |
                        sed 's/"file": "//; s/"$//' | grep -E "^$PWD/(engine|gui)/" | sort -u)
[ ${#compiled[@]} -gt 0 ] || { echo "lint: no product file in $build/compile_commands.json" >&2; exit 1; }
echo "lint: clang-tidy on ${#compiled[@]} files" >&2
printf '%s\n' "${compiled[@]}" |
  xargs -P "$(nproc)" -n 4 clang-tidy -p "$build" --quiet 2> >(grep -v "warnings generated" >&2)
