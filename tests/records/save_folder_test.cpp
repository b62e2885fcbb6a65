// SPDX-License-Identifier: GPL-3.0-or-later
// Loading and saving through the save folder: bad files are set aside with a notice, never a
// crash, and a failed save loses nothing held in memory.
#include <gtest/gtest.h>

#include <cerrno>

#include "faulty_write.hpp"
#include "records/records_format.hpp"
#include "records/save_folder.hpp"
#include "temp_folder.hpp"
#include "without_root.hpp"

namespace reversi::records {
namespace {

using testing::count_files_containing;
using testing::faulty_write;
using testing::read_text;
using testing::TempFolder;
using testing::without_root;
using testing::write_text;

Records some_records() {
    Records records;
    records.of(Level::Normal) = {5, 2, 1, 1, std::chrono::minutes{42}};
    return records;
}

SavedMatch easy_match_after_d3() {
    SavedMatch match;
    match.position = Position::start().after(Move::at(19));  // d3
    match.opponent = Level::Easy;
    match.seed = 77;
    match.last_move = 19;
    return match;
}

TEST(SaveFolder, AFirstLaunchHasFreshRecordsNoMatchAndNoNotice) {
    TempFolder temp;
    const SaveFolder folder(temp / "data" / "reversi");
    const RecordsLoad records = folder.load_records();
    EXPECT_EQ(records.records, Records{});
    EXPECT_FALSE(records.problem);
    const SavedMatchLoad match = folder.load_saved_match();
    EXPECT_FALSE(match.match);
    EXPECT_FALSE(match.problem);
}

TEST(SaveFolder, SavesCreateTheFolderAndLoadBack) {
    TempFolder temp;
    const SaveFolder folder(temp / "data" / "reversi");
    ASSERT_TRUE(folder.save_records(some_records()).ok());
    ASSERT_TRUE(folder.save_match(easy_match_after_d3()).ok());
    EXPECT_EQ(folder.load_records().records, some_records());
    EXPECT_EQ(folder.load_saved_match().match, easy_match_after_d3());
}

TEST(SaveFolder, TheEarlierReleasesRecordsLoadWithoutANoticeAndAreNotSetAside) {
    TempFolder temp;
    const SaveFolder folder(temp.path());
    write_text(folder.records_file(),
               "reversi-records 1\n"
               "opponent easy played 4 wins 1 losses 2 draws 0\n"
               "opponent normal played 2 wins 0 losses 2 draws 0\n"
               "opponent hard played 0 wins 0 losses 0 draws 0\n"
               "play-time-ms 600000\n"
               "end\n");
    const RecordsLoad load = folder.load_records();
    EXPECT_FALSE(load.problem);
    EXPECT_EQ(load.records.of(Level::Easy), (OpponentRecord{4, 1, 2, 0}));
    EXPECT_EQ(load.records.of(Level::Normal), (OpponentRecord{2, 0, 2, 0}));
    EXPECT_EQ(load.records.total_play_time(), std::chrono::minutes{10});
    EXPECT_EQ(count_files_containing(temp.path(), ".corrupt-"), 0);
}

TEST(SaveFolder, AForgottenMatchIsGone) {
    TempFolder temp;
    const SaveFolder folder(temp.path());
    ASSERT_TRUE(folder.save_match(easy_match_after_d3()).ok());
    ASSERT_TRUE(folder.forget_saved_match().ok());
    EXPECT_FALSE(folder.load_saved_match().match);
    EXPECT_TRUE(folder.forget_saved_match().ok());
}

// Each way a file can be bad: write it, load, and expect a notice and the file moved aside.
struct BadFile {
    const char* name;
    void (*make)(const std::filesystem::path& file, std::string_view format);
    LoadProblem problem;
};

const BadFile kBadFiles[] = {
    {"garbage",
     [](const std::filesystem::path& f, std::string_view) {
         write_text(f, "\x7f\x45\x4c\x46 garbage \xff\x00");
     },
     LoadProblem::Corrupt},
    {"empty", [](const std::filesystem::path& f, std::string_view) { write_text(f, ""); },
     LoadProblem::Corrupt},
    {"another format",
     [](const std::filesystem::path& f, std::string_view) {
         write_text(f, "reversi-othello 1\nend\n");
     },
     LoadProblem::Corrupt},
    {"a newer version",
     [](const std::filesystem::path& f, std::string_view format) {
         write_text(f, std::string(format) + " 99\nanything new\nend\n");
     },
     LoadProblem::WrongVersion},
    {"truncated",
     [](const std::filesystem::path& f, std::string_view format) {
         write_text(f, std::string(format) + " 1\nopponent");
     },
     LoadProblem::Corrupt},
    {"huge",
     [](const std::filesystem::path& f, std::string_view) {
         write_text(f, std::string(10 << 20, 'x'));
     },
     LoadProblem::TooLarge},
    {"a folder",
     [](const std::filesystem::path& f, std::string_view) { std::filesystem::create_directory(f); },
     LoadProblem::NotAFile},
    {"a symlink loop",
     [](const std::filesystem::path& f, std::string_view) {
         std::filesystem::create_symlink(f, f);
     },
     LoadProblem::Unreadable},
};

TEST(SaveFolder, BadRecordsAreSetAsideAndCountingStartsAfresh) {
    for (const BadFile& bad : kBadFiles) {
        TempFolder temp;
        const SaveFolder folder(temp.path());
        bad.make(folder.records_file(), kRecordsFormatName);
        const RecordsLoad load = folder.load_records();
        EXPECT_EQ(load.problem, bad.problem) << bad.name;
        EXPECT_EQ(load.records, Records{}) << bad.name;
        ASSERT_TRUE(load.set_aside_as) << bad.name;
        EXPECT_EQ(*load.set_aside_as, temp / "records.txt.corrupt-1") << bad.name;
        EXPECT_TRUE(std::filesystem::symlink_status(*load.set_aside_as).type() !=
                    std::filesystem::file_type::not_found)
            << bad.name;
        // Counting starts afresh: the next save works and the next load has no notice.
        EXPECT_TRUE(folder.save_records(some_records()).ok()) << bad.name;
        EXPECT_FALSE(folder.load_records().problem) << bad.name;
    }
}

TEST(SaveFolder, AFolderInThePlaceOfTheRecordsIsNamedInTheLogLine) {
    TempFolder temp;
    const SaveFolder folder(temp.path());
    std::filesystem::create_directory(folder.records_file());
    const RecordsLoad load = folder.load_records();
    EXPECT_EQ(load.problem, LoadProblem::NotAFile);
    EXPECT_EQ(load.detail, "a folder stands in the file's place");
}

// Records the player may not read are not damaged: they stay where they are, untouched, and a
// folder told to leave them alone never saves over them.
TEST(SaveFolder, RecordsThatMayNotBeReadAreLeftAsTheyAreAndNotSavedOver) {
    TempFolder temp;
    const SaveFolder folder(temp.path());
    ASSERT_TRUE(folder.save_records(some_records()).ok());
    std::filesystem::permissions(temp.path(), std::filesystem::perms::all);
    std::filesystem::permissions(folder.records_file(), std::filesystem::perms::none);
    const std::string failed = without_root([&]() -> std::string {
        SaveFolder as_player(temp.path());
        const RecordsLoad load = as_player.load_records();
        if (load.problem != LoadProblem::NoPermission) return "not told as NoPermission";
        if (load.set_aside_as) return "set aside";
        if (load.detail.find("no permission") == std::string::npos) return "log: " + load.detail;
        as_player.leave_alone(as_player.records_file());
        if (!as_player.save_records(Records{}).ok()) return "the skipped save reported a failure";
        return {};
    });
    EXPECT_EQ(failed, "");
    std::filesystem::permissions(folder.records_file(), std::filesystem::perms::owner_read);
    EXPECT_EQ(count_files_containing(temp.path(), ".corrupt-"), 0);
    EXPECT_EQ(read_text(folder.records_file()), records_text(some_records()));
}

TEST(SaveFolder, ABadSavedMatchIsSetAsideAndNothingIsResumed) {
    for (const BadFile& bad : kBadFiles) {
        TempFolder temp;
        const SaveFolder folder(temp.path());
        bad.make(folder.saved_match_file(), kSavedMatchFormatName);
        const SavedMatchLoad load = folder.load_saved_match();
        EXPECT_EQ(load.problem, bad.problem) << bad.name;
        EXPECT_FALSE(load.match) << bad.name;
        ASSERT_TRUE(load.set_aside_as) << bad.name;
        EXPECT_EQ(*load.set_aside_as, temp / "saved-match.txt.corrupt-1") << bad.name;
        // The next launch starts clean: no saved match and no second notice.
        const SavedMatchLoad again = folder.load_saved_match();
        EXPECT_FALSE(again.problem) << bad.name;
        EXPECT_FALSE(again.match) << bad.name;
    }
}

TEST(SaveFolder, SettingsAreTheDefaultsUntilSavedAndLoadBack) {
    TempFolder temp;
    const SaveFolder folder(temp / "data" / "reversi");
    const SettingsLoad first = folder.load_settings();
    EXPECT_EQ(first.settings, Settings{});
    EXPECT_FALSE(first.problem);
    ASSERT_TRUE(folder.save_settings(Settings{true}).ok());
    EXPECT_EQ(read_text(folder.settings_file()), settings_text(Settings{true}));
    EXPECT_EQ(folder.load_settings().settings, Settings{true});
}

TEST(SaveFolder, BadSettingsAreSetAsideAndTheDefaultsApply) {
    for (const BadFile& bad : kBadFiles) {
        TempFolder temp;
        const SaveFolder folder(temp.path());
        bad.make(folder.settings_file(), kSettingsFormatName);
        const SettingsLoad load = folder.load_settings();
        EXPECT_EQ(load.problem, bad.problem) << bad.name;
        EXPECT_EQ(load.settings, Settings{}) << bad.name;
        ASSERT_TRUE(load.set_aside_as) << bad.name;
        EXPECT_EQ(*load.set_aside_as, temp / "settings.txt.corrupt-1") << bad.name;
        EXPECT_TRUE(folder.save_settings(Settings{true}).ok()) << bad.name;
        EXPECT_EQ(folder.load_settings().settings, Settings{true}) << bad.name;
    }
}

TEST(SaveFolder, ATruncatedSavedMatchIsSetAsideWithItsBytesKept) {
    TempFolder temp;
    const SaveFolder folder(temp.path());
    const std::string whole = saved_match_text(easy_match_after_d3());
    const std::string truncated = whole.substr(0, whole.size() / 2);
    write_text(folder.saved_match_file(), truncated);
    const SavedMatchLoad load = folder.load_saved_match();
    EXPECT_EQ(load.problem, LoadProblem::Corrupt);
    ASSERT_TRUE(load.set_aside_as);
    EXPECT_EQ(read_text(*load.set_aside_as), truncated);
}

TEST(SaveFolder, SetAsideCopiesNeverOverwriteEachOther) {
    TempFolder temp;
    const SaveFolder folder(temp.path());
    for (int i = 1; i <= 3; ++i) {
        write_text(folder.records_file(), "bad " + std::to_string(i));
        const RecordsLoad load = folder.load_records();
        ASSERT_TRUE(load.set_aside_as);
        EXPECT_EQ(*load.set_aside_as, temp / ("records.txt.corrupt-" + std::to_string(i)));
    }
    EXPECT_EQ(read_text(temp / "records.txt.corrupt-1"), "bad 1");
    EXPECT_EQ(read_text(temp / "records.txt.corrupt-3"), "bad 3");
}

TEST(SaveFolder, AFullDiskIsAClearErrorAndTheRecordsInMemoryStay) {
    TempFolder temp;
    const SaveFolder folder(temp.path());
    Records records = some_records();
    ASSERT_TRUE(folder.save_records(records).ok());

    const SaveFolder full(temp.path(), faulty_write({WriteFault::Step::Write, 10, ENOSPC, false}));
    records.count_started(Level::Hard);
    const WriteResult failed = full.save_records(records);
    EXPECT_EQ(failed.error, WriteError::NoSpace);
    EXPECT_EQ(folder.load_records().records, some_records());  // the file kept the old state

    // Play goes on: more is counted in memory, and the next save that can, writes it all.
    records.count_ended(Level::Hard, MatchResult::Win);
    ASSERT_TRUE(folder.save_records(records).ok());
    EXPECT_EQ(folder.load_records().records, records);
    EXPECT_EQ(folder.load_records().records.of(Level::Hard).wins, 1u);
}

TEST(SaveFolder, AReadOnlyFolderIsAClearError) {
    TempFolder temp;
    const SaveFolder folder(temp.path(), faulty_write({WriteFault::Step::Open, 0, EROFS, false}));
    EXPECT_EQ(folder.save_records(some_records()).error, WriteError::ReadOnly);
    EXPECT_EQ(folder.save_match(easy_match_after_d3()).error, WriteError::ReadOnly);
    EXPECT_FALSE(std::filesystem::exists(folder.records_file()));
}

// Root writes through chmod, so a folder that really cannot be made: a file stands in its path.
TEST(SaveFolder, AFolderThatCannotBeMadeIsAClearError) {
    TempFolder temp;
    write_text(temp / "blocked", "a file where a folder should be");
    const SaveFolder folder(temp / "blocked" / "reversi");
    const WriteResult result = folder.save_records(some_records());
    EXPECT_EQ(result.error, WriteError::NotAFolder);
    EXPECT_EQ(result.step, "mkdir");
    EXPECT_EQ(folder.load_records().records, Records{});  // and loading still does not fail
}

TEST(SaveFolder, StrayTemporaryFilesAreIgnoredAndCleanedUp) {
    TempFolder temp;
    const SaveFolder folder(temp.path());
    ASSERT_TRUE(folder.save_records(some_records()).ok());
    write_text(temp_path_for(folder.records_file(), 999'999'999), "reversi-records 1\nopp");
    EXPECT_EQ(folder.load_records().records, some_records());
    EXPECT_FALSE(folder.load_records().problem);
    EXPECT_EQ(count_files_containing(temp.path(), ".tmp."), 0);
}

}  // namespace
}  // namespace reversi::records
