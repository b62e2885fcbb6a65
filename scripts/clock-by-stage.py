#!/usr/bin/env python3
"""Where the clock of a `reversi-match --tc` match goes.

Reads the games file of the match (`--games-file`) and prints, summed over both sides of every
game, the time spent in each stage (by the empty squares when the move was asked for), the
empty squares at which each game's search first read to the end (depth >= empties), and the
clock each side still had when its game ended.

    python3 scripts/clock-by-stage.py GAMES-FILE
"""
import statistics
import sys

STAGES = [(60, 41, "opening, 60-41 empties"), (40, 31, "midgame, 40-31"),
          (30, 21, "midgame, 30-21"), (20, 0, "endgame, 20-0")]


def clocks(header):
    """(seconds, increment) for A and for B from the header's `tc` line."""
    fields = header.get("tc", "").split()
    if not fields:
        sys.exit("clock-by-stage: the games file has no `tc` line: the match had no clock")
    parsed = []
    for field in fields:
        seconds, _, increment = field.partition("+")
        parsed.append((float(seconds), float(increment or 0)))
    return parsed[0], parsed[-1]


def main(path):
    header, games = {}, []
    with open(path, encoding="utf-8") as file:
        for line in file:
            words = line.split()
            if not words or line.startswith("#"):
                continue
            if words[0] == "game":
                games.append(words)
            else:
                header[words[0]] = " ".join(words[1:])
    if not games:
        sys.exit(f"clock-by-stage: no games in {path}")
    clock = dict(zip("AB", clocks(header)))

    spent = {name: 0.0 for _, _, name in STAGES}
    moves = {name: 0 for _, _, name in STAGES}
    first_exact, left = [], []
    for words in games:
        played = words[words.index("moves") + 1:]
        # A game where no engine gave a move has no notes: every move is the opening's or forced.
        notes = words[words.index("notes") + 1].split(",") if "notes" in words else []
        a_parity = 0 if words[words.index("black") + 1] == "A" else 1  # Black moves first
        searched = {"A": 0, "B": 0}
        empties, exact_at = 60, None
        for index, (move, note) in enumerate(zip(played, notes)):
            if note != "-":
                seconds, _, depth = note.split("/")  # the depth is empty when none was sent
                for high, low, name in STAGES:
                    if low <= empties <= high:
                        spent[name] += float(seconds)
                        moves[name] += 1
                if exact_at is None and depth and int(depth) >= empties:
                    exact_at = empties
                searched["A" if index % 2 == a_parity else "B"] += 1
            if move != "pass":
                empties -= 1
        if exact_at is not None:
            first_exact.append(exact_at)
        for side in "AB":
            seconds, increment = clock[side]
            used = float(words[words.index("time-" + side.lower()) + 1])
            left.append(seconds + increment * searched[side] - used)

    total = sum(spent.values()) or 1  # a match of forced moves only spent nothing
    print(f"{len(games)} games, {total / len(games):.2f} s a game (both sides)")
    for _, _, name in STAGES:
        print(f"{name:24s} {spent[name] / len(games):6.2f} s a game {100 * spent[name] / total:5.1f}%"
              f" {1000 * spent[name] / max(moves[name], 1):6.0f} ms a move")
    if first_exact:
        print(f"first search to the end at {statistics.median(first_exact):g} empties (median; "
              f"{min(first_exact)} to {max(first_exact)})")
    print(f"clock left when the game ended: {statistics.mean(left):.2f} s a side on average "
          f"({min(left):.2f} to {max(left):.2f})")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__.strip().splitlines()[-1].strip())
    main(sys.argv[1])
