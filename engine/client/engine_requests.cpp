// SPDX-License-Identifier: GPL-3.0-or-later
// The names of the client's faults, as logs and the match tool's files write them.
#include "client/engine_requests.hpp"

namespace reversi::client {

std::string_view fault_name(EngineFault fault) {
    switch (fault) {
        case EngineFault::FailedToStart:
            return "failed-to-start";
        case EngineFault::Crashed:
            return "crashed";
        case EngineFault::TimedOut:
            return "timed-out";
        case EngineFault::Unintelligible:
            return "unintelligible";
        case EngineFault::IllegalMove:
            return "illegal-move";
        case EngineFault::BadRequest:
            return "bad-request";
    }
    return "unknown";
}

}  // namespace reversi::client
