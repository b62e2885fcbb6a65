// SPDX-License-Identifier: GPL-3.0-or-later
// Everything the game keeps for the player, loaded at launch in one go: the folder, the
// records, the match left last time, and every problem met on the way, each to be told to the
// player (none may hide another).
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "records/records.hpp"
#include "records/save_folder.hpp"
#include "records/saved_match.hpp"

namespace reversi::records {

// One thing the player must hear about their data.
struct DataProblem {
    enum class Kind : std::uint8_t {
        NoDataFolder,         // no home folder: nothing will be saved this session
        RecordsSetAside,      // the records could not be read; counting starts afresh
        SavedMatchSetAside,   // the saved match could not be read; there is none to resume
        RecordsLeftAlone,     // no permission to read the records: untouched, not saved over
        SavedMatchLeftAlone,  // no permission to read the saved match: untouched, not saved over
    };
    Kind kind = Kind::NoDataFolder;
    LoadProblem why = LoadProblem::Corrupt;  // for every kind but NoDataFolder
    std::string detail;                      // a line for logs

    bool operator==(const DataProblem&) const = default;
};

struct PlayerData {
    std::optional<SaveFolder> folder;       // none: play goes on without saving
    Records records;                        // from the file, or a fresh start
    std::optional<SavedMatch> saved_match;  // the match to resume
    std::vector<DataProblem> problems;      // in the order met
};

// `folder` is where the files live (platform::reversi_data_dir()), or nullopt without a home.
// Never throws; bad files are set aside as SaveFolder describes.
PlayerData load_player_data(const std::optional<std::filesystem::path>& folder);

}  // namespace reversi::records
