// SPDX-License-Identifier: GPL-3.0-or-later
// Training: the positions and labels a fit sees, that its columns are what Hard's evaluation
// reads, and that a tiny training run lowers the error it measures.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>

#include "core/game_line.hpp"
#include "patterns/weight_file.hpp"
#include "search/hard_features.hpp"
#include "search/random.hpp"
#include "train/fit.hpp"
#include "train/generate.hpp"
#include "train/lambda_choice.hpp"
#include "train/training_set.hpp"

namespace reversi::train {
namespace {

std::vector<PlayedGame> tiny_run(std::uint64_t games) {
    GenerateSettings s;
    s.seed = 21;
    s.games = games;
    s.threads = 2;
    s.play.player = Player::Normal;
    s.play.nodes = 400;
    s.play.solve_empties = 10;
    return generate_games(s);
}

TEST(TrainingSet, EveryPositionAfterTheOpeningWithTheMoversMargin) {
    const std::vector<PlayedGame> games = tiny_run(3);
    const SplitSets sets = training_positions(games, 0);
    std::size_t expected = 0;
    for (const PlayedGame& g : games)
        expected += g.moves.size() - static_cast<std::size_t>(g.random_plies);
    ASSERT_EQ(sets.training.size(), expected);
    EXPECT_EQ(sets.held_back.size(), 0u);
    EXPECT_EQ(sets.training.indices.size(), expected * patterns::kInstanceCount);

    // The first game's first trained position: after its random opening.
    GameLine line;
    for (int i = 0; i < games[0].random_plies; ++i)
        line.play(games[0].moves[static_cast<std::size_t>(i)]);
    const Position& p = line.current();
    EXPECT_EQ(sets.training.player[0], p.player());
    EXPECT_EQ(sets.training.opponent[0], p.opponent());
    EXPECT_EQ(sets.training.labels[0],
              p.side_to_move() == Color::Black ? games[0].black_score : -games[0].black_score);
    EXPECT_EQ(sets.training.empties[0], p.empty_count());
}

TEST(TrainingSet, GamesAreHeldBackByTheirNumber) {
    const std::vector<PlayedGame> games = tiny_run(6);
    const SplitSets sets = training_positions(games, 3);  // games 2 and 5
    std::size_t held = 0;
    for (const PlayedGame& g : games) {
        if (g.number % 3 == 2) held += g.moves.size() - static_cast<std::size_t>(g.random_plies);
    }
    EXPECT_EQ(sets.held_back.size(), held);
    EXPECT_GT(held, 0u);
}

// The fit's model and Hard's evaluation are one function: with any weights, the evaluation of
// a training position is the sum of the weights in its columns plus the global terms.
TEST(TrainingSet, ColumnsAreWhatHardsEvaluationReads) {
    SplitMix64 random(4);
    patterns::PatternWeights w;
    for (std::int16_t& v : w.tables)
        v = static_cast<std::int16_t>(static_cast<int>(random.below(41)) - 20);
    for (std::int16_t& v : w.globals)
        v = static_cast<std::int16_t>(static_cast<int>(random.below(41)) - 20);
    // A fit gives each class one weight; make these so too (the file format keeps it so).
    const patterns::DecodedWeights symmetric =
        patterns::decode_weights(patterns::encode_weights(w, "test"));
    ASSERT_TRUE(symmetric.weights);
    const patterns::WeightsView view = symmetric.weights->view();

    const TrainingSet set = training_positions(tiny_run(2), 0).training;
    for (std::size_t i = 0; i < set.size(); ++i) {
        const int stage = patterns::stage_of(set.empties[i]);
        const std::int16_t* table = view.tables + stage * patterns::kStageEntries;
        int sum = 0;
        for (std::size_t k = 0; k < patterns::kInstanceCount; ++k)
            sum += table[kInstanceTableOffsets[k] + set.indices_of(i)[k]];
        for (std::size_t g = 0; g < patterns::kGlobalTermCount; ++g)
            sum += set.globals[i * patterns::kGlobalTermCount + g] *
                   view.globals[stage * patterns::kGlobalTermCount + g];
        const Bitboard p = set.player[i];
        const Bitboard o = set.opponent[i];
        ASSERT_EQ(hard_evaluation_with(view, p, o, legal_moves(p, o), legal_moves(o, p)), sum)
            << "position " << i;
    }
}

TEST(Fit, ATinyTrainingRunLowersTheError) {
    const SplitSets sets = training_positions(tiny_run(24), 0);
    const patterns::PatternWeights zero;
    const double before = measure_errors(zero.view(), sets.training).all.rmse;
    FitSettings settings;
    settings.threads = 2;
    settings.max_iterations = 30;
    const FitResult fitted = fit_weights(sets.training, settings);
    const double after = measure_errors(fitted.weights.view(), sets.training).all.rmse;
    EXPECT_GT(before, 5.0);
    EXPECT_LT(after, before * 0.7);
    for (const StageFit& s : fitted.stages)
        EXPECT_LE(s.iterations, 30);
    // The fitted weights survive the weight file.
    const patterns::DecodedWeights decoded =
        patterns::decode_weights(patterns::encode_weights(fitted.weights, "tiny"));
    ASSERT_TRUE(decoded.weights) << decoded.error;
    EXPECT_TRUE(*decoded.weights == fitted.weights);
}

TEST(Fit, ThreadsDoNotChangeTheWeights) {
    const SplitSets sets = training_positions(tiny_run(6), 0);
    FitSettings one;
    one.threads = 1;
    one.max_iterations = 10;
    FitSettings three = one;
    three.threads = 3;
    EXPECT_TRUE(fit_weights(sets.training, one).weights ==
                fit_weights(sets.training, three).weights);
}

TEST(Fit, ALeftOutGlobalTermKeepsAZeroWeight) {
    const SplitSets sets = training_positions(tiny_run(4), 0);
    FitSettings settings;
    settings.max_iterations = 10;
    settings.use_global[static_cast<std::size_t>(patterns::GlobalTerm::Mobility)] = false;
    const FitResult fitted = fit_weights(sets.training, settings);
    for (int s = 0; s < patterns::kStageCount; ++s) {
        EXPECT_EQ(
            fitted.weights.globals[static_cast<std::size_t>(
                s * patterns::kGlobalTermCount + static_cast<int>(patterns::GlobalTerm::Mobility))],
            0);
    }
}

// With a vanishing smoothness penalty the joint fit solves each stage's own problem: its
// weights are the stage-by-stage fit's, both run to a tight tolerance.
TEST(JointFit, WithoutSmoothingItFindsTheStageByStageWeights) {
    const SplitSets sets = training_positions(tiny_run(3), 0);
    FitSettings apart;
    apart.window = 0;
    apart.max_iterations = 2000;
    apart.tolerance = 1e-7;
    FitSettings joint = apart;
    joint.smoothness = 1e-12;
    const FitResult a = fit_weights(sets.training, apart);
    const FitResult j = fit_weights(sets.training, joint);
    ASSERT_TRUE(a.converged);
    ASSERT_TRUE(j.converged);
    int largest = 0;
    for (std::size_t i = 0; i < a.weights.tables.size(); ++i)
        largest = std::max(largest, std::abs(a.weights.tables[i] - j.weights.tables[i]));
    for (std::size_t i = 0; i < a.weights.globals.size(); ++i)
        largest = std::max(largest, std::abs(a.weights.globals[i] - j.weights.globals[i]));
    EXPECT_LE(largest, 1);  // a hundredth, from rounding
    EXPECT_GT(stage_jump(a.weights), 0.0);
}

TEST(JointFit, SmoothingLowersTheJumpBetweenStages) {
    const SplitSets sets = training_positions(tiny_run(8), 0);
    FitSettings settings;
    settings.window = 0;
    settings.max_iterations = 60;
    const double apart = stage_jump(fit_weights(sets.training, settings).weights);
    settings.smoothness = 30;
    const double smooth = stage_jump(fit_weights(sets.training, settings).weights);
    EXPECT_LT(smooth, apart * 0.5) << "jump " << apart << " -> " << smooth;
}

TEST(JointFit, ThreadsDoNotChangeTheWeights) {
    const SplitSets sets = training_positions(tiny_run(6), 0);
    FitSettings one;
    one.threads = 1;
    one.max_iterations = 20;
    one.smoothness = 5;
    FitSettings four = one;
    four.threads = 4;
    EXPECT_TRUE(fit_weights(sets.training, one).weights ==
                fit_weights(sets.training, four).weights);
}

// A prior drawn on hard enough is what the fit returns; a weak one leaves the data its say.
TEST(JointFit, APriorDrawsTheWeightsTowardsIt) {
    const SplitSets sets = training_positions(tiny_run(6), 0);
    patterns::PatternWeights prior;
    SplitMix64 random(9);
    for (std::int16_t& v : prior.tables)
        v = static_cast<std::int16_t>(static_cast<int>(random.below(201)) - 100);
    for (std::int16_t& v : prior.globals)
        v = static_cast<std::int16_t>(static_cast<int>(random.below(201)) - 100);
    const patterns::DecodedWeights symmetric =
        patterns::decode_weights(patterns::encode_weights(prior, "prior"));
    ASSERT_TRUE(symmetric.weights);
    FitSettings settings;
    settings.prior = &*symmetric.weights;
    settings.max_iterations = 20;
    settings.lambda = 1e9;
    settings.global_lambda = 1e9;
    EXPECT_TRUE(fit_weights(sets.training, settings).weights == *symmetric.weights);
    settings.lambda = 1;
    settings.global_lambda = 1;
    const FitResult loose = fit_weights(sets.training, settings);
    EXPECT_FALSE(loose.weights == *symmetric.weights);
    EXPECT_LT(measure_errors(loose.weights.view(), sets.training).all.rmse,
              measure_errors(symmetric.weights->view(), sets.training).all.rmse);
}

TEST(LambdaChoice, TheChosenPenaltyHasTheLowestHeldBackError) {
    const SplitSets sets = training_positions(tiny_run(12), 4);
    ASSERT_GT(sets.held_back.size(), 0u);
    FitSettings settings;
    settings.threads = 2;
    settings.max_iterations = 30;
    const std::vector<double> lambdas{0.1, 30, 1000};
    const LambdaChoice choice = choose_lambda(sets.training, sets.held_back, settings, lambdas);
    ASSERT_EQ(choice.trials.size(), lambdas.size());
    for (std::size_t i = 0; i < lambdas.size(); ++i) {
        EXPECT_EQ(choice.trials[i].lambda, lambdas[i]);
        EXPECT_LE(choice.trials[choice.chosen].held_back_rmse, choice.trials[i].held_back_rmse);
        // Each trial's figure is the error of that penalty's fit.
        settings.lambda = lambdas[i];
        const FitResult fit = fit_weights(sets.training, settings);
        EXPECT_EQ(choice.trials[i].held_back_rmse,
                  measure_errors(fit.weights.view(), sets.held_back).all.rmse);
        if (i == choice.chosen) {
            EXPECT_TRUE(fit.weights == choice.fit.weights);
        }
    }
    // The candidates differ, so the choice means something.
    EXPECT_NE(choice.trials.front().held_back_rmse, choice.trials.back().held_back_rmse);
}

}  // namespace
}  // namespace reversi::train
