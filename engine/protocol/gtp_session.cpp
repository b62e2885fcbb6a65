// Dispatch on the command name, one short handler per command; every handler returns exactly
// one reply, and a failing one changes nothing.
#include "protocol/gtp_session.hpp"

#include <array>
#include <cctype>
#include <istream>
#include <limits>
#include <optional>
#include <ostream>

#include "core/notation.hpp"
#include "protocol/board_text.hpp"
#include "protocol/gtp_command.hpp"
#include "protocol/implied_pass.hpp"
#include "protocol/line_reader.hpp"
#include "search/search.hpp"
#include "vocabulary/numbers.hpp"
#include "vocabulary/tokens.hpp"

#ifndef REVERSI_VERSION
#define REVERSI_VERSION "0.0.0"
#endif

namespace reversi {

namespace {

constexpr std::string_view kGtpProtocolVersion = "2";
constexpr std::string_view kGameName = "Othello";  // as Quarry's list_games and set_game name it
// GTP's int type: 0 to 2^31 - 1.
constexpr std::uint64_t kMaxGtpInt = std::numeric_limits<std::int32_t>::max();

std::string lower_case(std::string_view text) {
    std::string lower;
    for (char c : text)
        lower.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    return lower;
}

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

// Disc difference in GTP's score notation: "B+12", "W+4", or "0" for a draw.
std::string score_text(const Position& p) {
    const int difference = p.disc_count(Color::Black) - p.disc_count(Color::White);
    if (difference == 0) return "0";
    return (difference > 0 ? "B+" : "W+") +
           std::to_string(difference > 0 ? difference : -difference);
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

bool is_gtp_int(std::string_view text) { return parse_unsigned(text, 0, kMaxGtpInt).has_value(); }

}  // namespace

GtpSession::GtpSession(std::ostream& out, std::ostream& log, Level level, std::uint64_t seed)
    : out_(out), log_(log), level_(level), seed_(seed) {}

std::span<const GtpSession::Command> GtpSession::commands() {
    static constexpr std::array<Command, 23> kCommands{{
        {"protocol_version", 0, 0, "protocol_version", &GtpSession::protocol_version},
        {"name", 0, 0, "name", &GtpSession::name},
        {"version", 0, 0, "version", &GtpSession::version},
        {"known_command", 1, 1, "known_command <name>", &GtpSession::known_command},
        {"list_commands", 0, 0, "list_commands", &GtpSession::list_commands},
        {"quit", 0, 0, "quit", &GtpSession::quit},
        {"boardsize", 1, 1, "boardsize 8", &GtpSession::boardsize},
        {"clear_board", 0, 0, "clear_board", &GtpSession::clear_board},
        {"komi", 1, 1, "komi <float>", &GtpSession::komi},
        {"play", 2, 2, "play <color> <vertex|pass>", &GtpSession::play},
        {"genmove", 1, 1, "genmove <color>", &GtpSession::genmove},
        {"undo", 0, 0, "undo", &GtpSession::undo},
        {"showboard", 0, 0, "showboard", &GtpSession::showboard},
        {"final_score", 0, 0, "final_score", &GtpSession::final_score},
        {"time_settings", 3, 3, "time_settings <main> <byo-yomi> <stones>",
         &GtpSession::time_settings},
        {"time_left", 3, 3, "time_left <color> <time> <stones>", &GtpSession::time_left},
        {"gogui-rules_legal_moves", 0, 0, "gogui-rules_legal_moves",
         &GtpSession::rules_legal_moves},
        {"gogui-rules_side_to_move", 0, 0, "gogui-rules_side_to_move",
         &GtpSession::rules_side_to_move},
        {"gogui-rules_final_result", 0, 0, "gogui-rules_final_result",
         &GtpSession::rules_final_result},
        {"list_games", 0, 0, "list_games", &GtpSession::list_games},
        {"set_game", 1, 1, "set_game Othello", &GtpSession::set_game},
        {"reversi-level", 0, 1, "reversi-level [easy|normal|hard]", &GtpSession::set_level},
        {"reversi-seed", 0, 1, "reversi-seed [<unsigned 64-bit number>]", &GtpSession::set_seed},
    }};
    return kCommands;
}

const GtpSession::Command* GtpSession::find_command(std::string_view name) {
    for (const Command& command : commands()) {
        if (command.name == name) return &command;
    }
    return nullptr;
}

void GtpSession::run(std::istream& in) {
    std::string line;
    while (!ended_) {
        const LineStatus status = read_line(in, line);
        if (status == LineStatus::End) break;  // end of input means quit
        if (status == LineStatus::TooLong) {
            respond("",
                    {false, "line too long (limit " + std::to_string(kMaxLineLength) + " bytes)"});
            continue;
        }
        execute(line);
    }
}

bool GtpSession::execute(std::string_view line) {
    const std::optional<GtpCommand> command = parse_gtp_command(line);
    if (!command) return !ended_;  // empty after preprocessing: GTP ignores it
    if (command->name.empty()) {
        respond(command->id, {false, "syntax error: no command after the id"});
        return !ended_;
    }
    const Command* known = find_command(command->name);
    if (known == nullptr) {
        respond(command->id, {false, "unknown command"});
        return !ended_;
    }
    if (command->args.size() < known->min_args || command->args.size() > known->max_args) {
        respond(command->id, {false, "syntax error: expected " + std::string(known->usage)});
        return !ended_;
    }
    respond(command->id, (this->*known->handler)(command->args));
    return !ended_;
}

// "=[id] result" or "?[id] message", then the empty line that ends every GTP response. A result
// that starts with a line break (showboard) starts on the line after the '='.
void GtpSession::respond(std::string_view id, const Reply& reply) {
    out_ << (reply.ok ? '=' : '?') << id;
    if (!reply.text.empty() && reply.text.front() != '\n') out_ << ' ';
    out_ << reply.text << "\n\n" << std::flush;
}

void GtpSession::new_game() {
    game_ = GameLine();
    moves_per_command_.clear();
    passes_after_end_ = 0;
}

GtpSession::Reply GtpSession::protocol_version(Args) {
    return {true, std::string(kGtpProtocolVersion)};
}

GtpSession::Reply GtpSession::name(Args) { return {true, "reversi-engine"}; }

GtpSession::Reply GtpSession::version(Args) { return {true, REVERSI_VERSION}; }

GtpSession::Reply GtpSession::known_command(Args args) {
    return {true, find_command(args[0]) != nullptr ? "true" : "false"};
}

GtpSession::Reply GtpSession::list_commands(Args) {
    std::string text;
    for (const Command& command : commands()) {
        if (!text.empty()) text += '\n';
        text += command.name;
    }
    return {true, text};
}

GtpSession::Reply GtpSession::quit(Args) {
    ended_ = true;
    return {};
}

GtpSession::Reply GtpSession::boardsize(Args args) {
    if (!parse_unsigned(args[0], kBoardSize, kBoardSize)) return {false, "unacceptable size"};
    new_game();
    return {};
}

GtpSession::Reply GtpSession::clear_board(Args) {
    new_game();
    return {};
}

// Othello has no komi; the value is checked and ignored, since GUIs send it with every game.
GtpSession::Reply GtpSession::komi(Args args) {
    if (!is_decimal(args[0])) return {false, "syntax error: komi expects a number"};
    return {};
}

GtpSession::Reply GtpSession::play(Args args) {
    const auto color = parse_color(args[0]);
    if (!color) return {false, "invalid color"};
    const auto move = parse_move(args[1]);
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

GtpSession::Reply GtpSession::genmove(Args args) {
    const auto color = parse_color(args[0]);
    if (!color) return {false, "invalid color"};
    const Position& position = game_.current();
    if (position.is_game_over()) {
        ++passes_after_end_;
        return {true, "pass"};
    }
    if (*color != position.side_to_move() && !position.must_pass()) {
        return {false,
                "wrong color: " + std::string(color_name(position.side_to_move())) + " is to move"};
    }
    GameLine line = game_;
    int added = 0;
    if (*color != position.side_to_move()) {
        line.play(Move::pass());
        ++added;
    }
    const Move best = choose_move(line.current(), SearchRequest{level_, seed_, {}});
    if (!line.play(best)) {
        log_ << "reversi-engine: the search chose an illegal move " << move_name(best) << '\n'
             << std::flush;
        return {false, "internal error: the search chose an illegal move"};
    }
    game_ = std::move(line);
    moves_per_command_.push_back(added + 1);
    return {true, vertex_name(best)};
}

GtpSession::Reply GtpSession::undo(Args) {
    if (passes_after_end_ > 0) {
        --passes_after_end_;
        return {};
    }
    if (moves_per_command_.empty()) return {false, "cannot undo"};
    game_.undo(static_cast<std::size_t>(moves_per_command_.back()));
    moves_per_command_.pop_back();
    return {};
}

GtpSession::Reply GtpSession::showboard(Args) {
    std::string text;
    for (const std::string& line : board_lines(game_.current()))
        text += '\n' + line;
    return {true, text};
}

GtpSession::Reply GtpSession::final_score(Args) {
    if (!game_.current().is_game_over()) return {false, "cannot score: the game is not over"};
    return {true, score_text(game_.current())};
}

// The opponents are budgeted in positions visited, not time: clocks are checked and ignored.
GtpSession::Reply GtpSession::time_settings(Args args) {
    for (const std::string& value : args) {
        if (!is_gtp_int(value))
            return {false, "syntax error: time_settings expects three integers"};
    }
    return {};
}

GtpSession::Reply GtpSession::time_left(Args args) {
    if (!parse_color(args[0])) return {false, "invalid color"};
    if (!is_gtp_int(args[1]) || !is_gtp_int(args[2]))
        return {false, "syntax error: time_left expects a color and two integers"};
    return {};
}

GtpSession::Reply GtpSession::rules_legal_moves(Args) {
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

GtpSession::Reply GtpSession::rules_side_to_move(Args) {
    return {true, std::string(color_name(game_.current().side_to_move()))};
}

GtpSession::Reply GtpSession::rules_final_result(Args) {
    const Position& position = game_.current();
    if (!position.is_game_over()) return {true, "unknown"};
    return {true, std::string(winner_word(position))};
}

// Quarry's extension: a GUI for several games asks which ones an engine plays.
GtpSession::Reply GtpSession::list_games(Args) { return {true, std::string(kGameName)}; }

GtpSession::Reply GtpSession::set_game(Args args) {
    if (args[0] != kGameName) return {false, "unsupported game"};
    return {};
}

GtpSession::Reply GtpSession::set_level(Args args) {
    if (args.empty()) return {true, std::string(level_name(level_))};
    const auto level = parse_level(args[0]);
    if (!level) return {false, "invalid level: expected easy, normal or hard"};
    level_ = *level;
    return {};
}

GtpSession::Reply GtpSession::set_seed(Args args) {
    if (args.empty()) return {true, std::to_string(seed_)};
    const auto seed = parse_unsigned(args[0], 0, std::numeric_limits<std::uint64_t>::max());
    if (!seed) return {false, "invalid seed: expected an unsigned 64-bit decimal number"};
    seed_ = *seed;
    return {};
}

}  // namespace reversi
