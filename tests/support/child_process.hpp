// SPDX-License-Identifier: GPL-3.0-or-later
// Runs a program with given standard input and collects what it writes, for tests that drive
// the real binaries through pipes.
#pragma once

#include <string>
#include <vector>

namespace reversi::testing_support {

struct ProcessOutput {
    int exit_code = -1;  // -1 when the program did not exit normally
    std::string out;
    std::string err;
};

// Starts `program` with `args`, writes `input` to its stdin, closes it, and waits.
ProcessOutput run_program(const std::string& program, const std::vector<std::string>& args,
                          const std::string& input);

std::vector<std::string> split_lines(const std::string& text);

}  // namespace reversi::testing_support
