// SPDX-License-Identifier: GPL-3.0-or-later
// Line breaking for the labels beside the board; see line_breaks.hpp.
#include "model/line_breaks.hpp"

#include <algorithm>

namespace reversi::gui {

namespace {

// Scripts written without spaces between words: a line may break between any two characters.
bool is_cjk(char32_t c) {
    return (c >= 0x2E80 && c <= 0x9FFF) ||  // radicals, CJK punctuation, kana, ideographs
           (c >= 0xF900 && c <= 0xFAFF) ||  // compatibility ideographs
           (c >= 0xFE30 && c <= 0xFE4F) ||  // compatibility forms
           (c >= 0xFF00 && c <= 0xFFEF) ||  // full-width forms
           (c >= 0x20000 && c <= 0x3FFFF);  // ideographs beyond the basic plane
}

// Chinese writes words without spaces and keeps each whole on a line (失败 is one word); Japanese
// may break between any two characters. A text with kana is Japanese.
bool is_ideograph(char32_t c) {
    return (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) ||
           (c >= 0xF900 && c <= 0xFAFF) || (c >= 0x20000 && c <= 0x3FFFF);
}

bool is_kana(char32_t c) {
    return (c >= 0x3040 && c <= 0x30FF) || (c >= 0x31F0 && c <= 0x31FF) ||
           (c >= 0xFF66 && c <= 0xFF9F);
}

// Where a catalog marks a break inside a run of ideographs: between two words of a Chinese
// clause too long for a line. It has no width and is kept in the text.
constexpr char32_t kWordBreak = 0x200B;

bool is_ascii_digit(char32_t c) { return c >= U'0' && c <= U'9'; }

// Never at the start of a line: closing marks, small kana, the long-vowel mark.
bool keeps_off_line_start(char32_t c) {
    static constexpr std::u32string_view kClosing =
        U"、。，．・：；？！ー）」』】〕〉》〗〙〟’”ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々"
        U"〜～…‥"
        U")]}.,:;!?%»";
    return kClosing.find(c) != std::u32string_view::npos;
}

// Never at the end of a line: opening brackets and quotes.
bool keeps_off_line_end(char32_t c) {
    static constexpr std::u32string_view kOpening = U"（「『【〔〈《〖〘“‘([{«";
    return kOpening.find(c) != std::u32string_view::npos;
}

// Where a line may end and where the next one then starts.
struct Break {
    std::size_t end = 0;
    std::size_t next = 0;
};

std::vector<Break> break_opportunities(std::u32string_view text) {
    std::vector<Break> breaks;
    const bool chinese = std::any_of(text.begin(), text.end(), is_ideograph) &&
                         std::none_of(text.begin(), text.end(), is_kana);
    for (std::size_t i = 1; i < text.size(); ++i) {
        if (text[i] == kWordBreak) {
            if (i + 1 < text.size()) breaks.push_back({i + 1, i + 1});
            continue;
        }
        if (text[i] == U' ') {
            if (text[i - 1] == U' ') continue;  // one break for a run of spaces
            std::size_t next = i;
            while (next < text.size() && text[next] == U' ')
                ++next;
            // "Temps de jeu : 3 h": a French colon stays with the word before it.
            const bool glued = (next < text.size() && keeps_off_line_start(text[next])) ||
                               keeps_off_line_end(text[i - 1]);
            if (next < text.size() && !glued) breaks.push_back({i, next});
            continue;
        }
        const char32_t before = text[i - 1];
        const char32_t after = text[i];
        if (before == U' ') continue;
        const bool between_cjk = is_cjk(before) || is_cjk(after);
        // "3時間12分": a number stays with the unit after it.
        const bool number_and_unit = is_ascii_digit(before);
        // A Chinese line breaks after punctuation or at a marked word break, never inside a word.
        const bool inside_chinese_word = chinese && is_ideograph(before) && is_ideograph(after);
        if (between_cjk && !number_and_unit && !inside_chinese_word &&
            !keeps_off_line_start(after) && !keeps_off_line_end(before)) {
            breaks.push_back({i, i});
        }
    }
    return breaks;
}

// The longest start of `piece` that fits, at least one character so the text always advances.
std::size_t fitting_characters(std::u32string_view piece, double width,
                               const TextMeasure& measure) {
    std::size_t length = 1;
    while (length < piece.size() && measure(piece.substr(0, length + 1)) <= width)
        ++length;
    return length;
}

void break_paragraph(std::u32string_view text, double width, const TextMeasure& measure,
                     std::vector<std::u32string>& lines) {
    const std::vector<Break> breaks = break_opportunities(text);
    std::size_t start = 0;
    auto candidate = breaks.begin();
    while (start < text.size()) {
        if (measure(text.substr(start)) <= width) {
            lines.emplace_back(text.substr(start));
            return;
        }
        // The furthest break whose line still fits.
        candidate = std::find_if(candidate, breaks.end(),
                                 [start](const Break& b) { return b.end > start; });
        auto chosen = breaks.end();
        for (auto b = candidate; b != breaks.end(); ++b) {
            if (measure(text.substr(start, b->end - start)) > width) break;
            chosen = b;
        }
        if (chosen != breaks.end()) {
            lines.emplace_back(text.substr(start, chosen->end - start));
            start = chosen->next;
            candidate = chosen + 1;
            continue;
        }
        // Not even the first word fits: split it where the width runs out.
        const std::size_t first_end = candidate != breaks.end() ? candidate->end : text.size();
        const std::size_t length =
            fitting_characters(text.substr(start, first_end - start), width, measure);
        lines.emplace_back(text.substr(start, length));
        start += length;
        if (start == first_end && candidate != breaks.end()) start = candidate->next;
    }
}

}  // namespace

std::vector<std::u32string> break_lines(std::u32string_view text, double width,
                                        const TextMeasure& measure) {
    std::vector<std::u32string> lines;
    while (true) {
        const std::size_t newline = text.find(U'\n');
        const std::u32string_view paragraph = text.substr(0, newline);
        if (paragraph.empty()) {
            lines.emplace_back();
        } else {
            break_paragraph(paragraph, width, measure, lines);
        }
        if (newline == std::u32string_view::npos) break;
        text.remove_prefix(newline + 1);
    }
    return lines;
}

}  // namespace reversi::gui
