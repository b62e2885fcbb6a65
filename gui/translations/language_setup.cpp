// SPDX-License-Identifier: GPL-3.0-or-later
// The game's translations, with wxUILocale and wxTranslations.
#include "translations/language_setup.hpp"

#include <wx/filename.h>
#include <wx/stdpaths.h>
#include <wx/translation.h>
#include <wx/uilocale.h>

#include <clocale>
#include <cstdlib>
#include <string_view>

namespace reversi::translations {

namespace {

constexpr const char* kCatalogName = "reversi";

// Folders holding <lang>/LC_MESSAGES/reversi.mo, best first.
void add_lookup_folders() {
    const wxFileName executable(wxStandardPaths::Get().GetExecutablePath());
    const wxString folder = executable.GetPath();
    wxFileTranslationsLoader::AddCatalogLookupPathPrefix(folder + "/../share/locale");
#ifdef REVERSI_BUILD_LOCALE_RELATIVE
    // Relative to the binary in the build tree, so no machine path is baked in.
    wxFileTranslationsLoader::AddCatalogLookupPathPrefix(folder + "/" +
                                                         REVERSI_BUILD_LOCALE_RELATIVE);
#endif
}

bool wants_untranslated(const wxString& language) {
    return language == "en" || language == "C" || language == "POSIX" || language.StartsWith("en_");
}

// GTK draws a menu item's accelerator itself ("Ctrl+N", "Strg+N" in German) and translates it,
// like its own buttons, through gettext: that follows LANGUAGE, but only while the locale for
// messages is not "C" (the case when the system's locale is not installed, or is C). Both are
// set so the toolkit speaks the game's language, whether it came from --lang or the system.
void share_language_with_toolkit(const wxString& language) {
    ::setenv("LANGUAGE", language.utf8_string().c_str(), 1);
    const char* messages = std::setlocale(LC_MESSAGES, nullptr);
    const std::string_view current = messages != nullptr ? messages : "C";
    const bool plain_c = current == "C" || current == "POSIX";
    // Setting it again, even to the same, also makes gettext forget what it looked up before.
    std::setlocale(LC_MESSAGES, plain_c ? "C.UTF-8" : std::string(current).c_str());
}

}  // namespace

LanguageSetup setup_translations(const wxString& language_override) {
    wxUILocale::UseDefault();
    add_lookup_folders();
    auto* translations = new wxTranslations();
    wxTranslations::Set(translations);  // owned by wx from here on
    LanguageSetup setup;
    if (!language_override.empty()) {
        setup.language = language_override;
        if (wants_untranslated(language_override)) {
            share_language_with_toolkit("en");
            return setup;
        }
        translations->SetLanguage(language_override);
    } else {
        setup.language = translations->GetBestTranslation(kCatalogName, wxLANGUAGE_ENGLISH_US);
    }
    share_language_with_toolkit(setup.language);
    translations->AddStdCatalog();  // wx's own strings, where the system has them
    setup.catalog_found = translations->AddCatalog(kCatalogName, wxLANGUAGE_ENGLISH_US);
    const wxLanguageInfo* info = wxUILocale::FindLanguageInfo(setup.language);
    setup.right_to_left =
        setup.catalog_found && info != nullptr && info->LayoutDirection == wxLayout_RightToLeft;
    return setup;
}

wxString language_option_help() {
    return "the language to play in (ar, cs, de, es, fr, he, id, it, ja, ko, nl, pl, pt_BR, ru, "
           "sv, tr, uk, vi, zh_CN, zh_TW, en); default: the system's";
}

}  // namespace reversi::translations
