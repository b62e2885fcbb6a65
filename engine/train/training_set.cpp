// SPDX-License-Identifier: GPL-3.0-or-later
// Replaying the games into labelled positions and their pattern columns.
#include "train/training_set.hpp"

#include <array>

#include "core/game_line.hpp"
#include "patterns/pattern_weights.hpp"
#include "search/hard_features.hpp"

namespace reversi::train {

namespace {

using Representatives = std::array<std::vector<std::uint32_t>, patterns::kPatternCount>;

Representatives all_representatives() {
    Representatives r;
    for (std::size_t p = 0; p < patterns::kPatternCount; ++p)
        r[p] = patterns::representative_indices(static_cast<patterns::Pattern>(p));
    return r;
}

void add_position(TrainingSet& set, const Position& p, int label,
                  const Representatives& representatives) {
    set.player.push_back(p.player());
    set.opponent.push_back(p.opponent());
    set.labels.push_back(static_cast<std::int8_t>(label));
    set.empties.push_back(static_cast<std::uint8_t>(p.empty_count()));
    patterns::for_each_instance(
        p.player(), p.opponent(), [&](std::size_t, patterns::Pattern pattern, int index) {
            set.indices.push_back(static_cast<std::uint16_t>(
                representatives[patterns::at(pattern)][static_cast<std::size_t>(index)]));
        });
    const GlobalTerms terms = hard_global_terms(p.player(), p.opponent(), p.legal_moves(),
                                                legal_moves(p.opponent(), p.player()));
    for (const int value : terms)
        set.globals.push_back(static_cast<std::int8_t>(value));
}

}  // namespace

SplitSets training_positions(const std::vector<PlayedGame>& games, std::uint64_t hold_back_every) {
    const Representatives representatives = all_representatives();
    SplitSets sets;
    for (const PlayedGame& game : games) {
        const bool held =
            hold_back_every > 0 && game.number % hold_back_every == hold_back_every - 1;
        TrainingSet& set = held ? sets.held_back : sets.training;
        GameLine line;
        for (std::size_t i = 0; i < game.moves.size(); ++i) {
            const Position& p = line.current();
            if (static_cast<int>(i) >= game.random_plies) {
                const int label =
                    p.side_to_move() == Color::Black ? game.black_score : -game.black_score;
                add_position(set, p, label, representatives);
            }
            line.play(game.moves[i]);
        }
    }
    return sets;
}

void append_positions(TrainingSet& to, const TrainingSet& from) {
    const auto add = [](auto& a, const auto& b) { a.insert(a.end(), b.begin(), b.end()); };
    add(to.player, from.player);
    add(to.opponent, from.opponent);
    add(to.labels, from.labels);
    add(to.empties, from.empties);
    add(to.indices, from.indices);
    add(to.globals, from.globals);
}

}  // namespace reversi::train
