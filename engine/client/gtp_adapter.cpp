// SPDX-License-Identifier: GPL-3.0-or-later
// GTP version 2 as Quarry drives an Othello engine: protocol_version, name, version and
// list_commands first; then set_game Othello (when known), boardsize 8, clear_board, a `play`
// for each move and `genmove` for the side to move. Passes are left implied by the colour of
// the next play, as Quarry does and as gtp-rhino requires (it refuses `play <colour> pass`).
// Commands are pipelined; each response (`=` or `?`, then an empty line) answers the oldest
// command still open.
#include <algorithm>
#include <cctype>
#include <cstdint>
#include <deque>
#include <set>

#include "client/engine_settings.hpp"
#include "client/protocol_adapter.hpp"
#include "client/reply_line.hpp"
#include "core/game_line.hpp"
#include "core/notation.hpp"
#include "vocabulary/numbers.hpp"

namespace reversi::client {

namespace {

enum class Purpose { Handshake, Setup, Genmove };

struct OpenCommand {
    Purpose purpose = Purpose::Setup;
    std::string command;
    std::uint64_t serial = 0;  // for genmove
};

std::string_view trim(std::string_view text) {
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t'))
        text.remove_suffix(1);
    return text;
}

class GtpAdapter final : public ProtocolAdapter {
public:
    std::vector<std::string> greeting() override {
        std::vector<std::string> lines;
        for (const char* command : {"protocol_version", "name", "version", "list_commands"})
            send(lines, Purpose::Handshake, command);
        return lines;
    }
    std::string_view awaited_handshake() const override {
        return "answers to protocol_version, name, version and list_commands";
    }

    AskLines ask(std::uint64_t serial, const MoveRequest& request) override {
        if (request.ponder) return {{}, "GTP has no pondering"};
        if (const std::string refusal = refusal_for(request); !refusal.empty())
            return {{}, refusal};
        std::vector<std::string> lines;
        if (!board_sized_) {
            if (known_.contains("set_game")) send(lines, Purpose::Setup, "set_game Othello");
            send(lines, Purpose::Setup, "boardsize 8");
            board_sized_ = true;
        }
        if (!settings_told_) {
            for (const EngineSetting& setting : request.settings)
                send(lines, Purpose::Setup, setting_line(EngineProtocol::Gtp, setting));
            settings_told_ = true;
        }
        if (request.level && request.level != level_told_) {
            send(lines, Purpose::Setup, "reversi-level " + std::string(level_name(*request.level)));
            level_told_ = request.level;
        }
        if (request.seed && known_.contains("reversi-seed") && request.seed != seed_told_) {
            send(lines, Purpose::Setup, "reversi-seed " + std::to_string(*request.seed));
            seed_told_ = request.seed;
        }
        std::optional<std::size_t> first_new = continuation(board_, request.moves);
        if (!first_new) {
            send(lines, Purpose::Setup, "clear_board");
            first_new = 0;
        }
        const bool new_game = *first_new == 0;
        GameLine line;
        for (std::size_t i = 0; i < request.moves.size(); ++i) {
            const Move m = request.moves[i];
            if (i >= *first_new && !m.is_pass())
                send(lines, Purpose::Setup,
                     "play " + std::string(color_name(line.current().side_to_move())) + " " +
                         move_name(m));
            line.play(m);
        }
        board_ = request.moves;
        const Color mover = line.current().side_to_move();
        send_clock(lines, request.clock, mover, new_game);
        send(lines, Purpose::Genmove, "genmove " + std::string(color_name(mover)), serial);
        return {std::move(lines), {}};
    }

    AdapterEvent read(std::string_view text) override {
        if (!in_response_) return start_response(text);
        if (!trim(text).empty()) {
            response_.emplace_back(trim(text));
            return Ignored{};
        }
        in_response_ = false;
        const OpenCommand answered = std::move(open_.front());
        open_.pop_front();
        return finish(answered);
    }

    bool idle() const override {
        for (const OpenCommand& open : open_)
            if (open.purpose == Purpose::Genmove) return false;
        return true;
    }
    EngineIdentity identity() const override {
        EngineIdentity identity = identity_;
        identity.takes_level = known_.contains("reversi-level");
        identity.takes_seed = known_.contains("reversi-seed");
        identity.takes_clock = known_.contains("time_settings");
        identity.offered.assign(known_.begin(), known_.end());
        return identity;
    }

private:
    void send(std::vector<std::string>& lines, Purpose purpose, std::string command,
              std::uint64_t serial = 0) {
        lines.push_back(command);
        open_.push_back({purpose, std::move(command), serial});
    }

    // GTP's clock: `time_settings` once a game (absolute time: GTP has no increment, so the
    // engine sees each increment in the next `time_left`), then `time_left` for the mover before
    // each genmove. Sent only to an engine that lists the commands. GTP's times are whole
    // seconds, rounded down here (the main time at least 1: 0 would mean no limit), except for
    // an engine known to read fractions (reads_fractional_seconds), told the millisecond.
    void send_clock(std::vector<std::string>& lines, const std::optional<RequestClock>& clock,
                    Color mover, bool new_game) {
        if (!known_.contains("time_settings")) return;
        if (!clock) {
            if (main_time_told_ && main_time_told_->count() > 0)
                send(lines, Purpose::Setup, "time_settings 0 1 0");  // GTP's "no time limit"
            main_time_told_ = std::chrono::milliseconds{0};
            return;
        }
        const std::chrono::milliseconds main_time =
            std::max(told_time(clock->start_of(mover)), std::chrono::milliseconds{1});
        if (new_game || main_time_told_ != main_time) {
            send(lines, Purpose::Setup, "time_settings " + seconds_text(main_time) + " 0 0");
            main_time_told_ = main_time;
        }
        if (known_.contains("time_left"))
            send(lines, Purpose::Setup,
                 "time_left " + std::string(color_name(mover)) + " " +
                     seconds_text(told_time(clock->left(mover))) + " 0");
    }

    // This project's engine documents (PROTOCOL.md, GTP "Clocks") that an engine listing its
    // clock extension `reversi-move_overhead` reads GTP times with fractions.
    bool reads_fractional_seconds() const { return known_.contains("reversi-move_overhead"); }

    // A time as the engine can read it: to the millisecond, or rounded down to whole seconds.
    std::chrono::milliseconds told_time(std::chrono::milliseconds time) const {
        if (reads_fractional_seconds()) return time;
        return std::chrono::floor<std::chrono::seconds>(time);
    }

    std::string refusal_for(const MoveRequest& request) const {
        if (request.base != Position::start())
            return "GTP games start from the start position; this one has another";
        if (request.limits.nodes || request.limits.depth)
            return "GTP has no search budget: nodes and depth cannot be sent";
        if (request.level && !known_.contains("reversi-level"))
            return "the engine has no reversi-level command: give its level on its own "
                   "command line";
        for (const EngineSetting& setting : request.settings)
            if (!known_.contains(gtp_setting_command(setting.name)))
                return "the engine has no " + gtp_setting_command(setting.name) + " command";
        return {};
    }

    AdapterEvent start_response(std::string_view text) {
        const std::string_view line = trim(text);
        if (line.empty()) return Ignored{};  // between responses
        if (open_.empty())
            return ProtocolViolation{"it wrote '" + quote_line(text) + "' with no command open"};
        if (line.front() != '=' && line.front() != '?')
            return ProtocolViolation{"not a GTP response to '" + open_.front().command + "': '" +
                                     quote_line(text) + "'" +
                                     other_protocol_hint(EngineProtocol::Gtp, line)};
        response_ok_ = line.front() == '=';
        std::size_t at = 1;
        while (at < line.size() && std::isdigit(static_cast<unsigned char>(line[at])))
            ++at;  // the command's id: we send none, but an engine may echo one anyway
        response_.assign(1, std::string(trim(line.substr(at))));
        in_response_ = true;
        return Ignored{};
    }

    AdapterEvent finish(const OpenCommand& answered) {
        const std::string& first = response_.front();
        switch (answered.purpose) {
            case Purpose::Handshake:
                return finish_handshake(answered.command);
            case Purpose::Setup:
                if (response_ok_) return Ignored{};
                return ProtocolViolation{"it refused '" + answered.command + "': '? " +
                                         quote_line(first) + "'"};
            case Purpose::Genmove:
                break;
        }
        if (!response_ok_ || response_.size() != 1 || first.empty())
            return ProtocolViolation{std::string(response_ok_ ? "an unreadable" : "a failed") +
                                     " answer to '" + answered.command + "': '" +
                                     (response_ok_ ? "= " : "? ") + quote_line(first) + "'"};
        const auto parsed = parse_move(first);
        if (!parsed)
            return MoveAnswer{
                answered.serial, first, std::nullopt, {}};  // the client says what is wrong
        if (board_) board_->push_back(*parsed);
        return MoveAnswer{answered.serial, move_name(*parsed), std::nullopt, {}};
    }

    AdapterEvent finish_handshake(const std::string& command) {
        const std::string& first = response_.front();
        if (command == "protocol_version" && !response_ok_)
            return ProtocolViolation{"it refused protocol_version: '? " + quote_line(first) + "'"};
        if (response_ok_ && command == "name") identity_.name = quote_line(first);
        if (response_ok_ && command == "version") identity_.version = quote_line(first);
        if (response_ok_ && command == "list_commands")
            known_.insert(response_.begin(), response_.end());
        if (command != "list_commands") return Ignored{};
        return EngineReady{};
    }

    std::deque<OpenCommand> open_;  // sent and not answered yet, oldest first
    bool in_response_ = false;
    bool response_ok_ = false;
    std::vector<std::string> response_;  // the lines of the response being read

    EngineIdentity identity_;
    std::set<std::string, std::less<>> known_;
    bool board_sized_ = false;
    bool settings_told_ = false;  // the request's settings, sent before the first search
    std::optional<std::vector<Move>> board_;  // the engine's moves since clear_board
    std::optional<Level> level_told_;
    std::optional<std::uint64_t> seed_told_;
    std::optional<std::chrono::milliseconds> main_time_told_;  // the last time_settings; 0: none
};

}  // namespace

std::unique_ptr<ProtocolAdapter> make_gtp_adapter() { return std::make_unique<GtpAdapter>(); }

}  // namespace reversi::client
