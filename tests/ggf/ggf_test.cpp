// SPDX-License-Identifier: GPL-3.0-or-later
// GGF game records: what is accepted and the position it leads to, what is refused and why, that
// no input, however broken or large, can crash the parser, and what the writer gives back.
#include <gtest/gtest.h>

#include <chrono>
#include <random>

#include "core/notation.hpp"
#include "ggf/ggf_reader.hpp"
#include "ggf/ggf_writer.hpp"
#include "support/move_lines.hpp"

namespace reversi {
namespace {

// The move of a move item alone.
std::optional<Move> move_of_item(std::string_view text) {
    const auto item = read_move_item(text);
    if (!item) return std::nullopt;
    return item->move;
}

using testing::after_moves;

constexpr std::string_view kStartBoard =
    "BO[8 ---------------------------O*------*O--------------------------- *]";

std::string record(std::string_view properties) {
    return "(;GM[Othello]" + std::string(properties) + ";)";
}

// The position a read record leads to.
Position current(const GgfResult& result) { return ggf_line(*result.game).current(); }

TEST(Ggf, NBoardsExampleGameIsAccepted) {
    const GgfResult result = parse_ggf(
        "(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]PW[chris]RE[?]TI[15:00]"
        "TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[F6]"
        "B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)");
    ASSERT_TRUE(result.game) << result.error;
    EXPECT_EQ(result.game->base, Position::start());
    EXPECT_EQ(result.game->moves.size(), 8u);
    EXPECT_EQ(current(result), after_moves("f5 f6 d3 c5 e6 f7 e7 f4"));
}

TEST(Ggf, TheBoardGivesTheStartAndTheSideToMove) {
    const GgfResult result = parse_ggf(
        record("BO[8 ----------------------------------------------------------OOOOO* O]"));
    ASSERT_TRUE(result.game) << result.error;
    EXPECT_EQ(position_string(current(result)),
              "----------------------------------------------------------OOOOOX O");
}

TEST(Ggf, BlanksAroundTheRecordBetweenPropertiesAndInTheBoardAreAllowed) {
    const GgfResult result = parse_ggf(
        "  (; GM[Othello]\tBO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- "
        "-------- *]  B[f5] ;)  ");
    ASSERT_TRUE(result.game) << result.error;
    EXPECT_EQ(current(result), after_moves("f5"));
}

TEST(Ggf, MovesMayCarryEvaluationsAndTimes) {
    const GgfResult result =
        parse_ggf(record(std::string(kStartBoard) + "B[F5/-1.00/2.5]W[F6//0.5]B[e6/3]W[F4/]"));
    ASSERT_TRUE(result.game) << result.error;
    EXPECT_EQ(current(result), after_moves("f5 f6 e6 f4"));
    const std::vector<GgfMove>& moves = result.game->moves;
    EXPECT_EQ(moves[0].eval, -1.0);
    EXPECT_EQ(moves[0].time, std::chrono::milliseconds(2'500));
    EXPECT_EQ(moves[1].eval, std::nullopt);
    EXPECT_EQ(moves[1].time, std::chrono::milliseconds(500));
    EXPECT_EQ(moves[2].eval, 3.0);
    EXPECT_EQ(moves[2].time, std::nullopt);
    EXPECT_EQ(moves[3].eval, std::nullopt);
    EXPECT_EQ(moves[3].time, std::nullopt);
}

TEST(Ggf, AForcedPassMayBeWrittenOrLeftOut) {
    const std::string board =
        "BO[8 ----------------------------------------------------------OOOOO* O]";
    const GgfResult written = parse_ggf(record(board + "W[PA]B[B8]"));
    const GgfResult left_out = parse_ggf(record(board + "B[B8]"));
    ASSERT_TRUE(written.game) << written.error;
    ASSERT_TRUE(left_out.game) << left_out.error;
    EXPECT_EQ(current(written), current(left_out));
    ASSERT_EQ(left_out.game->moves.size(), 2u);
    EXPECT_TRUE(current(left_out).is_game_over());
    EXPECT_TRUE(written.game->moves[0].written);
    EXPECT_FALSE(left_out.game->moves[0].written);
    // The writer gives each record back as it was: the pass written or left out.
    EXPECT_NE(write_ggf(*written.game).find("W[PA]B[B8]"), std::string::npos);
    EXPECT_NE(write_ggf(*left_out.game).find(" O]B[B8];)"), std::string::npos);
}

TEST(Ggf, InformationPropertiesAreAcceptedAndTheModelsAreRead) {
    const GgfResult result = parse_ggf(record(
        "PC[GGS/os]DT[1107.28]PB[a b]PW[]RB[1800.5]RW[1700]TI[05:00//02:00]TB[1]TW[2]RE[+12.00]"
        "CO[nice game]TY[s8r20]C[well played]" +
        std::string(kStartBoard)));
    ASSERT_TRUE(result.game) << result.error;
    EXPECT_EQ(result.game->place, "GGS/os");
    EXPECT_EQ(result.game->date, "1107.28");
    EXPECT_EQ(result.game->black_player, "a b");
    EXPECT_EQ(result.game->white_player, "");
    EXPECT_EQ(result.game->comment, "well played");
    EXPECT_EQ(result.game->clock, (GgfClock{std::chrono::minutes(5), {}, std::chrono::minutes(2)}));
    EXPECT_EQ(result.game->black_clock->time, std::chrono::seconds(1));
    EXPECT_EQ(result.game->white_clock->time, std::chrono::seconds(2));
}

// TI sets both sides' clocks: a TB or TW before it no longer counts, one after it does.
TEST(Ggf, ALaterTimeSettingReplacesAnEarlierOne) {
    const GgfResult result = parse_ggf(record("TB[1]TW[2]TI[3]TW[4]" + std::string(kStartBoard)));
    ASSERT_TRUE(result.game) << result.error;
    EXPECT_EQ(result.game->clock->time, std::chrono::seconds(3));
    EXPECT_FALSE(result.game->black_clock);
    EXPECT_EQ(result.game->white_clock->time, std::chrono::seconds(4));
}

// A refused record leaves NBoard and the engine disagreeing, so every property a GGS record may
// carry is read: the game's name, komi, game types of every kind, and ones not known today.
TEST(Ggf, EveryPropertyIsAccepted) {
    for (const std::string properties : {"GN[Friendly game]", "KM[0.5]KB[1]KW[-1]", "TY[8k]",
                                         "TY[s8a]", "TY[8ka]", "ZZ[1]", "TI[garbled]", "TI[]"}) {
        const GgfResult result = parse_ggf(record(properties + std::string(kStartBoard)));
        EXPECT_TRUE(result.game) << properties << ": " << result.error;
    }
}

// A clock with the default grace of 2 minutes.
GgfClock clock_of(std::chrono::milliseconds time, std::chrono::milliseconds increment = {}) {
    return {time, increment, std::chrono::minutes(2)};
}

TEST(Ggf, ClocksAreReadFromTheRecord) {
    EXPECT_EQ(parse_ggf_clock("15:00"), clock_of(std::chrono::minutes(15)));
    EXPECT_EQ(parse_ggf_clock("90"), clock_of(std::chrono::seconds(90)));
    EXPECT_EQ(parse_ggf_clock("1:00:00/5/30"),
              (GgfClock{std::chrono::hours(1), std::chrono::seconds(5), std::chrono::seconds(30)}));
    EXPECT_EQ(parse_ggf_clock("5:00//0"), (GgfClock{std::chrono::minutes(5), {}, {}}));
    // A fraction of the seconds, as in GGF's move times; there is no "days." field.
    EXPECT_EQ(parse_ggf_clock("00:09.950/00:00.100/00:00"),
              (GgfClock{std::chrono::milliseconds(9'950), std::chrono::milliseconds(100), {}}));
    EXPECT_EQ(parse_ggf_clock("1:00:01.5"), clock_of(std::chrono::milliseconds(3'601'500)));
    for (const char* text :
         {"x", "1:2:3:4", "5:00/x", "5/5/5/5", "-5", "1.00:00:00", "1:+5", "1.5:00", "00:1e3"})
        EXPECT_FALSE(parse_ggf_clock(text)) << text;
}

// The clocks the writer gives (TB, TW of a game in progress) are read back to the millisecond.
TEST(Ggf, TheWritersClocksAreReadBackToTheMillisecond) {
    GgfGame game;
    game.black_clock =
        GgfClock{std::chrono::milliseconds(9'950), std::chrono::milliseconds(100), {}};
    game.white_clock = GgfClock{std::chrono::milliseconds(754'001), {}, {}};
    const std::string text = write_ggf(game);
    EXPECT_NE(text.find("TB[00:09.950/00:00.100/00:00]TW[12:34.001/00:00/00:00]"),
              std::string::npos)
        << text;
    const GgfResult read = parse_ggf(text);
    ASSERT_TRUE(read.game) << read.error;
    EXPECT_EQ(read.game->black_clock, game.black_clock);
    EXPECT_EQ(read.game->white_clock, game.white_clock);
}

struct Refusal {
    std::string text;
    std::string reason;
};

TEST(Ggf, BrokenRecordsAreRefusedWithAReason) {
    const std::string board(kStartBoard);
    const std::vector<Refusal> refusals{
        {"", "a game record starts with '(;'"},
        {"GM[Othello];)", "a game record starts with '(;'"},
        {"(;GM[Othello]" + board, "the record does not end with ';)'"},
        {"(;GM[Go]" + board + ";)", "GM: not an Othello game: Go"},
        {"(;" + board + ";)", "missing GM[Othello]"},
        {record(""), "missing BO[...]"},
        {record("GM[Othello]" + board), "GM given twice"},
        {record(board + board), "BO given twice"},
        {record("TY[8]TY[8]" + board), "TY given twice"},
        {record("BO[10 *]"), "BO: only 8x8 boards are supported"},
        {record("BO[8 ---- *]"), "BO: expected 64 squares and the side to move"},
        {record("BO[8 " + std::string(64, 'x') + " *]"), "BO: a square must be '*', 'O' or '-'"},
        {record("BO[8 " + std::string(64, '-') + " X]"), "BO: the side to move must be '*' or 'O'"},
        {record("TY[10]" + board), "TY: only 8x8 games are supported"},
        {record("TY[88]" + board), "TY: unknown game type 88"},
        {record("B[F5]" + board), "move 1 B[F5] comes before BO"},
        {record(board + "W[F5]"), "move 1 W[F5] is illegal"},
        {record(board + "B[F5]W[F5]"), "move 2 W[F5] is illegal"},
        {record(board + "B[PA]"), "move 1 B[PA] is illegal"},
        {record(board + "B[I9]"), "move 1 B[I9] is not a move"},
        {record(board + "B[F5/x]"), "move 1 B[F5/x] is not a move"},
        {record(board + "B[F5/1/2/3]"), "move 1 B[F5/1/2/3] is not a move"},
        {"(;gm[Othello];)", "expected a property name at offset 2"},
        {"(;GM [Othello];)", "GM: expected '['"},
        {"(;GM[Othello", "GM: missing ']'"},
        {record(board) + "x", "text after the end of the record"},
        {record(board) + record(board), "text after the end of the record"},
        {"(;ABCDEFGHI[1];)", "expected a property name at offset 2"},
    };
    for (const Refusal& refusal : refusals) {
        const GgfResult result = parse_ggf(refusal.text);
        EXPECT_FALSE(result.game) << refusal.text;
        EXPECT_EQ(result.error, refusal.reason) << refusal.text;
    }
}

TEST(Ggf, RefusedBytesAreEchoedSafely) {
    const GgfResult result = parse_ggf(record(std::string(kStartBoard) + "B[\x01\xff]"));
    EXPECT_EQ(result.error, "move 1 B[??] is not a move");
}

// Cut, flip and splice a valid record at pseudo-random places: every result is either a game or
// a reason, never a crash, and always the same for the same text.
TEST(Ggf, MangledRecordsNeverCrashTheParser) {
    const std::string valid = record(std::string(kStartBoard) + "B[F5]W[F6]B[E6]W[F4]");
    std::mt19937 random(20240601);
    for (int round = 0; round < 5000; ++round) {
        std::string text = valid;
        const int edits = 1 + static_cast<int>(random() % 4);
        for (int e = 0; e < edits && !text.empty(); ++e) {
            const std::size_t at = random() % text.size();
            switch (random() % 3) {
                case 0:
                    text[at] = static_cast<char>(random() % 256);
                    break;
                case 1:
                    text.erase(at, 1 + random() % 8);
                    break;
                default:
                    text.insert(at, valid.substr(random() % valid.size(), random() % 12));
            }
        }
        const GgfResult result = parse_ggf(text);
        EXPECT_NE(result.game.has_value(), !result.error.empty()) << text;
        EXPECT_EQ(parse_ggf(text).error, result.error);
    }
}

TEST(Ggf, AHugeRecordIsReadInOnePass) {
    std::string properties(kStartBoard);
    for (int i = 0; i < 100'000; ++i)
        properties += "CO[x]";
    const GgfResult result = parse_ggf(record(properties));
    EXPECT_TRUE(result.game) << result.error;
    const GgfResult nested = parse_ggf(std::string(100'000, '(') + std::string(100'000, ';'));
    EXPECT_FALSE(nested.game);
}

TEST(Ggf, AMoveItemCarriesItsEvaluationAndTheTimeItTook) {
    EXPECT_EQ(read_move_item("F5/-2.00/1.5")->time, std::chrono::milliseconds(1500));
    EXPECT_EQ(read_move_item("F5/-2.00/1.5")->eval, -2.0);
    EXPECT_EQ(read_move_item("F5/+2./0")->eval, 2.0);
    EXPECT_EQ(read_move_item("F5//0.125")->time, std::chrono::milliseconds(125));
    EXPECT_EQ(read_move_item("F5//0.1259")->time, std::chrono::milliseconds(125));
    EXPECT_EQ(read_move_item("F5/-2.00")->time, std::nullopt);
    EXPECT_EQ(read_move_item("F5//-3")->time, std::chrono::milliseconds(0));
}

TEST(Ggf, MoveItemsAreASquareOrAPassWithOptionalNumbers) {
    EXPECT_EQ(move_of_item("F5"), parse_move("f5"));
    EXPECT_EQ(move_of_item("f5/-2.00/1.5"), parse_move("f5"));
    EXPECT_EQ(move_of_item("F5//0"), parse_move("f5"));
    EXPECT_EQ(move_of_item("F5/"), parse_move("f5"));
    EXPECT_EQ(move_of_item("PA"), Move::pass());
    EXPECT_EQ(move_of_item("pass/0.00"), Move::pass());
    for (const char* text :
         {"", "/", "F", "F55", "I1", "A9", "P", "PAS", "F5/a", "F5//b", "F5/1/2/3", "F5 ", " F5"})
        EXPECT_FALSE(move_of_item(text)) << text;
}

TEST(Ggf, MovesAreWrittenInUpperCaseAndPassAsPA) {
    EXPECT_EQ(ggf_move_name(Move::at(*parse_square("f5"))), "F5");
    EXPECT_EQ(ggf_move_name(Move::at(0)), "A1");
    EXPECT_EQ(ggf_move_name(Move::pass()), "PA");
}

}  // namespace
}  // namespace reversi
