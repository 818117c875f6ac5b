"""The joker's face (RULES.md H7.1), drawn by the game like the other 52 cards: a face of
its own in the two-colour and the four-colour deck, at every size a table shows it, with
JOKER written down its corners as on a printed deck."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.rules.huit import JOKER  # noqa: E402
from game.rules.huit.cards import CARDS  # noqa: E402
from game.ui.huit.card_faces import back, face, height_for  # noqa: E402
from game.ui.huit.inks import BLUE, TEAL, VIOLET  # noqa: E402
from game.ui.shell.surface_cache import SurfaceCache  # noqa: E402
from game.ui.table.card_faces import CREAM, SMALL_WIDTH  # noqa: E402

# A side seat's card at 800x600, the smallest corner index, a hand card at 800x600, the
# smallest big card, a hand card at 1920x1080, a card on a 4K TV.
SIZES = (30, 40, 60, SMALL_WIDTH, 120, 260)


def _fresh() -> SurfaceCache:
    return SurfaceCache("test", 256 * 2**20)


def _changed(a: pygame.Surface, b: pygame.Surface) -> float:
    """Share of pixels differing by more than a quarter of the scale in some channel."""
    w, h = a.get_size()
    diff = sum(
        1
        for y in range(0, h, 2)
        for x in range(0, w, 2)
        if max(abs(p - q) for p, q in zip(a.get_at((x, y)), b.get_at((x, y)), strict=True)) > 64
    )
    return diff / (((w + 1) // 2) * ((h + 1) // 2))


def _ink_rows(surface: pygame.Surface, strip: pygame.Rect) -> int:
    """From the first pixel row of `strip` holding ink (not the card's cream) to the last."""
    part = surface.subsurface(strip)
    mask = pygame.mask.from_threshold(part, (*CREAM, 255), (56, 56, 56, 255))
    mask.invert()
    rows = [y for y in range(strip.h) if any(mask.get_at((x, y)) for x in range(strip.w))]
    return rows[-1] - rows[0] + 1 if rows else 0


def _count(surface: pygame.Surface, colour: tuple[int, int, int], tol: int = 40) -> int:
    flat = pygame.Surface(surface.get_size())
    flat.fill((20, 90, 50))
    flat.blit(surface, (0, 0))
    return pygame.mask.from_threshold(flat, (*colour, 255), (tol, tol, tol, 255)).count()


@pytest.mark.parametrize("four_colour", [False, True])
@pytest.mark.parametrize("width", SIZES)
def test_h7_1_the_joker_has_a_face_of_its_own(width: int, four_colour: bool) -> None:
    """Drawn, card-shaped, and unlike the back and every one of the 52 faces."""
    cache = _fresh()
    joker = face(JOKER, width, four_colour=four_colour, cache=cache)
    assert joker.get_size() == (width, height_for(width))
    assert joker.get_at((width // 2, joker.get_height() // 2)).a >= 250
    assert joker.get_at((0, 0)).a < 64, "rounded corners like every card"
    assert _changed(joker, back(width)) > 0.3
    for card in CARDS:
        other = face(card, width, four_colour=four_colour, cache=cache)
        assert _changed(joker, other) > 0.04, f"the joker looks like {card}"


@pytest.mark.parametrize("width", SIZES)
def test_h7_1_the_joker_s_corner_reads_joker_downwards(width: int) -> None:
    """JOKER stands letter under letter in the top-left corner: a column of ink far taller
    than any rank and suit sign (an ace's corner, measured the same way)."""
    height = height_for(width)
    edge = max(2, round(width * 0.05))  # inside the border and the rounded corners
    # Left of the middle's picture (a small card's big sign lies right and low).
    strip = pygame.Rect(edge, edge, round(width * 0.2) - edge, height - 2 * edge)
    joker, ace = face(JOKER, width, cache=_fresh()), face(CARDS[0], width, cache=_fresh())
    column = _ink_rows(joker, strip)
    assert column >= height * 0.4, f"{column} of {height} rows"
    assert column > 1.5 * _ink_rows(ace, strip)
    if width >= SMALL_WIDTH:  # turned over in the bottom-right corner too
        low = pygame.Rect(width - strip.right, edge, strip.w, strip.h)
        assert _ink_rows(joker, low) >= height * 0.4


def test_h7_1_the_four_colour_joker_wears_the_four_colours() -> None:
    """In the four-colour deck the jester's motley takes teal and blue too and its letters
    a violet no suit has; the two-colour joker has none of them."""
    for width in (60, 120, 260):
        two = face(JOKER, width, four_colour=False, cache=_fresh())
        four = face(JOKER, width, four_colour=True, cache=_fresh())
        assert _changed(two, four) > 0.02
        least = width * width // 400
        for colour in (TEAL, BLUE, VIOLET):
            assert _count(four, colour, 25) > max(least, 4 * _count(two, colour, 25)), (
                width,
                colour,
            )


def test_h7_1_the_joker_is_the_same_in_every_language() -> None:
    """No letters of the language on it (JOKER is JOKER in English, French and Dutch): one
    face serves all, from the one cache entry."""
    cache = _fresh()
    first = face(JOKER, 90, language="en", cache=cache)
    assert face(JOKER, 90, language="fr", cache=cache) is first
    assert face(JOKER, 90, language="nl", cache=cache) is first


def test_the_joker_s_token_is_not_a_card_id() -> None:
    with pytest.raises(ValueError, match="not a card"):
        face("X", 90)  # type: ignore[arg-type]
