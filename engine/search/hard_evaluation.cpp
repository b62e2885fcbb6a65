// Hard's evaluation: a weighted sum of a few board features, the weights sliding with the
// number of empty squares. Integers only, so every machine gets the same score.
#include <algorithm>
#include <cstddef>

#include "search/board_features.hpp"
#include "search/edge_table.hpp"
#include "search/evaluation.hpp"
#include "search/hard_features.hpp"

namespace reversi {

namespace {

constexpr int kMaxEmpties = kSquareCount - kStartingDiscs;  // 60 at the start

// Weights at a few numbers of empty squares, in hundredths of a disc per feature unit, in the
// order of HardFeature; between two anchors they are interpolated linearly. They were fitted by
// least squares to the final disc difference of about 14,000 self-play games (Hard against
// Hard and Normal, from seeded random openings; two rounds, the second played with the first
// round's weights), so a score reads as an estimate of the final margin in discs.
struct Anchor {
    int empties;
    std::array<int, kHardFeatureCount> weights;
};
constexpr std::array<Anchor, 7> kAnchors{{
    {0, {307, -186, -86, 20, 117, 103, -2, 107, 0}},
    {10, {246, -96, -111, 165, 4, 90, 14, 74, 15}},
    {20, {140, -4, -143, 338, -287, 110, 27, 42, 26}},
    {30, {43, 83, -165, 532, -730, 172, 56, 21, 38}},
    {40, {-27, 98, -177, 680, -1223, 350, 94, 2, 50}},
    {50, {-4, 70, -144, 478, -1353, 581, 101, 3, 69}},
    {60, {16, 72, -60, 600, -1450, 500, 70, 25, 40}},
}};

using WeightTable = std::array<std::array<int, kHardFeatureCount>, kMaxEmpties + 1>;

constexpr WeightTable make_weights() {
    WeightTable table{};
    for (int e = 0; e <= kMaxEmpties; ++e) {
        std::size_t upper = 1;
        while (upper + 1 < kAnchors.size() && kAnchors[upper].empties < e)
            ++upper;
        const Anchor& lo = kAnchors[upper - 1];
        const Anchor& hi = kAnchors[upper];
        const int span = hi.empties - lo.empties;
        for (std::size_t f = 0; f < kHardFeatureCount; ++f) {
            table[static_cast<std::size_t>(e)][f] =
                (lo.weights[f] * (hi.empties - e) + hi.weights[f] * (e - lo.empties)) / span;
        }
    }
    return table;
}
constexpr WeightTable kWeights = make_weights();

int mobility_count(Bitboard moves) { return popcount(moves) + popcount(moves & kCorners); }

int edge_points_total(Bitboard player, Bitboard opponent) {
    const features::EdgeLines own = features::edge_lines(player);
    const features::EdgeLines other = features::edge_lines(opponent);
    int points = 0;
    for (std::size_t i = 0; i < own.lines.size(); ++i)
        points += edge_table::edge_points(own.lines[i], other.lines[i]);
    return points;
}

int stable_difference(Bitboard player, Bitboard opponent) {
    const Bitboard occupied = player | opponent;
    // Without a corner only full lines can make a disc stable, which is rare before the end.
    if ((occupied & kCorners) == 0) return 0;
    const features::FullLines full = features::full_lines(occupied);
    return popcount(features::stable_discs(player, full)) -
           popcount(features::stable_discs(opponent, full));
}

std::size_t at(HardFeature f) { return static_cast<std::size_t>(f); }

}  // namespace

HardFeatures hard_features(Bitboard player, Bitboard opponent, Bitboard player_moves,
                           Bitboard opponent_moves) {
    const Bitboard empty = ~(player | opponent);
    const Bitboard next_to_empty = features::neighbours(empty);
    const Bitboard risky_x = features::x_squares_next_to_empty_corners(empty);
    HardFeatures f{};
    f[at(HardFeature::Mobility)] = mobility_count(player_moves) - mobility_count(opponent_moves);
    f[at(HardFeature::PotentialMobility)] = popcount(empty & features::neighbours(opponent)) -
                                            popcount(empty & features::neighbours(player));
    f[at(HardFeature::Frontier)] =
        popcount(player & next_to_empty) - popcount(opponent & next_to_empty);
    f[at(HardFeature::Corners)] = popcount(player & kCorners) - popcount(opponent & kCorners);
    f[at(HardFeature::XSquares)] = popcount(player & risky_x) - popcount(opponent & risky_x);
    f[at(HardFeature::Stable)] = stable_difference(player, opponent);
    f[at(HardFeature::Edges)] = edge_points_total(player, opponent);
    f[at(HardFeature::Parity)] = popcount(empty) % 2 == 1 ? 1 : -1;
    f[at(HardFeature::Discs)] = popcount(player) - popcount(opponent);
    return f;
}

// A board set with `position board` may hold fewer than the four starting discs, so up to 64
// empties: such boards take the opening's weights (60 empties), the nearest the table has.
const std::array<int, kHardFeatureCount>& hard_weights(int empties) {
    return kWeights[static_cast<std::size_t>(std::clamp(empties, 0, kMaxEmpties))];
}

int hard_evaluation(Bitboard player, Bitboard opponent, Bitboard player_moves,
                    Bitboard opponent_moves) {
    const HardFeatures f = hard_features(player, opponent, player_moves, opponent_moves);
    const auto& w = hard_weights(popcount(~(player | opponent)));
    int score = 0;
    for (std::size_t i = 0; i < f.size(); ++i)
        score += f[i] * w[i];
    return clamp_heuristic(score);
}

std::vector<EvalTerm> hard_terms(Bitboard player, Bitboard opponent) {
    const HardFeatures f = hard_features(player, opponent, legal_moves(player, opponent),
                                         legal_moves(opponent, player));
    const auto& w = hard_weights(popcount(~(player | opponent)));
    std::vector<EvalTerm> terms;
    int total = 0;
    for (std::size_t i = 0; i < f.size(); ++i) {
        terms.push_back({kHardFeatureNames[i], f[i] * w[i]});
        total += f[i] * w[i];
    }
    terms.push_back({"total", clamp_heuristic(total)});
    return terms;
}

}  // namespace reversi
