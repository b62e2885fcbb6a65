// SPDX-License-Identifier: GPL-3.0-or-later
// The command loop over arbitrary bytes: whatever arrives, the engine neither crashes nor leaks,
// writes only printable lines, and answers each line with at most one error.
#include <algorithm>
#include <sstream>
#include <string>

#include "fuzz/budget.hpp"
#include "fuzz/check.hpp"
#include "fuzz/harnesses.hpp"
#include "protocol/line_reader.hpp"
#include "protocol/session.hpp"

namespace reversi::fuzz {

namespace {

// The line reader with a tiny limit, so the over-long path runs on short inputs too.
void check_line_reader(std::string_view text, std::size_t limit) {
    std::istringstream in{std::string(text)};
    std::string line;
    std::size_t lines = 0;
    for (;;) {
        const LineStatus status = read_line(in, line, limit);
        if (status == LineStatus::End) break;
        ++lines;
        check(line.size() <= limit, "read_line returned more than its limit");
        check(line.find_first_of("\r\n") == std::string::npos, "read_line kept '\\r' or '\\n'");
        if (status == LineStatus::TooLong) check(line.empty(), "an over-long line was kept");
    }
    const auto newlines = static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'));
    const bool unterminated_tail = !text.empty() && text.back() != '\n';
    check(lines == newlines + (unterminated_tail ? 1 : 0), "read_line lost or invented a line");
}

void check_replies(const std::string& out, std::size_t input_lines) {
    check(out.empty() || out.back() == '\n', "a reply without its newline");
    std::size_t errors = 0;
    std::istringstream replies(out);
    for (std::string line; std::getline(replies, line);) {
        const bool printable =
            std::all_of(line.begin(), line.end(), [](char c) { return c >= 0x20 && c < 0x7f; });
        check(printable, "a reply with a byte outside printable ASCII", line);
        check(!line.empty(), "an empty reply line");
        if (line.rfind("error ", 0) == 0) ++errors;
    }
    check(errors <= input_lines, "more error replies than input lines");
}

}  // namespace

int protocol_bytes(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    check_line_reader(text, size == 0 ? 1 : 1 + data[0] % 32);

    std::istringstream in(bounded_lines(text, &within_budget));
    std::ostringstream out;
    std::ostringstream log;
    ProtocolSession session(out, log);
    session.run(in);
    check_replies(out.str(),
                  static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) + 1);
    return 0;
}

}  // namespace reversi::fuzz
