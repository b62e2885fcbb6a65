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
    for (int drawn = 0; drawn < random_plies && !line.current().is_game_over();) {
        const Position& p = line.current();
        if (p.must_pass()) {
            line.play(Move::pass());
            continue;
        }
        line.play(random_square(p.legal_moves(), random));
        ++drawn;
    }
    game.random_plies = static_cast<int>(line.moves().size());
    std::optional<int> solved_from;
    while (!line.current().is_game_over()) {
        const Position& p = line.current();
        if (p.empty_count() <= settings.solve_empties && !solved_from)
            solved_from = static_cast<int>(line.moves().size());
        if (p.must_pass()) {
            line.play(Move::pass());
            continue;
        }
        line.play(solved_from ? perfect_move(p) : player_move(p, game_seed, settings));
    }
    game.moves = line.moves();
    game.solved_from = solved_from.value_or(static_cast<int>(game.moves.size()));
    game.black_score = black_margin(line.current());
    return game;
}

}  // namespace reversi::train
