// SPDX-License-Identifier: GPL-3.0-or-later
// The saved match and the records survive a kill -9 at any moment: a real child process saving
// in a loop is killed at many points, and writes are cut short at every byte.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cstdint>
#include <vector>

#include "faulty_write.hpp"
#include "records/records_format.hpp"
#include "records/save_folder.hpp"
#include "temp_folder.hpp"

namespace reversi::records {
namespace {

using testing::count_files_containing;
using testing::faulty_write;
using testing::TempFolder;
using testing::write_text;

// The state after the i-th save: every field depends on i, so a mix of two would show.
Records records_state(std::uint64_t i) {
    Records records;
    records.of(Level::Easy) = {i, i / 2, i / 4, 0,
                               std::chrono::milliseconds(static_cast<std::int64_t>(1000 * i))};
    records.of(Level::Hard) = {2 * i, 0, i, i,
                               std::chrono::milliseconds(static_cast<std::int64_t>(7 * i))};
    return records;
}

SavedMatch match_state(std::uint64_t i) {
    SavedMatch match;
    match.position = Position::start().after(Move::at(i % 2 == 0 ? 19 : 37));  // d3 or f5
    match.last_move = i % 2 == 0 ? 19 : 37;
    match.seed = i;
    match.play_time = std::chrono::milliseconds(static_cast<std::int64_t>(i));
    return match;
}

void sleep_microseconds(long us) {
    timespec pause{us / 1'000'000, (us % 1'000'000) * 1000};
    while (::nanosleep(&pause, &pause) != 0) {
    }
}

// The child: save both files over and over, reporting each completed round on the pipe.
[[noreturn]] void save_forever(const SaveFolder& folder, int report_fd) {
    for (std::uint64_t i = 1; i < 10'000'000; ++i) {
        if (!folder.save_records(records_state(i)).ok()) ::_exit(2);
        if (!folder.save_match(match_state(i)).ok()) ::_exit(3);
        if (::write(report_fd, &i, sizeof i) != static_cast<ssize_t>(sizeof i)) ::_exit(4);
    }
    ::_exit(0);
}

// The last round the child finished, from its reports.
std::uint64_t last_report(int read_fd) {
    std::uint64_t last = 0;
    std::uint64_t value = 0;
    while (::read(read_fd, &value, sizeof value) == static_cast<ssize_t>(sizeof value)) {
        last = value;
    }
    return last;
}

TEST(CrashSafety, EveryFileLeftByAKilledWriterLoadsAsTheOldOrTheNewState) {
    constexpr int kKills = 60;
    int landed_mid_round = 0;
    for (int attempt = 0; attempt < kKills; ++attempt) {
        TempFolder temp;
        const SaveFolder folder(temp.path());
        ASSERT_TRUE(folder.save_records(records_state(0)).ok());
        ASSERT_TRUE(folder.save_match(match_state(0)).ok());
        int report[2];
        ASSERT_EQ(::pipe(report), 0);
        const pid_t child = ::fork();
        ASSERT_GE(child, 0);
        if (child == 0) {
            ::close(report[0]);
            save_forever(folder, report[1]);
        }
        ::close(report[1]);
        // Spread the kills over the first rounds: from before the first write to many saves in.
        sleep_microseconds((attempt * 7919L) % 30'000);
        ASSERT_EQ(::kill(child, SIGKILL), 0);
        int status = 0;
        ASSERT_EQ(::waitpid(child, &status, 0), child);
        ASSERT_TRUE(WIFSIGNALED(status)) << "the writer stopped by itself: " << status;
        const std::uint64_t done = last_report(report[0]);
        ::close(report[0]);

        const RecordsLoad records = folder.load_records();
        ASSERT_FALSE(records.problem) << records.detail << " after round " << done;
        EXPECT_TRUE(records.records == records_state(done) ||
                    records.records == records_state(done + 1))
            << "round " << done;
        const SavedMatchLoad match = folder.load_saved_match();
        ASSERT_FALSE(match.problem) << match.detail << " after round " << done;
        ASSERT_TRUE(match.match);
        EXPECT_TRUE(*match.match == match_state(done) || *match.match == match_state(done + 1))
            << "round " << done;
        if (records.records == records_state(done + 1)) ++landed_mid_round;
        EXPECT_EQ(count_files_containing(temp.path(), ".tmp."), 0);
    }
    std::printf("%d of %d kills landed between a rename and its report\n", landed_mid_round,
                kKills);
}

TEST(CrashSafety, AWriterKilledAtAnyByteLeavesTheOldState) {
    TempFolder temp;
    const SaveFolder folder(temp.path());
    const std::string new_text = saved_match_text(match_state(2));
    for (std::size_t cut = 0; cut <= new_text.size(); ++cut) {
        ASSERT_TRUE(folder.save_match(match_state(1)).ok());
        const SaveFolder killed(temp.path(), faulty_write({WriteFault::Step::Write, cut, 0, true}));
        ASSERT_EQ(killed.save_match(match_state(2)).error, WriteError::Interrupted);
        ASSERT_EQ(count_files_containing(temp.path(), ".tmp."), 1);

        const SavedMatchLoad load = folder.load_saved_match();
        EXPECT_FALSE(load.problem) << cut;
        EXPECT_EQ(load.match, match_state(1)) << "killed after " << cut << " bytes";
        EXPECT_EQ(count_files_containing(temp.path(), ".tmp."), 0) << cut;
    }
}

TEST(CrashSafety, AWriterKilledAroundTheRenameLeavesOneWholeState) {
    const std::pair<WriteFault::Step, std::uint64_t> kills[] = {
        {WriteFault::Step::Sync, 1},        // written, not yet durable: the old state
        {WriteFault::Step::Rename, 1},      // durable, not yet in place: the old state
        {WriteFault::Step::SyncFolder, 2},  // in place: the new state
    };
    for (const auto& [step, expected] : kills) {
        TempFolder temp;
        ASSERT_TRUE(SaveFolder(temp.path()).save_records(records_state(1)).ok());
        const SaveFolder killed(temp.path(), faulty_write({step, 0, 0, true}));
        EXPECT_EQ(killed.save_records(records_state(2)).error, WriteError::Interrupted);
        EXPECT_EQ(SaveFolder(temp.path()).load_records().records, records_state(expected));
    }
}

// Should the file system itself lose the tail of a file, the loader must notice every cut.
TEST(CrashSafety, AFileCutAtAnyByteIsNeverMistakenForAnotherState) {
    TempFolder temp;
    const SaveFolder folder(temp.path());
    const std::string whole = records_text(records_state(5));
    for (std::size_t cut = 0; cut < whole.size(); ++cut) {
        write_text(folder.records_file(), whole.substr(0, cut));
        const RecordsLoad load = folder.load_records();
        EXPECT_EQ(load.problem, LoadProblem::Corrupt) << "cut at " << cut;
        EXPECT_EQ(load.records, Records{}) << "cut at " << cut;
        EXPECT_TRUE(load.set_aside_as) << "cut at " << cut;
    }
    write_text(folder.records_file(), whole);
    EXPECT_EQ(folder.load_records().records, records_state(5));
}

TEST(CrashSafety, ASavedMatchCutAtAnyByteIsSetAside) {
    TempFolder temp;
    const SaveFolder folder(temp.path());
    const std::string whole = saved_match_text(match_state(3));
    for (std::size_t cut = 0; cut < whole.size(); ++cut) {
        write_text(folder.saved_match_file(), whole.substr(0, cut));
        const SavedMatchLoad load = folder.load_saved_match();
        EXPECT_EQ(load.problem, LoadProblem::Corrupt) << "cut at " << cut;
        EXPECT_FALSE(load.match) << "cut at " << cut;
    }
}

}  // namespace
}  // namespace reversi::records
