// Strict reading of reply lines: anything the protocol does not describe is UnknownReply.
#include "client/reply_line.hpp"

#include <charconv>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/notation.hpp"

namespace reversi::client {

namespace {

std::vector<std::string_view> split_blanks(std::string_view line) {
    std::vector<std::string_view> tokens;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
            ++i;
        const std::size_t start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t')
            ++i;
        if (i > start) tokens.push_back(line.substr(start, i - start));
    }
    return tokens;
}

template <typename Number>
std::optional<Number> parse_number(std::string_view text) {
    Number value{};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc{} || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

ReplyLine parse_info(const std::vector<std::string_view>& tokens) {
    InfoReply reply;
    bool has_depth = false;
    bool has_nodes = false;
    bool has_score = false;
    std::size_t i = 1;
    for (; i < tokens.size() && tokens[i] != "pv"; i += 2) {
        if (i + 1 >= tokens.size()) return UnknownReply{"info: a key without a value"};
        const std::string_view key = tokens[i];
        const std::string_view value = tokens[i + 1];
        if (key == "depth" && !has_depth) {
            const auto depth = parse_number<int>(value);
            if (!depth || *depth < 0) return UnknownReply{"info: bad depth"};
            reply.info.depth = *depth;
            has_depth = true;
        } else if (key == "nodes" && !has_nodes) {
            const auto nodes = parse_number<std::uint64_t>(value);
            if (!nodes) return UnknownReply{"info: bad nodes"};
            reply.info.nodes = *nodes;
            has_nodes = true;
        } else if (key == "score" && !has_score) {
            const auto score = parse_number<int>(value);
            if (!score) return UnknownReply{"info: bad score"};
            reply.info.score = *score;
            has_score = true;
        } else {
            return UnknownReply{"info: unexpected key"};
        }
    }
    for (++i; i < tokens.size(); ++i) {
        const auto move = parse_move(tokens[i]);
        if (!move) return UnknownReply{"info: pv holds something that is not a move"};
        reply.info.pv.push_back(*move);
    }
    return reply;
}

}  // namespace

ReplyLine parse_reply_line(std::string_view line) {
    const std::vector<std::string_view> tokens = split_blanks(line);
    if (tokens.empty()) return BlankReply{};
    const std::string_view head = tokens.front();
    if (head == "id" && tokens.size() >= 2) return IdReply{};
    if (head == "reversiok" && tokens.size() == 1) return HandshakeDone{};
    if (head == "readyok" && tokens.size() == 1) return ReadyReply{};
    if (head == "info") return parse_info(tokens);
    if (head == "bestmove" && tokens.size() == 2) return BestMoveReply{std::string(tokens[1])};
    if (head == "error") {
        const std::size_t at = line.find("error") + 5;
        return ErrorReply{quote_line(line.substr(at < line.size() ? at + 1 : line.size()))};
    }
    return UnknownReply{"not a protocol reply"};
}

std::string quote_line(std::string_view line) {
    constexpr std::size_t kMaxQuoted = 120;
    std::string safe;
    for (char c : line.substr(0, kMaxQuoted))
        safe.push_back(c >= 0x20 && c < 0x7f ? c : '?');
    if (line.size() > kMaxQuoted) safe += "... (" + std::to_string(line.size()) + " bytes)";
    return safe;
}

}  // namespace reversi::client
