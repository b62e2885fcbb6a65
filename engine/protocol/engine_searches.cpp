// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's searches: each is handed to the engine's worker with what it reads copied, so
// the game may change while it runs; the callbacks format and send what it finds.
#include "protocol/engine.hpp"

#include <algorithm>

#include "protocol/time_allocation.hpp"

namespace reversi {

namespace {

// A position's value for Black in discs, as NBoard's analysis graph plots it, and the positions
// its search visited.
struct BlackValue {
    int value = 0;
    std::uint64_t nodes = 0;
};

// The search's score for the side to move (after its pass when it must pass), exact when the
// game is over.
BlackValue black_value(const Position& position, const SearchRequest& request,
                       const SearchControl& control) {
    const int sign = position.side_to_move() == Color::Black ? 1 : -1;
    if (position.is_game_over())
        return {sign * final_score(position.player(), position.opponent()) / kScorePerDisc, 0};
    const Position searched = position.must_pass() ? position.after(Move::pass()) : position;
    const int searched_sign = position.must_pass() ? -sign : sign;
    const SearchResult result = search_move(searched, request, {}, control);
    if (!result.deepest)
        return {position.disc_count(Color::Black) - position.disc_count(Color::White),
                result.nodes};
    return {searched_sign * result.deepest->score, result.nodes};
}

}  // namespace

SearchRequest Engine::analysis_request() const {
    SearchRequest request = this->request();
    if (request.level == Level::Easy) request.level = Level::Hard;
    return request;
}

SearchTables& Engine::tables_for(const Position& position, const SearchLimits& limits,
                                 const TimeLimits& time) {
    const bool to_the_end =
        !limits.nodes && (limits.wld || (limits.depth && *limits.depth >= position.empty_count()));
    return time.any() || to_the_end ? tables_.sized() : tables_.fixed();
}

SearchControl Engine::reporting_control(const StopFlag& stop, ProgressSink on_progress) {
    SearchControl control;
    control.stop = &stop;
    control.tables = &tables_.fixed();
    control.on_progress = std::move(on_progress);
    control.progress_interval = progress_interval_;
    control.threads = settings_.threads;
    return control;
}

void Engine::go(const MoveSearch& search, OnInfo on_info, OnBest on_best,
                ProgressSink on_progress) {
    SearchRequest request = search.analysis ? analysis_request() : this->request();
    request.multipv = settings_.multipv;
    // The clock rule (engine.hpp): time limits replace the level's own budget.
    request.limits = with_time(search.limits, search.time);
    // A ponder search's time limits start at ponderhit(): until then only `stop` ends it.
    SearchControl control;
    pondering_.reset();
    if (search.ponder) {
        pondering_ = std::make_shared<Pondering>();
        pondering_->position = search.position;
        pondering_->time = search.time;
        control.late_clock = &pondering_->clock;
    } else {
        control = timed_control(search.time, search.position, search.received, SteadyClock::now(),
                                settings_.move_overhead);
    }
    control.tables = &tables_for(search.position, search.limits, search.time);
    control.timed = search.time.any();
    control.threads = settings_.threads;
    control.on_progress = std::move(on_progress);
    control.progress_interval = progress_interval_;
    const bool until_stopped = search.time.infinite || search.ponder;
    worker_.start(
        [this, position = search.position, request, control, until_stopped, pondering = pondering_,
         on_info = std::move(on_info), on_best = std::move(on_best)](const StopFlag& stop) mutable {
            control.stop = &stop;
            std::optional<Move> best;
            std::optional<SearchInfo> last;
            std::uint64_t nodes = 0;
            if (!position.is_game_over()) {
                const SearchResult found = search_move(
                    position, request,
                    [&](const SearchInfo& info) {
                        if (info.multipv <= 1) last = info;
                        if (on_info) on_info(info);
                    },
                    control);
                best = found.move;
                nodes = found.nodes;
            }
            // `go infinite` answers only when told to stop, even when the game is solved; a
            // ponder search when told to stop or once its reply was played.
            if (until_stopped) worker_.wait_until_stopped();
            on_best(best, last, nodes);
        },
        until_stopped);
}

bool Engine::ponderhit(SteadyClock::time_point read) {
    if (!pondering_ || pondering_->hit || !worker_.searching()) return false;
    pondering_->hit = true;
    const SearchControl timed =
        timed_control(pondering_->time, pondering_->position, read, read, settings_.move_overhead);
    // Its iterations began while it pondered, so the one in progress is deeper (and longer)
    // than any a fresh search would start: the clock's search stops at its target rather than
    // twice it, as the one it would have reached by then is already done.
    if (timed.deadline) {
        auto deadline = *timed.deadline;
        if (timed.last_start) deadline = std::min(deadline, read + 2 * (*timed.last_start - read));
        pondering_->clock.start(deadline, timed.last_start.value_or(deadline));
    }
    worker_.release();
    return true;
}

void Engine::hint(std::size_t count, const SearchLimits& limits, OnEvaluation on_line,
                  OnNodes on_done, ProgressSink on_progress) {
    SearchRequest request = analysis_request();
    request.limits = limits;
    request.multipv = static_cast<int>(count);
    SearchTables& tables = tables_for(position(), limits, {});
    worker_.start([this, position = position(), request, &tables, on_line = std::move(on_line),
                   on_done = std::move(on_done),
                   on_progress = std::move(on_progress)](const StopFlag& stop) {
        SearchControl control = reporting_control(stop, on_progress);
        control.tables = &tables;
        const int empties = position.empty_count();
        std::optional<SearchInfo> last;
        const SearchResult found = search_move(
            position, request,
            [&](const SearchInfo& info) {
                last = info;
                if (!info.pv.empty()) on_line(evaluation_from(info, empties));
            },
            control);
        const Move best = found.move;
        std::uint64_t nodes = found.nodes;
        // A forced pass, Easy, or a search stopped before its first iteration: the move alone.
        if (!last && !stop.raised()) {
            const MoveEvaluation evaluation = evaluate_move(position, best, request, control);
            nodes += evaluation.nodes;
            on_line(evaluation);
        }
        on_done(nodes);
    });
}

// The values come from Hard's search whatever the level: a level is how the engine plays, and
// Easy does not search at all. Progress counts the positions of every search so far.
void Engine::analyze(OnValue on_value, OnNodes on_done, ProgressSink on_progress) {
    const SearchRequest hard{Level::Hard, settings_.seed, {}};
    worker_.start([this, line = game_, hard, on_value = std::move(on_value),
                   on_done = std::move(on_done),
                   on_progress = std::move(on_progress)](const StopFlag& stop) {
        std::uint64_t nodes = 0;
        ProgressSink counted;
        if (on_progress) {
            counted = [&](const SearchProgress& progress) {
                on_progress({nodes + progress.nodes, progress.hashfull});
            };
        }
        const SearchControl control = reporting_control(stop, counted);
        GameLine position = line;
        for (std::size_t played = line.moves().size() + 1; played-- > 0;) {
            const BlackValue value = black_value(position.current(), hard, control);
            nodes += value.nodes;
            if (stop.raised()) break;
            on_value(played, value.value);
            if (played > 0) position.undo(1);
        }
        on_done(nodes);
    });
}

void Engine::perft(int depth,
                   std::function<void(const PerftResult&, std::uint64_t total)> on_done) {
    worker_.start(
        [position = position(), depth, on_done = std::move(on_done)](const StopFlag& stop) {
            const PerftResult result = perft_divide(position, depth, &stop);
            std::uint64_t total = 0;
            for (const PerftDivision& part : result.division)
                total += part.leaves;
            if (result.division.empty() && !result.stopped) total = reversi::perft(position, depth);
            on_done(result, total);
        });
}

}  // namespace reversi
