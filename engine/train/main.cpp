// SPDX-License-Identifier: GPL-3.0-or-later
// reversi-train: the tool that makes Hard's weights. `generate` plays training games, `fit`
// turns games into a weight file, `check` reads one back, `measure` scores one on games,
// `probcut` fits Hard's ProbCut predictions on games' positions.
#include <chrono>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include "files/whole_file.hpp"
#include "patterns/compiled_weights.hpp"
#include "patterns/weight_file.hpp"
#include "train/fit.hpp"
#include "train/generate.hpp"
#include "train/lambda_choice.hpp"
#include "train/partial_games_file.hpp"
#include "train/probcut_fit.hpp"
#include "train/probcut_report.hpp"
#include "train/train_command_line.hpp"

namespace {

using namespace reversi;
using namespace reversi::train;

constexpr std::size_t kMaxGamesFileBytes = std::size_t{1} << 32;
constexpr std::size_t kMaxWeightFileBytes = std::size_t{64} << 20;

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

std::optional<patterns::PatternWeights> load_weights(const std::string& path, std::string* source) {
    const files::FileContents file = files::read_whole_file(path, kMaxWeightFileBytes);
    if (!file.contents) {
        std::cerr << "reversi-train: " << file.error << "\n";
        return std::nullopt;
    }
    patterns::DecodedWeights decoded = patterns::decode_weights(*file.contents);
    if (!decoded.weights) {
        std::cerr << "reversi-train: " << path << ": " << decoded.error << "\n";
        return std::nullopt;
    }
    if (source) *source = decoded.source;
    return std::move(decoded.weights);
}

std::optional<std::vector<PlayedGame>> load_games(const std::vector<std::string>& paths) {
    std::vector<PlayedGame> all;
    for (const std::string& path : paths) {
        const files::FileContents file = files::read_whole_file(path, kMaxGamesFileBytes);
        if (!file.contents) {
            std::cerr << "reversi-train: " << file.error << "\n";
            return std::nullopt;
        }
        ParsedGames parsed = parse_games(*file.contents);
        if (!parsed.games) {
            std::cerr << "reversi-train: " << path << ": " << parsed.error << "\n";
            return std::nullopt;
        }
        all.insert(all.end(), parsed.games->begin(), parsed.games->end());
    }
    return all;
}

std::string fixed(double value, int decimals) {
    char text[32];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

// The run's settings as the games file's header states them: a resumed run must match them.
std::string run_description(const GenerateCommand& c) {
    const GenerateSettings& settings = c.settings;
    const SelfPlaySettings& p = settings.play;
    return "generate seed " + std::to_string(settings.seed) + " round " +
           std::to_string(settings.round) + " games " + std::to_string(settings.games) + " shard " +
           settings.shard.text() + " player " + (p.player == Player::Normal ? "normal" : "hard") +
           " weights " +
           (c.weights_file             ? "file"
            : p.player == Player::Hard ? "compiled-in"
                                       : "none") +
           " nodes " + std::to_string(p.nodes) + " solve-empties " +
           std::to_string(p.solve_empties) + " random-plies " +
           std::to_string(p.fewest_random_plies) + "-" + std::to_string(p.most_random_plies);
}

int run_generate(const GenerateCommand& c) {
    GenerateSettings settings = c.settings;
    std::optional<patterns::PatternWeights> weights;
    if (c.weights_file) {
        weights = load_weights(*c.weights_file, nullptr);
        if (!weights) return 1;
        settings.play.weights = weights->view();
    }
    const std::string header = games_file_header(run_description(c));
    ResumePoint resume = find_resume_point(c.out, header, shard_game_numbers(settings));
    if (!resume.error.empty()) {
        std::cerr << "reversi-train: " << resume.error << "\n";
        return 1;
    }
    if (resume.complete) {
        std::cout << "generate: " << c.out << " already holds this run's games; nothing to play\n";
        return 0;
    }
    PartialGamesFile::Opened opened = PartialGamesFile::open(c.out, header, resume);
    if (!opened.file) {
        std::cerr << "reversi-train: " << opened.error << "\n";
        return 1;
    }
    PartialGamesFile& file = *opened.file;
    const std::uint64_t resumed = resume.done.size();
    if (resumed > 0)
        std::cerr << "generate: continuing " << partial_path(c.out).string() << " after its "
                  << resumed << " games\n";

    const auto start = Clock::now();
    std::uint64_t last_report = resumed;
    const auto progress = [&](std::uint64_t done, std::uint64_t total) {
        if (done != total && done - last_report < 100) return;
        last_report = done;
        const double elapsed = seconds_since(start);
        const double per_second = static_cast<double>(done - resumed) / elapsed;
        std::cerr << "generate: " << done << " / " << total << " games, " << fixed(elapsed, 0)
                  << " s, " << fixed(per_second, 2) << " games a second, about "
                  << fixed(static_cast<double>(total - done) / per_second, 0) << " s left\n";
    };
    const std::vector<PlayedGame> games =
        generate_games(settings, progress, std::move(resume.done),
                       [&file](const PlayedGame& game) { return file.append(game); });
    if (!file.error().empty()) {
        std::cerr << "reversi-train: " << file.error() << " (run the same command again to "
                  << "continue)\n";
        return 1;
    }
    if (const auto error = file.finish()) {
        std::cerr << "reversi-train: " << *error << "\n";
        return 1;
    }
    std::size_t moves = 0;
    for (const PlayedGame& g : games)
        moves += g.moves.size();
    std::cout << "generate: " << games.size() << " games (" << moves << " moves, "
              << games.size() - resumed << " played now) in " << fixed(seconds_since(start), 1)
              << " s with " << settings.threads << " threads -> " << c.out << "\n";
    return 0;
}

void print_errors(const std::string& title, const StageErrors& errors) {
    std::cout << title << "\n"
              << "stage  empties  positions    rmse     mae\n";
    for (int s = 0; s < patterns::kStageCount; ++s) {
        const ErrorFigures& f = errors.stages[static_cast<std::size_t>(s)];
        const int low = s * patterns::kEmptiesPerStage;
        const std::string range =
            std::to_string(low) + "-" +
            (s == patterns::kStageCount - 1 ? std::string("64")
                                            : std::to_string(low + patterns::kEmptiesPerStage - 1));
        std::printf("%5d  %7s  %9zu  %6.2f  %6.2f\n", s, range.c_str(), f.positions, f.rmse, f.mae);
    }
    std::printf("  all           %9zu  %6.2f  %6.2f\n", errors.all.positions, errors.all.rmse,
                errors.all.mae);
    std::fflush(stdout);
}

std::string settings_text(const FitSettings& s) {
    return "lambda " + fixed(s.lambda, 2) + ", global lambda " + fixed(s.global_lambda, 2) +
           ", window " + std::to_string(s.window) + ", smoothness " + fixed(s.smoothness, 2) +
           (s.prior ? ", prior weights" : "");
}

// The fit itself: one lambda, or the candidates' table and the chosen one.
std::optional<FitResult> fit_or_choose(const FitCommand& c, const SplitSets& sets,
                                       FitSettings& settings) {
    if (c.lambdas.size() == 1) return fit_weights(sets.training, settings);
    if (sets.held_back.size() == 0) {
        std::cerr << "reversi-train: fit: choosing among several --lambda values needs held-back "
                     "positions\n";
        return std::nullopt;
    }
    LambdaChoice choice = choose_lambda(sets.training, sets.held_back, settings, c.lambdas);
    std::cout << "lambda  held-back rmse  converged\n";
    for (const LambdaTrial& t : choice.trials)
        std::printf("%6s  %14.4f  %s\n", fixed(t.lambda, 2).c_str(), t.held_back_rmse,
                    t.converged ? "yes" : "no");
    settings.lambda = choice.trials[choice.chosen].lambda;
    std::cout << "fit: chose lambda " << fixed(settings.lambda, 2) << "\n";
    return std::move(choice.fit);
}

int run_fit(const FitCommand& c) {
    const auto start = Clock::now();
    const std::optional<std::vector<PlayedGame>> games = load_games(c.games_files);
    if (!games) return 1;
    const std::optional<std::vector<PlayedGame>> held_games = load_games(c.hold_back_files);
    if (!held_games) return 1;
    FitSettings settings = c.settings;
    std::optional<patterns::PatternWeights> prior;
    if (c.prior_file) {
        prior = load_weights(*c.prior_file, nullptr);
        if (!prior) return 1;
        settings.prior = &*prior;
    }
    SplitSets sets = training_positions(*games, c.hold_back_every);
    append_positions(sets.held_back, training_positions(*held_games, 0).training);
    std::cout << "fit: " << games->size() + held_games->size() << " games, " << sets.training.size()
              << " training positions, " << sets.held_back.size() << " held back (every "
              << c.hold_back_every << "th game, and " << c.hold_back_files.size()
              << " files); read in " << fixed(seconds_since(start), 1) << " s\n";
    const auto fit_start = Clock::now();
    const std::optional<FitResult> result = fit_or_choose(c, sets, settings);
    if (!result) return 1;
    std::cout << "fit: " << settings_text(settings) << "; " << fixed(seconds_since(fit_start), 1)
              << " s with " << settings.threads << " threads; "
              << (result->converged ? "converged" : "stopped at the iteration cap")
              << "; stage jump " << fixed(stage_jump(result->weights), 3)
              << " discs; iterations per stage:";
    for (const StageFit& s : result->stages)
        std::cout << " " << s.iterations;
    std::cout << "\n";
    print_errors("training positions, fitted weights:",
                 measure_errors(result->weights.view(), sets.training));
    if (sets.held_back.size() > 0)
        print_errors("held-back positions, fitted weights:",
                     measure_errors(result->weights.view(), sets.held_back));
    const std::string source = !c.source.empty()
                                   ? c.source
                                   : "reversi-train fit: " + std::to_string(sets.training.size()) +
                                         " positions from " + std::to_string(games->size()) +
                                         " games, " + settings_text(settings);
    if (const auto error =
            files::write_whole_file(c.out, patterns::encode_weights(result->weights, source))) {
        std::cerr << "reversi-train: " << *error << "\n";
        return 1;
    }
    std::cout << "fit: wrote " << c.out << "\n";
    return 0;
}

int run_check(const CheckCommand& c) {
    std::string source;
    const std::optional<patterns::PatternWeights> weights = load_weights(c.weights_file, &source);
    if (!weights) return 1;
    std::cout << "source " << source << "\n"
              << "stage jump " << fixed(stage_jump(*weights), 3) << " discs\n";
    for (int s = 0; s < patterns::kStageCount; ++s) {
        const auto begin = weights->tables.begin() + std::ptrdiff_t{s} * patterns::kStageEntries;
        std::size_t nonzero = 0;
        int largest = 0;
        for (auto it = begin; it != begin + patterns::kStageEntries; ++it) {
            nonzero += *it != 0;
            largest = std::max(largest, std::abs(static_cast<int>(*it)));
        }
        std::cout << "stage " << s << " nonzero " << nonzero << " largest " << largest
                  << " globals";
        for (int g = 0; g < patterns::kGlobalTermCount; ++g) {
            const auto at = static_cast<std::size_t>(s) * patterns::kGlobalTermCount +
                            static_cast<std::size_t>(g);
            std::cout << " " << weights->globals[at];
        }
        std::cout << "\n";
    }
    return 0;
}

int run_measure(const MeasureCommand& c) {
    std::optional<patterns::PatternWeights> weights;
    if (c.weights_file) {
        weights = load_weights(*c.weights_file, nullptr);
        if (!weights) return 1;
    }
    const std::optional<std::vector<PlayedGame>> games = load_games(c.games_files);
    if (!games) return 1;
    const SplitSets sets = training_positions(*games, c.all_positions ? 0 : c.hold_back_every);
    const patterns::WeightsView view = weights ? weights->view() : patterns::compiled_weights();
    const std::string name = c.weights_file ? *c.weights_file : "the compiled-in weights";
    if (c.all_positions)
        print_errors("every position, " + name + ":", measure_errors(view, sets.training));
    else
        print_errors("held-back positions, " + name + ":", measure_errors(view, sets.held_back));
    return 0;
}

int run_probcut(const ProbCutCommand& c) {
    const auto start = Clock::now();
    const std::optional<std::vector<PlayedGame>> games = load_games(c.games_files);
    if (!games) return 1;
    const std::vector<Position> positions = probcut_positions(*games, c.sampling);
    const std::vector<ScoredPosition> scored = score_positions(positions, c.sampling);
    std::cout << "probcut: " << positions.size() << " positions from " << games->size()
              << " games (one position in " << c.sampling.every << " after the random opening "
              << "with at least " << c.sampling.min_empties << " empty squares), depths 1 to "
              << c.sampling.deepest << " without ProbCut; " << fixed(seconds_since(start), 1)
              << " s with " << c.sampling.threads << " threads\n"
              << probcut_report(scored, c.sampling.deepest);
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string_view> args(argv + 1, argv + argc);
    const ParsedTrainCommand parsed = parse_train_command(args);
    if (parsed.help) {
        std::cout << kTrainUsage;
        return 0;
    }
    if (!parsed.error.empty()) {
        std::cerr << "reversi-train: " << parsed.error << "\n" << kTrainUsage;
        return 2;
    }
    if (const auto* c = std::get_if<GenerateCommand>(&parsed.command)) return run_generate(*c);
    if (const auto* c = std::get_if<FitCommand>(&parsed.command)) return run_fit(*c);
    if (const auto* c = std::get_if<CheckCommand>(&parsed.command)) return run_check(*c);
    if (const auto* c = std::get_if<MeasureCommand>(&parsed.command)) return run_measure(*c);
    if (const auto* c = std::get_if<ProbCutCommand>(&parsed.command)) return run_probcut(*c);
    return 2;
}
