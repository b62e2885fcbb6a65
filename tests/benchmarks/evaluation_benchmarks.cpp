// SPDX-License-Identifier: GPL-3.0-or-later
// Speed of the static evaluations Hard and Normal call at every leaf of their search, and of
// the two halves of Hard's: reading the 46 pattern indices off the board, and adding up their
// weights once the indices are known (what indices updated move by move would leave to do).
// Run: build/test/tests/benchmarks/evaluation_benchmarks
#include <benchmark/benchmark.h>

#include <array>
#include <cstdint>
#include <vector>

#include "core/position.hpp"
#include "patterns/patterns.hpp"
#include "search/evaluation.hpp"
#include "search/hard_features.hpp"
#include "search/random.hpp"

namespace reversi {
namespace {

struct Leaf {
    Bitboard player;
    Bitboard opponent;
    Bitboard player_moves;
    Bitboard opponent_moves;
};

// Every position of a few seeded random games, with both sides' moves as the search has them.
std::vector<Leaf> sample_leaves() {
    std::vector<Leaf> leaves;
    SplitMix64 random(1);
    for (int game = 0; game < 20; ++game) {
        Position p = Position::start();
        while (!p.is_game_over()) {
            if (p.must_pass()) {
                p = p.after(Move::pass());
                continue;
            }
            Bitboard moves = p.legal_moves();
            leaves.push_back(
                {p.player(), p.opponent(), moves, legal_moves(p.opponent(), p.player())});
            for (auto skip = random.below(static_cast<std::uint64_t>(popcount(moves))); skip > 0;
                 --skip)
                moves &= moves - 1;
            p = p.after(Move::at(lowest_square(moves)));
        }
    }
    return leaves;
}

template <int (*Evaluate)(Bitboard, Bitboard, Bitboard, Bitboard)>
void evaluate_all(benchmark::State& state) {
    const std::vector<Leaf> leaves = sample_leaves();
    for (auto _ : state) {
        for (const Leaf& l : leaves)
            benchmark::DoNotOptimize(
                Evaluate(l.player, l.opponent, l.player_moves, l.opponent_moves));
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(leaves.size()));
}

void BM_HardEvaluation(benchmark::State& state) { evaluate_all<hard_evaluation>(state); }
BENCHMARK(BM_HardEvaluation);

void BM_NormalEvaluation(benchmark::State& state) { evaluate_all<normal_evaluation>(state); }
BENCHMARK(BM_NormalEvaluation);

using Indices = std::array<std::uint16_t, patterns::kInstanceCount>;

Indices pattern_indices(const Leaf& l) {
    Indices indices{};
    patterns::for_each_instance(l.player, l.opponent,
                                [&](std::size_t instance, patterns::Pattern, int index) {
                                    indices[instance] = static_cast<std::uint16_t>(index);
                                });
    return indices;
}

void BM_HardPatternIndices(benchmark::State& state) {
    const std::vector<Leaf> leaves = sample_leaves();
    for (auto _ : state) {
        for (const Leaf& l : leaves)
            benchmark::DoNotOptimize(pattern_indices(l));
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(leaves.size()));
}
BENCHMARK(BM_HardPatternIndices);

void BM_HardWeightsFromIndices(benchmark::State& state) {
    const std::vector<Leaf> leaves = sample_leaves();
    std::vector<Indices> indices;
    std::vector<StageWeights> stages;
    const patterns::WeightsView weights = hard_weights();
    for (const Leaf& l : leaves) {
        indices.push_back(pattern_indices(l));
        stages.push_back(stage_weights(weights, l.player, l.opponent));
    }
    for (auto _ : state) {
        for (std::size_t i = 0; i < leaves.size(); ++i) {
            int score = 0;
            for (std::size_t k = 0; k < patterns::kInstanceCount; ++k)
                score += pattern_weight(stages[i], patterns::kInstances[k].pattern, indices[i][k]);
            benchmark::DoNotOptimize(score);
        }
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(leaves.size()));
}
BENCHMARK(BM_HardWeightsFromIndices);

}  // namespace
}  // namespace reversi

BENCHMARK_MAIN();
