// SPDX-License-Identifier: GPL-3.0-or-later
// Speed of the static evaluations Hard and Normal call at every leaf of their search.
// Run: build/test/tests/benchmarks/evaluation_benchmarks
#include <benchmark/benchmark.h>

#include <vector>

#include "core/position.hpp"
#include "search/evaluation.hpp"
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

}  // namespace
}  // namespace reversi

BENCHMARK_MAIN();
