// SPDX-License-Identifier: GPL-3.0-or-later
// The notices a player is told, in one ordered list that the pages and the automation state
// read: whose turn the rules skipped, saving that fails, an engine that gave no move, saved
// data that could not be used. README.md in this folder says where a new one goes.
#pragma once

#include <cstdint>
#include <optional>
#include <variant>
#include <vector>

#include "model/match_controller.hpp"
#include "records/atomic_file.hpp"
#include "records/player_data.hpp"

namespace reversi::gui {

// The rules skipped `side`'s turn (up until the player's next action; see PassNotice).
struct SkippedTurn {
    Color side = Color::Black;
    bool operator==(const SkippedTurn&) const = default;
};
// Saving the records or the match failed (up until a save works again; see SaveTroubleNotice).
struct SaveTrouble {
    records::WriteError error = records::WriteError::Io;
    bool match_over = false;  // no next move to try again after: the next match saves
    bool operator==(const SaveTrouble&) const = default;
};
// The engine gave no move after every retry; the match waits for the player to ask again.
struct EngineTrouble {
    bool never_started = false;  // no engine could be started at all this session
    bool operator==(const EngineTrouble&) const = default;
};
// Saved data met at launch that could not be used (up until the player has read it).
struct DamagedData {
    std::vector<records::DataProblem> problems;
    bool operator==(const DamagedData&) const = default;
};

// One notice; the order of the kinds here is the order the list keeps and the pages show.
using Notice = std::variant<SkippedTurn, SaveTrouble, EngineTrouble, DamagedData>;

// Where the pages tell a notice.
enum class NoticePlace : std::uint8_t {
    BesideBoard,         // the notice box beside the board
    BesideBoardAndHome,  // there, and under the home screen's choices
    WithRetry,           // beside the board, in a box of its own with the button to ask again
    Dialog,              // a dialog over whichever screen shows, once
};
NoticePlace place_of(const Notice& notice);

// One of every notice the pages can show with a text of its own, for measuring the room the
// longest of them takes (the window's smallest size is measured over these, in one place).
std::vector<Notice> every_shown_notice();

// Told of what happens on a NoticeList: the pages show it, the screen reader speaks what goes
// up, the automation state (when asked for) writes it.
class NoticeListener {
public:
    virtual ~NoticeListener() = default;
    // A notice went up, changed or went.
    virtual void notices_changed() {}
    // `notice` was put up, after notices_changed; also when it was up already as it is (the rules
    // skipping the same side again is news again, though the list stays as it was).
    virtual void notice_raised(const Notice& /*notice*/) {}
};

// At most one notice of each kind, kept in the order of the kinds.
class NoticeList {
public:
    // Puts `notice` up, in place of one of its kind.
    void put(Notice notice);
    // Takes the notice of kind `Kind` down, if one is up.
    template <typename Kind>
    void take_down() {
        take_down_at(Notice(std::in_place_type<Kind>).index());
    }
    // The notice of kind `Kind`, while one is up.
    template <typename Kind>
    std::optional<Kind> find() const {
        for (const Notice& notice : notices_)
            if (const Kind* found = std::get_if<Kind>(&notice)) return *found;
        return std::nullopt;
    }
    const std::vector<Notice>& all() const { return notices_; }

    // Listening changes nothing on the list, so a reader of a const list may listen. A
    // listener leaves before it goes.
    void add_listener(NoticeListener& listener) const;
    void remove_listener(NoticeListener& listener) const;

private:
    void take_down_at(std::size_t kind);
    template <typename Call>
    void tell(Call call) const {
        const std::vector<NoticeListener*> snapshot = listeners_;  // a listener may leave
        for (NoticeListener* listener : snapshot)
            call(*listener);
    }

    std::vector<Notice> notices_;
    mutable std::vector<NoticeListener*> listeners_;
};

// Keeps the engine's trouble on the list while the match waits for a retry.
class EngineTroubleNotice final : public MatchObserver {
public:
    EngineTroubleNotice(MatchController& match, NoticeList& notices);
    ~EngineTroubleNotice() override;
    EngineTroubleNotice(const EngineTroubleNotice&) = delete;
    EngineTroubleNotice& operator=(const EngineTroubleNotice&) = delete;

private:
    void phase_changed(MatchPhase phase) override;

    MatchController& match_;
    NoticeList& notices_;
};

}  // namespace reversi::gui
