// SPDX-License-Identifier: GPL-3.0-or-later
// Reading one line an engine writes: which protocol reply it is, and its contents.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "vocabulary/search_info.hpp"

namespace reversi::client {

struct BlankReply {};
struct IdReply {  // `id name ...`, `id version ...`, `id author ...`, `id protocol ...`
    std::string key;
    std::string value;  // the rest of the line
};
struct OptionReply {                  // `option name NAME type ...`: a setting the engine offers
    std::string name;                 // the words between `name` and `type` (`Move Overhead`)
    std::string type;                 // spin, check, combo, string, button; empty when not given
    std::optional<std::int64_t> min;  // spin: `min` and `max`, when given as whole numbers
    std::optional<std::int64_t> max;
    std::vector<std::string> vars;  // combo: each `var`
};
struct HandshakeDone {};  // `reversiok`
struct ReadyReply {};     // `readyok`
struct InfoReply {        // `info depth D nodes N score S [time MS nps N] pv M ...`
    SearchInfo info;
    std::optional<std::uint64_t> time_ms;  // when the engine reports it: not reproducible
    std::optional<std::uint64_t> nps;
};
// `bestmove M [ponder P] [result R]`: the tokens as written; the caller judges them.
struct BestMoveReply {
    std::string move;
    std::string ponder;  // the reply the engine expects to M; empty when it named none
};
struct ErrorReply {  // `error <reason>`: the engine rejected a command
    std::string reason;
};
struct UnknownReply {  // anything else, or a known reply that is malformed
    std::string why;
};

using ReplyLine = std::variant<BlankReply, IdReply, OptionReply, HandshakeDone, ReadyReply,
                               InfoReply, BestMoveReply, ErrorReply, UnknownReply>;

ReplyLine parse_reply_line(std::string_view line);

// A line made safe to quote in a log or message: printable ASCII, cut to a readable length.
std::string quote_line(std::string_view line);

}  // namespace reversi::client
