#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Reference values for tests/match/statistics_test.cpp, computed independently of
engine/match/statistics.cpp: the likelihood is maximised directly (Nelder-Mead over the free
probabilities of the distributions with the given score), not through the Lagrange multiplier.
Slow (minutes) and not run by CI; run it to check the constants in the test.
Usage: python3 tests/match/pentanomial_reference.py
"""
import math
import random

X = [0, 0.25, 0.5, 0.75, 1]
CHI2_95 = 3.841458820694124


def best_log_likelihood(p, s):
    """max sum p_i ln q_i over distributions q on X with mean s (0 < s < 1)."""

    def q_of(v):
        q0, q1, q2 = v
        rest = 1 - q0 - q1 - q2
        m = s - (0.25 * q1 + 0.5 * q2)
        q3 = (rest - m) / 0.25  # 0.75 q3 + q4 = m, q3 + q4 = rest
        return [q0, q1, q2, q3, rest - q3]

    def cost(v):
        q = q_of(v)
        if any(qi < 0 for qi in q) or any(qi <= 0 for pi, qi in zip(p, q) if pi > 0):
            return 1e300
        return -sum(pi * math.log(qi) for pi, qi in zip(p, q) if pi > 0)

    # A feasible start: p moved to mean s by mixing in a point mass at 0 or 1, then blended with
    # the two-point distribution on 0 and 1 of mean s so every probability is positive.
    mean = sum(pi * xi for pi, xi in zip(p, X))
    if s >= mean:
        t = (s - mean) / (1 - mean)
        q = [(1 - t) * pi for pi in p]
        q[4] += t
    else:
        t = (mean - s) / mean
        q = [(1 - t) * pi for pi in p]
        q[0] += t
    q = [0.9 * qi + 0.1 * ((1 - s) if i == 0 else s if i == 4 else 0) for i, qi in enumerate(q)]
    random.seed(1)
    starts = [q[:3]] + [[qj * (0.7 + 0.6 * random.random()) for qj in q[:3]] for _ in range(8)]
    best = math.inf
    for start in starts:
        simplex = [start] + [[start[j] + (0.02 if j == i else 0) for j in range(3)] for i in range(3)]
        values = [cost(v) for v in simplex]
        for _ in range(4000):
            order = sorted(range(4), key=lambda k: values[k])
            simplex = [simplex[k] for k in order]
            values = [values[k] for k in order]
            centre = [sum(simplex[k][j] for k in range(3)) / 3 for j in range(3)]
            reflected = [2 * centre[j] - simplex[3][j] for j in range(3)]
            fr = cost(reflected)
            if fr < values[0]:
                expanded = [3 * centre[j] - 2 * simplex[3][j] for j in range(3)]
                fe = cost(expanded)
                simplex[3], values[3] = (expanded, fe) if fe < fr else (reflected, fr)
            elif fr < values[2]:
                simplex[3], values[3] = reflected, fr
            else:
                contracted = [(centre[j] + simplex[3][j]) / 2 for j in range(3)]
                fc = cost(contracted)
                if fc < values[3]:
                    simplex[3], values[3] = contracted, fc
                else:
                    for i in range(1, 4):
                        simplex[i] = [(simplex[0][j] + simplex[i][j]) / 2 for j in range(3)]
                        values[i] = cost(simplex[i])
        best = min(best, min(values))
    return -best


def divergence(p, s):
    return sum(pi * math.log(pi) for pi in p if pi > 0) - best_log_likelihood(p, s)


def score_of_elo(elo):
    return 1 / (1 + 10 ** (-elo / 400))


def elo_of_score(s):
    return -400 * math.log10(1 / s - 1)


def llr(counts, elo0, elo1):
    regular = [c if c > 0 else 1e-3 for c in counts]
    n = sum(regular)
    p = [c / n for c in regular]
    return n * (divergence(p, score_of_elo(elo0)) - divergence(p, score_of_elo(elo1)))


def interval(counts):
    n = sum(counts)
    p = [c / n for c in counts]
    mean = sum(pi * xi for pi, xi in zip(p, X))

    def end(inside, outside):
        for _ in range(40):
            middle = (inside + outside) / 2
            if 2 * n * divergence(p, middle) < CHI2_95:
                inside = middle
            else:
                outside = middle
        return (inside + outside) / 2

    return end(mean, 1e-9), end(mean, 1 - 1e-9)


if __name__ == "__main__":
    for counts, elo0, elo1 in [([3, 10, 40, 20, 7], 0, 10), ([5, 20, 50, 15, 10], -5, 5),
                               ([0, 0, 4, 0, 100], 0, 10)]:
        print(f"LLR {counts} [{elo0}, {elo1}]: {llr(counts, elo0, elo1):.7f}")
    for counts in ([0, 0, 1, 0, 19], [3, 10, 40, 20, 7], [0, 0, 0, 12, 0]):
        low, high = interval(counts)
        print(f"interval {counts}: {low:.7f} to {high:.7f} "
              f"(Elo {elo_of_score(low):+.1f} to {elo_of_score(high):+.1f})")
