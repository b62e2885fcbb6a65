// SPDX-License-Identifier: GPL-3.0-or-later
// How the client speaks one protocol: the lines that start an engine and ask it for a move,
// and what each line the engine writes means. An adapter lives as long as one engine process
// and remembers what that process has been told, so a restarted engine starts from nothing.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "client/engine_protocol.hpp"
#include "client/engine_requests.hpp"

namespace reversi::client {

struct Ignored {};      // nothing the client must act on (blank lines, status lines, ...)
struct EngineReady {};  // the engine is ready for requests
struct InfoLine {       // an `info` line and its line of play, of the search asked as `serial`
    std::uint64_t serial = 0;
    SearchInfo info;
};
struct MoveAnswer {  // the engine's move for the search asked for as `serial`, as written
    std::uint64_t serial = 0;
    std::string move;  // in the line protocol's words: a square or `pass`; judged by the client
    // The evaluation the answer itself carries, in discs for the mover (NBoard's
    // `=== MOVE/EVAL`), rounded; none when it gave none.
    std::optional<int> eval;
    // The reply the engine expects (the line protocol's `bestmove M ponder P`), as written;
    // empty when it named none.
    std::string ponder;
};
struct ReadyAnswer {};      // the engine answered the synchronisation prepare() asked for
struct ProtocolViolation {  // a line the protocol does not allow here, explained for people
    std::string why;
};
struct Skipped {  // a line that is no reply, passed over but worth a line in the log
    std::string note;
};
using AdapterEvent = std::variant<Ignored, EngineReady, InfoLine, MoveAnswer, ReadyAnswer,
                                  ProtocolViolation, Skipped>;

// The lines that ask for a move, or why this protocol cannot ask that (a refusal).
struct AskLines {
    std::vector<std::string> lines;
    std::string refusal;  // not empty: nothing was sent and nothing changed
};

class ProtocolAdapter {
public:
    virtual ~ProtocolAdapter() = default;

    // The lines sent as soon as the engine has started.
    virtual std::vector<std::string> greeting() = 0;
    // What the handshake waits for, for messages: "reversiok".
    virtual std::string_view awaited_handshake() const = 0;
    // Asks for a move in the position the request describes (legal and not finished: the
    // client checked it). `serial` comes back in the events of that search.
    virtual AskLines ask(std::uint64_t serial, const MoveRequest& request) = 0;
    virtual AdapterEvent read(std::string_view line) = 0;
    // The lines that give a freshly started engine its settings and wait until it has made what
    // they ask (the line protocol's `setoption` lines then `isready`, answered by a ReadyAnswer
    // event), so that no clock pays for them; none when this protocol sends its settings with
    // the first request instead (GTP, NBoard).
    virtual std::vector<std::string> prepare(const std::vector<EngineSetting>& /*settings*/) {
        return {};
    }
    // Pondering (the line protocol's `go ponder`; none in GTP or NBoard): the line that turns
    // the ponder search into an ordinary one (`ponderhit`), and the one that stops the search
    // asked for last (`stop`); empty where the protocol has none.
    virtual std::string ponderhit_line() { return {}; }
    virtual std::string stop_line() { return {}; }
    // True when every search asked for has been answered (or can no longer be).
    virtual bool idle() const = 0;
    virtual EngineIdentity identity() const = 0;
};

std::unique_ptr<ProtocolAdapter> make_line_adapter();
std::unique_ptr<ProtocolAdapter> make_gtp_adapter();
std::unique_ptr<ProtocolAdapter> make_nboard_adapter();
std::unique_ptr<ProtocolAdapter> make_adapter(EngineProtocol protocol);

// Advice for a handshake refused because the engine answered `line` in another protocol than
// `expected`: "; it answers in the line protocol: for reversi-engine, add --gtp to its command
// line, or give this side the protocol line". Empty when the line names no protocol.
std::string other_protocol_hint(EngineProtocol expected, std::string_view line);

// Where `wanted` continues what an engine was told (`told`): the index of the first move still
// to send, or nullopt when it does not continue it and the game must be sent afresh.
std::optional<std::size_t> continuation(const std::optional<std::vector<Move>>& told,
                                        const std::vector<Move>& wanted);

}  // namespace reversi::client
