// SPDX-License-Identifier: GPL-3.0-or-later
// Reading games files (games_file_writer.cpp writes them). Reading replays every game with the
// rules core, so a file that was cut, edited or mixed up is refused rather than counted.
#include "match/games_file.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <ostream>
#include <set>
#include <sstream>

#include "core/game_line.hpp"
#include "core/notation.hpp"
#include "match/time_control.hpp"
#include "vocabulary/numbers.hpp"
#include "vocabulary/tokens.hpp"

namespace reversi::match {

namespace {

std::optional<std::chrono::microseconds> seconds_of(std::string_view text);

std::optional<std::optional<MoveNote>> note_of(std::string_view text) {
    if (text == "-") return std::optional<MoveNote>{};
    const std::size_t first = text.find('/');
    const std::size_t second = first == std::string_view::npos ? first : text.find('/', first + 1);
    if (second == std::string_view::npos) return std::nullopt;
    const auto time = seconds_of(text.substr(0, first));
    const std::string_view score = text.substr(first + 1, second - first - 1);
    const std::string_view depth = text.substr(second + 1);
    MoveNote note;
    if (!time) return std::nullopt;
    note.time = *time;
    if (!score.empty()) note.score = number_in<int>(score, -64, 64);
    if (!depth.empty()) note.depth = number_in<int>(depth, 0, 60);
    if ((!score.empty() && !note.score) || (!depth.empty() && !note.depth)) return std::nullopt;
    return note;
}

std::optional<std::vector<std::optional<MoveNote>>> notes_of(std::string_view text) {
    std::vector<std::optional<MoveNote>> notes;
    for (std::size_t start = 0;;) {
        const std::size_t comma = text.find(',', start);
        const auto note = note_of(text.substr(start, comma - start));
        if (!note) return std::nullopt;
        notes.push_back(*note);
        if (comma == std::string_view::npos) return notes;
        start = comma + 1;
    }
}

std::optional<Side> side_of(std::string_view text) {
    if (text == "A") return Side::A;
    if (text == "B") return Side::B;
    return std::nullopt;
}

std::optional<std::optional<client::EngineFault>> fault_of(std::string_view text) {
    if (text == "no-reply") return std::optional<client::EngineFault>{};
    for (client::EngineFault fault :
         {client::EngineFault::FailedToStart, client::EngineFault::Crashed,
          client::EngineFault::TimedOut, client::EngineFault::Unintelligible,
          client::EngineFault::IllegalMove, client::EngineFault::BadRequest}) {
        if (client::fault_name(fault) == text) return fault;
    }
    return std::nullopt;
}

std::optional<std::chrono::microseconds> seconds_of(std::string_view text) {
    const auto seconds = number_in<double>(text, 0.0, 1e9);
    if (!seconds) return std::nullopt;
    return std::chrono::microseconds(std::llround(*seconds * 1e6));
}

// Reads the words of a game line, in order; the first problem met is kept.
class GameLineReader {
public:
    explicit GameLineReader(std::string_view line) : tokens_(split_tokens(line)) {}

    bool expect(std::string_view word) {
        if (at_ < tokens_.size() && tokens_[at_] == word) {
            ++at_;
            return true;
        }
        return fail("expected '" + std::string(word) + "'");
    }
    bool next_is(std::string_view word) const {
        return at_ < tokens_.size() && tokens_[at_] == word;
    }
    std::string_view take() { return at_ < tokens_.size() ? tokens_[at_++] : std::string_view(); }
    // The word after `word`, or empty (and a problem kept) when `word` is not next.
    std::string_view value_after(std::string_view word) {
        return expect(word) ? take() : std::string_view();
    }
    bool done() const { return at_ == tokens_.size(); }
    bool fail(std::string why) {
        if (problem_.empty()) problem_ = std::move(why);
        return false;
    }
    const std::string& problem() const { return problem_; }

private:
    std::vector<std::string_view> tokens_;
    std::size_t at_ = 0;
    std::string problem_;
};

// The first part of a game line: number, opening, colours, discs, winner, times.
bool read_game_head(GameLineReader& in, GameRecord& game) {
    const auto number = in.value_after("game");
    const auto opening = in.value_after("opening");
    const auto black = side_of(in.value_after("black"));
    const auto white = side_of(in.value_after("white"));
    const std::string_view discs = in.value_after("discs");
    const std::string_view winner = in.value_after("winner");
    const auto time_a = seconds_of(in.value_after("time-a"));
    const auto time_b = seconds_of(in.value_after("time-b"));
    if (!in.problem().empty()) return false;
    const std::size_t dash = discs.find('-');
    if (dash == std::string_view::npos || !black || !white || *white == *black || !time_a ||
        !time_b)
        return in.fail("a malformed value");
    const auto game_number = number_in<int>(number, 1, 1'000'000'000);
    const auto opening_number = number_in<int>(opening, 1, 1'000'000'000);
    const auto black_discs = number_in<int>(discs.substr(0, dash), 0, 64);
    const auto white_discs = number_in<int>(discs.substr(dash + 1), 0, 64);
    if (!game_number || !opening_number || !black_discs || !white_discs)
        return in.fail("a malformed number");
    game.setup.number = *game_number;
    game.setup.opening = *opening_number;
    game.setup.black = *black;
    if (game.setup.opening != (game.setup.number + 1) / 2 ||
        game.setup.black != (game.setup.number % 2 == 1 ? Side::A : Side::B))
        return in.fail("game " + std::to_string(game.setup.number) +
                       " is not of that opening or colour (game 2K-1 of opening K has A as "
                       "black, game 2K has B)");
    game.black_discs = *black_discs;
    game.white_discs = *white_discs;
    game.time_a.used = *time_a;
    game.time_b.used = *time_b;
    if (winner == "draw") return true;
    game.winner = side_of(winner);
    return game.winner ? true : in.fail("a malformed winner");
}

// The rest: time loss, forfeit, desynchronisation, and the moves, which must replay to what was
// written.
bool read_game_tail(GameLineReader& in, GameRecord& game, int version) {
    if (version >= 3 && in.next_is("time-loss")) {
        in.take();
        game.lost_on_time = side_of(in.take());
        if (!game.lost_on_time) return in.fail("a malformed time-loss");
    }
    if (version >= 6 && in.next_is("late")) {
        in.take();
        const std::string_view late = in.take();
        const std::size_t dash = late.find('-');
        const auto a = number_in<int>(late.substr(0, dash), 0, 64);
        const auto b = dash == std::string_view::npos
                           ? std::nullopt
                           : number_in<int>(late.substr(dash + 1), 0, 64);
        if (!a || !b) return in.fail("a malformed late count");
        game.late_a = *a;
        game.late_b = *b;
    }
    if (in.next_is("forfeit")) {
        in.take();
        const auto side = side_of(in.take());
        const auto fault = fault_of(in.take());
        if (!side || !fault) return in.fail("a malformed forfeit");
        game.forfeit = Forfeit{*side, *fault, {}};
        if (game.lost_on_time) return in.fail("a game lost both on time and by forfeit");
    }
    if (in.next_is("desynchronised")) {
        in.take();
        game.desynchronised = true;
    }
    if (version >= 5 && in.next_is("adjudicated")) {
        in.take();
        const auto empties = number_in<int>(in.take(), 1, 60);
        const auto margin = number_in<int>(in.take(), -64, 64);
        if (!empties || !margin) return in.fail("a malformed adjudication");
        game.adjudicated = Adjudication{*empties, *margin};
        if (game.forfeit) return in.fail("a game adjudicated and forfeited");
    }
    if (version >= 4 && in.next_is("notes")) {
        in.take();
        auto notes = notes_of(in.take());
        if (!notes) return in.fail("a malformed note");
        game.notes = std::move(*notes);
    }
    if (!in.expect("moves")) return false;
    GameLine line;
    while (!in.done()) {
        const std::string_view text = in.take();
        const auto move = parse_move(text);
        if (!move || !line.play(*move))
            return in.fail("move " + std::to_string(line.moves().size() + 1) + " (" +
                           printable(text) + ") is not legal");
    }
    game.moves = line.moves();
    if (game.notes.empty()) game.notes.resize(game.moves.size());
    if (game.notes.size() != game.moves.size()) return in.fail("the notes are not one per move");
    const Position& end = line.current();
    if (end.disc_count(Color::Black) != game.black_discs ||
        end.disc_count(Color::White) != game.white_discs)
        return in.fail("the discs written are not those of the moves");
    if (game.adjudicated && end.empty_count() != game.adjudicated->empties)
        return in.fail("the game was not adjudicated where its moves end");
    if (!game.forfeit && !game.lost_on_time && !game.desynchronised && !game.adjudicated &&
        !end.is_game_over())
        return in.fail("the game is not over and no side forfeited or lost on time");
    std::optional<Side> by_count;
    if (outcome_by_count(end) == Outcome::BlackWins) by_count = game.setup.black;
    if (outcome_by_count(end) == Outcome::WhiteWins) by_count = white_side(game.setup);
    std::optional<Side> expected = by_count;
    if (game.forfeit) expected = other(game.forfeit->side);
    if (game.lost_on_time) expected = other(*game.lost_on_time);
    if (game.adjudicated) {
        const int margin = game.adjudicated->black_minus_white;
        expected = margin > 0   ? std::optional<Side>(game.setup.black)
                   : margin < 0 ? std::optional<Side>(white_side(game.setup))
                                : std::nullopt;
    }
    if (game.winner != expected) return in.fail("the winner written is not the game's");
    return true;
}

ValueOrError<GameRecord> read_game(std::string_view line, int version) {
    GameLineReader in(line);
    GameRecord game;
    if (read_game_head(in, game) && read_game_tail(in, game, version)) return {game, {}};
    return {std::nullopt, in.problem()};
}

std::optional<SprtSettings> sprt_of(const std::vector<std::string_view>& values) {
    if (values.size() != 4) return std::nullopt;
    SprtSettings sprt;
    double* fields[] = {&sprt.elo0, &sprt.elo1, &sprt.alpha, &sprt.beta};
    for (std::size_t i = 0; i < 4; ++i) {
        const auto value = number_in<double>(values[i], -1e6, 1e6);
        if (!value) return std::nullopt;
        *fields[i] = *value;
    }
    return sprt;
}

// One header line ("key value..."); why not, when it is not one.
std::optional<std::string> read_header_line(std::string_view key, std::string_view rest,
                                            int version, MatchHeader& header) {
    const std::vector<std::string_view> values = split_tokens(rest);
    if (key == "a" || key == "b") {
        (key == "a" ? header.a : header.b) = std::string(rest);
        return std::nullopt;
    }
    if ((key == "name-a" || key == "name-b") && version >= 5) {
        if (!is_side_name(rest)) return std::string(key) + ": a malformed name";
        (key == "name-a" ? header.name_a : header.name_b) = std::string(rest);
        return std::nullopt;
    }
    if (key == "openings") {
        const auto count =
            values.empty() ? std::nullopt : number_in<int>(values.front(), 0, 1'000'000'000);
        if (!count || *count < 1) return "openings: a malformed count";
        header.opening_count = *count;
        header.openings = std::string(rest.substr(values.front().size()));
        header.openings.erase(0, header.openings.find_first_not_of(' '));
        return std::nullopt;
    }
    if (key == "seed") {
        const auto seed = values.size() == 1
                              ? number_in<std::uint64_t>(values[0], 0, ~std::uint64_t{0})
                              : std::nullopt;
        if (!seed) return "seed: a malformed seed";
        header.seed = *seed;
        return std::nullopt;
    }
    if (key == "sprt") {
        header.sprt = sprt_of(values);
        if (header.sprt) return std::nullopt;
        return "sprt: expected ELO0 ELO1 ALPHA BETA";
    }
    if (key == "tc" && version >= 3) {
        if (rest == "none") return std::nullopt;
        // Version 5: time odds, A's clock then B's.
        if (values.size() == 2 && version >= 5) {
            header.tc = parse_time_control(values[0]);
            header.tc_b = parse_time_control(values[1]);
            if (header.tc && header.tc_b && *header.tc != *header.tc_b) return std::nullopt;
            return "tc: expected A's and B's clocks, different";
        }
        header.tc = parse_time_control(rest);
        if (header.tc) return std::nullopt;
        return "tc: expected none or SECONDS+INCREMENT";
    }
    if (key == "time-margin" && version >= 6) {
        const auto ms = values.size() == 1 ? number_in<int>(values[0], 1, 60'000) : std::nullopt;
        if (!ms) return "time-margin: expected milliseconds, 1 to 60000";
        header.time_margin = std::chrono::milliseconds(*ms);
        return std::nullopt;
    }
    if (key == "adjudicate" && version >= 5) {
        header.adjudicate_empties =
            values.size() == 1 ? number_in<int>(values[0], 1, 24) : std::nullopt;
        if (header.adjudicate_empties) return std::nullopt;
        return "adjudicate: expected EMPTIES, 1 to 24";
    }
    if (key == "args" && version >= 6) {
        if (!arguments_of(rest)) return "args: unbalanced quotes";
        header.arguments = std::string(rest);
        return std::nullopt;
    }
    if (key == "shard") {
        const auto shard = values.size() == 1 ? parse_shard(values[0]) : std::nullopt;
        if (!shard) return "shard: expected K/N";
        header.shard = *shard;
        return std::nullopt;
    }
    return "unknown line '" + printable(key) + "'";
}

// The version the first line names, or why the file cannot be read.
ValueOrError<int> file_version(std::string_view first_line) {
    if (first_line.starts_with("# reversi-match games"))
        return {
            std::nullopt,
            "a version 1 games file (from an earlier reversi-match): it has no header to merge by"};
    if (!first_line.starts_with(kGamesFileVersionLine))
        return {std::nullopt, "not a reversi-match games file"};
    const auto version =
        number_in<int>(first_line.substr(kGamesFileVersionLine.size()), 0, 1'000'000);
    if (!version || *version < kOldestGamesFileVersion || *version > kGamesFileVersion)
        return {std::nullopt, "games file version " +
                                  printable(first_line.substr(kGamesFileVersionLine.size())) +
                                  "; this reversi-match reads versions " +
                                  std::to_string(kOldestGamesFileVersion) + " to " +
                                  std::to_string(kGamesFileVersion)};
    return {version, {}};
}

// A game line: read, within the match's openings, and not a game already read; why not.
std::optional<std::string> add_game(std::string_view line, int version, GamesFile& file,
                                    std::set<int>& numbers) {
    auto game = read_game(line, version);
    if (!game.value) return std::move(game.error);
    if (game.value->setup.opening > file.header.opening_count)
        return "opening " + std::to_string(game.value->setup.opening) + " is past the " +
               std::to_string(file.header.opening_count) + " of the match";
    if (!numbers.insert(game.value->setup.number).second)
        return "game " + std::to_string(game.value->setup.number) + " is given twice";
    file.games.push_back(std::move(*game.value));
    return std::nullopt;
}

}  // namespace

namespace {

// The format version its first line names, or why not.
ValueOrError<int> first_line_version(std::istream& in) {
    std::string line;
    if (!std::getline(in, line)) return {std::nullopt, "line 1: the file is empty"};
    ValueOrError<int> version = file_version(line);
    if (!version.value) version.error.insert(0, "line 1: ");
    return version;
}

// The first header line a file of `version` must have and lacks, in words.
std::optional<std::string> missing_header_line(const std::map<std::string, int>& header_lines,
                                               int version) {
    for (const char* key : {"a", "b", "openings", "seed", "shard", "tc"}) {
        if (!header_lines.contains(key) && (std::string_view(key) != "tc" || version >= 3))
            return std::string("the header has no '") + key + "' line";
    }
    if (version >= 6 && !header_lines.contains("args")) return "the header has no 'args' line";
    return std::nullopt;
}

}  // namespace

std::optional<std::vector<std::string>> recorded_arguments(std::string_view text) {
    if (!text.starts_with(kGamesFileVersionLine)) return std::nullopt;
    for (std::size_t start = text.find('\n'); start != std::string_view::npos;) {
        const std::size_t end = text.find('\n', start + 1);
        const std::string_view line = text.substr(start + 1, end - start - 1);
        if (line.starts_with("game ") || line.starts_with("end")) return std::nullopt;
        if (line == "args") return std::vector<std::string>{};
        if (line.starts_with("args ")) return arguments_of(line.substr(5));
        start = end;
    }
    return std::nullopt;
}

ValueOrError<GamesFile> parse_games_file(std::string_view text, FileEnd end) {
    if (!text.empty() && text.back() != '\n') {
        return {std::nullopt, "the last line is cut short (no line end): the file was damaged"};
    }
    std::istringstream in{std::string(text)};
    const ValueOrError<int> first_line = first_line_version(in);
    if (!first_line.value) return {std::nullopt, first_line.error};
    const int version = *first_line.value;
    std::string line;
    GamesFile file;
    std::map<std::string, int> header_lines;
    std::optional<std::size_t> ended;
    std::set<int> numbers;
    int number = 1;
    while (std::getline(in, line)) {
        ++number;
        const std::string where = "line " + std::to_string(number) + ": ";
        if (line.empty() || line.front() == '#') continue;
        if (ended) {
            return {std::nullopt, where + "a line after the end line"};
        }
        const std::size_t space = line.find(' ');
        const std::string key = line.substr(0, space);
        const std::string_view rest = space == std::string::npos
                                          ? std::string_view()
                                          : std::string_view(line).substr(space + 1);
        std::string problem;
        if (key == "game") {
            problem = add_game(line, version, file, numbers).value_or("");
        } else if (key == "end") {
            ended = number_in<std::size_t>(rest, 0, ~std::size_t{0});
            if (!ended || *ended != file.games.size())
                problem = "the end line does not count the games above it";
        } else if (!file.games.empty()) {
            problem = "a header line after the games";
        } else if (++header_lines[key] > 1) {
            problem = "'" + printable(key) + "' is given twice";
        } else {
            problem = read_header_line(key, rest, version, file.header).value_or("");
        }
        if (!problem.empty()) {
            return {std::nullopt, where + problem};
        }
    }
    if (auto missing = missing_header_line(header_lines, version))
        return {std::nullopt, std::move(*missing)};
    if (!ended && end == FileEnd::Required) {
        return {std::nullopt, "the file has no end line: it was cut short"};
    }
    return {std::move(file), {}};
}

}  // namespace reversi::match
