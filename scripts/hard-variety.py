#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# How much Hard's games vary with the seed: for seeds 1..N a fixed player plays Black against
# Hard (line protocol, `level hard`, `seed S`, `go`), and the first PLIES moves of the games are
# compared. The player takes the first legal square in board order (a1, b1, ... h8), or, with
# PLAYER, asks that engine for Hard's move at its budget without the seed (`go nodes 12000`).
# Prints how many games are distinct, and how many distinct beginnings each ply has.
# Usage: scripts/hard-variety.py ENGINE [N=100] [PLIES=20] [PLAYER]
import subprocess
import sys

engine = sys.argv[1]
count = int(sys.argv[2]) if len(sys.argv) > 2 else 100
plies = int(sys.argv[3]) if len(sys.argv) > 3 else 20
player_engine = sys.argv[4] if len(sys.argv) > 4 else None


def start(command):
    return subprocess.Popen([command], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)


def ask(proc, lines, wanted):
    proc.stdin.write(lines + "\n")
    proc.stdin.flush()
    while True:
        reply = proc.stdout.readline()
        if not reply:
            sys.exit(f"the engine closed its output after {lines!r}")
        if reply.startswith(wanted):
            return reply.split()[1:]


def position(moves):
    return "position startpos" + (" moves " + " ".join(moves) if moves else "")


hard = start(engine)
player = start(player_engine) if player_engine else None
if player:
    ask(player, "level hard\nisready", "readyok")
games = []
for seed in range(1, count + 1):
    ask(hard, f"level hard\nseed {seed}\nisready", "readyok")
    moves = []
    for ply in range(plies):
        legal = ask(hard, position(moves) + "\nlegal", "legal")
        if not legal:
            break  # the game is over
        if ply % 2 == 1:
            moves.append(ask(hard, "go", "bestmove")[0])
        elif player:
            moves.append(ask(player, position(moves) + "\ngo nodes 12000", "bestmove")[0])
        else:
            moves.append(legal[0])
    games.append(moves)
for proc in (hard, player):
    if proc:
        proc.stdin.close()
        proc.wait()
print(f"{len(set(map(tuple, games)))} distinct games of {count} seeds, first {plies} moves")
print("distinct beginnings by ply:", [len({tuple(g[:k]) for g in games}) for k in range(1, plies + 1)])
