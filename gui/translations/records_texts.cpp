// SPDX-License-Identifier: GPL-3.0-or-later
// The translated texts about the player's records and saved files.
#include "translations/records_texts.hpp"

#include <wx/intl.h>
#include <wx/translation.h>

#include "records/play_clock.hpp"

namespace reversi::translations {

using records::LoadProblem;

namespace {

// Why, in a few words, after "could not be read" notices.
wxString reason(LoadProblem problem) {
    switch (problem) {
        case LoadProblem::WrongVersion:
            return _("It was written by another version of the game.");
        case LoadProblem::TooLarge:
            return _("It is far larger than any file the game writes.");
        case LoadProblem::NotAFile:
        case LoadProblem::Unreadable:
        case LoadProblem::NoPermission:  // told by its own notice; never set aside
            return _("The file could not be opened.");
        case LoadProblem::Corrupt:
            break;
    }
    return _("The file is damaged or incomplete.");
}

}  // namespace

wxString one_after_another(const wxString& first, const wxString& second) {
    const bool ideographic = !first.empty() && first.Last() == wxUniChar(0x3002);
    return ideographic ? first + second : first + " " + second;
}

wxString play_time_text(std::chrono::milliseconds total) {
    const records::PlayTimeParts parts = records::split_play_time(total);
    if (parts.under_a_minute) return _("less than a minute");
    // TRANSLATORS: a total play time in minutes, shortened as on a clock face: "12 min".
    if (parts.hours == 0) return wxString::Format(_("%d min"), parts.minutes);
    // TRANSLATORS: a total play time in hours and minutes: "3 h 12 min".
    return wxString::Format(_("%lld h %d min"), static_cast<long long>(parts.hours), parts.minutes);
}

wxString opponent_play_time(const records::OpponentRecord& record) {
    // TRANSLATORS: the play time of an opponent never played in "Your records".
    if (record.played == 0 && record.play_time.count() == 0) return _("Not played yet");
    return play_time_text(record.play_time);
}

wxString records_set_aside_notice(LoadProblem problem) {
    return one_after_another(_("Your records could not be read, so counting starts afresh. The "
                               "old file was kept beside the new one."),
                             reason(problem));
}

wxString saved_match_set_aside_notice(LoadProblem problem) {
    return one_after_another(_("The saved match could not be read, so there is no match to "
                               "resume. The file was kept aside."),
                             reason(problem));
}

wxString records_left_alone_notice() {
    return _(
        "Your records could not be read: the file's permissions do not let the game open it. "
        "The file is left as it is, and the matches you play now will not be counted in it.");
}

wxString records_unread_note() {
    return _(
        "Your records could not be read, so they are not shown here. The counts below are "
        "this session's matches only, and they are not added to your records.");
}

wxString saved_match_left_alone_notice() {
    return _(
        "The saved match could not be read: the file's permissions do not let the game open "
        "it. The file is left as it is, and the match you play now will not be saved.");
}

wxString data_problem_notice(const records::DataProblem& problem) {
    switch (problem.kind) {
        case records::DataProblem::Kind::NoDataFolder:
            return _(
                "The game found no home folder to keep your records and your match in, so "
                "nothing will be saved this time.");
        case records::DataProblem::Kind::RecordsSetAside:
            return records_set_aside_notice(problem.why);
        case records::DataProblem::Kind::SavedMatchSetAside:
            return saved_match_set_aside_notice(problem.why);
        case records::DataProblem::Kind::RecordsLeftAlone:
            return records_left_alone_notice();
        case records::DataProblem::Kind::SavedMatchLeftAlone:
            return saved_match_left_alone_notice();
    }
    return wxString();
}

wxString result_not_saved_notice(records::WriteError error) {
    switch (error) {
        case records::WriteError::NoSpace:
            return _(
                "Your result could not be saved: the disk is full. The game will try again "
                "when you start your next match.");
        case records::WriteError::ReadOnly:
        case records::WriteError::PermissionDenied:
        case records::WriteError::NotAFolder:
            return _(
                "Your result could not be saved: the game's data folder cannot be written. "
                "The game will try again when you start your next match.");
        default:
            break;
    }
    return _(
        "Your result could not be saved. The game will try again when you start your next "
        "match.");
}

wxString save_failed_notice(records::WriteError error, bool match_over) {
    if (match_over) return result_not_saved_notice(error);
    switch (error) {
        case records::WriteError::NoSpace:
            return _(
                "Could not save: the disk is full. Play goes on, and the game will try "
                "again after your next move.");
        case records::WriteError::ReadOnly:
        case records::WriteError::PermissionDenied:
        case records::WriteError::NotAFolder:
            return _(
                "Could not save: the game's data folder cannot be written. Play goes on, "
                "and the game will try again after your next move.");
        default:
            break;
    }
    return _("Could not save. Play goes on, and the game will try again after your next move.");
}

}  // namespace reversi::translations
