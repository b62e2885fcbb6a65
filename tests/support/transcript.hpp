// SPDX-License-Identifier: GPL-3.0-or-later
// A protocol transcript: the lines sent to the engine and the exact replies expected.
// Format (protocol-spec/transcripts/README.md): "> " input, "< " expected output, "! " expected
// standard error, "$ " extra command-line arguments, "#" comment; a lone '>', '<' or '!' is an
// empty line.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace reversi::testing_support {

struct Transcript {
    std::vector<std::string> arguments;  // from "$ " lines, split at spaces
    std::vector<std::string> input;
    std::vector<std::string> expected;
    // Compared only when the transcript has at least one "!" line.
    std::optional<std::vector<std::string>> expected_errors;
};

// nullopt (with `error` set) when a line is neither input, output, error output, arguments,
// comment nor blank.
std::optional<Transcript> parse_transcript(const std::string& text, std::string& error);

// The transcripts below `root`, as paths relative to it without ".txt" ("handshake",
// "gtp/basics"), sorted.
std::vector<std::string> transcript_names(const std::string& root);

// Reads and parses `root`/`name`.txt; nullopt with `error` set when it cannot.
std::optional<Transcript> load_transcript(const std::string& root, const std::string& name,
                                          std::string& error);

// What the engine runs with: a subfolder's name is the mode option (gtp/ -> --gtp), then the
// transcript's own "$ " arguments.
std::vector<std::string> engine_arguments(const std::string& name, const Transcript& transcript);

// A GoogleTest parameter name for a transcript: "gtp/bad-input" -> "gtp_bad_input".
std::string test_name(const std::string& transcript_name);

// The input lines as the engine reads them, each ending in '\n', then one empty line: an empty
// line waits for a running search like any command, so the end of input, which stops a search,
// never cuts the last one short.
std::string input_text(const Transcript& transcript);

// A reply line with its timing fields masked, as transcripts are compared: in the line
// protocol's `info` lines the `time` and `nps` pairs are removed; in NBoard's `nodestats` and
// `===` replies the seconds become `*`. Other lines are returned unchanged.
std::string mask_timing(std::string_view line);
// NBoard's progress status line ("status thinking: ... table 1.2% full"), which a `nodestats`
// line follows.
bool is_nboard_progress_status(std::string_view line);
// Every line masked, and a long search's progress lines left out: `info` without `depth`, and
// NBoard's progress status line with the `nodestats` after it.
std::vector<std::string> mask_timing(const std::vector<std::string>& lines);

}  // namespace reversi::testing_support
