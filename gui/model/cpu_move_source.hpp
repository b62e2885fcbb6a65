// SPDX-License-Identifier: GPL-3.0-or-later
// The port through which a match asks for the CPU's move: the app adapts the engine client to
// it, tests use a fake that answers when told to.
#pragma once

#include <functional>

#include "client/engine_client.hpp"

namespace reversi::gui {

class CpuMoveSource {
public:
    virtual ~CpuMoveSource() = default;
    // Asks for a move; `on_reply` runs later on the thread that owns the match (never inside
    // this call), at most once. A reply already on its way when cancel() or a newer request
    // comes may still arrive: the match drops it by the request's tag, its one stale-reply
    // filter on this side of the engine's pipe.
    virtual void request_move(const client::MoveRequest& request,
                              std::function<void(const client::MoveReply&)> on_reply) = 0;
    // Forgets the pending request: the engine need not answer it.
    virtual void cancel() = 0;
};

}  // namespace reversi::gui
