// SPDX-License-Identifier: GPL-3.0-or-later
// Reads one protocol line with a hard length limit, so no input can make the engine buffer
// without bound.
#pragma once

#include <cstddef>
#include <istream>
#include <string>

namespace reversi {

constexpr std::size_t kMaxLineLength = std::size_t{64} * 1024;

enum class LineStatus {
    Ok,       // `line` holds the line, without its '\n' and any '\r'
    TooLong,  // the line was longer than the limit; it was read to its end and dropped
    End,      // no more input
};

LineStatus read_line(std::istream& in, std::string& line, std::size_t max_length = kMaxLineLength);

}  // namespace reversi
