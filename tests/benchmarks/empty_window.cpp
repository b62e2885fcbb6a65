// SPDX-License-Identifier: GPL-3.0-or-later
// The toolkit's own floor for scripts/gui-benchmark.sh: a wx window with nothing in it prints
// the wall-clock time (ns since the epoch) of its first paint and closes. The game's launch to
// first paint is read against this figure on the same machine.
#include <wx/app.h>
#include <wx/frame.h>
#include <wx/panel.h>

#include <chrono>
#include <cstdio>

namespace {

class EmptyWindow final : public wxApp {
public:
    bool OnInit() override {
        auto* frame = new wxFrame(nullptr, wxID_ANY, "empty");
        auto* panel = new wxPanel(frame);
        panel->Bind(wxEVT_PAINT, [this](wxPaintEvent& event) {
            if (!painted_) {
                painted_ = true;
                const auto now = std::chrono::system_clock::now().time_since_epoch();
                std::printf("first-paint-ns %lld\n",
                            static_cast<long long>(
                                std::chrono::duration_cast<std::chrono::nanoseconds>(now).count()));
                std::fflush(stdout);
                CallAfter([] { wxTheApp->GetTopWindow()->Close(); });
            }
            event.Skip();
        });
        frame->Show();
        return true;
    }

private:
    bool painted_ = false;
};

}  // namespace

wxIMPLEMENT_APP(EmptyWindow);
