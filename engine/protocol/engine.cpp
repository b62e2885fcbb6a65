// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's game, settings and figures; its searches are in engine_searches.cpp.
#include "protocol/engine.hpp"

#include <algorithm>
#include <chrono>
#include <new>

#include "core/implied_pass.hpp"
#include "search/bench_positions.hpp"
#include "search/hard_features.hpp"
#include "vocabulary/tokens.hpp"

namespace reversi {

Engine::Engine(const SessionOptions& options)
    : settings_(options.settings),
      level_given_(options.level_given),
      progress_interval_(options.progress_interval) {
    try {
        tables_.resize(settings_.hash_megabytes);
    } catch (const std::bad_alloc&) {
        settings_.hash_megabytes = tables_.megabytes();  // what there was memory for
    }
}

std::optional<int> Engine::play_as(Color mover, Move move) {
    return reversi::play_as(game_, mover, move);
}

std::vector<Move> Engine::legal_moves() const {
    const Position& position = game_.current();
    std::vector<Move> moves;
    if (position.is_game_over()) return moves;
    if (position.must_pass()) moves.push_back(Move::pass());
    for_each_square(position.legal_moves(), [&](int square) { moves.push_back(Move::at(square)); });
    return moves;
}

bool Engine::set_option(const EngineOption& option, std::string_view value) {
    // A combo's values are case-insensitive in every protocol (`level Hard`), as UCI GUIs expect.
    if (!option.apply(settings_,
                      option.type == OptionType::Combo ? lower_case(value) : std::string(value)))
        return false;
    try {
        tables_.resize(settings_.hash_megabytes);
    } catch (const std::bad_alloc&) {
        settings_.hash_megabytes = tables_.megabytes();
        return false;
    }
    return true;
}

void Engine::prepare() {
    if (worker_.searching() || settings_.level == Level::Easy) return;
    static_cast<void>(hard_weights());  // Normal's endgame lines read them too
    tables_.allocate();
}

// Hard's own search on every bench position, each timed alone.
BenchFigures Engine::bench() {
    // Hard's weights are decoded before the clock starts: a game pays that once, on Hard's
    // first move, and the figures are the search's.
    static_cast<void>(hard_weights());
    const std::vector<Position> positions = bench_positions();
    BenchFigures figures;
    figures.positions = positions.size();
    std::vector<std::chrono::nanoseconds> times;
    // No search runs while bench does: it may have the engine's own tables.
    SearchControl control;
    control.tables = &tables_.fixed();
    for (const Position& position : positions) {
        const auto started = std::chrono::steady_clock::now();
        figures.nodes +=
            search_move(position, SearchRequest{Level::Hard, 0, {}}, {}, control).nodes;
        times.push_back(std::chrono::steady_clock::now() - started);
    }
    std::chrono::nanoseconds total{0};
    for (const auto t : times)
        total += t;
    std::sort(times.begin(), times.end());
    using std::chrono::microseconds;
    figures.median_microseconds =
        std::chrono::duration_cast<microseconds>(times[times.size() / 2]).count();
    const auto total_us = std::chrono::duration_cast<microseconds>(total).count();
    figures.nodes_per_second =
        total_us > 0 ? figures.nodes * 1'000'000 / static_cast<std::uint64_t>(total_us) : 0;
    return figures;
}

EvalReport Engine::evaluate() const {
    const Position& p = game_.current();
    EvalReport report{normal_terms(p.player(), p.opponent()), hard_terms(p.player(), p.opponent()),
                      std::nullopt};
    if (p.is_game_over()) report.final_score = final_score(p.player(), p.opponent());
    return report;
}

}  // namespace reversi
