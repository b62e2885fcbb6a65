// SPDX-License-Identifier: GPL-3.0-or-later
// Drives an engine that speaks protocol-spec/PROTOCOL.md (or GTP or NBoard) as a child process,
// for the GUI and for tools: asynchronous move requests, time limits, and recovery when the
// engine misbehaves. Knows nothing of wx.
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "client/engine_protocol.hpp"
#include "client/engine_requests.hpp"

namespace reversi::client {

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

    // Blocking, for tools that keep a clock: after start(), sends `settings` and waits until
    // the engine has made what they ask (the line protocol's `setoption` lines, then `isready`
    // until `readyok`; also Hard's weights and the tables), so the first move's clock pays for
    // none of it. GTP and NBoard engines are told their settings with the first request
    // instead, so this returns at once for them. A restarted engine is told them again with
    // its first request.
    StartReply prepare(const std::vector<EngineSetting>& settings);
    // Pondering, over the line protocol: the pending request was asked with `ponder` set (a
    // ponder search after the move the engine expects), and that move was played: the search
    // goes on as an ordinary one, on its clock from now, and must answer by `deadline` when one
    // is given (as MoveRequest::deadline). Nothing when no ponder search is pending.
    void ponderhit(std::optional<std::chrono::steady_clock::time_point> deadline);
    // Stops the pending search (a ponder search whose move was not played): its reply comes as
    // usual, within the move timeout.
    void stop();

    // The process id of the running engine, if one is running now (for tools that report the
    // engine's memory from /proc).
    std::optional<int> engine_pid() const;

private:
    class Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace reversi::client
