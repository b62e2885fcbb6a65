// Writing and reading the records file's text.
#include "records/records_format.hpp"

#include <array>
#include <limits>
#include <variant>

namespace reversi::records {

namespace {

constexpr std::array kLevels = {Level::Easy, Level::Normal, Level::Hard};
constexpr std::string_view kOpponentKey = "opponent";
constexpr std::string_view kPlayTimeKey = "play-time-ms";
constexpr std::array<std::string_view, 4> kCountNames = {"played", "wins", "losses", "draws"};

Parsed<Records> corrupt(const FieldLine& line, std::string_view why) {
    return {std::nullopt, FormatProblem::Corrupt,
            "line " + std::to_string(line.line_number) + ": " + std::string(why)};
}

// "<level> played N wins N losses N draws N", with the level already checked by the caller.
std::optional<OpponentRecord> parse_opponent(const std::vector<std::string_view>& values) {
    if (values.size() != 1 + 2 * kCountNames.size()) return std::nullopt;
    std::array<std::uint64_t, kCountNames.size()> counts{};
    for (std::size_t i = 0; i < kCountNames.size(); ++i) {
        if (values[1 + 2 * i] != kCountNames[i]) return std::nullopt;
        const auto count = parse_count(values[2 + 2 * i]);
        if (!count) return std::nullopt;
        counts[i] = *count;
    }
    const OpponentRecord record{counts[0], counts[1], counts[2], counts[3]};
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
                std::to_string(r.losses) + " draws " + std::to_string(r.draws) + "\n";
    }
    text += std::string(kPlayTimeKey) + " " + std::to_string(records.play_time.count()) + "\n";
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
    bool seen_play_time = false;
    for (const FieldLine& line : std::get<std::vector<FieldLine>>(document)) {
        if (line.key == kOpponentKey) {
            const auto level = line.values.empty() ? std::nullopt : parse_level(line.values[0]);
            if (!level) return corrupt(line, "unknown opponent");
            const auto index = static_cast<std::size_t>(*level);
            if (seen_level[index]) return corrupt(line, "opponent listed twice");
            const auto record = parse_opponent(line.values);
            if (!record) return corrupt(line, "malformed or impossible counts");
            records.of(*level) = *record;
            seen_level[index] = true;
        } else if (line.key == kPlayTimeKey) {
            if (seen_play_time) return corrupt(line, "play time listed twice");
            const auto ms = line.values.size() == 1 ? parse_count(line.values[0]) : std::nullopt;
            constexpr auto kMax = std::numeric_limits<std::chrono::milliseconds::rep>::max();
            if (!ms || *ms > static_cast<std::uint64_t>(kMax)) {
                return corrupt(line, "malformed play time");
            }
            records.play_time = std::chrono::milliseconds(static_cast<std::int64_t>(*ms));
            seen_play_time = true;
        } else {
            return corrupt(line, "unknown line");
        }
    }
    for (bool seen : seen_level) {
        if (!seen) return {std::nullopt, FormatProblem::Corrupt, "an opponent is missing"};
    }
    if (!seen_play_time) return {std::nullopt, FormatProblem::Corrupt, "play time is missing"};
    return {records, FormatProblem::Corrupt, {}};
}

}  // namespace reversi::records
