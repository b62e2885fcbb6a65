// SPDX-License-Identifier: GPL-3.0-or-later
// Reading one --engine value into a named side, field by field, each checked as --a-* checks it.
#include "match/engine_spec.hpp"
#include "match/time_control.hpp"

#include <set>
#include <vector>

#include "client/command_line.hpp"

namespace reversi::match {

namespace {

// `text` cut at the commas that are outside single or double quotes.
std::vector<std::string_view> fields_of(std::string_view text) {
    std::vector<std::string_view> fields;
    char quote = 0;
    std::size_t start = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quote != 0) {
            if (c == quote) quote = 0;
        } else if (c == '\'' || c == '"') {
            quote = c;
        } else if (c == ',') {
            fields.push_back(text.substr(start, i - start));
            start = i + 1;
        }
    }
    fields.push_back(text.substr(start));
    return fields;
}

// A value wholly in quotes (cmd='x --a,b', to keep its comma) without them.
std::string_view unquoted(std::string_view value) {
    if (value.size() >= 2 && (value.front() == '\'' || value.front() == '"') &&
        value.find(value.front(), 1) == value.size() - 1)
        return value.substr(1, value.size() - 2);
    return value;
}

std::string default_name(const NamedEngine& engine) {
    if (engine.side.level) return std::string(level_name(*engine.side.level));
    const std::string& program = engine.side.command.program;
    return program.substr(program.find_last_of('/') + 1);
}

}  // namespace

ValueOrError<NamedEngine> parse_engine_spec(std::string_view text) {
    NamedEngine engine;
    std::set<std::string_view> seen;
    for (const std::string_view field : fields_of(text)) {
        const std::size_t equals = field.find('=');
        const std::string_view key = field.substr(0, equals);
        if (equals == std::string_view::npos)
            return {std::nullopt, "expected KEY=VALUE fields separated by commas, not '" +
                                      std::string(field) + "'"};
        const std::string_view value = unquoted(field.substr(equals + 1));
        // option= may come once for each setting: NAME=VALUE, as --a-option.
        if (!seen.insert(key).second && key != "option")
            return {std::nullopt, "the field " + std::string(key) + " is given twice"};
        std::optional<std::string> problem;
        if (key == "name") {
            engine.name = value;
        } else if (key == "tc") {
            engine.tc = parse_time_control(value);
            if (!engine.tc) problem = "expected SECONDS or SECONDS+INCREMENT, as --tc";
        } else if (key == "cmd" || key == "level" || key == "protocol" || key == "nodes" ||
                   key == "depth" || key == "option") {
            problem = apply_side_option(key == "cmd" ? "engine" : key, value, engine.side);
        } else {
            problem = "unknown field '" + std::string(key) +
                      "' (expected name, cmd, protocol, level, nodes, depth, option or tc)";
        }
        if (problem)
            return {std::nullopt,
                    std::string(key).append("=").append(value).append(": ").append(*problem)};
    }
    if (!seen.contains("name") && (seen.contains("level") || seen.contains("cmd")))
        engine.name = default_name(engine);
    if (!is_side_name(engine.name))
        return {std::nullopt, seen.contains("name") || !engine.name.empty()
                                  ? "the name '" + engine.name +
                                        "' may hold only letters, digits, '.', '_' and '-' (at "
                                        "most 64)"
                                  : "give it a name=, a level= or a cmd="};
    return {std::move(engine), {}};
}

}  // namespace reversi::match
