#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian 12 packages a task needs, only when some are missing.
# Usage: scripts/install-deps.sh play|package|test
set -euo pipefail

build_packages=(g++ make cmake ninja-build pkg-config libwxgtk3.2-dev libboost-dev libboost-filesystem-dev gettext
                librsvg2-bin
                libgtk-3-dev  # GTK's own API: reduced motion, the frame clock, focus-ring style
                libcanberra-dev libcanberra-gtk3-dev)  # the sounds, as the desktop's event sounds
package_packages=(dpkg-dev file)  # dpkg-buildflags, dpkg-shlibdeps; `file` for CPack's DEB generator
test_packages=(libgtest-dev libgmock-dev libbenchmark-dev xvfb xauth xdotool imagemagick desktop-file-utils
               openbox x11-utils  # a window manager and xprop: stacking under a manager (tests/gui_e2e)
               ccache  # CI's engine-only build takes its objects from the full build's
               clang libclang-rt-14-dev clang-format clang-tidy valgrind
               llvm  # clang: libFuzzer and sanitizers; llvm: llvm-symbolizer for their reports
               grhino parallel  # reversi-match against gtp-rhino, and a match spread by GNU parallel
               lintian appstream  # checks of the metainfo and the package (tests/package)
               fonts-wqy-microhei fonts-dejavu-core  # meet the Recommends: installing the package downloads nothing
               at-spi2-core python3-pyatspi dbus)  # the screen reader test (tests/gui_a11y)

case "${1:-}" in
  play) wanted=("${build_packages[@]}") ;;
  package) wanted=("${build_packages[@]}" "${package_packages[@]}") ;;
  test) wanted=("${build_packages[@]}" "${package_packages[@]}" "${test_packages[@]}") ;;
  *) echo "usage: $0 play|package|test" >&2; exit 2 ;;
esac

# The game ships in Japanese, Chinese, Korean, Arabic and Hebrew: without a font for them their
# text is boxes. Small ones when the machine has none: fonts-wqy-microhei (about 5 MB) covers
# the first three, fonts-dejavu-core (about 3 MB) the other two; they meet the package's
# Recommends, whose larger choices are fonts-noto-cjk and fonts-noto-core.
has_font_for() { command -v fc-list >/dev/null && [ -n "$(fc-list ":lang=$1" family 2>/dev/null)" ]; }
for script in ja zh-cn zh-tw ko; do
  has_font_for "$script" || { wanted+=(fonts-wqy-microhei); break; }
done
for script in ar he; do
  has_font_for "$script" || { wanted+=(fonts-dejavu-core); break; }
done

missing=()
for package in "${wanted[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing missing packages: ${missing[*]}" >&2
as_root=()
[ "$(id -u)" -eq 0 ] || as_root=(sudo)
"${as_root[@]}" apt-get update -q
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
