// SPDX-License-Identifier: GPL-3.0-or-later
// The command line of reversi-match: two sides (an engine, its protocol, and what the tool
// tells it) or a tournament's engines, the openings, the statistics, the share of a spread
// match, and where the games go.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "client/engine_client.hpp"
#include "match/sprt.hpp"
#include "vocabulary/level.hpp"
#include "vocabulary/shard.hpp"

namespace reversi::match {

enum class Side { A, B };
constexpr Side other(Side side) { return side == Side::A ? Side::B : Side::A; }
constexpr char side_letter(Side side) { return side == Side::A ? 'A' : 'B'; }

struct SideOptions {
    // --a-name / --engine's name=: the side's name in the table, the games file and GGF; empty
    // when none was given (then the engine's own name from its handshake is used).
    std::string name;
    client::EngineCommand command;
    client::EngineProtocol protocol = client::EngineProtocol::Line;
    // Sent only when given: otherwise the engine plays as its own command line chose.
    std::optional<Level> level;
    SearchLimits limits;
    // --a-option NAME=VALUE, in the order given: sent once to each engine process.
    std::vector<client::EngineSetting> settings;
    // --ponder or --a-ponder, for a line-protocol side: it ponders on its expected reply while
    // the other side thinks (GTP and NBoard have no pondering: `ponder_asked` without `ponder`).
    bool ponder = false;
    bool ponder_asked = false;
};

// --tc: each side's clock starts every game at `start` and gains `increment` after each of its
// moves (time_control.hpp keeps the clocks).
struct TimeControl {
    std::chrono::milliseconds start{0};
    std::chrono::milliseconds increment{0};
    bool operator==(const TimeControl&) const = default;
};

// Each side's time control: the same for both (--tc), or time odds (--a-tc, --b-tc).
struct SideClocks {
    TimeControl a;
    TimeControl b;
    std::chrono::milliseconds margin{0};                       // --time-margin, for both
    SideClocks(const TimeControl& both) : a(both), b(both) {}  // NOLINT: one clock converts
    SideClocks(const TimeControl& a_clock, const TimeControl& b_clock) : a(a_clock), b(b_clock) {}
    const TimeControl& of(Side side) const { return side == Side::A ? a : b; }
    bool operator==(const SideClocks&) const = default;
};

// The clocks of a match whose side A plays on `tc` and side B on `tc_b` when it has one of its
// own (time odds), or else on `tc` too; none without `tc`.
inline std::optional<SideClocks> side_clocks(const std::optional<TimeControl>& tc,
                                             const std::optional<TimeControl>& tc_b) {
    if (!tc) return std::nullopt;
    return SideClocks(*tc, tc_b.value_or(*tc));
}

// One engine of a tournament (`--engine`, three times or more): its name in the tables, as
// safe in a file name as in a table (letters, digits, '.', '_', '-').
struct NamedEngine {
    std::string name;
    SideOptions side;
    std::optional<TimeControl> tc;  // tc=: its own clock in place of --tc
};

// Who plays whom among more than two engines: every engine against every other, or the first
// against each of the others.
enum class TournamentKind { RoundRobin, Gauntlet };

struct MatchOptions {
    SideOptions a;
    SideOptions b;
    // Three or more: a tournament of one match per pair of engines (a and b are unused). Two
    // --engine options are sides A and B.
    std::vector<NamedEngine> engines;
    TournamentKind tournament = TournamentKind::RoundRobin;
    std::optional<int> openings;  // default: 50 random ones, or every opening of the file
    int opening_plies = 6;
    std::string openings_file;
    std::uint64_t seed = 1;
    int concurrency = 1;
    std::chrono::milliseconds move_timeout{30'000};  // without --tc
    std::optional<TimeControl> tc;                   // side A's clock, and B's unless tc_b
    // Time odds (--a-tc, --b-tc): B's clock when it differs from A's (then tc is A's own).
    std::optional<TimeControl> tc_b;
    // --time-margin MS: a reply late by at most this much is no loss on time (the scheduling of
    // a busy machine, not the engine); its clock stops at zero and the reply is counted late.
    std::chrono::milliseconds time_margin{0};
    // --adjudicate-empties N: a game with N empty squares or fewer ends with the exact result
    // the referee engine proves (--adjudicator, a line-protocol engine; default: the
    // reversi-engine beside the tool).
    std::optional<int> adjudicate_empties;
    client::EngineCommand adjudicator;
    int attempts = 1;  // per move; after the last failed one the match stops (or, with
                       // `recover`, the side forfeits the game)
    bool recover = false;
    std::string games_file;
    std::string ggf_file;    // --ggf-file: the games as GGF records, written when the match ends
    std::string resume;      // --resume FILE: the games file of a stopped run, continued in place
    bool overwrite = false;  // --overwrite: an existing games or GGF file is replaced, not refused
    bool progress = false;
    // --ponder: line-protocol sides ponder (SideOptions::ponder); GTP and NBoard sides cannot.
    bool ponder = false;
    Shard shard;
    std::optional<SprtSettings> sprt;
    // The options that define the match as `--KEY VALUE...` words (not --resume, --games-file,
    // --overwrite or a run option): the games file records them, so `--resume FILE` alone
    // continues the match.
    std::vector<std::string> arguments;
};

struct ParsedOptions {
    std::optional<MatchOptions> options;  // nullopt: see `help` and `error`
    bool help = false;
    std::string error;
};

// `default_engine` is the command used for a side given no --a-engine / --b-engine, with
// `--gtp` or `--nboard` added for those protocols.
ParsedOptions parse_match_options(int argc, const char* const* argv,
                                  const client::EngineCommand& default_engine);

// Whether `name` can name a side everywhere it is written (a table, a games file's header line,
// a file name, a GGF player): 1 to 64 letters, digits, '.', '_' or '-'.
bool is_side_name(std::string_view name);

// Applies one side option (`name`, `level`, `engine`, `protocol`, `nodes`, `depth`, `option`) to
// `side`; the reason when the value is refused, none when applied. Shared by `--a-KEY`, `--b-KEY`
// and the fields of `--engine`.
std::optional<std::string> apply_side_option(std::string_view key, std::string_view value,
                                             SideOptions& side);

// What one side may be sent depends on its protocol: why not, in words that start each field's
// name with `prefix` ("--a-" for --a-level, "--engine nb, field " for --engine's level=).
std::string check_side(const std::string& option, const SideOptions& side);

// How many values the option `key` takes (0, 1 or 2); nullopt for a key that is no option of
// a match. `repeatable` says which keys may be given more than once.
std::optional<int> match_option_value_count(std::string_view key);
bool is_repeatable_match_option(std::string_view key);

// The options that decide how a run goes but not which games it plays (--concurrency,
// --progress, --ggf-file, --attempts, --recover): not recorded in the games file (two runs of
// one match write the same file), and given beside --resume for that run.
bool is_run_option(std::string_view key);

// The usage text, exit statuses included.
std::string match_usage();

}  // namespace reversi::match
