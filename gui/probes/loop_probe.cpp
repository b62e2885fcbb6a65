// SPDX-License-Identifier: GPL-3.0-or-later
// The loop probe; see loop_probe.hpp.
#include "probes/loop_probe.hpp"

#include <fcntl.h>
#include <glib.h>
#include <time.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <thread>

namespace reversi::probes {

namespace {

constexpr auto kWorthNoting = std::chrono::milliseconds{5};

struct Installed {
    LoopProbe* probe = nullptr;
    std::thread::id window_thread;
};
Installed& installed() {
    static Installed state;
    return state;
}

std::chrono::nanoseconds thread_cpu() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return std::chrono::seconds{t.tv_sec} + std::chrono::nanoseconds{t.tv_nsec};
}

}  // namespace

LoopProbe::LoopProbe(std::string path)
    : path_(std::move(path)),
      schedstat_(::open("/proc/thread-self/schedstat", O_RDONLY | O_CLOEXEC)) {}

LoopProbe::~LoopProbe() {
    if (schedstat_ >= 0) ::close(schedstat_);
}

void LoopProbe::install_if_asked() {
    const char* path = std::getenv("REVERSI_LOOP_PROBE");
    if (path == nullptr || *path == '\0' || installed().probe != nullptr) return;
    // Lives as long as the program: the loop may poll until the very end.
    installed().probe = new LoopProbe(path);
    installed().window_thread = std::this_thread::get_id();
    g_main_context_set_poll_func(nullptr, [](GPollFD* fds, guint count, gint timeout) {
        return LoopProbe::poll(fds, count, timeout);
    });
}

bool LoopProbe::active() { return installed().probe != nullptr; }

void LoopProbe::finish() {
    if (installed().probe != nullptr) installed().probe->write();
}

void LoopProbe::mark(const char* what) {
    LoopProbe* probe = installed().probe;
    if (probe == nullptr) return;
    const bool on_window = std::this_thread::get_id() == installed().window_thread;
    const std::lock_guard lock(probe->marks_mutex_);
    probe->marks_.push_back({std::chrono::steady_clock::now(), what,
                             on_window ? thread_cpu() : std::chrono::nanoseconds{-1}});
}

LoopProbe::Sample LoopProbe::sample() const {
    // schedstat: nanoseconds on a processor, nanoseconds runnable on a run queue, time slices.
    Sample now{std::chrono::steady_clock::now().time_since_epoch(), thread_cpu(), {}};
    char text[128] = {};
    unsigned long long ran = 0;
    unsigned long long queued = 0;
    if (schedstat_ >= 0 && ::pread(schedstat_, text, sizeof text - 1, 0) > 0 &&
        std::sscanf(text, "%llu %llu", &ran, &queued) == 2) {
        now.queued = std::chrono::nanoseconds{queued};
    }
    return now;
}

int LoopProbe::poll(void* fds, unsigned count, int timeout) {
    LoopProbe& probe = *installed().probe;
    auto minus = [](const Sample& a, const Sample& b) {
        return Sample{a.wall - b.wall, a.cpu - b.cpu, a.queued - b.queued};
    };
    auto at = [](const Sample& s) { return std::chrono::steady_clock::time_point(s.wall); };
    const Sample before = probe.sample();
    if (probe.polled_) {
        probe.record({at(probe.last_poll_end_), minus(before, probe.last_poll_end_), false, -1});
    }
    const int ready = g_poll(static_cast<GPollFD*>(fds), count, timeout);
    probe.last_poll_end_ = probe.sample();
    probe.polled_ = true;
    probe.record({at(before), minus(probe.last_poll_end_, before), true, timeout});
    return ready;
}

void LoopProbe::record(const Period& period) {
    // Only what could make a 10 ms timer late: long work, or a wait that overran its timeout.
    if (period.waiting && period.timeout_ms < 0) return;
    const auto over = period.waiting
                          ? period.took.wall - std::chrono::milliseconds{period.timeout_ms}
                          : period.took.wall;
    if (over >= kWorthNoting) periods_.push_back(period);
}

void LoopProbe::write() const {
    std::ofstream out(path_, std::ios::trunc);
    auto ms = [](auto duration) {
        return std::chrono::duration<double, std::milli>(duration).count();
    };
    out << "started-ns " << std::chrono::nanoseconds(started_.time_since_epoch()).count() << '\n';
    for (const Period& p : periods_) {
        out << (p.waiting ? "wait " : "work ") << ms(p.start - started_) << ' ' << ms(p.took.wall)
            << ' ' << ms(p.took.cpu) << ' ' << ms(p.took.queued) << ' ' << p.timeout_ms << '\n';
    }
    for (const Mark& m : marks_)
        out << "mark " << ms(m.at - started_) << ' ' << ms(m.cpu) << ' ' << m.what << '\n';
}

}  // namespace reversi::probes
