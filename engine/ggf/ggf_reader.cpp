// SPDX-License-Identifier: GPL-3.0-or-later
// A single forward pass over the record: a cursor, one property at a time, no recursion and no
// allocation beyond the game, so any input finishes in time linear in its length.
#include "ggf/ggf_reader.hpp"

#include <cctype>
#include <charconv>
#include <cstdint>
#include <utility>

#include "core/implied_pass.hpp"
#include "core/notation.hpp"
#include "vocabulary/numbers.hpp"
#include "vocabulary/tokens.hpp"

namespace reversi {

namespace {

constexpr std::size_t kMaxPropertyNameLength = 8;
constexpr std::string_view kBoardSizeText = "8";
constexpr std::uint64_t kMaxClockField = 1'000'000;
constexpr std::chrono::milliseconds kDefaultGrace{120'000};

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

bool equals_ignoring_case(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (std::toupper(static_cast<unsigned char>(a[i])) != b[i]) return false;
    }
    return true;
}

class Cursor {
public:
    explicit Cursor(std::string_view text) : text_(text) {}

    bool at_end() const { return at_ >= text_.size(); }
    std::size_t offset() const { return at_; }
    void skip_blanks() {
        while (!at_end() && is_blank(text_[at_]))
            ++at_;
    }
    bool consume(std::string_view expected) {
        if (text_.substr(at_).starts_with(expected)) {
            at_ += expected.size();
            return true;
        }
        return false;
    }
    // Upper-case letters, as GGF property names are written.
    std::string_view read_name() {
        const std::size_t start = at_;
        while (!at_end() && text_[at_] >= 'A' && text_[at_] <= 'Z')
            ++at_;
        return text_.substr(start, at_ - start);
    }
    // The text up to the next ']', which is consumed; nullopt when there is none.
    std::optional<std::string_view> read_value() {
        const std::size_t close = text_.find(']', at_);
        if (close == std::string_view::npos) return std::nullopt;
        const std::string_view value = text_.substr(at_, close - at_);
        at_ = close + 1;
        return value;
    }

private:
    std::string_view text_;
    std::size_t at_ = 0;
};

std::optional<Position> parse_board(std::string_view value, std::string& error) {
    const auto tokens = split_tokens(value);
    if (tokens.empty() || tokens[0] != kBoardSizeText) {
        error = "BO: only 8x8 boards are supported";
        return std::nullopt;
    }
    std::string marks;  // squares a1..h8, then the side to move; blanks between them are allowed
    for (std::size_t i = 1; i < tokens.size(); ++i)
        marks += tokens[i];
    if (marks.size() != kSquareCount + 1) {
        error = "BO: expected 64 squares and the side to move";
        return std::nullopt;
    }
    Bitboard black = 0;
    Bitboard white = 0;
    for (int s = 0; s < kSquareCount; ++s) {
        if (marks[s] == '*') {
            black |= square_bit(s);
        } else if (marks[s] == 'O') {
            white |= square_bit(s);
        } else if (marks[s] != '-') {
            error = "BO: a square must be '*', 'O' or '-'";
            return std::nullopt;
        }
    }
    const char side = marks[kSquareCount];
    if (side != '*' && side != 'O') {
        error = "BO: the side to move must be '*' or 'O'";
        return std::nullopt;
    }
    return Position::from_discs(black, white, side == '*' ? Color::Black : Color::White);
}

// GGS game types for 8x8 Othello: "8", then any of synchro "s", komi "k" and anti "a" around
// it ("s8", "8k", "s8a"), and random-start "r<N>" last (BO gives the start). The moves of every
// type follow the same rules, so all are played; the engine always plays for the most discs.
std::optional<std::string> check_game_type(std::string_view type) {
    std::string_view rest = type;
    if (rest.starts_with('s')) rest.remove_prefix(1);
    if (!rest.starts_with(kBoardSizeText)) return "TY: only 8x8 games are supported";
    rest.remove_prefix(kBoardSizeText.size());
    while (!rest.empty() && (rest.front() == 'k' || rest.front() == 'a' || rest.front() == 's'))
        rest.remove_prefix(1);
    const bool random_start = rest.starts_with('r');
    if (random_start) rest.remove_prefix(1);
    for (char c : rest) {
        if (c < '0' || c > '9' || !random_start) return "TY: unknown game type " + printable(type);
    }
    return std::nullopt;
}

// GGF's clock time, "[[HH:]MM:]SS" (the format's description), whose seconds may carry a
// fraction as GGF's move times do ("00:09.950"): a clock of a game in progress keeps its
// milliseconds. Empty reads as 0.
std::optional<std::chrono::milliseconds> parse_ggf_time(std::string_view text) {
    std::int64_t minutes = 0;
    for (int fields = 1;; ++fields) {
        const std::size_t colon = text.find(':');
        if (fields > 3) return std::nullopt;
        if (colon == std::string_view::npos) break;
        const std::string_view field = text.substr(0, colon);
        const auto value = field.empty() ? std::optional<std::uint64_t>(0)
                                         : parse_unsigned(field, 0, kMaxClockField);
        if (!value) return std::nullopt;
        minutes = minutes * 60 + static_cast<std::int64_t>(*value);
        text.remove_prefix(colon + 1);
    }
    if (text.starts_with('+')) return std::nullopt;
    const auto seconds =
        text.empty() ? std::optional(std::chrono::milliseconds{0}) : parse_seconds(text);
    if (!seconds) return std::nullopt;
    return std::chrono::milliseconds(minutes * 60'000) + *seconds;
}

// A move item's evaluation, which is_decimal has accepted ("-1.00", "+3", "2.").
std::optional<double> decimal_value(std::string_view text) {
    if (text.starts_with('+')) text.remove_prefix(1);
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size()) return std::nullopt;
    return value;
}

class RecordBuilder {
public:
    // Applies one property; an empty string means it was accepted.
    // Every other property (RE, GN, KM, CO and any GGS may add) is accepted and not read.
    std::string apply(std::string_view name, std::string_view value) {
        if (name == "GM") return game(value);
        if (name == "TY") return type(value);
        if (name == "BO") return board(value);
        if (name == "B") return move(Color::Black, name, value);
        if (name == "W") return move(Color::White, name, value);
        if (name == "TI" || name == "TB" || name == "TW") clock(name, value);
        if (name == "PC") game_.place = value;
        if (name == "DT") game_.date = value;
        if (name == "PB") game_.black_player = value;
        if (name == "PW") game_.white_player = value;
        if (name == "C") game_.comment = value;
        return {};
    }

    std::string finish() const {
        if (!has_game_) return "missing GM[Othello]";
        if (!line_) return "missing BO[...]";
        return {};
    }

    GgfGame take() { return std::move(game_); }

private:
    // A clock the engine cannot read is played without: refusing the record would leave the
    // engine with no game at all. A later clock replaces an earlier one of the same side.
    void clock(std::string_view name, std::string_view value) {
        const auto clock = parse_ggf_clock(value);
        if (!clock) return;
        if (name == "TB") game_.black_clock = clock;
        if (name == "TW") game_.white_clock = clock;
        if (name != "TI") return;
        game_.clock = clock;
        game_.black_clock.reset();
        game_.white_clock.reset();
    }

    std::string game(std::string_view value) {
        if (has_game_) return "GM given twice";
        if (value != "Othello") return "GM: not an Othello game: " + printable(value);
        has_game_ = true;
        return {};
    }

    std::string type(std::string_view value) {
        if (has_type_) return "TY given twice";
        has_type_ = true;
        return check_game_type(value).value_or(std::string{});
    }

    std::string board(std::string_view value) {
        if (line_) return "BO given twice";
        std::string error;
        const auto position = parse_board(value, error);
        if (!position) return error;
        line_ = GameLine(*position);
        game_.base = *position;
        return {};
    }

    std::string move(Color mover, std::string_view name, std::string_view value) {
        ++move_number_;
        const std::string where = "move " + std::to_string(move_number_) + " " + std::string(name) +
                                  "[" + printable(value) + "]";
        if (!line_) return where + " comes before BO";
        const auto parsed = read_move_item(value);
        if (!parsed) return where + " is not a move";
        const auto added = play_as(*line_, mover, parsed->move);
        if (!added) return where + " is illegal";
        if (*added == 2) game_.moves.push_back({Move::pass(), std::nullopt, std::nullopt, false});
        game_.moves.push_back(*parsed);
        return {};
    }

    GgfGame game_;
    std::optional<GameLine> line_;  // the game's line of play so far, once BO has been read
    bool has_game_ = false;
    bool has_type_ = false;
    int move_number_ = 0;
};

GgfResult refuse(std::string reason) { return {std::nullopt, std::move(reason)}; }

}  // namespace

GgfResult parse_ggf(std::string_view text) {
    Cursor cursor(text);
    cursor.skip_blanks();
    if (!cursor.consume("(;")) return refuse("a game record starts with '(;'");
    RecordBuilder record;
    for (;;) {
        cursor.skip_blanks();
        if (cursor.consume(";)")) break;
        if (cursor.at_end()) return refuse("the record does not end with ';)'");
        const std::size_t at = cursor.offset();
        const std::string_view name = cursor.read_name();
        if (name.empty() || name.size() > kMaxPropertyNameLength)
            return refuse("expected a property name at offset " + std::to_string(at));
        if (!cursor.consume("[")) return refuse(printable(name) + ": expected '['");
        const auto value = cursor.read_value();
        if (!value) return refuse(printable(name) + ": missing ']'");
        if (std::string error = record.apply(name, *value); !error.empty()) return refuse(error);
    }
    cursor.skip_blanks();
    if (!cursor.at_end()) return refuse("text after the end of the record");
    if (std::string error = record.finish(); !error.empty()) return refuse(error);
    return {record.take(), {}};
}

std::optional<GgfMove> read_move_item(std::string_view text) {
    const std::size_t slash = text.find('/');
    const std::string_view move_text = text.substr(0, slash);
    GgfMove item;
    if (slash != std::string_view::npos) {
        const std::string_view numbers = text.substr(slash + 1);
        const std::size_t second = numbers.find('/');
        const std::string_view eval = numbers.substr(0, second);
        const std::string_view time =
            second == std::string_view::npos ? std::string_view{} : numbers.substr(second + 1);
        if (!eval.empty() && !is_decimal(eval)) return std::nullopt;
        if (!time.empty() && !is_decimal(time)) return std::nullopt;  // also refuses a third '/'
        if (!eval.empty()) item.eval = decimal_value(eval);
        if (!time.empty()) item.time = parse_seconds(time).value_or(std::chrono::milliseconds{0});
    }
    if (equals_ignoring_case(move_text, "PA") || equals_ignoring_case(move_text, "PASS")) {
        item.move = Move::pass();
    } else if (const auto square = parse_square(move_text)) {
        item.move = Move::at(*square);
    } else {
        return std::nullopt;
    }
    return item;
}

std::optional<GgfClock> parse_ggf_clock(std::string_view text) {
    GgfClock clock{.grace = kDefaultGrace};
    const std::size_t first = text.find('/');
    const auto time = parse_ggf_time(text.substr(0, first));
    if (!time) return std::nullopt;
    clock.time = *time;
    if (first == std::string_view::npos) return clock;
    const std::string_view rest = text.substr(first + 1);
    const std::size_t second = rest.find('/');
    const auto increment = parse_ggf_time(rest.substr(0, second));
    if (!increment) return std::nullopt;
    clock.increment = *increment;
    if (second == std::string_view::npos) return clock;
    const std::string_view grace_text = rest.substr(second + 1);
    const auto grace = parse_ggf_time(grace_text);
    if (!grace || grace_text.find('/') != std::string_view::npos) return std::nullopt;
    clock.grace = *grace;
    return clock;
}

}  // namespace reversi
