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

const CommandTable<ProtocolSession::Handler>& ProtocolSession::commands() {
    using P = ProtocolSession;
    static constexpr std::array<CommandSpec<Handler>, 19> kCommands{{
        {"reversi", 0, 0, "reversi", &P::handshake},
        {"isready", 0, 0, "isready", &P::is_ready, DuringSearch::InTurn},
        {"newgame", 0, 0, "newgame", &P::new_game},
        {"position", 1, kAnyCount, "position startpos|board <squares> <side> [moves M ...]",
         &P::set_position},
        {"play", 1, 1, "play M", &P::play},
        {"undo", 0, 1, "undo [N]", &P::undo},
        {"seed", 0, 1, "seed [N]", &P::set_seed},
        {"level", 0, 1, "level [easy|normal|hard]", &P::set_level},
        {"setoption", 2, kAnyCount, "setoption name <option> value <value>", &P::set_option},
        {"go", 0, kAnyCount,
         "go [nodes N] [depth D] [movetime MS] [wtime MS btime MS [winc MS] [binc MS] "
         "[movestogo N]] [infinite]",
         &P::go},
        {"stop", 0, 0, "stop", &P::stop, DuringSearch::Interrupts},
        {"legal", 0, 0, "legal", &P::legal},
        {"show", 0, 0, "show", &P::show},
        {"d", 0, 0, "d", &P::show},
        {"perft", 1, 1, "perft D", &P::perft},
        {"bench", 0, 0, "bench", &P::bench},
        {"eval", 0, 0, "eval", &P::eval},
        {"help", 0, 0, "help", &P::help},
        {"quit", 0, 0, "quit", &P::quit, DuringSearch::EndsInput},
    }};
    static constexpr CommandTable<Handler> kTable{kCommands};
    return kTable;
}

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
    (this->*found.command->handler)(Call{args, received});
}

void ProtocolSession::reply_error(std::string_view reason) {
    reply("error " + std::string(reason));
}

void ProtocolSession::handshake(const Call&) {
    reply("id name " + std::string(kEngineName));
    reply("id version " + std::string(engine_version()));
    reply("id author " + std::string(kEngineAuthor));
    reply("id protocol " + std::string(kProtocolVersion));
    for (const EngineOption& option : engine_options())
        reply(option_line(option, engine_.settings()));
    reply("reversiok");
}

void ProtocolSession::is_ready(const Call&) { reply("readyok"); }

void ProtocolSession::new_game(const Call&) { engine_.new_game(); }

void ProtocolSession::set_position(const Call& call) { set_game(position_from(call.args)); }

void ProtocolSession::play(const Call& call) { set_game(play_moves(engine_.game(), call.args)); }

void ProtocolSession::set_game(LineResult result) {
    if (!result.line) return reply_error(result.error);
    engine_.set_game(std::move(*result.line));
}

void ProtocolSession::undo(const Call& call) {
    std::uint64_t count = 1;
    if (!call.args.empty()) {
        const auto parsed = parse_unsigned(call.args[0], 1, kMaxUndo);
        if (!parsed)
            return reply_error("undo: expected a count from 1 to " + std::to_string(kMaxUndo));
        count = *parsed;
    }
    if (!engine_.undo(count)) {
        return reply_error("undo: cannot take back " + std::to_string(count) + ", only " +
                           std::to_string(engine_.game().moves().size()) + " played");
    }
}

void ProtocolSession::set_seed(const Call& call) { option_command("Seed", call); }

void ProtocolSession::set_level(const Call& call) { option_command("Level", call); }

void ProtocolSession::option_command(std::string_view option_name, const Call& call) {
    const EngineOption& option = *find_option(option_name);
    const std::string word = option_word(option, ' ');
    if (call.args.empty()) return reply(word + " " + option.current(engine_.settings()));
    if (!engine_.set_option(option, call.args[0]))
        reply_error(word + ": expected " + std::string(option.expected));
}

void ProtocolSession::set_option(const Call& call) {
    const auto assignment = parse_setoption(call.args);
    if (!assignment) return reply_error("setoption: expected name <option> value <value>");
    const EngineOption* option = find_option(assignment->name);
    if (option == nullptr)
        return reply_error("setoption: unknown option: " + printable(assignment->name));
    // A combo's values are case-insensitive, as UCI GUIs expect.
    const std::string& value = assignment->value;
    if (!engine_.set_option(*option, option->type == OptionType::Combo ? lower_case(value) : value))
        reply_error("setoption: " + printable(assignment->name) + " must be " +
                    std::string(option->expected));
}

void ProtocolSession::go(const Call& call) {
    const GoArguments parsed = parse_go_arguments(call.args);
    if (!parsed.go) return reply_error("go: " + parsed.error);
    const SearchTiming timing(call.received);
    engine_.go(
        {engine_.position(), parsed.go->limits, parsed.go->time, ClockUse::ReplacesBudget,
         call.received},
        [this, timing](const SearchInfo& info) { reply(info_line(info, timing)); },
        [this](std::optional<Move> best, const std::optional<SearchInfo>&) {
            reply("bestmove " + (best ? move_name(*best) : std::string("none")));
        });
}

void ProtocolSession::stop(const Call&) { engine_.stop(); }

void ProtocolSession::legal(const Call&) { reply(legal_line(engine_.legal_moves())); }

void ProtocolSession::show(const Call&) { reply_lines(board_lines(engine_.position())); }

void ProtocolSession::perft(const Call& call) {
    const auto depth = parse_unsigned(call.args[0], 1, kMaxPerftDepth);
    if (!depth)
        return reply_error("perft: depth must be from 1 to " + std::to_string(kMaxPerftDepth));
    const SearchTiming timing(call.received);
    engine_.perft(static_cast<int>(*depth),
                  [this, timing, depth = *depth](const PerftResult& result, std::uint64_t total) {
                      reply_lines(perft_lines(result, total));
                      // Timing is for people and goes to the log, so replies stay a pure function
                      // of the input.
                      note("perft " + std::to_string(depth) + ": " + std::to_string(total) +
                           " leaves in " + seconds_text(timing.elapsed()) + " s");
                  });
}

// The node total depends only on the search, so it is printed on a line of its own; speed
// figures follow and vary from run to run.
void ProtocolSession::bench(const Call&) { reply_lines(bench_lines(engine_.bench())); }

void ProtocolSession::eval(const Call&) {
    reply_lines(eval_lines(engine_.position(), engine_.evaluate()));
}

void ProtocolSession::help(const Call&) { reply("help commands: " + commands().names(" ")); }

void ProtocolSession::quit(const Call&) { engine_.loop().end_session(); }

}  // namespace reversi
