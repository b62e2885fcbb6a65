// SPDX-License-Identifier: GPL-3.0-or-later
// The frame shared by the records file and the saved match: a header line with a name and a
// version, "key value..." lines, and an "end" line that proves the file was written whole.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace reversi::records {

// Why a file's text was not accepted.
enum class FormatProblem : std::uint8_t {
    Corrupt,       // not this format, damaged, truncated, or values that cannot be
    WrongVersion,  // this format, but a version this build does not read
};

// The result of parsing a file's text: a value, or the problem and a line for the logs.
template <typename T>
struct Parsed {
    std::optional<T> value;
    FormatProblem problem = FormatProblem::Corrupt;  // meaningful only without a value
    std::string detail;
};

struct FieldLine {
    int line_number = 0;  // 1-based, for messages
    std::string_view key;
    std::vector<std::string_view> values;
};

struct DocumentError {
    FormatProblem problem = FormatProblem::Corrupt;
    std::string detail;
};

// A file's body lines and the version its header names.
struct Document {
    int version = 0;
    std::vector<FieldLine> lines;
};

// Checks the frame and splits the body lines into tokens. The text must be printable ASCII,
// one space between tokens, every line ended by '\n', the first line "<name> <version>" with
// a version from `oldest_version` to `newest_version`, and the last one "end": so every strict
// prefix of a valid file is rejected.
std::variant<Document, DocumentError> read_document(std::string_view text, std::string_view name,
                                                    int oldest_version, int newest_version);

// A decimal number of digits only, the whole token.
std::optional<std::uint64_t> parse_count(std::string_view token);

}  // namespace reversi::records
