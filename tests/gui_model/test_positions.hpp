// SPDX-License-Identifier: GPL-3.0-or-later
// Positions the match suites share, each named for what happens from it.
#pragma once

#include <string_view>

namespace reversi::gui::testing {

// White to move: after c1, Black has no square while White still has one.
inline constexpr std::string_view kWhiteC1SkipsBlack =
    "---XO------O-X---XXXX------XX------XX-------X------------------- O";
// Black to move: b2 leaves no square for either side, with 51 squares still empty.
inline constexpr std::string_view kBlackB2EndsTheMatch =
    "----------OOOX----OXX------OX------XXX-------------------------- X";
// White to move: h1 leaves Black without a square, then White's h5 ends the match.
inline constexpr std::string_view kWhiteH1SkipsBlackThenH5Ends =
    "OOOOOOX-OOOOOOOOOOOOOOOOOOOOOOXOOOOOOOX-OOO-O-X-OOOOOOXOO-O-O-X- O";

}  // namespace reversi::gui::testing
