// SPDX-License-Identifier: GPL-3.0-or-later
// A save folder's write that fails or dies at a chosen step, as a full disk or a kill would.
#pragma once

#include "records/save_folder.hpp"

namespace reversi::records::testing {

inline FileWrite faulty_write(WriteFault fault) {
    return [fault](const std::filesystem::path& file, std::string_view text) {
        return write_file_atomically(file, text, &fault);
    };
}

}  // namespace reversi::records::testing
