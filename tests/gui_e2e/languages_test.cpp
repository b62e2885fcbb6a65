// SPDX-License-Identifier: GPL-3.0-or-later
// Every language of gui/po/LINGUAS, at the window's smallest size: no text is cut off on the
// match page (a pass notice up, then the result and the counts), in the rules or on the home
// screen; and in a right-to-left language the window is mirrored but the board is not. Short
// launches from saved matches, no whole match, so every language takes a few seconds.
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "gui_driver.hpp"

namespace reversi::e2e {
namespace {

using namespace std::chrono_literals;

// English, the language of the sources, and every catalog.
std::vector<std::string> shipped_languages() {
    std::vector<std::string> languages{"en"};
    std::ifstream linguas(REVERSI_LINGUAS);
    for (std::string line; std::getline(linguas, line);) {
        if (!line.empty() && line[0] != '#') languages.push_back(line);
    }
    return languages;
}

bool players_turn(const WindowState& s) { return s.get("phase") == "player"; }
bool has_window(const WindowState& s) { return !s.get("min-window").empty(); }
bool right_to_left(const std::string& language) { return language == "ar" || language == "he"; }

// Puts `file` from tests/gui_e2e/data in a fresh data folder for the driver `name`.
void seed_saved_match(const std::string& name, const std::string& file) {
    const std::filesystem::path folder = GuiDriver::data_home(name) + "/reversi";
    std::filesystem::remove_all(GuiDriver::data_home(name));
    std::filesystem::create_directories(folder);
    std::filesystem::copy_file(std::string(REVERSI_E2E_DATA) + "/" + file,
                               folder / "saved-match.txt");
}

// Shrinks the window to its smallest size and returns the state once the layout has settled
// there (the same column rectangle in two readings).
WindowState at_smallest_size(const GuiDriver& game, const WindowState& now) {
    const std::vector<std::string> smallest = now.words("min-window");
    EXPECT_EQ(smallest.size(), 2U) << now.get("min-window");
    if (smallest.size() != 2) return now;
    const int width = std::stoi(smallest[0]);
    game.resize(width, std::stoi(smallest[1]));
    WindowState before =
        game.wait_for([&](const WindowState& s) { return s.rect("window").width <= width + 1; },
                      "the window at its smallest size");
    for (int reading = 0; reading < 20; ++reading) {
        std::this_thread::sleep_for(200ms);
        WindowState after = *game.state();
        if (after.get("column") == before.get("column") &&
            after.get("clipped") == before.get("clipped"))
            return after;
        before = std::move(after);
    }
    return before;
}

void quit(GuiDriver& game) {
    game.press("ctrl+q");
    EXPECT_EQ(game.wait_for_exit(20s), 0);
}

class EveryLanguage : public ::testing::TestWithParam<std::string> {
protected:
    std::string name(const std::string& what) const { return "language_" + GetParam() + what; }
};

TEST_P(EveryLanguage, APassNoticeFitsTheSmallestWindow) {
    seed_saved_match(name("_pass"), "saved-match-before-a-pass.txt");
    GuiDriver game(name("_pass"), /*keep_data=*/true, REVERSI_ENGINE_PROGRAM, GetParam());
    WindowState now = at_smallest_size(game, game.wait_for(players_turn, "the resumed match"));
    EXPECT_EQ(now.get("clipped"), "none") << "the match page, the player to move";
    const std::string board = now.get("board");
    game.click_square(now, "a1");  // White has no answer to it
    game.wait_for([](const WindowState& s) { return !s.get("notice").empty(); }, "the notice");
    now = at_smallest_size(game, *game.state());
    EXPECT_EQ(now.get("clipped"), "none") << "with the pass notice: " << now.get("notice");
    EXPECT_EQ(now.get("board"), board) << "the notice moved the board";
    // Beside the board on the side the language starts its lines from.
    EXPECT_EQ(now.rect("column").x < now.rect("board").x, right_to_left(GetParam()))
        << "board " << board << ", column " << now.get("column");
    if (HasFailure()) game.screenshot(name("_pass"));
    quit(game);
}

TEST_P(EveryLanguage, TheResultAndTheRulesFitTheSmallestWindowThenTheHomeScreen) {
    // The CPU plays b8, the player is skipped, the CPU's c6 ends the match.
    seed_saved_match(name("_end"), "saved-match-ending-after-a-pass.txt");
    {
        GuiDriver game(name("_end"), /*keep_data=*/true, REVERSI_ENGINE_PROGRAM, GetParam());
        at_smallest_size(game, game.wait_for(has_window, "the window"));
        game.wait_for([](const WindowState& s) { return s.get("phase") == "over"; }, "the end");
        WindowState now = at_smallest_size(game, *game.state());
        EXPECT_EQ(now.get("clipped"), "none") << "the result: " << now.get("result-text");
        if (HasFailure()) game.screenshot(name("_end"));
        game.press("F1");
        const WindowState rules = game.wait_for(
            [](const WindowState& s) { return s.get("dialog") == "rules"; }, "the rules");
        EXPECT_GE(rules.number("rules-view-height"), rules.number("rules-text-height"))
            << "every line of the rules in view";
        game.press("Escape");
        game.wait_for([](const WindowState& s) { return s.get("dialog") == "none"; },
                      "the rules to close");
        quit(game);
    }
    // The match is over, so the next start opens on the home screen.
    GuiDriver game(name("_end"), /*keep_data=*/true, REVERSI_ENGINE_PROGRAM, GetParam());
    const WindowState home = at_smallest_size(
        game, game.wait_for([](const WindowState& s) { return s.get("screen") == "home"; },
                            "the home screen"));
    EXPECT_EQ(home.get("clipped"), "none") << "the home screen";
    if (HasFailure()) game.screenshot(name("_home"));
    quit(game);
}

INSTANTIATE_TEST_SUITE_P(Shipped, EveryLanguage, ::testing::ValuesIn(shipped_languages()),
                         [](const ::testing::TestParamInfo<std::string>& param) {
                             return param.param;
                         });

}  // namespace
}  // namespace reversi::e2e
