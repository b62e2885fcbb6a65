// SPDX-License-Identifier: GPL-3.0-or-later
// From a game of the match to a GGF record: names from the side labels, RE for the winner (and
// its flag from a forfeit, a loss on time or an adjudication), the notes as move items.
#include "match/ggf_games.hpp"

#include "ggf/ggf_writer.hpp"
#include "match/time_control.hpp"

namespace reversi::match {

namespace {

// "reversi-engine 1.2.0 (A)": the side's name (--a-name), or else the engine's own name and
// version, and its side in the match.
std::string player_name(const MatchHeader& header, Side side) {
    const std::string& name = side == Side::A ? header.name_a : header.name_b;
    const std::string& label = side == Side::A ? header.a : header.b;
    return (name.empty() ? label.substr(0, label.find(',')) : name) + " (" + side_letter(side) +
           ")";
}

std::string depths_text(const GameRecord& game) {
    std::string text;
    for (const auto& note : game.notes) {
        if (!text.empty()) text += ' ';
        if (note && note->depth)
            text += std::to_string(*note->depth);
        else
            text += '-';
    }
    return text;
}

std::string comment(const MatchHeader& header, const GameRecord& game) {
    return "reversi-match game " + std::to_string(game.setup.number) + ", opening " +
           std::to_string(game.setup.opening) + " of " + std::to_string(header.opening_count) +
           "; " + side_title(header, Side::A) + ": " + header.a + "; " +
           side_title(header, Side::B) + ": " + header.b + "; tc " + clocks_text(header) +
           "; depth of each move (- where none was reported): " + depths_text(game) +
           (game.adjudicated ? "; adjudicated at " + std::to_string(game.adjudicated->empties) +
                                   " empties: an exact solve proves Black " +
                                   std::to_string(game.adjudicated->black_minus_white) +
                                   " discs against White with best play"
                             : std::string());
}

GgfEnd end_of(const GameRecord& game) {
    if (game.lost_on_time) return GgfEnd::TimeOut;
    if (game.forfeit) return GgfEnd::Resigned;
    if (game.adjudicated) return GgfEnd::MutualScore;
    return GgfEnd::Discs;
}

// RE, Black's result: a forfeit or a loss on time gives the winner the whole board, 64 (as GGS
// scores a resignation or a timeout), whatever the discs when it stopped; an adjudicated game
// the margin its solve proved; a finished game its margin with the empty squares counted for
// the winner (the World Othello Federation's count, GTP's final_score and the engine's exact
// scores), so a wipe-out is worth as much however early.
int black_result(const GameRecord& game) {
    constexpr int kWholeBoard = 64;
    if (game.forfeit || game.lost_on_time) {
        if (!game.winner) return 0;
        return *game.winner == game.setup.black ? kWholeBoard : -kWholeBoard;
    }
    if (game.adjudicated) return game.adjudicated->black_minus_white;
    const int difference = game.black_discs - game.white_discs;
    const int empties = kWholeBoard - game.black_discs - game.white_discs;
    return difference > 0 ? difference + empties : difference < 0 ? difference - empties : 0;
}

}  // namespace

std::string ggf_record(const MatchHeader& header, const GameRecord& game) {
    GgfGame ggf;
    ggf.place = "reversi-match";
    const Side white = white_side(game.setup);
    ggf.black_player = player_name(header, game.setup.black);
    ggf.white_player = player_name(header, white);
    if (header.tc && !header.tc_b) {
        ggf.clock = GgfClock{header.tc->start, header.tc->increment, {}};
    } else if (header.tc) {
        // Time odds: TI is one clock for both players, so each player's own is TB and TW.
        const TimeControl& black_tc = game.setup.black == Side::A ? *header.tc : *header.tc_b;
        const TimeControl& white_tc = game.setup.black == Side::A ? *header.tc_b : *header.tc;
        ggf.black_clock = GgfClock{black_tc.start, black_tc.increment, {}};
        ggf.white_clock = GgfClock{white_tc.start, white_tc.increment, {}};
    }
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        GgfMove move{game.moves[i]};
        const auto& note = i < game.notes.size() ? game.notes[i] : std::nullopt;
        if (note) {
            move.time = note->time;
            if (note->score) move.eval = *note->score;
        }
        ggf.moves.push_back(move);
    }
    ggf.black_minus_white = black_result(game);
    ggf.end = end_of(game);
    ggf.comment = comment(header, game);
    return write_ggf(ggf);
}

std::string ggf_records(const MatchHeader& header, const std::vector<GameRecord>& games) {
    std::string text;
    for (const GameRecord& game : games)
        text += ggf_record(header, game) + "\n";
    return text;
}

}  // namespace reversi::match
