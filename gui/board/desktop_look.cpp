// SPDX-License-Identifier: GPL-3.0-or-later
// Reading GTK's settings; see desktop_look.hpp.
#include "board/desktop_look.hpp"

#include <gtk/gtk.h>
#include <wx/settings.h>
#include <wx/window.h>

#include <cstdlib>
#include <string>

namespace reversi::board {

namespace {

// "HighContrast" and "HighContrastInverse" are GTK's own; GNOME's switch selects them.
bool names_high_contrast(const char* theme) {
    return theme != nullptr && std::string(theme).find("HighContrast") != std::string::npos;
}

bool theme_is_high_contrast(GtkSettings* settings) {
    // GTK_THEME overrides the theme without changing the setting's value.
    if (names_high_contrast(std::getenv("GTK_THEME"))) return true;
    gchar* theme = nullptr;
    g_object_get(settings, "gtk-theme-name", &theme, nullptr);
    const bool high = names_high_contrast(theme);
    g_free(theme);
    return high;
}

}  // namespace

DesktopLook desktop_look() {
    DesktopLook look;
    look.dark = wxSystemSettings::GetAppearance().IsDark();
    GtkSettings* settings = gtk_settings_get_default();
    if (settings == nullptr) return look;
    gboolean animations = TRUE;
    g_object_get(settings, "gtk-enable-animations", &animations, nullptr);
    look.animations = animations != FALSE;
    look.high_contrast = theme_is_high_contrast(settings);
    return look;
}

void emphasise_focus_rings() {
    GdkScreen* screen = gdk_screen_get_default();
    if (screen == nullptr) return;
    GtkCssProvider* css = gtk_css_provider_new();
    // Adwaita's ring is a faint 1 px dashed line inside the button; this one is solid, 2 px,
    // in the selection colour, just outside the label.
    static constexpr const char kRules[] =
        "button:focus, radiobutton:focus, checkbutton:focus {"
        " outline-style: solid; outline-width: 2px; outline-offset: 1px;"
        " outline-color: @theme_selected_bg_color; }";
    gtk_css_provider_load_from_data(css, kRules, -1, nullptr);
    gtk_style_context_add_provider_for_screen(screen, GTK_STYLE_PROVIDER(css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    g_object_unref(css);
}

void show_focus_rings_now(wxWindow& window) {
    GtkWidget* widget = window.GetHandle();
    if (widget != nullptr && GTK_IS_WINDOW(widget))
        gtk_window_set_focus_visible(GTK_WINDOW(widget), TRUE);
}

}  // namespace reversi::board
