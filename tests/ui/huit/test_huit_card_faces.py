"""Huit américain's 52 card faces (game/ui/huit/card_faces.py, RULES.md H1), checked headless.

Drawn faces as good as the 8½ ones at every size, pips where a real deck has them,
court cards with a picture, big corner indices with a 10 no wider than the rest, and a
four-colour deck.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.rules.huit.cards import CARDS, JACK, TEN, Suit, parse_card  # noqa: E402
from game.ui.huit import card_faces  # noqa: E402
from game.ui.huit.card_faces import (  # noqa: E402
    back,
    face,
    height_for,
    index_glyph,
    index_rect,
    rank_label,
)
from game.ui.huit.inks import suit_colour  # noqa: E402
from game.ui.shell.surface_cache import CARDS as CARD_CACHE  # noqa: E402
from game.ui.shell.surface_cache import SurfaceCache  # noqa: E402
from game.ui.table.card_faces import CREAM, CardArt  # noqa: E402

# A side seat's card at 800x600, a hand card there, and a big-screen card.
SIZES = (40, 90, 220)
LANGUAGES = ("en", "fr", "nl")
QUEEN, KING = JACK + 1, JACK + 2


def _changed_fraction(a: pygame.Surface, b: pygame.Surface, level: int = 64) -> float:
    """Share of pixels whose values differ by more than `level` (of 255)."""
    d1 = a.copy()
    d1.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    d2 = b.copy()
    d2.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    d1.blit(d2, (0, 0), special_flags=pygame.BLEND_RGB_ADD)  # |a - b|
    same = pygame.transform.threshold(None, d1, (0, 0, 0), (level, level, level), set_behavior=0)
    return 1 - same / (a.get_width() * a.get_height())


def _on_felt(surface: pygame.Surface) -> pygame.Surface:
    flat = pygame.Surface(surface.get_size())
    flat.fill((20, 90, 50))
    flat.blit(surface, (0, 0))
    return flat


def _near(
    surface: pygame.Surface, colour: tuple[int, int, int], rect: pygame.Rect, tol: int = 40
) -> pygame.Rect | None:
    """Bounding box of the pixels within `tol` of `colour` inside `rect` (None if none)."""
    part = _on_felt(surface).subsurface(rect)
    mask = pygame.mask.from_threshold(part, (*colour, 255), (tol, tol, tol, 255))
    boxes = mask.get_bounding_rects()
    if not boxes:
        return None
    return boxes[0].unionall(boxes[1:]).move(rect.topleft)


def _ink(surface: pygame.Surface, rect: pygame.Rect) -> pygame.Rect | None:
    """Bounding box of what is printed on the card inside `rect`: every pixel at least a
    quarter of the way from the card's cream to an ink."""
    part = surface.subsurface(rect)
    mask = pygame.mask.from_threshold(part, (*CREAM, 255), (56, 56, 56, 255))
    mask.invert()
    boxes = mask.get_bounding_rects()
    if not boxes:
        return None
    return boxes[0].unionall(boxes[1:]).move(rect.topleft)


def _count_near(surface: pygame.Surface, colour: tuple[int, int, int], tol: int = 40) -> int:
    flat = _on_felt(surface)
    return pygame.mask.from_threshold(flat, (*colour, 255), (tol, tol, tol, 255)).count()


@pytest.mark.parametrize("four_colour", [False, True])
@pytest.mark.parametrize("width", SIZES)
def test_every_face_renders_at_the_card_proportion(width: int, four_colour: bool) -> None:
    """Every one of the 52 faces, in all three corner languages, renders at its size."""
    cache = SurfaceCache("test", 512 * 2**20)
    for card in CARDS:
        for language in LANGUAGES:
            surf = face(card, width, four_colour=four_colour, language=language, cache=cache)
            assert surf.get_size() == (width, height_for(width)) == CardArt.size_for(width)
            # Opaque in the middle (smoothscale leaves 253 of 255 at 3x, as on the 8½
            # cards), transparent outside the rounded corners.
            assert surf.get_at((width // 2, surf.get_height() // 2)).a >= 250
            assert surf.get_at((0, 0)).a < 64


def test_the_height_is_the_8_half_cards_ratio() -> None:
    assert height_for(100) == 140 and height_for(40) == 56


@pytest.mark.parametrize("width", (30, 40, 45, 72, 90, 220, 400))
@pytest.mark.parametrize("language", LANGUAGES)
def test_index_glyphs_stay_inside_the_card_clear_of_the_corner(width: int, language: str) -> None:
    inner = pygame.Rect(0, 0, width, height_for(width)).inflate(-2, -2)
    for rank in range(13):
        rect = index_rect(CARDS[rank * 4], width, language)
        assert inner.contains(rect), (rank, rect)
        # Clear of the rounded corner: the glyph starts past the corner's curve.
        assert rect.left >= width * 0.02 and rect.top >= width * 0.05


@pytest.mark.parametrize("width", (30, 40, 45, 72, 90, 160, 220, 400))
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_10_index_is_no_wider_than_the_other_ranks(width: int, language: str) -> None:
    def ink_width(rank: int) -> int:  # pixels at least half covered
        boxes = pygame.mask.from_surface(
            index_glyph(rank, width, language), 127
        ).get_bounding_rects()
        return boxes[0].unionall(boxes[1:]).width

    ten = ink_width(TEN)
    assert ten <= max(ink_width(r) for r in range(13) if r != TEN)
    # Still two digits, not a squashed smudge: wider than the narrowest digit.
    assert ten > min(ink_width(r) for r in range(1, 9))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("width", (40, 90, 220))
def test_the_10_as_drawn_is_no_wider_than_the_other_ranks(width: int, language: str) -> None:
    """Measured on the faces' pixels: the ink of the top-left rank of 10♥ against that of
    every other heart."""
    _, top, cap, _, _ = card_faces._index_layout(width)
    # The corner, left of the court cards' frame, down to just above the suit sign.
    band = pygame.Rect(round(width * 0.025), round(top), round(width * 0.185), round(cap))
    widths = {}
    for rank in range(13):
        box = _ink(face(CARDS[rank * 4 + Suit.HEARTS], width, language=language), band)
        assert box is not None
        widths[rank] = box.width
    assert widths.pop(TEN) <= max(widths.values())


@pytest.mark.parametrize("width", (30, 40, 45))
def test_small_cards_keep_a_big_legible_index(width: int) -> None:
    """A side seat's cards at 800x600: the rank is a quarter of the card's width tall or
    more (8½ draws its small indices a fifth), never under 8 pixels."""
    for rank in range(13):
        h = index_glyph(rank, width).get_height()
        assert h >= max(8, width * 0.25), (rank, h)


def test_the_two_colour_deck_has_two_inks_and_the_four_colour_deck_four() -> None:
    for four, expected in ((False, 2), (True, 4)):
        inks = {suit_colour(s, four) for s in Suit}
        assert len(inks) == expected
        # Seen on the faces: the middle of each ace is its suit's ink.
        seen = []
        for suit in Suit:
            surf = face(CARDS[suit], 90, four_colour=four)
            w, h = surf.get_size()
            seen.append(
                pygame.Color(
                    *pygame.transform.average_color(surf, pygame.Rect(w // 2 - 4, h // 2 - 4, 8, 8))
                )
            )
        distinct: list[pygame.Color] = []
        for colour in seen:
            if all(sum(abs(colour[i] - d[i]) for i in range(3)) > 90 for d in distinct):
                distinct.append(colour)
        assert len(distinct) == expected


def test_four_colour_clubs_are_teal_and_diamonds_blue() -> None:
    g = pygame.Color(*suit_colour(Suit.CLUBS, True))
    b = pygame.Color(*suit_colour(Suit.DIAMONDS, True))
    assert 150 <= g.hsva[0] <= 180 and 200 <= b.hsva[0] <= 240
    assert suit_colour(Suit.HEARTS, True) == suit_colour(Suit.HEARTS, False)


@pytest.mark.parametrize("width", (90, 220))
def test_court_cards_differ_from_each_other(width: int) -> None:
    for suit in Suit:
        jack, queen, king = (face(CARDS[r * 4 + suit], width) for r in (JACK, QUEEN, KING))
        for a, b in ((jack, queen), (queen, king), (jack, king)):
            assert _changed_fraction(a, b) > 0.04


def _plain_letter_card(letter: str, width: int, colour: tuple[int, int, int]) -> pygame.Surface:
    surf = face(CARDS[0], width).copy()
    surf.fill(CREAM, surf.get_rect().inflate(-4, -4))
    glyph = card_faces._text(letter, width * 0.5, colour)
    surf.blit(glyph, glyph.get_rect(center=surf.get_rect().center))
    return surf


@pytest.mark.parametrize("width", (90, 220))
def test_court_cards_carry_a_picture_not_a_bare_letter(width: int) -> None:
    for suit in Suit:
        colour = suit_colour(suit)
        for rank in (JACK, QUEEN, KING):
            surf = face(CARDS[rank * 4 + suit], width)
            letter = _plain_letter_card(rank_label(rank), width, colour)
            assert _changed_fraction(surf, letter) > 0.2
            # A figure: skin and gold beside the suit's ink.
            area = width * height_for(width)
            assert _count_near(surf, (248, 220, 188), 12) > area * 0.01  # faces and hands
            assert _count_near(surf, (226, 176, 52), 12) > area * 0.01  # crown, trim


@pytest.mark.parametrize("width", (40, 90, 220))
def test_court_letters_follow_the_language(width: int) -> None:
    assert [rank_label(r, "en") for r in (JACK, QUEEN, KING)] == ["J", "Q", "K"]
    assert [rank_label(r, "fr") for r in (JACK, QUEEN, KING)] == ["V", "D", "R"]
    assert [rank_label(r, "nl") for r in (JACK, QUEEN, KING)] == ["B", "V", "H"]
    assert rank_label(KING, "de") == "K"  # no letters of its own: the English ones
    king = CARDS[KING * 4]
    assert (
        _changed_fraction(face(king, width, language="en"), face(king, width, language="fr"), 64)
        > 0
    )
    assert face(king, width, language="de") is face(king, width, language="en")


@pytest.mark.parametrize("width", (72, 90, 220, 400))
def test_the_2_4_10_and_court_cards_read_the_same_either_way_up(width: int) -> None:
    """Their pips below the middle are printed upside down and the court picture is shown
    twice, so the face turned over is the same face; a 7, whose extra pip sits in the upper
    half, is not (nor a 6 or 8 of hearts, whose middle pips stand upright, as printed)."""
    for rank in (1, 3, 9, JACK, QUEEN, KING):  # 2 4 10 J Q K
        for suit in Suit:
            surf = face(CARDS[rank * 4 + suit], width)
            turned = pygame.transform.rotate(surf, 180)
            assert _changed_fraction(_on_felt(surf), _on_felt(turned)) < 0.002, (rank, suit)
    for token in ("7s", "6h"):
        surf = face(parse_card(token), width)
        assert (
            _changed_fraction(_on_felt(surf), _on_felt(pygame.transform.rotate(surf, 180))) > 0.01
        )


def test_pips_sit_where_a_real_deck_has_them() -> None:
    """The 4 has a pip near each corner of the pip area and none in the middle; the 3 one in
    the middle column at the centre; the ace one big pip."""
    width = 220
    red = suit_colour(Suit.HEARTS)
    four = face(parse_card("4h"), width)
    w, h = four.get_size()
    centre = pygame.Rect(w // 2 - 10, h // 2 - 10, 20, 20)
    assert _near(four, red, centre) is None
    for x in (0.31, 0.69):
        for y in (0.215, 0.785):
            assert _near(four, red, pygame.Rect(round(x * w) - 3, round(y * h) - 3, 6, 6))
    three = face(parse_card("3h"), width)
    assert _near(three, red, centre) is not None
    ace = _near(
        face(parse_card("Ah"), width),
        red,
        pygame.Rect(round(w * 0.25), round(h * 0.25), round(w * 0.5), round(h * 0.5)),
    )
    assert ace is not None and ace.width > w * 0.4


def test_a_face_is_drawn_once_and_then_comes_from_the_card_cache() -> None:
    card = parse_card("9d")
    first = face(card, 93, four_colour=True)
    assert face(card, 93, four_colour=True) is first
    assert face(card, 93, four_colour=False) is not first
    assert ("huit", card, 93, True, "") in CARD_CACHE
    # A number card has no letters: every language shares one surface.
    assert face(card, 93, four_colour=True, language="fr") is first


def test_the_back_is_the_8_half_back() -> None:
    assert back(90) is CardArt().back(90)
    assert back(90).get_size() == face(CARDS[0], 90).get_size()


@pytest.mark.parametrize("card", [53, -1, True, "Ah", 3.0])
def test_a_card_not_in_the_deck_is_refused(card: object) -> None:
    """52 is the joker's id (H7.1): it has its face (test_huit_joker_face.py)."""
    with pytest.raises(ValueError, match="not a card"):
        face(card, 90)  # type: ignore[arg-type]


def test_a_card_too_narrow_is_refused() -> None:
    with pytest.raises(ValueError, match="at least 16"):
        face(CARDS[0], 15)
