// SPDX-License-Identifier: GPL-3.0-or-later
// One protocol's commands as a table: each name with the argument counts it accepts, a usage
// line, its handler, and whether it acts while a search runs. The three protocols share this
// shape, so looking a command up, checking its arguments and listing the commands for `help`
// or `list_commands` are written once.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace reversi {

constexpr std::size_t kAnyCount = std::numeric_limits<std::size_t>::max();

// What a command does while a search runs. Lines are always carried out in the order they were
// read; these say whether a running search holds a command back.
enum class DuringSearch : std::uint8_t {
    Waits,       // waits for the search to end (most commands)
    InTurn,      // carried out in its turn while the search goes on (isready, NBoard's ping)
    Interrupts,  // as InTurn, and the running search is told to stop as soon as the line is
                 // read, even with other lines waiting before it (stop)
    EndsInput,   // as InTurn, and nothing after it is read: input ends with it (quit)
};

template <class Handler>
struct CommandSpec {
    std::string_view name;
    std::size_t min_args;
    std::size_t max_args;    // kAnyCount: no upper limit
    std::string_view usage;  // the command with its arguments, for people
    Handler handler;
    DuringSearch during_search = DuringSearch::Waits;
};

enum class CallProblem { UnknownCommand, WrongArgumentCount };

template <class Handler>
struct CommandLookup {
    const CommandSpec<Handler>* command = nullptr;  // set unless the name is unknown
    std::optional<CallProblem> problem;
};

template <class Handler>
class CommandTable {
public:
    constexpr explicit CommandTable(std::span<const CommandSpec<Handler>> commands)
        : commands_(commands) {}

    const CommandSpec<Handler>* find(std::string_view name) const {
        for (const CommandSpec<Handler>& command : commands_) {
            if (command.name == name) return &command;
        }
        return nullptr;
    }

    // The command called `name` with `arg_count` arguments, or why it cannot be run.
    CommandLookup<Handler> lookup(std::string_view name, std::size_t arg_count) const {
        const CommandSpec<Handler>* command = find(name);
        if (command == nullptr) return {nullptr, CallProblem::UnknownCommand};
        if (arg_count < command->min_args || arg_count > command->max_args)
            return {command, CallProblem::WrongArgumentCount};
        return {command, std::nullopt};
    }

    // What a call does during a search; a call that will be refused for its arguments waits.
    DuringSearch during_search(std::string_view name, std::size_t arg_count) const {
        const CommandLookup<Handler> found = lookup(name, arg_count);
        return found.problem ? DuringSearch::Waits : found.command->during_search;
    }

    // Every name in table order, joined by `separator`.
    std::string names(std::string_view separator) const {
        std::string text;
        for (const CommandSpec<Handler>& command : commands_) {
            if (!text.empty()) text += separator;
            text += command.name;
        }
        return text;
    }

    std::span<const CommandSpec<Handler>> commands() const { return commands_; }

private:
    std::span<const CommandSpec<Handler>> commands_;
};

}  // namespace reversi
