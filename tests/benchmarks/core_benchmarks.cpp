// SPDX-License-Identifier: GPL-3.0-or-later
// Speed of the rules core: perft from the start, move generation and flips.
// Run: build/test/tests/benchmarks/core_benchmarks
#include <benchmark/benchmark.h>

#include <vector>

#include "core/perft.hpp"

namespace reversi {
namespace {

// Positions from a fixed line of play, so every run measures the same work.
std::vector<Position> sample_positions() {
    std::vector<Position> positions;
    Position p = Position::start();
    while (!p.is_game_over()) {
        positions.push_back(p);
        const Bitboard moves = p.legal_moves();
        p = p.after(moves == 0 ? Move::pass() : Move::at(lowest_square(moves)));
    }
    return positions;
}

void BM_PerftFromStart(benchmark::State& state) {
    const int depth = static_cast<int>(state.range(0));
    std::uint64_t leaves = 0;
    for (auto _ : state) {
        leaves = perft(Position::start(), depth);
        benchmark::DoNotOptimize(leaves);
    }
    state.counters["leaves"] = static_cast<double>(leaves);
    state.counters["leaves_per_second"] = benchmark::Counter(
        static_cast<double>(leaves), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_PerftFromStart)->Arg(9)->Arg(10)->Arg(11)->Unit(benchmark::kMillisecond);

void BM_LegalMoves(benchmark::State& state) {
    const auto positions = sample_positions();
    for (auto _ : state) {
        for (const Position& p : positions)
            benchmark::DoNotOptimize(p.legal_moves());
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(positions.size()));
}
BENCHMARK(BM_LegalMoves);

void BM_Flips(benchmark::State& state) {
    const auto positions = sample_positions();
    for (auto _ : state) {
        for (const Position& p : positions) {
            for_each_square(p.legal_moves(), [&](int square) {
                benchmark::DoNotOptimize(flips(p.player(), p.opponent(), square));
            });
        }
    }
}
BENCHMARK(BM_Flips);

}  // namespace
}  // namespace reversi

BENCHMARK_MAIN();
