// The engine's line protocol: the session of protocol-spec/PROTOCOL.md over any pair of
// streams, so tests can drive it without a process. Its commands are a table on the shared
// session core, which reads input while a search runs.
#pragma once

#include <iosfwd>
#include <span>
#include <string>
#include <string_view>

#include "core/game_line.hpp"
#include "protocol/command_table.hpp"
#include "protocol/line_input.hpp"
#include "protocol/session_core.hpp"
#include "protocol/session_options.hpp"
#include "protocol/session_settings.hpp"

namespace reversi {

constexpr std::string_view kProtocolVersion = "1";

class ProtocolSession : private SessionProtocol {
public:
    // Replies go to `out`, one flushed line each; diagnostics for people go to `log`.
    ProtocolSession(std::ostream& out, std::ostream& log, const SessionOptions& options = {});

    // Executes lines until `quit` or the end of the input (see SessionCore::run).
    void run(LineInput& in) { core_.run(in, *this); }
    void run(std::istream& in) { core_.run(in, *this); }
    // Executes one line (without its '\n') to its end; returns false once the session has ended.
    bool execute(std::string_view line) { return core_.execute(line, *this); }

private:
    using Args = std::span<const std::string_view>;
    struct Call {
        Args args;
        SteadyClock::time_point received;
    };
    using Handler = void (ProtocolSession::*)(const Call&);
    static const CommandTable<Handler>& commands();

    DuringSearch during_search(std::string_view line) const override;
    void execute_line(std::string_view line, SteadyClock::time_point received) override;
    void reject_line(std::string_view reason) override { reply_error(reason); }

    void handshake(const Call&);
    void is_ready(const Call&);
    void new_game(const Call&);
    void set_position(const Call&);
    void play(const Call&);
    void undo(const Call&);
    void set_seed(const Call&);
    void set_level(const Call&);
    void set_option(const Call&);
    void go(const Call&);
    void stop(const Call&);
    void legal(const Call&);
    void show(const Call&);
    void perft(const Call&);
    void bench(const Call&);
    void eval(const Call&);
    void help(const Call&);
    void quit(const Call&);

    bool apply_option(std::string_view name, std::string_view value);
    void reply(std::string_view line) { core_.reply(line); }
    void reply_error(std::string_view reason);

    GameLine game_;
    SessionSettings settings_;
    // Last, so it is destroyed first: a search still running ends before the state it reads.
    SessionCore core_;
};

}  // namespace reversi
