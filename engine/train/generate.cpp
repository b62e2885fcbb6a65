// SPDX-License-Identifier: GPL-3.0-or-later
// Threads take the next game number from a shared counter and store each game in its own slot;
// finished games leave for the sink in order.
#include "train/generate.hpp"

#include <atomic>
#include <cassert>
#include <mutex>

#include "search/random.hpp"
#include "train/threads.hpp"

namespace reversi::train {

std::vector<std::uint64_t> shard_game_numbers(const GenerateSettings& settings) {
    std::vector<std::uint64_t> numbers;
    for (std::uint64_t n = settings.shard.first_item(); n < settings.games;
         n += static_cast<std::uint64_t>(settings.shard.count))
        numbers.push_back(n);
    return numbers;
}

std::vector<PlayedGame> generate_games(const GenerateSettings& settings,
                                       const ProgressSink& progress, std::vector<PlayedGame> done,
                                       const GameSink& sink) {
    const std::vector<std::uint64_t> numbers = shard_game_numbers(settings);
    assert(done.size() <= numbers.size());
    std::vector<PlayedGame> games = std::move(done);
    const std::size_t first_new = games.size();
    for (std::size_t i = 0; i < first_new; ++i)
        assert(games[i].number == numbers[i]);
    games.resize(numbers.size());
    std::vector<bool> finished(numbers.size(), false);
    std::size_t handed_out = first_new;  // games[first_new, handed_out) the sink took
    std::atomic<std::size_t> next{first_new};
    bool ended = false;  // the sink refused a game
    std::uint64_t finished_count = first_new;
    std::mutex finished_mutex;
    const std::uint64_t round_seed =
        SplitMix64::mix(settings.seed + settings.round * SplitMix64::kGamma);

    const auto work = [&] {
        for (std::size_t i = next++; i < numbers.size(); i = next++) {
            PlayedGame game = play_game(round_seed, numbers[i], settings.play);
            const std::lock_guard lock(finished_mutex);
            games[i] = std::move(game);
            finished[i] = true;
            while (!ended && handed_out < numbers.size() && finished[handed_out]) {
                if (sink && !sink(games[handed_out]))
                    ended = true;
                else
                    ++handed_out;
            }
            if (ended) {
                next = numbers.size();
                return;
            }
            if (progress) progress(++finished_count, numbers.size());
        }
    };
    run_on_threads(settings.threads, work);
    if (ended) games.resize(handed_out);
    return games;
}

}  // namespace reversi::train
