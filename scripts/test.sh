#!/usr/bin/env bash
# Builds everything with warnings as errors and runs every test. Installs missing Debian
# packages first. This is what CI runs (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh test
jobs="$(nproc)"

cmake -S . -B build/test -DCMAKE_BUILD_TYPE=Release -DREVERSI_WERROR=ON
cmake --build build/test -j"$jobs"
bash scripts/lint.sh build/test
ctest --test-dir build/test --output-on-failure -j"$jobs"
