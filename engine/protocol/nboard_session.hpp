// reversi-engine in NBoard mode (`--nboard`): NBoard protocol version 2 over any pair of streams,
// so the NBoard GUI can use the engine. protocol-spec/PROTOCOL.md, section "NBoard mode",
// documents every command. NBoard has no error replies: a rejected line is reported on the log
// stream (standard error). Its commands are a table on the shared session core; `go`, `hint`
// and `analyze` search on the core's worker, and `ping` stops them.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/game_line.hpp"
#include "protocol/command_table.hpp"
#include "protocol/game_clocks.hpp"
#include "protocol/line_input.hpp"
#include "protocol/move_evaluation.hpp"
#include "protocol/session_core.hpp"
#include "protocol/session_options.hpp"
#include "protocol/session_settings.hpp"
#include "search/search.hpp"

namespace reversi {

constexpr int kMinNBoardDepth = 1;
constexpr int kMaxNBoardDepth = 60;

// NBoard's `set depth` (1 to 60) is a strength dial; ours is the three opponents:
// 1-2 easy, 3-5 normal, 6 and deeper hard.
Level level_for_depth(int depth);

class NBoardSession : private SessionProtocol {
public:
    // Replies go to `out`, each flushed; rejected lines are reported on `log`. A level given in
    // `options` (--level) is kept whatever `set depth` says; without one, the level is hard until
    // `set depth` chooses.
    NBoardSession(std::ostream& out, std::ostream& log, const SessionOptions& options = {});

    // Executes lines until `quit` or the end of the input (see SessionCore::run).
    void run(LineInput& in) { core_.run(in, *this); }
    void run(std::istream& in) { core_.run(in, *this); }
    // Executes one line (without its '\n') to its end; returns false once the session has ended.
    bool execute(std::string_view line) { return core_.execute(line, *this); }

private:
    using Args = std::span<const std::string_view>;
    struct Call {
        Args args;
        std::string_view line;  // the whole line: `set game` takes the record from it
        SteadyClock::time_point received;
    };
    using Handler = void (NBoardSession::*)(const Call&);
    static const CommandTable<Handler>& commands();

    DuringSearch during_search(std::string_view line) const override;
    void execute_line(std::string_view line, SteadyClock::time_point received) override;
    void reject_line(std::string_view reason) override { reject(reason); }

    void nboard(const Call& call);
    void set(const Call& call);
    void set_depth(Args args);
    void set_game(std::string_view ggf);
    void set_contempt(Args args);
    void move(const Call& call);
    void hint(const Call& call);
    void go(const Call& call);
    void analyze(const Call& call);
    void ping(const Call& call);
    void learn(const Call& call);
    void show(const Call& call);
    void quit(const Call& call);

    SearchRequest request() const { return {level_, settings_.seed, {}}; }
    // False, with the reason reported, when the engine does not know the position NBoard shows.
    bool knows_position(std::string_view command);
    void lose_position(std::string reason);
    void reply_search_line(const MoveEvaluation& evaluation);
    void reply_name();
    void reply(std::string_view line) { core_.reply(line); }
    void reject(std::string_view reason);

    GameLine game_;
    GameClocks clocks_;
    // Why the position is unknown, after a refused `set game` or `move`: NBoard believes the
    // game changed, so the engine answers nothing about any position until the next `set game`.
    std::optional<std::string> lost_;
    std::optional<Level> fixed_level_;
    Level level_;
    SessionSettings settings_;
    // Last, so it is destroyed first: a search still running ends before the state it reads.
    SessionCore core_;
};

}  // namespace reversi
