// SPDX-License-Identifier: GPL-3.0-or-later
// Finding the sounds: beside an install first, then the build tree's copy, else none.
#include <gtest/gtest.h>
#include <stdlib.h>

#include <string>

#include "platform/sounds_folder.hpp"

namespace reversi::platform {
namespace {

namespace fs = std::filesystem;

class TempRoot {
public:
    TempRoot() {
        std::string pattern = (fs::temp_directory_path() / "reversi-sounds-XXXXXX");
        if (::mkdtemp(pattern.data()) != nullptr) root_ = pattern;
    }
    ~TempRoot() {
        std::error_code ignored;
        fs::remove_all(root_, ignored);
    }
    TempRoot(const TempRoot&) = delete;
    TempRoot& operator=(const TempRoot&) = delete;
    const fs::path& path() const { return root_; }

private:
    fs::path root_;
};

TEST(SoundsFolder, AnInstalledGameFindsShareReversiSoundsBesideItsBinFolder) {
    const TempRoot root;
    fs::create_directories(root.path() / "share" / "reversi" / "sounds");
    fs::create_directories(root.path() / "build-sounds");
    for (const char* bindir : {"bin", "games"}) {
        const SoundsLookup found =
            find_sounds_folder(root.path() / bindir / "reversi", root.path() / "build-sounds");
        ASSERT_TRUE(found.folder) << bindir;
        EXPECT_EQ(*found.folder, root.path() / "share" / "reversi" / "sounds") << bindir;
    }
}

TEST(SoundsFolder, AGameInTheBuildTreeFindsTheBuildTreesCopy) {
    const TempRoot root;
    fs::create_directories(root.path() / "build-sounds");
    const SoundsLookup found =
        find_sounds_folder(root.path() / "gui" / "app" / "reversi", root.path() / "build-sounds");
    ASSERT_TRUE(found.folder);
    EXPECT_EQ(*found.folder, root.path() / "build-sounds");
}

TEST(SoundsFolder, NoneFoundListsWhereItLooked) {
    const TempRoot root;
    const SoundsLookup found =
        find_sounds_folder(root.path() / "bin" / "reversi", root.path() / "build-sounds");
    EXPECT_FALSE(found.folder);
    ASSERT_EQ(found.tried.size(), 2u);
    EXPECT_EQ(found.tried[1], root.path() / "build-sounds");
    EXPECT_FALSE(find_sounds_folder({}, {}).folder) << "nothing to look beside";
}

}  // namespace
}  // namespace reversi::platform
