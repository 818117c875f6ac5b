"""Watch: the bots play whole matches by themselves at the real tables, the room looks on;
a key or a click gives the title back; nothing of it is kept; attract mode."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest
from clock_kit import FixedClock

from game.store.settings import Settings
from game.ui.eight_half.demo import DemoTableScene
from game.ui.eight_half.table_scene import TableScene
from game.ui.huit.demo import HuitDemoScene
from game.ui.huit.table_scene import HuitTableScene
from game.ui.menus.title import ATTRACT_AFTER, TitleScene
from game.ui.menus.watch import WatchScene
from game.ui.scorepad.scene import ScorePadScene
from game.ui.shell import drawn
from game.ui.shell.app import App
from game.ui.table.bot_runner import InlineExecutor
from game.ui.table.demo import Unattended, Watching

FRAME = 1 / 60
FRAME_LIMIT = 40_000  # a match of bots that has not ended by then never will

Demo = DemoTableScene | HuitDemoScene
DEMOS: dict[str, Callable[..., Demo]] = {"eight_half": DemoTableScene, "huit": HuitDemoScene}


def quick(game: str, **changes: object) -> Settings:
    """Two bots, instant cards, no pause, the shortest match: a game of 8½ (R10.5 as
    chosen), a single round of Huit américain (H6)."""
    fields: dict[str, object] = dict(
        window_size=(800, 600),
        game=game,
        players=2,
        huit_players=2,
        match_length=1,
        huit_to_500=False,
        animation_speed="instant",
        bot_pause=0.0,
    )
    fields.update(changes)
    return Settings(**fields)  # type: ignore[arg-type]


@pytest.fixture
def title(make_app: Callable[..., App], request: pytest.FixtureRequest) -> TitleScene:
    game = getattr(request, "param", "eight_half")
    app = make_app(quick(game))
    scene = TitleScene(app)
    app.push(scene)
    app.frame(FRAME)
    return scene


def demo_on(title: TitleScene, seed: int = 5) -> Demo:
    """The chosen game's demo over the title, its bots quick and answering at once."""
    app = title.app
    demo = DEMOS[app.settings.game](
        app, app.settings, title, seed=seed, quick_bots=True, executor=InlineExecutor()
    )
    app.push(demo)
    return demo


def frames_until(app: App, done: Callable[[], bool]) -> int:
    for n in range(FRAME_LIMIT):
        if done():
            return n
        app.frame(FRAME)
    raise AssertionError("the demo never got there")


def press_key(app: App, key: int = pygame.K_a) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    app.frame(FRAME)


def click(app: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(400, 300), button=1))
    app.frame(FRAME)


def files_in(folder: Path) -> list[Path]:
    return [p for p in folder.rglob("*") if p.is_file()] if folder.exists() else []


@pytest.mark.parametrize("title", ["eight_half", "huit"], indirect=True)
def test_watch_plays_a_whole_match_to_its_end_then_deals_the_next(
    title: TitleScene, data_dir: Path
) -> None:
    app = title.app
    demo = demo_on(title)
    assert demo.human is None and set(demo.bots) == {0, 1}  # seat 0 is a bot too
    first = demo.match
    frames_until(app, lambda: demo.match.is_over)  # R10.5, H6: the match's end
    assert isinstance(app.top, Unattended)  # the result shows a moment, nobody presses
    pads = []
    frames_until(
        app,
        lambda: (
            pads.append(app.top.name)
            or demo.match is not first
            and not demo.match.is_over
            and app.top is demo
        ),
    )
    assert "scorepad" in pads  # the score pad had its moment
    if app.settings.game == "huit":
        assert "huit_result" in pads  # and first each hand laid open with its points
    assert demo.game_number == 1 and not demo.state.is_over  # a new match, dealt
    frames_until(app, lambda: demo.plies > 3)  # and played on, by itself
    # Not the player's match: no save, no history, no statistics.
    assert app.current_matches == () and demo.record is None
    app.autosaver.close()
    assert files_in(data_dir) == []


@pytest.mark.parametrize("title", ["eight_half", "huit"], indirect=True)
def test_any_key_brings_the_title_back(title: TitleScene) -> None:
    app = title.app
    demo_on(title)
    assert app.audio.note == "The bots play on their own · any key or click brings you back"
    for _ in range(30):
        app.frame(FRAME)
    press_key(app, pygame.K_SPACE)
    assert app.top is title and len(app.scenes) == 1


TOOLBAR = {"Log", "?", "Menu", "Score"}


@pytest.mark.parametrize("title", ["eight_half", "huit"], indirect=True)
def test_the_demo_shows_no_buttons_nobody_would_press(title: TitleScene) -> None:
    """A player's table has its Log, ?, Menu and Score buttons; Watch's has none: a room
    looks on, and any click leaves."""
    app = title.app
    table = {"eight_half": TableScene, "huit": HuitTableScene}[app.settings.game]
    player = table(app, app.settings, seed=5, quick_bots=True, executor=InlineExecutor())
    app.push(player)
    with drawn.recording() as seen:
        app.frame(FRAME)
    assert {d.text for d in seen} >= TOOLBAR
    app.pop()
    demo = demo_on(title)
    with drawn.recording() as seen:
        for _ in range(10):  # the table's frames (a quick round may end soon after)
            if app.top is demo:
                app.frame(FRAME)
    assert not {d.text for d in seen} & TOOLBAR
    assert {d.text for d in seen if d.kind is drawn.Kind.TEXT}, "the demo's frames drew no text"


def test_a_click_on_the_score_pad_brings_the_title_back(title: TitleScene) -> None:
    app = title.app
    demo = demo_on(title)
    frames_until(app, lambda: isinstance(app.top, Unattended))
    assert isinstance(app.top, Unattended) and isinstance(app.top.panel, ScorePadScene)
    click(app)
    assert app.top is title and demo not in app.scenes


def test_the_title_s_watch_page_opens_the_chosen_game_s_demo(title: TitleScene) -> None:
    app = title.app
    title.items[title.index_of("watch")].activate(1)
    page = app.top
    assert isinstance(page, WatchScene)
    page.items[page.index_of("demo_face_up")].activate(1)
    assert app.settings.demo_face_up is False  # saved as the player's choice
    page.items[page.index_of("attract_mode")].activate(1)
    assert app.settings.attract_mode is True
    app.update_settings(game="huit")
    page.items[page.index_of("watch_start")].activate(1)
    assert isinstance(app.top, HuitDemoScene) and app.top.name == "demo"
    press_key(app)
    assert app.top is title  # the title, not the page: as the demo says


def drawn_hand(demo: Demo, seat: int) -> list[object]:
    """The cards the table draws where `seat`'s hand lies (None: a card's back)."""
    app = demo.app
    view = demo.view
    lay = view.layout(app.size)
    seen: dict[tuple[int, int], object] = {}
    if isinstance(demo, DemoTableScene):
        art = demo.view.art
        draw = art.draw

        def record(
            surface: pygame.Surface,
            card: object,
            topleft: tuple[int, int],
            *args: object,
            **kwargs: object,
        ) -> pygame.Rect:
            seen[tuple(topleft)] = card  # type: ignore[index]
            return draw(surface, card, topleft, *args, **kwargs)  # type: ignore[arg-type]

        art.draw = record  # type: ignore[method-assign]
        rects = demo.view.hand_rects(lay, seat)  # type: ignore[arg-type]
    else:
        card_at = demo.view._card

        def record_huit(
            surface: pygame.Surface, card: object, rect: pygame.Rect, shadow: bool = True
        ) -> None:
            seen[rect.topleft] = card
            card_at(surface, card, rect, shadow)  # type: ignore[arg-type]

        demo.view._card = record_huit  # type: ignore[method-assign]
        rects = demo.view.back_rects(lay, seat, demo.shown.hand_sizes[seat])  # type: ignore
    view.invalidate()  # the still table is kept drawn: draw it again, watched
    app.draw()
    return [seen.get(r.topleft, "nothing") for r in rects]


def hand_of(demo: Demo, seat: int) -> list[object]:
    if isinstance(demo, DemoTableScene):
        return list(demo.state.seats[seat].hand)
    return list(demo.state.hands[seat])


@pytest.mark.parametrize("title", ["eight_half", "huit"], indirect=True)
@pytest.mark.parametrize("face_up", [True, False])
def test_the_setting_shows_the_bots_hands_face_up_or_face_down(
    title: TitleScene, face_up: bool
) -> None:
    app = title.app
    app.update_settings(demo_face_up=face_up, players=3, huit_players=3)
    demo = demo_on(title, seed=8)
    frames_until(app, lambda: not demo.director.busy)  # the deal shown
    for seat in (1, 2):
        cards = drawn_hand(demo, seat)
        assert len(cards) == len(hand_of(demo, seat))
        if face_up:
            assert cards == hand_of(demo, seat)  # every card, as the game has it
        else:
            assert cards == [None] * len(cards)  # their backs only (R11, H0)
    # Seat 0 (a bot too) is seen as a player would see their own hand either way.
    assert isinstance(demo, Watching) and demo.viewer == 0


# -- attract mode ----------------------------------------------------------------------


@pytest.fixture
def idle_title(make_app: Callable[..., App]) -> Iterator[tuple[TitleScene, FixedClock]]:
    clock = FixedClock()
    app = make_app(quick("eight_half", attract_mode=True), clock=clock)
    scene = TitleScene(app)
    app.push(scene)
    app.frame(FRAME)
    yield scene, clock


def wait(title: TitleScene, clock: FixedClock, until: float) -> None:
    """The title left alone until `until` seconds on the App's clock."""
    clock.elapsed = until
    title.app.frame(FRAME)


def test_attract_mode_starts_watch_after_two_minutes_untouched(
    idle_title: tuple[TitleScene, FixedClock],
) -> None:
    title, clock = idle_title
    wait(title, clock, ATTRACT_AFTER - 0.1)
    assert title.app.top is title  # not before
    wait(title, clock, ATTRACT_AFTER)
    assert isinstance(title.app.top, DemoTableScene)
    press_key(title.app)
    assert title.app.top is title
    wait(title, clock, ATTRACT_AFTER * 2 - 0.1)  # back at the title: the count starts again
    assert title.app.top is title


def test_a_key_press_on_the_title_starts_the_count_again(
    idle_title: tuple[TitleScene, FixedClock],
) -> None:
    title, clock = idle_title
    wait(title, clock, 100.0)
    press_key(title.app, pygame.K_DOWN)
    wait(title, clock, 100.0 + ATTRACT_AFTER - 0.1)
    assert title.app.top is title
    wait(title, clock, 100.0 + ATTRACT_AFTER)
    assert isinstance(title.app.top, DemoTableScene)


def test_attract_mode_off_never_starts_watch(
    idle_title: tuple[TitleScene, FixedClock],
) -> None:
    title, clock = idle_title
    title.app.update_settings(attract_mode=False)
    wait(title, clock, ATTRACT_AFTER * 10)
    assert title.app.top is title


def test_attract_mode_waits_on_the_title_only(
    idle_title: tuple[TitleScene, FixedClock],
) -> None:
    title, clock = idle_title
    title.items[title.index_of("watch")].activate(1)  # the Watch page, left alone
    wait(title, clock, ATTRACT_AFTER * 3)
    assert isinstance(title.app.top, WatchScene)


def test_the_watch_pages_keys_say_that_esc_goes_back(title: TitleScene) -> None:
    """The page's footer once showed the title's keys, "Esc quit"; Esc goes back here."""
    app = title.app
    page = WatchScene(app, title)
    app.push(page)
    with drawn.recording() as seen:
        app.frame(FRAME)
    texts = {d.text for d in seen if d.kind is drawn.Kind.TEXT}
    assert any("Esc back" in t for t in texts), texts
    assert not any("Esc quit" in t for t in texts)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.frame(FRAME)
    assert app.top is title
