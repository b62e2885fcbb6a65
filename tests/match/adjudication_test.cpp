// SPDX-License-Identifier: GPL-3.0-or-later
// --adjudicate-empties: a game that reaches N empty squares ends with the result a referee
// engine's exact solve proves, recorded in the games file and the GGF records; a referee that
// fails leaves the game to be played out, never a false result.
#include "match/exit_status.hpp"
#include "match_tool_fixture.hpp"
#include "parse_arguments.hpp"

namespace reversi::testing_support {

namespace {

// A cheap match: Easy against Easy (they answer at once), two openings.
std::vector<std::string> adjudication_match(const std::string& games_file) {
    return {"--a-level",  "easy", "--b-level",    "easy",
            "--openings", "2",    "--games-file", games_file};
}

std::vector<std::string> with(std::vector<std::string> args, const std::vector<std::string>& more) {
    args.insert(args.end(), more.begin(), more.end());
    return args;
}

}  // namespace

TEST(AdjudicationOptions, TakeEmptiesFrom1To24AndAnAdjudicatorOnlyWithThem) {
    const auto parsed = match::testing::parse({"--adjudicate-empties", "14"});
    ASSERT_TRUE(parsed.options.has_value()) << parsed.error;
    EXPECT_EQ(parsed.options->adjudicate_empties, 14);
    EXPECT_EQ(parsed.options->adjudicator.program, "reversi-engine") << "the engine beside";
    EXPECT_FALSE(match::testing::parse({}).options->adjudicate_empties.has_value());
    const std::vector<std::pair<std::vector<const char*>, std::string>> refused{
        {{"--adjudicate-empties", "0"}, "expected a number from 1 to 24"},
        {{"--adjudicate-empties", "25"}, "expected a number from 1 to 24"},
        {{"--adjudicator", "x"}, "--adjudicator is the engine of --adjudicate-empties N"},
    };
    for (const auto& [args, reason] : refused) {
        const auto bad = match::testing::parse(args);
        EXPECT_FALSE(bad.options.has_value()) << reason;
        EXPECT_NE(bad.error.find(reason), std::string::npos) << bad.error;
    }
}

TEST_F(MatchTool, AdjudicatesAtTheEmptiesGivenWithTheProvenResult) {
    const std::string played_out = path("played-out.txt");
    ASSERT_EQ(run(adjudication_match(played_out)).exit_code, 0);
    const std::string ggf = path("adjudicated.ggf");
    const auto out = run(
        with(adjudication_match(games_path_), {"--adjudicate-empties", "10", "--ggf-file", ggf}));
    ASSERT_EQ(out.exit_code, 0) << out.err;
    EXPECT_TRUE(contains(out.out,
                         "adjudication: from 10 empties by an exact solve; 4 games "
                         "adjudicated"))
        << out.out;
    const auto full = games_in(played_out);
    const auto cut = games();
    ASSERT_EQ(cut.size(), full.size());
    for (std::size_t i = 0; i < cut.size(); ++i) {
        ASSERT_TRUE(cut[i].adjudicated.has_value()) << cut[i].number;
        EXPECT_EQ(cut[i].adjudicated->first, 10);
        EXPECT_EQ(64 - cut[i].black_discs - cut[i].white_discs, 10) << "ended at 10 empties";
        // The same game up to the adjudication: the same seeds and moves, cut short.
        ASSERT_LT(cut[i].moves.size(), full[i].moves.size());
        EXPECT_TRUE(std::equal(cut[i].moves.begin(), cut[i].moves.end(), full[i].moves.begin()));
        const int margin = cut[i].adjudicated->second;
        const std::string black(1, cut[i].black);
        const std::string white = black == "A" ? "B" : "A";
        EXPECT_EQ(cut[i].winner, margin > 0 ? black : margin < 0 ? white : "draw");
    }
    const std::string records = read(ggf);
    EXPECT_TRUE(contains(records, "adjudicated at 10 empties: an exact solve proves Black "))
        << records;

    // The file reads back; one whose winner is not the proven one is refused.
    EXPECT_EQ(run({"merge", games_path_}).exit_code, 0);
    const std::string text = read(games_path_);
    const std::string margin = std::to_string(cut[0].adjudicated->second);
    const std::string wrong = cut[0].adjudicated->second > 0 ? "-64" : "64";
    std::string edited = text;
    const std::size_t at = edited.find("adjudicated 10 " + margin + " ");
    ASSERT_NE(at, std::string::npos);
    edited.replace(at, 15 + margin.size(), "adjudicated 10 " + wrong);
    const std::string bad = path("bad.txt");
    std::ofstream(bad) << edited;
    const auto refused = run({"merge", bad});
    EXPECT_EQ(refused.exit_code, match::exit_code(match::ExitStatus::BadGamesFile)) << refused.err;
    EXPECT_TRUE(contains(refused.err, "the winner written is not the game's")) << refused.err;
}

TEST_F(MatchTool, AFailingAdjudicatorLeavesTheGamesToBePlayedOut) {
    const std::string played_out = path("played-out.txt");
    ASSERT_EQ(run(adjudication_match(played_out)).exit_code, 0);
    const auto out = run(with(adjudication_match(games_path_),
                              {"--adjudicate-empties", "12", "--adjudicator", "false"}));
    ASSERT_EQ(out.exit_code, 0) << out.err;
    EXPECT_TRUE(contains(out.err, "warning: game 1: the adjudicator proved no result")) << out.err;
    EXPECT_TRUE(contains(out.out, "0 games adjudicated")) << out.out;
    EXPECT_EQ(moves_of(games()), moves_of(games_in(played_out)));
    // An engine that answers without an exact score (Easy's estimate) proves nothing either.
    const auto easy =
        run(with(adjudication_match(games_path_),
                 {"--adjudicate-empties", "12", "--adjudicator", kFaultEngine, "--overwrite"}));
    EXPECT_EQ(easy.exit_code, 0) << easy.err;
    EXPECT_TRUE(contains(easy.err, "warning: game 1: the adjudicator proved no result"))
        << easy.err;
    EXPECT_EQ(moves_of(games()), moves_of(games_in(played_out)));
}

}  // namespace reversi::testing_support
