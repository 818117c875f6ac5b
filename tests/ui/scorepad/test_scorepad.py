"""The score pad: drawn like the paper pad in the box, written in after every game,
opened with S at the table. Points follow R10.2, shared wins R10.5, the next swap R10.4."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import lang_kit
import pygame
import pytest
import table_kit as kit

from game.rules.eight_half.core import score
from game.rules.eight_half.match import GameResult, new_match, record_game
from game.rules.eight_half.state import Phase
from game.ui.eight_half.overlays import PauseScene
from game.ui.eight_half.table_scene import TableScene
from game.ui.menus.title import TitleScene
from game.ui.scorepad import ink
from game.ui.scorepad.layout import pad_layout
from game.ui.scorepad.model import PadModel, pad_model
from game.ui.scorepad.scene import ScorePadScene
from game.ui.shell import fonts
from game.ui.shell.app import App

MakeApp = Callable[..., App]
SIZES = [(800, 600), (1280, 720), (1920, 1080), (3840, 2160)]
NAMES = ("You", "Ada", "Bruno", "Chloé", "Dirk")
# Three ways the pad is shown: after a game, at the match's end, looked at with S.
MODES = {"after": (1, True), "end": (2, True), "look": (1, False)}


def result(players: int, winner: int, counts: list[int]) -> GameResult:
    points, loser = score(counts, winner)
    return GameResult(winner, loser, tuple(counts), tuple(points))


def model(players: int, length: int, winners: list[int]) -> PadModel:
    """A pad after games won by `winners` in turn (the others keep 1..n cards)."""
    rs = [result(players, w, [0 if p == w else p + 1 for p in range(players)]) for w in winners]
    return PadModel(NAMES[:players], 0, length, tuple(r.points for r in rs), rs[-1] if rs else None)


def inked(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """Pixels of the blue ballpoint in `rect` (paper, ruled lines and print are lighter)."""
    rect = rect.clip(surface.get_rect())
    n = 0
    for x in range(rect.x, rect.right):
        for y in range(rect.y, rect.bottom):
            r, g, b, *_ = surface.get_at((x, y))
            n += r < 110 and b - r > 40
    return n


def red(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """Pixels of the red pen (the margin line is paler)."""
    rect = rect.clip(surface.get_rect())
    n = 0
    for x in range(rect.x, rect.right):
        for y in range(rect.y, rect.bottom):
            r, g, b, *_ = surface.get_at((x, y))
            n += r > 150 and g < 90 and b < 90
    return n


def gold(surface: pygame.Surface, rect: pygame.Rect) -> int:
    rect = rect.clip(surface.get_rect())
    n = 0
    for x in range(rect.x, rect.right):
        for y in range(rect.y, rect.bottom):
            r, g, b, *_ = surface.get_at((x, y))
            n += r > 200 and 140 < g < 200 and b < 90
    return n


def show(app: App, pad: ScorePadScene) -> pygame.Surface:
    app.push(pad)
    app.frame(0.0)
    return pygame.display.get_surface()


# -- the handwriting ---------------------------------------------------------------------------


def test_the_handwriting_is_bundled_with_its_open_licence() -> None:
    assert (fonts.fonts_dir() / fonts.HAND_FILE).is_file()
    text = (fonts.fonts_dir() / fonts.HAND_LICENSE_FILE).read_text(encoding="utf-8")
    assert "SIL Open Font License, Version 1.1" in text and "Birgit Pulk" in text


@pytest.mark.parametrize("char", list("0123456789éèêëàçïôûÉÇ½–…"))
def test_the_handwriting_has_the_figures_and_the_french_and_dutch_letters(char: str) -> None:
    assert ink.hand_has(char)
    assert fonts.hand_font(30).render(char, True, (0, 0, 0)).get_bounding_rect().w > 0


def test_a_letter_the_handwriting_lacks_is_printed_instead_of_a_box() -> None:
    assert not ink.hand_has("\u0378")
    assert ink.hand_has("Chloé") and not ink.hand_has("Chloé\u0378")


def test_a_long_name_is_shortened_to_fit_its_column() -> None:
    text, size = ink.fitted("Maximiliane-Charlotte", 30, 60)
    assert text.endswith(ink.ELLIPSIS)
    assert ink.hand_surface(text, size, ink.INK).get_width() <= 60


# -- the model ---------------------------------------------------------------------------------


def test_the_model_holds_every_game_s_points_and_the_last_counts() -> None:
    match = new_match(3, seed=9, length=6)
    game = match.game
    rs = [result(3, 1, [4, 0, 2]), result(3, 0, [0, 0, 5])]
    match = match.__class__(players=3, seed=9, length=6, results=tuple(rs), game=game)
    pad = pad_model(match, NAMES[:3], 0)
    assert pad.rows == ((0, 3, 0), (3, 1, 0)), "R10.2: 2 for the win, 1 for the fewest cards"
    assert pad.totals == (3, 4, 0) and pad.leaders == (1,)
    assert pad.last == rs[-1] and not pad.over
    with pytest.raises(ValueError):
        pad_model(match, NAMES[:2], 0)


def test_a_fresh_match_has_no_leader_and_a_finished_one_is_over() -> None:
    assert model(4, 6, []).leaders == ()
    done = model(2, 2, [0, 1])
    assert done.over and done.leaders == (0, 1), "R10.5: equal totals share the win"


def test_the_model_built_from_a_recorded_game_matches_the_match() -> None:
    match = new_match(2, seed=1, length=3)
    state = kit.position(
        2, [{"hand": ""}, {"hand": "3 4"}], phase="over", winner=0, points=[3, 0], turn=0
    )
    match = record_game(match, state)
    pad = pad_model(match, NAMES[:2], 0)
    assert pad.rows == ((3, 0),) and pad.last is not None and pad.last.counts == (0, 2)


# -- the layout ----------------------------------------------------------------------------


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_pad_fits_every_window_for_every_match_length(
    size: tuple[int, int], players: int
) -> None:
    screen = pygame.Rect((0, 0), size)
    for games, (buttons, res) in itertools.product((1, 6, 12), MODES.values()):
        lay = pad_layout(size, players, games, buttons=buttons, result=res)
        where = f"{players}p {games}g {buttons}b at {size}"
        for name, rect in lay.rects().items():
            assert screen.contains(rect), f"{name} off screen, {where}"
        assert not lay.sheet.colliderect(lay.side), where
        sheet_parts = [
            *lay.names,
            *lay.labels,
            *itertools.chain(*lay.cells),
            lay.total_label,
            *lay.totals,
            lay.heading,
        ]
        for rect in sheet_parts:
            assert lay.sheet.contains(rect), f"the sheet's parts stay on paper, {where}"
        for a, b in itertools.combinations(sheet_parts, 2):
            assert not a.colliderect(b), f"{a} overlaps {b}, {where}"
        for (a, ra), (b, rb) in itertools.combinations(lay.side_parts().items(), 2):
            assert not ra.colliderect(rb), f"{a} overlaps {b}, {where}"
        for name, rect in lay.side_parts().items():
            assert lay.side.contains(rect), f"{name} leaves the side panel, {where}"
        assert all(b.h >= 24 for b in lay.buttons), "buttons big enough to click"
        assert lay.row >= 24 and min(r.w for r in lay.names) >= 60, (
            f"12 games x 5 players stay readable, {where}"
        )


def test_every_game_gets_a_row_and_the_total_comes_last() -> None:
    lay = pad_layout((800, 600), 5, 12)
    assert len(lay.labels) == len(lay.cells) == 12
    assert all(a.bottom <= b.top for a, b in itertools.pairwise(lay.labels))
    assert lay.labels[-1].bottom <= lay.rule_y <= lay.total_label.top


@pytest.mark.parametrize("size", SIZES)
def test_the_match_end_headline_is_clear_of_the_buttons(
    make_app: MakeApp, size: tuple[int, int]
) -> None:
    """The old result box drew its match-end headline under its "title" button."""
    app = make_app(kit.settings(players=5, size=size))
    pad = ScorePadScene(
        app,
        model(5, 3, [1, 2, 3]),
        result=True,
        write_last=True,
        on_new_match=lambda: None,
        on_title=lambda: None,
    )
    rects = pad.layout(size)
    assert [n for n, _ in pad.buttons()] == ["new_match", "title"]
    for name in ("new_match", "title"):
        for part in ("headline", "subtitle", "match_line"):
            assert not rects[name].colliderect(rects[part]), f"{name} covers the {part}"
    assert not rects["new_match"].colliderect(rects["title"])


@pytest.mark.parametrize("language", lang_kit.LANGUAGES)
@pytest.mark.parametrize("mode", ["after", "end", "look"])
def test_the_pad_reads_in_french_and_dutch_at_800x600(
    make_app: MakeApp, language: str, mode: str
) -> None:
    """French and Dutch: the pad's longer words stay on the paper and beside it, apart, readable."""
    size = (800, 600)
    with lang_kit.back_to_english(), lang_kit.fitted_texts() as fitted:
        app = make_app(kit.settings(players=5, size=size, language=language))
        games = 3 if mode == "end" else 6
        pad = ScorePadScene(
            app,
            model(5, games, [1, 2, 3]),
            result=mode != "look",
            write_last=mode != "look",
            on_next=lambda: None,
            on_new_match=lambda: None,
            on_title=lambda: None,
        )
        show(app, pad)
        rects = pad.layout(size)
        screen = pygame.Rect((0, 0), size)
        for name, rect in rects.items():
            assert screen.contains(rect), f"{name} off screen"
        buttons = [rects[n] for n, _ in pad.buttons()]
        for a, b in itertools.combinations(buttons, 2):
            assert not a.colliderect(b)
        for b in buttons:
            for part in ("headline", "subtitle", "match_line"):
                if part in rects:
                    assert not b.colliderect(rects[part]), f"a button covers the {part}"
        assert lang_kit.squeezed(fitted) == []
        assert pad.headline() != "" and pad.headline() not in {"Ada wins!", "You win!"}


# -- the write-in --------------------------------------------------------------------------


def test_the_new_row_is_written_in_by_the_pen(make_app: MakeApp) -> None:
    app = make_app(kit.settings(players=3, animation_speed="normal"))
    pad = ScorePadScene(
        app, model(3, 6, [0, 2]), result=True, write_last=True, on_next=lambda: None
    )
    surface = show(app, pad)
    lay = pad.pad(app.size)
    new_row, old_row = lay.cells[1], lay.cells[0]
    assert all(inked(surface, cell) > 0 for cell in old_row), "earlier games are written"
    assert all(inked(surface, cell) == 0 for cell in new_row), "the new row is still blank"
    for _ in range(200):
        app.frame(1 / 30)
    assert pad.writing.done
    surface = pygame.display.get_surface()
    assert all(inked(surface, cell) > 0 for cell in new_row), "the new row was written in"


def test_at_instant_speed_the_row_is_there_at_once(make_app: MakeApp) -> None:
    app = make_app(kit.settings(players=3, animation_speed="instant"))
    pad = ScorePadScene(
        app, model(3, 6, [0, 2]), result=True, write_last=True, on_next=lambda: None
    )
    surface = show(app, pad)
    assert all(inked(surface, cell) > 0 for cell in pad.pad(app.size).cells[1])


def test_a_click_on_the_paper_finishes_the_writing(make_app: MakeApp) -> None:
    app = make_app(kit.settings(players=2, animation_speed="slow"))
    pad = ScorePadScene(app, model(2, 6, [1]), result=True, write_last=True, on_next=lambda: None)
    show(app, pad)
    kit.click(pad.pad(app.size).cells[4][0].center)
    app.frame(0.0)
    assert pad.writing.done and app.top is pad, "the click did not press a button"


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_SPACE])
def test_enter_or_space_finishes_the_writing_then_goes_on(make_app: MakeApp, key: int) -> None:
    """The keyboard's click on the paper: the first press finishes the row, the next one
    presses the button chosen (Next game)."""
    app = make_app(kit.settings(players=2, animation_speed="slow"))
    went_on: list[bool] = []
    pad = ScorePadScene(
        app, model(2, 6, [1]), result=True, write_last=True, on_next=lambda: went_on.append(True)
    )
    show(app, pad)
    assert not pad.writing.done
    kit.key(key)
    app.frame(0.0)
    assert pad.writing.done and app.top is pad and went_on == []
    kit.key(key)
    app.frame(0.0)
    assert went_on == [True]


# -- marks -------------------------------------------------------------------------------------


def test_the_leader_is_starred_and_only_the_leader(make_app: MakeApp) -> None:
    app = make_app(kit.settings(players=4))
    pad = ScorePadScene(app, model(4, 6, [2, 2, 1]))
    surface = show(app, pad)
    lay = pad.pad(app.size)
    assert pad.model.leaders == (2,)
    for p, cell in enumerate(lay.totals):
        assert (red(surface, cell) > 0) == (p == 2), f"seat {p}'s total"
        assert gold(surface, lay.names[p].inflate(0, lay.row)) == 0, "no crowns mid-match"


def test_shared_winners_are_all_circled_and_crowned(make_app: MakeApp) -> None:
    app = make_app(kit.settings(players=3))
    pad = ScorePadScene(
        app,
        model(3, 2, [0, 2]),
        result=True,
        write_last=True,
        on_new_match=lambda: None,
        on_title=lambda: None,
    )
    surface = show(app, pad)
    lay = pad.pad(app.size)
    assert pad.model.leaders == (0, 2)
    for p, cell in enumerate(lay.totals):
        circled = red(surface, cell) > cell.h // 2
        assert circled == (p in (0, 2)), f"seat {p} circled: {circled}"
        crowned = gold(surface, lay.names[p].inflate(0, lay.row // 2)) > 0
        assert crowned == (p in (0, 2)), f"seat {p} crowned: {crowned}"
    assert pad.match_line() == "The match is shared: You, Bruno", "R10.5"


def test_the_card_counts_and_the_next_swap_are_told_beside_the_pad(make_app: MakeApp) -> None:
    app = make_app(kit.settings(players=3))
    pad = ScorePadScene(app, model(3, 6, [1]), result=True, write_last=True, on_next=lambda: None)
    show(app, pad)
    assert pad.headline() == "Ada wins!"
    assert pad.match_line() == "Next game: Ada may swap an open card with Bruno", "R10.4"
    assert len(pad.pad(app.size).table) == 4, "a head row and one row per player"


# -- at the table ------------------------------------------------------------------------------


def end_game_at_table(app: App, scene: TableScene | None = None) -> TableScene:
    """A table whose game ends as the player passes in the attack window (seat 1 wins)."""
    scene = scene or kit.table(app)
    kit.put(
        scene,
        kit.position(
            2,
            [{"hand": "3", "blind": "1"}, {"at_table": True}],
            pile="6 h",
            bid="6.5",
            half_owner=1,
            phase="attack_window",
            finisher=1,
        ),
    )
    kit.frames(app)
    kit.key(pygame.K_p)
    kit.run_until(app, lambda: isinstance(app.top, ScorePadScene))
    return scene


def test_after_a_game_the_pad_opens_and_enter_deals_the_next(make_app: MakeApp) -> None:
    app = make_app(kit.settings(players=2, match_length=3))
    scene = end_game_at_table(app)
    pad = app.top
    assert isinstance(pad, ScorePadScene) and pad.result and pad.fresh == 0
    assert pad.buttons() == [("next", "Deal the next game")]
    assert pad.model.last == scene.match.results[-1]
    kit.key(pygame.K_RETURN)
    kit.frames(app)
    assert app.top is scene and scene.state.phase is Phase.SWAP, "R10.4: the next game"


def test_the_next_game_button_can_be_clicked(make_app: MakeApp) -> None:
    app = make_app(kit.settings(players=2, match_length=3))
    scene = end_game_at_table(app)
    pad = app.top
    assert isinstance(pad, ScorePadScene)
    kit.click(pad.layout(app.size)["next"].center)
    kit.frames(app)
    assert app.top is scene and not scene.recorded and scene.match.games_played == 1


def test_at_the_match_end_title_goes_back_and_new_match_starts_over(make_app: MakeApp) -> None:
    app = make_app(kit.settings(players=2, match_length=1))
    title = TitleScene(app)
    app.push(title)
    scene = end_game_at_table(app)
    pad = app.top
    assert isinstance(pad, ScorePadScene) and pad.model.over
    kit.key(pygame.K_RETURN)  # "New match" is first
    kit.frames(app)
    assert app.top is scene and scene.match.games_played == 0 and not scene.state.is_over
    end_game_at_table(app, scene)
    pad = app.top
    assert isinstance(pad, ScorePadScene) and pad.model.over
    kit.click(pad.layout(app.size)["title"].center)
    kit.frames(app)
    assert app.top is title


def test_esc_on_the_result_opens_the_menu(make_app: MakeApp) -> None:
    app = make_app(kit.settings(players=2, match_length=3))
    end_game_at_table(app)
    kit.key(pygame.K_ESCAPE)
    kit.frames(app)
    assert isinstance(app.top, PauseScene)
    kit.key(pygame.K_ESCAPE)
    kit.frames(app)
    assert isinstance(app.top, ScorePadScene), "Resume comes back to the pad"


@pytest.mark.parametrize("close", [pygame.K_s, pygame.K_ESCAPE, pygame.K_RETURN, "click"])
def test_s_opens_the_pad_mid_game_and_the_game_waits(make_app: MakeApp, close: int | str) -> None:
    app = make_app(kit.settings(players=3, bot_pause=0.0))
    scene = kit.table(app, seed=3)
    kit.run_until(app, lambda: scene.state.turn != 0 and kit.idle(scene))
    kit.key(pygame.K_s)
    kit.frames(app)
    pad = app.top
    assert isinstance(pad, ScorePadScene) and not pad.result
    assert pad.buttons() == [("close", "Close (S)")]
    state = scene.state
    kit.frames(app, 30)
    assert scene.state is state, "the bots wait while the pad is open"
    if close == "click":
        kit.click(pad.layout(app.size)["close"].center)
    else:
        kit.key(close)  # type: ignore[arg-type]
    kit.frames(app)
    assert app.top is scene
    kit.run_until(app, lambda: scene.state is not state)


def test_the_score_button_beside_the_log_opens_the_pad(make_app: MakeApp) -> None:
    app = make_app(kit.settings(players=4))
    scene = kit.table(app)
    lay = scene.view.layout()
    score, log = lay.toolbar[3], lay.toolbar[0]
    assert score.right <= log.x and score.centery == log.centery, "Score sits beside Log"
    kit.click(kit.tool_point(scene, "score"))
    kit.frames(app)
    assert isinstance(app.top, ScorePadScene) and app.top.model.games_played == 0


def test_the_pad_from_the_title_takes_a_model_and_callbacks(make_app: MakeApp) -> None:
    """How the title will open it for a saved match: no table behind it."""
    app = make_app(kit.settings(players=3))
    title = TitleScene(app)
    app.push(title)
    closed: list[bool] = []
    app.push(ScorePadScene(app, model(3, 6, [0, 1]), on_close=lambda: closed.append(True)))
    kit.frames(app)
    kit.key(pygame.K_ESCAPE)
    kit.frames(app)
    assert closed == [True] and app.top is title
