// SPDX-License-Identifier: GPL-3.0-or-later
// Seeds from the transcripts: whole sessions, position strings and tokens.
#include "fuzz/seed_inputs.hpp"

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>

#include "support/transcript.hpp"
#include "vocabulary/tokens.hpp"

namespace reversi::fuzz {

namespace {

namespace fs = std::filesystem;

constexpr std::size_t kMaxTokenSeed = 8;
constexpr std::string_view kPositionPrefix = "position ";

struct NamedTranscript {
    std::string name;
    testing_support::Transcript transcript;
};

// The transcripts directly in `dir`; a subfolder holds another mode's and is read on its own.
std::vector<NamedTranscript> read_transcripts(const fs::path& dir) {
    std::vector<NamedTranscript> transcripts;
    for (const std::string& name : testing_support::transcript_names(dir.string())) {
        if (name.find('/') != std::string::npos) continue;
        std::string error;
        auto transcript = testing_support::load_transcript(dir.string(), name, error);
        if (transcript) transcripts.push_back({name, std::move(*transcript)});
    }
    return transcripts;
}

std::vector<SeedInput> sessions(const std::vector<NamedTranscript>& transcripts) {
    std::vector<SeedInput> seeds;
    seeds.reserve(transcripts.size());
    for (const auto& [name, transcript] : transcripts)
        seeds.push_back({name, testing_support::input_text(transcript)});
    return seeds;
}

std::vector<SeedInput> numbered(const std::set<std::string>& texts, std::string_view prefix) {
    std::vector<SeedInput> seeds;
    seeds.reserve(texts.size());
    for (const std::string& text : texts)
        seeds.push_back({std::string(prefix) + std::to_string(seeds.size() + 1), text});
    return seeds;
}

std::vector<SeedInput> position_strings(const std::vector<NamedTranscript>& transcripts) {
    std::set<std::string> found;
    for (const auto& entry : transcripts) {
        for (const std::string& line : entry.transcript.input) {
            const auto tokens = split_tokens(line);
            if (tokens.size() >= 4 && tokens[0] == "position" && tokens[1] == "board")
                found.insert(std::string(tokens[2]) + " " + std::string(tokens[3]));
        }
        for (const std::string& line : entry.transcript.expected) {
            if (line.rfind(kPositionPrefix, 0) == 0)
                found.insert(line.substr(kPositionPrefix.size()));
        }
    }
    return numbered(found, "position-");
}

std::vector<SeedInput> short_tokens(const std::vector<NamedTranscript>& transcripts) {
    std::set<std::string> found;
    for (const auto& entry : transcripts) {
        for (const std::string& line : entry.transcript.input) {
            for (std::string_view token : split_tokens(line)) {
                if (token.size() <= kMaxTokenSeed) found.emplace(token);
            }
        }
    }
    return numbered(found, "token-");
}

}  // namespace

std::vector<SeedInput> seed_inputs(std::string_view harness, const fs::path& transcript_dir) {
    if (harness == "gtp_bytes") return sessions(read_transcripts(transcript_dir / "gtp"));
    if (harness == "nboard_bytes") return sessions(read_transcripts(transcript_dir / "nboard"));
    const auto transcripts = read_transcripts(transcript_dir);
    if (harness == "position_string") return position_strings(transcripts);
    if (harness == "move_text") return short_tokens(transcripts);
    return sessions(transcripts);
}

}  // namespace reversi::fuzz
