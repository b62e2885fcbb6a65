# SPDX-License-Identifier: GPL-3.0-or-later
"""Counts what Orca says while keys are pressed at the game: a measurement, not a test (Orca is
not among the test dependencies). Run by orca_utterances.sh, beside the game and Orca, with
Orca's debug log as the first argument and the keys (xdotool's names) after it. Starts a match
against Easy through AT-SPI, presses each key, and prints every utterance after the start and
how many of them read a square ("d4, white")."""

import re
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

LOG = sys.argv[1]
KEYS = sys.argv[2:]
SPOKEN = re.compile(r"SPEECH OUTPUT: '(.*?)'(?:\{|\s*$)", re.M)
SQUARE = re.compile(r"^[a-h][1-8],")


def pump(seconds):
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if not context.iteration(False):
            time.sleep(0.01)


def descendants(obj):
    for child in obj:
        if child is not None:
            yield child
            yield from descendants(child)


def find_game():
    for _ in range(300):
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name == "reversi":
                return app
        pump(0.1)
    sys.exit("the game did not reach the accessibility bus")


def log_size():
    with open(LOG, errors="replace") as log:
        return len(log.read())


def said_since(offset):
    with open(LOG, errors="replace") as log:
        return SPOKEN.findall(log.read()[offset:])


def main():
    app = find_game()
    pump(4)
    easy = next(o for o in descendants(app)
                if o.name == "Easy" and o.getRole() == pyatspi.ROLE_PUSH_BUTTON)
    easy.queryAction().doAction(0)
    pump(8)
    start = log_size()
    for key in KEYS:
        subprocess.run(["xdotool", "key", key], check=True)
        pump(6 if key in ("Return", "space") else 3)
    # Orca's debug log is written through a buffer: keys it echoes push the rest out.
    for _ in range(12):
        subprocess.run(["xdotool", "key", "shift"], check=True)
        pump(0.5)
    said = [s for s in said_since(start) if s.strip() not in ("left shift", "shift")]
    squares = [s for s in said if SQUARE.match(s)]
    print("said: " + " | ".join(said))
    print(f"keys: {len(KEYS)} ({' '.join(KEYS)}); utterances: {len(said)}, of which square "
          f"readings: {len(squares)}")


main()
