// SPDX-License-Identifier: GPL-3.0-or-later
// Words and decimal text written with integers only, so no locale or rounding mode can change a
// reply.
#include "protocol/search_report.hpp"

namespace reversi {

std::string_view score_kind_word(ScoreKind kind) {
    switch (kind) {
        case ScoreKind::Exact:
            return "exact";
        case ScoreKind::WinDrawLoss:
            return "wld";
        case ScoreKind::Estimate:
            break;
    }
    return "estimate";
}

std::string hundredths(long long value) {
    const long long magnitude = value < 0 ? -value : value;
    const long long cents = magnitude % 100;
    std::string text = value < 0 ? "-" : "";
    text += std::to_string(magnitude / 100);
    text += cents < 10 ? ".0" : ".";
    text += std::to_string(cents);
    return text;
}

std::string elapsed_seconds_text(std::chrono::nanoseconds time) {
    const long long millis = std::chrono::duration_cast<std::chrono::milliseconds>(time).count();
    std::string fraction = std::to_string(millis % 1000);
    fraction.insert(0, 3 - fraction.size(), '0');
    return std::to_string(millis / 1000) + "." + fraction;
}

}  // namespace reversi
