// The edge table, computed once at compile time from a few rules about a single edge.
#include "search/edge_table.hpp"

namespace reversi::edge_table {

namespace {

enum class Cell : std::uint8_t { Empty, Own, Other };

// Points, before Hard's phase weight turns them into hundredths of a disc.
constexpr int kCornerTakeable = 10;  // a run of ours from an empty corner ends at their disc
constexpr int kCExposed = 3;         // a run of ours from an empty corner ends at an empty square
constexpr int kInnerEdgeDisc = 1;    // a disc on one of the four middle squares of the edge

using Line = std::array<Cell, kLineLength>;

// The penalties and bonuses of one side (`who`) on a line.
constexpr int side_points(const Line& line, Cell who) {
    const Cell them = who == Cell::Own ? Cell::Other : Cell::Own;
    int points = 0;
    for (const int corner : {0, kLineLength - 1}) {
        const int step = corner == 0 ? 1 : -1;
        if (line[static_cast<std::size_t>(corner)] != Cell::Empty) continue;
        int i = corner + step;
        while (i >= 0 && i < kLineLength && line[static_cast<std::size_t>(i)] == who)
            i += step;
        if (i == corner + step || i < 0 || i >= kLineLength) continue;  // no run, or a full one
        points -= line[static_cast<std::size_t>(i)] == them ? kCornerTakeable : kCExposed;
    }
    for (int i = 2; i < kLineLength - 2; ++i) {
        if (line[static_cast<std::size_t>(i)] == who) points += kInnerEdgeDisc;
    }
    return points;
}

constexpr std::array<std::int8_t, kConfigurations> make_table() {
    std::array<std::int8_t, kConfigurations> table{};
    for (int index = 0; index < kConfigurations; ++index) {
        Line line{};
        int rest = index;
        for (std::size_t i = 0; i < line.size(); ++i) {
            line[i] = static_cast<Cell>(rest % 3);
            rest /= 3;
        }
        table[static_cast<std::size_t>(index)] =
            static_cast<std::int8_t>(side_points(line, Cell::Own) - side_points(line, Cell::Other));
    }
    return table;
}

}  // namespace

// Filled before main (make_table is constexpr, but evaluating it at compile time would exceed
// Clang's default constexpr step limit, which clang-tidy uses).
const std::array<std::int8_t, kConfigurations> kPoints = make_table();

}  // namespace reversi::edge_table
