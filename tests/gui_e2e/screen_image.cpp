// SPDX-License-Identifier: GPL-3.0-or-later
// A screenshot's pixels; see screen_image.hpp.
#include "screen_image.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <stdexcept>

#include "support/child_process.hpp"

namespace reversi::e2e {

ScreenImage ScreenImage::load(const std::string& png) {
    // A binary PPM (P6) beside the PNG: a header of four numbers, then RGB bytes.
    const std::string ppm = png + ".ppm";
    const testing_support::ProcessOutput converted =
        testing_support::run_program(REVERSI_CONVERT, {png, "-depth", "8", "ppm:" + ppm}, "");
    if (converted.exit_code != 0) throw std::runtime_error("convert failed: " + converted.err);
    std::ifstream in(ppm, std::ios::binary);
    std::string magic;
    int max_value = 0;
    ScreenImage image;
    in >> magic >> image.width_ >> image.height_ >> max_value;
    in.get();  // the single whitespace before the pixels
    if (magic != "P6" || max_value != 255 || image.width_ <= 0 || image.height_ <= 0)
        throw std::runtime_error("not an 8-bit PPM: " + ppm);
    image.rgb_.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    if (image.rgb_.size() < static_cast<std::size_t>(image.width_) * image.height_ * 3)
        throw std::runtime_error("short PPM: " + ppm);
    std::filesystem::remove(ppm);
    return image;
}

Rgb ScreenImage::at(double x, double y, int radius) const {
    Rgb sum;
    int count = 0;
    visit(x, y, radius, [&](const Rgb& p) {
        sum.red += p.red;
        sum.green += p.green;
        sum.blue += p.blue;
        ++count;
    });
    if (count == 0) throw std::out_of_range("a point outside the screenshot");
    return Rgb{sum.red / count, sum.green / count, sum.blue / count};
}

double ScreenImage::lightest(double x, double y, int radius) const {
    double most = -1;
    visit(x, y, radius, [&](const Rgb& p) { most = std::max(most, p.luma()); });
    return most;
}

double ScreenImage::darkest(double x, double y, int radius) const {
    double least = 256;
    visit(x, y, radius, [&](const Rgb& p) { least = std::min(least, p.luma()); });
    return least;
}

}  // namespace reversi::e2e
