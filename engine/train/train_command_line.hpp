// SPDX-License-Identifier: GPL-3.0-or-later
// The command line of reversi-train: generate games, fit weights, check a weight file,
// measure a weight file's error on games, or fit ProbCut's predictions on games' positions.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "train/fit.hpp"
#include "train/generate.hpp"
#include "train/probcut_fit.hpp"

namespace reversi::train {

struct GenerateCommand {
    GenerateSettings settings;
    std::optional<std::string> weights_file;  // Hard's weights for --player hard
    std::string out;
};

struct FitCommand {
    FitSettings settings;  // its prior is read from prior_file
    // One: the ridge penalty. Several: each is fitted and the lowest held-back error chosen.
    std::vector<double> lambdas{30.0};
    std::uint64_t hold_back_every = 20;
    std::vector<std::string> hold_back_files;  // every game of these files is held back
    std::optional<std::string> prior_file;
    std::vector<std::string> games_files;
    std::string out;
    std::string source;  // the weight file's `source` line; a summary when empty
};

struct CheckCommand {
    std::string weights_file;
};

struct MeasureCommand {
    std::optional<std::string> weights_file;  // none: the compiled-in weights
    std::uint64_t hold_back_every = 20;
    bool all_positions = false;  // every position, not only the held-back games'
    std::vector<std::string> games_files;
};

struct ProbCutCommand {
    ProbCutSampling sampling;
    std::vector<std::string> games_files;
};

using TrainCommand = std::variant<std::monostate, GenerateCommand, FitCommand, CheckCommand,
                                  MeasureCommand, ProbCutCommand>;

struct ParsedTrainCommand {
    TrainCommand command;  // std::monostate with help or an error
    bool help = false;
    std::string error;
};

// `args` excludes the program name.
ParsedTrainCommand parse_train_command(std::span<const std::string_view> args);

extern const char* const kTrainUsage;

}  // namespace reversi::train
