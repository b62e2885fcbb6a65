// SPDX-License-Identifier: GPL-3.0-or-later
// EngineClient against reversi-fault-engine: every kind of misbehaviour is reported as the
// right fault, recovered from by restart-and-resend when it passes, and leaves no child.
#include <sys/stat.h>

#include "client/client_fixture.hpp"
#include "core/game_line.hpp"

namespace reversi::client::testing {
namespace {

using std::chrono::milliseconds;

struct FaultCase {
    const char* flag;
    EngineFault expected;
    bool needs_a_deadline;  // only a timeout can end it, so the test shortens the timeout
};

void PrintTo(const FaultCase& c, std::ostream* out) { *out << c.flag; }

ClientOptions options_for(const FaultCase& c, std::vector<std::string> arguments) {
    ClientOptions options = fault_engine_options(std::move(arguments));
    options.max_attempts = 2;
    // Generous where the fault needs no deadline, so a slow machine cannot change the verdict.
    const milliseconds deadline = c.needs_a_deadline ? milliseconds(300) : milliseconds(20'000);
    options.timeouts.handshake = deadline;
    options.timeouts.move = deadline;
    return options;
}

class EveryFault : public ::testing::TestWithParam<FaultCase> {};

TEST_P(EveryFault, IsReportedAsItsKindAfterEveryAttempt) {
    const FaultCase& c = GetParam();
    TempPath state;
    LogLines log;
    {
        ClientOptions options =
            options_for(c, {"--fault", c.flag, "--times", "1000", "--state", state.path()});
        options.log = log.sink();
        EngineClient client(options);
        const MoveReply reply = client.ask_move(start_request(3));
        EXPECT_EQ(reply.tag, 3u);
        EXPECT_FALSE(reply.move.has_value());
        ASSERT_TRUE(reply.fault.has_value()) << reply.detail;
        EXPECT_EQ(fault_name(*reply.fault), fault_name(c.expected)) << reply.detail;
        EXPECT_FALSE(reply.detail.empty());
        EXPECT_EQ(state.count(), 2) << "one engine start per attempt";
        EXPECT_TRUE(log.contains("restarting the engine"));
        // The failed engines are reaped already, not only when the client ends.
        expect_no_children();
    }
    expect_no_children();
}

TEST_P(EveryFault, IsRecoveredFromWhenItHappensOnce) {
    const FaultCase& c = GetParam();
    TempPath state;
    {
        EngineClient client(
            options_for(c, {"--fault", c.flag, "--times", "1", "--state", state.path()}));
        const MoveReply reply = client.ask_move(start_request());
        ASSERT_TRUE(reply.move.has_value()) << reply.detail;
        EXPECT_TRUE(Position::start().is_legal(*reply.move));
        EXPECT_EQ(state.count(), 2);
    }
    expect_no_children();
}

TEST_P(EveryFault, LeavesNoChildWhenTheClientEndsMidRequest) {
    const FaultCase& c = GetParam();
    {
        EngineClient client(options_for(c, {"--fault", c.flag}));
        client.request_move(start_request(), [](const MoveReply&) {});
    }
    expect_no_children();
}

INSTANTIATE_TEST_SUITE_P(
    FaultEngine, EveryFault,
    ::testing::Values(FaultCase{"crash-at-start", EngineFault::FailedToStart, false},
                      FaultCase{"no-handshake", EngineFault::FailedToStart, true},
                      FaultCase{"garbage-handshake", EngineFault::Unintelligible, false},
                      FaultCase{"crash-on-go", EngineFault::Crashed, false},
                      FaultCase{"hang-on-go", EngineFault::TimedOut, true},
                      FaultCase{"stop-reading", EngineFault::TimedOut, true},
                      FaultCase{"garbage", EngineFault::Unintelligible, false},
                      FaultCase{"partial-hang", EngineFault::TimedOut, true},
                      FaultCase{"partial-exit", EngineFault::Crashed, false},
                      FaultCase{"long-line", EngineFault::Unintelligible, false},
                      FaultCase{"illegal-move", EngineFault::IllegalMove, false},
                      FaultCase{"pass-with-square", EngineFault::IllegalMove, false},
                      FaultCase{"none-reply", EngineFault::IllegalMove, false},
                      FaultCase{"error-reply", EngineFault::Unintelligible, false}),
    [](const ::testing::TestParamInfo<FaultCase>& param) {
        std::string name = param.param.flag;
        std::erase(name, '-');
        return name;
    });

TEST(FaultEngine, ALongLineIsRefusedForItsLengthNotReadWhole) {
    EngineClient client(fault_engine_options({"--fault", "long-line"}));
    const MoveReply reply = client.ask_move(start_request());
    EXPECT_EQ(reply.fault, EngineFault::Unintelligible);
    EXPECT_NE(reply.detail.find("longer than"), std::string::npos) << reply.detail;
}

TEST(FaultEngine, APartialLineBeforeACrashIsQuotedInTheReport) {
    EngineClient client(fault_engine_options({"--fault", "partial-exit"}));
    const MoveReply reply = client.ask_move(start_request());
    EXPECT_EQ(reply.fault, EngineFault::Crashed);
    EXPECT_NE(reply.detail.find("bestmo"), std::string::npos) << reply.detail;
}

TEST(FaultEngine, ACrashReportsHowTheEngineEnded) {
    EngineClient client(fault_engine_options({"--fault", "crash-on-go"}));
    const MoveReply reply = client.ask_move(start_request());
    EXPECT_EQ(reply.fault, EngineFault::Crashed);
    EXPECT_NE(reply.detail.find("signal 6"), std::string::npos) << reply.detail;
}

TEST(FaultEngine, AFloodOfStderrNeverBlocksTheEngine) {
    LogLines log;
    {
        // 16 MiB on every `go`: far more than a pipe holds, so only a drained stderr lets the
        // engine reach its answer.
        ClientOptions options =
            fault_engine_options({"--fault", "stderr-flood", "--flood-bytes", "16777216"});
        options.log = log.sink();
        EngineClient client(options);
        for (int i = 0; i < 3; ++i) {
            const MoveReply reply = client.ask_move(start_request());
            ASSERT_TRUE(reply.move.has_value()) << reply.detail;
        }
    }
    // What reaches the log is bounded, however much the engine writes.
    EXPECT_LT(log.lines().size(), 200u);
    EXPECT_TRUE(log.contains("more output dropped"));
    expect_no_children();
}

TEST(FaultEngine, RestartsAsOftenAsAllowedAndNoMore) {
    TempPath state;
    ClientOptions options = fault_engine_options(
        {"--fault", "crash-on-go", "--times", "1000", "--state", state.path()});
    options.max_attempts = 4;
    EngineClient client(options);
    EXPECT_EQ(client.ask_move(start_request()).fault, EngineFault::Crashed);
    EXPECT_EQ(state.count(), 4);
}

TEST(FaultEngine, ARequestPastItsDeadlineTimesOutAndIsNotAskedAgain) {
    // A clock game: the deadline (the mover's time left) replaces the 20 s move timeout, and a
    // side out of time has lost, so no attempt follows however many are allowed.
    TempPath state;
    LogLines log;
    ClientOptions options =
        fault_engine_options({"--fault", "hang-on-go", "--times", "1000", "--state", state.path()});
    options.max_attempts = 3;
    options.timeouts.move = milliseconds(20'000);
    options.log = log.sink();
    EngineClient client(options);
    MoveRequest request = start_request();
    const auto asked = std::chrono::steady_clock::now();
    request.deadline = asked + milliseconds(300);
    const MoveReply reply = client.ask_move(request);
    EXPECT_EQ(reply.fault, EngineFault::TimedOut) << reply.detail;
    EXPECT_NE(reply.detail.find("deadline"), std::string::npos) << reply.detail;
    EXPECT_GE(std::chrono::steady_clock::now() - asked, milliseconds(300)) << "not before it";
    EXPECT_EQ(state.count(), 1) << "one engine, never restarted for this request";
    EXPECT_FALSE(log.contains("restarting the engine"));
    // The next request gets a fresh engine, as after any hang.
    MoveRequest next = start_request(2);
    next.deadline = std::chrono::steady_clock::now() + milliseconds(100);
    EXPECT_EQ(client.ask_move(next).fault, EngineFault::TimedOut);
    EXPECT_EQ(state.count(), 2);
}

TEST(FaultEngine, ARestartedEngineIsToldTheClockAsItIsNow) {
    // A crash on the first `go`; the second engine's `go` must carry the mover's time left at
    // its attempt (below the 60 s of the request), found in the fault engine's log of commands.
    TempPath state;
    LogLines log;
    ClientOptions options = fault_engine_options(
        {"--fault", "crash-on-go", "--times", "1", "--state", state.path(), "--echo-go"});
    options.max_attempts = 2;
    options.log = log.sink();
    EngineClient client(options);
    MoveRequest request = start_request();
    request.clock = RequestClock{
        milliseconds(60'000), milliseconds(0), milliseconds(60'000), milliseconds(60'000), {}, {}};
    request.deadline = std::chrono::steady_clock::now() + milliseconds(60'000);
    const MoveReply reply = client.ask_move(request);
    ASSERT_TRUE(reply.move.has_value()) << reply.detail;
    EXPECT_TRUE(log.contains("go wtime 60000 btime 60000 winc 0 binc 0")) << "the first attempt";
    bool told_less = false;
    for (const std::string& line : log.lines()) {
        const auto at = line.find("go wtime 60000 btime ");
        if (at != std::string::npos && line.find("btime 60000") == std::string::npos)
            told_less = true;
    }
    EXPECT_TRUE(told_less) << "the second attempt tells Black (to move) less than 60000 ms";
}

TEST(FaultEngine, ResendsTheWholePositionToTheRestartedEngine) {
    // The engine crashes from move 4 on in its first run only; the restarted engine must be
    // told the whole line again, or its reply would not be legal where the game stands.
    TempPath state;
    ClientOptions options = fault_engine_options(
        {"--fault", "crash-on-go", "--from-move", "4", "--times", "1", "--state", state.path()});
    options.max_attempts = 2;
    EngineClient client(options);
    GameLine game;
    while (!game.current().is_game_over()) {
        MoveRequest request = start_request();
        request.moves = game.moves();
        const MoveReply reply = client.ask_move(request);
        ASSERT_TRUE(reply.move.has_value()) << reply.detail;
        ASSERT_TRUE(game.play(*reply.move));
    }
    EXPECT_EQ(state.count(), 2);
}

TEST(FaultEngine, AnEngineThatCannotBeFoundFailsToStart) {
    ClientOptions options = fault_engine_options({});
    options.command.program = "/nonexistent/reversi-engine";
    {
        EngineClient client(options);
        const MoveReply reply = client.ask_move(start_request());
        EXPECT_EQ(reply.fault, EngineFault::FailedToStart);
        EXPECT_NE(reply.detail.find("/nonexistent/reversi-engine"), std::string::npos);
    }
    expect_no_children();
}

TEST(FaultEngine, AFileThatIsNotAProgramFailsToStart) {
    TempPath not_a_program;  // an empty file, not executable
    not_a_program.create();
    ClientOptions options = fault_engine_options({});
    options.command.program = not_a_program.path();
    {
        EngineClient client(options);
        EXPECT_EQ(client.ask_move(start_request()).fault, EngineFault::FailedToStart);
    }
    expect_no_children();
}

TEST(FaultEngine, AnExecutableThatExecRefusesFailsToStartAndIsReaped) {
    // Executable but empty: access() allows it, execve() refuses it (ENOEXEC) in the child,
    // which Boost 1.74 would leave unreaped.
    TempPath empty_program;
    empty_program.create();
    ASSERT_EQ(::chmod(empty_program.path().c_str(), 0700), 0);
    ClientOptions options = fault_engine_options({});
    options.command.program = empty_program.path();
    EngineClient client(options);
    const MoveReply reply = client.ask_move(start_request());
    EXPECT_EQ(reply.fault, EngineFault::FailedToStart) << reply.detail;
    expect_no_children();
}

}  // namespace
}  // namespace reversi::client::testing
