// SPDX-License-Identifier: GPL-3.0-or-later
// The settings file: what it writes reads back, and anything else is rejected, never guessed.
#include <gtest/gtest.h>

#include "records/settings.hpp"

namespace reversi::records {
namespace {

TEST(SettingsFormat, CoordinatesOffByDefault) { EXPECT_FALSE(Settings{}.coordinates); }

TEST(SettingsFormat, BlackIsTheColourByDefault) { EXPECT_EQ(Settings{}.color, Color::Black); }

TEST(SettingsFormat, WhatIsWrittenReadsBack) {
    for (const bool coordinates : {false, true}) {
        for (const Color color : {Color::Black, Color::White}) {
            const Settings settings{coordinates, color};
            const Parsed<Settings> parsed = parse_settings(settings_text(settings));
            ASSERT_TRUE(parsed.value) << parsed.detail;
            EXPECT_EQ(*parsed.value, settings);
        }
    }
    EXPECT_EQ(settings_text(Settings{true, Color::White}),
              "reversi-settings 2\ncoordinates on\ncolor white\nend\n");
}

TEST(SettingsFormat, AFileFromBeforeTheColourWasKeptReadsWithBlack) {
    const Parsed<Settings> parsed = parse_settings("reversi-settings 1\ncoordinates on\nend\n");
    ASSERT_TRUE(parsed.value) << parsed.detail;
    EXPECT_EQ(*parsed.value, (Settings{true, Color::Black}));
}

TEST(SettingsFormat, AnythingElseIsRejected) {
    for (const char* text : {
             "reversi-settings 1\ncoordinates yes\nend\n",
             "reversi-settings 1\ncoordinates\nend\n",
             "reversi-settings 1\ncoordinates on on\nend\n",
             "reversi-settings 1\ncoordinates on\ncoordinates off\nend\n",
             "reversi-settings 1\nend\n",
             "reversi-settings 1\ncoordinates on\ntheme dark\nend\n",
             "reversi-settings 1\ncoordinates on\n",
             "reversi-records 1\ncoordinates on\nend\n",
             "reversi-settings 1\ncoordinates on\ncolor white\nend\n",
             "reversi-settings 2\ncoordinates on\nend\n",
             "reversi-settings 2\ncoordinates on\ncolor grey\nend\n",
             "reversi-settings 2\ncoordinates on\ncolor white\ncolor black\nend\n",
             "",
         }) {
        const Parsed<Settings> parsed = parse_settings(text);
        EXPECT_FALSE(parsed.value) << text;
        EXPECT_EQ(parsed.problem, FormatProblem::Corrupt) << text;
        EXPECT_FALSE(parsed.detail.empty()) << text;
    }
    EXPECT_EQ(parse_settings("reversi-settings 3\ncoordinates on\ncolor black\nend\n").problem,
              FormatProblem::WrongVersion);
}

}  // namespace
}  // namespace reversi::records
