// Easy draws once from move_generator(seed, moves made) and walks the weighted list of legal
// squares in board order until the draw is used up.
#include "search/easy.hpp"

#include "search/random.hpp"

namespace reversi {

Move easy_move(const Position& position, std::uint64_t seed) {
    const Bitboard moves = position.legal_moves();
    std::uint64_t total = 0;
    for_each_square(moves, [&](int square) {
        total += static_cast<std::uint64_t>(
            kEasyBaseWeight + popcount(flips(position.player(), position.opponent(), square)));
    });
    SplitMix64 generator = move_generator(seed, position.moves_made());
    std::uint64_t draw = generator.below(total);
    int chosen = lowest_square(moves);
    bool found = false;
    for_each_square(moves, [&](int square) {
        if (found) return;
        const auto weight = static_cast<std::uint64_t>(
            kEasyBaseWeight + popcount(flips(position.player(), position.opponent(), square)));
        if (draw < weight) {
            chosen = square;
            found = true;
        } else {
            draw -= weight;
        }
    });
    return Move::at(chosen);
}

}  // namespace reversi
