#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs a command under a window manager on the X server in $DISPLAY (xvfb-run's): starts it,
# waits until it has taken the screen, runs the command, and stops the manager.
# Usage: with_window_manager.sh WINDOW_MANAGER XPROP COMMAND...
set -u
manager=$1; xprop=$2; shift 2
"$manager" >/dev/null 2>&1 &
manager_pid=$!
tries=0
until "$xprop" -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q 'window id'; do
  tries=$((tries + 1))
  if [ "$tries" -gt 100 ]; then
    echo "with_window_manager.sh: $manager did not start" >&2
    kill "$manager_pid" 2>/dev/null
    exit 1
  fi
  sleep 0.1
done
"$@"
status=$?
kill "$manager_pid" 2>/dev/null
wait "$manager_pid" 2>/dev/null
exit "$status"
