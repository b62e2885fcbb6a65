// SPDX-License-Identifier: GPL-3.0-or-later
// A line of text that wraps to a fixed width in every language, Japanese and Chinese included
// (wx's own Wrap breaks only at spaces). It keeps the sentence as given, unbroken, for the
// automation state.
#pragma once

#include <wx/stattext.h>

namespace reversi::app {

// `text` with line breaks where it must wrap to `width` pixels in `window`'s font, for a text
// the toolkit shows unwrapped (the About box's licence).
wxString wrapped_text(const wxWindow& window, const wxString& text, int width);

class WrappedLabel final : public wxStaticText {
public:
    // `width` in pixels; the label is never wider where the text can break. `style`: wxStaticText's
    // (its lines' alignment).
    explicit WrappedLabel(wxWindow* parent, int width = 0, long style = 0);

    void set_wrap_width(int width);
    // Returns whether the text changed (and the layout needs redoing).
    bool set_text(const wxString& text);
    const wxString& text() const { return text_; }
    // A new font breaks the text again, for the new letter widths.
    bool SetFont(const wxFont& font) override;

private:
    void rewrap();

    wxString text_;
    int width_;
};

}  // namespace reversi::app
