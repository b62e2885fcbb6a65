#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the Debian package <build>/reversi_<version>_<arch>.deb: the game and the engine
# in /usr/games, catalogs, menu entry, icons, man pages and AppStream metainfo (cmake/Packaging.cmake).
# Installs missing Debian packages first. Release, portable code (no -march=native) and Debian's
# hardening flags from dpkg-buildflags.
# Usage: scripts/package.sh [--with-tests] [build dir, default build/package]
#   --with-tests  the same build also compiles every test suite, warnings as errors: CI builds the
#                 shipped programs once this way, tests them and packages them (scripts/test.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
tests=OFF
if [ "${1:-}" = --with-tests ]; then
  tests=ON
  shift
fi
build="${1:-build/package}"
bash scripts/install-deps.sh package
umask 022  # folders 0755 and files 0644 in the package, whoever builds it

# No debug information: the package ships stripped programs and no -dbgsym package.
export DEB_BUILD_MAINT_OPTIONS=hardening=+all DEB_CXXFLAGS_MAINT_STRIP=-g
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DREVERSI_BUILD_TESTS="$tests" \
  -DREVERSI_WERROR="$tests" -DREVERSI_NATIVE=OFF -DREVERSI_BUILD_GUI=ON \
  -DCMAKE_INSTALL_PREFIX=/usr -DCMAKE_INSTALL_BINDIR=games \
  -DCMAKE_CXX_FLAGS="$(dpkg-buildflags --get CPPFLAGS) $(dpkg-buildflags --get CXXFLAGS)" \
  -DCMAKE_EXE_LINKER_FLAGS="$(dpkg-buildflags --get LDFLAGS)"
cmake --build "$build" -j"$(nproc)"
rm -f "$build"/reversi_*.deb
(cd "$build" && cpack)
ls -l "$build"/reversi_*.deb
