// SPDX-License-Identifier: GPL-3.0-or-later
// The weight file: what is written reads back exactly, and anything damaged, cut, extended
// or made for another layout or version is refused with a reason.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "patterns/compiled_weights.hpp"
#include "patterns/weight_file.hpp"
#include "search/random.hpp"
#include "support/sanitized_build.hpp"

namespace reversi::patterns {
namespace {

// Weights of every size the format must carry (zeros in runs, small and large values), with
// each class's entries equal, as a fit makes them.
PatternWeights sample_weights(std::uint64_t seed) {
    SplitMix64 random(seed);
    PatternWeights w;
    for (std::int16_t& value : w.tables) {
        const std::uint64_t kind = random.below(8);
        value = kind < 4 ? 0
                : kind < 7
                    ? static_cast<std::int16_t>(static_cast<int>(random.below(200)) - 100)
                    : static_cast<std::int16_t>(static_cast<int>(random.below(65536)) - 32768);
    }
    w.tables[0] = INT16_MIN;
    w.tables[1] = INT16_MAX;
    for (int p = 0; p < kPatternCount; ++p) {
        const std::vector<std::uint32_t> rep = representative_indices(static_cast<Pattern>(p));
        for (int s = 0; s < kStageCount; ++s) {
            const std::size_t base =
                static_cast<std::size_t>(s) * kStageEntries +
                static_cast<std::size_t>(kTableOffsets[static_cast<std::size_t>(p)]);
            for (std::size_t i = 0; i < rep.size(); ++i)
                w.tables[base + i] = w.tables[base + rep[i]];
        }
    }
    for (std::int16_t& value : w.globals)
        value = static_cast<std::int16_t>(static_cast<int>(random.below(2000)) - 1000);
    return w;
}

TEST(WeightFile, WeightsRoundTripExactly) {
    const PatternWeights w = sample_weights(1);
    const std::string bytes = encode_weights(w, "a test: seed 1");
    const DecodedWeights decoded = decode_weights(bytes);
    ASSERT_TRUE(decoded.weights) << decoded.error;
    EXPECT_TRUE(*decoded.weights == w);
    EXPECT_EQ(decoded.source, "a test: seed 1");
    // Written again, the same bytes.
    EXPECT_EQ(encode_weights(*decoded.weights, decoded.source), bytes);
}

TEST(WeightFile, DecodingIntoStorageWritesEveryEntryWhateverItHeld) {
    const PatternWeights w = sample_weights(2);
    PatternWeights storage;
    std::fill(storage.tables.begin(), storage.tables.end(), std::int16_t{0x7777});
    std::fill(storage.globals.begin(), storage.globals.end(), std::int16_t{0x7777});
    std::string source;
    EXPECT_EQ(decode_weights_into(encode_weights(w, "seed 2"),
                                  {storage.tables.data(), storage.globals.data()}, &source),
              std::nullopt);
    EXPECT_TRUE(storage == w);
    EXPECT_EQ(source, "seed 2");
    const auto refused = decode_weights_into(
        "reversi-pattern-weights 1\n", {storage.tables.data(), storage.globals.data()}, nullptr);
    EXPECT_TRUE(refused.has_value());
}

TEST(WeightFile, AllZeroWeightsTakeAFewBytes) {
    const std::string bytes = encode_weights(PatternWeights{}, "zero");
    EXPECT_LT(bytes.size(), 1000u);
    const DecodedWeights decoded = decode_weights(bytes);
    ASSERT_TRUE(decoded.weights) << decoded.error;
    EXPECT_TRUE(*decoded.weights == PatternWeights{});
}

TEST(WeightFile, TheSourceLineIsKeptPrintableAndOnOneLine) {
    const DecodedWeights decoded = decode_weights(encode_weights(PatternWeights{}, "a\nb\x01"));
    ASSERT_TRUE(decoded.weights) << decoded.error;
    EXPECT_EQ(decoded.source, "a?b?");
}

TEST(WeightFile, EveryCutFileIsRefused) {
    const std::string bytes = encode_weights(sample_weights(2), "cut");
    ASSERT_GT(bytes.size(), 2000U);
    // Every length up to 1,000 bytes (the header and the payload's start), 100 lengths spread
    // over the rest (10 in a sanitizer build) and every one of the last 16: a cut payload is
    // refused by its length, before any weight is read, so the spread finds no more cases of
    // note.
    std::vector<std::size_t> lengths;
    for (std::size_t length = 0; length < std::min<std::size_t>(1000, bytes.size()); ++length)
        lengths.push_back(length);
    const std::size_t spread = testing_support::kSanitizedBuild ? 10 : 100;
    const std::size_t stride = (bytes.size() - 1000) / spread + 1;
    for (std::size_t length = 1000; length + 16 < bytes.size(); length += stride)
        lengths.push_back(length);
    for (std::size_t length = bytes.size() - 16; length < bytes.size(); ++length)
        lengths.push_back(length);
    for (const std::size_t length : lengths) {
        const DecodedWeights decoded = decode_weights(bytes.substr(0, length));
        EXPECT_FALSE(decoded.weights) << "cut at " << length;
        EXPECT_FALSE(decoded.error.empty());
    }
    EXPECT_FALSE(decode_weights(bytes + "x").weights);
}

TEST(WeightFile, AChangedByteInTheWeightsIsCaughtByTheChecksum) {
    const std::string bytes = encode_weights(sample_weights(3), "damaged");
    const std::size_t payload = bytes.find("\n", bytes.find("payload ")) + 1;
    for (std::size_t at = payload; at < bytes.size(); at += (bytes.size() - payload) / 50 + 1) {
        std::string damaged = bytes;
        damaged[at] = static_cast<char>(damaged[at] ^ 0x10);
        const DecodedWeights decoded = decode_weights(damaged);
        EXPECT_FALSE(decoded.weights) << "byte " << at;
        EXPECT_NE(decoded.error.find("checksum"), std::string::npos) << decoded.error;
    }
}

TEST(WeightFile, AnotherVersionOrLayoutIsRefusedWithAReason) {
    const std::string bytes = encode_weights(PatternWeights{}, "layout");
    std::string version = bytes;
    version.replace(version.find(" 1\n"), 3, " 2\n");
    EXPECT_NE(decode_weights(version).error.find("unsupported"), std::string::npos);

    std::string layout = bytes;
    layout.replace(layout.find("stages 15"), 9, "stages 14");
    EXPECT_NE(decode_weights(layout).error.find("layout"), std::string::npos);

    std::string pattern = bytes;
    pattern.replace(pattern.find("edge-x 10"), 9, "edge-x 08");
    EXPECT_NE(decode_weights(pattern).error.find("layout"), std::string::npos);

    EXPECT_NE(decode_weights("hello\n").error.find("not a weight file"), std::string::npos);
    EXPECT_FALSE(decode_weights("").weights);
}

TEST(WeightFile, APayloadLineThatIsNotExactlyRightIsRefused) {
    const std::string bytes = encode_weights(PatternWeights{}, "payload");
    const std::size_t at = bytes.find("payload ");
    const std::size_t end = bytes.find('\n', at);
    const std::string line = bytes.substr(at, end - at);
    for (const std::string& bad :
         {std::string("payload +4") + line.substr(9), line + " ", line.substr(0, line.size() - 1),
          std::string("payload 4 crc32 ") + line.substr(line.size() - 16)}) {
        std::string damaged = bytes;
        damaged.replace(at, line.size(), bad);
        EXPECT_FALSE(decode_weights(damaged).weights) << bad;
    }
}

TEST(WeightFile, TheCompiledInWeightsAreSymmetricAndNotAllZero) {
    const WeightsView w = compiled_weights();
    bool any = false;
    for (int i = 0; i < kTableEntries; ++i)
        any = any || w.tables[i] != 0;
    EXPECT_TRUE(any);
    const std::vector<std::uint32_t> rep = representative_indices(Pattern::EdgeX);
    for (int s = 0; s < kStageCount; ++s) {
        const std::int16_t* table = w.tables + s * kStageEntries;
        for (std::size_t i = 0; i < rep.size(); ++i)
            ASSERT_EQ(table[i], table[rep[i]]);
    }
    EXPECT_FALSE(compiled_weights_source().empty());
}

}  // namespace
}  // namespace reversi::patterns
