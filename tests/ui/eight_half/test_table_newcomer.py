"""What a stranger sees at the table: one test (or more) per defect a
new player found."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest
import table_kit as kit

from game.rules.eight_half import apply_move, legal_moves
from game.rules.eight_half.cards import Card
from game.rules.eight_half.core import score
from game.rules.eight_half.events import (
    Announce,
    BidAnnounced,
    CardsPlayed,
    Destination,
    PileTaken,
    TakeReason,
    Zone,
)
from game.rules.eight_half.match import GameResult
from game.rules.eight_half.moves import MoveKind
from game.rules.eight_half.observe import observe
from game.ui.eight_half.director import Director
from game.ui.eight_half.overlays import HelpScene, PauseScene
from game.ui.eight_half.selection import Where
from game.ui.eight_half.shown import Shown
from game.ui.eight_half.table_scene import TableScene
from game.ui.scorepad.model import PadModel
from game.ui.scorepad.scene import ScorePadScene
from game.ui.scorepad.view import result_tag
from game.ui.shell import widgets
from game.ui.shell.app import App
from game.ui.shell.confirm import ConfirmScene
from game.ui.table.card_faces import CardArt, CardState

MakeApp = Callable[..., App]
SIZES = [(800, 600), (1920, 1080)]
NAMES = ("You", "Ada", "Bruno", "Chloé", "Dirk")


def gr(winner: int, counts: list[int]) -> GameResult:
    points, loser = score(counts, winner)
    return GameResult(winner, loser, tuple(counts), tuple(points))


def brightness(surface: pygame.Surface, rect: pygame.Rect) -> float:
    c = pygame.transform.average_color(surface, rect.clip(surface.get_rect()))
    return (c[0] + c[1] + c[2]) / 3


# -- 1: the match's winner in the headline ------------------------------------------------


@pytest.mark.parametrize("size", SIZES)
def test_1_at_the_match_end_the_headline_names_the_match_winner(
    make_app: MakeApp, size: tuple[int, int]
) -> None:
    """R10.5: highest total wins. Game 2 went to Bruno, but Ada won the match."""
    app = make_app(kit.settings(players=3, size=size))
    rs = [gr(1, [9, 0, 3]), gr(1, [5, 0, 6]), gr(2, [4, 7, 0])]
    model = PadModel(NAMES[:3], 0, 3, tuple(r.points for r in rs), rs[-1])
    pad = ScorePadScene(app, model, result=True, on_new_match=lambda: None, on_title=lambda: None)
    assert pad.headline() == "Ada wins the match!"
    rects = pad.layout(size)
    lay = pad.pad(size)
    assert lay.side.contains(rects["headline"])
    for name in ("new_match", "title"):
        assert not rects[name].colliderect(rects["headline"])


def test_1_a_shared_match_and_a_match_the_player_won_say_so(make_app: MakeApp) -> None:
    app = make_app(kit.settings(players=2))
    shared = PadModel(NAMES[:2], 0, 2, ((2, 1), (1, 2)), gr(1, [3, 0]))
    won = PadModel(NAMES[:2], 0, 1, ((3, 0),), gr(0, [0, 5]))
    assert ScorePadScene(app, shared, result=True).headline() == "A shared win!"
    assert ScorePadScene(app, won, result=True).headline() == "You win the match!"
    mid = PadModel(NAMES[:2], 0, 3, ((3, 0),), gr(0, [0, 5]))
    assert ScorePadScene(app, mid, result=True).headline() == "You win!", "a game, not yet"


# -- 2: the tags beside the names ------------------------------------------------------------


def test_2_a_loser_with_fewer_cards_than_the_winner_is_not_most_cards() -> None:
    """The stranger's case: 2 players, Ada won holding 38 aside, you 21 (R10.3, R10.2)."""
    last = gr(1, [21, 38])
    assert last.loser == 0
    assert result_tag(last, 0) == "(loser, fewest cards)"
    assert result_tag(last, 1) == "★"


@pytest.mark.parametrize(
    ("winner", "counts", "tags"),
    [
        (0, [0, 5, 9], ["★", "", "(most cards)"]),  # the usual case
        (0, [30, 5, 9], ["★", "(fewest cards)", "(loser)"]),  # loser has fewer than the winner
        (0, [0, 7, 7], ["★", "(most cards)", ""]),  # tie for most: nearest the winner's left
        (1, [4, 0, 4, 2], ["", "★", "(most cards)", ""]),  # a tie goes to the left
        (0, [5, 5, 5], ["★", "(loser, fewest cards)", "(fewest cards)"]),  # all equal
        (2, [3, 3, 0, 3], ["", "", "★", "(most cards)"]),  # the winner has fewest: nobody else
    ],
)
def test_2_every_tag_is_true_of_its_player(winner: int, counts: list[int], tags: list[str]) -> None:
    last = gr(winner, counts)
    got = [result_tag(last, p) for p in range(len(counts))]
    assert got == tags, f"loser {last.loser}"
    for p, tag in enumerate(got):
        if "most" in tag:
            assert counts[p] == max(counts)
        if "fewest" in tag:
            assert counts[p] == min(counts)


# -- 3: the bid changes with the pile and the bubble -----------------------------------------


def _director_steps(state: Any, move: Any) -> list[tuple[int, int, bool, list[str]]]:
    """Play `move`'s events frame by frame: (pile size, bid, pile hidden, events started)."""
    shown = Shown.from_observation(observe(state, 0))
    started: list[str] = []
    director = Director(shown, on_start=lambda e: started.append(type(e).__name__))
    outcome = apply_move(state, move)
    director.play(outcome.events, observe(outcome.state, 0))
    out = []
    while director.busy:
        director.update(1 / 60, 1.0)
        out.append((len(shown.pile), shown.bid_halves, director.hidden.pile, list(started)))
    return out


def test_3_the_bid_changes_the_moment_the_card_lands() -> None:
    state = kit.position(2, [{"hand": "7 3"}, {"hand": "8 9"}], pile="4 6", bid="6")
    move = next(m for m in legal_moves(state) if m.kind is MoveKind.PLAY)
    steps = _director_steps(state, move)
    for pile, bid, _, started in steps:
        if pile == 3:  # the 7 lies on the pile...
            assert bid == 14, "... and BID says seven in the same frame"
            assert "BidAnnounced" in started, "... and the bubble says it"
        else:
            assert bid == 12


def test_3_the_bid_clears_the_moment_the_pile_is_lifted() -> None:
    state = kit.position(2, [{"hand": "3"}, {"hand": "8 9"}], pile="h 9", bid="9.5", half_owner=1)
    take = next(m for m in legal_moves(state) if m.kind is MoveKind.TAKE)
    for _, bid, hidden, _ in _director_steps(state, take):
        if hidden:  # the pile is in the air ("empty" shows where it lay)
            assert bid == 0, "BID still read 9½ while the pile showed empty"


# -- 6: the log scrolls; counts in their plural form -----------------------------------------


def _long_log(app: App) -> TableScene:
    scene = kit.table(app)
    for i in range(60):
        scene.log.heading(f"line {i}")
    scene.log_open = True
    scene.view.invalidate()
    kit.frames(app)
    return scene


def test_6_page_up_down_home_end_scroll_the_open_log(make_app: MakeApp, monkeypatch: Any) -> None:
    app = make_app(kit.settings())
    scene = _long_log(app)
    assert scene.log.scroll == 0
    kit.key(pygame.K_PAGEUP)
    kit.frames(app)
    page = scene.log.scroll
    assert page > 3, "a page back"
    kit.key(pygame.K_PAGEDOWN)
    kit.frames(app)
    assert scene.log.scroll == 0
    kit.key(pygame.K_HOME)
    kit.frames(app)
    texts = _labels(monkeypatch, app)
    assert scene.log.lines[0].text in texts and "line 59" not in texts, "the first page"
    assert scene.log.scroll > 0
    kit.key(pygame.K_END)
    kit.frames(app)
    assert scene.log.scroll == 0
    scene.log_open = False
    kit.key(pygame.K_PAGEUP)
    kit.frames(app)
    assert scene.log.scroll == 0, "a closed log does not take the keys"


def test_6_the_wheel_scrolls_the_log_only_under_the_pointer(make_app: MakeApp) -> None:
    app = make_app(kit.settings())
    scene = _long_log(app)
    panel = scene.view.layout().log_panel
    assert panel is not None
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    kit.frames(app)
    assert scene.log.scroll == 0, "the pointer is over the table, not the log"
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=panel.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2))
    kit.frames(app)
    assert scene.log.scroll == 6
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    kit.frames(app)
    assert scene.log.scroll == 3


def test_6_the_log_shows_where_it_stands_and_keeps_its_place(
    make_app: MakeApp, monkeypatch: Any
) -> None:
    app = make_app(kit.settings())
    scene = _long_log(app)
    texts = _labels(monkeypatch, app)
    assert any("older lines" in t for t in texts), "a hint that there is more above"
    assert "line 59" in texts
    scene.log.scroll_by(5)
    texts = _labels(monkeypatch, app)
    assert "line 59" not in texts and "line 54" in texts
    assert "↓ 5 newer lines · End" in texts
    scene.log.heading("news")
    assert scene.log.scroll == 6, "a new line does not move what the reader looks at"


# -- 7: the score pad beside the open log -----------------------------------------------------


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 5])
def test_7_with_the_log_open_the_pad_lies_left_of_it(
    make_app: MakeApp, size: tuple[int, int], players: int
) -> None:
    app = make_app(kit.settings(players=players, size=size, match_length=3))
    scene = kit.table(app)
    scene.log_open = True
    last = players - 1  # out on 6½: the player, on their left, may attack (R9.3)
    seats = [{"hand": "3", "blind": "1"}] + [{"hand": "2"}] * (players - 2)
    kit.put(
        scene,
        kit.position(
            players,
            [*seats, {"at_table": True}],
            pile="6 h",
            bid="6.5",
            half_owner=last,
            phase="attack_window",
            finisher=last,
        ),
    )
    kit.frames(app)
    kit.key(pygame.K_p)
    kit.run_until(app, lambda: isinstance(app.top, ScorePadScene))
    pad = app.top
    assert isinstance(pad, ScorePadScene)
    panel = scene.view.layout(size).log_panel
    assert panel is not None
    for name, rect in pad.layout(size).items():
        assert rect.right <= panel.x, f"the pad's {name} reaches under the log"
    kit.key(pygame.K_l)  # L on the pad closes the log: the pad takes the window again
    kit.frames(app)
    assert not scene.log_open
    assert pad.layout(size)["panel"].right > panel.x or size[0] > 1800


# -- 9: overlays are not see-through ----------------------------------------------------------


def _over_table(
    make_app: MakeApp, make: Callable[[App, TableScene], Any]
) -> tuple[pygame.Surface, pygame.Surface, dict[str, pygame.Rect]]:
    app = make_app(kit.settings(players=3, size=(800, 600)))
    scene = kit.table(app)
    kit.frames(app)
    before = pygame.display.get_surface().copy()
    overlay = make(app, scene)
    app.push(overlay)
    kit.frames(app)
    return before, pygame.display.get_surface().copy(), overlay.layout(app.size)


@pytest.mark.parametrize(
    "make",
    [
        lambda app, scene: PauseScene(app, scene),
        lambda app, scene: HelpScene(app),
        lambda app, scene: ConfirmScene(app, "Sure?", "Really.", "Yes", "No", lambda: None),
        lambda app, scene: ScorePadScene(app, PadModel(NAMES[:3], 0, 6, (), None)),
    ],
    ids=["pause", "help", "confirm", "scorepad"],
)
def test_9_the_table_under_an_overlay_is_strongly_dimmed(
    make_app: MakeApp, make: Callable[..., Any]
) -> None:
    before, after, rects = _over_table(make_app, make)
    panel = rects["panel"]
    bare = [
        r
        for r in (pygame.Rect(x, y, 10, 10) for x in range(0, 800, 10) for y in range(0, 600, 10))
        if not r.colliderect(panel)
    ]
    bright = [r for r in bare if brightness(before, r) > 30]  # cards, plates, the bid...
    assert bright, "something of the table lies outside the panel"
    for r in bright:
        assert brightness(after, r) <= brightness(before, r) * 0.3, r


def test_9_overlay_panels_are_opaque() -> None:
    from game.ui.scorepad import view
    from game.ui.shell import overlay as overlays

    assert overlays.PANEL[3] == 255 and view.PANEL[3] == 255
    assert max(overlays.DIM) <= 255 - 200, "a strong dim: at least 200 of 255 taken away"


# -- 13: 6 and 9 are underlined ------------------------------------------------------------------


@pytest.mark.parametrize("width", [96, 200])
def test_13_six_and_nine_are_underlined_in_both_corners(width: int) -> None:
    art = CardArt()
    height = CardArt.height_for(width)
    # Just under the top-left index: the underline's band (a 7 or 8 has nothing there).
    band = pygame.Rect(
        round(width * 0.06), round(width * 0.285), round(width * 0.2), round(width * 0.03)
    )
    low = pygame.Rect(width - band.right, height - band.bottom, band.w, band.h)  # turned over

    def marks(card: Card, rect: pygame.Rect) -> int:
        face = art.face(card, width)
        field = pygame.transform.average_color(
            face, pygame.Rect(round(width * 0.3), round(width * 0.09), round(width * 0.4), 6)
        )
        mask = pygame.mask.from_threshold(
            face.subsurface(rect), field[:3] + (255,), (60, 60, 60, 255)
        )
        mask.invert()
        return mask.count()

    for card in (Card.SIX, Card.NINE):
        assert marks(card, band) > band.w // 2, card
        assert marks(card, low) > band.w // 2, card
    for card in (Card.SEVEN, Card.EIGHT):
        assert marks(card, band) < marks(Card.SIX, band) // 3, card


# -- 14: each opponent's last move stays; small cards keep an index --------------------------


def test_14_an_opponents_last_move_stays_beside_their_plate(
    make_app: MakeApp, monkeypatch: Any
) -> None:
    app = make_app(kit.settings(players=3, bot_pause=0.0))
    scene = kit.table(app)
    kit.put(
        scene,
        kit.position(
            3, [{"hand": "3 4"}, {"hand": "7 8"}, {"hand": "9 9"}], pile="4", bid="4", turn=1
        ),
    )
    kit.run_until(app, lambda: scene.state.turn == 0 and kit.idle(scene))
    scene.bubbles.update(30.0)  # every bubble long gone
    assert not scene.bubbles.all()
    memo1, memo2 = scene.memos.get(1), scene.memos.get(2)
    assert memo1 is not None and memo1.startswith("played ")
    assert memo2 is not None
    assert scene.memos.get(0) is None, "the player knows what they did"
    texts = _labels(monkeypatch, app)
    assert memo1 in texts and memo2 in texts


def test_14_taking_the_pile_is_remembered_in_words() -> None:
    from game.ui.eight_half.memos import Memos

    memos = Memos(0)
    memos.on_start(CardsPlayed(1, Zone.HAND, (Card.SEVEN, Card.SEVEN)))
    memos.on_start(BidAnnounced(1, 14, Announce.PLAIN))
    assert memos.get(1) == "played two 7s"
    memos.on_start(PileTaken(1, (Card.ONE,), Destination.HAND, TakeReason.NO_PLAY))
    assert memos.get(1) == "took the pile (1 card)"
    memos.on_start(CardsPlayed(0, Zone.HAND, (Card.EIGHT,)))
    memos.on_start(BidAnnounced(0, 16, Announce.PLAIN))
    assert memos.get(0) is None and memos.get(1) == "took the pile (1 card)"


@pytest.mark.parametrize("width", [32, 48, 64])
def test_14_small_cards_keep_a_corner_index(width: int) -> None:
    """A side seat's known cards overlap: only their left edge shows, so it holds the value."""
    art = CardArt()
    corner = pygame.Rect(0, 0, round(width * 0.32), round(width * 0.3))
    a = art.face(Card.THREE, width).subsurface(corner)
    b = art.face(Card.SEVEN, width).subsurface(corner)
    diff = sum(
        a.get_at((x, y)) != b.get_at((x, y)) for x in range(corner.w) for y in range(corner.h)
    )
    assert diff > corner.w * corner.h // 12, "the corners of a 3 and a 7 look alike"


# -- 15, 16: what cannot be played looks it -------------------------------------------------------


def _record_draws(monkeypatch: Any, scene: TableScene) -> list[tuple[Any, CardState]]:
    calls: list[tuple[Any, CardState]] = []
    real = scene.view.art.draw

    def draw(
        surface: pygame.Surface,
        card: Any,
        pos: Any,
        width: int,
        state: CardState = CardState.NORMAL,
        **kw: Any,
    ) -> Any:
        calls.append((card, state))
        return real(surface, card, pos, width, state, **kw)

    monkeypatch.setattr(scene.view.art, "draw", draw)
    return calls


def test_15_open_cards_are_greyed_while_the_hand_plays(make_app: MakeApp, monkeypatch: Any) -> None:
    app = make_app(kit.settings(players=2))
    scene = kit.table(app)
    kit.put(
        scene,
        kit.position(
            2,
            [{"hand": "7 3", "draw": "4", "open": "9 6 4", "blind": "1 2 h"}, {"hand": "8 8"}],
            pile="5",
            bid="5",
        ),
    )
    kit.frames(app)
    assert scene.options.where is Where.HAND
    calls = _record_draws(monkeypatch, scene)
    scene.view.invalidate()
    kit.frames(app)
    states = {card: st for card, st in calls if card in (Card.NINE, Card.SIX, Card.FOUR)}
    assert states and all(st is CardState.DIMMED for st in states.values()), states


def _labels(monkeypatch: Any, app: App) -> list[str]:
    texts: list[str] = []
    real = widgets.label

    def label(surface: pygame.Surface, text: str, *a: Any, **kw: Any) -> Any:
        texts.append(text)
        return real(surface, text, *a, **kw)

    monkeypatch.setattr(widgets, "label", label)
    top = app.top
    if isinstance(top, TableScene):
        top.view.invalidate()
    kit.frames(app)
    monkeypatch.setattr(widgets, "label", real)
    return texts


def test_16_the_aside_pile_keeps_its_label_when_it_holds_cards(
    make_app: MakeApp, monkeypatch: Any
) -> None:
    app = make_app(kit.settings(players=2))
    scene = kit.table(app)
    kit.put(
        scene, kit.position(2, [{"hand": "7", "aside": "9 6"}, {"hand": "8 8"}], pile="5", bid="5")
    )
    texts = _labels(monkeypatch, app)
    # On the player's pile (the others' lie in the same places, without words).
    assert texts.count("aside") == 1, "the player's aside pile says what it is"


# -- 18: nothing lights up between the last move and the result --------------------------------


def test_18_after_a_pass_nothing_brightens_before_the_pad(
    make_app: MakeApp, monkeypatch: Any
) -> None:
    app = make_app(kit.settings(players=2, animation_speed="normal"))
    scene = kit.table(app)
    kit.put(
        scene,
        kit.position(
            2,
            [{"hand": "3 4", "blind": "1"}, {"at_table": True}],
            pile="6 h",
            bid="6.5",
            half_owner=1,
            phase="attack_window",
            finisher=1,
        ),
    )
    kit.frames(app)
    glows: list[Any] = []
    real_glow = widgets.glow
    monkeypatch.setattr(
        widgets,
        "glow",
        lambda size, colour, *a: glows.append(colour) or real_glow(size, colour, *a),
    )
    calls = _record_draws(monkeypatch, scene)
    kit.key(pygame.K_p)
    kit.frames(app)
    glows.clear()
    calls.clear()
    fades = []
    while not isinstance(app.top, ScorePadScene):
        kit.frames(app)
        fades.append(scene.end_fade())
        assert len(fades) < 2000
    hand = [st for card, st in calls if card in (Card.THREE, Card.FOUR)]
    assert hand and all(st is CardState.DIMMED for st in hand), "the greyed cards stay grey"
    assert widgets.GOLD not in glows, "no plate lights up"
    fades = fades[:-1]  # the last frame is the pad's
    assert fades == sorted(fades) and fades[-1] > 0.9, "the table darkens into the pad"
