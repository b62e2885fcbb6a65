// SPDX-License-Identifier: GPL-3.0-or-later
// Names a wx window for a screen reader through GTK's accessible object: wx on GTK has no
// accessibility layer of its own, and a window it draws itself shows as an unnamed "panel".
#pragma once

#include <atk/atk.h>
#include <wx/window.h>

namespace reversi::a11y {

// Sets the name (when it changed, so no event is sent for nothing) and, if given, the role.
void set_accessible_name(wxWindow& window, const wxString& name, AtkRole role = ATK_ROLE_INVALID);

}  // namespace reversi::a11y
