// SPDX-License-Identifier: GPL-3.0-or-later
// Pondering in the line protocol, as UCI's: `go ponder` searches the position after the
// expected reply and answers only after `ponderhit` (then on its clock) or `stop`, and
// `bestmove M ponder P` names a reply legal after M. Driven through a pipe, as the engine's
// standard input is.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "core/game_line.hpp"
#include "core/notation.hpp"
#include "live_session.hpp"
#include "protocol/session.hpp"
#include "vocabulary/tokens.hpp"

namespace reversi {
namespace {

using testing_support::index_of;
using testing_support::LiveSession;
using Lines = std::vector<std::string>;

std::size_t bestmoves_in(const Lines& lines) {
    std::size_t count = 0;
    for (const std::string& line : lines)
        count += line.starts_with("bestmove ") ? 1 : 0;
    return count;
}

// The `bestmove` line a fresh session gives after `lines`, each carried out to its end.
std::string fresh_bestmove(const std::vector<std::string>& lines) {
    std::ostringstream out, log;
    ProtocolSession session(out, log, SessionOptions{});
    for (const std::string& line : lines)
        session.execute(line);
    std::istringstream replies(out.str());
    std::string best;
    for (std::string line; std::getline(replies, line);)
        if (line.starts_with("bestmove ")) best = line;
    return best;
}

// The moves of a `bestmove M [ponder P]` line: M, and P or "".
std::pair<std::string, std::string> answer_of(const std::string& bestmove) {
    const auto tokens = split_tokens(bestmove);
    if (tokens.size() < 2) return {};
    const bool ponder = tokens.size() >= 4 && tokens[2] == "ponder";
    return {std::string(tokens[1]), ponder ? std::string(tokens[3]) : std::string()};
}

TEST(Pondering, APonderSearchAnswersOnlyAfterPonderhitWithTheReplyOfThatSearch) {
    LiveSession<ProtocolSession> session;
    session.send("position startpos moves f5 d6");
    session.send("go ponder depth 3");
    ASSERT_TRUE(session.wait_for("info depth 3"));
    // Its depth is reached, yet it waits: `isready` is answered, no `bestmove` comes.
    session.send("isready");
    ASSERT_TRUE(session.wait_for("readyok"));
    EXPECT_EQ(bestmoves_in(session.lines()), 0u);
    session.send("ponderhit");
    ASSERT_TRUE(session.wait_for("bestmove "));
    const Lines lines = session.lines();
    EXPECT_EQ(lines[index_of(lines, "bestmove ")],
              fresh_bestmove({"position startpos moves f5 d6", "go depth 3"}));
}

TEST(Pondering, PonderhitGivesABestmoveSearchedOnTheClock) {
    LiveSession<ProtocolSession> session;
    session.send("position startpos moves f5 d6");
    session.send("go ponder wtime 3000 btime 3000 winc 0 binc 0");
    ASSERT_TRUE(session.wait_for("info depth 4"));
    EXPECT_EQ(bestmoves_in(session.lines()), 0u);
    // No `stop` follows: only the clock, started by `ponderhit`, can end this search.
    session.send("ponderhit");
    ASSERT_TRUE(session.wait_for("bestmove "));
    const Lines lines = session.lines();
    const std::size_t best = index_of(lines, "bestmove ");
    const auto [move, reply] = answer_of(lines[best]);
    const auto played = parse_move(move);
    ASSERT_TRUE(played) << lines[best];
    GameLine game;
    ASSERT_TRUE(game.play(*parse_move("f5")) && game.play(*parse_move("d6")));
    EXPECT_TRUE(game.current().is_legal(*played)) << lines[best];
    EXPECT_EQ(bestmoves_in(lines), 1u);
}

TEST(Pondering, AMissIsStoppedAndTheNewPositionIsSearched) {
    LiveSession<ProtocolSession> session;
    // Pondered on c3 after d6; the other side played c5 instead.
    session.send("position startpos moves f5 d6 c3");
    session.send("go ponder wtime 60000 btime 60000");
    ASSERT_TRUE(session.wait_for("info depth 2"));
    session.send("stop");
    ASSERT_TRUE(session.wait_for("bestmove "));
    session.send("position startpos moves f5 d6 c5");
    session.send("go depth 4");
    ASSERT_TRUE(session.wait_for("bestmove ", 1));
    const Lines lines = session.lines();
    const std::size_t first = index_of(lines, "bestmove ");
    std::size_t second = first + 1;
    while (!lines[second].starts_with("bestmove "))
        ++second;
    EXPECT_EQ(lines[second], fresh_bestmove({"position startpos moves f5 d6 c5", "go depth 4"}));
}

TEST(Pondering, StopDuringGoPonderAnswersWithBestmove) {
    LiveSession<ProtocolSession> session;
    session.send("go ponder");
    // The level's own budget is spent at once, but the answer waits for `stop`.
    session.send("isready");
    ASSERT_TRUE(session.wait_for("readyok"));
    session.send("stop");
    ASSERT_TRUE(session.wait_for("bestmove "));
    const Lines lines = session.lines();
    const auto [move, reply] = answer_of(lines[index_of(lines, "bestmove ")]);
    const auto played = parse_move(move);
    ASSERT_TRUE(played);
    EXPECT_TRUE(Position::start().is_legal(*played)) << move;
    EXPECT_EQ(bestmoves_in(lines), 1u);
}

TEST(Pondering, PonderhitWithoutAPonderSearchDoesNothing) {
    std::ostringstream out, log;
    ProtocolSession session(out, log, SessionOptions{});
    session.execute("ponderhit");
    session.execute("go depth 2");
    session.execute("ponderhit");
    const std::string replies = out.str();
    EXPECT_EQ(replies.find("error"), std::string::npos) << replies;
    EXPECT_EQ(replies.find("bestmove"), replies.rfind("bestmove")) << replies;
}

// Over positions of a seeded game: whenever `bestmove` names a reply, it is legal after the
// move.
TEST(Pondering, ThePonderMoveIsLegalAfterTheBestMove) {
    GameLine game;
    int named = 0;
    for (int ply = 0; ply < 40 && !game.current().is_game_over(); ++ply) {
        if (game.current().must_pass()) {
            ASSERT_TRUE(game.play(Move::pass()));
            continue;
        }
        const std::string best =
            fresh_bestmove({"position startpos moves " + moves_text(game.moves()), "go depth 4"});
        const auto [move, reply] = answer_of(best);
        const auto played = parse_move(move);
        ASSERT_TRUE(played && game.current().is_legal(*played)) << best;
        const Position after = game.current().after(*played);
        if (!reply.empty()) {
            ++named;
            const auto expected = parse_move(reply);
            ASSERT_TRUE(expected) << best;
            EXPECT_TRUE(!after.is_game_over() && after.is_legal(*expected)) << best;
        }
        ASSERT_TRUE(game.play(*played));
    }
    EXPECT_GT(named, 30);
}

}  // namespace
}  // namespace reversi
