// SPDX-License-Identifier: GPL-3.0-or-later
// Keeps the player's records and the saved match in step with the match: a match counts as
// played when it starts and as a win, loss or draw only when it first ends; the match is
// saved after every move (and on close) and forgotten at its end; play time counts only while
// the player is at a match under way, and goes to that match's opponent. A file is written only
// when what it would hold changed, so quitting does not wait on the disk for nothing. Files are
// written on a writer thread, never on the window's; close() (and the end of the recorder) waits
// for the last write. No wx: tests drive it with a fake clock and a folder.
#pragma once

#include <chrono>
#include <functional>
#include <optional>

#include "model/background_writer.hpp"
#include "model/match_controller.hpp"
#include "model/player_presence.hpp"
#include "records/play_clock.hpp"
#include "records/records.hpp"
#include "records/save_folder.hpp"

namespace reversi::gui {

class MatchRecorder final : public MatchObserver {
public:
    using Clock = std::function<std::chrono::steady_clock::time_point()>;

    // `folder` empty: no home folder, so nothing is saved (play goes on). `loaded` is what
    // loading the folder gave: the records file holds it already (or, when missing, loading it
    // again would give the same fresh records), so it is not written again until it changes.
    MatchRecorder(MatchController& match, std::optional<records::SaveFolder> folder,
                  records::Records loaded, Clock now);
    ~MatchRecorder() override;
    MatchRecorder(const MatchRecorder&) = delete;
    MatchRecorder& operator=(const MatchRecorder&) = delete;

    // Continues a saved match, with the play time it was saved with.
    void resume(const records::SavedMatch& saved);
    // What the window reports: shown and not minimised; activated or deactivated (it starts
    // out active); whether the match screen is the one shown. See PlayerPresence.
    void window_visible(bool visible);
    void window_active(bool active);
    void match_screen_shown(bool shown);
    // The app is closing: stop the clock, save the match and the records once more, and wait
    // for every write.
    void close();
    // Waits for the writes asked for so far and reports their failures and recoveries (tests
    // use it to look at the files; the window never waits but in close()).
    void wait_for_writes();
    // Reports the writes done since last asked: failures and recoveries, and makes a kind
    // that failed be written afresh next time. Every match event does it too.
    void report_writes();
    // Any thread: `wake` is called on the writer's thread after each write (no lock held), for
    // the window to call report_writes() on its own thread then: a failure is told when the
    // write fails, not at the next move.
    void wake_after_each_write(std::function<void()> wake);

    // The view settings, read from the folder (the defaults without one). A file this session
    // may not read is left alone from then on, never overwritten.
    records::SettingsLoad load_settings();
    // Saves the view settings on the writer thread, after the writes asked for before.
    void save_settings(const records::Settings& settings);
    // Called when saving the settings failed (no notice: it costs only a view setting).
    std::function<void(const records::WriteResult&)> on_settings_not_saved;

    const records::Records& records() const { return records_; }
    // Called after a match's start (a resumed one too) and its end have been counted, for the
    // window to show the records as they now stand.
    std::function<void()> on_counted;
    // Called once each time saving starts failing, with the error; not again per move.
    std::function<void(records::WriteError)> on_save_failed;
    // Called when a save works again after failing: nothing is waiting to be saved any more.
    std::function<void()> on_save_recovered;

private:
    void match_started(bool resumed) override;
    void phase_changed(MatchPhase phase) override;
    void match_over(MatchResult result, bool first_time) override;

    void update_clock();
    void save_match();
    void save_records();
    void bank_play_time();
    // Reports a failure or a recovery; returns whether the write worked.
    bool report(const records::WriteResult& result);

    MatchController& match_;
    std::optional<records::SaveFolder> folder_;
    records::Records records_;
    Clock now_;
    records::PlayClock clock_;
    std::optional<Level> timed_opponent_;  // whose match the clock is timing
    std::optional<std::chrono::milliseconds> resumed_play_time_;
    PlayerPresence presence_;
    bool failing_ = false;
    // What the files hold or are about to (their writes are queued), as far as this session
    // knows: a save that would write the same is skipped (each write waits for the disk, twice).
    std::optional<records::Records> written_records_;
    std::optional<records::SavedMatch> written_match_;
    BackgroundWriter writer_;  // after folder_, which its writes use: it ends first
};

}  // namespace reversi::gui
