// SPDX-License-Identifier: GPL-3.0-or-later
// EngineClient against the real reversi-engine: legal replies, whole games, passes, refused
// requests, tags, one engine kept across requests, and an engine that ends with its client.
#include <signal.h>

#include <atomic>
#include <chrono>
#include <future>
#include <memory>
#include <thread>

#include "client/client_fixture.hpp"
#include "core/game_line.hpp"
#include "core/notation.hpp"

namespace reversi::client::testing {
namespace {

TEST(Client, AnswersALegalMoveFromTheStart) {
    EngineClient client(real_engine_options());
    const MoveReply reply = client.ask_move(start_request());
    ASSERT_TRUE(reply.move.has_value()) << reply.detail;
    EXPECT_FALSE(reply.fault.has_value());
    EXPECT_TRUE(Position::start().is_legal(*reply.move));
}

TEST(Client, PlaysAWholeGameWithEveryReplyLegal) {
    EngineClient client(real_engine_options());
    GameLine game;
    int asked = 0;
    while (!game.current().is_game_over()) {
        MoveRequest request = start_request(static_cast<std::uint64_t>(asked));
        request.moves = game.moves();
        request.level = asked % 2 == 0 ? Level::Hard : Level::Easy;
        request.seed = 7;
        const MoveReply reply = client.ask_move(request);
        ASSERT_TRUE(reply.move.has_value()) << "move " << asked << ": " << reply.detail;
        EXPECT_EQ(reply.tag, static_cast<std::uint64_t>(asked));
        ASSERT_TRUE(game.play(*reply.move)) << move_name(*reply.move);
        ++asked;
    }
    EXPECT_GE(asked, 20);
}

TEST(Client, AsksAboutABoardPositionWithWhiteToMove) {
    EngineClient client(real_engine_options());
    MoveRequest request = start_request();
    request.base = Position::start().after(Move::at(*parse_square("f5")));
    ASSERT_EQ(request.base.side_to_move(), Color::White);
    const MoveReply reply = client.ask_move(request);
    ASSERT_TRUE(reply.move.has_value()) << reply.detail;
    EXPECT_TRUE(request.base.is_legal(*reply.move));
}

TEST(Client, PassesWhenTheRulesForceIt) {
    // White to move with no square while Black has one: the only legal reply is pass.
    const Position forced = *parse_position(std::string(61, 'X') + "O-- O");
    ASSERT_TRUE(forced.must_pass());
    EngineClient client(real_engine_options());
    MoveRequest request = start_request();
    request.base = forced;
    const MoveReply reply = client.ask_move(request);
    ASSERT_TRUE(reply.move.has_value()) << reply.detail;
    EXPECT_TRUE(reply.move->is_pass());
}

TEST(Client, RefusesARequestHoldingAnIllegalMoveWithoutStartingTheEngine) {
    EngineClient client(real_engine_options());
    MoveRequest request = start_request(9);
    request.moves = {Move::at(*parse_square("a1"))};
    const MoveReply reply = client.ask_move(request);
    EXPECT_EQ(reply.tag, 9u);
    EXPECT_FALSE(reply.move.has_value());
    EXPECT_EQ(reply.fault, EngineFault::BadRequest);
    EXPECT_FALSE(client.engine_pid().has_value());
}

TEST(Client, RefusesARequestInAFinishedGame) {
    EngineClient client(real_engine_options());
    MoveRequest request = start_request();
    request.base = *parse_position(std::string(64, 'X') + " O");
    const MoveReply reply = client.ask_move(request);
    EXPECT_EQ(reply.fault, EngineFault::BadRequest);
    EXPECT_FALSE(client.engine_pid().has_value());
}

TEST(Client, DeliversTheReplyOnItsOwnThreadWithTheRequestTag) {
    EngineClient client(real_engine_options());
    std::promise<std::pair<MoveReply, std::thread::id>> delivered;
    client.request_move(start_request(42), [&](MoveReply reply) {
        delivered.set_value({std::move(reply), std::this_thread::get_id()});
    });
    auto [reply, thread] = delivered.get_future().get();
    EXPECT_EQ(reply.tag, 42u);
    EXPECT_TRUE(reply.move.has_value()) << reply.detail;
    EXPECT_NE(thread, std::this_thread::get_id());
}

TEST(Client, StartsTheEngineOnlyWhenAsked) {
    EngineClient client(real_engine_options());
    EXPECT_FALSE(client.engine_pid().has_value());
    expect_no_children();
    ASSERT_TRUE(client.ask_move(start_request()).move.has_value());
    EXPECT_TRUE(client.engine_pid().has_value());
}

// start_early launches the engine with no request and without waiting: the first request then
// finds it running (the same process answers).
// A terminal's Ctrl+C goes to its foreground process group: the engine is in a group of its
// own, so the signal reaches the program that drives it, which ends the engine itself.
TEST(Client, StartsTheEngineInAProcessGroupOfItsOwn) {
    EngineClient client(real_engine_options());
    ASSERT_FALSE(client.start().fault);
    const auto pid = client.engine_pid();
    ASSERT_TRUE(pid.has_value());
    EXPECT_EQ(::getpgid(*pid), *pid);
    EXPECT_NE(::getpgid(*pid), ::getpgrp());
    EXPECT_TRUE(client.ask_move(start_request()).move.has_value());
}

TEST(Client, StartsTheEngineEarlyWhenToldWithoutARequest) {
    EngineClient client(real_engine_options());
    client.start_early();
    for (int i = 0; i < 2'000 && !client.engine_pid(); ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    const auto pid = client.engine_pid();
    ASSERT_TRUE(pid.has_value()) << "start_early started no engine";
    ASSERT_TRUE(client.ask_move(start_request()).move.has_value());
    EXPECT_EQ(client.engine_pid(), pid);
}

// The caller's thread never waits for the I/O thread: while a reply callback holds the I/O
// thread, request_move and cancel still return (the old client waited there, so the callback
// would never have been released).
TEST(Client, RequestAndCancelDoNotWaitForABusyIoThread) {
    EngineClient client(real_engine_options());
    std::promise<void> held;
    std::promise<void> release;
    std::promise<bool> released;
    client.request_move(start_request(1), [&](MoveReply) {
        held.set_value();
        released.set_value(release.get_future().wait_for(std::chrono::seconds(20)) ==
                           std::future_status::ready);
    });
    held.get_future().wait();
    std::atomic<bool> second_answered{false};
    client.request_move(start_request(2), [&](MoveReply) { second_answered = true; });
    client.cancel();
    release.set_value();
    EXPECT_TRUE(released.get_future().get()) << "request_move or cancel waited for the I/O thread";
    // The cancelled request is never answered, and the client still answers a new one.
    ASSERT_TRUE(client.ask_move(start_request(3)).move.has_value());
    EXPECT_FALSE(second_answered);
}

TEST(Client, KeepsOneEngineForManyRequests) {
    EngineClient client(real_engine_options());
    ASSERT_TRUE(client.ask_move(start_request()).move.has_value());
    const auto pid = client.engine_pid();
    for (int i = 0; i < 10; ++i)
        ASSERT_TRUE(client.ask_move(start_request()).move.has_value());
    EXPECT_EQ(client.engine_pid(), pid);
}

TEST(Client, RestartsAnEngineKilledBetweenRequests) {
    ClientOptions options = real_engine_options();
    options.max_attempts = 2;
    EngineClient client(options);
    ASSERT_TRUE(client.ask_move(start_request()).move.has_value());
    const auto pid = client.engine_pid();
    ASSERT_TRUE(pid.has_value());
    ::kill(*pid, SIGKILL);
    const MoveReply reply = client.ask_move(start_request());
    ASSERT_TRUE(reply.move.has_value()) << reply.detail;
    EXPECT_NE(client.engine_pid(), pid);
}

TEST(Client, LeavesNoChildAfterItEnds) {
    {
        EngineClient client(real_engine_options());
        ASSERT_TRUE(client.ask_move(start_request()).move.has_value());
        EXPECT_EQ(reversi::testing_support::children_of_this_process().size(), 1u);
    }
    expect_no_children();
}

TEST(Client, LeavesNoChildWhenEndedDuringASearch) {
    {
        EngineClient client(real_engine_options());
        MoveRequest request = start_request();
        request.level = Level::Hard;
        request.limits.nodes = 1'000'000'000;
        client.request_move(request, [](const MoveReply&) {});
    }
    expect_no_children();
}

TEST(Client, ManyClientsSideBySideEachEndTheirEngine) {
    {
        std::vector<std::unique_ptr<EngineClient>> clients;
        clients.reserve(6);
        for (int i = 0; i < 6; ++i)
            clients.push_back(std::make_unique<EngineClient>(real_engine_options()));
        std::vector<std::thread> askers;
        askers.reserve(clients.size());
        std::atomic<int> legal = 0;
        for (auto& client : clients) {
            askers.emplace_back([&legal, &client] {
                for (int i = 0; i < 5; ++i)
                    if (client->ask_move(start_request()).move) ++legal;
            });
        }
        for (auto& asker : askers)
            asker.join();
        EXPECT_EQ(legal, 30);
    }
    expect_no_children();
}

}  // namespace
}  // namespace reversi::client::testing
