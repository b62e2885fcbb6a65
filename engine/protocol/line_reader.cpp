// SPDX-License-Identifier: GPL-3.0-or-later
// Bounded line reading straight from the stream buffer.
#include "protocol/line_reader.hpp"

#include <algorithm>

namespace reversi {

LineStatus read_line(std::istream& in, std::string& line, std::size_t max_length) {
    line.clear();
    std::streambuf* buffer = in.rdbuf();
    bool too_long = false;
    bool read_anything = false;
    for (;;) {
        const int c = buffer->sbumpc();
        if (c == std::char_traits<char>::eof()) {
            in.setstate(std::ios::eofbit);
            if (!read_anything) return LineStatus::End;
            break;  // a last line without '\n' still counts
        }
        read_anything = true;
        if (c == '\n') break;
        if (c == '\r') continue;
        if (line.size() < max_length) {
            line.push_back(static_cast<char>(c));
        } else {
            too_long = true;
        }
    }
    if (too_long) {
        line.clear();
        return LineStatus::TooLong;
    }
    return LineStatus::Ok;
}

}  // namespace reversi
