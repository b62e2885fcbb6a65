// SPDX-License-Identifier: GPL-3.0-or-later
// The command loop fed sequences of plausible commands decoded from the fuzz input: legal and
// illegal moves, positions reached by play, take-backs, searches, counts, evaluations and noise.
// Besides not crashing, every reply is checked against a model of the game kept with the core's
// rules: a rejected command gets exactly one error and changes nothing; an accepted one does
// exactly what protocol-spec/PROTOCOL.md says. REVERSI_FUZZ_VERBOSE=1 prints the session to stderr.
#include <algorithm>
#include <array>
#include <cstdlib>
#include <iostream>
#include <limits>
#include <sstream>
#include <string>
#include <vector>

#include "core/notation.hpp"
#include "fuzz/budget.hpp"
#include "fuzz/byte_source.hpp"
#include "fuzz/check.hpp"
#include "fuzz/harnesses.hpp"
#include "protocol/session.hpp"
#include "support/transcript.hpp"
#include "vocabulary/engine_options.hpp"
#include "vocabulary/tokens.hpp"

namespace reversi::fuzz {

namespace {

using Replies = std::vector<std::string>;

constexpr std::size_t kMaxSteps = 128;
constexpr std::uint64_t kMaxUndo = 1'000'000;
constexpr std::size_t kMaxGameMoves = 61;

bool starts_with(std::string_view text, std::string_view prefix) {
    return text.substr(0, prefix.size()) == prefix;
}

// " " + word would do, but GCC 12 reports a false -Wrestrict on it.
void append_word(std::string& line, std::string_view word) {
    line += ' ';
    line += word;
}

bool is_error(const Replies& replies) {
    for (const std::string& line : replies) {
        if (starts_with(line, "error ")) return true;
    }
    return false;
}

std::string one_reply_per_line(const Replies& replies) {
    std::string text;
    for (const std::string& line : replies)
        text += line + "\n";
    return text;
}

std::string legal_reply(const Position& p) {
    if (p.is_game_over()) return "legal none";
    if (p.must_pass()) return "legal pass";
    std::string line = "legal";
    for_each_square(p.legal_moves(), [&](int square) { append_word(line, square_name(square)); });
    return line;
}

// The k-th legal move of a position that is not over (a pass when it must pass).
Move nth_legal_move(const Position& p, std::size_t k) {
    if (p.must_pass()) return Move::pass();
    Bitboard moves = p.legal_moves();
    for (k %= static_cast<std::size_t>(popcount(moves)); k > 0; --k)
        moves &= moves - 1;
    return Move::at(lowest_square(moves));
}

std::string in_random_case(std::string text, ByteSource& bytes) {
    for (char& c : text) {
        if (c >= 'a' && c <= 'z' && bytes.one_in(4)) c = static_cast<char>(c - 'a' + 'A');
    }
    return text;
}

class CommandFuzzer {
public:
    CommandFuzzer(const std::uint8_t* data, std::size_t size)
        : bytes_(data, size), session_(out_, log_), verbose_(std::getenv("REVERSI_FUZZ_VERBOSE")) {}

    void run() {
        for (std::size_t step = 0; step < kMaxSteps && !bytes_.exhausted() && !ended_; ++step) {
            one_step();
            if (!ended_) check_model();
        }
    }

private:
    using Step = void (CommandFuzzer::*)();

    void one_step() {
        static constexpr std::array<Step, 16> kSteps{
            &CommandFuzzer::query,        &CommandFuzzer::new_game,
            &CommandFuzzer::play_legal,   &CommandFuzzer::play_legal,
            &CommandFuzzer::play_legal,   &CommandFuzzer::play_any,
            &CommandFuzzer::set_position, &CommandFuzzer::set_bad_position,
            &CommandFuzzer::undo,         &CommandFuzzer::set_seed,
            &CommandFuzzer::set_level,    &CommandFuzzer::go,
            &CommandFuzzer::perft,        &CommandFuzzer::noise,
            &CommandFuzzer::noise,        &CommandFuzzer::quit,
        };
        (this->*bytes_.pick(kSteps))();
    }

    // --- talking to the session ---------------------------------------------------------

    Replies send(std::string_view line) {
        const std::string command = within_budget(line);
        if (verbose_) std::cerr << "> " << command << '\n';
        ended_ = !session_.execute(command);
        Replies replies;
        std::istringstream text(out_.str());
        out_.str("");
        for (std::string reply; std::getline(text, reply);) {
            if (verbose_) std::cerr << "< " << reply << '\n';
            check(!reply.empty(), "an empty reply line", command);
            for (char c : reply)
                check(c >= 0x20 && c < 0x7f, "a reply byte outside printable ASCII", reply);
            replies.push_back(reply);
        }
        return replies;
    }

    // Sends `line`; if the engine rejects it, that is one error line and nothing changed.
    // (The model matches the engine before every step: check_model() saw to it.)
    Replies send_checked(std::string_view line) {
        const Position before = position();
        Replies replies = send(line);
        if (is_error(replies)) {
            check(replies.size() == 1, "a rejected command got more than one reply",
                  std::string(line) + "\n" + one_reply_per_line(replies));
            check(current() == before, "a rejected command changed the position", line);
        }
        return replies;
    }

    void expect_accepted(const Replies& replies, std::string_view line) {
        check(replies.empty(), "a valid silent command got a reply",
              std::string(line) + "\n" + one_reply_per_line(replies));
    }

    void expect_rejected(const Replies& replies, std::string_view line) {
        check(replies.size() == 1 && is_error(replies), "an invalid command was not rejected",
              std::string(line) + "\n" + one_reply_per_line(replies));
    }

    // The position the engine holds, read from the last line of `show`.
    Position current() {
        const Replies board = send("show");
        check(!board.empty() && starts_with(board.back(), "position "), "show lost its last line",
              one_reply_per_line(board));
        const auto p = parse_position(std::string_view(board.back()).substr(9));
        check(p.has_value(), "show printed a position string it cannot read", board.back());
        return *p;
    }

    void check_model() {
        const Position engine = current();
        check(engine == model_.back(), "the engine's position differs from the model",
              "engine " + position_string(engine) + "\nmodel  " + position_string(model_.back()));
    }

    std::size_t history() const { return model_.size() - 1; }
    const Position& position() const { return model_.back(); }

    // --- steps ----------------------------------------------------------------------------

    void query() {
        static constexpr std::array<std::string_view, 7> kQueries{
            "reversi", "isready", "help", "show", "d", "legal", "eval"};
        const std::string_view query = bytes_.pick(kQueries);
        const Replies replies = send(query);
        const std::string text = one_reply_per_line(replies);
        if (query == "reversi") {
            const bool shaped =
                std::all_of(replies.begin(), replies.end() - 1, [](const auto& line) {
                    return starts_with(line, "id ") || starts_with(line, "option name ");
                });
            // Four `id` lines, one `option` line per entry of the options table, `reversiok`.
            check(replies.size() == 5 + engine_options().size() &&
                      replies[0] == "id name reversi-engine" && replies.back() == "reversiok" &&
                      shaped,
                  "bad handshake", text);
        } else if (query == "isready") {
            check(replies == Replies{"readyok"}, "bad isready reply", text);
        } else if (query == "help") {
            check(replies.size() == 1 && starts_with(replies[0], "help commands:"),
                  "bad help reply", text);
        } else if (query == "eval") {
            check(
                !replies.empty() && starts_with(replies[0], "eval side ") &&
                    std::all_of(replies.begin(), replies.end(),
                                [](const std::string& line) { return starts_with(line, "eval "); }),
                "bad eval reply", text);
        } else if (query == "legal") {
            check(replies == Replies{legal_reply(position())}, "legal disagrees with the rules",
                  text + position_string(position()));
        } else {
            check_board_text(replies);
        }
    }

    void check_board_text(const Replies& lines) {
        const Position& p = position();
        const std::string text = one_reply_per_line(lines) + "model " + position_string(p);
        check(lines.size() == 13, "show is not 13 lines", text);
        for (int row = 0; row < kBoardSize; ++row) {
            for (int column = 0; column < kBoardSize; ++column) {
                const Bitboard bit = square_bit(square_at(column, row));
                const char expected = (p.discs(Color::Black) & bit)   ? 'X'
                                      : (p.discs(Color::White) & bit) ? 'O'
                                      : (p.legal_moves() & bit)       ? '*'
                                                                      : '-';
                const std::string& line = lines[1 + static_cast<std::size_t>(row)];
                check(
                    line.size() == 17 && line[2 + 2 * static_cast<std::size_t>(column)] == expected,
                    "show draws a square wrongly", text);
            }
        }
        const std::string_view state = p.is_game_over() ? "over" : p.must_pass() ? "pass" : "play";
        check(lines[11] == "state " + std::string(state), "show states the wrong state", text);
    }

    void new_game() {
        expect_accepted(send("newgame"), "newgame");
        model_ = {Position::start()};
        history_known_ = true;
    }

    void play_legal() {
        const Position p = position();
        if (p.is_game_over()) return expect_rejected(send_checked("play pass"), "play pass");
        const Move m = nth_legal_move(p, bytes_.byte());
        const std::string line = "play " + in_random_case(move_name(m), bytes_);
        expect_accepted(send(line), line);
        model_.push_back(p.after(m));
    }

    std::string move_token() {
        static constexpr std::array<std::string_view, 12> kOdd{
            "pass", "a0", "i1", "a9", "h", "a10", "pas", "passs", "@1", "1a", "--", "e4e4"};
        if (bytes_.one_in(3)) return in_random_case(std::string(bytes_.pick(kOdd)), bytes_);
        return in_random_case(square_name(static_cast<int>(bytes_.below(kSquareCount))), bytes_);
    }

    void play_any() {
        const std::string token = move_token();
        const std::string line = "play " + token;
        const Replies replies = send_checked(line);
        const auto m = parse_move(token);
        if (m && position().is_legal(*m)) {
            expect_accepted(replies, line);
            model_.push_back(position().after(*m));
        } else {
            expect_rejected(replies, line);
        }
    }

    // A board built from the input: the start, an empty board or random discs, with edits.
    std::string board_text() {
        std::string board(kSquareCount, '-');
        static constexpr std::array<char, 3> kCells{'-', 'X', 'O'};
        switch (bytes_.below(3)) {
            case 0:
                board = position_string(Position::start()).substr(0, kSquareCount);
                break;
            case 1:
                for (char& cell : board)
                    cell = bytes_.pick(kCells);
                break;
            default:
                break;
        }
        for (std::size_t edits = bytes_.below(12); edits > 0; --edits) {
            const std::size_t square = bytes_.below(kSquareCount);
            board[square] = bytes_.pick(kCells);
        }
        return board;
    }

    // A position command and the line of positions it leads to, all legal.
    struct PositionCommand {
        std::string line;
        std::vector<Position> positions;
    };
    PositionCommand valid_position_command() {
        PositionCommand command{"position startpos", {Position::start()}};
        if (bytes_.one_in(2)) {
            const std::string board = board_text();
            const std::string side = bytes_.one_in(2) ? "X" : "O";
            command.line = "position board " + board + " " + side;
            command.positions = {*parse_position(board, side)};
        }
        const std::size_t moves = bytes_.below(kMaxGameMoves);
        if (moves > 0 || bytes_.one_in(4)) command.line += " moves";
        for (std::size_t i = 0; i < moves && !command.positions.back().is_game_over(); ++i) {
            const Move m = nth_legal_move(command.positions.back(), bytes_.byte());
            append_word(command.line, in_random_case(move_name(m), bytes_));
            command.positions.push_back(command.positions.back().after(m));
        }
        return command;
    }

    void set_position() {
        PositionCommand command = valid_position_command();
        expect_accepted(send(command.line), command.line);
        model_ = std::move(command.positions);
        history_known_ = true;
    }

    void set_bad_position() {
        static constexpr std::array<std::string_view, 10> kBad{
            "position",
            "position somewhere",
            "position startpos d3",
            "position startpos moves z9",
            "position startpos moves d3 d3",
            "position board",
            "position board ---- X",
            "position startpos moves pass",
            "position board startpos X",
            "position startpos move d3",
        };
        std::string line;
        switch (bytes_.below(4)) {
            case 0:
                line = bytes_.pick(kBad);
                break;
            case 1: {  // one square that is not X, O or -
                static constexpr std::array<char, 6> kWrong{'x', 'o', '.', '*', '0', '#'};
                std::string board = board_text();
                const std::size_t square = bytes_.below(kSquareCount);
                board[square] = bytes_.pick(kWrong);
                line = "position board " + board + " X";
                break;
            }
            case 2: {  // a side that is not X or O, or a board of the wrong length
                static constexpr std::array<std::string_view, 5> kSides{"x", "o", "B", "XO", "-"};
                std::string board = board_text();
                if (bytes_.one_in(2)) {
                    board.pop_back();
                } else {
                    board += '-';
                }
                if (bytes_.one_in(2)) board = board_text();  // right length, wrong side
                const std::string_view side = bytes_.pick(kSides);
                line = "position board " + board + " " + std::string(side);
                break;
            }
            default: {  // a valid line of play, then a move on an occupied square
                const PositionCommand valid = valid_position_command();
                Bitboard taken = ~valid.positions.back().empty();
                std::string illegal = "pass";  // an empty board: nobody can move, nor pass
                if (taken != 0) {
                    for (auto k = bytes_.below(static_cast<std::size_t>(popcount(taken))); k > 0;
                         --k)
                        taken &= taken - 1;
                    illegal = square_name(lowest_square(taken));
                }
                const bool has_moves = valid.line.find(" moves") != std::string::npos;
                line = valid.line + (has_moves ? " " : " moves ") + illegal;
                break;
            }
        }
        expect_rejected(send_checked(line), line);
    }

    std::string number_token(std::span<const std::string_view> specials) {
        if (bytes_.one_in(2)) return std::string(bytes_.pick(specials));
        return std::to_string(bytes_.below(70));
    }

    void undo() {
        static constexpr std::array<std::string_view, 9> kSpecial{
            "", "0", "1000000", "1000001", "99999999999999999999", "-1", "x", "1.5", "+1"};
        const std::string count = number_token(kSpecial);
        const std::string line = count.empty() ? "undo" : "undo " + count;
        const Replies replies = send_checked(line);
        if (!history_known_) {
            if (!is_error(replies)) model_ = {current()};
            return;
        }
        const auto taken =
            count.empty() ? std::optional<std::uint64_t>{1} : parse_unsigned(count, 1, kMaxUndo);
        if (taken && *taken <= history()) {
            expect_accepted(replies, line);
            model_.erase(model_.end() - static_cast<std::ptrdiff_t>(*taken), model_.end());
        } else {
            expect_rejected(replies, line);
        }
    }

    void set_seed() {
        static constexpr std::array<std::string_view, 8> kSpecial{
            "0",   "18446744073709551615",   "18446744073709551616", "-1", "abc", "1e9",
            "007", "99999999999999999999999"};
        const std::string seed = number_token(kSpecial);
        const std::string line = "seed " + seed;
        const Replies replies = send_checked(line);
        if (parse_unsigned(seed, 0, std::numeric_limits<std::uint64_t>::max())) {
            expect_accepted(replies, line);
        } else {
            expect_rejected(replies, line);
        }
    }

    void set_level() {
        static constexpr std::array<std::string_view, 7> kLevels{"easy", "normal", "hard",  "Easy",
                                                                 "HARD", "expert", "medium"};
        const std::string_view level = bytes_.pick(kLevels);
        const std::string line = "level " + std::string(level);
        const Replies replies = send_checked(line);
        // Levels are read in any case; "expert" and "medium" are no level.
        if (level != "expert" && level != "medium") {
            expect_accepted(replies, line);
        } else {
            expect_rejected(replies, line);
        }
    }

    void go() {
        static constexpr std::array<std::string_view, 6> kNodes{
            "1", "2000", "0", "1000000000000", "1000000000001", "x"};
        static constexpr std::array<std::string_view, 6> kDepths{"1", "6", "60", "0", "61", "x"};
        std::string line = "go";
        const std::size_t shape = bytes_.below(6);
        if (shape & 1) line += " nodes " + number_token(kNodes);
        if (shape & 2) line += " depth " + number_token(kDepths);
        if (shape == 4) line += bytes_.one_in(2) ? " time 100" : " nodes";
        const Replies replies = send_checked(line);
        if (is_error(replies)) return;
        check_search_reply(replies, line);
        if (bytes_.one_in(4)) {
            // info lines' time and nps depend on the machine; everything else must repeat.
            check(testing_support::mask_timing(send(line)) == testing_support::mask_timing(replies),
                  "the same go gave a different reply", line);
        }
    }

    void check_search_reply(const Replies& replies, std::string_view line) {
        const Position& p = position();
        const std::string text =
            std::string(line) + "\n" + one_reply_per_line(replies) + position_string(p);
        if (p.is_game_over())
            return check(replies == Replies{"bestmove none"}, "go on a finished game", text);
        if (p.must_pass())
            return check(replies == Replies{"bestmove pass"}, "go when passing", text);
        check(!replies.empty() && starts_with(replies.back(), "bestmove "), "go without bestmove",
              text);
        const std::string_view answer = std::string_view(replies.back()).substr(9);
        const std::size_t blank = answer.find(' ');
        const auto best = parse_square(answer.substr(0, blank));
        check(best && p.is_legal(Move::at(*best)), "go chose an illegal move", text);
        // `ponder P`: the reply it expects, legal after its move.
        if (best && blank != std::string_view::npos &&
            answer.substr(blank).starts_with(" ponder ")) {
            const Position after = p.after(Move::at(*best));
            const auto reply =
                parse_move(answer.substr(blank + 8, answer.find(' ', blank + 8) - blank - 8));
            check(reply && !after.is_game_over() && after.is_legal(*reply),
                  "go expected an illegal reply", text);
        }
        for (std::size_t i = 0; i + 1 < replies.size(); ++i)
            check(starts_with(replies[i], "info depth "), "go printed something besides info",
                  text);
    }

    void perft() {
        static constexpr std::array<std::string_view, 6> kDepths{"1", "2", "3", "16", "0", "x"};
        const std::string depth = number_token(kDepths);
        const std::string line = "perft " + depth;
        const Replies replies = send_checked(line);
        if (is_error(replies)) return;
        const Position& p = position();
        const std::string text = line + "\n" + one_reply_per_line(replies) + position_string(p);
        check(!replies.empty() && starts_with(replies.back(), "nodes "), "perft without nodes",
              text);
        std::uint64_t sum = 0;
        std::string roots;
        for (std::size_t i = 0; i + 1 < replies.size(); ++i) {
            const auto space = replies[i].find(' ');
            check(space != std::string::npos, "a perft line without a count", text);
            append_word(roots, replies[i].substr(0, space));
            sum += parse_unsigned(replies[i].substr(space + 1), 0,
                                  std::numeric_limits<std::uint64_t>::max())
                       .value_or(0);
        }
        const auto total =
            parse_unsigned(replies.back().substr(6), 0, std::numeric_limits<std::uint64_t>::max());
        if (p.is_game_over())
            return check(replies == Replies{"nodes 1"}, "perft of a finished game", text);
        check(total && *total == sum, "perft's total is not the sum of its lines", text);
        check("legal" + roots == legal_reply(p), "perft's root moves are not the legal moves",
              text);
    }

    void noise() {
        static constexpr std::array<std::string_view, 36> kWords{
            "reversi",
            "isready",
            "newgame",
            "position",
            "play",
            "undo",
            "seed",
            "level",
            "go",
            "legal",
            "show",
            "d",
            "perft",
            "help",
            "quit",
            "startpos",
            "board",
            "moves",
            "nodes",
            "depth",
            "pass",
            "easy",
            "hard",
            "#",
            "d3",
            "C4",
            "h8",
            "0",
            "1",
            "3",
            "60",
            "-1",
            "X",
            "O",
            "18446744073709551616",
            "---------------------------OX------XO---------------------------"};
        static constexpr std::array<std::string_view, 4> kBlanks{" ", "\t", "  ", " \t "};
        std::string line;
        for (std::size_t tokens = 1 + bytes_.below(6); tokens > 0; --tokens) {
            if (bytes_.one_in(4)) {
                for (std::size_t n = 1 + bytes_.below(8); n > 0; --n) {
                    const char c = static_cast<char>(bytes_.byte());
                    if (c != '\n') line += c;
                }
            } else {
                line += bytes_.pick(kWords);
            }
            line += bytes_.pick(kBlanks);
        }
        const Replies replies = send_checked(line);
        const auto tokens = split_tokens(line);
        static constexpr std::array<std::string_view, 4> kChangers{"position", "play", "undo",
                                                                   "newgame"};
        const bool may_change = !tokens.empty() && std::find(kChangers.begin(), kChangers.end(),
                                                             tokens[0]) != kChangers.end();
        if (!ended_ && may_change && !is_error(replies)) {
            model_ = {current()};  // some line of play the model cannot know
            history_known_ = false;
        }
    }

    void quit() {
        if (!bytes_.one_in(8)) return;  // rare, or sessions would be short
        expect_accepted(send("quit"), "quit");
        check(ended_, "quit did not end the session");
    }

    ByteSource bytes_;
    std::ostringstream out_;
    std::ostringstream log_;
    ProtocolSession session_;
    bool verbose_;
    bool ended_ = false;
    std::vector<Position> model_{Position::start()};  // the base position, then one per move
    bool history_known_ = true;
};

}  // namespace

int protocol_commands(const std::uint8_t* data, std::size_t size) {
    CommandFuzzer(data, size).run();
    return 0;
}

}  // namespace reversi::fuzz
