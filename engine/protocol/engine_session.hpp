// SPDX-License-Identifier: GPL-3.0-or-later
// What every protocol's session offers its owner, written once: it holds the engine, runs the
// line loop over some input, and carries out single lines for tests. A protocol derives from
// it and supplies only its grammar (the SessionProtocol calls).
#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "protocol/engine.hpp"
#include "protocol/line_input.hpp"
#include "protocol/session_core.hpp"
#include "protocol/session_options.hpp"

namespace reversi {

class EngineSession : private SessionProtocol {
public:
    // Executes lines until `quit` or the end of the input (see SessionCore::run).
    void run(LineInput& in) { engine_.loop().run(in, *this); }
    void run(std::istream& in) { engine_.loop().run(in, *this); }
    // Executes one line (without its '\n') to its end; returns false once the session has ended.
    bool execute(std::string_view line) { return engine_.loop().execute(line, *this); }

protected:
    // Replies go to `out`, each flushed; diagnostics for people go to `log`.
    EngineSession(std::ostream& out, std::ostream& log, const SessionOptions& options)
        : engine_(out, log, options) {}
    ~EngineSession() override = default;
    EngineSession(const EngineSession&) = delete;
    EngineSession& operator=(const EngineSession&) = delete;

    void reply(std::string_view line) { engine_.loop().reply(line); }
    void reply_lines(const std::vector<std::string>& lines) {
        for (const std::string& line : lines)
            reply(line);
    }
    void note(std::string_view line) { engine_.loop().note(line); }

    Engine engine_;
};

}  // namespace reversi
