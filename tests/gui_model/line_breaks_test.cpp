// SPDX-License-Identifier: GPL-3.0-or-later
// Lines beside the board break at spaces, between the characters of Japanese, and in Chinese
// after punctuation or where a catalog marks a word's end (never inside a word), never with
// closing punctuation at the start of a line, and never wider than the width when
// the text allows it.
#include <gtest/gtest.h>

#include "model/line_breaks.hpp"

namespace reversi::gui {
namespace {

// One unit per character, two for the wide characters of Japanese and Chinese.
double measure(std::u32string_view text) {
    double width = 0;
    for (char32_t c : text)
        width += c >= 0x2E80 ? 2 : 1;
    return width;
}

std::vector<std::u32string> lines(std::u32string_view text, double width) {
    return break_lines(text, width, measure);
}

using Lines = std::vector<std::u32string>;

TEST(LineBreaks, AShortTextStaysOneLine) {
    EXPECT_EQ(lines(U"You win", 20), Lines{U"You win"});
    EXPECT_EQ(lines(U"", 20), Lines{U""});
}

TEST(LineBreaks, ALatinTextBreaksAtTheLastSpaceThatFits) {
    EXPECT_EQ(lines(U"Der Computer gewinnt", 14), (Lines{U"Der Computer", U"gewinnt"}));
    EXPECT_EQ(lines(U"Der Computer gewinnt", 11), (Lines{U"Der", U"Computer", U"gewinnt"}));
}

TEST(LineBreaks, SpacesAtABreakAreDropped) {
    EXPECT_EQ(lines(U"one   two", 5), (Lines{U"one", U"two"}));
}

TEST(LineBreaks, JapaneseBreaksBetweenCharacters) {
    // 10 characters, 20 units: two lines of 5 characters.
    EXPECT_EQ(lines(U"あなたの番ですよどうぞ", 10), (Lines{U"あなたの番", U"ですよどう", U"ぞ"}));
    EXPECT_EQ(lines(U"你的战绩很好", 8), (Lines{U"你的战绩", U"很好"}));
}

TEST(LineBreaks, ChineseBreaksAfterPunctuationNeverInsideAWord) {
    // Between characters, the line would end inside 失败 ("defeat"): it ends at the comma.
    EXPECT_EQ(lines(U"一局，不算作失败。", 14), (Lines{U"一局，", U"不算作失败。"}));
    EXPECT_EQ(lines(U"無法儲存。你可以繼續下棋", 18), (Lines{U"無法儲存。", U"你可以繼續下棋"}));
}

TEST(LineBreaks, ChineseBreaksWhereTheCatalogMarksAWordsEnd) {
    // U+200B, of no width, marks a break inside a clause too long for a line.
    EXPECT_EQ(lines(U"无限次悔棋\u200B会撤回你的一步", 16),
              (Lines{U"无限次悔棋\u200B", U"会撤回你的一步"}));
}

TEST(LineBreaks, JapaneseWithKanjiStillBreaksBetweenCharacters) {
    EXPECT_EQ(lines(U"対局は保存されます", 10), (Lines{U"対局は保存", U"されます"}));
}

TEST(LineBreaks, NoLineStartsWithClosingPunctuationOrASmallKana) {
    // A break before 。 or ー or ュ would fit best; each moves one character back instead.
    EXPECT_EQ(lines(U"あいうえ。かき", 8), (Lines{U"あいう", U"え。かき"}));
    EXPECT_EQ(lines(U"コンピューター", 8), (Lines{U"コン", U"ピュー", U"ター"}));
    EXPECT_EQ(lines(U"あいう（えお）", 8), (Lines{U"あいう", U"（えお）"}));
}

TEST(LineBreaks, ANumberStaysWithItsUnit) {
    EXPECT_EQ(lines(U"合計3時間12分", 12), (Lines{U"合計3時間", U"12分"}));
    // Without kana the text is read as Chinese, whose words stay whole: 時間 too.
    EXPECT_EQ(lines(U"合計3時間12分", 8), (Lines{U"合計", U"3時間", U"12分"}));
}

TEST(LineBreaks, AFrenchColonStaysWithTheWordBeforeIt) {
    EXPECT_EQ(lines(U"Temps de jeu : 3 h 12 min", 14), (Lines{U"Temps de jeu :", U"3 h 12 min"}));
    EXPECT_EQ(lines(U"Temps de jeu : 3 h 12 min", 13),
              (Lines{U"Temps de", U"jeu : 3 h 12", U"min"}));
}

TEST(LineBreaks, AWordWiderThanTheWholeWidthIsSplitAsALastResort) {
    EXPECT_EQ(lines(U"ein Unentschieden", 5), (Lines{U"ein", U"Unent", U"schie", U"den"}));
}

TEST(LineBreaks, TheTextsOwnLineBreaksAreKept) {
    EXPECT_EQ(lines(U"a b\nc d", 20), (Lines{U"a b", U"c d"}));
    EXPECT_EQ(lines(U"a\n\nb", 20), (Lines{U"a", U"", U"b"}));
}

TEST(LineBreaks, EveryLineFitsAndNothingIsLost) {
    const std::u32string texts[] = {
        U"No move for you — the CPU plays again",
        U"Kein Zug für dich – der Computer zieht noch einmal",
        U"Aucun coup pour vous — l’ordinateur rejoue",
        U"あなたは打てる場所がありません。コンピューターがもう一度打ちます",
        U"你无处可下——电脑再走一步",
    };
    for (const std::u32string& text : texts) {
        for (double width : {12.0, 17.0, 25.0, 40.0}) {
            std::u32string joined;
            for (const std::u32string& line : lines(text, width)) {
                EXPECT_LE(measure(line), width);
                EXPECT_FALSE(line.empty());
                EXPECT_NE(line.front(), U' ');
                joined += line;
            }
            std::u32string without_spaces = text;
            std::erase(without_spaces, U' ');
            std::erase(joined, U' ');
            EXPECT_EQ(joined, without_spaces) << "width " << width;
        }
    }
}

}  // namespace
}  // namespace reversi::gui
