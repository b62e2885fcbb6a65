// SPDX-License-Identifier: GPL-3.0-or-later
// The toolkit's own words follow the game's language: GTK draws a menu's accelerator
// ("Strg+N" in German) and its stock buttons through its gettext catalog, which must see the
// language the game chose, even when the system's locale is C.
#include <gtest/gtest.h>
#include <libintl.h>
#include <wx/init.h>
#include <wx/translation.h>

#include <clocale>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "translations/language_setup.hpp"

namespace reversi::translations {
namespace {

// What GTK shows for the Ctrl key in a menu item's accelerator (its msgid has a context, which
// an untranslated lookup returns with it: GTK strips it the same way).
std::string gtk_ctrl_label() {
    const std::string text = ::dgettext("gtk30", "keyboard label\004Ctrl");
    const std::size_t context_end = text.find('\004');
    return context_end == std::string::npos ? text : text.substr(context_end + 1);
}

bool gtk_has_catalog(const char* language) {
    return std::filesystem::exists(std::string("/usr/share/locale/") + language +
                                   "/LC_MESSAGES/gtk30.mo");
}

class ToolkitLanguage : public ::testing::Test {
protected:
    void SetUp() override {
        // A system without a German locale: the game's --lang must still reach GTK.
        ::setenv("LC_ALL", "C", 1);
        ::unsetenv("LANGUAGE");
        std::setlocale(LC_ALL, "C");
        ASSERT_TRUE(wx_.IsOk());
    }
    wxInitializer wx_;
};

TEST_F(ToolkitLanguage, GermanMenusSayStrg) {
    if (!gtk_has_catalog("de")) GTEST_SKIP() << "GTK's German catalog is not installed";
    ASSERT_EQ(gtk_ctrl_label(), "Ctrl") << "without the game's choice GTK speaks English";
    setup_translations("de");
    EXPECT_EQ(gtk_ctrl_label(), "Strg");
}

TEST_F(ToolkitLanguage, EnglishAsked) {
    ::setenv("LANGUAGE", "de", 1);  // a German desktop, and --lang en
    setup_translations("en");
    EXPECT_EQ(gtk_ctrl_label(), "Ctrl");
}

// Arabic and Hebrew lay the window out right to left, once their catalog is there; a language
// the game has no catalog for shows English, left to right.
TEST_F(ToolkitLanguage, ArabicAndHebrewReadRightToLeft) {
    wxFileTranslationsLoader::AddCatalogLookupPathPrefix(REVERSI_BUILD_LOCALE_DIR);
    for (const char* language : {"ar", "he"})
        EXPECT_TRUE(setup_translations(language).right_to_left) << language;
    for (const char* language : {"de", "ja", "zh_TW", "en", "fa"})
        EXPECT_FALSE(setup_translations(language).right_to_left) << language;
}

}  // namespace
}  // namespace reversi::translations
