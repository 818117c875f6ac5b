"""The Huit américain table (RULES.md Part B) played as a player would: by posted mouse
and key events, against quick bots, with the table always showing the engine's truth."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from typing import Any

import huit_table_kit as kit
import pygame
import pytest

from game.rules import huit
from game.rules.huit import MoveKind, Phase
from game.rules.huit.cards import parse_card
from game.ui.huit import words
from game.ui.huit.layout import compute
from game.ui.huit.result import HuitResultScene
from game.ui.huit.selection import CHOOSER_SUITS
from game.ui.huit.table_scene import HuitTableScene
from game.ui.shell import widgets as w

MakeApp = Callable[..., Any]
SIZES = [(800, 600), (1280, 720), (1920, 1080)]


def _shows_the_truth(scene: HuitTableScene) -> None:
    if not scene.director.busy:
        assert scene.shown.differences(scene.observation()) == []


def _idle_my_turn(scene: HuitTableScene) -> bool:
    return scene.options.my_turn and scene.controls.pending is None


# -- layout ------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("size", SIZES + [(1024, 768), (2560, 1080), (1000, 1000)])
@pytest.mark.parametrize("log_open", [False, True])
def test_every_zone_is_on_screen_and_apart(
    players: int, size: tuple[int, int], log_open: bool
) -> None:
    lay = compute(size, players, log_open)
    screen = pygame.Rect((0, 0), size)
    zones = lay.zones()
    assert len(zones) >= 7 + 3 + 4 + 3 * players
    for name, rect in zones.items():
        assert rect.w > 0 and rect.h > 0, name
        assert screen.contains(rect), f"{name} {rect} is off the {size} screen"
    for (a, ra), (b, rb) in itertools.combinations(zones.items(), 2):
        if "log_panel" not in (a, b):
            assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb}"
    if lay.log_panel is not None:
        assert all(not r.colliderect(lay.log_panel) for n, r in zones.items() if n != "log_panel")
    assert screen.contains(lay.chooser)
    assert all(lay.chooser.contains(r) for r in lay.suit_buttons)
    assert lay.seats[0].hand.w > 6 * lay.seats[0].hand_w, "room for a hand of 8 and more"


# -- a whole round by mouse and keys -----------------------------------------------------


def _act(scene: HuitTableScene, rng: random.Random, by_keys: bool) -> None:
    """One action of the player, chosen among the legal moves, made by input events."""
    opts = scene.options
    plays = [m for m in opts.legal if m.kind is MoveKind.PLAY and not m.carte]
    lay = scene.view.layout()
    if plays and rng.random() < 0.8:
        move = rng.choice(plays)
        assert move.card is not None
        if by_keys:
            order = scene.controls.order()
            target = next(p for p, i in enumerate(order) if scene.shown.hand[i] == move.card)
            kit.key(pygame.K_HOME)
            for _ in range(target):
                kit.key(pygame.K_RIGHT)
            kit.key(pygame.K_RETURN)
        else:
            kit.click(kit.card_pos(scene, move.card))
        if move.suit is not None:
            if by_keys:
                kit.key(pygame.K_1 + CHOOSER_SUITS.index(move.suit))
            else:
                kit.click(lay.suit_buttons[CHOOSER_SUITS.index(move.suit)].center)
    elif opts.call and rng.random() < 0.5:
        kit.key(pygame.K_a) if by_keys else kit.click(lay.buttons["call"].center)
    elif opts.keep or opts.pass_:
        kit.key(pygame.K_k) if by_keys else kit.click(lay.buttons["draw"].center)
    elif opts.draw:
        kit.key(pygame.K_d) if by_keys else kit.click(lay.stock.center)
    else:
        move = plays[0]
        assert move.card is not None
        kit.click(kit.card_pos(scene, move.card))
        if move.suit is not None:
            kit.key(pygame.K_1 + CHOOSER_SUITS.index(move.suit))


@pytest.mark.parametrize("by_keys", [False, True])
@pytest.mark.parametrize("players", [2, 4])
def test_a_whole_round_is_played_by_mouse_or_keys(
    make_app: MakeApp, by_keys: bool, players: int
) -> None:
    """H1-H6: the player's moves are made only through input events; the table shows the
    observation after every move; the round ends with its result over the table."""
    app = make_app(kit.settings(players, bot_pause=0.0, huit_to_500=False))
    scene = kit.table(app, seed=11 + players)
    rng = random.Random(players)
    mine = 0
    for _ in range(6000):
        if isinstance(app.top, HuitResultScene):
            break
        if _idle_my_turn(scene):
            before = scene.plies
            _act(scene, rng, by_keys)
            kit.frames(app, 2)
            assert scene.plies > before, f"the player's input made no move: {scene.note}"
            mine += 1
        else:
            kit.frames(app, 1)
        _shows_the_truth(scene)
    assert isinstance(app.top, HuitResultScene), "the round did not end"
    assert scene.state.is_over and scene.match.is_over  # one round (not to 500)
    assert mine > 3
    assert scene.shown.left is not None and scene.shown.points == scene.state.points


def test_speed_normal_animates_every_event_and_ends_showing_the_truth(make_app: MakeApp) -> None:
    """With animations on, events fly one by one (the director is busy), and once the move
    is shown the table equals the observation (H3 refills included)."""
    app = make_app(kit.settings(3, animation_speed="normal", bot_pause=0.0))
    scene = HuitTableScene(
        app, app.settings, seed=3, human=False, quick_bots=True, executor=kit.InlineExecutor()
    )
    app.push(scene)
    busy = 0
    for _ in range(30000):
        if scene.state.is_over and not scene.director.busy:
            break
        kit.frames(app, 1)
        busy += scene.director.busy
        _shows_the_truth(scene)
    assert scene.state.is_over and busy > 50


# -- the 8, "Carte !", the call ---------------------------------------------------------


def _crafted(make_app: MakeApp, state: huit.State, players: int = 2) -> HuitTableScene:
    app = make_app(kit.settings(players))
    scene = kit.table(app, seed=1)
    kit.put(scene, state)
    kit.frames(app, 2)
    return scene


@pytest.mark.parametrize("number", [1, 2, 3, 4])
def test_h4_the_suit_chooser_answers_keys_1_to_4(make_app: MakeApp, number: int) -> None:
    state = kit.position(["8s 5h 9d", "Kc Qc"], stock="2c 3c", discard="5c")
    scene = _crafted(make_app, state)
    kit.click(kit.card_pos(scene, parse_card("8s")))
    kit.frames(scene.app, 2)
    assert scene.controls.choosing == parse_card("8s"), "the 8 asks for its suit first"
    assert scene.state.turn == 0, "nothing is played before the suit is named"
    kit.key(pygame.K_0 + number)
    kit.frames(scene.app, 2)
    assert scene.state.suit == CHOOSER_SUITS[number - 1]
    assert scene.shown.suit == CHOOSER_SUITS[number - 1], "the suit asked shows by the discard"


def test_h4_the_suit_chooser_answers_the_mouse_and_esc_puts_the_8_back(make_app: MakeApp) -> None:
    state = kit.position(["8s 5h 9d", "Kc Qc"], stock="2c 3c", discard="5c")
    scene = _crafted(make_app, state)
    lay = scene.view.layout()
    kit.key(pygame.K_HOME)
    kit.key(pygame.K_RETURN)
    kit.frames(scene.app, 1)
    order = scene.controls.order()
    first = scene.shown.hand[order[0]]
    if first != parse_card("8s"):  # the 8 is not leftmost: go and get it by mouse
        scene.controls.choosing = None
        kit.click(kit.card_pos(scene, parse_card("8s")))
        kit.frames(scene.app, 1)
    kit.key(pygame.K_ESCAPE)
    kit.frames(scene.app, 1)
    assert scene.controls.choosing is None and scene.state.turn == 0
    kit.click(kit.card_pos(scene, parse_card("8s")))
    kit.frames(scene.app, 1)
    kit.click(lay.suit_buttons[2].center)  # hearts
    kit.frames(scene.app, 2)
    assert scene.state.suit == huit.Suit.HEARTS


def test_h5_1_the_carte_button_makes_the_play_say_it(make_app: MakeApp) -> None:
    state = kit.position(["5c 9d", "Kc Qc Jd"], stock="2c 3c 4c", discard="7c")
    scene = _crafted(make_app, state)
    assert "carte" in scene.controls.buttons(), "two cards, one playable: Carte ! glows"
    assert scene.controls.buttons()["carte"][1] == "glow"
    kit.click(scene.view.layout().buttons["carte"].center)
    kit.frames(scene.app, 1)
    assert scene.controls.buttons()["carte"][1] == "on"
    kit.click(kit.card_pos(scene, parse_card("5c")))
    kit.frames(scene.app, 2)
    assert scene.state.hands[0] == (parse_card("9d"),)
    assert scene.state.unannounced is None, "Carte ! was said: nobody can call it"


def test_h5_1_forgetting_carte_is_allowed(make_app: MakeApp) -> None:
    state = kit.position(["5c 9d", "Kc Qc Jd"], stock="2c 3c 4c", discard="7c")
    scene = _crafted(make_app, state)
    kit.click(kit.card_pos(scene, parse_card("5c")))
    kit.frames(scene.app, 2)
    assert scene.state.unannounced == 0, "played without a word: the bot may call it"


@pytest.mark.parametrize(("level", "calls"), [("easy", False), ("medium", True), ("hard", True)])
def test_h5_1_the_next_bot_calls_the_player_who_forgot_unless_it_is_easy(
    make_app: MakeApp, level: str, calls: bool
) -> None:
    app = make_app(kit.settings(2, huit_levels=(level,) * 5))
    scene = kit.table(app, seed=1)
    kit.put(scene, kit.position(["5c 9d", "Kc Qc Jd"], stock="2c 3c 4c 6c", discard="7c"))
    kit.frames(app, 2)
    kit.click(kit.card_pos(scene, parse_card("5c")))  # no "Carte !" said
    kit.frames(app, 2)
    assert scene.state.unannounced == 0 and scene.state.turn == 1
    kit.run_until(app, lambda: scene.state.turn == 0 and not scene.director.busy)
    assert (len(scene.state.hands[0]) == 3) is calls, "two cards for the player (H5)"
    _shows_the_truth(scene)


def test_h5_1_the_call_button_calls_a_bot_that_forgot(make_app: MakeApp) -> None:
    state = kit.position(["5c 9d 4h", "Kd"], stock="2c 3c 4c 6c", discard="7c", unannounced=1)
    scene = _crafted(make_app, state)
    buttons = scene.controls.buttons()
    assert "call" in buttons and scene.options.call
    kit.click(scene.view.layout().buttons["call"].center)
    kit.frames(scene.app, 2)
    assert len(scene.state.hands[1]) == 3, "the bot drew two cards (H5)"
    assert scene.state.turn == 0, "and the caller plays on"
    assert "call" not in scene.controls.buttons()
    _shows_the_truth(scene)


def test_h5_1_the_call_key_calls(make_app: MakeApp) -> None:
    state = kit.position(["5c 9d 4h", "Kd"], stock="2c 3c 4c 6c", discard="7c", unannounced=1)
    scene = _crafted(make_app, state)
    kit.key(pygame.K_a)
    kit.frames(scene.app, 2)
    assert len(scene.state.hands[1]) == 3


def test_h3_1_after_a_draw_only_the_drawn_card_is_offered_or_kept(make_app: MakeApp) -> None:
    state = kit.position(["5c 9d 4h", "Kd Qd"], stock="2c 3c 4c 6c", discard="7s")
    scene = _crafted(make_app, state)
    kit.key(pygame.K_d)
    kit.frames(scene.app, 2)
    assert scene.state.phase is Phase.DRAWN and scene.shown.drawn == parse_card("2c")
    assert scene.options.playable == frozenset(), "2c does not fit 7s: keep it"
    assert scene.controls.buttons()["draw"][0] == "Keep"
    kit.key(pygame.K_k)
    kit.frames(scene.app, 2)
    assert scene.state.turn == 1


def test_h3_1_after_a_draw_the_keys_are_on_the_drawn_card_and_enter_plays_it(
    make_app: MakeApp,
) -> None:
    """H3.1: only the drawn card may be played. Wherever the focus was before the draw, it
    goes to the drawn 2♠, so Enter plays it (README: "Enter plays it")."""
    state = kit.position(["5c 9d 4h", "Kd Qd"], stock="2s 3c 4c 6c", discard="7s")
    scene = _crafted(make_app, state)
    kit.key(pygame.K_RIGHT)
    kit.key(pygame.K_RIGHT)  # the focus on a card of the hand before the draw
    kit.key(pygame.K_d)
    kit.frames(scene.app, 2)
    assert scene.shown.drawn == parse_card("2s")
    assert scene.controls.card_at(scene.controls.focus or 0) == parse_card("2s")
    kit.key(pygame.K_RETURN)
    kit.frames(scene.app, 2)
    assert scene.state.discard[-1] == parse_card("2s") and scene.state.turn == 1


def test_h3_1_a_drawn_card_that_does_not_fit_is_never_offered(make_app: MakeApp) -> None:
    """H3.1: the drawn K♠ does not fit the 7♦. Enter on another card, or D again, says that
    the K♠ cannot be played and that K keeps it, never that the K♠ may be played."""
    state = kit.position(["5c 9d 4h", "Kd Qd"], stock="Ks 3c 4c 6c", discard="7d")
    scene = _crafted(make_app, state)
    kit.key(pygame.K_RIGHT)  # the focus on a card of the hand before the draw
    kit.key(pygame.K_d)
    kit.frames(scene.app, 2)
    assert scene.state.phase is Phase.DRAWN and scene.shown.drawn == parse_card("Ks")
    said = (
        "The card you drew, the king of spades, does not fit, and only it could be played "
        "after a draw: keep it (K)"
    )
    for press in (pygame.K_HOME, pygame.K_d):
        if press == pygame.K_HOME:
            kit.key(pygame.K_HOME)
            order = scene.controls.order()
            if scene.shown.hand[order[0]] == parse_card("Ks"):
                kit.key(pygame.K_RIGHT)  # another card than the drawn one
            kit.key(pygame.K_RETURN)
        else:
            kit.key(press)
        kit.frames(scene.app, 2)
        assert scene.note is not None and scene.note.text == said
    kit.key(pygame.K_k)
    kit.frames(scene.app, 2)
    assert scene.state.turn == 1


def _light_left_of_stock(scene: HuitTableScene) -> int:
    """Card-coloured pixels in the felt just left of the stock (where a card turned up at the
    deal lies crosswise under it, H1)."""
    lay = scene.view.layout()
    cw = lay.card_w
    area = pygame.Rect(
        lay.stock.x - cw * 3 // 5, lay.stock.centery - cw * 2 // 5, cw // 2, cw * 4 // 5
    )
    picture = kit.picture(scene.app)
    return sum(
        1
        for x in range(area.x, area.right, 2)
        for y in range(area.y, area.bottom, 2)
        if min(picture.get_at((x, y))[:3]) > 180
    )


def test_h1_a_card_turned_up_at_the_deal_shows_under_the_stock_until_drawn(
    make_app: MakeApp,
) -> None:
    state = kit.position(["5c 9d 4h", "Kd Qd"], stock="2c Ah", discard="7s", turned=1)
    scene = _crafted(make_app, state)
    assert scene.shown.under_stock == [parse_card("Ah")]
    assert _light_left_of_stock(scene) > 20
    kit.key(pygame.K_d)  # the 2c: not the card everyone saw
    kit.frames(scene.app, 2)
    assert scene.shown.under_stock == [parse_card("Ah")]
    kit.key(pygame.K_k)
    kit.frames(scene.app, 2)
    kit.run_until(scene.app, lambda: scene.state.turn == 0 and not scene.director.busy)
    assert scene.shown.stock_size == 0 and scene.shown.under_stock == []  # the bot drew it
    _shows_the_truth(scene)
    assert _light_left_of_stock(scene) == 0


def test_h1_three_cards_under_the_stock_each_show_their_rank_and_suit(make_app: MakeApp) -> None:
    """A deal can turn up three special cards (H1): each one's corner, at its end out on the
    stock's left, is in sight, not covered by the card on it."""
    state = kit.position(["5c 9d 4h", "Kd Qd"], stock="2c As Ah 10c", discard="7s", turned=3)
    scene = _crafted(make_app, state)
    cards = scene.shown.under_stock
    assert len(cards) == 3
    lay = scene.view.layout()
    cw = lay.card_w
    picture = kit.picture(scene.app)
    for card, (img, r) in zip(reversed(cards), scene.view.under_stock(lay, cards), strict=True):
        # The corner: rank and suit, at the bottom of the end out on the left.
        box = pygame.Rect(0, img.get_height() - cw * 2 // 5, cw // 2, cw * 2 // 5)
        solid = [
            (x, y)
            for x in range(box.x, box.right)
            for y in range(box.y, box.bottom)
            if img.get_at((x, y))[3] == 255
        ]
        same = sum(
            picture.get_at((r.x + x, r.y + y))[:3] == img.get_at((x, y))[:3] for x, y in solid
        )
        assert same >= len(solid) * 0.98, f"the corner of {card} is covered"


def test_h1_the_log_names_the_cards_that_went_under_the_stock_at_the_deal(
    make_app: MakeApp,
) -> None:
    app = make_app(kit.settings(4))
    deals: dict[int, tuple[list[str], list[str]]] = {}
    for seed in range(1, 40):
        scene = kit.table(app, seed=seed)
        texts = [line.text for line in scene.log.lines]
        deals[scene.state.turned] = (texts, [words.card_name(c) for c in scene.shown.under_stock])
        app.pop()
        if 0 in deals and 1 in deals:
            break
    texts, names = deals[1]
    assert texts[1:] == [f"Under the stock, in everyone’s sight: {names[0]}"]
    assert names[0].startswith("the ")  # "the 8 of diamonds"
    assert len(deals[0][0]) == 1  # nothing turned up: the round's heading alone


def test_a_refused_card_is_explained_and_nothing_is_played(make_app: MakeApp) -> None:
    state = kit.position(["5c 9d 4h", "Kd Qd"], stock="2c 3c", discard="7s")
    scene = _crafted(make_app, state)
    kit.click(kit.card_pos(scene, parse_card("9d")))
    kit.frames(scene.app, 1)
    assert scene.state.turn == 0 and scene.note is not None and scene.note.tone == "refusal"


def test_h4_2_the_penalty_badge_and_draw_button_show_the_count(make_app: MakeApp) -> None:
    state = kit.position(["5c 9d 4h", "Kd Qd"], stock="2c 3c 4c 5d 6d", discard="As", penalty=4)
    scene = _crafted(make_app, state)
    assert scene.shown.penalty == 4
    assert scene.controls.buttons()["draw"] == ("Draw 4", "danger")
    kit.click(scene.view.layout().buttons["draw"].center)
    kit.frames(scene.app, 2)
    assert len(scene.state.hands[0]) == 7 and scene.shown.penalty == 0


def test_hint_names_a_legal_move_with_its_reason(make_app: MakeApp) -> None:
    state = kit.position(["5c 9d 4h", "Kd Qd"], stock="2c 3c", discard="7c")
    scene = _crafted(make_app, state)
    kit.key(pygame.K_h)
    kit.frames(scene.app, 1)
    assert scene.note is not None and scene.note.tone == "hint" and scene.note.text


# -- every scene, every size, every player count ------------------------------------------


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(
    "players,decks", [(2, False), (3, False), (4, False), (5, False), (5, True)]
)
def test_every_scene_draws_at_every_size(
    make_app: MakeApp, size: tuple[int, int], players: int, decks: bool
) -> None:
    app = make_app(
        kit.settings(players, size, huit_two_decks=decks, bot_pause=0.0, huit_to_500=False)
    )
    scene = kit.table(app, seed=players)
    assert scene.match.decks == (2 if decks else 1)
    kit.picture(app)
    lay = scene.view.layout()
    screen = pygame.Rect((0, 0), size)
    hand = scene.view.hand_rects(lay)
    assert all(screen.contains(r) for r in hand)
    for _ in range(3000):
        if scene.state.turn == 0 and scene.options.my_turn:
            break
        kit.frames(app, 1)
    scene.controls.choosing = parse_card("8h")
    kit.picture(app)
    scene.controls.choosing = None
    scene.toggle_log()
    kit.picture(app)
    scene.toggle_log()
    for opener in (scene.open_pause, scene.open_help, scene.open_score_pad):
        opener()
        kit.picture(app)
        app.pop()
    scene.human, scene.people = None, frozenset()  # let bots finish the round
    scene.bots[0] = kit.quick_bot("easy")
    kit.run_until(app, lambda: isinstance(app.top, HuitResultScene), limit=20000)
    kit.picture(app)
    result = app.top
    assert isinstance(result, HuitResultScene)
    rects = result.layout(size)
    for name, rect in rects.items():
        assert screen.contains(rect), f"result {name} {rect} is off the screen"


# -- the monkey ---------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_monkey_random_input_never_breaks_the_table(make_app: MakeApp, seed: int) -> None:
    """Random clicks and keys anywhere: no crash, the engine's state stays a legal round."""
    app = make_app(kit.settings(2 + seed, bot_pause=0.0, animation_speed="fast"))
    scene = kit.table(app, seed=seed)
    rng = random.Random(seed)
    keys = [
        pygame.K_LEFT,
        pygame.K_RIGHT,
        pygame.K_RETURN,
        pygame.K_SPACE,
        pygame.K_d,
        pygame.K_k,
        pygame.K_p,
        pygame.K_c,
        pygame.K_a,
        pygame.K_h,
        pygame.K_1,
        pygame.K_4,
        pygame.K_l,
        pygame.K_HOME,
        pygame.K_END,
        pygame.K_PAGEUP,
    ]
    for _ in range(1500):
        if not isinstance(app.top, HuitTableScene):
            app.pop_to(scene)  # a menu or the result: back to the table
            if scene.state.is_over and scene.recorded and not scene.match.is_over:
                scene.next_game()
        if rng.random() < 0.5:
            w, h = app.size
            kit.click((rng.randrange(w), rng.randrange(h)))
        else:
            kit.key(rng.choice(keys))
        kit.frames(app, 1 + rng.randrange(3))
        state = scene.state
        assert state.is_over or huit.legal_moves(state)
        assert sum(len(h) for h in state.hands) + len(state.stock) + len(state.discard) == 52
        _shows_the_truth(scene)


def test_h5_1_c_calls_first_when_a_call_is_open_then_says_carte(make_app: MakeApp) -> None:
    """ "Carte !" is the word for both: with a forgotten one open, C calls it (the call must
    be the first action of the turn); afterwards C goes with the player's own play."""
    state = kit.position(["5c 9d", "Kd"], stock="2c 3c 4c 6c", discard="7c", unannounced=1)
    scene = _crafted(make_app, state)
    kit.key(pygame.K_c)
    kit.frames(scene.app, 2)
    assert len(scene.state.hands[1]) == 3 and not scene.controls.carte
    kit.key(pygame.K_c)
    kit.frames(scene.app, 1)
    assert scene.controls.carte


# -- the suit chooser's prompt, and who may call (H5.1) ------------------------------------


def test_h4_the_prompt_under_the_suit_chooser_does_not_repeat_its_title(make_app: MakeApp) -> None:
    from game.ui.shell.i18n import tr

    state = kit.position(["8s 5h 9d", "Kc Qc"], stock="2c 3c", discard="5c")
    scene = _crafted(make_app, state)
    kit.click(kit.card_pos(scene, parse_card("8s")))
    kit.frames(scene.app, 1)
    assert scene.controls.choosing == parse_card("8s")
    prompt = scene.controls.prompt()
    assert prompt != tr("huit.table.choose_suit"), "the chooser says it already"
    assert prompt == tr("huit.table.choose_back"), "the way back out of the chooser"


class Forgetful:
    """A bot that never says "Carte !" (H5.1: forgetting is a legal play)."""

    def choose(self, obs: Any, legal: Any, rng: random.Random) -> huit.Move:
        plays = [m for m in legal if m.kind is MoveKind.PLAY and not m.carte]
        return plays[0] if plays else legal[0]


def _forgetful_table(make_app: MakeApp, state: huit.State, players: int) -> HuitTableScene:
    app = make_app(kit.settings(players, animation_speed="normal", bot_pause=0.0))
    scene = kit.table(app, seed=1, bot_factory=lambda level: Forgetful())
    kit.put(scene, state)
    return scene


def test_h5_1_no_call_button_when_another_bot_acts_next(make_app: MakeApp) -> None:
    """Seat 1 forgets "Carte !"; seat 2 acts next, so the call is never the player's."""
    state = kit.position(
        ["5c 9d 4h", "5d Kd", "Qs Js 2h"], stock="2c 3c 4c 6c", discard="5s", turn=1
    )
    scene = _forgetful_table(make_app, state, players=3)
    window = False
    for _ in range(240):
        kit.frames(scene.app, 1)
        window |= scene.call_open
        if scene.state.turn == 0:
            break
        assert "call" not in scene.controls.buttons(), "seat 2 calls, if anyone"
    assert window, "the bot forgot: the call window opened (for the next player)"


def test_h5_1_the_call_button_shows_at_once_when_the_player_is_next(make_app: MakeApp) -> None:
    """Seat 1 forgets with the player next: the button shows while its card still flies."""
    state = kit.position(["5c 9d 4h", "5d Kd"], stock="2c 3c 4c 6c", discard="5s", turn=1)
    scene = _forgetful_table(make_app, state, players=2)
    for _ in range(120):
        kit.frames(scene.app, 1)
        if scene.call_open:
            break
    assert scene.call_open and scene.director.busy, "the forgotten card still flies"
    assert "call" in scene.controls.buttons()


def test_h5_1_the_call_waits_for_the_player_however_long_they_take(make_app: MakeApp) -> None:
    """H5.1 sets no time: at Fast, from the forgotten card's flight on, the call button
    stays for a whole minute of the table's clock, and goes only with the player's move."""
    state = kit.position(["5c 9d 4h", "5d Kd"], stock="2c 3c 4c 6c", discard="5s", turn=1)
    app = make_app(kit.settings(2, animation_speed="fast", bot_pause=0.0))
    scene = kit.table(app, seed=1, bot_factory=lambda level: Forgetful())
    kit.put(scene, state)
    kit.run_until(app, lambda: scene.call_open, limit=600)
    for _ in range(60 * 60):
        kit.frames(app, 1)
        assert "call" in scene.controls.buttons()
    hand = len(scene.state.hands[1])
    kit.key(pygame.K_a)
    kit.frames(app, 1)
    assert len(scene.state.hands[1]) == hand + 2, "the call was made: two cards to draw"
    assert not scene.call_open


@pytest.mark.parametrize("to_500", [False, True])
def test_h6_the_round_end_panel_says_who_won_above_the_hands(
    make_app: MakeApp, to_500: bool
) -> None:
    """The heading ("You win the round!") is drawn at the panel's top, also at the end of a
    single round, whose buttons include one to the title (a name the heading once shared)."""
    app = make_app(kit.settings(2, (1280, 720), huit_to_500=to_500))
    scene = kit.table(app, seed=1)
    kit.put(scene, kit.position(["9d", "Kc Qc"], stock="2c 3c", discard="5d"))
    kit.frames(app, 2)
    kit.click(kit.card_pos(scene, parse_card("9d")))
    kit.run_until(app, lambda: isinstance(app.top, HuitResultScene))
    result = app.top
    assert isinstance(result, HuitResultScene)
    assert result.title() == "You win the round!"
    lay = result.layout(app.size)
    heading = lay["heading"]
    assert heading.bottom <= lay["row0"].top
    names = [name for name, _ in result.buttons()]
    assert names == ["pad", "menu"]  # the pad offers the way on, even at the match's end
    assert not any(heading.colliderect(lay[name]) for name in names)
    picture = kit.picture(app)
    gold = sum(
        1
        for x in range(heading.left, heading.right, 2)
        for y in range(heading.top, heading.bottom, 2)
        if picture.get_at((x, y))[:3] == w.GOLD[:3]
    )
    assert gold > 20, "the heading is not drawn"


# -- what stays on the table after a turn -----------------------------------------------------


def _gold_in(scene: HuitTableScene, rect: pygame.Rect) -> int:
    """Pixels of the turn's gold in `rect` as drawn now (the "10 — again" sign is gold)."""
    picture = kit.picture(scene.app)
    return sum(
        1
        for x in range(rect.x, rect.right, 2)
        for y in range(rect.y, rect.bottom, 2)
        if all(abs(a - b) < 30 for a, b in zip(picture.get_at((x, y))[:3], w.GOLD, strict=False))
    )


def test_h4_1_the_10_again_sign_goes_once_the_player_has_played_again(make_app: MakeApp) -> None:
    """After a 10 the sign says "10 — play again" beside the discard; the player's 7 answers
    it (H4.1, H4): from the moment the 7 lies on the 10, through the skip and the next
    player's turn, the sign is gone."""
    app = make_app(kit.settings(3, animation_speed="normal", bot_pause=1.0))
    scene = kit.table(app, seed=1)
    kit.put(
        scene,
        kit.position(
            ["7h 5c 9d", "Kc Qc 2d", "3s 4s 5s"],
            stock="2c 3c 4c 6c",
            discard="4h 10h",
            phase="again",
        ),
    )
    kit.frames(app, 2)
    lay = scene.view.layout()
    assert scene.shown.phase is Phase.AGAIN and _gold_in(scene, lay.suit) > 20
    kit.click(kit.card_pos(scene, parse_card("7h")))
    seen = 0
    for _ in range(240):
        kit.frames(app, 1)
        if scene.shown.discard[-1] == parse_card("7h"):
            seen += 1
            assert _gold_in(scene, lay.suit) == 0, "the 10's sign stays after the 7"
        if not scene.director.busy and scene.state.turn == 2:
            break
    assert seen > 5 and scene.shown.turn == 2, "seat 1 was skipped: seat 2 plays"
    assert _gold_in(scene, lay.suit) == 0


def _red_in(picture: pygame.Surface, rect: pygame.Rect) -> int:
    """Pixels of the skip tag's red in `rect`."""
    from game.ui.huit.table_view import SKIP_RED

    return sum(
        1
        for x in range(rect.x, rect.right)
        for y in range(rect.y, rect.bottom)
        if all(abs(a - b) < 24 for a, b in zip(picture.get_at((x, y))[:3], SKIP_RED, strict=False))
    )


@pytest.mark.parametrize(("mover", "skipped", "said"), [
    (1, 2, "Bruno skips a turn!"), (2, 0, "You skip a turn!"),
])  # fmt: skip
def test_h4_a_7_names_the_player_it_skips_and_tags_them_until_the_turn_has_passed(
    make_app: MakeApp, mover: int, skipped: int, said: str
) -> None:
    """A bot's 7 (H4): the bubble names the skipped player ("You" only when it is you); the
    red tag stands on that player's plate under the name, which stays readable, and is gone
    once the turn has passed them by (the next player's turn)."""
    hands = ["5c 9d 4h", "Kc Qc 3h", "Kd Qd 3d"]
    hands[mover] = "7s 2d 2h"
    scene = _forgetful_table(
        make_app, kit.position(hands, stock="2c 3c 4c 6c", discard="5s", turn=mover), players=3
    )
    lay = scene.view.layout()
    name_band, tag = scene.view.plate_lines(lay, skipped)[0], scene.view.skip_tag(lay, skipped)
    assert not name_band.colliderect(tag) and lay.seats[skipped].plate.contains(tag)
    names_before = None
    tagged = 0
    for _ in range(600):
        kit.frames(scene.app, 1)
        picture = kit.picture(scene.app)
        if names_before is None:
            names_before = picture.subsurface(name_band).copy()
        if scene.view.skip_shown(skipped):
            tagged += 1
            bubble = scene.bubbles.get(mover)
            assert bubble is not None and bubble.text == said
            assert _red_in(picture, tag) > tag.w * tag.h // 4, "the tag is drawn"
            same = picture.subsurface(name_band).copy()
            assert pygame.image.tobytes(same, "RGB") == pygame.image.tobytes(names_before, "RGB"), (
                "the tag covers the name"
            )
        elif tagged:
            break
    assert tagged > 10, "the tag shows while the turn passes the skipped player by"
    assert scene.shown.turn == 3 - mover - skipped, "the player after the skipped one plays"
    assert _red_in(kit.picture(scene.app), tag) == 0, "the skipped turn has passed: no tag"


@pytest.mark.parametrize(("code", "bruno", "you"), [
    ("en", "Bruno skips a turn!", "You skip a turn!"),
    ("fr", "Bruno passe son tour\u202f!", "Tu passes ton tour\u202f!"),
    ("nl", "Bruno slaat een beurt over!", "Jij slaat een beurt over!"),
])  # fmt: skip
def test_h4_the_skip_bubble_names_whom_it_skips_in_every_language(
    code: str, bruno: str, you: str
) -> None:
    from game.rules.huit import events as ev
    from game.ui.shell import i18n

    i18n.set_language(code)
    try:
        names = (i18n.tr("seat.you"), "Ada", "Bruno")
        assert (words.bubble(ev.Skipped(2), names), words.bubble(ev.Skipped(0), names)) == (
            bruno,
            you,
        )
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("size", SIZES + [(1024, 768), (2560, 1080), (1000, 1000), (3840, 2160)])
@pytest.mark.parametrize("log_open", [False, True])
def test_h4_the_suit_chooser_leaves_the_pile_and_the_hand_in_sight(
    players: int, size: tuple[int, int], log_open: bool
) -> None:
    """Naming a suit after an 8 (H4), the player sees the top card it goes on (and the older
    ones peeking out), the stock and how many cards are left to draw, their hand, the prompt
    and every seat: the chooser lies beside them, never over them, and its buttons stay big
    enough to hit."""
    lay = compute(size, players, log_open)
    assert lay.pile.contains(lay.discard)
    kept = {"pile": lay.pile, "message": lay.message, "keys": lay.keys, "info": lay.info,
            "stock": lay.stock, "stock_count": lay.stock_count}  # fmt: skip
    kept.update({f"tool.{k}": r for k, r in lay.toolbar.items()})
    kept.update({f"button.{k}": r for k, r in lay.buttons.items()})
    for s in lay.seats:
        kept.update({f"seat{s.seat}.{k}": r for k, r in s.zones().items()})
    for name, rect in kept.items():
        assert not lay.chooser.colliderect(rect), f"the chooser {lay.chooser} covers {name}"
    area = (
        pygame.Rect((0, 0), size)
        if lay.log_panel is None
        else pygame.Rect(0, 0, lay.log_panel.x, size[1])
    )
    assert area.contains(lay.chooser)
    assert all(lay.chooser.contains(r) for r in lay.suit_buttons)
    for a, b in itertools.combinations(lay.suit_buttons, 2):
        assert not a.colliderect(b)
    # As tall as the toolbar's buttons at least (800x600 with the log open beside 4 seats),
    # and never much smaller than the middle's cards (half as wide with the log open beside
    # four or five seats, where the stock keeps its place).
    least = lay.card_w // 2 if log_open and players >= 4 else lay.card_w * 2 // 3
    assert min(r.w for r in lay.suit_buttons) >= max(28, least), "big enough"


def _round_won(make_app: MakeApp, to_500: bool = True) -> HuitTableScene:
    """A table whose player has just won round 1 (H6), its result panel over it."""
    app = make_app(kit.settings(3, (1280, 720), huit_to_500=to_500, animation_speed="normal"))
    scene = kit.table(app, seed=1)
    kit.put(scene, kit.position(["9d", "Kc Qc", "7h 2s"], stock="2c 3c", discard="5d"))
    kit.frames(app, 2)
    kit.click(kit.card_pos(scene, parse_card("9d")))
    kit.run_until(app, lambda: isinstance(app.top, HuitResultScene))
    return scene


@pytest.mark.parametrize("how", ["s", "enter", "click"])
def test_h6_after_each_round_the_score_pad_writes_the_new_row_in(
    make_app: MakeApp, how: str
) -> None:
    """As after a game of 8½: from the round's result (S, as the key line says; Enter; or a
    click on its button) the score pad comes, writes the round's points into their row and
    deals the next round."""
    from game.ui.scorepad.scene import ScorePadScene
    from game.ui.shell.i18n import tr

    scene = _round_won(make_app)
    app = scene.app
    assert "S " in tr("huit.table.keys")
    result = app.top
    assert isinstance(result, HuitResultScene)
    if how == "s":
        kit.key(pygame.K_s)
    elif how == "enter":
        kit.key(pygame.K_RETURN)
    else:
        kit.click(result.layout(app.size)["pad"].center)
    kit.frames(app, 1)
    pad = app.top
    assert isinstance(pad, ScorePadScene), "the score pad follows the round's result"
    # H6: Kc Qc (10 + 10), 7h 2s (25 + 5): the winner scores 50
    assert pad.model.rows == ((50, 0, 0),) and pad.fresh == 0, "round 1's row, written in"
    assert not pad.writing.done, "the pen writes it in"
    assert pad.buttons() == [("next", "Deal the next round")]
    kit.run_until(app, lambda: pad.writing.done)
    kit.key(pygame.K_RETURN)
    kit.frames(app, 2)
    assert app.top is scene and scene.game_number == 2 and not scene.state.is_over


def test_h6_the_pad_after_a_single_round_leads_to_a_new_match_or_the_title(
    make_app: MakeApp,
) -> None:
    from game.ui.scorepad.scene import ScorePadScene

    scene = _round_won(make_app, to_500=False)
    kit.key(pygame.K_s)
    kit.frames(scene.app, 1)
    pad = scene.app.top
    assert isinstance(pad, ScorePadScene) and pad.model.rows == ((50, 0, 0),)
    assert [name for name, _ in pad.buttons()] == ["new_match", "title"]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 5])
def test_h6_the_hands_laid_open_show_each_card_s_rank_and_suit(
    make_app: MakeApp, size: tuple[int, int], players: int
) -> None:
    """At the round's end every hand is laid open (H6): each card big enough to read, its
    corner (rank over suit) in sight even where a long hand overlaps, as drawn; court cards
    show their picture at 1920x1080."""
    from game.ui.huit.card_faces import face
    from game.ui.huit.result import CORNER
    from game.ui.table.card_faces import SMALL_WIDTH

    hands = [
        "9d",
        "Kc 8h 7d Qs Jd",
        "Qd Kd 6h 6s 8c Jh 9h 9s 10h 3s 4s 5s 5h Js",
        "Ad Jc",
        "7h 2s 8s 10c Kh Qh 3d 4d 9c",
    ][:players]
    app = make_app(kit.settings(players, size))
    scene = kit.table(app, seed=1)
    kit.put(scene, kit.position(hands, stock="2c 3c", discard="5d"))
    kit.frames(app, 2)
    kit.click(kit.card_pos(scene, parse_card("9d")))
    kit.run_until(app, lambda: isinstance(app.top, HuitResultScene))
    result = app.top
    assert isinstance(result, HuitResultScene)
    lay = result.layout(size)
    picture = kit.picture(app, size)
    smallest = 72 if size[1] >= 1080 else 48
    for p in range(1, players):
        laid = result.hand_cards(lay, p)
        assert sorted(c for c, _ in laid) == sorted(scene.state.hands[p]), "the whole hand"
        for k, (card, r) in enumerate(laid):
            assert r.w >= smallest, (card, r.w)
            assert lay[f"hand{p}"].contains(r) and not r.colliderect(lay[f"score{p}"])
            corner = pygame.Rect(r.x, r.y, round(r.w * CORNER), r.h // 2)
            if k + 1 < len(laid):
                assert laid[k + 1][1].x >= corner.right, f"{card}'s corner is covered"
            img = face(card, r.w, language="en")
            shown = picture.subsurface(corner)
            same = sum(
                max(
                    abs(a - b)
                    for a, b in zip(shown.get_at((x, y))[:3], img.get_at((x, y))[:3], strict=True)
                )
                < 12
                for x in range(0, corner.w, 2)
                for y in range(0, corner.h, 2)
            )
            assert same >= (corner.w // 2) * (corner.h // 2) * 0.9, f"{card} is not in sight"
        assert r.w >= SMALL_WIDTH or size[1] < 1080, "at 1080p the court cards' pictures show"


def test_a_round_laid_out_again_has_its_heading_once_in_the_log(make_app: MakeApp) -> None:
    """A position set up afresh on the table before any move (as the tests and the lesson
    do) replaces the round's opening in the move log: "Round 1 · first to 500" once."""
    app = make_app(kit.settings(players=2))
    scene = kit.table(app)
    kit.put(scene, kit.position(["5c 9d 4h", "Kd Qd"], stock="2c 3c 4c 6c", discard="7s"))
    headings = [line.text for line in scene.log.lines if line.seat is None]
    assert headings == ["Round 1 · first to 500"]
