// Hard's weights as the build compiled them in from hard.weights (embed_weights.cpp writes the
// definitions): no file is read at run time.
#pragma once

#include <string_view>

#include "patterns/pattern_weights.hpp"

namespace reversi::patterns {

WeightsView compiled_weights();
// The weight file's `source` line: how the weights were made.
std::string_view compiled_weights_source();

}  // namespace reversi::patterns
