// SPDX-License-Identifier: GPL-3.0-or-later
// Writing games files: the header, then one line per game, then the end line.
#include <algorithm>
#include <charconv>
#include <cstdio>
#include <ostream>
#include <sstream>

#include "core/notation.hpp"
#include "files/whole_file.hpp"
#include "match/games_file.hpp"
#include "match/time_control.hpp"

namespace reversi::match {

namespace {

std::string number_text(double value) {
    char text[32];
    const auto end = std::to_chars(text, text + sizeof text, value).ptr;
    return std::string(text, end);
}

std::string games_file_seconds_text(std::chrono::microseconds time) {
    char text[32];
    std::snprintf(text, sizeof text, "%.6f", static_cast<double>(time.count()) / 1e6);
    return text;
}

// "-" for a move no engine gave; "SECONDS/SCORE/DEPTH" (the last two may be empty) otherwise.
std::string note_text(const std::optional<MoveNote>& note) {
    if (!note) return "-";
    std::string text = games_file_seconds_text(note->time) + "/";
    if (note->score) text += std::to_string(*note->score);
    text += "/";
    if (note->depth) text += std::to_string(*note->depth);
    return text;
}

std::string notes_text(const GameRecord& game) {
    std::string text;
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        if (i > 0) text += ",";
        text += note_text(i < game.notes.size() ? game.notes[i] : std::nullopt);
    }
    return text;
}

std::string winner_text(const GameRecord& game) {
    return game.winner ? std::string(1, side_letter(*game.winner)) : "draw";
}

void write_game_line(std::ostream& out, const GameRecord& game) {
    out << "game " << game.setup.number << " opening " << game.setup.opening << " black "
        << side_letter(game.setup.black) << " white " << side_letter(white_side(game.setup))
        << " discs " << game.black_discs << "-" << game.white_discs << " winner "
        << winner_text(game) << " time-a " << games_file_seconds_text(game.time_a.used)
        << " time-b " << games_file_seconds_text(game.time_b.used);
    if (game.lost_on_time) out << " time-loss " << side_letter(*game.lost_on_time);
    if (game.late_a > 0 || game.late_b > 0) out << " late " << game.late_a << "-" << game.late_b;
    if (game.forfeit) {
        out << " forfeit " << side_letter(game.forfeit->side) << " "
            << (game.forfeit->fault ? client::fault_name(*game.forfeit->fault)
                                    : std::string_view("no-reply"));
    }
    if (game.desynchronised) out << " desynchronised";
    if (game.adjudicated)
        out << " adjudicated " << game.adjudicated->empties << " "
            << game.adjudicated->black_minus_white;
    // Games whose every move came from the opening or the rules have nothing to note.
    if (std::any_of(game.notes.begin(), game.notes.end(), [](const auto& n) { return n; }))
        out << " notes " << notes_text(game);
    out << " moves";
    if (!game.moves.empty()) out << " " << moves_text(game.moves);
    out << "\n";
}

}  // namespace

void write_game(std::ostream& out, const GameRecord& game) { write_game_line(out, game); }

int written_version(const MatchHeader& /*header*/) {
    // Every run records its options (`args`, version 6).
    return kGamesFileVersion;
}

void write_games(std::ostream& out, const MatchHeader& header,
                 const std::vector<GameRecord>& games) {
    write_header(out, header);
    for (const GameRecord& game : games)
        write_game(out, game);
    out << "end " << games.size() << "\n";
}

void write_header(std::ostream& out, const MatchHeader& header) {
    out << kGamesFileVersionLine << written_version(header) << "\n"
        << "# The match, then one line per game: game N opening K black A|B white A|B\n"
        << "#   discs BLACK-WHITE winner A|B|draw time-a SECONDS time-b SECONDS\n"
        << "#   [time-loss A|B] [late A-LATE-B-LATE] [forfeit A|B FAULT] [desynchronised]\n"
        << "#   [adjudicated EMPTIES BLACK-MINUS-WHITE] (version 5)\n"
        << "#   [notes SECONDS/SCORE/DEPTH|-,...] moves M... (from the start)\n"
        << "# Described in engine/match/README.md, section \"Games file\".\n"
        << "a " << header.a << "\n"
        << "b " << header.b << "\n";
    if (!header.name_a.empty()) out << "name-a " << header.name_a << "\n";
    if (!header.name_b.empty()) out << "name-b " << header.name_b << "\n";
    out << "openings " << header.opening_count << " " << header.openings << "\n"
        << "seed " << header.seed << "\n";
    if (header.sprt) {
        out << "sprt " << number_text(header.sprt->elo0) << " " << number_text(header.sprt->elo1)
            << " " << number_text(header.sprt->alpha) << " " << number_text(header.sprt->beta)
            << "\n";
    }
    out << "tc " << (header.tc ? time_control_text(*header.tc) : std::string("none"));
    if (header.tc_b) out << " " << time_control_text(*header.tc_b);
    out << "\n";
    if (header.time_margin.count() > 0) out << "time-margin " << header.time_margin.count() << "\n";
    if (header.adjudicate_empties) out << "adjudicate " << *header.adjudicate_empties << "\n";
    out << "shard " << header.shard.text() << "\n";
    out << "args";
    if (!header.arguments.empty()) out << " " << header.arguments;
    out << "\n";
}

bool write_games_file(const std::string& path, const MatchHeader& header,
                      const std::vector<GameRecord>& games) {
    std::ostringstream text;
    write_games(text, header, games);
    return !files::write_whole_file(path, text.str());
}

}  // namespace reversi::match
