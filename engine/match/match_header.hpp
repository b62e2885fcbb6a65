// SPDX-License-Identifier: GPL-3.0-or-later
// What a match is, apart from its games: the two sides as they really are, the openings, the
// seed, the SPRT, and the shard. The results table and the games file both start from it.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "client/engine_client.hpp"
#include "match/match_options.hpp"
#include "match/openings_file.hpp"
#include "match/sprt.hpp"
#include "vocabulary/value_or_error.hpp"

namespace reversi::match {

// Runs of one match spread with --shard have equal headers but for `shard`.
struct MatchHeader {
    std::string a;  // "reversi-engine 1.2.0, line protocol: reversi-engine --level easy; ..."
    std::string b;
    // --a-name / --b-name (or two --engine's names); empty: none given.
    std::string name_a;
    std::string name_b;
    std::string openings;   // where the openings came from: "random, 6 plies, seed 1"
    int opening_count = 0;  // in the whole match, every shard included
    std::uint64_t seed = 1;
    std::optional<SprtSettings> sprt;
    std::optional<TimeControl> tc;             // --tc (A's with time odds); none: no clocks
    std::optional<TimeControl> tc_b;           // time odds: B's own clock, when it differs from A's
    std::chrono::milliseconds time_margin{0};  // --time-margin (version 6)
    Shard shard;
    std::optional<int> adjudicate_empties;  // --adjudicate-empties
    // The run's options (MatchOptions::arguments) as one line of words, quoted where needed
    // (client::command_text); empty in files before version 6. Not compared between files: the
    // runs of a spread match differ in --shard, and a resumed run may change --concurrency.
    std::string arguments;
};

// The openings a match plays, and the words that say where they came from.
struct OpeningSet {
    std::vector<Opening> openings;
    std::string description;
};

// Random openings (--openings, --plies, --seed) or those of --openings-file; refused with the
// reason when they cannot be had.
ValueOrError<OpeningSet> choose_openings(const MatchOptions& options);

// What a side is: the engine's own name and version, its protocol and command line, and what
// the tool sends it (or that its level and budget are its own); `clocked`: the match has --tc.
std::string side_label(const SideOptions& side, const client::EngineIdentity& identity,
                       bool clocked = false);

MatchHeader match_header(const MatchOptions& options, const OpeningSet& openings,
                         const client::EngineIdentity& a, const client::EngineIdentity& b);

// The options of a run as one line of words, and those words again from it (nullopt: the line
// is no line of words).
std::string arguments_text(const std::vector<std::string>& arguments);
std::optional<std::vector<std::string>> arguments_of(std::string_view text);

// "10+0.1", or with time odds "A 10+0.1, B 5+0.05"; "none" without clocks.
std::string clocks_text(const MatchHeader& header);

// "A" or "A (NAME)": how the table and the GGF records call a side.
std::string side_title(const MatchHeader& header, Side side);

// The first header field in which two headers differ, in words ("side A ('a' lines)"), if any;
// the shard is not compared (the runs of one spread match differ only in it).
std::optional<std::string> header_difference(const MatchHeader& x, const MatchHeader& y);

}  // namespace reversi::match
