# SPDX-License-Identifier: GPL-3.0-or-later
"""What a screen reader meets in the game, read through AT-SPI only (pyatspi), as Orca reads it.

Run by run_with_accessibility_bus.sh beside the running game. Checks, in order: every button,
every drawn panel and every panel that takes the focus on the home screen and the match screen
has a name; the board is a grid of 64 named squares with rows, columns and a "click" action (a
panel, not a table: Orca reads a table's whole row on Up and Down); each arrow sends one focus
event, on the square it lands on; Enter on a square without a dot says so; D and Shift+D land on
squares with a dot; the re-read key says the colour, the counts and the turn; Ctrl+N's question
reads as an alert with its message; a whole match is played through the squares' actions alone,
the CPU's moves read from the announcements, and the re-read key then says who won; F1's rules
read as a dialog with its text. Before the match, the records window opens from its button's
action as a dialog holding a table with column headers, and closes with Escape, the game
answering on the bus all along.
"""

import re
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

TIMEOUT = 30  # seconds: only a guard against a hang
PLAYABLE = ", empty, you can play here"
FILES = "abcdefgh"

announcements = []  # what the game's notifications said, in order
focus_events = []  # names of the squares that gained the focus, in order


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def pump(seconds):
    """Lets AT-SPI deliver events for a while."""
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if not context.iteration(False):
            time.sleep(0.01)


def wait_until(condition, what, timeout=TIMEOUT):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = condition()
        if value:
            return value
        pump(0.05)
    fail("timed out waiting for " + (what() if callable(what) else what))


def states(obj):
    return obj.getState()


def showing(obj):
    return states(obj).contains(pyatspi.STATE_SHOWING)


def on_showing(event):
    if event.detail1 and event.source.getRole() == pyatspi.ROLE_NOTIFICATION:
        announcements.append(event.source.name)


def on_focused(event):
    if event.detail1 and event.source.getRole() == pyatspi.ROLE_TABLE_CELL:
        focus_events.append(event.source.name)


def descendants(obj):
    for child in obj:
        if child is None:
            continue
        yield child
        yield from descendants(child)


def find_game():
    def game():
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name == "reversi":
                return app
        return None

    return wait_until(game, "the game on the accessibility bus", timeout=2 * TIMEOUT)


def find(app, role, name=None):
    for obj in descendants(app):
        if obj.getRole() == role and (name is None or obj.name == name) and showing(obj):
            return obj
    return None


NAMED_ROLES = {pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_RADIO_BUTTON, pyatspi.ROLE_CHECK_BOX,
               pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_TABLE, pyatspi.ROLE_TABLE_CELL}


def check_everything_named(app, screen):
    """Buttons need names; so does any panel with nothing inside it (the game draws it itself,
    and unnamed it reads as "panel"). Labels are their text: one with no text shows nothing."""
    for obj in descendants(app):
        if not showing(obj) or obj.name:
            continue
        role = obj.getRole()
        drawn_panel = role == pyatspi.ROLE_PANEL and obj.childCount == 0
        focusable_panel = role == pyatspi.ROLE_PANEL and states(obj).contains(
            pyatspi.STATE_FOCUSABLE)
        if role in NAMED_ROLES or drawn_panel or focusable_panel:
            fail(f"{screen}: a {obj.getRoleName()} without a name")


def press(key):
    subprocess.run(["xdotool", "key", "--delay", "30", key], check=True)


def is_grid(obj):
    return obj.name == "Board" and "Table" in pyatspi.listInterfaces(obj) and showing(obj)


def board(app):
    grid = wait_until(lambda: next((o for o in descendants(app) if is_grid(o)), None),
                      "the board's grid")
    if grid.getRole() == pyatspi.ROLE_TABLE:
        fail("the board is a table: Orca would read a whole row on Up and Down")
    return grid, [grid.getChildAtIndex(i) for i in range(64)]


def square_name(index):
    return FILES[index % 8] + str(index // 8 + 1)


def check_start_position(table, squares):
    expected = {19: PLAYABLE, 26: PLAYABLE, 37: PLAYABLE, 44: PLAYABLE,
                27: ", white", 36: ", white", 28: ", black", 35: ", black"}
    cells = table.queryTable()
    if (cells.nRows, cells.nColumns) != (8, 8):
        fail(f"the table is {cells.nRows}x{cells.nColumns}")
    for index, square in enumerate(squares):
        want = square_name(index) + expected.get(index, ", empty")
        if square.name != want:
            fail(f"square {index} reads '{square.name}', not '{want}'")
        if square.getRole() != pyatspi.ROLE_TABLE_CELL:
            fail(f"{want} is a {square.getRoleName()}")
        row, column = cells.getRowAtIndex(index), cells.getColumnAtIndex(index)
        if (row, column) != (index // 8, index % 8) or cells.getAccessibleAt(row, column) != square:
            fail(f"{want} is at row {row}, column {column}")
        action = square.queryAction()
        if action.nActions != 1 or action.getName(0) != "click":
            fail(f"{want} has no click action")
        if not states(square).contains(pyatspi.STATE_SHOWING):
            fail(f"{want} is not showing")


def focused_squares(squares):
    return [s.name for s in squares if states(s).contains(pyatspi.STATE_FOCUSED)]


def press_and_read(key, squares):
    """Presses `key` and returns the squares that gained the focus: one, read alone."""
    focus_events.clear()
    press(key)
    wait_until(lambda: focus_events, f"a focus event after {key}")
    pump(0.5)  # any further event would come now
    got = list(focus_events)
    if len(got) == 1:
        wait_until(lambda: focused_squares(squares) == got,
                   lambda: f"{got[0]} alone focused (focused: {focused_squares(squares)})")
    return got


def check_cursor_moves_focus(squares):
    # The match gives the board the focus with the cursor on a playable square: d3.
    wait_until(lambda: focused_squares(squares) == ["d3" + PLAYABLE], "d3 focused")
    pump(0.5)  # the events of the board's gaining the focus, delivered before the first key
    for key, square in [("Right", "e3, empty"), ("Down", "e4, black"), ("Up", "e3, empty"),
                        ("Down", "e4, black")]:
        got = press_and_read(key, squares)
        if got != [square]:
            fail(f"{key} gave the focus events {got}, not one on {square}")
    # e4 holds a disc: Enter there is answered, to a screen reader only.
    announcements.clear()
    press("Return")
    said = wait_until(lambda: announcements[:1], "the answer to Enter on e4")[0]
    if said != "No move here.":
        fail(f"Enter on e4 said '{said}'")
    for key, square in [("Up", "e3, empty"), ("Left", "d3" + PLAYABLE)]:
        if press_and_read(key, squares) != [square]:
            fail(f"{key} did not move the focus to {square} alone")


def check_jump_keys(squares):
    """D and Shift+D go to the next and previous square with a dot, in reading order."""
    # From d3 the dots are c4, f5, e6, then round the board's end to d3 again.
    for key, square in [("d", "c4"), ("d", "f5"), ("d", "e6"), ("d", "d3"), ("shift+d", "e6"),
                        ("shift+d", "f5"), ("shift+d", "c4"), ("shift+d", "d3")]:
        square += PLAYABLE
        got = press_and_read(key, squares)
        if got != [square]:
            fail(f"{key} gave the focus events {got}, not one on {square}")


def check_reread_key():
    announcements.clear()
    press("r")
    said = wait_until(lambda: announcements[:1], "the re-read key's announcement")[0]
    want = ("You play Black. Your discs: 2. The CPU's discs: 2. It is your turn. "
            "The CPU has not moved yet.")
    if said != want:
        fail(f"the re-read key said '{said}', not '{want}'")


def check_reread_key_at_the_end(ending):
    announcements.clear()
    press("r")
    said = wait_until(lambda: announcements[:1], "the re-read key's announcement")[0]
    result = re.search(r"(You win|The CPU wins|A draw)\.", ending)
    if not said.startswith("You play Black.") or not result or result.group(0) not in said:
        fail(f"at the end the re-read key said '{said}', not who won ('{ending}')")


def window_named(app, name):
    return [w for w in app if w is not None and w.name == name and showing(w)]


def check_new_match_question(app, squares):
    """Ctrl+N during a match asks first (once a move is made): an alert that carries its
    question and message."""
    focus_events.clear()
    if not squares[19].queryAction().doAction(0):
        fail("the action on d3 was refused")
    marker = "You played d3 and turned "
    wait_until(lambda: re.search("CPU", said_after(marker) or ""), "the CPU's reply to d3")
    pump(0.5)
    # The game puts the cursor on a square with a dot for the next turn, and says nothing of it:
    # a move is followed by its announcements only.
    if focus_events:
        fail(f"a move was followed by focus events on {focus_events}")
    press("ctrl+n")
    alert = wait_until(lambda: [w for w in app if w is not None and showing(w)
                                and w.getRole() == pyatspi.ROLE_ALERT], "the question's alert")[0]
    if "Start a new match?" not in alert.description or "cannot be resumed" not in alert.description:
        fail(f"the question reads as '{alert.name}': '{alert.description}'")
    press("Escape")
    wait_until(lambda: not [w for w in app if w is not None and showing(w)
                            and w.getRole() == pyatspi.ROLE_ALERT], "the question to close")


def said_after(marker):
    """What was announced from `marker` on (announcements of one event come as one), or None."""
    text = " ".join(announcements)
    at = text.rfind(marker)
    return text[at + len(marker):] if at >= 0 else None


def play_match(squares):
    """Plays the first playable square each turn through its action; the CPU's moves are read
    from the announcements and checked on the board. Returns the announcement of the end."""
    while True:
        playable = wait_until(lambda: [s for s in squares if s.name.endswith(PLAYABLE)]
                              or said_after("The match is over"), "a playable square or the end")
        if isinstance(playable, str):
            return "The match is over" + playable
        coordinate = playable[0].name.split(",")[0]
        if not playable[0].queryAction().doAction(0):
            fail(f"the action on {coordinate} was refused")
        marker = f"You played {coordinate} and turned "
        wait_until(lambda: said_after(marker) is not None,
                   lambda: f"the announcement of {coordinate} (last said: {announcements[-2:]})")
        # Then the CPU's move (or a pass, or the end) is announced.
        reply = wait_until(lambda: re.search("CPU|over", said_after(marker)) and said_after(marker),
                           f"the CPU's reply to {coordinate}")
        for move in re.findall(r"The CPU played ([a-h][1-8]) and turned \d+ discs?\.", reply):
            index = FILES.index(move[0]) + 8 * (int(move[1]) - 1)
            wait_until(lambda: squares[index].name.startswith(move + ", white"),
                       f"the CPU's disc on {move}")


def check_final_counts(squares, ending):
    black = sum(1 for s in squares if ", black" in s.name)
    white = sum(1 for s in squares if ", white" in s.name)
    want = f"Final count: Black {black}, White {white}"
    if want not in ending:
        fail(f"the end was announced as '{ending}', the board holds {black} black, {white} white")


def check_rules_read(app):
    """F1 opens the rules: a dialog whose text and buttons all have names."""
    press("F1")
    dialog = wait_until(lambda: window_named(app, "How to play"), "the rules' window")[0]
    labels = [o for o in descendants(dialog) if o.getRole() == pyatspi.ROLE_LABEL and o.name]
    if len(labels) < 5:
        fail(f"the rules read as {len(labels)} labels")
    if dialog.getRole() != pyatspi.ROLE_DIALOG or "Shift+D" not in dialog.description:
        fail(f"the rules are a {dialog.getRoleName()} described as '{dialog.description}'")
    check_everything_named(dialog, "rules")
    press("Escape")


def check_opponents_described(app):
    """Under each opponent's name the home screen says what it plays like; a reader says it
    after the name, as the button's description."""
    for name, words in (("Easy", "corners"), ("Normal", "moves each side has"),
                        ("Hard", "12,000 positions")):
        button = find(app, pyatspi.ROLE_PUSH_BUTTON, name)
        if button is None or words not in button.description:
            fail(f"the {name} button is described as "
                 f"'{button.description if button else None}', without '{words}'")
        shown = [obj for obj in descendants(app) if obj.getRole() == pyatspi.ROLE_LABEL and
                 showing(obj) and " ".join(obj.name.split()) == button.description]
        if not shown:  # the label breaks the line where it wraps
            fail(f"the {name} button's description '{button.description}' is not on the screen")


def check_records_window(app):
    """The records open from the home screen's button pressed through its action, as a reader
    presses it, and the game stays on the bus, answering, while they are up and after."""
    button = wait_until(lambda: find(app, pyatspi.ROLE_PUSH_BUTTON, "Your records"),
                        "the records button")
    started = time.monotonic()
    if not button.queryAction().doAction(0):
        fail("the records button refused its action")
    if time.monotonic() - started > 5:
        fail("pressing the records button held the screen reader until the window closed")
    dialog = wait_until(lambda: window_named(app, "Your records"), "the records window")[0]
    check_everything_named(dialog, "records")
    if dialog.getRole() != pyatspi.ROLE_DIALOG:
        fail(f"the records window is a {dialog.getRoleName()}")
    tables = [o for o in descendants(dialog)
              if o.getRole() in (pyatspi.ROLE_TABLE, pyatspi.ROLE_TREE_TABLE)]
    if len(tables) != 1:
        fail(f"the records hold {len(tables)} tables")
    table = tables[0].queryTable()
    headers = [table.getColumnHeader(i).name if table.getColumnHeader(i) else ""
               for i in range(table.nColumns)]
    if headers != ["Opponent", "Played", "Wins", "Losses", "Draws", "Play time"] \
            or table.nRows != 3:
        fail(f"the records' table has {table.nRows} rows under the headers {headers}")
    if table.getAccessibleAt(1, 0).name != "Normal" or table.getAccessibleAt(1, 1).name != "0":
        fail("the records' table does not read Normal's row")
    press("Escape")
    wait_until(lambda: not [w for w in app if w is not None and w.name == "Your records"
                            and showing(w)], "the records window to close")
    if find_game() is None or not find(app, pyatspi.ROLE_PUSH_BUTTON, "Easy"):
        fail("the game left the accessibility bus after the records window")


def main():
    pyatspi.Registry.registerEventListener(on_showing, "object:state-changed:showing")
    pyatspi.Registry.registerEventListener(on_focused, "object:state-changed:focused")
    # As Orca does: the game's bridge sends only the events some reader listens to, and AT-SPI
    # keeps the names it has read up to date from these.
    for kind in ("object:property-change:accessible-name", "object:children-changed"):
        pyatspi.Registry.registerEventListener(lambda event: None, kind)
    app = find_game()
    easy = wait_until(lambda: find(app, pyatspi.ROLE_PUSH_BUTTON, "Easy"), "the home screen")
    check_everything_named(app, "home screen")
    check_opponents_described(app)
    check_records_window(app)
    easy = wait_until(lambda: find(app, pyatspi.ROLE_PUSH_BUTTON, "Easy"), "the home screen")
    easy.queryAction().doAction(0)
    table, squares = board(app)
    wait_until(lambda: squares[19].name == "d3" + PLAYABLE, "the match's first position")
    check_start_position(table, squares)
    check_everything_named(app, "match screen")
    if not find(app, pyatspi.ROLE_LABEL, "Your discs: 2. The CPU's discs: 2."):
        fail("the counts are not exposed")
    check_cursor_moves_focus(squares)
    check_jump_keys(squares)
    check_reread_key()
    check_new_match_question(app, squares)
    ending = play_match(squares)
    cpu_moves = len(re.findall("The CPU played", " ".join(announcements)))
    if cpu_moves < 10:
        fail(f"only {cpu_moves} CPU moves were announced")
    check_final_counts(squares, ending)
    check_reread_key_at_the_end(ending)
    check_rules_read(app)
    print(f"ok: a whole match through accessibility actions, {cpu_moves} CPU moves announced; "
          f"'{ending}'")


main()
