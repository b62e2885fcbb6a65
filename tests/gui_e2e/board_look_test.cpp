// SPDX-License-Identifier: GPL-3.0-or-later
// The board as a player sees it, checked in screenshots at chosen points with tolerances: shaded
// discs with soft shadows, the last move's mark, dots on legal squares only, in light and dark
// appearance and a high-contrast theme; coordinates from the View menu, remembered; the keyboard
// cursor shown from the first key and focus rings visible from the start; the layout in small and
// tall windows; and a move shown at once when the desktop asks for reduced motion.
#include <gtest/gtest.h>
#include <stdlib.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>
#include <vector>

#include "color_vision.hpp"
#include "core/notation.hpp"
#include "gui_driver.hpp"
#include "screen_image.hpp"

namespace reversi::e2e {
namespace {

using namespace std::chrono_literals;

bool players_turn(const WindowState& s) { return s.get("phase") == "player"; }

// Sets an environment variable for the games started while it lives.
class ScopedEnvironment {
public:
    ScopedEnvironment(const char* name, const std::string& value) : name_(name) {
        ::setenv(name, value.c_str(), 1);
    }
    ~ScopedEnvironment() { ::unsetenv(name_); }
    ScopedEnvironment(const ScopedEnvironment&) = delete;
    ScopedEnvironment& operator=(const ScopedEnvironment&) = delete;

private:
    const char* name_;
};

// A fresh data folder for `name` holding a saved match (by default the mid-game one: Black to
// move, White's last move on c6); returns the folder the game keeps its files in.
std::filesystem::path seed_mid_game(const std::string& name,
                                    const std::string& match = "saved-match-mid-game.txt") {
    const std::filesystem::path folder = GuiDriver::data_home(name) + "/reversi";
    std::filesystem::remove_all(GuiDriver::data_home(name));
    std::filesystem::create_directories(folder);
    std::filesystem::copy_file(std::string(REVERSI_E2E_DATA "/") + match,
                               folder / "saved-match.txt");
    return folder;
}

// Resizes the window and waits until the automation state shows the new size, laid out.
WindowState resized(GuiDriver& game, int width, int height) {
    game.resize(width, height);
    game.wait_for(
        [&](const WindowState& s) {
            const ScreenRect window = s.rect("window");
            return std::abs(window.width - width) <= 1 && std::abs(window.height - height) <= 1;
        },
        "a window of " + std::to_string(width) + "x" + std::to_string(height));
    std::this_thread::sleep_for(300ms);
    return *game.state();
}

// The board's side with its frame (0.42 of a square each side), from the grid's.
double framed(const ScreenRect& grid) { return grid.width * (1 + 2 * 0.42 / 8); }

// Where the squares are on the screen.
struct BoardOnScreen {
    explicit BoardOnScreen(const WindowState& state) : grid(state.rect("board")) {}
    double cell() const { return grid.width / 8.0; }
    double x(const std::string& square, double across = 0) const {
        return grid.x + (column_of(parse_square(square).value()) + 0.5 + across) * cell();
    }
    double y(const std::string& square, double down = 0) const {
        return grid.y + (row_of(parse_square(square).value()) + 0.5 + down) * cell();
    }
    ScreenRect grid;
};

// The picture of the mid-game match, the pointer parked off the board.
ScreenImage mid_game_picture(GuiDriver& game, const WindowState& state, const std::string& name) {
    const ScreenRect window = state.rect("window");
    game.move_pointer(window.x + window.width - 4, window.y + window.height - 4);
    std::this_thread::sleep_for(500ms);  // the hover, if any, is gone; the paint is done
    return ScreenImage::load(game.screenshot(name));
}

// The points of the mid-game board that show whether it was drawn as designed.
void expect_the_board_drawn(const ScreenImage& shot, const BoardOnScreen& board) {
    const double c = board.cell();
    // Discs are lit from the upper left: lighter there than at the lower right.
    for (const std::string black : {"c3", "d4", "e6"}) {
        SCOPED_TRACE(black);
        EXPECT_LT(shot.at(board.x(black), board.y(black)).luma(), 90) << "a black disc";
        EXPECT_GT(shot.at(board.x(black, -0.2), board.y(black, -0.2)).luma(),
                  shot.at(board.x(black, 0.2), board.y(black, 0.2)).luma() + 20)
            << "a black disc's shading";
    }
    for (const std::string white : {"d3", "e4", "e7"}) {
        SCOPED_TRACE(white);
        EXPECT_GT(shot.at(board.x(white), board.y(white)).luma(), 200) << "a white disc";
        EXPECT_GT(shot.at(board.x(white, -0.2), board.y(white, -0.2)).luma(),
                  shot.at(board.x(white, 0.2), board.y(white, 0.2)).luma() + 12)
            << "a white disc's shading";
    }
    // A soft shadow just below a disc: darker than the same spot on the empty square beside it.
    EXPECT_LT(shot.at(board.x("c3"), board.y("c3", 0.435)).luma(),
              shot.at(board.x("b3"), board.y("b3", 0.435)).luma() - 8)
        << "the shadow under c3";
    // The last move (White's c6) carries a red-orange mark on a white disc.
    const Rgb mark = shot.at(board.x("c6"), board.y("c6"));
    EXPECT_GT(mark.red, 180) << "the last-move mark";
    EXPECT_LT(mark.green, 140) << "the last-move mark";
    EXPECT_LT(mark.blue, 110) << "the last-move mark";
    // A dot on every legal square, none on the other empty squares.
    for (const std::string legal : {"c2", "e3", "g4", "b5", "f7", "e8"}) {
        EXPECT_LT(shot.at(board.x(legal), board.y(legal)).luma(),
                  shot.at(board.x(legal, 0.3), board.y(legal)).luma() - 25)
            << "no dot on " << legal;
    }
    for (const std::string empty : {"a1", "h8", "a5", "h3", "b7"}) {
        EXPECT_NEAR(shot.at(board.x(empty), board.y(empty)).luma(),
                    shot.at(board.x(empty, 0.3), board.y(empty)).luma(), 10)
            << "a dot on " << empty << ", which is not legal";
    }
    // A frame around the grid: dark wood, warmer than it is blue.
    const Rgb frame = shot.at(board.grid.x - 0.2 * c, board.y("d4"));
    EXPECT_LT(frame.luma(), 130) << "the frame";
    EXPECT_GT(frame.red, frame.blue + 15) << "the frame";
}

TEST(BoardLook, DiscsMarksAndDotsInLightAndDarkAppearance) {
    for (const auto& [theme, light] : {std::pair{"Adwaita", true}, {"Adwaita:dark", false}}) {
        SCOPED_TRACE(theme);
        const std::string name = light ? "look_light" : "look_dark";
        const ScopedEnvironment appearance("GTK_THEME", theme);
        seed_mid_game(name);
        GuiDriver game(name, /*keep_data=*/true);
        const WindowState now = game.wait_for(players_turn, "the resumed match");
        const ScreenImage shot = mid_game_picture(game, now, name);
        expect_the_board_drawn(shot, BoardOnScreen(now));
        // Everything around the board follows the desktop's appearance.
        const ScreenRect window = now.rect("window");
        const double around =
            shot.at(window.x + window.width - 6, window.y + window.height - 6, 2).luma();
        if (light) {
            EXPECT_GT(around, 170) << "the page around the board in a light theme";
        } else {
            EXPECT_LT(around, 90) << "the page around the board in a dark theme";
        }
        game.press("ctrl+q");
        EXPECT_EQ(game.wait_for_exit(20s), 0);
    }
}

TEST(BoardLook, AHighContrastThemeGetsSolidRingedDotsAndStrongLines) {
    const ScopedEnvironment appearance("GTK_THEME", "HighContrast");
    seed_mid_game("look_high_contrast");
    GuiDriver game("look_high_contrast", /*keep_data=*/true);
    const WindowState now = game.wait_for(players_turn, "the resumed match");
    EXPECT_EQ(now.get("contrast"), "high");
    const ScreenImage shot = mid_game_picture(game, now, "look_high_contrast");
    const BoardOnScreen board(now);
    for (const std::string legal : {"c2", "e3", "b5"}) {
        SCOPED_TRACE(legal);
        EXPECT_LT(shot.at(board.x(legal), board.y(legal)).luma(), 45) << "a solid dot";
        EXPECT_GT(shot.lightest(board.x(legal, 0.125), board.y(legal), 2), 200)
            << "the dot's light ring";
    }
    EXPECT_LT(shot.darkest(board.grid.x + 4 * board.cell(), board.y("a1"), 2), 30)
        << "black grid lines";
    game.press("ctrl+q");
    EXPECT_EQ(game.wait_for_exit(20s), 0);
}

TEST(BoardLook, CoordinatesComeFromTheViewMenuAndAreRememberedAcrossLaunches) {
    const std::string name = "coordinates";
    const std::filesystem::path folder = seed_mid_game(name);
    {
        GuiDriver game(name, /*keep_data=*/true);
        WindowState now = game.wait_for(players_turn, "the resumed match");
        EXPECT_EQ(now.get("coordinates"), "off") << "off by default";
        const BoardOnScreen board(now);
        const double above_a = board.grid.y - 0.21 * board.cell();  // the middle of the frame
        const ScreenImage plain = mid_game_picture(game, now, "coordinates_off");
        game.focus_window();
        game.press("alt+v c");
        now = game.wait_for([](const WindowState& s) { return s.get("coordinates") == "on"; },
                            "coordinates on");
        const ScreenImage labelled = mid_game_picture(game, now, "coordinates_on");
        EXPECT_GT(labelled.lightest(board.x("a1"), above_a, 5),
                  plain.lightest(board.x("a1"), above_a, 5) + 60)
            << "the letter a above the first column";
        game.press("ctrl+q");
        EXPECT_EQ(game.wait_for_exit(20s), 0);
    }
    {
        std::ifstream settings(folder / "settings.txt");
        std::stringstream text;
        text << settings.rdbuf();
        EXPECT_NE(text.str().find("coordinates on"), std::string::npos) << text.str();
    }
    {
        GuiDriver again(name, /*keep_data=*/true);
        const WindowState now = again.wait_for(players_turn, "the match, again");
        EXPECT_EQ(now.get("coordinates"), "on") << "remembered across launches";
        again.press("ctrl+q");
        EXPECT_EQ(again.wait_for_exit(20s), 0);
    }
    // A damaged settings file: the defaults, the file set aside, and the game plays on.
    std::ofstream(folder / "settings.txt", std::ios::trunc)
        << "reversi-settings 1\ncoordinates maybe\n";
    GuiDriver damaged(name, /*keep_data=*/true);
    const WindowState now = damaged.wait_for(players_turn, "the match with damaged settings");
    EXPECT_EQ(now.get("coordinates"), "off");
    EXPECT_TRUE(std::filesystem::exists(folder / "settings.txt.corrupt-1"));
    damaged.press("ctrl+q");
    EXPECT_EQ(damaged.wait_for_exit(20s), 0);
}

TEST(BoardLook, TheKeyboardCursorShowsAtTheFirstKeyOnALegalSquare) {
    seed_mid_game("cursor");
    GuiDriver game("cursor", /*keep_data=*/true);
    WindowState now = game.wait_for(players_turn, "the resumed match");
    game.focus_window();  // as a window manager does for a new window; no key is pressed
    now = game.wait_for([](const WindowState& s) { return s.get("focus") == "board"; },
                        "the board focused");
    std::this_thread::sleep_for(300ms);
    // A mouse player sees no yellow ring that could pass for a suggested move.
    EXPECT_EQ(game.state()->get("cursor"), "none") << "the cursor before any key";
    // The first arrow shows the cursor and moves it; back again, it is on the square it was
    // placed on, a legal one.
    game.press("Right");
    now = game.wait_for([](const WindowState& s) { return s.get("cursor") != "none"; },
                        "the keyboard cursor");
    const std::string moved = now.get("cursor");
    game.press("Left");
    now = game.wait_for([&](const WindowState& s) { return s.get("cursor") != moved; },
                        "the cursor back");
    const std::string cursor = now.get("cursor");
    const std::vector<std::string> legal = now.words("legal");
    EXPECT_NE(std::find(legal.begin(), legal.end(), cursor), legal.end())
        << cursor << " is not a legal square";
    const BoardOnScreen board(now);
    const ScreenImage shot = mid_game_picture(game, now, "cursor");
    EXPECT_TRUE(shot.any(board.x(cursor, -0.43), board.y(cursor), 3,
                         [](const Rgb& p) { return p.red > 200 && p.green > 170 && p.blue < 140; }))
        << "the cursor's yellow ring on " << cursor;
    const int moves = now.number("moves");
    game.press("Return");
    now = game.wait_for([&](const WindowState& s) { return s.number("moves") > moves; },
                        "Enter plays the cursor's square");
    EXPECT_EQ(now.get("position").at(static_cast<std::size_t>(parse_square(cursor).value())), 'X');
    game.press("ctrl+q");
    EXPECT_EQ(game.wait_for_exit(20s), 0);
}

TEST(BoardLook, TheHomeScreenShowsWhereTheFocusIsBeforeAnyKey) {
    GuiDriver game("focus_ring");
    const WindowState home =
        game.wait_for([](const WindowState& s) { return s.get("screen") == "home"; }, "home");
    game.focus_window();
    game.move_pointer(0, 0);
    std::this_thread::sleep_for(400ms);
    const ScreenImage shot = ScreenImage::load(game.screenshot("focus_ring"));
    const ScreenRect easy = home.rect("button-easy");
    // The theme's selection blue, just around the focused first button.
    auto blue = [](const Rgb& p) { return p.blue > 150 && p.blue > p.red + 60; };
    EXPECT_TRUE(shot.any(easy.x, easy.centre_y(), 4, blue)) << "no focus ring left of Easy";
    EXPECT_TRUE(shot.any(easy.centre_x(), easy.y + easy.height, 4, blue))
        << "no focus ring under Easy";
    const ScreenRect hard = home.rect("button-hard");
    EXPECT_FALSE(shot.any(hard.x, hard.centre_y(), 4, blue)) << "a ring on an unfocused button";
    game.press("ctrl+q");
    EXPECT_EQ(game.wait_for_exit(20s), 0);
}

TEST(BoardLook, TheBoardTakesTheRoomAndATallWindowPutsTheColumnBelow) {
    seed_mid_game("layout");
    GuiDriver game("layout", /*keep_data=*/true);
    WindowState now = game.wait_for(players_turn, "the resumed match");
    // At the smallest size the board, frame included, is wider than half the window.
    const std::vector<std::string> smallest = now.words("min-window");
    game.resize(std::stoi(smallest.at(0)), std::stoi(smallest.at(1)));
    now = game.wait_for(
        [&](const WindowState& s) { return s.rect("window").width <= std::stoi(smallest[0]) + 1; },
        "the smallest window");
    std::this_thread::sleep_for(300ms);
    now = *game.state();
    const double frame_share = 1 + 2 * 0.42 / 8;  // the frame adds 0.42 of a square each side
    EXPECT_GT(now.rect("board").width * frame_share, 0.5 * now.rect("window").width)
        << now.get("board") << " in " << now.get("window");
    game.screenshot("layout_smallest");

    game.resize(700, 1000);
    now = game.wait_for([](const WindowState& s) { return s.rect("window").height >= 990; },
                        "a tall window");
    std::this_thread::sleep_for(300ms);
    now = *game.state();
    const ScreenRect board = now.rect("board");
    const ScreenRect window = now.rect("window");
    // Beside the column it would get under 0.6 of the width; below it, all but the frame, the
    // margins and the room the column keeps for a pass notice.
    EXPECT_GT(board.width, 0.75 * window.width) << "the board spans a tall window";
    EXPECT_LT(board.y + board.height, window.y + window.height - 150)
        << "the column goes below the board";
    game.screenshot("layout_tall");
    game.press("ctrl+q");
    EXPECT_EQ(game.wait_for_exit(20s), 0);
}

TEST(BoardLook, AtTheOpeningSizeTheBoardTakesTheHeightAndTheColumnOnlyWhatItHolds) {
    seed_mid_game("layout_1024");
    GuiDriver game("layout_1024", /*keep_data=*/true);
    game.wait_for(players_turn, "the resumed match");
    const WindowState now = resized(game, 1024, 720);
    const ScreenRect window = now.rect("window");
    const ScreenRect board = now.rect("board");
    const ScreenRect column = now.rect("column");
    const std::string where = now.get("board") + ", column " + now.get("column");
    // The board, frame included, fills the height but for the menu bar and a margin.
    EXPECT_GT(framed(board), 0.88 * window.height) << where;
    // The column holds its texts and buttons one after the other, with no empty stretch
    // between them: in a window this tall it takes well under half the height.
    EXPECT_LT(column.height, 0.45 * window.height) << where;
    EXPECT_GE(column.x, board.x + board.width) << "the column beside the board: " << where;
    EXPECT_LE(column.x + column.width, window.x + window.width) << where;
    // It starts level with the board's frame, not at the window's far end.
    const double board_top = board.y - 0.42 * board.width / 8;
    EXPECT_NEAR(column.y, board_top, 0.05 * window.height) << where;
    game.screenshot("layout_1024x720");
    game.press("ctrl+q");
    EXPECT_EQ(game.wait_for_exit(20s), 0);
}

// The marks the board gives, each against what is around it, as a viewer with each kind of
// colour vision sees them (the screenshot's colours through a dichromacy simulation): the
// legal-move dots against the felt, the last-move mark against its disc, and the disc shown
// under the pointer against the bare square.
struct MarkContrast {
    std::string what;
    Rgb mark;
    Rgb around;
    double least;  // the contrast ratio it keeps with every kind of colour vision
};

std::vector<MarkContrast> marks_on(const ScreenImage& shot, const BoardOnScreen& board,
                                   const std::vector<std::string>& dots, const std::string& last,
                                   const std::string& hover) {
    std::vector<MarkContrast> marks;
    for (const std::string& dot : dots)
        marks.push_back({"the dot on " + dot, shot.at(board.x(dot), board.y(dot)),
                         shot.at(board.x(dot, 0.3), board.y(dot), 2), 3.0});
    // The mark's fill, against the face of the disc just below it.
    marks.push_back({"the last-move mark on " + last, shot.at(board.x(last), board.y(last)),
                     shot.at(board.x(last), board.y(last, 0.2)), 3.0});
    // The disc under the pointer, against its square's corner (the same hover tint).
    marks.push_back({"the disc under the pointer on " + hover,
                     shot.at(board.x(hover), board.y(hover), 2),
                     shot.at(board.x(hover, 0.44), board.y(hover, 0.44)), 1.75});
    return marks;
}

void expect_readable_with_every_color_vision(const std::vector<MarkContrast>& marks) {
    for (const ColorVision& vision : color_visions()) {
        for (const MarkContrast& m : marks) {
            const double ratio = contrast_seen(m.mark, m.around, vision);
            std::printf("%-13s %-36s %5.2f:1\n", vision.name.c_str(), m.what.c_str(), ratio);
            EXPECT_GE(ratio, m.least) << m.what << " with " << vision.name;
        }
    }
}

TEST(BoardLook, DotsTheLastMoveAndTheHoverReadWithEveryColorVision) {
    // Black to move (White's last move, c6, carries the mark on a white disc), then White to
    // move (Black's d3 carries it on a black disc); the pointer over a legal square each time.
    struct Case {
        std::string name, match, last, hover;
        std::vector<std::string> dots;
    };
    for (const Case& c :
         {Case{"vision_black",
               "saved-match-mid-game.txt",
               "c6",
               "e3",
               {"c2", "e3", "g4", "b5", "f7", "e8"}},
          Case{"vision_white", "saved-match-white-to-move.txt", "d3", "c3", {"c3", "e3", "c5"}}}) {
        SCOPED_TRACE(c.name);
        seed_mid_game(c.name, c.match);
        GuiDriver game(c.name, /*keep_data=*/true);
        const WindowState now = game.wait_for(players_turn, "the resumed match");
        const BoardOnScreen board(now);
        // The pointer comes onto the square the way a player's does, from beside it.
        game.move_pointer(static_cast<int>(board.x(c.hover, -0.2)),
                          static_cast<int>(board.y(c.hover, -0.2)));
        game.move_pointer(static_cast<int>(board.x(c.hover)), static_cast<int>(board.y(c.hover)));
        std::this_thread::sleep_for(600ms);
        const ScreenImage shot = ScreenImage::load(game.screenshot(c.name));
        std::vector<std::string> dots;
        for (const std::string& dot : c.dots)
            if (dot != c.hover) dots.push_back(dot);
        expect_readable_with_every_color_vision(marks_on(shot, board, dots, c.last, c.hover));
        game.press("ctrl+q");
        EXPECT_EQ(game.wait_for_exit(20s), 0);
    }
}

TEST(BoardLook, WithReducedMotionAMoveShowsItsResultAtOnce) {
    // GTK reads the desktop's switch from settings.ini when no settings daemon runs.
    const std::string name = "reduced_motion";
    seed_mid_game(name);
    const std::filesystem::path gtk = GuiDriver::data_home(name) + "/gtk-3.0";
    std::filesystem::create_directories(gtk);
    std::ofstream(gtk / "settings.ini") << "[Settings]\ngtk-enable-animations=0\n";
    GuiDriver game(name, /*keep_data=*/true);
    WindowState now = game.wait_for(players_turn, "the resumed match");
    EXPECT_EQ(now.get("motion"), "reduced");
    // c2 turns d3 and e4 at once: the picture right after the move shows d3 black.
    const BoardOnScreen board(now);
    game.click_square(now, "c2");
    now =
        game.wait_for([](const WindowState& s) { return s.get("last-move") == "c2"; }, "c2 played");
    EXPECT_EQ(now.get("move-animation"), "at-once");
    const ScreenImage shot = ScreenImage::load(game.screenshot("reduced_motion"));
    EXPECT_LT(shot.at(board.x("d3"), board.y("d3")).luma(), 90) << "d3 already turned black";
    game.press("ctrl+q");
    EXPECT_EQ(game.wait_for_exit(20s), 0);

    // Without the switch, moves are animated.
    std::filesystem::remove(gtk / "settings.ini");
    seed_mid_game(name);
    GuiDriver animated(name, /*keep_data=*/true);
    now = animated.wait_for(players_turn, "the match");
    EXPECT_EQ(now.get("motion"), "full");
    animated.click_square(now, "c2");
    now = animated.wait_for([](const WindowState& s) { return s.get("last-move") == "c2"; },
                            "c2 played");
    EXPECT_EQ(now.get("move-animation"), "animated");
    animated.press("ctrl+q");
    EXPECT_EQ(animated.wait_for_exit(20s), 0);
}

}  // namespace
}  // namespace reversi::e2e
