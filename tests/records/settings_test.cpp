// SPDX-License-Identifier: GPL-3.0-or-later
// The settings file: what it writes reads back, and anything else is rejected, never guessed.
#include <gtest/gtest.h>

#include "records/settings.hpp"

namespace reversi::records {
namespace {

TEST(SettingsFormat, CoordinatesOffByDefault) { EXPECT_FALSE(Settings{}.coordinates); }

TEST(SettingsFormat, SoundOnByDefault) { EXPECT_TRUE(Settings{}.sound); }

TEST(SettingsFormat, BlackIsTheColourByDefault) { EXPECT_EQ(Settings{}.color, Color::Black); }

TEST(SettingsFormat, WhatIsWrittenReadsBack) {
    for (const bool coordinates : {false, true}) {
        for (const bool sound : {false, true}) {
            for (const Color color : {Color::Black, Color::White}) {
                const Settings settings{coordinates, sound, color};
                const Parsed<Settings> parsed = parse_settings(settings_text(settings));
                ASSERT_TRUE(parsed.value) << parsed.detail;
                EXPECT_EQ(*parsed.value, settings);
            }
        }
    }
    EXPECT_EQ(settings_text(Settings{true, false, Color::White}),
              "reversi-settings 2\ncoordinates on\nsound off\ncolor white\nend\n");
}

TEST(SettingsFormat, AVersionOneFileKeepsItsCoordinatesWithSoundOnAndBlack) {
    const Parsed<Settings> parsed = parse_settings("reversi-settings 1\ncoordinates on\nend\n");
    ASSERT_TRUE(parsed.value) << parsed.detail;
    EXPECT_EQ(*parsed.value, (Settings{true, true, Color::Black}));
}

TEST(SettingsFormat, AnythingElseIsRejected) {
    for (const char* text : {
             "reversi-settings 2\ncoordinates yes\nsound on\nend\n",
             "reversi-settings 2\ncoordinates\nsound on\nend\n",
             "reversi-settings 2\ncoordinates on on\nsound on\nend\n",
             "reversi-settings 2\ncoordinates on\ncoordinates off\nsound on\nend\n",
             "reversi-settings 2\ncoordinates on\nsound loud\nend\n",
             "reversi-settings 2\ncoordinates on\nsound on\nsound off\nend\n",
             "reversi-settings 2\ncoordinates on\nend\n",
             "reversi-settings 2\nsound on\nend\n",
             "reversi-settings 2\nend\n",
             "reversi-settings 2\ncoordinates on\nsound on\ntheme dark\nend\n",
             "reversi-settings 2\ncoordinates on\nsound on\n",
             "reversi-settings 1\ncoordinates on\nsound on\nend\n",  // version 1 had no sound
             "reversi-settings 1\nend\n",
             "reversi-records 2\ncoordinates on\nsound on\ncolor black\nend\n",
             "reversi-settings 1\ncoordinates on\ntheme dark\nend\n",
             "reversi-settings 1\ncoordinates on\n",
             "reversi-records 1\ncoordinates on\nend\n",
             "reversi-settings 1\ncoordinates on\ncolor white\nend\n",
             "reversi-settings 1\ncoordinates on\nsound on\nend\n",
             "reversi-settings 2\ncoordinates on\nend\n",
             "reversi-settings 2\ncoordinates on\nsound on\nend\n",
             "reversi-settings 2\ncoordinates on\ncolor white\nend\n",
             "reversi-settings 2\ncoordinates on\nsound on\ncolor grey\nend\n",
             "reversi-settings 2\ncoordinates on\nsound loud\ncolor white\nend\n",
             "reversi-settings 2\ncoordinates on\nsound on\ncolor white\ncolor black\nend\n",
             "",
         }) {
        const Parsed<Settings> parsed = parse_settings(text);
        EXPECT_FALSE(parsed.value) << text;
        EXPECT_EQ(parsed.problem, FormatProblem::Corrupt) << text;
        EXPECT_FALSE(parsed.detail.empty()) << text;
    }
    EXPECT_EQ(
        parse_settings("reversi-settings 3\ncoordinates on\nsound on\ncolor black\nend\n").problem,
        FormatProblem::WrongVersion);
}

}  // namespace
}  // namespace reversi::records
