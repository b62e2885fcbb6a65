// SPDX-License-Identifier: GPL-3.0-or-later
// Something shown once a window is on screen; see on_screen.hpp.
#include "app/on_screen.hpp"

#include <memory>
#include <utility>

#ifdef __WXGTK__
#include <gtk/gtk.h>
#endif

namespace reversi::app {

#ifdef __WXGTK__
namespace {

// What waits for the window's first map: the window, its handler's id and the call.
struct MapWait {
    wxTopLevelWindow* window = nullptr;
    gulong handler = 0;
    std::function<void()> then;
};

gboolean on_first_map(GtkWidget* widget, GdkEvent* /*event*/, gpointer data) {
    auto* wait = static_cast<MapWait*>(data);
    wxTopLevelWindow* window = wait->window;
    std::function<void()> then = std::move(wait->then);
    g_signal_handler_disconnect(widget, wait->handler);  // frees `wait`
    // Out of GTK's handler: a modal loop opened in it would hold the map's processing.
    window->CallAfter(then);
    return FALSE;
}

void free_map_wait(gpointer data, GClosure* /*closure*/) { delete static_cast<MapWait*>(data); }

}  // namespace
#endif

void once_on_screen(wxTopLevelWindow& window, std::function<void()> then) {
#ifdef __WXGTK__
    GtkWidget* widget = window.GetHandle();
    if (widget != nullptr && !gtk_widget_get_mapped(widget)) {
        auto wait = std::make_unique<MapWait>(MapWait{&window, 0, std::move(then)});
        MapWait* data = wait.release();  // owned by the handler from here
        data->handler = g_signal_connect_data(widget, "map-event", G_CALLBACK(on_first_map), data,
                                              free_map_wait, GConnectFlags{});
        return;
    }
#endif
    window.CallAfter(then);
}

}  // namespace reversi::app
