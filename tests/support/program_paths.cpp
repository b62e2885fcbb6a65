// SPDX-License-Identifier: GPL-3.0-or-later
// The programs' paths, which name the build folder, compiled into this one small file: the test
// files stay the same in every build folder, so the compiler cache shares them between builds.
#include "support/program_paths.hpp"

namespace reversi::testing_support {

const char* engine_program() { return REVERSI_ENGINE_PATH; }
const char* fault_engine_program() { return REVERSI_FAULT_ENGINE_PATH; }
const char* match_program() { return REVERSI_MATCH_PATH; }
const char* train_program() { return REVERSI_TRAIN_PATH; }

}  // namespace reversi::testing_support
