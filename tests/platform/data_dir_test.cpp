// SPDX-License-Identifier: GPL-3.0-or-later
// The XDG data folder.
#include <gtest/gtest.h>

#include <map>

#include "fake_environment.hpp"
#include "platform/data_dir.hpp"

namespace reversi::platform {
namespace {

using testing::environment;

TEST(DataDir, FollowsXdgDataHome) {
    EXPECT_EQ(reversi_data_dir(environment({{"XDG_DATA_HOME", "/data"}, {"HOME", "/home/p"}})),
              std::filesystem::path("/data/reversi"));
}

TEST(DataDir, DefaultsToLocalShareInHome) {
    EXPECT_EQ(reversi_data_dir(environment({{"HOME", "/home/p"}})),
              std::filesystem::path("/home/p/.local/share/reversi"));
}

TEST(DataDir, AnEmptyOrRelativeXdgDataHomeIsIgnored) {
    EXPECT_EQ(reversi_data_dir(environment({{"XDG_DATA_HOME", ""}, {"HOME", "/home/p"}})),
              std::filesystem::path("/home/p/.local/share/reversi"));
    EXPECT_EQ(reversi_data_dir(environment({{"XDG_DATA_HOME", "data"}, {"HOME", "/home/p"}})),
              std::filesystem::path("/home/p/.local/share/reversi"));
}

TEST(DataDir, WithoutHomeThePasswordDatabaseAnswers) {
    const auto dir = reversi_data_dir(environment({}));
    ASSERT_TRUE(dir);  // the test user has an entry with an absolute home
    EXPECT_TRUE(dir->is_absolute());
    EXPECT_EQ(dir->filename(), "reversi");
    EXPECT_EQ(dir->parent_path().filename(), "share");
}

}  // namespace
}  // namespace reversi::platform
