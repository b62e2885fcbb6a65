// SPDX-License-Identifier: GPL-3.0-or-later
// Rewrites expensive perft, go and reversi-analyze commands to the fuzz caps.
#include "fuzz/budget.hpp"

#include <algorithm>
#include <limits>
#include <vector>

#include "protocol/gtp_command.hpp"
#include "vocabulary/tokens.hpp"

namespace reversi::fuzz {

namespace {

// The protocol's own ranges (protocol-spec/PROTOCOL.md).
constexpr std::uint64_t kProtocolMaxPerftDepth = 16;
constexpr std::uint64_t kProtocolMaxNodes = 1'000'000'000'000ULL;
constexpr std::uint64_t kProtocolMaxDepth = 60;
constexpr std::uint64_t kProtocolMaxHints = 64;
constexpr std::uint64_t kProtocolMaxHashMegabytes = 4096;

std::string capped(std::string_view value, std::uint64_t cap, std::uint64_t protocol_max) {
    const auto number = parse_unsigned(value, 0, std::numeric_limits<std::uint64_t>::max());
    if (!number) return std::string(value);  // not a number: the engine rejects it cheaply
    if (*number > protocol_max) return "0";
    return std::to_string(std::min(*number, cap));
}

std::string capped_hash(std::string_view megabytes) {
    return capped(megabytes, kMaxHashMegabytes, kProtocolMaxHashMegabytes);
}

bool is_hash(std::string_view word) { return lower_case(word) == "hash"; }

// A level the sessions take in any case that would search beyond the fuzz budget.
bool searching_level(std::string_view level) {
    const std::string lower = lower_case(level);
    return lower == "normal" || lower == "hard";
}

std::string joined_with_spaces(const std::vector<std::string>& tokens) {
    std::string line;
    for (const std::string& token : tokens) {
        if (!line.empty()) line += ' ';
        line += token;
    }
    return line;
}

}  // namespace

std::string within_budget(std::string_view line) {
    const std::vector<std::string_view> tokens = split_tokens(line);
    if (tokens.empty()) return std::string(line);
    // `bench` runs 48 full Hard searches (1.5 s in the fuzz build): a comment instead. With any
    // argument it is rejected at once, so it stays.
    if (tokens[0] == "bench" && tokens.size() == 1) return "# bench: beyond the fuzz budget";
    if (tokens[0] == "perft" && tokens.size() == 2)
        return "perft " + capped(tokens[1], kMaxPerftDepth, kProtocolMaxPerftDepth);
    if (tokens.size() == 5 && tokens[0] == "setoption" && tokens[1] == "name" &&
        is_hash(tokens[2]) && tokens[3] == "value")
        return "setoption name " + std::string(tokens[2]) + " value " + capped_hash(tokens[4]);
    if (tokens[0] != "go") return std::string(line);
    std::vector<std::string> rewritten{"go"};
    bool has_nodes = false;
    for (std::size_t i = 1; i < tokens.size(); ++i) {
        const bool is_value = i >= 2 && (i % 2 == 0);
        const std::string_view key = is_value ? tokens[i - 1] : std::string_view{};
        if (is_value && key == "nodes") {
            rewritten.push_back(capped(tokens[i], kMaxNodes, kProtocolMaxNodes));
        } else if (is_value && key == "depth") {
            rewritten.push_back(capped(tokens[i], kMaxDepth, kProtocolMaxDepth));
        } else {
            rewritten.emplace_back(tokens[i]);
        }
        has_nodes = has_nodes || (!is_value && tokens[i] == "nodes");
    }
    // Appending keeps a malformed `go` malformed (an odd count stays odd; a repeated or unknown
    // key is still there), while a well-formed one can no longer fall back to a level's budget.
    if (!has_nodes) {
        rewritten.emplace_back("nodes");
        rewritten.push_back(std::to_string(kMaxNodes));
    }
    return joined_with_spaces(rewritten);
}

namespace {

// `reversi-analyze` with its depth and nodes capped and a node budget appended when it has
// none: without one, `exact` or `wld` from early in the game would read for hours.
std::string bounded_analysis(const GtpCommand& command) {
    std::vector<std::string> rewritten{"reversi-analyze"};
    bool has_nodes = false;
    for (std::size_t i = 0; i < command.args.size(); ++i) {
        const std::string_view key = command.args[i];
        rewritten.emplace_back(key);
        has_nodes = has_nodes || key == "nodes";
        if ((key != "nodes" && key != "depth") || i + 1 == command.args.size()) continue;
        const bool nodes = key == "nodes";
        rewritten.push_back(capped(command.args[++i], nodes ? kMaxNodes : kMaxDepth,
                                   nodes ? kProtocolMaxNodes : kProtocolMaxDepth));
    }
    // As for `go`: a malformed line stays malformed (a second `nodes` is refused).
    if (!has_nodes) {
        rewritten.emplace_back("nodes");
        rewritten.push_back(std::to_string(kMaxNodes));
    }
    return (command.id.empty() ? "" : command.id + " ") + joined_with_spaces(rewritten);
}

}  // namespace

std::string gtp_within_budget(std::string_view line) {
    const auto command = parse_gtp_command(line);
    if (command && command->name == "reversi-analyze") return bounded_analysis(*command);
    if (command && command->name == "reversi-hash" && command->args.size() == 1)
        return (command->id.empty() ? "" : command->id + " ") + "reversi-hash " +
               capped_hash(command->args[0]);
    if (!command || command->name != "reversi-level" || command->args.size() != 1 ||
        !searching_level(command->args[0]))
        return std::string(line);
    return (command->id.empty() ? "" : command->id + " ") + "reversi-level easy";
}

std::string nboard_within_budget(std::string_view line) {
    const auto tokens = split_tokens(line);
    if (tokens.size() == 3 && tokens[0] == "set" && is_hash(tokens[1]))
        return "set " + std::string(tokens[1]) + " " + capped_hash(tokens[2]);
    // The Level option overrides the session's fixed level, and Normal or Hard on a game
    // record's clock would search for seconds.
    if (tokens.size() == 3 && tokens[0] == "set" && lower_case(tokens[1]) == "level" &&
        searching_level(tokens[2]))
        return "set " + std::string(tokens[1]) + " easy";
    if (tokens.size() != 2 || tokens[0] != "hint") return std::string(line);
    return "hint " + capped(tokens[1], kMaxHints, kProtocolMaxHints);
}

std::string bounded_lines(std::string_view text, std::string (*rule)(std::string_view)) {
    std::string result;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        const std::string_view line = text.substr(start, end - start);
        std::string seen(line);
        std::erase(seen, '\r');
        const std::string bounded = rule(seen);
        result += bounded == seen ? std::string(line) : bounded;
        if (end < text.size()) result += '\n';
        start = end + 1;
    }
    return result;
}

}  // namespace reversi::fuzz
