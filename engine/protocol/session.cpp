// SPDX-License-Identifier: GPL-3.0-or-later
// Dispatch on the first token through the command table, one short handler per command; every
// rejected line gets one `error` reply and changes nothing. The engine runs `go` and `perft` on
// its worker and hands back what they find; the handlers that act during a search touch nothing
// a search reads.
#include "protocol/session.hpp"

#include <array>
#include <optional>
#include <string>

#include "core/notation.hpp"
#include "protocol/board_text.hpp"
#include "protocol/engine_identity.hpp"
#include "protocol/go_arguments.hpp"
#include "protocol/line_replies.hpp"
#include "vocabulary/tokens.hpp"

namespace reversi {

namespace {

constexpr std::uint64_t kMaxPerftDepth = 16;
constexpr std::uint64_t kMaxUndo = 1'000'000;

bool is_comment_or_blank(const std::vector<std::string_view>& tokens) {
    return tokens.empty() || tokens.front().front() == '#';
}

}  // namespace

DuringSearch ProtocolSession::during_search(std::string_view line) const {
    const auto tokens = split_tokens(line);
    return is_comment_or_blank(tokens)
               ? DuringSearch::Waits
               : commands().during_search(tokens.front(), tokens.size() - 1);
}

void ProtocolSession::execute_line(std::string_view line, SteadyClock::time_point received) {
    const auto tokens = split_tokens(line);
    if (is_comment_or_blank(tokens)) return;
    const Args args(tokens.begin() + 1, tokens.end());
    const auto found = commands().lookup(tokens.front(), args.size());
    if (found.problem == CallProblem::UnknownCommand)
        return reply_error("unknown command: " + printable(tokens.front()));
    if (found.problem == CallProblem::WrongArgumentCount)
        return reply_error(std::string(found.command->name) + ": wrong number of arguments");
    found.command->handler(*this, Call{args, received});
}

void ProtocolSession::reply_error(std::string_view reason) {
    reply("error " + std::string(reason));
}

void ProtocolSession::handshake() {
    reply("id name " + std::string(kEngineName));
    reply("id version " + std::string(engine_version()));
    reply("id author " + std::string(kEngineAuthor));
    reply("id protocol " + std::string(kProtocolVersion));
    for (const EngineOption& option : engine_options())
        reply(option_line(option, engine_.settings()));
    reply("reversiok");
}

void ProtocolSession::set_game(LineResult result) {
    if (!result.line) return reply_error(result.error);
    engine_.set_game(std::move(*result.line));
}

void ProtocolSession::undo(Args args) {
    std::uint64_t count = 1;
    if (!args.empty()) {
        const auto parsed = parse_unsigned(args[0], 1, kMaxUndo);
        if (!parsed)
            return reply_error("undo: expected a count from 1 to " + std::to_string(kMaxUndo));
        count = *parsed;
    }
    if (!engine_.undo(count)) {
        return reply_error("undo: cannot take back " + std::to_string(count) + ", only " +
                           std::to_string(engine_.game().moves().size()) + " played");
    }
}

void ProtocolSession::option_command(std::string_view option_name, Args args) {
    const EngineOption& option = *find_option(option_name);
    const std::string word = option_word(option, ' ');
    if (args.empty()) return reply(word + " " + option.current(engine_.settings()));
    if (!engine_.set_option(option, args[0]))
        reply_error(word + ": expected " + std::string(option.expected));
}

void ProtocolSession::set_option(Args args) {
    const auto assignment = parse_setoption(args);
    if (!assignment) return reply_error("setoption: expected name <option> value <value>");
    const EngineOption* option = find_option(assignment->name);
    if (option == nullptr)
        return reply_error("setoption: unknown option: " + printable(assignment->name));
    if (!engine_.set_option(*option, assignment->value))
        reply_error("setoption: " + printable(assignment->name) + " must be " +
                    std::string(option->expected));
}

void ProtocolSession::go(const Call& call) {
    const GoArguments parsed = parse_go_arguments(call.args);
    if (!parsed.go) return reply_error("go: " + parsed.error);
    // Reports count from the search's start: a `go` that waited for an earlier search does not
    // count the wait.
    const SearchTiming timing(SteadyClock::now());
    MoveSearch search{engine_.position(), parsed.go->limits, parsed.go->time, call.received};
    search.ponder = parsed.go->ponder;
    engine_.go(
        search, [this, timing](const SearchInfo& info) { reply(info_line(info, timing)); },
        [this](std::optional<Move> best, const std::optional<SearchInfo>& last, std::uint64_t) {
            reply(bestmove_line(best, last));
        },
        [this, timing](const SearchProgress& progress) { reply(progress_line(progress, timing)); });
}

void ProtocolSession::show() { reply_lines(board_lines(engine_.position())); }

void ProtocolSession::perft(const Call& call) {
    const auto depth = parse_unsigned(call.args[0], 1, kMaxPerftDepth);
    if (!depth)
        return reply_error("perft: depth must be from 1 to " + std::to_string(kMaxPerftDepth));
    const SearchTiming timing(SteadyClock::now());
    engine_.perft(static_cast<int>(*depth),
                  [this, timing, depth = *depth](const PerftResult& result, std::uint64_t total) {
                      reply_lines(perft_lines(result, total));
                      // Timing is for people and goes to the log, so replies stay a pure function
                      // of the input.
                      note("perft " + std::to_string(depth) + ": " + std::to_string(total) +
                           " leaves in " + elapsed_seconds_text(timing.elapsed()) + " s");
                  });
}

}  // namespace reversi
