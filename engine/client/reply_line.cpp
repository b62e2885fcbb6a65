// SPDX-License-Identifier: GPL-3.0-or-later
// Strict reading of reply lines: anything the protocol does not describe is UnknownReply.
#include "client/reply_line.hpp"

#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

#include "core/notation.hpp"
#include "vocabulary/numbers.hpp"
#include "vocabulary/tokens.hpp"

namespace reversi::client {

namespace {

// Bounds for numbers in `info` lines: generous, but no value that would overflow an int.
constexpr std::uint64_t kMaxInfoDepth = 1000;
constexpr std::int64_t kMaxInfoScore = 1'000'000;

ReplyLine parse_info(const std::vector<std::string_view>& tokens) {
    InfoReply reply;
    bool has_depth = false;
    bool has_nodes = false;
    bool has_score = false;
    const auto count = [&](std::string_view value, std::optional<std::uint64_t>& field) {
        if (field) return false;
        field = parse_unsigned(value, 0, std::numeric_limits<std::uint64_t>::max());
        return field.has_value();
    };
    std::size_t i = 1;
    for (; i < tokens.size() && tokens[i] != "pv"; i += 2) {
        if (i + 1 >= tokens.size()) return UnknownReply{"info: a key without a value"};
        const std::string_view key = tokens[i];
        const std::string_view value = tokens[i + 1];
        if (key == "depth" && !has_depth) {
            const auto depth = parse_unsigned(value, 0, kMaxInfoDepth);
            if (!depth) return UnknownReply{"info: bad depth"};
            reply.info.depth = static_cast<int>(*depth);
            has_depth = true;
        } else if (key == "nodes" && !has_nodes) {
            const auto nodes = parse_unsigned(value, 0, std::numeric_limits<std::uint64_t>::max());
            if (!nodes) return UnknownReply{"info: bad nodes"};
            reply.info.nodes = *nodes;
            has_nodes = true;
        } else if (key == "score" && !has_score) {
            const auto score = parse_signed(value, -kMaxInfoScore, kMaxInfoScore);
            if (!score) return UnknownReply{"info: bad score"};
            reply.info.score = static_cast<int>(*score);
            has_score = true;
        } else if (key == "scoretype") {
            if (value == "exact") reply.info.kind = ScoreKind::Exact;
            if (value == "wld") reply.info.kind = ScoreKind::WinDrawLoss;
        } else if (key == "time") {
            if (!count(value, reply.time_ms)) return UnknownReply{"info: bad time"};
        } else if (key == "nps") {
            if (!count(value, reply.nps)) return UnknownReply{"info: bad nps"};
        }
        // Any other key is one a later engine added before `pv` (PROTOCOL.md, `go`): its value
        // is skipped, as the protocol tells a harness to do.
    }
    for (++i; i < tokens.size(); ++i) {
        const auto move = parse_move(tokens[i]);
        if (!move) return UnknownReply{"info: pv holds something that is not a move"};
        reply.info.pv.push_back(*move);
    }
    return reply;
}

// The name may hold blanks (`Move Overhead`): the words up to `type`, joined by one blank. After
// it, the values allowed: `min` and `max` of a spin, each `var` of a combo (one word each).
OptionReply option_reply(const std::vector<std::string_view>& tokens) {
    OptionReply reply;
    std::size_t i = 2;
    for (; i < tokens.size() && tokens[i] != "type"; ++i) {
        if (!reply.name.empty()) reply.name += ' ';
        reply.name += tokens[i];
    }
    if (i + 1 < tokens.size()) reply.type = tokens[i + 1];
    for (i += 2; i + 1 < tokens.size(); ++i) {
        const std::string_view key = tokens[i];
        const std::string_view value = tokens[i + 1];
        if (key == "min" || key == "max") {
            (key == "min" ? reply.min : reply.max) = parse_signed(value, INT64_MIN, INT64_MAX);
            ++i;
        } else if (key == "var") {
            reply.vars.emplace_back(value);
            ++i;
        }
    }
    return reply;
}

// `bestmove M [ponder P] [result R]`: each key at most once, in any order; nothing else.
std::optional<BestMoveReply> bestmove_reply(const std::vector<std::string_view>& tokens) {
    if (tokens.size() < 2 || tokens.size() % 2 != 0) return std::nullopt;
    BestMoveReply reply{std::string(tokens[1]), {}};
    bool result_seen = false;
    for (std::size_t i = 2; i + 1 < tokens.size(); i += 2) {
        if (tokens[i] == "ponder" && reply.ponder.empty()) {
            reply.ponder = tokens[i + 1];
        } else if (tokens[i] == "result" && !result_seen) {
            result_seen = true;
        } else {
            return std::nullopt;
        }
    }
    return reply;
}

}  // namespace

ReplyLine parse_reply_line(std::string_view line) {
    const std::vector<std::string_view> tokens = split_tokens(line);
    if (tokens.empty()) return BlankReply{};
    const std::string_view head = tokens.front();
    if (head == "id" && tokens.size() >= 2) {
        const std::size_t key_at = static_cast<std::size_t>(tokens[1].data() - line.data());
        const std::size_t value_at = key_at + tokens[1].size() + 1;
        return IdReply{std::string(tokens[1]),
                       quote_line(value_at < line.size() ? line.substr(value_at) : "")};
    }
    if (head == "option" && tokens.size() >= 2 && tokens[1] == "name") return option_reply(tokens);
    if (head == "reversiok" && tokens.size() == 1) return HandshakeDone{};
    if (head == "readyok" && tokens.size() == 1) return ReadyReply{};
    if (head == "info") return parse_info(tokens);
    if (head == "bestmove") {
        if (auto best = bestmove_reply(tokens)) return std::move(*best);
        return UnknownReply{"not a protocol reply"};
    }
    if (head == "error") {
        const std::size_t at = line.find("error") + 5;
        return ErrorReply{quote_line(line.substr(at < line.size() ? at + 1 : line.size()))};
    }
    return UnknownReply{"not a protocol reply"};
}

std::string quote_line(std::string_view line) {
    constexpr std::size_t kMaxQuoted = 120;
    return printable(line, kMaxQuoted);
}

}  // namespace reversi::client
