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
    // this call), at most once, and never after cancel() or a newer request.
    virtual void request_move(const client::MoveRequest& request,
                              std::function<void(const client::MoveReply&)> on_reply) = 0;
    // Forgets the pending request: its reply will not be delivered.
    virtual void cancel() = 0;
};

}  // namespace reversi::gui
