// SPDX-License-Identifier: GPL-3.0-or-later
// The real game in corners a player met: the colour chosen kept at the next launch, the About
// box with its licence on a small screen, and the smallest window on a screen of large pixels.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <optional>
#include <sstream>
#include <string>
#include <thread>

#include "gui_driver.hpp"
#include "support/child_process.hpp"

namespace reversi::e2e {
namespace {

using namespace std::chrono_literals;

bool home_shown(const WindowState& s) { return s.get("screen") == "home"; }

void quit_cleanly(GuiDriver& game) {
    game.press("ctrl+q");
    EXPECT_EQ(game.wait_for_exit(20s), 0);
}

// The size of the visible window named `name` (xdotool), or nothing while there is none.
std::optional<ScreenRect> window_named(const std::string& name) {
    const testing_support::ProcessOutput found = testing_support::run_program(
        REVERSI_XDOTOOL, {"search", "--onlyvisible", "--name", "^" + name + "$"}, "");
    std::istringstream ids(found.out);
    std::string id;
    if (!(ids >> id)) return std::nullopt;
    const testing_support::ProcessOutput shape =
        testing_support::run_program(REVERSI_XDOTOOL, {"getwindowgeometry", "--shell", id}, "");
    ScreenRect rect;
    std::istringstream lines(shape.out);
    for (std::string line; std::getline(lines, line);) {
        const std::size_t eq = line.find('=');
        if (eq == std::string::npos) continue;
        const std::string key = line.substr(0, eq);
        const int value = std::stoi(line.substr(eq + 1));
        if (key == "X") rect.x = value;
        if (key == "Y") rect.y = value;
        if (key == "WIDTH") rect.width = value;
        if (key == "HEIGHT") rect.height = value;
    }
    return rect;
}

std::optional<ScreenRect> wait_for_window(const std::string& name) {
    for (int i = 0; i < 100; ++i) {
        if (std::optional<ScreenRect> rect = window_named(name)) return rect;
        std::this_thread::sleep_for(50ms);
    }
    return std::nullopt;
}

TEST(SmallFaults, TheColourChosenIsKeptForTheNextLaunch) {
    {
        GuiDriver game("colour_kept");
        const WindowState home = game.wait_for(home_shown, "the home screen");
        const ScreenRect white = home.rect("choice-white");
        game.click(white.centre_x(), white.centre_y());
        std::this_thread::sleep_for(300ms);
        quit_cleanly(game);
        EXPECT_NE(game.data_file("settings.txt").find("color white\n"), std::string::npos)
            << game.data_file("settings.txt");
    }
    GuiDriver again("colour_kept", /*keep_data=*/true);
    const WindowState home = again.wait_for(home_shown, "the home screen");
    const ScreenRect easy = home.rect("button-easy");
    again.click(easy.centre_x(), easy.centre_y());
    const WindowState match = again.wait_for(
        [](const WindowState& s) { return s.get("screen") == "match"; }, "the match screen");
    EXPECT_EQ(match.get("player"), "white") << "the colour chosen last time";
    quit_cleanly(again);
}

TEST(SmallFaults, TheAboutBoxShowingItsLicenceFitsA1024PixelScreen) {
    GuiDriver game("about_licence");
    game.wait_for(home_shown, "the home screen");
    game.focus_window();
    game.press("alt+h");
    std::this_thread::sleep_for(400ms);
    game.press("a");
    const std::optional<ScreenRect> about = wait_for_window("About Reversi");
    ASSERT_TRUE(about) << "no About box";
    // GTK's "License" button is the box's bottom-left one.
    game.click(about->x + 50, about->y + about->height - 25);
    std::this_thread::sleep_for(800ms);
    game.screenshot("about_licence");
    const std::optional<ScreenRect> shown = window_named("About Reversi");
    ASSERT_TRUE(shown);
    EXPECT_LE(shown->width, 1024) << "the licence widens the box past a small screen";
    game.press("Escape");
    std::this_thread::sleep_for(300ms);
    quit_cleanly(game);
}

TEST(SmallFaults, AtDoubleScaleTheSmallestWindowFitsTheScreen) {
    // Xvfb's screen is 1280x900 device pixels: 640x450 at a scale of 2.
    ::setenv("GDK_SCALE", "2", 1);
    GuiDriver game("double_scale");
    ::unsetenv("GDK_SCALE");
    const WindowState home = game.wait_for(home_shown, "the home screen");
    std::istringstream smallest(home.get("min-window"));
    int width = 0;
    int height = 0;
    smallest >> width >> height;
    EXPECT_GT(width, 0);
    EXPECT_LE(width * 2, 1280) << home.get("min-window");
    EXPECT_LE(height * 2, 900) << home.get("min-window");
    const ScreenRect window = home.rect("window");
    EXPECT_LE(window.width * 2, 1280) << home.get("window");
    EXPECT_LE(window.height * 2, 900) << home.get("window");
    quit_cleanly(game);
}

}  // namespace
}  // namespace reversi::e2e
