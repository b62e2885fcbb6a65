// SPDX-License-Identifier: GPL-3.0-or-later
// The frame log; see frame_log.hpp.
#include "probes/frame_log.hpp"

#include <fstream>
#include <memory>

namespace reversi::probes {

namespace {
std::unique_ptr<FrameLog>& the_log() {
    static std::unique_ptr<FrameLog> log;
    return log;
}
}  // namespace

FrameLog* FrameLog::active() { return the_log().get(); }

void FrameLog::start(std::string path) { the_log().reset(new FrameLog(std::move(path))); }

void FrameLog::finish() {
    if (FrameLog* log = active()) log->write();
}

void FrameLog::first_paint() {
    if (first_paint_ns_ >= 0) return;
    first_paint_ns_ = std::chrono::duration_cast<std::chrono::nanoseconds>(
                          std::chrono::system_clock::now().time_since_epoch())
                          .count();
}

void FrameLog::board_painted(std::chrono::steady_clock::time_point start,
                             std::chrono::steady_clock::time_point end, bool animating,
                             bool rebuilt, int width, int height) {
    first_paint();
    paints_.push_back({start, end - start, animating, rebuilt, width, height});
}

void FrameLog::write() const {
    // One fact per line: "first-paint-ns N", then "paint START_NS TOOK_NS ANIMATING REBUILT W H"
    // with START on the steady clock.
    std::ofstream out(path_, std::ios::trunc);
    out << "first-paint-ns " << first_paint_ns_ << '\n';
    for (const Paint& p : paints_) {
        out << "paint "
            << std::chrono::duration_cast<std::chrono::nanoseconds>(p.start.time_since_epoch())
                   .count()
            << ' ' << p.took.count() << ' ' << p.animating << ' ' << p.rebuilt << ' ' << p.width
            << ' ' << p.height << '\n';
    }
}

}  // namespace reversi::probes
