"""The 52 faces of Huit américain's deck (RULES.md H1), drawn by the program, and the
joker's (H7.1, joker_face.py).

They follow the 8½ faces (game/ui/table/card_faces.py): the same 63 x 88 mm shape, rounded corners,
thin border and cream card, the same back (imported from there), shapes drawn at 2-4x and
smooth-scaled down, text rendered at the final size where hinting keeps it crisp, and one
byte-bounded cache (surface_cache.CARDS).

What is on a face, as on a printed deck:

    corners   the rank (A, 2-10 and the court letters of the language: J Q K, V D R, B V H)
              over a small suit sign; the bottom-right one turned over. The "10" is built
              from a narrow 1 and a condensed 0 so it is no wider than the other ranks.
    A-10      the pips in their standard places, those below the middle upside down;
              the ace one big pip.
    J Q K     a framed half figure shown twice, the lower one turned over (court.py).

Below SMALL_WIDTH (a side seat's cards at 800x600 are 30-45 px) the corner would be a few
pixels tall, so a small card shows one big index top-left over its suit sign and one big
sign (the court cards: their headgear) in the lower right; in an overlapped fan only the
left strip shows, and that is where the index is.

The four-colour deck (a setting) gives every suit its own ink (inks.py).
"""

from __future__ import annotations

import functools
from collections.abc import Hashable

import pygame

from game.rules.huit.cards import ACE, CARD_BY_ID, JACK, TEN, Card
from game.rules.huit.cards import CARDS as DECK
from game.ui.huit import court, joker_face
from game.ui.huit.inks import BLACK, INK, suit_colour
from game.ui.huit.suits import draw_suit, pips
from game.ui.shell import fonts, scratch
from game.ui.shell.surface_cache import CARDS, SurfaceCache
from game.ui.table.card_faces import BORDER, CREAM, SMALL_WIDTH, CardArt, _radius, _supersample
from game.ui.table.face_budget import FACES

RGB = tuple[int, int, int]

# The court cards' corner letters: jack, queen, king. Other languages use the English ones.
COURT_LETTERS: dict[str, tuple[str, str, str]] = {
    "en": ("J", "Q", "K"),
    "fr": ("V", "D", "R"),  # valet, dame, roi
    "nl": ("B", "V", "H"),  # boer, vrouw, heer
}
_NUMBERS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10")

# An index glyph may be at most this many cap heights tall: the tails of J and Q are
# shortened a little so that the suit sign under every rank sits at the same height.
_MAX_GLYPH = 1.12
_MIN_WIDTH = 16


def deck_language(language: str) -> str:
    """The language whose court letters are printed: the given one if it has its own
    letters, English otherwise."""
    return language if language in COURT_LETTERS else "en"


def rank_label(rank: int, language: str = "en") -> str:
    """The corner text of a rank (0 = ace ... 12 = king)."""
    if rank >= JACK:
        return COURT_LETTERS[deck_language(language)][rank - JACK]
    return _NUMBERS[rank]


def height_for(width: int) -> int:
    """The height of a face `width` pixels wide: the 8½ cards' proportion."""
    return CardArt.height_for(width)


def back(width: int) -> pygame.Surface:
    """The back of every card: the 8½ back, so both games share the table's look."""
    return CardArt().back(width)


def face(
    card: Card | int,
    width: int,
    *,
    four_colour: bool = False,
    language: str = "en",
    cache: SurfaceCache | None = None,
) -> pygame.Surface:
    """The face of `card`, `width` x height_for(width) pixels with per-pixel alpha.

    A shared cache entry: blit it, do not draw on it. `language` picks the court letters
    (en, fr, nl; any other gives the English ones). Raises ValueError for a width under 16
    or something that is not one of the 52 cards or the joker.
    """
    if type(card) is bool or not isinstance(card, int) or not 0 <= card < len(CARD_BY_ID):
        raise ValueError(f"not a card of the deck: {card!r}")
    if width < _MIN_WIDTH:
        raise ValueError(f"card width must be at least {_MIN_WIDTH} pixels, not {width}")
    c = CARD_BY_ID[card]
    # Number cards and the joker carry no letters of the language: one surface serves all.
    lang = deck_language(language) if not c.is_joker and c.rank >= JACK else ""
    key = ("huit", c, width, bool(four_colour), lang)

    def made() -> pygame.Surface:
        if c.is_joker:
            surf = joker_face.render(width, bool(four_colour))
        else:
            surf = _render(c, width, bool(four_colour), lang or "en")
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()  # the screen's pixel format: faster blits
        return surf

    def same_card(other: Hashable) -> int | None:
        if not isinstance(other, tuple) or len(other) != 5:
            return None
        same = other[0] == "huit" and other[1] == c and other[3:] == key[3:]
        return other[2] if same and isinstance(other[2], int) else None

    size = (width, height_for(width))
    return FACES.get(CARDS if cache is None else cache, key, size, made, same_card)[0]


# -- layout ---------------------------------------------------------------------------------


def _index_layout(width: int) -> tuple[float, float, float, float, float]:
    """(centre x, top, cap height, sign size, sign centre y) of the top-left index."""
    if width < SMALL_WIDTH:
        cx, top, cap, sign = width * 0.2, width * 0.07, width * 0.28, width * 0.2
        gap = width * 0.05
    else:
        cx, top, cap, sign = width * 0.118, width * 0.065, width * 0.155, width * 0.11
        gap = width * 0.035
    return cx, top, cap, sign, top + cap * _MAX_GLYPH + gap + sign / 2


def index_rect(card: Card | int, width: int, language: str = "en") -> pygame.Rect:
    """Where the top-left rank glyph of `card` is drawn on its face."""
    cx, top, cap, _, _ = _index_layout(width)
    glyph = _rank_glyph(DECK[card].rank, cap, BLACK, deck_language(language))
    return glyph.get_rect(midtop=(round(cx), round(top)))


def index_glyph(rank: int, width: int, language: str = "en", colour: RGB = BLACK) -> pygame.Surface:
    """The rank glyph as drawn in the corner of a card `width` pixels wide, cropped to ink."""
    _, _, cap, _, _ = _index_layout(width)
    return _rank_glyph(rank, cap, colour, deck_language(language))


# -- rendering ------------------------------------------------------------------------------


def _render(card: Card, width: int, four_colour: bool, language: str) -> pygame.Surface:
    height = height_for(width)
    small = width < SMALL_WIDTH
    k = _supersample(width)
    colour = suit_colour(card.suit, four_colour)
    big = scratch.canvas("card", (width * k, height * k))

    # Body exactly as the 8½ cards: border colour, cream inset by the border width.
    # (A whole number of pixels, so that the border is as wide on every side.)
    border = round(max(1.0, width * 0.008) * k)
    r = _radius(width) * k
    body = pygame.Rect(0, 0, width * k, height * k)
    pygame.draw.rect(big, BORDER, body, border_radius=round(r))
    pygame.draw.rect(
        big, CREAM, body.inflate(-2 * border, -2 * border), border_radius=round(r - border)
    )

    # What a card shows twice (the corner sign, paired pips) is drawn once on `upper` and
    # blitted turned over too: pygame's polygons are not pixel-symmetric, and a face must
    # look the same either way up.
    # (Its half: the corner sign and the pips paired with a turned one lie above the middle.)
    upper = scratch.canvas("card upper", (big.get_width(), (big.get_height() + 1) // 2))
    cx, _, _, sign, sign_y = _index_layout(width)
    draw_suit(upper if not small else big, card.suit, cx * k, sign_y * k, sign * k, colour)
    if small:
        _draw_small_centre(big, card, width, height, k, colour)
    elif card.rank >= JACK:
        _draw_court(big, card, width, height, k, colour)
    else:
        _draw_pips(big, upper, card, width, height, k, colour)
    if not small:
        big.blit(upper, (0, 0))
        turned = pygame.transform.flip(upper, True, True)
        big.blit(turned, (0, big.get_height() - turned.get_height()))

    out = pygame.transform.smoothscale(big, (width, height))
    _draw_indices(out, card, width, height, small, colour, language)
    return out


def _draw_pips(
    big: pygame.Surface,
    upper: pygame.Surface,
    card: Card,
    width: int,
    height: int,
    k: int,
    colour: RGB,
) -> None:
    """The pips; those with a partner turned over in the lower half go on `upper` alone."""
    if card.rank == ACE:
        draw_suit(big, card.suit, width * k / 2, height * k / 2, width * 0.46 * k, colour)
        return
    number = card.rank + 1
    places = pips(number)
    size = width * (0.17 if number >= 9 else 0.18)
    top, bottom = height * 0.215, height * 0.785
    for col, row in places:
        paired = row != 0.5 and any(c == -col and abs(r - (1 - row)) < 1e-9 for c, r in places)
        if paired and row > 0.5:
            continue  # its partner on `upper` draws it
        x = width * (0.5 + col * 0.19)
        y = top + (bottom - top) * row
        draw_suit(
            upper if paired else big, card.suit, x * k, y * k, size * k, colour, flip=row > 0.5
        )


def _draw_court(
    big: pygame.Surface, card: Card, width: int, height: int, k: int, colour: RGB
) -> None:
    """The framed picture: the upper half figure, and the same turned over below it."""
    line = max(1, round(width * 0.012 * k))
    big_w, big_h = big.get_size()
    # Whole pixels, equal margins on both sides: the lower half mirrors the upper exactly.
    x0 = round(width * 0.215 * k) + line
    y0 = round(width * 0.065 * k) + line
    pw, hh = big_w - 2 * x0, (big_h - 2 * y0) // 2
    half = scratch.canvas("card court", (pw, hh))
    court.draw_half(half, card.rank, card.suit, colour, INK, max(1.0, width * 0.006 * k))
    big.blit(half, (x0, y0))
    big.blit(pygame.transform.flip(half, True, True), (x0, big_h - y0 - hh))
    # A fine line across the middle (centred to the pixel), then the frame in the suit's
    # colour.
    t = max(1, line // 2)
    t += (big_h - t) % 2
    big.fill(colour, (x0, (big_h - t) // 2, pw, t))
    pygame.draw.rect(
        big, colour, (x0 - line, y0 - line, pw + 2 * line, big_h - 2 * y0 + 2 * line), line
    )


def _draw_small_centre(
    big: pygame.Surface, card: Card, width: int, height: int, k: int, colour: RGB
) -> None:
    """A small card's big sign, right and low of the index: the suit, or the headgear."""
    size = width * 0.5
    x, y = width * 0.63, height - width * 0.37
    if card.rank >= JACK:
        court.draw_headgear(big, card.rank, x * k, y * k, size * 1.25 * k, colour, INK)
    else:
        draw_suit(big, card.suit, x * k, y * k, size * k, colour)


def _draw_indices(
    out: pygame.Surface,
    card: Card,
    width: int,
    height: int,
    small: bool,
    colour: RGB,
    language: str,
) -> None:
    cx, top, cap, _, _ = _index_layout(width)
    glyph = _rank_glyph(card.rank, cap, colour, language)
    rect = out.blit(glyph, glyph.get_rect(midtop=(round(cx), round(top))))
    if not small:
        out.blit(pygame.transform.rotate(glyph, 180), (width - rect.right, height - rect.bottom))


# -- index text -----------------------------------------------------------------------------


def _font(cap: float) -> pygame.font.Font:
    # DejaVu Sans Bold capitals and digits are 0.729 em tall.
    return fonts.font(max(6, round(cap / 0.729)), bold=True)


def _text(text: str, cap: float, colour: RGB) -> pygame.Surface:
    surf = _font(cap).render(text, True, colour)
    return surf.subsurface(surf.get_bounding_rect()).copy()


def _ink_width(glyph: pygame.Surface) -> int:
    """How wide a glyph looks: its pixels at least half covered (an A's feet end in faint
    antialiased corners that its surface counts but the eye does not)."""
    boxes = pygame.mask.from_surface(glyph, 127).get_bounding_rects()
    return boxes[0].unionall(boxes[1:]).width if boxes else 0


@functools.lru_cache(maxsize=256)
def _widest_other(cap: float, language: str) -> int:
    """Ink width of the widest rank glyph other than 10 at this size: the 10's limit."""
    labels = [*_NUMBERS[:TEN], *COURT_LETTERS[language]]
    return max(_ink_width(_text(t, cap, BLACK)) for t in labels)


def _rank_glyph(rank: int, cap: float, colour: RGB, language: str) -> pygame.Surface:
    if rank == TEN:
        return _ten(cap, colour, _widest_other(cap, language))
    glyph = _text(rank_label(rank, language), cap, colour)
    tallest = max(1, round(cap * _MAX_GLYPH))
    if glyph.get_height() > tallest:
        glyph = pygame.transform.smoothscale(glyph, (glyph.get_width(), tallest))
    return glyph


def _stem_width(glyph: pygame.Surface) -> int:
    """Width of the ink across the middle row of a glyph: the stroke of a 1."""
    y = glyph.get_height() // 2
    return max(1, sum(1 for x in range(glyph.get_width()) if glyph.get_at((x, y)).a >= 128))


def _ten(cap: float, colour: RGB, limit: int) -> pygame.Surface:
    """ "10" as printed on cards: a plain narrow 1 (stem and flag, no foot) close to a
    condensed 0, then squeezed if need be to at most `limit` pixels wide."""
    zero = _text("0", cap, colour)
    one_glyph = _text("1", cap, colour)
    sw = _stem_width(one_glyph)
    h = zero.get_height()
    zero = pygame.transform.smoothscale(zero, (max(1, round(zero.get_width() * 0.8)), h))
    # The 1, drawn at 4x and smooth-scaled so its flag is antialiased like the text.
    s = 4
    flag = max(1.0, sw * 0.6)
    ow = max(1, round(flag + sw))
    one = pygame.Surface((ow * s, h * s), pygame.SRCALPHA)
    stem_x = (ow - sw) * s
    pygame.draw.rect(one, colour, (stem_x, 0, sw * s, h * s))
    slope = cap * 0.16
    pygame.draw.polygon(
        one,
        colour,
        [
            (stem_x + 1, 0),
            (stem_x + 1, sw * 0.95 * s),
            (0, (sw * 0.95 + slope) * s),
            (0, slope * s),
        ],
    )
    one = pygame.transform.smoothscale(one, (ow, h))
    gap = max(1, round(cap * 0.07))
    out = pygame.Surface((ow + gap + zero.get_width(), h), pygame.SRCALPHA)
    out.blit(one, (0, 0))
    out.blit(zero, (ow + gap, 0))
    ink = _ink_width(out)
    if ink > limit:
        out = pygame.transform.smoothscale(out, (out.get_width() * limit // ink, h))
    return out
