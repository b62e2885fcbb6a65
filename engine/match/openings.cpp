// SPDX-License-Identifier: GPL-3.0-or-later
// Random openings by rejection: draw a line, keep it if its final position is new.
#include "match/openings.hpp"

#include <utility>

#include "core/game_line.hpp"

namespace reversi::match {

namespace {

std::optional<std::vector<Move>> random_line(int plies, SplitMix64& random) {
    GameLine line;
    // A pass counts as a ply.
    const auto short_of_plies = [&] { return std::cmp_less(line.moves().size(), plies); };
    play_on(
        line,
        [&](const Position& position) -> std::optional<Move> {
            if (!short_of_plies()) return std::nullopt;
            std::vector<int> squares;
            for_each_square(position.legal_moves(), [&](int square) { squares.push_back(square); });
            return Move::at(squares[random.below(squares.size())]);
        },
        [&](const Position&) { return short_of_plies(); });
    if (line.current().is_game_over()) return std::nullopt;
    return line.moves();
}

}  // namespace

std::optional<std::vector<Move>> RandomOpenings::next(long max_draws) {
    for (long draw = 0; draw < max_draws; ++draw) {
        auto line = random_line(plies_, random_);
        if (!line) continue;
        GameLine replay;
        for (Move m : *line)
            replay.play(m);
        const Position& end = replay.current();
        if (seen_.insert({end.player(), end.opponent(), end.side_to_move()}).second) return line;
    }
    return std::nullopt;
}

ValueOrError<std::vector<std::vector<Move>>> make_openings(int count, int plies,
                                                           std::uint64_t seed) {
    // Draws that bring nothing new are allowed up to this many per opening asked for.
    constexpr long kDrawsPerOpening = 200;
    RandomOpenings draws(plies, seed);
    std::vector<std::vector<Move>> openings;
    while (static_cast<int>(openings.size()) < count) {
        auto opening = draws.next(kDrawsPerOpening);
        if (!opening) break;
        openings.push_back(std::move(*opening));
    }
    if (static_cast<int>(openings.size()) < count)
        return {std::nullopt, "only " + std::to_string(openings.size()) + " distinct openings of " +
                                  std::to_string(plies) +
                                  " plies were found; ask for fewer or for more plies"};
    return {std::move(openings), {}};
}

std::uint64_t game_seed(std::uint64_t match_seed, int game_index) {
    SplitMix64 random(match_seed ^
                      (0xD1B54A32D192ED03ULL * static_cast<std::uint64_t>(game_index + 1)));
    return random.next();
}

}  // namespace reversi::match
