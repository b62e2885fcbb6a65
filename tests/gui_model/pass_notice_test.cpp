// SPDX-License-Identifier: GPL-3.0-or-later
// The pass notice: up from the pass until the player's next action, and gone at the end of the
// match, so the end screen shows the result and the counts only.
#include <gtest/gtest.h>

#include "fake_ports.hpp"
#include "model/pass_notice.hpp"
#include "test_positions.hpp"

namespace reversi::gui {
namespace {

using namespace testing;

class PassNoticeTest : public MatchFixture {
protected:
    NoticeList notices;
    PassNotice notice{match, notices};
    CountingNoticeListener heard;
    void SetUp() override {
        MatchFixture::SetUp();
        notices.add_listener(heard);
    }
    // The side whose turn was skipped, while the notice is up.
    std::optional<Color> skipped() const {
        const std::optional<SkippedTurn> up = notices.find<SkippedTurn>();
        return up ? std::optional<Color>(up->side) : std::nullopt;
    }
    void cpu_plays(std::string_view square) {
        pause.elapse();
        cpu.answer(square);
    }
};

TEST_F(PassNoticeTest, TheCpuSkippedIsToldUntilThePlayerMoves) {
    match.resume(MatchSetup{Level::Easy, Color::White, 1, position(kWhiteC1SkipsBlack), {}});
    ASSERT_TRUE(match.play(square("c1")));
    EXPECT_EQ(skipped(), Color::Black);
    EXPECT_EQ(heard.changes, 1);
    ASSERT_TRUE(match.play(square("g3")));
    EXPECT_EQ(skipped(), std::nullopt);
}

TEST_F(PassNoticeTest, ThePlayerSkippedStaysToldThroughTheCpusMovesUntilThePlayerActs) {
    match.resume(MatchSetup{Level::Easy, Color::Black, 1, position(kWhiteC1SkipsBlack), {}});
    cpu_plays("c1");
    EXPECT_EQ(skipped(), Color::Black);
    cpu_plays("g3");  // the CPU plays again and the player has the turn back
    ASSERT_EQ(match.phase(), MatchPhase::PlayerToMove);
    EXPECT_EQ(skipped(), Color::Black) << "still up on the player's turn: no timer";
    const Bitboard playable = match.playable_squares();
    ASSERT_NE(playable, 0u);
    ASSERT_TRUE(match.play(lowest_square(playable)));
    EXPECT_EQ(skipped(), std::nullopt) << "the player's move takes it away";
}

TEST_F(PassNoticeTest, AnUndoTakesItAwayWithThePass) {
    match.resume(MatchSetup{Level::Easy, Color::White, 1, position(kWhiteC1SkipsBlack), {}});
    ASSERT_TRUE(match.play(square("c1")));
    ASSERT_EQ(skipped(), Color::Black);
    ASSERT_TRUE(match.undo());
    EXPECT_EQ(skipped(), std::nullopt);
}

TEST_F(PassNoticeTest, TheEndRightAfterAPassShowsNoNotice) {
    match.resume(
        MatchSetup{Level::Easy, Color::Black, 1, position(kWhiteH1SkipsBlackThenH5Ends), {}});
    cpu_plays("h1");
    ASSERT_EQ(skipped(), Color::Black);
    cpu_plays("h5");
    ASSERT_EQ(match.phase(), MatchPhase::Over);
    EXPECT_EQ(skipped(), std::nullopt);
}

TEST_F(PassNoticeTest, ANewMatchStartsWithoutOne) {
    match.resume(MatchSetup{Level::Easy, Color::White, 1, position(kWhiteC1SkipsBlack), {}});
    ASSERT_TRUE(match.play(square("c1")));
    ASSERT_TRUE(skipped());
    match.start_new(Level::Easy, Color::Black, 2);
    EXPECT_EQ(skipped(), std::nullopt);
}

}  // namespace
}  // namespace reversi::gui
