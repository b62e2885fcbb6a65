// SPDX-License-Identifier: GPL-3.0-or-later
// Seed inputs for each fuzz harness, derived from the protocol transcripts so they follow the
// protocol as it is today and never go stale.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace reversi::fuzz {

struct SeedInput {
    std::string name;  // unique within a harness, safe as a file name
    std::string bytes;
};

// protocol_bytes and protocol_commands: each transcript's input lines as one session;
// gtp_bytes and nboard_bytes: the same from the gtp/ and nboard/ transcripts.
// position_string: every position string the transcripts send or expect.
// move_text: every distinct short token the transcripts send.
std::vector<SeedInput> seed_inputs(std::string_view harness,
                                   const std::filesystem::path& transcript_dir);

}  // namespace reversi::fuzz
