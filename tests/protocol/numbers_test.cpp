// SPDX-License-Identifier: GPL-3.0-or-later
// Strict number tokens: what GTP and NBoard send as integers and decimals, and what is refused.
#include <gtest/gtest.h>

#include "vocabulary/numbers.hpp"
#include "vocabulary/shard.hpp"

namespace reversi {
namespace {

TEST(Numbers, SignedIntegersAreDigitsWithAnOptionalMinus) {
    EXPECT_EQ(parse_signed("42", -100, 100), 42);
    EXPECT_EQ(parse_signed("-7", -100, 100), -7);
    EXPECT_EQ(parse_signed("0", 0, 0), 0);
    for (const char* text : {"", "-", "+5", "1-", "4 2", "0x10", "--3", "1.0"})
        EXPECT_FALSE(parse_signed(text, -100, 100)) << text;
}

TEST(Numbers, SignedIntegersOutsideTheRangeAreRefused) {
    EXPECT_FALSE(parse_signed("101", -100, 100));
    EXPECT_FALSE(parse_signed("-101", -100, 100));
    EXPECT_FALSE(parse_signed("99999999999999999999", -100, 100));
}

TEST(Numbers, DecimalsHaveDigitsAndAtMostOnePoint) {
    for (const char* text : {"-1.00", "7.5", "+3", "2.", ".5", "0", "-0.25"})
        EXPECT_TRUE(is_decimal(text)) << text;
    for (const char* text : {"", "-", ".", "+.", "1e5", "nan", "inf", "1.2.3", "1,5", " 1", "1 "})
        EXPECT_FALSE(is_decimal(text)) << text;
}

TEST(Numbers, OverlongDecimalsAreRefused) {
    EXPECT_TRUE(is_decimal(std::string(32, '9')));
    EXPECT_FALSE(is_decimal(std::string(33, '9')));
}

// GTP and GGF times: seconds with up to three decimals, written in the fewest digits that read
// back as the same millisecond.
TEST(Numbers, SecondsAreWrittenInTheFewestDigitsThatReadBackTheSameTime) {
    using std::chrono::milliseconds;
    EXPECT_EQ(seconds_text(milliseconds(10'000)), "10");
    EXPECT_EQ(seconds_text(milliseconds(9'250)), "9.25");
    EXPECT_EQ(seconds_text(milliseconds(9'873)), "9.873");
    EXPECT_EQ(seconds_text(milliseconds(50)), "0.05");
    EXPECT_EQ(seconds_text(milliseconds(-3)), "0") << "no time left is 0, never negative";
    for (std::int64_t ms : {0, 1, 999, 1'000, 1'001, 86'399'999})
        EXPECT_EQ(parse_seconds(seconds_text(milliseconds(ms))), milliseconds(ms)) << ms;
}

// One share of a spread run, for the match tool and the training tool alike: K/N from 1.
TEST(Shards, CountFromOneAsSlurmAndParallelDo) {
    EXPECT_EQ(parse_shard("1/1"), (Shard{1, 1}));
    EXPECT_EQ(parse_shard("3/8"), (Shard{3, 8}));
    EXPECT_EQ(parse_shard("3/8")->first_item(), 2u);
    EXPECT_EQ(parse_shard("8/8")->text(), "8/8");
    for (const char* text : {"0/2", "3/2", "1/0", "1", "/2", "1/", "+1/2", "1/2/3", " 1/2"})
        EXPECT_FALSE(parse_shard(text)) << text;
}

}  // namespace
}  // namespace reversi
