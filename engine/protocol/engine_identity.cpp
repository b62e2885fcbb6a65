// SPDX-License-Identifier: GPL-3.0-or-later
// The version comes from the build (CMake's project version), compiled into this file alone.
#include "protocol/engine_identity.hpp"

#ifndef REVERSI_VERSION
#define REVERSI_VERSION "0.0.0"
#endif

namespace reversi {

std::string_view engine_version() { return REVERSI_VERSION; }

}  // namespace reversi
