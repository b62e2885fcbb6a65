// SPDX-License-Identifier: GPL-3.0-or-later
// Names a wx window for a screen reader; see accessible_name.hpp.
#include "a11y/accessible_name.hpp"

#include <gtk/gtk.h>

#include <cstring>

namespace reversi::a11y {

namespace {

void name_widget(GtkWidget* widget, const char* name, AtkRole role) {
    AtkObject* accessible = gtk_widget_get_accessible(widget);
    if (accessible == nullptr) return;
    if (role != ATK_ROLE_INVALID) atk_object_set_role(accessible, role);
    const char* old = atk_object_get_name(accessible);
    if (old == nullptr || std::strcmp(old, name) != 0) atk_object_set_name(accessible, name);
}

// The window's accessible object; none before the toolkit has made its widget.
AtkObject* accessible_of(wxWindow& window) {
    GtkWidget* widget = window.GetHandle();
    return widget == nullptr ? nullptr : gtk_widget_get_accessible(widget);
}

}  // namespace

void set_accessible_name(wxWindow& window, const wxString& name, AtkRole role) {
    GtkWidget* widget = window.GetHandle();
    if (widget == nullptr) return;
    const wxScopedCharBuffer text = name.utf8_str();
    name_widget(widget, text.data(), role);
    // A scrolled wx window is a scroll pane around the panel that takes the focus: both.
    if (GTK_IS_SCROLLED_WINDOW(widget)) {
        if (GtkWidget* inside = gtk_bin_get_child(GTK_BIN(widget)))
            name_widget(inside, text.data(), ATK_ROLE_INVALID);
    }
}

void set_accessible_description(wxWindow& window, const wxString& description) {
    if (AtkObject* accessible = accessible_of(window))
        atk_object_set_description(accessible, description.utf8_str().data());
}

void describe_dialog(wxWindow& dialog, const wxString& text, AtkRole role) {
    if (AtkObject* accessible = accessible_of(dialog)) atk_object_set_role(accessible, role);
    set_accessible_description(dialog, text);
}

void describe_about_dialogs(const wxString& text) {
    GList* windows = gtk_window_list_toplevels();
    for (GList* item = windows; item != nullptr; item = item->next) {
        if (!GTK_IS_ABOUT_DIALOG(item->data)) continue;
        AtkObject* accessible = gtk_widget_get_accessible(GTK_WIDGET(item->data));
        if (accessible != nullptr) atk_object_set_description(accessible, text.utf8_str().data());
    }
    g_list_free(windows);
}

}  // namespace reversi::a11y
