// SPDX-License-Identifier: GPL-3.0-or-later
// The saved match's text: the side to move is kept, and only a match that can go on loads.
#include <gtest/gtest.h>

#include "core/notation.hpp"
#include "records/saved_match.hpp"
#include "support/replaced_text.hpp"

namespace reversi::records {
namespace {

constexpr std::string_view kSavedMatchExample =
    "reversi-saved-match 1\n"
    "opponent hard\n"
    "player white\n"
    "seed 18446744073709551615\n"
    "position ---------------------------OX------XXX-------------------------- O\n"
    "last-move f5\n"
    "play-time-ms 754000\n"
    "end\n";

SavedMatch saved_match_example() {
    SavedMatch match;
    match.position = Position::start().after(Move::at(*parse_square("f5")));
    match.opponent = Level::Hard;
    match.player = Color::White;
    match.seed = UINT64_MAX;
    match.play_time = std::chrono::milliseconds{754'000};
    match.last_move = parse_square("f5");
    return match;
}

using testing_support::replaced;

TEST(SavedMatchFormat, WritesTheDocumentedText) {
    EXPECT_EQ(saved_match_text(saved_match_example()), kSavedMatchExample);
}

TEST(SavedMatchFormat, ReadsBackWhatItWrites) {
    const Parsed<SavedMatch> parsed = parse_saved_match(kSavedMatchExample);
    ASSERT_TRUE(parsed.value) << parsed.detail;
    EXPECT_EQ(*parsed.value, saved_match_example());
}

// After a pass the same discs stand with the other side to move: the file must say which.
TEST(SavedMatchFormat, KeepsTheSideToMoveThatTheDiscsCannotTell) {
    SavedMatch match = saved_match_example();
    // The same discs with the other side to move (not after(pass): that side has squares).
    const Position& before = match.position;
    const Position passed = Position::from_discs(
        before.discs(Color::Black), before.discs(Color::White), opposite(before.side_to_move()));
    ASSERT_EQ(passed.discs(Color::Black), match.position.discs(Color::Black));
    match.position = passed;
    const Parsed<SavedMatch> parsed = parse_saved_match(saved_match_text(match));
    ASSERT_TRUE(parsed.value) << parsed.detail;
    EXPECT_EQ(parsed.value->position.side_to_move(), Color::Black);
    EXPECT_EQ(parsed.value->position, passed);
}

TEST(SavedMatchFormat, NoLastMoveAtTheStart) {
    SavedMatch match;
    match.opponent = Level::Easy;
    const std::string text = saved_match_text(match);
    EXPECT_NE(text.find("last-move none\n"), std::string::npos);
    const Parsed<SavedMatch> parsed = parse_saved_match(text);
    ASSERT_TRUE(parsed.value) << parsed.detail;
    EXPECT_EQ(*parsed.value, match);
}

TEST(SavedMatchFormat, AnotherVersionIsReportedAsSuch) {
    const Parsed<SavedMatch> parsed =
        parse_saved_match(replaced(kSavedMatchExample, "match 1", "match 2"));
    EXPECT_FALSE(parsed.value);
    EXPECT_EQ(parsed.problem, FormatProblem::WrongVersion);
}

TEST(SavedMatchFormat, DamagedOrImpossibleMatchesAreCorrupt) {
    const std::pair<std::string_view, std::string_view> damage[] = {
        {"opponent hard", "opponent Hard"},
        {"player white", "player grey"},
        {"seed 18446744073709551615", "seed 18446744073709551616"},
        {"seed 18446744073709551615\n", ""},
        {" O\n", " Z\n"},
        {" O\n", "\n"},
        {"OX------XXX", "OX------XX"},     // 63 squares
        {"OX------XXX", "O-------XXX"},    // an empty centre square
        {"last-move f5", "last-move a1"},  // the mark on an empty square
        {"last-move f5", "last-move F5"},
        {"last-move f5", "last-move pass"},
        {"play-time-ms 754000", "play-time-ms -1"},
        {"play-time-ms 754000\n", "play-time-ms 754000\nhint d3\n"},
        {"opponent hard\n", "opponent hard\nopponent easy\n"},
        {"end\n", "end\nend\n"},
    };
    for (const auto& [from, to] : damage) {
        const Parsed<SavedMatch> parsed = parse_saved_match(replaced(kSavedMatchExample, from, to));
        EXPECT_FALSE(parsed.value) << "accepted after " << from << " -> " << to;
        EXPECT_EQ(parsed.problem, FormatProblem::Corrupt) << from << " -> " << to;
    }
}

TEST(SavedMatchFormat, AFinishedMatchIsNotAMatchToResume) {
    SavedMatch match = saved_match_example();
    match.position = *parse_position(std::string(64, 'X'), "O");  // a full board
    match.last_move.reset();
    EXPECT_FALSE(parse_saved_match(saved_match_text(match)).value);
}

TEST(SavedMatchFormat, EveryStrictPrefixIsRejected) {
    for (std::size_t length = 0; length < kSavedMatchExample.size(); ++length) {
        EXPECT_FALSE(parse_saved_match(kSavedMatchExample.substr(0, length)).value)
            << length << " bytes";
    }
}

}  // namespace
}  // namespace reversi::records
