// SPDX-License-Identifier: GPL-3.0-or-later
// Where this build put the programs that tests start as child processes.
#pragma once

namespace reversi::testing_support {

const char* engine_program();
const char* fault_engine_program();
const char* match_program();
const char* train_program();

}  // namespace reversi::testing_support
