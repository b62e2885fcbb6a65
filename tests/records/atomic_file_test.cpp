// SPDX-License-Identifier: GPL-3.0-or-later
// Bounded reads: a small file whole, and never a block or a read past the limit (the atomic
// writes are tested with engine/files, in tests/files).
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>

#include "records/atomic_file.hpp"
#include "temp_folder.hpp"

namespace reversi::records {
namespace {

using testing::count_files_containing;
using testing::read_text;
using testing::TempFolder;
using testing::write_text;

TEST(BoundedRead, ReadsASmallFileWhole) {
    TempFolder folder;
    write_text(folder / "f", "hello\n");
    const FileRead read = read_file_bounded(folder / "f", 100);
    EXPECT_EQ(read.status, FileRead::Status::Ok);
    EXPECT_EQ(read.contents, "hello\n");
}

TEST(BoundedRead, AMissingFileIsMissing) {
    TempFolder folder;
    EXPECT_EQ(read_file_bounded(folder / "nothing", 100).status, FileRead::Status::Missing);
}

TEST(BoundedRead, StopsAtTheLimit) {
    TempFolder folder;
    write_text(folder / "f", std::string(101, 'x'));
    EXPECT_EQ(read_file_bounded(folder / "f", 100).status, FileRead::Status::TooLarge);
    EXPECT_EQ(read_file_bounded(folder / "f", 101).status, FileRead::Status::Ok);
}

TEST(BoundedRead, AFolderInThePlaceOfTheFileIsNotAFile) {
    TempFolder folder;
    std::filesystem::create_directory(folder / "f");
    EXPECT_EQ(read_file_bounded(folder / "f", 100).status, FileRead::Status::NotAFile);
}

TEST(BoundedRead, APipeInThePlaceOfTheFileDoesNotBlock) {
    TempFolder folder;
    ASSERT_EQ(::mkfifo((folder / "f").c_str(), 0600), 0);
    EXPECT_EQ(read_file_bounded(folder / "f", 100).status, FileRead::Status::NotAFile);
}

// Root reads through chmod 000, so unreadability comes from a symlink loop instead.
TEST(BoundedRead, ASymlinkLoopIsUnreadable) {
    TempFolder folder;
    std::filesystem::create_symlink(folder / "f", folder / "f");
    const FileRead read = read_file_bounded(folder / "f", 100);
    EXPECT_EQ(read.status, FileRead::Status::Unreadable);
    EXPECT_EQ(read.sys_errno, ELOOP);
}

}  // namespace
}  // namespace reversi::records
