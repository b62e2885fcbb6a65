// SPDX-License-Identifier: GPL-3.0-or-later
// The tables a search fills, and who makes them when. Every search starts with a new stamp and
// ignores what earlier searches wrote, so which search or thread used a set before changes no
// reply: only its size can. Tables are made and written through outside any search (a session
// makes them at setoption, isready and the like), never inside a search's time.
#pragma once

#include <cstddef>
#include <memory>

#include "search/endgame_table.hpp"
#include "search/transposition_table.hpp"

namespace reversi {

struct SearchTables {
    TranspositionTable table;
    EndgameTable endgame;
    EndgameTable near_end{EndgameTable::kNearEndIndexBits};  // of one size: `megabytes` leaves it

    // Sizes the main and endgame tables to hold `megabytes` between them (a new size forgets
    // everything); the endgame table is made at its first search or at allocate().
    void set_size(std::size_t megabytes);
    // Makes every table now and writes it through, so that no search pays for its pages.
    // Throws std::bad_alloc when there is no memory.
    void allocate();
};

// The per mille of the entries of `tables`' main and endgame tables that the search in progress
// has written, each table counted by its size (a sample of each): what `hashfull` reports.
int hashfull(const SearchTables& tables);

// This thread's tables until it ends, for searches whose caller lends them none (bench, tests,
// tools): those a finished thread left, or new ones, the first two sized to hold `megabytes`
// between them (a new size forgets everything). At the end of the thread they wait for the
// next one.
SearchTables& this_threads_tables(std::size_t megabytes);

// The tables an engine lends its searches (protocol-spec/PROTOCOL.md, "Hash"): a set of the
// fixed default size for every reply that must be reproducible, and a set of the size the Hash
// option asks for, for searches whose reply may depend on it. At the default size the two are
// one set. Both are made by resize() and allocate(), which the engine calls between searches;
// a search only fills them. Taken from the same pool as this_threads_tables(), so engines made
// one after another (tests) reuse one set.
class EngineTables {
public:
    EngineTables();
    ~EngineTables();
    EngineTables(const EngineTables&) = delete;
    EngineTables& operator=(const EngineTables&) = delete;

    // The Hash option's size from now on: the sized set is made now and written through (or
    // dropped, at the default size). The old set goes first, so two are never held at once:
    // when there is no memory for the new one it throws std::bad_alloc, and the size is then
    // the default.
    void resize(std::size_t megabytes);
    std::size_t megabytes() const { return megabytes_; }
    // Makes the fixed set's lazily made tables now (the sized set is made whole by resize()).
    void allocate();

    SearchTables& fixed() { return *fixed_; }
    SearchTables& sized() { return sized_ ? *sized_ : *fixed_; }

private:
    std::unique_ptr<SearchTables> fixed_;
    std::unique_ptr<SearchTables> sized_;  // none at the default size
    std::size_t megabytes_;
};

}  // namespace reversi
