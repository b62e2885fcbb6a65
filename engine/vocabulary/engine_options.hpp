// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's options as one table: each option's name, type, range, how its value is read
// and where it goes, and its description. The handshake's `option` lines, `setoption`, GTP's
// `reversi-*` commands and reversi-engine's command-line flags are all read from it, so an
// option is added by adding one entry (and its field in EngineSettings).
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "vocabulary/level.hpp"
#include "vocabulary/search_limits.hpp"

namespace reversi {

constexpr std::chrono::milliseconds kDefaultMoveOverhead{50};
constexpr std::chrono::milliseconds kMaxMoveOverhead{10'000};
constexpr int kMaxThreads = 256;

// What the engine plays with, whichever command, option or flag set it.
struct EngineSettings {
    Level level = Level::Hard;
    std::uint64_t seed = 0;
    // Time a clock keeps back for the harness's own delays (protocol-spec/PROTOCOL.md,
    // "Time limits").
    std::chrono::milliseconds move_overhead = kDefaultMoveOverhead;
    // Moves each iteration of `go` scores and reports (protocol-spec/PROTOCOL.md, "MultiPV").
    int multipv = 1;
    // The tables' size for searches on a clock; every other search uses the default.
    std::size_t hash_megabytes = kDefaultTableMegabytes;
    // Threads for searches on a clock and exact solves; every other search uses one
    // (protocol-spec/PROTOCOL.md, "Threads").
    int threads = 1;
    // The harness may send `go ponder` (UCI's Ponder): the engine ponders whenever it is asked,
    // whatever this says, so it changes no search.
    bool ponder = false;
};

// As the handshake announces them: a choice among words, a free string, a number in a range, or
// true or false.
enum class OptionType : std::uint8_t { Combo, String, Spin, Check };

struct EngineOption {
    std::string_view name;  // as the handshake spells it ("Move Overhead"); case-insensitive
    OptionType type;
    std::string_view choices;  // Combo: the words, separated by spaces
    std::uint64_t min = 0;     // Spin: the range
    std::uint64_t max = 0;
    std::string_view expected;     // what a valid value is, completing "... must be ..."
    std::string_view placeholder;  // the value in a usage line: "<milliseconds>"
    std::string_view flag_value;   // the value after the flag in --help: "MS"
    std::string_view help;         // for --help; may hold line breaks
    // Reads `value` into `settings`; false, leaving them unchanged, when it is not valid.
    bool (*apply)(EngineSettings& settings, std::string_view value);
    std::string (*current)(const EngineSettings& settings);
};

// Every option, in the handshake's order.
std::span<const EngineOption> engine_options();

// The option called `name`, compared without regard to case; nullptr when there is none.
const EngineOption* find_option(std::string_view name);

// The handshake's line for `option`, with its value in `settings` as the default.
std::string option_line(const EngineOption& option, const EngineSettings& settings);

// The option's command-line flag: "--" and its name in lower case, words joined by '-'.
std::string option_flag(const EngineOption& option);

// Its name in lower case with words joined by `joiner` ("move_overhead" for GTP's commands).
std::string option_word(const EngineOption& option, char joiner);

}  // namespace reversi
