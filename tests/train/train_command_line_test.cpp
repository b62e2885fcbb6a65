// SPDX-License-Identifier: GPL-3.0-or-later
// reversi-train's command line: what each option sets, and a clear error for anything else.
#include <gtest/gtest.h>

#include "train/train_command_line.hpp"

namespace reversi::train {
namespace {

ParsedTrainCommand parse(std::vector<std::string_view> args) { return parse_train_command(args); }

TEST(TrainCommandLine, GenerateReadsEveryOption) {
    const ParsedTrainCommand p =
        parse({"generate", "--games",         "100",  "--out",          "g.txt", "--seed",
               "7",        "--round",         "2",    "--shard",        "3/8",   "--threads",
               "4",        "--player",        "hard", "--weights",      "w",     "--nodes",
               "5000",     "--solve-empties", "12",   "--random-plies", "4-9"});
    ASSERT_TRUE(p.error.empty()) << p.error;
    const auto& c = std::get<GenerateCommand>(p.command);
    EXPECT_EQ(c.settings.games, 100u);
    EXPECT_EQ(c.out, "g.txt");
    EXPECT_EQ(c.settings.seed, 7u);
    EXPECT_EQ(c.settings.round, 2u);
    EXPECT_EQ(c.settings.shard.index, 3);
    EXPECT_EQ(c.settings.shard.count, 8);
    EXPECT_EQ(c.settings.threads, 4);
    EXPECT_EQ(c.settings.play.player, Player::Hard);
    EXPECT_EQ(c.weights_file, "w");
    EXPECT_EQ(c.settings.play.nodes, 5000u);
    EXPECT_EQ(c.settings.play.solve_empties, 12);
    EXPECT_EQ(c.settings.play.fewest_random_plies, 4);
    EXPECT_EQ(c.settings.play.most_random_plies, 9);
}

TEST(TrainCommandLine, FitReadsOptionsAndGamesFiles) {
    const ParsedTrainCommand p =
        parse({"fit", "a.games", "--out", "w", "--lambda", "2.5", "--window", "0", "--without",
               "parity", "b.games", "--hold-back-every", "0", "--iterations", "9"});
    ASSERT_TRUE(p.error.empty()) << p.error;
    const auto& c = std::get<FitCommand>(p.command);
    EXPECT_EQ(c.games_files, (std::vector<std::string>{"a.games", "b.games"}));
    EXPECT_EQ(c.out, "w");
    EXPECT_EQ(c.settings.lambda, 2.5);
    EXPECT_EQ(c.settings.window, 0);
    EXPECT_FALSE(c.settings.use_global[static_cast<std::size_t>(patterns::GlobalTerm::Parity)]);
    EXPECT_TRUE(c.settings.use_global[static_cast<std::size_t>(patterns::GlobalTerm::Mobility)]);
    EXPECT_EQ(c.hold_back_every, 0u);
    EXPECT_EQ(c.settings.max_iterations, 9);
}

TEST(TrainCommandLine, FitReadsItsSmoothingPriorAndLambdaCandidates) {
    const ParsedTrainCommand p =
        parse({"fit", "a.games", "--out", "w", "--smoothness", "12.5", "--prior", "old.weights",
               "--lambda", "3,10,30", "--hold-back", "h1.games", "--hold-back=h2.games",
               "--tolerance", "1e-6"});
    ASSERT_TRUE(p.error.empty()) << p.error;
    const auto& c = std::get<FitCommand>(p.command);
    EXPECT_EQ(c.settings.smoothness, 12.5);
    EXPECT_EQ(c.prior_file, "old.weights");
    EXPECT_EQ(c.lambdas, (std::vector<double>{3, 10, 30}));
    EXPECT_EQ(c.hold_back_files, (std::vector<std::string>{"h1.games", "h2.games"}));
    EXPECT_EQ(c.settings.tolerance, 1e-6);
    EXPECT_EQ(c.games_files, (std::vector<std::string>{"a.games"}));
    const ParsedTrainCommand plain = parse({"fit", "a.games", "--out", "w"});
    EXPECT_EQ(std::get<FitCommand>(plain.command).lambdas, (std::vector<double>{30}));
}

TEST(TrainCommandLine, FitRefusesAFileBothTrainedOnAndHeldBack) {
    for (const std::vector<std::string_view>& args :
         {std::vector<std::string_view>{"fit", "--out", "w", "--hold-back", "h.games", "a.games",
                                        "h.games"},
          std::vector<std::string_view>{"fit", "--out", "w", "--hold-back", "./h.games",
                                        "h.games"}}) {
        const ParsedTrainCommand p = parse(args);
        EXPECT_NE(p.error.find("h.games is both a games file and --hold-back"), std::string::npos)
            << p.error;
    }
    const ParsedTrainCommand apart =
        parse({"fit", "--out", "w", "--hold-back", "h.games", "a.games", "b/h.games"});
    EXPECT_TRUE(apart.error.empty()) << apart.error;
}

TEST(TrainCommandLine, OptionsAreReadAsByTheOtherPrograms) {
    const ParsedTrainCommand fit = parse(
        {"fit", "--out=w", "--without", "parity", "a.games", "--without=mobility", "--lambda=0.5"});
    ASSERT_TRUE(fit.error.empty()) << fit.error;
    const auto& c = std::get<FitCommand>(fit.command);
    EXPECT_EQ(c.out, "w");
    EXPECT_EQ(c.settings.lambda, 0.5);
    EXPECT_FALSE(c.settings.use_global[static_cast<std::size_t>(patterns::GlobalTerm::Parity)]);
    EXPECT_FALSE(c.settings.use_global[static_cast<std::size_t>(patterns::GlobalTerm::Mobility)]);
    const ParsedTrainCommand measure = parse({"measure", "a.games", "--all", "b.games"});
    ASSERT_TRUE(measure.error.empty()) << measure.error;
    EXPECT_TRUE(std::get<MeasureCommand>(measure.command).all_positions);
    EXPECT_EQ(std::get<MeasureCommand>(measure.command).games_files.size(), 2u);
    EXPECT_TRUE(parse({"fit", "a.games", "--help"}).help);
    EXPECT_EQ(parse({"fit", "g", "--out", "a", "--out", "b"}).error, "fit: --out is given twice");
    EXPECT_EQ(parse({"generate", "g"}).error, "generate: unexpected argument 'g'");
    EXPECT_EQ(parse({"measure", "g", "--all=yes"}).error, "measure: --all takes no value");
    // A refused value is said as reversi-engine says it.
    EXPECT_EQ(parse({"generate", "--games", "0"}).error,
              "generate: --games: expected a whole number from 1 to 4294967295, not '0'");
}

TEST(TrainCommandLine, ProbCutReadsItsSamplingAndGamesFiles) {
    const ParsedTrainCommand p = parse({"probcut", "a.games", "--every", "4", "--min-empties", "14",
                                        "--deepest", "9", "--threads", "3", "b.games"});
    ASSERT_TRUE(p.error.empty()) << p.error;
    const auto& c = std::get<ProbCutCommand>(p.command);
    EXPECT_EQ(c.games_files, (std::vector<std::string>{"a.games", "b.games"}));
    EXPECT_EQ(c.sampling.every, 4u);
    EXPECT_EQ(c.sampling.min_empties, 14);
    EXPECT_EQ(c.sampling.deepest, 9);
    EXPECT_EQ(c.sampling.threads, 3);
    EXPECT_EQ(parse({"probcut"}).error, "probcut: name at least one games file");
    EXPECT_EQ(parse({"probcut", "g", "--deepest", "12"}).error,
              "probcut: --deepest must be below --min-empties");
    EXPECT_EQ(parse({"probcut", "g", "--every", "0"}).error,
              "probcut: --every: expected a whole number from 1 to 4294967295, not '0'");
}

TEST(TrainCommandLine, MistakesGetAReason) {
    const std::vector<std::pair<std::vector<std::string_view>, std::string>> cases{
        {{}, "name a command"},
        {{"play"}, "unknown command"},
        {{"generate", "--out", "x"}, "--games is required"},
        {{"generate", "--games", "10"}, "--out is required"},
        {{"generate", "--games", "0", "--out", "x"}, "--games"},
        {{"generate", "--games", "5", "--out", "x", "--shard", "3/2"}, "--shard"},
        {{"generate", "--games", "5", "--out", "x", "--shard", "0/2"}, "--shard"},
        {{"generate", "--games", "5", "--out", "x", "--random-plies", "9-4"}, "--random-plies"},
        {{"generate", "--games", "5", "--out", "x", "--player", "easy"}, "--player"},
        {{"generate", "--games", "5", "--out", "x", "--player", "normal", "--weights", "w"},
         "--weights is for"},
        {{"generate", "--games", "5", "--out"}, "needs a value"},
        {{"generate", "--games", "5", "--out", "x", "--colour", "b"}, "unknown option"},
        {{"fit", "--out", "w"}, "at least one games file"},
        {{"fit", "g"}, "--out is required"},
        {{"fit", "g", "--out", "w", "--lambda", "-1"}, "--lambda"},
        {{"fit", "g", "--out", "w", "--lambda", "3,,30"}, "--lambda"},
        {{"fit", "g", "--out", "w", "--lambda", "3,x"}, "--lambda"},
        {{"fit", "g", "--out", "w", "--smoothness", "-2"}, "--smoothness"},
        {{"fit", "g", "--out", "w", "--without", "discs"}, "no global term"},
        {{"check"}, "one weight file"},
        {{"measure"}, "at least one games file"},
    };
    for (const auto& [args, reason] : cases) {
        const ParsedTrainCommand p = parse(args);
        EXPECT_TRUE(std::holds_alternative<std::monostate>(p.command)) << reason;
        EXPECT_NE(p.error.find(reason), std::string::npos) << p.error;
    }
    EXPECT_TRUE(parse({"--help"}).help);
}

}  // namespace
}  // namespace reversi::train
