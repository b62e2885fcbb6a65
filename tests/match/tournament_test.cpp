// SPDX-License-Identifier: GPL-3.0-or-later
// Tournaments of more than two engines: --engine and --tournament read strictly, the pairs a
// round-robin and a gauntlet play, each pair's games file, and the table of every engine.
#include <gtest/gtest.h>

#include <cmath>
#include <sstream>

#include "match/engine_spec.hpp"
#include "match/rating_list.hpp"
#include "match/tournament.hpp"
#include "match/tournament_file.hpp"

namespace reversi::match {
namespace {

using testing::parse;

TEST(EngineSpec, ReadsEveryFieldOfASide) {
    const auto parsed =
        parse_engine_spec("name=rhino,protocol=gtp,cmd='/usr/games/gtp-rhino --a,b',level=hard");
    ASSERT_TRUE(parsed.value.has_value()) << parsed.error;
    const NamedEngine& engine = *parsed.value;
    EXPECT_EQ(engine.name, "rhino");
    EXPECT_EQ(engine.side.protocol, client::EngineProtocol::Gtp);
    EXPECT_EQ(engine.side.command.program, "/usr/games/gtp-rhino");
    EXPECT_EQ(engine.side.command.arguments, std::vector<std::string>{"--a,b"})
        << "a quoted comma stays in the command";
    EXPECT_EQ(engine.side.level, Level::Hard);
    const auto budget = parse_engine_spec("level=easy,nodes=500,depth=4");
    ASSERT_TRUE(budget.value.has_value()) << budget.error;
    EXPECT_EQ(budget.value->name, "easy") << "named after its level when not named";
    EXPECT_EQ(budget.value->side.limits.nodes, 500u);
    EXPECT_EQ(budget.value->side.limits.depth, 4);
}

TEST(EngineSpec, AMistakeIsNamed) {
    for (const char* text :
         {"name=a,name=b", "name=a,colour=red", "name=a b", "name=a,level=expert", "level",
          "protocol=gtp", "name=a,cmd='unclosed", "name=a,nodes=0", ""}) {
        const auto parsed = parse_engine_spec(text);
        EXPECT_FALSE(parsed.value.has_value()) << text;
        EXPECT_FALSE(parsed.error.empty()) << text;
    }
}

TEST(TournamentOptions, ThreeEnginesOrMoreMakeATournamentAndTwoAreSidesAAndB) {
    const auto three = parse({"--engine", "level=easy", "--engine", "level=normal", "--engine",
                              "name=deep,level=hard,nodes=900"});
    ASSERT_TRUE(three.options.has_value()) << three.error;
    ASSERT_EQ(three.options->engines.size(), 3u);
    EXPECT_EQ(three.options->engines[2].name, "deep");
    EXPECT_EQ(three.options->engines[0].side.command.program, "reversi-engine")
        << "an engine without cmd is the one beside the tool";
    EXPECT_EQ(three.options->tournament, TournamentKind::RoundRobin);
    const auto two = parse({"--engine", "level=easy", "--engine", "name=b,protocol=gtp"});
    ASSERT_TRUE(two.options.has_value()) << two.error;
    EXPECT_TRUE(two.options->engines.empty());
    EXPECT_EQ(two.options->a.level, Level::Easy);
    EXPECT_EQ(two.options->b.protocol, client::EngineProtocol::Gtp);
    EXPECT_EQ(two.options->b.command.arguments, std::vector<std::string>{"--gtp"});
    const auto gauntlet = parse({"--engine", "level=easy", "--engine", "level=normal", "--engine",
                                 "level=hard", "--tournament", "gauntlet"});
    ASSERT_TRUE(gauntlet.options.has_value()) << gauntlet.error;
    EXPECT_EQ(gauntlet.options->tournament, TournamentKind::Gauntlet);
}

TEST(TournamentOptions, WhatBelongsToTwoSidesIsRefused) {
    const std::vector<const char*> three{"--engine",     "level=easy", "--engine",
                                         "level=normal", "--engine",   "level=hard"};
    auto with = [&](std::vector<const char*> more) {
        std::vector<const char*> args = three;
        args.insert(args.end(), more.begin(), more.end());
        return parse(args);
    };
    for (const auto& more : {std::vector<const char*>{"--sprt", "0", "10"},
                             {"--shard", "1/2"},
                             {"--engine", "name=clocked,level=easy,tc=10+0.1"},
                             {"--a-level", "easy"},
                             {"--engine", "level=easy"},
                             {"--tournament", "swiss"},
                             {"--engine", "name=nb,protocol=nboard,level=easy"}}) {
        const auto parsed = with(more);
        EXPECT_FALSE(parsed.options.has_value()) << more[0];
        EXPECT_FALSE(parsed.error.empty());
    }
    EXPECT_FALSE(parse({"--engine", "level=easy"}).options.has_value()) << "one engine";
    EXPECT_FALSE(
        parse({"--engine", "level=easy", "--engine", "level=hard", "--tournament", "gauntlet"})
            .options.has_value())
        << "--tournament with two engines";
}

// A tournament finishes what it starts: --resume and --ggf-file (each pair's file), and each
// engine's own clock (tc=, for every engine or beside --tc).
TEST(TournamentOptions, TakesResumeGgfFilesAndEachEnginesClock) {
    const auto resumed = parse({"--engine", "level=easy", "--engine", "level=normal", "--engine",
                                "level=hard", "--resume", "x.txt", "--ggf-file", "x.ggf"});
    ASSERT_TRUE(resumed.options.has_value()) << resumed.error;
    EXPECT_EQ(resumed.options->resume, "x.txt");
    const auto clocked = parse({"--engine", "level=easy,tc=10+0.1", "--engine", "level=normal",
                                "--engine", "level=hard,tc=5", "--tc", "20"});
    ASSERT_TRUE(clocked.options.has_value()) << clocked.error;
    EXPECT_EQ(clocked.options->engines[0].tc,
              (TimeControl{std::chrono::milliseconds(10'000), std::chrono::milliseconds(100)}));
    EXPECT_FALSE(clocked.options->engines[1].tc.has_value()) << "it plays on --tc";
    const auto two = parse({"--engine", "level=easy,tc=10", "--engine", "level=hard,tc=5"});
    ASSERT_TRUE(two.options.has_value()) << two.error;
    EXPECT_EQ(two.options->tc_b, (TimeControl{std::chrono::milliseconds(5'000), {}}))
        << "two engines' own clocks are time odds";
    EXPECT_FALSE(parse_engine_spec("level=easy,tc=fast").value.has_value());
}

// Ordo's and BayesElo's one list: the ratings that make all the games most likely together.
TEST(RatingList, FitsAllGamesWithIntervals) {
    // Two engines: the difference is the logistic Elo of the score with the prior's draw.
    const auto two = fit_ratings(2, {{0, 1, 40, 30.0}});
    ASSERT_EQ(two.size(), 2u);
    const double score = (30.0 + 1) / (40 + 2);
    EXPECT_NEAR(two[0].elo - two[1].elo, -400 * std::log10(1 / score - 1), 0.01);
    EXPECT_NEAR(two[0].elo + two[1].elo, 0, 1e-6) << "the mean is 0";
    EXPECT_GT(two[0].interval, 0);
    // Three engines, the third unbeaten: finite, best first, and more games narrow the interval.
    const auto three = fit_ratings(4, {{0, 1, 10, 5}, {0, 2, 10, 0}, {1, 2, 10, 0}});
    EXPECT_GT(three[2].elo, three[0].elo);
    EXPECT_NEAR(three[0].elo, three[1].elo, 1e-6);
    EXPECT_TRUE(std::isfinite(three[2].elo));
    EXPECT_EQ(three[3].elo, 0) << "an engine that played no game";
    EXPECT_EQ(three[3].interval, 0);
    const auto more = fit_ratings(4, {{0, 1, 100, 50}, {0, 2, 100, 0}, {1, 2, 100, 0}});
    EXPECT_LT(more[0].interval, three[0].interval);
}

TEST(Tournament, ARoundRobinPlaysEveryPairAndAGauntletTheFirstWithEachOther) {
    EXPECT_EQ(tournament_pairs(3, TournamentKind::RoundRobin),
              (std::vector<EnginePair>{{0, 1}, {0, 2}, {1, 2}}));
    EXPECT_EQ(tournament_pairs(4, TournamentKind::RoundRobin).size(), 6u);
    EXPECT_EQ(tournament_pairs(4, TournamentKind::Gauntlet),
              (std::vector<EnginePair>{{0, 1}, {0, 2}, {0, 3}}));
}

TEST(Tournament, EachPairHasAGamesFileOfItsOwn) {
    EXPECT_EQ(pair_games_path("games.txt", "easy", "hard"), "games-easy-hard.txt");
    EXPECT_EQ(pair_games_path("/tmp/run.1/games", "a", "b"), "/tmp/run.1/games-a-b");
    EXPECT_EQ(pair_games_path("out/.hidden", "a", "b"), "out/.hidden-a-b");
}

// The tournament's own file records its options, quoted words included, and gives nothing for
// a file that is not one or is cut short.
TEST(TournamentFile, RecordsTheOptionsThatResumeReads) {
    const std::vector<std::string> arguments = {
        "--engine", "name=e1,level=easy", "--engine",   "name=r,cmd='gtp-rhino -l 2'",
        "--engine", "level=hard",         "--openings", "6"};
    const std::string text = tournament_file_text(arguments);
    EXPECT_TRUE(text.starts_with("reversi-match tournament version 1\n")) << text;
    EXPECT_EQ(tournament_arguments(text), arguments) << text;
    EXPECT_EQ(tournament_arguments(tournament_file_text({})), std::vector<std::string>{});
    EXPECT_FALSE(tournament_arguments(text.substr(0, text.size() - 1))) << "the args line cut";
    EXPECT_FALSE(tournament_arguments("reversi-match games version 6\nargs --openings 6\n"));
    EXPECT_FALSE(tournament_arguments("reversi-match tournament version 2\nargs --openings 6\n"));
    EXPECT_FALSE(tournament_arguments("reversi-match tournament version 1\n# no args\n"));
}

GameRecord won_by(Side winner, int number) {
    GameRecord game;
    game.setup.number = number;
    game.setup.opening = (number + 1) / 2;
    game.setup.black = number % 2 == 1 ? Side::A : Side::B;
    game.winner = winner;
    return game;
}

TEST(TournamentTable, ListsEveryEngineBestFirstAndEachPairWithItsElo) {
    TournamentHeader header;
    header.names = {"easy", "normal", "hard"};
    header.labels = {"E", "N", "H"};
    header.opening_count = 1;
    header.openings = "random, 6 plies, seed 1";
    header.pairs_planned = 3;
    const std::vector<PairGames> played{
        {{0, 1}, {won_by(Side::A, 1), won_by(Side::B, 2)}},
        {{0, 2}, {won_by(Side::B, 1), won_by(Side::B, 2)}},
        {{1, 2}, {won_by(Side::B, 1), won_by(Side::B, 2)}},
    };
    std::ostringstream out;
    print_tournament(out, header, played);
    const std::string text = out.str();
    EXPECT_NE(text.find("3 engines, 3 of 3 pairs played, 6 games"), std::string::npos) << text;
    const std::size_t hard = text.find("\nhard ");
    const std::size_t easy = text.find("\neasy ");
    const std::size_t normal = text.find("\nnormal ");
    ASSERT_NE(normal, std::string::npos) << text;
    EXPECT_LT(hard, easy) << "best first: hard has 4 points\n" << text;
    EXPECT_LT(easy, normal) << "equal points keep the order given\n" << text;
    EXPECT_NE(text.find("hard        4      4      0       0     4.0  100.0%"), std::string::npos)
        << text;
    EXPECT_NE(text.find("easy - normal: 2 games, 1 wins, 0 draws, 1 losses, score 50.0%; Elo "
                        "difference easy - normal: +0, 95% interval"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("\nrating list (logistic Elo against the field's mean"), std::string::npos)
        << text;
    EXPECT_LT(text.find("\nhard ", text.find("rating list")),
              text.find("\neasy ", text.find("rating list")))
        << text;
    EXPECT_NE(text.find("normal - hard: 2 games, 0 wins, 0 draws, 2 losses, score 0.0%; Elo "
                        "difference normal - hard: unbounded"),
              std::string::npos)
        << text;
}

}  // namespace
}  // namespace reversi::match
