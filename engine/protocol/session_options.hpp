// SPDX-License-Identifier: GPL-3.0-or-later
// What the command line gives a session of any protocol: the options' starting values.
#pragma once

#include "vocabulary/engine_options.hpp"

namespace reversi {

struct SessionOptions {
    EngineSettings settings;
    // --level was given: NBoard keeps it whatever `set depth` says; the other protocols only
    // start with it.
    bool level_given = false;
};

}  // namespace reversi
