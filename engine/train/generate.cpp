// SPDX-License-Identifier: GPL-3.0-or-later
// Threads take the next game number from a shared counter and store each game in its own slot.
#include "train/generate.hpp"

#include <atomic>
#include <mutex>

#include "search/random.hpp"
#include "train/threads.hpp"

namespace reversi::train {

std::vector<PlayedGame> generate_games(const GenerateSettings& settings,
                                       const ProgressSink& progress) {
    std::vector<std::uint64_t> numbers;
    for (std::uint64_t n = settings.shard.first_item(); n < settings.games;
         n += static_cast<std::uint64_t>(settings.shard.count))
        numbers.push_back(n);
    std::vector<PlayedGame> games(numbers.size());
    std::atomic<std::size_t> next{0};
    std::atomic<std::uint64_t> done{0};
    std::mutex progress_mutex;
    const std::uint64_t round_seed =
        SplitMix64::mix(settings.seed + settings.round * SplitMix64::kGamma);

    const auto work = [&] {
        for (std::size_t i = next++; i < numbers.size(); i = next++) {
            games[i] = play_game(round_seed, numbers[i], settings.play);
            const std::uint64_t finished = ++done;
            if (progress) {
                const std::lock_guard lock(progress_mutex);
                progress(finished, numbers.size());
            }
        }
    };
    run_on_threads(settings.threads, work);
    return games;
}

}  // namespace reversi::train
