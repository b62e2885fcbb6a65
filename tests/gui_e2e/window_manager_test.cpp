// SPDX-License-Identifier: GPL-3.0-or-later
// The real game under a window manager (Openbox, started by with_window_manager.sh): a modal
// notice opened at launch is stacked above the window it blocks, on every launch, and a resumed
// launch gives GTK nothing to complain of once the manager's frame is known. Without a manager
// nothing stacks or frames windows, so the other suites cannot see these.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "gui_driver.hpp"
#include "support/child_process.hpp"

namespace reversi::e2e {
namespace {

using namespace std::chrono_literals;

std::string tool_output(const std::string& program, const std::vector<std::string>& args) {
    return testing_support::run_program(program, args, "").out;
}

// The X window ids after "#" in an xprop line, as numbers: "... # 0x400009, 0x400019".
std::vector<unsigned long> window_ids(const std::string& xprop_line) {
    std::vector<unsigned long> ids;
    const std::size_t hash = xprop_line.find('#');
    if (hash == std::string::npos) return ids;
    std::istringstream in(xprop_line.substr(hash + 1));
    for (std::string word; in >> word;)
        ids.push_back(std::stoul(word, nullptr, 16));
    return ids;
}

// The manager's stacking order, bottom first.
std::vector<unsigned long> stacking() {
    return window_ids(tool_output(REVERSI_XPROP, {"-root", "_NET_CLIENT_LIST_STACKING"}));
}

struct DialogAndParent {
    unsigned long dialog = 0;
    unsigned long parent = 0;
};

// The game's visible window that is transient for another (the dialog), and that other.
std::optional<DialogAndParent> find_dialog(const GuiDriver& game) {
    std::istringstream in(tool_output(
        REVERSI_XDOTOOL, {"search", "--onlyvisible", "--pid", std::to_string(game.pid())}));
    for (std::string id; in >> id;) {
        const std::vector<unsigned long> parent =
            window_ids(tool_output(REVERSI_XPROP, {"-id", id, "WM_TRANSIENT_FOR"}));
        if (!parent.empty()) return DialogAndParent{std::stoul(id), parent.front()};
    }
    return std::nullopt;
}

std::string log_text(const std::string& path) {
    std::ifstream in(path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

long index_in(const std::vector<unsigned long>& order, unsigned long window) {
    const auto at = std::find(order.begin(), order.end(), window);
    return at == order.end() ? -1 : static_cast<long>(at - order.begin());
}

TEST(GuiUnderAWindowManager, TheDamagedDataNoticeIsAboveTheWindowOnEveryLaunch) {
    ASSERT_FALSE(tool_output(REVERSI_XPROP, {"-root", "_NET_SUPPORTING_WM_CHECK"}).empty());
    // The notice once opened behind the window on about half the launches: four launches.
    for (int launch = 0; launch < 4; ++launch) {
        const std::string name = "wm_damaged_" + std::to_string(launch);
        std::filesystem::remove_all(GuiDriver::data_home(name));
        std::filesystem::create_directories(GuiDriver::data_home(name) + "/reversi");
        std::ofstream(GuiDriver::data_home(name) + "/reversi/records.txt") << "garbage\n";
        GuiDriver game(name, /*keep_data=*/true);
        game.wait_for([](const WindowState& s) { return s.get("dialog") == "data-problems"; },
                      "the data notice");
        std::optional<DialogAndParent> windows;
        for (int i = 0; i < 100 && !windows; ++i) {
            std::this_thread::sleep_for(50ms);
            windows = find_dialog(game);
        }
        ASSERT_TRUE(windows) << "launch " << launch << ": no dialog window on screen";
        std::this_thread::sleep_for(700ms);  // whatever the manager does as both map
        const std::vector<unsigned long> order = stacking();
        const long dialog = index_in(order, windows->dialog);
        const long parent = index_in(order, windows->parent);
        ASSERT_GE(dialog, 0) << "launch " << launch << ": the dialog is not managed";
        ASSERT_GE(parent, 0) << "launch " << launch << ": the window is not managed";
        EXPECT_GT(dialog, parent) << "launch " << launch << ": the notice is behind the window";
        game.press("Return");
        game.wait_for([](const WindowState& s) { return s.get("dialog") == "none"; },
                      "the notice to be dismissed");
        game.focus_window();  // the manager may not hand the focus back at once
        game.press("ctrl+q");
        EXPECT_EQ(game.wait_for_exit(20s), 0);
    }
}

TEST(GuiUnderAWindowManager, AResumedLaunchGivesTheToolkitNothingToComplainOf) {
    const std::string name = "resumed_quiet";
    const std::filesystem::path folder = GuiDriver::data_home(name) + "/reversi";
    std::filesystem::remove_all(GuiDriver::data_home(name));
    std::filesystem::create_directories(folder);
    std::filesystem::copy_file(std::string(REVERSI_E2E_DATA) + "/saved-match-mid-game.txt",
                               folder / "saved-match.txt");
    GuiDriver game(name, /*keep_data=*/true);
    game.wait_for([](const WindowState& s) { return s.get("phase") == "player"; },
                  "the resumed match");
    std::this_thread::sleep_for(500ms);
    game.focus_window();
    game.press("ctrl+q");
    EXPECT_EQ(game.wait_for_exit(20s), 0);
    const std::string log = log_text(artifacts_dir() + "/" + name + ".log");
    EXPECT_EQ(log.find("CRITICAL"), std::string::npos) << log;
    EXPECT_EQ(log.find("Debug:"), std::string::npos) << log;
}

}  // namespace
}  // namespace reversi::e2e
