// SPDX-License-Identifier: GPL-3.0-or-later
// The endgame solver's loop over a node's children when several threads share the search
// (search_team.hpp): the one place where it differs from one thread's.
#include <array>

#include "search/endgame.hpp"

namespace reversi {

// The ordered children of a node several threads may be reading, until one reaches beta, as
// search_ordered reads them alone, except that a child another thread is reading waits until
// the others are read. False when the search was stopped.
bool EndgameSolver::search_shared(const CandidateList& list, int count, int& best, int& best_square,
                                  int& alpha, int beta, int empties) {
    const auto search_one = [&](const Candidate& m) {
        busy_->enter(m.child.player, m.child.opponent);
        const int score = child_score(m.child, best == kWorst, alpha, beta, empties);
        busy_->leave(m.child.player, m.child.opponent);
        if (counter_.aborted()) return false;
        if (score > best) {
            best = score;
            best_square = m.square;
            if (score > alpha) alpha = score;
        }
        return true;
    };
    std::array<int, 32> deferred;  // NOLINT(cppcoreguidelines-pro-type-member-init)
    int deferred_count = 0;
    for (int i = 0; i < count && best < beta; ++i) {
        const Candidate& m = list[static_cast<std::size_t>(i)];
        if (best != kWorst && busy_->busy(m.child.player, m.child.opponent)) {
            deferred[static_cast<std::size_t>(deferred_count++)] = i;
            continue;
        }
        if (!search_one(m)) return false;
    }
    for (int i = 0; i < deferred_count && best < beta; ++i) {
        if (!search_one(list[static_cast<std::size_t>(deferred[static_cast<std::size_t>(i)])]))
            return false;
    }
    return true;
}

}  // namespace reversi
