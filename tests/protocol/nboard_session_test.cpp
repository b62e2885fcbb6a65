// SPDX-License-Identifier: GPL-3.0-or-later
// NBoard mode driven in-process: replies NBoard reads, rejected lines on the log only, and
// searches whose replies are legal moves of the position, whatever the opponents choose.
#include <gtest/gtest.h>

#include <set>
#include <sstream>

#include "core/notation.hpp"
#include "ggf/ggf_reader.hpp"
#include "protocol/nboard_session.hpp"
#include "search/search.hpp"
#include "support/transcript.hpp"

namespace reversi {
namespace {

struct Output {
    std::string out;
    std::string log;
};

// Unless a test asks for them, searches here report no progress: whether a search lasts long
// enough for a report depends on the machine (a sanitized build on a busy one takes seconds).
constexpr std::chrono::milliseconds kNoProgressReports = std::chrono::hours(24);

Output run_nboard(std::string_view input, std::optional<Level> fixed_level = std::nullopt,
                  std::uint64_t seed = 0,
                  std::chrono::milliseconds progress_interval = kNoProgressReports) {
    std::istringstream in{std::string(input) + "\n"};  // waits for the last search, see gtp
    std::ostringstream out;
    std::ostringstream log;
    NBoardSession session(
        out, log,
        SessionOptions{
            {fixed_level.value_or(Level::Hard), seed}, fixed_level.has_value(), progress_interval});
    session.run(in);
    return {out.str(), log.str()};
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        lines.push_back(line);
    return lines;
}

// The last line of `show` is the position string.
std::string nboard_position_after(std::string_view input) {
    const std::string out = run_nboard(std::string(input) + "\nshow\n").out;
    const auto start = out.rfind("position ");
    return out.substr(start, out.find('\n', start) - start);
}

constexpr std::string_view kNBoardStart =
    "position ---------------------------OX------XO--------------------------- X";
constexpr std::string_view kWhiteMustPassGame =
    "set game (;GM[Othello]BO[8 ----------------------------------------------------------OOOOO* "
    "O];)";

// The depth field of the last `search` line `input` makes the engine write.
std::string last_search_depth(std::string_view input, std::optional<Level> fixed_level) {
    std::string depth;
    for (const std::string& line : lines_of(run_nboard(input, fixed_level).out)) {
        if (line.starts_with("search ")) depth = line.substr(line.rfind(' ') + 1);
    }
    return depth;
}

// `set depth N` is N plies of Hard's search (Normal would read 3, Hard's own budget 8 or so).
TEST(NBoard, SetDepthIsThePliesTheSearchReads) {
    EXPECT_EQ(last_search_depth("set depth 5\nhint 1\n", std::nullopt), "5");
    EXPECT_EQ(last_search_depth("set depth 2\nhint 1\n", std::nullopt), "2");
    // Before any `set depth`, Hard reads by its own budget: past 5 from the start position.
    EXPECT_GT(std::stoi(last_search_depth("hint 1\n", std::nullopt)), 5);
}

TEST(NBoard, TheEngineNamesItselfWithItsLevel) {
    EXPECT_EQ(run_nboard("nboard 2\nset depth 1\nset depth 4\n").out,
              "set myname reversi-engine-hard\nset myname reversi-engine-hard\n"
              "set myname reversi-engine-hard\n");
    EXPECT_EQ(run_nboard("nboard 2\nset depth 4\n", Level::Normal).out,
              "set myname reversi-engine-normal\nset myname reversi-engine-normal\n");
}

// --level fixes the level and its own budget: Normal's depth 3, whatever `set depth` says.
TEST(NBoard, ALevelFromTheCommandLineKeepsItsOwnBudget) {
    EXPECT_EQ(last_search_depth("set depth 6\nhint 1\n", Level::Normal), "3");
}

TEST(NBoard, ALevelFromTheCommandLineOutranksSetDepth) {
    EXPECT_EQ(run_nboard("set depth 20\n", Level::Easy).out, "set myname reversi-engine-easy\n");
}

TEST(NBoard, PingIsAnsweredWithPong) {
    EXPECT_EQ(run_nboard("ping 1\nping -3\nping 007\n").out, "pong 1\npong -3\npong 7\n");
}

TEST(NBoard, LearnIsAcknowledged) { EXPECT_EQ(run_nboard("learn\n").out, "learned\n"); }

TEST(NBoard, RejectedLinesGoToTheLogOnlyAndChangeNothing) {
    const Output output = run_nboard("set depth 0\nfrobnicate\nping\nhint 0\n");
    EXPECT_EQ(output.out, "");
    EXPECT_EQ(lines_of(output.log),
              (std::vector<std::string>{"error set depth: expected a depth from 1 to 60",
                                        "error unknown command: frobnicate",
                                        "error ping: expected an integer",
                                        "error hint: expected a number of moves from 1 to 64"}));
    EXPECT_EQ(nboard_position_after("move f5\nset depth 0\nfrobnicate\nping"),
              nboard_position_after("move f5"));
}

// NBoard believes a game it sent, or a move, was taken: after a refusal the engine answers for no
// position at all (the player sees why on the status line) until the next good `set game`.
TEST(NBoard, ARefusedMoveOrGameLosesThePositionUntilTheNextGame) {
    for (const std::string refused : {"move a1", "move F5/x", "move", "set game (;GM[Go];)",
                                      "set game (;GM[Othello]BO[8 x *];)"}) {
        const Output output = run_nboard("move f5\n" + refused + "\ngo\nhint 1\nmove d6\nshow\n");
        EXPECT_EQ(output.out, "status reversi-engine: no position since '" +
                                  lines_of(output.log)[0].substr(6) +
                                  "'; waiting for set game\n"
                                  "status reversi-engine: no position since '" +
                                  lines_of(output.log)[0].substr(6) + "'; waiting for set game\n")
            << refused;
        EXPECT_EQ(lines_of(output.log).size(), 5u) << output.log;
        EXPECT_EQ(
            nboard_position_after("move f5\n" + refused + "\n" + std::string(kWhiteMustPassGame)),
            nboard_position_after(kWhiteMustPassGame))
            << refused;
    }
}

TEST(NBoard, SetGameAndMovesBuildThePosition) {
    EXPECT_EQ(
        nboard_position_after("set game (;GM[Othello]BO[8 "
                              "---------------------------O*------*O--------------------------- "
                              "*]B[F5];)\nmove F6/-1.00/2.5\nmove e6"),
        nboard_position_after("move f5\nmove f6\nmove E6"));
    EXPECT_NE(nboard_position_after("move f5"), kNBoardStart);
}

TEST(NBoard, AMoveForTheOtherSideInsertsTheForcedPass) {
    const std::string game(kWhiteMustPassGame);
    EXPECT_EQ(nboard_position_after(game + "\nmove b8"),
              nboard_position_after(game + "\nmove PA\nmove B8"));
    EXPECT_EQ(run_nboard(game + "\nmove b8\n").log, "");
}

TEST(NBoard, GoOnAForcedPassAnswersPA) {
    const std::vector<std::string> lines =
        lines_of(run_nboard(std::string(kWhiteMustPassGame) + "\ngo\n").out);
    EXPECT_EQ(testing_support::mask_timing(lines),
              (std::vector<std::string>{"status thinking", "nodestats 0 *", "=== PA//*"}));
}

// Seconds with three decimals, as NBoard reads a time: "0.004".
bool is_seconds(std::string_view text) {
    return text.size() >= 5 && text[text.size() - 4] == '.' &&
           text.find_first_not_of("0123456789.") == std::string_view::npos;
}

TEST(NBoard, GoAnswersALegalMoveAndLeavesTheBoardAlone) {
    const std::vector<std::string> lines = lines_of(run_nboard("go\n").out);
    ASSERT_GE(lines.size(), 2u);
    EXPECT_EQ(lines.front(), "status thinking");
    const std::string& answer = lines.back();
    ASSERT_TRUE(answer.starts_with("=== ")) << answer;
    const std::string item = answer.substr(4);
    const auto move = read_move_item(item);
    ASSERT_TRUE(move) << answer;
    EXPECT_TRUE(Position::start().is_legal(move->move)) << answer;
    EXPECT_TRUE(is_seconds(item.substr(item.rfind('/') + 1))) << "the time in seconds: " << answer;
    EXPECT_EQ(nboard_position_after("go"), kNBoardStart);
}

// The first number in `text` after `key`.
std::uint64_t number_after(const std::string& text, std::string_view key) {
    return std::stoull(text.substr(text.find(key) + key.size()));
}

// NBoard's node counter ends at every position the search visited, the iteration that Hard's
// budget cut short included, not at the count of its deepest finished iteration.
TEST(NBoard, GoAndHintCountEveryPositionTheirSearchVisited) {
    for (int multipv : {1, 3}) {
        const SearchResult search =
            search_move(Position::start(), SearchRequest{Level::Hard, 0, {}, multipv});
        ASSERT_TRUE(search.deepest);
        ASSERT_GT(search.nodes, search.deepest->nodes) << "the budget ends inside an iteration";
        const std::string command = multipv == 1 ? "go\n" : "hint 3\n";
        const std::vector<std::string> lines = lines_of(run_nboard(command).out);
        ASSERT_GE(lines.size(), 2u) << command;
        const std::string& total = lines[lines.size() - 2];
        ASSERT_TRUE(total.starts_with("nodestats ")) << total;
        EXPECT_EQ(number_after(total, "nodestats "), search.nodes) << command;
    }
}

TEST(NBoard, GoOnAFinishedGameIsRejected) {
    const Output output = run_nboard(std::string(kWhiteMustPassGame) + "\nmove b8\ngo\n");
    EXPECT_EQ(output.out, "");
    EXPECT_EQ(output.log, "error go: the game is over\n");
}

// Every `search` line names a legal first move; `hint 64` covers every legal move; the reply
// ends with the node count and a cleared status.
TEST(NBoard, HintEvaluatesEveryLegalMoveWhenAskedForEnough) {
    const std::vector<std::string> lines = lines_of(run_nboard("hint 64\n").out);
    ASSERT_GE(lines.size(), 4u);
    EXPECT_EQ(lines.front(), "status thinking");
    EXPECT_EQ(lines.back(), "status");
    EXPECT_TRUE(lines[lines.size() - 2].starts_with("nodestats ")) << lines[lines.size() - 2];
    EXPECT_TRUE(is_seconds(lines[lines.size() - 2].substr(lines[lines.size() - 2].rfind(' ') + 1)))
        << lines[lines.size() - 2];
    std::set<std::string> moves;
    for (std::size_t i = 1; i + 2 < lines.size(); ++i) {
        std::istringstream fields(lines[i]);
        std::string word, pv, eval, zero, depth;
        fields >> word >> pv >> eval >> zero >> depth;
        EXPECT_EQ(word, "search") << lines[i];
        EXPECT_EQ(zero, "0") << lines[i];
        EXPECT_FALSE(depth.empty()) << lines[i];
        const auto first = read_move_item(pv.substr(0, 2));
        ASSERT_TRUE(first) << lines[i];
        EXPECT_TRUE(Position::start().is_legal(first->move)) << lines[i];
        moves.insert(pv.substr(0, 2));
    }
    EXPECT_EQ(moves, (std::set<std::string>{"D3", "C4", "F5", "E6"}));
}

// MultiPV: one search scores the N best moves at each depth, so the last N lines share a depth
// and come best first.
TEST(NBoard, HintScoresItsMovesAtOneDepth) {
    std::vector<std::string> searches;
    for (const std::string& line : lines_of(run_nboard("set depth 4\nhint 3\n").out)) {
        if (line.starts_with("search ")) searches.push_back(line);
    }
    ASSERT_EQ(searches.size(), 12u);  // depths 1 to 4, three moves each
    std::set<std::string> moves;
    double previous = 100;
    for (std::size_t i = searches.size() - 3; i < searches.size(); ++i) {
        std::istringstream fields(searches[i]);
        std::string word, pv, eval, zero, depth;
        fields >> word >> pv >> eval >> zero >> depth;
        EXPECT_EQ(depth, "4") << searches[i];
        EXPECT_LE(std::stod(eval), previous) << searches[i];
        previous = std::stod(eval);
        moves.insert(pv.substr(0, 2));
    }
    EXPECT_EQ(moves.size(), 3u);
}

TEST(NBoard, HintOnAForcedPassEvaluatesThePass) {
    const std::vector<std::string> lines =
        lines_of(run_nboard(std::string(kWhiteMustPassGame) + "\nhint 3\n").out);
    ASSERT_EQ(lines.size(), 4u);
    EXPECT_TRUE(lines[1].starts_with("search PA")) << lines[1];
}

// Apart from the times they report, which are masked here.
TEST(NBoard, RepliesDependOnlyOnTheInputLevelAndSeed) {
    const std::string input = "set depth 4\ngo\nhint 2\nmove f5\ngo\nhint 1\n";
    EXPECT_EQ(testing_support::mask_timing(lines_of(run_nboard(input, std::nullopt, 3).out)),
              testing_support::mask_timing(lines_of(run_nboard(input, std::nullopt, 3).out)));
}

// The lines of a session whose searches report their progress at every poll (every 1,024
// positions) rather than about every second, so even a short search shows it.
std::vector<std::string> reporting_lines(std::string_view input) {
    return lines_of(run_nboard(input, std::nullopt, 0, std::chrono::milliseconds(0)).out);
}

// Checks every progress report in `lines`: a status line saying `activity`, then `nodestats`
// with the same count, counts growing. Returns how many there are.
std::size_t checked_progress_reports(const std::vector<std::string>& lines,
                                     std::string_view activity) {
    std::size_t reports = 0;
    std::uint64_t last_nodes = 0;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (!testing_support::is_nboard_progress_status(lines[i])) continue;
        ++reports;
        EXPECT_TRUE(lines[i].starts_with("status " + std::string(activity) + ": ")) << lines[i];
        EXPECT_NE(lines[i].find(" s, table "), std::string::npos) << lines[i];
        const std::uint64_t nodes = number_after(lines[i], ": ");
        EXPECT_GT(nodes, last_nodes) << lines[i];
        last_nodes = nodes;
        const std::string next = i + 1 < lines.size() ? lines[i + 1] : std::string();
        EXPECT_TRUE(next.starts_with("nodestats " + std::to_string(nodes) + " ")) << next;
        EXPECT_TRUE(is_seconds(next.substr(next.rfind(' ') + 1))) << next;
    }
    return reports;
}

// NBoard's framing stays: `status thinking` first, the progress between, and the answer last,
// after the search's final node count. The search is the same with or without the reports.
TEST(NBoard, ALongGoReportsItsProgressBeforeItsAnswer) {
    const std::string input = "set depth 8\ngo\n";
    const std::vector<std::string> lines = reporting_lines(input);
    EXPECT_GT(checked_progress_reports(lines, "thinking"), 2u);
    ASSERT_GE(lines.size(), 4u);
    EXPECT_EQ(lines[1], "status thinking");
    EXPECT_TRUE(lines[lines.size() - 2].starts_with("nodestats ")) << lines[lines.size() - 2];
    EXPECT_TRUE(lines.back().starts_with("=== ")) << lines.back();
    EXPECT_EQ(testing_support::mask_timing(lines),
              testing_support::mask_timing(lines_of(run_nboard(input).out)));
}

TEST(NBoard, ALongHintReportsItsProgressBetweenItsLines) {
    const std::string input = "set depth 8\nhint 2\n";
    const std::vector<std::string> lines = reporting_lines(input);
    EXPECT_GT(checked_progress_reports(lines, "thinking"), 2u);
    ASSERT_GE(lines.size(), 4u);
    EXPECT_EQ(lines[1], "status thinking");
    EXPECT_TRUE(lines[lines.size() - 2].starts_with("nodestats ")) << lines[lines.size() - 2];
    EXPECT_EQ(lines.back(), "status");
    EXPECT_EQ(testing_support::mask_timing(lines),
              testing_support::mask_timing(lines_of(run_nboard(input).out)));
}

// The count runs on over the positions of the game, and ends in the total of all their searches.
TEST(NBoard, AnalyzeReportsItsProgressAndEndsWithItsNodeCount) {
    const std::string input = "set game (;GM[Othello]BO[8 " + std::string(27, '-') + "O*" +
                              std::string(6, '-') + "*O" + std::string(27, '-') +
                              " *]B[F5]W[F6]B[E6];)\nanalyze\n";
    const std::vector<std::string> lines = reporting_lines(input);
    EXPECT_GT(checked_progress_reports(lines, "analyzing"), 2u);
    ASSERT_GE(lines.size(), 4u);
    EXPECT_EQ(lines.front(), "status analyzing");
    const std::string& total = lines[lines.size() - 2];
    ASSERT_TRUE(total.starts_with("nodestats ")) << total;
    EXPECT_EQ(lines.back(), "status");
    std::uint64_t last_report = 0;
    for (const std::string& line : lines) {
        if (testing_support::is_nboard_progress_status(line))
            last_report = number_after(line, ": ");
    }
    EXPECT_GE(number_after(total, "nodestats "), last_report);
    EXPECT_EQ(testing_support::mask_timing(lines),
              testing_support::mask_timing(lines_of(run_nboard(input).out)));
}

TEST(NBoard, QuitStopsReading) { EXPECT_EQ(run_nboard("quit\nping 1\n").out, ""); }

TEST(NBoard, AnOverlongLineIsReportedAndTheNextLineWorks) {
    const Output output = run_nboard(std::string(std::size_t{70} * 1024, 'a') + "\nping 5\n");
    EXPECT_EQ(output.out, "pong 5\n");
    EXPECT_EQ(output.log, "error line too long (limit 65536 bytes)\n");
}

}  // namespace
}  // namespace reversi
