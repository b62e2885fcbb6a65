// `cmake --install` into a temporary prefix puts everything where the game, the desktop and
// man look for it: the binaries, the catalogs, the .desktop entry, the icon, the man pages and
// the match tool's openings.
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

constexpr const char* kLanguages[] = {"de", "es", "fr", "ja", "pt_BR", "zh_CN"};

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
    const fs::path engine = prefix() / "bin" / "reversi-engine";
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

TEST_F(Install, TheDesktopEntryIsValid) {
    const fs::path entry = prefix() / "share" / "applications" / "reversi.desktop";
    ASSERT_TRUE(fs::is_regular_file(entry));
    const auto result = run_program(REVERSI_DESKTOP_FILE_VALIDATE, {entry.string()}, "");
    EXPECT_EQ(result.exit_code, 0) << result.out << result.err;
    EXPECT_EQ(result.out + result.err, "");  // not even a hint
    const std::string text = read_text(entry);
    EXPECT_NE(text.find("\nExec=reversi\n"), std::string::npos);
    EXPECT_NE(text.find("\nIcon=reversi\n"), std::string::npos);
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
    const auto played = run_program((prefix() / "bin" / "reversi-match").string(),
                                    {"--openings-file", openings.string(), "--openings", "1",
                                     "--a-level", "easy", "--b-level", "easy"},
                                    "");
    EXPECT_EQ(played.exit_code, 0) << played.err;
    EXPECT_NE(played.out.find("openings: 1, from balanced-8.txt (first 1 of 2000)"),
              std::string::npos)
        << played.out;
}

TEST_F(Install, EachBinaryHasAManPageInSectionSix) {
    for (const char* page : {"reversi", "reversi-engine"}) {
        const fs::path file = prefix() / "share" / "man" / "man6" / (std::string(page) + ".6");
        ASSERT_TRUE(fs::is_regular_file(file)) << page;
        EXPECT_EQ(read_text(file).rfind(".TH ", 0), 0u) << page;
    }
}

}  // namespace
}  // namespace reversi::install
