// SPDX-License-Identifier: GPL-3.0-or-later
// Reading OBF lines strictly: every token is checked, and a refusal names the line.
#include "app/problem_file.hpp"

#include <algorithm>
#include <string>

#include "core/notation.hpp"
#include "vocabulary/numbers.hpp"
#include "vocabulary/tokens.hpp"

namespace reversi {

namespace {

constexpr int kMostDiscs = 64;

std::string_view trimmed(std::string_view text) {
    const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
    while (!text.empty() && blank(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && blank(text.back()))
        text.remove_suffix(1);
    return text;
}

// One `MOVE:SCORE` pair into `problem`, keeping the best score and its moves; why not, if not.
std::string read_move_score(std::string_view pair, Problem& problem) {
    const std::size_t colon = pair.find(':');
    if (colon == std::string_view::npos)
        return "expected MOVE:SCORE, not '" + printable(pair) + "'";
    const auto move = parse_move(pair.substr(0, colon));
    std::string_view score_text = pair.substr(colon + 1);
    if (score_text.starts_with('+')) score_text.remove_prefix(1);
    const auto score = parse_signed(score_text, -kMostDiscs, kMostDiscs);
    if (!move || !score) return "expected MOVE:SCORE, not '" + printable(pair) + "'";
    if (!problem.position.is_legal(*move))
        return "the move " + move_name(*move) + " is not legal in the position";
    const int value = static_cast<int>(*score);
    if (!problem.expected_score || value > *problem.expected_score) {
        problem.expected_score = value;
        problem.best_moves.clear();
    }
    if (value == *problem.expected_score) problem.best_moves.push_back(*move);
    return {};
}

// One line that is not a comment: the problem, or why not.
ValueOrError<Problem> read_problem(std::string_view line) {
    const std::size_t semicolon = std::min(line.find(';'), line.size());
    const std::vector<std::string_view> board = split_tokens(line.substr(0, semicolon));
    if (board.size() != 2) return {std::nullopt, "expected 64 squares and a side (X or O)"};
    const auto position = parse_position(board[0], board[1]);
    if (!position)
        return {std::nullopt,
                "bad position: '" + printable(board[0], 64) + " " + printable(board[1]) + "'"};
    Problem problem;
    problem.position = *position;
    std::string_view rest = semicolon < line.size() ? line.substr(semicolon + 1) : "";
    while (!rest.empty()) {
        const std::size_t end = std::min(rest.find(';'), rest.size());
        const std::string_view pair = trimmed(rest.substr(0, end));
        rest = end < rest.size() ? rest.substr(end + 1) : "";
        if (pair.empty()) continue;
        if (std::string why = read_move_score(pair, problem); !why.empty())
            return {std::nullopt, why};
    }
    return {problem, {}};
}

}  // namespace

ValueOrError<std::vector<Problem>> read_problems(std::string_view text) {
    std::vector<Problem> problems;
    std::size_t number = 0;
    while (!text.empty()) {
        const std::size_t end = std::min(text.find('\n'), text.size());
        const std::string_view line = trimmed(text.substr(0, end));
        text = end < text.size() ? text.substr(end + 1) : "";
        ++number;
        if (line.empty() || line.front() == '#' || line.front() == '%') continue;
        ValueOrError<Problem> problem = read_problem(line);
        if (!problem.value)
            return {std::nullopt, "line " + std::to_string(number) + ": " + problem.error};
        problem.value->line = number;
        problems.push_back(std::move(*problem.value));
    }
    return {std::move(problems), {}};
}

}  // namespace reversi
