// SPDX-License-Identifier: GPL-3.0-or-later
// Hard's weights as the build compiled them in: hard.weights' bytes are in the binary
// (embed_weights.cpp writes the assembler source that includes them) and are decoded into the
// tables on first use, once, whatever the thread. No file is read at run time.
#pragma once

#include <string_view>

#include "patterns/pattern_weights.hpp"

namespace reversi::patterns {

// The first call decodes (a few milliseconds); later calls return the same view.
WeightsView compiled_weights();
// The weight file's `source` line: how the weights were made.
std::string_view compiled_weights_source();

}  // namespace reversi::patterns
