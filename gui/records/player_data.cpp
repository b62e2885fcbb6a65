// SPDX-License-Identifier: GPL-3.0-or-later
// The player's data at launch; see player_data.hpp.
#include "records/player_data.hpp"

namespace reversi::records {

PlayerData load_player_data(const std::optional<std::filesystem::path>& folder) {
    PlayerData data;
    if (!folder) {
        data.problems.push_back({DataProblem::Kind::NoDataFolder, LoadProblem::Corrupt,
                                 "no home folder: records and the match will not be saved"});
        return data;
    }
    data.folder.emplace(*folder);
    RecordsLoad records = data.folder->load_records();
    data.records = records.records;
    if (records.problem == LoadProblem::NoPermission) {
        data.folder->leave_alone(data.folder->records_file());
        data.problems.push_back({DataProblem::Kind::RecordsLeftAlone, *records.problem,
                                 "records not read: " + records.detail});
    } else if (records.problem) {
        data.problems.push_back({DataProblem::Kind::RecordsSetAside, *records.problem,
                                 "records set aside: " + records.detail});
    }
    SavedMatchLoad match = data.folder->load_saved_match();
    data.saved_match = match.match;
    if (match.problem == LoadProblem::NoPermission) {
        data.folder->leave_alone(data.folder->saved_match_file());
        data.problems.push_back({DataProblem::Kind::SavedMatchLeftAlone, *match.problem,
                                 "saved match not read: " + match.detail});
    } else if (match.problem) {
        data.problems.push_back({DataProblem::Kind::SavedMatchSetAside, *match.problem,
                                 "saved match set aside: " + match.detail});
    }
    return data;
}

}  // namespace reversi::records
