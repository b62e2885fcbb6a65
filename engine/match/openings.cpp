// Random openings by rejection: draw a line, keep it if its final position is new.
#include "match/openings.hpp"

#include <set>
#include <tuple>

#include "core/game_line.hpp"

namespace reversi::match {

std::uint64_t SplitMix64::next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

namespace {

std::optional<std::vector<Move>> random_line(int plies, SplitMix64& random) {
    GameLine line;
    for (int ply = 0; ply < plies; ++ply) {
        const Position& position = line.current();
        if (position.is_game_over()) return std::nullopt;
        if (position.must_pass()) {
            line.play(Move::pass());
            continue;
        }
        std::vector<int> squares;
        for_each_square(position.legal_moves(), [&](int square) { squares.push_back(square); });
        line.play(Move::at(squares[random.below(squares.size())]));
    }
    if (line.current().is_game_over()) return std::nullopt;
    return line.moves();
}

}  // namespace

std::optional<std::vector<std::vector<Move>>> make_openings(int count, int plies,
                                                            std::uint64_t seed,
                                                            std::string& error) {
    constexpr int kTriesPerOpening = 200;
    SplitMix64 random(seed);
    std::set<std::tuple<Bitboard, Bitboard, Color>> seen;
    std::vector<std::vector<Move>> openings;
    const long tries = static_cast<long>(count) * kTriesPerOpening;
    for (long attempt = 0; attempt < tries && static_cast<int>(openings.size()) < count;
         ++attempt) {
        auto line = random_line(plies, random);
        if (!line) continue;
        GameLine replay;
        for (Move m : *line)
            replay.play(m);
        const Position& end = replay.current();
        if (!seen.insert({end.player(), end.opponent(), end.side_to_move()}).second) continue;
        openings.push_back(std::move(*line));
    }
    if (static_cast<int>(openings.size()) < count) {
        error = "only " + std::to_string(openings.size()) + " distinct openings of " +
                std::to_string(plies) + " plies were found; ask for fewer or for more plies";
        return std::nullopt;
    }
    return openings;
}

std::uint64_t game_seed(std::uint64_t match_seed, int game_index) {
    SplitMix64 random(match_seed ^
                      (0xD1B54A32D192ED03ULL * static_cast<std::uint64_t>(game_index + 1)));
    return random.next();
}

}  // namespace reversi::match
