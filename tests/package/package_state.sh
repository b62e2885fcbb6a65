# SPDX-License-Identifier: GPL-3.0-or-later
# Shared by the package tests (sourced): apt-get as root, and the reversi package's state.
as_root=()
[ "$(id -u)" -eq 0 ] || as_root=(sudo)
# Waits for the dpkg lock (another apt run on the machine) instead of failing at once.
apt_get() { DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get -q -y -o DPkg::Lock::Timeout=300 "$@"; }
# installed, unpacked, half-installed... or nothing (not-installed, or no record at all)
state() { dpkg-query -W -f='${db:Status-Status}' reversi 2>/dev/null || true; }
present() { case "$(state)" in '' | not-installed | config-files) return 1 ;; esac; }
fail() { echo "FAIL: $*" >&2; exit 1; }
