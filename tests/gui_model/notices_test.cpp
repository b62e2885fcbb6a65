// SPDX-License-Identifier: GPL-3.0-or-later
// The notice list: one of each kind, always in the order of the kinds, and the engine's trouble
// up exactly while the match waits for a retry.
#include <gtest/gtest.h>

#include <set>

#include "fake_ports.hpp"
#include "model/app_state.hpp"
#include "model/notices.hpp"

namespace reversi::gui {
namespace {

using namespace testing;

TEST(NoticeList, KeepsTheOrderOfTheKindsWhateverOrderTheyCameIn) {
    NoticeList notices;
    notices.put(DamagedData{});
    notices.put(SaveTrouble{records::WriteError::NoSpace});
    notices.put(SkippedTurn{Color::White});
    const std::vector<Notice> expected = {SkippedTurn{Color::White},
                                          SaveTrouble{records::WriteError::NoSpace}, DamagedData{}};
    EXPECT_EQ(notices.all(), expected);
}

TEST(NoticeList, ANewNoticeOfAKindReplacesTheOldOne) {
    NoticeList notices;
    CountingNoticeListener heard;
    notices.add_listener(heard);
    notices.put(SaveTrouble{records::WriteError::NoSpace});
    notices.put(SaveTrouble{records::WriteError::ReadOnly});
    notices.put(SaveTrouble{records::WriteError::ReadOnly});  // the same again changes nothing
    ASSERT_EQ(notices.all().size(), 1u);
    EXPECT_EQ(notices.find<SaveTrouble>()->error, records::WriteError::ReadOnly);
    EXPECT_EQ(heard.changes, 2);
}

TEST(NoticeList, ANoticePutUpAgainAsItWasIsRaisedAgainWithoutAChange) {
    NoticeList notices;
    CountingNoticeListener heard;
    notices.add_listener(heard);
    notices.put(SkippedTurn{Color::Black});
    notices.put(SkippedTurn{Color::Black});  // the rules skipped the same side once more
    EXPECT_EQ(heard.changes, 1);
    const std::vector<Notice> raised = {SkippedTurn{Color::Black}, SkippedTurn{Color::Black}};
    EXPECT_EQ(heard.raised, raised);
}

TEST(NoticeList, TakingDownTellsOnlyWhenOneWasUp) {
    NoticeList notices;
    CountingNoticeListener heard;
    notices.add_listener(heard);
    notices.take_down<SkippedTurn>();
    EXPECT_EQ(heard.changes, 0);
    notices.put(SkippedTurn{Color::Black});
    notices.put(EngineTrouble{});
    notices.take_down<SkippedTurn>();
    EXPECT_EQ(heard.changes, 3);
    EXPECT_EQ(heard.raised.size(), 2u) << "taking down raises nothing";
    EXPECT_EQ(notices.find<SkippedTurn>(), std::nullopt);
    EXPECT_TRUE(notices.find<EngineTrouble>());
}

TEST(NoticeList, AListenerThatLeftHearsNothing) {
    NoticeList notices;
    CountingNoticeListener heard;
    notices.add_listener(heard);
    notices.remove_listener(heard);
    notices.put(EngineTrouble{});
    EXPECT_EQ(heard.changes, 0);
    EXPECT_TRUE(heard.raised.empty());
}

TEST(NoticeList, EveryKindShownOnAPageIsMeasured) {
    std::set<std::size_t> measured;
    for (const Notice& notice : every_shown_notice()) {
        EXPECT_NE(place_of(notice), NoticePlace::Dialog);
        measured.insert(notice.index());
    }
    for (const Notice& kind :
         std::vector<Notice>{SkippedTurn{}, SaveTrouble{}, EngineTrouble{}, DamagedData{}}) {
        if (place_of(kind) == NoticePlace::Dialog) continue;
        EXPECT_TRUE(measured.contains(kind.index())) << "kind " << kind.index();
    }
}

class EngineTroubleTest : public MatchFixture {
protected:
    AppState state;
    EngineTroubleNotice trouble{match, state.notices};
};

TEST_F(EngineTroubleTest, IsUpWhileTheMatchWaitsForARetry) {
    match.start_new(Level::Normal, Color::Black, 1);
    ASSERT_TRUE(match.play(square("d3")));
    pause.elapse();
    EXPECT_FALSE(state.notices.find<EngineTrouble>());
    cpu.fail(client::EngineFault::Crashed);
    EXPECT_TRUE(state.notices.find<EngineTrouble>());
    ASSERT_TRUE(match.retry_cpu());
    EXPECT_FALSE(state.notices.find<EngineTrouble>());
    cpu.fail(client::EngineFault::TimedOut);
    ASSERT_TRUE(state.notices.find<EngineTrouble>());
    ASSERT_TRUE(match.undo());
    EXPECT_FALSE(state.notices.find<EngineTrouble>());
}

TEST_F(EngineTroubleTest, AnEngineThatNeverStartedIsToldApartFromOneThatStoppedAnswering) {
    match.start_new(Level::Normal, Color::Black, 1);
    ASSERT_TRUE(match.play(square("d3")));
    pause.elapse();
    cpu.fail(client::EngineFault::FailedToStart);
    ASSERT_TRUE(state.notices.find<EngineTrouble>());
    EXPECT_TRUE(state.notices.find<EngineTrouble>()->never_started);
    // Once an engine has given a move, a restart that fails is an engine that stopped.
    ASSERT_TRUE(match.retry_cpu());
    cpu.answer("c3");
    ASSERT_TRUE(match.play(square("c4")));
    pause.elapse();
    cpu.fail(client::EngineFault::FailedToStart);
    ASSERT_TRUE(state.notices.find<EngineTrouble>());
    EXPECT_FALSE(state.notices.find<EngineTrouble>()->never_started);
}

TEST_F(EngineTroubleTest, AnEngineThatCrashedBeforeItsFirstMoveHadStarted) {
    match.start_new(Level::Normal, Color::Black, 1);
    ASSERT_TRUE(match.play(square("d3")));
    pause.elapse();
    cpu.fail(client::EngineFault::Crashed);
    ASSERT_TRUE(state.notices.find<EngineTrouble>());
    EXPECT_FALSE(state.notices.find<EngineTrouble>()->never_started);
}

}  // namespace
}  // namespace reversi::gui
