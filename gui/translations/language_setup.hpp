// SPDX-License-Identifier: GPL-3.0-or-later
// Turns on the game's translations: the language follows the system locale unless --lang
// names another. Call once in wxApp::OnInit, before the first window is made.
#pragma once

#include <wx/string.h>

namespace reversi::translations {

struct LanguageSetup {
    wxString language;           // the language the catalogs were asked for ("de", "pt_BR", ...)
    bool catalog_found = false;  // false: English, the strings of the sources
    bool right_to_left = false;  // a language written right to left, whose catalog was found
};

// `language_override` is the --lang value (empty: follow the system). "en" or "C" asks for the
// untranslated strings. Catalogs are looked for beside an install (<exe>/../share/locale),
// then in the build tree's locale folder, then where wx looks by default. The toolkit's own
// words (a menu's "Strg+N" in German, GTK's buttons) are switched to the same language.
LanguageSetup setup_translations(const wxString& language_override);

// The --lang option's help text.
wxString language_option_help();

}  // namespace reversi::translations
