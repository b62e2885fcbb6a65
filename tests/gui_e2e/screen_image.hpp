// SPDX-License-Identifier: GPL-3.0-or-later
// A screenshot's pixels, for tolerant checks at chosen points: the shading of a disc, a mark, a
// dot, the colour around the board. Reads the PNG through ImageMagick's convert.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

namespace reversi::e2e {

struct Rgb {
    double red = 0;
    double green = 0;
    double blue = 0;
    // Perceived lightness, 0 to 255 (Rec. 601 weights).
    double luma() const { return 0.299 * red + 0.587 * green + 0.114 * blue; }
};

class ScreenImage {
public:
    // Throws when the file cannot be read or converted.
    static ScreenImage load(const std::string& png);

    int width() const { return width_; }
    int height() const { return height_; }
    // The average over the (2 * radius + 1)-pixel square around (x, y), clipped to the image.
    Rgb at(double x, double y, int radius = 1) const;
    // The lightest and darkest lightness in that square.
    double lightest(double x, double y, int radius) const;
    double darkest(double x, double y, int radius) const;
    // Whether some pixel in that square passes `test`.
    template <typename Test>
    bool any(double x, double y, int radius, Test test) const {
        bool found = false;
        visit(x, y, radius, [&](const Rgb& p) { found = found || test(p); });
        return found;
    }

private:
    template <typename Visit>
    void visit(double x, double y, int radius, Visit visit) const {
        const int cx = static_cast<int>(x + 0.5);
        const int cy = static_cast<int>(y + 0.5);
        for (int py = std::max(0, cy - radius); py <= std::min(height_ - 1, cy + radius); ++py) {
            for (int px = std::max(0, cx - radius); px <= std::min(width_ - 1, cx + radius); ++px) {
                const std::size_t i = (static_cast<std::size_t>(py) * width_ + px) * 3;
                visit(Rgb{static_cast<double>(rgb_[i]), static_cast<double>(rgb_[i + 1]),
                          static_cast<double>(rgb_[i + 2])});
            }
        }
    }

    int width_ = 0;
    int height_ = 0;
    std::vector<unsigned char> rgb_;
};

}  // namespace reversi::e2e
