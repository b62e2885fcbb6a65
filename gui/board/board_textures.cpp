// SPDX-License-Identifier: GPL-3.0-or-later
// The board's pixel work; see board_textures.hpp.
#include "board/board_textures.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

namespace reversi::board {

namespace {

// How far a point lies outside a rounded rectangle (negative inside).
double outside(double x, double y, const gui::Rect& r, double corner) {
    const double qx = std::abs(x - (r.x + r.width / 2)) - (r.width / 2 - corner);
    const double qy = std::abs(y - (r.y + r.height / 2)) - (r.height / 2 - corner);
    return std::hypot(std::max(qx, 0.0), std::max(qy, 0.0)) + std::min(std::max(qx, qy), 0.0) -
           corner;
}

// A fixed pseudo-random value in [-1, 1] per pixel: the same grain at every size change.
double noise(int x, int y) {
    std::uint32_t h =
        static_cast<std::uint32_t>(x) * 374761393U + static_cast<std::uint32_t>(y) * 668265263U;
    h = (h ^ (h >> 13)) * 1274126177U;
    return static_cast<double>((h ^ (h >> 16)) & 0xFFFF) / 32767.5 - 1;
}

// sin() from a table: the grain needs millions of them and no precision.
double table_sin(double radians) {
    constexpr int kSize = 4096;
    static const std::array<float, kSize> table = [] {
        std::array<float, kSize> t{};
        for (int i = 0; i < kSize; ++i)
            t[i] = static_cast<float>(std::sin(2 * std::numbers::pi * i / kSize));
        return t;
    }();
    const double turns = radians / (2 * std::numbers::pi);
    const auto index = static_cast<long long>(std::floor((turns - std::floor(turns)) * kSize));
    return table[static_cast<std::size_t>(index) & (kSize - 1)];
}

std::uint32_t shifted(std::uint32_t pixel, double by) {
    std::uint32_t out = 0;
    for (int shift = 0; shift <= 16; shift += 8) {
        const double channel = static_cast<double>((pixel >> shift) & 0xFF) + by;
        out |= static_cast<std::uint32_t>(std::lround(std::clamp(channel, 0.0, 255.0))) << shift;
    }
    return out | (pixel & 0xFF000000U);
}

std::uint32_t blended(std::uint32_t pixel, const wxColour& over, double alpha) {
    const int rgb[3] = {over.Blue(), over.Green(), over.Red()};
    std::uint32_t out = pixel & 0xFF000000U;
    for (int i = 0; i < 3; ++i) {
        const double under = static_cast<double>((pixel >> (8 * i)) & 0xFF);
        out |= static_cast<std::uint32_t>(std::lround(under + (rgb[i] - under) * alpha)) << (8 * i);
    }
    return out;
}

// The pixel rows and columns covering window units [from, to), clipped to the area.
struct Span {
    int first;
    int last;
};
Span span(double from, double to, double origin, double scale, int size) {
    return {std::max(0, static_cast<int>(std::floor((from - origin) * scale))),
            std::min(size, static_cast<int>(std::ceil((to - origin) * scale)))};
}

// The rows of `area` covering window units [from, to), within the rows it may change.
Span row_span(const PixelArea& area, double from, double to) {
    const Span rows = span(from, to, area.y, area.scale, area.height);
    return {std::max(rows.first, area.first_row), std::min(rows.last, area.end_row)};
}

}  // namespace

void cast_board_shadow(const PixelArea& area, const gui::Rect& outer, double corner, double blur,
                       double drop, const wxColour& shade) {
    const gui::Rect cast{outer.x, outer.y + drop, outer.width, outer.height};
    const Span rows = row_span(area, cast.y - blur, cast.y + cast.height + blur);
    const Span columns =
        span(cast.x - blur, cast.x + cast.width + blur, area.x, area.scale, area.width);
    const double strength = shade.Alpha() / 255.0;
    for (int py = rows.first; py < rows.last; ++py) {
        const double y = area.y + (py + 0.5) / area.scale;
        std::uint32_t* row = area.pixels + static_cast<std::ptrdiff_t>(py) * area.stride;
        for (int px = columns.first; px < columns.last; ++px) {
            const double x = area.x + (px + 0.5) / area.scale;
            // Under the frame itself nothing shows: skip the work.
            if (outside(x, y, outer, corner) < -1) continue;
            const double t =
                std::clamp(1 - (outside(x, y, cast, corner) + blur * 0.3) / blur, 0.0, 1.0);
            if (t > 0) row[px] = blended(row[px], shade, strength * t * t * (3 - 2 * t));
        }
    }
}

void add_grain(const PixelArea& area, const gui::Rect& outer, double corner,
               const gui::Rect& grid) {
    const Span rows = row_span(area, outer.y, outer.y + outer.height);
    const Span columns = span(outer.x, outer.x + outer.width, area.x, area.scale, area.width);
    const Span grid_rows = span(grid.y, grid.y + grid.height, area.y, area.scale, area.height);
    const Span grid_columns = span(grid.x, grid.x + grid.width, area.x, area.scale, area.width);
    for (int py = rows.first; py < rows.last; ++py) {
        std::uint32_t* row = area.pixels + static_cast<std::ptrdiff_t>(py) * area.stride;
        const double y = area.y + (py + 0.5) / area.scale;
        const bool felt_row = py >= grid_rows.first && py < grid_rows.last;
        for (int px = columns.first; px < columns.last; ++px) {
            if (felt_row && px >= grid_columns.first && px < grid_columns.last) {
                row[px] = shifted(row[px], 3.0 * noise(px, py));
                continue;
            }
            const double x = area.x + (px + 0.5) / area.scale;
            // Along the bar: the top and bottom bars run across, the side bars down.
            const double across = std::min(x - outer.x, outer.x + outer.width - x);
            const double down = std::min(y - outer.y, outer.y + outer.height - y);
            // The frame's soft edge keeps its colour (only the rounded corners need the test).
            if (std::min(across, down) < corner + 1 && outside(x, y, outer, corner) > -1) continue;
            const double u = down < across ? x : y;
            const double v = down < across ? y : x;
            const double grain = 5.0 * table_sin(v * 0.6 + 3.0 * table_sin(u * 0.015 + v * 0.09)) +
                                 2.5 * table_sin(v * 1.7 + u * 0.004) + 2.0 * noise(px, py);
            row[px] = shifted(row[px], grain);
        }
    }
}

}  // namespace reversi::board
