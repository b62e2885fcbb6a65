// SPDX-License-Identifier: GPL-3.0-or-later
// Openings from a file, so matches can share a published set: one opening a line, as moves
// from the start, every move checked with the rules core.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/move.hpp"
#include "vocabulary/value_or_error.hpp"

namespace reversi::match {

using Opening = std::vector<Move>;

// Each line is one opening, up to a '#' that starts a comment; lines with only a comment or
// blanks are skipped. Squares are separated by blanks ("f5 d6 c3") or run together ("f5d6c3"),
// case-insensitive; a pass the rules force may be written ("pass") or left out. Refused, with the
// line's number in the reason: a move that is not legal, an opening that ends the game, two
// openings reaching the same position, or a file without openings.
ValueOrError<std::vector<Opening>> parse_openings(std::string_view text);

// The openings of the file at `path`, or why not, in words that start with the path.
ValueOrError<std::vector<Opening>> read_openings_file(const std::string& path);

// A short text that changes whenever the openings do (FNV-1a over their moves), so runs that
// are merged can be checked to have played the same ones.
std::string openings_fingerprint(const std::vector<Opening>& openings);

}  // namespace reversi::match
