// SPDX-License-Identifier: GPL-3.0-or-later
// GTP line reading: preprocessing as the specification orders it, then id, name and arguments.
#include <gtest/gtest.h>

#include "protocol/gtp_command.hpp"

namespace reversi {
namespace {

TEST(GtpCommand, ControlCharactersAreDroppedAndTabsBecomeSpaces) {
    EXPECT_EQ(gtp_preprocess(std::string("na\x01me\r\x7f", 7)), "name");
    EXPECT_EQ(gtp_preprocess("play\tblack\td3"), "play black d3");
    EXPECT_EQ(gtp_preprocess(std::string("a\0b", 3)), "ab");
}

TEST(GtpCommand, EverythingFromAHashIsAComment) {
    EXPECT_EQ(gtp_preprocess("name # what is it called"), "name ");
    EXPECT_EQ(gtp_preprocess("#only a comment"), "");
}

TEST(GtpCommand, EmptyLinesAfterPreprocessingAreNotCommands) {
    for (std::string_view line : {"", "   ", "\t\t", "# comment", "\x01\x02", "  # x"})
        EXPECT_FALSE(parse_gtp_command(line)) << line;
}

TEST(GtpCommand, ALeadingNumberIsTheId) {
    const auto command = parse_gtp_command("12 play white c5");
    ASSERT_TRUE(command);
    EXPECT_EQ(command->id, "12");
    EXPECT_EQ(command->name, "play");
    EXPECT_EQ(command->args, (std::vector<std::string>{"white", "c5"}));
}

TEST(GtpCommand, WithoutANumberThereIsNoId) {
    const auto command = parse_gtp_command("  genmove   b  ");
    ASSERT_TRUE(command);
    EXPECT_EQ(command->id, "");
    EXPECT_EQ(command->name, "genmove");
    EXPECT_EQ(command->args, (std::vector<std::string>{"b"}));
}

TEST(GtpCommand, AnIdAloneHasNoName) {
    const auto command = parse_gtp_command("7");
    ASSERT_TRUE(command);
    EXPECT_EQ(command->id, "7");
    EXPECT_EQ(command->name, "");
}

TEST(GtpCommand, OnlyDigitsMakeAnId) {
    const auto command = parse_gtp_command("7a name");
    ASSERT_TRUE(command);
    EXPECT_EQ(command->id, "");
    EXPECT_EQ(command->name, "7a");
}

}  // namespace
}  // namespace reversi
