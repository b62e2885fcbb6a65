// SPDX-License-Identifier: GPL-3.0-or-later
// The weight file carried in the binary (the build checked it with embed-weights and assembled
// its bytes in), decoded into Hard's tables the first time they are needed.
#include "patterns/compiled_weights.hpp"

#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "patterns/weight_file.hpp"

#if defined(__linux__)
#include <sys/mman.h>
#endif

// Defined by the generated assembler source: the file's bytes and their number.
extern "C" const char reversi_hard_weight_file[];
extern "C" const std::uint64_t reversi_hard_weight_file_size;

namespace reversi::patterns {

namespace {

[[noreturn]] void fail(const char* why) {
    std::fprintf(stderr, "reversi: Hard's compiled-in weights: %s\n", why);
    std::abort();
}

// Room for the tables (5 MB), for the life of the process. Touching that much fresh memory a
// 4 KiB page at a time cost more than the decoding itself (16 ms of CPU on the development
// machine against 1 ms), so the room is aligned for 2 MiB pages and asks Linux for them; where
// they are not offered it is ordinary memory.
std::int16_t* table_room() {
    constexpr std::size_t kLargePage = std::size_t{2} << 20;
    constexpr std::size_t kBytes =
        (kTableEntries * sizeof(std::int16_t) + kLargePage - 1) / kLargePage * kLargePage;
    void* const room = std::aligned_alloc(kLargePage, kBytes);
    if (room == nullptr) fail("no memory for the tables");
#if defined(MADV_HUGEPAGE)
    madvise(room, kBytes, MADV_HUGEPAGE);  // advice only: refused, the pages are ordinary ones
#endif
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
