// Writing and reading the records file's text.
#include "records/records_format.hpp"

#include <algorithm>
#include <array>
#include <limits>
#include <variant>

namespace reversi::records {

namespace {

constexpr std::array kLevels = {Level::Easy, Level::Normal, Level::Hard};
constexpr std::string_view kOpponentKey = "opponent";
constexpr std::array<std::string_view, 4> kCountNames = {"played", "wins", "losses", "draws"};
constexpr std::string_view kPlayTimeName = "play-time-ms";
// "<level>", a name and a number for each count, then the play time's name and number.
constexpr std::size_t kOpponentValues = 1 + 2 * kCountNames.size() + 2;

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

// "<level> played N wins N losses N draws N play-time-ms N", with the level already checked
// by the caller.
std::optional<OpponentRecord> parse_opponent(const std::vector<std::string_view>& values) {
    if (values.size() != kOpponentValues) return std::nullopt;
    std::array<std::uint64_t, kCountNames.size()> counts{};
    for (std::size_t i = 0; i < kCountNames.size(); ++i) {
        if (values[1 + 2 * i] != kCountNames[i]) return std::nullopt;
        const auto count = parse_count(values[2 + 2 * i]);
        if (!count) return std::nullopt;
        counts[i] = *count;
    }
    if (values[kOpponentValues - 2] != kPlayTimeName) return std::nullopt;
    const auto play_time = parse_milliseconds(values[kOpponentValues - 1]);
    if (!play_time) return std::nullopt;
    const OpponentRecord record{counts[0], counts[1], counts[2], counts[3], *play_time};
    // Checked one by one so the sum cannot overflow.
    if (record.wins > record.played || record.losses > record.played - record.wins ||
        record.draws > record.played - record.wins - record.losses) {
        return std::nullopt;
    }
    return record;
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
    text += "end\n";
    return text;
}

Parsed<Records> parse_records(std::string_view text) {
    auto document = read_document(text, kRecordsFormatName, kRecordsFormatVersion);
    if (auto* error = std::get_if<DocumentError>(&document)) {
        return {std::nullopt, error->problem, error->detail};
    }
    Records records;
    std::array<bool, kLevels.size()> seen_level{};
    for (const FieldLine& line : std::get<std::vector<FieldLine>>(document)) {
        if (line.key != kOpponentKey) return corrupt(line, "unknown line");
        const auto level = line.values.empty() ? std::nullopt : parse_level(line.values[0]);
        if (!level) return corrupt(line, "unknown opponent");
        const auto index = static_cast<std::size_t>(*level);
        if (seen_level[index]) return corrupt(line, "opponent listed twice");
        const auto record = parse_opponent(line.values);
        if (!record) return corrupt(line, "malformed or impossible counts or play time");
        records.of(*level) = *record;
        seen_level[index] = true;
    }
    for (bool seen : seen_level) {
        if (!seen) return {std::nullopt, FormatProblem::Corrupt, "an opponent is missing"};
    }
    return {records, FormatProblem::Corrupt, {}};
}

}  // namespace reversi::records
