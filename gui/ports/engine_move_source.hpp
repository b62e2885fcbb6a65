// SPDX-License-Identifier: GPL-3.0-or-later
// The engine client adapted to the match: requests go to the child process, replies hop from
// the client's I/O thread to the GUI thread through a ThreadRelay.
#pragma once

#include <functional>
#include <optional>
#include <utility>

#include "client/engine_client.hpp"
#include "model/cpu_move_source.hpp"
#include "ports/thread_relay.hpp"

namespace reversi::ports {

// The moments a request passes, for whoever times them (the opt-in loop probe); each may be
// left empty.
struct MoveTraffic {
    std::function<void()> requested;
    std::function<void()> reply_read;    // on the client's I/O thread
    std::function<void()> reply_landed;  // on the window's thread, before it counts or drops
};

class EngineMoveSource final : public gui::CpuMoveSource {
public:
    explicit EngineMoveSource(client::ClientOptions options);

    void request_move(const client::MoveRequest& request,
                      std::function<void(const client::MoveReply&)> on_reply) override;
    void cancel() override;
    std::optional<int> engine_pid() const { return client_.engine_pid(); }
    // Tells `traffic` from the next request on.
    void watch(MoveTraffic traffic) { traffic_ = std::move(traffic); }

private:
    // Declaration order matters: the client is destroyed first, so no reply is queued after
    // the relay is gone, and the relay's destruction discards replies still queued.
    ThreadRelay relay_;
    MoveTraffic traffic_;  // GUI thread only: each request takes its own copy
    client::EngineClient client_;
};

}  // namespace reversi::ports
