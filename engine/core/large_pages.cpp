// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/large_pages.hpp"

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace reversi {

void* allocate_on_large_pages(std::size_t bytes) {
    constexpr std::size_t kLargePage = std::size_t{2} << 20;
    const std::size_t pages = bytes == 0 ? 1 : (bytes + kLargePage - 1) / kLargePage;
    const std::size_t rounded = pages * kLargePage;
    void* const memory = std::aligned_alloc(kLargePage, rounded);
#if defined(MADV_HUGEPAGE)
    if (memory != nullptr) madvise(memory, rounded, MADV_HUGEPAGE);
#endif
    return memory;
}

}  // namespace reversi
