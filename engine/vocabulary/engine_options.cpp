// SPDX-License-Identifier: GPL-3.0-or-later
// The table itself: one entry per option, each with its own reading of a value.
#include "vocabulary/engine_options.hpp"

#include <array>
#include <limits>

#include "vocabulary/tokens.hpp"

namespace reversi {

namespace {

bool apply_level(EngineSettings& settings, std::string_view value) {
    const auto level = parse_level(value);
    if (level) settings.level = *level;
    return level.has_value();
}

std::string current_level(const EngineSettings& settings) {
    return std::string(level_name(settings.level));
}

bool apply_seed(EngineSettings& settings, std::string_view value) {
    const auto seed = parse_unsigned(value, 0, std::numeric_limits<std::uint64_t>::max());
    if (seed) settings.seed = *seed;
    return seed.has_value();
}

std::string current_seed(const EngineSettings& settings) { return std::to_string(settings.seed); }

bool apply_move_overhead(EngineSettings& settings, std::string_view value) {
    const auto overhead =
        parse_unsigned(value, 0, static_cast<std::uint64_t>(kMaxMoveOverhead.count()));
    if (overhead)
        settings.move_overhead = std::chrono::milliseconds(static_cast<std::int64_t>(*overhead));
    return overhead.has_value();
}

std::string current_move_overhead(const EngineSettings& settings) {
    return std::to_string(settings.move_overhead.count());
}

bool apply_multipv(EngineSettings& settings, std::string_view value) {
    const auto count = parse_unsigned(value, 1, static_cast<std::uint64_t>(kMaxMultiPv));
    if (count) settings.multipv = static_cast<int>(*count);
    return count.has_value();
}

std::string current_multipv(const EngineSettings& settings) {
    return std::to_string(settings.multipv);
}

bool apply_hash(EngineSettings& settings, std::string_view value) {
    const auto megabytes = parse_unsigned(value, 1, kMaxTableMegabytes);
    if (megabytes) settings.hash_megabytes = static_cast<std::size_t>(*megabytes);
    return megabytes.has_value();
}

std::string current_hash(const EngineSettings& settings) {
    return std::to_string(settings.hash_megabytes);
}

bool apply_threads(EngineSettings& settings, std::string_view value) {
    const auto count = parse_unsigned(value, 1, static_cast<std::uint64_t>(kMaxThreads));
    if (count) settings.threads = static_cast<int>(*count);
    return count.has_value();
}

std::string current_threads(const EngineSettings& settings) {
    return std::to_string(settings.threads);
}

bool apply_ponder(EngineSettings& settings, std::string_view value) {
    const std::string word = lower_case(value);
    if (word != "true" && word != "false") return false;
    settings.ponder = word == "true";
    return true;
}

std::string current_ponder(const EngineSettings& settings) {
    return settings.ponder ? "true" : "false";
}

constexpr std::array<EngineOption, 7> kOptions{{
    {"Level", OptionType::Combo, "easy normal hard", 0, 0, "easy, normal or hard",
     "easy|normal|hard", "L",
     "the opponent: easy, normal or hard (default hard; in NBoard mode it fixes\n"
     "the level, which `set depth` then leaves alone)",
     &apply_level, &current_level},
    // A string, not a spin: UCI GUIs cannot show a spin's range of 64 bits.
    {"Seed", OptionType::String, "", 0, 0, "an unsigned 64-bit decimal number",
     "<unsigned 64-bit number>", "N", "the seed, an unsigned 64-bit decimal number (default 0)",
     &apply_seed, &current_seed},
    {"Move Overhead", OptionType::Spin, "", 0, static_cast<std::uint64_t>(kMaxMoveOverhead.count()),
     "from 0 to 10000", "<milliseconds>", "MS",
     "milliseconds a clock search leaves for the harness's own delays on every move\n(default 50)",
     &apply_move_overhead, &current_move_overhead},
    {"MultiPV", OptionType::Spin, "", 1, static_cast<std::uint64_t>(kMaxMultiPv), "from 1 to 64",
     "<count>", "N", "moves each iteration of `go` scores and reports, best first (default 1)",
     &apply_multipv, &current_multipv},
    // Only for searches on a clock: every other reply must not depend on it.
    {"Hash", OptionType::Spin, "", 1, kMaxTableMegabytes, "from 1 to 4096", "<MiB>", "MB",
     "MiB of search tables for searches on a clock and exact solves; every other\n"
     "search uses 25, so that its reply is reproducible (default 25)",
     &apply_hash, &current_hash},
    // Only where the reply cannot depend on it: every other search is one thread's.
    {"Threads", OptionType::Spin, "", 1, static_cast<std::uint64_t>(kMaxThreads), "from 1 to 256",
     "<count>", "N",
     "threads for searches on a clock or `go infinite` and for exact solves without a\n"
     "node budget (`go depth 60`, `go wld`); every other search uses one (default 1)",
     &apply_threads, &current_threads},
    // UCI's Ponder: a harness says it will ponder; `go ponder` is taken whatever it says.
    {"Ponder", OptionType::Check, "", 0, 0, "true or false", "true|false", "B",
     "whether the harness will send `go ponder` (default false); pondering works\n"
     "either way, and no search depends on it",
     &apply_ponder, &current_ponder},
}};

}  // namespace

std::span<const EngineOption> engine_options() { return kOptions; }

const EngineOption* find_option(std::string_view name) {
    const std::string wanted = lower_case(name);
    for (const EngineOption& option : kOptions) {
        if (lower_case(option.name) == wanted) return &option;
    }
    return nullptr;
}

std::string option_line(const EngineOption& option, const EngineSettings& settings) {
    std::string line = "option name " + std::string(option.name) + " type ";
    const std::string value = option.current(settings);
    switch (option.type) {
        case OptionType::Combo:
            line += "combo default " + value;
            for (std::string_view choice : split_tokens(option.choices)) {
                line += " var ";
                line += choice;
            }
            break;
        case OptionType::String:
            line += "string default " + value;
            break;
        case OptionType::Spin:
            line += "spin default " + value + " min " + std::to_string(option.min) + " max " +
                    std::to_string(option.max);
            break;
        case OptionType::Check:
            line += "check default " + value;
            break;
    }
    return line;
}

std::string option_word(const EngineOption& option, char joiner) {
    std::string word = lower_case(option.name);
    for (char& c : word) {
        if (c == ' ') c = joiner;
    }
    return word;
}

std::string option_flag(const EngineOption& option) { return "--" + option_word(option, '-'); }

}  // namespace reversi
