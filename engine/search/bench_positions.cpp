// SPDX-License-Identifier: GPL-3.0-or-later
// Seeded random play from the start, one generator per position.
#include "search/bench_positions.hpp"

#include "search/random.hpp"

namespace reversi {

namespace {

constexpr int kFirstLength = 4;

Move random_square(Bitboard moves, SplitMix64& generator) {
    auto skip = static_cast<int>(generator.below(static_cast<std::uint64_t>(popcount(moves))));
    for (; skip > 0; --skip)
        moves &= moves - 1;
    return Move::at(lowest_square(moves));
}

Position random_line(int length, SplitMix64 generator) {
    Position p = Position::start();
    for (int played = 0; played < length;) {
        const Position next = p.after(random_square(p.legal_moves(), generator));
        const Position settled = next.must_pass() ? next.after(Move::pass()) : next;
        if (!settled.has_legal_move()) break;  // the game would be over
        p = settled;
        ++played;
    }
    return p;
}

}  // namespace

std::vector<Position> bench_positions() {
    std::vector<Position> positions;
    positions.reserve(kBenchPositionCount);
    for (int i = 0; i < kBenchPositionCount; ++i)
        positions.push_back(
            random_line(kFirstLength + i, SplitMix64(static_cast<std::uint64_t>(i))));
    return positions;
}

}  // namespace reversi
