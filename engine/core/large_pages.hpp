// SPDX-License-Identifier: GPL-3.0-or-later
// Memory for the engine's large tables (Hard's weights, the endgame table), on 2 MiB pages where
// Linux offers them. A table of megabytes written through at once on ordinary 4 KiB pages costs
// a page fault per 4 KiB, and on a virtual machine those faults cost more CPU than the writing
// itself: tens of milliseconds for every engine process that starts a search.
#pragma once

#include <cstddef>
#include <cstdlib>
#include <memory>
#include <new>
#include <type_traits>

namespace reversi {

// `bytes` (rounded up to whole 2 MiB pages) aligned for 2 MiB pages, with Linux asked to back
// them so (advice only: refused, they are ordinary pages). Freed with std::free; nullptr when
// there is no memory.
void* allocate_on_large_pages(std::size_t bytes);

struct LargePagesDeleter {
    void operator()(void* memory) const { std::free(memory); }
};

// An array of `count` value-initialised T (trivial types only) on large pages; throws
// std::bad_alloc when there is no memory.
template <typename T>
std::unique_ptr<T[], LargePagesDeleter> make_on_large_pages(std::size_t count) {
    static_assert(std::is_trivially_destructible_v<T>, "freed without destructors");
    void* const memory = allocate_on_large_pages(count * sizeof(T));
    if (memory == nullptr) throw std::bad_alloc();
    T* const first = static_cast<T*>(memory);
    std::uninitialized_value_construct_n(first, count);
    return std::unique_ptr<T[], LargePagesDeleter>(first);
}

}  // namespace reversi
