"""The Huit américain table under house rules (RULES.md H7), played as a player would: the
joker on the table and in the hand, its suit asked like an 8's, its penalty on the discard,
the direction of play turning with a jack, a last 8 that may not go out, and the label that
names the rules in force. Positions are crafted (Part D, with "rules")."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from typing import Any

import attrs
import huit_table_kit as kit
import pygame
import pytest

from game.rules import huit
from game.rules.huit import HOUSE_RULES, JOKER, MoveKind
from game.rules.huit import events as ev
from game.rules.huit.cards import parse_card
from game.ui.huit import direction, house_label
from game.ui.huit.layout import compute
from game.ui.huit.result import HuitResultScene
from game.ui.huit.selection import CHOOSER_SUITS
from game.ui.huit.table_scene import HuitTableScene
from game.ui.huit.table_view import rules_label
from game.ui.shell import drawn, i18n
from game.ui.shell.drawn import Kind
from game.ui.shell.text import text_width

MakeApp = Callable[..., Any]
SIZES = [(800, 600), (1280, 720), (1920, 1080), (3840, 2160)]


def _table(
    make_app: MakeApp, state: huit.State, players: int = 2, **settings: Any
) -> HuitTableScene:
    app = make_app(kit.settings(players, **settings))
    scene = kit.table(app, seed=1)
    kit.put(scene, state)
    kit.frames(app, 2)
    return scene


def _settle(scene: HuitTableScene) -> None:
    """Take the input posted, then show the move to its end."""
    kit.frames(scene.app, 1)
    kit.run_until(scene.app, lambda: not scene.director.busy)


def _texts(scene: HuitTableScene) -> list[str]:
    """Every line of text the table draws now."""
    with drawn.recording() as seen:
        scene.app.frame(0.0)
    return [d.text for d in seen if d.kind is Kind.TEXT]


def _marker_seat(scene: HuitTableScene) -> int:
    """The seat the turn marker's arrow stands beside (the nearest plate to it)."""
    with drawn.recording() as seen:
        scene.app.frame(0.0)
    arrow = next(d.rect for d in seen if d.kind is Kind.MARKER)
    plates = [s.plate for s in scene.view.layout().seats]
    return min(
        range(len(plates)),
        key=lambda p: pygame.Vector2(plates[p].center).distance_to(arrow.center),
    )


# -- the joker in the hand: its suit asked like an 8's (H7.1) ---------------------------------


def _joker_hand(make_app: MakeApp) -> HuitTableScene:
    state = kit.position(
        ["X 5h 9d 4h", "Kc Qc"], stock="2c 3c 4c 6c 7d", discard="5c", rules=["jokers"]
    )
    return _table(make_app, state)


def test_h7_1_the_joker_is_lit_playable_at_the_right_end_of_the_hand(make_app: MakeApp) -> None:
    scene = _joker_hand(make_app)
    assert JOKER in scene.options.playable
    order = scene.controls.order()
    assert scene.shown.hand[order[-1]] == JOKER, "of no suit: after the four suits"
    lay = scene.view.layout()
    rects = scene.view.hand_rects(lay)
    assert rects[-1].y < rects[1].y, "raised like every playable card (the 9d is not)"


@pytest.mark.parametrize("number", [1, 2, 3, 4])
def test_h7_1_a_joker_played_by_keys_asks_the_suit(make_app: MakeApp, number: int) -> None:
    scene = _joker_hand(make_app)
    kit.key(pygame.K_END)  # the joker, rightmost
    kit.key(pygame.K_RETURN)
    kit.frames(scene.app, 1)
    assert scene.controls.choosing == JOKER, "the joker asks for its suit first"
    assert scene.controls.prompt() == i18n.tr("huit.table.choose_back.joker")
    assert scene.state.turn == 0, "nothing is played before the suit is named"
    kit.key(pygame.K_0 + number)
    _settle(scene)
    assert scene.state.discard[-1] == JOKER
    assert scene.shown.suit == CHOOSER_SUITS[number - 1], "the suit asked shows by the discard"


def test_h7_1_a_joker_played_by_mouse_asks_the_suit_and_esc_keeps_it(make_app: MakeApp) -> None:
    scene = _joker_hand(make_app)
    kit.click(kit.card_pos(scene, JOKER))
    kit.frames(scene.app, 1)
    assert scene.controls.choosing == JOKER
    # The chooser offers first the suit the player holds most of: two hearts.
    assert CHOOSER_SUITS[scene.controls.chooser_focus] == huit.Suit.HEARTS
    kit.key(pygame.K_ESCAPE)
    kit.frames(scene.app, 1)
    assert scene.controls.choosing is None and JOKER in scene.state.hands[0]
    kit.click(kit.card_pos(scene, JOKER))
    kit.frames(scene.app, 1)
    kit.click(scene.view.layout().suit_buttons[3].center)  # spades
    _settle(scene)
    assert scene.state.suit == huit.Suit.SPADES and scene.shown.suit == huit.Suit.SPADES
    assert scene.shown.penalty == 4, "the next player draws 4 unless they play a joker"


# -- the joker's penalty, shown like an ace's -------------------------------------------------


def test_h7_1_the_joker_penalty_shows_plus_4_and_the_button_draws_it(make_app: MakeApp) -> None:
    state = kit.position(
        ["5c 9d 4h", "Kd Qd"], stock="2c 3c 4c 5d 6d", discard="5h X", suit="h", penalty=4,
        rules=["jokers"],
    )  # fmt: skip
    scene = _table(make_app, state)
    assert "+4" in _texts(scene)
    draw = i18n.tr("huit.table.draw_penalty", count=4)
    assert scene.controls.buttons()["draw"] == (draw, "danger")
    kit.click(scene.view.layout().buttons["draw"].center)
    _settle(scene)
    assert len(scene.state.hands[0]) == 7 and "+4" not in _texts(scene)


def test_h7_1_a_joker_on_a_joker_shows_plus_8(make_app: MakeApp) -> None:
    state = kit.position(
        ["X 9d 4h", "Kd Qd", "2s 3s"], stock="2c 3c 4c 5d 6d 7d 9c 9h 9s", discard="5h X",
        suit="h", penalty=4, rules=["jokers"],
    )  # fmt: skip
    scene = _table(make_app, state, players=3, bot_pause=10.0)
    kit.click(kit.card_pos(scene, JOKER))
    kit.frames(scene.app, 1)
    kit.key(pygame.K_1)
    _settle(scene)
    assert scene.shown.penalty == 8
    assert "+8" in _texts(scene)


# -- a last 8 or joker that may not go out (H7.4) ---------------------------------------------


@pytest.mark.parametrize("last", ["8s", "X"])
@pytest.mark.parametrize("by_keys", [True, False])
def test_h7_4_a_last_8_or_joker_is_not_lit_and_not_played(
    make_app: MakeApp, last: str, by_keys: bool
) -> None:
    rules = ["jokers", "no_finish_on_eight"] if last == "X" else ["no_finish_on_eight"]
    state = kit.position([last, "Kd Qd"], stock="2c 3c 4c", discard="5s", rules=rules)
    scene = _table(make_app, state)
    card = parse_card(last)
    assert card not in scene.options.playable
    lay = scene.view.layout()
    (rect,) = scene.view.hand_rects(lay)
    assert rect.bottom == lay.seats[0].hand.bottom, "lies flat: not raised as playable"
    if by_keys:
        kit.key(pygame.K_HOME)
        kit.key(pygame.K_RETURN)
    else:
        kit.click(kit.card_pos(scene, card))
    kit.frames(scene.app, 1)
    assert scene.controls.choosing is None, "no suit is asked for a card that may not go"
    assert scene.state.hands[0] == (card,) and scene.state.turn == 0
    assert scene.note is not None and scene.note.tone == "refusal"
    assert scene.options.draw, "the player draws instead (H7.4)"


# -- the direction of play (H7.2) -------------------------------------------------------------


def _reverse_table(make_app: MakeApp, **settings: Any) -> HuitTableScene:
    state = kit.position(
        ["Jh 5c 9d", "Kc 2d", "7c 2s", "Qs 3d"], stock="2c 3c 4c 5d 6d", discard="5h",
        rules=["jack_reverses"],
    )  # fmt: skip
    return _table(make_app, state, players=4, bot_pause=10.0, **settings)


ARROW_ON_FELT = (161, 171, 95)  # the arrows' gold, half see-through on the green felt


def _arrow_ink(scene: HuitTableScene, deg: float) -> int:
    """How many pixels of the arrows' gold the window shows round the point of their track
    at `deg` degrees."""
    lay = scene.view.layout()
    frame = kit.picture(scene.app)
    box = pygame.Rect(0, 0, direction.thickness(lay) * 5, direction.thickness(lay) * 5)
    x, y = direction.point(lay, deg)
    box.center = (round(x), round(y))
    part = frame.subsurface(box.clip(frame.get_rect()))
    return pygame.mask.from_threshold(part, (*ARROW_ON_FELT, 255), (45, 45, 45, 255)).count()


def _turning(scene: HuitTableScene) -> str:
    """Which way the arrows round the middle point, read off the window's pixels:
    "clockwise" when each arc's wide arrowhead is at its clockwise end."""
    middle, arc = direction.arcs(scene.view.layout())
    ends = [
        (_arrow_ink(scene, m + arc / 2 - 4), _arrow_ink(scene, m - arc / 2 + 4))
        for m in (middle, middle + 180)
    ]
    assert all(min(e) > 0 for e in ends), "both arcs are drawn, end to end"
    if all(cw > ccw for cw, ccw in ends):
        return "clockwise"
    assert all(ccw > cw for cw, ccw in ends)
    return "counter-clockwise"


@pytest.mark.parametrize("rules", [[], ["jokers"], ["jack_reverses"]])
def test_h7_2_the_arrows_show_only_when_jacks_reverse(make_app: MakeApp, rules: list[str]) -> None:
    state = kit.position(["Jh 5c 9d", "Kc 2d", "7c 2s"], stock="2c 3c", discard="5h", rules=rules)
    scene = _table(make_app, state, players=3)
    middle, arc = direction.arcs(scene.view.layout())
    seen = sum(_arrow_ink(scene, m + d) for m in (middle, middle + 180) for d in (-20, 0, 20))
    assert (seen > 0) == (rules == ["jack_reverses"])


def test_h7_2_the_arrows_turn_on_a_jack_and_the_marker_follows(make_app: MakeApp) -> None:
    scene = _reverse_table(make_app)
    assert _turning(scene) == "clockwise", "the way the seats follow each other"
    assert _marker_seat(scene) == 0
    kit.click(kit.card_pos(scene, parse_card("Jh")))
    _settle(scene)
    assert scene.shown.direction == -1 == scene.state.direction
    assert _turning(scene) == "counter-clockwise"
    # The turn goes to the seat on the player's right now (seat 3), and the marker with it.
    assert scene.state.turn == 3
    assert _marker_seat(scene) == 3


def test_h7_2_the_arrows_swing_with_the_reversed_event_frame_by_frame(make_app: MakeApp) -> None:
    """At normal speed the swing is an animation driven by the frames' time: the picture
    changes from frame to frame while the Reversed event plays, then rests."""
    scene = _reverse_table(make_app, animation_speed="normal")
    kit.click(kit.card_pos(scene, parse_card("Jh")))

    def reversing() -> bool:
        anim = scene.director.current
        return anim is not None and isinstance(anim.event, ev.Reversed)

    kit.run_until(scene.app, reversing)
    ring = scene.view.layout().ring
    pictures = []
    while reversing():
        frame = kit.picture(scene.app)
        pictures.append(pygame.image.tobytes(frame.subsurface(ring), "RGB"))
        kit.frames(scene.app, 1)
    assert len(pictures) >= 10, "it takes a while to see"
    assert len(set(pictures)) >= len(pictures) // 2, "it moves from frame to frame"
    assert _turning(scene) == "counter-clockwise"


# -- a whole round under every house rule -----------------------------------------------------


def _act(scene: HuitTableScene, rng: random.Random, by_keys: bool) -> None:
    """One action of the player among the legal moves, made by keys or by the mouse: a play
    (an 8's or a joker's suit named in the chooser), else a call, a keep or pass, a draw."""
    opts = scene.options
    plays = [m for m in opts.legal if m.kind is MoveKind.PLAY and not m.carte]
    lay = scene.view.layout()
    # A play when nothing else is legal (after a 10 a card that fits must be played, H4.1).
    if plays and (rng.random() < 0.8 or not (opts.call or opts.keep or opts.pass_ or opts.draw)):
        move = rng.choice(plays)
        assert move.card is not None
        if by_keys:
            order = scene.controls.order()
            kit.key(pygame.K_HOME)
            for _ in range(
                next(p for p, i in enumerate(order) if scene.shown.hand[i] == move.card)
            ):
                kit.key(pygame.K_RIGHT)
            kit.key(pygame.K_RETURN)
        else:
            kit.click(kit.card_pos(scene, move.card))
        if move.suit is not None:
            number = CHOOSER_SUITS.index(move.suit)
            if by_keys:
                kit.key(pygame.K_1 + number)
            else:
                kit.click(lay.suit_buttons[number].center)
    elif opts.call:
        kit.key(pygame.K_a) if by_keys else kit.click(lay.buttons["call"].center)
    elif opts.keep or opts.pass_:
        kit.key(pygame.K_k) if by_keys else kit.click(lay.buttons["draw"].center)
    else:
        assert opts.draw, "the player always has something to do (H3, H3.2)"
        kit.key(pygame.K_d) if by_keys else kit.click(lay.stock.center)


@pytest.mark.parametrize("by_keys", [False, True])
@pytest.mark.parametrize("players", [2, 4])
def test_h7_6_a_whole_round_under_every_house_rule_by_mouse_or_keys(
    make_app: MakeApp, by_keys: bool, players: int
) -> None:
    """H7: jokers, reverses, the blocked 8s and seven cards each, played by input events
    only against bots; whenever the table rests it shows the game's truth (the direction
    included), and the round ends with its result."""
    # Easy bots: they play every house rule already (RULES.md H7, game/ai).
    app = make_app(
        kit.settings(players, bot_pause=0.0, huit_to_500=False, huit_levels=("easy",) * 5)
    )
    scene = kit.table(app, seed=3)
    state = huit.new_game(players, 30, rules=HOUSE_RULES)  # a deal with jokers played and a reverse
    scene.match = attrs.evolve(scene.match, rules=state.rules, round=state)
    scene.record = None
    scene._start_game()
    assert len(scene.shown.hand) == 7, "H7.5: seven cards each"
    shown: list[ev.Event] = []
    start = scene.director.on_start
    assert start is not None

    def heard(e: ev.Event) -> None:
        shown.append(e)
        start(e)

    scene.director.on_start = heard
    rng = random.Random(players)
    for _ in range(8000):
        if isinstance(app.top, HuitResultScene):
            break
        if scene.options.my_turn and scene.controls.pending is None:
            before = scene.plies
            _act(scene, rng, by_keys)
            kit.frames(app, 2)
            assert scene.plies > before, f"the player's input made no move: {scene.note}"
        else:
            kit.frames(app, 1)
        if not scene.director.busy:
            assert scene.shown.differences(scene.observation()) == []
    assert isinstance(app.top, HuitResultScene), "the round did not end"
    assert scene.state.is_over
    played = [e.card for e in shown if isinstance(e, ev.CardPlayed)]
    assert JOKER in played and any(isinstance(e, ev.Reversed) for e in shown)
    assert any(isinstance(e, ev.PenaltyGrows) and e.penalty % 4 == 0 for e in shown)


# -- the label of the rules in force ------------------------------------------------------------


def test_h7_the_label_names_the_rules_in_force(make_app: MakeApp) -> None:
    state = kit.position(
        ["5c 9d", "Kc 2d"], stock="2c 3c", discard="5h", rules=["jokers", "jack_reverses"]
    )
    scene = _table(make_app, state)
    assert "Jokers · Jacks reverse" in _texts(scene)


def test_h7_no_label_under_the_book_s_rules(make_app: MakeApp) -> None:
    scene = _table(make_app, kit.position(["5c 9d", "Kc 2d"], stock="2c 3c", discard="5h"))
    texts = _texts(scene)
    assert not any(name in line for line in texts for name in house_label.names(HOUSE_RULES))
    assert "rules" not in scene.view.layout().zones()


@pytest.mark.parametrize("language", ["fr", "nl"])
def test_h7_the_label_is_in_the_player_s_language(make_app: MakeApp, language: str) -> None:
    state = kit.position(["5c 9d", "Kc 2d"], stock="2c 3c", discard="5h", rules=list(HOUSE_RULES))
    scene = _table(make_app, state, language=language)
    drawn_text = " ".join(_texts(scene))
    for name in house_label.names(HOUSE_RULES):
        for word in name.split():
            assert word in drawn_text, (name, drawn_text)
    assert i18n.tr("huit.house.jack_reverses.short") != "Jacks reverse"


def test_every_rule_has_its_short_name() -> None:
    assert tuple(house_label.SHORT) == HOUSE_RULES


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("size", SIZES + [(1024, 768), (1000, 1000)])
@pytest.mark.parametrize("log_open", [False, True])
def test_h7_the_label_and_the_arrows_lie_apart_from_everything(
    language: str, players: int, size: tuple[int, int], log_open: bool
) -> None:
    """With every rule on, the label (on the lines its words take) is on the table, apart
    from every other laid-out place; the arrows round the middle stay between the seats."""
    i18n.set_language(language)
    lay = compute(size, players, log_open)
    font, lines = rules_label(HOUSE_RULES, lay)
    assert font >= lay.unit * 0.6 and house_label.height(font, len(lines)) <= lay.rules_room.h
    assert all(text_width(line, font) <= lay.rules_room.w for line in lines)
    lay = compute(size, players, log_open, rules_h=house_label.height(font, len(lines)))
    screen = pygame.Rect((0, 0), size)
    zones = lay.zones()
    assert screen.contains(zones["rules"])
    for (a, ra), (b, rb) in itertools.combinations(zones.items(), 2):
        if "log_panel" not in (a, b):
            assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb}"
    ring = lay.ring
    assert screen.contains(ring) and not ring.colliderect(zones["rules"])
    for s in lay.seats[1:]:
        for name, r in s.zones().items():
            assert not ring.colliderect(r), f"the arrows cross seat {s.seat}'s {name}"


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
@pytest.mark.parametrize("size", SIZES)
def test_h7_the_round_s_line_keeps_its_size_beside_the_label(
    make_app: MakeApp, language: str, size: tuple[int, int]
) -> None:
    """The round's line ("Manche 1 · en 500 points") is never shrunk, even with the move
    log open at 800x600: it takes two lines there, and the label lies under both."""
    state = kit.position(
        ["5c 9d", "Kc 2d", "4h", "6s 7s", "Qd"],
        stock="2c 3c",
        discard="5h",
        rules=list(HOUSE_RULES),
    )
    try:
        scene = _table(make_app, state, players=5, size=size, language=language)
        i18n.set_language(language)
        heading = i18n.tr("huit.table.round", round=1, target=500)
        label = house_label.names(HOUSE_RULES)
        for log_open in (False, True):
            scene.log_open = log_open
            with drawn.recording() as seen:
                scene.app.frame(0.0)
            lay = scene.view.layout()
            top = [d for d in seen if d.kind is Kind.TEXT and d.rect.colliderect(lay.info)]
            parts = [d for d in top if d.text in heading]
            assert " · ".join(d.text for d in parts) == heading, (log_open, [d.text for d in top])
            assert all(d.size == d.asked == round(lay.unit * 0.95) for d in parts), log_open
            names = [d for d in seen if d.kind is Kind.TEXT and any(n in d.text for n in label)]
            assert names and all(n.rect.top >= p.rect.bottom for n in names for p in parts)
    finally:
        i18n.set_language("en")
