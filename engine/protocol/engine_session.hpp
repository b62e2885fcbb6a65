// SPDX-License-Identifier: GPL-3.0-or-later
// What every protocol's session offers its owner, written once: it holds the engine and its own
// line loop, runs the loop over some input, and carries out single lines for tests. A protocol
// derives from it and supplies only its grammar (the SessionProtocol calls).
#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "protocol/engine.hpp"
#include "protocol/line_input.hpp"
#include "protocol/session_loop.hpp"
#include "protocol/session_options.hpp"

namespace reversi {

class EngineSession : private SessionProtocol {
public:
    // Executes lines until `quit` or the end of the input (see SessionLoop::run).
    void run(LineInput& in) { loop_.run(in, *this); }
    void run(std::istream& in) { loop_.run(in, *this); }
    // Executes one line (without its '\n') to its end; returns false once the session has ended.
    bool execute(std::string_view line) { return loop_.execute(line, *this); }

protected:
    // Replies go to `out`, each flushed; diagnostics for people go to `log`.
    EngineSession(std::ostream& out, std::ostream& log, const SessionOptions& options)
        : engine_(options), loop_(out, log, engine_.worker()) {}
    ~EngineSession() override = default;
    EngineSession(const EngineSession&) = delete;
    EngineSession& operator=(const EngineSession&) = delete;

    void reply(std::string_view line) { loop_.reply(line); }
    void reply_lines(const std::vector<std::string>& lines) {
        for (const std::string& line : lines)
            reply(line);
    }
    // Text as it is, whole (GTP's responses, NBoard's progress lines).
    void write(std::string_view text) { loop_.write(text); }
    void note(std::string_view line) { loop_.note(line); }
    // `quit`: a running search stops and gives its answer, and no more lines are read.
    void end_session() { loop_.end_session(); }

    Engine engine_;

private:
    // After the engine, so it is destroyed first: it stops a running search, whose replies go
    // out through it, before the engine's worker goes.
    SessionLoop loop_;
};

}  // namespace reversi
