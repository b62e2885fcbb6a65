// A protocol transcript: the lines sent to the engine and the exact replies expected.
// Format (protocol-spec/transcripts/README.md): "> " input, "< " expected output, "! " expected
// standard error, "$ " extra command-line arguments, "#" comment; a lone '>', '<' or '!' is an
// empty line.
#pragma once

#include <optional>
#include <string>
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

}  // namespace reversi::testing_support
