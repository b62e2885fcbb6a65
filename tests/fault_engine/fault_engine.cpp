// SPDX-License-Identifier: GPL-3.0-or-later
// reversi-fault-engine: speaks enough of the protocol to be driven by the client, and on
// command misbehaves in one chosen way, so tests can watch the client and the match tool
// recover or report. Built for tests only. `--help` lists the faults.
#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>

#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game_line.hpp"
#include "core/notation.hpp"
#include "vocabulary/tokens.hpp"

namespace {

constexpr std::string_view kUsage =
    "Usage: reversi-fault-engine [--fault KIND] [--from-move K] [--times N --state FILE]\n"
    "                            [--flood-bytes B] [--gate FILE] [--delay-ms MS] [--echo-go]\n"
    "                            [--echo-input]\n"
    "\n"
    "Plays legal moves (a seeded choice among the legal squares) and misbehaves as KIND:\n"
    "  none             behave\n"
    "  crash-at-start   exit with status 70 before reading anything\n"
    "  no-handshake     read commands but never answer `reversi`\n"
    "  garbage-handshake answer `reversi` with a line that is not the protocol\n"
    "  crash-on-go      abort (SIGABRT) on `go`\n"
    "  hang-on-go       sleep forever on `go`\n"
    "  hang-on-ponder   offer `Ponder`, name a reply with each move (`bestmove M ponder P`)\n"
    "                   and sleep forever on the first `go ponder`\n"
    "  stop-reading     after the handshake, never read stdin again and sleep forever\n"
    "  garbage          answer `go` with a line that is not the protocol\n"
    "  partial-hang     answer `go` with `bestmo` and no line end, then sleep forever\n"
    "  partial-exit     answer `go` with `bestmo` and no line end, then exit\n"
    "  long-line        answer `go` with a 1 MiB line first\n"
    "  illegal-move     answer `go` with an occupied square\n"
    "  pass-with-square answer `go` with `pass` while a square is legal\n"
    "  none-reply       answer `go` with `none` while the game goes on\n"
    "  error-reply      answer `go` with an `error` line\n"
    "  stderr-flood     write B bytes (default 4 MiB) to stderr on every `go`, then answer\n"
    "  slow-on-go       sleep MS milliseconds (--delay-ms, default 100) on every `go`, then\n"
    "                   answer: an engine that ignores its clock\n"
    "--from-move K  the `go` faults apply only from K moves made on (default 0)\n"
    "--times N      misbehave in the first N runs only, counted in FILE (given by --state),\n"
    "               then behave: restart-and-resend becomes observable\n"
    "--gate FILE    answer each `go` only once FILE exists, so a test decides when\n"
    "--echo-go      write each `go` line read to stderr (`fault-engine: read go ...`)\n"
    "--echo-input   write every line read to stderr (`fault-engine: read ...`), and offer\n"
    "               a `Hash` option in the handshake (`setoption` is always taken silently)\n"
    "--dead-after FILE  create FILE when the fault happens; a run that finds FILE exits at\n"
    "               once with status 70: an engine that dies and never starts again\n"
    "Each fault is announced on stderr (`fault-engine: KIND`) as it happens.\n";

enum class Fault {
    None,
    CrashAtStart,
    NoHandshake,
    GarbageHandshake,
    CrashOnGo,
    HangOnGo,
    HangOnPonder,
    StopReading,
    Garbage,
    PartialHang,
    PartialExit,
    LongLine,
    IllegalMove,
    PassWithSquare,
    NoneReply,
    ErrorReply,
    StderrFlood,
    SlowOnGo,
};

struct FaultName {
    std::string_view name;
    Fault fault;
};
constexpr FaultName kFaults[] = {
    {"none", Fault::None},
    {"crash-at-start", Fault::CrashAtStart},
    {"no-handshake", Fault::NoHandshake},
    {"garbage-handshake", Fault::GarbageHandshake},
    {"crash-on-go", Fault::CrashOnGo},
    {"hang-on-go", Fault::HangOnGo},
    {"hang-on-ponder", Fault::HangOnPonder},
    {"stop-reading", Fault::StopReading},
    {"garbage", Fault::Garbage},
    {"partial-hang", Fault::PartialHang},
    {"partial-exit", Fault::PartialExit},
    {"long-line", Fault::LongLine},
    {"illegal-move", Fault::IllegalMove},
    {"pass-with-square", Fault::PassWithSquare},
    {"none-reply", Fault::NoneReply},
    {"error-reply", Fault::ErrorReply},
    {"stderr-flood", Fault::StderrFlood},
    {"slow-on-go", Fault::SlowOnGo},
};

struct Options {
    Fault fault = Fault::None;
    int from_move = 0;
    std::optional<long> times;
    std::string state_file;
    std::size_t flood_bytes = 4 << 20;
    std::string gate_file;
    int delay_ms = 100;
    bool echo_go = false;
    bool echo_input = false;
    std::string dead_after_file;
};

[[noreturn]] void sleep_forever() {
    for (;;)
        ::pause();
}

void reply(std::string_view line) { std::cout << line << '\n' << std::flush; }

// Tests wait for these notes to know the engine is inside a fault.
void announce(std::string_view what) {
    std::cerr << "fault-engine: " << what << '\n' << std::flush;
}

std::string_view name_of(Fault fault) {
    for (const FaultName& f : kFaults)
        if (f.fault == fault) return f.name;
    return "?";
}

void wait_for_gate(const std::string& path) {
    if (path.empty()) return;
    announce("waiting at the gate");
    while (::access(path.c_str(), F_OK) != 0)
        ::usleep(1000);
}

template <typename Number>
std::optional<Number> number(std::string_view text) {
    Number value{};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc{} || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

std::optional<Options> parse_options(int argc, char** argv) {
    Options options;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        const bool has_value = i + 1 < argc;
        if (arg == "--fault" && has_value) {
            const std::string_view kind = argv[++i];
            bool known = false;
            for (const FaultName& f : kFaults) {
                if (f.name == kind) {
                    options.fault = f.fault;
                    known = true;
                }
            }
            if (!known) return std::nullopt;
        } else if (arg == "--from-move" && has_value) {
            const auto k = number<int>(argv[++i]);
            if (!k) return std::nullopt;
            options.from_move = *k;
        } else if (arg == "--times" && has_value) {
            options.times = number<long>(argv[++i]);
            if (!options.times) return std::nullopt;
        } else if (arg == "--dead-after" && has_value) {
            options.dead_after_file = argv[++i];
        } else if (arg == "--state" && has_value) {
            options.state_file = argv[++i];
        } else if (arg == "--gate" && has_value) {
            options.gate_file = argv[++i];
        } else if (arg == "--echo-go") {
            options.echo_go = true;
        } else if (arg == "--echo-input") {
            options.echo_input = true;
        } else if (arg == "--delay-ms" && has_value) {
            const auto ms = number<int>(argv[++i]);
            if (!ms || *ms < 0) return std::nullopt;
            options.delay_ms = *ms;
        } else if (arg == "--flood-bytes" && has_value) {
            const auto bytes = number<std::size_t>(argv[++i]);
            if (!bytes) return std::nullopt;
            options.flood_bytes = *bytes;
        } else {
            return std::nullopt;
        }
    }
    if (options.times && options.state_file.empty()) return std::nullopt;
    return options;
}

// Counts this run in the state file; true while the run is among the first `times`.
bool misbehaves_this_run(const Options& options) {
    if (!options.times) return true;
    long runs = 0;
    std::ifstream(options.state_file) >> runs;
    std::ofstream(options.state_file, std::ios::trunc) << runs + 1 << '\n';
    return runs < *options.times;
}

// `position startpos|board <64> <side> [moves ...]`; false leaves `game` as it was.
bool set_position(const std::vector<std::string_view>& tokens, reversi::GameLine& game) {
    std::size_t next = 2;
    std::optional<reversi::Position> base;
    if (tokens.size() >= 2 && tokens[1] == "startpos") {
        base = reversi::Position::start();
    } else if (tokens.size() >= 4 && tokens[1] == "board") {
        base = reversi::parse_position(tokens[2], tokens[3]);
        next = 4;
    }
    if (!base) return false;
    reversi::GameLine line(*base);
    if (next < tokens.size()) {
        if (tokens[next] != "moves") return false;
        for (++next; next < tokens.size(); ++next) {
            const auto move = reversi::parse_move(tokens[next]);
            if (!move || !line.play(*move)) return false;
        }
    }
    game = line;
    return true;
}

std::string chosen_move(const reversi::Position& position, std::uint64_t seed) {
    if (position.is_game_over()) return "none";
    if (position.must_pass()) return "pass";
    std::vector<int> squares;
    reversi::for_each_square(position.legal_moves(), [&](int s) { squares.push_back(s); });
    const auto pick = (seed + static_cast<std::uint64_t>(position.moves_made())) % squares.size();
    return reversi::square_name(squares[pick]);
}

void flood_stderr(std::size_t bytes) {
    const std::string chunk(4095, 'e');
    for (std::size_t written = 0; written < bytes; written += chunk.size() + 1)
        std::fprintf(stderr, "%s\n", chunk.c_str());
    std::fflush(stderr);
}

// Answers `go`, misbehaving as configured once the game has reached `--from-move`.
void answer_go(const Options& options, bool faulty, const reversi::Position& position,
               std::uint64_t seed) {
    wait_for_gate(options.gate_file);
    const std::string move = chosen_move(position, seed);
    const bool now = faulty && position.moves_made() >= options.from_move;
    const Fault fault = now ? options.fault : Fault::None;
    if (fault != Fault::None) announce(name_of(fault));
    if (fault != Fault::None && !options.dead_after_file.empty())
        std::ofstream(options.dead_after_file) << "dead\n";
    switch (fault) {
        case Fault::CrashOnGo:
            std::abort();
        case Fault::HangOnGo:
            sleep_forever();
        case Fault::Garbage:
            return reply("the quick brown fox");
        case Fault::PartialHang:
            std::cout << "bestmo" << std::flush;
            sleep_forever();
        case Fault::PartialExit:
            std::cout << "bestmo" << std::flush;
            std::exit(0);
        case Fault::LongLine:
            std::cout << std::string(1 << 20, 'x') << '\n';
            break;
        case Fault::IllegalMove: {
            const reversi::Bitboard occupied = ~position.empty();
            return reply("bestmove " + reversi::square_name(reversi::lowest_square(occupied)));
        }
        case Fault::PassWithSquare:
            if (position.has_legal_move()) return reply("bestmove pass");
            break;
        case Fault::NoneReply:
            return reply("bestmove none");
        case Fault::ErrorReply:
            return reply("error go: refused for the test");
        case Fault::StderrFlood:
            flood_stderr(options.flood_bytes);
            break;
        case Fault::SlowOnGo:
            ::usleep(static_cast<useconds_t>(options.delay_ms) * 1000);
            break;
        default:
            break;
    }
    reply("info depth 1 nodes 1 score 0 pv " + move);
    // The reply it expects: what it would play for the other side after its move.
    const std::optional<reversi::Move> played = reversi::parse_move(move);
    if (faulty && options.fault == Fault::HangOnPonder && played && position.is_legal(*played)) {
        const reversi::Position after = position.after(*played);
        if (after.has_legal_move())
            return reply("bestmove " + move + " ponder " + chosen_move(after, seed));
    }
    reply("bestmove " + move);
}

}  // namespace

int main(int argc, char** argv) {
    // A deliberate crash must not leave a core file behind.
    const rlimit no_core{0, 0};
    ::setrlimit(RLIMIT_CORE, &no_core);
    if (argc == 2 && std::string_view(argv[1]) == "--help") {
        std::cout << kUsage;
        return 0;
    }
    const auto options = parse_options(argc, argv);
    if (!options) {
        std::cerr << kUsage;
        return 2;
    }
    if (!options->dead_after_file.empty() &&
        ::access(options->dead_after_file.c_str(), F_OK) == 0) {
        announce("dead for good");
        return 70;
    }
    const bool faulty = misbehaves_this_run(*options);
    const Fault fault = faulty ? options->fault : Fault::None;
    if (fault != Fault::None) announce("will misbehave: " + std::string(name_of(fault)));
    if (fault == Fault::CrashAtStart) return 70;

    reversi::GameLine game;
    std::uint64_t seed = 0;
    for (std::string line; std::getline(std::cin, line);) {
        const auto tokens = reversi::split_tokens(line);
        if (tokens.empty()) continue;
        const std::string_view command = tokens.front();
        if (options->echo_input) announce("read " + line);
        if (command == "reversi") {
            if (fault == Fault::NoHandshake) continue;
            if (fault == Fault::GarbageHandshake) {
                reply("hello there");
                continue;
            }
            reply("id name reversi-fault-engine");
            reply("id protocol 1");
            if (options->echo_input) reply("option name Hash type spin default 25 min 1 max 4096");
            if (fault == Fault::HangOnPonder) reply("option name Ponder type check default false");
            reply("reversiok");
            if (fault == Fault::StopReading) {
                announce("stop-reading");
                sleep_forever();
            }
        } else if (command == "isready") {
            reply("readyok");
        } else if (command == "position") {
            if (!set_position(tokens, game)) reply("error position: rejected");
        } else if (command == "seed" && tokens.size() == 2) {
            seed = number<std::uint64_t>(tokens[1]).value_or(0);
        } else if (command == "level" || command == "newgame" || command == "setoption") {
            // Accepted and ignored: this engine has one way of playing.
        } else if (command == "go") {
            if (options->echo_go) announce("read " + line);
            if (fault == Fault::HangOnPonder && tokens.size() > 1 && tokens[1] == "ponder") {
                announce("hang-on-ponder");
                sleep_forever();
            }
            answer_go(*options, faulty, game.current(), seed);
        } else if (command == "quit") {
            break;
        } else {
            reply("error unknown command");
        }
    }
    return 0;
}
