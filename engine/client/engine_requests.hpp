// SPDX-License-Identifier: GPL-3.0-or-later
// What the client asks of an engine and what comes back, in any of the three protocols: the
// command that starts it, a move request (the whole game, its clock, limits and settings), the
// reply or the fault, and who the engine says it is. The words EngineClient (engine_client.hpp),
// the protocol adapters and the process share.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "client/reply_line.hpp"
#include "core/position.hpp"
#include "vocabulary/level.hpp"
#include "vocabulary/search_info.hpp"
#include "vocabulary/search_limits.hpp"

namespace reversi::client {

// The program and its arguments, passed as an argument vector: never through a shell.
struct EngineCommand {
    std::string program;
    std::vector<std::string> arguments;
};

// The clock a move request carries: a game on the clock as the caller keeps it (its own
// measurement), with both sides' time left now, the time each side started the game with, and
// the increment each gains after every move.
// Sent with the protocol's clock commands: line `go wtime .. btime .. winc .. binc ..`, GTP
// `time_settings` and `time_left`, NBoard's GGF clock fields.
struct RequestClock {
    std::chrono::milliseconds start{0};
    std::chrono::milliseconds increment{0};
    std::chrono::milliseconds black_left{0};
    std::chrono::milliseconds white_left{0};

    // Time odds: White's own start and increment when they differ from Black's (`start`,
    // `increment` are then Black's).
    std::optional<std::chrono::milliseconds> white_start;
    std::optional<std::chrono::milliseconds> white_increment;

    std::chrono::milliseconds left(Color color) const {
        return color == Color::Black ? black_left : white_left;
    }
    std::chrono::milliseconds start_of(Color color) const {
        return color == Color::White ? white_start.value_or(start) : start;
    }
    std::chrono::milliseconds increment_of(Color color) const {
        return color == Color::White ? white_increment.value_or(increment) : increment;
    }
    bool operator==(const RequestClock&) const = default;
};

// An engine setting passed through by name (reversi-match's `--a-option NAME=VALUE`), sent as
// the engine's protocol says (engine_settings.hpp): line `setoption name NAME value VALUE`, GTP
// `reversi-name VALUE`, NBoard `set NAME VALUE`.
struct EngineSetting {
    std::string name;
    std::string value;
    bool operator==(const EngineSetting&) const = default;
};

// Everything the engine needs to answer from scratch: the whole line of play from a base
// position, so a restarted engine picks up exactly where the old one was.
struct MoveRequest {
    std::uint64_t tag = 0;  // chosen by the caller, returned in the reply
    Position base = Position::start();
    std::vector<Move> moves;
    // Sent only when set: an engine told nothing keeps what its own command line chose.
    std::optional<Level> level = Level::Hard;
    std::optional<std::uint64_t> seed = 0;
    SearchLimits limits;
    // Sent once to each engine process, before its first search (again to a restarted one).
    std::vector<EngineSetting> settings;
    std::optional<RequestClock> clock;  // none: no clock is sent
    // Set: the move must arrive by then, over every attempt, instead of within the client's move
    // timeout; a restarted engine is told the mover's time left as of its attempt. Once it passes,
    // the request fails TimedOut at once, without another attempt (a side out of time has lost).
    std::optional<std::chrono::steady_clock::time_point> deadline;
    // A ponder search (the line protocol's `go ponder`; GTP and NBoard refuse it): `moves` end
    // with the reply the engine expects, its clock starts only at EngineClient::ponderhit(),
    // and it answers only after that or EngineClient::stop(), with no move timeout before.
    bool ponder = false;
};

enum class EngineFault {
    FailedToStart,   // could not be started, or no handshake in time
    Crashed,         // exited or closed its output while a request was pending
    TimedOut,        // no `bestmove` in time
    Unintelligible,  // a reply that is not the protocol
    IllegalMove,     // a `bestmove` the rules do not allow in the requested position
    BadRequest,      // the request itself is wrong: an illegal move in it, or a finished game;
                     // the engine is not asked and no attempt is retried
};

struct MoveReply {
    std::uint64_t tag = 0;
    std::optional<Move> move;             // set on success: legal in the requested position
    std::optional<EngineFault> fault;     // set when every attempt failed
    std::string detail;                   // what went wrong, for logs and messages
    std::optional<SearchInfo> last_info;  // the last `info` line of the successful search
    std::optional<int> answer_eval;       // the evaluation in the answer (NBoard's `===`)
    // The reply the engine expects to `move` (`bestmove M ponder P`), when it named one legal
    // after `move`.
    std::optional<Move> ponder;
};

// Who the engine says it is, from its handshake; either may be empty.
struct EngineIdentity {
    std::string name;         // `id name`, GTP `name`, NBoard `set myname`
    std::string version;      // `id version`, GTP `version`
    bool takes_level = true;  // false for a GTP engine without `reversi-level`, and for NBoard
    bool takes_seed = true;   // false for a GTP engine without `reversi-seed`, and for NBoard
    bool takes_clock = true;  // false for a GTP engine without `time_settings`
    // What settings can be sent to: the names of the line protocol's `option` lines, or the
    // commands a GTP engine lists; empty for NBoard, which lists nothing.
    std::vector<std::string> offered;
    // The line protocol's `option` lines, with the values each allows.
    std::vector<OptionReply> options;
};

struct StartReply {
    std::optional<EngineFault> fault;  // set when every attempt failed
    std::string detail;                // what went wrong, quoting the engine
    EngineIdentity identity;           // set on success
};

// "failed-to-start", "crashed", "timed-out", "unintelligible", "illegal-move", "bad-request".
std::string_view fault_name(EngineFault fault);

// The longest reply line accepted from an engine (the protocol's own line limit); a longer one
// is a fault, so a misbehaving engine can never make the client buffer without bound.
constexpr std::size_t kMaxReplyLineBytes = std::size_t{64} * 1024;

}  // namespace reversi::client
