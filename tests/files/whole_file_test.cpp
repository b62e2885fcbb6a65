// SPDX-License-Identifier: GPL-3.0-or-later
// The engine side's whole-file reads and writes (the tools write their output through them).
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "files/whole_file.hpp"
#include "records/temp_folder.hpp"

namespace {

using reversi::files::read_whole_file;
using reversi::files::write_problem;
using reversi::files::write_whole_file;
using reversi::records::testing::read_text;
using reversi::records::testing::TempFolder;
using reversi::records::testing::write_text;

TEST(WholeFile, WriteReplacesTheFileAndLeavesNoTemporaryBeside) {
    const TempFolder folder;
    write_text(folder / "out.txt", "the old contents, longer than the new");
    EXPECT_EQ(write_whole_file(folder / "out.txt", "new"), std::nullopt);
    EXPECT_EQ(read_text(folder / "out.txt"), "new");
    int files = 0;
    for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(folder.path()))
        ++files;
    EXPECT_EQ(files, 1);
}

TEST(WholeFile, WriteIntoAMissingFolderSaysWhyAndLeavesNothing) {
    const TempFolder folder;
    const auto error = write_whole_file(folder / "missing" / "out.txt", "text");
    ASSERT_TRUE(error.has_value());
    EXPECT_NE(error->find("out.txt"), std::string::npos);
    EXPECT_TRUE(std::filesystem::is_empty(folder.path()));
}

TEST(WholeFile, AWritablePathHasNoProblemAndTheCheckLeavesNothing) {
    const TempFolder folder;
    EXPECT_EQ(write_problem(folder / "out.txt"), std::nullopt);
    EXPECT_TRUE(std::filesystem::is_empty(folder.path()));
}

TEST(WholeFile, AFolderOrAMissingFolderIsAProblemBeforeAnyWrite) {
    const TempFolder folder;
    std::filesystem::create_directory(folder / "taken");
    const auto taken = write_problem(folder / "taken");
    ASSERT_TRUE(taken.has_value());
    EXPECT_NE(taken->find("it is a folder"), std::string::npos) << *taken;
    const auto missing = write_problem(folder / "missing" / "out.txt");
    ASSERT_TRUE(missing.has_value());
    EXPECT_NE(missing->find("cannot create"), std::string::npos) << *missing;
    EXPECT_FALSE(std::filesystem::exists(folder / "missing"));
}

TEST(WholeFile, ReadGivesTheBytesAsWritten) {
    const TempFolder folder;
    const std::string bytes("a\0b\r\n\xff", 6);
    ASSERT_EQ(write_whole_file(folder / "bytes", bytes), std::nullopt);
    const auto file = read_whole_file(folder / "bytes", 6);
    ASSERT_TRUE(file.contents.has_value()) << file.error;
    EXPECT_EQ(*file.contents, bytes);
}

TEST(WholeFile, ReadRefusesAFileOverTheLimit) {
    const TempFolder folder;
    write_text(folder / "big", "1234567");
    const auto file = read_whole_file(folder / "big", 6);
    EXPECT_FALSE(file.contents.has_value());
    EXPECT_NE(file.error.find("larger than 6 bytes"), std::string::npos);
}

TEST(WholeFile, ReadRefusesAMissingFileOrAFolder) {
    const TempFolder folder;
    EXPECT_FALSE(read_whole_file(folder / "missing", 100).contents.has_value());
    EXPECT_FALSE(read_whole_file(folder.path(), 100).contents.has_value());
}

}  // namespace
