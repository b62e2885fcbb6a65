// reversi-engine in NBoard mode (`--nboard`): NBoard protocol version 2 over any pair of streams,
// so the NBoard GUI can use the engine. protocol-spec/PROTOCOL.md, section "NBoard mode",
// documents every command. NBoard has no error replies: a rejected line changes nothing and is
// reported on the log stream (standard error) only.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/game_line.hpp"
#include "protocol/move_evaluation.hpp"
#include "search/search.hpp"
#include "vocabulary/level.hpp"

namespace reversi {

constexpr int kMinNBoardDepth = 1;
constexpr int kMaxNBoardDepth = 60;

// NBoard's `set depth` (1 to 60) is a strength dial; ours is the three opponents:
// 1-2 easy, 3-5 normal, 6 and deeper hard.
Level level_for_depth(int depth);

class NBoardSession {
public:
    // Replies go to `out`, each flushed; rejected lines are reported on `log`. A `fixed_level`
    // (from --level) is kept whatever `set depth` says; without one, the level is hard until
    // `set depth` chooses.
    NBoardSession(std::ostream& out, std::ostream& log,
                  std::optional<Level> fixed_level = std::nullopt, std::uint64_t seed = 0);

    // Executes lines until `quit` or the end of `in`.
    void run(std::istream& in);
    // Executes one line (without its '\n'); returns false once the session has ended.
    bool execute(std::string_view line);

private:
    using Args = std::span<const std::string_view>;

    void nboard(Args args);
    void set(std::string_view line, Args args);
    void set_depth(Args args);
    void set_game(std::string_view ggf);
    void set_contempt(Args args);
    void move(Args args);
    void hint(Args args);
    void go(Args args);
    void ping(Args args);
    void learn(Args args);
    void show(Args args);

    SearchRequest request() const { return {level_, seed_, {}}; }
    void reply_search_line(const MoveEvaluation& evaluation);
    void reply_name();
    void reply(std::string_view line);
    void reject(std::string_view reason);
    void reject_illegal_choice(Move move);

    std::ostream& out_;
    std::ostream& log_;
    GameLine game_;
    std::optional<Level> fixed_level_;
    Level level_;
    std::uint64_t seed_;
    bool ended_ = false;
};

}  // namespace reversi
