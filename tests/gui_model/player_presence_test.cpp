// SPDX-License-Identifier: GPL-3.0-or-later
// The player is at the match only while the window is visible and active and shows the match.
#include <gtest/gtest.h>

#include "model/player_presence.hpp"

namespace reversi::gui {
namespace {

PlayerPresence at_the_match() {
    PlayerPresence presence;
    presence.set_window_visible(true);
    presence.set_match_screen(true);
    return presence;
}

TEST(PlayerPresence, NobodyIsAtTheMatchBeforeTheWindowShowsIt) {
    PlayerPresence presence;
    EXPECT_FALSE(presence.at_the_match());
    presence.set_window_visible(true);
    EXPECT_FALSE(presence.at_the_match()) << "the home screen is not the match";
    presence.set_match_screen(true);
    EXPECT_TRUE(presence.at_the_match());
}

TEST(PlayerPresence, AWindowNeverToldOfActivationCountsAsActive) {
    EXPECT_TRUE(at_the_match().at_the_match());
}

TEST(PlayerPresence, DeactivationPausesAndReactivationResumes) {
    PlayerPresence presence = at_the_match();
    presence.set_window_active(false);
    EXPECT_FALSE(presence.at_the_match());
    presence.set_window_active(true);
    EXPECT_TRUE(presence.at_the_match());
}

TEST(PlayerPresence, AHiddenOrMinimisedWindowIsNotTheMatch) {
    PlayerPresence presence = at_the_match();
    presence.set_window_visible(false);
    EXPECT_FALSE(presence.at_the_match());
    presence.set_window_active(true);  // activated while minimised: still not in front
    EXPECT_FALSE(presence.at_the_match());
}

TEST(PlayerPresence, TheHomeScreenIsNotTheMatch) {
    PlayerPresence presence = at_the_match();
    presence.set_match_screen(false);
    EXPECT_FALSE(presence.at_the_match());
}

}  // namespace
}  // namespace reversi::gui
