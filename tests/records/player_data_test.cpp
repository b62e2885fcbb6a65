// SPDX-License-Identifier: GPL-3.0-or-later
// The player's data at launch: every problem met is kept, none hides another, and what could be
// read is used.
#include <gtest/gtest.h>

#include "records/player_data.hpp"
#include "records/records_format.hpp"
#include "temp_folder.hpp"
#include "without_root.hpp"

namespace reversi::records {
namespace {

using testing::count_files_containing;
using testing::read_text;
using testing::TempFolder;
using testing::without_root;
using testing::write_text;
using Kind = DataProblem::Kind;

SavedMatch hard_match_after_d3() {
    SavedMatch match;
    match.position = Position::start().after(Move::at(19));  // d3
    match.opponent = Level::Hard;
    match.seed = 5;
    match.last_move = 19;
    return match;
}

std::vector<Kind> kinds(const PlayerData& data) {
    std::vector<Kind> out;
    for (const DataProblem& problem : data.problems)
        out.push_back(problem.kind);
    return out;
}

TEST(PlayerData, AFirstLaunchHasNothingToTell) {
    TempFolder temp;
    const PlayerData data = load_player_data(temp / "reversi");
    ASSERT_TRUE(data.folder);
    EXPECT_EQ(data.records, Records{});
    EXPECT_FALSE(data.saved_match);
    EXPECT_TRUE(data.problems.empty());
}

TEST(PlayerData, BothFilesDamagedAreBothTold) {
    TempFolder temp;
    std::filesystem::create_directories(temp / "reversi");
    write_text(temp / "reversi" / "records.txt", "reversi-records 2\ngarbage\n");
    write_text(temp / "reversi" / "saved-match.txt", "reversi-saved-match 1\nopponent");
    const PlayerData data = load_player_data(temp / "reversi");
    EXPECT_EQ(kinds(data), (std::vector<Kind>{Kind::RecordsSetAside, Kind::SavedMatchSetAside}));
    EXPECT_EQ(data.problems[0].why, LoadProblem::Corrupt);
    EXPECT_EQ(data.problems[1].why, LoadProblem::Corrupt);
    EXPECT_EQ(data.records, Records{});
    EXPECT_FALSE(data.saved_match);
    EXPECT_EQ(count_files_containing(temp / "reversi", ".corrupt-"), 2);
}

TEST(PlayerData, DamagedRecordsBesideASavedMatchAreToldAndTheMatchResumes) {
    TempFolder temp;
    const SaveFolder folder(temp / "reversi");
    ASSERT_TRUE(folder.save_match(hard_match_after_d3()).ok());
    write_text(folder.records_file(), "reversi-records 99\nend\n");
    const PlayerData data = load_player_data(folder.folder());
    ASSERT_EQ(kinds(data), std::vector<Kind>{Kind::RecordsSetAside});
    EXPECT_EQ(data.problems[0].why, LoadProblem::WrongVersion);
    EXPECT_EQ(data.saved_match, hard_match_after_d3());
}

TEST(PlayerData, GoodFilesLoadWithoutAWord) {
    TempFolder temp;
    const SaveFolder folder(temp / "reversi");
    Records records;
    records.count_started(Level::Easy);
    ASSERT_TRUE(folder.save_records(records).ok());
    ASSERT_TRUE(folder.save_match(hard_match_after_d3()).ok());
    const PlayerData data = load_player_data(folder.folder());
    EXPECT_TRUE(data.problems.empty());
    EXPECT_EQ(data.records, records);
    EXPECT_EQ(data.saved_match, hard_match_after_d3());
}

// Files whose permissions forbid reading them are told as such, kept as they are, and the
// session plays on without writing over them (not even at the match's end).
TEST(PlayerData, FilesThePlayerMayNotReadAreToldAndNeverSavedOver) {
    TempFolder temp;
    const SaveFolder folder(temp / "reversi");
    Records records;
    records.count_started(Level::Hard);
    ASSERT_TRUE(folder.save_records(records).ok());
    ASSERT_TRUE(folder.save_match(hard_match_after_d3()).ok());
    const std::string records_before = read_text(folder.records_file());
    const std::string match_before = read_text(folder.saved_match_file());
    for (const auto& place : {temp.path(), folder.folder()})
        std::filesystem::permissions(place, std::filesystem::perms::all);
    for (const auto& file : {folder.records_file(), folder.saved_match_file()})
        std::filesystem::permissions(file, std::filesystem::perms::none);
    const std::string failed = without_root([&]() -> std::string {
        PlayerData data = load_player_data(folder.folder());
        if (kinds(data) != std::vector<Kind>{Kind::RecordsLeftAlone, Kind::SavedMatchLeftAlone})
            return "not told as left alone";
        if (data.problems[0].why != LoadProblem::NoPermission) return "not NoPermission";
        if (data.saved_match) return "a match to resume from nothing";
        data.records.count_started(Level::Easy);
        if (!data.folder->save_records(data.records).ok()) return "records save failed";
        if (!data.folder->save_match(hard_match_after_d3()).ok()) return "match save failed";
        if (!data.folder->forget_saved_match().ok()) return "forget failed";
        return {};
    });
    EXPECT_EQ(failed, "");
    for (const auto& file : {folder.records_file(), folder.saved_match_file()})
        std::filesystem::permissions(file, std::filesystem::perms::owner_read);
    EXPECT_EQ(count_files_containing(folder.folder(), ".corrupt-"), 0);
    EXPECT_EQ(read_text(folder.records_file()), records_before);
    EXPECT_EQ(read_text(folder.saved_match_file()), match_before);
}

TEST(PlayerData, WithoutAHomeFolderThePlayerIsToldNothingWillBeSaved) {
    const PlayerData data = load_player_data(std::nullopt);
    EXPECT_FALSE(data.folder);
    EXPECT_EQ(kinds(data), std::vector<Kind>{Kind::NoDataFolder});
}

}  // namespace
}  // namespace reversi::records
