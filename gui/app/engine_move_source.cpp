// SPDX-License-Identifier: GPL-3.0-or-later
// The engine client adapted to the match; see engine_move_source.hpp.
#include "app/engine_move_source.hpp"

#include <utility>

#include "app/loop_probe.hpp"

namespace reversi::app {

// The engine starts at once, in the background: the CPU's first move then never waits for it.
EngineMoveSource::EngineMoveSource(client::ClientOptions options) : client_(std::move(options)) {
    client_.start_early();
}

void EngineMoveSource::request_move(const client::MoveRequest& request,
                                    std::function<void(const client::MoveReply&)> on_reply) {
    LoopProbe::mark("engine-request");
    client_.request_move(request, [this, on_reply = std::move(on_reply)](client::MoveReply reply) {
        // On the client's I/O thread: only queue. The match drops a reply that no longer
        // counts by its tag, on the GUI thread, where undo and new matches happen.
        LoopProbe::mark("engine-reply-io");
        relay_.post([on_reply, reply = std::move(reply)] {
            LoopProbe::mark("engine-reply-window");
            on_reply(reply);
        });
    });
}

void EngineMoveSource::cancel() { client_.cancel(); }

}  // namespace reversi::app
