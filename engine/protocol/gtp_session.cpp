// Dispatch on the command name through the command table, one short handler per command; every
// command gets exactly one response, and a failing one changes nothing. `genmove` and
// `reg_genmove` respond from the worker when their search ends; while it runs, only `quit` and
// GoGui's `# interrupt` act, and other commands wait their turn.
#include "protocol/gtp_session.hpp"

#include <array>
#include <cctype>
#include <istream>
#include <limits>
#include <optional>
#include <ostream>

#include "core/notation.hpp"
#include "protocol/board_text.hpp"
#include "protocol/engine_identity.hpp"
#include "protocol/gtp_command.hpp"
#include "protocol/implied_pass.hpp"
#include "vocabulary/numbers.hpp"
#include "vocabulary/tokens.hpp"

namespace reversi {

namespace {

constexpr std::string_view kGtpProtocolVersion = "2";
constexpr std::string_view kGameName = "Othello";  // as Quarry's list_games and set_game name it
// GoGui's way to interrupt a command: a comment line of its own (announced by gogui-interrupt).
constexpr std::string_view kInterruptLine = "# interrupt";
// GTP's int type: 0 to 2^31 - 1.
constexpr std::uint64_t kMaxGtpInt = std::numeric_limits<std::int32_t>::max();

std::optional<Color> parse_color(std::string_view text) {
    const std::string lower = lower_case(text);
    if (lower == "b" || lower == "black") return Color::Black;
    if (lower == "w" || lower == "white") return Color::White;
    return std::nullopt;
}

std::string_view color_name(Color c) { return c == Color::Black ? "black" : "white"; }

// Squares go out in upper case, as GTP tools print vertices; `pass` in lower case.
std::string vertex_name(Move m) {
    std::string name = move_name(m);
    if (!m.is_pass())
        name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
    return name;
}

// The result as Othello tools give it: the winner gets the empty squares ("B+64" for a
// wipeout with squares left empty), "0" for a draw.
std::string score_text(const Position& p) {
    const int black = p.disc_count(Color::Black);
    const int white = p.disc_count(Color::White);
    if (black == white) return "0";
    const int empties = kSquareCount - black - white;
    const int margin = (black > white ? black - white : white - black) + empties;
    return (black > white ? "B+" : "W+") + std::to_string(margin);
}

std::string_view winner_word(const Position& p) {
    switch (outcome_by_count(p)) {
        case Outcome::BlackWins:
            return "black";
        case Outcome::WhiteWins:
            return "white";
        case Outcome::Draw:
            return "draw";
    }
    return "draw";
}

std::optional<int> gtp_int(std::string_view text) {
    const auto value = parse_unsigned(text, 0, kMaxGtpInt);
    if (!value) return std::nullopt;
    return static_cast<int>(*value);
}

std::string_view trimmed(std::string_view text) {
    const auto first = text.find_first_not_of(" \t\r");
    if (first == std::string_view::npos) return {};
    const auto last = text.find_last_not_of(" \t\r");
    return text.substr(first, last - first + 1);
}

}  // namespace

GtpSession::GtpSession(std::ostream& out, std::ostream& log, const SessionOptions& options)
    : settings_(SessionSettings::from(options)), core_(out, log) {}

const CommandTable<GtpSession::Handler>& GtpSession::commands() {
    using G = GtpSession;
    // Extra arguments are ignored where gtp-rhino ignores them; commands whose arguments are
    // values (play, boardsize, komi, the clocks, the levels) take exactly their own.
    static constexpr std::array<CommandSpec<Handler>, 27> kCommands{{
        {"protocol_version", 0, kAnyCount, "protocol_version", &G::protocol_version},
        {"name", 0, kAnyCount, "name", &G::name},
        {"version", 0, kAnyCount, "version", &G::version},
        {"known_command", 0, kAnyCount, "known_command <name>", &G::known_command},
        {"list_commands", 0, kAnyCount, "list_commands", &G::list_commands},
        {"quit", 0, kAnyCount, "quit", &G::quit, DuringSearch::EndsInput},
        {"boardsize", 1, 1, "boardsize 8", &G::boardsize},
        {"clear_board", 0, kAnyCount, "clear_board", &G::clear_board},
        {"komi", 1, 1, "komi <float>", &G::komi},
        {"play", 2, 2, "play <color> <vertex|pass>", &G::play},
        {"genmove", 1, kAnyCount, "genmove <color>", &G::genmove},
        {"reg_genmove", 1, kAnyCount, "reg_genmove <color>", &G::reg_genmove},
        {"undo", 0, kAnyCount, "undo", &G::undo},
        {"showboard", 0, kAnyCount, "showboard", &G::showboard},
        {"final_score", 0, kAnyCount, "final_score", &G::final_score},
        {"time_settings", 3, 3, "time_settings <main> <byo-yomi> <stones>", &G::time_settings},
        {"kgs-time_settings", 1, 4,
         "kgs-time_settings none|absolute <main>|byoyomi <main> <period> <periods>|canadian "
         "<main> <byo-yomi> <stones>",
         &G::kgs_time_settings},
        {"time_left", 3, 3, "time_left <color> <time> <stones>", &G::time_left},
        {"gogui-interrupt", 0, kAnyCount, "gogui-interrupt", &G::interrupt},
        {"gogui-rules_legal_moves", 0, kAnyCount, "gogui-rules_legal_moves", &G::rules_legal_moves},
        {"gogui-rules_side_to_move", 0, kAnyCount, "gogui-rules_side_to_move",
         &G::rules_side_to_move},
        {"gogui-rules_final_result", 0, kAnyCount, "gogui-rules_final_result",
         &G::rules_final_result},
        {"list_games", 0, kAnyCount, "list_games", &G::list_games},
        {"set_game", 1, kAnyCount, "set_game Othello", &G::set_game},
        {"reversi-level", 0, 1, "reversi-level [easy|normal|hard]", &G::set_level},
        {"reversi-seed", 0, 1, "reversi-seed [<unsigned 64-bit number>]", &G::set_seed},
        {"reversi-move_overhead", 0, 1, "reversi-move_overhead [<milliseconds>]",
         &G::set_move_overhead},
    }};
    static constexpr CommandTable<Handler> kTable{kCommands};
    return kTable;
}

DuringSearch GtpSession::during_search(std::string_view line) const {
    if (trimmed(line) == kInterruptLine) return DuringSearch::Interrupts;
    const std::optional<GtpCommand> command = parse_gtp_command(line);
    return command ? commands().during_search(command->name, command->args.size())
                   : DuringSearch::Waits;
}

void GtpSession::execute_line(std::string_view line, SteadyClock::time_point received) {
    if (trimmed(line) == kInterruptLine) {
        core_.stop_search();  // answers nothing: it is a comment to every other engine
        return;
    }
    const std::optional<GtpCommand> command = parse_gtp_command(line);
    if (!command) return;  // empty after preprocessing: GTP ignores it
    if (command->name.empty())
        return respond(command->id, {false, "syntax error: no command after the id"});
    const std::vector<std::string_view> args(command->args.begin(), command->args.end());
    const auto found = commands().lookup(command->name, args.size());
    if (found.problem == CallProblem::UnknownCommand)
        return respond(command->id, {false, "unknown command"});
    if (found.problem == CallProblem::WrongArgumentCount) {
        return respond(command->id,
                       {false, "syntax error: expected " + std::string(found.command->usage)});
    }
    const Reply reply = (this->*found.command->handler)(Call{command->id, args, received});
    if (!reply.later) respond(command->id, reply);
}

// "=[id] result" or "?[id] message", then the empty line that ends every GTP response. A result
// that starts with a line break (showboard) starts on the line after the '='.
void GtpSession::respond(std::string_view id, const Reply& reply) {
    std::string text(1, reply.ok ? '=' : '?');
    text += id;
    if (!reply.text.empty() && reply.text.front() != '\n') text += ' ';
    text += reply.text;
    text += "\n\n";
    core_.write(text);
}

void GtpSession::new_game() {
    game_ = GameLine();
    moves_per_command_.clear();
    passes_after_end_ = 0;
}

GtpSession::Reply GtpSession::protocol_version(const Call&) {
    return {true, std::string(kGtpProtocolVersion)};
}

GtpSession::Reply GtpSession::name(const Call&) { return {true, std::string(kEngineName)}; }

GtpSession::Reply GtpSession::version(const Call&) { return {true, std::string(engine_version())}; }

GtpSession::Reply GtpSession::known_command(const Call& call) {
    const bool known = !call.args.empty() && commands().find(call.args[0]) != nullptr;
    return {true, known ? "true" : "false"};
}

GtpSession::Reply GtpSession::list_commands(const Call&) { return {true, commands().names("\n")}; }

GtpSession::Reply GtpSession::quit(const Call&) {
    core_.end_session();
    return {};
}

GtpSession::Reply GtpSession::boardsize(const Call& call) {
    if (!parse_unsigned(call.args[0], kBoardSize, kBoardSize)) return {false, "unacceptable size"};
    new_game();
    return {};
}

GtpSession::Reply GtpSession::clear_board(const Call&) {
    new_game();
    return {};
}

// Othello has no komi; the value is checked and ignored, since GUIs send it with every game.
GtpSession::Reply GtpSession::komi(const Call& call) {
    if (!is_decimal(call.args[0])) return {false, "syntax error: komi expects a number"};
    return {};
}

GtpSession::Reply GtpSession::play(const Call& call) {
    const auto color = parse_color(call.args[0]);
    if (!color) return {false, "invalid color"};
    const auto move = parse_move(call.args[1]);
    if (!move) return {false, "invalid coordinate"};
    const Position& position = game_.current();
    if (position.is_game_over()) {
        if (!move->is_pass()) return {false, "illegal move: the game is over"};
        ++passes_after_end_;
        return {};
    }
    if (*color != position.side_to_move() && !position.must_pass()) {
        return {false, "illegal move: " + std::string(color_name(position.side_to_move())) +
                           " is to move"};
    }
    const std::optional<int> added = play_as(game_, *color, *move);
    if (!added) {
        return {false,
                "illegal move: " + std::string(color_name(*color)) + " " + vertex_name(*move)};
    }
    moves_per_command_.push_back(*added);
    return {};
}

GtpSession::Reply GtpSession::genmove(const Call& call) { return generate(call, true); }

GtpSession::Reply GtpSession::reg_genmove(const Call& call) { return generate(call, false); }

// With a clock the search uses its share of the time instead of the level's own budget.
GtpSession::Search GtpSession::search_for(Color color, const Position& position,
                                          SteadyClock::time_point received) const {
    Search search{{settings_.level, settings_.seed, {}}, {}};
    if (const auto reading = clock_.reading(color)) {
        const TimeLimits time = clock_of(color, *reading);
        search.request.limits = with_time({}, time);
        search.control = timed_control(time, position, received, settings_.move_overhead);
    }
    return search;
}

// GTP says genmove never fails. Like gtp-rhino, a colour that cannot move now (the other side
// is to move and has a square) gets `pass`, and nothing changes; after the end of the game
// every genmove is `pass`.
GtpSession::Reply GtpSession::generate(const Call& call, bool play_it) {
    const auto color = parse_color(call.args[0]);
    if (!color) return {false, "invalid color"};
    const Position& position = game_.current();
    if (position.is_game_over()) {
        if (play_it) ++passes_after_end_;
        return {true, "pass"};
    }
    if (*color != position.side_to_move() && !position.must_pass()) return {true, "pass"};
    GameLine line = game_;
    int added = 0;
    if (*color != position.side_to_move()) {
        line.play(Move::pass());
        ++added;
    }
    Search search = search_for(*color, line.current(), call.received);
    const std::string id(call.id);
    const auto received = call.received;
    core_.start_search([this, line, added, search, id, received, color = *color,
                        play_it](const StopFlag& stop) mutable {
        search.control.stop = &stop;
        const Move best = choose_move(line.current(), search.request, {}, search.control);
        if (!line.play(best)) {
            core_.note("reversi-engine: the search chose an illegal move " + move_name(best));
            return respond(id, {false, "internal error: the search chose an illegal move"});
        }
        if (play_it) {
            game_ = std::move(line);
            moves_per_command_.push_back(added + 1);
            clock_.spend(color,
                         std::chrono::duration_cast<milliseconds>(SteadyClock::now() - received));
        }
        respond(id, {true, vertex_name(best)});
    });
    return {true, {}, true};
}

GtpSession::Reply GtpSession::undo(const Call&) {
    if (passes_after_end_ > 0) {
        --passes_after_end_;
        return {};
    }
    if (moves_per_command_.empty()) return {false, "cannot undo"};
    game_.undo(static_cast<std::size_t>(moves_per_command_.back()));
    moves_per_command_.pop_back();
    return {};
}

GtpSession::Reply GtpSession::showboard(const Call&) {
    std::string text;
    for (const std::string& line : board_lines(game_.current()))
        text += '\n' + line;
    return {true, text};
}

GtpSession::Reply GtpSession::final_score(const Call&) {
    if (!game_.current().is_game_over()) return {false, "cannot score: the game is not over"};
    return {true, score_text(game_.current())};
}

GtpSession::Reply GtpSession::time_settings(const Call& call) {
    const auto main = parse_seconds(call.args[0]);
    const auto byo_yomi = parse_seconds(call.args[1]);
    const auto stones = gtp_int(call.args[2]);
    if (!main || !byo_yomi || !stones)
        return {false, "syntax error: time_settings expects three integers"};
    if (main->count() == 0 && byo_yomi->count() == 0) {
        clock_.set_none();  // no time at all would lose at once: read as no limit
    } else {
        clock_.set_canadian(*main, *byo_yomi, *stones);
    }
    return {};
}

// KGS's extension: `none`, `absolute <main>`, `byoyomi <main> <period> <periods>` (Japanese)
// or `canadian <main> <byo-yomi> <stones>`.
GtpSession::Reply GtpSession::kgs_time_settings(const Call& call) {
    const Args args = call.args;
    const std::string_view system = args[0];
    const auto time = [&](std::size_t i) { return parse_seconds(args[i]); };
    if (system == "none" && args.size() == 1) {
        clock_.set_none();
        return {};
    }
    if (system == "absolute" && args.size() == 2 && time(1)) {
        clock_.set_absolute(*time(1));
        return {};
    }
    if ((system == "byoyomi" || system == "canadian") && args.size() == 4 && time(1) && time(2) &&
        gtp_int(args[3])) {
        if (system == "byoyomi") {
            clock_.set_japanese(*time(1), *time(2), *gtp_int(args[3]));
        } else {
            clock_.set_canadian(*time(1), *time(2), *gtp_int(args[3]));
        }
        return {};
    }
    return {false,
            "syntax error: expected " + std::string(commands().find("kgs-time_settings")->usage)};
}

GtpSession::Reply GtpSession::time_left(const Call& call) {
    const auto color = parse_color(call.args[0]);
    if (!color) return {false, "invalid color"};
    const auto time = parse_seconds(call.args[1]);
    const auto stones = gtp_int(call.args[2]);
    if (!time || !stones)
        return {false, "syntax error: time_left expects a color and two integers"};
    clock_.set_left(*color, *time, *stones);
    return {};
}

// GoGui asks whether `# interrupt` lines are understood; they are.
GtpSession::Reply GtpSession::interrupt(const Call&) { return {}; }

GtpSession::Reply GtpSession::rules_legal_moves(const Call&) {
    const Position& position = game_.current();
    if (position.is_game_over()) return {};
    if (position.must_pass()) return {true, "pass"};
    std::string text;
    for_each_square(position.legal_moves(), [&](int square) {
        if (!text.empty()) text += ' ';
        text += vertex_name(Move::at(square));
    });
    return {true, text};
}

GtpSession::Reply GtpSession::rules_side_to_move(const Call&) {
    return {true, std::string(color_name(game_.current().side_to_move()))};
}

GtpSession::Reply GtpSession::rules_final_result(const Call&) {
    const Position& position = game_.current();
    if (!position.is_game_over()) return {true, "unknown"};
    return {true, std::string(winner_word(position))};
}

// Quarry's extension: a GUI for several games asks which ones an engine plays.
GtpSession::Reply GtpSession::list_games(const Call&) { return {true, std::string(kGameName)}; }

GtpSession::Reply GtpSession::set_game(const Call& call) {
    if (call.args[0] != kGameName) return {false, "unsupported game"};
    return {};
}

GtpSession::Reply GtpSession::set_level(const Call& call) {
    if (call.args.empty()) return {true, std::string(level_name(settings_.level))};
    const auto level = parse_level(call.args[0]);
    if (!level) return {false, "invalid level: expected easy, normal or hard"};
    settings_.level = *level;
    return {};
}

GtpSession::Reply GtpSession::set_seed(const Call& call) {
    if (call.args.empty()) return {true, std::to_string(settings_.seed)};
    const auto seed = parse_unsigned(call.args[0], 0, std::numeric_limits<std::uint64_t>::max());
    if (!seed) return {false, "invalid seed: expected an unsigned 64-bit decimal number"};
    settings_.seed = *seed;
    return {};
}

GtpSession::Reply GtpSession::set_move_overhead(const Call& call) {
    if (call.args.empty()) return {true, std::to_string(settings_.move_overhead.count())};
    const auto overhead =
        parse_unsigned(call.args[0], 0, static_cast<std::uint64_t>(kMaxMoveOverhead.count()));
    if (!overhead) return {false, "invalid move overhead: expected milliseconds from 0 to 10000"};
    settings_.move_overhead = milliseconds(static_cast<std::int64_t>(*overhead));
    return {};
}

}  // namespace reversi
