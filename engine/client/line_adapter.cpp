// SPDX-License-Identifier: GPL-3.0-or-later
// The line protocol (protocol-spec/PROTOCOL.md): `reversi` until `reversiok`, then
// position/level/seed/go for each request and one `bestmove` for each `go`, in order.
#include <deque>

#include "client/engine_settings.hpp"
#include "client/protocol_adapter.hpp"
#include "client/reply_line.hpp"
#include "client/request_commands.hpp"

namespace reversi::client {

namespace {

class LineAdapter final : public ProtocolAdapter {
public:
    std::vector<std::string> greeting() override { return {"reversi"}; }
    std::string_view awaited_handshake() const override { return "reversiok"; }

    AskLines ask(std::uint64_t serial, const MoveRequest& request) override {
        std::vector<std::string> lines;
        // A ponder search answers only when stopped: a request that replaces it stops it.
        if (pondering_) lines.push_back(stop_line());
        searches_.push_back(serial);
        pondering_ = request.ponder;
        if (!settings_told_) {
            for (const EngineSetting& setting : request.settings)
                lines.push_back(setting_line(EngineProtocol::Line, setting));
            settings_told_ = true;
        }
        for (std::string& line : request_commands(request))
            lines.push_back(std::move(line));
        return {std::move(lines), {}};
    }

    AdapterEvent read(std::string_view text) override {
        const ReplyLine reply = parse_reply_line(text);
        if (std::holds_alternative<BlankReply>(reply)) return Ignored{};
        // The handshake's `option` lines say which settings may be sent.
        if (const auto* option = std::get_if<OptionReply>(&reply)) {
            identity_.offered.push_back(option->name);
            identity_.options.push_back(*option);
            return Ignored{};
        }
        if (const auto* id = std::get_if<IdReply>(&reply)) {
            if (id->key == "name") identity_.name = id->value;
            if (id->key == "version") identity_.version = id->value;
            return Ignored{};
        }
        if (!handshaken_) {
            if (!std::holds_alternative<HandshakeDone>(reply))
                return ProtocolViolation{"unexpected reply before reversiok: '" + quote_line(text) +
                                         "'" + other_protocol_hint(EngineProtocol::Line, text)};
            handshaken_ = true;
            return EngineReady{};
        }
        if (std::holds_alternative<ReadyReply>(reply)) {
            if (readying_ == 0) return Ignored{};
            --readying_;
            return ReadyAnswer{};
        }
        if (std::holds_alternative<HandshakeDone>(reply))
            return ProtocolViolation{"reversiok again, with no handshake asked for"};
        if (const auto* info = std::get_if<InfoReply>(&reply)) {
            // A line without a line of play is a long search's progress, not an iteration.
            if (searches_.empty() || info->info.pv.empty()) return Ignored{};
            return InfoLine{searches_.front(), info->info};
        }
        if (const auto* best = std::get_if<BestMoveReply>(&reply)) {
            if (searches_.empty())
                return ProtocolViolation{"bestmove " + quote_line(best->move) +
                                         " arrived with no search asked for"};
            const std::uint64_t serial = searches_.front();
            searches_.pop_front();
            if (searches_.empty()) pondering_ = false;
            return MoveAnswer{serial, best->move, std::nullopt, best->ponder};
        }
        if (const auto* error = std::get_if<ErrorReply>(&reply))
            return ProtocolViolation{"it rejected a command: " + error->reason};
        const auto& unknown = std::get<UnknownReply>(reply);
        return ProtocolViolation{unknown.why + ": '" + quote_line(text) + "'"};
    }

    std::vector<std::string> prepare(const std::vector<EngineSetting>& settings) override {
        std::vector<std::string> lines;
        if (!settings_told_) {
            for (const EngineSetting& setting : settings)
                lines.push_back(setting_line(EngineProtocol::Line, setting));
            settings_told_ = true;
        }
        // `isready` also makes the engine's tables and weights, outside any clock.
        lines.emplace_back("isready");
        ++readying_;
        return lines;
    }

    std::string ponderhit_line() override {
        if (!pondering_) return {};
        pondering_ = false;
        return "ponderhit";
    }

    std::string stop_line() override {
        pondering_ = false;
        return "stop";
    }

    bool idle() const override { return searches_.empty(); }
    EngineIdentity identity() const override { return identity_; }

private:
    bool handshaken_ = false;
    std::deque<std::uint64_t> searches_;  // `go`s not answered yet, oldest first
    bool settings_told_ = false;          // the request's settings, sent before the first search
    bool pondering_ = false;              // the last search asked is a ponder search, unstopped
    int readying_ = 0;                    // `isready`s sent by prepare() and not answered yet
    EngineIdentity identity_;
};

}  // namespace

std::unique_ptr<ProtocolAdapter> make_line_adapter() { return std::make_unique<LineAdapter>(); }

}  // namespace reversi::client
