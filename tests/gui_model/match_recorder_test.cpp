// SPDX-License-Identifier: GPL-3.0-or-later
// The records and the saved match follow the match: played at the start, won, lost or drawn
// only at the (first) end, saved after every move, and play time only while the player is at
// the match, kept for that match's opponent.
#include <gtest/gtest.h>
#include <stdlib.h>

#include <filesystem>
#include <fstream>

#include "fake_ports.hpp"
#include "model/match_recorder.hpp"
#include "test_positions.hpp"

namespace reversi::gui {
namespace {

using namespace testing;
using namespace std::chrono_literals;

class TempFolder {
public:
    TempFolder() {
        std::string pattern = (std::filesystem::temp_directory_path() / "gui-recorder-XXXXXX");
        if (mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("mkdtemp failed");
        path_ = pattern;
    }
    ~TempFolder() { std::filesystem::remove_all(path_); }
    TempFolder(const TempFolder&) = delete;
    TempFolder& operator=(const TempFolder&) = delete;
    const std::filesystem::path& path() const { return path_; }

private:
    std::filesystem::path path_;
};

class Recorder : public ::testing::Test {
protected:
    FakeCpu cpu;
    FakePause pause;
    MatchController match{cpu, pause};
    TempFolder temp;
    records::SaveFolder folder{temp.path() / "reversi"};
    std::chrono::steady_clock::time_point now{};
    MatchRecorder recorder{match, folder, records::Records{}, [this] { return now; }};

    // The files once the writes asked for so far are done (they are written on another thread).
    records::Records saved_records() {
        recorder.wait_for_writes();
        return folder.load_records().records;
    }
    // The window as it is once the game is up: shown, on the match screen, and never told
    // about activation (as under Xvfb without a window manager).
    void at_the_match() {
        recorder.window_visible(true);
        recorder.match_screen_shown(true);
    }
    std::optional<records::SavedMatch> saved_match() {
        recorder.wait_for_writes();
        return folder.load_saved_match().match;
    }
};

TEST_F(Recorder, AMatchCountsAsPlayedWhenItStartsAndIsSavedAtOnce) {
    match.start_new(Level::Easy, Color::Black, 31);
    EXPECT_EQ(recorder.records().of(Level::Easy).played, 1u);
    EXPECT_EQ(saved_records().of(Level::Easy).played, 1u);
    const std::optional<records::SavedMatch> saved = saved_match();
    ASSERT_TRUE(saved);
    EXPECT_EQ(saved->position, Position::start());
    EXPECT_EQ(saved->seed, 31u);
    EXPECT_EQ(saved->opponent, Level::Easy);
    EXPECT_EQ(saved->player, Color::Black);
}

TEST_F(Recorder, TheMatchIsSavedAfterEveryMoveWithTheSideToMoveAndTheLastMove) {
    match.start_new(Level::Normal, Color::Black, 5);
    ASSERT_TRUE(match.play(square("d3")));
    EXPECT_EQ(saved_match()->position, match.position());
    EXPECT_EQ(saved_match()->position.side_to_move(), Color::White);
    pause.elapse();
    cpu.answer("c3");
    EXPECT_EQ(saved_match()->position, match.position());
    EXPECT_EQ(saved_match()->last_move, square("c3"));
    ASSERT_TRUE(match.undo());
    EXPECT_EQ(saved_match()->position, Position::start());
}

TEST_F(Recorder, AMatchWalkedAwayFromIsNotALoss) {
    match.start_new(Level::Hard, Color::Black, 1);
    ASSERT_TRUE(match.play(square("d3")));
    match.start_new(Level::Hard, Color::Black, 2);
    const records::OpponentRecord hard = saved_records().of(Level::Hard);
    EXPECT_EQ(hard.played, 2u);
    EXPECT_EQ(hard.losses, 0u);
    EXPECT_EQ(hard.finished(), 0u);
}

TEST_F(Recorder, AnEndedMatchCountsOnceAndLeavesNothingToResume) {
    match.start_new(Level::Easy, Color::Black, 1);
    match.resume(MatchSetup{Level::Easy, Color::Black, 1, position(kBlackB2EndsTheMatch), {}});
    ASSERT_TRUE(match.play(square("b2")));
    EXPECT_EQ(saved_records().of(Level::Easy).wins, 1u);
    EXPECT_FALSE(saved_match()) << "a finished match is not offered again";
    // Undo after the end, and the same ending again: still one win.
    ASSERT_TRUE(match.undo());
    ASSERT_TRUE(match.play(square("b2")));
    EXPECT_EQ(saved_records().of(Level::Easy).wins, 1u);
    EXPECT_EQ(saved_records().of(Level::Easy).played, 1u);
}

TEST_F(Recorder, PlayTimeCountsOnlyWhileTheWindowIsShown) {
    match.start_new(Level::Easy, Color::Black, 1);
    at_the_match();
    now += 5min;
    recorder.window_visible(false);
    now += 10min;  // the window was hidden or minimised
    recorder.window_visible(true);
    now += 1min;
    ASSERT_TRUE(match.play(square("d3")));
    EXPECT_EQ(saved_records().of(Level::Easy).play_time, 6min);
    EXPECT_EQ(saved_match()->play_time, 6min);
}

TEST_F(Recorder, PlayTimePausesWhileAnotherWindowIsActive) {
    match.start_new(Level::Normal, Color::Black, 1);
    at_the_match();
    now += 2min;
    recorder.window_active(false);
    now += 45min;  // the game idles in the background behind another program
    recorder.window_active(true);
    now += 3min;
    recorder.window_active(false);
    now += 8h;  // and is closed from the task bar, still in the background
    recorder.close();
    EXPECT_EQ(saved_records().of(Level::Normal).play_time, 5min);
    EXPECT_EQ(saved_match()->play_time, 5min);
}

TEST_F(Recorder, AWindowNeverToldOfActivationCountsAsActive) {
    at_the_match();
    match.start_new(Level::Hard, Color::Black, 1);
    now += 4min;
    recorder.close();
    EXPECT_EQ(saved_records().of(Level::Hard).play_time, 4min);
}

TEST_F(Recorder, PlayTimePausesBehindTheHomeScreen) {
    match.start_new(Level::Easy, Color::Black, 1);
    at_the_match();
    now += 1min;
    recorder.match_screen_shown(false);
    now += 20min;
    recorder.match_screen_shown(true);
    now += 1min;
    recorder.close();
    EXPECT_EQ(saved_records().of(Level::Easy).play_time, 2min);
}

TEST_F(Recorder, PlayTimeGoesToTheOpponentOfTheMatchItWasSpentIn) {
    at_the_match();
    match.start_new(Level::Easy, Color::Black, 1);
    now += 5min;
    ASSERT_TRUE(match.play(square("d3")));
    now += 2min;  // the Easy match is left for a Hard one: these 2 minutes are Easy's too
    match.start_new(Level::Hard, Color::White, 2);
    now += 3min;
    recorder.close();
    const records::Records saved = saved_records();
    EXPECT_EQ(saved.of(Level::Easy).play_time, 7min);
    EXPECT_EQ(saved.of(Level::Normal).play_time, 0min);
    EXPECT_EQ(saved.of(Level::Hard).play_time, 3min);
    EXPECT_EQ(saved.total_play_time(), 10min);
}

TEST_F(Recorder, NoTimeCountsAfterTheMatchEnded) {
    at_the_match();
    match.resume(MatchSetup{Level::Easy, Color::Black, 1, position(kBlackB2EndsTheMatch), {}});
    now += 2min;
    ASSERT_TRUE(match.play(square("b2")));
    now += 30min;  // looking at the result
    recorder.close();
    EXPECT_EQ(saved_records().of(Level::Easy).play_time, 2min);
    EXPECT_EQ(saved_records().total_play_time(), 2min);
}

TEST_F(Recorder, TellsTheWindowEachCountAfterItIsMade) {
    // What the records held each time the window was told, for the match's opponent.
    std::vector<records::OpponentRecord> told;
    recorder.on_counted = [&] { told.push_back(recorder.records().of(match.setup().opponent)); };
    match.start_new(Level::Easy, Color::Black, 1);
    ASSERT_EQ(told.size(), 1u) << "the start";
    EXPECT_EQ(told[0].played, 1u);
    match.resume(MatchSetup{Level::Easy, Color::Black, 1, position(kBlackB2EndsTheMatch), {}});
    ASSERT_EQ(told.size(), 2u) << "a resumed match, whose start is not counted again";
    EXPECT_EQ(told[1].played, 1u);
    ASSERT_TRUE(match.play(square("b2")));
    ASSERT_EQ(told.size(), 3u) << "the end";
    EXPECT_EQ(told[2].wins, 1u);
    EXPECT_EQ(told[2].played, 1u);
    // A move that ends nothing counts nothing and tells nothing.
    match.start_new(Level::Hard, Color::Black, 2);
    ASSERT_EQ(told.size(), 4u);
    EXPECT_EQ(told[3].played, 1u) << "Hard's own record, not Easy's";
    ASSERT_TRUE(match.play(square("d3")));
    EXPECT_EQ(told.size(), 4u);
}

TEST_F(Recorder, AResumedMatchKeepsItsPlayTimeAndIsNotCountedAgain) {
    records::SavedMatch saved;
    saved.position = position(kBlackB2EndsTheMatch);
    saved.opponent = Level::Normal;
    saved.play_time = 7min;
    saved.last_move = square("d4");
    recorder.resume(saved);
    EXPECT_EQ(match.last_placed(), square("d4"));
    EXPECT_EQ(recorder.records().of(Level::Normal).played, 0u);
    at_the_match();
    now += 3min;
    recorder.close();
    EXPECT_EQ(saved_match()->play_time, 10min);
    // The 7 minutes went into the records in the session that played them.
    EXPECT_EQ(saved_records().of(Level::Normal).play_time, 3min);
}

TEST_F(Recorder, ClosingSavesTheMatchUnderWay) {
    match.start_new(Level::Easy, Color::Black, 1);
    ASSERT_TRUE(match.play(square("d3")));
    pause.elapse();  // the CPU is searching when the window closes
    recorder.close();
    EXPECT_EQ(saved_match()->position, match.position());
}

TEST_F(Recorder, ClosingWithNothingChangedWritesNoFile) {
    // The home screen of a first launch, then quitting: the disk has nothing new to hold.
    recorder.window_visible(true);
    now += 10min;
    recorder.close();
    EXPECT_FALSE(std::filesystem::exists(folder.records_file()));
    EXPECT_FALSE(std::filesystem::exists(folder.saved_match_file()));
}

TEST_F(Recorder, ClosingAfterTheEndWritesOnlyWhatChanged) {
    at_the_match();
    match.resume(MatchSetup{Level::Easy, Color::Black, 1, position(kBlackB2EndsTheMatch), {}});
    ASSERT_TRUE(match.play(square("b2")));
    recorder.wait_for_writes();
    const auto written = std::filesystem::last_write_time(folder.records_file());
    std::filesystem::last_write_time(folder.records_file(),
                                     written - std::chrono::hours(1));  // a mark to compare
    now += 30min;  // looking at the result: no play time counts
    recorder.close();
    EXPECT_EQ(std::filesystem::last_write_time(folder.records_file()),
              written - std::chrono::hours(1))
        << "the records were written again although nothing in them changed";
    EXPECT_EQ(saved_records().of(Level::Easy).wins, 1u);
}

// The View menu's settings go through the same writer as the records: the window's thread
// only queues them.
TEST_F(Recorder, SettingsAreReadFromTheFolderAndSavedByTheWriter) {
    EXPECT_FALSE(recorder.load_settings().settings.coordinates) << "the defaults, with no file";
    recorder.save_settings(records::Settings{true});
    recorder.wait_for_writes();
    EXPECT_TRUE(folder.load_settings().settings.coordinates);
    EXPECT_TRUE(recorder.load_settings().settings.coordinates);
}

// View > Sound off survives a restart: a new recorder over the same folder reads it back.
TEST_F(Recorder, SoundOffIsRememberedAcrossARestart) {
    EXPECT_TRUE(recorder.load_settings().settings.sound) << "on by default, with no file";
    recorder.save_settings(records::Settings{false, false});
    recorder.close();
    MatchRecorder next{match, records::SaveFolder(folder), records::Records{},
                       [] { return std::chrono::steady_clock::time_point{}; }};
    EXPECT_FALSE(next.load_settings().settings.sound);
}

TEST(RecorderThatCannotSave, TellsASettingsFailureApartFromTheRecordsNotice) {
    FakeCpu cpu;
    FakePause pause;
    MatchController match{cpu, pause};
    TempFolder temp;
    std::ofstream(temp.path() / "a-file") << "not a folder";
    MatchRecorder recorder{match, records::SaveFolder(temp.path() / "a-file" / "reversi"),
                           records::Records{},
                           [] { return std::chrono::steady_clock::time_point{}; }};
    int notices = 0;
    int settings_failures = 0;
    recorder.on_save_failed = [&](records::WriteError) { ++notices; };
    recorder.on_settings_not_saved = [&](const records::WriteResult&) { ++settings_failures; };
    recorder.save_settings(records::Settings{true});
    recorder.wait_for_writes();
    EXPECT_EQ(settings_failures, 1);
    EXPECT_EQ(notices, 0) << "a view setting is not worth the notice about records";
}

// Writes happen on the writer's thread; a recorder that ends, even without close(), waits for
// them: no statistics are lost.
TEST(RecorderThatEnds, WaitsForItsWritesSoNoStatisticIsLost) {
    FakeCpu cpu;
    FakePause pause;
    MatchController match{cpu, pause};
    TempFolder temp;
    const records::SaveFolder folder{temp.path() / "reversi"};
    {
        MatchRecorder recorder{match, folder, records::Records{},
                               [] { return std::chrono::steady_clock::time_point{}; }};
        match.start_new(Level::Hard, Color::Black, 1);
        ASSERT_TRUE(match.play(square("d3")));
    }
    EXPECT_EQ(folder.load_records().records.of(Level::Hard).played, 1u);
    ASSERT_TRUE(folder.load_saved_match().match.has_value());
    EXPECT_EQ(folder.load_saved_match().match->position, match.position());
}

TEST(RecorderWithoutAFolder, PlayGoesOnWithNothingSaved) {
    FakeCpu cpu;
    FakePause pause;
    MatchController match{cpu, pause};
    MatchRecorder recorder{match, std::nullopt, records::Records{},
                           [] { return std::chrono::steady_clock::time_point{}; }};
    match.start_new(Level::Easy, Color::Black, 1);
    EXPECT_TRUE(match.play(square("d3")));
    EXPECT_EQ(recorder.records().of(Level::Easy).played, 1u);
}

TEST(RecorderThatCannotSave, ReportsTheFailureOnceNotPerMove) {
    FakeCpu cpu;
    FakePause pause;
    MatchController match{cpu, pause};
    TempFolder temp;
    std::ofstream(temp.path() / "a-file") << "not a folder";
    MatchRecorder recorder{match, records::SaveFolder(temp.path() / "a-file" / "reversi"),
                           records::Records{},
                           [] { return std::chrono::steady_clock::time_point{}; }};
    int reports = 0;
    recorder.on_save_failed = [&](records::WriteError) { ++reports; };
    match.start_new(Level::Easy, Color::Black, 1);
    ASSERT_TRUE(match.play(square("d3")));
    pause.elapse();
    cpu.answer("c3");
    recorder.wait_for_writes();
    EXPECT_EQ(reports, 1);
    EXPECT_EQ(match.phase(), MatchPhase::PlayerToMove);
}

TEST(RecorderThatCannotSave, SaysOnceWhenSavingWorksAgain) {
    FakeCpu cpu;
    FakePause pause;
    MatchController match{cpu, pause};
    TempFolder temp;
    const std::filesystem::path blocker = temp.path() / "a-file";
    std::ofstream(blocker) << "not a folder";
    MatchRecorder recorder{match, records::SaveFolder(blocker / "reversi"), records::Records{},
                           [] { return std::chrono::steady_clock::time_point{}; }};
    int failures = 0;
    int recoveries = 0;
    recorder.on_save_failed = [&](records::WriteError) { ++failures; };
    recorder.on_save_recovered = [&] { ++recoveries; };
    match.start_new(Level::Easy, Color::Black, 1);
    recorder.wait_for_writes();
    ASSERT_EQ(failures, 1);
    EXPECT_EQ(recoveries, 0);
    std::filesystem::remove(blocker);  // the player freed the way
    ASSERT_TRUE(match.play(square("d3")));
    recorder.wait_for_writes();
    EXPECT_EQ(recoveries, 1);
    pause.elapse();
    cpu.answer("c3");
    recorder.wait_for_writes();
    EXPECT_EQ(recoveries, 1) << "said once, not per save";
    EXPECT_EQ(failures, 1);
    EXPECT_EQ(
        records::SaveFolder(blocker / "reversi").load_records().records.of(Level::Easy).played, 1u)
        << "what failed to be saved was saved at the next chance";
}

}  // namespace
}  // namespace reversi::gui
