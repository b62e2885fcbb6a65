// SPDX-License-Identifier: GPL-3.0-or-later
// The reversi-match program end to end: matches against the real engine in each protocol,
// faults that become forfeits, engines that never start, options that are refused, the SPRT,
// shards and merge, openings files, and no engine left behind.
#include "match/exit_status.hpp"
#include "match_tool_fixture.hpp"
#include "support/sanitized_build.hpp"

namespace reversi::testing_support {
namespace {

TEST_F(MatchTool, PlaysAShortMatchAndPrintsTheTable) {
    const auto out = run({"--a-level", "hard", "--b-level", "easy", "--openings", "4",
                          "--games-file", games_path_, "--concurrency", "2"});
    ASSERT_EQ(out.exit_code, 0) << out.err;
    EXPECT_TRUE(contains(out.out, "reversi-match: 8 games; openings: 4, random, 6 plies, seed 1"))
        << out.out;
    EXPECT_TRUE(contains(out.out, "A: reversi-engine ")) << out.out;
    EXPECT_TRUE(contains(out.out, "; sent: level hard, a seed per game\n")) << out.out;
    EXPECT_TRUE(contains(out.out, "engine  games   wins  draws  losses   score  forfeits"));
    EXPECT_TRUE(contains(out.out, "pairs by A's points (0, 0.5, 1, 1.5, 2 of 2): "));
    EXPECT_TRUE(contains(out.out, "Elo difference A - B:"));
    EXPECT_TRUE(contains(out.out, "memory engine A1"));
    EXPECT_TRUE(contains(out.out, "tool CPU time: "));
    EXPECT_FALSE(contains(out.out, "DESYNCHRONISED"));

    const std::string text = read(games_path_);
    EXPECT_EQ(text.substr(0, text.find('\n')), "reversi-match games version 6");
    const auto recorded = games();
    ASSERT_EQ(recorded.size(), 8u);
    for (std::size_t i = 0; i < recorded.size(); ++i) {
        const GameLineRecord& game = recorded[i];
        EXPECT_EQ(game.number, static_cast<int>(i) + 1);
        EXPECT_EQ(game.opening, static_cast<int>(i) / 2 + 1);
        EXPECT_EQ(game.black, i % 2 == 0 ? 'A' : 'B') << "colours swap within an opening";
        EXPECT_FALSE(game.forfeit_side.has_value());
        // Each side made moves, and the time its replies took is in the file.
        EXPECT_GT(game.seconds_a, 0.0);
        EXPECT_GT(game.seconds_b, 0.0);
        expect_replays(game);
    }
    // Both games of an opening start with the same plies.
    EXPECT_TRUE(std::equal(recorded[0].moves.begin(), recorded[0].moves.begin() + 6,
                           recorded[1].moves.begin()));
}

// Three engines (ours at each level): one match per pair, one table of the three, and each
// pair's result with its Elo difference; each pair's games in a file of its own.
TEST_F(MatchTool, ARoundRobinOfThreeLevelsPrintsOneTableAndThreePairs) {
    const auto out = run({"--engine", "level=easy", "--engine", "level=normal", "--engine",
                          "level=hard", "--openings", "1", "--games-file", games_path_});
    ASSERT_EQ(out.exit_code, 0) << out.err;
    EXPECT_TRUE(contains(out.out,
                         "reversi-match round-robin: 3 engines, 3 of 3 pairs played, "
                         "6 games; openings: 1, random, 6 plies, seed 1\n"))
        << out.out;
    for (const char* name : {"easy", "normal", "hard"})
        EXPECT_TRUE(contains(out.out, std::string("\n") + name + ": reversi-engine ")) << out.out;
    std::size_t tables = 0;
    for (std::size_t at = out.out.find("engine  games"); at != std::string::npos;
         at = out.out.find("engine  games", at + 1))
        ++tables;
    EXPECT_EQ(tables, 1u) << "one table, not one a pair\n" << out.out;
    for (const char* pair :
         {"easy - normal: 2 games", "easy - hard: 2 games", "normal - hard: 2 games"})
        EXPECT_TRUE(contains(out.out, pair)) << out.out;
    std::size_t elo_lines = 0;
    for (std::size_t at = out.out.find("; Elo difference "); at != std::string::npos;
         at = out.out.find("; Elo difference ", at + 1))
        ++elo_lines;
    EXPECT_EQ(elo_lines, 3u) << out.out;
    for (const char* file :
         {"games-easy-normal.txt", "games-easy-hard.txt", "games-normal-hard.txt"})
        EXPECT_EQ(games_in(path(file)).size(), 2u) << file;
}

TEST_F(MatchTool, GivesTheSameGamesWhateverTheConcurrency) {
    ASSERT_EQ(run({"--openings", "3", "--seed", "5", "--games-file", games_path_}).exit_code, 0);
    const auto one_at_a_time = games();
    ASSERT_EQ(run({"--openings", "3", "--seed", "5", "--concurrency", "3", "--games-file",
                   games_path_, "--overwrite"})
                  .exit_code,
              0);
    const auto three_at_once = games();
    ASSERT_EQ(one_at_a_time.size(), three_at_once.size());
    EXPECT_EQ(moves_of(one_at_a_time), moves_of(three_at_once));
}

TEST_F(MatchTool, WithRecoverScoresACrashAsAForfeitAndPlaysOn) {
    const std::string faulty = kFaultEngine + " --fault crash-on-go --from-move 15";
    const auto out =
        run({"--b-engine", faulty, "--openings", "3", "--recover", "--games-file", games_path_});
    ASSERT_EQ(out.exit_code, 0) << out.err;
    EXPECT_TRUE(contains(out.err, "B (white) forfeits after")) << out.err;
    EXPECT_TRUE(contains(out.err, "crashed"));
    EXPECT_TRUE(contains(out.out, "A           6      6      0       0  100.0%         0"))
        << out.out;
    EXPECT_TRUE(contains(out.out, "B           6      0      0       6    0.0%         6"))
        << out.out;
    EXPECT_TRUE(contains(out.out, "+infinity (includes 6 forfeits)\n")) << out.out;
    const auto recorded = games();
    ASSERT_EQ(recorded.size(), 6u);
    for (const GameLineRecord& game : recorded) {
        EXPECT_EQ(game.forfeit_side, 'B');
        EXPECT_EQ(game.forfeit_fault, "crashed");
        EXPECT_EQ(game.winner, "A");
        EXPECT_GE(game.moves.size(), 15u);
        expect_replays(game);
    }
}

TEST_F(MatchTool, WithRecoverScoresHangsAndIllegalMovesAsForfeitsOnBothSides) {
    const std::string hangs = kFaultEngine + " --fault hang-on-go --from-move 30";
    const std::string cheats = kFaultEngine + " --fault illegal-move --from-move 20";
    const auto out =
        run({"--a-engine", hangs, "--b-engine", cheats, "--openings", "2", "--timeout-ms", "200",
             "--concurrency", "2", "--recover", "--games-file", games_path_});
    ASSERT_EQ(out.exit_code, 0) << out.err;
    EXPECT_TRUE(contains(out.err, "illegal-move")) << out.err;
    const auto recorded = games();
    ASSERT_EQ(recorded.size(), 4u);
    for (const GameLineRecord& game : recorded) {
        // B cheats from move 20, long before A would hang at 30.
        EXPECT_EQ(game.forfeit_side, 'B');
        expect_replays(game);
    }
}

TEST_F(MatchTool, RecoversFromAFaultWhenAttemptsAreAllowed) {
    const std::string state = path("state");
    const std::string flaky = kFaultEngine + " --fault crash-on-go --times 2 --state " + state;
    const auto out = run(
        {"--a-engine", flaky, "--openings", "2", "--attempts", "3", "--games-file", games_path_});
    ASSERT_EQ(out.exit_code, 0) << out.err;
    EXPECT_TRUE(contains(out.err, "restarting the engine")) << out.err;
    for (const GameLineRecord& game : games())
        EXPECT_FALSE(game.forfeit_side.has_value());
}

TEST_F(MatchTool, AnEngineThatCannotStartStopsTheMatchBeforeTheFirstGame) {
    const int handshake_failed = match::exit_code(match::ExitStatus::HandshakeFailed);
    const std::vector<std::pair<std::string, std::string>> engines{
        {"/nonexistent/engine", "No such file or directory"},
        {"false", "exited with status 1"},
        {kFaultEngine + " --fault crash-at-start", "exited with status 70"},
        {kFaultEngine + " --fault garbage-handshake", "'hello there'"},
    };
    for (const auto& [engine, said] : engines) {
        const auto out =
            run({"--b-engine", engine, "--openings", "2", "--games-file", games_path_});
        EXPECT_EQ(out.exit_code, handshake_failed) << engine << "\n" << out.err;
        // The message names the side, its command line and what happened.
        EXPECT_TRUE(contains(out.err, "reversi-match: engine B (" + engine +
                                          "): it did not "
                                          "complete its line "
                                          "handshake"))
            << out.err;
        EXPECT_TRUE(contains(out.err, said)) << out.err;
        EXPECT_TRUE(contains(out.err, "No game was played.")) << out.err;
        EXPECT_TRUE(out.out.empty()) << "no table for a match that was not played:\n" << out.out;
        EXPECT_FALSE(std::ifstream(games_path_).good()) << "no games file";
    }
}

TEST_F(MatchTool, SaysAGtpEngineWasSpokenToInTheLineProtocol) {
    // reversi-engine --gtp answers the line protocol's `reversi` as gtp-rhino does.
    const auto out = run({"--a-engine", kEngine + " --gtp", "--openings", "1"});
    EXPECT_EQ(out.exit_code, match::exit_code(match::ExitStatus::HandshakeFailed));
    EXPECT_TRUE(contains(out.err, "'? unknown command'")) << out.err;
    EXPECT_TRUE(contains(out.err, "; it answers in GTP: ")) << out.err;
    EXPECT_TRUE(contains(out.err, "or give --a-protocol gtp")) << out.err;
}

TEST_F(MatchTool, NeverOverridesTheLevelOnTheEnginesOwnCommandLine) {
    const std::string own = path("own.txt");
    const auto out = run({"--a-engine", kEngine + " --level easy", "--b-level", "normal",
                          "--openings", "3", "--games-file", own});
    ASSERT_EQ(out.exit_code, 0) << out.err;
    EXPECT_TRUE(contains(out.out,
                         " --level easy; sent: a seed per game; level and budget: the "
                         "engine's own\n"))
        << out.out;
    // A played as Easy: the games are those of an Easy sent `level easy`, not a Normal's.
    ASSERT_EQ(run({"--a-level", "easy", "--b-level", "normal", "--openings", "3", "--games-file",
                   games_path_})
                  .exit_code,
              0);
    EXPECT_EQ(moves_of(games_in(own)), moves_of(games()));
    ASSERT_EQ(run({"--a-level", "normal", "--b-level", "normal", "--openings", "3", "--games-file",
                   games_path_, "--overwrite"})
                  .exit_code,
              0);
    EXPECT_NE(moves_of(games_in(own)), moves_of(games()));
}

TEST_F(MatchTool, PlaysTheSameGamesThroughGtpAndNboard) {
    ASSERT_EQ(run({"--a-level", "hard", "--b-level", "easy", "--openings", "6", "--games-file",
                   games_path_})
                  .exit_code,
              0);
    const auto by_line = games();
    // Hard takes no seed, so NBoard (which has none) plays it exactly; GTP is sent Easy's level
    // and each game's seed with reversi-level and reversi-seed.
    const std::string mixed = path("mixed.txt");
    const auto out =
        run({"--a-protocol", "nboard", "--a-engine", kEngine + " --nboard --level hard",
             "--b-protocol", "gtp", "--b-level", "easy", "--openings", "6", "--games-file", mixed});
    ASSERT_EQ(out.exit_code, 0) << out.err;
    EXPECT_TRUE(contains(out.out, "A: reversi-engine-hard, NBoard: ")) << out.out;
    EXPECT_TRUE(contains(out.out, "B: reversi-engine ")) << out.out;
    EXPECT_TRUE(contains(out.out, ", GTP: ")) << out.out;
    const auto by_others = games_in(mixed);
    EXPECT_EQ(moves_of(by_line), moves_of(by_others));
    int passes = 0;
    for (const GameLineRecord& game : by_others) {
        EXPECT_FALSE(game.forfeit_side.has_value());
        passes += static_cast<int>(std::count(game.moves.begin(), game.moves.end(), "pass"));
        expect_replays(game);
    }
    EXPECT_GT(passes, 0) << "the games should include passes, which GTP leaves implied";
}

TEST_F(MatchTool, ChecksTheGamesFileBeforeTheFirstGame) {
    const int cannot_write = match::exit_code(match::ExitStatus::CannotWrite);
    // The engine would fail its handshake: the games file is refused before any engine starts.
    const std::string folder = prefix_.substr(0, prefix_.rfind('/'));
    for (const std::string& target : {std::string("/nonexistent-folder/games.txt"), folder}) {
        const auto out = run({"--b-engine", "/nonexistent/engine", "--games-file", target});
        EXPECT_EQ(out.exit_code, cannot_write) << out.err;
        EXPECT_TRUE(contains(out.err, "cannot write --games-file " + target)) << out.err;
        EXPECT_FALSE(contains(out.err, "B1:")) << "no engine was started:\n" << out.err;
    }
}

TEST_F(MatchTool, RefusesABadOrRepeatedOptionWithoutPlaying) {
    const std::vector<std::pair<std::vector<std::string>, std::string>> refused{
        {{"--a-level", "grandmaster"}, "--a-level grandmaster: expected easy, normal or hard"},
        {{"--openings", "2", "--openings", "3"}, "--openings is given twice"},
        {{"--a-protocol", "nboard", "--a-level", "easy"}, "--a-level: NBoard has no level"}};
    for (const auto& [args, reason] : refused) {
        std::vector<std::string> with_file = args;
        with_file.insert(with_file.end(), {"--games-file", games_path_});
        const auto out = run(with_file);
        EXPECT_EQ(out.exit_code, match::exit_code(match::ExitStatus::Usage)) << out.err;
        EXPECT_TRUE(contains(out.err, "reversi-match: " + reason)) << out.err;
        EXPECT_TRUE(out.out.empty());
        EXPECT_FALSE(std::ifstream(games_path_).good()) << "no games file for a refused match";
    }
}

TEST_F(MatchTool, HelpListsEveryExitStatus) {
    const auto out = run({"--help"});
    EXPECT_EQ(out.exit_code, 0);
    EXPECT_TRUE(contains(out.out, "Usage: reversi-match"));
    for (const match::ExitStatusMeaning& entry : match::kExitStatuses)
        EXPECT_TRUE(contains(out.out, "  " + std::to_string(match::exit_code(entry.status)) + "  " +
                                          std::string(entry.meaning) + "\n"))
            << entry.meaning;
    for (const char* option : {"--a-protocol", "--sprt", "--alpha", "--beta", "--shard",
                               "--openings-file", "merge", "--tc", "make-openings", "--games-file",
                               "--a-level", "--a-nodes", "--a-depth", "--recover", "--resume"})
        EXPECT_TRUE(contains(out.out, option)) << option;
}

TEST_F(MatchTool, TheSprtStopsOnceABoundIsCrossed) {
    // Wide hypotheses (0 or 50 Elo) decide in a few dozen pairs, Normal against Easy quickly.
    const auto out = run({"--a-level", "normal", "--b-level", "easy", "--openings", "60", "--sprt",
                          "0", "50", "--concurrency", "2", "--games-file", games_path_});
    ASSERT_EQ(out.exit_code, 0) << out.err;
    const std::string table = table_of(out.out);
    EXPECT_TRUE(contains(table,
                         "SPRT elo0 0 elo1 50 alpha 0.05 beta 0.05: H1 accepted (A - B = "
                         "50 rather than 0) after "))
        << table;
    EXPECT_TRUE(contains(table, "bounds -2.944 and 2.944")) << table;
    const auto played = games();
    EXPECT_LT(played.size(), 120u) << "it stopped before the last opening";
    // merge reads the file as the run did.
    const auto merged = run({"merge", games_path_});
    EXPECT_EQ(merged.exit_code, 0) << merged.err;
    EXPECT_EQ(merged.out, table);

    const auto weaker =
        run({"--a-level", "easy", "--b-level", "normal", "--openings", "60", "--sprt", "0", "50",
             "--alpha", "0.01", "--beta", "0.1", "--progress"});
    ASSERT_EQ(weaker.exit_code, 0) << weaker.err;
    EXPECT_TRUE(contains(weaker.err, " played): black A ")) << weaker.err;
    EXPECT_TRUE(contains(weaker.err, "; LLR -")) << "progress lines carry the LLR";
    EXPECT_TRUE(contains(weaker.out, "SPRT elo0 0 elo1 50 alpha 0.01 beta 0.1: H0 accepted"))
        << weaker.out;
    EXPECT_TRUE(contains(weaker.out, "bounds -2.293 and 4.500")) << weaker.out;
}

TEST_F(MatchTool, ShardsMergeIntoTheTableOfOneRun) {
    const std::vector<std::string> options{"--a-level",  "normal", "--b-level", "easy",
                                           "--openings", "7",      "--seed",    "3"};
    auto with = [&](std::vector<std::string> extra) {
        std::vector<std::string> args = options;
        args.insert(args.end(), extra.begin(), extra.end());
        return args;
    };
    const auto single = run(with({}));
    ASSERT_EQ(single.exit_code, 0) << single.err;
    std::vector<std::string> shard_files;
    for (int k = 1; k <= 3; ++k) {
        shard_files.push_back(path("shard" + std::to_string(k) + ".txt"));
        const auto shard =
            run(with({"--shard", std::to_string(k) + "/3", "--games-file", shard_files.back()}));
        ASSERT_EQ(shard.exit_code, 0) << shard.err;
        EXPECT_TRUE(contains(shard.out, "; shard " + std::to_string(k) + "/3\n")) << shard.out;
    }
    const auto merged = run({"merge", shard_files[2], shard_files[0], shard_files[1]});
    ASSERT_EQ(merged.exit_code, 0) << merged.err;
    EXPECT_EQ(merged.out, table_of(single.out));

    // A missing shard is said, with its own exit status, under the table of what is there.
    const auto partial = run({"merge", shard_files[0], shard_files[2]});
    EXPECT_EQ(partial.exit_code, match::exit_code(match::ExitStatus::GamesMissing));
    EXPECT_TRUE(contains(partial.err, "2 of 7 openings lack games (openings 2, 5)")) << partial.err;
    // The same file twice, or a file of another match, is refused.
    const auto twice = run({"merge", shard_files[0], shard_files[0]});
    EXPECT_EQ(twice.exit_code, match::exit_code(match::ExitStatus::BadGamesFile));
    EXPECT_TRUE(contains(twice.err, "is in both")) << twice.err;
    const std::string other = path("other.txt");
    ASSERT_EQ(run({"--a-level", "hard", "--b-level", "easy", "--openings", "7", "--seed", "3",
                   "--shard", "2/3", "--games-file", other})
                  .exit_code,
              0);
    const auto mixed = run({"merge", shard_files[0], other});
    EXPECT_EQ(mixed.exit_code, match::exit_code(match::ExitStatus::BadGamesFile));
    EXPECT_TRUE(contains(mixed.err, "are not of one match: their side A")) << mixed.err;
    const auto nothing = run({"merge", path("absent.txt")});
    EXPECT_EQ(nothing.exit_code, match::exit_code(match::ExitStatus::BadGamesFile));
}

TEST_F(MatchTool, AnSprtSpreadOverShardsIsDecidedByMerge) {
    const std::vector<std::string> options{"--a-level", "normal", "--b-level", "easy", "--openings",
                                           "40",        "--sprt", "0",         "50"};
    auto with = [&](std::vector<std::string> extra) {
        std::vector<std::string> args = options;
        args.insert(args.end(), extra.begin(), extra.end());
        return args;
    };
    const auto single = run(with({"--concurrency", "2"}));
    ASSERT_EQ(single.exit_code, 0) << single.err;
    std::vector<std::string> merge_args{"merge"};
    for (int k = 1; k <= 2; ++k) {
        merge_args.push_back(path("sprt" + std::to_string(k) + ".txt"));
        const auto shard =
            run(with({"--shard", std::to_string(k) + "/2", "--games-file", merge_args.back()}));
        ASSERT_EQ(shard.exit_code, 0) << shard.err;
        EXPECT_TRUE(contains(shard.out, "decided by `reversi-match merge`")) << shard.out;
    }
    const auto merged = run(merge_args);
    ASSERT_EQ(merged.exit_code, 0) << merged.err;
    EXPECT_EQ(merged.out, table_of(single.out));
    EXPECT_TRUE(contains(merged.err, "not counted")) << merged.err;
}

TEST_F(MatchTool, PlaysOnTheClockWithoutLossesOnTime) {
    // Our engine on a 2 s + 0.05 s clock, each side also held to 20,000 positions a move
    // (whichever comes first), so the games are short and every move comes well in time.
    const auto out = run({"--a-nodes", "20000", "--b-nodes", "20000", "--b-level", "normal", "--tc",
                          "2+0.05", "--openings", "2", "--games-file", games_path_});
    ASSERT_EQ(out.exit_code, 0) << out.err;
    const std::string table = table_of(out.out);
    EXPECT_TRUE(contains(table,
                         "\ntime control: 2+0.05 (seconds per side per game + seconds "
                         "added after each move)\n"))
        << table;
    EXPECT_TRUE(contains(table, "forfeits  time losses\n")) << table;
    EXPECT_TRUE(contains(table, "; sent: nodes 20000, a seed per game, both clocks\n")) << table;
    EXPECT_TRUE(contains(table, "         0            0\nB ")) << table;
    EXPECT_TRUE(contains(table, "         0            0\n\n")) << table;
    EXPECT_FALSE(contains(out.err, "on time")) << out.err;
    EXPECT_TRUE(contains(read(games_path_), "\ntc 2+0.05\n"));
    const auto recorded = games();
    ASSERT_EQ(recorded.size(), 4u);
    for (const GameLineRecord& game : recorded) {
        EXPECT_FALSE(game.time_loss_side.has_value()) << "game " << game.number;
        EXPECT_FALSE(game.forfeit_side.has_value()) << "game " << game.number;
        EXPECT_GT(game.seconds_a, 0.0);
        EXPECT_GT(game.seconds_b, 0.0);
        // No side used more than its clock gave: 2 s and 0.05 s for each of its (< 33) moves.
        EXPECT_LT(game.seconds_a, 2.0 + 0.05 * 33);
        EXPECT_LT(game.seconds_b, 2.0 + 0.05 * 33);
        expect_replays(game);
    }
    // merge reads the clock back into the same table.
    const auto merged = run({"merge", games_path_});
    EXPECT_EQ(merged.exit_code, 0) << merged.err;
    EXPECT_EQ(merged.out, table);
}

TEST_F(MatchTool, ASideOutOfTimeLosesOnTimeAndTheMatchGoesOn) {
    // B takes 50 ms a move on a 0.3 s clock without increment: it runs out in every game (by
    // its sixth reply at the latest), its engine is ended and started again, and the next game
    // is played.
    const std::string slow = kFaultEngine + " --fault slow-on-go --delay-ms 50";
    const auto out = run({"--a-level", "easy", "--b-engine", slow, "--tc", "0.3", "--openings", "2",
                          "--games-file", games_path_, "--progress"});
    ASSERT_EQ(out.exit_code, 0) << out.err;
    const std::string table = table_of(out.out);
    EXPECT_TRUE(
        contains(table, "A           4      4      0       0  100.0%         0            0\n"))
        << table;
    EXPECT_TRUE(
        contains(table, "B           4      0      0       4    0.0%         0            4\n"))
        << table;
    EXPECT_TRUE(contains(out.err, "B (white) loses on time after ")) << out.err;
    EXPECT_TRUE(contains(out.err, "B (black) loses on time after ")) << out.err;
    EXPECT_TRUE(contains(out.err, "winner A on time")) << out.err;
    EXPECT_FALSE(contains(out.err, "forfeits")) << out.err;
    const auto recorded = games();
    ASSERT_EQ(recorded.size(), 4u);
    for (const GameLineRecord& game : recorded) {
        EXPECT_EQ(game.time_loss_side, 'B') << "game " << game.number;
        EXPECT_FALSE(game.forfeit_side.has_value());
        EXPECT_EQ(game.winner, "A");
        EXPECT_GT(game.seconds_b, 0.3) << "it lost because it used more than its clock";
        EXPECT_GE(game.moves.size(), 6u + 2u) << "the opening, then moves by both sides";
        expect_replays(game);
    }
}

TEST_F(MatchTool, MergesVersion2And3FilesButNotOtherClocks) {
    const std::vector<std::string> easy{"--a-level", "easy",       "--b-level",
                                        "easy",      "--openings", "4"};
    auto shard = [&](const std::string& k, std::vector<std::string> extra) {
        std::vector<std::string> args = easy;
        const std::string file = path("shard" + k + "-" + std::to_string(made_.size()) + ".txt");
        args.insert(args.end(), {"--shard", k + "/2", "--games-file", file});
        args.insert(args.end(), extra.begin(), extra.end());
        const auto out = run(args);
        EXPECT_EQ(out.exit_code, 0) << out.err;
        return made_.back();
    };
    const auto single = run(easy);
    ASSERT_EQ(single.exit_code, 0) << single.err;
    // Shard 1 as the previous release wrote it: version 2, no tc line.
    const std::string first = shard("1", {});
    std::string text = read(first);
    ASSERT_TRUE(contains(text, "reversi-match games version 6\n"));
    ASSERT_TRUE(contains(text, "\ntc none\n"));
    text.replace(text.find("version 6"), 9, "version 2");
    text.erase(text.find("args "), text.find('\n', text.find("args ")) + 1 - text.find("args "));
    text.erase(text.find("tc none\n"), 8);
    // Nor the notes of version 4.
    for (std::size_t at = text.find(" notes "); at != std::string::npos; at = text.find(" notes "))
        text.erase(at, text.find(' ', at + 7) - at);
    std::ofstream(first, std::ios::trunc) << text;
    const std::string second = shard("2", {});
    const auto merged = run({"merge", first, second});
    ASSERT_EQ(merged.exit_code, 0) << merged.err;
    EXPECT_EQ(merged.out, table_of(single.out));

    // A clock on one side of the merge, or two different clocks, is another match.
    const std::string clocked = shard("2", {"--tc", "5+0.1"});
    const auto mixed = run({"merge", first, clocked});
    EXPECT_EQ(mixed.exit_code, match::exit_code(match::ExitStatus::BadGamesFile));
    EXPECT_TRUE(contains(mixed.err, "are not of one match: their time control")) << mixed.err;
    const std::string other_clock = shard("1", {"--tc", "5+0.2"});
    const auto two_clocks = run({"merge", other_clock, clocked});
    EXPECT_EQ(two_clocks.exit_code, match::exit_code(match::ExitStatus::BadGamesFile));
    EXPECT_TRUE(contains(two_clocks.err, "their time control")) << two_clocks.err;
    const std::string same_clock = shard("1", {"--tc", "5+0.1"});
    const auto clocks = run({"merge", same_clock, clocked});
    EXPECT_EQ(clocks.exit_code, 0) << clocks.err;
    EXPECT_TRUE(contains(clocks.out, "time control: 5+0.1 ")) << clocks.out;
}

TEST_F(MatchTool, PlaysTheOpeningsOfAFile) {
    const std::string openings = path("openings.txt");
    std::ofstream(openings) << "# two openings\nf5 d6 c3 d3 c4\nf5f6e6f4  # a comment\n";
    const auto out = run({"--openings-file", openings, "--a-level", "normal", "--b-level", "easy",
                          "--games-file", games_path_});
    ASSERT_EQ(out.exit_code, 0) << out.err;
    const std::string name = openings.substr(openings.rfind('/') + 1);
    EXPECT_TRUE(contains(
        out.out, "reversi-match: 4 games; openings: 2, from " + name + " (all 2), fingerprint "))
        << out.out;
    const auto played = games();
    ASSERT_EQ(played.size(), 4u);
    const std::vector<std::string> first{"f5", "d6", "c3", "d3", "c4"};
    const std::vector<std::string> second{"f5", "f6", "e6", "f4"};
    for (int i = 0; i < 4; ++i) {
        const auto& expected = i < 2 ? first : second;
        EXPECT_TRUE(std::equal(expected.begin(), expected.end(), played[i].moves.begin()))
            << "game " << i + 1;
    }
    // Only its first opening; more than it has is refused; so is a bad line.
    ASSERT_EQ(run({"--openings-file", openings, "--openings", "1"}).exit_code, 0);
    const auto too_many = run({"--openings-file", openings, "--openings", "3"});
    EXPECT_EQ(too_many.exit_code, match::exit_code(match::ExitStatus::Usage));
    EXPECT_TRUE(contains(too_many.err, "has 2 openings")) << too_many.err;
    std::ofstream(openings) << "f5 d6\nf5 e6\n";
    const auto bad = run({"--openings-file", openings});
    EXPECT_EQ(bad.exit_code, match::exit_code(match::ExitStatus::Usage));
    EXPECT_TRUE(contains(bad.err, "line 2: e6 is not legal")) << bad.err;
}

TEST_F(MatchTool, MakesTheSameBalancedOpeningsWhateverTheConcurrency) {
    const std::string one = path("one.txt");
    const std::string two = path("two.txt");
    const std::vector<std::string> options{
        "make-openings", "--count", "6", "--plies", "6", "--nodes", "3000", "--max-score", "2"};
    auto with = [&](std::vector<std::string> extra) {
        std::vector<std::string> args = options;
        args.insert(args.end(), extra.begin(), extra.end());
        return args;
    };
    const auto first = run(with({"--output", one}));
    ASSERT_EQ(first.exit_code, 0) << first.err;
    EXPECT_TRUE(contains(first.out, "make-openings: 6 openings kept of ")) << first.out;
    ASSERT_EQ(run(with({"--output", two, "--concurrency", "2"})).exit_code, 0);
    const std::string text = read(one);
    std::string replaced = read(two);
    replaced.replace(replaced.find(two), two.size(), one);  // the header names its output
    EXPECT_EQ(text, replaced);
    EXPECT_TRUE(contains(text, "# Made by: reversi-match make-openings --count 6 --plies 6"))
        << text;
    // Each opening is six plies, and the tool plays the file.
    std::istringstream lines(text);
    int openings = 0;
    for (std::string line; std::getline(lines, line);) {
        if (line.empty() || line.front() == '#') continue;
        ++openings;
        std::istringstream words(line.substr(0, line.find('#')));
        int plies = 0;
        for (std::string word; words >> word;)
            ++plies;
        EXPECT_EQ(plies, 6) << line;
        const int score = std::stoi(line.substr(line.find("# score ") + 8));
        EXPECT_LE(std::abs(score), 2) << line;
    }
    EXPECT_EQ(openings, 6);
    EXPECT_EQ(run({"--openings-file", one, "--openings", "1"}).exit_code, 0);
    const auto no_output = run({"make-openings", "--count", "2"});
    EXPECT_EQ(no_output.exit_code, match::exit_code(match::ExitStatus::Usage));
}

TEST_F(MatchTool, TheShippedOpeningsAreWhatTheirHeaderCommandMakes) {
    const std::string shipped =
        std::string(REVERSI_SOURCE_DIR) + "/engine/match/openings/balanced-8.txt";
    const std::string text = read(shipped);
    const std::string command =
        "# Made by: reversi-match make-openings --count 2000 --plies 8 --seed 1 --nodes 200000 "
        "--max-score 1 --output engine/match/openings/balanced-8.txt\n";
    ASSERT_TRUE(contains(text, command)) << "the header names the command that made the file";
    // make-openings keeps openings in the order drawn, so its first six are the file's first six
    // (three in a sanitizer build, where each of Hard's searches takes ten times as long).
    const std::size_t compared = kSanitizedBuild ? 3 : 6;
    const std::string again = path("again.txt");
    const auto made =
        run({"make-openings", "--count", std::to_string(compared), "--plies", "8", "--seed", "1",
             "--nodes", "200000", "--max-score", "1", "--output", again});
    ASSERT_EQ(made.exit_code, 0) << made.err;
    auto openings_of = [](const std::string& file_text, std::size_t count) {
        std::vector<std::string> lines;
        std::istringstream in(file_text);
        for (std::string line; lines.size() < count && std::getline(in, line);)
            if (!line.empty() && line.front() != '#') lines.push_back(line);
        return lines;
    };
    EXPECT_EQ(openings_of(read(again), compared), openings_of(text, compared));
    // All 2,000 are read by the tool.
    const auto played = run({"--openings-file", shipped, "--openings", "1"});
    ASSERT_EQ(played.exit_code, 0) << played.err;
    EXPECT_TRUE(contains(played.out, "from balanced-8.txt (first 1 of 2000)")) << played.out;
}

}  // namespace
}  // namespace reversi::testing_support
