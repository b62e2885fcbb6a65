// SPDX-License-Identifier: GPL-3.0-or-later
// Writing and reading the records file's text.
#include "records/records_format.hpp"

#include <algorithm>
#include <array>
#include <limits>
#include <variant>

namespace reversi::records {

namespace {

// The earlier release's version: counts per opponent, play time only as one total.
constexpr int kVersionWithTotalPlayTime = 1;

constexpr std::array kLevels = {Level::Easy, Level::Normal, Level::Hard};
constexpr std::string_view kOpponentKey = "opponent";
constexpr std::array<std::string_view, 4> kCountNames = {"played", "wins", "losses", "draws"};
// On an opponent's line: that opponent's play time. In version 1, a line of its own: the total.
constexpr std::string_view kPlayTimeName = "play-time-ms";
constexpr std::string_view kEarlierPlayTimeKey = "earlier-play-time-ms";

Parsed<Records> corrupt(const FieldLine& line, std::string_view why) {
    return {std::nullopt, FormatProblem::Corrupt,
            "line " + std::to_string(line.line_number) + ": " + std::string(why)};
}

std::optional<std::chrono::milliseconds> parse_milliseconds(std::string_view token) {
    const auto ms = parse_count(token);
    constexpr auto kMax = std::numeric_limits<std::chrono::milliseconds::rep>::max();
    if (!ms || *ms > static_cast<std::uint64_t>(kMax)) return std::nullopt;
    return std::chrono::milliseconds(static_cast<std::int64_t>(*ms));
}

// "<level> played N wins N losses N draws N", then "play-time-ms N" when `with_play_time`; the
// level already checked by the caller.
std::optional<OpponentRecord> parse_opponent(const std::vector<std::string_view>& values,
                                             bool with_play_time) {
    const std::size_t expected = 1 + 2 * kCountNames.size() + (with_play_time ? 2 : 0);
    if (values.size() != expected) return std::nullopt;
    std::array<std::uint64_t, kCountNames.size()> counts{};
    for (std::size_t i = 0; i < kCountNames.size(); ++i) {
        if (values[1 + 2 * i] != kCountNames[i]) return std::nullopt;
        const auto count = parse_count(values[2 + 2 * i]);
        if (!count) return std::nullopt;
        counts[i] = *count;
    }
    OpponentRecord record{counts[0], counts[1], counts[2], counts[3]};
    if (with_play_time) {
        if (values[expected - 2] != kPlayTimeName) return std::nullopt;
        const auto play_time = parse_milliseconds(values[expected - 1]);
        if (!play_time) return std::nullopt;
        record.play_time = *play_time;
    }
    // Checked one by one so the sum cannot overflow.
    if (record.wins > record.played || record.losses > record.played - record.wins ||
        record.draws > record.played - record.wins - record.losses) {
        return std::nullopt;
    }
    return record;
}

Parsed<Records> parse_body(const std::vector<FieldLine>& lines, int version) {
    const bool per_opponent_time = version != kVersionWithTotalPlayTime;
    // The play time that belongs to no one opponent: version 1's total (required), or the
    // earlier time carried over from it (only when there is some).
    const std::string_view unsplit_key = per_opponent_time ? kEarlierPlayTimeKey : kPlayTimeName;
    Records records;
    std::array<bool, kLevels.size()> seen_level{};
    bool seen_unsplit = false;
    for (const FieldLine& line : lines) {
        if (line.key == kOpponentKey) {
            const auto level = line.values.empty() ? std::nullopt : parse_level(line.values[0]);
            if (!level) return corrupt(line, "unknown opponent");
            const auto index = static_cast<std::size_t>(*level);
            if (seen_level[index]) return corrupt(line, "opponent listed twice");
            const auto record = parse_opponent(line.values, per_opponent_time);
            if (!record) return corrupt(line, "malformed or impossible counts or play time");
            records.of(*level) = *record;
            seen_level[index] = true;
        } else if (line.key == unsplit_key) {
            if (seen_unsplit) return corrupt(line, "play time listed twice");
            const auto ms =
                line.values.size() == 1 ? parse_milliseconds(line.values[0]) : std::nullopt;
            if (!ms) return corrupt(line, "malformed play time");
            records.earlier_play_time = *ms;
            seen_unsplit = true;
        } else {
            return corrupt(line, "unknown line");
        }
    }
    for (bool seen : seen_level) {
        if (!seen) return {std::nullopt, FormatProblem::Corrupt, "an opponent is missing"};
    }
    if (!per_opponent_time && !seen_unsplit) {
        return {std::nullopt, FormatProblem::Corrupt, "play time is missing"};
    }
    return {records, FormatProblem::Corrupt, {}};
}

}  // namespace

std::string records_text(const Records& records) {
    std::string text =
        std::string(kRecordsFormatName) + " " + std::to_string(kRecordsFormatVersion) + "\n";
    for (Level level : kLevels) {
        const OpponentRecord& r = records.of(level);
        text += std::string(kOpponentKey) + " " + std::string(level_name(level)) + " played " +
                std::to_string(r.played) + " wins " + std::to_string(r.wins) + " losses " +
                std::to_string(r.losses) + " draws " + std::to_string(r.draws) + " " +
                std::string(kPlayTimeName) + " " +
                std::to_string(std::max<std::int64_t>(r.play_time.count(), 0)) + "\n";
    }
    if (records.earlier_play_time.count() > 0) {
        text += std::string(kEarlierPlayTimeKey) + " " +
                std::to_string(records.earlier_play_time.count()) + "\n";
    }
    text += "end\n";
    return text;
}

Parsed<Records> parse_records(std::string_view text) {
    auto document =
        read_document(text, kRecordsFormatName, kVersionWithTotalPlayTime, kRecordsFormatVersion);
    if (const auto* error = std::get_if<DocumentError>(&document)) {
        return {std::nullopt, error->problem, error->detail};
    }
    const Document& read = std::get<Document>(document);
    return parse_body(read.lines, read.version);
}

}  // namespace reversi::records
