// SPDX-License-Identifier: GPL-3.0-or-later
// What `reversi-train probcut` prints: the fits by depth, the spread of every depth pair, the
// fits by empty squares, and the C++ table search/probcut_prediction.hpp holds.
#pragma once

#include <string>
#include <vector>

#include "train/probcut_fit.hpp"

namespace reversi::train {

// The report of positions searched to depths 1 .. deepest.
std::string probcut_report(const std::vector<ScoredPosition>& scored, int deepest);

}  // namespace reversi::train
