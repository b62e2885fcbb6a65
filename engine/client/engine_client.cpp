// SPDX-License-Identifier: GPL-3.0-or-later
// EngineClient's public functions: each hands its work to the I/O thread of its Impl
// (engine_client_impl.hpp), and the blocking ones wait for the answer there.
#include "client/engine_client.hpp"

#include <signal.h>

#include <future>
#include <mutex>

#include "client/engine_client_impl.hpp"

namespace reversi::client {

namespace {

void ignore_sigpipe_once() {
    static std::once_flag once;
    std::call_once(once, [] { ::signal(SIGPIPE, SIG_IGN); });
}

}  // namespace

EngineClient::EngineClient(ClientOptions options) {
    ignore_sigpipe_once();
    impl_ = std::make_unique<Impl>(std::move(options));
}

EngineClient::~EngineClient() = default;

void EngineClient::request_move(MoveRequest request, std::function<void(MoveReply)> on_reply) {
    const std::uint64_t ticket = impl_->take_ticket();
    impl_->post_to_io_thread([impl = impl_.get(), ticket, request = std::move(request),
                              on_reply = std::move(on_reply)]() mutable {
        impl->submit(ticket, std::move(request), std::move(on_reply));
    });
}

void EngineClient::cancel() {
    impl_->take_ticket();
    impl_->post_to_io_thread([impl = impl_.get()] { impl->drop_pending(); });
}

void EngineClient::start_early() {
    impl_->post_to_io_thread([impl = impl_.get()] { impl->start_early(); });
}

MoveReply EngineClient::ask_move(MoveRequest request) {
    const std::uint64_t tag = request.tag;
    if (impl_->on_io_thread())
        return {tag,          std::nullopt,
                std::nullopt, "ask_move called from the client's I/O thread",
                std::nullopt, std::nullopt,
                std::nullopt};
    // Only the callback owns the promise: a dropped request breaks it, which ends the wait.
    auto promise = std::make_shared<std::promise<MoveReply>>();
    auto reply = promise->get_future();
    request_move(std::move(request),
                 [promise = std::move(promise)](MoveReply r) { promise->set_value(std::move(r)); });
    try {
        return reply.get();
    } catch (const std::future_error&) {  // the request was dropped, so its promise was too
        return {tag,          std::nullopt, std::nullopt, "superseded or cancelled before a reply",
                std::nullopt, std::nullopt, std::nullopt};
    }
}

StartReply EngineClient::start() {
    if (impl_->on_io_thread())
        return {EngineFault::BadRequest, "start called from the client's I/O thread", {}};
    auto promise = std::make_shared<std::promise<StartReply>>();
    auto reply = promise->get_future();
    impl_->run_on_io_thread([&] {
        impl_->begin_start(
            [promise = std::move(promise)](StartReply r) { promise->set_value(std::move(r)); });
    });
    try {
        return reply.get();
    } catch (const std::future_error&) {  // the client shut down first
        return {EngineFault::FailedToStart, "the client shut down before the handshake", {}};
    }
}

StartReply EngineClient::prepare(const std::vector<EngineSetting>& settings) {
    if (impl_->on_io_thread())
        return {EngineFault::BadRequest, "prepare called from the client's I/O thread", {}};
    auto promise = std::make_shared<std::promise<StartReply>>();
    auto reply = promise->get_future();
    impl_->run_on_io_thread([&] {
        impl_->prepare(settings, [promise = std::move(promise)](StartReply r) {
            promise->set_value(std::move(r));
        });
    });
    try {
        return reply.get();
    } catch (const std::future_error&) {  // the client shut down first
        return {EngineFault::FailedToStart, "the client shut down before the engine was ready", {}};
    }
}

void EngineClient::ponderhit(std::optional<std::chrono::steady_clock::time_point> deadline) {
    impl_->post_to_io_thread([impl = impl_.get(), deadline] { impl->ponderhit(deadline); });
}

void EngineClient::stop() {
    impl_->post_to_io_thread([impl = impl_.get()] { impl->stop_search(); });
}

std::optional<int> EngineClient::engine_pid() const { return impl_->engine_pid(); }

}  // namespace reversi::client
