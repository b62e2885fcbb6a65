// SPDX-License-Identifier: GPL-3.0-or-later
// The fuzz harnesses: each feeds arbitrary bytes to one part of the engine and aborts, saying
// why, when the run crashes or breaks a promise of the protocol or the rules. libFuzzer drives
// them in the fuzz build (entry.cpp); fuzz_replay_tests replays seeds and regressions through
// them in every other build.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace reversi::fuzz {

// The protocol command loop (ProtocolSession::run) over the bytes as a stream of lines.
int protocol_bytes(const std::uint8_t* data, std::size_t size);
// The bytes decoded into a sequence of plausible commands, each checked against a model.
int protocol_commands(const std::uint8_t* data, std::size_t size);
// Searches of every kind with commands arriving while they run, read by the session's own
// reader thread: one answer per search, per isready and per perft, whatever the timing.
int search_interplay(const std::uint8_t* data, std::size_t size);
// reversi-engine --gtp and --nboard: their command loops over the bytes as lines.
int gtp_bytes(const std::uint8_t* data, std::size_t size);
int nboard_bytes(const std::uint8_t* data, std::size_t size);
// The position-string parser, and the rules on every board it accepts.
int position_string(const std::uint8_t* data, std::size_t size);
// The square, move and colour parsers, and the protocol's token and number parsing.
int move_text(const std::uint8_t* data, std::size_t size);

struct Harness {
    std::string_view name;
    int (*run)(const std::uint8_t* data, std::size_t size);
};

constexpr std::array<Harness, 7> kHarnesses{{
    {"protocol_bytes", &protocol_bytes},
    {"protocol_commands", &protocol_commands},
    {"search_interplay", &search_interplay},
    {"gtp_bytes", &gtp_bytes},
    {"nboard_bytes", &nboard_bytes},
    {"position_string", &position_string},
    {"move_text", &move_text},
}};

}  // namespace reversi::fuzz
