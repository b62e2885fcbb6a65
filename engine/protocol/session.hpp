// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's line protocol: the session of protocol-spec/PROTOCOL.md over any pair of
// streams, so tests can drive it without a process. Its commands are a table; each parses its
// arguments, calls the engine and formats the reply.
#pragma once

#include <iosfwd>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "protocol/command_table.hpp"
#include "protocol/engine_session.hpp"
#include "protocol/line_replies.hpp"

namespace reversi {

constexpr std::string_view kProtocolVersion = "1";

class ProtocolSession : public EngineSession {
public:
    ProtocolSession(std::ostream& out, std::ostream& log, const SessionOptions& options = {})
        : EngineSession(out, log, options) {}

private:
    using Args = std::span<const std::string_view>;
    struct Call {
        Args args;
        SteadyClock::time_point received;
    };
    using Handler = void (*)(ProtocolSession&, const Call&);
    static const CommandTable<Handler>& commands();

    DuringSearch during_search(std::string_view line) const override;
    void execute_line(std::string_view line, SteadyClock::time_point received) override;
    void reject_line(std::string_view reason) override { reply_error(reason); }

    void handshake();
    void undo(Args args);
    void set_option(Args args);
    void go(const Call& call);
    void show();
    void perft(const Call& call);
    // `level` and `seed`: the option's value without an argument, else sets it.
    void option_command(std::string_view option_name, Args args);
    void set_game(LineResult result);
    void reply_error(std::string_view reason);
};

}  // namespace reversi
