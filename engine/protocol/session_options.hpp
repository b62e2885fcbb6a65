// SPDX-License-Identifier: GPL-3.0-or-later
// What the command line gives a session of any protocol: the options' starting values.
#pragma once

#include <chrono>

#include "search/search.hpp"
#include "vocabulary/engine_options.hpp"

namespace reversi {

struct SessionOptions {
    EngineSettings settings;
    // --level was given: NBoard keeps it whatever `set depth` says; the other protocols only
    // start with it.
    bool level_given = false;
    // How often a long search reports its progress (about every second); tests shorten it to
    // see the reports without searching for seconds. The search is the same whatever it is.
    std::chrono::milliseconds progress_interval = kProgressInterval;
};

}  // namespace reversi
