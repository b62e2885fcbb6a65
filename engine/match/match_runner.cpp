// SPDX-License-Identifier: GPL-3.0-or-later
// Workers take the next game of the plan from a shared counter; results land in their own slot,
// so the outcome of a match does not depend on how many games ran at once. The SPRT reads the
// slots in opening order, so where it stops does not depend on that either.
#include "match/match_runner.hpp"

#include <atomic>
#include <chrono>
#include <cstdio>
#include <memory>
#include <mutex>
#include <thread>

#include "client/command_line.hpp"
#include "client/engine_settings.hpp"
#include "core/notation.hpp"
#include "match/openings.hpp"
#include "match/process_usage.hpp"
#include "match/results.hpp"
#include "match/sprt.hpp"

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
    options.protocol = side.protocol;
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
    const std::string color(color_name(game.setup.color_of(forfeit.side)));
    const std::string kind =
        forfeit.fault ? std::string(client::fault_name(*forfeit.fault)) : "no reply";
    return "game " + std::to_string(game.setup.number) + ": " + side_letter(forfeit.side) + " (" +
           color + ") forfeits after " + std::to_string(game.moves.size()) + " moves: " + kind +
           ": " + forfeit.detail;
}

std::string time_loss_text(const GameRecord& game) {
    const Side side = *game.lost_on_time;
    const std::string color(color_name(game.setup.color_of(side)));
    char used[32];
    std::snprintf(used, sizeof used, "%.3f",
                  static_cast<double>(game.time_of(side).used.count()) / 1e6);
    return "game " + std::to_string(game.setup.number) + ": " + side_letter(side) + " (" + color +
           ") loses on time after " + std::to_string(game.moves.size()) + " moves (" + used +
           " s used in " + std::to_string(game.time_of(side).replies) + " replies)";
}

std::string progress_text(const GameRecord& game, int done, int total) {
    std::string winner = game.winner ? std::string(1, side_letter(*game.winner)) : "draw";
    return "game " + std::to_string(game.setup.number) + " (" + std::to_string(done) + "/" +
           std::to_string(total) + " played): black " + side_letter(game.setup.black) + " " +
           std::to_string(game.black_discs) + "-" + std::to_string(game.white_discs) + ", winner " +
           winner + (game.forfeit ? " by forfeit" : "") + (game.lost_on_time ? " on time" : "") +
           (game.adjudicated ? " by adjudication" : "");
}

struct Worker {
    std::unique_ptr<client::EngineClient> a;
    std::unique_ptr<client::EngineClient> b;
    std::unique_ptr<client::EngineClient> referee;  // --adjudicate-empties: its own process
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

// What went wrong with one engine's start, for the message that stops the match.
std::optional<std::string> start_problem(const client::StartReply& reply, Side which,
                                         const SideOptions& side) {
    const std::string protocol(client::protocol_name(side.protocol));
    if (reply.fault) {
        std::string text = "it did not complete its " + protocol +
                           " handshake: " + std::string(client::fault_name(*reply.fault)) + ": " +
                           reply.detail;
        // The client's hint for an engine that answers in another protocol says "give this
        // side the protocol P"; here the side has its own option for that.
        const std::string generic = "give this side the protocol ";
        if (const std::size_t at = text.find(generic); at != std::string::npos)
            text.replace(at, generic.size(),
                         std::string("give --") + (which == Side::A ? "a" : "b") + "-protocol ");
        return text;
    }
    if (side.level && !reply.identity.takes_level)
        return "it has no way to be sent a level (a GTP engine needs reversi-level); set its "
               "level on its own command line instead";
    for (const client::EngineSetting& setting : side.settings)
        if (std::string why = client::unaccepted_setting(side.protocol, reply.identity, setting);
            !why.empty())
            return "it cannot be sent the option " + setting.name + "=" + setting.value + ": " +
                   why;
    return std::nullopt;
}

// Asks every engine at once (A's and B's of each worker) and waits for every reply, in the
// order A1, B1, A2, B2, ...
std::vector<client::StartReply> ask_every_engine(
    std::vector<Worker>& workers,
    const std::function<client::StartReply(client::EngineClient&, Side)>& ask) {
    std::vector<client::StartReply> replies(workers.size() * 2);
    std::vector<std::thread> threads;
    for (std::size_t k = 0; k < replies.size(); ++k) {
        const Side side = k % 2 == 0 ? Side::A : Side::B;
        client::EngineClient& engine = side == Side::A ? *workers[k / 2].a : *workers[k / 2].b;
        threads.emplace_back([&, k, side] { replies[k] = ask(engine, side); });
    }
    for (std::thread& thread : threads)
        thread.join();
    return replies;
}

// Starts every engine at once and waits for every handshake, then gives each its side's
// options and waits until it has made what they ask (a large Hash, Hard's weights: the line
// protocol's `isready`), so no game's clock pays for them; the first failure, A before B.
std::optional<StartFailure> start_engines(std::vector<Worker>& workers, const MatchOptions& options,
                                          MatchRun& run) {
    const auto side_of = [&](Side side) -> const SideOptions& {
        return side == Side::A ? options.a : options.b;
    };
    const auto failure = [&](std::size_t worker, Side side, const std::string& problem) {
        const Worker& w = workers[worker];
        return StartFailure{side, (side == Side::A ? w.memory_a : w.memory_b).name,
                            "engine " + std::string(1, side_letter(side)) + " (" +
                                client::command_text(side_of(side).command) + "): " + problem};
    };
    const auto started = ask_every_engine(
        workers, [](client::EngineClient& engine, Side) { return engine.start(); });
    run.identity_a = started[0].identity;
    run.identity_b = started[1].identity;
    for (Side side : {Side::A, Side::B})
        for (std::size_t i = 0; i < workers.size(); ++i)
            if (auto problem =
                    start_problem(started[2 * i + (side == Side::A ? 0 : 1)], side, side_of(side)))
                return failure(i, side, *problem);
    const auto prepared = ask_every_engine(workers, [&](client::EngineClient& engine, Side side) {
        return engine.prepare(side_of(side).settings);
    });
    for (Side side : {Side::A, Side::B})
        for (std::size_t i = 0; i < workers.size(); ++i)
            if (const auto& reply = prepared[2 * i + (side == Side::A ? 0 : 1)]; reply.fault)
                return failure(i, side,
                               "it was not ready after its options: " +
                                   std::string(client::fault_name(*reply.fault)) + ": " +
                                   reply.detail);
    return std::nullopt;
}

// Under --sprt (unsharded), reads finished pairs in opening order and says when to stop.
class SprtWatch {
public:
    explicit SprtWatch(const std::optional<SprtSettings>& settings) {
        if (settings) test_.emplace(*settings);
    }
    // Reads the pairs now complete; true once the test has decided.
    bool update(const std::vector<std::optional<GameRecord>>& results) {
        if (!test_) return false;
        while (2 * next_pair_ + 1 < results.size() && test_->verdict() == SprtVerdict::Continue) {
            const auto& first = results[2 * next_pair_];
            const auto& second = results[2 * next_pair_ + 1];
            if (!first || !second) break;
            test_->add(pair_result(*first, *second));
            ++next_pair_;
        }
        return test_->verdict() != SprtVerdict::Continue;
    }
    std::string progress() const {
        if (!test_) return {};
        char text[96];
        std::snprintf(text, sizeof text, "; LLR %.2f after %zu pairs", test_->llr(), next_pair_);
        return text;
    }

private:
    std::optional<SequentialTest> test_;
    std::size_t next_pair_ = 0;
};

}  // namespace

std::vector<int> planned_games(int opening_count, const Shard& shard) {
    std::vector<int> plan;
    for (auto opening = static_cast<int>(shard.first_item()); opening < opening_count;
         opening += shard.count) {
        plan.push_back(2 * opening);
        plan.push_back(2 * opening + 1);
    }
    return plan;
}

namespace {

// The game at `index` (from 0) as every run of the match plays it, resumed or not.
GameSetup game_setup(const MatchOptions& options, const std::vector<Opening>& openings, int index) {
    GameSetup setup;
    setup.number = index + 1;
    setup.opening = index / 2 + 1;
    setup.opening_moves = openings[static_cast<std::size_t>(index / 2)];
    setup.black = index % 2 == 0 ? Side::A : Side::B;
    setup.seed = game_seed(options.seed, index);
    return setup;
}

std::vector<Worker> make_workers(const MatchOptions& options, int count, Reporter& reporter) {
    std::vector<Worker> workers(static_cast<std::size_t>(count));
    for (std::size_t i = 0; i < workers.size(); ++i) {
        const std::string number = std::to_string(i + 1);
        workers[i].memory_a.name = "A" + number;
        workers[i].memory_b.name = "B" + number;
        workers[i].a = std::make_unique<client::EngineClient>(
            client_options(options.a, options, workers[i].memory_a.name, reporter));
        workers[i].b = std::make_unique<client::EngineClient>(
            client_options(options.b, options, workers[i].memory_b.name, reporter));
        if (options.adjudicate_empties) {
            SideOptions referee;
            referee.command = options.adjudicator;
            workers[i].referee = std::make_unique<client::EngineClient>(
                client_options(referee, options, "R" + number, reporter));
        }
    }
    return workers;
}

// What the workers share while the match plays; `results` has a slot per game of the plan.
struct MatchState {
    MatchState(std::vector<int> games, const std::optional<SprtSettings>& sprt)
        : plan(std::move(games)), results(plan.size()), watch(sprt) {}
    std::vector<int> plan;
    std::vector<std::optional<GameRecord>> results;
    std::atomic<int> next = 0;
    std::atomic<bool> stop = false;  // start no more games
    std::mutex mutex;                // guards what follows, and `results` once workers run
    int finished = 0;
    int to_play = 0;
    // Games forfeited in a row because an engine could not start: past a few, --recover would
    // only turn a missing or broken engine into a verdict.
    int start_failures_in_a_row = 0;
    SprtWatch watch;
};

bool failed_to_start(const GameRecord& game) {
    return game.forfeit && game.forfeit->fault == client::EngineFault::FailedToStart;
}

// The games of --resume go to their slots; the rest are to play.
void place_played_before(MatchState& state, const std::vector<GameRecord>& played) {
    for (const GameRecord& game : played) {
        for (std::size_t position = 0; position < state.plan.size(); ++position)
            if (state.plan[position] + 1 == game.setup.number) state.results[position] = game;
    }
    for (const auto& result : state.results)
        state.to_play += result ? 0 : 1;
    if (state.watch.update(state.results)) state.stop = true;
}

EngineFailure engine_failure(const GameRecord& game, const Worker& worker) {
    const Forfeit& forfeit = *game.forfeit;
    const std::string kind =
        forfeit.fault ? std::string(client::fault_name(*forfeit.fault)) : "no reply";
    return {forfeit.side, (forfeit.side == Side::A ? worker.memory_a : worker.memory_b).name,
            game.setup.number, kind + ": " + forfeit.detail};
}

// Keeps a finished game: its slot, the SPRT, the caller's hook, the progress line.
void keep_game(MatchState& state, std::size_t position, GameRecord game, MatchRun& run,
               const MatchOptions& options, const MatchHooks& hooks, Reporter& reporter) {
    const std::lock_guard lock(state.mutex);
    if (++state.finished == 1) run.tool_after_first_game_kb = own_resident_kb();
    const std::string line = progress_text(game, state.finished, state.to_play);
    if (hooks.game_finished) hooks.game_finished(game);
    if (!hooks.keep_move_notes) std::vector<std::optional<MoveNote>>().swap(game.notes);
    state.results[position] = std::move(game);
    if (state.watch.update(state.results)) state.stop = true;
    if (options.progress) reporter(line + state.watch.progress());
}

// One worker's loop: the next game of the plan until the plan ends or the match stops.
void play_games(Worker& worker, MatchState& state, MatchRun& run, const MatchOptions& options,
                const std::vector<Opening>& openings, const MatchHooks& hooks, Reporter& reporter) {
    const auto total = static_cast<int>(state.plan.size());
    for (int position = state.next++; position < total && !state.stop; position = state.next++) {
        const auto slot = static_cast<std::size_t>(position);
        if (state.results[slot]) continue;  // played before: only this worker writes this slot
        const GameSetup setup = game_setup(options, openings, state.plan[slot]);
        if (options.tc) {
            // A restart after a time loss or fault happens here, off both clocks, and so does
            // the restarted engine's preparation.
            worker.a->start();
            worker.b->start();
            worker.a->prepare(options.a.settings);
            worker.b->prepare(options.b.settings);
        }
        std::optional<SideClocks> clocks = side_clocks(options.tc, options.tc_b);
        if (clocks) clocks->margin = options.time_margin;
        GameRecord game = play_game(setup, *worker.a, options.a, *worker.b, options.b, clocks,
                                    hooks.stop_requested,
                                    {worker.referee.get(), options.adjudicate_empties.value_or(0)});
        if (!game.adjudication_problem.empty() && !game.adjudicated && !game.interrupted)
            reporter("warning: game " + std::to_string(setup.number) +
                     ": the adjudicator proved no result (" + game.adjudication_problem +
                     "); the game was played out");
        sample_first(worker.memory_a, *worker.a);
        sample_first(worker.memory_b, *worker.b);
        if (game.interrupted) return;
        {
            const std::lock_guard lock(state.mutex);
            state.start_failures_in_a_row =
                failed_to_start(game) ? state.start_failures_in_a_row + 1 : 0;
            if (game.forfeit &&
                (!options.recover || state.start_failures_in_a_row >= kMostStartFailuresInARow)) {
                if (!run.engine_failure) run.engine_failure = engine_failure(game, worker);
                state.stop = true;
                return;
            }
        }
        if (game.forfeit) reporter(forfeit_text(game));
        if (game.lost_on_time) reporter(time_loss_text(game));
        if (game.desynchronised)
            reporter("game " + std::to_string(setup.number) + ": DESYNCHRONISED");
        keep_game(state, slot, std::move(game), run, options, hooks, reporter);
    }
}

// Until the workers are done: once a stop is requested, no game starts and every request in
// flight is cancelled (again and again, as a worker may be between two requests).
void watch_for_stop(std::vector<Worker>& workers, MatchState& state, const MatchHooks& hooks,
                    const std::atomic<bool>& workers_done) {
    constexpr std::chrono::milliseconds kPoll{20};
    while (!workers_done) {
        if (hooks.stop_requested && *hooks.stop_requested) {
            state.stop = true;
            for (Worker& worker : workers) {
                worker.a->cancel();
                worker.b->cancel();
            }
        }
        std::this_thread::sleep_for(kPoll);
    }
}

void run_workers(std::vector<Worker>& workers, MatchState& state, MatchRun& run,
                 const MatchOptions& options, const std::vector<Opening>& openings,
                 const MatchHooks& hooks, Reporter& reporter) {
    std::atomic<bool> workers_done = false;
    std::thread watcher([&] { watch_for_stop(workers, state, hooks, workers_done); });
    std::vector<std::thread> threads;
    threads.reserve(workers.size());
    for (Worker& worker : workers)
        threads.emplace_back(
            [&, w = &worker] { play_games(*w, state, run, options, openings, hooks, reporter); });
    for (std::thread& thread : threads)
        thread.join();
    workers_done = true;
    watcher.join();
}

// The figures of the run once its games are over, then every engine ended.
void finish_run(MatchRun& run, MatchState& state, std::vector<Worker>& workers,
                const MatchHooks& hooks) {
    for (auto& result : state.results) {
        if (result)
            run.games.push_back(std::move(*result));
        else if (hooks.stop_requested && *hooks.stop_requested)
            run.interrupted = true;
    }
    if (run.engine_failure) run.interrupted = false;  // the failure is what stopped the match
    run.tool_end_kb = own_resident_kb();
    run.engines.reserve(workers.size() * 2);
    for (Worker& worker : workers) {
        sample_last(worker.memory_a, *worker.a);
        sample_last(worker.memory_b, *worker.b);
        run.engines.push_back(worker.memory_a);
        run.engines.push_back(worker.memory_b);
    }
    workers.clear();  // ends every engine
}

}  // namespace

MatchRun run_match(const MatchOptions& options, const std::vector<Opening>& openings,
                   const std::function<void(std::string_view)>& report, const MatchHooks& hooks) {
    const auto started = std::chrono::steady_clock::now();
    const double cpu_at_start = own_cpu_seconds();
    MatchRun run;
    run.tool_start_kb = own_resident_kb();
    MatchState state(planned_games(static_cast<int>(openings.size()), options.shard),
                     options.shard.count == 1 ? options.sprt : std::nullopt);
    place_played_before(state, hooks.played_before);
    Reporter reporter(report);
    // --ponder is a line-protocol conversation (`go ponder`, `ponderhit`): the other sides play
    // without it.
    for (const SideOptions* side : {&options.a, &options.b})
        if (side->ponder_asked && !side->ponder)
            reporter(std::string("warning: --ponder: side ") + (side == &options.a ? "A" : "B") +
                     " speaks " + std::string(client::protocol_name(side->protocol)) +
                     ", which has no pondering; it plays without");
    std::vector<Worker> workers = make_workers(
        options, std::max(1, std::min(options.concurrency, std::max(1, state.to_play))), reporter);
    run.concurrency = static_cast<int>(workers.size());
    run.start_failure = start_engines(workers, options, run);
    if (!run.start_failure && hooks.check_sides)
        run.refused = hooks.check_sides(run.identity_a, run.identity_b);
    if (!run.start_failure && !run.refused)
        run_workers(workers, state, run, options, openings, hooks, reporter);
    finish_run(run, state, workers, hooks);
    run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    run.tool_cpu_seconds = own_cpu_seconds() - cpu_at_start;
    return run;
}

}  // namespace reversi::match
