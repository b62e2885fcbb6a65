// SPDX-License-Identifier: GPL-3.0-or-later
// Drives the real `reversi` window from outside; see gui_driver.hpp.
#include "gui_driver.hpp"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <thread>

#include "core/notation.hpp"
#include "support/child_process.hpp"

namespace reversi::e2e {

namespace {

constexpr auto kPollInterval = std::chrono::milliseconds(40);

std::string read_file(const std::string& path) {
    std::ifstream in(path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// In a sanitized build LeakSanitizer looks for leaks as the game exits, from a tracer thread that
// stops the others. Under load that thread sometimes crashes itself ("Tracer caught signal 11",
// a fault of the sanitizer runtime that other GTK and wxWidgets projects meet in CI too): the
// game then exits 1 having reported nothing about itself. Only that outcome is told apart; a leak
// or any other sanitizer report still fails the test.
bool leak_checker_crashed(const std::string& log) {
    return log.find("Tracer caught signal") != std::string::npos &&
           log.find("LeakSanitizer has encountered a fatal error") != std::string::npos &&
           log.find("ERROR: ") == std::string::npos &&
           log.find("runtime error") == std::string::npos;
}

void run_tool(const std::string& program, const std::vector<std::string>& args) {
    const testing_support::ProcessOutput out = testing_support::run_program(program, args, "");
    if (out.exit_code != 0)
        throw std::runtime_error(program + " failed (" + std::to_string(out.exit_code) +
                                 "): " + out.err);
}

}  // namespace

std::string artifacts_dir() {
    std::filesystem::create_directories(REVERSI_ARTIFACTS);
    return REVERSI_ARTIFACTS;
}

// --- WindowState ---------------------------------------------------------------------------

std::optional<WindowState> WindowState::parse(const std::string& text) {
    WindowState state;
    std::istringstream in(text);
    bool complete = false;
    for (std::string line; std::getline(in, line);) {
        if (line == "end") {
            complete = true;
            break;
        }
        const std::size_t space = line.find(' ');
        state.values_[line.substr(0, space)] =
            space == std::string::npos ? std::string() : line.substr(space + 1);
    }
    if (!complete) return std::nullopt;
    return state;
}

std::string WindowState::get(const std::string& key) const {
    const auto found = values_.find(key);
    return found == values_.end() ? std::string() : found->second;
}

int WindowState::number(const std::string& key) const { return std::stoi(get(key)); }

std::vector<std::string> WindowState::words(const std::string& key) const {
    std::vector<std::string> out;
    std::istringstream in(get(key));
    for (std::string word; in >> word;)
        out.push_back(word);
    return out;
}

ScreenRect WindowState::rect(const std::string& key) const {
    ScreenRect r;
    std::istringstream in(get(key));
    in >> r.x >> r.y >> r.width >> r.height;
    return r;
}

// --- GuiDriver -----------------------------------------------------------------------------

std::string GuiDriver::data_home(const std::string& name) {
    return artifacts_dir() + "/" + name + ".data";
}

GuiDriver::GuiDriver(const std::string& name, bool keep_data, const std::string& engine,
                     const std::string& language) {
    const std::string dir = artifacts_dir();
    state_file_ = dir + "/" + name + ".state";
    data_dir_ = data_home(name);
    std::filesystem::remove(state_file_);
    if (!keep_data) std::filesystem::remove_all(data_dir_);
    std::filesystem::create_directories(data_dir_);
    log_file_ = dir + "/" + name + ".log";

    // A private data and config folder: no saved match or statistics from elsewhere.
    std::vector<std::string> env_text{"XDG_DATA_HOME=" + data_dir_, "XDG_CONFIG_HOME=" + data_dir_,
                                      "LANG=C", "LC_ALL=C"};
    for (char** e = environ; *e != nullptr; ++e) {
        const std::string entry = *e;
        if (entry.rfind("XDG_DATA_HOME=", 0) == 0 || entry.rfind("XDG_CONFIG_HOME=", 0) == 0 ||
            entry.rfind("LANG=", 0) == 0 || entry.rfind("LC_ALL=", 0) == 0)
            continue;
        env_text.push_back(entry);
    }
    std::vector<char*> env;
    env.reserve(env_text.size() + 1);
    for (std::string& entry : env_text)
        env.push_back(entry.data());
    env.push_back(nullptr);

    std::vector<std::string> argv_text{REVERSI_GUI, "--engine", engine, "--automation-file",
                                       state_file_};
    if (!language.empty()) {
        argv_text.emplace_back("--lang");
        argv_text.push_back(language);
    }
    std::vector<char*> argv;
    argv.reserve(argv_text.size() + 1);
    for (std::string& arg : argv_text)
        argv.push_back(arg.data());
    argv.push_back(nullptr);

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 1, log_file_.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                     0644);
    posix_spawn_file_actions_adddup2(&actions, 1, 2);
    const int spawned = posix_spawn(&pid_, REVERSI_GUI, &actions, nullptr, argv.data(), env.data());
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0) throw std::runtime_error("cannot start " + std::string(REVERSI_GUI));
}

GuiDriver::~GuiDriver() {
    if (pid_ > 0 && !exited_) {
        ::kill(pid_, SIGKILL);
        ::waitpid(pid_, nullptr, 0);
    }
}

std::optional<WindowState> GuiDriver::state() const {
    return WindowState::parse(read_file(state_file_));
}

WindowState GuiDriver::wait_for(const std::function<bool(const WindowState&)>& ready,
                                const std::string& what, std::chrono::milliseconds timeout) const {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    std::string last;
    while (std::chrono::steady_clock::now() < deadline) {
        if (const std::optional<WindowState> now = state()) {
            if (ready(*now)) return *now;
        }
        int status = 0;
        if (::waitpid(pid_, &status, WNOHANG) == pid_)
            throw std::runtime_error("the game exited while waiting for " + what);
        std::this_thread::sleep_for(kPollInterval);
    }
    throw std::runtime_error("timed out waiting for " + what + "; last state:\n" +
                             read_file(state_file_));
}

void GuiDriver::click(int x, int y) const {
    run_tool(REVERSI_XDOTOOL, {"mousemove", "--sync", std::to_string(x), std::to_string(y)});
    run_tool(REVERSI_XDOTOOL, {"click", "1"});
}

void GuiDriver::move_pointer(int x, int y) const {
    run_tool(REVERSI_XDOTOOL, {"mousemove", "--sync", std::to_string(x), std::to_string(y)});
}

std::string GuiDriver::window_id() const {
    // Under a window manager the game's window can be unviewable for a moment, as a modal
    // dialog over it closes on a loaded machine: look again for a while before giving up.
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (true) {
        const testing_support::ProcessOutput found = testing_support::run_program(
            REVERSI_XDOTOOL, {"search", "--onlyvisible", "--pid", std::to_string(pid_)}, "");
        const std::vector<std::string> windows = testing_support::split_lines(found.out);
        if (!windows.empty()) return windows.front();
        if (std::chrono::steady_clock::now() >= deadline)
            throw std::runtime_error("no visible window of the game");
        std::this_thread::sleep_for(kPollInterval);
    }
}

void GuiDriver::focus_window() const {
    run_tool(REVERSI_XDOTOOL, {"windowfocus", "--sync", window_id()});
}

void GuiDriver::click_square(const WindowState& state, const std::string& name) const {
    const ScreenRect board = state.rect("board");
    const int square = parse_square(name).value();
    const double cell = board.width / 8.0;
    click(board.x + static_cast<int>((column_of(square) + 0.5) * cell),
          board.y + static_cast<int>((row_of(square) + 0.5) * cell));
}

void GuiDriver::press(const std::string& keys) const {
    std::vector<std::string> args{"key", "--delay", "30"};
    std::istringstream in(keys);
    for (std::string key; in >> key;)
        args.push_back(key);
    run_tool(REVERSI_XDOTOOL, args);
}

void GuiDriver::resize(int width, int height) const {
    run_tool(REVERSI_XDOTOOL,
             {"windowsize", window_id(), std::to_string(width), std::to_string(height)});
}

std::string GuiDriver::screenshot(const std::string& name) const {
    std::string path = artifacts_dir() + "/" + name + ".png";
    run_tool(REVERSI_IMPORT, {"-window", "root", path});
    return path;
}

std::optional<int> GuiDriver::wait_for_exit(std::chrono::milliseconds timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (std::chrono::steady_clock::now() < deadline) {
        int status = 0;
        if (::waitpid(pid_, &status, WNOHANG) == pid_) {
            exited_ = true;
            const int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
            if (code == 1 && leak_checker_crashed(read_file(log_file_))) {
                std::cerr << "warning: LeakSanitizer's own tracer crashed as the game exited ("
                          << log_file_ << "): no leak check for this launch\n";
                return 0;
            }
            return code;
        }
        std::this_thread::sleep_for(kPollInterval);
    }
    return std::nullopt;
}

std::string GuiDriver::data_file(const std::string& file) const {
    return read_file(data_dir_ + "/reversi/" + file);
}

bool engine_process_alive(int pid) {
    const std::string proc = "/proc/" + std::to_string(pid);
    if (!std::filesystem::exists(proc)) return false;
    const std::string cmdline = read_file(proc + "/cmdline");
    if (cmdline.find("reversi-engine") == std::string::npos) return false;  // the id was reused
    const std::string stat = read_file(proc + "/stat");
    const std::size_t close = stat.rfind(')');
    return close == std::string::npos || stat.substr(close + 2, 1) != "Z";
}

}  // namespace reversi::e2e
