// SPDX-License-Identifier: GPL-3.0-or-later
// The weight file: Hard's weights in a versioned, compact, checked form (README.md in this
// folder describes it byte by byte). The training tool writes it; the build compiles it in.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "patterns/pattern_weights.hpp"

namespace reversi::patterns {

inline constexpr std::string_view kWeightFileName = "reversi-pattern-weights";
inline constexpr int kWeightFileVersion = 1;

struct DecodedWeights {
    std::optional<PatternWeights> weights;  // none: see error
    std::string source;                     // the file's free-text `source` line
    std::string error;
};

// The file's bytes. `source` says where the weights came from: one line of printable ASCII
// (anything else becomes '?'), cut at 1,000 characters. Only each class's representative is stored
// (representative_indices), so every table must give a class one weight.
std::string encode_weights(const PatternWeights& weights, std::string_view source);

// Accepts exactly what encode_weights writes for this build's layout; anything else (another
// layout or version, a damaged or cut file, values out of range) is refused with a reason.
DecodedWeights decode_weights(std::string_view bytes);

// Where decode_weights_into writes: kTableEntries and kGlobalEntries weights.
struct WeightsStorage {
    std::int16_t* tables;
    std::int16_t* globals;
};

// decode_weights into storage the caller owns (the engine places its tables in memory of its
// choosing): every entry is written, whatever it held. None when the file was read (`source`,
// when given, gets its source line); otherwise why it was refused, and the storage holds
// nothing of use.
std::optional<std::string> decode_weights_into(std::string_view bytes, WeightsStorage out,
                                               std::string* source);

}  // namespace reversi::patterns
