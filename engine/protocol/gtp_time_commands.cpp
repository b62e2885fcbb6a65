// SPDX-License-Identifier: GPL-3.0-or-later
// Times in seconds, whole as GTP writes them or with up to three decimals (this engine's
// extension, PROTOCOL.md GTP "Clocks"); stone counts as GTP's int.
#include "protocol/gtp_time_commands.hpp"

#include "protocol/gtp_words.hpp"
#include "vocabulary/numbers.hpp"

namespace reversi {

std::optional<std::string> read_time_settings(GtpClock& clock, GtpArgs args) {
    const auto main = parse_seconds(args[0]);
    const auto byo_yomi = parse_seconds(args[1]);
    const auto stones = gtp_int(args[2]);
    if (!main || !byo_yomi || !stones)
        return "syntax error: time_settings expects two times in seconds and a stone count";
    if (main->count() == 0 && byo_yomi->count() == 0) {
        clock.set_none();  // no time at all would lose at once: read as no limit
    } else {
        clock.set_canadian(*main, *byo_yomi, *stones);
    }
    return std::nullopt;
}

std::optional<std::string> read_kgs_time_settings(GtpClock& clock, GtpArgs args) {
    const std::string_view system = args[0];
    const auto time = [&](std::size_t i) { return parse_seconds(args[i]); };
    if (system == "none" && args.size() == 1) {
        clock.set_none();
        return std::nullopt;
    }
    if (system == "absolute" && args.size() == 2 && time(1)) {
        clock.set_absolute(*time(1));
        return std::nullopt;
    }
    if ((system == "byoyomi" || system == "canadian") && args.size() == 4 && time(1) && time(2) &&
        gtp_int(args[3])) {
        if (system == "byoyomi") {
            clock.set_japanese(*time(1), *time(2), *gtp_int(args[3]));
        } else {
            clock.set_canadian(*time(1), *time(2), *gtp_int(args[3]));
        }
        return std::nullopt;
    }
    return "syntax error: expected " + std::string(kKgsTimeSettingsUsage);
}

std::optional<std::string> read_time_left(GtpClock& clock, GtpArgs args) {
    const auto color = parse_gtp_color(args[0]);
    if (!color) return "invalid color";
    const auto time = parse_seconds(args[1]);
    const auto stones = gtp_int(args[2]);
    if (!time || !stones)
        return "syntax error: time_left expects a color, a time in seconds and a stone count";
    clock.set_left(*color, *time, *stones);
    return std::nullopt;
}

}  // namespace reversi
