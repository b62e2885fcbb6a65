// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's searches: each is handed to the session's worker with what it reads copied, so
// the game may change while it runs; the callbacks format and send what it finds.
#include "protocol/engine.hpp"

#include <algorithm>

#include "protocol/time_allocation.hpp"

namespace reversi {

namespace {

// A position's value for Black, in discs, as NBoard's analysis graph plots it: the search's
// score for the side to move (after its pass when it must pass), exact when the game is over.
int black_value(const Position& position, const SearchRequest& request,
                const SearchControl& control) {
    const int sign = position.side_to_move() == Color::Black ? 1 : -1;
    if (position.is_game_over())
        return sign * final_score(position.player(), position.opponent()) / kScorePerDisc;
    const Position searched = position.must_pass() ? position.after(Move::pass()) : position;
    const int searched_sign = position.must_pass() ? -sign : sign;
    std::optional<SearchInfo> last;
    choose_move(
        searched, request, [&](const SearchInfo& info) { last = info; }, control);
    if (!last) return position.disc_count(Color::Black) - position.disc_count(Color::White);
    return searched_sign * last->score;
}

// The other legal moves than `best`, each valued by its own search, best first; cut short
// when the search is told to stop. `nodes` grows by what they searched.
std::vector<MoveEvaluation> other_moves(const Position& position, const std::vector<Move>& legal,
                                        Move best, const SearchRequest& request,
                                        const SearchControl& control, std::uint64_t& nodes) {
    std::vector<MoveEvaluation> others;
    for (Move m : legal) {
        if (control.stop->raised()) break;
        if (m == best) continue;
        MoveEvaluation evaluation = evaluate_move(position, m, request, control);
        if (control.stop->raised()) break;  // cut short: its value means nothing
        nodes += evaluation.nodes;
        others.push_back(std::move(evaluation));
    }
    std::stable_sort(others.begin(), others.end(),
                     [](const auto& a, const auto& b) { return a.score > b.score; });
    return others;
}

}  // namespace

void Engine::go(const MoveSearch& search, OnInfo on_info, OnBest on_best) {
    SearchRequest request = this->request();
    if (search.clock_use == ClockUse::ReplacesBudget) {
        request.limits = with_time(search.limits, search.time);
    } else {
        request.limits = search.limits;
    }
    SearchControl control =
        timed_control(search.time, search.position, search.received, settings_.move_overhead);
    const bool infinite = search.time.infinite;
    core_.start_search(
        [this, position = search.position, request, control, infinite, on_info = std::move(on_info),
         on_best = std::move(on_best)](const StopFlag& stop) mutable {
            control.stop = &stop;
            std::optional<Move> best;
            std::optional<SearchInfo> last;
            if (!position.is_game_over()) {
                best = choose_move(
                    position, request,
                    [&](const SearchInfo& info) {
                        last = info;
                        if (on_info) on_info(info);
                    },
                    control);
            }
            // `go infinite` answers only when told to stop, even when the game is solved.
            if (infinite) core_.wait_for_stop(stop);
            on_best(best, last);
        },
        infinite);
}

void Engine::hint(std::size_t count, OnEvaluation on_line,
                  std::function<void(std::uint64_t)> on_done) {
    core_.start_search([position = position(), legal = legal_moves(), count, request = request(),
                        on_line = std::move(on_line),
                        on_done = std::move(on_done)](const StopFlag& stop) {
        SearchControl control;
        control.stop = &stop;
        const int empties = position.empty_count();
        std::uint64_t nodes = 0;
        std::optional<SearchInfo> last;
        const Move best = choose_move(
            position, request,
            [&](const SearchInfo& info) {
                last = info;
                if (!info.pv.empty()) on_line(evaluation_from(info, empties));
            },
            control);
        if (last) {
            nodes += last->nodes;
        } else if (!stop.raised()) {
            const MoveEvaluation evaluation = evaluate_move(position, best, request, control);
            nodes += evaluation.nodes;
            on_line(evaluation);
        }
        if (count > 1) {
            const std::vector<MoveEvaluation> others =
                other_moves(position, legal, best, request, control, nodes);
            const std::size_t shown = std::min(others.size(), count - 1);
            for (std::size_t i = 0; i < shown; ++i)
                on_line(others[i]);
        }
        on_done(nodes);
    });
}

// The values come from Hard's search whatever the level: a level is how the engine plays, and
// Easy does not search at all.
void Engine::analyze(OnValue on_value, std::function<void()> on_done) {
    const SearchRequest hard{Level::Hard, settings_.seed, {}};
    core_.start_search([line = game_, hard, on_value = std::move(on_value),
                        on_done = std::move(on_done)](const StopFlag& stop) {
        SearchControl control;
        control.stop = &stop;
        GameLine position = line;
        for (std::size_t played = line.moves().size() + 1; played-- > 0;) {
            const int value = black_value(position.current(), hard, control);
            if (stop.raised()) break;
            on_value(played, value);
            if (played > 0) position.undo(1);
        }
        on_done();
    });
}

void Engine::perft(int depth,
                   std::function<void(const PerftResult&, std::uint64_t total)> on_done) {
    core_.start_search(
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
