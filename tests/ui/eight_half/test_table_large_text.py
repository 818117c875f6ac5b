"""The 8½ table at the Large and Largest text sizes: the words grow and
the table makes room for them (the cards and the free space give way), at 800×600 too.

Drawn the way the clipping sweep draws them (tests/kits/screen_sweep.py): each line of text
records the font it asked for, the one it got and the width it was given.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from drawn_screens import clear
from screen_sweep import clipped, every_frame

from game.store.settings import Settings
from game.ui.eight_half.layout import Side, compute
from game.ui.shell import text_size
from game.ui.shell.app import App
from game.ui.shell.drawn import Drawn, Kind


@pytest.fixture
def largest() -> Iterator[None]:
    text_size.set_text_size("largest")
    yield
    text_size.set_text_size("normal")


def _frame(
    make_app: Callable[..., App], tmp: Path, screen: str, size: tuple[int, int], language: str
) -> list[Drawn]:
    app = make_app(Settings(window_size=size, language=language, text_size="largest"))
    try:
        frames = every_frame(app, tmp, [size], lambda name: name == screen)
        return next(seen for _, _, seen, _ in frames)
    finally:
        clear(app)
        text_size.set_text_size("normal")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_logs_game_line_reads_at_the_tables_size(
    make_app: Callable[..., App], tmp_path: Path, language: str
) -> None:
    # At Largest in 800×600 with the move log open, the middle has no room for the game
    # line beside the toolbar: it goes under it, at the size the table's words read
    # (it was squeezed to 8 pixels into a box of less than no width).
    seen = _frame(make_app, tmp_path, "8½ mid 5 log", (800, 600), language)
    line = next(
        d for d in seen if d.kind is Kind.TEXT and d.text.startswith(("Game 1", "Partie 1"))
    )
    assert line.size == line.asked
    # five seats and the log leave the middle too little height for Largest's 24-pixel
    # unit: the words grow as far as it holds them, as at Large (a 20-pixel unit)
    assert line.size >= round(20 * 0.9)
    assert clipped(seen, (800, 600)) == []


@pytest.mark.parametrize("screen", ["8½ attack", "8½ mid 5", "8½ swap", "8½ turned", "8½ big hand"])
def test_the_table_at_largest_clips_nothing(
    make_app: Callable[..., App], tmp_path: Path, screen: str
) -> None:
    # The attack's button ("Attaquer avec un 7 (A)") gets a row of its own, the plates
    # hold "Chloé" and her count, the bid's box its word ("ANNONCE")
    for size in ((800, 600), (1280, 720)):
        seen = _frame(make_app, tmp_path, screen, size, "fr")
        assert clipped(seen, size) == [], (screen, size)


@pytest.mark.usefixtures("largest")
@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_grown_words_keep_their_room_at_the_table(size: tuple[int, int], players: int) -> None:
    lay = compute(size, players, log_open=True)
    u = lay.unit
    assert lay.info.w >= 8 * u  # the game line, beside the toolbar or under it
    across = [sl for sl in lay.seats if sl.side is Side.TOP]
    assert all(sl.plate.w >= min(round(8.5 * u), sl.box.w // 2) for sl in across)
    assert all(r.w >= min(13 * u, (lay.seats[0].box.w - lay.margin) // 2) for r in lay.actions)
    assert lay.bid.w >= round(6.5 * u)  # "ANNONCE", "½ : Bruno"
    me = lay.seats[0]
    if lay.actions[0].y > me.plate.y:  # the buttons on a row of their own: a friend's name
        assert me.plate.w >= min(14 * u, me.box.w // 2)  # ("Anne-Sophie") has the room
    for r in (*lay.toolbar, lay.info, lay.message):  # nothing outside the table's part
        assert lay.log_panel is not None and r.right <= lay.log_panel.x


def test_normal_keeps_its_table() -> None:
    # Normal is as it always was: the game line beside the toolbar, the buttons beside the
    # player's plate
    lay = compute((1280, 720), 4)
    assert lay.info.y == lay.toolbar[0].y
    assert lay.actions[0].y == lay.seats[0].plate.y


def test_the_logs_scroll_hint_keeps_clear_of_its_lines(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    # Grown words wrap the hint ("↑ 16 lignes plus anciennes · PgPréc, molette") onto three
    # lines: the panel keeps room for them under its last line, which they used to cover
    seen = _frame(make_app, tmp_path, "8½ mid 5 log", (1920, 1080), "fr")
    panel_x = 1920 * 3 // 4
    texts = [d for d in seen if d.kind is Kind.TEXT and d.rect.x >= panel_x and d.text.strip()]
    for a, b in itertools.combinations(texts, 2):
        assert not a.rect.colliderect(b.rect), (a.text, b.text)


@pytest.mark.usefixtures("largest")
@pytest.mark.parametrize("log_open", [False, True])
@pytest.mark.parametrize("size", [(800, 600), (1024, 768), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_middles_words_never_run_into_each_other(
    size: tuple[int, int], players: int, log_open: bool
) -> None:
    """Where the seats cannot give the middle the height its grown words need (five seats
    in a small window, the log open), the words grow only as far as the middle holds them:
    the pile, its count, the bid, the game line, the prompt and the toolbar lie apart,
    and the words are never smaller than at Normal."""
    lay = compute(size, players, log_open=log_open)
    normal = round(min(size[1] / 36, size[0] / 50))
    assert lay.unit >= normal
    middle = {
        "pile": lay.pile, "pile_label": lay.pile_label, "bid": lay.bid, "info": lay.info,
        "message": lay.message, "toolbar": lay.toolbar[0].unionall(lay.toolbar[1:]),
    }  # fmt: skip
    for (a, ra), (b, rb) in itertools.combinations(middle.items(), 2):
        assert not ra.colliderect(rb), (a, ra, b, rb)


@pytest.mark.usefixtures("largest")
@pytest.mark.parametrize("size", [(600, 600), (800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 5])
def test_the_piles_words_stand_clear_of_the_hand(size: tuple[int, int], players: int) -> None:
    """ "pioche" and "de côté" over the player's piles, wider than the small piles at grown
    words: the hand begins after them (its first card covered "de côté" in the lesson's
    narrow table)."""
    me = compute(size, players).seats[0]
    assert me.tags.right <= me.hand.x
    assert me.hand.w >= me.hand_w  # a card of the hand still shows whole
