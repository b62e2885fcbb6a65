// SPDX-License-Identifier: GPL-3.0-or-later
// Records and the saved match kept in step with the match; see match_recorder.hpp.
#include "model/match_recorder.hpp"

#include <utility>

namespace reversi::gui {

MatchRecorder::MatchRecorder(MatchController& match, std::optional<records::SaveFolder> folder,
                             records::Records loaded, Clock now)
    : match_(match),
      folder_(std::move(folder)),
      records_(loaded),
      now_(std::move(now)),
      written_records_(loaded) {
    match_.add_observer(*this);
}

MatchRecorder::~MatchRecorder() { match_.remove_observer(*this); }

void MatchRecorder::wait_for_writes() {
    writer_.wait_until_idle();
    report_writes();
}

void MatchRecorder::wake_after_each_write(std::function<void()> wake) {
    writer_.call_after_each_write(std::move(wake));
}

void MatchRecorder::report_writes() {
    for (const BackgroundWriter::Outcome& outcome : writer_.take_outcomes()) {
        if (outcome.kind == BackgroundWriter::Kind::Settings) {
            if (!outcome.result.ok() && on_settings_not_saved)
                on_settings_not_saved(outcome.result);
            continue;
        }
        if (report(outcome.result)) continue;
        // What failed is not on the disk: the next save of that kind writes again.
        if (outcome.kind == BackgroundWriter::Kind::Records) written_records_.reset();
        if (outcome.kind == BackgroundWriter::Kind::Match) written_match_.reset();
    }
}

records::SettingsLoad MatchRecorder::load_settings() {
    if (!folder_) return {};
    writer_.wait_until_idle();  // the folder is changed below: no write may be using it
    records::SettingsLoad loaded = folder_->load_settings();
    if (loaded.problem == records::LoadProblem::NoPermission)
        folder_->leave_alone(folder_->settings_file());
    return loaded;
}

void MatchRecorder::save_settings(const records::Settings& settings) {
    if (!folder_) return;
    writer_.write(BackgroundWriter::Kind::Settings,
                  [folder = &*folder_, settings] { return folder->save_settings(settings); });
    report_writes();
}

void MatchRecorder::resume(const records::SavedMatch& saved) {
    resumed_play_time_ = saved.play_time;
    match_.resume(
        MatchSetup{saved.opponent, saved.player, saved.seed, saved.position, saved.last_move});
}

void MatchRecorder::window_visible(bool visible) {
    presence_.set_window_visible(visible);
    update_clock();
}

void MatchRecorder::window_active(bool active) {
    presence_.set_window_active(active);
    update_clock();
}

void MatchRecorder::match_screen_shown(bool shown) {
    presence_.set_match_screen(shown);
    update_clock();
}

void MatchRecorder::close() {
    clock_.pause(now_());
    const MatchPhase phase = match_.phase();
    if (phase != MatchPhase::NoMatch && phase != MatchPhase::Over) save_match();
    bank_play_time();
    save_records();
    wait_for_writes();
}

void MatchRecorder::match_started(bool resumed) {
    report_writes();
    // Time of a match left behind still counts up to now, for its own opponent.
    clock_.pause(now_());
    bank_play_time();
    timed_opponent_ = match_.setup().opponent;
    if (resumed) {
        clock_ = records::PlayClock(resumed_play_time_.value_or(std::chrono::milliseconds{0}));
    } else {
        clock_ = records::PlayClock{};
        records_.count_started(match_.setup().opponent);
    }
    resumed_play_time_.reset();
    save_records();
    if (on_counted) on_counted();
}

void MatchRecorder::phase_changed(MatchPhase phase) {
    report_writes();
    update_clock();
    // After a move, a pass or an undo the match settles on one of these; save it there.
    if (phase == MatchPhase::PlayerToMove || phase == MatchPhase::CpuPausing) {
        save_match();
        bank_play_time();
        save_records();
    }
}

void MatchRecorder::match_over(MatchResult result, bool first_time) {
    report_writes();
    clock_.pause(now_());
    // A saved match that is over is not a match to resume: forget it before counting.
    if (folder_) {
        written_match_.reset();
        writer_.write(BackgroundWriter::Kind::Match,
                      [folder = &*folder_] { return folder->forget_saved_match(); });
    }
    bank_play_time();
    if (first_time) records_.count_ended(match_.setup().opponent, result);
    save_records();
    if (on_counted) on_counted();
}

void MatchRecorder::update_clock() {
    const MatchPhase phase = match_.phase();
    const bool under_way = phase != MatchPhase::NoMatch && phase != MatchPhase::Over;
    if (presence_.at_the_match() && under_way) {
        clock_.resume(now_());
    } else {
        clock_.pause(now_());
    }
}

void MatchRecorder::save_match() {
    if (!folder_) return;
    records::SavedMatch saved;
    saved.position = match_.position();
    saved.opponent = match_.setup().opponent;
    saved.player = match_.player_color();
    saved.seed = match_.setup().seed;
    saved.play_time = clock_.match_time(now_());
    saved.last_move = match_.last_placed();
    if (saved == written_match_) return;
    written_match_ = saved;
    writer_.write(BackgroundWriter::Kind::Match,
                  [folder = &*folder_, saved] { return folder->save_match(saved); });
}

void MatchRecorder::save_records() {
    if (!folder_ || records_ == written_records_) return;
    written_records_ = records_;
    writer_.write(BackgroundWriter::Kind::Records, [folder = &*folder_, records = records_] {
        return folder->save_records(records);
    });
}

void MatchRecorder::bank_play_time() {
    const std::chrono::milliseconds fresh = clock_.take_unbanked(now_());
    if (timed_opponent_) records_.add_play_time(*timed_opponent_, fresh);
}

bool MatchRecorder::report(const records::WriteResult& result) {
    if (result.ok()) {
        if (failing_ && on_save_recovered) on_save_recovered();
        failing_ = false;
        return true;
    }
    if (!failing_ && on_save_failed) on_save_failed(result.error);
    failing_ = true;
    return false;
}

}  // namespace reversi::gui
