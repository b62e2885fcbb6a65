// SPDX-License-Identifier: GPL-3.0-or-later
// The counting rules of the player's records.
#include <gtest/gtest.h>

#include "records/records.hpp"

namespace reversi::records {
namespace {

using std::chrono::milliseconds;

TEST(Records, AMatchCountsAsPlayedWhenItStarts) {
    Records records;
    records.count_started(Level::Hard);
    EXPECT_EQ(records.of(Level::Hard).played, 1u);
    EXPECT_EQ(records.of(Level::Hard).finished(), 0u);
}

TEST(Records, AMatchWalkedAwayFromIsNeverALoss) {
    Records records;
    records.count_started(Level::Normal);
    records.count_started(Level::Normal);  // the first one was abandoned for this one
    records.count_ended(Level::Normal, MatchResult::Win);
    EXPECT_EQ(records.of(Level::Normal).played, 2u);
    EXPECT_EQ(records.of(Level::Normal).wins, 1u);
    EXPECT_EQ(records.of(Level::Normal).losses, 0u);
    EXPECT_EQ(records.of(Level::Normal).unfinished(), 1u);
}

TEST(Records, OnlyAnEndedMatchBecomesAWinALossOrADraw) {
    Records records;
    for (MatchResult result : {MatchResult::Win, MatchResult::Loss, MatchResult::Draw}) {
        records.count_started(Level::Easy);
        records.count_ended(Level::Easy, result);
    }
    const OpponentRecord& easy = records.of(Level::Easy);
    EXPECT_EQ(easy, (OpponentRecord{3, 1, 1, 1}));
}

TEST(Records, EachOpponentKeepsItsOwnRecord) {
    Records records;
    records.count_started(Level::Easy);
    records.count_ended(Level::Easy, MatchResult::Loss);
    EXPECT_EQ(records.of(Level::Normal), OpponentRecord{});
    EXPECT_EQ(records.of(Level::Hard), OpponentRecord{});
    EXPECT_EQ(records.of(Level::Easy).losses, 1u);
}

TEST(Records, AnEndWhoseStartWasNeverCountedStillCountsAsPlayed) {
    Records records;  // e.g. the records were set aside while a saved match was resumed
    records.count_ended(Level::Hard, MatchResult::Draw);
    EXPECT_EQ(records.of(Level::Hard), (OpponentRecord{1, 0, 0, 1}));
}

TEST(Records, PlayTimeOnlyAddsUp) {
    Records records;
    records.add_play_time(Level::Normal, milliseconds{1500});
    records.add_play_time(Level::Normal, milliseconds{-700});
    records.add_play_time(Level::Normal, milliseconds{500});
    EXPECT_EQ(records.of(Level::Normal).play_time, milliseconds{2000});
}

TEST(Records, PlayTimeIsKeptPerOpponentAndTotalledOverAll) {
    Records records;
    records.add_play_time(Level::Easy, std::chrono::minutes{12});
    records.add_play_time(Level::Hard, std::chrono::hours{3});
    EXPECT_EQ(records.of(Level::Easy).play_time, std::chrono::minutes{12});
    EXPECT_EQ(records.of(Level::Normal).play_time, milliseconds{0});
    EXPECT_EQ(records.of(Level::Hard).play_time, std::chrono::hours{3});
    EXPECT_EQ(records.total_play_time(), std::chrono::hours{3} + std::chrono::minutes{12});
}

TEST(Records, PlayTimeStopsAtTheLargestCountInsteadOfWrapping) {
    Records records;
    records.add_play_time(Level::Easy, milliseconds::max() - milliseconds{5});
    records.add_play_time(Level::Easy, milliseconds{10});
    EXPECT_EQ(records.of(Level::Easy).play_time, milliseconds::max());
    records.add_play_time(Level::Hard, milliseconds::max());
    EXPECT_EQ(records.total_play_time(), milliseconds::max());
}

TEST(Records, ResultFollowsThePlayersColor) {
    EXPECT_EQ(result_for(Color::Black, Outcome::BlackWins), MatchResult::Win);
    EXPECT_EQ(result_for(Color::White, Outcome::BlackWins), MatchResult::Loss);
    EXPECT_EQ(result_for(Color::White, Outcome::WhiteWins), MatchResult::Win);
    EXPECT_EQ(result_for(Color::Black, Outcome::WhiteWins), MatchResult::Loss);
    EXPECT_EQ(result_for(Color::Black, Outcome::Draw), MatchResult::Draw);
    EXPECT_EQ(result_for(Color::White, Outcome::Draw), MatchResult::Draw);
}

}  // namespace
}  // namespace reversi::records
