// SPDX-License-Identifier: GPL-3.0-or-later
// reversi-engine in Go Text Protocol mode (`--gtp`): GTP version 2 over any pair of streams, so
// GUIs such as Quarry and GTP match runners can drive the engine. Vertices are Othello squares.
// protocol-spec/PROTOCOL.md, section "GTP mode", documents every command. Its commands are a
// table, with one `reversi-*` command per engine option; `genmove` and `reversi-analyze`
// search on the engine's worker.
#pragma once

#include <iosfwd>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "protocol/command_table.hpp"
#include "protocol/engine_session.hpp"
#include "protocol/gtp_clock.hpp"
#include "protocol/gtp_moves.hpp"

namespace reversi {

class GtpSession : public EngineSession {
public:
    GtpSession(std::ostream& out, std::ostream& log, const SessionOptions& options = {})
        : EngineSession(out, log, options) {}
    // A `genmove` still running writes this session's clock and moves: it ends first.
    ~GtpSession() override { engine_.finish(); }
    GtpSession(const GtpSession&) = delete;
    GtpSession& operator=(const GtpSession&) = delete;

private:
    struct Reply {
        bool ok = true;
        std::string text;
        bool later = false;  // a search on the worker sends the response when it ends
    };
    // Success, or failure with the error text.
    static Reply error_reply(const std::optional<std::string>& error) {
        return error ? Reply{false, *error} : Reply{};
    }
    using Args = std::span<const std::string_view>;
    struct Call {
        std::string_view id;
        std::string_view name;
        Args args;
        SteadyClock::time_point received;
    };
    using Handler = Reply (*)(GtpSession&, const Call&);
    static const CommandTable<Handler>& commands();

    DuringSearch during_search(std::string_view line) const override;
    void execute_line(std::string_view line, SteadyClock::time_point received) override;
    void reject_line(std::string_view reason) override {
        respond("", {false, std::string(reason)});
    }

    Reply play(const Call&);
    Reply genmove(const Call&);
    Reply showboard(const Call&);
    Reply rules_legal_moves(const Call&);
    Reply option_command(const Call&);
    // `reversi-analyze [limits]` (gtp_analysis.cpp).
    Reply analyze(const Call&);

    // Searches for `color` on the worker and responds with the vertex; `play_it` also plays it.
    Reply generate(const Call& call, Color color, bool play_it);
    Reply new_game();
    void respond(std::string_view id, const Reply& reply);

    GtpMoves moves_;
    GtpClock clock_;
};

}  // namespace reversi
