// SPDX-License-Identifier: GPL-3.0-or-later
// Names a wx window for a screen reader; see accessible_name.hpp.
#include "a11y/accessible_name.hpp"

#include <gtk/gtk.h>

#include <cstring>

namespace reversi::a11y {

void set_accessible_name(wxWindow& window, const wxString& name, AtkRole role) {
    GtkWidget* widget = window.GetHandle();
    if (widget == nullptr) return;
    AtkObject* accessible = gtk_widget_get_accessible(widget);
    if (accessible == nullptr) return;
    if (role != ATK_ROLE_INVALID) atk_object_set_role(accessible, role);
    const wxScopedCharBuffer text = name.utf8_str();
    const char* old = atk_object_get_name(accessible);
    if (old == nullptr || std::strcmp(old, text.data()) != 0)
        atk_object_set_name(accessible, text.data());
}

}  // namespace reversi::a11y
