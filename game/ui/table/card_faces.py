"""Card faces and backs for 8½, drawn by the program (no image files).

Every card is a cream body with a thin border and rounded corners, a coloured field in the
R1 colour of its kind, corner indices (top-left and, turned over, bottom-right) and a big
value in a central medallion. Each kind also carries a shape, so that nothing depends on
colour alone (colour-blind players, greyscale projectors):

    yellow 1-4, 6-8   diamond pip          (plain numbers)
    green 0           circular arrow       (resets the bid)
    blue 5            downward arrow       (the next player must go lower)
    red 9             crown                (the highest number)
    lilac ½           half-filled circle
    black ghost       the ghost figure itself

Shapes are drawn at 2-4x and smooth-scaled down, which is pygame's only way to antialias
polygons and rounded rectangles; text is rendered afterwards at the final size, where the
font hinting keeps small indices crisp. Each (kind, width, state) is drawn once and cached.

Usage::

    art = CardArt()
    surf = art.face(Card.SEVEN, 120)                  # 120 x 168, per-pixel alpha
    art.draw(screen, Card.HALF, (x, y), 120, CardState.SELECTED)
    art.draw(screen, None, (x, y), 48)                # None = the back

Why one file of over 700 lines: it is one card design. Every face shares the supersampling,
the field, the medallion, the corner geometry and the cache; the shapes' painters are its
private parts, each a few lines, drawn in the same units.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass

import pygame

from game.rules.eight_half.cards import Card
from game.ui.shell import drawn, fonts, scratch
from game.ui.shell.surface_cache import CARDS, SurfaceCache
from game.ui.shell.widgets import blit_tall, shorten
from game.ui.table.face_budget import FACES

RGB = tuple[int, int, int]
Point = tuple[float, float]

# A real card is 63 x 88 mm.
ASPECT = 88 / 63
# Below this width the card is drawn simplified: no corner indices (they would be a few
# pixels tall), no field pattern; the central value grows to fill the card instead.
SMALL_WIDTH = 72
# Small cards from this width on keep a top-left index: in an overlapped fan (a side seat's
# known hand cards) the centre is covered and the corner is all that shows.
SMALL_INDEX_WIDTH = 30
HALO_BLUR = 3  # the most pixels a halo is blurred by; a wider blur is drawn smaller


class CardState(enum.Enum):
    """How the table wants a card shown."""

    NORMAL = "normal"
    SELECTED = "selected"  # picked for the next play: gold rim, gold glow, lifted
    DIMMED = "dimmed"  # cannot be played now: greyed, but still readable
    LAST = "last"  # part of the last move: light-blue rim and glow


class Symbol(enum.Enum):
    DIAMOND = "diamond"
    RESET = "reset"
    DOWN = "down"
    CROWN = "crown"
    HALF = "half"
    GHOST = "ghost"


@dataclass(frozen=True)
class KindStyle:
    field: RGB  # main colour of the field, the R1 colour
    field_top: RGB  # top of the field's gentle gradient
    ink: RGB  # dark tone: outlines, medallion rim
    on_field: RGB  # corner indices and symbols, chosen for contrast with `field`
    medal: RGB  # medallion fill
    symbol: Symbol
    value: RGB | None = None  # fill of the big value when not `field`

    @property
    def value_fill(self) -> RGB:
        return self.field if self.value is None else self.value


CREAM: RGB = (251, 246, 233)
BORDER: RGB = (92, 84, 72)
WHITE: RGB = (255, 255, 255)

# Saturated but not neon, so that they survive a washed-out projector and still look like
# printed ink; every field is dark or light enough for its `on_field` text.
# Yellow digits on the cream medallion are a deeper amber than the field: plain yellow on
# cream is too faint at small sizes.
_YELLOW = KindStyle(
    (244, 190, 28),
    (252, 214, 90),
    (112, 72, 0),
    (66, 42, 0),
    CREAM,
    Symbol.DIAMOND,
    value=(232, 160, 0),
)
_STYLES: dict[Card, KindStyle] = {
    **{c: _YELLOW for c in Card if c.is_yellow},
    Card.ZERO: KindStyle((34, 148, 84), (64, 178, 108), (10, 70, 36), WHITE, CREAM, Symbol.RESET),
    Card.FIVE: KindStyle((38, 104, 206), (74, 138, 228), (12, 44, 110), WHITE, CREAM, Symbol.DOWN),
    Card.NINE: KindStyle((212, 46, 52), (232, 84, 84), (104, 14, 20), WHITE, CREAM, Symbol.CROWN),
    Card.HALF: KindStyle(
        (156, 110, 214), (184, 146, 232), (64, 32, 112), WHITE, CREAM, Symbol.HALF
    ),
    Card.GHOST: KindStyle(
        (34, 32, 40), (62, 58, 74), (8, 8, 12), WHITE, (70, 66, 92), Symbol.GHOST
    ),
}

# The back: deep navy with a lighter lattice and a gold-rimmed medallion.
BACK_FIELD: RGB = (30, 42, 84)
BACK_FIELD_TOP: RGB = (44, 60, 112)
BACK_LATTICE: RGB = (62, 82, 142)
BACK_GOLD: RGB = (226, 182, 72)

SELECTED_RIM: RGB = (255, 206, 40)
LAST_RIM: RGB = (96, 200, 255)


def style(card: Card) -> KindStyle:
    """Colours and symbol of a kind (also used by tests and by the table for accents)."""
    return _STYLES[card]


class CardArt:
    """Draws and caches card faces, backs, shadows and glows at any width.

    All surfaces returned are shared cache entries: blit them, do not draw on them. Every
    CardArt shares one byte-bounded cache (surface_cache.CARDS) unless given its own: a
    face looks the same whoever asks for it, and old tables must not keep their own copies.
    """

    def __init__(self, cache: SurfaceCache | None = None) -> None:
        self._cache = CARDS if cache is None else cache

    # -- geometry -----------------------------------------------------------------------

    @staticmethod
    def height_for(width: int) -> int:
        """Card height for a width, in the 63 x 88 mm proportion of a real card."""
        return round(width * ASPECT)

    @staticmethod
    def size_for(width: int) -> tuple[int, int]:
        return width, CardArt.height_for(width)

    @staticmethod
    def lift(width: int) -> int:
        """How far a selected card is raised, in pixels."""
        return max(3, round(width * 0.14))

    @staticmethod
    def halo_pad(width: int) -> int:
        """Margin around the card in shadow() and glow() surfaces."""
        return max(4, round(width * 0.09))

    # -- surfaces -----------------------------------------------------------------------

    def face(self, card: Card, width: int, state: CardState = CardState.NORMAL) -> pygame.Surface:
        """The face of `card`, `width` x height_for(width) pixels, per-pixel alpha."""
        return self._get(Card(card), width, state)

    def back(self, width: int, state: CardState = CardState.NORMAL) -> pygame.Surface:
        """The back of every card, same size as a face."""
        return self._get(None, width, state)

    def shadow(self, width: int) -> pygame.Surface:
        """A soft drop shadow, halo_pad(width) larger than the card on each side, kept
        short (its middle rows are all alike): blit_halo brings it to its height.

        Blit it at (x - pad + dx, y - pad + dy) with (dx, dy) = shadow_offset(width)
        before the card itself; draw() does this for you.
        """
        return self._cached(("shadow", width), lambda: _short_halo(width, (0, 0, 0), 90, 0.035))

    @staticmethod
    def shadow_offset(width: int) -> tuple[int, int]:
        return max(1, round(width * 0.02)), max(2, round(width * 0.035))

    def glow(self, width: int, state: CardState) -> pygame.Surface | None:
        """The coloured glow behind a SELECTED or LAST card (None for other states).

        Same size and placement as shadow(), without the offset.
        """
        rim = _RIMS.get(state)
        if rim is None:
            return None
        return self._cached(("glow", width, state), lambda: _short_halo(width, rim, 230, 0.05))

    def blit_halo(
        self, target: pygame.Surface, halo: pygame.Surface, topleft: tuple[int, int], width: int
    ) -> None:
        """Blit a shadow() or glow() of a card `width` wide at `topleft`, at its height."""
        w, h = self.size_for(width)
        pad = self.halo_pad(width)
        blit_tall(target, halo, pygame.Rect(topleft, (w + 2 * pad, h + 2 * pad)), _halo_edge(width))

    def draw(
        self,
        target: pygame.Surface,
        card: Card | None,
        topleft: tuple[int, int],
        width: int,
        state: CardState = CardState.NORMAL,
        shadow: bool = True,
    ) -> pygame.Rect:
        """Blit shadow, glow and card (None = back) at `topleft`; returns the card's rect.

        A SELECTED card is drawn lift(width) pixels higher than `topleft`.
        """
        x, y = topleft
        if state is CardState.SELECTED:
            y -= self.lift(width)
        pad = self.halo_pad(width)
        at = pygame.Rect((x, y), self.size_for(width))
        clip = target.get_clip()
        if clip != target.get_rect() and not at.inflate(4 * pad, 4 * pad).colliderect(clip):
            # Out of the area being redrawn (a table's kept picture): nothing asked for, as
            # a face the card cache let go meanwhile would be drawn again (3-6 ms at 4K).
            return at
        if shadow:
            dx, dy = self.shadow_offset(width)
            self.blit_halo(target, self.shadow(width), (x - pad + dx, y - pad + dy), width)
        halo = self.glow(width, state)
        if halo is not None:
            self.blit_halo(target, halo, (x - pad, y - pad), width)
        surf = self.back(width, state) if card is None else self.face(card, width, state)
        rect = target.blit(surf, (x, y))
        drawn.note(drawn.Kind.CARD, target, rect, text="" if card is None else str(card))
        return rect

    def clear(self) -> None:
        """Drop every cached surface (e.g. after the window is resized)."""
        self._cache.clear()

    def fits(self, width: int) -> bool:
        """Is there room to keep a card of `width` with its shadow and glow, without
        pushing out a surface that may be in use?"""
        w, h = self.size_for(width)
        pad = 2 * self.halo_pad(width)
        return self._cache.room >= 4 * (w * h + 2 * (w + pad) * (h + pad))

    # -- caching ------------------------------------------------------------------------

    def _get(self, card: Card | None, width: int, state: CardState) -> pygame.Surface:
        if width < 16:
            raise ValueError(f"card width must be at least 16 pixels, not {width}")
        return self._face(card, width, state)[0]

    def _face(self, card: Card | None, width: int, state: CardState) -> tuple[pygame.Surface, bool]:
        """The surface and whether it is the real one (not a stand-in: face_budget)."""
        key = (card, width, state)
        if state is CardState.NORMAL:

            def same_card(other: Hashable) -> int | None:
                if not isinstance(other, tuple) or len(other) != 3:
                    return None
                if other[0] == card and other[2] is CardState.NORMAL and isinstance(other[1], int):
                    return other[1]
                return None

            return FACES.get(
                self._cache,
                key,
                self.size_for(width),
                lambda: self._made(lambda: _render(card, width)),
                same_card,
            )
        # States are cheap variations of the normal surface, so that is drawn only once;
        # one made from a stand-in is a stand-in too, kept apart from the real ones.
        base, real = self._face(card, width, CardState.NORMAL)
        if not real:
            return self._made(lambda: _variant(base, width, state)), False
        return self._cached(key, lambda: _variant(base, width, state)), True

    def _cached(
        self, key: tuple[object, ...], make: Callable[[], pygame.Surface]
    ) -> pygame.Surface:
        return self._cache.remember(key, lambda: self._made(make))

    @staticmethod
    def _made(make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surf = make()
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()  # matches the screen's pixel format: faster blits
        return surf


_RIMS: dict[CardState, RGB] = {CardState.SELECTED: SELECTED_RIM, CardState.LAST: LAST_RIM}


# -- rendering ----------------------------------------------------------------------------


def _supersample(width: int) -> int:
    """Drawing scale: enough for smooth edges, little enough to stay fast at big sizes."""
    if width >= 150:
        return 2
    if width >= 60:
        return 3
    return 4


def _mix(a: RGB, b: RGB, t: float) -> RGB:
    """a blended towards b by t (0 = a, 1 = b)."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def _radius(width: int) -> float:
    return width * 0.085


def _render(card: Card | None, width: int) -> pygame.Surface:
    height = CardArt.height_for(width)
    small = width < SMALL_WIDTH
    k = _supersample(width)
    big = scratch.canvas("card", (width * k, height * k))

    # Body: border colour, then cream inset by the border width.
    border = max(1.0, width * 0.008) * k
    r = _radius(width) * k
    body = pygame.Rect(0, 0, width * k, height * k)
    pygame.draw.rect(big, BORDER, body, border_radius=round(r))
    pygame.draw.rect(
        big, CREAM, body.inflate(-2 * border, -2 * border), border_radius=round(r - border)
    )

    margin = width * 0.05
    field = pygame.Rect(
        round(margin * k),
        round(margin * k),
        round((width - 2 * margin) * k),
        round((height - 2 * margin) * k),
    )
    field_radius = round((_radius(width) - margin * 0.6) * k)

    if card is None:
        _draw_back(big, field, field_radius, width, k, small)
        out = pygame.transform.smoothscale(big, (width, height))
        _draw_back_text(out, width, height, small)
        return out

    st = _STYLES[card]
    big.blit(
        _field_layer(field.size, field_radius, st.field_top, st.field, None, k, width, small),
        field.topleft,
    )

    # Medallion: an upright ellipse with a dark rim, holding the big value.
    mw, mh = _medal_size(width, small)
    cx, cy = width * k / 2, height * k / 2
    medal = pygame.Rect(0, 0, round(mw * k), round(mh * k))
    medal.center = (round(cx), round(cy))
    rim = max(1.0, width * 0.012) * k
    pygame.draw.ellipse(big, st.ink, medal)
    pygame.draw.ellipse(big, st.medal, medal.inflate(-2 * rim, -2 * rim))

    if card is Card.GHOST:
        gw = mw * (0.62 if small else 0.56)
        _draw_ghost(big, cx, cy + gw * 0.04 * k, gw * k, WHITE, st.ink, max(1.0, width * 0.012) * k)
    elif not small:
        # A crest above the value: the kind's symbol in its own colour, so the centre of
        # the card alone says what it is (in a fanned hand the corners may be covered).
        crest = _mix(st.value_fill, st.ink, 0.15)
        _draw_symbol(big, st.symbol, cx, cy + _CREST_DY * width * k, _CREST_SIZE * width * k, crest)

    # Corner symbols (under the index; alone in small mode). The ghost's index is
    # already a ghost, so it needs no second one.
    corners = (
        [] if card is Card.GHOST and not small else _corner_symbol_centres(width, height, small)
    )
    if small and width >= SMALL_INDEX_WIDTH and card is not Card.GHOST:
        corners = corners[1:]  # the top-left corner holds the value instead (see _draw_value)
    for (sx, sy), flip in corners:
        size = width * (0.16 if small else 0.12)
        _draw_symbol(big, st.symbol, sx * k, sy * k, size * k, st.on_field, flip)

    out = pygame.transform.smoothscale(big, (width, height))
    _draw_value(out, card, width, height, small, st)
    return out


def _medal_size(width: int, small: bool) -> tuple[float, float]:
    if small:
        return width * 0.74, width * 0.98
    return width * 0.6, width * 0.82


# Normal mode: the crest sits in the top of the medallion, the value below the centre.
_CREST_DY = -0.265
_CREST_SIZE = 0.15
_VALUE_DY = 0.055


def _corner_index_box(width: int) -> tuple[float, float, float]:
    """(centre x, top y, cap height) of the top-left index."""
    return width * 0.165, width * 0.115, width * 0.16


def _corner_symbol_centres(width: int, height: int, small: bool) -> list[tuple[Point, bool]]:
    if small:
        x, y = width * 0.16, width * 0.17
    else:
        x, top, cap = _corner_index_box(width)
        y = top + cap + width * 0.11
    return [((x, y), False), ((width - x, height - y), True)]


def _field_layer(
    size: tuple[int, int],
    radius: int,
    top: RGB,
    bottom: RGB,
    lattice: RGB | None,
    k: int,
    width: int,
    small: bool,
) -> pygame.Surface:
    """A rounded field with a vertical gradient, optional lattice and a fine inner line."""
    grad = pygame.Surface((2, 2))
    grad.fill(top, (0, 0, 2, 1))
    grad.fill(bottom, (0, 1, 2, 1))
    # The gradient scaled down its height, then across (every row is one colour): the same
    # pixels as scaled at once, into a kept canvas (scratch).
    fw, fh = size
    column = pygame.transform.smoothscale(grad, (2, fh))
    layer = pygame.transform.scale(column, size, scratch.canvas("card field layer", size, column))
    if lattice is not None and not small:
        step = width * 0.085 * k
        line = max(1, round(width * 0.01 * k))
        n = int((fw + fh) / step) + 2
        for i in range(-n, n + 1):
            x0 = i * step
            pygame.draw.line(layer, lattice, (x0, 0), (x0 + fh, fh), line)
            pygame.draw.line(layer, lattice, (x0 + fh, 0), (x0, fh), line)
    if not small:
        inset = round(width * 0.028 * k)
        line = max(1, round(width * 0.006 * k))
        frame_colour = _mix(bottom, WHITE, 0.45)
        pygame.draw.rect(
            layer,
            frame_colour,
            (inset, inset, fw - 2 * inset, fh - 2 * inset),
            line,
            border_radius=max(0, radius - inset),
        )
    mask = scratch.canvas("card field", size)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    # Multiplying by the opaque layer keeps its colours and the mask's rounded alpha.
    mask.blit(layer, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return mask


# -- symbols ------------------------------------------------------------------------------


def _draw_symbol(
    target: pygame.Surface,
    symbol: Symbol,
    cx: float,
    cy: float,
    size: float,
    colour: RGB,
    flip: bool = False,
) -> None:
    """Draw `symbol` in a size x size box centred on (cx, cy); flip turns it over."""
    s = max(2, round(size))
    layer = pygame.Surface((s, s), pygame.SRCALPHA)
    if symbol is Symbol.GHOST:
        _draw_ghost(layer, s / 2, s / 2, s * 0.8, colour, None, 0)
    else:
        _SYMBOL_PAINTERS[symbol](layer, s, colour)
    if flip:
        layer = pygame.transform.flip(layer, True, True)
    target.blit(layer, layer.get_rect(center=(round(cx), round(cy))))


def _unit(s: int, pts: list[Point]) -> list[Point]:
    return [(x * s, y * s) for x, y in pts]


def _paint_diamond(layer: pygame.Surface, s: int, colour: RGB) -> None:
    pygame.draw.polygon(
        layer, colour, _unit(s, [(0.5, 0.12), (0.82, 0.5), (0.5, 0.88), (0.18, 0.5)])
    )


def _paint_reset(layer: pygame.Surface, s: int, colour: RGB) -> None:
    """A ring with a gap at the top and an arrowhead: the 'start again' sign."""
    c = s / 2
    outer, thick = s * 0.40, s * 0.13
    pygame.draw.circle(layer, colour, (c, c), outer)
    pygame.draw.circle(layer, (0, 0, 0, 0), (c, c), outer - thick)
    # Cut a gap at the top: a wedge from 58 to 115 degrees (maths angles; screen y is down).
    gap = [(c, c)] + [
        (c + s * math.cos(math.radians(a)), c - s * math.sin(math.radians(a)))
        for a in (58, 85, 115)
    ]
    pygame.draw.polygon(layer, (0, 0, 0, 0), gap)
    # Arrowhead on the ring's end at 58 degrees, pointing along the ring into the gap.
    a = math.radians(58)
    mid = outer - thick / 2
    px, py = c + mid * math.cos(a), c - mid * math.sin(a)
    tx, ty = -math.sin(a), -math.cos(a)  # tangent, counter-clockwise on screen
    nx, ny = math.cos(a), -math.sin(a)  # outward normal
    head, half = s * 0.2, s * 0.17
    tip = (px + tx * head, py + ty * head)
    pygame.draw.polygon(
        layer,
        colour,
        [
            tip,
            (px + nx * half, py + ny * half),
            (px - nx * half, py - ny * half),
        ],
    )


def _paint_down(layer: pygame.Surface, s: int, colour: RGB) -> None:
    """A bold downward arrow: after a 5 the next player must go lower."""
    pygame.draw.polygon(
        layer,
        colour,
        _unit(
            s,
            [
                (0.37, 0.08),
                (0.63, 0.08),
                (0.63, 0.47),
                (0.88, 0.47),
                (0.5, 0.92),
                (0.12, 0.47),
                (0.37, 0.47),
            ],
        ),
    )


def _paint_crown(layer: pygame.Surface, s: int, colour: RGB) -> None:
    """A three-pointed crown: 9 is the highest number."""
    pygame.draw.polygon(
        layer,
        colour,
        _unit(
            s,
            [
                (0.12, 0.78),
                (0.08, 0.32),
                (0.31, 0.54),
                (0.5, 0.22),
                (0.69, 0.54),
                (0.92, 0.32),
                (0.88, 0.78),
            ],
        ),
    )
    pygame.draw.rect(layer, colour, pygame.Rect(_unit(s, [(0.12, 0.72)])[0], (s * 0.76, s * 0.14)))
    for x, y in ((0.08, 0.3), (0.5, 0.2), (0.92, 0.3)):
        pygame.draw.circle(layer, colour, (x * s, y * s), s * 0.075)


def _paint_half(layer: pygame.Surface, s: int, colour: RGB) -> None:
    """A circle, left half filled: the half card."""
    c, r = s / 2, s * 0.40
    pygame.draw.circle(layer, colour, (c, c), r)
    inner = r - max(1.0, s * 0.1)
    pygame.draw.circle(layer, (0, 0, 0, 0), (c, c), inner)
    pygame.draw.circle(layer, colour, (c, c), inner, draw_top_left=True, draw_bottom_left=True)


_SYMBOL_PAINTERS = {
    Symbol.DIAMOND: _paint_diamond,
    Symbol.RESET: _paint_reset,
    Symbol.DOWN: _paint_down,
    Symbol.CROWN: _paint_crown,
    Symbol.HALF: _paint_half,
}


def _ghost_outline(cx: float, cy: float, w: float, h: float) -> list[Point]:
    """A ghost's silhouette: round head, straight sides, three scallops at the hem."""
    r = w / 2
    top = cy - h / 2
    head_y = top + r
    hem = cy + h / 2
    pts: list[Point] = []
    for i in range(25):  # head, left to right over the top
        a = math.pi - math.pi * i / 24
        pts.append((cx + r * math.cos(a), head_y - r * math.sin(a)))
    amp = h * 0.09
    for i in range(31):  # hem, right to left: three scallops hanging down
        t = i / 30
        x = cx + r - w * t
        pts.append((x, hem - amp + amp * abs(math.sin(3 * math.pi * t))))
    return pts


def _draw_ghost(
    target: pygame.Surface,
    cx: float,
    cy: float,
    w: float,
    fill: RGB,
    outline: RGB | None,
    thickness: float,
) -> None:
    h = w * 1.2
    if outline is not None and thickness > 0:
        pygame.draw.polygon(
            target, outline, _ghost_outline(cx, cy, w + 2 * thickness, h + 2 * thickness)
        )
    pygame.draw.polygon(target, fill, _ghost_outline(cx, cy, w, h))
    eye_colour = outline if outline is not None else (0, 0, 0, 0)
    ew, eh = w * 0.16, w * 0.24
    for side in (-1, 1):
        eye = pygame.Rect(0, 0, round(ew), round(eh))
        eye.center = (round(cx + side * w * 0.19), round(cy - h * 0.12))
        pygame.draw.ellipse(target, eye_colour, eye)


# -- text ---------------------------------------------------------------------------------


def _font_for_cap(cap: float) -> pygame.font.Font:
    # DejaVu Sans Bold digits are 0.729 em tall.
    return fonts.font(max(6, round(cap / 0.729)), bold=True)


def _text(text: str, cap: float, colour: RGB) -> pygame.Surface:
    """`text` in bold with digits `cap` pixels tall, cropped to its ink."""
    surf = _font_for_cap(cap).render(text, True, colour)
    return surf.subsurface(surf.get_bounding_rect()).copy()


def _outlined(text: str, cap: float, fill: RGB, outline: RGB, t: int) -> pygame.Surface:
    """Text with a `t`-pixel outline, made by stamping the outline colour around a circle."""
    inner = _text(text, cap, fill)
    if t <= 0:
        return inner
    edge = _text(text, cap, outline)
    out = pygame.Surface((inner.get_width() + 2 * t, inner.get_height() + 2 * t), pygame.SRCALPHA)
    steps = max(8, 4 * t)
    for i in range(steps):
        a = 2 * math.pi * i / steps
        out.blit(edge, (t + round(t * math.cos(a)), t + round(t * math.sin(a))))
    out.blit(edge, (t, t))
    out.blit(inner, (t, t))
    return out


def _value_surface(
    card: Card, cap: float, fill: RGB, outline: RGB | None, t: int
) -> pygame.Surface:
    """The value as printed: a digit, or ½ built from a big 1, slash and 2.

    The ½ glyph of any font has tiny digits; building it from full digits keeps it as
    readable as the other values at small sizes.
    """

    def render(text: str, c: float) -> pygame.Surface:
        return _text(text, c, fill) if outline is None else _outlined(text, c, fill, outline, t)

    if card in (Card.SIX, Card.NINE):
        return _underlined(render(str(int(card)), cap), cap, fill, outline, t)
    if card is not Card.HALF:
        return render(str(int(card)), cap)
    one = render("1", cap * 0.62)
    two = render("2", cap * 0.62)
    slash = render("/", cap * 1.02)
    w = round(one.get_width() * 0.85 + slash.get_width() * 0.55 + two.get_width() * 0.85)
    h = round(cap * 1.12) + 2 * t
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(slash, slash.get_rect(center=(w / 2, h / 2)))
    out.blit(one, (0, 0))
    out.blit(two, (w - two.get_width(), h - two.get_height()))
    return out


def _underlined(
    digit: pygame.Surface, cap: float, fill: RGB, outline: RGB | None, t: int
) -> pygame.Surface:
    """A 6 or 9 with a bar under it, as on real cards: turned over, a 6 never reads 9."""
    bar_h = max(1, round(cap * 0.1))
    gap = max(1, round(cap * 0.08))
    w, h = digit.get_width(), digit.get_height()
    out = pygame.Surface((w, h + gap + bar_h + t), pygame.SRCALPHA)
    out.blit(digit, (0, 0))
    bar = pygame.Rect(t + round(w * 0.08), h + gap - t, max(1, w - 2 * t - round(w * 0.16)), bar_h)
    if outline is not None and t > 0:
        pygame.draw.rect(out, outline, bar.inflate(2 * t, 2 * t), border_radius=t)
    pygame.draw.rect(out, fill, bar)
    return out


def _draw_value(
    out: pygame.Surface, card: Card, width: int, height: int, small: bool, st: KindStyle
) -> None:
    if card is not Card.GHOST:
        cap = width * (0.52 if small else 0.42)
        t = max(1, round(width * 0.018))
        value = _value_surface(card, cap, st.value_fill, st.ink, t)
        dy = 0.0 if small else _VALUE_DY * width
        out.blit(value, value.get_rect(center=(width / 2, height / 2 + dy)))
    if small:
        if width >= SMALL_INDEX_WIDTH and card is not Card.GHOST:
            index = _value_surface(card, width * 0.2, st.on_field, None, 0)
            out.blit(index, index.get_rect(midtop=(round(width * 0.16), round(width * 0.08))))
        return
    x, top, cap = _corner_index_box(width)
    if card is Card.GHOST:
        # The ghost's index is a small ghost, drawn here because it is text-sized.
        size = round(cap * 1.2)
        _draw_corner_ghost(out, x, top, size, st.on_field)
        return
    index = _value_surface(card, cap, st.on_field, None, 0)
    rect = index.get_rect(midtop=(round(x), round(top)))
    out.blit(index, rect)
    out.blit(
        pygame.transform.rotate(index, 180),
        index.get_rect(midbottom=(round(width - x), round(height - top))),
    )


def _draw_corner_ghost(out: pygame.Surface, x: float, top: float, size: int, colour: RGB) -> None:
    k = 4
    layer = pygame.Surface((size * k, size * k), pygame.SRCALPHA)
    _draw_ghost(layer, size * k / 2, size * k / 2, size * k * 0.78, colour, None, 0)
    layer = pygame.transform.smoothscale(layer, (size, size))
    out.blit(layer, layer.get_rect(midtop=(round(x), round(top))))
    w, h = out.get_size()
    out.blit(
        pygame.transform.rotate(layer, 180),
        layer.get_rect(midbottom=(round(w - x), round(h - top))),
    )


# -- back ---------------------------------------------------------------------------------


def _draw_back(
    big: pygame.Surface, field: pygame.Rect, field_radius: int, width: int, k: int, small: bool
) -> None:
    big.blit(
        _field_layer(
            field.size, field_radius, BACK_FIELD_TOP, BACK_FIELD, BACK_LATTICE, k, width, small
        ),
        field.topleft,
    )
    height = big.get_height() / k
    mw, mh = _medal_size(width, small)
    medal = pygame.Rect(0, 0, round(mw * k), round(mh * k))
    medal.center = (round(width * k / 2), round(height * k / 2))
    rim = max(1.0, width * 0.016) * k
    pygame.draw.ellipse(big, BACK_GOLD, medal)
    pygame.draw.ellipse(big, BACK_FIELD, medal.inflate(-2 * rim, -2 * rim))
    if not small:
        # A ring of the six card colours inside the gold rim: the deck in one glance.
        ring = medal.inflate(round(-5 * rim), round(-5 * rim))
        # (The ghost's segment is its white figure: black would vanish on the navy.)
        colours = [
            _STYLES[c].field for c in (Card.ONE, Card.ZERO, Card.FIVE, Card.NINE, Card.HALF)
        ] + [(214, 214, 222)]
        thick = max(1, round(width * 0.02 * k))
        for i, colour in enumerate(colours):
            start = math.pi / 2 + 2 * math.pi * i / 6
            _arc(big, colour, ring, start, start + 2 * math.pi / 6, thick)


def _arc(
    target: pygame.Surface, colour: RGB, rect: pygame.Rect, a0: float, a1: float, thick: int
) -> None:
    """A thick elliptical arc as a polygon (pygame.draw.arc leaves pinholes when thick)."""
    cx, cy = rect.center
    rx, ry = rect.width / 2, rect.height / 2
    n = 16
    outer = [
        (cx + rx * math.cos(a0 + (a1 - a0) * i / n), cy - ry * math.sin(a0 + (a1 - a0) * i / n))
        for i in range(n + 1)
    ]
    inner = [
        (
            cx + (rx - thick) * math.cos(a0 + (a1 - a0) * i / n),
            cy - (ry - thick) * math.sin(a0 + (a1 - a0) * i / n),
        )
        for i in range(n, -1, -1)
    ]
    pygame.draw.polygon(target, colour, outer + inner)


def _draw_back_text(out: pygame.Surface, width: int, height: int, small: bool) -> None:
    cap = width * (0.3 if small else 0.22)
    t = max(1, round(width * 0.012))
    eight = _outlined("8", cap, BACK_GOLD, (12, 18, 40), t)
    half = _value_surface(Card.HALF, cap * 0.62, BACK_GOLD, (12, 18, 40), t)
    gap = round(width * 0.01)
    total = eight.get_width() + gap + half.get_width()
    x = round(width / 2 - total / 2)
    y = round(height / 2 - eight.get_height() / 2)
    out.blit(eight, (x, y))
    out.blit(half, (x + eight.get_width() + gap, y))


# -- states and halos ---------------------------------------------------------------------


def _variant(base: pygame.Surface, width: int, state: CardState) -> pygame.Surface:
    out = base.copy()
    if state is CardState.DIMMED:
        # Grey it and flatten the contrast towards mid-grey; the value stays readable.
        out = pygame.transform.grayscale(out)
        out.fill((135, 135, 135), special_flags=pygame.BLEND_RGB_MULT)
        out.fill((36, 36, 36), special_flags=pygame.BLEND_RGB_ADD)
        return out
    rim = _RIMS[state]
    out.blit(_rim_layer(width, rim), (0, 0))
    return out


def _rim_layer(width: int, colour: RGB) -> pygame.Surface:
    """A coloured band around the card's edge, antialiased like the card itself; kept (a
    shared cache entry): every card's variant of a state has the same one, and a stand-in's
    variant, made anew each time it is drawn, took 2 to 4 ms at 4K to draw it again.

    A thin dark line on its inner side keeps the band distinct from a field of the same
    hue (a gold rim on a yellow card).
    """
    return CARDS.remember(("rim", width, colour), lambda: _draw_rim_layer(width, colour))


def _draw_rim_layer(width: int, colour: RGB) -> pygame.Surface:
    height = CardArt.height_for(width)
    k = _supersample(width)
    big = scratch.canvas("card", (width * k, height * k))
    thick = round(max(2.0, width * 0.035) * k)
    line = round(max(1.0, width * 0.008) * k)
    radius = round(_radius(width) * k)
    pygame.draw.rect(
        big, _mix(colour, (0, 0, 0), 0.45), big.get_rect(), thick + line, border_radius=radius
    )
    pygame.draw.rect(big, colour, big.get_rect(), thick, border_radius=radius)
    return pygame.transform.smoothscale(big, (width, height))


def _short_halo(width: int, colour: RGB, alpha: int, blur: float) -> pygame.Surface:
    """whole_halo, kept short: at 4K the four widths' shadows and glows took 12 MB."""
    return shorten(whole_halo(width, colour, alpha, blur), _halo_edge(width))


def _halo_edge(width: int) -> int:
    """Rows at the top (and bottom) of a halo that differ: its margin, the card's rounded
    corner and the blur; every row between is alike."""
    return CardArt.halo_pad(width) + round(width * 0.2)


def whole_halo(width: int, colour: RGB, alpha: int, blur: float) -> pygame.Surface:
    """A blurred rounded rectangle around the card, halo_pad() larger on every side.

    A wide blur is made on a smaller picture then scaled up: it looks the same (a halo has
    no sharp detail to lose) and costs no frame (the blur's cost grows with its radius
    and the area: a 4K glow blurred whole took 60 ms, 1 ms so)."""
    pad = CardArt.halo_pad(width)
    height = CardArt.height_for(width)
    size = (width + 2 * pad, height + 2 * pad)
    radius = max(1, round(width * blur))
    blurred_by = min(radius, HALO_BLUR)
    k = radius / blurred_by  # drawn k times smaller

    def small(v: float) -> int:
        return round(v / k)

    surf = pygame.Surface((max(1, small(size[0])), max(1, small(size[1]))), pygame.SRCALPHA)
    grow = round(width * 0.02)
    rect = pygame.Rect(
        small(pad - grow), small(pad - grow), small(width + 2 * grow), small(height + 2 * grow)
    )
    pygame.draw.rect(surf, (*colour, alpha), rect, border_radius=small(_radius(width)))
    blurred = pygame.transform.gaussian_blur(surf, blurred_by)
    return blurred if k == 1 else pygame.transform.smoothscale(blurred, size)
