"""Card faces and backs (game/ui/table/card_faces.py), checked headless."""

from __future__ import annotations

import itertools
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.rules.eight_half.cards import Card  # noqa: E402
from game.ui.shell.surface_cache import SurfaceCache  # noqa: E402
from game.ui.table.card_faces import CardArt, CardState  # noqa: E402

WIDTHS = (16, 40, 48, 71, 72, 96, 200, 260)
# A small and a large size: both layouts (simplified below 72 px and full).
CHECK_WIDTHS = (48, 200)


@pytest.fixture(scope="module")
def art() -> CardArt:
    return CardArt()


def _grey(surface: pygame.Surface) -> pygame.Surface:
    """Luminance of the card as seen on a black table (alpha flattened)."""
    flat = pygame.Surface(surface.get_size())
    flat.fill((0, 0, 0))
    flat.blit(surface, (0, 0))
    return pygame.transform.grayscale(flat)


def _changed_fraction(a: pygame.Surface, b: pygame.Surface, level: int = 64) -> float:
    """Share of pixels whose values differ by more than `level` (of 255)."""
    d1 = a.copy()
    d1.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    d2 = b.copy()
    d2.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    d1.blit(d2, (0, 0), special_flags=pygame.BLEND_RGB_ADD)  # |a - b|
    same = pygame.transform.threshold(None, d1, (0, 0, 0), (level, level, level), set_behavior=0)
    return 1 - same / (a.get_width() * a.get_height())


def _field_colour(surface: pygame.Surface) -> pygame.Color:
    """Mean colour of a patch of the centre field, above the medallion, clear of the
    corner indices and symbols at every size."""
    w = surface.get_width()
    patch = pygame.Rect(round(0.3 * w), round(0.09 * w), round(0.4 * w), round(0.1 * w))
    return pygame.Color(*pygame.transform.average_color(surface, patch))


def _family(colour: pygame.Color) -> str:
    hue, sat, val, _ = colour.hsva
    if val < 35:
        return "black"
    if sat < 20:
        return "grey"
    if hue < 15 or hue >= 340:
        return "red"
    if 35 <= hue < 65:
        return "yellow"
    if 90 <= hue < 170:
        return "green"
    if 195 <= hue < 245:
        return "blue"
    if 250 <= hue < 300:
        return "lilac"
    return f"other (hue {hue:.0f})"


# -- sizes --------------------------------------------------------------------------------


def test_height_is_a_real_card_proportion() -> None:
    for w in WIDTHS:
        assert CardArt.height_for(w) == round(w * 88 / 63)
    assert CardArt.size_for(200) == (200, 279)


@pytest.mark.parametrize("width", WIDTHS)
def test_every_kind_and_state_renders_at_the_expected_size(art: CardArt, width: int) -> None:
    expected = (width, CardArt.height_for(width))
    for state in CardState:
        for card in Card:
            face = art.face(card, width, state)
            assert face.get_size() == expected, (card, state)
            assert face.get_flags() & pygame.SRCALPHA
        assert art.back(width, state).get_size() == expected


@pytest.mark.parametrize("width", CHECK_WIDTHS)
def test_corners_are_rounded_and_body_is_opaque(art: CardArt, width: int) -> None:
    face = art.face(Card.SEVEN, width)
    h = face.get_height()
    assert face.get_at((0, 0)).a == 0
    assert face.get_at((width - 1, h - 1)).a == 0
    assert face.get_at((width // 2, h // 2)).a == 255
    assert face.get_at((width // 2, 1)).a > 200  # the top edge is card, not a gap


def test_too_small_width_is_refused(art: CardArt) -> None:
    with pytest.raises(ValueError):
        art.face(Card.ONE, 8)


# -- colour ------------------------------------------------------------------------------


@pytest.mark.parametrize("width", CHECK_WIDTHS)
@pytest.mark.parametrize("card", list(Card))
def test_field_colour_is_the_r1_colour(art: CardArt, card: Card, width: int) -> None:
    assert _family(_field_colour(art.face(card, width))) == card.colour


@pytest.mark.parametrize("width", CHECK_WIDTHS)
def test_dimmed_cards_lose_their_colour(art: CardArt, width: int) -> None:
    for card in Card:
        if card is Card.GHOST:
            continue  # black has no colour to lose
        normal = _field_colour(art.face(card, width)).hsva[1]
        dimmed = _field_colour(art.face(card, width, CardState.DIMMED)).hsva[1]
        assert dimmed < 5 < normal, card


# -- telling the cards apart -------------------------------------------------------------


@pytest.mark.parametrize("width", (40, 48, 96, 200))
def test_all_faces_and_back_differ_even_in_greyscale(art: CardArt, width: int) -> None:
    # In luminance only, every pair of kinds must still differ clearly (value and symbol
    # shapes, not hue): at least 1.5% of the card's pixels change by a quarter of the range.
    greys: dict[Card | None, pygame.Surface] = {c: _grey(art.face(c, width)) for c in Card}
    greys[None] = _grey(art.back(width))
    for a, b in itertools.combinations(greys, 2):
        assert _changed_fraction(greys[a], greys[b]) > 0.015, (width, a, b)


def test_corner_symbols_have_different_shapes(art: CardArt) -> None:
    # The symbol under the corner index, as a shape: it carries the kind without colour.
    width = 200
    box = pygame.Rect(
        round(0.09 * width), round(0.32 * width), round(0.15 * width), round(0.13 * width)
    )
    shapes: dict[Card, pygame.mask.Mask] = {}
    for card in (Card.ONE, Card.ZERO, Card.FIVE, Card.NINE, Card.HALF):
        corner = art.face(card, width).subsurface(box)
        field = _field_colour(art.face(card, width))
        shape = pygame.mask.from_threshold(corner, field, (70, 70, 70, 255))
        shape.invert()
        assert shape.count() > 30, card  # there is a symbol
        shapes[card] = shape
    for a, b in itertools.combinations(shapes, 2):
        ma, mb = shapes[a], shapes[b]
        both = ma.overlap_area(mb, (0, 0))
        union = ma.count() + mb.count() - both
        assert (union - both) / union > 0.2, (a, b)


@pytest.mark.parametrize("width", CHECK_WIDTHS)
def test_states_look_different(art: CardArt, width: int) -> None:
    for card in (Card.SEVEN, Card.GHOST, None):

        def get(state: CardState, card: Card | None = card) -> pygame.Surface:
            return art.back(width, state) if card is None else art.face(card, width, state)

        surfaces = [get(s) for s in CardState]
        for a, b in itertools.combinations(surfaces, 2):
            assert _changed_fraction(a, b, level=30) > 0.01, card


# -- caching and drawing -----------------------------------------------------------------


def test_repeated_requests_return_the_cached_surface() -> None:
    art = CardArt()
    assert art.face(Card.HALF, 96) is art.face(Card.HALF, 96)
    assert art.face(Card.HALF, 96, CardState.DIMMED) is art.face(Card.HALF, 96, CardState.DIMMED)
    assert art.back(96) is art.back(96)
    assert art.shadow(96) is art.shadow(96)
    assert art.face(Card.HALF, 96) is not art.face(Card.HALF, 97)
    assert art.face(Card.HALF, 96) is not art.face(Card.HALF, 96, CardState.SELECTED)
    assert art.face(Card.HALF, 96) is not art.face(Card.NINE, 96)
    first = art.face(Card.ONE, 60)
    art.clear()
    assert art.face(Card.ONE, 60) is not first


def test_a_stand_in_marked_as_last_played_draws_its_rim_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A face still a stand-in (face_budget) has its state's variant made anew each time it
    is drawn; its rim, the same for every card of a width, is drawn once (at 4K drawing it
    again took 2 to 4 ms of a frame redrawing the pile)."""
    from game.ui.table import card_faces
    from game.ui.table.face_budget import FaceBudget

    budget = FaceBudget(most=0)
    monkeypatch.setattr(card_faces, "FACES", budget)
    art = CardArt()
    art.face(Card.SEVEN, 120)  # drawn at some width: a stand-in can be made from it
    rims = [0]
    real = card_faces._draw_rim_layer

    def counted(width: int, colour: tuple[int, int, int]) -> pygame.Surface:
        rims[0] += 1
        return real(width, colour)

    monkeypatch.setattr(card_faces, "_draw_rim_layer", counted)
    for _ in range(3):
        with budget.frame(limited=True):
            art.face(Card.SEVEN, 131, CardState.LAST)
            assert budget.softened, "the real face was drawn"
    assert rims[0] <= 1


def test_draw_places_card_shadow_and_lift() -> None:
    art = CardArt()
    screen = pygame.Surface((400, 400))
    felt = (20, 90, 50)
    screen.fill(felt)
    rect = art.draw(screen, Card.FIVE, (100, 150), 120)
    assert rect == pygame.Rect(100, 150, 120, CardArt.height_for(120))
    dx, dy = CardArt.shadow_offset(120)
    # Just below the card the felt is darkened by the shadow.
    below = screen.get_at((160, rect.bottom + dy // 2))
    assert below[1] < felt[1]
    raised = art.draw(screen, None, (250, 150), 120, CardState.SELECTED, shadow=False)
    assert raised.top == 150 - CardArt.lift(120)
    assert art.glow(120, CardState.NORMAL) is None
    assert art.glow(120, CardState.SELECTED) is not None


def test_a_card_out_of_the_area_redrawn_is_not_asked_for() -> None:
    """A table redrawing part of its kept picture clips to it: a card out of it is not
    drawn, nor its face made (one the card cache let go would be drawn again: 3-6 ms at 4K)."""
    art = CardArt(SurfaceCache("test", 16 * 2**20))
    target = pygame.Surface((400, 300))
    target.set_clip(pygame.Rect(0, 0, 50, 50))
    art.draw(target, Card.SEVEN, (200, 100), 80)
    assert art._cache.drawn == 0
    target.set_clip(pygame.Rect(190, 90, 50, 50))  # its corner: drawn
    art.draw(target, Card.SEVEN, (200, 100), 80)
    assert art._cache.drawn > 0
