// SPDX-License-Identifier: GPL-3.0-or-later
// The translated texts about records, in English and through a real compiled catalog.
#include <gtest/gtest.h>
#include <wx/init.h>
#include <wx/translation.h>

#include "translations/records_texts.hpp"

namespace reversi::translations {
namespace {

using std::chrono::hours;
using std::chrono::minutes;
using std::chrono::seconds;

TEST(RecordsTexts, PlayTimeReadsAsInTheStatistics) {
    EXPECT_EQ(play_time_text(hours{3} + minutes{12} + seconds{30}), "3 h 12 min");
    EXPECT_EQ(play_time_text(minutes{12}), "12 min");
    EXPECT_EQ(play_time_text(seconds{59}), "less than a minute");
    EXPECT_EQ(play_time_text(hours{1}), "1 h 0 min");
}

TEST(RecordsTexts, AnOpponentNeverPlayedReadsNotPlayedYet) {
    EXPECT_EQ(opponent_play_time(records::OpponentRecord{}), "Not played yet");
    records::OpponentRecord brief;
    brief.played = 1;
    brief.play_time = seconds{20};
    EXPECT_EQ(opponent_play_time(brief), "less than a minute");
    brief.play_time = minutes{12};
    EXPECT_EQ(opponent_play_time(brief), "12 min");
}

TEST(RecordsTexts, AFileThePlayerMayNotReadIsToldAsLeftAloneNotDamaged) {
    records::DataProblem problem{records::DataProblem::Kind::RecordsLeftAlone,
                                 records::LoadProblem::NoPermission, ""};
    const wxString records = data_problem_notice(problem);
    EXPECT_TRUE(records.Contains("permissions")) << records.utf8_string();
    EXPECT_TRUE(records.Contains("left as it is")) << records.utf8_string();
    EXPECT_FALSE(records.Contains("afresh")) << records.utf8_string();
    EXPECT_FALSE(records.Contains("damaged")) << records.utf8_string();
    problem.kind = records::DataProblem::Kind::SavedMatchLeftAlone;
    EXPECT_TRUE(data_problem_notice(problem).Contains("will not be saved"));
}

TEST(RecordsTexts, NoticesSayWhatHappenedAndWhy) {
    const wxString records = records_set_aside_notice(records::LoadProblem::WrongVersion);
    EXPECT_TRUE(records.Contains("counting starts afresh"));
    EXPECT_TRUE(records.Contains("another version"));
    EXPECT_TRUE(saved_match_set_aside_notice(records::LoadProblem::Corrupt)
                    .Contains("damaged or incomplete"));
    EXPECT_TRUE(save_failed_notice(records::WriteError::NoSpace).Contains("disk is full"));
    EXPECT_TRUE(save_failed_notice(records::WriteError::Io).Contains("Play goes on"));
}

TEST(RecordsTexts, OnceTheMatchIsOverTheSaveNoticePromisesNoNextMove) {
    for (const records::WriteError error :
         {records::WriteError::NoSpace, records::WriteError::ReadOnly, records::WriteError::Io}) {
        const wxString during = save_failed_notice(error, /*match_over=*/false);
        const wxString after = save_failed_notice(error, /*match_over=*/true);
        EXPECT_TRUE(during.Contains("after your next move")) << during.utf8_string();
        EXPECT_FALSE(after.Contains("next move")) << after.utf8_string();
        EXPECT_TRUE(after.Contains("result could not be saved")) << after.utf8_string();
        EXPECT_TRUE(after.Contains("when you start your next match")) << after.utf8_string();
    }
    EXPECT_TRUE(save_failed_notice(records::WriteError::NoSpace, true).Contains("disk is full"));
}

TEST(RecordsTexts, RecordsThatCouldNotBeReadAreNotShownAsAWipedHistory) {
    const wxString note = records_unread_note();
    EXPECT_TRUE(note.Contains("could not be read")) << note.utf8_string();
    EXPECT_TRUE(note.Contains("this session's matches only")) << note.utf8_string();
}

// Loads the German catalog from the build tree, as the game does when run from there.
TEST(RecordsTexts, TheGermanCatalogIsUsedWhenLoaded) {
    wxInitializer wx;
    ASSERT_TRUE(wx.IsOk());
    wxFileTranslationsLoader::AddCatalogLookupPathPrefix(REVERSI_BUILD_LOCALE_DIR);
    auto* translations = new wxTranslations();
    wxTranslations::Set(translations);
    translations->SetLanguage("de");
    ASSERT_TRUE(translations->AddCatalog("reversi", wxLANGUAGE_ENGLISH_US));
    EXPECT_EQ(play_time_text(hours{3} + minutes{12}), wxString::FromUTF8("3 Std. 12 Min."));
    EXPECT_EQ(play_time_text(seconds{1}), wxString::FromUTF8("weniger als eine Minute"));
    wxTranslations::Set(nullptr);
}

// Japanese runs its sentences on after "。": the reason follows without a space.
TEST(RecordsTexts, JapaneseSentencesFollowWithoutASpace) {
    wxInitializer wx;
    ASSERT_TRUE(wx.IsOk());
    wxFileTranslationsLoader::AddCatalogLookupPathPrefix(REVERSI_BUILD_LOCALE_DIR);
    auto* translations = new wxTranslations();
    wxTranslations::Set(translations);
    translations->SetLanguage("ja");
    ASSERT_TRUE(translations->AddCatalog("reversi", wxLANGUAGE_ENGLISH_US));
    const wxString notice = records_set_aside_notice(records::LoadProblem::Corrupt);
    EXPECT_TRUE(notice.Contains(wxString::FromUTF8("。ファイルが壊れて"))) << notice.utf8_string();
    EXPECT_FALSE(notice.Contains(wxString::FromUTF8("。 "))) << notice.utf8_string();
    wxTranslations::Set(nullptr);
}

}  // namespace
}  // namespace reversi::translations
