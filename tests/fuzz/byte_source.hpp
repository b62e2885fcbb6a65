// SPDX-License-Identifier: GPL-3.0-or-later
// Reads a fuzz input as a stream of small decisions; past the end every decision is 0.
#pragma once

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <span>

namespace reversi::fuzz {

class ByteSource {
public:
    ByteSource(const std::uint8_t* data, std::size_t size) : bytes_(data, size) {}

    bool exhausted() const { return next_ >= bytes_.size(); }
    std::uint8_t byte() { return exhausted() ? 0 : bytes_[next_++]; }
    // A number in [0, n), for n >= 1.
    std::size_t below(std::size_t n) {
        if (n <= 256) return byte() % n;
        const std::size_t high = byte();  // two statements: the order of reads is fixed
        return (high << 8 | byte()) % n;
    }
    bool one_in(std::size_t n) { return below(n) == 0; }
    // One element of a non-empty array or span.
    template <typename Choices>
    const auto& pick(const Choices& choices) {
        return choices[below(std::size(choices))];
    }

private:
    std::span<const std::uint8_t> bytes_;
    std::size_t next_ = 0;
};

}  // namespace reversi::fuzz
