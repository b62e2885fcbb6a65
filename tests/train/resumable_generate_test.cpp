// SPDX-License-Identifier: GPL-3.0-or-later
// Long training runs survive interruption: a killed shard continues after its last whole game
// and ends with the same file as an uninterrupted run, a finished shard is never played again,
// and a games file of another run or a damaged one is refused, by `generate` and by `fit`.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "support/child_process.hpp"
#include "support/program_paths.hpp"
#include "train/generate.hpp"
#include "train/partial_games_file.hpp"

namespace reversi::train {
namespace {

namespace fs = std::filesystem;
using testing_support::run_program;
using testing_support::train_program;

GenerateSettings tiny_run() {
    GenerateSettings s;
    s.seed = 5;
    s.games = 9;
    s.threads = 2;
    s.play.nodes = 300;
    s.play.solve_empties = 8;
    return s;
}

std::string read_text(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

void write_text(const fs::path& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

class ResumableGenerate : public ::testing::Test {
protected:
    void SetUp() override {
        folder_ = fs::temp_directory_path() /
                  ("reversi-train-" + std::to_string(::getpid()) + "-" +
                   ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(folder_);
        fs::create_directories(folder_);
    }
    void TearDown() override { fs::remove_all(folder_); }

    // Plays the run into `path` through the partial file, as `reversi-train generate` does;
    // `stop_after` games, if given, are all this run writes (a kill).
    std::vector<PlayedGame> play_into(const fs::path& path, std::optional<int> stop_after = {}) {
        const std::string header = games_file_header("test run");
        const ResumePoint resume = find_resume_point(path, header, shard_game_numbers(run_));
        EXPECT_EQ(resume.error, "");
        PartialGamesFile::Opened opened = PartialGamesFile::open(path, header, resume);
        EXPECT_TRUE(opened.file) << opened.error;
        int written = 0;
        std::vector<PlayedGame> games =
            generate_games(run_, {}, resume.done, [&](const PlayedGame& game) {
                if (stop_after && written == *stop_after) return false;
                ++written;
                return opened.file->append(game);
            });
        if (!stop_after) {
            EXPECT_EQ(opened.file->finish(), std::nullopt);
        }
        return games;
    }

    GenerateSettings run_ = tiny_run();
    fs::path folder_;
};

TEST_F(ResumableGenerate, AStoppedRunEndsWithTheFileOfAnUninterruptedOne) {
    const fs::path whole = folder_ / "whole.games";
    const std::vector<PlayedGame> all = play_into(whole);
    ASSERT_EQ(all.size(), 9u);

    const fs::path resumed = folder_ / "resumed.games";
    EXPECT_EQ(play_into(resumed, 4).size(), 4u);
    EXPECT_FALSE(fs::exists(resumed));
    // A kill in the middle of the next line leaves it cut short: it is played again.
    std::ofstream(partial_path(resumed), std::ios::binary | std::ios::app) << "game 4 random 7 so";
    const ResumePoint point =
        find_resume_point(resumed, games_file_header("test run"), shard_game_numbers(run_));
    EXPECT_EQ(point.done.size(), 4u);
    EXPECT_EQ(play_into(resumed), all);
    EXPECT_EQ(read_text(resumed), read_text(whole));
    EXPECT_FALSE(fs::exists(partial_path(resumed)));
}

TEST_F(ResumableGenerate, AFinishedShardIsNotPlayedAgain) {
    const fs::path path = folder_ / "done.games";
    play_into(path);
    const ResumePoint point =
        find_resume_point(path, games_file_header("test run"), shard_game_numbers(run_));
    EXPECT_TRUE(point.complete) << point.error;
    EXPECT_TRUE(point.done.empty());
}

TEST_F(ResumableGenerate, AnotherRunsOrADamagedFileIsRefusedNamingIt) {
    const fs::path path = folder_ / "other.games";
    play_into(path, 3);
    const std::vector<std::uint64_t> numbers = shard_game_numbers(run_);
    const ResumePoint other = find_resume_point(path, games_file_header("another run"), numbers);
    EXPECT_NE(other.error.find("other.games.part: the games of another run"), std::string::npos)
        << other.error;

    GenerateSettings second_shard = run_;
    second_shard.shard = {2, 2};  // the same games read as another shard's: out of place
    const ResumePoint shard =
        find_resume_point(path, games_file_header("test run"), shard_game_numbers(second_shard));
    EXPECT_NE(shard.error.find("not this run's, in order"), std::string::npos) << shard.error;

    std::string text = read_text(partial_path(path));
    text.replace(text.find(" moves ") + 7, 2, "a1");
    write_text(partial_path(path), text);
    const ResumePoint damaged = find_resume_point(path, games_file_header("test run"), numbers);
    EXPECT_NE(damaged.error.find("other.games.part: line 3: move 1 (a1) is not legal"),
              std::string::npos)
        << damaged.error;
}

// The real program: the same command continues a run cut short at any byte of a game line.
TEST_F(ResumableGenerate, TheProgramContinuesAKilledRun) {
    const auto generate = [&](const fs::path& out) {
        return run_program(train_program(),
                           {"generate", "--games", "6", "--seed", "3", "--nodes", "300",
                            "--solve-empties", "8", "--threads", "2", "--out", out.string()},
                           "");
    };
    const fs::path whole = folder_ / "whole.games";
    ASSERT_EQ(generate(whole).exit_code, 0);
    const std::string text = read_text(whole);

    const fs::path resumed = folder_ / "resumed.games";
    const std::size_t cut = text.find("\ngame 3 ") + 20;  // inside game 3's line
    write_text(partial_path(resumed), text.substr(0, cut));
    const testing_support::ProcessOutput second = generate(resumed);
    EXPECT_EQ(second.exit_code, 0) << second.err;
    EXPECT_NE(second.err.find("after its 3 games"), std::string::npos) << second.err;
    EXPECT_EQ(read_text(resumed), text);

    const testing_support::ProcessOutput again = generate(resumed);
    EXPECT_EQ(again.exit_code, 0);
    EXPECT_NE(again.out.find("nothing to play"), std::string::npos) << again.out;
    EXPECT_EQ(read_text(resumed), text);
}

// `fit` reads every games file whole and refuses a damaged or truncated one, naming it and the
// line, before it fits anything.
TEST_F(ResumableGenerate, FitRefusesADamagedOrTruncatedGamesFile) {
    const fs::path good = folder_ / "good.games";
    play_into(good);
    const std::string text = read_text(good);
    const fs::path truncated = folder_ / "truncated.games";
    write_text(truncated, text.substr(0, text.size() - 30));
    const fs::path damaged = folder_ / "damaged.games";
    std::string bad = text;
    bad[bad.find("black-score ") + 12] = 'x';
    write_text(damaged, bad);

    const fs::path weights = folder_ / "out.weights";
    for (const auto& [file, reason] :
         {std::pair{truncated, std::string("truncated.games: line 11:")},
          std::pair{damaged, std::string("damaged.games: line 3:")}}) {
        const testing_support::ProcessOutput fit = run_program(
            train_program(), {"fit", "--out", weights.string(), good.string(), file.string()}, "");
        EXPECT_EQ(fit.exit_code, 1) << file;
        EXPECT_NE(fit.err.find(reason), std::string::npos) << fit.err;
        EXPECT_FALSE(fs::exists(weights));
    }
}

}  // namespace
}  // namespace reversi::train
