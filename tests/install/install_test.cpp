// SPDX-License-Identifier: GPL-3.0-or-later
// `cmake --install` into a temporary prefix puts everything where the game, the desktop, software
// centres and man look for it: the binaries, the catalogs, the .desktop entry, the AppStream
// metainfo, the icon, the man pages, the match tool's openings and the game's sounds.
#include <gtest/gtest.h>
#include <stdlib.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "support/child_process.hpp"

namespace reversi::install {
namespace {

namespace fs = std::filesystem;
using testing_support::run_program;

constexpr const char* kLanguages[] = {"ar", "cs", "de", "es", "fr",    "he",    "id",
                                      "it", "ja", "ko", "nl", "pl",    "pt_BR", "ru",
                                      "sv", "tr", "uk", "vi", "zh_CN", "zh_TW"};

std::string read_text(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

class Install : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        std::string pattern = (fs::temp_directory_path() / "reversi-install-XXXXXX").string();
        ASSERT_NE(::mkdtemp(pattern.data()), nullptr);
        prefix_ = pattern;
        const auto result = run_program(
            REVERSI_CMAKE, {"--install", REVERSI_BINARY_DIR, "--prefix", prefix_.string()}, "");
        install_log_ = result.out + result.err;
        installed_ = result.exit_code == 0;
    }
    static void TearDownTestSuite() {
        std::error_code ignored;
        fs::remove_all(prefix_, ignored);
    }
    void SetUp() override { ASSERT_TRUE(installed_) << install_log_; }

    static const fs::path& prefix() { return prefix_; }

private:
    static inline fs::path prefix_;
    static inline std::string install_log_;
    static inline bool installed_ = false;
};

TEST_F(Install, TheEngineIsOnThePathBesideTheGame) {
    const fs::path engine = prefix() / REVERSI_INSTALL_BINDIR / "reversi-engine";
    ASSERT_TRUE(fs::is_regular_file(engine));
    const auto reply = run_program(engine.string(), {}, "reversi\nquit\n");
    EXPECT_EQ(reply.exit_code, 0) << reply.err;
    EXPECT_NE(reply.out.find("reversiok"), std::string::npos) << reply.out;
}

TEST_F(Install, EveryCatalogIsInShareLocale) {
    for (const char* lang : kLanguages) {
        EXPECT_TRUE(fs::is_regular_file(prefix() / "share" / "locale" / lang / "LC_MESSAGES" /
                                        "reversi.mo"))
            << lang;
    }
}

// The sounds go where the installed game looks for them (platform/sounds_folder.hpp), each the
// file of gui/data/sounds, a WAV file.
TEST_F(Install, TheSoundsAreInShareReversiSounds) {
    for (const char* sound : {"disc-placed.wav", "discs-turned.wav", "match-over.wav"}) {
        const fs::path installed = prefix() / "share" / "reversi" / "sounds" / sound;
        ASSERT_TRUE(fs::is_regular_file(installed)) << installed;
        const std::string bytes = read_text(installed);
        EXPECT_EQ(bytes.substr(0, 4), "RIFF") << sound;
        EXPECT_EQ(bytes.substr(8, 4), "WAVE") << sound;
        EXPECT_EQ(bytes, read_text(fs::path(REVERSI_SOURCE_SOUNDS_DIR) / sound)) << sound;
    }
}

const fs::path kDesktopEntry = fs::path("share") / "applications" / REVERSI_APP_ID ".desktop";
const fs::path kMetainfo = fs::path("share") / "metainfo" / REVERSI_APP_ID ".metainfo.xml";

TEST_F(Install, TheDesktopEntryIsValid) {
    const fs::path entry = prefix() / kDesktopEntry;
    ASSERT_TRUE(fs::is_regular_file(entry));
    const auto result = run_program(REVERSI_DESKTOP_FILE_VALIDATE, {entry.string()}, "");
    EXPECT_EQ(result.exit_code, 0) << result.out << result.err;
    EXPECT_EQ(result.out + result.err, "");  // not even a hint
    const std::string text = read_text(entry);
    EXPECT_NE(text.find("\nExec=reversi\n"), std::string::npos);
    EXPECT_NE(text.find("\nIcon=reversi\n"), std::string::npos);
    EXPECT_NE(text.find("\nCategories=Game;BoardGame;\n"), std::string::npos);
}

TEST_F(Install, TheDesktopEntryIsTranslatedFromTheCatalogs) {
    const std::string text = read_text(prefix() / kDesktopEntry);
    // The same words as the game's window title and the catalogs' strings.
    EXPECT_NE(text.find("\nName[ja]=リバーシ\n"), std::string::npos) << text;
    EXPECT_NE(text.find("\nName[zh_CN]=黑白棋\n"), std::string::npos) << text;
    for (const char* lang : kLanguages) {
        for (const char* key : {"GenericName", "Comment", "Keywords"}) {
            const std::string line = std::string("\n") + key + "[" + lang + "]=";
            EXPECT_NE(text.find(line), std::string::npos) << line;
        }
    }
}

TEST_F(Install, TheMetainfoIsValidWithoutNetwork) {
    const fs::path metainfo = prefix() / kMetainfo;
    ASSERT_TRUE(fs::is_regular_file(metainfo));
    const auto result =
        run_program(REVERSI_APPSTREAMCLI, {"validate", "--no-net", metainfo.string()}, "");
    EXPECT_EQ(result.exit_code, 0) << result.out << result.err;
    const std::string text = read_text(metainfo);
    EXPECT_NE(text.find("<id>" REVERSI_APP_ID "</id>"), std::string::npos);
    EXPECT_NE(text.find("<launchable type=\"desktop-id\">" REVERSI_APP_ID ".desktop</launchable>"),
              std::string::npos);
    EXPECT_NE(text.find("<content_rating type=\"oars-1.1\""), std::string::npos);
}

TEST_F(Install, TheMetainfoIsTranslatedFromTheCatalogs) {
    const std::string text = read_text(prefix() / kMetainfo);
    EXPECT_NE(text.find("<name xml:lang=\"ja\">リバーシ</name>"), std::string::npos);
    for (const char* lang : kLanguages) {
        const std::string tag = std::string(" xml:lang=\"") + lang + "\">";
        for (const char* element : {"<summary", "<p", "<li", "<caption"}) {
            EXPECT_NE(text.find(element + tag), std::string::npos) << element << tag;
        }
    }
}

// The newest release is the first one listed; a version bump needs its release entry (and an
// entry in cmake/debian/changelog, which the package build checks the same way).
TEST_F(Install, TheMetainfosNewestReleaseIsThisVersion) {
    const std::string text = read_text(prefix() / kMetainfo);
    const auto first_release = text.find("<release ");
    ASSERT_NE(first_release, std::string::npos);
    EXPECT_EQ(text.find("<release version=\"" REVERSI_VERSION "\" date=\""), first_release)
        << "add a <release> for " REVERSI_VERSION " to gui/data/*.metainfo.xml.in";
}

TEST_F(Install, TheIconIsInTheHicolorTheme) {
    const fs::path hicolor = prefix() / "share" / "icons" / "hicolor";
    EXPECT_TRUE(fs::is_regular_file(hicolor / "scalable" / "apps" / "reversi.svg"));
#ifdef REVERSI_HAS_PNG_ICONS
    for (int size : {16, 24, 32, 48, 64, 128, 256}) {
        const std::string folder = std::to_string(size) + "x" + std::to_string(size);
        const fs::path png = hicolor / folder / "apps" / "reversi.png";
        ASSERT_TRUE(fs::is_regular_file(png)) << folder;
        EXPECT_EQ(read_text(png).substr(1, 3), "PNG") << folder;
    }
#endif
}

TEST_F(Install, TheMatchToolPlaysTheInstalledBalancedOpenings) {
    const fs::path openings = prefix() / "share" / "reversi" / "openings" / "balanced-8.txt";
    ASSERT_TRUE(fs::is_regular_file(openings));
    const auto played = run_program((prefix() / REVERSI_INSTALL_BINDIR / "reversi-match").string(),
                                    {"--openings-file", openings.string(), "--openings", "1",
                                     "--a-level", "easy", "--b-level", "easy"},
                                    "");
    EXPECT_EQ(played.exit_code, 0) << played.err;
    EXPECT_NE(played.out.find("openings: 1, from balanced-8.txt (first 1 of 2000)"),
              std::string::npos)
        << played.out;
}

TEST_F(Install, EachBinaryHasAManPageInSectionSix) {
    for (const char* page : {"reversi", "reversi-engine", "reversi-match"}) {
        const fs::path file = prefix() / "share" / "man" / "man6" / (std::string(page) + ".6");
        ASSERT_TRUE(fs::is_regular_file(file)) << page;
        // The title line comes first, after any comment lines.
        std::istringstream lines(read_text(file));
        std::string line;
        while (std::getline(lines, line) && line.starts_with(".\\\"")) {
        }
        EXPECT_TRUE(line.starts_with(".TH ")) << page << ": " << line;
    }
}

}  // namespace
}  // namespace reversi::install
