// SPDX-License-Identifier: GPL-3.0-or-later
// Atomic writes: a failed or killed write leaves the old file whole, and the temporary files of
// dead writers are cleared away.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cerrno>
#include <filesystem>
#include <utility>

#include "files/atomic_write.hpp"
#include "records/temp_folder.hpp"

namespace reversi::files {
namespace {

using records::testing::count_files_containing;
using records::testing::read_text;
using records::testing::TempFolder;
using records::testing::write_text;

TEST(AtomicWrite, ReplacesTheFileAndLeavesNoTemporaryFile) {
    TempFolder folder;
    write_text(folder / "f", "old\n");
    ASSERT_TRUE(write_file_atomically(folder / "f", "new\n").ok());
    EXPECT_EQ(read_text(folder / "f"), "new\n");
    EXPECT_EQ(count_files_containing(folder.path(), ".tmp."), 0);
}

TEST(AtomicWrite, AFullDiskLeavesTheOldFileAndReportsNoSpace) {
    TempFolder folder;
    write_text(folder / "f", "old\n");
    for (std::size_t after : {std::size_t{0}, std::size_t{2}}) {
        const WriteFault full{WriteFault::Step::Write, after, ENOSPC, false};
        const WriteResult result = write_file_atomically(folder / "f", "new\n", &full);
        EXPECT_EQ(result.error, WriteError::NoSpace);
        EXPECT_EQ(result.step, "write");
    }
    EXPECT_EQ(read_text(folder / "f"), "old\n");
    EXPECT_EQ(count_files_containing(folder.path(), ".tmp."), 0);
}

TEST(AtomicWrite, EveryFailingStepLeavesTheOldFile) {
    const std::pair<WriteFault::Step, WriteError> steps[] = {
        {WriteFault::Step::Open, WriteError::ReadOnly},
        {WriteFault::Step::Sync, WriteError::ReadOnly},
        {WriteFault::Step::Rename, WriteError::ReadOnly},
    };
    for (const auto& [step, error] : steps) {
        TempFolder folder;
        write_text(folder / "f", "old\n");
        const WriteFault fault{step, 0, EROFS, false};
        EXPECT_EQ(write_file_atomically(folder / "f", "new\n", &fault).error, error);
        EXPECT_EQ(read_text(folder / "f"), "old\n");
        EXPECT_EQ(count_files_containing(folder.path(), ".tmp."), 0);
    }
}

TEST(AtomicWrite, AMissingFolderIsAClearError) {
    TempFolder folder;
    const WriteResult result = write_file_atomically(folder / "no" / "f", "new\n");
    EXPECT_EQ(result.error, WriteError::NotAFolder);
    EXPECT_EQ(result.step, "open");
}

TEST(AtomicWrite, AFolderInThePlaceOfTheFileIsNotOverwritten) {
    TempFolder folder;
    std::filesystem::create_directory(folder / "f");
    const WriteResult result = write_file_atomically(folder / "f", "new\n");
    EXPECT_FALSE(result.ok());
    EXPECT_EQ(result.step, "rename");
    EXPECT_TRUE(std::filesystem::is_directory(folder / "f"));
    EXPECT_EQ(count_files_containing(folder.path(), ".tmp."), 0);
}

TEST(AtomicWrite, AKilledWriterLeavesTheOldFileAndATemporaryOne) {
    TempFolder folder;
    write_text(folder / "f", "old\n");
    const WriteFault killed{WriteFault::Step::Write, 2, 0, true};
    EXPECT_EQ(write_file_atomically(folder / "f", "new\n", &killed).error, WriteError::Interrupted);
    EXPECT_EQ(read_text(folder / "f"), "old\n");
    EXPECT_EQ(read_text(temp_path_for(folder / "f", ::getpid())), "ne");
}

TEST(StrayTemporaryFiles, ThoseOfDeadWritersAreRemoved) {
    TempFolder folder;
    write_text(folder / "f", "kept\n");
    write_text(temp_path_for(folder / "f", ::getpid()), "mine, from a write that died");
    write_text(temp_path_for(folder / "f", 999'999'999), "a writer long gone");
    write_text(folder / "f.tmp.garbage", "not even a pid");
    write_text(folder / "other.tmp.1", "another file's");
    remove_stray_temp_files(folder / "f");
    EXPECT_EQ(count_files_containing(folder.path(), "f.tmp."), 0);
    EXPECT_TRUE(std::filesystem::exists(folder / "other.tmp.1"));
    EXPECT_EQ(read_text(folder / "f"), "kept\n");
}

TEST(StrayTemporaryFiles, ALiveWritersIsLeftAlone) {
    TempFolder folder;
    const long parent = static_cast<long>(::getppid());  // running, and not this process
    write_text(temp_path_for(folder / "f", parent), "being written");
    remove_stray_temp_files(folder / "f");
    EXPECT_TRUE(std::filesystem::exists(temp_path_for(folder / "f", parent)));
}

TEST(DurableRemove, RemovesAndAcceptsAMissingFile) {
    TempFolder folder;
    write_text(folder / "f", "x");
    EXPECT_TRUE(remove_file_durably(folder / "f").ok());
    EXPECT_FALSE(std::filesystem::exists(folder / "f"));
    EXPECT_TRUE(remove_file_durably(folder / "f").ok());
}

}  // namespace
}  // namespace reversi::files
