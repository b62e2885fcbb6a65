// SPDX-License-Identifier: GPL-3.0-or-later
// The sounds the match asks for: a click and a tick for every move, the player's and the CPU's,
// a chime at the end, nothing for a pass, an undo or a resumed match, and nothing at all while
// View > Sound is off.
#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <vector>

#include "fake_ports.hpp"
#include "model/match_controller.hpp"
#include "model/match_sounds.hpp"
#include "records/settings.hpp"
#include "test_positions.hpp"

namespace reversi::gui {
namespace {

using namespace testing;
using std::chrono::milliseconds;

// Remembers every sound asked for, as "placed", "turned" or "over", with its delay.
class FakeSoundOutput : public SoundOutput {
public:
    void play(Sound sound, milliseconds delay) override {
        asked.push_back(name(sound));
        delays.push_back(delay);
    }
    static std::string name(Sound sound) {
        switch (sound) {
            case Sound::DiscPlaced:
                return "placed";
            case Sound::DiscsTurned:
                return "turned";
            case Sound::MatchOver:
                return "over";
        }
        return "?";
    }

    std::vector<std::string> asked;
    std::vector<milliseconds> delays;
};

class MatchSoundsTest : public MatchFixture {
protected:
    records::Settings settings;  // sound on, the default
    FakeSoundOutput output;
    MatchSounds sounds{match, settings, output};
};

using Asked = std::vector<std::string>;

TEST_F(MatchSoundsTest, SoundIsOnByDefault) { EXPECT_TRUE(settings.sound); }

TEST_F(MatchSoundsTest, APlacedDiscClicksAndTheDiscsItTurnsTickAsTheyStartTurning) {
    match.start_new(Level::Easy, Color::Black, 1);
    EXPECT_TRUE(output.asked.empty()) << "a new match is silent";
    ASSERT_TRUE(match.play(square("d3")));
    EXPECT_EQ(output.asked, (Asked{"placed", "turned"}));
    EXPECT_EQ(output.delays,
              (std::vector<milliseconds>{milliseconds{0}, MoveAnimation::kFirstFlip}));
}

TEST_F(MatchSoundsTest, TheCpusMoveSoundsLikeThePlayers) {
    match.start_new(Level::Easy, Color::White, 1);
    pause.elapse();
    cpu.answer("d3");
    EXPECT_EQ(output.asked, (Asked{"placed", "turned"}));
}

TEST_F(MatchSoundsTest, TheEndOfTheMatchChimesOnceTheLastMoveHasTurned) {
    match.resume(MatchSetup{Level::Easy, Color::Black, 1, position(kBlackB2EndsTheMatch), {}});
    EXPECT_TRUE(output.asked.empty()) << "a resumed match is silent";
    ASSERT_TRUE(match.play(square("b2")));
    ASSERT_EQ(match.phase(), MatchPhase::Over);
    EXPECT_EQ(output.asked, (Asked{"placed", "turned", "over"}));
    EXPECT_EQ(output.delays.back(), MoveAnimation::kLongestMove);
}

TEST_F(MatchSoundsTest, APassAsksForNothing) {
    match.resume(MatchSetup{Level::Easy, Color::White, 1, position(kWhiteC1SkipsBlack), {}});
    ASSERT_TRUE(match.play(square("c1")));
    ASSERT_EQ(seen.events.back(), "skipped X");
    EXPECT_EQ(output.asked, (Asked{"placed", "turned"})) << "the move's sounds, none for the pass";
}

TEST_F(MatchSoundsTest, AnUndoAsksForNothing) {
    match.start_new(Level::Easy, Color::Black, 1);
    ASSERT_TRUE(match.play(square("d3")));
    pause.elapse();
    cpu.answer("c3");
    output.asked.clear();
    match.undo();
    EXPECT_TRUE(output.asked.empty());
}

TEST_F(MatchSoundsTest, NothingIsAskedForWhileSoundIsOff) {
    settings.sound = false;
    match.resume(
        MatchSetup{Level::Easy, Color::White, 1, position(kWhiteH1SkipsBlackThenH5Ends), {}});
    ASSERT_TRUE(match.play(square("h1")));
    ASSERT_TRUE(match.play(square("h5")));
    ASSERT_EQ(match.phase(), MatchPhase::Over);
    EXPECT_TRUE(output.asked.empty());
    // Switched on again, the next match is heard at once.
    settings.sound = true;
    match.start_new(Level::Easy, Color::Black, 1);
    ASSERT_TRUE(match.play(square("d3")));
    EXPECT_EQ(output.asked, (Asked{"placed", "turned"}));
}

}  // namespace
}  // namespace reversi::gui
