// SPDX-License-Identifier: GPL-3.0-or-later
// GTP's three time commands read into a game's clock: `time_settings`, KGS's
// `kgs-time_settings` and `time_left`. Each returns nullopt when it set the clock, or the
// response's error text, leaving the clock unchanged.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "protocol/gtp_clock.hpp"

namespace reversi {

using GtpArgs = std::span<const std::string_view>;

constexpr std::string_view kKgsTimeSettingsUsage =
    "kgs-time_settings none|absolute <main>|byoyomi <main> <period> <periods>|canadian "
    "<main> <byo-yomi> <stones>";

// `<main> <byo-yomi> <stones>`.
std::optional<std::string> read_time_settings(GtpClock& clock, GtpArgs args);
// `none`, `absolute <main>`, `byoyomi <main> <period> <periods>` (Japanese) or
// `canadian <main> <byo-yomi> <stones>`.
std::optional<std::string> read_kgs_time_settings(GtpClock& clock, GtpArgs args);
// `<color> <time> <stones>`.
std::optional<std::string> read_time_left(GtpClock& clock, GtpArgs args);

}  // namespace reversi
