// SPDX-License-Identifier: GPL-3.0-or-later
// Reading reversi-match's options strictly: every value is checked, an option given twice is an
// error, and a mistake names itself.
#include "match/match_options.hpp"

#include <algorithm>
#include <set>
#include <string_view>

#include "client/command_line.hpp"
#include "client/engine_settings.hpp"
#include "match/engine_spec.hpp"
#include "match/exit_status.hpp"
#include "match/time_control.hpp"
#include "vocabulary/numbers.hpp"
#include "vocabulary/option_reader.hpp"
#include "vocabulary/tokens.hpp"

namespace reversi::match {

namespace {

constexpr std::string_view kTimeControlExpected =
    "expected SECONDS or SECONDS+INCREMENT (e.g. 60 or 10+0.1): at most 3 decimals, SECONDS "
    "above 0 and at most 86400, INCREMENT at most 3600";

// --a-tc and --b-tc as given (before they are settled into MatchOptions' tc and tc_b).
struct OwnClocks {
    std::optional<TimeControl> a;
    std::optional<TimeControl> b;
};

// Time odds: each side plays on its own --a-tc/--b-tc, or else on --tc; a match is on the clock
// for both sides or for neither. Afterwards `tc` is A's clock and `tc_b` B's when it differs.
std::string settle_clocks(MatchOptions& options, const OwnClocks& own) {
    if (!own.a && !own.b) return {};
    if (!options.tc && (!own.a || !own.b))
        return std::string(own.a ? "--a-tc" : "--b-tc") +
               ": the other side needs a clock too: give --tc (for both) or " +
               (own.a ? "--b-tc" : "--a-tc");
    // Not value_or(*options.tc): its argument is read even when unused, and --tc may be absent.
    const TimeControl a = own.a ? *own.a : *options.tc;
    const TimeControl b = own.b ? *own.b : *options.tc;
    options.tc = a;
    if (b != a) options.tc_b = b;
    return {};
}

// Where the games go: --games-file, --ggf-file, --resume (each a path); why not, if refused.
std::optional<std::string> apply_output_option(std::string_view key, std::string_view value,
                                               MatchOptions& options) {
    std::string& path = key == "games-file" ? options.games_file
                        : key == "ggf-file" ? options.ggf_file
                                            : options.resume;
    path = value;
    if (value.empty()) return "expected a path";
    return std::nullopt;
}

// A tournament's engines and who plays whom: --engine, --tournament; why not, if refused.
std::optional<std::string> apply_tournament_option(std::string_view key, std::string_view value,
                                                   MatchOptions& options) {
    if (key == "engine") {
        auto engine = parse_engine_spec(value);
        if (!engine.value) return std::move(engine.error);
        options.engines.push_back(std::move(*engine.value));
    } else if (value == "round-robin") {
        options.tournament = TournamentKind::RoundRobin;
    } else if (value == "gauntlet") {
        options.tournament = TournamentKind::Gauntlet;
    } else {
        return "expected round-robin or gauntlet";
    }
    return std::nullopt;
}

// Applies one match-wide option with one value (known to be one); why not, if refused.
std::optional<std::string> apply_match_option(std::string_view key, std::string_view value,
                                              MatchOptions& options) {
    std::string error;
    auto set_int = [&](int& target, int min, int max) {
        const auto parsed = number_in<int>(value, min, max);
        if (!parsed) error = range_text(min, max);
        if (parsed) target = *parsed;
    };
    auto set_probability = [&](double& target) {
        const auto parsed = number_in<double>(value, 1e-9, 0.5);
        if (!parsed) error = "expected a probability above 0 and at most 0.5";
        if (parsed) target = *parsed;
    };
    if (key == "openings") {
        options.openings = number_in<int>(value, 1, 1'000'000);
        if (!options.openings) error = range_text(1, 1'000'000);
    } else if (key == "plies") {
        set_int(options.opening_plies, 0, 20);
    } else if (key == "openings-file") {
        options.openings_file = value;
        if (value.empty()) error = "expected a path";
    } else if (key == "concurrency") {
        set_int(options.concurrency, 1, 256);
    } else if (key == "attempts") {
        set_int(options.attempts, 1, 100);
    } else if (key == "timeout-ms") {
        int ms = 0;
        set_int(ms, 1, 86'400'000);
        options.move_timeout = std::chrono::milliseconds(ms);
    } else if (key == "seed") {
        const auto seed = number_in<std::uint64_t>(value, 0, ~std::uint64_t{0});
        if (!seed) error = "expected an unsigned 64-bit number";
        if (seed) options.seed = *seed;
    } else if (key == "shard") {
        const auto shard = parse_shard(value);
        if (!shard) error = "expected K/N with 1 <= K <= N <= " + std::to_string(kMaxShards);
        if (shard) options.shard = *shard;
    } else if (key == "tc") {
        options.tc = parse_time_control(value);
        if (!options.tc) error = std::string(kTimeControlExpected);
    } else if (key == "time-margin") {
        int ms = 0;
        set_int(ms, 0, 60'000);
        options.time_margin = std::chrono::milliseconds(ms);
    } else if (key == "adjudicate-empties") {
        options.adjudicate_empties = number_in<int>(value, 1, 24);
        if (!options.adjudicate_empties) error = range_text(1, 24);
    } else if (key == "adjudicator") {
        auto command = client::split_engine_command(value);
        error = std::move(command.error);
        if (command.value) options.adjudicator = std::move(*command.value);
    } else if (key == "games-file" || key == "ggf-file" || key == "resume") {
        return apply_output_option(key, value, options);
    } else if (key == "engine" || key == "tournament") {
        return apply_tournament_option(key, value, options);
    } else if (key == "alpha" || key == "beta") {
        if (!options.sprt) options.sprt = SprtSettings{};  // checked against --sprt at the end
        set_probability(key == "alpha" ? options.sprt->alpha : options.sprt->beta);
    }
    if (error.empty()) return std::nullopt;
    return error;
}

// `--sprt ELO0 ELO1`: the two values follow as separate arguments.
std::string apply_sprt(std::string_view elo0, std::string_view elo1, MatchOptions& options) {
    const auto low = number_in<double>(elo0, -2000.0, 2000.0);
    const auto high = number_in<double>(elo1, -2000.0, 2000.0);
    if (!low || !high) return "expected two Elo differences from -2000 to 2000";
    if (!(*low < *high)) return "ELO0 must be below ELO1";
    if (!options.sprt) options.sprt = SprtSettings{};
    options.sprt->elo0 = *low;
    options.sprt->elo1 = *high;
    return {};
}

std::string check_match(const MatchOptions& options, const std::set<std::string>& given) {
    if (std::string problem = check_side("--a-", options.a); !problem.empty()) return problem;
    if (std::string problem = check_side("--b-", options.b); !problem.empty()) return problem;
    if (!options.a.name.empty() && options.a.name == options.b.name)
        return "--b-name " + options.b.name + ": side A has that name";
    for (const NamedEngine& engine : options.engines)
        if (std::string problem = check_side("--engine " + engine.name + ", field ", engine.side);
            !problem.empty())
            return problem;
    if (!options.openings_file.empty() && given.contains("plies"))
        return "--plies is for random openings; --openings-file gives whole openings";
    if ((given.contains("tc") || given.contains("a-tc") || given.contains("b-tc")) &&
        given.contains("timeout-ms"))
        return "--timeout-ms is for matches without a clock: with --tc a move's time limit is "
               "the side's time left";
    if (!options.resume.empty() && given.contains("games-file") &&
        options.games_file != options.resume)
        return "--resume FILE continues FILE in place: give no other --games-file";
    if (options.overwrite && !options.resume.empty())
        return "--overwrite replaces the output files, --resume continues one: give one of them";
    if (options.overwrite && options.games_file.empty() && options.ggf_file.empty())
        return "--overwrite is for an existing --games-file or --ggf-file: give one";
    const bool engine_clocks =
        std::any_of(options.engines.begin(), options.engines.end(),
                    [](const NamedEngine& engine) { return engine.tc.has_value(); });
    if (given.contains("time-margin") && !given.contains("tc") && !given.contains("a-tc") &&
        !given.contains("b-tc") && !engine_clocks)
        return "--time-margin is for matches on the clock: give --tc";
    for (const char* key : {"ponder", "a-ponder", "b-ponder"})
        if (given.contains(key) && !given.contains("tc") && !given.contains("a-tc") &&
            !given.contains("b-tc") && !engine_clocks)
            return std::string("--") + key + " is for matches on the clock: give --tc";
    if (given.contains("adjudicator") && !options.adjudicate_empties)
        return "--adjudicator is the engine of --adjudicate-empties N: give that too";
    if (options.sprt && !given.contains("sprt"))
        return "--alpha and --beta belong to --sprt ELO0 ELO1";
    if (options.sprt && options.sprt->alpha + options.sprt->beta >= 1)
        return "--alpha and --beta must add up to less than 1";
    return {};
}

// One --a-option NAME=VALUE; a name given twice (in any case) is refused, as a repeated option.
std::optional<std::string> add_setting(std::string_view text, SideOptions& side) {
    auto setting = client::parse_engine_setting(text);
    if (!setting.value) return std::move(setting.error);
    for (const client::EngineSetting& given : side.settings)
        if (lower_case(given.name) == lower_case(setting.value->name))
            return "the option " + given.name + " is given twice";
    side.settings.push_back(std::move(*setting.value));
    return std::nullopt;
}

// "PREFIXoption NAME=VALUE: WHY".
std::string setting_problem(const std::string& prefix, const client::EngineSetting& setting,
                            const std::string& why) {
    return prefix + "option " + setting.name + "=" + setting.value + ": " + why;
}

void add_default_engine(SideOptions& side, const client::EngineCommand& default_engine) {
    side.command = default_engine;
    if (side.protocol == client::EngineProtocol::Gtp) side.command.arguments.push_back("--gtp");
    if (side.protocol == client::EngineProtocol::Nboard)
        side.command.arguments.push_back("--nboard");
}

}  // namespace

std::optional<int> match_option_value_count(std::string_view key) {
    if (key == "progress" || key == "recover" || key == "overwrite" || key == "ponder" ||
        key == "a-ponder" || key == "b-ponder")
        return 0;
    if (key == "sprt") return 2;
    if (key.starts_with("a-") || key.starts_with("b-")) {
        const std::string_view name = key.substr(2);
        for (std::string_view known :
             {"name", "level", "engine", "protocol", "nodes", "depth", "option", "tc"})
            if (name == known) return 1;
        return std::nullopt;
    }
    for (std::string_view known :
         {"openings", "plies", "openings-file", "concurrency", "attempts", "timeout-ms", "seed",
          "games-file", "ggf-file", "resume", "shard", "alpha", "beta", "tc", "engine",
          "tournament", "adjudicate-empties", "adjudicator", "time-margin"})
        if (key == known) return 1;
    return std::nullopt;
}

bool is_run_option(std::string_view key) {
    return key == "concurrency" || key == "progress" || key == "ggf-file" || key == "attempts" ||
           key == "recover";
}

bool is_repeatable_match_option(std::string_view key) {
    return key == "engine" || key == "a-option" || key == "b-option";
}

namespace {

// The --engine options: each needs a name of its own; two are sides A and B; three or more make
// a tournament, where what belongs to one pair of sides is refused.
std::string check_engines(const MatchOptions& options, const std::set<std::string>& given) {
    const std::size_t count = options.engines.size();
    if (count == 0) {
        if (given.contains("tournament")) return "--tournament is for three --engine or more";
        return {};
    }
    if (count == 1) return "--engine is given once: give it for each engine, at least twice";
    for (const std::string& key : given)
        if (key.starts_with("a-") || key.starts_with("b-"))
            return "--" + key +
                   ": --engine and the --a-/--b- options are two ways to give the "
                   "sides; use one";
    std::set<std::string_view> names;
    for (const NamedEngine& engine : options.engines)
        if (!names.insert(engine.name).second)
            return "--engine: two engines are named '" + engine.name + "' (give name=)";
    if (count == 2) {
        if (given.contains("tournament")) return "--tournament is for three --engine or more";
        return {};
    }
    for (const char* key : {"sprt", "shard"})
        if (given.contains(key))
            return std::string("--") + key +
                   " is for a match of two sides, not a tournament of three --engine or more";
    const auto clocked = [](const NamedEngine& engine) { return engine.tc.has_value(); };
    const bool some = std::any_of(options.engines.begin(), options.engines.end(), clocked);
    const bool all = std::all_of(options.engines.begin(), options.engines.end(), clocked);
    if (some && !all && !options.tc)
        return "--engine tc=: every engine plays on a clock or none does: give --tc (for the "
               "engines without tc=) or tc= for each";
    return {};
}

// Fills in what the options left to defaults: the reversi-engine beside the tool for a side
// given no command, and sides A and B from two --engine options.
void settle_sides(MatchOptions& options, const std::set<std::string>& given,
                  const client::EngineCommand& default_engine) {
    for (NamedEngine& engine : options.engines)
        if (engine.side.command.program.empty()) add_default_engine(engine.side, default_engine);
    if (options.engines.size() == 2) {
        options.a = options.engines[0].side;
        options.b = options.engines[1].side;
        options.a.name = options.engines[0].name;
        options.b.name = options.engines[1].name;
        options.engines.clear();
        return;
    }
    if (options.adjudicate_empties && options.adjudicator.program.empty())
        options.adjudicator = default_engine;
    if (!given.contains("a-engine")) add_default_engine(options.a, default_engine);
    if (!given.contains("b-engine")) add_default_engine(options.b, default_engine);
}

// --ponder (or --a-ponder, --b-ponder) reaches the sides that can ponder: those speaking the
// line protocol; `ponder_asked` keeps who asked, for the warning.
void settle_pondering(MatchOptions& options) {
    const auto settle = [&](SideOptions& side) {
        side.ponder_asked = options.ponder || side.ponder;
        side.ponder = side.ponder_asked && side.protocol == client::EngineProtocol::Line;
    };
    settle(options.a);
    settle(options.b);
    for (NamedEngine& engine : options.engines)
        settle(engine.side);
}

}  // namespace

bool is_side_name(std::string_view name) {
    if (name.empty() || name.size() > 64) return false;
    for (char c : name) {
        const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                           (c >= '0' && c <= '9') || c == '.' || c == '_' || c == '-';
        if (!plain) return false;
    }
    return true;
}

std::optional<std::string> apply_side_option(std::string_view key, std::string_view value,
                                             SideOptions& side) {
    if (key == "name") {
        side.name = value;
        if (!is_side_name(value))
            return "a name is 1 to 64 letters, digits, '.', '_' or '-' (it is written in the "
                   "games file's header and in GGF records)";
    } else if (key == "level") {
        side.level = parse_level(value);
        if (!side.level) return "expected easy, normal or hard";
    } else if (key == "engine") {
        auto command = client::split_engine_command(value);
        if (!command.value) return std::move(command.error);
        side.command = std::move(*command.value);
    } else if (key == "protocol") {
        const auto protocol = client::parse_protocol(value);
        if (!protocol) return "expected line, gtp or nboard";
        side.protocol = *protocol;
    } else if (key == "nodes") {
        side.limits.nodes = number_in<std::uint64_t>(value, 1, 1'000'000'000'000ULL);
        if (!side.limits.nodes) return "expected a number from 1 to 1000000000000";
    } else if (key == "depth") {
        side.limits.depth = number_in<int>(value, 1, 60);
        if (!side.limits.depth) return range_text(1, 60);
    } else if (key == "option") {
        return add_setting(value, side);
    }
    return std::nullopt;
}

std::string check_side(const std::string& prefix, const SideOptions& side) {
    const std::string_view protocol = client::protocol_name(side.protocol);
    if (side.protocol == client::EngineProtocol::Nboard && side.level)
        return prefix + "level: NBoard has no level; its strength is `set depth` (" + prefix +
               "depth)";
    if (side.protocol != client::EngineProtocol::Line && side.limits.nodes)
        return prefix + "nodes: the " + std::string(protocol) + " protocol has no node budget";
    if (side.protocol == client::EngineProtocol::Gtp && side.limits.depth)
        return prefix + "depth: GTP has no depth; give it on the engine's own command line";
    for (const client::EngineSetting& setting : side.settings)
        if (std::string why = client::setting_refusal(side.protocol, setting); !why.empty())
            return setting_problem(prefix, setting, why);
    return {};
}

ParsedOptions parse_match_options(int argc, const char* const* argv,
                                  const client::EngineCommand& default_engine) {
    MatchOptions options;
    OwnClocks own_clocks;
    const auto apply = [&](const std::string& key,
                           const std::vector<std::string_view>& values) -> std::string {
        if (key != "resume" && key != "games-file" && key != "overwrite" && !is_run_option(key)) {
            options.arguments.push_back("--" + key);
            options.arguments.insert(options.arguments.end(), values.begin(), values.end());
        }
        if (key == "a-ponder" || key == "b-ponder") {
            (key == "a-ponder" ? options.a : options.b).ponder = true;
            return {};
        }
        if (key == "progress" || key == "recover" || key == "overwrite" || key == "ponder") {
            (key == "progress"  ? options.progress
             : key == "recover" ? options.recover
             : key == "ponder"  ? options.ponder
                                : options.overwrite) = true;
            return {};
        }
        if (key == "sprt") {
            const std::string problem = apply_sprt(values[0], values[1], options);
            if (problem.empty()) return {};
            return "--sprt " + std::string(values[0]) + " " + std::string(values[1]) + ": " +
                   problem;
        }
        std::string error;
        if (key == "a-tc" || key == "b-tc") {
            auto& own = key == "a-tc" ? own_clocks.a : own_clocks.b;
            own = parse_time_control(values[0]);
            if (!own) error = std::string(kTimeControlExpected);
        } else if (key.starts_with("a-") || key.starts_with("b-"))
            error = apply_side_option(std::string_view(key).substr(2), values[0],
                                      key.front() == 'a' ? options.a : options.b)
                        .value_or("");
        else
            error = apply_match_option(key, values[0], options).value_or("");
        if (error.empty()) return {};
        return "--" + key + " " + std::string(values[0]) + ": " + error;
    };
    const OptionsRead read = read_options(
        argc, argv, {match_option_value_count, apply, {"engine", "a-option", "b-option"}});
    ParsedOptions parsed;
    parsed.help = read.help;
    parsed.error = read.error;
    if (parsed.help || !parsed.error.empty()) return parsed;
    parsed.error = check_match(options, read.keys);
    if (parsed.error.empty()) parsed.error = check_engines(options, read.keys);
    // Two --engine with tc= are sides A and B on their own clocks, as --a-tc and --b-tc.
    if (options.engines.size() == 2) {
        if (options.engines[0].tc) own_clocks.a = options.engines[0].tc;
        if (options.engines[1].tc) own_clocks.b = options.engines[1].tc;
    }
    if (parsed.error.empty()) parsed.error = settle_clocks(options, own_clocks);
    if (!parsed.error.empty()) return parsed;
    settle_sides(options, read.keys, default_engine);
    settle_pondering(options);
    parsed.options = std::move(options);
    return parsed;
}

}  // namespace reversi::match
