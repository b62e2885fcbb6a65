// SPDX-License-Identifier: GPL-3.0-or-later
// The GTP and NBoard command loops (reversi-engine --gtp, --nboard) over arbitrary bytes: no
// crash, leak or undefined behaviour, and replies shaped as each protocol promises. Both
// sessions play at level easy and the budget rules keep them there (budget.hpp).
#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "fuzz/budget.hpp"
#include "fuzz/check.hpp"
#include "fuzz/harnesses.hpp"
#include "protocol/gtp_session.hpp"
#include "protocol/nboard_session.hpp"

namespace reversi::fuzz {

namespace {

std::size_t line_count(std::string_view text) {
    return static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) + 1;
}

std::vector<std::string> lines_of(const std::string& out) {
    check(out.empty() || out.back() == '\n', "output that does not end its last line");
    std::vector<std::string> lines;
    std::istringstream text(out);
    for (std::string line; std::getline(text, line);)
        lines.push_back(line);
    return lines;
}

// GTP: every response starts with '=' or '?' and ends with an empty line, with no empty line
// inside; at most one response per input line.
void check_gtp_responses(const std::string& out, std::size_t input_lines) {
    const auto lines = lines_of(out);
    std::size_t responses = 0;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        check(!lines[i].empty() && (lines[i][0] == '=' || lines[i][0] == '?'),
              "a GTP response that does not start with '=' or '?'", lines[i]);
        ++responses;
        while (i < lines.size() && !lines[i].empty())
            ++i;
        check(i < lines.size(), "a GTP response without its closing empty line", out);
    }
    check(responses <= input_lines, "more GTP responses than input lines");
}

// NBoard: replies are whole printable lines (rejections go to the log, not here).
void check_nboard_replies(const std::string& out) {
    for (const std::string& line : lines_of(out)) {
        check(!line.empty(), "an empty NBoard reply line");
        check(std::all_of(line.begin(), line.end(), [](char c) { return c >= 0x20 && c < 0x7f; }),
              "an NBoard reply byte outside printable ASCII", line);
    }
}

}  // namespace

int gtp_bytes(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::istringstream in(bounded_lines(text, &gtp_within_budget));
    std::ostringstream out;
    std::ostringstream log;
    GtpSession session(out, log, SessionOptions{{Level::Easy, 0}, true});
    session.run(in);
    check_gtp_responses(out.str(), line_count(text));
    return 0;
}

int nboard_bytes(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::istringstream in(bounded_lines(text, &nboard_within_budget));
    std::ostringstream out;
    std::ostringstream log;
    NBoardSession session(out, log, SessionOptions{{Level::Easy, 0}, true});
    session.run(in);
    check_nboard_replies(out.str());
    return 0;
}

}  // namespace reversi::fuzz
