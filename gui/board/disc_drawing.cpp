// SPDX-License-Identifier: GPL-3.0-or-later
// Drawing a disc; see disc_drawing.hpp.
#include "board/disc_drawing.hpp"

#include <algorithm>
#include <cmath>

namespace reversi::board {

namespace {

constexpr double kLiftGrowth = 0.12;  // a lifted disc is nearer the eye
constexpr double kShadowSize = 1.10;  // the shadow's reach, of the disc's radius
constexpr double kThickness = 0.16;   // the disc's side, of its radius
constexpr double kNarrowest = 0.03;   // edge-on is still a sliver, never nothing
constexpr double kLightX = -0.38;     // where the light catches the face, of the radius
constexpr double kLightY = -0.42;

wxColour with_alpha(const wxColour& c, double factor) {
    return wxColour(c.Red(), c.Green(), c.Blue(),
                    static_cast<unsigned char>(std::clamp(c.Alpha() * factor, 0.0, 255.0)));
}

// A circle of `radius` at (x, y), narrowed to `width` along `angle`.
wxGraphicsPath squeezed_circle(wxGraphicsContext& gc, double x, double y, double radius,
                               double width, double angle) {
    wxGraphicsPath path = gc.CreatePath();
    path.AddCircle(0, 0, radius);
    wxGraphicsMatrix m = gc.CreateMatrix();
    m.Translate(x, y);
    m.Rotate(angle);
    m.Scale(width, 1);
    m.Rotate(-angle);
    path.Transform(m);
    return path;
}

void draw_shadow(wxGraphicsContext& gc, const wxGraphicsPath& path, double x, double y,
                 double radius, const BoardPalette& palette, double lift) {
    // Softer and fainter the higher the disc is.
    const wxColour dark = with_alpha(palette.disc_shadow, 1 - 0.45 * lift);
    wxGraphicsGradientStops stops(dark, with_alpha(dark, 0));
    stops.Add(dark, 0.62 - 0.2 * lift);
    gc.SetBrush(gc.CreateRadialGradientBrush(x, y, x, y, radius, stops));
    gc.SetPen(wxNullPen);
    gc.FillPath(path);
}

}  // namespace

void draw_disc(wxGraphicsContext& gc, double centre_x, double centre_y, double radius, Color face,
               const BoardPalette& palette, const gui::DiscLook& look) {
    const double r = radius * (1 + kLiftGrowth * look.lift);
    const double width = std::clamp(look.width_scale, kNarrowest, 1.0);
    const double angle = std::atan2(look.axis_y, look.axis_x);
    const bool fading = look.opacity < 1;
    if (fading) gc.BeginLayer(std::max(0.0, look.opacity));

    if (!palette.high_contrast) {
        const double dx = radius * (0.07 + 0.25 * look.lift);
        const double dy = radius * (0.14 + 0.35 * look.lift);
        const wxGraphicsPath shadow = squeezed_circle(gc, centre_x + dx, centre_y + dy,
                                                      r * kShadowSize, std::max(width, 0.2), angle);
        draw_shadow(gc, shadow, centre_x + dx, centre_y + dy, r * kShadowSize, palette, look.lift);
    }

    // While it turns, the disc's side shows beyond the face, in the colour of the face below.
    const DiscColors& colors = palette.disc(face);
    const DiscColors& other = palette.disc(opposite(face));
    if (width < 1) {
        const double side = r * kThickness * std::sqrt(1 - width * width);
        const wxGraphicsPath edge = squeezed_circle(gc, centre_x + look.axis_x * side,
                                                    centre_y + look.axis_y * side, r, width, angle);
        gc.SetPen(wxNullPen);
        gc.SetBrush(wxBrush(other.edge));
        gc.FillPath(edge);
    }

    const wxGraphicsPath disc = squeezed_circle(gc, centre_x, centre_y, r, width, angle);
    wxGraphicsGradientStops face_stops(colors.light, colors.dark);
    face_stops.Add(colors.mid, 0.42);
    face_stops.Add(colors.dark, 0.92);
    const double light_x = centre_x + kLightX * r;
    const double light_y = centre_y + kLightY * r;
    gc.SetBrush(gc.CreateRadialGradientBrush(light_x, light_y, centre_x + kLightX * r * 0.3,
                                             centre_y + kLightY * r * 0.3, r * 1.3, face_stops));
    gc.SetPen(wxNullPen);
    gc.FillPath(disc);

    // The rim: a thin dark line, and a bevel catching the light on the upper-left edge.
    const double rim_width = std::max(1.0, r * (palette.high_contrast ? 0.09 : 0.045));
    gc.SetBrush(wxNullBrush);
    gc.SetPen(gc.CreatePen(wxGraphicsPenInfo(colors.rim, rim_width)));
    gc.StrokePath(disc);
    if (!palette.high_contrast) {
        const wxGraphicsPath bevel =
            squeezed_circle(gc, centre_x, centre_y, r * 0.86, width, angle);
        const wxColour shine(0xFF, 0xFF, 0xFF, face == Color::Black ? 0x40 : 0x90);
        wxGraphicsGradientStops bevel_stops(shine, with_alpha(shine, 0));
        bevel_stops.Add(with_alpha(shine, 0), 0.55);
        gc.SetPen(gc.CreatePen(wxGraphicsPenInfo(shine, std::max(1.0, r * 0.05))
                                   .LinearGradient(centre_x - r, centre_y - r, centre_x + r,
                                                   centre_y + r, bevel_stops)));
        gc.StrokePath(bevel);
    }
    if (fading) gc.EndLayer();
}

}  // namespace reversi::board
