"""How a player acts at the table: prompts that say what really goes, keys
that match the README, attacks signposted, forced moves made cheap, drag and double-click,
and a hint that says why. Only posted mouse and key events, through the real loop."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import table_kit as kit

from game.rules.eight_half.cards import Card
from game.rules.eight_half.state import Phase
from game.ui.eight_half.selection import Where
from game.ui.eight_half.table_scene import TableScene
from game.ui.scorepad.scene import ScorePadScene
from game.ui.shell import drawn
from game.ui.shell import widgets as w
from game.ui.shell.app import App

MakeApp = Callable[..., App]
ME = {"draw": "1 2 3 4 5 6"}  # a draw pile, so nobody is about to finish by accident
ADA = {"hand": "6 7 8", "draw": "1 2 3 4"}  # seat 1 in a game of two


def at(
    make_app: MakeApp, me: dict[str, str], ada: dict[str, str] = ADA, **rest: object
) -> tuple[App, TableScene]:
    app = make_app(kit.settings(players=2))
    scene = kit.table(app)
    kit.put(scene, kit.position(2, [{**ME, **me}, ada], **rest))
    kit.frames(app)
    return app, scene


def hand_names(scene: TableScene) -> list[Card]:
    return [scene.shown.seats[0].hand[i] for i in scene.controls.selection.picks]


# -- item 4: the prompt after a 0 ----------------------------------------------------------


def test_after_a_green_zero_the_prompt_does_not_speak_of_a_new_pile(make_app: MakeApp) -> None:
    """R5.5: a 0 makes the bid 0 on a full pile; any card goes, but the pile stays."""
    app, scene = at(make_app, {"hand": "4 6 9"}, pile="7 8 9 6 6 7 8 9 0", bid="0")
    prompt = scene.controls.prompt()
    assert "new pile" not in prompt
    assert prompt == "Your turn: the bid is 0 — any card goes"
    kit.put(scene, kit.position(2, [{**ME, "hand": "4 6 9"}, ADA]))  # R4: an empty pile
    kit.frames(app)
    assert scene.controls.prompt() == "Your turn: start a new pile with any card"


# -- item 8: the keyboard as the README says ---------------------------------------------


def test_arrows_step_over_cards_that_cannot_be_played(make_app: MakeApp) -> None:
    """R5.1: on a 6 the 3 and the 4 are greyed; ← → stop only on the 7 and the 9."""
    app, scene = at(make_app, {"hand": "3 4 7 9"}, pile="6", bid="6")
    controls = scene.controls
    assert controls.focusables() == [(Where.HAND, 2), (Where.HAND, 3)]
    assert controls.focused() == (Where.HAND, 2)
    seen = []
    for _ in range(3):
        kit.key(pygame.K_RIGHT)
        kit.frames(app)
        seen.append(controls.focused())
    assert seen == [(Where.HAND, 3), (Where.HAND, 2), (Where.HAND, 3)]


def test_space_selects_identical_cards_together_and_takes_one_out(make_app: MakeApp) -> None:
    """R5 (several identical cards in one play): Space on a 6 picks both 6s."""
    app, scene = at(make_app, {"hand": "6 6 9"}, pile="5", bid="5")
    kit.key(pygame.K_SPACE)
    kit.frames(app)
    assert hand_names(scene) == [Card.SIX, Card.SIX]
    kit.key(pygame.K_SPACE)  # the focused 6 goes out again: one 6 may be played alone
    kit.frames(app)
    assert hand_names(scene) == [Card.SIX]
    kit.key(pygame.K_SPACE)
    kit.key(pygame.K_RETURN)
    kit.frames(app)
    assert scene.state.pile == (Card.FIVE, Card.SIX, Card.SIX)


def test_space_selects_only_as_many_twins_as_may_be_played(make_app: MakeApp) -> None:
    """R5.3: on a bid of 8 two ½ would climb past 8½. Space on a ½ picks one, and Enter
    plays it: the keyboard never leads into a refusal."""
    app, scene = at(make_app, {"hand": "h h 3"}, pile="8", bid="8")
    kit.key(pygame.K_SPACE)
    kit.frames(app)
    assert hand_names(scene) == [Card.HALF]
    assert [(b.name, b.enabled) for b in scene.controls.buttons()] == [("play", True)]
    kit.key(pygame.K_RETURN)
    kit.frames(app)
    assert scene.state.pile == (Card.EIGHT, Card.HALF) and scene.note is None


def test_space_on_an_8_when_only_8_and_a_half_fit_takes_the_half_along(
    make_app: MakeApp,
) -> None:
    """R5.6, R5.7: on 8½ an 8 alone is refused, the 8½ combination is not. Space on the 8
    picks the 8 and one ½ (found playing five friends at one screen: it picked the 8 alone,
    Play stayed dark), and Enter plays them."""
    app, scene = at(make_app, {"hand": "7 8 h"}, pile="7 8 h", bid="8.5", half_owner=1)
    assert scene.controls.focused() == (Where.HAND, 1)  # the 8
    kit.key(pygame.K_SPACE)
    kit.frames(app)
    assert sorted(hand_names(scene)) == [Card.EIGHT, Card.HALF]
    assert [(b.name, b.enabled) for b in scene.controls.buttons()] == [("play", True)]
    kit.key(pygame.K_RETURN)
    kit.frames(app)
    assert scene.state.pile[-2:] == (Card.EIGHT, Card.HALF) and scene.note is None


def test_play_is_lit_only_for_a_selection_that_may_be_played(make_app: MakeApp) -> None:
    """Both ½ clicked on a bid of 8 (R5.3): the Play button fades and the prompt says why;
    one ½ out again, and Play is lit."""
    app, scene = at(make_app, {"hand": "h h 3"}, pile="8", bid="8")
    first, second = (i for i, c in enumerate(scene.shown.seats[0].hand) if c is Card.HALF)
    kit.click(kit.hand_point(scene, first))
    kit.frames(app)
    kit.click(kit.hand_point(scene, second))
    kit.frames(app)
    assert hand_names(scene) == [Card.HALF, Card.HALF]
    assert [(b.name, b.enabled) for b in scene.controls.buttons()] == [("play", False)]
    assert scene.controls.prompt() == "2 halves climb past 8½ from 8: at most 1 here"
    kit.click(kit.hand_point(scene, second), button=3)  # right-click: that ½ goes out
    kit.frames(app)
    assert [(b.name, b.enabled) for b in scene.controls.buttons()] == [("play", True)]
    assert scene.controls.prompt().startswith("Click the card again")


def test_the_focus_ring_is_thick_gold_on_a_dark_rim(make_app: MakeApp) -> None:
    app, scene = at(make_app, {"hand": "7 9"}, pile="6", bid="6")
    kit.key(pygame.K_RIGHT)  # the focus shows once the player uses the keys
    kit.frames(app)
    assert scene.controls.shown_focus() == (Where.HAND, 1)
    screen = pygame.display.get_surface()
    r = scene.view.hand_rects(scene.view.layout(), 0)[1]
    y = r.centery
    gold = [x for x in range(r.right, r.right + 20) if screen.get_at((x, y))[:3] == w.GOLD]
    assert len(gold) >= 3, "a gold ring at least three pixels wide beside the card"
    dark = screen.get_at((max(gold) + 2, y))[:3]
    assert sum(dark) < 150, "with a dark rim outside it, seen on any felt or card"


def test_a_keyboard_player_is_told_keys_not_clicks(make_app: MakeApp) -> None:
    app, scene = at(make_app, {"hand": "7 9"}, pile="6", bid="6")
    kit.click(kit.hand_point(scene, 0))
    kit.frames(app)
    assert scene.controls.prompt().startswith("Click the card again")
    kit.key(pygame.K_RIGHT)
    kit.key(pygame.K_SPACE)
    kit.frames(app)
    assert "click" not in scene.controls.prompt().lower()
    assert "Enter" in scene.controls.prompt()
    kit.put(scene, kit.position(2, [{"blind": "2 9 7", "at_table": True}, ADA], pile="6", bid="6"))
    kit.key(pygame.K_LEFT)
    kit.frames(app)
    assert scene.controls.prompt() == (
        "Your turn: choose a blind card with ← → and turn it over with Enter"
    )


# -- item 10: attacks are signposted ----------------------------------------------------


def test_an_attack_is_named_on_the_button_the_prompt_and_the_cards(make_app: MakeApp) -> None:
    """R6.2: 9 on 8½ owned by Ada is an attack: say so before it is played."""
    app, scene = at(make_app, {"hand": "3 9 9"}, pile="7 8 h", bid="8.5", half_owner=1)
    controls = scene.controls
    assert scene.options.attackers == {Card.NINE}
    assert [(b.name, b.text, b.style) for b in controls.buttons()] == [
        ("attack", "Attack with a 9! (A)", "danger")
    ]
    assert controls.prompt() == "Attack with a 9! Ada owns 8½ and would take the pile"
    screen = pygame.display.get_surface()
    nine = scene.view.hand_rects(scene.view.layout(), 0)[2]
    rim = [screen.get_at((nine.right, y))[:3] for y in range(nine.y + 10, nine.bottom - 10)]
    assert rim.count(w.RED) > len(rim) // 2, "a red rim marks the card that would attack"
    for i in (1, 2):
        kit.click(kit.hand_point(scene, i))
    kit.frames(app)
    assert [(b.name, b.text) for b in controls.buttons()] == [
        ("play", "Attack with two 9s! (Enter)")
    ], "the selection is an attack: the button says so"
    kit.key(pygame.K_a)  # A attacks with what is selected
    kit.frames(app)
    kit.assert_no_traces(scene)  # the marks go with the cards
    assert scene.state.seats[1].aside.count(Card.NINE) == 2, "both 9s went with the pile"
    assert scene.state.turn == 0 and scene.state.pile == (), "R6.3: I open a new pile"


def test_a_plain_play_is_not_called_an_attack(make_app: MakeApp) -> None:
    """R6.4: another ½ on a half bid, or a card higher than x+1, attacks nobody."""
    app, scene = at(make_app, {"hand": "8 h"}, pile="6 h", bid="6.5", half_owner=1)
    assert scene.options.attacks == ()
    assert [b.name for b in scene.controls.buttons()] == []
    assert "Attack" not in scene.controls.prompt()


def test_when_only_a_half_fits_the_prompt_says_so(make_app: MakeApp) -> None:
    """R5.3, R5.8: on 9½ no number is high enough; only the ½ (or a ghost) goes."""
    app, scene = at(make_app, {"hand": "3 9 h"}, pile="9 h", bid="9.5", half_owner=1)
    assert scene.controls.prompt() == "Your turn: on 9½ only a ½ fits"
    kit.put(
        scene, kit.position(2, [{**ME, "hand": "3 g h"}, ADA], pile="9 h", bid="9.5", half_owner=1)
    )
    kit.frames(app)
    assert scene.controls.prompt() == "Your turn: on 9½ only a ghost or a ½ fits"


# -- forced moves are cheap --------------------------------------------------------------


def test_when_only_taking_is_left_a_click_anywhere_takes(make_app: MakeApp) -> None:
    """R7.1: taking is the only move: a click on the pile (or Space) takes it."""
    app, scene = at(make_app, {"hand": "1 2"}, pile="8", bid="8")
    assert scene.options.take_only
    kit.click(kit.tool_point(scene, "log"))  # the toolbar still does what it says
    kit.frames(app)
    assert scene.log_open and scene.state.pile == (Card.EIGHT,)
    kit.click(kit.pile_point(scene))
    kit.frames(app)
    assert scene.state.seats[0].aside == (Card.EIGHT,), "R7.2: the pile went aside"
    kit.put(scene, kit.position(2, [{**ME, "hand": "1 2"}, ADA], pile="8", bid="8"))
    kit.frames(app)
    kit.key(pygame.K_SPACE)
    kit.frames(app)
    assert scene.state.seats[0].aside == (Card.EIGHT,) and scene.state.pile == ()


def test_no_attack_possible_passes_by_itself_after_a_pause(make_app: MakeApp) -> None:
    """R9.3: with no attack at all the pass is made for the player, after a visible note."""
    app = make_app(kit.settings(players=2, animation_speed="normal"))
    scene = kit.table(app)
    kit.put(
        scene,
        kit.position(
            2,
            [{"hand": "3"}, {"at_table": True}],
            pile="6 h",
            bid="6.5",
            half_owner=1,
            phase="attack_window",
            finisher=1,
        ),
    )
    kit.frames(app, 30)  # half a second of frames: the note shows, nothing is played yet
    assert scene.state.phase is Phase.ATTACK_WINDOW
    assert scene.note is not None and scene.note.text == "No attack possible — you pass"
    kit.frames(app, 40)
    assert scene.state.phase is Phase.OVER and scene.state.winner == 1
    kit.run_until(app, lambda: isinstance(app.top, ScorePadScene))


def test_an_attack_window_with_an_attack_waits_for_the_player(make_app: MakeApp) -> None:
    app = make_app(kit.settings(players=2, animation_speed="normal"))
    scene = kit.table(app)
    kit.put(
        scene,
        kit.position(
            2,
            [{"hand": "7 3"}, {"at_table": True}],
            pile="6 h",
            bid="6.5",
            half_owner=1,
            phase="attack_window",
            finisher=1,
        ),
    )
    kit.frames(app, 200)
    assert scene.state.phase is Phase.ATTACK_WINDOW and scene.options.attackers == {Card.SEVEN}


# -- playing feels direct: double-click and drag -----------------------------------------


def test_a_double_click_plays_the_card(make_app: MakeApp) -> None:
    app, scene = at(make_app, {"hand": "7 9"}, pile="6", bid="6")
    kit.click(kit.hand_point(scene, 1))
    kit.click(kit.hand_point(scene, 1))
    kit.frames(app)
    assert scene.state.pile == (Card.SIX, Card.NINE)


def test_a_double_click_on_a_selected_card_plays_it_once(make_app: MakeApp) -> None:
    """The first click already plays a selected card: the second must not pick a card of
    the hand that comes back after the draw."""
    app = make_app(kit.settings(players=2, animation_speed="slow"))
    scene = kit.table(app)
    kit.put(scene, kit.position(2, [{"hand": "7 7 9", "draw": "7 1"}, ADA], pile="6", bid="6"))
    kit.frames(app)
    kit.click(kit.hand_point(scene, 0))
    kit.frames(app)
    kit.click(kit.hand_point(scene, 0))
    kit.click(kit.hand_point(scene, 0))
    kit.frames(app)
    assert scene.state.pile == (Card.SIX, Card.SEVEN)
    kit.run_until(app, lambda: kit.idle(scene))
    assert scene.controls.selection.picks == [], "the second click selected nothing"


def test_dragging_a_card_onto_the_pile_plays_it(make_app: MakeApp) -> None:
    app, scene = at(make_app, {"hand": "6 6 9"}, pile="5", bid="5")
    kit.drag(kit.hand_point(scene, 2), kit.pile_point(scene), release=False)
    kit.frames(app)
    assert scene.controls.dragged() == ([Card.NINE], Where.HAND, kit.pile_point(scene))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=kit.pile_point(scene), button=1))
    kit.frames(app)
    assert scene.state.pile == (Card.FIVE, Card.NINE)


def test_dragging_a_selected_card_plays_the_whole_selection(make_app: MakeApp) -> None:
    app, scene = at(make_app, {"hand": "6 6 9"}, pile="5", bid="5")
    kit.click(kit.hand_point(scene, 0))
    kit.frames(app, 30)  # not a double-click
    kit.click(kit.hand_point(scene, 1))
    kit.frames(app)
    kit.drag(kit.hand_point(scene, 1), kit.pile_point(scene))
    kit.frames(app)
    assert scene.state.pile == (Card.FIVE, Card.SIX, Card.SIX)


def test_a_drag_released_elsewhere_plays_nothing(make_app: MakeApp) -> None:
    app, scene = at(make_app, {"hand": "6 6 9"}, pile="5", bid="5")
    start = kit.hand_point(scene, 2)
    kit.drag(start, (start[0] - 60, start[1] - 120))
    kit.frames(app)
    assert scene.state.pile == (Card.FIVE,) and scene.controls.selection.picks == []
    assert scene.controls.dragged() is None


# -- a hint that says why --------------------------------------------------------------


def test_the_hint_gives_its_reason(make_app: MakeApp) -> None:
    app, scene = at(make_app, {"hand": "4 4 9"}, pile="3", bid="3")
    kit.key(pygame.K_h)
    kit.frames(app)
    assert scene.note is not None
    assert scene.note.text == "Hint: play two 4s: two cards gone, and Ada cannot attack a whole 4"
    assert hand_names(scene) == [Card.FOUR, Card.FOUR]
    kit.frames(app, 60 * 30)  # half a minute later the hint is still there to read
    assert scene.note is not None and scene.note.text.startswith("Hint: play two 4s")
    kit.key(pygame.K_RIGHT)  # the next action
    kit.frames(app)
    assert scene.note is None


def test_the_hint_names_an_attack(make_app: MakeApp) -> None:
    """R6.2, R6.3: the owner takes the pile with the attacking card."""
    app, scene = at(make_app, {"hand": "3 9 9"}, pile="7 8 h", bid="8.5", half_owner=1)
    kit.key(pygame.K_h)
    kit.frames(app)
    assert scene.note is not None
    assert scene.note.text == "Hint: play a 9: Ada takes all 4 cards and you play again"


def test_the_hint_weighs_an_attack_on_the_half_it_leaves(make_app: MakeApp) -> None:
    """Ada plays from her open cards: whether she holds the 8 to attack 7½ is known."""
    ada = {"at_table": True, "open": "3 4", "blind": "1 2 3"}
    app, scene = at(make_app, {"hand": "h 9"}, ada, pile="7", bid="7")
    kit.key(pygame.K_h)
    kit.frames(app)
    assert scene.note is not None
    assert scene.note.text.startswith("Hint: play a ½:")
    assert "Ada cannot attack your 7½" in scene.note.text


def test_known_cards_lie_face_down_until_k_shows_them(make_app: MakeApp) -> None:
    """R8.3, R11: Ada took a pile of 6 and 7 into her hand at the table; everyone saw them.
    As at a table they lie face down in her hand; K shows them, K again hides them."""
    ada = {"hand": "6 7 2", "known": "6 7", "open": "3 4 5", "blind": "1 1 1", "at_table": True}
    app, scene = at(make_app, {"hand": "8 9"}, ada, pile="5", bid="5")

    def faces_in_adas_hand() -> list[str]:
        rects = scene.view.hand_rects(scene.view.layout(), 1)
        scene.view.invalidate()  # the whole table drawn again, as it looks now
        with drawn.recording() as seen:
            app.draw()
        return sorted(
            d.text
            for d in seen
            if d.kind is drawn.Kind.CARD and d.text and any(r.colliderect(d.rect) for r in rects)
        )

    assert faces_in_adas_hand() == []
    kit.key(pygame.K_k)
    kit.frames(app)
    assert faces_in_adas_hand() == ["6", "7"]
    assert scene.note is not None and scene.note.text.startswith("Known cards shown")
    kit.key(pygame.K_k)
    kit.frames(app)
    assert faces_in_adas_hand() == []
