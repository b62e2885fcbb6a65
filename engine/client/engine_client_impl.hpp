// SPDX-License-Identifier: GPL-3.0-or-later
// EngineClient's machinery, for engine_client.cpp alone: one I/O thread owns the engine process
// and the pending request; everything below the public functions runs on that thread, so none
// of it needs a lock.
#pragma once

#include <algorithm>
#include <atomic>
#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <future>
#include <thread>

#include "client/engine_client.hpp"
#include "client/engine_process.hpp"
#include "client/protocol_adapter.hpp"
#include "client/reply_line.hpp"
#include "core/game_line.hpp"
#include "core/notation.hpp"

namespace reversi::client {

namespace detail {

// How long a crashed engine gets to finish exiting, so its status can be reported.
inline constexpr std::chrono::milliseconds kCrashSettle{50};

// The position the request asks about, or why it cannot be asked.
struct CheckedRequest {
    std::optional<Position> position;
    std::string problem;
};
inline CheckedRequest check_request(const MoveRequest& request) {
    GameLine line(request.base);
    for (Move m : request.moves) {
        if (!line.play(m))
            return {std::nullopt, "move " + move_name(m) + " in the request is illegal"};
    }
    if (line.current().is_game_over()) return {std::nullopt, "the game in the request is over"};
    return {line.current(), {}};
}

inline std::string milliseconds_text(std::chrono::milliseconds ms) {
    return std::to_string(ms.count()) + " ms";
}

}  // namespace detail

class EngineClient::Impl {
public:
    explicit Impl(ClientOptions options)
        : options_(std::move(options)),
          work_(boost::asio::make_work_guard(io_)),
          deadline_(io_),
          thread_([this] { io_.run(); }) {}

    ~Impl() {
        boost::asio::post(io_, [this] { shut_down(); });
        thread_.join();
    }

    // Runs `task` on the I/O thread and returns once it has run there.
    template <typename Task>
    void run_on_io_thread(Task task) {
        if (on_io_thread()) return task();
        std::promise<void> done;
        boost::asio::post(io_, [&] {
            task();
            done.set_value();
        });
        done.get_future().wait();
    }

    bool on_io_thread() { return io_.get_executor().running_in_this_thread(); }

    // Runs `task` on the I/O thread later, or now when called there: the caller never waits.
    template <typename Task>
    void post_to_io_thread(Task task) {
        if (on_io_thread()) return task();
        boost::asio::post(io_, std::move(task));
    }

    // A ticket per request and per cancel, taken on the caller's thread: a reply is delivered
    // only while its request's ticket is the newest, so once request_move or cancel returns no
    // older reply starts, though the I/O thread has not yet seen the call. The ticket also
    // names the request's search to the protocol adapter, so the engine's answer to a
    // superseded search is known by the same number: the client's one stale-reply filter.
    std::uint64_t take_ticket() { return ++newest_ticket_; }
    bool is_newest(std::uint64_t ticket) const { return ticket == newest_ticket_.load(); }

    void submit(std::uint64_t ticket, MoveRequest request,
                std::function<void(MoveReply)> on_reply) {
        pending_.reset();                // superseded: its reply, if one comes, is dropped
        if (!is_newest(ticket)) return;  // a newer request or a cancel came meanwhile
        detail::CheckedRequest checked = detail::check_request(request);
        if (!checked.position) {
            return on_reply({request.tag, std::nullopt, EngineFault::BadRequest,
                             std::move(checked.problem), std::nullopt, std::nullopt, std::nullopt});
        }
        pending_.emplace(Pending{ticket, std::move(request), *checked.position, std::move(on_reply),
                                 0, std::nullopt});
        start_attempt();
    }

    void drop_pending() { pending_.reset(); }

    // Starts the engine ahead of any request, unless one runs or is on its way.
    void start_early() {
        if (engine_ || starting_ || pending_) return;
        begin_start([](const StartReply&) {});
    }

    void begin_start(std::function<void(StartReply)> on_started) {
        if (engine_ && handshaken_) return on_started({std::nullopt, {}, adapter_->identity()});
        starting_.emplace(Starting{std::move(on_started), 1});
        if (!engine_) launch();
    }

    std::optional<int> engine_pid() const {
        const int pid = engine_pid_.load();
        return pid > 0 ? std::optional<int>(pid) : std::nullopt;
    }

private:
    struct Pending {
        std::uint64_t ticket = 0;  // also the serial the adapter's events name the search by
        MoveRequest request;
        Position position = Position::start();  // after request.moves: where a reply must be legal
        std::function<void(MoveReply)> on_reply;
        int attempts = 0;
        std::optional<SearchInfo> last_info;
    };
    struct Starting {
        std::function<void(StartReply)> on_started;
        int attempts = 0;
    };
    enum class Waiting { Nothing, Handshake, Ready, Search };

    void log(std::string_view text) const {
        if (options_.log) options_.log(text);
    }

    void start_attempt() {
        ++pending_->attempts;
        pending_->last_info.reset();
        if (!engine_ && !launch()) return;
        if (handshaken_) send_search();  // otherwise the handshake sends it
    }

    bool launch() {
        ProcessEvents events{
            [this](std::string_view line) { on_line(line); },
            [this](OutputEnd end, std::string detail) { on_output_end(end, std::move(detail)); }};
        auto launched = EngineProcess::launch(io_, options_.command, options_.log, events);
        if (!launched.process) {
            fail(EngineFault::FailedToStart, launched.error);
            return false;
        }
        engine_ = std::move(launched.process);
        engine_pid_ = engine_->pid();
        handshaken_ = false;
        adapter_ = make_adapter(options_.protocol);
        for (std::string& line : adapter_->greeting())
            engine_->send(std::move(line));
        arm(Waiting::Handshake, options_.timeouts.handshake);
        return true;
    }

    void send_search() {
        tell_time_left();
        AskLines asked = adapter_->ask(pending_->ticket, pending_->request);
        if (!asked.refusal.empty()) {
            return deliver({pending_->request.tag, std::nullopt, EngineFault::BadRequest,
                            std::move(asked.refusal), std::nullopt, std::nullopt, std::nullopt});
        }
        for (std::string& line : asked.lines)
            engine_->send(std::move(line));
        // A ponder search has no time to keep until ponderhit() or stop() asks for its answer.
        if (pending_->request.ponder) return disarm();
        arm(Waiting::Search, options_.timeouts.move);
    }

public:
    // Sends the settings and a synchronisation the protocol has (prepare()); `on_done` hears
    // when the engine has answered it, or the fault.
    void prepare(const std::vector<EngineSetting>& settings,
                 std::function<void(StartReply)> on_done) {
        if (!engine_ || !handshaken_ || pending_ || preparing_)
            return on_done(
                {EngineFault::BadRequest, "the engine is not idle after its handshake", {}});
        std::vector<std::string> lines = adapter_->prepare(settings);
        if (lines.empty()) return on_done({std::nullopt, {}, adapter_->identity()});
        preparing_ = std::move(on_done);
        for (std::string& line : lines)
            engine_->send(std::move(line));
        arm(Waiting::Ready, options_.timeouts.handshake);
    }

    // The pending ponder search's reply was played: its clock starts now.
    void ponderhit(std::optional<std::chrono::steady_clock::time_point> deadline) {
        if (!pending_ || !pending_->request.ponder) return;
        pending_->request.ponder = false;  // a retry asks an ordinary search of the same position
        pending_->request.deadline = deadline;
        if (!engine_ || !handshaken_) return;  // a restart asks afresh
        const std::string line = adapter_->ponderhit_line();
        if (!line.empty()) engine_->send(line);
        arm(Waiting::Search, options_.timeouts.move);
    }

    // Stops the pending search; its answer comes as usual.
    void stop_search() {
        if (!pending_) return;
        pending_->request.ponder = false;
        if (!engine_ || !handshaken_) return;
        const std::string line = adapter_->stop_line();
        if (!line.empty()) engine_->send(line);
        arm(Waiting::Search, options_.timeouts.move);
    }

private:
    // A later attempt of a request with a deadline tells the engine the mover's clock as it is
    // now, not as it was when the request was made.
    void tell_time_left() {
        MoveRequest& request = pending_->request;
        if (pending_->attempts <= 1 || !request.deadline || !request.clock) return;
        const auto left = std::max(std::chrono::milliseconds{0},
                                   std::chrono::floor<std::chrono::milliseconds>(
                                       *request.deadline - std::chrono::steady_clock::now()));
        (pending_->position.side_to_move() == Color::Black ? request.clock->black_left
                                                           : request.clock->white_left) = left;
    }

    bool past_deadline() const {
        return pending_ && pending_->request.deadline &&
               std::chrono::steady_clock::now() >= *pending_->request.deadline;
    }

    void on_line(std::string_view text) {
        const AdapterEvent event = adapter_->read(text);
        if (std::holds_alternative<Ignored>(event)) return;
        if (const auto* skipped = std::get_if<Skipped>(&event)) return log(skipped->note);
        if (std::holds_alternative<EngineReady>(event)) {
            handshaken_ = true;
            disarm();
            if (starting_) finish_start({std::nullopt, {}, adapter_->identity()});
            if (pending_) send_search();
            return;
        }
        if (const auto* info_line = std::get_if<InfoLine>(&event)) {
            if (pending_ && info_line->serial == pending_->ticket)
                pending_->last_info = info_line->info;
            return;
        }
        if (const auto* answer = std::get_if<MoveAnswer>(&event))
            return on_best_move(answer->serial, answer->move, answer->eval, answer->ponder);
        if (std::holds_alternative<ReadyAnswer>(event)) {
            disarm();
            if (preparing_) finish_prepare({std::nullopt, {}, adapter_->identity()});
            return;
        }
        fail(EngineFault::Unintelligible, std::get<ProtocolViolation>(event).why);
    }

    void on_best_move(std::uint64_t serial, const std::string& token, std::optional<int> eval,
                      const std::string& ponder_token) {
        if (adapter_->idle()) disarm();
        if (!pending_ || serial != pending_->ticket) return;  // a superseded request's reply

        if (token == "none")
            return fail(EngineFault::IllegalMove, "bestmove none while the game goes on");
        const auto move = parse_move(token);
        if (!move)
            return fail(EngineFault::Unintelligible,
                        "bestmove " + quote_line(token) + " is not a move");
        if (!pending_->position.is_legal(*move))
            return fail(EngineFault::IllegalMove, "bestmove " + move_name(*move) +
                                                      " is not legal in position " +
                                                      position_string(pending_->position));
        deliver({pending_->request.tag,
                 move,
                 std::nullopt,
                 {},
                 pending_->last_info,
                 eval,
                 expected_reply(*move, ponder_token)});
    }

    // The reply the engine expects to `move`, when it named a legal one; a wrong one is only
    // logged, since the move itself is good.
    std::optional<Move> expected_reply(Move move, const std::string& token) const {
        if (token.empty()) return std::nullopt;
        const auto reply = parse_move(token);
        const Position after = pending_->position.after(move);
        if (reply && !after.is_game_over() && after.is_legal(*reply)) return reply;
        log("ignored the ponder move " + quote_line(token) + ": not legal after " +
            move_name(move));
        return std::nullopt;
    }

    void on_output_end(OutputEnd end, std::string detail) {
        if (end == OutputEnd::LineTooLong) return fail(EngineFault::Unintelligible, detail);
        const std::string how = engine_->kill_after(detail::kCrashSettle);
        detail += "; it " + how;
        fail(handshaken_ ? EngineFault::Crashed : EngineFault::FailedToStart, detail);
    }

    void on_deadline(Waiting waited) {
        if (past_deadline())
            return fail(EngineFault::TimedOut,
                        waited == Waiting::Handshake
                            ? "its time ran out while it was restarted"
                            : "no move before its deadline (the time it had left)");
        if (waited == Waiting::Ready)
            return fail(
                EngineFault::TimedOut,
                "no readyok within " + detail::milliseconds_text(options_.timeouts.handshake));
        if (waited == Waiting::Handshake)
            return fail(EngineFault::FailedToStart,
                        "no " + std::string(adapter_->awaited_handshake()) + " within " +
                            detail::milliseconds_text(options_.timeouts.handshake));
        fail(EngineFault::TimedOut,
             "no bestmove within " + detail::milliseconds_text(options_.timeouts.move));
    }

    // The engine misbehaved (or could not start): end it, then retry or report.
    void fail(EngineFault fault, const std::string& detail) {
        const std::string message = "engine " + std::string(fault_name(fault)) + ": " + detail;
        log(message);
        drop_engine();
        // A pending request retries for a start waiting with it; a start alone retries itself.
        if (pending_ && pending_->attempts < options_.max_attempts && !past_deadline()) {
            log_retry(pending_->attempts + 1);
            return start_attempt();
        }
        if (!pending_ && starting_ && starting_->attempts < options_.max_attempts) {
            log_retry(++starting_->attempts);
            launch();
            return;
        }
        if (starting_) finish_start({fault, detail, {}});
        if (preparing_) finish_prepare({fault, detail, {}});
        if (pending_)
            deliver({pending_->request.tag, std::nullopt, fault, detail, std::nullopt, std::nullopt,
                     std::nullopt});
    }

    void log_retry(int attempt) const {
        log("restarting the engine and asking again (attempt " + std::to_string(attempt) + " of " +
            std::to_string(options_.max_attempts) + ")");
    }

    void finish_prepare(StartReply reply) {
        auto on_done = std::move(preparing_);
        preparing_ = nullptr;
        on_done(std::move(reply));
    }

    void finish_start(StartReply reply) {
        auto on_started = std::move(starting_->on_started);
        starting_.reset();
        on_started(std::move(reply));
    }

    void drop_engine() {
        disarm();
        if (engine_) engine_->kill();
        engine_.reset();
        engine_pid_ = 0;
        handshaken_ = false;
        adapter_.reset();
    }

    void deliver(MoveReply reply) {
        auto on_reply = std::move(pending_->on_reply);
        const bool newest = is_newest(pending_->ticket);
        pending_.reset();
        if (newest) on_reply(std::move(reply));
    }

    // A request's own deadline replaces the move timeout and cuts a restart's handshake short.
    void arm(Waiting what, std::chrono::milliseconds timeout) {
        waiting_ = what;
        const std::uint64_t token = ++deadline_token_;
        auto expiry = std::chrono::steady_clock::now() + timeout;
        if (pending_ && pending_->request.deadline)
            expiry = what == Waiting::Search ? *pending_->request.deadline
                                             : std::min(expiry, *pending_->request.deadline);
        deadline_.expires_at(expiry);
        deadline_.async_wait([this, token](const boost::system::error_code& error) {
            // A stale expiry (re-armed or disarmed since) is ignored by its token.
            if (error || token != deadline_token_ || waiting_ == Waiting::Nothing) return;
            const Waiting waited = waiting_;
            waiting_ = Waiting::Nothing;
            on_deadline(waited);
        });
    }

    void disarm() {
        waiting_ = Waiting::Nothing;
        ++deadline_token_;
        deadline_.cancel();
    }

    void shut_down() {
        pending_.reset();
        starting_.reset();
        preparing_ = nullptr;
        disarm();
        if (!engine_) {
            work_.reset();
            return;
        }
        auto engine = std::move(engine_);
        engine_pid_ = 0;
        engine->stop(options_.timeouts.shutdown_grace, [this] { work_.reset(); });
    }

    ClientOptions options_;
    boost::asio::io_context io_;
    boost::asio::executor_work_guard<boost::asio::io_context::executor_type> work_;
    boost::asio::steady_timer deadline_;
    Waiting waiting_ = Waiting::Nothing;
    std::uint64_t deadline_token_ = 0;

    std::shared_ptr<EngineProcess> engine_;
    std::atomic<int> engine_pid_{0};
    bool handshaken_ = false;
    std::unique_ptr<ProtocolAdapter> adapter_;  // set while an engine runs
    std::optional<Pending> pending_;
    std::optional<Starting> starting_;           // a start() waiting for the handshake
    std::function<void(StartReply)> preparing_;  // a prepare() waiting for the engine's answer
    std::atomic<std::uint64_t> newest_ticket_{0};

    std::thread thread_;  // last: starts once everything it uses exists
};

}  // namespace reversi::client
