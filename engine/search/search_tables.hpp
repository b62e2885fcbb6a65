// SPDX-License-Identifier: GPL-3.0-or-later
// The tables a search fills, made once per process instead of once per thread. Every search
// starts with a new stamp and ignores what earlier searches wrote, so which thread used them
// before changes no reply; a session's thread, or a test's, no longer pays for 24 MiB of fresh
// tables when it starts its first search.
#pragma once

#include <cstddef>

#include "search/endgame_table.hpp"
#include "search/transposition_table.hpp"

namespace reversi {

struct SearchTables {
    TranspositionTable table;
    EndgameTable endgame;
    EndgameTable near_end{EndgameTable::kNearEndIndexBits};  // of one size: `megabytes` leaves it
};

// This thread's tables until it ends: those a finished thread left, or new ones, the first two
// sized to hold `megabytes` between them (a new size forgets everything). At the end of the
// thread they wait for the next one.
SearchTables& this_threads_tables(std::size_t megabytes);

}  // namespace reversi
