// SPDX-License-Identifier: GPL-3.0-or-later
// What happens to a request that is superseded, cancelled, or outlived by its client: its reply
// is never delivered, and the engine is always ended and reaped, whatever state it is in.
// The fault engine's `--gate` holds each `go` until the test opens the gate.
#include <signal.h>

#include <atomic>
#include <future>

#include "client/client_fixture.hpp"
#include "core/notation.hpp"

namespace reversi::client::testing {
namespace {

// After f5 White moves: f4 d6 f6, none of them legal from the start, so a reply meant for a
// start-position request can never pass as the answer to this one.
Position after_f5() { return Position::start().after(Move::at(*parse_square("f5"))); }

MoveRequest after_f5_request(std::uint64_t tag) {
    MoveRequest request = start_request(tag);
    request.moves = {Move::at(*parse_square("f5"))};
    return request;
}

ClientOptions gated_options(const TempPath& gate, LogLines& log) {
    ClientOptions options = fault_engine_options({"--gate", gate.path()});
    options.max_attempts = 1;  // a misdelivered reply must show, not be retried away
    options.log = log.sink();
    return options;
}

TEST(RequestLifetime, ASupersededRequestIsNeverAnswered) {
    TempPath gate;
    LogLines log;
    EngineClient client(gated_options(gate, log));
    std::atomic<int> superseded_replies = 0;
    for (std::uint64_t tag = 1; tag <= 5; ++tag)
        client.request_move(start_request(tag), [&](const MoveReply&) { ++superseded_replies; });
    wait_for_log(log, "waiting at the gate");  // the engine is inside the first `go`
    std::promise<MoveReply> last;
    client.request_move(after_f5_request(6),
                        [&](const MoveReply& reply) { last.set_value(reply); });
    gate.create();
    const MoveReply reply = last.get_future().get();
    EXPECT_EQ(reply.tag, 6u);
    ASSERT_TRUE(reply.move.has_value()) << reply.detail;
    EXPECT_TRUE(after_f5().is_legal(*reply.move)) << "a reply meant for an earlier request";
    EXPECT_EQ(superseded_replies, 0);
}

TEST(RequestLifetime, ACancelledRequestIsNeverAnswered) {
    TempPath gate;
    LogLines log;
    EngineClient client(gated_options(gate, log));
    std::atomic<int> cancelled_replies = 0;
    client.request_move(start_request(1), [&](const MoveReply&) { ++cancelled_replies; });
    wait_for_log(log, "waiting at the gate");
    client.cancel();
    gate.create();
    const MoveReply reply = client.ask_move(after_f5_request(2));
    ASSERT_TRUE(reply.move.has_value()) << reply.detail;
    EXPECT_TRUE(after_f5().is_legal(*reply.move));
    EXPECT_EQ(cancelled_replies, 0);
}

TEST(RequestLifetime, AskMoveReturnsEmptyWhenAnotherThreadCancels) {
    TempPath gate;
    LogLines log;
    EngineClient client(gated_options(gate, log));
    std::future<MoveReply> asked =
        std::async(std::launch::async, [&] { return client.ask_move(start_request(5)); });
    wait_for_log(log, "waiting at the gate");
    client.cancel();
    const MoveReply reply = asked.get();
    EXPECT_EQ(reply.tag, 5u);
    EXPECT_FALSE(reply.move.has_value());
    EXPECT_FALSE(reply.fault.has_value());
}

TEST(RequestLifetime, TheClientEndsAnEngineInTheMiddleOfASearch) {
    TempPath gate;  // never opened: the engine stays inside `go`
    LogLines log;
    {
        EngineClient client(gated_options(gate, log));
        client.request_move(start_request(),
                            [](const MoveReply&) { ADD_FAILURE() << "delivered"; });
        wait_for_log(log, "waiting at the gate");
    }
    expect_no_children();
}

TEST(RequestLifetime, TheClientEndsAnEngineThatHangs) {
    LogLines log;
    {
        ClientOptions options = fault_engine_options({"--fault", "hang-on-go"});
        options.log = log.sink();
        EngineClient client(options);
        client.request_move(start_request(),
                            [](const MoveReply&) { ADD_FAILURE() << "delivered"; });
        wait_for_log(log, "fault-engine: hang-on-go");
    }
    expect_no_children();
}

TEST(RequestLifetime, TheClientEndsAnEngineThatNoLongerReads) {
    LogLines log;
    {
        ClientOptions options = fault_engine_options({"--fault", "stop-reading"});
        options.log = log.sink();
        EngineClient client(options);
        client.request_move(start_request(), [](const MoveReply&) {});
        wait_for_log(log, "fault-engine: stop-reading");
    }
    expect_no_children();
}

TEST(RequestLifetime, TheClientEndsAfterItsEngineDied) {
    {
        EngineClient client(real_engine_options());
        ASSERT_TRUE(client.ask_move(start_request()).move.has_value());
        const auto pid = client.engine_pid();
        ASSERT_TRUE(pid.has_value());
        ::kill(*pid, SIGKILL);
    }
    expect_no_children();
}

TEST(RequestLifetime, ACrashedEngineIsReapedBeforeTheClientEnds) {
    EngineClient client(fault_engine_options({"--fault", "crash-on-go"}));
    EXPECT_EQ(client.ask_move(start_request()).fault, EngineFault::Crashed);
    expect_no_children();  // no zombie while the client lives on
}

}  // namespace
}  // namespace reversi::client::testing
