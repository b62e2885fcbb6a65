// SPDX-License-Identifier: GPL-3.0-or-later
// GGF game records: what the writer puts in a record (players, result and its flag, clock, move
// items with evaluation and time), read back by the project's own GGF reader; and the match
// tool's --ggf-file and `convert`, which give the same records for the same games.
#include <sstream>

#include "ggf/ggf_reader.hpp"
#include "ggf/ggf_writer.hpp"
#include "match/games_file.hpp"
#include "match/ggf_games.hpp"
#include "match_tool_fixture.hpp"
#include "support/program_paths.hpp"

namespace reversi::testing_support {
namespace {

Move at(std::string_view name) { return Move::at(*parse_square(name)); }

TEST(GgfRecord, CarriesPlayersResultClockAndEachMovesEvaluationAndTime) {
    GgfGame game;
    game.place = "reversi-match";
    game.black_player = "engine [one]";
    game.white_player = "engine two";
    game.clock = GgfClock{std::chrono::milliseconds(90'500), std::chrono::milliseconds(2'000), {}};
    game.moves = {GgfMove{at("f5")}, GgfMove{at("d6"), -2.0, std::chrono::microseconds(50'000)},
                  GgfMove{at("c3"), std::nullopt, std::chrono::microseconds(1'250'000)}};
    game.black_minus_white = -10;
    game.end = GgfEnd::TimeOut;
    game.comment = "depths: - 7 -";
    const std::string text = write_ggf(game);
    EXPECT_TRUE(text.starts_with("(;GM[Othello]PC[reversi-match]")) << text;
    EXPECT_TRUE(text.find("PB[engine (one)]PW[engine two]") != std::string::npos) << text;
    EXPECT_TRUE(text.find("RE[-10.000:t]") != std::string::npos) << text;
    EXPECT_TRUE(text.find("TI[01:30.500/00:02/00:00]") != std::string::npos) << text;
    EXPECT_TRUE(text.find("B[F5]W[D6/-2.00/0.050]B[C3//1.250]C[depths: - 7 -];)") !=
                std::string::npos)
        << text;

    const GgfResult read = parse_ggf(text);
    ASSERT_TRUE(read.game.has_value()) << read.error;
    EXPECT_EQ(ggf_line(*read.game).moves(), (std::vector<Move>{at("f5"), at("d6"), at("c3")}));
    // Everything but RE, which the reader does not read, is read back as it was written.
    GgfGame again = *read.game;
    again.black_minus_white = game.black_minus_white;
    again.end = game.end;
    EXPECT_EQ(write_ggf(again), text);
}

TEST(GgfRecord, MarksAForfeitAsAResignationAndADrawAsEven) {
    GgfGame game;
    game.end = GgfEnd::Resigned;
    game.black_minus_white = 4;
    EXPECT_TRUE(write_ggf(game).find("RE[+4.000:r]") != std::string::npos);
    game.end = GgfEnd::Discs;
    game.black_minus_white = 0;
    EXPECT_TRUE(write_ggf(game).find("RE[+0.000]") != std::string::npos);
}

// RE is Black's result (GGF: "game result for first color"), so its sign credits the winner:
// a forfeit or a loss on time gives the winner the whole board whatever the discs, an
// adjudication the proven margin with its own flag, a finished game its margin with the empty
// squares counted for the winner.
TEST(GgfRecord, ResultCreditsTheWinnerOfEveryKindOfGame) {
    match::MatchHeader header;
    header.a = "a-engine 1, line protocol: a";
    header.b = "b-engine 1, line protocol: b";
    const auto record = [&](const auto& change) {
        match::GameRecord game;
        game.setup.number = 1;
        game.setup.black = match::Side::A;
        game.black_discs = 2;
        game.white_discs = 2;
        change(game);
        const std::string text = match::ggf_record(header, game);
        const std::size_t at = text.find("RE[");
        return text.substr(at, text.find(']', at) - at + 1);
    };
    using match::Side;
    // Black (A) forfeited with more discs: White won.
    EXPECT_EQ(record([](match::GameRecord& g) {
                  g.black_discs = 9;
                  g.white_discs = 3;
                  g.forfeit = match::Forfeit{Side::A, client::EngineFault::Crashed, {}};
                  g.winner = Side::B;
              }),
              "RE[-64.000:r]");
    // Black lost on time at 6-6.
    EXPECT_EQ(record([](match::GameRecord& g) {
                  g.black_discs = 6;
                  g.white_discs = 6;
                  g.lost_on_time = Side::A;
                  g.winner = Side::B;
              }),
              "RE[-64.000:t]");
    EXPECT_EQ(record([](match::GameRecord& g) {
                  g.lost_on_time = Side::B;
                  g.winner = Side::A;
              }),
              "RE[+64.000:t]");
    EXPECT_EQ(record([](match::GameRecord& g) {
                  g.black_discs = 30;
                  g.white_discs = 26;
                  g.adjudicated = match::Adjudication{8, -6};
                  g.winner = Side::B;
              }),
              "RE[-6.000:s]");
    // A wipe-out at 13-0: Black gets the 51 empty squares too.
    EXPECT_EQ(record([](match::GameRecord& g) {
                  g.black_discs = 13;
                  g.white_discs = 0;
                  g.winner = Side::A;
              }),
              "RE[+64.000]");
    EXPECT_EQ(record([](match::GameRecord& g) {
                  g.black_discs = 32;
                  g.white_discs = 32;
              }),
              "RE[+0.000]");
}

TEST_F(MatchTool, WritesGgfThatTheProjectsReaderReadsAndConvertGivesTheSame) {
    const std::string ggf_path = path("games.ggf");
    // No clock: with one, our engine would spend it (the writer's TI is tested above).
    const auto out = run({"--a-level", "easy", "--b-level", "normal", "--openings", "2",
                          "--games-file", games_path_, "--ggf-file", ggf_path});
    ASSERT_EQ(out.exit_code, 0) << out.err;
    const std::string records = read(ggf_path);
    const auto converted = run_program(match_program(), {"convert", games_path_}, "");
    ASSERT_EQ(converted.exit_code, 0) << converted.err;
    EXPECT_EQ(converted.out, records);

    const auto played = games();
    const std::vector<std::string> lines = split_lines(records);
    ASSERT_EQ(lines.size(), played.size());
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const GgfResult read_back = parse_ggf(lines[i]);
        ASSERT_TRUE(read_back.game.has_value()) << read_back.error << "\n" << lines[i];
        std::vector<std::string> moves;
        for (const GgfMove& m : read_back.game->moves)
            moves.push_back(move_name(m.move));
        EXPECT_EQ(moves, played[i].moves) << "game " << played[i].number;
        EXPECT_TRUE(lines[i].find("PB[reversi-engine ") != std::string::npos) << lines[i];
        EXPECT_TRUE(lines[i].find("reversi-engine") != std::string::npos) << lines[i];
    }
}

TEST_F(MatchTool, ConvertRefusesWhatIsNotAGamesFile) {
    const std::string bogus = path("bogus.txt");
    std::ofstream(bogus) << "hello\n";
    const auto out = run_program(match_program(), {"convert", bogus}, "");
    EXPECT_EQ(out.exit_code, 6);
    EXPECT_TRUE(contains(out.err, "not a reversi-match games file")) << out.err;
}

}  // namespace
}  // namespace reversi::testing_support
