// SPDX-License-Identifier: GPL-3.0-or-later
// Self-play for the training tool: seeded random opening, the player's moves, an exact end.
#include "train/self_play.hpp"

#include "core/game_line.hpp"
#include "search/hard_features.hpp"
#include "search/random.hpp"
#include "search/search.hpp"

namespace reversi::train {

namespace {

Move random_square(Bitboard moves, SplitMix64& random) {
    auto skip = static_cast<int>(random.below(static_cast<std::uint64_t>(popcount(moves))));
    for (; skip > 0; --skip)
        moves &= moves - 1;
    return Move::at(lowest_square(moves));
}

// The best move by reading to the end of the game, whatever it costs. Read with Normal's
// search, whose evaluation (it only orders the moves here) is fixed: which of several equally
// good moves is played must not depend on the weights being trained.
Move perfect_move(const Position& p) {
    SearchRequest request;
    request.level = Level::Normal;
    request.limits.depth = kLongestGame;
    return choose_move(p, request);
}

Move player_move(const Position& p, std::uint64_t game_seed, const SelfPlaySettings& settings) {
    SearchRequest request;
    request.level = settings.player == Player::Normal ? Level::Normal : Level::Hard;
    request.seed = game_seed;  // Normal breaks ties with it; Hard ignores it
    request.limits.nodes = settings.nodes;
    return choose_move(p, request);
}

}  // namespace

PlayedGame play_game(std::uint64_t seed, std::uint64_t number, const SelfPlaySettings& settings) {
    std::optional<LentHardWeights> lent;
    if (settings.weights) lent.emplace(*settings.weights);

    const std::uint64_t game_seed = SplitMix64::mix(seed ^ SplitMix64::mix(number));
    SplitMix64 random(game_seed);
    const int span = settings.most_random_plies - settings.fewest_random_plies + 1;
    const int random_plies =
        settings.fewest_random_plies +
        static_cast<int>(random.below(static_cast<std::uint64_t>(span > 0 ? span : 1)));

    GameLine line;
    PlayedGame game;
    game.number = number;
    // The random plies: passes are played for free until the last one is drawn.
    int drawn = 0;
    play_on(
        line,
        [&](const Position& p) -> std::optional<Move> {
            if (drawn >= random_plies) return std::nullopt;
            ++drawn;
            return random_square(p.legal_moves(), random);
        },
        [&](const Position&) { return drawn < random_plies; });
    game.random_plies = static_cast<int>(line.moves().size());
    std::optional<int> solved_from;
    // Perfect play from the first turn, pass or move, with few enough empties.
    const auto note_solving = [&](const Position& p) {
        if (p.empty_count() <= settings.solve_empties && !solved_from)
            solved_from = static_cast<int>(line.moves().size());
        return true;
    };
    play_on(
        line,
        [&](const Position& p) -> std::optional<Move> {
            note_solving(p);
            return solved_from ? perfect_move(p) : player_move(p, game_seed, settings);
        },
        note_solving);
    game.moves = line.moves();
    game.solved_from = solved_from.value_or(static_cast<int>(game.moves.size()));
    game.black_score = black_margin(line.current());
    return game;
}

}  // namespace reversi::train
