// SPDX-License-Identifier: GPL-3.0-or-later
// Writing and reading the saved match's text.
#include "records/saved_match.hpp"

#include <algorithm>
#include <array>
#include <limits>
#include <variant>

#include "core/notation.hpp"

namespace reversi::records {

namespace {

constexpr std::string_view kMatchOpponentKey = "opponent";
constexpr std::string_view kPlayerKey = "player";
constexpr std::string_view kSeedKey = "seed";
constexpr std::string_view kPositionKey = "position";
constexpr std::string_view kLastMoveKey = "last-move";
constexpr std::string_view kPlayTimeKey = "play-time-ms";
constexpr std::string_view kNoMove = "none";
constexpr std::array kCentreSquares = {27, 28, 35, 36};  // d4 e4 d5 e5

// What one line of the file set; all six keys must be present exactly once.
struct Fields {
    std::optional<Level> opponent;
    std::optional<Color> player;
    std::optional<std::uint64_t> seed;
    std::optional<Position> position;
    std::optional<std::optional<int>> last_move;
    std::optional<std::chrono::milliseconds> play_time;
};

// Reads one line into `fields`; returns why it is bad, or nothing when it is fine.
std::optional<std::string> read_field(const FieldLine& line, Fields& fields) {
    const auto& v = line.values;
    auto set_once = [](auto& slot, auto value) -> std::optional<std::string> {
        if (slot) return "listed twice";
        slot = value;
        return std::nullopt;
    };
    if (line.key == kPositionKey) {
        const auto position = v.size() == 2 ? parse_position(v[0], v[1]) : std::nullopt;
        if (!position) return "malformed position";
        return set_once(fields.position, *position);
    }
    if (v.size() != 1) return "expected one value";
    if (line.key == kMatchOpponentKey) {
        const auto level = parse_level(v[0]);
        if (!level) return "unknown opponent";
        return set_once(fields.opponent, *level);
    }
    if (line.key == kPlayerKey) {
        const auto color = parse_color_name(v[0]);
        if (!color) return "unknown colour";
        return set_once(fields.player, *color);
    }
    if (line.key == kSeedKey) {
        const auto seed = parse_count(v[0]);
        if (!seed) return "malformed seed";
        return set_once(fields.seed, *seed);
    }
    if (line.key == kLastMoveKey) {
        if (v[0] == kNoMove) return set_once(fields.last_move, std::optional<int>{});
        const auto square = parse_square(v[0]);
        if (!square || v[0] != square_name(*square)) return "malformed last move";
        return set_once(fields.last_move, std::optional<int>{*square});
    }
    if (line.key == kPlayTimeKey) {
        const auto ms = parse_count(v[0]);
        constexpr auto kMax = std::numeric_limits<std::chrono::milliseconds::rep>::max();
        if (!ms || *ms > static_cast<std::uint64_t>(kMax)) return "malformed play time";
        return set_once(fields.play_time,
                        std::chrono::milliseconds(static_cast<std::int64_t>(*ms)));
    }
    return "unknown line";
}

std::optional<std::string> why_it_cannot_go_on(const SavedMatch& match) {
    const Bitboard occupied = ~match.position.empty();
    for (int square : kCentreSquares) {
        if (!(occupied & square_bit(square))) return "a centre square is empty";
    }
    if (match.position.is_game_over()) return "the match is already over";
    if (match.last_move && !(occupied & square_bit(*match.last_move))) {
        return "the last move's square is empty";
    }
    return std::nullopt;
}

}  // namespace

std::string saved_match_text(const SavedMatch& match) {
    std::string text =
        std::string(kSavedMatchFormatName) + " " + std::to_string(kSavedMatchFormatVersion) + "\n";
    auto line = [&text](std::string_view key, std::string_view value) {
        text += std::string(key) + " " + std::string(value) + "\n";
    };
    line(kMatchOpponentKey, level_name(match.opponent));
    line(kPlayerKey, color_name(match.player));
    line(kSeedKey, std::to_string(match.seed));
    line(kPositionKey, position_string(match.position));
    line(kLastMoveKey, match.last_move ? square_name(*match.last_move) : std::string(kNoMove));
    line(kPlayTimeKey, std::to_string(std::max<std::int64_t>(match.play_time.count(), 0)));
    text += "end\n";
    return text;
}

Parsed<SavedMatch> parse_saved_match(std::string_view text) {
    auto document = read_document(text, kSavedMatchFormatName, kSavedMatchFormatVersion,
                                  kSavedMatchFormatVersion);
    if (auto* error = std::get_if<DocumentError>(&document)) {
        return {std::nullopt, error->problem, error->detail};
    }
    Fields fields;
    for (const FieldLine& line : std::get<Document>(document).lines) {
        if (auto why = read_field(line, fields)) {
            return {std::nullopt, FormatProblem::Corrupt,
                    "line " + std::to_string(line.line_number) + ": " + *why};
        }
    }
    if (!fields.opponent || !fields.player || !fields.seed || !fields.position ||
        !fields.last_move || !fields.play_time) {
        return {std::nullopt, FormatProblem::Corrupt, "a line is missing"};
    }
    const SavedMatch match{*fields.position, *fields.opponent,  *fields.player,
                           *fields.seed,     *fields.play_time, *fields.last_move};
    if (auto why = why_it_cannot_go_on(match)) return {std::nullopt, FormatProblem::Corrupt, *why};
    return {match, FormatProblem::Corrupt, {}};
}

}  // namespace reversi::records
