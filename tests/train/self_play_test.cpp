// SPDX-License-Identifier: GPL-3.0-or-later
// Self-play for training: a game is fixed by the seed and its number, its end is perfect play,
// and threads or shards never change which games a run holds.
#include <gtest/gtest.h>

#include <set>

#include "core/game_line.hpp"
#include "search/search.hpp"
#include "train/generate.hpp"

namespace reversi::train {
namespace {

SelfPlaySettings quick_settings(Player player = Player::Hard) {
    SelfPlaySettings s;
    s.player = player;
    s.nodes = 300;
    s.solve_empties = 10;
    return s;
}

Position position_before(const PlayedGame& game, int move) {
    GameLine line;
    for (int i = 0; i < move; ++i)
        EXPECT_TRUE(line.play(game.moves[static_cast<std::size_t>(i)]));
    return line.current();
}

TEST(SelfPlay, AGameIsFixedByTheSeedAndItsNumber) {
    EXPECT_EQ(play_game(3, 4, quick_settings()), play_game(3, 4, quick_settings()));
    EXPECT_NE(play_game(3, 4, quick_settings()).moves, play_game(3, 5, quick_settings()).moves);
    EXPECT_NE(play_game(3, 4, quick_settings()).moves, play_game(4, 4, quick_settings()).moves);
    EXPECT_EQ(play_game(3, 4, quick_settings()).number, 4u);
}

TEST(SelfPlay, TheOpeningIsRandomForTheDrawnNumberOfPlies) {
    std::set<int> lengths;
    for (std::uint64_t n = 0; n < 40; ++n) {
        const PlayedGame game = play_game(9, n, quick_settings(Player::Normal));
        EXPECT_GE(game.random_plies, 6);
        EXPECT_LE(game.random_plies, 14);  // no pass in so short an opening here
        lengths.insert(game.random_plies);
    }
    EXPECT_GT(lengths.size(), 5u);
}

// From the first solved move on, the final margin is what perfect play gets from there.
TEST(SelfPlay, TheResultIsExactFromTheSolvedMoveOn) {
    for (std::uint64_t n = 0; n < 4; ++n) {
        const PlayedGame game = play_game(11, n, quick_settings());
        ASSERT_LT(game.solved_from, static_cast<int>(game.moves.size()));
        EXPECT_LE(position_before(game, game.solved_from).empty_count(), 10);
        EXPECT_GT(position_before(game, game.solved_from - 1).empty_count(), 10);
        // A forced pass first, perhaps: solve where the side to move has a square.
        const int first_choice = game.moves[static_cast<std::size_t>(game.solved_from)].is_pass()
                                     ? game.solved_from + 1
                                     : game.solved_from;
        const Position p = position_before(game, first_choice);
        SearchRequest exact;
        exact.limits.depth = kLongestGame;
        const SearchResult solved = search_move(p, exact);
        ASSERT_TRUE(solved.deepest);
        const int black_view =
            p.side_to_move() == Color::Black ? game.black_score : -game.black_score;
        EXPECT_EQ(solved.deepest->score, black_view) << "game " << n;
    }
}

TEST(SelfPlay, LentWeightsChangeHowHardPlays) {
    const patterns::PatternWeights zero;
    SelfPlaySettings with_zero = quick_settings();
    with_zero.weights = zero.view();
    bool differs = false;
    for (std::uint64_t n = 0; n < 4 && !differs; ++n)
        differs = play_game(2, n, quick_settings()).moves != play_game(2, n, with_zero).moves;
    EXPECT_TRUE(differs);
}

GenerateSettings run(int threads, Shard shard) {
    GenerateSettings s;
    s.seed = 5;
    s.games = 9;
    s.threads = threads;
    s.shard = shard;
    s.play = quick_settings(Player::Normal);
    return s;
}

TEST(Generate, ThreadsDoNotChangeTheGames) {
    const std::vector<PlayedGame> one = generate_games(run(1, {}));
    ASSERT_EQ(one.size(), 9u);
    EXPECT_EQ(generate_games(run(3, {})), one);
    for (std::size_t i = 0; i < one.size(); ++i)
        EXPECT_EQ(one[i].number, i);
}

TEST(Generate, ShardsSplitTheRunBetweenThem) {
    const std::vector<PlayedGame> whole = generate_games(run(2, {}));
    const std::vector<PlayedGame> first = generate_games(run(1, {1, 2}));
    const std::vector<PlayedGame> second = generate_games(run(1, {2, 2}));
    ASSERT_EQ(first.size(), 5u);
    ASSERT_EQ(second.size(), 4u);
    for (const PlayedGame& g : first)
        EXPECT_EQ(g, whole[g.number]);
    for (const PlayedGame& g : second)
        EXPECT_EQ(g, whole[g.number]);
}

TEST(Generate, RoundsOfOneSeedPlayDifferentGames) {
    GenerateSettings second_round = run(1, {});
    second_round.round = 2;
    EXPECT_NE(generate_games(second_round)[0].moves, generate_games(run(1, {}))[0].moves);
}

}  // namespace
}  // namespace reversi::train
