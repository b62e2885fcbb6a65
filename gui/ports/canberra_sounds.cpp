// SPDX-License-Identifier: GPL-3.0-or-later
// The game's sounds through libcanberra-gtk; see canberra_sounds.hpp.
#include "ports/canberra_sounds.hpp"

#include <canberra-gtk.h>
#include <canberra.h>
#include <gtk/gtk.h>

#include <cstddef>
#include <iostream>
#include <string>
#include <utility>

namespace reversi::ports {

namespace {

std::size_t index_of(gui::Sound sound) { return static_cast<std::size_t>(sound); }

// For the sound server's list of what is playing (not shown by the game).
const char* description_of(gui::Sound sound) {
    switch (sound) {
        case gui::Sound::DiscPlaced:
            return "A disc placed";
        case gui::Sound::DiscsTurned:
            return "Discs turned";
        case gui::Sound::MatchOver:
            return "The match is over";
    }
    return "";
}

}  // namespace

CanberraSounds::CanberraSounds(wxWindow& window, std::optional<std::filesystem::path> folder)
    : window_(window), folder_(std::move(folder)) {
    for (const gui::Sound sound :
         {gui::Sound::DiscPlaced, gui::Sound::DiscsTurned, gui::Sound::MatchOver}) {
        waits_[index_of(sound)].on_time = [this, sound] { play_now(sound); };
    }
}

const char* CanberraSounds::file_name(gui::Sound sound) {
    switch (sound) {
        case gui::Sound::DiscPlaced:
            return "disc-placed.wav";
        case gui::Sound::DiscsTurned:
            return "discs-turned.wav";
        case gui::Sound::MatchOver:
            return "match-over.wav";
    }
    return "";
}

void CanberraSounds::play(gui::Sound sound, std::chrono::milliseconds delay) {
    if (asked_) asked_(sound);
    if (!folder_) return;
    if (delay.count() <= 0) return play_now(sound);
    waits_[index_of(sound)].StartOnce(static_cast<int>(delay.count()));
}

void CanberraSounds::play_now(gui::Sound sound) {
    if (!folder_) return;
    auto* widget = static_cast<GtkWidget*>(window_.GetHandle());
    ca_context* context = ca_gtk_context_get();
    if (widget == nullptr || context == nullptr) return;
    const std::string path = (*folder_ / file_name(sound)).string();
    ca_proplist* properties = nullptr;
    if (ca_proplist_create(&properties) != CA_SUCCESS) return;
    ca_proplist_sets(properties, CA_PROP_MEDIA_FILENAME, path.c_str());
    ca_proplist_sets(properties, CA_PROP_EVENT_DESCRIPTION, description_of(sound));
    ca_proplist_sets(properties, CA_PROP_MEDIA_ROLE, "event");
    // The window's name, process and display, so the sound server knows whose sound it is.
    ca_gtk_proplist_set_for_widget(properties, widget);
    const int result = ca_context_play_full(context, 0, properties, nullptr, nullptr);
    ca_proplist_destroy(properties);
    // Event sounds switched off on the desktop is no trouble. Anything else (no sound device,
    // no driver) is told once, and the game goes on in silence: each new try would only fail
    // again, and the sound library's own complaints would fill the log at every move.
    if (result != CA_SUCCESS && result != CA_ERROR_DISABLED) {
        std::cerr << "reversi: sounds cannot play (the desktop's sound system says: "
                  << ca_strerror(result) << "); the game goes on without them\n";
        folder_.reset();
    }
}

}  // namespace reversi::ports
