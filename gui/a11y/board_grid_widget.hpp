// SPDX-License-Identifier: GPL-3.0-or-later
// The board as a screen reader sees it: a GTK widget of our own that draws nothing and takes no
// input, laid over the drawn board, whose ATK accessible is a grid of 64 squares in rows and
// columns (each with a name, a row and a column, an action that plays it and a focused state
// that follows the keys that move the cursor) and a notification that carries announcements.
// wxWidgets has no accessibility layer on GTK; through ATK, AT-SPI (Orca) reads this as it reads
// GTK's own.
#pragma once

#include <gtk/gtk.h>

#include <array>
#include <functional>
#include <string>

namespace reversi::a11y {

inline constexpr int kGridSquares = 64;

// What the accessible asks of the board. Squares are numbered as in engine/core (a1 = 0).
struct BoardGridSource {
    std::function<bool(int square)> play;  // plays a legal square; false when it is not one
    std::function<bool()> focused;         // whether the board has the keyboard focus
    // A square's rectangle on the screen and the top-level window's origin on the screen.
    std::function<std::array<int, 4>(int square)> screen_rect;
    std::function<std::array<int, 2>()> window_origin;
};

// A new widget (floating reference) over `source`, which must outlive it.
GtkWidget* board_grid_widget_new(const BoardGridSource* source);

// The source is going away: the accessible answers without it from now on.
void board_grid_forget_source(GtkWidget* grid);
// The table's own name ("Board").
void board_grid_set_name(GtkWidget* grid, const std::string& name);
// A square's name; a change is sent to AT-SPI (so a screen reader re-reads the focused one).
void board_grid_set_square_name(GtkWidget* grid, int square, const std::string& name);
// The keyboard cursor is on `square`. When `told` (a key the player pressed moved it), the
// squares' focused states and the table's active descendant follow, with their events, while
// the board has the focus; returns whether they did (false when the square had it already).
// Untold (the game put the cursor on a square with a dot after a move), nothing is said: a
// move is followed by its announcements only, and the next key reads where it lands.
bool board_grid_set_cursor(GtkWidget* grid, int square, bool told);
// The board gained or lost the keyboard focus: the cursor's square gains it, with events.
void board_grid_focus_changed(GtkWidget* grid);
// Says `text` through the table's notification (shown again for every announcement).
void board_grid_announce(GtkWidget* grid, const std::string& text);

}  // namespace reversi::a11y
