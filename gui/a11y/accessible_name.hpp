// SPDX-License-Identifier: GPL-3.0-or-later
// Names a wx window for a screen reader through GTK's accessible object: wx on GTK has no
// accessibility layer of its own, and a window it draws itself shows as an unnamed "panel".
#pragma once

#include <atk/atk.h>
#include <wx/window.h>

namespace reversi::a11y {

// Sets the name (when it changed, so no event is sent for nothing) and, if given, the role.
void set_accessible_name(wxWindow& window, const wxString& name, AtkRole role = ATK_ROLE_INVALID);
// What a reader says after the name when the window takes the focus: the text shown beside a
// button, which GTK does not tie to it.
void set_accessible_description(wxWindow& window, const wxString& description);

// A dialog for a screen reader: wx's dialogs are plain GTK windows, read as a "frame" with its
// title and the focused button only. As a dialog (or an alert) with `text` as its description,
// a reader says what it says as it opens.
void describe_dialog(wxWindow& dialog, const wxString& text, AtkRole role = ATK_ROLE_DIALOG);
// The same for the About window GTK shows (wxAboutBox's, opened and not yet described).
void describe_about_dialogs(const wxString& text);

}  // namespace reversi::a11y
