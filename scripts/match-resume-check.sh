#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The full kill-and-resume check of reversi-match: a match of GAMES games (Easy against Normal)
# stopped at STOPS seeded random points, SIGTERM and SIGKILL in turn, and resumed with --resume
# each time, at concurrency 1 and 2, must give the games file of one uninterrupted run, byte for
# byte apart from the times. ctest runs the same check on a smaller match
# (MatchResume.StoppedAnywhereAndResumedGivesTheGamesOfOneRun); this runs it at full size.
# Usage: scripts/match-resume-check.sh [BUILD_DIR] [GAMES] [STOPS]  (defaults: build/dev, 200, 20)
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build/dev}"
games="${2:-200}"
stops="${3:-20}"
match="$build/engine/match/reversi-match"
[ -x "$match" ] || { echo "missing $match: build $build first" >&2; exit 1; }
echo "\$ bash tests/match/resume_match_test.sh $match $games $stops"
bash tests/match/resume_match_test.sh "$match" "$games" "$stops"
echo "passed: $(date -u '+%Y-%m-%d %H:%M UTC')"
