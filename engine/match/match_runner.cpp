// Workers take the next game number from a shared counter; results land in their own slot, so
// the outcome of a match does not depend on how many games ran at once.
#include "match/match_runner.hpp"

#include <atomic>
#include <chrono>
#include <memory>
#include <mutex>
#include <thread>

#include "core/notation.hpp"
#include "match/openings.hpp"
#include "match/process_memory.hpp"

namespace reversi::match {

namespace {

constexpr std::chrono::milliseconds kHandshakeTimeout{10'000};

class Reporter {
public:
    explicit Reporter(const std::function<void(std::string_view)>& sink) : sink_(sink) {}
    void operator()(std::string_view line) {
        const std::lock_guard lock(mutex_);
        sink_(line);
    }

private:
    const std::function<void(std::string_view)>& sink_;
    std::mutex mutex_;
};

client::ClientOptions client_options(const SideOptions& side, const MatchOptions& match,
                                     const std::string& name, Reporter& report) {
    client::ClientOptions options;
    options.command = side.command;
    options.timeouts.move = match.move_timeout;
    options.timeouts.handshake = std::max(kHandshakeTimeout, match.move_timeout);
    options.max_attempts = match.attempts;
    options.log = [&report, name](std::string_view line) {
        report(name + ": " + std::string(line));
    };
    return options;
}

std::string forfeit_text(const GameRecord& game) {
    const Forfeit& forfeit = *game.forfeit;
    const char* colour = forfeit.side == game.setup.black ? "black" : "white";
    const std::string kind =
        forfeit.fault ? std::string(client::fault_name(*forfeit.fault)) : "no reply";
    return "game " + std::to_string(game.setup.number) + ": " + side_letter(forfeit.side) + " (" +
           colour + ") forfeits after " + std::to_string(game.moves.size()) + " moves: " + kind +
           ": " + forfeit.detail;
}

std::string progress_text(const GameRecord& game, int total) {
    std::string winner = game.winner ? std::string(1, side_letter(*game.winner)) : "draw";
    return "game " + std::to_string(game.setup.number) + "/" + std::to_string(total) + ": black " +
           side_letter(game.setup.black) + " " + std::to_string(game.black_discs) + "-" +
           std::to_string(game.white_discs) + ", winner " + winner +
           (game.forfeit ? " by forfeit" : "");
}

struct Worker {
    std::unique_ptr<client::EngineClient> a;
    std::unique_ptr<client::EngineClient> b;
    EngineMemory memory_a;
    EngineMemory memory_b;
};

void sample_first(EngineMemory& memory, const client::EngineClient& engine) {
    if (memory.first_kb) return;
    memory.pid = engine.engine_pid();
    if (memory.pid) memory.first_kb = resident_kb(*memory.pid);
}

void sample_last(EngineMemory& memory, const client::EngineClient& engine) {
    const auto pid = engine.engine_pid();
    if (!pid) return;
    memory.restarted = memory.pid != pid;
    memory.pid = pid;
    memory.last_kb = resident_kb(*pid);
}

}  // namespace

MatchRun run_match(const MatchOptions& options, const std::vector<std::vector<Move>>& openings,
                   const std::function<void(std::string_view)>& report) {
    const auto started = std::chrono::steady_clock::now();
    MatchRun run;
    run.tool_start_kb = own_resident_kb();
    const int total = static_cast<int>(openings.size()) * 2;
    run.games.resize(static_cast<std::size_t>(total));
    Reporter reporter(report);

    std::vector<Worker> workers(static_cast<std::size_t>(std::min(options.concurrency, total)));
    for (std::size_t i = 0; i < workers.size(); ++i) {
        const std::string number = std::to_string(i + 1);
        workers[i].memory_a.name = "A" + number;
        workers[i].memory_b.name = "B" + number;
        workers[i].a = std::make_unique<client::EngineClient>(
            client_options(options.a, options, workers[i].memory_a.name, reporter));
        workers[i].b = std::make_unique<client::EngineClient>(
            client_options(options.b, options, workers[i].memory_b.name, reporter));
    }

    std::atomic<int> next_game = 0;
    std::atomic<int> finished = 0;
    auto work = [&](Worker& worker) {
        for (int index = next_game++; index < total; index = next_game++) {
            GameSetup setup;
            setup.number = index + 1;
            setup.opening = index / 2 + 1;
            setup.opening_moves = openings[static_cast<std::size_t>(index / 2)];
            setup.black = index % 2 == 0 ? Side::A : Side::B;
            setup.seed = game_seed(options.seed, index);
            GameRecord game = play_game(setup, *worker.a, options.a, *worker.b, options.b);
            sample_first(worker.memory_a, *worker.a);
            sample_first(worker.memory_b, *worker.b);
            if (game.forfeit) reporter(forfeit_text(game));
            if (game.desynchronised)
                reporter("game " + std::to_string(setup.number) + ": DESYNCHRONISED");
            if (options.progress) reporter(progress_text(game, total));
            run.games[static_cast<std::size_t>(index)] = std::move(game);
            if (finished++ == 0) run.tool_after_first_game_kb = own_resident_kb();
        }
    };
    std::vector<std::thread> threads;
    threads.reserve(workers.size());
    for (Worker& worker : workers)
        threads.emplace_back(work, std::ref(worker));
    for (std::thread& thread : threads)
        thread.join();

    run.tool_end_kb = own_resident_kb();
    run.engines.reserve(workers.size() * 2);
    for (Worker& worker : workers) {
        sample_last(worker.memory_a, *worker.a);
        sample_last(worker.memory_b, *worker.b);
        run.engines.push_back(worker.memory_a);
        run.engines.push_back(worker.memory_b);
    }
    workers.clear();  // ends every engine
    run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return run;
}

}  // namespace reversi::match
