// SPDX-License-Identifier: GPL-3.0-or-later
// Finding reversi-engine: explicit choices first, then beside the game, then libexec.
#include <gtest/gtest.h>
#include <stdlib.h>

#include <fstream>
#include <map>

#include "fake_environment.hpp"
#include "platform/engine_locator.hpp"

namespace reversi::platform {
namespace {

namespace fs = std::filesystem;

// An install tree: <root>/bin/reversi, and engines placed where a test wants them.
class InstallTree {
public:
    InstallTree() {
        std::string pattern = (fs::temp_directory_path() / "reversi-locator-XXXXXX");
        if (::mkdtemp(pattern.data()) != nullptr) root_ = pattern;
        fs::create_directories(root_ / "bin");
        make_program(game());
    }
    ~InstallTree() {
        std::error_code ignored;
        fs::remove_all(root_, ignored);
    }
    InstallTree(const InstallTree&) = delete;
    InstallTree& operator=(const InstallTree&) = delete;

    const fs::path& root() const { return root_; }
    fs::path game() const { return root_ / "bin" / "reversi"; }

    static void make_program(const fs::path& path, bool executable = true) {
        fs::create_directories(path.parent_path());
        std::ofstream(path) << "#!/bin/sh\n";
        fs::permissions(path, executable ? fs::perms::owner_all : fs::perms::owner_read);
    }

private:
    fs::path root_;
};

using testing::environment;

EngineSearch search_from(const InstallTree& tree,
                         const std::map<std::string, std::string>& env = {}) {
    return {std::nullopt, tree.game(), environment(env)};
}

TEST(EngineLocator, FindsTheEngineBesideTheGame) {
    InstallTree tree;
    InstallTree::make_program(tree.root() / "bin" / "reversi-engine");
    InstallTree::make_program(tree.root() / "libexec" / "reversi" / "reversi-engine");
    const EngineLookup found = find_engine(search_from(tree));
    ASSERT_TRUE(found.location) << found.not_found.reason;
    EXPECT_EQ(found.location->argv,
              std::vector<std::string>{(tree.root() / "bin" / "reversi-engine").string()});
    EXPECT_EQ(found.location->found_by, "beside the game");
}

TEST(EngineLocator, FindsTheEngineInLibexec) {
    InstallTree tree;
    InstallTree::make_program(tree.root() / "libexec" / "reversi" / "reversi-engine");
    const EngineLookup found = find_engine(search_from(tree));
    ASSERT_TRUE(found.location) << found.not_found.reason;
    EXPECT_EQ(found.location->argv,
              std::vector<std::string>{
                  (tree.root() / "libexec" / "reversi" / "reversi-engine").string()});
    EXPECT_EQ(found.location->found_by, "libexec");
}

TEST(EngineLocator, TheEnvironmentVariableWinsOverTheInstall) {
    InstallTree tree;
    InstallTree::make_program(tree.root() / "bin" / "reversi-engine");
    InstallTree::make_program(tree.root() / "elsewhere" / "my engine");
    const std::string mine = (tree.root() / "elsewhere" / "my engine").string();
    const EngineLookup found = find_engine(search_from(tree, {{"REVERSI_ENGINE", mine}}));
    ASSERT_TRUE(found.location) << found.not_found.reason;
    EXPECT_EQ(found.location->argv, std::vector<std::string>{mine});  // spaces and all: no shell
    EXPECT_EQ(found.location->found_by, "REVERSI_ENGINE");
}

TEST(EngineLocator, TheOptionWinsOverTheEnvironment) {
    InstallTree tree;
    InstallTree::make_program(tree.root() / "a");
    InstallTree::make_program(tree.root() / "b");
    EngineSearch search = search_from(tree, {{"REVERSI_ENGINE", (tree.root() / "a").string()}});
    search.option_path = (tree.root() / "b").string();
    const EngineLookup found = find_engine(search);
    ASSERT_TRUE(found.location);
    EXPECT_EQ(found.location->argv.front(), (tree.root() / "b").string());
    EXPECT_EQ(found.location->found_by, "--engine");
}

TEST(EngineLocator, AnExplicitPathThatIsNoProgramIsAnErrorNotAFallback) {
    InstallTree tree;
    InstallTree::make_program(tree.root() / "bin" / "reversi-engine");
    InstallTree::make_program(tree.root() / "not-executable", false);
    for (const std::string& bad :
         {(tree.root() / "missing").string(), (tree.root() / "not-executable").string(),
          tree.root().string(), std::string()}) {
        const EngineLookup found = find_engine(search_from(tree, {{"REVERSI_ENGINE", bad}}));
        EXPECT_FALSE(found.location) << bad;
        EXPECT_NE(found.not_found.reason.find("REVERSI_ENGINE"), std::string::npos);
    }
}

TEST(EngineLocator, NotFoundSaysWhereItLooked) {
    InstallTree tree;
    const EngineLookup found = find_engine(search_from(tree));
    EXPECT_FALSE(found.location);
    EXPECT_EQ(found.not_found.tried.size(), 2u);
    EXPECT_NE(found.not_found.reason.find("--engine"), std::string::npos);
}

TEST(EngineLocator, KnowsItsOwnExecutable) {
    const fs::path self = executable_path();
    EXPECT_TRUE(self.is_absolute());
    EXPECT_EQ(self.filename(), "platform_tests");
}

}  // namespace
}  // namespace reversi::platform
