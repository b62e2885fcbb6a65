// SPDX-License-Identifier: GPL-3.0-or-later
// The game's sounds through the desktop's sound system (libcanberra-gtk): each is played for the
// game's window as an event sound, so the desktop's "event sounds" switch (GNOME's
// org.gnome.desktop.sound event-sounds, which GTK's gtk-enable-event-sounds follows) silences it.
#pragma once

#include <wx/timer.h>
#include <wx/window.h>

#include <array>
#include <chrono>
#include <filesystem>
#include <functional>
#include <optional>
#include <utility>

#include "model/sound_output.hpp"

namespace reversi::ports {

class CanberraSounds final : public gui::SoundOutput {
public:
    // `folder` holds the three files (platform/sounds_folder.hpp); without one nothing plays,
    // nor after a sound fails to play for any reason but the desktop's switch (told once on
    // standard error). `window` must outlive this.
    CanberraSounds(wxWindow& window, std::optional<std::filesystem::path> folder);
    void play(gui::Sound sound, std::chrono::milliseconds delay) override;
    // Tells `asked` each sound asked for from now on, played or not (the opt-in automation
    // state counts them); may be empty.
    void watch(std::function<void(gui::Sound)> asked) { asked_ = std::move(asked); }

    // The file of each sound, in gui/data/sounds.
    static const char* file_name(gui::Sound sound);

private:
    // A sound waiting for its moment; one per sound, so asking again replaces the wait.
    class Wait final : public wxTimer {
    public:
        std::function<void()> on_time;

    private:
        void Notify() override { on_time(); }
    };

    void play_now(gui::Sound sound);

    wxWindow& window_;
    std::optional<std::filesystem::path> folder_;
    std::array<Wait, 3> waits_;
    std::function<void(gui::Sound)> asked_;
};

}  // namespace reversi::ports
