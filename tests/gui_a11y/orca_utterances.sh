#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# What Orca says as keys are pressed at the game, counted from Orca's debug log: a measurement
# for the README, not a test. Needs Debian's orca (43) besides the screen-reader test's packages.
# Usage: xvfb-run -a -s "-screen 0 1280x900x24" bash orca_utterances.sh GAME ENGINE KEY...
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
export GAME="$1" ENGINE="$2" HERE="$here"
shift 2
WORK="$(mktemp -d)"
export WORK
trap 'rm -rf "$WORK"' EXIT
export XDG_DATA_HOME="$WORK/data" XDG_CONFIG_HOME="$WORK/config" HOME="$WORK" LANGUAGE=en \
  LC_ALL=C.UTF-8
unset NO_AT_BRIDGE
dbus-run-session -- bash -c '
  /usr/libexec/at-spi-bus-launcher --launch-immediately &
  sleep 1
  orca --debug-file "$WORK/orca.out" -u "$WORK/orca-prefs" > "$WORK/orca.stdout" 2>&1 &
  orca=$!
  sleep 4
  "$GAME" --engine "$ENGINE" --lang en > /dev/null 2>&1 &
  game=$!
  status=0
  /usr/bin/python3 "$HERE/orca_utterances.py" "$WORK/orca.out" "$@" || status=$?
  kill "$game" "$orca" 2> /dev/null || true
  wait "$game" 2> /dev/null || true
  exit "$status"' run "$@"
