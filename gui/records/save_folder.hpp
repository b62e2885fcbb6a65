// SPDX-License-Identifier: GPL-3.0-or-later
// The folder that holds the player's records and the saved match: loading that never fails
// (a bad file is set aside and reported), and atomic saving that reports errors as values.
//
// Typical use by the GUI (see README.md in this folder):
//   SaveFolder folder(data_folder);             // e.g. platform::reversi_data_dir()
//   RecordsLoad r = folder.load_records();      // r.problem set: show a notice
//   SavedMatchLoad m = folder.load_saved_match();  // m.match set: offer to resume it
//   folder.save_records(records);               // after every change; a failure keeps going
//   folder.save_match(match);                   // after every move; forget_saved_match() at the
//   end
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "records/atomic_file.hpp"
#include "records/records.hpp"
#include "records/saved_match.hpp"
#include "records/settings.hpp"

namespace reversi::records {

// Why a file that was there could not be used.
enum class LoadProblem : std::uint8_t {
    Corrupt,       // damaged, truncated, or not the format
    WrongVersion,  // written by another version of the game
    TooLarge,      // bigger than any file the game writes
    NotAFile,      // a folder or something else in its place
    Unreadable,    // could not be read at all
    NoPermission,  // its permissions forbid reading it: left where it is, not set aside
};

struct RecordsLoad {
    Records records;                     // from the file, or a fresh start
    std::optional<LoadProblem> problem;  // set: the old records were set aside (or, for
                                         // NoPermission, left as they are); tell the player
    std::optional<std::filesystem::path> set_aside_as;  // where they went, when the rename worked
    std::string detail;                                 // for logs
};

struct SavedMatchLoad {
    std::optional<SavedMatch> match;     // a match to resume
    std::optional<LoadProblem> problem;  // set: the saved match was set aside; tell the player
    std::optional<std::filesystem::path> set_aside_as;
    std::string detail;
};

struct SettingsLoad {
    Settings settings;                   // from the file, or the defaults
    std::optional<LoadProblem> problem;  // set: the file was set aside and the defaults apply
    std::optional<std::filesystem::path> set_aside_as;
    std::string detail;
};

inline constexpr std::string_view kRecordsFileName = "records.txt";
inline constexpr std::string_view kSavedMatchFileName = "saved-match.txt";
inline constexpr std::string_view kSettingsFileName = "settings.txt";
// Far above anything the game writes (a few hundred bytes); a bigger file is not ours.
inline constexpr std::size_t kMaxFileBytes = std::size_t{64} * 1024;

// How a save puts a file's text on disk: write_file_atomically, unless a test passes a write
// that fails or dies at a chosen step.
using FileWrite =
    std::function<WriteResult(const std::filesystem::path& file, std::string_view text)>;

class SaveFolder {
public:
    explicit SaveFolder(std::filesystem::path folder, FileWrite write = {});

    const std::filesystem::path& folder() const { return folder_; }
    std::filesystem::path records_file() const;
    std::filesystem::path saved_match_file() const;
    std::filesystem::path settings_file() const;

    // Never throws. Missing file: fresh records, no problem. Bad file: renamed to
    // "<name>.corrupt-<n>" beside it, fresh records, problem set. A file whose permissions
    // forbid reading it is not bad: it stays where it is (problem NoPermission), and the caller
    // should leave_alone() it. Stray temporary files of killed writers are removed first.
    RecordsLoad load_records() const;
    // The same for the saved match: no match when missing or bad.
    SavedMatchLoad load_saved_match() const;
    // The same for the settings: the defaults when missing or bad.
    SettingsLoad load_settings() const;

    // Create the folder if needed, then replace the file atomically. On failure the file on
    // disk is unchanged; the caller keeps its data in memory and saves again later.
    WriteResult save_records(const Records& records) const;
    WriteResult save_match(const SavedMatch& match) const;
    WriteResult save_settings(const Settings& settings) const;
    // At the end of a match, or when the player starts another: there is nothing to resume.
    WriteResult forget_saved_match() const;

    // From now on, saves of `file` (records_file(), ...) write nothing and report success: a
    // file the player cannot read is theirs to fix, never replaced by this session's data.
    void leave_alone(const std::filesystem::path& file);

private:
    bool is_left_alone(const std::filesystem::path& file) const;
    WriteResult save(const std::filesystem::path& file, const std::string& text) const;

    std::filesystem::path folder_;
    FileWrite write_;
    std::vector<std::filesystem::path> left_alone_;
};

// Renames a bad file to the first free "<name>.corrupt-<n>" beside it; nullopt if it could not.
std::optional<std::filesystem::path> set_aside(const std::filesystem::path& file);

}  // namespace reversi::records
