// SPDX-License-Identifier: GPL-3.0-or-later
// The NBoard protocol (version 2) as the NBoard GUI drives an engine: `nboard 2`, then
// `set depth` when a depth was asked for, `set game` with a GGF record for a new game and
// `move` for each later move (`PA` for a pass), then `ping N` and `go`. The engine's answer is
// `=== MOVE[/eval[/time]]`; `go` does not play it. Anything before the `pong N` that follows the
// latest ping is stale and ignored, which is how NBoard keeps old answers apart from new ones.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>

#include "client/engine_settings.hpp"
#include "client/protocol_adapter.hpp"
#include "client/reply_line.hpp"
#include "core/notation.hpp"
#include "ggf/ggf_writer.hpp"
#include "vocabulary/numbers.hpp"
#include "vocabulary/tokens.hpp"

namespace reversi::client {

namespace {

// A GGF game record from `base` (ggf_writer.hpp writes it), with each side's clock text.
std::string ggf_game(const Position& base, const std::vector<Move>& moves,
                     std::optional<GgfClock> black_clock = {},
                     std::optional<GgfClock> white_clock = {}) {
    GgfGame game;
    game.place = "reversi-match";
    game.base = base;
    for (Move m : moves)
        game.moves.push_back(GgfMove{m});
    game.black_clock = black_clock;
    game.white_clock = white_clock;
    return write_ggf(game);
}

// A GGF record of the game so far, as `set game` takes it. With a clock, a move item would
// need its time (GGF subtracts each move's time and adds the increment), so the record then
// starts at the position now, with each side's clock as it stands: TB and TW.
std::string ggf_record(const Position& base, const std::vector<Move>& moves,
                       const std::optional<RequestClock>& clock) {
    if (!clock) return ggf_game(base, moves);
    Position now = base;
    for (Move m : moves)
        now = now.after(m);
    return ggf_game(now, {}, GgfClock{clock->black_left, clock->increment_of(Color::Black), {}},
                    GgfClock{clock->white_left, clock->increment_of(Color::White), {}});
}

// `===`'s move item without its eval and time, in the line protocol's words when it is one.
std::string answered_move(std::string_view item) {
    item = item.substr(0, item.find('/'));
    const bool pa = item.size() == 2 && std::tolower(static_cast<unsigned char>(item[0])) == 'p' &&
                    std::tolower(static_cast<unsigned char>(item[1])) == 'a';
    if (pa) return "pass";
    const auto move = parse_move(item);
    return move ? move_name(*move) : std::string(item);
}

// `===`'s evaluation (the item's second field), in whole discs for the mover; none when it
// gives none or one past the board.
std::optional<int> answered_eval(std::string_view item) {
    const std::size_t slash = item.find('/');
    if (slash == std::string_view::npos) return std::nullopt;
    std::string_view eval = item.substr(slash + 1);
    eval = eval.substr(0, eval.find('/'));
    if (eval.starts_with('+')) eval.remove_prefix(1);
    const auto value = number_in<double>(eval, -64.0, 64.0);
    if (!value) return std::nullopt;
    return static_cast<int>(std::lround(*value));
}

class NboardAdapter final : public ProtocolAdapter {
public:
    std::vector<std::string> greeting() override { return {"nboard 2", ping()}; }
    std::string_view awaited_handshake() const override { return "pong 1 (after nboard 2)"; }

    AskLines ask(std::uint64_t serial, const MoveRequest& request) override {
        if (request.ponder) return {{}, "NBoard has no pondering"};
        if (request.level)
            return {{}, "NBoard has no level: its strength is `set depth` (a depth limit)"};
        if (request.limits.nodes) return {{}, "NBoard has no node budget, only `set depth`"};
        std::vector<std::string> lines;
        if (!settings_told_) {
            for (const EngineSetting& setting : request.settings)
                lines.push_back(setting_line(EngineProtocol::Nboard, setting));
            // NBoard's own settings have their own replies (`set depth`: `set myname`) or none.
            for (const EngineSetting& setting : request.settings)
                if (lower_case(setting.name) != "depth" && lower_case(setting.name) != "contempt")
                    unconfirmed_.push_back(setting);
            settings_told_ = true;
        }
        if (request.limits.depth && request.limits.depth != depth_told_) {
            lines.push_back("set depth " + std::to_string(*request.limits.depth));
            depth_told_ = request.limits.depth;
        }
        // A clock changes with every move, so a clock game is sent whole each time.
        const auto first_new = base_ == request.base && !request.clock
                                   ? continuation(game_, request.moves)
                                   : std::nullopt;
        if (first_new) {
            for (std::size_t i = *first_new; i < request.moves.size(); ++i)
                lines.push_back("move " + ggf_move_name(request.moves[i]));
        } else {
            lines.push_back("set game " + ggf_record(request.base, request.moves, request.clock));
        }
        base_ = request.base;
        game_ = request.moves;
        if (request.clock) base_.reset();  // the engine's record starts at the position now
        lines.push_back(ping());
        lines.push_back("go");
        go_serial_ = serial;
        return {std::move(lines), {}};
    }

    AdapterEvent read(std::string_view text) override {
        const std::vector<std::string_view> tokens = split_tokens(text);
        if (tokens.empty()) return Ignored{};
        const std::string_view head = tokens.front();
        const bool known = head == "pong" || head == "===" || head == "set" || head == "status" ||
                           head == "nodestats" || head == "search" || head == "book" ||
                           head == "learned";
        if (!known) return unknown_line(head, text);
        unknown_in_a_row_ = 0;
        if (head == "pong") return on_pong(tokens);
        if (head == "===") return on_answer(tokens, text);
        if (head == "set" && tokens.size() >= 3 && tokens[1] == "myname") {
            const std::size_t at = static_cast<std::size_t>(tokens[2].data() - text.data());
            identity_.name = quote_line(text.substr(at));
        }
        if (head == "set" && tokens.size() == 3) confirm(tokens[1], tokens[2]);
        return Ignored{};
    }

    bool idle() const override { return !go_serial_.has_value(); }
    EngineIdentity identity() const override {
        EngineIdentity identity = identity_;
        identity.takes_level = false;
        identity.takes_seed = false;
        return identity;
    }

private:
    std::string ping() {
        awaited_pong_ = next_ping_++;
        return "ping " + std::to_string(awaited_pong_);
    }

    // NBoard has no reply to `set`: an engine that takes an option says so with the same line
    // (ours does), so an option not answered by the pong after it was not taken.
    void confirm(std::string_view name, std::string_view value) {
        std::erase_if(unconfirmed_, [&](const EngineSetting& setting) {
            return lower_case(nboard_setting_name(setting.name)) == lower_case(name) &&
                   lower_case(setting.value) == lower_case(value);
        });
    }

    AdapterEvent on_pong(const std::vector<std::string_view>& tokens) {
        if (tokens.size() != 2 || tokens[1] != std::to_string(awaited_pong_)) return Ignored{};
        awaited_pong_ = 0;
        if (!unconfirmed_.empty()) {
            const EngineSetting& setting = unconfirmed_.front();
            return ProtocolViolation{"the engine did not take the option " + setting.name + "=" +
                                     setting.value + ": no `" +
                                     setting_line(EngineProtocol::Nboard, setting) +
                                     "` back before the pong (NBoard has no other reply to "
                                     "`set`; the engine's standard error may say why)"};
        }
        if (handshaken_) return Ignored{};
        handshaken_ = true;
        return EngineReady{};
    }

    AdapterEvent on_answer(const std::vector<std::string_view>& tokens, std::string_view text) {
        if (awaited_pong_ != 0) return Ignored{};  // answers a `go` from before the latest ping
        if (!go_serial_)
            return ProtocolViolation{"an answer with no go asked for: '" + quote_line(text) + "'"};
        const std::uint64_t serial = *go_serial_;
        go_serial_.reset();
        if (tokens.size() < 2)
            return ProtocolViolation{"'===' without a move: '" + quote_line(text) + "'"};
        return MoveAnswer{serial, answered_move(tokens[1]), answered_eval(tokens[1]), {}};
    }

    // NBoard asks GUIs to bear with lines they do not know, and some engines (NTest) print a
    // banner before their first reply: such lines are skipped and logged, up to a bound, so an
    // engine that only talks is still refused. Another protocol's reply to `nboard 2` or the
    // ping (GTP's `?`, the line protocol's `error`) says at once that the engine speaks that.
    AdapterEvent unknown_line(std::string_view head, std::string_view text) {
        const std::string quoted = "'" + quote_line(text) + "'";
        const bool other_protocol = head.starts_with('?') || head.starts_with('=') ||
                                    head == "error" || head == "reversiok" || head == "bestmove";
        if (!handshaken_ && other_protocol)
            return ProtocolViolation{"not an NBoard reply: " + quoted +
                                     other_protocol_hint(EngineProtocol::Nboard, text)};
        if (++unknown_in_a_row_ > kMostUnknownLines)
            return ProtocolViolation{
                std::to_string(kMostUnknownLines) +
                " lines in a row that are not NBoard replies; the last: " + quoted};
        return Skipped{"not an NBoard reply, skipped: " + quoted};
    }

    static constexpr int kMostUnknownLines = 100;
    int unknown_in_a_row_ = 0;
    bool handshaken_ = false;
    int next_ping_ = 1;
    int awaited_pong_ = 0;  // 0: none awaited
    std::optional<std::uint64_t> go_serial_;
    std::optional<Position> base_;
    std::optional<std::vector<Move>> game_;  // the engine's game since its base
    std::optional<int> depth_told_;
    bool settings_told_ = false;  // the request's settings, sent before the first search
    std::vector<EngineSetting> unconfirmed_;  // sent and not yet answered with the same line
    EngineIdentity identity_;
};

}  // namespace

std::unique_ptr<ProtocolAdapter> make_nboard_adapter() { return std::make_unique<NboardAdapter>(); }

}  // namespace reversi::client
