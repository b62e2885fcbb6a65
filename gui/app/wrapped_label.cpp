// SPDX-License-Identifier: GPL-3.0-or-later
// A label wrapped to a fixed width; see wrapped_label.hpp.
#include "app/wrapped_label.hpp"

#include <string>
#include <vector>

#include "model/line_breaks.hpp"

namespace reversi::app {

namespace {

std::u32string to_u32(const wxString& text) {
    std::u32string out;
    out.reserve(text.length());
    for (const wxUniChar c : text)
        out.push_back(static_cast<char32_t>(c.GetValue()));
    return out;
}

wxString from_u32(std::u32string_view text) {
    wxString out;
    out.reserve(text.size());
    for (const char32_t c : text)
        out += wxUniChar(static_cast<wxUint32>(c));
    return out;
}

}  // namespace

wxString wrapped_text(const wxWindow& window, const wxString& text, int width) {
    // A pixel or two of slack: the toolkit's own measure of a line may round differently.
    const auto measure = [&window](std::u32string_view piece) {
        return static_cast<double>(window.GetTextExtent(from_u32(piece)).x);
    };
    const std::vector<std::u32string> lines =
        gui::break_lines(to_u32(text), static_cast<double>(width - 2), measure);
    wxString wrapped;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (i > 0) wrapped += '\n';
        wrapped += from_u32(lines[i]);
    }
    return wrapped;
}

WrappedLabel::WrappedLabel(wxWindow* parent, int width, long style)
    : wxStaticText(parent, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, style),
      width_(width) {}

void WrappedLabel::set_wrap_width(int width) {
    width_ = width;
    rewrap();
}

bool WrappedLabel::set_text(const wxString& text) {
    if (text == text_) return false;
    text_ = text;
    rewrap();
    return true;
}

bool WrappedLabel::SetFont(const wxFont& font) {
    const bool changed = wxStaticText::SetFont(font);
    rewrap();
    return changed;
}

void WrappedLabel::rewrap() {
    if (text_.empty()) return SetLabelText(wxString());
    SetLabelText(wrapped_text(*this, text_, width_));
}

}  // namespace reversi::app
