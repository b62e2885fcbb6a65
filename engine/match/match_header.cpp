// SPDX-License-Identifier: GPL-3.0-or-later
// Labels say what is true of each side, so a table is never read as the tool's guess.
#include "match/match_header.hpp"

#include <filesystem>

#include "client/command_line.hpp"
#include "match/openings.hpp"
#include "match/time_control.hpp"

namespace reversi::match {

namespace {

constexpr int kDefaultRandomOpenings = 50;

std::string protocol_words(client::EngineProtocol protocol) {
    switch (protocol) {
        case client::EngineProtocol::Line:
            return "line protocol";
        case client::EngineProtocol::Gtp:
            return "GTP";
        case client::EngineProtocol::Nboard:
            return "NBoard";
    }
    return "?";
}

ValueOrError<OpeningSet> file_openings(const MatchOptions& options) {
    auto all = read_openings_file(options.openings_file);
    // The reason starts with the path.
    if (!all.value) return {std::nullopt, "--openings-file " + all.error};
    std::vector<Opening>& openings = *all.value;
    const int available = static_cast<int>(openings.size());
    const int count = options.openings.value_or(available);
    if (count > available)
        return {std::nullopt, "--openings " + std::to_string(count) + ": " + options.openings_file +
                                  " has " + std::to_string(available) + " openings"};
    openings.resize(static_cast<std::size_t>(count));
    // The file's name without its folder: runs on other machines keep it elsewhere.
    const std::string name = std::filesystem::path(options.openings_file).filename().string();
    std::string description = "from " + name + " (";
    description += count == available
                       ? "all " + std::to_string(available)
                       : "first " + std::to_string(count) + " of " + std::to_string(available);
    description += "), fingerprint " + openings_fingerprint(openings);
    return {OpeningSet{std::move(openings), std::move(description)}, {}};
}

}  // namespace

ValueOrError<OpeningSet> choose_openings(const MatchOptions& options) {
    if (!options.openings_file.empty()) return file_openings(options);
    auto openings = make_openings(options.openings.value_or(kDefaultRandomOpenings),
                                  options.opening_plies, options.seed);
    if (!openings.value) return {std::nullopt, std::move(openings.error)};
    return {
        OpeningSet{std::move(*openings.value), "random, " + std::to_string(options.opening_plies) +
                                                   " plies, seed " + std::to_string(options.seed)},
        {}};
}

std::string side_label(const SideOptions& side, const client::EngineIdentity& identity,
                       bool clocked) {
    std::string label = identity.name.empty() ? "(no name given)" : identity.name;
    if (!identity.version.empty()) label += " " + identity.version;
    label += ", " + protocol_words(side.protocol) + ": " + client::command_text(side.command);
    std::string sent;
    auto add = [&sent](const std::string& item) { sent += (sent.empty() ? "" : ", ") + item; };
    if (side.level) add("level " + std::string(level_name(*side.level)));
    if (side.limits.nodes) add("nodes " + std::to_string(*side.limits.nodes));
    if (side.limits.depth) add("depth " + std::to_string(*side.limits.depth));
    for (const client::EngineSetting& setting : side.settings)
        add("option " + setting.name + "=" + setting.value);
    // An option may set the strength too, so only an engine sent none of these keeps its own.
    const bool own_strength = sent.empty();
    if (identity.takes_seed) add("a seed per game");
    if (clocked && identity.takes_clock) add("both clocks");
    if (side.ponder) add("go ponder on the other side's time");
    label += "; sent: " + (sent.empty() ? std::string("nothing") : sent);
    if (own_strength) label += "; level and budget: the engine's own";
    // Its clock still runs: it is only not told.
    if (clocked && !identity.takes_clock) label += "; not told the clock (no time_settings)";
    return label;
}

MatchHeader match_header(const MatchOptions& options, const OpeningSet& openings,
                         const client::EngineIdentity& a, const client::EngineIdentity& b) {
    MatchHeader header;
    header.a = side_label(options.a, a, options.tc.has_value());
    header.b = side_label(options.b, b, options.tc.has_value());
    header.name_a = options.a.name;
    header.name_b = options.b.name;
    header.openings = openings.description;
    header.opening_count = static_cast<int>(openings.openings.size());
    header.seed = options.seed;
    header.sprt = options.sprt;
    header.tc = options.tc;
    header.tc_b = options.tc_b;
    header.time_margin = options.time_margin;
    header.adjudicate_empties = options.adjudicate_empties;
    header.shard = options.shard;
    header.arguments = arguments_text(options.arguments);
    return header;
}

std::string arguments_text(const std::vector<std::string>& arguments) {
    if (arguments.empty()) return {};
    return client::command_text(
        {arguments.front(), std::vector<std::string>(arguments.begin() + 1, arguments.end())});
}

std::optional<std::vector<std::string>> arguments_of(std::string_view text) {
    if (text.find_first_not_of(' ') == std::string_view::npos) return std::vector<std::string>{};
    auto command = client::split_engine_command(text);
    if (!command.value) return std::nullopt;
    std::vector<std::string> words{command.value->program};
    words.insert(words.end(), command.value->arguments.begin(), command.value->arguments.end());
    return words;
}

std::string clocks_text(const MatchHeader& header) {
    if (!header.tc) return "none";
    if (!header.tc_b) return time_control_text(*header.tc);
    return "A " + time_control_text(*header.tc) + ", B " + time_control_text(*header.tc_b);
}

std::string side_title(const MatchHeader& header, Side side) {
    const std::string& name = side == Side::A ? header.name_a : header.name_b;
    const std::string letter(1, side_letter(side));
    return name.empty() ? letter : letter + " (" + name + ")";
}

// The first header field in which two files differ, if any (the shard may differ).
std::optional<std::string> header_difference(const MatchHeader& x, const MatchHeader& y) {
    // First: a clock also changes what the side labels say the engines are sent.
    if (x.tc != y.tc || x.tc_b != y.tc_b) return "time control ('tc' lines; none in version 2)";
    if (x.time_margin != y.time_margin) return "time margin ('time-margin' lines)";
    if (x.a != y.a) return "side A ('a' lines)";
    if (x.b != y.b) return "side B ('b' lines)";
    if (x.name_a != y.name_a) return "side A's name ('name-a' lines)";
    if (x.name_b != y.name_b) return "side B's name ('name-b' lines)";
    if (x.adjudicate_empties != y.adjudicate_empties) return "adjudication ('adjudicate' lines)";
    if (x.opening_count != y.opening_count || x.openings != y.openings) return "openings";
    if (x.seed != y.seed) return "seed";
    const bool same_sprt =
        x.sprt.has_value() == y.sprt.has_value() &&
        (!x.sprt || (x.sprt->elo0 == y.sprt->elo0 && x.sprt->elo1 == y.sprt->elo1 &&
                     x.sprt->alpha == y.sprt->alpha && x.sprt->beta == y.sprt->beta));
    if (!same_sprt) return "sprt";
    return std::nullopt;
}

}  // namespace reversi::match
