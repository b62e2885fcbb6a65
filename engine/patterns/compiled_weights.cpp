// SPDX-License-Identifier: GPL-3.0-or-later
// The weight file carried in the binary (the build checked it with embed-weights and assembled
// its bytes in), decoded into Hard's tables the first time they are needed.
#include "patterns/compiled_weights.hpp"

#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "core/large_pages.hpp"
#include "patterns/weight_file.hpp"

// Defined by the generated assembler source: the file's bytes and their number.
extern "C" const char reversi_hard_weight_file[];
extern "C" const std::uint64_t reversi_hard_weight_file_size;

namespace reversi::patterns {

namespace {

[[noreturn]] void fail(const char* why) {
    std::fprintf(stderr, "reversi: Hard's compiled-in weights: %s\n", why);
    std::abort();
}

// Room for the tables (5 MB), for the life of the process, on large pages: on 4 KiB pages,
// touching them cost more than the decoding itself (16 ms of CPU on the development machine
// against 1 ms).
std::int16_t* table_room() {
    void* const room = allocate_on_large_pages(kTableEntries * sizeof(std::int16_t));
    if (room == nullptr) fail("no memory for the tables");
    return static_cast<std::int16_t*>(room);
}

struct Decoded {
    WeightsView view;
    std::string source;
};

Decoded decode() {
    static std::array<std::int16_t, kGlobalEntries> globals{};
    std::int16_t* const tables = table_room();
    std::string source;
    const std::optional<std::string> error = decode_weights_into(
        std::string_view(reversi_hard_weight_file,
                         static_cast<std::size_t>(reversi_hard_weight_file_size)),
        {tables, globals.data()}, &source);
    // embed-weights refuses to build with a file that does not decode: this binary is damaged.
    if (error) fail(error->c_str());
    return {{tables, globals.data()}, std::move(source)};
}

const Decoded& decoded() {
    static const Decoded weights = decode();  // once, whichever thread comes first
    return weights;
}

}  // namespace

WeightsView compiled_weights() { return decoded().view; }

std::string_view compiled_weights_source() { return decoded().source; }

}  // namespace reversi::patterns
