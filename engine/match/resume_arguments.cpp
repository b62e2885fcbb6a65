// SPDX-License-Identifier: GPL-3.0-or-later
// The options of a resumed run: those its games file records, checked against those given.
#include "match/resume_arguments.hpp"

#include <algorithm>
#include <set>
#include <span>
#include <string_view>

#include "files/whole_file.hpp"
#include "match/games_file.hpp"
#include "match/match_options.hpp"
#include "match/tournament_file.hpp"
#include "vocabulary/option_reader.hpp"

namespace reversi::match {

namespace {

struct GivenOption {
    std::string key;
    std::vector<std::string> values;
    bool operator==(const GivenOption&) const = default;
};

// The options of `words` in order, or nullopt when they do not read (the ordinary parse then
// says why).
std::optional<std::vector<GivenOption>> options_of(const std::vector<std::string>& words) {
    std::vector<GivenOption> options;
    const std::vector<std::string_view> views(words.begin(), words.end());
    std::set<std::string, std::less<>> repeatable;
    for (const char* key : {"engine", "a-option", "b-option"})
        repeatable.insert(key);
    const OptionsRead read =
        read_options(std::span<const std::string_view>(views),
                     {match_option_value_count,
                      [&](const std::string& key, const std::vector<std::string_view>& values) {
                          options.push_back({key, {values.begin(), values.end()}});
                          return std::string();
                      },
                      repeatable});
    if (read.help || !read.error.empty()) return std::nullopt;
    return options;
}

std::string option_text(const GivenOption& option) {
    std::string text = "--" + option.key;
    for (const std::string& value : option.values)
        text += " " + value;
    return text;
}

// What of the match an option decides, in the words of the header check.
std::string field_of(std::string_view key) {
    if (key == "a-name") return "side A's name";
    if (key == "b-name") return "side B's name";
    if (key == "tc" || key == "a-tc" || key == "b-tc") return "time control";
    if (key.starts_with("a-")) return "side A";
    if (key.starts_with("b-")) return "side B";
    if (key == "engine") return "engines";
    return std::string(key);
}

// Why a given option that decides the games does not agree with the recorded ones, if it does
// not.
std::optional<std::string> disagreement(const GivenOption& given,
                                        const std::vector<GivenOption>& recorded) {
    std::vector<const GivenOption*> same_key;
    for (const GivenOption& option : recorded)
        if (option.key == given.key) same_key.push_back(&option);
    const bool found = std::any_of(same_key.begin(), same_key.end(),
                                   [&](const GivenOption* option) { return *option == given; });
    if (found) return std::nullopt;
    std::string records;
    for (const GivenOption* option : same_key)
        records += (records.empty() ? "" : ", ") + option_text(*option);
    return "its " + field_of(given.key) + " differ from this run's: it records " +
           (records.empty() ? "no --" + given.key : records) + ", this run gives " +
           option_text(given);
}

// The repeatable options given, when given at all, must be as many as those recorded.
std::optional<std::string> missing_repeat(const std::vector<GivenOption>& given,
                                          const std::vector<GivenOption>& recorded) {
    for (const char* key : {"engine", "a-option", "b-option"}) {
        const auto count = [key](const std::vector<GivenOption>& options) {
            return std::count_if(options.begin(), options.end(),
                                 [key](const GivenOption& option) { return option.key == key; });
        };
        if (count(given) > 0 && count(given) != count(recorded))
            return "its " + field_of(key) + " differ from this run's: it records " +
                   std::to_string(count(recorded)) + " --" + key + ", this run gives " +
                   std::to_string(count(given));
    }
    return std::nullopt;
}

}  // namespace

ValueOrError<std::vector<std::string>> resume_arguments(const std::vector<std::string>& given) {
    const auto given_options = options_of(given);
    if (!given_options) return {given, {}};
    const auto resume =
        std::find_if(given_options->begin(), given_options->end(),
                     [](const GivenOption& option) { return option.key == "resume"; });
    if (resume == given_options->end()) return {given, {}};
    const std::string path = resume->values.front();
    const files::FileContents text = files::read_whole_file(path, kMaxGamesFileBytes);
    // A match's games file, or a tournament's own file.
    auto recorded_words = text.contents ? recorded_arguments(*text.contents)
                                        : std::optional<std::vector<std::string>>{};
    if (text.contents && !recorded_words) recorded_words = tournament_arguments(*text.contents);
    const auto recorded = recorded_words ? options_of(*recorded_words) : std::nullopt;
    if (!recorded) return {given, {}};  // read and refused, or checked by its header, later
    const auto refusal = [&path](const std::string& why) {
        std::string refused = "--resume " + path + ": a games file of another match: ";
        refused += why;
        refused += " (give --resume " + path + " alone to continue the match it records)";
        return refused;
    };
    // The file records no run option: those given are this run's.
    std::vector<GivenOption> merged = *recorded;
    for (const GivenOption& option : *given_options) {
        if (option.key == "resume") continue;
        if (is_run_option(option.key) || option.key == "games-file" || option.key == "overwrite") {
            merged.push_back(option);  // --games-file and --overwrite: refused by the parse
            continue;
        }
        if (auto why = disagreement(option, *recorded)) return {std::nullopt, refusal(*why)};
    }
    if (auto why = missing_repeat(*given_options, *recorded)) return {std::nullopt, refusal(*why)};
    std::vector<std::string> words;
    for (const GivenOption& option : merged) {
        words.push_back("--" + option.key);
        words.insert(words.end(), option.values.begin(), option.values.end());
    }
    words.insert(words.end(), {"--resume", path});
    return {std::move(words), {}};
}

}  // namespace reversi::match
