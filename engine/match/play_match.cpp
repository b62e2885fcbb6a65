// SPDX-License-Identifier: GPL-3.0-or-later
// The games file is checked before any engine starts, opened once both engines said who they
// are (a --resume file of another match is refused then), appended to as games end, and written
// again in game order when the match ends, however it ends.
#include "match/play_match.hpp"

#include <filesystem>
#include <ostream>

#include "client/command_line.hpp"
#include "files/file_lock.hpp"
#include "files/whole_file.hpp"
#include "match/games_file.hpp"
#include "match/ggf_games.hpp"
#include "match/live_games_file.hpp"
#include "match/match_report.hpp"

namespace reversi::match {

namespace {

// The games file of this run as it plays: its path, the --resume file read, the open file.
struct GamesOutput {
    std::string path;                     // empty: no games file
    std::optional<files::FileLock> lock;  // held from before the file is read to the end
    std::optional<GamesFile> resumed;
    LiveGamesFile live;
    std::optional<MatchHeader> header;  // once the engines said who they are
};

// Why an output file must not be written: it exists, and neither --resume nor --overwrite
// says what to do with it. A rerun without --resume would otherwise wipe the games it holds.
std::optional<std::string> existing_file_problem(const std::string& option, const std::string& path,
                                                 const MatchOptions& options) {
    std::error_code ignored;
    if (path.empty() || options.overwrite || !options.resume.empty() ||
        !std::filesystem::exists(path, ignored))
        return std::nullopt;
    return option + " " + path + " exists: give --resume " + path +
           " to continue the match it holds, or --overwrite to replace it";
}

// Takes the games file's lock, so no other run writes it until this one ends.
std::optional<ExitStatus> lock_output(GamesOutput& output, std::ostream& err) {
    files::FileLock::Taken taken = files::FileLock::take(output.path);
    if (taken.lock) {
        output.lock.emplace(std::move(*taken.lock));
        return std::nullopt;
    }
    err << "reversi-match: " << taken.error << "\nNo game was played.\n";
    return ExitStatus::CannotWrite;
}

// Checks that an output file can be written and, unless told, that it holds nothing to lose.
std::optional<ExitStatus> check_output_file(const std::string& option, const std::string& path,
                                            const MatchOptions& options, std::ostream& err) {
    if (const auto problem = files::write_problem(path)) {
        err << "reversi-match: cannot write " << option << " " << *problem << "\n";
        return ExitStatus::CannotWrite;
    }
    if (const auto problem = existing_file_problem(option, path, options)) {
        err << "reversi-match: " << *problem << "\nNo game was played.\n";
        return ExitStatus::CannotWrite;
    }
    return std::nullopt;
}

// Reads --resume, or checks that --games-file can be written; the exit status when not.
std::optional<ExitStatus> prepare_output(const MatchOptions& options, int opening_count,
                                         GamesOutput& output, std::ostream& err) {
    output.path = options.resume.empty() ? options.games_file : options.resume;
    if (!options.ggf_file.empty()) {
        if (const auto status = check_output_file("--ggf-file", options.ggf_file, options, err))
            return status;
    }
    if (!options.resume.empty()) {
        if (const auto status = lock_output(output, err)) return status;
        auto resumed =
            read_resume_file(options.resume, planned_games(opening_count, options.shard));
        output.resumed = std::move(resumed.value);
        if (output.resumed) return std::nullopt;
        err << "reversi-match: --resume " << options.resume << ": " << resumed.error
            << "\nNo game was played; the file is left as it is.\n";
        return ExitStatus::BadGamesFile;
    }
    if (output.path.empty()) return std::nullopt;
    if (const auto status = check_output_file("--games-file", output.path, options, err))
        return status;
    return lock_output(output, err);
}

// Once the engines said who they are: a --resume file of another match is refused, and the
// games file is started (its header and the games played before).
std::optional<std::string> start_output(GamesOutput& output, MatchHeader header) {
    output.header = std::move(header);
    if (output.resumed) {
        const MatchHeader& before = output.resumed->header;
        auto difference = header_difference(before, *output.header);
        if (!difference && !(before.shard == output.header->shard)) difference = "shard";
        if (difference)
            return "--resume " + output.path + ": a games file of another match: its " +
                   *difference + " differ from this run's (" +
                   (before.arguments.empty()
                        ? "give the options it was played with"
                        : "its options are this run's, so an engine or the openings file "
                          "changed since it was played") +
                   ")";
    }
    // The file records the match as it was first started; a resumed run's own --concurrency
    // (or other run option) does not change it, so the finished file is one run's.
    if (output.resumed && !output.resumed->header.arguments.empty())
        output.header->arguments = output.resumed->header.arguments;
    if (output.path.empty()) return std::nullopt;
    const std::vector<GameRecord> before =
        output.resumed ? output.resumed->games : std::vector<GameRecord>{};
    if (auto problem = output.live.open(output.path, *output.header, before))
        return "cannot write --games-file " + *problem;
    return std::nullopt;
}

// Why the match ended before its last game, on `err`; the exit status it gives.
ExitStatus say_how_it_stopped(const MatchRun& run, const MatchOptions& options,
                              const std::string& path, bool resumable, std::ostream& err) {
    const std::string resume =
        !resumable ? std::string("run the tournament again (it cannot be resumed; ") +
                         (path.empty() ? "no games file was written)"
                                       : path + " keeps this pair's games finished)")
        : path.empty() ? std::string(
                             "run it again from the start (no --games-file was given, so there is "
                             "nothing to resume)")
                       : "run again with the same options and --resume " + path +
                             " to play the games still missing";
    if (run.engine_failure) {
        const EngineFailure& failure = *run.engine_failure;
        const SideOptions& side = failure.side == Side::A ? options.a : options.b;
        err << "reversi-match: the match stopped: engine " << side_letter(failure.side) << " ("
            << failure.engine << ": " << client::command_text(side.command) << ") ";
        if (options.recover)
            err << "could not start in " << kMostStartFailuresInARow
                << " games in a row (--recover forfeits a game, not an engine that cannot run), "
                   "the last game "
                << failure.game << ": " << failure.detail
                << "\nThat game is not counted. Mend the engine and " << resume << ".\n";
        else
            err << "gave no move in game " << failure.game << " within --attempts "
                << options.attempts << ": " << failure.detail
                << "\nThat game is not counted. Mend the engine and " << resume
                << "; or give --recover to score such games as forfeits and play on.\n";
        return ExitStatus::EngineFailed;
    }
    err << "reversi-match: stopped by a signal after " << run.games.size()
        << " games; the games in flight were dropped. To finish the match, " << resume << ".\n";
    return ExitStatus::Interrupted;
}

// The games to write again: read back from the games file, with the move notes the run did not
// keep (MatchHooks::keep_move_notes); the run's own when there is no file or it cannot be read
// back (said on `err`).
std::vector<GameRecord> games_to_write(GamesOutput& output, const MatchRun& run,
                                       std::ostream& err) {
    if (!output.live.is_open()) return run.games;
    auto noted = output.live.read_back(output.path);
    if (noted.value && noted.value->size() == run.games.size()) return std::move(*noted.value);
    err << "reversi-match: " << output.path << " could not be read back ("
        << (noted.error.empty() ? "a game is missing" : noted.error)
        << "); it is written again without the moves' times, scores and depths\n";
    return run.games;
}

ExitStatus finish_output(const MatchRun& run, const MatchOptions& options, GamesOutput& output,
                         const MatchOutput& streams) {
    const MatchHeader& header = *output.header;
    if (streams.print_table) {
        print_table(streams.out, header, run.games);
        print_run(streams.out, run);
        streams.out.flush();
    }
    const std::size_t counted = counted_games(header, run.games).games.size();
    if (counted < run.games.size())
        streams.err << "reversi-match: games finished after the SPRT decided: "
                    << run.games.size() - counted << " (in the games file, not in the table)\n";
    // The whole file again, in game order whatever the concurrency, with its end line.
    const std::vector<GameRecord> games = games_to_write(output, run, streams.err);
    if (!output.path.empty() && !write_games_file(output.path, header, games)) {
        streams.err << "reversi-match: cannot write " << output.path << "\n";
        return ExitStatus::CannotWrite;
    }
    if (!options.ggf_file.empty()) {
        if (const auto problem =
                files::write_whole_file(options.ggf_file, ggf_records(header, games))) {
            streams.err << "reversi-match: cannot write --ggf-file " << *problem << "\n";
            return ExitStatus::CannotWrite;
        }
    }
    if (run.engine_failure || run.interrupted)
        return say_how_it_stopped(run, options, output.path, streams.resumable, streams.err);
    return tally(run.games).desynchronised > 0 ? ExitStatus::Desynchronised : ExitStatus::Done;
}

}  // namespace

PlayedMatch play_match(const MatchOptions& options, const OpeningSet& openings,
                       const std::atomic<bool>* stop, const MatchOutput& streams) {
    PlayedMatch played;
    GamesOutput output;
    const int opening_count = static_cast<int>(openings.openings.size());
    if (const auto status = prepare_output(options, opening_count, output, streams.err)) {
        played.status = *status;
        return played;
    }
    MatchHooks hooks;
    if (output.resumed) hooks.played_before = output.resumed->games;
    hooks.check_sides = [&](const client::EngineIdentity& a, const client::EngineIdentity& b) {
        return start_output(output, match_header(options, openings, a, b));
    };
    hooks.game_finished = [&output, &streams](const GameRecord& game) {
        if (output.live.is_open() && !output.live.append(game))
            streams.err << "reversi-match: cannot append to " << output.path << "\n";
    };
    hooks.keep_move_notes = output.path.empty();  // otherwise the games file keeps them
    hooks.stop_requested = stop;
    played.run = run_match(
        options, openings.openings,
        [&streams](std::string_view line) { streams.err << line << '\n'; }, hooks);
    played.header = output.header;
    if (played.run.start_failure) {
        streams.err << "reversi-match: " << played.run.start_failure->detail
                    << "\nNo game was played.\n";
        played.status = ExitStatus::HandshakeFailed;
    } else if (played.run.refused) {
        streams.err << "reversi-match: " << *played.run.refused << "\nNo game was played"
                    << (output.resumed ? "; the file is left as it is.\n" : ".\n");
        played.status = output.resumed ? ExitStatus::BadGamesFile : ExitStatus::CannotWrite;
    } else {
        played.status = finish_output(played.run, options, output, streams);
    }
    return played;
}

}  // namespace reversi::match
