// SPDX-License-Identifier: GPL-3.0-or-later
// The files and plans of reversi-match without engines: openings files, the games file (written,
// read back, and refused when damaged), the share of each shard, and the side labels.
#include <gtest/gtest.h>

#include <set>
#include <sstream>

#include "core/game_line.hpp"
#include "core/notation.hpp"
#include "games_file_fixtures.hpp"
#include "match/games_file.hpp"
#include "match/match_header.hpp"
#include "match/match_runner.hpp"

namespace reversi::match {
namespace {

using testing::as_version;
using testing::replaced;
using testing::written;

std::string names(const Opening& opening) {
    std::string text;
    for (Move m : opening)
        text += move_name(m) + " ";
    return text;
}

TEST(OpeningsFile, ReadsMovesSeparatedOrRunTogetherAndSkipsComments) {
    const auto parsed =
        parse_openings("# a set\n\nf5 d6 c3\nF5D6C4  # a comment after the moves\r\n  e6 f4\n");
    ASSERT_TRUE(parsed.value.has_value()) << parsed.error;
    const std::vector<Opening>& openings = *parsed.value;
    ASSERT_EQ(openings.size(), 3u);
    EXPECT_EQ(names(openings[0]), "f5 d6 c3 ");
    EXPECT_EQ(names(openings[1]), "f5 d6 c4 ");
    EXPECT_EQ(names(openings[2]), "e6 f4 ");
}

TEST(OpeningsFile, InsertsAPassTheRulesForce) {
    // After these 35 moves White has no square and must pass; the line goes on with Black.
    const std::string line =
        "c4 e3 f2 e2 f3 c3 c5 b5 d6 e7 f5 g1 d3 e6 f4 g4 d2 c2 c6 g5 f1 d7 h1 d1 g2 b4 b3 g3 "
        "c1 a2 e1 b2 h4 h3 h2 h5";
    const auto implied = parse_openings(line + "\n");
    ASSERT_TRUE(implied.value.has_value()) << implied.error;
    const auto written = parse_openings(line.substr(0, line.size() - 2) + "pass h5\n");
    ASSERT_TRUE(written.value.has_value()) << written.error;
    EXPECT_EQ(*implied.value, *written.value);
    EXPECT_TRUE(implied.value->front()[35].is_pass());
}

TEST(OpeningsFile, RefusesABadLineByItsNumber) {
    for (const auto& [text, expected] : std::vector<std::pair<std::string, std::string>>{
             {"f5 d6\nf5 f5\n", "line 2: f5 is not legal"},
             {"f5 zz\n", "line 1: not a list of moves"},
             {"f5d\n", "line 1: not a list of moves"},
             {"f5 d6\nf5 d6\n", "line 2: reaches the same position"},
             {"# nothing\n\n", "no openings"},
             {"f5 pass\n", "line 1: pass is not legal"}}) {
        const auto parsed = parse_openings(text);
        EXPECT_FALSE(parsed.value.has_value()) << text;
        EXPECT_NE(parsed.error.find(expected), std::string::npos) << parsed.error;
    }
}

TEST(OpeningsFile, TheFingerprintFollowsTheMovesNotTheLayout) {
    const auto spaced = parse_openings("f5 d6 c3\ne6 f4\n").value;
    const auto packed = parse_openings("# same set\nF5D6C3\ne6f4\n").value;
    const auto other = parse_openings("f5 d6 c3\ne6 f6\n").value;
    ASSERT_TRUE(spaced && packed && other);
    EXPECT_EQ(openings_fingerprint(*spaced), openings_fingerprint(*packed));
    EXPECT_NE(openings_fingerprint(*spaced), openings_fingerprint(*other));
}

TEST(ShardPlan, EveryGameFallsInExactlyOneShard) {
    const int openings = 17;
    for (int count : {1, 2, 3, 5, 17, 20}) {
        std::multiset<int> all;
        for (int index = 1; index <= count; ++index) {
            const std::vector<int> plan = planned_games(openings, {index, count});
            all.insert(plan.begin(), plan.end());
            for (std::size_t i = 0; i + 1 < plan.size(); i += 2) {
                EXPECT_EQ(plan[i] + 1, plan[i + 1]) << "both colours of an opening together";
                EXPECT_EQ((plan[i] / 2) % count, index - 1);
            }
        }
        ASSERT_EQ(all.size(), 2u * openings) << count << " shards";
        for (int game = 0; game < 2 * openings; ++game)
            EXPECT_EQ(all.count(game), 1u) << "game index " << game;
    }
    EXPECT_EQ(planned_games(3, {1, 1}), (std::vector<int>{0, 1, 2, 3, 4, 5}));
}

GameRecord played(int number, const std::vector<std::string>& moves) {
    return testing::game_from_moves(number, moves, std::chrono::microseconds(1234567),
                                    std::chrono::microseconds(89));
}

// A whole game (Hard against Easy) that Black wins 56-0, passes included.
const std::vector<std::string> kWipeout = [] {
    std::istringstream in(
        "c4 e3 f2 e2 f3 c3 c5 b5 d6 e7 f5 g1 d3 e6 f4 g4 d2 c2 c6 g5 f1 d7 h1 d1 g2 b4 b3 g3 c1 "
        "a2 e1 b2 h4 h3 h2 pass h5 pass h6 g6 b6 a6 b1 pass a1 pass a3 a4 a5 pass h7 g7 g8 pass "
        "f6 pass a7 pass f7 pass c7");
    std::vector<std::string> moves;
    for (std::string move; in >> move;)
        moves.push_back(move);
    return moves;
}();

MatchHeader header_for_test() {
    MatchHeader header;
    header.a = "engine one, line protocol: one --fast; sent: level hard, a seed per game";
    header.b = "engine two, GTP: two; sent: nothing; level and budget: the engine's own";
    header.openings = "random, 6 plies, seed 3";
    header.opening_count = 4;
    header.seed = 3;
    header.sprt = SprtSettings{-2.5, 7, 0.05, 0.1};
    header.shard = {2, 3};
    return header;
}

TEST(GamesFile, ReadsBackWhatWasWritten) {
    std::vector<GameRecord> games{played(3, kWipeout), played(4, kWipeout)};
    games[0].winner = Side::A;  // A had black
    games[1].winner = Side::B;
    const std::string text = written(header_for_test(), games);
    EXPECT_EQ(text.substr(0, text.find('\n')), "reversi-match games version 6");
    const auto parsed = parse_games_file(text);
    ASSERT_TRUE(parsed.value.has_value()) << parsed.error;
    const GamesFile& file = *parsed.value;
    EXPECT_EQ(file.header.a, header_for_test().a);
    EXPECT_EQ(file.header.b, header_for_test().b);
    EXPECT_EQ(file.header.openings, "random, 6 plies, seed 3");
    EXPECT_EQ(file.header.opening_count, 4);
    EXPECT_EQ(file.header.seed, 3u);
    ASSERT_TRUE(file.header.sprt.has_value());
    EXPECT_EQ(file.header.sprt->elo0, -2.5);
    EXPECT_EQ(file.header.sprt->beta, 0.1);
    EXPECT_EQ(file.header.shard, (Shard{2, 3}));
    ASSERT_EQ(file.games.size(), 2u);
    EXPECT_EQ(file.games[1].setup.number, 4);
    EXPECT_EQ(file.games[1].setup.black, Side::B);
    EXPECT_EQ(file.games[1].moves, games[1].moves);
    EXPECT_EQ(file.games[1].winner, Side::B);
    EXPECT_EQ(file.games[0].time_a.used.count(), 1234567);
    EXPECT_EQ(file.games[0].time_b.used.count(), 89);
    // Written again, it is the same text: nothing is lost on the way.
    EXPECT_EQ(written(file.header, file.games), text);
}

TEST(GamesFile, KeepsForfeitsAndTheirFaults) {
    std::vector<GameRecord> games{played(1, {"f5", "d6"})};
    games[0].forfeit = Forfeit{Side::A, client::EngineFault::TimedOut, "slow"};
    games[0].winner = Side::B;
    const auto parsed = parse_games_file(written(header_for_test(), games));
    ASSERT_TRUE(parsed.value.has_value()) << parsed.error;
    const GamesFile& file = *parsed.value;
    ASSERT_TRUE(file.games[0].forfeit.has_value());
    EXPECT_EQ(file.games[0].forfeit->side, Side::A);
    EXPECT_EQ(file.games[0].forfeit->fault, client::EngineFault::TimedOut);
}

TEST(GamesFile, RefusesADamagedFileAndSaysWhere) {
    std::vector<GameRecord> games{played(1, kWipeout), played(2, kWipeout)};
    games[0].winner = Side::A;
    games[1].winner = Side::B;
    const std::string good = written(header_for_test(), games);
    ASSERT_TRUE(parse_games_file(good).value.has_value()) << parse_games_file(good).error;
    const std::size_t first = good.find("game 1 ");
    const std::string game_one = good.substr(first, good.find('\n', first) + 1 - first);
    const std::vector<std::pair<std::string, std::string>> damaged{
        {good.substr(0, good.rfind("end")), "no end line"},
        {good.substr(0, good.size() / 2), ""},
        {replaced(good, "version 6", "version 7"), "version 7"},
        // Names came with version 5: a version 4 file has none; `args` came with version 6.
        {replaced(as_version(good, 4), "\nseed ", "\nname-a x\nseed "), "unknown line 'name-a'"},
        {replaced(as_version(good, 5), "\nseed ", "\nname-a x y\nseed "),
         "name-a: a malformed name"},
        {replaced(good, "\nargs", "\nargs 'x"), "args: unbalanced quotes"},
        {replaced(as_version(good, 5), "\nshard", "\nargs\nshard"), "unknown line 'args'"},
        {replaced(good, "\nargs\n", "\n"), "no 'args' line"},
        {replaced(good, "reversi-match games version 6\n", "# reversi-match games: one\n"),
         "version 1"},
        {replaced(good, "winner A time-a", "winner B time-a"), "winner"},
        {replaced(good, "discs 56-0", "discs 55-0"), "discs"},
        {replaced(good, "moves c4 e3 f2", "moves c4 e3 e3"), "not legal"},
        {replaced(good, "game 2 opening 1", "game 2 opening 2"), "opening or colour"},
        {replaced(good, "black B white A", "black A white B"), "opening or colour"},
        {replaced(good, "seed 3\n", "seed 3\nseed 4\n"), "given twice"},
        {replaced(good, "seed 3\n", ""), "no 'seed' line"},
        {replaced(good, "end 2", "end 3"), "end line"},
        {replaced(good, "shard 2/3", "shard 4/3"), "shard"},
        {good + "game 3 x\n", "after the end"},
        {replaced(good, "game 2 ", game_one + "game 2 "), "game 1 is given twice"},
        {good.substr(0, good.size() - 1), "cut short"},
    };
    for (const auto& [text, reason] : damaged) {
        const auto parsed = parse_games_file(text);
        EXPECT_FALSE(parsed.value.has_value()) << reason;
        EXPECT_NE(parsed.error.find(reason), std::string::npos) << parsed.error;
    }
}

TEST(GamesFile, OfARunStoppedBeforeItsEndIsReadOnlyWhenAsked) {
    std::vector<GameRecord> games{played(1, kWipeout)};
    games[0].winner = Side::A;
    const std::string whole = written(header_for_test(), games);
    const std::string unended = whole.substr(0, whole.rfind("end"));
    EXPECT_FALSE(parse_games_file(unended).value.has_value());
    const auto parsed = parse_games_file(unended, FileEnd::Optional);
    ASSERT_TRUE(parsed.value.has_value()) << parsed.error;
    const GamesFile& file = *parsed.value;
    EXPECT_EQ(file.games.size(), 1u);
}

TEST(GamesFile, RefusesAnUnfinishedGameWithoutAForfeit) {
    std::vector<GameRecord> games{played(1, {"f5", "d6"})};
    const auto parsed = parse_games_file(written(header_for_test(), games));
    EXPECT_FALSE(parsed.value.has_value());
    EXPECT_NE(parsed.error.find("the game is not over and no side forfeited"), std::string::npos)
        << parsed.error;
}

TEST(SideLabel, SaysWhatTheEngineIsAndWhatItIsSent) {
    SideOptions side;
    side.command = {"/opt/engine", {"--level", "easy", "two words"}};
    client::EngineIdentity identity{"my-engine", "2.1", true, true, true, {}, {}};
    EXPECT_EQ(side_label(side, identity),
              "my-engine 2.1, line protocol: /opt/engine --level easy 'two words'; sent: a "
              "seed per game; level and budget: the engine's own");
    side.level = Level::Hard;
    side.limits.nodes = 5000;
    EXPECT_EQ(side_label(side, identity),
              "my-engine 2.1, line protocol: /opt/engine --level easy 'two words'; sent: level "
              "hard, nodes 5000, a seed per game");
    // Options passed through come after the strength the tool sends.
    SideOptions with_option = side;
    with_option.settings = {{"Hash", "64"}, {"Move Overhead", "100"}};
    EXPECT_EQ(side_label(with_option, identity),
              "my-engine 2.1, line protocol: /opt/engine --level easy 'two words'; sent: level "
              "hard, nodes 5000, option Hash=64, option Move Overhead=100, a seed per game");
    SideOptions gtp;
    gtp.command = {"gtp-rhino", {}};
    gtp.protocol = client::EngineProtocol::Gtp;
    EXPECT_EQ(side_label(gtp, {"GTP GRhino", "0.16.1", false, false, true, {}, {}}),
              "GTP GRhino 0.16.1, GTP: gtp-rhino; sent: nothing; level and budget: the engine's "
              "own");
    // On the clock: said when the engine is told it, and when it cannot be.
    EXPECT_EQ(side_label(side, identity, true),
              "my-engine 2.1, line protocol: /opt/engine --level easy 'two words'; sent: level "
              "hard, nodes 5000, a seed per game, both clocks");
    EXPECT_EQ(side_label(gtp, {"GTP GRhino", "0.16.1", false, false, false, {}, {}}, true),
              "GTP GRhino 0.16.1, GTP: gtp-rhino; sent: nothing; level and budget: the engine's "
              "own; not told the clock (no time_settings)");
}

}  // namespace
}  // namespace reversi::match
