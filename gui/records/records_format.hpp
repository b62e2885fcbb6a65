// SPDX-License-Identifier: GPL-3.0-or-later
// The records file's text: see README.md in this folder for the format.
#pragma once

#include <string>
#include <string_view>

#include "records/records.hpp"
#include "records/text_document.hpp"

namespace reversi::records {

inline constexpr std::string_view kRecordsFormatName = "reversi-records";
inline constexpr int kRecordsFormatVersion = 2;

std::string records_text(const Records& records);
// Accepts exactly what records_text writes (any line order), and nothing that breaks the
// counting rules (more matches finished than played). Also reads version 1, the earlier
// release's format, whose one total play time becomes `earlier_play_time`: a player's records
// survive the update.
Parsed<Records> parse_records(std::string_view text);

}  // namespace reversi::records
