// SPDX-License-Identifier: GPL-3.0-or-later
// How a colour looks to a viewer with one kind of colour-vision deficiency, and how far apart two
// colours are in lightness: the simulation of Machado, Oliveira and Fernandes (2009) at full
// severity, applied in linear RGB, and the WCAG 2 contrast ratio of relative luminances.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

#include "screen_image.hpp"

namespace reversi::e2e {

struct ColorVision {
    std::string name;
    std::array<std::array<double, 3>, 3> matrix;  // rows give linear red, green, blue
};

// Typical vision (the identity) and the three dichromacies: red cones missing, green cones
// missing, blue cones missing.
inline const std::array<ColorVision, 4>& color_visions() {
    static const std::array<ColorVision, 4> visions = {{
        {"typical", {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}}},
        {"protanopia",
         {{{0.152286, 1.052583, -0.204868},
           {0.114503, 0.786281, 0.099216},
           {-0.003882, -0.048116, 1.051998}}}},
        {"deuteranopia",
         {{{0.367322, 0.860646, -0.227968},
           {0.280085, 0.672501, 0.047413},
           {-0.011820, 0.042940, 0.968881}}}},
        {"tritanopia",
         {{{1.255528, -0.076749, -0.178779},
           {-0.078411, 0.930809, 0.147602},
           {0.004733, 0.691367, 0.303900}}}},
    }};
    return visions;
}

// The sRGB component (0-255) as linear light, 0 to 1.
inline double linear(double component) {
    const double c = component / 255.0;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

// Relative luminance (WCAG 2) of `colour` as seen with `vision`.
inline double luminance_seen(const Rgb& color, const ColorVision& vision) {
    const std::array<double, 3> in = {linear(color.red), linear(color.green), linear(color.blue)};
    std::array<double, 3> out{};
    for (std::size_t row = 0; row < 3; ++row) {
        double sum = 0;
        for (std::size_t column = 0; column < 3; ++column)
            sum += vision.matrix[row][column] * in[column];
        out[row] = std::clamp(sum, 0.0, 1.0);
    }
    return 0.2126 * out[0] + 0.7152 * out[1] + 0.0722 * out[2];
}

// The WCAG contrast ratio of two colours as seen with `vision`: 1 (none) to 21 (black on white).
inline double contrast_seen(const Rgb& a, const Rgb& b, const ColorVision& vision) {
    const double la = luminance_seen(a, vision);
    const double lb = luminance_seen(b, vision);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

}  // namespace reversi::e2e
