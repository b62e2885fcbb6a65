// SPDX-License-Identifier: GPL-3.0-or-later
// EngineClient driving reversi-engine in its GTP and NBoard modes, and the handshake check
// tools make before relying on an engine: the same replies as the line protocol gives, a
// superseded request that never answers, an identity from the handshake, a refused request.
#include <future>

#include "client/client_fixture.hpp"
#include "core/game_line.hpp"
#include "core/notation.hpp"

namespace reversi::client::testing {
namespace {

ClientOptions engine_in(EngineProtocol protocol, std::vector<std::string> arguments) {
    ClientOptions options = real_engine_options();
    options.command.arguments = std::move(arguments);
    options.protocol = protocol;
    options.max_attempts = 1;
    return options;
}

// Plays a whole game between two clients (Black first), each sent its level if it has one and
// seed 5; returns the moves.
std::vector<Move> whole_game(EngineClient& black, std::optional<Level> black_level,
                             EngineClient& white, std::optional<Level> white_level) {
    GameLine game;
    std::uint64_t tag = 0;
    while (!game.current().is_game_over()) {
        if (game.current().must_pass()) {
            game.play(Move::pass());
            continue;
        }
        const bool black_to_move = game.current().side_to_move() == Color::Black;
        MoveRequest request;
        request.tag = ++tag;
        request.moves = game.moves();
        request.seed = 5;
        request.level = black_to_move ? black_level : white_level;
        const MoveReply reply = (black_to_move ? black : white).ask_move(request);
        EXPECT_TRUE(reply.move.has_value()) << reply.detail;
        if (!reply.move || !game.play(*reply.move)) break;
    }
    return game.moves();
}

TEST(OtherProtocols, GtpAndNboardPlayTheSameGameAsTheLineProtocol) {
    std::vector<Move> by_line;
    {
        EngineClient hard(real_engine_options());
        EngineClient easy(real_engine_options());
        by_line = whole_game(hard, Level::Hard, easy, Level::Easy);
    }
    // NBoard has no level and no seed: Hard (which takes no seed) comes from the command line.
    EngineClient hard(engine_in(EngineProtocol::Nboard, {"--nboard", "--level", "hard"}));
    EngineClient easy(engine_in(EngineProtocol::Gtp, {"--gtp"}));
    EXPECT_EQ(by_line, whole_game(hard, std::nullopt, easy, Level::Easy));
    EXPECT_NE(std::find(by_line.begin(), by_line.end(), Move::pass()), by_line.end())
        << "this game has a pass, which GTP leaves implied and NBoard sends as PA";
}

TEST(OtherProtocols, StartReportsWhoTheEngineSaysItIs) {
    EngineClient line(real_engine_options());
    const StartReply by_line = line.start();
    ASSERT_FALSE(by_line.fault.has_value()) << by_line.detail;
    EXPECT_EQ(by_line.identity.name, "reversi-engine");
    EXPECT_FALSE(by_line.identity.version.empty());

    EngineClient gtp(engine_in(EngineProtocol::Gtp, {"--gtp"}));
    const StartReply by_gtp = gtp.start();
    ASSERT_FALSE(by_gtp.fault.has_value()) << by_gtp.detail;
    EXPECT_EQ(by_gtp.identity.name, "reversi-engine");
    EXPECT_EQ(by_gtp.identity.version, by_line.identity.version);
    EXPECT_TRUE(by_gtp.identity.takes_level) << "it lists reversi-level";
    EXPECT_TRUE(by_gtp.identity.takes_seed) << "it lists reversi-seed";

    EngineClient nboard(engine_in(EngineProtocol::Nboard, {"--nboard", "--level", "easy"}));
    const StartReply by_nboard = nboard.start();
    ASSERT_FALSE(by_nboard.fault.has_value()) << by_nboard.detail;
    EXPECT_EQ(by_nboard.identity.name, "reversi-engine-easy");
    EXPECT_FALSE(by_nboard.identity.takes_level);
    // Started once, an engine is not started again.
    const auto pid = nboard.engine_pid();
    EXPECT_FALSE(nboard.start().fault.has_value());
    EXPECT_EQ(nboard.engine_pid(), pid);
}

TEST(OtherProtocols, StartReportsAnEngineThatSpeaksAnotherProtocol) {
    // The line protocol's `reversi` to a GTP engine, GTP's commands to a line engine, NBoard's to
    // a GTP engine: each fails at once, quoting the engine.
    const std::vector<std::tuple<EngineProtocol, std::vector<std::string>, std::string>> cases{
        {EngineProtocol::Line, {"--gtp"}, "unexpected reply before reversiok: '? unknown command'"},
        {EngineProtocol::Gtp, {}, "not a GTP response to 'protocol_version': 'error "},
        {EngineProtocol::Nboard, {"--gtp"}, "not an NBoard reply: '? unknown command'"}};
    for (const auto& [protocol, arguments, said] : cases) {
        EngineClient client(engine_in(protocol, arguments));
        const StartReply reply = client.start();
        ASSERT_TRUE(reply.fault.has_value()) << said;
        EXPECT_EQ(*reply.fault, EngineFault::Unintelligible);
        EXPECT_NE(reply.detail.find(said), std::string::npos) << reply.detail;
    }
    EngineClient missing(fault_engine_options({"--fault", "crash-at-start"}));
    const StartReply crashed = missing.start();
    ASSERT_TRUE(crashed.fault.has_value());
    EXPECT_EQ(*crashed.fault, EngineFault::FailedToStart);
    EXPECT_NE(crashed.detail.find("exited with status 70"), std::string::npos) << crashed.detail;
    expect_no_children();
}

TEST(OtherProtocols, StartRetriesAsOftenAsAllowed) {
    TempPath state;
    ClientOptions options = fault_engine_options(
        {"--fault", "crash-at-start", "--times", "2", "--state", state.path()});
    options.max_attempts = 3;
    EngineClient client(options);
    const StartReply reply = client.start();
    EXPECT_FALSE(reply.fault.has_value()) << reply.detail;
    EXPECT_EQ(state.count(), 3) << "two failed starts, then one that worked";
}

TEST(OtherProtocols, ASupersededRequestNeverAnswersInAnyProtocol) {
    for (EngineProtocol protocol : {EngineProtocol::Gtp, EngineProtocol::Nboard}) {
        EngineClient client(
            engine_in(protocol, {protocol == EngineProtocol::Gtp ? "--gtp" : "--nboard"}));
        std::promise<MoveReply> first;
        std::promise<MoveReply> second;
        MoveRequest early;
        early.tag = 1;
        early.level.reset();
        early.moves = {Move::at(*parse_square("f5"))};
        MoveRequest late = early;
        late.tag = 2;
        late.moves.push_back(Move::at(*parse_square("d6")));
        client.request_move(early, [&](MoveReply r) { first.set_value(std::move(r)); });
        client.request_move(late, [&](MoveReply r) { second.set_value(std::move(r)); });
        const MoveReply reply = second.get_future().get();
        ASSERT_TRUE(reply.move.has_value()) << reply.detail;
        EXPECT_EQ(reply.tag, 2u);
        GameLine line;
        for (Move m : late.moves)
            line.play(m);
        EXPECT_TRUE(line.current().is_legal(*reply.move));
        EXPECT_EQ(first.get_future().wait_for(std::chrono::milliseconds(0)),
                  std::future_status::timeout);
        // The engine is still in step: the next request is answered for its own position.
        MoveRequest next = late;
        next.tag = 3;
        next.moves.push_back(*reply.move);
        const MoveReply after = client.ask_move(next);
        ASSERT_TRUE(after.move.has_value()) << after.detail;
        line.play(*reply.move);
        EXPECT_TRUE(line.current().is_legal(*after.move));
    }
}

TEST(OtherProtocols, ARequestTheProtocolCannotCarryIsRefusedWithoutHarm) {
    EngineClient client(engine_in(EngineProtocol::Nboard, {"--nboard"}));
    MoveRequest budget;
    budget.level.reset();
    budget.limits.nodes = 100;
    const MoveReply refused = client.ask_move(budget);
    EXPECT_EQ(refused.fault, EngineFault::BadRequest);
    EXPECT_NE(refused.detail.find("NBoard has no node budget"), std::string::npos)
        << refused.detail;
    MoveRequest plain;
    plain.level.reset();
    EXPECT_TRUE(client.ask_move(plain).move.has_value());
}

}  // namespace
}  // namespace reversi::client::testing
