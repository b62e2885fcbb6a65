// SPDX-License-Identifier: GPL-3.0-or-later
// reversi-engine in NBoard mode (`--nboard`): NBoard protocol version 2 over any pair of streams,
// so the NBoard GUI can use the engine. protocol-spec/PROTOCOL.md, section "NBoard mode",
// documents every command. NBoard has no error replies: a rejected line is reported on the log
// stream (standard error). Its commands are a table (nboard_session_commands.cpp); the engine
// runs `go`, `hint` and `analyze` (nboard_analysis.cpp) on its worker, and `ping` stops them.
#pragma once

#include <iosfwd>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "protocol/command_table.hpp"
#include "protocol/engine_session.hpp"
#include "protocol/game_clocks.hpp"
#include "protocol/nboard_words.hpp"

namespace reversi {

class NBoardSession : public EngineSession {
public:
    // A level given in `options` (--level) is kept whatever `set depth` says; without one, Hard
    // reads the plies `set depth` gives. Either way a game record with a clock is played on it.
    NBoardSession(std::ostream& out, std::ostream& log, const SessionOptions& options = {})
        : EngineSession(out, log, options) {}

private:
    using Args = std::span<const std::string_view>;
    struct Call {
        Args args;
        std::string_view line;  // the whole line: `set game` takes the record from it
        SteadyClock::time_point received;
    };
    using Handler = void (*)(NBoardSession&, const Call&);
    static const CommandTable<Handler>& commands();

    DuringSearch during_search(std::string_view line) const override;
    void execute_line(std::string_view line, SteadyClock::time_point received) override;
    void reject_line(std::string_view reason) override { reject(reason); }

    void set(const Call& call);
    void set_depth(Args args);
    void set_option(Args args);
    void set_game(std::string_view ggf);
    void move(const Call& call);
    void hint(const Call& call);
    void go(const Call& call);
    void analyze(const Call& call);
    void ping(const Call& call);
    // The depth `set depth` asked for, as limits of the searches.
    SearchLimits limits() const;
    // Writes a long search's progress, about every second: a `status` line saying what the
    // engine is doing (`activity`, as the status line already shows it) and `nodestats`.
    ProgressSink progress_sink(std::string_view activity);

    // False, with the reason reported, when the engine does not know the position NBoard shows.
    bool knows_position(std::string_view command);
    void lose_position(std::string reason);
    void reply_name();
    void reject(std::string_view reason) { note("error " + std::string(reason)); }

    // The plies `set depth` asked for; none until then, or when --level fixed the level (which
    // then plays by its own budget, or on the record's clock).
    std::optional<int> depth_;
    GameClocks clocks_;
    // Why the position is unknown, after a refused `set game` or `move`: NBoard believes the
    // game changed, so the engine answers nothing about any position until the next `set game`.
    std::optional<std::string> lost_;
};

}  // namespace reversi
