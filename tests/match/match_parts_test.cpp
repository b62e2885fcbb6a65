// SPDX-License-Identifier: GPL-3.0-or-later
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
#include "match/results.hpp"
#include "parse_arguments.hpp"

namespace reversi::match {
namespace {

using testing::parse;

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
    EXPECT_NE(match_usage().find("--concurrency"), std::string::npos);
}

TEST(MatchOptions, SendNoLevelOrBudgetThatWasNotGiven) {
    const auto parsed = parse({"--a-engine", "/opt/e --level easy", "--b-depth", "4"});
    ASSERT_TRUE(parsed.options.has_value()) << parsed.error;
    EXPECT_FALSE(parsed.options->a.level.has_value());
    EXPECT_FALSE(parsed.options->a.limits.nodes.has_value());
    EXPECT_FALSE(parsed.options->a.limits.depth.has_value());
    EXPECT_FALSE(parsed.options->b.level.has_value());
    EXPECT_EQ(parsed.options->b.limits.depth, 4);
}

TEST(MatchOptions, AnOptionGivenTwiceIsAnError) {
    for (std::vector<const char*> args :
         {std::vector<const char*>{"--openings", "3", "--openings", "4"},
          {"--openings=3", "--openings", "3"},
          {"--a-level", "easy", "--a-level", "hard"},
          {"--progress", "--progress"},
          {"--sprt", "0", "5", "--sprt", "0", "10"}}) {
        const auto parsed = parse(args);
        EXPECT_FALSE(parsed.options.has_value()) << args.front();
        EXPECT_NE(parsed.error.find("is given twice"), std::string::npos) << parsed.error;
    }
    // The two sides' options are different options.
    EXPECT_TRUE(parse({"--a-level", "easy", "--b-level", "easy"}).options.has_value());
}

TEST(MatchOptions, TheDefaultEngineSpeaksTheProtocolAskedFor) {
    const auto parsed = parse({"--a-protocol", "gtp", "--b-protocol", "nboard"});
    ASSERT_TRUE(parsed.options.has_value()) << parsed.error;
    EXPECT_EQ(parsed.options->a.protocol, client::EngineProtocol::Gtp);
    EXPECT_EQ(parsed.options->a.command.arguments, std::vector<std::string>{"--gtp"});
    EXPECT_EQ(parsed.options->b.protocol, client::EngineProtocol::Nboard);
    EXPECT_EQ(parsed.options->b.command.arguments, std::vector<std::string>{"--nboard"});
    // A command given is taken as it is.
    const auto given = parse({"--a-protocol", "gtp", "--a-engine", "/opt/e"});
    ASSERT_TRUE(given.options.has_value());
    EXPECT_TRUE(given.options->a.command.arguments.empty());
}

TEST(MatchOptions, OnlyWhatAProtocolCanCarryMayBeSent) {
    for (std::vector<const char*> args :
         {std::vector<const char*>{"--a-protocol", "nboard", "--a-level", "easy"},
          {"--b-protocol", "nboard", "--b-nodes", "100"},
          {"--a-protocol", "gtp", "--a-nodes", "100"},
          {"--b-protocol", "gtp", "--b-depth", "3"},
          {"--a-protocol", "uci"}}) {
        EXPECT_FALSE(parse(args).options.has_value()) << args[1] << " " << args[2];
    }
    EXPECT_TRUE(parse({"--a-protocol", "nboard", "--a-depth", "6"}).options.has_value());
    EXPECT_TRUE(parse({"--a-protocol", "gtp", "--a-level", "easy"}).options.has_value());
}

TEST(MatchOptions, ReadTheSprtTheShardAndTheOpeningsFile) {
    const auto parsed = parse(
        {"--sprt", "-5", "2.5", "--alpha", "0.1", "--shard", "2/7", "--openings-file", "set.txt"});
    ASSERT_TRUE(parsed.options.has_value()) << parsed.error;
    const MatchOptions& o = *parsed.options;
    ASSERT_TRUE(o.sprt.has_value());
    EXPECT_EQ(o.sprt->elo0, -5.0);
    EXPECT_EQ(o.sprt->elo1, 2.5);
    EXPECT_EQ(o.sprt->alpha, 0.1);
    EXPECT_EQ(o.sprt->beta, 0.05);
    EXPECT_EQ(o.shard, (Shard{2, 7}));
    EXPECT_EQ(o.openings_file, "set.txt");
    EXPECT_FALSE(o.openings.has_value()) << "every opening of the file unless --openings";
}

TEST(MatchOptions, RefuseSprtShardAndOpeningsMistakes) {
    for (std::vector<const char*> args : {std::vector<const char*>{"--sprt", "10", "0"},
                                          {"--sprt", "0"},
                                          {"--sprt=0", "10"},
                                          {"--alpha", "0.05"},
                                          {"--sprt", "0", "5", "--beta", "0.7"},
                                          {"--sprt", "0", "5", "--alpha", "0"},
                                          {"--shard", "0/3"},
                                          {"--shard", "4/3"},
                                          {"--shard", "3"},
                                          {"--openings-file", "x.txt", "--plies", "4"},
                                          {"--progress=yes"}}) {
        const auto parsed = parse(args);
        EXPECT_FALSE(parsed.options.has_value()) << args.front() << " " << args.back();
        EXPECT_FALSE(parsed.error.empty());
    }
}

TEST(Openings, AreDistinctPositionsWhereTheGameGoesOn) {
    const auto openings = make_openings(300, 6, 42);
    ASSERT_TRUE(openings.value.has_value()) << openings.error;
    ASSERT_EQ(openings.value->size(), 300u);
    std::set<std::string> positions;
    for (const auto& moves : *openings.value) {
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
    const auto first = make_openings(20, 4, 9).value;
    const auto again = make_openings(20, 4, 9).value;
    const auto other = make_openings(20, 4, 10).value;
    ASSERT_TRUE(first && again && other);
    EXPECT_EQ(*first, *again);
    EXPECT_NE(*first, *other);
}

TEST(Openings, AreRefusedWhenTooFewDistinctOnesExist) {
    // One ply from the start reaches only four positions.
    const auto five = make_openings(5, 1, 1);
    EXPECT_FALSE(five.value.has_value());
    EXPECT_NE(five.error.find("only 4"), std::string::npos) << five.error;
    EXPECT_TRUE(make_openings(4, 1, 1).value.has_value());
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
}

TEST(MatchTable, ShowsBothSidesThePairsAndTheEloLine) {
    std::vector<GameRecord> games{finished(Side::A, Side::A), finished(Side::B, Side::B),
                                  finished(Side::A, Side::A), finished(Side::B, std::nullopt)};
    for (std::size_t i = 0; i < games.size(); ++i) {
        games[i].setup.number = static_cast<int>(i) + 1;
        games[i].setup.opening = static_cast<int>(i) / 2 + 1;
    }
    MatchHeader header;
    header.a = "engine one";
    header.b = "engine two";
    header.openings = "random, 6 plies, seed 1";
    header.opening_count = 2;
    std::ostringstream out;
    print_table(out, header, games);
    const std::string text = out.str();
    EXPECT_NE(text.find("reversi-match: 4 games; openings: 2, random, 6 plies, seed 1\n"
                        "A: engine one\nB: engine two\n"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("A           4      2      1       1   62.5%"), std::string::npos) << text;
    EXPECT_NE(text.find("B           4      1      1       2   37.5%"), std::string::npos) << text;
    // Opening 1: a win and a loss (1 point); opening 2: a win and a draw (1.5).
    EXPECT_NE(text.find("pairs by A's points (0, 0.5, 1, 1.5, 2 of 2): 0, 0, 1, 1, 0"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("Elo difference A - B: +89, 95% interval "), std::string::npos) << text;
    EXPECT_EQ(text.find("SPRT"), std::string::npos) << "no SPRT was asked for";
}

TEST(MatchTable, GivesAnAsymmetricIntervalAtThirtyNineWinsAndOneLoss) {
    // The first release printed "Elo difference A - B: +636 +/- 1580" for these 40 games.
    std::vector<GameRecord> games;
    for (int number = 1; number <= 40; ++number) {
        const Side black = number % 2 == 1 ? Side::A : Side::B;
        GameRecord game = finished(black, number == 40 ? Side::B : Side::A);
        game.setup.number = number;
        game.setup.opening = (number + 1) / 2;
        games.push_back(game);
    }
    MatchHeader header;
    header.opening_count = 20;
    std::ostringstream out;
    print_table(out, header, games);
    EXPECT_NE(out.str().find("A          40     39      0       1   97.5%"), std::string::npos)
        << out.str();
    EXPECT_NE(out.str().find("Elo difference A - B: +636, 95% interval +342 to +1134\n"),
              std::string::npos)
        << out.str();
}

}  // namespace
}  // namespace reversi::match
