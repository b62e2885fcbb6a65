// SPDX-License-Identifier: GPL-3.0-or-later
// The records file's text: what is written reads back, and nothing else is accepted.
#include <gtest/gtest.h>

#include "records/records_format.hpp"
#include "support/replaced_text.hpp"

namespace reversi::records {
namespace {

constexpr std::string_view kExample =
    "reversi-records 2\n"
    "opponent easy played 12 wins 5 losses 6 draws 1 play-time-ms 7200000\n"
    "opponent normal played 0 wins 0 losses 0 draws 0 play-time-ms 0\n"
    "opponent hard played 3 wins 0 losses 2 draws 0 play-time-ms 4320000\n"
    "end\n";

Records example() {
    Records records;
    records.of(Level::Easy) = {12, 5, 6, 1, std::chrono::hours{2}};
    records.of(Level::Hard) = {3, 0, 2, 0, std::chrono::minutes{72}};
    return records;
}

using testing_support::replaced;

TEST(RecordsFormat, WritesTheDocumentedText) { EXPECT_EQ(records_text(example()), kExample); }

TEST(RecordsFormat, ReadsBackWhatItWrites) {
    const Parsed<Records> parsed = parse_records(records_text(example()));
    ASSERT_TRUE(parsed.value) << parsed.detail;
    EXPECT_EQ(*parsed.value, example());
}

TEST(RecordsFormat, EachOpponentKeepsItsOwnPlayTimeAndTheTotalIsTheirSum) {
    const Parsed<Records> parsed = parse_records(kExample);
    ASSERT_TRUE(parsed.value) << parsed.detail;
    EXPECT_EQ(parsed.value->of(Level::Easy).play_time, std::chrono::hours{2});
    EXPECT_EQ(parsed.value->of(Level::Normal).play_time, std::chrono::milliseconds{0});
    EXPECT_EQ(parsed.value->of(Level::Hard).play_time, std::chrono::minutes{72});
    EXPECT_EQ(parsed.value->total_play_time(), std::chrono::minutes{192});
}

TEST(RecordsFormat, EarlierPlayTimeIsWrittenOnlyWhenThereIsSomeAndCountsInTheTotal) {
    Records records = example();
    records.earlier_play_time = std::chrono::minutes{30};
    const std::string text = records_text(records);
    EXPECT_EQ(text, replaced(kExample, "end\n", "earlier-play-time-ms 1800000\nend\n"));
    const Parsed<Records> parsed = parse_records(text);
    ASSERT_TRUE(parsed.value) << parsed.detail;
    EXPECT_EQ(*parsed.value, records);
    EXPECT_EQ(parsed.value->total_play_time(), std::chrono::minutes{222});
}

// Version 1, as the earlier release wrote it: the counts per opponent and one total play time.
constexpr std::string_view kVersion1 =
    "reversi-records 1\n"
    "opponent easy played 12 wins 5 losses 6 draws 1\n"
    "opponent normal played 0 wins 0 losses 0 draws 0\n"
    "opponent hard played 3 wins 0 losses 2 draws 0\n"
    "play-time-ms 11520000\n"
    "end\n";

TEST(RecordsFormat, TheEarlierReleasesRecordsAreKeptWithTheirTotalAsEarlierPlayTime) {
    const Parsed<Records> parsed = parse_records(kVersion1);
    ASSERT_TRUE(parsed.value) << parsed.detail;
    const Records& records = *parsed.value;
    EXPECT_EQ(records.of(Level::Easy), (OpponentRecord{12, 5, 6, 1}));
    EXPECT_EQ(records.of(Level::Normal), OpponentRecord{});
    EXPECT_EQ(records.of(Level::Hard), (OpponentRecord{3, 0, 2, 0}));
    EXPECT_EQ(records.earlier_play_time, std::chrono::milliseconds{11520000});
    EXPECT_EQ(records.total_play_time(), std::chrono::milliseconds{11520000});
    // Saved again, they are version 2 and read back the same.
    const std::string saved = records_text(records);
    EXPECT_EQ(saved.substr(0, saved.find('\n')), "reversi-records 2");
    const Parsed<Records> again = parse_records(saved);
    ASSERT_TRUE(again.value) << again.detail;
    EXPECT_EQ(*again.value, records);
}

TEST(RecordsFormat, DamagedVersion1TextIsCorrupt) {
    const std::pair<std::string_view, std::string_view> damage[] = {
        {"play-time-ms 11520000\n", ""},  // the total is required
        {"play-time-ms 11520000\n", "play-time-ms 1\nplay-time-ms 2\n"},
        {"draws 1\n", "draws 1 play-time-ms 5\n"},  // version 2's line in version 1
        {"play-time-ms 11520000\n", "earlier-play-time-ms 11520000\n"},
        {"wins 5", "wins 50"},
        {"end\n", ""},
    };
    for (const auto& [from, to] : damage) {
        const Parsed<Records> parsed = parse_records(replaced(kVersion1, from, to));
        EXPECT_FALSE(parsed.value) << "accepted after " << from << " -> " << to;
        EXPECT_EQ(parsed.problem, FormatProblem::Corrupt) << from << " -> " << to;
    }
}

TEST(RecordsFormat, LargestCountsRoundTrip) {
    Records records;
    records.of(Level::Normal) = {UINT64_MAX, UINT64_MAX, 0, 0, std::chrono::milliseconds::max()};
    records.of(Level::Hard).play_time = std::chrono::milliseconds::max();
    const Parsed<Records> parsed = parse_records(records_text(records));
    ASSERT_TRUE(parsed.value) << parsed.detail;
    EXPECT_EQ(*parsed.value, records);
}

TEST(RecordsFormat, LinesMayComeInAnyOrder) {
    const std::string text =
        "reversi-records 2\nopponent hard played 1 wins 1 losses 0 draws 0 play-time-ms 5\n"
        "opponent easy played 0 wins 0 losses 0 draws 0 play-time-ms 0\n"
        "opponent normal played 0 wins 0 losses 0 draws 0 play-time-ms 0\nend\n";
    const Parsed<Records> parsed = parse_records(text);
    ASSERT_TRUE(parsed.value) << parsed.detail;
    EXPECT_EQ(parsed.value->of(Level::Hard).wins, 1u);
    EXPECT_EQ(parsed.value->of(Level::Hard).play_time, std::chrono::milliseconds{5});
}

TEST(RecordsFormat, AnotherVersionIsReportedAsSuch) {
    for (std::string_view version : {"0", "3", "17"}) {
        const Parsed<Records> parsed = parse_records(replaced(
            kExample, "reversi-records 2", std::string("reversi-records ") + std::string(version)));
        EXPECT_FALSE(parsed.value);
        EXPECT_EQ(parsed.problem, FormatProblem::WrongVersion) << version;
    }
}

TEST(RecordsFormat, DamagedTextIsCorrupt) {
    const std::pair<std::string_view, std::string_view> damage[] = {
        {"reversi-records 2", "reversi-saved-match 2"},  // another file
        {"reversi-records 2", "reversi-records two"},
        {"played 12", "played -12"},
        {"played 12", "played 12x"},
        {"played 12", "played  12"},
        {"wins 5", "wins 50"},  // more finished than played
        {"opponent easy", "opponent expert"},
        {"opponent normal", "opponent easy"},  // easy twice, normal missing
        {"play-time-ms 7200000", "play-time-ms 99999999999999999999"},
        {"play-time-ms 7200000", "play-time-ms 9223372036854775808"},  // past int64
        {"play-time-ms 7200000", "play-time-ms -7200000"},
        {"play-time-ms 7200000", "play-time-ms 2h"},
        {"play-time-ms 7200000", "play-time-ms"},
        {"play-time-ms 7200000", "play-time 7200000"},
        {"play-time-ms 7200000", "play-time-ms 7200000 play-time-ms 1"},
        {" play-time-ms 7200000", ""},  // an opponent without its play time
        {"draws 1 play-time-ms", "play-time-ms 7200000 draws 1 "},  // out of order
        {"end\n", "play-time-ms 11520000\nend\n"},  // a stored total: derived, not kept
        {"end\n", "earlier-play-time-ms 5\nearlier-play-time-ms 5\nend\n"},
        {"end\n", "earlier-play-time-ms\nend\n"},
        {"end\n", "earlier-play-time-ms -5\nend\n"},
        {"end\n", "streak 4\nend\n"},
        {"end\n", "end"},
        {"end\n", "end\nmore\n"},
        {"end\n", ""},
        {"\nopponent hard", "\n\nopponent hard"},
        {"play-time-ms 0\nopponent", "play-time-ms 0\r\nopponent"},
        {"hard", "h\xC3\xA4rd"},
    };
    for (const auto& [from, to] : damage) {
        const Parsed<Records> parsed = parse_records(replaced(kExample, from, to));
        EXPECT_FALSE(parsed.value) << "accepted after " << from << " -> " << to;
        EXPECT_EQ(parsed.problem, FormatProblem::Corrupt) << from << " -> " << to;
    }
}

TEST(RecordsFormat, EveryStrictPrefixIsRejected) {
    for (std::string_view text : {kExample, kVersion1}) {
        for (std::size_t length = 0; length < text.size(); ++length) {
            EXPECT_FALSE(parse_records(text.substr(0, length)).value) << length << " bytes";
        }
    }
}

TEST(RecordsFormat, GarbageIsRejected) {
    std::string garbage;
    for (int i = 0; i < 4096; ++i)
        garbage += static_cast<char>((i * 7919) % 256);
    EXPECT_FALSE(parse_records(garbage).value);
    EXPECT_FALSE(parse_records(std::string(100, '\0')).value);
    EXPECT_FALSE(parse_records("").value);
}

}  // namespace
}  // namespace reversi::records
