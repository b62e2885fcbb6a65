// SPDX-License-Identifier: GPL-3.0-or-later
// Loading and saving the records and the saved match, with bad files set aside.
#include "records/save_folder.hpp"

#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <system_error>

#include "records/records_format.hpp"

namespace reversi::records {

namespace fs = std::filesystem;

namespace {

constexpr int kMaxSetAsideCopies = 1000;
constexpr mode_t kFolderMode = 0700;  // the player's own data

LoadProblem problem_for(FileRead::Status status) {
    switch (status) {
        case FileRead::Status::TooLarge:
            return LoadProblem::TooLarge;
        case FileRead::Status::NotAFile:
            return LoadProblem::NotAFile;
        case FileRead::Status::NoPermission:
            return LoadProblem::NoPermission;
        default:
            return LoadProblem::Unreadable;
    }
}

LoadProblem problem_for(FormatProblem problem) {
    return problem == FormatProblem::WrongVersion ? LoadProblem::WrongVersion
                                                  : LoadProblem::Corrupt;
}

// A log line's detail for a file that could not be read.
std::string read_failure_detail(const fs::path& file, const FileRead& read) {
    if (read.status == FileRead::Status::NotAFile) {
        std::error_code ignored;
        return fs::is_directory(file, ignored) ? "a folder stands in the file's place"
                                               : "something other than a file stands in its place";
    }
    if (read.status == FileRead::Status::TooLarge) return "larger than any file the game writes";
    const std::string why = read.sys_errno != 0
                                ? std::error_code(read.sys_errno, std::generic_category()).message()
                                : std::string("read failed");
    return read.status == FileRead::Status::NoPermission
               ? "no permission to read it (" + why + "); left as it is, and not saved over"
               : why;
}

// What reading and parsing one file gave: a value, nothing (missing), or a problem.
template <typename T>
struct Loaded {
    std::optional<T> value;
    std::optional<LoadProblem> problem;
    std::optional<fs::path> set_aside_as;
    std::string detail;
};

template <typename T, typename Parse>
Loaded<T> load(const fs::path& file, Parse parse) {
    remove_stray_temp_files(file);
    FileRead read = read_file_bounded(file, kMaxFileBytes);
    if (read.status == FileRead::Status::Missing) return {};
    Loaded<T> loaded;
    if (read.status != FileRead::Status::Ok) {
        loaded.problem = problem_for(read.status);
        loaded.detail = read_failure_detail(file, read);
        // Not damaged: the player may give the permission back, and nothing is lost meanwhile.
        if (read.status == FileRead::Status::NoPermission) return loaded;
    } else {
        Parsed<T> parsed = parse(read.contents);
        if (parsed.value) {
            loaded.value = std::move(parsed.value);
            return loaded;
        }
        loaded.problem = problem_for(parsed.problem);
        loaded.detail = std::move(parsed.detail);
    }
    loaded.set_aside_as = set_aside(file);
    return loaded;
}

}  // namespace

std::optional<fs::path> set_aside(const fs::path& file) {
    for (int n = 1; n <= kMaxSetAsideCopies; ++n) {
        fs::path aside = file;
        aside += ".corrupt-" + std::to_string(n);
        std::error_code error;
        if (fs::symlink_status(aside, error).type() != fs::file_type::not_found) continue;
        fs::rename(file, aside, error);
        if (error) return std::nullopt;
        return aside;
    }
    return std::nullopt;
}

SaveFolder::SaveFolder(fs::path folder, FileWrite write)
    : folder_(std::move(folder)), write_(std::move(write)) {}

fs::path SaveFolder::records_file() const { return folder_ / kRecordsFileName; }
fs::path SaveFolder::saved_match_file() const { return folder_ / kSavedMatchFileName; }
fs::path SaveFolder::settings_file() const { return folder_ / kSettingsFileName; }

RecordsLoad SaveFolder::load_records() const {
    Loaded<Records> loaded = load<Records>(records_file(), parse_records);
    return {loaded.value.value_or(Records{}), loaded.problem, loaded.set_aside_as,
            std::move(loaded.detail)};
}

SavedMatchLoad SaveFolder::load_saved_match() const {
    Loaded<SavedMatch> loaded = load<SavedMatch>(saved_match_file(), parse_saved_match);
    return {loaded.value, loaded.problem, loaded.set_aside_as, std::move(loaded.detail)};
}

SettingsLoad SaveFolder::load_settings() const {
    Loaded<Settings> loaded = load<Settings>(settings_file(), parse_settings);
    return {loaded.value.value_or(Settings{}), loaded.problem, loaded.set_aside_as,
            std::move(loaded.detail)};
}

void SaveFolder::leave_alone(const fs::path& file) { left_alone_.push_back(file); }

bool SaveFolder::is_left_alone(const fs::path& file) const {
    return std::find(left_alone_.begin(), left_alone_.end(), file) != left_alone_.end();
}

WriteResult SaveFolder::save(const fs::path& file, const std::string& text) const {
    if (is_left_alone(file)) return {};
    // mkdir one level at a time so the folders we make are the player's alone.
    fs::path partial;
    for (const fs::path& part : folder_) {
        partial /= part;
        if (::mkdir(partial.c_str(), kFolderMode) != 0 && errno != EEXIST) {
            return {write_error_for(errno), errno, "mkdir"};
        }
    }
    return write_ ? write_(file, text) : write_file_atomically(file, text);
}

WriteResult SaveFolder::save_records(const Records& records) const {
    return save(records_file(), records_text(records));
}

WriteResult SaveFolder::save_match(const SavedMatch& match) const {
    return save(saved_match_file(), saved_match_text(match));
}

WriteResult SaveFolder::save_settings(const Settings& settings) const {
    return save(settings_file(), settings_text(settings));
}

WriteResult SaveFolder::forget_saved_match() const {
    if (is_left_alone(saved_match_file())) return {};
    return remove_file_durably(saved_match_file());
}

}  // namespace reversi::records
