// PLACEHOLDER until the opponents land (issue 3): plays the first legal square in board order.
#include "search/search.hpp"

namespace reversi {

Move choose_move(const Position& position, const SearchRequest& /*request*/,
                 const InfoSink& /*on_info*/) {
    const Bitboard moves = position.legal_moves();
    if (moves == 0) return Move::pass();
    return Move::at(lowest_square(moves));
}

}  // namespace reversi
