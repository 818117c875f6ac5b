"""Drawing the Huit américain table and finding what is under the pointer.

Everything is placed by layout.py; the pictures are the Huit faces (card_faces.py, with
8½'s back), the shared bubbles (bubble_view.py), buttons (widgets.py) and move log
(move_log.py). Cards in flight are drawn from the director's current animation; the
shown table (HuitShown) gives everything else.

Why one file of over 700 lines: drawing and finding what is under the pointer use the same
rects (`hand_rects`, `back_rects`, `hit`), and each draw method reads the same layout and
shown table; the sizes, the faces and the chooser's suits already live in their modules.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.rules.huit import Phase
from game.rules.huit import events as ev
from game.rules.huit.cards import TOKENS, Card, Suit
from game.ui.huit import direction, house_label
from game.ui.huit.animation import NOTHING, HuitAnim
from game.ui.huit.card_faces import back, face
from game.ui.huit.inks import suit_colour
from game.ui.huit.layout import (
    OPP_FAN,
    OPP_MAX,
    UNDER,
    HuitLayout,
    Side,
    big_enough,
    info_step,
    peek,
    table_layout,
)
from game.ui.huit.selection import CHOOSER_SUITS
from game.ui.huit.suits import draw_suit
from game.ui.shell import drawn, felt, scratch, text_size
from game.ui.shell import widgets as w
from game.ui.shell.fonts import font
from game.ui.shell.i18n import tr, translator, trn
from game.ui.shell.motion import beat
from game.ui.shell.overlay import _shade
from game.ui.shell.text import key_lines, text_width, wrap
from game.ui.shell.tween import ease_in_out, ease_out, lerp_rect
from game.ui.table import card_count, turn_marker
from game.ui.table.bubble_view import draw_bubble
from game.ui.table.bubble_view import thinking as thinking_bubble
from game.ui.table.face_budget import FACES, Stood
from game.ui.table.focus_ring import RIM, draw_focus_ring, ring_reach, ring_width
from game.ui.table.move_log import LogPanel
from game.ui.table.news import NEW_CARD
from game.ui.table.prompt_view import draw_message
from game.ui.table.seating import card_h, fan
from game.ui.table.staged_build import StagedBuild

if TYPE_CHECKING:
    from game.ui.huit.controls import Hit
    from game.ui.huit.table_scene import HuitTableScene

PLATE = (8, 34, 20, 210)
TURN = (246, 214, 120)
SKIP_RED = (200, 42, 38)  # cream words stand 4.5:1 on it
DIM = (0, 0, 0, 90)  # over a card that cannot be played now
COUNT_FONT = w.LEAST  # the cards-left badge's font, in units


def keys_font(unit: int) -> int:
    """The font size of the keys' help under the hand."""
    return round(unit * w.LEAST)


def chooser_font(unit: int) -> int:
    """The font size of the suit chooser's title."""
    return round(unit * 1.0)


def rules_label(rules: Sequence[str], lay: HuitLayout) -> tuple[int, tuple[str, ...]]:
    """The house rules' label: its font size and its lines in the room the layout leaves
    it. The keys' help's size where the lines fit, else a little smaller (a narrow room:
    five players and the move log open at 800x600), rather than a rule broken in two where
    a size not much smaller keeps each whole; at a larger Text size, the keys' size with a
    rule broken between its words where it fits so; none for the book's rules."""
    room = lay.rules_room
    sizes = range(keys_font(lay.unit), max(8, round(lay.unit * 0.6)) - 1, -1)
    fits = [
        (size, lines)
        for size in sizes
        if house_label.height(size, len(lines := house_label.lines(rules, size, room.w))) <= room.h
    ]
    if text_size.scale() > 1 and fits and fits[0][0] == sizes[0]:
        return fits[0]  # grown words keep the size the room reads: a rule broken, not shrunk
    whole = [(size, lines) for size, lines in fits if house_label.whole(rules, size, room.w)]
    return (whole or fits or [(sizes[-1], house_label.lines(rules, sizes[-1], room.w))])[0]


def info_font(unit: int) -> int:
    """The font size of the round's line ("Round 2 · first to 500")."""
    return round(unit * 0.95)


def info_lines(text: str, unit: int, width: int) -> list[str]:
    """The round's line on one line where it fits `width` at its font, else broken between
    its parts ("Manche 1" / "en 500 points"): never shrunk (beside the toolbar, with the
    move log open in a small window, it would drop under the size the room reads)."""
    size = info_font(unit)
    out: list[str] = []
    for part in text.split(" · "):
        if out and text_width(f"{out[-1]} · {part}", size) <= width:
            out[-1] += f" · {part}"
        else:
            out.append(part)
    return out


def stock_font(unit: int) -> int:
    """The font size of the count under the stock ("12 cards to draw")."""
    return round(unit * 0.95)


def count_lines(text: str, size: int, width: int) -> list[str]:
    """The count under the stock in lines of `width` at `size`: one where it fits, else
    two broken between words; still one (drawn smaller) where two are too narrow."""
    if text_width(text, size) <= width:
        return [text]
    words = text.split(" ")
    splits = [(" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))]
    fitting = [pair for pair in splits if max(text_width(line, size) for line in pair) <= width]
    if not fitting:
        return [text]
    return list(min(fitting, key=lambda pair: max(text_width(line, size) for line in pair)))


def stock_lines(lay: HuitLayout) -> int:
    """On how many lines the count under the stock goes: two where the room beside the
    seats is too narrow for its words (large words, five seats), measured on a count of
    three figures so the table stays still as the stock shrinks."""
    text = trn("huit.table.stock", 100)
    return len(count_lines(text, stock_font(lay.unit), lay.stock_count.w))


def _stacked(
    surface: pygame.Surface,
    lines: Sequence[str],
    size: int,
    step: int,
    box: pygame.Rect,
    *,
    centred: bool,
) -> None:
    """`lines` one under the other, `step` apart, their middle on `box`'s middle line: each
    centred in `box` or from its left edge (the round's line, the count under the stock)."""
    for k, line in enumerate(lines):
        y = box.centery + round((k - (len(lines) - 1) / 2) * step)
        if centred:
            w.label(surface, line, size, w.SOFT, max_width=box.w, center=(box.centerx, y))
        else:
            w.label(surface, line, size, w.SOFT, max_width=box.w, midleft=(box.x, y))


def info_fits(text: str, unit: int, width: int) -> bool:
    """Does each part of the round's line fit `width` at its font? Else it goes under the
    toolbar (the move log open in a small window, large words)."""
    return all(text_width(part, info_font(unit)) <= width for part in text.split(" · "))


def chooser_title(lay: HuitLayout) -> list[str]:
    """The suit chooser's title ("I change to… (1–4)") in lines as wide as its panel
    holds at the title's font: two where one is too short, never smaller."""
    return wrap(
        tr("huit.table.choose_suit"),
        chooser_font(lay.unit),
        lay.chooser.w - 2 * lay.unit,
        bold=True,
    )


def chooser_widths(unit: int) -> tuple[int, int]:
    """How wide the suit chooser's panel must be for its title's longest word, and for the
    whole title on one line, with the margins its lines keep."""
    title = tr("huit.table.choose_suit")
    size = chooser_font(unit)
    word = max(text_width(part, size, bold=True) for part in title.split(" "))
    return word + 2 * unit, text_width(title, size, bold=True) + 2 * unit


_PLATE_ONLY = object()  # in a seat's key: what comes after it is shown by its plate alone


def _plate_only(now: object, was: object) -> bool:
    """Of a seat's two keys, did only what its plate shows change (the turn passing on, a
    skip, the points)? Then only the plate is redrawn."""
    if not isinstance(now, tuple) or not isinstance(was, tuple) or _PLATE_ONLY not in now:
        return False
    cut = now.index(_PLATE_ONLY)
    return now[:cut] == was[:cut]


class HuitTableView:
    def __init__(self, scene: HuitTableScene) -> None:
        self.scene = scene
        self.log_panel = LogPanel()
        self._drawn_at: tuple[int, int] | None = None  # the window size last drawn at
        self._softened = False  # the last frame showed stand-ins of faces (face_budget)
        # At a new window size the felt is made in a frame of its own (35-70 ms at 4K), the
        # last frame shown stretched meanwhile; None when none is being made.
        self._build: StagedBuild | None = None
        self._target: pygame.Surface | None = None  # the window, while the build draws on it
        # The kept still layer: the felt, the round's line, the seats and the middle, drawn
        # from what each part's key says (`_parts`); a frame blits it and draws what moves
        # over it. Drawn whole every frame, the table took 9-10 ms of a 4K frame.
        self._base: pygame.Surface | None = None
        self._base_held = (
            scratch.Grown()
        )  # the memory of the base, as big as the biggest window yet
        self._base_key: object = None  # what every part depends on (`_key`)
        self._part_keys: list[object] = []
        self._part_areas: list[pygame.Rect] = []  # where each part drew, when last drawn
        # The parts showing stand-ins of faces, with them: redrawn once they are real.
        self._soft: dict[int, list[Stood]] = {}
        self._built = False  # the base was just built: its stand-ins wait a frame
        self.redrawn: list[pygame.Rect] = []  # the base's areas redrawn in the last frame

    def invalidate(self) -> None:
        """The kept base is drawn whole in the next frame."""
        self._base_key = None

    def layout(self, size: tuple[int, int] | None = None) -> HuitLayout:
        """The table's layout, with room for the keys' help, the suit chooser's title, the
        house rules' label and the stock's count on as many lines as their words take at
        their font."""
        size = size or self.scene.app.size
        players, log_open, bottom = self.scene.players, self.scene.log_open, self.scene.viewer
        lay = table_layout(size, players, log_open, bottom=bottom)
        keys = len(key_lines(tr("huit.table.keys"), keys_font(lay.unit), lay.keys.w))
        under = not info_fits(self.info_text(), lay.unit, lay.info.w)
        if under:
            lay = table_layout(size, players, log_open, bottom=bottom, info_under=True)
        info = len(info_lines(self.info_text(), lay.unit, lay.info.w))
        stock = stock_lines(lay)
        if (info, stock, under) != (1, 1, False):  # the house rules' label goes under them
            lay = table_layout(
                size, players, log_open, bottom=bottom, info_lines=info, stock_lines=stock,
                info_under=under,
            )  # fmt: skip
        font, rules = rules_label(self.scene.shown.rules, lay)
        rules_h = house_label.height(font, len(rules))
        title = chooser_widths(lay.unit)

        def laid(asked: int) -> HuitLayout:
            return table_layout(
                size, players, log_open, keys, asked, bottom, rules_h, info, title, stock, under
            )

        asked = 1
        while True:  # a title on more lines leaves the chooser a little narrower
            lay = laid(asked)
            lines = len(chooser_title(lay))
            if lines <= asked:
                break
            asked = lines
        if big_enough(lay.suit_buttons[0].w, lay.card_w):
            return lay
        # Room kept for more lines than the title took in the end (a narrow panel asked for
        # them, a wider one took its place) can leave the buttons too small: the number of
        # lines that leaves them biggest.
        fewer = [laid(n) for n in range(1, asked)]
        fitting = [
            lay,
            *(other for n, other in enumerate(fewer, 1) if len(chooser_title(other)) <= n),
        ]
        return max(fitting, key=lambda other: other.suit_buttons[0].w)

    def log_event(self, event: pygame.event.Event) -> bool:
        """Scroll the open move log: the wheel over it, PgUp/PgDn/Home/End. True if taken."""
        panel = self.layout().log_panel if self.scene.log_open else None
        return self.log_panel.handle(event, panel, self.scene.log)

    # -- geometry ----------------------------------------------------------------------

    def hand_rects(self, lay: HuitLayout) -> list[pygame.Rect]:
        """The player's cards left to right (display order), the playable ones raised."""
        scene = self.scene
        sl = lay.seats[scene.viewer]
        order = scene.controls.order()
        hand = scene.shown.hand
        rects = fan(sl.hand, len(order), sl.hand_w)
        opts = scene.options
        lift = round(card_h(sl.hand_w) * 0.18)
        out = []
        for pos, i in enumerate(order):
            r = rects[pos].copy()
            card = hand[i]
            if (
                opts.my_turn
                and card in opts.playable
                and (opts.drawn is None or card == opts.drawn)
            ):
                r.y -= lift
            out.append(r)
        return out

    def back_rects(self, lay: HuitLayout, seat: int, count: int) -> list[pygame.Rect]:
        sl = lay.seats[seat]
        shown = count if self.scene.face_up(seat) else min(count, OPP_MAX)
        if shown <= 0:
            return []
        cw = sl.hand_w
        step = round(cw * OPP_FAN)
        if shown > OPP_MAX:  # a whole hand face up (Watch): closer, within the seat's room
            step = min(step, max(1, (sl.hand.w - cw) // (shown - 1)))
        total = cw + (shown - 1) * step
        x0 = sl.hand.centerx - total // 2
        return [
            pygame.Rect(x0 + k * step, sl.hand.bottom - card_h(cw), cw, card_h(cw))
            for k in range(shown)
        ]

    def hit(self, pos: tuple[int, int]) -> Hit | None:
        scene = self.scene
        lay = self.layout()
        if scene.controls.choosing is not None:
            for i, r in enumerate(lay.suit_buttons):
                if r.collidepoint(pos):
                    return ("suit", i)
            return None
        for name, r in lay.toolbar.items():
            if r.collidepoint(pos):
                return ("tool", name)
        for name in scene.controls.buttons():
            if lay.buttons[name].collidepoint(pos):
                return ("button", name)
        for pos_i, r in reversed(list(enumerate(self.hand_rects(lay)))):
            if r.collidepoint(pos):
                return ("card", pos_i)
        if lay.stock.collidepoint(pos):
            return ("stock", None)
        return None

    # -- drawing -------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        # After a resize only a few faces a frame are drawn at the new widths, the others
        # scaled from those drawn before (face_budget), until every one is real.
        size = surface.get_size()
        limited = self._softened or self._drawn_at not in (None, size)
        with FACES.frame(limited) as faces:
            if self._building(surface):
                return
            self._draw(surface)
        # (the parts of the base still showing stand-ins count: their faces come in too)
        self._drawn_at, self._softened = size, faces.softened or bool(self._soft)
        if self._softened:  # stand-ins shown: the real faces come in the next frames
            self.scene.app.request_redraw()

    def _building(self, surface: pygame.Surface) -> bool:
        """At a new window size: True while the table for it is being made ready a few steps
        a frame, the last sharp frame shown stretched (keys and clicks still reach the
        scene). Made whole in one frame, the felt, the faces at their new widths, their
        shadows and the words at their new sizes took a 4K frame 37 to 54 ms."""
        size = surface.get_size()
        if self._build is None and self._drawn_at in (None, size):
            return False
        if self._build is None or self._build.key != size:
            self._build = StagedBuild(self._build_steps(size), size)
        elif self._build.done:  # made in the last frame: the table itself now
            self._build = None
            return False
        # A big face is a stand-in while the build lasts: drawn for real (3 to 7 ms each at
        # 4K), two in a step took it past a frame; they come in once the table shows.
        FACES.hold()
        self._target = surface
        self._build.run(self.scene.app.clock)
        if self.scene.app.stretch_last_frame(surface):
            return True
        while not self._build.done:  # nothing to stretch: all of it in this frame
            self._build.run(self.scene.app.clock)
        self._build = self._target = None
        return False

    def _build_steps(self, size: tuple[int, int]) -> list[Callable[[], None]]:
        """The felt of `size` in steps, then the base drawn a part a step, unseen (the last
        frame is stretched over it), and what lies above it drawn on the window, unseen too
        (its words made): the table's first sharp frame at the new size only blits. Each
        part is drawn as the table is at its step (a move may come meanwhile: its key then
        is the one of its step, and the next frame redraws it)."""
        parts = range(len(self._parts(None)))
        keys: list[object] = [None for _ in parts]
        areas = [pygame.Rect(0, 0, 0, 0) for _ in parts]

        def start() -> None:
            self._base_key = None
            felt.forget_whole()  # (the base keeps it, where no card lies: 33 MB at 4K)
            self._base = self._base_surface(size)
            self._soft.clear()

        def felt_band(area: pygame.Rect) -> Callable[[], None]:
            def paint() -> None:
                felt.paint(self._whole_base(), area)

            return paint

        def part(i: int) -> Callable[[], None]:
            def step() -> None:
                lay, anim = self.layout(size), self.scene.director.current
                keys[i] = self._parts(anim)[i]
                areas[i] = self._area(lay, i)
                with drawn.unrecorded():
                    self._draw_part(self._whole_base(), lay, anim, i)

            return step

        def finish() -> None:
            self._built = True
            self._base_key, self._part_keys, self._part_areas = (
                self._key(size, self.layout(size)),
                keys,
                areas,
            )

        def above() -> None:
            assert self._target is not None
            with drawn.unrecorded():
                anim = self.scene.director.current
                self._draw_above(self._target, self.layout(size), anim)

        bands = [felt_band(area) for area in felt.bands(size)]
        return [start, *bands, *(part(i) for i in parts), above, finish]

    @property
    def settled(self) -> bool:
        """The table is drawn at the window's size, and every face shown is the real one:
        no stand-in (face_budget) is left."""
        return (
            not self._softened
            and not self._soft
            and self._build is None
            and self._drawn_at == self.scene.app.size
        )

    def _draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        lay = self.layout(size)
        anim = self.scene.director.current
        self._update_base(size, lay, anim)
        surface.blit(self._whole_base(), (0, 0))
        self._draw_above(surface, lay, anim)

    def _whole_base(self) -> pygame.Surface:
        assert self._base is not None
        return self._base

    def _base_surface(self, size: tuple[int, int]) -> pygame.Surface:
        """A surface of `size` for the base: the top-left part of one kept as big as the
        biggest window yet (game.ui.shell.scratch.grown says why)."""
        return self._base_held.part(size)

    def _update_base(self, size: tuple[int, int], lay: HuitLayout, anim: HuitAnim | None) -> None:
        """Bring the base up to date: whole after a new layout or language, or while a test
        listens to what is drawn (drawn.py); else only the parts whose key changed or that
        show stand-ins of faces, each in its area."""
        key = self._key(size, lay)
        parts = self._parts(anim)
        base = self._base
        whole = (
            base is None or base.get_size() != size or key != self._base_key or drawn.listening()
        )
        changed = (
            []
            if whole
            else [
                i
                for i, (now, was) in enumerate(zip(parts, self._part_keys, strict=True))
                if now != was
            ]
        )
        if whole:
            self.redrawn = [pygame.Rect((0, 0), size)]
            felt.forget_whole()  # (the base keeps it, where no card lies: 33 MB at 4K)
            self._base = base = self._base_surface(size)
            felt.paint(base, base.get_rect())
            self._part_areas = [self._area(lay, i) for i in range(len(parts))]
            self._soft.clear()
            for i in range(len(parts)):
                self._draw_part(base, lay, anim, i)
        else:
            assert base is not None
            # A part showing stand-ins first, once their real faces are drawn (as the frame's
            # budget allows, face_budget; from the frame after the one showing the base
            # just built): two costs, a frame each...
            ready = None if self._built else self._stand_ins_ready()
            soft = [] if ready is None or ready in changed else [ready]
            self.redrawn = [self._redraw_area(base, lay, anim, self._part_areas[i]) for i in soft]
            # ...then the parts changed: a big face first seen now, in one of them or in
            # flight, is a stand-in in this frame, real in the next (redrawn parts and a new
            # face took a 4K frame over 16 ms).
            FACES.hold()
            for i in changed:
                old, self._part_areas[i] = self._part_areas[i], self._area(lay, i)
                plate = _plate_only(parts[i], self._part_keys[i]) and i not in self._soft
                area = (
                    lay.seats[i - 1].plate.inflate(4, 4)
                    if plate
                    else old.union(self._part_areas[i])
                )
                self.redrawn.append(self._redraw_area(base, lay, anim, area))
        self._base_key, self._part_keys, self._built = key, parts, False

    def _redraw_area(
        self, base: pygame.Surface, lay: HuitLayout, anim: HuitAnim | None, area: pygame.Rect
    ) -> pygame.Rect:
        """Redraw the base inside `area` alone (returned, within the window): the felt there,
        then every part reaching into it, in drawing order, clipped to it; so the pixels are
        those a whole redraw gives (each part draws inside its area, `_area`)."""
        area = felt.paint(base, area)
        base.set_clip(area)
        try:
            for i, other in enumerate(self._part_areas):
                if other.colliderect(area):
                    if area.contains(other):  # drawn whole again
                        self._soft.pop(i, None)
                    self._draw_part(base, lay, anim, i)
        finally:
            base.set_clip(None)
        return area

    def _draw_part(
        self, surface: pygame.Surface, lay: HuitLayout, anim: HuitAnim | None, part: int
    ) -> None:
        """Part `part` of the base, in the order of `_parts`: what lies under the seats,
        each seat, the middle. A part showing stand-ins of faces is noted (`_soft`)."""
        before = len(FACES.served)
        self._draw_one(surface, lay, anim, part)
        if len(FACES.served) > before:
            self._soft.setdefault(part, []).extend(FACES.served[before:])

    def _stand_ins_ready(self) -> int | None:
        """The first part showing stand-ins, if the real faces of all of them are drawn now
        (a few a frame: face_budget); it is then redrawn."""
        if not self._soft:
            return None
        part = min(self._soft)
        return part if all([FACES.real(stood) for stood in self._soft[part]]) else None

    def _draw_one(
        self, surface: pygame.Surface, lay: HuitLayout, anim: HuitAnim | None, part: int
    ) -> None:
        if part == 0:
            self._draw_under(surface, lay, anim)
        elif part <= self.scene.players:
            self._draw_seat(surface, lay, part - 1, anim)
        else:
            self._draw_middle(surface, lay, anim)

    def _key(self, size: tuple[int, int], lay: HuitLayout) -> tuple[object, ...]:
        """What every part of the base depends on: a change redraws it whole."""
        scene = self.scene
        s = scene.app.settings
        return (
            size,
            lay,
            scene.viewer,
            scene.shows_hand,
            s.four_colour,
            s.language,
            translator().language,
        )

    def _parts(self, anim: HuitAnim | None) -> list[object]:
        """What each part of the base is drawn from, in drawing order: what lies under the
        seats, each seat, the middle. A part whose key changes is redrawn."""
        scene = self.scene
        shown = scene.shown
        event = anim.event if anim is not None else None
        hidden = anim.hidden if anim is not None else NOTHING
        moving = (event, anim.t) if anim is not None else None  # redrawn while it moves
        under = (
            self.info_text(),
            tuple(shown.rules),
            shown.direction,
            moving if isinstance(event, ev.Reversed) else None,
        )
        keys: list[object] = [under]
        controls, opts = scene.controls, scene.options
        for seat in range(scene.players):
            plate = (self.turn() == seat, scene.plate_name(seat), self.skip_shown(seat))
            totals = scene.match.totals[seat] if scene.match.target is not None else None
            if seat == scene.viewer and scene.shows_hand:
                cards: object = (
                    tuple(shown.hand),
                    tuple(controls.order()),
                    hidden.hand,
                    controls.hover,
                    controls.focus,
                    controls.hinted,
                    opts,
                    tuple(sorted(scene.news.marked(shown.hand))),
                )
            else:
                up = tuple(scene.state.hands[seat]) if scene.face_up(seat) else None
                cards = (shown.hand_sizes[seat], hidden.backs.get(seat, 0), up)
            keys.append((cards, _PLATE_ONLY, plate, totals))
        keys.append(
            (
                shown.stock_size,
                tuple(shown.under_stock),
                tuple(shown.discard[-(UNDER + 1) :]),
                hidden.under,
                shown.penalty,
                shown.suit,
                shown.phase is Phase.AGAIN,
                scene.controls.hover == ("stock", None) and opts.draw,
                moving if isinstance(event, ev.PenaltyGrows | ev.SuitAsked) else None,
            )
        )
        return keys

    def _area(self, lay: HuitLayout, part: int) -> pygame.Rect:
        """Where part `part` draws, with room for what reaches out of its cards (a lift, a
        hover, a glow, the focus and hint rings, the cards-left badge, shadows)."""
        if part == 0:  # the way round's arcs on their track, the round's line, the rules
            reach = 2 * (direction.thickness(lay) + lay.unit)
            ring = lay.ring.inflate(reach, reach)
            return ring.unionall(
                [r.inflate(2 * lay.unit, 2 * lay.unit) for r in (lay.info, lay.rules_room)]
            )
        if part <= self.scene.players:
            seat = part - 1
            sl = lay.seats[seat]
            if seat == self.scene.viewer and self.scene.shows_hand:
                rects = self.hand_rects(lay)
            else:
                count = self.scene.shown.hand_sizes[seat]
                rects = self.back_rects(lay, seat, count)
                backs = rects[0].unionall(rects) if rects else pygame.Rect(sl.hand.midtop, (0, 0))
                rects = [*rects, self.count_badge(lay, seat, backs, count)[0]]
            reach = sl.hand_w // 5 + ring_reach(sl.hand_w) + 6
            cards = sl.hand.unionall(rects).inflate(2 * reach, 2 * reach)
            return sl.plate.union(cards)
        cw = lay.card_w
        shown = self.scene.shown
        rects = [r for _, r in self.under_stock(lay, shown.under_stock)]
        rects += self._discard_rects(lay, UNDER + 1)
        penalty = lay.penalty.inflate(lay.penalty.w // 2, lay.penalty.h // 2)
        middle = lay.stock.unionall([*rects, lay.pile, lay.suit, penalty, lay.stock_count])
        return middle.inflate(cw // 2, cw // 2)

    def _draw_under(self, surface: pygame.Surface, lay: HuitLayout, anim: HuitAnim | None) -> None:
        """What lies on the felt under the seats: the way round, the round's line."""
        self._draw_direction(surface, lay, anim)
        self._draw_info(surface, lay)

    def _draw_seat(
        self, surface: pygame.Surface, lay: HuitLayout, seat: int, anim: HuitAnim | None
    ) -> None:
        """A seat's plate and its cards: the viewer's hand face up, the others' backs."""
        self._draw_plate(surface, lay, seat)
        if seat == self.scene.viewer and self.scene.shows_hand:
            self._draw_hand(surface, lay, anim)
        else:
            self._draw_backs(surface, lay, seat, anim)

    def _draw_above(self, surface: pygame.Surface, lay: HuitLayout, anim: HuitAnim | None) -> None:
        """What lies over the seats and the middle: the turn's marker, the cards in flight,
        the bubbles, buttons and words, the suit chooser, the move log, the end's shade."""
        scene = self.scene
        self._draw_turn(surface, lay)
        if anim is not None:
            self._draw_anim(surface, lay, anim)
        self._draw_bubbles(surface, lay)
        self._draw_controls(surface, lay)
        if scene.controls.choosing is not None:
            self._draw_chooser(surface, lay)
        if scene.log_open and lay.log_panel is not None:
            self.log_panel.draw(surface, lay.log_panel, lay.unit, scene.log, scene.human)
        fade = scene.end_fade()
        if fade > 0:
            _shade(surface, fade)

    def _face(self, card: Card, width: int) -> pygame.Surface:
        s = self.scene.app.settings
        return face(card, max(16, width), four_colour=s.four_colour, language=s.language)

    def _card(
        self,
        surface: pygame.Surface,
        card: Card | None,
        rect: pygame.Rect,
        shadow: bool = True,
        drawn_w: int | None = None,
    ) -> None:
        """A card at `rect`; one flying between two sizes is drawn at `drawn_w` (where it
        started or lands) and scaled: drawing a face at every width it passes through took
        10 ms of a 4K frame, and filled the caches with sizes never seen again."""
        off = max(1, rect.w // 24)  # the shadow's offset
        reach = rect.union(rect.move(off, off * 2)) if shadow else rect
        if not reach.colliderect(surface.get_clip()):
            # Out of the area of the base being redrawn: its face is not asked for (drawn
            # again, one the card cache let go meanwhile took a 4K frame 3 to 6 ms).
            return
        width = rect.w if drawn_w is None else drawn_w
        img = back(max(16, width)) if card is None else self._face(card, width)
        if shadow:
            sh = w.rounded(img.get_size(), (0, 0, 0, 70), max(2, width // 10))
            if sh.get_size() != rect.size:
                sh = pygame.transform.scale(sh, rect.size)
            surface.blit(sh, (rect.x + off, rect.y + off * 2))
        if img.get_size() != rect.size:
            img = pygame.transform.smoothscale(img, rect.size)
        drawn.note(
            drawn.Kind.CARD,
            surface,
            surface.blit(img, rect.topleft),
            text="" if card is None else TOKENS[card],
        )

    def info_text(self) -> str:
        """The round's line: "Round 2 · first to 500 · two decks"."""
        scene = self.scene
        match = scene.match
        if match.target is None:
            text = tr("huit.table.single_round")
        else:
            text = tr("huit.table.round", round=scene.game_number, target=match.target)
        if match.decks > 1:
            text += " · " + tr("huit.table.two_decks")
        return text

    def _draw_info(self, surface: pygame.Surface, lay: HuitLayout) -> None:
        lines = info_lines(self.info_text(), lay.unit, lay.info.w)
        _stacked(surface, lines, info_font(lay.unit), info_step(lay.unit), lay.info, centred=False)
        size, label = rules_label(self.scene.shown.rules, lay)
        for k, line in enumerate(label):  # on the lines the layout made room for
            w.label(
                surface,
                line,
                size,
                w.GOLD,
                max_width=lay.rules.w,
                midleft=(
                    lay.rules.x,
                    lay.rules.y + house_label.height(size, 1) // 2 + k * house_label.step(size),
                ),
            )

    def _draw_direction(
        self, surface: pygame.Surface, lay: HuitLayout, anim: HuitAnim | None
    ) -> None:
        """Which way the turn goes round, when jacks reverse it (H7.2): turning with the
        jack's `Reversed` event."""
        shown = self.scene.shown
        if "jack_reverses" not in shown.rules:
            return
        if anim is not None and isinstance(anim.event, ev.Reversed):
            direction.draw(surface, lay, anim.event.direction, anim.t)
        else:
            direction.draw(surface, lay, shown.direction)

    def plate_lines(self, lay: HuitLayout, seat: int) -> tuple[pygame.Rect, pygame.Rect]:
        """Where a plate's two lines go: the name, then the level and the points."""
        r = lay.seats[seat].plate
        u = lay.unit
        pad = u // 2
        name = pygame.Rect(r.x + pad, r.y + pad // 2, r.w - 2 * pad, round(u * 1.25))
        second_h = round(u * 1.1)
        second = pygame.Rect(r.x + pad, r.bottom - pad // 2 - second_h, r.w - 2 * pad, second_h)
        return name, second

    def skip_tag(self, lay: HuitLayout, seat: int) -> pygame.Rect:
        """The red "misses a turn" tag: on the plate's second line, under the name (which
        stays readable), for the moment the turn passes this player by."""
        name, second = self.plate_lines(lay, seat)
        u = lay.unit
        tw = w.text_surface(tr("huit.table.skipped"), round(u * w.LEAST), w.CREAM, True).get_width()
        t = pygame.Rect(
            0,
            0,
            min(tw + u, lay.seats[seat].plate.w - 4),
            min(round(u * 1.2), second.bottom - name.bottom - 1),
        )
        t.midbottom = second.midbottom
        return t

    def skip_shown(self, seat: int) -> bool:
        """A 7 makes this player miss the turn (H4), until the turn has passed them by."""
        anim = self.scene.director.current
        return self.scene.shown.skipped == seat or (
            anim is not None and isinstance(anim.event, ev.Skipped) and anim.event.seat == seat
        )

    def _draw_plate(self, surface: pygame.Surface, lay: HuitLayout, seat: int) -> None:
        scene = self.scene
        sl = lay.seats[seat]
        r = sl.plate
        u = lay.unit
        turn = self.turn() == seat  # lit gold, from across the room (its arrow: _draw_turn)
        edge = (255, 246, 210) if turn else (110, 140, 120)
        surface.blit(
            w.rounded(r.size, TURN if turn else PLATE, r.h // 4, edge, 2 if turn else 1), r
        )
        name_line, second_line = self.plate_lines(lay, seat)
        name, level = scene.plate_name(seat)
        w.label(
            surface,
            name,
            round(u * 1.0),
            w.INK if turn else w.CREAM,
            bold=True,
            shadow=not turn,
            max_width=name_line.w,
            midtop=name_line.midtop,
        )
        if self.skip_shown(seat):  # in place of the second line while the turn passes by
            t = self.skip_tag(lay, seat)
            surface.blit(w.rounded(t.size, SKIP_RED, t.h // 2, (120, 16, 16), 1), t)
            w.label(
                surface,
                tr("huit.table.skipped"),
                round(u * w.LEAST),
                w.CREAM,
                bold=True,
                shadow=False,
                max_width=t.w - u // 2,
                center=t.center,
            )
            return
        second = level
        if scene.match.target is not None:
            total = trn("huit.table.points", scene.match.totals[seat])
            second = f"{level} · {total}" if level else total
        if second:
            w.label(
                surface,
                second,
                round(u * w.LEAST),
                (70, 60, 30) if turn else w.SOFT,
                shadow=False,
                max_width=second_line.w,
                midbottom=second_line.midbottom,
            )

    def turn(self) -> int | None:
        """The seat whose turn it is, while the round goes on."""
        shown = self.scene.shown
        return None if shown.phase is Phase.OVER else shown.turn

    def _draw_turn(self, surface: pygame.Surface, lay: HuitLayout) -> None:
        turn_marker.show(surface, lay, self.turn(), self.scene.time)

    def count_badge(
        self, lay: HuitLayout, seat: int, backs: pygame.Rect, count: int
    ) -> tuple[pygame.Rect, bool]:
        """Where a seat's cards-left badge goes, on the top corner of its `backs`, and
        whether it says "cards" too: where that fits on the table without touching anything
        else laid out. It stands out on the right, or (at the window's right edge) on the
        left; with no room for the words, on the right with the number alone."""
        u = lay.unit
        size = round(u * COUNT_FONT)
        pad = u // 2
        icon_w = card_count.icon_size(size)[0]
        y = backs.y + u * 3 // 4
        area = pygame.Rect(0, 0, lay.log_panel.x if lay.log_panel else lay.size[0], lay.size[1])
        others = [z for name, z in lay.zones().items() if name != f"seat{seat}.hand"]
        for words, right in ((True, True), (True, False), (False, True)):
            r = pygame.Rect(
                0, 0, card_count.count_width(count, size, words) + 2 * pad, round(u * 1.5)
            )
            if right:
                r.midleft = (backs.right - icon_w // 2 - pad, y)
            else:
                r.midright = (backs.x + icon_w // 2 + pad, y)
            if not words or (area.contains(r) and r.collidelist(others) < 0):
                break
        return r, words

    def _count_badge(
        self,
        surface: pygame.Surface,
        lay: HuitLayout,
        seat: int,
        backs: pygame.Rect,
        count: int,
        warn: bool,
    ) -> None:
        """The cards left in a seat's hand (red at one card: "Carte !" is due, H5)."""
        r, words = self.count_badge(lay, seat, backs, count)
        fill = SKIP_RED if warn else (20, 20, 20)
        surface.blit(w.rounded(r.size, fill, r.h // 2, w.CREAM, 1), r)
        drawn.note(drawn.Kind.BADGE, surface, r)
        card_count.draw_count(
            surface,
            count,
            round(lay.unit * COUNT_FONT),
            w.CREAM,
            words=words,
            midright=(r.right - lay.unit // 2, r.centery),
        )

    def _draw_backs(
        self, surface: pygame.Surface, lay: HuitLayout, seat: int, anim: HuitAnim | None
    ) -> None:
        shown = self.scene.shown
        count = shown.hand_sizes[seat]
        leaving = anim.hidden.backs.get(seat, 0) if anim is not None else 0
        rects = self.back_rects(lay, seat, count - leaving)
        # Watch may show the whole hand, as the game has it now.
        cards = self.scene.state.hands[seat] if self.scene.face_up(seat) else ()
        for k, r in enumerate(rects):
            self._card(surface, cards[k] if k < len(cards) else None, r, shadow=False)
        sl = lay.seats[seat]
        backs = rects[0].unionall(rects) if rects else pygame.Rect(sl.hand.midtop, (0, 0))
        self._count_badge(surface, lay, seat, backs, count, count == 1)

    def _draw_hand(self, surface: pygame.Surface, lay: HuitLayout, anim: HuitAnim | None) -> None:
        scene = self.scene
        shown = scene.shown
        opts = scene.options
        controls = scene.controls
        order = controls.order()
        rects = self.hand_rects(lay)
        flying = anim.hidden.hand if anim is not None else None
        hover = controls.hover
        new = scene.news.marked(shown.hand)  # drawn while the screen was not theirs
        for pos, (i, r) in enumerate(zip(order, rects, strict=True)):
            if i == flying:
                continue
            card = shown.hand[i]
            if i in new:  # a glow around it, strong enough to see beside its neighbours
                spread = max(5, r.w // 5)
                glow = w.glow(r.size, NEW_CARD, r.w // 10, spread)
                surface.blit(glow, r.move(-spread, -spread))
                surface.blit(glow, r.move(-spread, -spread))
            if hover == ("card", pos) and opts.my_turn and card in opts.playable:
                r = r.move(0, -max(2, r.h // 20))
            self._card(surface, card, r)
            if opts.my_turn and (
                card not in opts.playable or (opts.drawn is not None and card != opts.drawn)
            ):
                surface.blit(w.rounded(r.size, DIM, max(2, r.w // 10)), r)
            if card == controls.hinted:  # outside the focus ring the hint brings there
                grow = ring_reach(r.w) + 3 if pos == controls.focus else 3
                drawn.note(
                    drawn.Kind.RING,
                    surface,
                    pygame.draw.rect(
                        surface,
                        (120, 160, 255),
                        r.inflate(2 * grow, 2 * grow),
                        3,
                        border_radius=r.w // 8 + grow - 3,
                    ),
                )
            if pos == controls.focus:
                draw_focus_ring(surface, r)

    def _draw_under_stock(
        self, surface: pygame.Surface, lay: HuitLayout, cards: list[Card]
    ) -> None:
        """The special cards turned up at the deal (H1) lie face up and crosswise under the
        stock, their top end out on its left, as players leave them in sight."""
        cw = lay.card_w
        for (img, r), card in zip(self.under_stock(lay, cards), cards[::-1], strict=True):
            off = max(1, cw // 24)
            surface.blit(
                w.rounded(r.size, (0, 0, 0, 70), max(2, cw // 10)), (r.x + off, r.y + off * 2)
            )
            drawn.note(drawn.Kind.CARD, surface, surface.blit(img, r), text=TOKENS[card])

    def under_stock(
        self, lay: HuitLayout, cards: list[Card]
    ) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """Each card under the stock, crosswise, and where it lies (the bottom card first:
        under the rest). Any more lie higher and further out, each by a corner's width, so
        every one shows its rank and suit."""
        cw = lay.card_w
        out = []
        for below, card in enumerate(cards):  # `below`: how many lie on it
            img = pygame.transform.rotate(self._face(card, cw), 90)
            r = img.get_rect(
                midright=(
                    lay.stock.centerx + cw // 5 - below * cw * 3 // 5,
                    lay.stock.centery - below * cw * 3 // 10,
                )
            )
            out.append((img, r))
        return out[::-1]

    def _discard_rects(self, lay: HuitLayout, n: int) -> list[pygame.Rect]:
        """The discard's top `n` cards (bottom first): the older ones peek out to the left."""
        step = peek(lay.card_w)
        return [lay.discard.move(-(n - 1 - k) * step, 0) for k in range(n)]

    def _draw_middle(self, surface: pygame.Surface, lay: HuitLayout, anim: HuitAnim | None) -> None:
        scene = self.scene
        shown = scene.shown
        u = lay.unit
        # The stock: a few backs, a little thicker when it holds more; its count below.
        n = shown.stock_size
        self._draw_under_stock(surface, lay, shown.under_stock)
        layers = 0 if n <= 0 else min(4, 1 + n // 12)
        for k in range(layers):
            self._card(surface, None, lay.stock.move(-k * 2, -k * 2), shadow=k == 0)
        if layers == 0:
            pygame.draw.rect(surface, (150, 190, 160), lay.stock, 2, border_radius=lay.card_w // 10)
        hot = scene.controls.hover == ("stock", None) and scene.options.draw
        if hot:
            pygame.draw.rect(
                surface, TURN, lay.stock.inflate(6, 6), 3, border_radius=lay.card_w // 8
            )
        size = stock_font(u)
        count = count_lines(trn("huit.table.stock", n), size, lay.stock_count.w)
        # two lines where one is too narrow for it
        _stacked(surface, count, size, font(size).get_linesize(), lay.stock_count, centred=True)
        # The discard: the top card, two older ones under it.
        flying = anim is not None and isinstance(anim.event, ev.CardPlayed)
        under = anim is not None and anim.hidden.under
        cards = shown.discard[-(UNDER + 1) :]
        if under:
            cards = cards[-1:]
        for card, r in zip(cards, self._discard_rects(lay, len(cards)), strict=True):
            self._card(surface, card, r)
        if shown.penalty:
            self._draw_penalty(surface, lay, shown.penalty, anim)
        if flying:
            pass  # the card lands on top: drawn by _draw_anim
        # The suit asked after an 8, large beside the discard, until covered.
        suit = shown.suit
        grow = 1.0
        if anim is not None and isinstance(anim.event, ev.SuitAsked):
            suit, grow = anim.event.suit, ease_out(anim.t)
        if suit is not None:
            self._draw_suit_sign(surface, lay, Suit(suit), grow)
        elif shown.phase is Phase.AGAIN:  # after a 10 (H4.1)
            r = lay.suit
            surface.blit(w.rounded(r.size, (6, 26, 16, 200), r.w // 6, TURN, 2), r)
            w.label(
                surface,
                "10",
                round(r.h * 0.36),
                TURN,
                bold=True,
                center=(r.centerx, r.y + r.h * 2 // 5),
            )
            w.label(
                surface,
                tr("huit.table.again_tag"),
                round(u * w.LEAST),
                w.CREAM,
                bold=True,
                max_width=r.w - 4,
                center=(r.centerx, r.y + r.h * 4 // 5),
            )

    def _draw_suit_sign(
        self, surface: pygame.Surface, lay: HuitLayout, suit: Suit, grow: float
    ) -> None:
        r = lay.suit
        surface.blit(w.rounded(r.size, (250, 246, 232, 235), r.w // 6, TURN, 3), r)
        size = r.h * 0.62 * max(0.05, grow)
        draw_suit(
            surface,
            suit,
            r.centerx,
            r.centery,
            size,
            suit_colour(suit, self.scene.app.settings.four_colour),
        )

    def _draw_penalty(
        self, surface: pygame.Surface, lay: HuitLayout, penalty: int, anim: HuitAnim | None
    ) -> None:
        r = lay.penalty.copy()
        if anim is not None and isinstance(anim.event, ev.PenaltyGrows):
            grow = 1 + 0.35 * (1 - anim.t)
            r = r.inflate(round(r.w * (grow - 1)), round(r.h * (grow - 1)))
        surface.blit(w.rounded(r.size, SKIP_RED, r.w // 2, w.CREAM, 2), r)
        drawn.note(drawn.Kind.BADGE, surface, r)
        w.label(
            surface,
            f"+{penalty}",
            round(r.h * 0.42),
            w.CREAM,
            bold=True,
            shadow=False,
            max_width=r.w - 4,
            center=r.center,
        )

    def _seat_target(self, lay: HuitLayout, seat: int, card_w: int) -> pygame.Rect:
        """Where a card bound for `seat`'s hand lands."""
        sl = lay.seats[seat]
        if seat == self.scene.viewer and self.scene.shows_hand:
            rects = self.hand_rects(lay)
            x = rects[-1].right if rects else sl.hand.centerx
            return pygame.Rect(
                min(x, sl.hand.right - sl.hand_w),
                sl.hand.bottom - card_h(sl.hand_w),
                sl.hand_w,
                card_h(sl.hand_w),
            )
        rects = self.back_rects(lay, seat, self.scene.shown.hand_sizes[seat] + 1)
        return rects[-1] if rects else pygame.Rect(sl.hand.topleft, (card_w, card_h(card_w)))

    def _draw_anim(self, surface: pygame.Surface, lay: HuitLayout, anim: HuitAnim) -> None:
        e = anim.event
        scene = self.scene
        if isinstance(e, ev.CardPlayed):
            if e.seat == scene.viewer and anim.hidden.hand is not None and scene.shows_hand:
                order = scene.controls.order()
                rects = self.hand_rects(lay)
                start = rects[order.index(anim.hidden.hand)]
            else:
                rects = self.back_rects(lay, e.seat, scene.shown.hand_sizes[e.seat])
                sl = lay.seats[e.seat]
                start = (
                    rects[-1]
                    if rects
                    else pygame.Rect(sl.hand.topleft, (sl.hand_w, card_h(sl.hand_w)))
                )
            end = self._discard_rects(lay, min(UNDER + 1, len(scene.shown.discard) + 1))[-1]
            r = lerp_rect(start, end, ease_out(anim.t))
            self._card(surface, e.card, r, drawn_w=end.w)
        elif isinstance(e, ev.CardDrawn | ev.PenaltyDrawn | ev.CarteCalled):
            end = self._seat_target(lay, e.seat, lay.card_w)
            for i in range(anim.count):
                t = anim.card_t(i)
                if 0 < t < 1:
                    r = lerp_rect(lay.stock, end, ease_in_out(t))
                    self._card(surface, None, r, drawn_w=lay.stock.w)
        elif isinstance(e, ev.StockRefilled):
            t = ease_in_out(anim.t)
            for k in range(3):
                start = self._discard_rects(lay, 3)[k]
                r = lerp_rect(start, lay.stock, min(1.0, t * (1 + k / 3)))
                self._card(surface, None, r, drawn_w=lay.stock.w)

    def _draw_bubbles(self, surface: pygame.Surface, lay: HuitLayout) -> None:
        scene = self.scene
        thinking = scene.waiting_for_bot()
        bubbles = [b for b in scene.bubbles.all() if b.seat != thinking]
        if thinking is not None:
            still = scene.app.settings.reduce_motion
            bubbles.append(thinking_bubble(thinking, scene.time, still))
        table_w = surface.get_width() if lay.log_panel is None else lay.log_panel.x
        for b in bubbles:
            sl = lay.seats[b.seat]
            vertical = sl.side in (Side.LEFT, Side.RIGHT)
            draw_bubble(surface, sl.bubble, vertical, b, lay.unit, table_w)

    def _draw_controls(self, surface: pygame.Surface, lay: HuitLayout) -> None:
        scene = self.scene
        controls = scene.controls
        hover = controls.hover
        u = lay.unit
        names = {
            "log": tr("button.log"),
            "help": tr("button.help"),
            "menu": tr("button.menu"),
            "score": tr("button.score"),
        }
        for name, rect in lay.toolbar.items() if scene.shows_toolbar else ():
            w.button(
                surface,
                rect,
                names[name],
                round(u * w.LEAST),
                primary=name == "log" and scene.log_open,
                hover=hover == ("tool", name),
            )
        for name, (text, style) in controls.buttons().items():
            rect = lay.buttons[name]
            if style == "glow":  # "Carte !" may be said now: it glows until it is
                pulse = beat(scene.app.settings, 0.5 + 0.5 * abs(((scene.time * 1.4) % 2) - 1))
                spread = max(4, round(u * (0.4 + 0.4 * pulse)))
                surface.blit(
                    w.glow(rect.size, TURN, rect.h // 3, spread), rect.move(-spread, -spread)
                )
            if name == "call":
                spread = max(4, u // 2)
                surface.blit(
                    w.glow(rect.size, SKIP_RED, rect.h // 3, spread), rect.move(-spread, -spread)
                )
            w.button(
                surface,
                rect,
                text,
                round(u * 0.95),
                primary=style in ("primary", "glow"),
                danger=style == "danger",
                hover=hover == ("button", name),
            )
            if style == "on":  # said: a tick in the corner
                pygame.draw.rect(surface, TURN, rect.inflate(4, 4), 3, border_radius=rect.h // 3)
        draw_message(
            surface,
            lay.message,
            round(u * 1.0),
            round(u * w.LEAST),
            scene.note,
            controls.prompt(),
            scene.options.my_turn,
        )
        if scene.human is not None:  # on the lines the layout made room for
            size = keys_font(u)
            lines = key_lines(tr("huit.table.keys"), size, lay.keys.w)
            step = font(size).get_linesize()
            for k, line in enumerate(lines):
                y = lay.keys.centery + round((k - (len(lines) - 1) / 2) * step)
                w.label(
                    surface,
                    line,
                    size,
                    w.SOFT,
                    shadow=False,
                    max_width=lay.keys.w,
                    center=(lay.keys.centerx, y),
                )

    def _draw_chooser(self, surface: pygame.Surface, lay: HuitLayout) -> None:
        scene = self.scene
        controls = scene.controls
        u = lay.unit
        panel = lay.chooser
        w.draw_rounded(surface, panel, (8, 32, 18, 255), u, (150, 190, 160), 2)
        step = font(chooser_font(u), True).get_linesize()
        for k, line in enumerate(chooser_title(lay)):  # on the lines the layout made room for
            w.label(
                surface,
                line,
                chooser_font(u),
                w.GOLD,
                bold=True,
                max_width=panel.w - 2 * u,
                midtop=(panel.centerx, panel.y + u // 2 + k * step),
            )
        four = scene.app.settings.four_colour
        for i, (suit, r) in enumerate(zip(CHOOSER_SUITS, lay.suit_buttons, strict=True)):
            hot = controls.hover == ("suit", i) or controls.chooser_focus == i
            surface.blit(
                w.rounded(
                    r.size,
                    (252, 248, 236) if not hot else (255, 240, 190),
                    r.w // 6,
                    TURN if hot else (120, 110, 90),
                    ring_width(r.w) if hot else 1,
                ),
                r,
            )
            if hot:  # the gold edge on a dark band, as the focus ring on a card
                inner = r.inflate(-2 * ring_width(r.w), -2 * ring_width(r.w))
                pygame.draw.rect(surface, RIM, inner, 2, border_radius=inner.w // 6)
            draw_suit(
                surface, suit, r.centerx, r.centery + r.h // 16, r.h * 0.55, suit_colour(suit, four)
            )
            w.label(
                surface,
                str(i + 1),
                max(round(u * w.LEAST), round(r.h * 0.18)),
                w.INK,
                bold=True,
                shadow=False,
                topleft=(r.x + r.w // 12, r.y + r.h // 20),
            )
