// SPDX-License-Identifier: GPL-3.0-or-later
// A game is 1, 1/2 or 0 points for A; a pair is the sum of its two games.
#include "match/results.hpp"

#include <cassert>
#include <cmath>

namespace reversi::match {

namespace {

double points_for_a(const GameRecord& game) {
    if (!game.winner) return 0.5;
    return *game.winner == Side::A ? 1.0 : 0.0;
}

}  // namespace

Tally tally(const std::vector<GameRecord>& games) {
    Tally t;
    for (const GameRecord& game : games) {
        ++t.games;
        if (!game.winner)
            ++t.draws;
        else if (*game.winner == Side::A)
            ++t.wins;
        else
            ++t.losses;
        if (game.forfeit) ++(game.forfeit->side == Side::A ? t.forfeits_a : t.forfeits_b);
        if (game.lost_on_time)
            ++(*game.lost_on_time == Side::A ? t.time_losses_a : t.time_losses_b);
        if (game.desynchronised) ++t.desynchronised;
        t.late_a += game.late_a;
        t.late_b += game.late_b;
    }
    return t;
}

int pair_result(const GameRecord& first, const GameRecord& second) {
    assert(first.setup.opening == second.setup.opening);
    return static_cast<int>(std::lround(2 * (points_for_a(first) + points_for_a(second))));
}

std::map<int, std::vector<const GameRecord*>> games_by_opening(
    const std::vector<GameRecord>& games) {
    std::map<int, std::vector<const GameRecord*>> by_opening;
    for (const GameRecord& game : games)
        by_opening[game.setup.opening].push_back(&game);
    return by_opening;
}

PairCounts pair_counts(const std::vector<GameRecord>& games) {
    PairCounts counts;
    for (const auto& [opening, pair] : games_by_opening(games)) {
        if (pair.size() != 2) continue;
        ++counts.by_points[static_cast<std::size_t>(pair_result(*pair[0], *pair[1]))];
    }
    return counts;
}

}  // namespace reversi::match
