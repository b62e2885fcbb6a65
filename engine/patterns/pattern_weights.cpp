// SPDX-License-Identifier: GPL-3.0-or-later
// The classes of table indices that a shape's own symmetries make one weight.
#include "patterns/pattern_weights.hpp"

#include <algorithm>

namespace reversi::patterns {

namespace {

// Digit positions of the shape's squares: the i-th square in increasing order is digit i.
std::vector<int> digit_squares(Pattern p) {
    std::vector<int> squares;
    for_each_square(shape(p).squares, [&](int s) { squares.push_back(s); });
    return squares;
}

// For a symmetry that maps the shape onto itself: the digit each digit moves to.
std::vector<int> digit_permutation(Pattern p, int k) {
    const std::vector<int> squares = digit_squares(p);
    std::vector<int> moved_to(squares.size());
    for (std::size_t i = 0; i < squares.size(); ++i) {
        const int target = symmetric_square(k, squares[i]);
        moved_to[i] =
            static_cast<int>(std::find(squares.begin(), squares.end(), target) - squares.begin());
    }
    return moved_to;
}

// What a symmetry does to a table index: digit i moves to digit moved_to[i], so its place value
// 3^i becomes 3^moved_to[i].
std::vector<std::uint32_t> moved_place_values(const std::vector<int>& moved_to) {
    std::vector<std::uint32_t> powers(moved_to.size(), 1);
    for (std::size_t i = 1; i < powers.size(); ++i)
        powers[i] = powers[i - 1] * 3;
    std::vector<std::uint32_t> values(moved_to.size());
    for (std::size_t i = 0; i < moved_to.size(); ++i)
        values[i] = powers[static_cast<std::size_t>(moved_to[i])];
    return values;
}

}  // namespace

std::vector<std::uint32_t> representative_indices(Pattern p) {
    std::vector<std::vector<std::uint32_t>> permutations;
    for (int k = 1; k < kSymmetryCount; ++k) {
        if (apply_symmetry(k, shape(p).squares) == shape(p).squares)
            permutations.push_back(moved_place_values(digit_permutation(p, k)));
    }
    // Indices in increasing order, counted in base 3 digit by digit (an odometer), with each
    // symmetry's image of the index kept up to date as the digits change: a few additions per
    // index instead of a division per digit.
    const auto size = static_cast<std::uint32_t>(table_size(p));
    const std::size_t digits = static_cast<std::size_t>(pattern_size(p));
    std::vector<std::uint32_t> counter(digits, 0);
    std::vector<std::uint32_t> images(permutations.size(), 0);
    std::vector<std::uint32_t> representative(size);
    for (std::uint32_t i = 0; i < size; ++i) {
        std::uint32_t smallest = i;
        for (const std::uint32_t image : images)
            smallest = std::min(smallest, image);
        representative[i] = smallest;
        for (std::size_t d = 0; d < digits; ++d) {  // i + 1
            if (counter[d] < 2) {
                ++counter[d];
                for (std::size_t k = 0; k < images.size(); ++k)
                    images[k] += permutations[k][d];
                break;
            }
            counter[d] = 0;
            for (std::size_t k = 0; k < images.size(); ++k)
                images[k] -= 2 * permutations[k][d];
        }
    }
    return representative;
}

}  // namespace reversi::patterns
