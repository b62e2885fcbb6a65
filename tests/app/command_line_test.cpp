// SPDX-License-Identifier: GPL-3.0-or-later
// reversi-engine's options: the mode, level and seed, and every way a command line is refused.
#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <vector>

#include "app/command_line.hpp"

namespace reversi {
namespace {

CommandLineResult parse(std::vector<std::string_view> args) { return parse_command_line(args); }

TEST(CommandLine, NoOptionsSpeakTheLineProtocolWithDefaults) {
    const CommandLineResult result = parse({});
    ASSERT_TRUE(result.command_line) << result.error;
    EXPECT_EQ(result.command_line->action, EngineAction::Run);
    EXPECT_EQ(result.command_line->mode, EngineMode::Line);
    EXPECT_TRUE(result.command_line->given.empty());
    EXPECT_EQ(result.command_line->settings.level, EngineSettings{}.level);
    EXPECT_EQ(result.command_line->settings.seed, 0u);
}

TEST(CommandLine, ModesLevelAndSeedAreRead) {
    const CommandLineResult result = parse({"--seed", "7", "--gtp", "--level", "easy"});
    ASSERT_TRUE(result.command_line) << result.error;
    EXPECT_EQ(result.command_line->mode, EngineMode::Gtp);
    EXPECT_EQ(result.command_line->settings.level, Level::Easy);
    EXPECT_EQ(result.command_line->settings.seed, 7u);
    EXPECT_TRUE(result.command_line->gave("Level"));
    EXPECT_TRUE(result.command_line->gave("Seed"));
    EXPECT_FALSE(result.command_line->gave("Move Overhead"));
    EXPECT_EQ(parse({"--nboard"}).command_line->mode, EngineMode::NBoard);
}

TEST(CommandLine, ValuesMayFollowAnEqualsSign) {
    const CommandLineResult result = parse({"--level=normal", "--seed=18446744073709551615"});
    ASSERT_TRUE(result.command_line) << result.error;
    EXPECT_EQ(result.command_line->settings.level, Level::Normal);
    EXPECT_EQ(result.command_line->settings.seed, 18446744073709551615u);
}

TEST(CommandLine, HelpAndVersionAreActions) {
    EXPECT_EQ(parse({"--help"}).command_line->action, EngineAction::ShowHelp);
    EXPECT_EQ(parse({"-h"}).command_line->action, EngineAction::ShowHelp);
    EXPECT_EQ(parse({"--version"}).command_line->action, EngineAction::ShowVersion);
    // As in reversi-match and reversi-train, help stops the reading: nothing after it is refused.
    EXPECT_EQ(parse({"--gtp", "--help", "--bogus"}).command_line->action, EngineAction::ShowHelp);
}

struct Refusal {
    std::vector<std::string_view> args;
    std::string error;
};

TEST(CommandLine, BadCommandLinesAreRefusedWithAReason) {
    const std::vector<Refusal> refusals{
        {{"--bogus"}, "unknown option '--bogus'"},
        {{"gtp"}, "unexpected argument 'gtp'"},
        {{"--gtp", "--nboard"}, "--nboard: only one of --gtp and --nboard may be given"},
        {{"--gtp", "--gtp"}, "--gtp: only one of --gtp and --nboard may be given"},
        {{"--gtp=yes"}, "--gtp takes no value"},
        {{"--level"}, "--level needs a value"},
        {{"--level", "expert"}, "--level: expected easy, normal or hard, not 'expert'"},
        {{"--level", "Easy"}, "--level: expected easy, normal or hard, not 'Easy'"},
        {{"--level=easy", "--level", "hard"}, "--level is given twice"},
        {{"--seed"}, "--seed needs a value"},
        {{"--seed", "-1"}, "--seed: expected an unsigned 64-bit decimal number, not '-1'"},
        {{"--seed=18446744073709551616"},
         "--seed: expected an unsigned 64-bit decimal number, not '18446744073709551616'"},
        {{"--seed", "1", "--seed", "1"}, "--seed is given twice"},
        {{"--level="}, "--level: expected easy, normal or hard, not ''"},
        {{"--move-overhead", "10001"}, "--move-overhead: expected from 0 to 10000, not '10001'"},
    };
    for (const Refusal& refusal : refusals) {
        const CommandLineResult result = parse(refusal.args);
        EXPECT_FALSE(result.command_line) << refusal.error;
        EXPECT_EQ(result.error, refusal.error);
    }
}

// Every engine option has a flag, read from the options table.
TEST(CommandLine, EveryEngineOptionHasAFlag) {
    const CommandLineResult result = parse({"--move-overhead", "120"});
    ASSERT_TRUE(result.command_line) << result.error;
    EXPECT_EQ(result.command_line->settings.move_overhead, std::chrono::milliseconds(120));
    for (const EngineOption& option : engine_options()) {
        const std::string flag = option_flag(option);
        const std::string value = option.current(EngineSettings{});
        const std::vector<std::string_view> args{flag, value};
        const CommandLineResult given = parse(args);
        ASSERT_TRUE(given.command_line) << given.error;
        EXPECT_TRUE(given.command_line->gave(option.name)) << flag;
    }
}

TEST(CommandLine, UsageNamesEveryOption) {
    for (std::string_view option :
         {"--gtp", "--nboard", "--level", "--seed", "--move-overhead", "--help", "--version"})
        EXPECT_NE(usage_text().find(option), std::string::npos) << option;
}

}  // namespace
}  // namespace reversi
