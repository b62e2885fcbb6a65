// The parts of reversi-match that need no engine: options, openings, seeds, tally and Elo.
#include <gtest/gtest.h>

#include <cmath>
#include <set>
#include <sstream>

#include "core/game_line.hpp"
#include "core/notation.hpp"
#include "match/match_options.hpp"
#include "match/match_report.hpp"
#include "match/openings.hpp"

namespace reversi::match {
namespace {

const client::EngineCommand kDefault{"reversi-engine", {}};

ParsedOptions parse(std::vector<const char*> args) {
    args.insert(args.begin(), "reversi-match");
    return parse_match_options(static_cast<int>(args.size()), args.data(), kDefault);
}

TEST(MatchOptions, EachSideGetsItsLevelBudgetAndEngine) {
    const auto parsed = parse({"--a-level", "hard", "--b-level", "easy", "--b-nodes", "500",
                               "--a-engine", "/opt/e --flag 'two words'", "--openings", "7",
                               "--concurrency", "2", "--games-file", "out.txt"});
    ASSERT_TRUE(parsed.options.has_value()) << parsed.error;
    const MatchOptions& o = *parsed.options;
    EXPECT_EQ(o.a.level, Level::Hard);
    EXPECT_EQ(o.b.level, Level::Easy);
    EXPECT_EQ(o.b.limits.nodes, 500u);
    EXPECT_FALSE(o.a.limits.nodes.has_value());
    EXPECT_EQ(o.a.command.program, "/opt/e");
    EXPECT_EQ(o.a.command.arguments, (std::vector<std::string>{"--flag", "two words"}));
    EXPECT_EQ(o.b.command.program, "reversi-engine");
    EXPECT_EQ(o.openings, 7);
    EXPECT_EQ(o.concurrency, 2);
    EXPECT_EQ(o.games_file, "out.txt");
}

TEST(MatchOptions, AcceptTheEqualsForm) {
    const auto parsed = parse({"--a-level=hard", "--b-engine=/opt/e -x", "--openings=3"});
    ASSERT_TRUE(parsed.options.has_value()) << parsed.error;
    EXPECT_EQ(parsed.options->a.level, Level::Hard);
    EXPECT_EQ(parsed.options->b.command.program, "/opt/e");
    EXPECT_EQ(parsed.options->b.command.arguments, std::vector<std::string>{"-x"});
    EXPECT_EQ(parsed.options->openings, 3);
}

TEST(MatchOptions, AMistakeIsNamedAndNothingRuns) {
    for (std::vector<const char*> args : {std::vector<const char*>{"--a-level", "expert"},
                                          {"--openings", "0"},
                                          {"--openings"},
                                          {"--c-level", "easy"},
                                          {"--a-engine", "'unclosed"},
                                          {"--seed", "-1"},
                                          {"stray"},
                                          {"--concurrency", "two"}}) {
        const auto parsed = parse(args);
        EXPECT_FALSE(parsed.options.has_value()) << args.front();
        EXPECT_FALSE(parsed.error.empty());
    }
}

TEST(MatchOptions, HelpIsNotAnError) {
    const auto parsed = parse({"--openings", "3", "--help"});
    EXPECT_TRUE(parsed.help);
    EXPECT_NE(std::string(kMatchUsage).find("--concurrency"), std::string::npos);
}

TEST(Openings, AreDistinctPositionsWhereTheGameGoesOn) {
    std::string error;
    const auto openings = make_openings(300, 6, 42, error);
    ASSERT_TRUE(openings.has_value()) << error;
    ASSERT_EQ(openings->size(), 300u);
    std::set<std::string> positions;
    for (const auto& moves : *openings) {
        EXPECT_EQ(moves.size(), 6u);
        GameLine line;
        for (Move m : moves)
            ASSERT_TRUE(line.play(m));
        EXPECT_FALSE(line.current().is_game_over());
        positions.insert(position_string(line.current()));
    }
    EXPECT_EQ(positions.size(), 300u);
}

TEST(Openings, AreTheSameForTheSameSeedAndDifferForAnother) {
    std::string error;
    const auto first = make_openings(20, 4, 9, error);
    const auto again = make_openings(20, 4, 9, error);
    const auto other = make_openings(20, 4, 10, error);
    ASSERT_TRUE(first && again && other);
    EXPECT_EQ(*first, *again);
    EXPECT_NE(*first, *other);
}

TEST(Openings, AreRefusedWhenTooFewDistinctOnesExist) {
    std::string error;
    // One ply from the start reaches only four positions.
    EXPECT_FALSE(make_openings(5, 1, 1, error).has_value());
    EXPECT_NE(error.find("only 4"), std::string::npos) << error;
    EXPECT_TRUE(make_openings(4, 1, 1, error).has_value());
}

TEST(GameSeeds, DifferFromGameToGameAndRepeatForTheSameMatchSeed) {
    EXPECT_NE(game_seed(1, 0), game_seed(1, 1));
    EXPECT_NE(game_seed(1, 0), game_seed(2, 0));
    EXPECT_EQ(game_seed(5, 17), game_seed(5, 17));
}

GameRecord finished(Side black, std::optional<Side> winner) {
    GameRecord game;
    game.setup.black = black;
    game.winner = winner;
    return game;
}

TEST(Tally, CountsFromTheSideOfA) {
    std::vector<GameRecord> games{finished(Side::A, Side::A), finished(Side::B, Side::A),
                                  finished(Side::A, Side::B), finished(Side::B, std::nullopt)};
    games[2].forfeit = Forfeit{Side::A, client::EngineFault::Crashed, "x"};
    const Tally t = tally(games);
    EXPECT_EQ(t.games, 4);
    EXPECT_EQ(t.wins, 2);
    EXPECT_EQ(t.losses, 1);
    EXPECT_EQ(t.draws, 1);
    EXPECT_EQ(t.forfeits_a, 1);
    EXPECT_EQ(t.forfeits_b, 0);
    EXPECT_DOUBLE_EQ(score_of(t), 0.625);
}

TEST(Elo, AnEvenScoreIsNoDifference) {
    const EloEstimate elo = estimate_elo(Tally{100, 40, 20, 40});
    ASSERT_TRUE(elo.difference.has_value());
    EXPECT_NEAR(*elo.difference, 0.0, 1e-9);
    EXPECT_GT(*elo.error_95, 0.0);
}

TEST(Elo, ThreeQuartersOfThePointsIsAboutPlus191) {
    const EloEstimate elo = estimate_elo(Tally{200, 150, 0, 50});
    ASSERT_TRUE(elo.difference.has_value());
    EXPECT_NEAR(*elo.difference, 190.85, 0.01);  // -400 log10(1/0.75 - 1)
    EXPECT_LT(estimate_elo(Tally{20, 15, 0, 5}).difference.value(), 191.0);
}

TEST(Elo, TheErrorBarNarrowsWithMoreGames) {
    const double few = *estimate_elo(Tally{40, 24, 0, 16}).error_95;
    const double many = *estimate_elo(Tally{400, 240, 0, 160}).error_95;
    EXPECT_NEAR(few / many, std::sqrt(10.0), 0.5);
}

TEST(Elo, TheScoreIntervalFollowsTheSpreadOfResults) {
    // 100 games at 60%: sqrt(0.24 / 100) * 1.96 = 0.096.
    EXPECT_NEAR(score_error_95(Tally{100, 60, 0, 40}), 0.0960, 0.0005);
    // Draws spread less than wins and losses.
    EXPECT_LT(score_error_95(Tally{100, 40, 40, 20}), score_error_95(Tally{100, 60, 0, 40}));
    EXPECT_EQ(score_error_95(Tally{10, 10, 0, 0}), 0.0);
}

TEST(Elo, IsUnboundedWhenOneSideTakesEveryPoint) {
    EXPECT_FALSE(estimate_elo(Tally{10, 10, 0, 0}).difference.has_value());
    EXPECT_FALSE(estimate_elo(Tally{10, 0, 0, 10}).difference.has_value());
}

TEST(MatchTable, ShowsBothSidesAndTheEloLine) {
    MatchRun run;
    run.games = {finished(Side::A, Side::A), finished(Side::B, Side::B),
                 finished(Side::A, Side::A)};
    std::ostringstream out;
    print_table(out, {"engine one", "engine two", 2, 6, 1}, run);
    const std::string text = out.str();
    EXPECT_NE(text.find("A: engine one"), std::string::npos);
    EXPECT_NE(text.find("A           3      2      0       1   66.7%"), std::string::npos) << text;
    EXPECT_NE(text.find("B           3      1      0       2   33.3%"), std::string::npos) << text;
    EXPECT_NE(text.find("Elo difference A - B: +120"), std::string::npos) << text;
    EXPECT_NE(text.find("score of A: 66.7% +/- "), std::string::npos) << text;
}

}  // namespace
}  // namespace reversi::match
