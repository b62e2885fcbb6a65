// SPDX-License-Identifier: GPL-3.0-or-later
// Strict number tokens: what GTP and NBoard send as integers and decimals, and what is refused.
#include <gtest/gtest.h>

#include "vocabulary/numbers.hpp"

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

}  // namespace
}  // namespace reversi
