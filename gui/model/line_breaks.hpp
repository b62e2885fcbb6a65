// SPDX-License-Identifier: GPL-3.0-or-later
// Breaks a sentence into lines that fit a width, for the texts beside the board in every
// language: at spaces; between the characters of Japanese; in Chinese, which keeps each word
// whole on a line, after punctuation and where the catalog marks a word's end with a zero-width
// space (U+200B); never with closing punctuation at the start of a line. wx's own wrapping
// breaks only at spaces, so a Japanese sentence would stay one line and push the board aside.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace reversi::gui {

// The width of a piece of text in the label's font, in the same unit as the width it must fit.
using TextMeasure = std::function<double(std::u32string_view)>;

// The lines of `text` (its own '\n' kept as breaks), each as wide as `width` at most where
// the text allows: a word wider than the whole width is split between its characters as a
// last resort. Spaces at a break are dropped.
std::vector<std::u32string> break_lines(std::u32string_view text, double width,
                                        const TextMeasure& measure);

}  // namespace reversi::gui
