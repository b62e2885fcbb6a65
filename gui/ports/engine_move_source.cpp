// SPDX-License-Identifier: GPL-3.0-or-later
// The engine client adapted to the match; see engine_move_source.hpp.
#include "ports/engine_move_source.hpp"

#include <utility>

namespace reversi::ports {

// The engine starts at once, in the background: the CPU's first move then never waits for it.
EngineMoveSource::EngineMoveSource(client::ClientOptions options) : client_(std::move(options)) {
    client_.start_early();
}

void EngineMoveSource::request_move(const client::MoveRequest& request,
                                    std::function<void(const client::MoveReply&)> on_reply) {
    if (traffic_.requested) traffic_.requested();
    client_.request_move(request, [this, on_reply = std::move(on_reply),
                                   traffic = traffic_](client::MoveReply reply) {
        // On the client's I/O thread: only queue. The match drops a reply that no longer
        // counts by its tag, on the GUI thread, where undo and new matches happen.
        if (traffic.reply_read) traffic.reply_read();
        relay_.post([on_reply, landed = traffic.reply_landed, reply = std::move(reply)] {
            if (landed) landed();
            on_reply(reply);
        });
    });
}

void EngineMoveSource::cancel() { client_.cancel(); }

}  // namespace reversi::ports
