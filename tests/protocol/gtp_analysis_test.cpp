// SPDX-License-Identifier: GPL-3.0-or-later
// GTP's `reversi-analyze` driven in-process: one response with the move and what the search
// found, the same search as the line protocol's `go`, limits refused without a change, and the
// thinking on standard error only.
#include <gtest/gtest.h>

#include <cctype>
#include <map>
#include <sstream>

#include "core/notation.hpp"
#include "protocol/gtp_session.hpp"
#include "protocol/session.hpp"

namespace reversi::gtp_analysis_test {
namespace {

struct AnalysisRun {
    std::string out;
    std::string log;
};

// The input ends with an empty line, which waits for the last search.
AnalysisRun run_analysis(std::string_view input, Level level = Level::Hard,
                         std::chrono::milliseconds progress_interval = kProgressInterval) {
    std::istringstream in{std::string(input) + "\n"};
    std::ostringstream out;
    std::ostringstream log;
    GtpSession session(out, log, SessionOptions{{level, 0}, true, progress_interval});
    session.run(in);
    return {out.str(), log.str()};
}

// The 44 first moves of the game of the GTP tests: 16 empty squares, black to move.
constexpr std::string_view kSixteenEmpties =
    "f5 f4 c3 g6 f3 c5 d6 f2 b5 c4 g3 a6 f6 c2 e3 g4 b3 g7 d3 h4 b1 c7 e7 d2 b8 e6 a5 e2 f7 d7 b4 "
    "b2 f8 d8 e1 b7 h2 b6 h5 a4 h7 d1 a3 h6";
// The 14 moves after them, at whose end black must pass and white's only square is c1.
constexpr std::string_view kToBlacksPass = "e8 f1 a7 g8 h8 g2 g5 c6 a2 a8 h3 a1 c8 g1";

std::string plays(std::string_view moves, bool black_first = true) {
    std::istringstream in{std::string(moves)};
    std::string commands;
    bool black = black_first;
    for (std::string move; in >> move; black = !black)
        commands += std::string("play ") + (black ? "b " : "w ") + move + "\n";
    return commands;
}

// The keys of an answer "move M score S ... pv M ..." with their values; "pv" holds the line.
std::map<std::string, std::string> answer_keys(const std::string& response) {
    EXPECT_TRUE(response.starts_with("= move ")) << response;
    std::istringstream words(response.substr(2));
    std::map<std::string, std::string> keys;
    for (std::string key, value; words >> key;) {
        if (key == "pv") {
            std::getline(words, value);
            keys[key] = value.empty() ? value : value.substr(1);
            break;
        }
        words >> value;
        keys[key] = value;
    }
    return keys;
}

// The last `info` line with a depth of the line protocol's `go` on the same position.
std::string line_protocol_info(std::string_view position_moves, std::string_view go) {
    std::ostringstream out, log;
    ProtocolSession session(out, log, SessionOptions{{Level::Hard, 0}, true});
    std::istringstream in{"position startpos moves " + std::string(position_moves) + "\n" +
                          std::string(go) + "\n\n"};
    session.run(in);
    const std::string replies = out.str();
    const auto start = replies.rfind("info depth ");
    return replies.substr(start, replies.find('\n', start) - start);
}

TEST(GtpAnalysis, AnswersTheBestMoveWithWhatTheSearchFoundAndChangesNothing) {
    const AnalysisRun run = run_analysis("reversi-analyze depth 4\nshowboard\n");
    const auto keys = answer_keys(run.out.substr(0, run.out.find("\n\n") + 2));
    EXPECT_TRUE(Position::start().is_legal(*parse_move(keys.at("move"))));
    EXPECT_EQ(keys.at("scoretype"), "estimate");
    EXPECT_EQ(keys.at("depth"), "4");
    EXPECT_GT(std::stoull(keys.at("nodes")), 4u);
    EXPECT_TRUE(keys.at("pv").starts_with(keys.at("move"))) << keys.at("pv");
    EXPECT_NE(run.out.find("position ---------------------------OX------XO---------------------"
                           "------ X"),
              std::string::npos)
        << run.out;
}

// GTP reaches the line protocol's search: the same move, score, depth, nodes and line.
TEST(GtpAnalysis, IsTheSearchOfTheLineProtocolsGo) {
    const std::string moves = "f5 d6 c3 d3 c4";
    const auto keys = answer_keys(run_analysis(plays(moves) + "reversi-analyze depth 6\n")
                                      .out.substr(5 * 3));  // after five "=\n\n"
    const std::string info = line_protocol_info(moves, "go depth 6");
    EXPECT_NE(info.find(" nodes " + keys.at("nodes") + " score " + keys.at("score") +
                        " scoretype estimate"),
              std::string::npos)
        << info;
    std::string line_pv = keys.at("pv");
    for (char& c : line_pv)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    EXPECT_TRUE(info.ends_with(" pv " + line_pv)) << info << " / " << line_pv;
}

// Easy does not search, so the analysis reads as Hard does.
TEST(GtpAnalysis, EasyAnalysesAsHard) {
    EXPECT_EQ(run_analysis("reversi-analyze depth 5\n", Level::Easy).out,
              run_analysis("reversi-analyze depth 5\n", Level::Hard).out);
}

TEST(GtpAnalysis, ExactAndWldReadToTheEndOfTheGame) {
    const std::string game = plays(kSixteenEmpties);
    const std::size_t plays_done = 44 * 3;
    const auto exact =
        answer_keys(run_analysis(game + "reversi-analyze exact\n").out.substr(plays_done));
    EXPECT_EQ(exact.at("scoretype"), "exact");
    EXPECT_EQ(exact.at("depth"), "16");
    EXPECT_EQ(exact.count("selectivity"), 0u);
    const auto wld =
        answer_keys(run_analysis(game + "reversi-analyze wld\n").out.substr(plays_done));
    EXPECT_EQ(wld.at("scoretype"), "wld");
    EXPECT_EQ(wld.at("score"), std::stoi(exact.at("score")) > 0 ? "1" : "-1");
}

// An exact solve has the Hash table (its score does not depend on the size, its count does);
// a search short of the end keeps the fixed one whatever reversi-hash says.
TEST(GtpAnalysis, OnlyAnalysesThatReadToTheEndHaveTheHashTable) {
    const std::string problem =
        "reversi-setboard --XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X\n";
    const std::string small = "reversi-hash 1\n";
    const std::size_t setup = 3;  // after "=\n\n"
    const auto solve = [&](const std::string& before, const std::string& analyze) {
        const std::string out = run_analysis(before + problem + analyze).out;
        return answer_keys(out.substr(setup * (before.empty() ? 1 : 2)));
    };
    const auto exact = solve("", "reversi-analyze exact\n");
    const auto exact_small = solve(small, "reversi-analyze exact\n");
    EXPECT_EQ(exact_small.at("score"), exact.at("score"));
    EXPECT_NE(exact_small.at("nodes"), exact.at("nodes"));
    EXPECT_EQ(solve(small, "reversi-analyze depth 5\n"), solve("", "reversi-analyze depth 5\n"));
}

// The side that must pass gets `pass`, valued by the search after it, still from its side.
TEST(GtpAnalysis, AForcedPassIsValuedByThePositionAfterIt) {
    const std::string game = plays(kSixteenEmpties) + plays(kToBlacksPass);
    const AnalysisRun run = run_analysis(game + "reversi-analyze exact\n");
    const auto keys = answer_keys(run.out.substr(58 * 3));
    EXPECT_EQ(keys.at("move"), "pass");
    EXPECT_TRUE(keys.at("pv").starts_with("pass C1")) << keys.at("pv");
    EXPECT_EQ(keys.at("score"), "-14");  // white wins 38-25 with one square empty
    EXPECT_EQ(run_analysis(game + "play w c1\n1 reversi-analyze\n").out.substr(59 * 3),
              "?1 cannot analyze: the game is over\n\n");
}

TEST(GtpAnalysis, BadLimitsFailAndChangeNothing) {
    const std::map<std::string, std::string> refused{
        {"depth 0", "depth must be from 1 to 60"},
        {"depth 61", "depth must be from 1 to 60"},
        {"nodes 0", "nodes must be from 1 to 1000000000000"},
        {"time x", "time must be from 1 to 1000000000000"},
        {"nodes", "nodes needs a value"},
        {"depth 3 depth 4", "depth given twice"},
        {"exact wld", "wld and exact cannot be combined"},
        {"wld depth 20", "depth cannot be combined with wld or exact"},
        {"deep", "unknown limit: deep (expected depth N, nodes N, time MS, wld or exact)"},
    };
    for (const auto& [limits, error] : refused) {
        EXPECT_EQ(
            run_analysis("play b f5\n7 reversi-analyze " + limits + "\ngogui-rules_side_to_move\n")
                .out,
            "=\n\n?7 " + error + "\n\n= white\n\n")
            << limits;
    }
}

// GTP has no streaming: the iterations and the progress go to standard error, and standard
// output holds the one response.
TEST(GtpAnalysis, TheThinkingGoesToStandardError) {
    const AnalysisRun run =
        run_analysis("reversi-analyze depth 7\n", Level::Hard, std::chrono::milliseconds(0));
    EXPECT_EQ(run.out.find('\n'), run.out.size() - 2) << run.out;
    EXPECT_NE(run.log.find("info depth 7 "), std::string::npos) << run.log;
    EXPECT_NE(run.log.find(" hashfull "), std::string::npos) << run.log;
}

// GoGui's Analyze menu lists commands that run.
TEST(GtpAnalysis, GoGuiListsTheAnalysisCommands) {
    const std::string listed = run_analysis("gogui-analyze_commands\n").out;
    std::istringstream lines(listed.substr(2));
    int count = 0;
    for (std::string line; std::getline(lines, line) && !line.empty(); ++count) {
        EXPECT_TRUE(line.starts_with("string/Analyze")) << line;
        const std::string command = line.substr(line.rfind('/') + 1);
        EXPECT_TRUE(command.starts_with("reversi-analyze")) << line;
        // From the start position the solves would read the whole game.
        const bool solve =
            command.find("wld") != std::string::npos || command.find("exact") != std::string::npos;
        if (!solve) {
            EXPECT_TRUE(run_analysis(command + "\n").out.starts_with("= move ")) << command;
        }
    }
    EXPECT_EQ(count, 4);
}

}  // namespace
}  // namespace reversi::gtp_analysis_test
