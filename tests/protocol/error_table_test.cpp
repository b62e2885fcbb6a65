// SPDX-License-Identifier: GPL-3.0-or-later
// PROTOCOL.md's table of error reasons against the engine: every refusal the engine gives is in
// the table, and every reason in the table is one the engine gives.
#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "session_replies.hpp"
#include "vocabulary/engine_options.hpp"

namespace reversi {
namespace {

// One reason of the table as written (`go: <key> needs a value`) and as a pattern, where each
// `<placeholder>` stands for any text.
struct DocumentedReason {
    std::string text;
    std::regex pattern;
};

std::string escaped_for_regex(std::string_view text) {
    static const std::string kSpecial = R"(\^$.|?*+()[]{})";
    std::string out;
    for (char c : text) {
        if (kSpecial.find(c) != std::string::npos) out += '\\';
        out += c;
    }
    return out;
}

DocumentedReason documented(const std::string& text) {
    std::string pattern;
    std::size_t from = 0;
    for (std::size_t open = text.find('<'); open != std::string::npos;
         open = text.find('<', from)) {
        const std::size_t close = text.find('>', open);
        if (close == std::string::npos) break;
        pattern += escaped_for_regex(std::string_view(text).substr(from, open - from)) + ".+";
        from = close + 1;
    }
    pattern += escaped_for_regex(std::string_view(text).substr(from));
    return {text, std::regex(pattern)};
}

// "(also `btime`)" after "`go: wtime must be ...`": the same reason with btime for wtime.
std::string also_reason(const std::string& previous, const std::string& key) {
    const std::size_t start = previous.find(": ") + 2;
    return previous.substr(0, start) + key + previous.substr(previous.find(' ', start));
}

// The reasons in the first column of the table under "## Errors", each between backquotes.
std::vector<DocumentedReason> documented_reasons() {
    std::ifstream in(REVERSI_PROTOCOL_SPEC);
    EXPECT_TRUE(in.good()) << REVERSI_PROTOCOL_SPEC;
    std::vector<DocumentedReason> reasons;
    bool in_errors = false;
    for (std::string line; std::getline(in, line);) {
        if (line.starts_with("## ")) in_errors = line == "## Errors";
        if (!in_errors || !line.starts_with("| `")) continue;
        const std::string cell = line.substr(2, line.find(" | ") - 2);
        for (std::size_t open = cell.find('`'); open != std::string::npos;
             open = cell.find('`', open)) {
            const std::size_t close = cell.find('`', open + 1);
            if (close == std::string::npos) break;
            const std::string text = cell.substr(open + 1, close - open - 1);
            const bool also = open >= 6 && cell.compare(open - 6, 6, "(also ") == 0;
            reasons.push_back(documented(also ? also_reason(reasons.back().text, text) : text));
            open = close + 1;
        }
    }
    return reasons;
}

// Lines the engine refuses, one or more for each kind of refusal.
std::vector<std::string> refused_lines() {
    std::vector<std::string> lines{
        "frobnicate",
        "perft",
        std::string(65537, 'a'),  // the documented line limit, 65536 bytes, and one
        "play zz",
        "play a1",
        "position board " + std::string(64, 'Z') + " X",
        "position sideways",
        "position startpos f5",
        "position board X",
        "undo 0",
        "undo 5",
        "seed -1",
        "level impossible",
        "go nodes",
        "go sideways 3",
        "go nodes 5 nodes 5",
        "go nodes 0",
        "go depth 61",
        "go movetime 0",
        "go wtime soon btime 1000",
        "go wtime 1000 btime soon",
        "go wtime 99999999999999999999 btime 1000",
        "go wtime 1000 btime -99999999999999999999",
        "go winc -1 wtime 1000 btime 1000",
        "go binc -1 wtime 1000 btime 1000",
        "go movestogo 0 wtime 1000 btime 1000",
        "go wtime 1000",
        "go infinite nodes 5",
        "go wld depth 5",
        "perft 17",
        "setoption Level hard",
        "setoption name Colour value blue",
    };
    // A value each option of the table refuses.
    for (const EngineOption& option : engine_options()) {
        const std::string bad = option.type == OptionType::Spin ? std::to_string(option.max + 1)
                                                                : std::string("-nonsense");
        lines.push_back("setoption name " + std::string(option.name) + " value " + bad);
    }
    return lines;
}

std::vector<std::string> error_reasons(const std::string& replies) {
    std::vector<std::string> reasons;
    std::istringstream in(replies);
    for (std::string line; std::getline(in, line);) {
        if (line.starts_with("error ")) reasons.push_back(line.substr(6));
    }
    return reasons;
}

TEST(ErrorTable, EveryRefusalIsDocumentedAndEveryDocumentedReasonIsGiven) {
    const std::vector<DocumentedReason> table = documented_reasons();
    ASSERT_GT(table.size(), 20u);
    std::set<std::string> given;
    for (const std::string& line : refused_lines()) {
        const std::vector<std::string> reasons =
            error_reasons(testing_support::session_replies(line + "\n"));
        ASSERT_EQ(reasons.size(), 1u) << "refusing " << line.substr(0, 80);
        bool found = false;
        for (const DocumentedReason& reason : table) {
            if (!std::regex_match(reasons.front(), reason.pattern)) continue;
            found = true;
            given.insert(reason.text);
        }
        EXPECT_TRUE(found) << "not in PROTOCOL.md's table: " << reasons.front();
    }
    // A search that waits for `stop` while more lines arrive than may wait for it.
    std::string flood = "go infinite\n";
    for (int i = 0; i <= 1024; ++i)  // the documented limit, 1024 lines, and one
        flood += "legal\n";
    flood += "stop\n";
    for (const std::string& reason : error_reasons(testing_support::session_replies(flood))) {
        for (const DocumentedReason& documented : table) {
            if (std::regex_match(reason, documented.pattern)) given.insert(documented.text);
        }
    }
    for (const DocumentedReason& reason : table)
        EXPECT_TRUE(given.contains(reason.text)) << "documented but never given: " << reason.text;
}

}  // namespace
}  // namespace reversi
