// SPDX-License-Identifier: GPL-3.0-or-later
// The notice that saving fails says what the game will do in words that fit where the match
// stands, is heard again (as a screen reader hears the list) when those words change, and goes
// with the next save that works.
#include <gtest/gtest.h>

#include "fake_ports.hpp"
#include "model/app_state.hpp"
#include "model/save_notice.hpp"
#include "test_positions.hpp"

namespace reversi::gui {
namespace {

using namespace testing;

class SaveNoticeTest : public MatchFixture {
protected:
    void SetUp() override {
        MatchFixture::SetUp();
        state.notices.add_listener(heard);
    }
    void TearDown() override { state.notices.remove_listener(heard); }

    AppState state;
    SaveTroubleNotice notice{match, state.notices};
    CountingNoticeListener heard;
};

TEST_F(SaveNoticeTest, AFailureInAMatchAwaitsTheNextMoveAndOneAtTheEndTheNextMatch) {
    match.resume(MatchSetup{Level::Easy, Color::Black, 1, position(kBlackB2EndsTheMatch), {}});
    notice.save_failed(records::WriteError::NoSpace);
    ASSERT_TRUE(state.notices.find<SaveTrouble>());
    EXPECT_FALSE(state.notices.find<SaveTrouble>()->match_over);

    ASSERT_TRUE(match.play(square("b2")));
    ASSERT_EQ(match.phase(), MatchPhase::Over);
    ASSERT_TRUE(state.notices.find<SaveTrouble>());
    EXPECT_TRUE(state.notices.find<SaveTrouble>()->match_over) << "no next move to wait for";
    ASSERT_FALSE(heard.raised.empty());
    EXPECT_EQ(heard.raised.back(), (Notice{SaveTrouble{records::WriteError::NoSpace, true}}))
        << "the new words are raised, so the screen reader says them";

    match.start_new(Level::Easy, Color::Black, 2);
    ASSERT_TRUE(state.notices.find<SaveTrouble>());
    EXPECT_FALSE(state.notices.find<SaveTrouble>()->match_over);
    notice.save_recovered();
    EXPECT_FALSE(state.notices.find<SaveTrouble>());
}

TEST_F(SaveNoticeTest, AFailureMetAfterTheEndIsToldInTheEndsWords) {
    match.resume(MatchSetup{Level::Easy, Color::Black, 1, position(kBlackB2EndsTheMatch), {}});
    ASSERT_TRUE(match.play(square("b2")));
    notice.save_failed(records::WriteError::ReadOnly);
    ASSERT_TRUE(state.notices.find<SaveTrouble>());
    EXPECT_TRUE(state.notices.find<SaveTrouble>()->match_over);
    const std::size_t raised = heard.raised.size();
    ASSERT_TRUE(match.undo());  // back in the match: the words change once more
    ASSERT_EQ(match.phase(), MatchPhase::PlayerToMove);
    EXPECT_FALSE(state.notices.find<SaveTrouble>()->match_over);
    EXPECT_GT(heard.raised.size(), raised);
}

TEST_F(SaveNoticeTest, NothingIsPutUpAgainWhileTheWordsStayTheSame) {
    match.start_new(Level::Easy, Color::Black, 1);
    notice.save_failed(records::WriteError::Io);
    const std::size_t raised = heard.raised.size();
    ASSERT_TRUE(match.play(square("d3")));
    pause.elapse();
    cpu.answer("c3");
    EXPECT_EQ(heard.raised.size(), raised);
}

}  // namespace
}  // namespace reversi::gui
