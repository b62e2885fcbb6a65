// SPDX-License-Identifier: GPL-3.0-or-later
// Drives an engine that speaks protocol-spec/PROTOCOL.md (or GTP or NBoard) as a child process,
// for the GUI and for tools: asynchronous move requests, time limits, and recovery when the
// engine misbehaves. Knows nothing of wx.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "client/engine_protocol.hpp"
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

struct ClientTimeouts {
    std::chrono::milliseconds handshake{5'000};  // start-up until `reversiok` (or GTP's, NBoard's)
    std::chrono::milliseconds move{30'000};      // `go` until `bestmove`
    std::chrono::milliseconds shutdown_grace{500};
};

struct ClientOptions {
    EngineCommand command;
    EngineProtocol protocol = EngineProtocol::Line;
    ClientTimeouts timeouts;
    int max_attempts = 3;  // tries per request, restarting the engine between them
    // Diagnostics for people (engine stderr, restarts); may be empty. Called on the I/O thread.
    std::function<void(std::string_view)> log;
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

// Threads: request_move and cancel may be called from any thread, also from inside `on_reply`;
// ask_move and the destructor from any thread but the client's own I/O thread. SIGPIPE is
// ignored process-wide from the first construction, so writing to a dead engine is an error
// value rather than the end of the program; the engine itself gets SIGPIPE back at default.
// The engine runs in a process group of its own, so a terminal's Ctrl+C (or Ctrl+Z) reaches
// the program that drives it, not the engine: ending the engine is this class's job (and the
// engine dies with the client's process if that dies).
class EngineClient {
public:
    explicit EngineClient(ClientOptions options);
    // Ends the engine: closes its stdin, waits the grace period, then kills it; the child is
    // always reaped and the I/O thread joined. A pending reply is dropped.
    ~EngineClient();
    EngineClient(const EngineClient&) = delete;
    EngineClient& operator=(const EngineClient&) = delete;

    // Asks for a move. `on_reply` runs exactly once, on the client's I/O thread, unless the
    // request is cancelled or superseded first. A new request supersedes a pending one, whose
    // reply is then dropped. The engine is started on first use and restarted after a fault.
    // Never waits for the I/O thread (which may be starting the engine): the request is queued
    // there. Once this returns no reply to an earlier request starts (one already running may
    // still finish, so callers that hand replies on to another thread should still compare
    // tags).
    void request_move(MoveRequest request, std::function<void(MoveReply)> on_reply);
    // Drops the pending request, if any: its reply will never be delivered. Never waits, with
    // the same caveat as request_move.
    void cancel();
    // Starts the engine in the background, without waiting, so that the first request finds it
    // running (an interactive program calls it at once). A failure here is not reported: the
    // first request starts the engine again and reports its own faults.
    void start_early();
    // Blocking convenience for tools: request_move and wait for the reply. If another thread
    // supersedes or cancels the request meanwhile, returns a reply with neither move nor fault.
    MoveReply ask_move(MoveRequest request);
    // Blocking, for tools that must know an engine works before relying on it: starts the
    // engine unless it is running and waits for its handshake (with the attempts allowed).
    StartReply start();

    // The process id of the running engine, if one is running now (for tools that report the
    // engine's memory from /proc).
    std::optional<int> engine_pid() const;

private:
    class Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace reversi::client
