// SPDX-License-Identifier: GPL-3.0-or-later
// Drives the real `reversi` window from outside: starts it with an automation state file,
// reads what it shows, and clicks and types through the X server with xdotool, so every
// action takes the same input path as a player's.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace reversi::e2e {

struct ScreenRect {
    int x = 0;
    int y = 0;
    int width = 0;
    int height = 0;
    int centre_x() const { return x + width / 2; }
    int centre_y() const { return y + height / 2; }
};

// One reading of the automation state file (see tests/gui_e2e/README.md).
class WindowState {
public:
    static std::optional<WindowState> parse(const std::string& text);
    std::string get(const std::string& key) const;
    int number(const std::string& key) const;
    ScreenRect rect(const std::string& key) const;
    std::vector<std::string> words(const std::string& key) const;

private:
    std::map<std::string, std::string> values_;
};

class GuiDriver {
public:
    // Starts the game with a private data folder, emptied first unless `keep_data` (a second
    // launch that should find what the first one saved); output goes to artifacts/<name>.log.
    // `engine` is the program the game plays against; `language`, when given, goes to --lang.
    explicit GuiDriver(const std::string& name, bool keep_data = false,
                       const std::string& engine = REVERSI_ENGINE_PROGRAM,
                       const std::string& language = {});
    // The data folder a driver of this name uses (XDG_DATA_HOME), to put files there before
    // a launch with `keep_data`.
    static std::string data_home(const std::string& name);
    // Kills the game if a test left it running, and reaps it.
    ~GuiDriver();
    GuiDriver(const GuiDriver&) = delete;
    GuiDriver& operator=(const GuiDriver&) = delete;

    std::optional<WindowState> state() const;
    // Waits (polling) until `ready` holds for the current state; the timeout only guards
    // against a hang.
    WindowState wait_for(const std::function<bool(const WindowState&)>& ready,
                         const std::string& what,
                         std::chrono::milliseconds timeout = std::chrono::seconds(30)) const;

    void click(int x, int y) const;
    // Moves the pointer without clicking (off the board, so nothing is hovered).
    void move_pointer(int x, int y) const;
    // Gives the window the keyboard focus, as a window manager does for a new window.
    void focus_window() const;
    void click_square(const WindowState& state, const std::string& square) const;
    // xdotool key names, separated by spaces: "ctrl+z", "Right Right Down".
    void press(const std::string& keys) const;
    void resize(int width, int height) const;
    // Saves a PNG of the whole X screen as artifacts/<name>.png and returns its path.
    std::string screenshot(const std::string& name) const;

    // Waits for the game to exit; its exit status, or nothing if it did not exit in time. In a
    // sanitized build, an exit where only LeakSanitizer's own tracer crashed counts as 0, with
    // a warning: the leak check could not run (gui_driver.cpp says why).
    std::optional<int> wait_for_exit(std::chrono::milliseconds timeout);
    pid_t pid() const { return pid_; }
    // The game's files (records.txt, saved-match.txt), as text; empty when missing.
    std::string data_file(const std::string& file) const;

private:
    // The game's visible top-level window, for xdotool.
    std::string window_id() const;

    std::string state_file_;
    std::string log_file_;  // the game's output
    std::string data_dir_;
    pid_t pid_ = -1;
    bool exited_ = false;
};

std::string artifacts_dir();
// Whether a live (not zombie) process with this id runs `reversi-engine`.
bool engine_process_alive(int pid);

}  // namespace reversi::e2e
