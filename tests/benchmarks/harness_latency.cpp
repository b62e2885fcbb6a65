// SPDX-License-Identifier: GPL-3.0-or-later
// How quickly the real reversi-engine answers a harness while it searches: `stop` and `isready`
// sent during a `go infinite` (median and max over 100 each), `stop` during a two-thread exact
// solve (`Threads 2`, `go depth 60` of FFO positions of 24 to 26 empties; over 50), and how far
// past 100 ms a `go movetime 100` answers (max over 200); then, each in a new process after
// `setoption name Hash value 4096` and `isready`, `stop` 5 ms into the first `go infinite` (20
// processes) and the first `go movetime 100` (5 processes), with how long the table took to
// make. Drives the binary through pipes as a harness does and prints the figures with the
// command that produced them; not a test (nothing is asserted).
// Usage: harness_latency [path to reversi-engine [processes with Hash 4096, default 20]]
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <random>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

extern char** environ;

namespace {

using Clock = std::chrono::steady_clock;
using Micros = std::chrono::microseconds;

// reversi-engine as a child process with its standard input and output on pipes.
class Engine {
public:
    explicit Engine(const std::string& path) {
        int in[2];
        int out[2];
        if (pipe(in) != 0 || pipe(out) != 0) throw std::runtime_error("pipe failed");
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_adddup2(&actions, in[0], 0);
        posix_spawn_file_actions_adddup2(&actions, out[1], 1);
        posix_spawn_file_actions_addclose(&actions, in[1]);
        posix_spawn_file_actions_addclose(&actions, out[0]);
        std::vector<char*> argv{const_cast<char*>(path.c_str()), nullptr};
        if (posix_spawn(&pid_, path.c_str(), &actions, nullptr, argv.data(), environ) != 0)
            throw std::runtime_error("cannot start " + path);
        posix_spawn_file_actions_destroy(&actions);
        close(in[0]);
        close(out[1]);
        to_engine_ = in[1];
        from_engine_ = out[0];
    }
    ~Engine() {
        send("quit");
        close(to_engine_);
        close(from_engine_);
        int status = 0;
        waitpid(pid_, &status, 0);
    }
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    void send(const std::string& line) {
        const std::string text = line + "\n";
        if (write(to_engine_, text.data(), text.size()) != static_cast<ssize_t>(text.size()))
            throw std::runtime_error("write failed");
    }
    std::string read_line() {
        for (;;) {
            if (const auto end = buffer_.find('\n'); end != std::string::npos) {
                std::string line = buffer_.substr(0, end);
                buffer_.erase(0, end + 1);
                return line;
            }
            char chunk[4096];
            const ssize_t n = read(from_engine_, chunk, sizeof chunk);
            if (n <= 0) throw std::runtime_error("the engine closed its output");
            buffer_.append(chunk, static_cast<std::size_t>(n));
        }
    }
    // Reads lines until one starts with `prefix`; returns when it arrived.
    Clock::time_point wait_for(const std::string& prefix) {
        while (read_line().rfind(prefix, 0) != 0) {
        }
        return Clock::now();
    }

private:
    pid_t pid_ = 0;
    int to_engine_ = -1;
    int from_engine_ = -1;
    std::string buffer_;
};

struct Figures {
    Micros median;
    Micros max;
};

Figures summarise(std::vector<Micros> samples) {
    std::sort(samples.begin(), samples.end());
    return {samples[samples.size() / 2], samples.back()};
}

std::string ms(Micros t) {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f ms", static_cast<double>(t.count()) / 1000.0);
    return text;
}

// Positions for the searches: the start and a few openings, so the search is mid-game.
const std::vector<std::string> kPositions{
    "position startpos", "position startpos moves f5 d6", "position startpos moves f5 f6 e6 f4",
    "position startpos moves d3 c5 f6 f5 e6 e3", "position startpos moves c4 e3 f6 e6 f5 c5 c3"};

// `command` sent at a random moment 5 to 50 ms into a `go infinite`; the time until `reply`.
std::vector<Micros> during_search(Engine& engine, const std::string& command,
                                  const std::string& reply, int rounds) {
    std::mt19937 random(7);
    std::vector<Micros> samples;
    for (int i = 0; i < rounds; ++i) {
        engine.send(kPositions[static_cast<std::size_t>(i) % kPositions.size()]);
        engine.send("go infinite");
        engine.wait_for("info ");
        std::this_thread::sleep_for(std::chrono::milliseconds(5 + random() % 46));
        const auto sent = Clock::now();
        engine.send(command);
        samples.push_back(std::chrono::duration_cast<Micros>(engine.wait_for(reply) - sent));
        if (command != "stop") {
            engine.send("stop");
            engine.wait_for("bestmove ");
        }
    }
    return samples;
}

// FFO #45, #46, #48 and #49: solves of seconds, so `stop` always finds one running.
const std::vector<std::string> kSolves{
    "position board ---XXXX-X-XXXO--XXOXOO--XXXOXO--XXOXXO---OXXXOO-O-OOOO------OO-- X",
    "position board ---XXX----OOOX----OOOXX--OOOOXXX--OOOOXX--OXOXXX--XXOO---XXXX-O- X",
    "position board -----X--X-XXX---XXXXOO--XOXOOXX-XOOXXX--XOOXX-----OOOX---XXXXXX- O",
    "position board --OX-O----XXOO--OOOOOXX-OOOOOX--OOOXOXX-OOOOXX-----OOX----X-O--- X"};

// `stop` sent 5 to 50 ms into a two-thread `go depth 60`; the time until `bestmove`.
std::vector<Micros> stop_during_shared_solve(Engine& engine, int rounds) {
    std::mt19937 random(11);
    std::vector<Micros> samples;
    engine.send("setoption name Threads value 2");
    for (int i = 0; i < rounds; ++i) {
        engine.send(kSolves[static_cast<std::size_t>(i) % kSolves.size()]);
        engine.send("go depth 60");
        engine.wait_for("info ");
        std::this_thread::sleep_for(std::chrono::milliseconds(5 + random() % 46));
        const auto sent = Clock::now();
        engine.send("stop");
        samples.push_back(std::chrono::duration_cast<Micros>(engine.wait_for("bestmove ") - sent));
    }
    engine.send("setoption name Threads value 1");
    return samples;
}

std::vector<Micros> movetime_overshoot(Engine& engine, int rounds) {
    std::vector<Micros> samples;
    for (int i = 0; i < rounds; ++i) {
        engine.send(kPositions[static_cast<std::size_t>(i) % kPositions.size()]);
        const auto sent = Clock::now();
        engine.send("go movetime 100");
        const auto answered = engine.wait_for("bestmove ");
        samples.push_back(std::chrono::duration_cast<Micros>(answered - sent) -
                          std::chrono::milliseconds(100));
    }
    return samples;
}

Micros since(Clock::time_point start) {
    return std::chrono::duration_cast<Micros>(Clock::now() - start);
}

// A new engine with a 4096 MiB table, made at setoption and isready: how long that took.
Micros start_with_large_table(Engine& engine) {
    engine.send("reversi");
    engine.wait_for("reversiok");
    const auto sent = Clock::now();
    engine.send("setoption name Hash value 4096");
    engine.send("isready");
    engine.wait_for("readyok");
    return since(sent);
}

struct FirstSearches {
    std::vector<Micros> table;     // setoption Hash 4096 to readyok
    std::vector<Micros> stop;      // stop sent 5 ms into the first go infinite, until bestmove
    std::vector<Micros> movetime;  // the first go movetime 100, until bestmove
};

FirstSearches first_searches(const std::string& path, int stop_rounds, int movetime_rounds) {
    FirstSearches figures;
    for (int i = 0; i < stop_rounds; ++i) {
        Engine engine(path);
        figures.table.push_back(start_with_large_table(engine));
        engine.send(kPositions[static_cast<std::size_t>(i) % kPositions.size()]);
        engine.send("go infinite");
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
        const auto sent = Clock::now();
        engine.send("stop");
        figures.stop.push_back(
            std::chrono::duration_cast<Micros>(engine.wait_for("bestmove ") - sent));
    }
    for (int i = 0; i < movetime_rounds; ++i) {
        Engine engine(path);
        figures.table.push_back(start_with_large_table(engine));
        engine.send(kPositions[static_cast<std::size_t>(i) % kPositions.size()]);
        const auto sent = Clock::now();
        engine.send("go movetime 100");
        figures.movetime.push_back(
            std::chrono::duration_cast<Micros>(engine.wait_for("bestmove ") - sent));
    }
    return figures;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string path = argc > 1 ? argv[1] : REVERSI_ENGINE_PATH;
    const int processes = argc > 2 ? std::stoi(argv[2]) : 20;
    Engine engine(path);
    engine.send("reversi");
    engine.wait_for("reversiok");
    const Figures stop = summarise(during_search(engine, "stop", "bestmove ", 100));
    const Figures ready = summarise(during_search(engine, "isready", "readyok", 100));
    const Figures over = summarise(movetime_overshoot(engine, 200));
    const Figures shared = summarise(stop_during_shared_solve(engine, 50));
    std::cout << "command: harness_latency " << path << "\n"
              << "stop during go infinite, until bestmove (100): median " << ms(stop.median)
              << ", max " << ms(stop.max) << "\n"
              << "isready during go infinite, until readyok (100): median " << ms(ready.median)
              << ", max " << ms(ready.max) << "\n"
              << "stop during a two-thread go depth 60, until bestmove (50): median "
              << ms(shared.median) << ", max " << ms(shared.max) << "\n"
              << "go movetime 100, bestmove later than 100 ms by (200): median " << ms(over.median)
              << ", max " << ms(over.max) << std::endl;
    const int movetime_processes = std::max(1, processes / 4);
    const FirstSearches first = first_searches(path, processes, movetime_processes);
    const Figures table = summarise(first.table);
    const Figures first_stop = summarise(first.stop);
    const Figures first_movetime = summarise(first.movetime);
    std::cout << "setoption name Hash value 4096 + isready, until readyok (" << first.table.size()
              << " processes): median " << ms(table.median) << ", max " << ms(table.max) << "\n"
              << "stop 5 ms into the first go infinite after it, until bestmove (" << processes
              << " processes): median " << ms(first_stop.median) << ", max " << ms(first_stop.max)
              << "\n"
              << "the first go movetime 100 after it, until bestmove (" << movetime_processes
              << " processes): median " << ms(first_movetime.median) << ", max "
              << ms(first_movetime.max) << "\n";
    return 0;
}
