// Where the 8x8 board sits in a panel of any size, and which square a point falls on: the
// geometry the board panel draws with and hit-tests with, kept free of wx so tests can check it.
#pragma once

#include <optional>

namespace reversi::gui {

struct Rect {
    double x = 0;
    double y = 0;
    double width = 0;
    double height = 0;
};

class BoardLayout {
public:
    // The largest square board that fits `width` x `height` less `margin` on every side,
    // centred.
    BoardLayout(double width, double height, double margin);

    const Rect& board() const { return board_; }
    double cell() const { return board_.width / 8; }
    Rect square_rect(int square) const;
    // The square under a point, or nothing outside the board (or on a panel too small for one).
    std::optional<int> square_at(double x, double y) const;

private:
    Rect board_;
};

}  // namespace reversi::gui
