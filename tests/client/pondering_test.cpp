// SPDX-License-Identifier: GPL-3.0-or-later
// EngineClient's pondering and preparation over the line protocol: the expected reply of a
// `bestmove`, a ponder search answered after ponderhit() or stop(), and the side's options with
// `isready` before any request, so that no clock pays for them.
#include <algorithm>
#include <future>
#include <memory>

#include "client/client_fixture.hpp"
#include "core/game_line.hpp"
#include "core/notation.hpp"

namespace reversi::client::testing {
namespace {

MoveRequest hard_request(std::vector<Move> moves) {
    MoveRequest request = start_request();
    request.level = Level::Hard;
    request.moves = std::move(moves);
    return request;
}

std::vector<Move> moves_of(std::initializer_list<const char*> names) {
    std::vector<Move> moves;
    for (const char* name : names)
        moves.push_back(*parse_move(name));
    return moves;
}

// Both sides with `left` of a clock that started at `left`, without increment.
RequestClock clock_of(std::chrono::milliseconds left) {
    RequestClock clock;
    clock.start = left;
    clock.black_left = left;
    clock.white_left = left;
    return clock;
}

// Asks `request` without waiting; the future holds the reply.
std::future<MoveReply> ask_later(EngineClient& client, MoveRequest request) {
    auto promise = std::make_shared<std::promise<MoveReply>>();
    std::future<MoveReply> reply = promise->get_future();
    client.request_move(std::move(request),
                        [promise](MoveReply r) { promise->set_value(std::move(r)); });
    return reply;
}

TEST(ClientPondering, AReplyCarriesTheExpectedReplyLegalAfterItsMove) {
    EngineClient client(real_engine_options());
    const MoveReply reply = client.ask_move(hard_request(moves_of({"f5"})));
    ASSERT_TRUE(reply.move && reply.ponder) << reply.detail;
    GameLine game;
    ASSERT_TRUE(game.play(*parse_move("f5")) && game.play(*reply.move));
    EXPECT_TRUE(game.current().is_legal(*reply.ponder));
}

TEST(ClientPondering, APonderSearchAnswersAfterPonderhit) {
    EngineClient client(real_engine_options());
    MoveRequest request = hard_request(moves_of({"f5", "d6", "c3"}));
    request.ponder = true;
    request.clock = clock_of(std::chrono::seconds(2));
    std::future<MoveReply> reply = ask_later(client, request);
    // It ponders: no answer before ponderhit.
    EXPECT_EQ(reply.wait_for(std::chrono::milliseconds(300)), std::future_status::timeout);
    client.ponderhit(std::nullopt);
    const MoveReply answer = reply.get();
    ASSERT_TRUE(answer.move) << answer.detail;
    GameLine game;
    for (Move m : request.moves)
        ASSERT_TRUE(game.play(m));
    EXPECT_TRUE(game.current().is_legal(*answer.move));
}

TEST(ClientPondering, AStoppedPonderSearchAnswersAndTheNextRequestIsAnsweredToo) {
    EngineClient client(real_engine_options());
    MoveRequest pondered = hard_request(moves_of({"f5", "d6", "c3"}));
    pondered.ponder = true;
    pondered.clock = clock_of(std::chrono::seconds(60));
    std::future<MoveReply> stopped = ask_later(client, pondered);
    client.stop();
    EXPECT_TRUE(stopped.get().move);
    const MoveReply real = client.ask_move(hard_request(moves_of({"f5", "d6", "c5"})));
    ASSERT_TRUE(real.move) << real.detail;
    GameLine game;
    for (Move m : moves_of({"f5", "d6", "c5"}))
        ASSERT_TRUE(game.play(m));
    EXPECT_TRUE(game.current().is_legal(*real.move));
}

// A request that replaces a ponder search stops it first, so the engine is free to answer.
TEST(ClientPondering, ARequestReplacingAPonderSearchIsAnswered) {
    EngineClient client(real_engine_options());
    MoveRequest pondered = hard_request(moves_of({"f5", "d6", "c3"}));
    pondered.ponder = true;
    client.request_move(pondered, [](MoveReply) {});
    const MoveReply real = client.ask_move(hard_request(moves_of({"f5", "d6", "c5"})));
    EXPECT_TRUE(real.move) << real.detail;
}

// The order of lines the engine reads: its options and `isready` right after the handshake,
// before the first request's `position` and `go`.
TEST(ClientPreparation, OptionsAndIsreadyGoBeforeTheFirstRequest) {
    LogLines log;
    ClientOptions options = fault_engine_options({"--echo-input"});
    options.log = log.sink();
    EngineClient client(options);
    ASSERT_FALSE(client.start().fault);
    const StartReply ready = client.prepare({{"Hash", "64"}});
    ASSERT_FALSE(ready.fault) << ready.detail;
    const MoveReply reply = client.ask_move(start_request());
    ASSERT_TRUE(reply.move) << reply.detail;
    const std::vector<std::string> lines = log.lines();
    const auto at = [&](std::string_view text) {
        return std::find_if(
                   lines.begin(), lines.end(),
                   [&](const std::string& line) { return line.find(text) != std::string::npos; }) -
               lines.begin();
    };
    const auto setoption = at("read setoption name Hash value 64");
    const auto isready = at("read isready");
    const auto position = at("read position");
    ASSERT_LT(position, static_cast<long>(lines.size()));
    EXPECT_LT(setoption, isready);
    EXPECT_LT(isready, position);
    // Sent once: the request does not send the options again.
    EXPECT_EQ(std::count_if(lines.begin(), lines.end(),
                            [](const std::string& line) {
                                return line.find("read setoption") != std::string::npos;
                            }),
              1);
}

}  // namespace
}  // namespace reversi::client::testing
