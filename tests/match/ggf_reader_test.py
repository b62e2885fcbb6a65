#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""An independent reader of GGF game records (written from the Generic Game Format's published
description, https://www.skatgame.net/mburo/ggsa/ggf, with its own Othello rules): plays a short
reversi-match with --ggf-file, then reads every record, replays its moves and checks that RE is
Black's result with the empty squares counted for the winner (a flagged result, :r, :t or :s,
may end early). Then matches with forfeits, losses on time and adjudications: every record's
RE must credit the winner the games file names (GGF's RE is the result for the first colour,
Black: positive when Black won, negative when White did).

Usage: ggf_reader_test.py REVERSI_MATCH REVERSI_FAULT_ENGINE
"""
import os
import re
import subprocess
import sys
import tempfile

DIRECTIONS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]


def parse_record(text):
    """The properties of one record, in order, as (name, value) pairs."""
    text = text.strip()
    if not (text.startswith("(;") and text.endswith(";)")):
        raise ValueError("a record is (; ... ;)")
    body = text[2:-2]
    properties = []
    at = 0
    pattern = re.compile(r"\s*([A-Z]+)\[([^\]]*)\]")
    while at < len(body.rstrip()):
        match = pattern.match(body, at)
        if not match:
            raise ValueError("no property at offset %d" % at)
        properties.append((match.group(1), match.group(2)))
        at = match.end()
    return properties


def flips(board, row, col, colour):
    """The discs a move at (row, col) turns for `colour`."""
    if board[row][col] != "-":
        return []
    other = "O" if colour == "*" else "*"
    turned = []
    for dr, dc in DIRECTIONS:
        r, c, line = row + dr, col + dc, []
        while 0 <= r < 8 and 0 <= c < 8 and board[r][c] == other:
            line.append((r, c))
            r, c = r + dr, c + dc
        if line and 0 <= r < 8 and 0 <= c < 8 and board[r][c] == colour:
            turned += line
    return turned


def has_move(board, colour):
    return any(flips(board, r, c, colour) for r in range(8) for c in range(8))


def replay(properties):
    """Plays the record's moves from BO; returns the board at the end and whether it is over."""
    values = dict(properties)
    if values.get("GM") != "Othello":
        raise ValueError("GM is not Othello")
    size, squares, to_move = values["BO"].split()
    if size != "8" or len(squares) != 64 or to_move not in "*O":
        raise ValueError("BO is not an 8x8 board and a side")
    # GGF's BO lists the squares row by row from a1 (a1..h1, a2..h2, ...).
    board = [list(squares[8 * r:8 * r + 8]) for r in range(8)]
    colour = to_move
    for name, value in properties:
        if name not in ("B", "W"):
            continue
        if (name == "B") != (colour == "*"):
            raise ValueError("%s[%s] is played out of turn" % (name, value))
        item = value.split("/")
        if len(item) > 3:
            raise ValueError("a move item is MOVE[/EVAL[/TIME]]: %s" % value)
        for number in item[1:]:
            if number and not re.fullmatch(r"[+-]?\d+(\.\d+)?", number):
                raise ValueError("not a number in %s" % value)
        move = item[0].upper()
        if move in ("PA", "PASS"):
            if has_move(board, colour):
                raise ValueError("a pass while a move is legal")
        else:
            col, row = ord(move[0]) - ord("A"), int(move[1:]) - 1
            turned = flips(board, row, col, colour)
            if not turned:
                raise ValueError("%s is illegal" % move)
            board[row][col] = colour
            for r, c in turned:
                board[r][c] = colour
        colour = "O" if colour == "*" else "*"
    over = not has_move(board, "*") and not has_move(board, "O")
    return board, over


def check(record, winner=None):
    """Reads and replays one record; `winner` (A, B or draw, from the games file) must be the
    side RE credits."""
    properties = parse_record(record)
    values = dict(properties)
    for name in ("PB", "PW", "RE", "TY", "BO"):
        if name not in values:
            raise ValueError("no %s" % name)
    result = re.fullmatch(r"([+-]\d+)\.\d+(:[rts])?", values["RE"])
    if not result:
        raise ValueError("RE is not [+-]score[:flag]: " + values["RE"])
    board, over = replay(properties)
    black = sum(row.count("*") for row in board)
    white = sum(row.count("O") for row in board)
    if result.group(2) is None:
        if not over:
            raise ValueError("RE has no flag but the game is not over")
        empties = 64 - black - white
        margin = black - white
        margin += empties if margin > 0 else -empties if margin < 0 else 0
        if int(result.group(1)) != margin:
            raise ValueError("RE %s, but the discs are %d-%d" % (values["RE"], black, white))
    if winner is not None:
        sign = int(result.group(1))
        black_side = "A" if values["PB"].endswith("(A)") else "B"
        credited = "draw" if sign == 0 else black_side if sign > 0 else "AB".replace(black_side, "")
        if credited != winner:
            raise ValueError("RE %s credits %s, but %s won" % (values["RE"], credited, winner))
    return values["PB"], values["PW"], result.group(2)


def winners(games_file):
    """Each game's winner (A, B or draw) from the games file, in game order."""
    with open(games_file) as text:
        return [line.split(" winner ")[1].split()[0] for line in text if line.startswith("game ")]


def flagged_matches(match, fault_engine):
    """Matches whose games end by forfeit (:r), on time (:t) and by adjudication (:s); every
    record must credit the games file's winner. Returns the flags seen, or None on failure."""
    runs = [
        ["--a-engine", fault_engine + " --fault illegal-move --from-move 16", "--b-level", "easy",
         "--recover", "--openings", "2"],
        ["--a-engine", fault_engine + " --fault slow-on-go --delay-ms 150 --from-move 16",
         "--b-level", "easy", "--tc", "0.4", "--openings", "2"],
        ["--a-level", "easy", "--b-level", "normal", "--adjudicate-empties", "12", "--openings",
         "2"],
    ]
    seen = set()
    for args in runs:
        with tempfile.TemporaryDirectory() as folder:
            ggf_path = os.path.join(folder, "games.ggf")
            games_path = os.path.join(folder, "games.txt")
            run = subprocess.run([match] + args + ["--ggf-file", ggf_path, "--games-file",
                                                   games_path], capture_output=True, text=True)
            if run.returncode != 0:
                print("reversi-match %s failed: %s" % (" ".join(args), run.stderr))
                return None
            with open(ggf_path) as ggf:
                records = [line for line in ggf if line.strip()]
            for number, (record, winner) in enumerate(zip(records, winners(games_path)), 1):
                try:
                    seen.add(check(record, winner)[2])
                except (ValueError, KeyError, IndexError) as problem:
                    print("%s, record %d: %s\n%s" % (" ".join(args), number, problem, record))
                    return None
    return seen


def main():
    match = sys.argv[1]
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "games.ggf")
        run = subprocess.run([match, "--a-level", "easy", "--b-level", "normal", "--openings",
                              "3", "--ggf-file", path], capture_output=True, text=True)
        if run.returncode != 0:
            print("reversi-match failed:", run.stderr)
            return 1
        with open(path) as ggf:
            records = [line for line in ggf if line.strip()]
    if len(records) != 6:
        print("expected 6 records, found %d" % len(records))
        return 1
    for number, record in enumerate(records, 1):
        try:
            black, white, _ = check(record)
        except (ValueError, KeyError, IndexError) as problem:
            print("record %d: %s\n%s" % (number, problem, record))
            return 1
        print("record %d: %s against %s, read and replayed" % (number, black, white))
    seen = flagged_matches(match, sys.argv[2])
    if seen is None:
        return 1
    for flag in (":r", ":t", ":s"):
        if flag not in seen:
            print("no record ended with %s: the flagged matches did not test it" % flag)
            return 1
    print("forfeits, losses on time and adjudications: every RE credits the winner")
    return 0


if __name__ == "__main__":
    sys.exit(main())
