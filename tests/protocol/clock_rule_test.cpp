// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's one clock rule, seen through each protocol: a search given a clock is governed by
// its time allocation, not by the level's own budget, whichever grammar told it the clock.
#include <gtest/gtest.h>

#include <cctype>
#include <cstdint>
#include <sstream>
#include <string>
#include <string_view>

#include "protocol/gtp_session.hpp"
#include "protocol/nboard_session.hpp"
#include "protocol/session.hpp"
#include "search/search.hpp"

namespace reversi {
namespace clock_rule {

// The first 46 moves of golden-games/normal-human-black-1.txt, no pass among them, Black to
// move with 14 empty squares. Hard's own budget (12,000 positions) does not read this to the end
// (it plays h3); Hard's search with no budget solves it in about 137,000 positions (b3).
constexpr std::string_view kMoves =
    "f5 d6 c3 f4 d7 c4 f3 e6 d3 e3 d2 c5 b5 c6 e7 f6 f7 e2 b6 e8 d1 c1 c2 e1 f2 d8 c8 b8 c7 f1 "
    "f8 g8 g7 g1 g2 h1 g3 h8 g5 h2 h7 h4 g6 g4 h5 b4";

// Ten hours for each side, told as each protocol tells a clock: the allocation is far more than
// the solve takes on any machine, so the end of the game, not the time, ends these searches and
// their figures are reproducible.
constexpr std::string_view kLineClock = "go wtime 36000000 btime 36000000";
constexpr std::string_view kGtpClock = "time_settings 36000 0 0";
constexpr std::string_view kGgfClock = "TI[10:00:00]";

struct Found {
    std::string move;  // lower case
    std::uint64_t nodes = 0;
};

std::string replies_of(EngineSession& session, std::string_view input, std::ostringstream& out) {
    // The empty line after the last command waits for its search: the end of input would stop it.
    std::istringstream in{std::string(input) + "\n\n"};
    session.run(in);
    return out.str();
}

std::uint64_t nodes_after(const std::string& text, std::string_view key) {
    const auto at = text.rfind(key);
    if (at == std::string::npos) return 0;
    return std::stoull(text.substr(at + key.size()));
}

std::string lower(std::string text) {
    for (char& c : text)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

// `go` with `go_line` after the moves, Hard as `--level hard` sets it.
Found line_search(std::string_view go_line) {
    std::ostringstream out, log;
    ProtocolSession session(out, log, SessionOptions{{Level::Hard, 0}, true});
    const std::string replies = replies_of(
        session, "position startpos moves " + std::string(kMoves) + "\n" + std::string(go_line),
        out);
    const auto best = replies.rfind("bestmove ");
    EXPECT_NE(best, std::string::npos) << replies;
    // The last `info` line with a depth is the deepest finished iteration.
    const auto last_info = replies.rfind(" depth ");
    return {replies.substr(best + 9, 2),
            nodes_after(replies.substr(0, replies.find('\n', last_info)), " nodes ")};
}

// `go` on a game record of the moves with `clock` among its properties (none: no clock).
Found nboard_search(std::string_view clock) {
    std::string record = "set game (;GM[Othello]" + std::string(clock) +
                         "BO[8 ---------------------------O*------*O--------------------------- *]";
    std::istringstream moves{std::string(kMoves)};
    bool black = true;
    for (std::string move; moves >> move; black = !black)
        record += std::string(black ? "B[" : "W[") + move + "]";
    std::ostringstream out, log;
    NBoardSession session(out, log, SessionOptions{{Level::Hard, 0}, true});
    const std::string replies = replies_of(session, record + ";)\ngo", out);
    const auto best = replies.rfind("=== ");
    EXPECT_NE(best, std::string::npos) << replies << log.str();
    return {lower(replies.substr(best + 4, 2)), nodes_after(replies, "nodestats ")};
}

// `genmove b` after the moves, with `clock` sent first. GTP reports no node count.
std::string gtp_move(std::string_view clock) {
    std::string input = std::string(clock) + "\n";
    std::istringstream moves{std::string(kMoves)};
    bool black = true;
    for (std::string move; moves >> move; black = !black)
        input += std::string("play ") + (black ? "b " : "w ") + move + "\n";
    std::ostringstream out, log;
    GtpSession session(out, log, SessionOptions{{Level::Hard, 0}, true});
    const std::string replies = replies_of(session, input + "genmove b", out);
    const auto last = replies.rfind("= ");
    EXPECT_NE(last, std::string::npos) << replies;
    return lower(replies.substr(last + 2, 2));
}

// The rule at work in NBoard: before it, a level fixed on the command line kept its budget there
// and the record's clock only capped it.
TEST(ClockRule, AnNBoardRecordsClockReplacesTheLevelsOwnBudget) {
    const Found budget = nboard_search("");
    const Found clocked = nboard_search(kGgfClock);
    // The clock lets Hard read to the end, about ten times its budget.
    EXPECT_GT(clocked.nodes, 2 * budget.nodes);
}

// The same clock searches the same way in every protocol: the same move, and (where the protocol
// reports it) the same number of positions.
TEST(ClockRule, TheSameClockGivesTheSameSearchInEveryProtocol) {
    const Found line = line_search(kLineClock);
    const Found nboard = nboard_search(kGgfClock);
    EXPECT_EQ(nboard.move, line.move);
    EXPECT_EQ(gtp_move(kGtpClock), line.move);
    EXPECT_EQ(nboard.nodes, line.nodes);
    // Without a clock each plays by the level's budget, again alike. The budget runs out inside
    // an iteration: NBoard's `nodestats` counts all of it, the line protocol's last `info` the
    // deepest finished iteration.
    const Found line_budget = line_search("go");
    const Found nboard_budget = nboard_search("");
    EXPECT_EQ(nboard_budget.nodes, kHardNodeBudget);
    EXPECT_LT(line_budget.nodes, kHardNodeBudget);
    EXPECT_EQ(nboard_budget.move, line_budget.move);
    EXPECT_EQ(gtp_move(""), line_budget.move);
}

}  // namespace clock_rule
}  // namespace reversi
