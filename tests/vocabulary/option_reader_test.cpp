// SPDX-License-Identifier: GPL-3.0-or-later
// The one command-line option reader of reversi-engine, reversi-match and reversi-train: what it
// reads, and every mistake it refuses with the words all three programs print.
#include <gtest/gtest.h>

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "vocabulary/numbers.hpp"
#include "vocabulary/option_reader.hpp"
#include "vocabulary/tokens.hpp"

namespace reversi {
namespace {

// A program with --flag (no value), --count N (1 to 9), --name S, --pair X Y, --tag T
// (repeatable); what it applied, key by key.
struct ToyProgram {
    std::multimap<std::string, std::vector<std::string>> applied;

    OptionRules rules(bool takes_words = false) {
        OptionRules rules;
        rules.value_count = [](std::string_view key) -> std::optional<int> {
            if (key == "flag") return 0;
            if (key == "count" || key == "name" || key == "tag") return 1;
            if (key == "pair") return 2;
            return std::nullopt;
        };
        rules.apply = [this](const std::string& key, const std::vector<std::string_view>& values) {
            if (key == "count" && !number_in<int>(values[0], 1, 9)) return range_text(1, 9);
            applied.emplace(key, std::vector<std::string>(values.begin(), values.end()));
            return std::string();
        };
        rules.repeatable = {"tag"};
        rules.takes_words = takes_words;
        return rules;
    }

    OptionsRead read(std::vector<std::string_view> args, bool takes_words = false) {
        return read_options(args, rules(takes_words));
    }
};

TEST(OptionReader, ReadsEveryFormOfAnOption) {
    ToyProgram program;
    const OptionsRead read = program.read(
        {"--flag", "--count", "3", "--name=x=y", "--pair", "a", "b", "--tag", "1", "--tag=2"});
    ASSERT_EQ(read.error, "");
    EXPECT_FALSE(read.help);
    EXPECT_EQ(read.keys, (std::set<std::string>{"flag", "count", "name", "pair", "tag"}));
    using Applied = std::vector<std::string>;
    EXPECT_EQ(program.applied.find("flag")->second, Applied{});
    EXPECT_EQ(program.applied.find("count")->second, Applied{"3"});
    EXPECT_EQ(program.applied.find("name")->second, Applied{"x=y"});
    EXPECT_EQ(program.applied.find("pair")->second, (Applied{"a", "b"}));
    EXPECT_EQ(program.applied.count("tag"), 2u);
}

TEST(OptionReader, AValueMayLookLikeAnOptionOrBeEmpty) {
    ToyProgram program;
    ASSERT_EQ(program.read({"--name", "--flag", "--pair=", "x"}).error,
              "--pair=... is only for options with one value");
    EXPECT_EQ(program.applied.find("name")->second, std::vector<std::string>{"--flag"});
    EXPECT_EQ(program.read({"--name="}).error, "");
}

TEST(OptionReader, HelpStopsTheReading) {
    ToyProgram program;
    for (std::string_view help : {"--help", "-h"}) {
        const OptionsRead read = program.read({"--flag", help, "--bogus"});
        EXPECT_TRUE(read.help);
        EXPECT_EQ(read.error, "");
    }
}

TEST(OptionReader, WordsAreKeptOnlyWhereTheProgramTakesThem) {
    ToyProgram program;
    const OptionsRead read = program.read({"a.txt", "--flag", "-b.txt"}, true);
    ASSERT_EQ(read.error, "");
    EXPECT_EQ(read.words, (std::vector<std::string_view>{"a.txt", "-b.txt"}));
    EXPECT_EQ(program.read({"a.txt"}).error, "unexpected argument 'a.txt'");
}

struct ReaderRefusal {
    std::vector<std::string_view> args;
    std::string error;
};

TEST(OptionReader, RefusesEveryMistakeWithItsReason) {
    const std::vector<ReaderRefusal> refusals{
        {{"--bogus"}, "unknown option '--bogus'"},
        {{"--bogus=1"}, "unknown option '--bogus'"},
        {{"--b\x01gus"}, "unknown option '--b?gus'"},
        {{"-x"}, "unexpected argument '-x'"},
        {{"--flag", "--flag"}, "--flag is given twice"},
        {{"--count=1", "--count", "2"}, "--count is given twice"},
        {{"--name"}, "--name needs a value"},
        {{"--pair", "a"}, "--pair needs 2 values"},
        {{"--pair=a", "b"}, "--pair=... is only for options with one value"},
        {{"--flag=yes"}, "--flag takes no value"},
        {{"--count", "10"}, "expected a number from 1 to 9"},
        {{"--count", "3x"}, "expected a number from 1 to 9"},
        {{"--count", " 3"}, "expected a number from 1 to 9"},
        {{"--count", "+3"}, "expected a number from 1 to 9"},
        {{"--count", ""}, "expected a number from 1 to 9"},
    };
    for (const ReaderRefusal& refusal : refusals) {
        ToyProgram program;
        const OptionsRead read = program.read(refusal.args);
        EXPECT_EQ(read.error, refusal.error) << refusal.args.front();
        EXPECT_FALSE(read.help);
    }
}

TEST(OptionReader, StopsAtTheFirstMistake) {
    ToyProgram program;
    EXPECT_EQ(program.read({"--count", "0", "--name", "x"}).error, "expected a number from 1 to 9");
    EXPECT_EQ(program.applied.count("name"), 0u);
}

TEST(OptionReader, ReadsArgvAfterTheProgramName) {
    ToyProgram program;
    const char* const argv[] = {"program", "--count", "4"};
    const OptionsRead read = read_options(3, argv, program.rules());
    EXPECT_EQ(read.error, "");
    EXPECT_EQ(program.applied.find("count")->second, std::vector<std::string>{"4"});
}

TEST(OptionReader, ARefusedValueIsEchoedSafely) {
    EXPECT_EQ(value_refusal("level", "easy, normal or hard", "x\ty"),
              "--level: expected easy, normal or hard, not 'x?y'");
}

TEST(NumberIn, TakesOnlyAWholeNumberWithinRange) {
    EXPECT_EQ(number_in<int>("-64", -64, 64), -64);
    EXPECT_EQ(number_in<int>("-65", -64, 64), std::nullopt);
    EXPECT_EQ(number_in<std::uint64_t>("18446744073709551615", 0, ~std::uint64_t{0}),
              ~std::uint64_t{0});
    EXPECT_EQ(number_in<std::uint64_t>("18446744073709551616", 0, ~std::uint64_t{0}), std::nullopt);
    EXPECT_EQ(number_in<std::uint64_t>("-1", 0, 9), std::nullopt);
    EXPECT_EQ(number_in<double>("0.25", 0.0, 0.5), 0.25);
    EXPECT_EQ(number_in<double>("nan", -1.0, 1.0), std::nullopt);
    EXPECT_EQ(number_in<double>("inf", 0.0, 1e9), std::nullopt);
    // The protocol's readers are this one reader.
    EXPECT_EQ(parse_unsigned("7", 0, 9), 7u);
    EXPECT_EQ(parse_unsigned("+7", 0, 9), std::nullopt);
    EXPECT_EQ(parse_signed("-7", -9, 9), -7);
    EXPECT_EQ(parse_signed("--7", -9, 9), std::nullopt);
}

}  // namespace
}  // namespace reversi
