// SPDX-License-Identifier: GPL-3.0-or-later
// The fuzz budget guard: expensive commands are lowered to the caps, and a command the engine
// would reject stays one it rejects.
#include <gtest/gtest.h>

#include <sstream>

#include "fuzz/budget.hpp"
#include "protocol/session.hpp"

namespace reversi::fuzz {
namespace {

std::string reply_to(std::string_view line) {
    std::ostringstream out;
    std::ostringstream log;
    ProtocolSession session(out, log);
    session.execute(line);
    return out.str();
}

TEST(FuzzBudget, DeepPerftIsLoweredToTheCap) {
    EXPECT_EQ(within_budget("perft 16"), "perft 3");
    EXPECT_EQ(within_budget("perft  2"), "perft 2");
}

TEST(FuzzBudget, BenchIsLeftOut) {
    EXPECT_EQ(within_budget("bench"), "# bench: beyond the fuzz budget");
    EXPECT_EQ(reply_to(within_budget(" bench\t")), "");
    EXPECT_EQ(within_budget("bench 5"), "bench 5");
}

TEST(FuzzBudget, GoAlwaysGetsACappedNodeBudget) {
    EXPECT_EQ(within_budget("go"), "go nodes 2000");
    EXPECT_EQ(within_budget("go nodes 1000000000000"), "go nodes 2000");
    EXPECT_EQ(within_budget("go nodes 5"), "go nodes 5");
    EXPECT_EQ(within_budget("go depth 60"), "go depth 6 nodes 2000");
    EXPECT_EQ(within_budget("go depth 2 nodes 99999"), "go depth 2 nodes 2000");
}

// A table of 4096 MiB is made and written through when it is set: past the fuzzers' memory limit.
TEST(FuzzBudget, HashTablesAreSmall) {
    EXPECT_EQ(within_budget("setoption name Hash value 3072"), "setoption name Hash value 16");
    EXPECT_EQ(within_budget("setoption  name hash value 8"), "setoption name hash value 8");
    EXPECT_EQ(within_budget("setoption name Hash value 4097"), "setoption name Hash value 0");
    EXPECT_EQ(within_budget("setoption name Hash value x"), "setoption name Hash value x");
    EXPECT_EQ(within_budget("setoption name MultiPV value 64"), "setoption name MultiPV value 64");
    EXPECT_EQ(reply_to(within_budget("setoption name Hash value 4096")), "");
    EXPECT_EQ(reply_to(within_budget("setoption name Hash value 4097")).rfind("error ", 0), 0u);
    EXPECT_EQ(gtp_within_budget("5 reversi-hash 4096"), "5 reversi-hash 16");
    EXPECT_EQ(gtp_within_budget("reversi-hash"), "reversi-hash");
    EXPECT_EQ(nboard_within_budget("set Hash 2048"), "set Hash 16");
    EXPECT_EQ(nboard_within_budget("set depth 60"), "set depth 60");
}

TEST(FuzzBudget, OtherCommandsPassUnchanged) {
    for (std::string_view line :
         {"position startpos moves d3", "perft", "perft 1 2", "show", "  go-on", "", "#go"}) {
        EXPECT_EQ(within_budget(line), line);
    }
}

TEST(FuzzBudget, RejectedBudgetsStayRejected) {
    for (std::string_view line :
         {"perft 17", "perft 0", "perft x", "perft 99999999999999999999", "go depth", "go nodes",
          "go nodes 0", "go nodes 1000000000001", "go depth 61", "go time 100",
          "go depth 1 depth 2", "go nodes 1 nodes 2", "go nodes x", "go depth 1 x", "bench 1"}) {
        const std::string bounded = within_budget(line);
        EXPECT_EQ(reply_to(line).rfind("error ", 0), 0u) << line;
        EXPECT_EQ(reply_to(bounded).rfind("error ", 0), 0u) << line << " became " << bounded;
    }
}

TEST(FuzzBudget, GtpLevelStaysEasy) {
    EXPECT_EQ(gtp_within_budget("reversi-level hard"), "reversi-level easy");
    EXPECT_EQ(gtp_within_budget("7 reversi-level\tnormal # stronger"), "7 reversi-level easy");
    EXPECT_EQ(gtp_within_budget("reversi-level HARD"), "reversi-level easy");
    EXPECT_EQ(gtp_within_budget("reversi-level"), "reversi-level");
    EXPECT_EQ(gtp_within_budget("reversi-level expert"), "reversi-level expert");
    EXPECT_EQ(gtp_within_budget("genmove black"), "genmove black");
}

// reversi-analyze reads as Hard whatever the level: its budget is capped as go's is.
TEST(FuzzBudget, GtpAnalysisAlwaysGetsACappedNodeBudget) {
    EXPECT_EQ(gtp_within_budget("reversi-analyze exact"), "reversi-analyze exact nodes 2000");
    EXPECT_EQ(gtp_within_budget("3 reversi-analyze depth 60 wld"),
              "3 reversi-analyze depth 6 wld nodes 2000");
    EXPECT_EQ(gtp_within_budget("reversi-analyze nodes 99999 time 5"),
              "reversi-analyze nodes 2000 time 5");
    EXPECT_EQ(gtp_within_budget("reversi-analyze nodes 1000000000001"), "reversi-analyze nodes 0");
    EXPECT_EQ(gtp_within_budget("reversi-analyze depth"), "reversi-analyze depth nodes 2000");
}

TEST(FuzzBudget, NBoardHintsAreFew) {
    EXPECT_EQ(nboard_within_budget("hint 64"), "hint 2");
    EXPECT_EQ(nboard_within_budget("hint 1"), "hint 1");
    EXPECT_EQ(nboard_within_budget("hint 65"), "hint 0");
    EXPECT_EQ(nboard_within_budget("hint x"), "hint x");
    EXPECT_EQ(nboard_within_budget("go"), "go");
}

// `set level` overrides the session's fixed level: Hard on a game record's 15-minute clock
// once searched for 27 seconds.
TEST(FuzzBudget, NBoardLevelStaysEasy) {
    EXPECT_EQ(nboard_within_budget("set level HARD"), "set level easy");
    EXPECT_EQ(nboard_within_budget("set Level normal"), "set Level easy");
    EXPECT_EQ(nboard_within_budget("set level expert"), "set level expert");
    EXPECT_EQ(nboard_within_budget("set level"), "set level");
}

TEST(FuzzBudget, EveryLineOfAnInputIsBounded) {
    EXPECT_EQ(bounded_lines("show\nperft 9\r\ngo", &within_budget), "show\nperft 3\ngo nodes 2000");
    EXPECT_EQ(bounded_lines("isready\r\n\n", &within_budget), "isready\r\n\n");
}

}  // namespace
}  // namespace reversi::fuzz
