// SPDX-License-Identifier: GPL-3.0-or-later
// The real game, end to end: a whole match against Easy played by clicking dotted squares,
// keyboard play and shortcuts, and closing the window with the engine at work.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <thread>

#include <signal.h>

#include "gui_driver.hpp"

namespace reversi::e2e {
namespace {

using namespace std::chrono_literals;

bool on_home(const WindowState& s) { return s.get("screen") == "home"; }
bool players_turn(const WindowState& s) { return s.get("phase") == "player"; }
bool settled(const WindowState& s) { return players_turn(s) || s.get("phase") == "over"; }
std::function<bool(const WindowState&)> dialog_up(const std::string& name) {
    return [name](const WindowState& s) { return s.get("dialog") == name; };
}
bool no_dialog(const WindowState& s) { return s.get("dialog") == "none"; }
bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// Quits as a player does (Ctrl+Q) and expects the game to end well.
void expect_clean_quit(GuiDriver& game) {
    game.press("ctrl+q");
    EXPECT_EQ(game.wait_for_exit(20s), 0);
}

// Puts `file` from tests/gui_e2e/data in a fresh data folder for the driver `name`, as
// saved-match.txt; `records`, when given, becomes records.txt.
void seed_data(const std::string& name, const std::string& file, const std::string& records = {}) {
    const std::filesystem::path folder = GuiDriver::data_home(name) + "/reversi";
    std::filesystem::remove_all(GuiDriver::data_home(name));
    std::filesystem::create_directories(folder);
    if (!file.empty())
        std::filesystem::copy_file(std::string(REVERSI_E2E_DATA) + "/" + file,
                                   folder / "saved-match.txt");
    if (!records.empty()) std::ofstream(folder / "records.txt") << records;
}

WindowState start_against(GuiDriver& game, const std::string& opponent) {
    const WindowState home = game.wait_for(on_home, "the home screen");
    const ScreenRect button = home.rect("button-" + opponent);
    game.click(button.centre_x(), button.centre_y());
    return game.wait_for([](const WindowState& s) { return s.get("screen") == "match"; },
                         "the match screen");
}

// Plays one dotted square by clicking it and waits until the game has taken the move.
WindowState play_first_dot(GuiDriver& game, const WindowState& now, std::size_t pick) {
    const std::vector<std::string> legal = now.words("legal");
    const int moves_before = now.number("moves");
    game.click_square(now, legal.at(pick % legal.size()));
    return game.wait_for([&](const WindowState& s) { return s.number("moves") > moves_before; },
                         "the clicked move to be played");
}

// The play time kept for one opponent in a records.txt text, or -1 if it is not there.
long long play_time_ms(const std::string& records, const std::string& opponent) {
    const std::size_t line = records.find("opponent " + opponent + " ");
    if (line == std::string::npos) return -1;
    const std::string key = " play-time-ms ";
    const std::size_t at = records.find(key, line);
    if (at == std::string::npos || at > records.find('\n', line)) return -1;
    return std::stoll(records.substr(at + key.size()));
}

void expect_no_engine_left(int engine_pid) {
    // The game reaps its engine before it exits; allow the kernel a moment to tear it down.
    for (int i = 0; i < 50 && engine_process_alive(engine_pid); ++i)
        std::this_thread::sleep_for(20ms);
    EXPECT_FALSE(engine_process_alive(engine_pid))
        << "engine " << engine_pid << " outlived the game";
}

TEST(GuiEndToEnd, AWholeMatchAgainstEasyIsPlayedByClickingDots) {
    GuiDriver game("whole_match");
    game.wait_for(on_home, "the home screen");
    game.screenshot("home");
    WindowState now = start_against(game, "easy");
    EXPECT_EQ(now.get("player"), "black");
    EXPECT_EQ(now.get("discs"), "2 2");
    // The game runs under LANG=C here: its UTF-8 sentences must still show.
    EXPECT_EQ(now.get("title"), "Opponent: Easy · you play Black");
    // Under the buttons, the record against Easy counts this match as played.
    EXPECT_EQ(now.get("record"), "Played 1 | Wins 0 | Losses 0 | Draws 0");

    int engine_pid = -1;
    bool resized = false;
    for (std::size_t turn = 0; turn < 64; ++turn) {
        now = game.wait_for(settled, "the player's turn or the end");
        if (now.get("phase") == "over") break;
        if (now.get("engine-pid") != "none") engine_pid = now.number("engine-pid");
        ASSERT_NE(now.get("legal"), "none") << "a player's turn always shows dots";
        if (turn == 2) {
            // Resizing mid-match: the board scales and play goes on on the new geometry. Early:
            // Easy, with a fresh seed each launch, once ended a match 16-0 in 12 moves.
            const ScreenRect before = now.rect("board");
            game.resize(820, 560);
            now = game.wait_for(
                [&](const WindowState& s) { return s.rect("board").width != before.width; },
                "the board to scale with the window");
            now = game.wait_for(settled, "the player's turn after resizing");
            resized = true;
        }
        now = play_first_dot(game, now, turn * 7);
        if (turn == 10) {
            std::this_thread::sleep_for(40ms);  // the flip of the player's move is under way
            game.screenshot("mid_match_flip");
            const WindowState thinking = *game.state();
            if (thinking.get("phase").rfind("cpu-", 0) == 0) {
                EXPECT_EQ(thinking.get("status"), "The CPU is thinking…");
            }
            now = game.wait_for(settled, "the CPU's reply");
            game.screenshot("mid_match");
        }
    }
    now = game.wait_for([](const WindowState& s) { return s.get("phase") == "over"; },
                        "the end of the match");
    std::this_thread::sleep_for(600ms);  // let the last flip finish for the picture
    game.screenshot("match_end");
    EXPECT_TRUE(resized);

    const std::vector<std::string> discs = now.words("discs");
    const int black = std::stoi(discs.at(0));
    const int white = std::stoi(discs.at(1));
    const std::string expected = black > white ? "win" : black < white ? "loss" : "draw";
    EXPECT_EQ(now.get("result"), expected);
    EXPECT_NE(now.get("result-text")
                  .find("Final count: Black " + std::to_string(black) + ", White " +
                        std::to_string(white)),
              std::string::npos)
        << now.get("result-text");
    EXPECT_EQ(now.get("legal"), "none");
    EXPECT_GT(now.rect("new-match-button").width, 0) << "the next match is one click away";
    // The record beside the board counts the end too.
    const std::string record = "Played 1 | Wins " + std::to_string(expected == "win") +
                               " | Losses " + std::to_string(expected == "loss") + " | Draws " +
                               std::to_string(expected == "draw");
    EXPECT_EQ(game.wait_for([&](const WindowState& s) { return s.get("record") == record; },
                            "the record of the match's end")
                  .get("record"),
              record);

    // The records count the finished match; nothing is left to resume.
    const std::string counts = "opponent easy played 1 wins " + std::to_string(expected == "win") +
                               " losses " + std::to_string(expected == "loss") + " draws " +
                               std::to_string(expected == "draw");
    // The files are written on the game's writer thread, a moment after the end screen shows.
    std::string records = game.data_file("records.txt");
    for (int i = 0; i < 2'000 && (records.find(counts) == std::string::npos ||
                                  game.data_file("saved-match.txt") != "");
         ++i) {
        std::this_thread::sleep_for(10ms);
        records = game.data_file("records.txt");
    }
    EXPECT_NE(records.find(counts), std::string::npos) << records;
    EXPECT_EQ(game.data_file("saved-match.txt"), "");
    // The match took seconds with the window in front: they went to Easy's play time, even
    // though no window manager ever told the window it was active.
    EXPECT_GT(play_time_ms(records, "easy"), 0) << records;
    EXPECT_EQ(play_time_ms(records, "normal"), 0) << records;

    ASSERT_GT(engine_pid, 0);
    EXPECT_TRUE(engine_process_alive(engine_pid));
    expect_clean_quit(game);
    expect_no_engine_left(engine_pid);
}

TEST(GuiEndToEnd, AMatchLeftOpenIsResumedOnTheNextLaunchAndRecordsAreShown) {
    std::string position;
    std::string last_move;
    {
        GuiDriver game("resume");
        WindowState now = start_against(game, "normal");
        for (std::size_t turn = 0; turn < 3; ++turn) {
            now = game.wait_for(players_turn, "the player's turn");
            now = play_first_dot(game, now, turn);
        }
        now = game.wait_for(players_turn, "the CPU's third reply");
        position = now.get("position");
        last_move = now.get("last-move");
        game.press("ctrl+q");
        ASSERT_EQ(game.wait_for_exit(20s), 0);
    }
    GuiDriver again("resume", /*keep_data=*/true);
    WindowState now = again.wait_for(players_turn, "the resumed match");
    EXPECT_EQ(now.get("screen"), "match");
    EXPECT_EQ(now.get("position"), position);
    EXPECT_EQ(now.get("last-move"), last_move) << "the last-move mark comes back too";
    EXPECT_EQ(now.get("can-undo"), "no") << "undo history is not saved";
    EXPECT_EQ(now.get("title"), "Opponent: Normal · you play Black");
    now = play_first_dot(again, now, 0);
    EXPECT_EQ(now.get("can-undo"), "yes");

    // The home screen's records: one match played against Normal, none finished.
    again.press("ctrl+q");
    ASSERT_EQ(again.wait_for_exit(20s), 0);
    EXPECT_NE(
        again.data_file("records.txt").find("opponent normal played 1 wins 0 losses 0 draws 0"),
        std::string::npos)
        << again.data_file("records.txt");
    EXPECT_NE(again.data_file("saved-match.txt").find("opponent normal"), std::string::npos);
}

bool same_rect(const ScreenRect& a, const ScreenRect& b) {
    return a.x == b.x && a.y == b.y && a.width == b.width && a.height == b.height;
}

// The window's state once its layout has settled: the board in the same place in two readings
// 300 ms apart. A fixed pause was not enough on a loaded machine, where a resize's layout can
// land after it.
WindowState with_layout_settled(const GuiDriver& game) {
    WindowState before = *game.state();
    for (int reading = 0; reading < 40; ++reading) {
        std::this_thread::sleep_for(300ms);
        WindowState now = *game.state();
        if (same_rect(now.rect("board"), before.rect("board"))) return now;
        before = std::move(now);
    }
    ADD_FAILURE() << "the board never stopped moving: " << before.get("board");
    return before;
}

// In the languages with the longest sentences (German, French) and one written without spaces
// (Japanese), at the window's smallest size: the pass notice, the status lines and the result
// wrap beside the board and never move or shrink it.
TEST(GuiEndToEnd, TextsBesideTheBoardNeverMoveItInAnyLanguage) {
    for (const std::string language : {"de", "fr", "ja"}) {
        SCOPED_TRACE(language);
        const std::string name = "layout_" + language;
        // A saved match where Black's a1 leaves White without a move: a pass notice comes next.
        seed_data(name, "saved-match-before-a-pass.txt");

        GuiDriver game(name, /*keep_data=*/true, REVERSI_ENGINE_PROGRAM, language);
        WindowState now = game.wait_for(players_turn, "the resumed match");
        const std::vector<std::string> smallest = now.words("min-window");
        ASSERT_EQ(smallest.size(), 2U) << now.get("min-window");
        game.resize(std::stoi(smallest[0]), std::stoi(smallest[1]));
        now = game.wait_for(
            [&](const WindowState& s) {
                return s.rect("window").width <= std::stoi(smallest[0]) + 1 && players_turn(s);
            },
            "the window at its smallest size");
        now = with_layout_settled(game);
        const ScreenRect board = now.rect("board");
        ASSERT_GT(board.width, 0);

        game.click_square(now, "a1");
        now = game.wait_for([](const WindowState& s) { return !s.get("notice").empty(); },
                            "the pass notice");
        EXPECT_TRUE(same_rect(now.rect("board"), board)) << "the pass notice moved the board";
        game.screenshot(name + "_pass");
        for (std::size_t turn = 0; turn < 20; ++turn) {
            now = game.wait_for(settled, "the player's turn or the end");
            EXPECT_TRUE(same_rect(now.rect("board"), board))
                << "the board moved at move " << now.get("moves");
            if (now.get("phase") == "over") break;
            now = play_first_dot(game, now, 0);
        }
        ASSERT_EQ(now.get("phase"), "over");
        std::this_thread::sleep_for(300ms);
        now = *game.state();
        EXPECT_TRUE(same_rect(now.rect("board"), board)) << "the result moved the board";
        EXPECT_GT(now.rect("new-match-button").width, 0);
        game.screenshot(name + "_end");
        expect_clean_quit(game);
    }
}

// In a tall window the column lies below the board: a pass notice appears there without
// shrinking the board above it, and the board keeps its size through the moves that follow.
TEST(GuiEndToEnd, InATallWindowAPassNoticeLeavesTheBoardItsSize) {
    seed_data("layout_tall", "saved-match-before-a-pass.txt");
    GuiDriver game("layout_tall", /*keep_data=*/true);
    WindowState now = game.wait_for(players_turn, "the resumed match");
    game.resize(700, 1000);
    now = game.wait_for(
        [](const WindowState& s) { return s.rect("window").height >= 990 && players_turn(s); },
        "a tall window");
    now = with_layout_settled(game);
    const ScreenRect board = now.rect("board");
    ASSERT_GT(board.width, 0);
    ASSERT_LT(board.y + board.height, now.rect("window").y + now.rect("window").height - 150)
        << "the column lies below the board";

    game.click_square(now, "a1");  // White has no answer to it
    now = game.wait_for([](const WindowState& s) { return !s.get("notice").empty(); },
                        "the pass notice");
    now = with_layout_settled(game);
    EXPECT_TRUE(same_rect(now.rect("board"), board))
        << "the pass notice shrank the board: " << now.get("board") << " was " << board.width;
    for (std::size_t turn = 0; turn < 20; ++turn) {
        now = game.wait_for(settled, "the player's turn or the end");
        if (now.get("phase") == "over") break;
        EXPECT_TRUE(same_rect(now.rect("board"), board))
            << "the board moved at move " << now.get("moves") << ": " << now.get("board");
        now = play_first_dot(game, now, 0);
    }
    ASSERT_EQ(now.get("phase"), "over");
    game.screenshot("layout_tall_end");
    expect_clean_quit(game);
}

// Opens "Your records" from the home screen and waits for the dialog to be up.
void open_records(const GuiDriver& game) {
    const WindowState home = game.wait_for(on_home, "the home screen");
    const ScreenRect records = home.rect("button-records");
    ASSERT_GT(records.width, 0);
    game.click(records.centre_x(), records.centre_y());
    std::this_thread::sleep_for(800ms);  // the dialog is up, in its own modal loop
}

TEST(GuiEndToEnd, TheRecordsAreOneClickFromTheHomeScreen) {
    GuiDriver game("records");
    ASSERT_NO_FATAL_FAILURE(open_records(game));
    game.screenshot("records");
    game.press("Escape");
    std::this_thread::sleep_for(300ms);
    expect_clean_quit(game);
}

TEST(GuiEndToEnd, TerminatingTheIdleGameEndsItAtOnce) {
    GuiDriver game("terminated_idle");
    game.wait_for(on_home, "the home screen");
    std::this_thread::sleep_for(500ms);  // nothing happens: the event loop sits idle
    ::kill(game.pid(), SIGTERM);
    EXPECT_EQ(game.wait_for_exit(20s), 0) << "a terminated game must not wait for an event";
}

TEST(GuiEndToEnd, TerminatingTheGameWithTheRecordsOpenStillEndsItAndKeepsTheRecords) {
    const std::string records =
        "reversi-records 2\n"
        "opponent easy played 3 wins 1 losses 2 draws 0 play-time-ms 60000\n"
        "opponent normal played 0 wins 0 losses 0 draws 0 play-time-ms 0\n"
        "opponent hard played 0 wins 0 losses 0 draws 0 play-time-ms 0\n"
        "end\n";
    seed_data("terminated_with_records_open", "", records);
    GuiDriver game("terminated_with_records_open", /*keep_data=*/true);
    ASSERT_NO_FATAL_FAILURE(open_records(game));
    ::kill(game.pid(), SIGTERM);
    EXPECT_EQ(game.wait_for_exit(20s), 0);
    EXPECT_EQ(game.data_file("records.txt"), records) << "the records from before are kept whole";
}

TEST(GuiEndToEnd, KeyboardPlaysTheCursorSquareAndShortcutsUndoAndStartANewMatch) {
    GuiDriver game("keyboard");
    WindowState now = start_against(game, "easy");
    now = game.wait_for(players_turn, "the player's first turn");
    // Focus the board the way a player would, without playing: click an undotted square (a1),
    // which also puts the keyboard cursor there.
    game.click_square(now, "a1");
    std::this_thread::sleep_for(200ms);
    EXPECT_EQ(game.state()->number("moves"), 0) << "an undotted square does nothing";
    game.press("Right Right Right Right");  // the first arrow shows the cursor: now on d1
    game.press("Return");                   // d1 has no dot: nothing happens
    std::this_thread::sleep_for(300ms);
    EXPECT_EQ(game.state()->number("moves"), 0);
    game.press("Down Down space");  // d3 has a dot
    now = game.wait_for([](const WindowState& s) { return s.number("moves") >= 1; }, "d3 played");
    EXPECT_EQ(now.get("position").substr(19, 1), "X") << "d3 holds a black disc";
    now = game.wait_for(
        [](const WindowState& s) { return players_turn(s) && s.number("moves") >= 2; },
        "the CPU's reply");
    game.press("ctrl+z");
    now = game.wait_for([](const WindowState& s) { return s.number("moves") == 0; }, "undo");
    EXPECT_EQ(now.get("discs"), "2 2");
    EXPECT_EQ(now.get("phase"), "player");

    // Undo while the CPU's reply is pending takes back the player's move.
    game.click_square(now, "f5");
    game.press("ctrl+z");
    now = game.wait_for(
        [](const WindowState& s) { return s.number("moves") == 0 && players_turn(s); },
        "undo during the CPU's turn");
    std::this_thread::sleep_for(700ms);  // longer than the pause: no stale reply may land
    now = *game.state();
    EXPECT_EQ(now.number("moves"), 0);
    EXPECT_EQ(now.get("discs"), "2 2");

    game.click_square(now, "e6");
    game.wait_for([](const WindowState& s) { return s.number("moves") >= 1; }, "e6 played");
    game.press("ctrl+n");
    game.wait_for(dialog_up("new-match"), "the question before a new match");
    game.press("alt+s");  // "Start a new match", by its access key
    now = game.wait_for(
        [](const WindowState& s) { return s.number("moves") == 0 && players_turn(s); },
        "a new match");
    std::this_thread::sleep_for(700ms);
    EXPECT_EQ(game.state()->number("moves"), 0)
        << "no reply from the old match lands on the new one";
    expect_clean_quit(game);
}

// A match against Easy on the player's first turn, the window in front and the board holding
// the keyboard focus.
void start_with_the_board_focused(GuiDriver& game) {
    start_against(game, "easy");
    game.wait_for(players_turn, "the player's first turn");
    game.focus_window();
    game.wait_for([](const WindowState& s) { return s.get("focus") == "board"; }, "board focus");
}

TEST(GuiEndToEnd, TabFromTheBoardSkipsTheCountsWhichDrawNoFocusMark) {
    GuiDriver game("tab");
    start_with_the_board_focused(game);
    game.press("Tab");
    const WindowState now = game.wait_for(
        [](const WindowState& s) { return s.get("focus") != "board"; }, "focus past the board");
    EXPECT_NE(now.get("focus"), "score") << "the counts take the focus but show no mark";
    EXPECT_EQ(now.get("focus"), "button") << "a button, which draws its focus ring";
    expect_clean_quit(game);
}

TEST(GuiEndToEnd, TheCursorFollowsTheArrowsAndWaitsOutTheCpusTurn) {
    GuiDriver game("cursor_turns");
    start_with_the_board_focused(game);
    EXPECT_EQ(game.state()->get("cursor"), "none") << "no cursor before a key";
    game.press("Right");  // the cursor was placed on d3 (a dot); the first arrow shows it moved
    game.wait_for([](const WindowState& s) { return s.get("cursor") == "e3"; }, "cursor on e3");
    game.press("Down");
    game.wait_for([](const WindowState& s) { return s.get("cursor") == "e4"; }, "cursor on e4");
    game.press("Up Left");
    game.wait_for([](const WindowState& s) { return s.get("cursor") == "d3"; }, "cursor on d3");
    game.press("Return");
    const WindowState cpu =
        game.wait_for([](const WindowState& s) { return s.number("moves") >= 1; }, "d3 played");
    if (cpu.number("moves") == 1 && !players_turn(cpu)) {
        EXPECT_EQ(cpu.get("cursor"), "none") << "no cursor on the taken d3 in the CPU's turn";
    }
    const WindowState back = game.wait_for(
        [](const WindowState& s) { return players_turn(s) && s.number("moves") >= 2; },
        "the CPU's reply");
    const std::vector<std::string> legal = back.words("legal");
    const std::string cursor = back.get("cursor");
    EXPECT_NE(std::find(legal.begin(), legal.end(), cursor), legal.end())
        << "the cursor is placed on a dot when the turn comes back, not on " << cursor;
    expect_clean_quit(game);
}

// An engine that takes its time over every move, so a test can act during the CPU's turn.
std::string slow_engine_script() {
    const std::string script = artifacts_dir() + "/slow-engine.sh";
    std::ofstream(script) << "#!/bin/sh\nexec '" << REVERSI_FAULT_ENGINE
                          << "' --fault slow-on-go --delay-ms 4000 \"$@\"\n";
    std::filesystem::permissions(script, std::filesystem::perms::owner_all);
    return script;
}

TEST(GuiEndToEnd, AMatchResumedOnTheCpusTurnShowsNoCursorUntilThePlayersTurn) {
    // Saved after Black's d3 with the player holding Black: White, the CPU, is to move.
    seed_data("resume_cpu_turn", "saved-match-cpu-to-move.txt");
    GuiDriver game("resume_cpu_turn", /*keep_data=*/true, slow_engine_script());
    const WindowState cpu = game.wait_for(
        [](const WindowState& s) { return s.get("screen") == "match"; }, "the resumed match");
    ASSERT_NE(cpu.get("phase"), "player") << "resumed into the CPU's turn";
    game.focus_window();
    game.press("Right Down");  // keys in the CPU's turn: nothing to show them on
    std::this_thread::sleep_for(300ms);
    const WindowState during = *game.state();
    ASSERT_FALSE(players_turn(during)) << "the keys came after the CPU's turn";
    EXPECT_EQ(during.get("cursor"), "none") << "a cursor in the CPU's turn";
    EXPECT_EQ(during.get("focus"), "board");
    const WindowState back = game.wait_for(
        [](const WindowState& s) { return players_turn(s) && s.number("moves") >= 1; },
        "the CPU's reply", 20s);
    const std::vector<std::string> legal = back.words("legal");
    const std::string cursor = back.get("cursor");
    EXPECT_NE(std::find(legal.begin(), legal.end(), cursor), legal.end())
        << "the cursor comes back on a dot with the player's turn, not on " << cursor;
    expect_clean_quit(game);
}

TEST(GuiEndToEnd, AsWhiteTheCpuOpens) {
    GuiDriver game("white");
    const WindowState home = game.wait_for(on_home, "the home screen");
    const ScreenRect white = home.rect("choice-white");
    game.click(white.x + 8, white.centre_y());
    std::this_thread::sleep_for(200ms);
    start_against(game, "easy");
    const WindowState now = game.wait_for(
        [](const WindowState& s) { return players_turn(s) && s.number("moves") == 1; },
        "the CPU's opening move");
    EXPECT_EQ(now.get("player"), "white");
    EXPECT_EQ(now.get("discs"), "4 1");
    expect_clean_quit(game);
}

TEST(GuiEndToEnd, ClosingWhileTheCpuIsToMoveEndsTheEngineToo) {
    GuiDriver game("close_during_cpu_turn");
    WindowState now = start_against(game, "easy");
    now = game.wait_for(players_turn, "the player's first turn");
    now = play_first_dot(game, now, 0);
    now = game.wait_for(settled, "the CPU's first reply");
    const int engine_pid = now.number("engine-pid");
    ASSERT_TRUE(engine_process_alive(engine_pid));
    game.click_square(now, now.words("legal").front());
    game.press("ctrl+q");  // during the pause or the search
    EXPECT_EQ(game.wait_for_exit(20s), 0);
    expect_no_engine_left(engine_pid);
}

// An engine that crashes on every `go` of its first three runs: the client's three attempts
// all fail, the game says so and keeps the match; asking again reaches a fourth, sound run.
std::string crashing_engine_script() {
    const std::string dir = artifacts_dir();
    std::string script = dir + "/crashing-engine.sh";
    const std::string state = dir + "/crashing-engine.count";
    std::filesystem::remove(state);
    std::ofstream(script) << "#!/bin/sh\nexec '" << REVERSI_FAULT_ENGINE
                          << "' --fault crash-on-go --times 3 --state '" << state << "' \"$@\"\n";
    std::filesystem::permissions(script, std::filesystem::perms::owner_all);
    return script;
}

TEST(GuiEndToEnd, AnEngineThatKeepsFailingIsReportedAndRetryRecoversTheMatch) {
    GuiDriver game("engine_failure", false, crashing_engine_script());
    WindowState now = start_against(game, "easy");
    now = game.wait_for(players_turn, "the player's first turn");
    now = play_first_dot(game, now, 0);
    const std::string position = now.get("position");
    now = game.wait_for([](const WindowState& s) { return s.get("phase") == "cpu-failed"; },
                        "the engine trouble to be reported");
    EXPECT_EQ(now.get("position"), position) << "the match on screen is kept";
    EXPECT_EQ(now.get("legal"), "none");
    std::this_thread::sleep_for(300ms);
    game.screenshot("engine_failure");
    const ScreenRect retry = now.rect("retry-button");
    ASSERT_GT(retry.width, 0);
    game.click(retry.centre_x(), retry.centre_y());
    now = game.wait_for(
        [](const WindowState& s) { return players_turn(s) && s.number("moves") == 2; },
        "the CPU's reply after retrying");
    EXPECT_EQ(now.rect("retry-button").width, 0);
    expect_clean_quit(game);
}

TEST(GuiEndToEnd, TerminatingTheGameEndsTheEngineToo) {
    GuiDriver game("terminated");
    WindowState now = start_against(game, "easy");
    now = game.wait_for(players_turn, "the player's first turn");
    now = play_first_dot(game, now, 1);
    now = game.wait_for(settled, "the CPU's first reply");
    const int engine_pid = now.number("engine-pid");
    ::kill(game.pid(), SIGTERM);
    EXPECT_EQ(game.wait_for_exit(20s), 0);
    expect_no_engine_left(engine_pid);
}

// --- the rough edges a player found -------------------------------------------------------------

TEST(GuiEndToEnd, DamagedRecordsAndSavedMatchAreBothToldOnceOverTheFirstScreen) {
    const std::string records_sentence = "Your records could not be read";
    const std::string match_sentence = "The saved match could not be read";
    seed_data("damaged_both", "", "reversi-records 2\ngarbage\n");
    std::ofstream(GuiDriver::data_home("damaged_both") + "/reversi/saved-match.txt")
        << "reversi-saved-match 1\nopponent";
    {
        GuiDriver game("damaged_both", /*keep_data=*/true);
        const WindowState told = game.wait_for(dialog_up("data-problems"), "the data notice");
        EXPECT_EQ(told.get("screen"), "home");
        EXPECT_TRUE(contains(told.get("dialog-text"), records_sentence)) << told.get("dialog-text");
        EXPECT_TRUE(contains(told.get("dialog-text"), match_sentence)) << told.get("dialog-text");
        std::this_thread::sleep_for(300ms);
        game.screenshot("data_problems");
        game.press("Return");
        game.wait_for(no_dialog, "the notice to be dismissed");
        expect_clean_quit(game);
    }
    // Told once: the next launch starts quietly with the bad files set aside.
    GuiDriver again("damaged_both", /*keep_data=*/true);
    again.wait_for(on_home, "the home screen");
    std::this_thread::sleep_for(800ms);
    EXPECT_EQ(again.state()->get("dialog"), "none");
    expect_clean_quit(again);
}

TEST(GuiEndToEnd, DamagedRecordsBesideASavedMatchAreToldOverTheResumedMatch) {
    seed_data("damaged_records", "saved-match-before-a-pass.txt", "garbage\n");
    GuiDriver game("damaged_records", /*keep_data=*/true);
    const WindowState told = game.wait_for(dialog_up("data-problems"), "the data notice");
    EXPECT_EQ(told.get("screen"), "match") << "the match left last time is resumed";
    EXPECT_TRUE(contains(told.get("dialog-text"), "Your records could not be read"));
    EXPECT_FALSE(contains(told.get("dialog-text"), "saved match"));
    game.press("Escape");
    game.wait_for(no_dialog, "the notice to be dismissed");
    expect_clean_quit(game);
}

TEST(GuiEndToEnd, APassNoticeStaysUntilThePlayersNextMove) {
    seed_data("pass_notice", "saved-match-before-a-pass.txt");
    GuiDriver game("pass_notice", /*keep_data=*/true);
    WindowState now = game.wait_for(players_turn, "the resumed match");
    game.click_square(now, "a1");  // White has no answer to it
    now = game.wait_for([](const WindowState& s) { return !s.get("notice").empty(); },
                        "the pass notice");
    EXPECT_EQ(now.get("notice"), "No move for the CPU — you play again");
    std::this_thread::sleep_for(5s);  // longer than the notice used to last
    now = *game.state();
    EXPECT_EQ(now.get("notice"), "No move for the CPU — you play again")
        << "the notice stays until the player acts";
    game.screenshot("pass_notice_kept");
    const int moves = now.number("moves");
    game.click_square(now, "d6");  // a move the CPU can answer
    now = game.wait_for([&](const WindowState& s) { return s.number("moves") > moves; },
                        "the player's move");
    EXPECT_EQ(now.get("notice"), "") << "the player's move takes it away";
    expect_clean_quit(game);
}

TEST(GuiEndToEnd, AMatchEndingRightAfterAPassShowsOnlyTheResultAndTheCounts) {
    // The CPU plays b8, the player has no answer and is skipped, the CPU's c6 ends the match.
    seed_data("end_after_pass", "saved-match-ending-after-a-pass.txt");
    GuiDriver game("end_after_pass", /*keep_data=*/true);
    const WindowState over =
        game.wait_for([](const WindowState& s) { return s.get("phase") == "over"; }, "the end");
    EXPECT_EQ(over.number("moves"), 3) << "b8, the player's pass, c6";
    EXPECT_EQ(over.get("notice"), "");
    EXPECT_EQ(over.get("status"), "The match is over.");
    EXPECT_TRUE(contains(over.get("result-text"), "Final count")) << over.get("result-text");
    std::this_thread::sleep_for(600ms);
    game.screenshot("end_after_pass");
    EXPECT_EQ(game.state()->get("notice"), "");
    expect_clean_quit(game);
}

// A save that fails is told when the writer meets the failure, not at the player's next move:
// here the last write before a long wait on the player (the one after an undo) fails, and the
// notice comes while the player still thinks. Root writes through chmod, so a file stands where
// the data folder's parent should be.
TEST(GuiEndToEnd, ASaveThatFailsIsToldAtOnceNotAtTheNextMove) {
    GuiDriver game("save_fails");
    WindowState now = start_against(game, "easy");
    now = game.wait_for(players_turn, "the player's first turn");
    now = play_first_dot(game, now, 0);
    now = game.wait_for(players_turn, "the CPU's reply");
    EXPECT_EQ(now.get("save-notice"), "");
    // The saves after the reply are done before the way is blocked: only the undo's may fail.
    const std::string reply_saved = "last-move " + now.get("last-move") + "\n";
    for (int i = 0; i < 100 && !contains(game.data_file("saved-match.txt"), reply_saved); ++i)
        std::this_thread::sleep_for(50ms);
    ASSERT_TRUE(contains(game.data_file("saved-match.txt"), reply_saved));
    std::this_thread::sleep_for(500ms);

    const std::filesystem::path data = GuiDriver::data_home("save_fails");
    const std::filesystem::path moved = data.string() + ".moved";
    std::filesystem::remove_all(moved);
    std::filesystem::rename(data, moved);
    std::ofstream(data) << "a file where the data folder's parent should be";
    game.press("ctrl+z");
    now = game.wait_for([](const WindowState& s) { return !s.get("save-notice").empty(); },
                        "the notice that saving fails", 10s);
    EXPECT_TRUE(contains(now.get("save-notice"), "cannot be written")) << now.get("save-notice");
    EXPECT_EQ(now.number("moves"), 0) << "told after the undo, before any move";
    EXPECT_EQ(now.get("phase"), "player");

    // The way freed, the next move's save works and the notice goes, as soon as it is written.
    std::filesystem::remove(data);
    std::filesystem::rename(moved, data);
    play_first_dot(game, now, 1);
    game.wait_for([](const WindowState& s) { return s.get("save-notice").empty(); },
                  "the notice to go once saving works");
    expect_clean_quit(game);
    EXPECT_TRUE(contains(game.data_file("records.txt"), "opponent easy played 1 "))
        << game.data_file("records.txt");
}

TEST(GuiEndToEnd, ANewMatchNeverThrowsAwayTheMatchInProgressWithoutAsking) {
    GuiDriver game("new_match_asks");
    WindowState now = start_against(game, "easy");
    now = game.wait_for(players_turn, "the player's first turn");
    now = play_first_dot(game, now, 0);
    now = game.wait_for(players_turn, "the CPU's reply");
    const std::string position = now.get("position");

    // Ctrl+N asks, and the safe answer is the default: Escape and Enter both keep the match.
    game.press("ctrl+n");
    now = game.wait_for(dialog_up("new-match"), "the question");
    EXPECT_TRUE(contains(now.get("dialog-text"), "cannot be resumed")) << now.get("dialog-text");
    game.screenshot("new_match_question");
    game.press("Escape");
    now = game.wait_for(no_dialog, "the question to go");
    EXPECT_EQ(now.get("position"), position);
    game.press("ctrl+n");
    game.wait_for(dialog_up("new-match"), "the question again");
    game.press("Return");
    now = game.wait_for(no_dialog, "the question to go");
    EXPECT_EQ(now.get("position"), position) << "Enter chose to keep playing";

    // An opponent chosen on the home screen asks too.
    game.press("alt+g");  // the Game menu...
    std::this_thread::sleep_for(300ms);
    game.press("c");  // ...Choose opponent
    now = game.wait_for(on_home, "the home screen");
    const ScreenRect hard = now.rect("button-hard");
    game.click(hard.centre_x(), hard.centre_y());
    game.wait_for(dialog_up("new-match"), "the question from the home screen");
    game.press("Escape");
    now = game.wait_for(no_dialog, "the question to go");
    EXPECT_EQ(now.get("screen"), "home");
    EXPECT_EQ(now.get("position"), position) << "the match under way is still there to go back to";

    // Saying so starts the new match.
    game.click(hard.centre_x(), hard.centre_y());
    game.wait_for(dialog_up("new-match"), "the question");
    game.press("alt+s");
    now = game.wait_for(
        [](const WindowState& s) { return s.get("screen") == "match" && s.number("moves") == 0; },
        "the new match");
    EXPECT_EQ(now.get("title"), "Opponent: Hard · you play Black");
    expect_clean_quit(game);
}

TEST(GuiEndToEnd, TheRulesShowEveryLineInEveryLanguage) {
    for (const std::string language : {"en", "de", "fr", "ja"}) {
        SCOPED_TRACE(language);
        GuiDriver game("rules_" + language, false, REVERSI_ENGINE_PROGRAM, language);
        game.wait_for(on_home, "the home screen");
        game.press("F1");
        const WindowState rules = game.wait_for(dialog_up("rules"), "the rules");
        EXPECT_GT(rules.number("rules-text-height"), 200);
        EXPECT_GE(rules.number("rules-view-height"), rules.number("rules-text-height"))
            << "on a 1280x900 screen the whole text is in view, its last line too";
        std::this_thread::sleep_for(300ms);
        game.screenshot("rules_" + language);
        game.press("Escape");
        game.wait_for(no_dialog, "the rules to close");
        expect_clean_quit(game);
    }
}

}  // namespace
}  // namespace reversi::e2e
