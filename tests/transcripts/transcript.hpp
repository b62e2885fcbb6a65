// A protocol transcript: the lines sent to the engine and the exact replies expected.
// Format (protocol-spec/transcripts/README.md): "> " input, "< " expected output, "#" comment.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace reversi::testing_support {

struct Transcript {
    std::vector<std::string> input;
    std::vector<std::string> expected;
};

// nullopt (with `error` set) when a line is neither input, output, comment nor blank.
std::optional<Transcript> parse_transcript(const std::string& text, std::string& error);

}  // namespace reversi::testing_support
