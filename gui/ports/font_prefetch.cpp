// SPDX-License-Identifier: GPL-3.0-or-later
// Fonts asked for ahead of their first use; see font_prefetch.hpp.
#include "ports/font_prefetch.hpp"

#include <gtk/gtk.h>
#include <pango/pangocairo.h>
#include <wx/fontutil.h>

#include <algorithm>
#include <initializer_list>

#include "board/screen_surface.hpp"

namespace reversi::ports {

namespace {

// Compared by description: wxFont's own comparison measures text, which waits for the lookup.
bool same_font(const wxFont& a, const wxFont& b) {
    return a.GetNativeFontInfoDesc() == b.GetNativeFontInfoDesc();
}

void collect_fonts(const wxWindow& window, std::vector<wxFont>& fonts) {
    const wxFont font = window.GetFont();
    const auto same = [&font](const wxFont& other) { return same_font(font, other); };
    if (font.IsOk() && std::none_of(fonts.begin(), fonts.end(), same)) fonts.push_back(font);
    for (const wxWindow* child : window.GetChildren())
        collect_fonts(*child, fonts);
}

// Loading a fontset only queues the lookup; the font itself is opened on first use.
void request(PangoContext* context, const wxFont& font) {
    const PangoFontDescription* description = font.GetNativeFontInfo()->description;
    if (context == nullptr || description == nullptr) return;
    PangoFontset* fontset =
        pango_context_load_fontset(context, description, pango_context_get_language(context));
    if (fontset != nullptr) g_object_unref(fontset);
}

}  // namespace

std::vector<wxFont> fonts_in(const wxWindow& top) {
    std::vector<wxFont> fonts;
    collect_fonts(top, fonts);
    return fonts;
}

void prefetch_fonts(const wxWindow& window, const std::vector<wxFont>& fonts) {
    // As a GTK widget lays out text: a widget's context, with the screen's settings.
    PangoContext* widget_context = gtk_widget_get_pango_context(window.GetHandle());
    // As wx draws text on a paint's cairo context, whose font options come from an X surface.
    const board::ScreenSurface surface = board::surface_like_screen();
    cairo_t* cairo = surface ? cairo_create(surface.get()) : nullptr;
    PangoContext* drawing_context = cairo != nullptr ? pango_cairo_create_context(cairo) : nullptr;
    for (const wxFont& font : fonts) {
        request(widget_context, font);
        request(drawing_context, font);
    }
    if (drawing_context != nullptr) g_object_unref(drawing_context);
    if (cairo != nullptr) cairo_destroy(cairo);
}

void measure_fonts_ahead(const wxWindow& window, const std::vector<wxFont>& fonts) {
    PangoContext* context = gtk_widget_get_pango_context(window.GetHandle());
    if (context == nullptr) return;
    PangoLanguage* language = pango_context_get_language(context);
    for (const wxFont& font : fonts) {
        const PangoFontDescription* description = font.GetNativeFontInfo()->description;
        if (description == nullptr) continue;
        PangoFontDescription* whole_points = pango_font_description_copy(description);
        const int size = pango_font_description_get_size(description);
        pango_font_description_set_size(whole_points, size / PANGO_SCALE * PANGO_SCALE);
        for (const PangoFontDescription* measured :
             std::initializer_list<const PangoFontDescription*>{description, whole_points})
            pango_font_metrics_unref(pango_context_get_metrics(context, measured, language));
        pango_font_description_free(whole_points);
    }
}

}  // namespace reversi::ports
