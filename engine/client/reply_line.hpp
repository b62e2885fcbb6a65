// Reading one line an engine writes: which protocol reply it is, and its contents.
#pragma once

#include <string>
#include <string_view>
#include <variant>

#include "search/search.hpp"

namespace reversi::client {

struct BlankReply {};
struct IdReply {  // `id name ...`, `id version ...`, `id protocol ...`
    std::string key;
    std::string value;  // the rest of the line
};
struct HandshakeDone {};  // `reversiok`
struct ReadyReply {};     // `readyok`
struct InfoReply {        // `info depth D nodes N score S pv M ...`
    SearchInfo info;
};
struct BestMoveReply {  // `bestmove M`: the token as written; the caller judges it
    std::string move;
};
struct ErrorReply {  // `error <reason>`: the engine rejected a command
    std::string reason;
};
struct UnknownReply {  // anything else, or a known reply that is malformed
    std::string why;
};

using ReplyLine = std::variant<BlankReply, IdReply, HandshakeDone, ReadyReply, InfoReply,
                               BestMoveReply, ErrorReply, UnknownReply>;

ReplyLine parse_reply_line(std::string_view line);

// A line made safe to quote in a log or message: printable ASCII, cut to a readable length.
std::string quote_line(std::string_view line);

}  // namespace reversi::client
