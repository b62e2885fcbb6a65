// SPDX-License-Identifier: GPL-3.0-or-later
// Splitting a line into tokens, and the text after one of them with its blanks kept.
#include <gtest/gtest.h>

#include "vocabulary/tokens.hpp"

namespace reversi {
namespace {

TEST(Tokens, SplitOnSpacesAndTabsOnly) {
    const auto tokens = split_tokens("  set\tgame  (;GM[Othello]PB[a b];)  ");
    ASSERT_EQ(tokens.size(), 4u);
    EXPECT_EQ(tokens[0], "set");
    EXPECT_EQ(tokens[1], "game");
    EXPECT_EQ(tokens[2], "(;GM[Othello]PB[a");
    EXPECT_EQ(tokens[3], "b];)");
}

TEST(Tokens, TheTextAfterATokenKeepsItsOwnBlanks) {
    const std::string_view line = "set game (;PB[Ann  Lee]\tPW[Bo];)";
    const auto tokens = split_tokens(line);
    ASSERT_GE(tokens.size(), 2u);
    EXPECT_EQ(text_after_token(line, tokens[1]), " (;PB[Ann  Lee]\tPW[Bo];)");
    EXPECT_EQ(text_after_token(line, tokens.back()), "");
}

}  // namespace
}  // namespace reversi
