// SPDX-License-Identifier: GPL-3.0-or-later
// Commands arriving while a search runs: the bytes decide a script of searches (every kind of
// limit, `go infinite`, perft) mixed with `stop`, `isready`, position changes, queries, noise
// and the odd `quit`, which the session reads all at once through its own reader thread, so
// most of them arrive during a search. Besides not crashing, racing or hanging (libFuzzer's
// timeout), the session keeps its promises whatever the timing: one `bestmove` for every `go`
// it accepted, one `readyok` for every `isready`, one final `nodes` line for every `perft`, and
// nothing after `quit`. REVERSI_FUZZ_VERBOSE=1 prints the script and the replies.
#include <array>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "fuzz/byte_source.hpp"
#include "fuzz/check.hpp"
#include "fuzz/harnesses.hpp"
#include "protocol/session.hpp"

namespace reversi::fuzz {

namespace {

constexpr std::size_t kMaxLines = 48;

// What the script asked for, counted up to its first `quit` (nothing after it is carried out).
struct Asked {
    std::size_t searches = 0;
    std::size_t readies = 0;
    std::size_t perfts = 0;
    bool quit = false;
};

// Every `go` here is well formed and cheap: a small node budget, a shallow depth, a few
// milliseconds, a small clock, or infinite (which `stop` or the end of input ends).
std::string search_line(ByteSource& bytes) {
    switch (bytes.below(6)) {
        case 0:
            return "go nodes " + std::to_string(1 + bytes.below(2000));
        case 1:
            return "go depth " + std::to_string(1 + bytes.below(4));
        case 2:
            return "go movetime " + std::to_string(1 + bytes.below(5));
        case 3:
            return "go wtime " + std::to_string(bytes.below(300)) + " btime " +
                   std::to_string(bytes.below(300)) + " winc " + std::to_string(bytes.below(20)) +
                   " binc 0" + (bytes.one_in(2) ? " movestogo 3" : "");
        case 4:
            return "go infinite";
        default:
            return "go nodes 500 movetime 2";
    }
}

std::string other_line(ByteSource& bytes) {
    static constexpr std::array<std::string_view, 14> kLines{
        "stop",    "stop",
        "isready", "isready",
        "legal",   "show",
        "newgame", "play d3",
        "undo",    "level easy",
        "seed 9",  "",
        "# note",  "position startpos moves f5 d6"};
    return std::string(bytes.pick(kLines));
}

std::vector<std::string> script(ByteSource& bytes, Asked& asked) {
    std::vector<std::string> lines;
    while (!bytes.exhausted() && lines.size() < kMaxLines) {
        std::string line;
        const std::size_t kind = bytes.below(16);
        if (kind < 5) {
            line = search_line(bytes);
            if (!asked.quit) ++asked.searches;
        } else if (kind == 5) {
            line = "perft " + std::to_string(1 + bytes.below(5));
            if (!asked.quit) ++asked.perfts;
        } else if (kind == 6 && bytes.one_in(4)) {
            line = "quit";
            asked.quit = true;
        } else {
            line = other_line(bytes);
            if (line == "isready" && !asked.quit) ++asked.readies;
        }
        lines.push_back(line);
    }
    return lines;
}

std::size_t count_starting(const std::vector<std::string>& lines, std::string_view prefix) {
    std::size_t count = 0;
    for (const std::string& line : lines)
        count += line.starts_with(prefix) ? 1 : 0;
    return count;
}

}  // namespace

int search_interplay(const std::uint8_t* data, std::size_t size) {
    ByteSource bytes(data, size);
    Asked asked;
    const std::vector<std::string> lines = script(bytes, asked);
    std::string input;
    for (const std::string& line : lines)
        input += line + "\n";
    std::istringstream in(input);
    std::ostringstream out;
    std::ostringstream log;
    {
        ProtocolSession session(out, log);
        session.run(in);
    }
    std::vector<std::string> replies;
    std::istringstream text(out.str());
    for (std::string line; std::getline(text, line);)
        replies.push_back(line);
    if (std::getenv("REVERSI_FUZZ_VERBOSE") != nullptr) {
        for (const std::string& line : lines)
            std::cerr << "> " << line << '\n';
        for (const std::string& line : replies)
            std::cerr << "< " << line << '\n';
    }
    const std::string all = out.str();
    for (const std::string& reply : replies) {
        check(!reply.empty(), "an empty reply line", all);
        // Moves and take-backs may be illegal where the script plays them; searches never.
        for (std::string_view refused : {"error go", "error perft", "error stop", "error isready"})
            check(!reply.starts_with(refused), "a well-formed search line was refused", reply);
    }
    check(count_starting(replies, "bestmove ") == asked.searches, "not one bestmove for every go",
          all);
    check(count_starting(replies, "readyok") == asked.readies, "not one readyok for every isready",
          all);
    check(count_starting(replies, "nodes ") == asked.perfts, "not one nodes line for every perft",
          all);
    return 0;
}

}  // namespace reversi::fuzz
