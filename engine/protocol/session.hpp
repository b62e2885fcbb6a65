// The engine's line protocol: one command loop over any pair of streams, so tests can drive
// it without a process. protocol-spec/PROTOCOL.md documents every command.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <span>
#include <string>
#include <string_view>

#include "core/game_line.hpp"
#include "vocabulary/level.hpp"

namespace reversi {

constexpr std::string_view kEngineName = "reversi-engine";
constexpr std::string_view kProtocolVersion = "1";

class ProtocolSession {
public:
    // Replies go to `out`, one flushed line each; diagnostics for people go to `log`.
    ProtocolSession(std::ostream& out, std::ostream& log);

    // Executes lines until `quit` or the end of `in`.
    void run(std::istream& in);
    // Executes one line (without its '\n'); returns false once the session has ended.
    bool execute(std::string_view line);

private:
    using Args = std::span<const std::string_view>;
    using Handler = void (ProtocolSession::*)(Args);
    struct Command {
        std::string_view name;
        std::size_t min_args;
        std::size_t max_args;
        Handler handler;
    };
    static const Command* find_command(std::string_view name);

    void handshake(Args);
    void is_ready(Args);
    void new_game(Args);
    void set_position(Args);
    void play(Args);
    void undo(Args);
    void set_seed(Args);
    void set_level(Args);
    void go(Args);
    void legal(Args);
    void show(Args);
    void perft(Args);
    void bench(Args);
    void eval(Args);
    void help(Args);
    void quit(Args);

    void reply(std::string_view line);
    void reply_error(std::string_view reason);

    std::ostream& out_;
    std::ostream& log_;
    GameLine game_;
    Level level_ = Level::Hard;
    std::uint64_t seed_ = 0;
    bool ended_ = false;
};

}  // namespace reversi
