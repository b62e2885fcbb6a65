// What the command line gives a session of any protocol: the opponent and the seed.
#pragma once

#include <cstdint>
#include <optional>

#include "vocabulary/level.hpp"

namespace reversi {

struct SessionOptions {
    // --level. Unset: hard, until the protocol's own command changes it. Set: NBoard keeps it
    // whatever `set depth` says; the other protocols start with it.
    std::optional<Level> level;
    std::uint64_t seed = 0;  // --seed
};

}  // namespace reversi
