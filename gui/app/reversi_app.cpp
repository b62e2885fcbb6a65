// SPDX-License-Identifier: GPL-3.0-or-later
// reversi: the desktop game, and its composition root. Starts the window and wires the opt-in
// probes to it (probe_wiring.hpp); the engine runs as a child process.
#include <wx/app.h>
#include <wx/cmdline.h>
#include <wx/dialog.h>
#include <wx/stdpaths.h>

#include <gtk/gtk.h>
#include <langinfo.h>

#include <clocale>
#include <csignal>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "app/main_frame.hpp"
#include "app/probe_wiring.hpp"
#include "board/desktop_look.hpp"
#include "platform/engine_locator.hpp"
#include "platform/sounds_folder.hpp"
#include "probes/frame_log.hpp"
#include "probes/loop_probe.hpp"
#include "translations/language_setup.hpp"

namespace reversi::app {

namespace {
// The engine program (platform/engine_locator.hpp has the order it looks in), or nothing when
// none exists.
std::optional<std::string> find_engine(const std::string& option_path,
                                       const std::string& executable_path) {
    platform::EngineSearch search;
    if (!option_path.empty()) search.option_path = option_path;
    search.own_executable = executable_path;
    const platform::EngineLookup found = platform::find_engine(search);
    if (!found.location) return std::nullopt;
    return found.location->argv.front();
}

// The sounds installed beside the game, or the build tree's copy; nothing (and a line on
// standard error) when neither is there: the game plays on in silence.
std::optional<std::filesystem::path> find_sounds(const std::string& executable_path) {
    const std::filesystem::path executable(executable_path);
    std::filesystem::path build_tree;
#ifdef REVERSI_BUILD_SOUNDS_RELATIVE
    build_tree = executable.parent_path() / REVERSI_BUILD_SOUNDS_RELATIVE;
#endif
    const platform::SoundsLookup found = platform::find_sounds_folder(executable, build_tree);
    if (!found.folder) {
        std::cerr << "reversi: no sounds found; looked in:";
        for (const std::filesystem::path& folder : found.tried)
            std::cerr << ' ' << folder.string();
        std::cerr << '\n';
    }
    return found.folder;
}

// Runs from the event loop (wx defers it there), so closing the window is safe: a terminated
// game still saves and ends its engine instead of leaving it behind.
void close_on_signal(int /*signal*/) {
    // A modal dialog (the records, the rules) runs a loop of its own: it ends first, or the
    // game would close only once the player had dismissed it.
    for (wxWindow* window : wxTopLevelWindows) {
        auto* dialog = dynamic_cast<wxDialog*>(window);
        if (dialog != nullptr && dialog->IsModal()) dialog->EndModal(wxID_CANCEL);
    }
    if (wxWindow* top = wxTheApp->GetTopWindow()) top->Close(true);
    // The frame is deleted at the loop's next idle time; an idle loop waits for an event to
    // get there (a terminated game on the home screen waited for a mouse move), so ask for one.
    wxWakeUpIdle();
}

// Options whose value may be the next argument, so "--engine --version" names an engine.
bool takes_a_value(std::string_view option) {
    return option == "--engine" || option == "--lang" || option == "--automation-file" ||
           option == "--frame-log";
}

// Whether the command line asks for `wanted` (or `short_form`) before any "--".
bool asks_for(int argc, char** argv, std::string_view wanted, std::string_view short_form = {}) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view argument = argv[i];
        if (argument == "--") return false;
        if (argument == wanted || (!short_form.empty() && argument == short_form)) return true;
        if (takes_a_value(argument)) ++i;
    }
    return false;
}

// The game's own options, for wx's parser and for --help.
void describe_options(wxCmdLineParser& parser) {
    parser.AddOption(wxString(), "engine", "the reversi-engine program to play against");
    parser.AddOption(wxString(), "automation-file",
                     "write what the window shows to this file (for tests)");
    parser.AddOption(wxString(), "lang", translations::language_option_help());
    parser.AddOption(wxString(), "frame-log",
                     "write paint times to this file at exit (for benchmarks)");
    // Answered in main() before wx starts; listed here so --help shows it.
    parser.AddSwitch(wxString(), "version", "print the game's version and exit");
}

// --help without a display: the same options as wx's parser knows, printed before wx starts.
void print_help(int argc, char** argv) {
    wxCmdLineParser parser(argc, argv);
    parser.AddSwitch("h", "help", "show this help message and exit", wxCMD_LINE_OPTION_HELP);
    describe_options(parser);
    std::cout << parser.GetUsageString().utf8_string();
}
}  // namespace

class ReversiApp final : public wxApp {
public:
    bool OnInit() override {
        // A write to an engine that just died must be an error, not the end of the game.
        std::signal(SIGPIPE, SIG_IGN);
        SetSignalHandler(SIGTERM, close_on_signal);
        SetSignalHandler(SIGINT, close_on_signal);
        if (!wxApp::OnInit()) return false;  // parses the command line
        // The system's language, or --lang's; before the first window so every string follows.
        const translations::LanguageSetup language =
            translations::setup_translations(language_option_);
        // Arabic and Hebrew lay the window out right to left, whatever the system's language:
        // wx gives each new window the direction GetLayoutDirection() returns, and GTK's own
        // dialogs follow its default, which it took from the system's at start-up.
        right_to_left_ = language.right_to_left;
        gtk_widget_set_default_direction(right_to_left_ ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR);
        // The sentences are UTF-8 ("·", "—", "…"): under a locale such as C they would decode
        // to nothing, so characters are always read as UTF-8, whatever the language.
        if (std::string_view(nl_langinfo(CODESET)) != "UTF-8") std::setlocale(LC_CTYPE, "C.UTF-8");

        const std::string executable = wxStandardPaths::Get().GetExecutablePath().utf8_string();
        const std::optional<std::string> engine = find_engine(engine_option_, executable);
        if (!engine) {
            std::cerr << "reversi: cannot find reversi-engine (use --engine PATH or set "
                         "REVERSI_ENGINE); the CPU will not be able to move.\n";
        }
        AppOptions options;
        options.engine_path =
            engine.value_or(engine_option_.empty() ? "reversi-engine" : engine_option_);
        options.sounds_folder = find_sounds(executable);
        // The probes this run asked for, wired once to what the frame composed; the frame keeps
        // them and lets them go before its parts.
        options.on_composed = [automation = automation_option_](const FrameParts& parts) {
            return std::make_unique<ProbeWiring>(parts, automation);
        };
        if (!frame_log_option_.empty()) probes::FrameLog::start(frame_log_option_);
        probes::LoopProbe::install_if_asked();
        board::emphasise_focus_rings();
        auto* frame = new MainFrame(options);
        frame->Show();
        board::show_focus_rings_now(*frame);
        return true;
    }

    void OnInitCmdLine(wxCmdLineParser& parser) override {
        wxApp::OnInitCmdLine(parser);
        describe_options(parser);
    }

    bool OnCmdLineParsed(wxCmdLineParser& parser) override {
        wxString value;
        if (parser.Found("engine", &value)) engine_option_ = value.utf8_string();
        if (parser.Found("automation-file", &value)) automation_option_ = value.utf8_string();
        if (parser.Found("lang", &value)) language_option_ = value;
        if (parser.Found("frame-log", &value)) frame_log_option_ = value.utf8_string();
        return wxApp::OnCmdLineParsed(parser);
    }

    int OnExit() override {
        probes::FrameLog::finish();
        probes::LoopProbe::finish();
        return wxApp::OnExit();
    }

    wxLayoutDirection GetLayoutDirection() const override {
        return right_to_left_ ? wxLayout_RightToLeft : wxLayout_LeftToRight;
    }

private:
    std::string engine_option_;
    std::string frame_log_option_;
    std::string automation_option_;
    wxString language_option_;
    bool right_to_left_ = false;
};

}  // namespace reversi::app

wxIMPLEMENT_APP_NO_MAIN(reversi::app::ReversiApp);

// --version and --help are answered before wx starts: wx needs a display even to parse the
// command line, and a packaging check or a player over ssh asks without one.
int main(int argc, char** argv) {
    if (reversi::app::asks_for(argc, argv, "--version")) {
        std::cout << "reversi " REVERSI_VERSION "\n";
        return 0;
    }
    if (reversi::app::asks_for(argc, argv, "--help", "-h")) {
        reversi::app::print_help(argc, argv);
        return 0;
    }
    return wxEntry(argc, argv);
}
