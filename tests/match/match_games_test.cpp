// SPDX-License-Identifier: GPL-3.0-or-later
// play_game between real engine clients and against the fault engine: games end by the rules,
// results agree with the discs, and a misbehaving side forfeits.
#include <gtest/gtest.h>

#include "core/game_line.hpp"
#include "match/game.hpp"
#include "match/openings.hpp"
#include "support/program_paths.hpp"

namespace reversi::match {
namespace {

client::ClientOptions engine(std::string program, std::vector<std::string> arguments = {}) {
    client::ClientOptions options;
    options.command = {std::move(program), std::move(arguments)};
    options.max_attempts = 1;
    options.timeouts.shutdown_grace = std::chrono::milliseconds(100);
    return options;
}

SideOptions side(Level level,
                 client::EngineCommand command = {testing_support::engine_program(), {}}) {
    SideOptions side;
    side.command = std::move(command);
    side.level = level;
    return side;
}

GameSetup setup_for(int opening_plies, Side black) {
    GameSetup setup;
    setup.number = 1;
    setup.opening = 1;
    setup.opening_moves = make_openings(1, opening_plies, 3).value->front();
    setup.black = black;
    setup.seed = 11;
    return setup;
}

TEST(MatchGame, IsPlayedToTheEndAndScoredByTheDiscs) {
    client::EngineClient a(engine(testing_support::engine_program()));
    client::EngineClient b(engine(testing_support::engine_program()));
    for (Side black : {Side::A, Side::B}) {
        const GameSetup setup = setup_for(4, black);
        const GameRecord game = play_game(setup, a, side(Level::Hard), b, side(Level::Easy));
        EXPECT_FALSE(game.forfeit.has_value());
        EXPECT_FALSE(game.desynchronised);
        // The record replays by the rules from the start to a finished game with its counts.
        GameLine line;
        for (Move m : game.moves)
            ASSERT_TRUE(line.play(m));
        EXPECT_TRUE(line.current().is_game_over());
        EXPECT_EQ(game.black_discs, line.current().disc_count(Color::Black));
        EXPECT_EQ(game.white_discs, line.current().disc_count(Color::White));
        ASSERT_GE(game.moves.size(), setup.opening_moves.size());
        EXPECT_TRUE(
            std::equal(setup.opening_moves.begin(), setup.opening_moves.end(), game.moves.begin()));
        if (game.black_discs > game.white_discs)
            EXPECT_EQ(game.winner, black);
        else if (game.black_discs < game.white_discs)
            EXPECT_EQ(game.winner, other(black));
        else
            EXPECT_FALSE(game.winner.has_value());
    }
}

TEST(MatchGame, ASideThatPlaysAnIllegalMoveForfeits) {
    const client::EngineCommand faulty{testing_support::fault_engine_program(),
                                       {"--fault", "illegal-move", "--from-move", "12"}};
    client::EngineClient a(engine(testing_support::engine_program()));
    client::EngineClient b(engine(faulty.program, faulty.arguments));
    const GameRecord game =
        play_game(setup_for(2, Side::A), a, side(Level::Normal), b, side(Level::Normal, faulty));
    ASSERT_TRUE(game.forfeit.has_value());
    EXPECT_EQ(game.forfeit->side, Side::B);
    EXPECT_EQ(game.forfeit->fault, client::EngineFault::IllegalMove);
    EXPECT_EQ(game.winner, Side::A);
    EXPECT_FALSE(game.desynchronised);
    // The forfeit came where the fault engine began to misbehave, not before.
    EXPECT_GE(game.moves.size(), 12u);
}

TEST(MatchGame, ASideThatHangsPastTheMoveTimeoutForfeitsWithoutAClock) {
    const client::EngineCommand hanging{testing_support::fault_engine_program(),
                                        {"--fault", "hang-on-go"}};
    client::ClientOptions options = engine(hanging.program, hanging.arguments);
    options.timeouts.move = std::chrono::milliseconds(200);
    client::EngineClient a(options);
    client::EngineClient b(engine(testing_support::engine_program()));
    const GameRecord game =
        play_game(setup_for(0, Side::A), a, side(Level::Easy, hanging), b, side(Level::Easy));
    ASSERT_TRUE(game.forfeit.has_value());
    EXPECT_EQ(game.forfeit->side, Side::A);
    EXPECT_EQ(game.forfeit->fault, client::EngineFault::TimedOut);
    EXPECT_EQ(game.winner, Side::B);
    EXPECT_TRUE(game.moves.empty());
}

TEST(MatchGame, ASideThatUsesMoreThanItsClockLosesOnTime) {
    // 300 ms a move against 1.05 s and no increment: the fourth reply comes too late, since
    // four replies take at least 1.2 s whatever the machine; a loaded machine may make it the
    // third, and only a first reply delayed by 750 ms would leave no move in time. (The clocks
    // are wall time: at load 21 a 100 ms reply once took too long for a 350 ms clock.)
    const client::EngineCommand slow{testing_support::fault_engine_program(),
                                     {"--fault", "slow-on-go", "--delay-ms", "300"}};
    client::EngineClient a(engine(slow.program, slow.arguments));
    client::EngineClient b(engine(testing_support::engine_program()));
    // Started before the game, as reversi-match does, so that no start-up is on a clock.
    ASSERT_FALSE(a.start().fault);
    ASSERT_FALSE(b.start().fault);
    const TimeControl tc{std::chrono::milliseconds(1'050), std::chrono::milliseconds(0)};
    const GameRecord game =
        play_game(setup_for(0, Side::A), a, side(Level::Easy, slow), b, side(Level::Easy), tc);
    EXPECT_EQ(game.lost_on_time, Side::A);
    EXPECT_FALSE(game.forfeit.has_value()) << "a loss on time is not a forfeit";
    EXPECT_EQ(game.winner, Side::B);
    EXPECT_GE(game.time_a.replies, 2);
    EXPECT_LE(game.time_a.replies, 4);
    EXPECT_GT(game.time_a.used, std::chrono::milliseconds(1'050));
    EXPECT_EQ(game.moves.size(), 2u * static_cast<std::size_t>(game.time_a.replies - 1))
        << "A's moves in time and B's replies; the late move is not played";

    // An engine as slow (100 ms a move, about 3 s a game: more than its 1 s start) with a
    // clock it can afford only through its increment (0.2 s after each move, twice what a
    // move takes, so a loaded machine may add 100 ms to each) plays the game out.
    const client::EngineCommand steady{testing_support::fault_engine_program(),
                                       {"--fault", "slow-on-go", "--delay-ms", "100"}};
    client::EngineClient c(engine(steady.program, steady.arguments));
    ASSERT_FALSE(c.start().fault);
    const TimeControl enough{std::chrono::milliseconds(1'000), std::chrono::milliseconds(200)};
    const GameRecord in_time = play_game(setup_for(0, Side::A), c, side(Level::Easy, steady), b,
                                         side(Level::Easy), enough);
    EXPECT_FALSE(in_time.lost_on_time.has_value());
    EXPECT_FALSE(in_time.forfeit.has_value());
    EXPECT_FALSE(in_time.desynchronised);
    EXPECT_GT(in_time.time_a.replies, 20) << "played to the end";
}

TEST(MatchGame, ACrashOnTheClockIsAForfeitNotALossOnTime) {
    const client::EngineCommand crashing{testing_support::fault_engine_program(),
                                         {"--fault", "crash-on-go", "--from-move", "4"}};
    client::EngineClient a(engine(crashing.program, crashing.arguments));
    client::EngineClient b(engine(testing_support::engine_program()));
    const TimeControl tc{std::chrono::milliseconds(5'000), std::chrono::milliseconds(0)};
    const GameRecord game =
        play_game(setup_for(0, Side::A), a, side(Level::Easy, crashing), b, side(Level::Easy), tc);
    ASSERT_TRUE(game.forfeit.has_value());
    EXPECT_EQ(game.forfeit->fault, client::EngineFault::Crashed);
    EXPECT_FALSE(game.lost_on_time.has_value());
    EXPECT_EQ(game.winner, Side::B);
}

}  // namespace
}  // namespace reversi::match
