// SPDX-License-Identifier: GPL-3.0-or-later
// The match's sounds in the real game: a click and a tick for each move, a chime at the end,
// nothing for a pass or a resumed match, and nothing at all once View > Sound is off, which the
// next launch remembers. What the automation state counts is what the match asked for; whether
// a device played it is the desktop's business (Xvfb has none).
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <thread>

#include "gui_driver.hpp"

namespace reversi::e2e {
namespace {

using namespace std::chrono_literals;

bool players_turn(const WindowState& s) { return s.get("phase") == "player"; }

// A fresh data folder for the driver `name` holding tests/gui_e2e/data/`file` as the saved match.
std::filesystem::path seed(const std::string& name, const std::string& file) {
    std::filesystem::path folder = GuiDriver::data_home(name) + "/reversi";
    std::filesystem::remove_all(GuiDriver::data_home(name));
    std::filesystem::create_directories(folder);
    std::filesystem::copy_file(std::string(REVERSI_E2E_DATA "/") + file,
                               folder / "saved-match.txt");
    return folder;
}

void quit(GuiDriver& game) {
    game.press("ctrl+q");
    EXPECT_EQ(game.wait_for_exit(20s), 0);
}

TEST(Sound, AMoveAsksForAClickAndATickAndThePassAfterItForNothing) {
    seed("sound_pass", "saved-match-before-a-pass.txt");
    GuiDriver game("sound_pass", /*keep_data=*/true);
    WindowState now = game.wait_for(players_turn, "the resumed match");
    EXPECT_EQ(now.get("sound"), "on") << "on by default";
    EXPECT_EQ(now.get("sounds-asked"), "placed 0 turned 0 over 0") << "a resumed match is silent";
    game.click_square(now, "a1");  // White has no answer to it
    now = game.wait_for([](const WindowState& s) { return !s.get("notice").empty(); },
                        "the pass notice");
    EXPECT_EQ(now.get("sounds-asked"), "placed 1 turned 1 over 0");
    quit(game);
}

TEST(Sound, TheEndOfTheMatchAsksForTheChime) {
    // The CPU plays b8, the player has no answer and is skipped, the CPU's c6 ends the match.
    seed("sound_end", "saved-match-ending-after-a-pass.txt");
    GuiDriver game("sound_end", /*keep_data=*/true);
    const WindowState over = game.wait_for(
        [](const WindowState& s) { return s.get("phase") == "over"; }, "the end of the match");
    ASSERT_EQ(over.number("moves"), 3) << "b8, the player's pass, c6";
    EXPECT_EQ(over.get("sounds-asked"), "placed 2 turned 2 over 1") << "nothing for the pass";
    quit(game);
}

TEST(Sound, ViewSoundOffSilencesTheMatchAndIsRememberedAcrossLaunches) {
    const std::filesystem::path folder = seed("sound_off", "saved-match-mid-game.txt");
    {
        GuiDriver game("sound_off", /*keep_data=*/true);
        WindowState now = game.wait_for(players_turn, "the resumed match");
        game.focus_window();
        game.press("alt+v s");
        now = game.wait_for([](const WindowState& s) { return s.get("sound") == "off"; },
                            "sound off");
        const int moves = now.number("moves");
        game.click_square(now, now.words("legal").at(0));
        now = game.wait_for(
            [&](const WindowState& s) { return s.number("moves") >= moves + 2 && players_turn(s); },
            "the move and the CPU's reply");
        EXPECT_EQ(now.get("sounds-asked"), "placed 0 turned 0 over 0");
        quit(game);
    }
    std::ifstream settings(folder / "settings.txt");
    const std::string text((std::istreambuf_iterator<char>(settings)),
                           std::istreambuf_iterator<char>());
    EXPECT_NE(text.find("sound off"), std::string::npos) << text;
    GuiDriver again("sound_off", /*keep_data=*/true);
    const WindowState now = again.wait_for(players_turn, "the match, again");
    EXPECT_EQ(now.get("sound"), "off") << "remembered across launches";
    quit(again);
}

// The desktop's switch for event sounds (GTK's gtk-enable-event-sounds, which GNOME sets from
// org.gnome.desktop.sound event-sounds; here from GTK's settings file, as Xvfb runs no settings
// daemon) silences the game before it reaches a sound device: the sound library does not even
// look for one, so no complaint of a missing one appears in the game's output.
TEST(Sound, TheDesktopsEventSoundsSwitchSilencesTheGame) {
    seed("sound_desktop_off", "saved-match-mid-game.txt");
    // The driver's data folder is the game's XDG_CONFIG_HOME too.
    const std::filesystem::path gtk = GuiDriver::data_home("sound_desktop_off") + "/gtk-3.0";
    std::filesystem::create_directories(gtk);
    std::ofstream(gtk / "settings.ini") << "[Settings]\ngtk-enable-event-sounds=0\n";
    {
        GuiDriver game("sound_desktop_off", /*keep_data=*/true);
        WindowState now = game.wait_for(players_turn, "the resumed match");
        EXPECT_EQ(now.get("sound"), "on");
        const int moves = now.number("moves");
        game.click_square(now, now.words("legal").at(0));
        now = game.wait_for(
            [&](const WindowState& s) { return s.number("moves") >= moves + 2 && players_turn(s); },
            "the move and the CPU's reply");
        EXPECT_EQ(now.get("sounds-asked"), "placed 2 turned 2 over 0") << "asked for, as ever";
        std::this_thread::sleep_for(300ms);  // the ticks' delay
        quit(game);
    }
    std::ifstream log(artifacts_dir() + "/sound_desktop_off.log");
    const std::string output((std::istreambuf_iterator<char>(log)),
                             std::istreambuf_iterator<char>());
    EXPECT_EQ(output.find("sounds cannot play"), std::string::npos) << output;
    EXPECT_EQ(output.find("ALSA"), std::string::npos) << output;
}

}  // namespace
}  // namespace reversi::e2e
