// SPDX-License-Identifier: GPL-3.0-or-later
// Texts in less room than they need; see clipped_texts.hpp.
#include "probes/clipped_texts.hpp"

#include <wx/anybutton.h>
#include <wx/radiobut.h>
#include <wx/stattext.h>

namespace reversi::probes {

namespace {

bool shows_words(const wxWindow& window) {
    return dynamic_cast<const wxStaticText*>(&window) != nullptr ||
           dynamic_cast<const wxAnyButton*>(&window) != nullptr ||
           dynamic_cast<const wxRadioButton*>(&window) != nullptr;
}

// A text control needs its best size; a drawn one (the counts, the board) the least size it
// asked for.
bool too_small(const wxWindow& window) {
    const wxSize size = window.GetSize();
    const wxSize needed = shows_words(window) ? window.GetBestSize() : window.GetMinSize();
    return size.x < needed.x || size.y < needed.y;
}

std::string name_of(const wxWindow& window) {
    wxString name = shows_words(window) ? window.GetLabel() : window.GetName();
    name.Replace("\n", " ");
    return name.utf8_string();
}

void collect(const wxWindow& window, std::string& found) {
    for (const wxWindow* child : window.GetChildren()) {
        if (child->IsTopLevel() || !child->IsShown()) continue;
        if (too_small(*child)) found += (found.empty() ? "" : " | ") + name_of(*child);
        collect(*child, found);
    }
}

}  // namespace

std::string clipped_texts(const wxWindow& top) {
    std::string found;
    collect(top, found);
    return found.empty() ? "none" : found;
}

}  // namespace reversi::probes
