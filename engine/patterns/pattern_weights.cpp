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

std::uint32_t permuted(std::uint32_t index, const std::vector<int>& moved_to) {
    std::vector<std::uint32_t> powers(moved_to.size(), 1);
    for (std::size_t i = 1; i < powers.size(); ++i)
        powers[i] = powers[i - 1] * 3;
    std::uint32_t result = 0;
    for (std::size_t i = 0; i < moved_to.size(); ++i) {
        const std::uint32_t digit = index / powers[i] % 3;
        result += digit * powers[static_cast<std::size_t>(moved_to[i])];
    }
    return result;
}

}  // namespace

std::vector<std::uint32_t> representative_indices(Pattern p) {
    std::vector<std::vector<int>> permutations;
    for (int k = 1; k < kSymmetryCount; ++k) {
        if (apply_symmetry(k, shape(p).squares) == shape(p).squares)
            permutations.push_back(digit_permutation(p, k));
    }
    const auto size = static_cast<std::uint32_t>(table_size(p));
    std::vector<std::uint32_t> representative(size);
    for (std::uint32_t i = 0; i < size; ++i) {
        std::uint32_t smallest = i;
        for (const std::vector<int>& moved_to : permutations)
            smallest = std::min(smallest, permuted(i, moved_to));
        representative[i] = smallest;
    }
    return representative;
}

}  // namespace reversi::patterns
