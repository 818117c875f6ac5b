"""Drawing the table, and finding what is under the mouse (with the same geometry).

Two layers keep frames cheap: the *base* (felt, every card lying still, plates, pile and
bid) is drawn into a cached surface and only redrawn where something in it changes; each
frame then blits it and draws what moves on top: flying cards, bubbles, buttons, prompts.
The base is kept in parts (each seat, the middle, the info line), each with what it is drawn
from: a move that changes one seat redraws that seat's area alone (on a TV a whole redraw
took 6-12 ms, a dropped frame with the rest), and what of its neighbours reaches into it.

Why one file of over 700 lines: drawing and hit-testing share one geometry (`layout`,
`hand_rects`, `hit`), and every draw method works on the same cached base parts (which
part a change touches, what reaches into a neighbour). Split apart, each half would reach
into the other's private state, and a card moved in one would have to be moved in the
other. The sizes themselves are layout.py's; the card faces, card_faces.py's.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from functools import lru_cache
from typing import TYPE_CHECKING, Literal, cast

import pygame

from game.rules.eight_half.cards import Card
from game.rules.eight_half.events import (
    BidAnnounced,
    BlindReturned,
    BlindTurned,
    CardsDrawn,
    CardsPlayed,
    PileTaken,
    Swapped,
    Zone,
)
from game.rules.eight_half.events import Destination as D
from game.rules.eight_half.state import Phase
from game.store.settings import BotLevel
from game.ui.eight_half.animation import EventAnim
from game.ui.eight_half.layout import (
    PILE_FAN,
    SeatLayout,
    Side,
    TableLayout,
    compute,
    fan,
    flag_size,
    pile_rects,
)
from game.ui.eight_half.selection import Where
from game.ui.eight_half.words import bid_text
from game.ui.shell import drawn, felt, scratch, text_size
from game.ui.shell import widgets as w
from game.ui.shell.fonts import font
from game.ui.shell.i18n import tr, translator, trn
from game.ui.shell.labels import level_label
from game.ui.shell.overlay import _shade
from game.ui.shell.tween import ease_in_out, ease_out, lerp_rect
from game.ui.table import card_count, turn_marker
from game.ui.table.bubble_view import draw_bubble, draw_memo
from game.ui.table.bubble_view import thinking as thinking_bubble
from game.ui.table.card_faces import CardArt, CardState
from game.ui.table.face_budget import FACES, Stood
from game.ui.table.focus_ring import draw_focus_ring
from game.ui.table.move_log import LogPanel
from game.ui.table.news import NEW_CARD
from game.ui.table.prompt_view import draw_message
from game.ui.table.staged_build import StagedBuild

if TYPE_CHECKING:
    from game.ui.eight_half.table_scene import TableScene

# What lies under the pointer: a card (where, its index there, the card if it shows), or a
# button or a tool by name.
Hit = tuple[Literal["card"], Where, int, Card | None] | tuple[Literal["button", "tool"], str]
TOOLS = ("log", "help", "menu", "score")  # the toolbar, in the order of lay.toolbar

PLATE = (8, 34, 20, 200)
PLATE_TURN = (246, 214, 120, 255)
SEAT_PANEL = (0, 0, 0, 46)
HUMAN_PANEL = (0, 0, 0, 60)
SLOT_LINE = (150, 190, 160, 70)
BID_PANEL = (6, 26, 16, 215)
OPP_FAN_GAP = -0.62  # opponents' hands overlap a lot: only their count matters
OPP_FAN_MAX = 8  # backs drawn at most; the badge gives the real count
TAKE_GATHER = 0.3  # share of a pile take in which the pile squares up in its place
TAKE_TRAIL = 0.05  # ... then its cards leave one just after the other, the top one first
PLATE_NAME, PLATE_LEVEL, PLATE_COUNT = 1.05, w.LEAST, w.LEAST  # a name plate's fonts, in units
MOST_PARTS = 3  # more parts of the base changed at once are redrawn as a whole
_STAND_INS = object()  # the key of a part whose stand-ins' real faces are in: redraw it
_STALE = object()  # the key of a part built in steps across a move: redraw it
SEAT_STEPS = 3  # a seat is built in this many steps (_draw_seat's `step`)
_PLATE_ONLY = object()  # in a seat's key: what follows it is shown by its name plate alone


_LEAVING = (3, 4, 5, 7)  # in a seat's key: the cards in flight from it (see _leaving)


def _leaving(key: object) -> bool:
    """Does a seat's key (see TableView._parts) say cards leave it now (in flight from its
    hand, its piles or its cards on the table)?"""
    assert isinstance(key, tuple)
    return any(key[i] for i in _LEAVING)


_FACE_UP = 6  # in a seat's key: its whole hand face up (Watch), as the game has it now


def _may_wait_a_frame(now: object, was: object) -> bool:
    """Do two keys of a seat differ only in cards beginning to leave it (none of that kind
    was leaving), in what its plate shows, and in Watch in the hand the game has now (it
    runs a move ahead of the cards in flight: a frame more makes no difference)?"""
    if not isinstance(now, tuple) or not isinstance(was, tuple) or len(now) != len(was):
        return False
    cut = now.index(_PLATE_ONLY) if _PLATE_ONLY in now else len(now)
    changed = [i for i in range(cut) if now[i] != was[i]]
    return bool(changed) and all((i in _LEAVING and not was[i]) or i == _FACE_UP for i in changed)


# What the name plates have room for (EightHalfView._plates): the bots' levels, the words
# beside each seat's count, the names' font size.
Plates = tuple[bool, tuple[bool, ...], int]


def _plate_only(now: object, was: object) -> bool:
    """Do two keys of a seat differ only in what its plate shows?"""
    if not isinstance(now, tuple) or not isinstance(was, tuple) or _PLATE_ONLY not in now:
        return False
    cut = now.index(_PLATE_ONLY)
    return len(now) == len(was) and was[cut : cut + 1] == (_PLATE_ONLY,) and now[:cut] == was[:cut]


KNOWN_STEP = 0.62  # an opponent's cards known face up each show this much of their width:
# the whole of their corner's value, where the backs beside them show less


@lru_cache(maxsize=32)
def table_layout(
    size: tuple[int, int], players: int, log_open: bool, bottom: int = 0
) -> TableLayout:
    return compute(size, players, log_open, bottom)


text_size.forget_on_change(table_layout.cache_clear)


class TableView:
    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.art = CardArt()
        self._base: pygame.Surface | None = None
        self._base_held = (
            scratch.Grown()
        )  # the memory of the base, as big as the biggest window yet
        self._base_key: tuple[object, ...] | None = None  # what the whole base was drawn from
        self._part_keys: list[object] = []  # what each part was drawn from (see _parts)
        self._clip: pygame.Rect | None = None  # while one part's area is redrawn: that area
        self._base_lay: TableLayout | None = None  # the layout the base was last drawn in
        self._warm: list[tuple[Card | None, int, CardState]] = []
        self._warm_for: TableLayout | None = None
        # False for a frame busy with more than the table (the review's frame around it
        # drawn anew): no face is drawn ahead in it (a face took 2 to 3 ms at 1080p).
        self.warming = True
        # (layout, (language, names), what the plates have room for)
        self._plates_for: tuple[TableLayout, tuple[str, tuple[str, ...]], Plates] | None = None
        self.log_panel = LogPanel()
        self._drawn_at: tuple[int, int] | None = None  # the window size last drawn at
        self._softened = False  # the last frame showed stand-ins of faces (face_budget)
        # The parts of the base showing stand-ins, each with the faces they stand for.
        self._standing: dict[int, dict[Hashable, Stood]] = {}
        # The base at a new window size, built a few steps a frame (the last frame shows
        # stretched meanwhile); None when the base is whole.
        self._build: StagedBuild | None = None
        self._waited: list[int] = []  # the changed parts left to the next frame (_late)

    def invalidate(self) -> None:
        self._base_key = None

    def build_in_steps(self) -> bool:
        """Build the base anew a few steps a frame, the app showing its last picture
        meanwhile (a review's jump: every part changes). False before a first picture."""
        if self._base is None or self._drawn_at != self.scene.app.size:
            return False
        size = self.scene.app.size
        lay = self.layout(size)
        self._build = StagedBuild(self._base_steps(size, lay, None), self._key(size))
        return True

    def layout(self, size: tuple[int, int] | None = None) -> TableLayout:
        size = size or self.scene.app.size
        return table_layout(size, self.scene.players, self.scene.log_open, self.scene.viewer)

    # -- geometry (shared by drawing and hit testing) -----------------------------------

    def hand_rects(self, lay: TableLayout, seat: int, extra: int = 0) -> list[pygame.Rect]:
        s = self.scene.shown.seats[seat]
        sl = lay.seats[seat]
        if seat == self.scene.viewer and self.scene.shows_hand:
            return fan(sl.hand, len(s.hand) + extra, sl.hand_w)
        if self.scene.face_up(seat):  # Watch: every card of the hand, face up
            gap = KNOWN_STEP - 1
            return fan(sl.hand, s.hand_size + extra, sl.hand_w, gap=gap, least_step=KNOWN_STEP)
        shown = max(len(s.known), min(s.hand_size, OPP_FAN_MAX))
        if s.known:  # their values readable whole: the fan as wide as it takes
            gap = KNOWN_STEP - 1
            return fan(sl.hand, shown + extra, sl.hand_w, gap=gap, least_step=KNOWN_STEP)
        return fan(sl.hand, shown + extra, sl.hand_w, gap=OPP_FAN_GAP)

    def pile_pos(self, lay: TableLayout, length: int, index: int) -> pygame.Rect:
        """Where pile card `index` lies in a pile of `length` (only the top few show)."""
        shown = min(length, PILE_FAN)
        rects = pile_rects(lay.pile, lay.pile_w, shown)
        k = index - (length - shown)
        return rects[max(0, k)]

    def _lift(self, width: int) -> int:
        return CardArt.lift(width)

    # -- hit testing -----------------------------------------------------------------------

    def hit(self, pos: tuple[int, int]) -> Hit | None:
        scene = self.scene
        lay = self.layout()
        for name, rect in zip(TOOLS, lay.toolbar, strict=True):
            if rect.collidepoint(pos):
                return ("tool", name)
        for button, rect in zip(scene.controls.buttons(), lay.actions, strict=False):
            if rect.collidepoint(pos):
                return ("button", button.name)
        if scene.human is None:
            return None
        me = scene.human
        seat = scene.shown.seats[me]
        sel = scene.controls.selection
        hand = self.hand_rects(lay, me)
        for i in range(len(hand) - 1, -1, -1):
            r = hand[i]
            if sel.where is Where.HAND and i in sel.picks:
                r = r.union(r.move(0, -self._lift(r.w)))
            if r.collidepoint(pos):
                return ("card", Where.HAND, i, seat.hand[i])
        sl = lay.seats[me]
        for slot in range(len(sl.stacks)):
            blind, open_ = sl.stack_cards(slot)
            card = seat.open_slots[slot] if slot < len(seat.open_slots) else None
            if card is not None and open_.union(open_.move(0, -self._lift(open_.w))).collidepoint(
                pos
            ):
                return ("card", Where.OPEN, slot, card)
            if (
                slot < len(seat.blind_slots)
                and seat.blind_slots[slot]
                and sl.stacks[slot].collidepoint(pos)
            ):
                return ("card", Where.BLIND, slot, None)
        loser = scene.state.loser
        if scene.state.phase is Phase.SWAP and loser is not None and loser != me:
            ls = lay.seats[loser]
            for slot, card in enumerate(scene.shown.seats[loser].open_slots):
                if card is not None and ls.stack_cards(slot)[1].collidepoint(pos):
                    return ("card", Where.LOSER, slot, card)
        return None

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        # After a resize only a few faces a frame are drawn at the new widths, the others
        # scaled from those drawn before (face_budget), until every one is real.
        size = surface.get_size()
        limited = (
            self._softened
            or bool(self._standing)
            or self._drawn_at not in (None, size)
            or self._build is not None
        )
        with FACES.frame(limited) as faces:
            rebuilt = self._draw(surface)
            if not rebuilt:  # one slow step a frame: a part redrawn, or faces drawn
                self._replace_stand_ins()
        self._drawn_at, self._softened = size, faces.softened
        if faces.softened or self._standing:  # the real faces come in the next frames
            self.scene.app.request_redraw()

    @property
    def settled(self) -> bool:
        """The table is drawn whole at the window's size, and every face shown is the real one: no
        stand-in (face_budget) is left."""
        return (
            not self._softened
            and not self._standing
            and self._build is None
            and self._drawn_at == self.scene.app.size
        )

    def _replace_stand_ins(self) -> None:
        """Draw the real faces of the first part of the base showing stand-ins, within the
        frame's budget; once they are all in, that part alone is redrawn (next frame)."""
        if not self._standing:
            return
        part = min(self._standing)
        if all([FACES.real(stood) for stood in self._standing[part].values()]):
            self._part_keys[part] = _STAND_INS

    def _draw(self, surface: pygame.Surface) -> bool:
        """Draw the table; True if any of its kept base was redrawn."""
        size = surface.get_size()
        lay = self.layout(size)
        scene = self.scene
        anim = scene.director.current
        if self._building(surface, lay, anim):
            return True
        rebuilt = self._update_base(size, lay, anim)
        assert self._base is not None
        surface.blit(self._base, (0, 0))
        self._draw_turn(surface, lay)
        if anim is not None:
            if anim.is_attack:
                self._draw_pile(surface, lay, anim)
            self._draw_anim(surface, lay, anim)
        self._draw_hover(surface, lay)
        self._draw_bubbles(surface, lay)
        self._draw_controls(surface, lay)
        self._draw_drag(surface, lay)  # T2: the card(s) under the pointer, above all
        if scene.log_open and lay.log_panel is not None:
            self.log_panel.draw(surface, lay.log_panel, lay.unit, scene.log, scene.human)
        fade = scene.end_fade()
        if fade > 0:  # the table darkens into the score pad's dim: no last-moment change
            _shade(surface, fade)
        if not rebuilt and self.warming:  # cards flying: one face at most (Watch is rarely quiet)
            self._prepare_cards(lay, most=6 if anim is None else 1)
        return rebuilt

    def _prepare_cards(self, lay: TableLayout, budget: float = 0.0015, most: int = 6) -> None:
        """Draw card faces before they are first needed, a little in each frame that redrew
        nothing still (for `budget` seconds, `most` faces at the most), so a card seen for
        the first time (or after a resize) costs no sudden slow frame; only while they fit
        in the card cache (at 4K all would take 108 MB): past that each would push out one
        drawn before, perhaps one on the table."""
        if self._warm_for is not lay:
            self._warm_for = lay
            widths = {lay.pile_w} | {x for s in lay.seats for x in (s.hand_w, s.table_w, s.pile_w)}
            me = lay.seats[self.scene.viewer]
            kinds: list[Card | None] = [*Card, None]
            todo = [(k, wd, CardState.NORMAL) for wd in sorted(widths) for k in kinds]
            todo += [
                (k, wd, st)
                for wd in {me.hand_w, me.table_w}
                for k in Card
                for st in (CardState.SELECTED, CardState.DIMMED)
            ]
            todo += [
                (k, wd, CardState.LAST)
                for wd in {lay.pile_w} | {s.table_w for s in lay.seats}
                for k in Card
            ]
            self._warm = todo[::-1]
        clock = self.scene.app.clock  # (a test's fixed clock stands still: `most` a frame)
        deadline = clock.now() + budget
        for _ in range(most):
            if not self._warm or clock.now() >= deadline or FACES.spent:
                break
            if not self.art.fits(self._warm[-1][1]):
                self._warm.clear()
                break
            card, width, state = self._warm.pop()
            surf = self.art.back(width) if card is None else self.art.face(card, width, state)
            self.art.shadow(width)
            self.art.glow(width, state)
            del surf

    def _building(self, surface: pygame.Surface, lay: TableLayout, anim: EventAnim | None) -> bool:
        """At a new window size the base is built a few steps a frame, the last sharp
        frame shown stretched until it is whole: True while that lasts. Keys and clicks
        still reach the scene (they act on the game, and on this layout)."""
        size = surface.get_size()
        new_size = self._base is not None and self._base.get_size() != size
        if self._build is None and not new_size:
            return False
        key = self._key(size)
        if self._build is None or self._build.key != key:
            self._build = StagedBuild(self._base_steps(size, lay, anim), key)
        # A big face is a stand-in while the build lasts: drawn for real (3 to 7 ms each at
        # 4K), two in a step took it past a frame; they come in once the table shows.
        FACES.hold()
        self._build.run(self.scene.app.clock)
        # The frame that takes the last step shows it stretched too: the whole table,
        # with its moving cards and words, comes in the next (two costs, one frame each).
        if self.scene.app.stretch_last_frame(surface):
            if self._build.done:
                self._build = None
            return True
        while not self._build.done:  # nothing to stretch (no frame drawn yet): whole now
            self._build.run(self.scene.app.clock)
        self._build = None
        return False

    def _base_steps(
        self, size: tuple[int, int], lay: TableLayout, anim: EventAnim | None
    ) -> list[Callable[[], None]]:
        """The base drawn whole at `size`, in steps: the felt, each panel, each part."""

        def start() -> None:
            self._standing.clear()
            self._base = None
            felt.forget_whole()
            self._base = self._base_surface(size)

        def felt_band(area: pygame.Rect) -> Callable[[], None]:
            def paint() -> None:
                felt.paint(self._whole_base(), area)

            return paint

        bands = [felt_band(area) for area in felt.bands(size)]

        def panel(sl: SeatLayout) -> Callable[[], None]:
            return lambda: self._draw_panel(self._whole_base(), lay, sl)

        parts = range(len(self._content_areas(lay)))
        keys: list[object] = [None for _ in parts]

        def part(i: int, step: int | None = None) -> Callable[[], None]:
            def draw() -> None:  # (what it is drawn from now: a move may come meanwhile)
                now = self._parts(anim)[i]
                if not step:
                    keys[i] = now
                elif now != keys[i]:  # its first steps showed the table before the move
                    keys[i] = _STALE
                self._draw_part(self._whole_base(), lay, anim, i, step)

            return draw

        # A seat at 4K, its faces' stand-ins, shadows and words made, took a step 20-30 ms:
        # its piles, its cards on the table and its hand are a step each.
        seats = [part(i, k) for i in range(len(lay.seats)) for k in range(SEAT_STEPS)]

        def finish() -> None:
            self._base_lay = lay
            self._base_key, self._part_keys = self._key(size), keys

        return [
            start,
            *bands,
            *(panel(sl) for sl in lay.seats),
            *seats,
            *(part(i) for i in parts[len(lay.seats) :]),
            finish,
        ]

    def _whole_base(self) -> pygame.Surface:
        assert self._base is not None
        return self._base

    def _update_base(self, size: tuple[int, int], lay: TableLayout, anim: EventAnim | None) -> bool:
        """Bring the base up to date: whole after a new layout, language or game, else only
        the parts whose key changed. True if anything was redrawn."""
        key = self._key(size)
        parts = self._parts(anim)
        waited, self._waited = self._waited, []
        if self._base is None or self._base.get_size() != size or key != self._base_key:
            self._render_base(size, lay, anim)
        else:
            changed = [
                i
                for i, (now, was) in enumerate(zip(parts, self._part_keys, strict=True))
                if now != was
            ]
            if not changed:
                return False
            plates = [i for i in changed if _plate_only(parts[i], self._part_keys[i])]
            whole = [i for i in changed if i not in plates]
            if len(whole) > MOST_PARTS:  # a new game dealt, a language: cheaper whole
                self._render_base(size, lay, anim)
            else:
                late = self._late(parts, whole, waited)
                if late:  # drawn in the next frame: their keys stay the old ones
                    whole = [i for i in whole if i not in late]
                    parts = [*parts]
                    for i in late:
                        parts[i] = self._part_keys[i]
                    self._waited = late
                areas = self._content_areas(lay)
                self._redraw_parts(lay, anim, areas, whole, plates)
        self._base_key, self._part_keys = key, parts
        return True

    def _late(self, parts: list[object], whole: list[int], waited: list[int]) -> list[int]:
        """Of the parts changed in one frame (at 4K 4 to 6 ms each: two took a frame over
        16 ms), those whose change may show a frame late, none that waited the frame
        before (`waited`), one at least drawn now:
        - the middle, if only cards about to land changed (its fan makes room for them, the
          cards still in flight);
        - a seat whose cards only begin to leave it (for one frame they are drawn where
          they are, and in flight from there: the same place), or in Watch whose hand in
          the game changed (_may_wait_a_frame);
        - of a seat and the middle alone, the seat once cards landed on the pile, if none
          leaves it now (its hand closes up the gap the cards it played left)."""
        if len(whole) < 2:
            return []
        middle = len(parts) - 2  # (then the info line)
        now, was = parts[middle], self._part_keys[middle]
        landing = 4  # where the middle's key says which cards in flight are to land
        late = [
            seat
            for seat in whole
            if seat < middle and _may_wait_a_frame(parts[seat], self._part_keys[seat])
        ]
        if middle in whole and isinstance(now, tuple) and isinstance(was, tuple):
            # (else _STALE or _STAND_INS)
            if was[landing] is None and now[:landing] + now[landing + 1 :] == (
                was[:landing] + was[landing + 1 :]
            ):
                late.append(middle)
            elif len(whole) == 2 and was[landing] is not None and now[landing] is None:
                seat = min(whole)
                if not _leaving(parts[seat]):
                    late.append(seat)
        late = [i for i in late if i not in waited]
        return late[:-1] if len(late) == len(whole) else late

    def _redraw_parts(
        self,
        lay: TableLayout,
        anim: EventAnim | None,
        areas: list[pygame.Rect],
        whole: list[int],
        plates: list[int],
    ) -> None:
        """Redraw parts of the base after a move: where they draw, or their plate alone.
        A big face seen for the first time is a stand-in in this frame, real in the
        next ones (face_budget: never both costs in one frame)."""
        FACES.hold()
        for i in whole:
            self._standing.pop(i, None)
            self._redraw_area(lay, anim, areas, areas[i])
        for i in plates:
            self._redraw_area(lay, anim, areas, self._plate_area(lay.seats[i]))

    def _key(self, size: tuple[int, int]) -> tuple[object, ...]:
        """What every part of the base depends on: a change redraws it whole."""
        scene = self.scene
        return (
            size,
            scene.log_open,
            scene.game_number,
            scene.names,
            scene.viewer,
            scene.human,
            scene.show_known,
            translator().language,
        )  # a language switch redraws its words

    def _parts(self, anim: EventAnim | None) -> list[object]:
        """What each part of the base is drawn from, in drawing order: each seat, the
        middle (pile and bid), the info line. A part whose key changes is redrawn."""
        scene = self.scene
        shown, state, hidden = scene.shown, scene.state, scene.director.hidden
        opts, sel = scene.options, scene.controls.selection
        choosing = (id(opts), sel.where, tuple(sel.picks), sel.give, scene.controls.shown_focus())
        game = (shown.phase, state.phase, state.is_over, opts.swap)  # change once a game
        keys: list[object] = []
        for seat in range(scene.players):
            flying = tuple(
                sorted(
                    (what, slot)
                    for what, kept in (
                        ("open", hidden.open),
                        ("blind", hidden.blind),
                        ("turned", hidden.turned),
                    )
                    for at, slot in kept
                    if at == seat
                )
            )
            mine = shown.seats[seat]
            # (A seat's key: what its whole part is drawn from, then what its plate alone
            # shows: a turn passing on lights two plates, no seat redrawn whole.)
            keys.append(
                (
                    (
                        mine.hand_size,
                        mine.draw_size,
                        tuple(mine.hand),
                        tuple(mine.open_slots),
                        tuple(mine.blind_slots),
                        tuple(mine.aside),
                        tuple(mine.known),
                        tuple(mine.turned.items()),
                        mine.card_count,
                    ),
                    (state.loser == seat, game),
                    scene.plate_name(seat),
                    flying,
                    hidden.draw.get(seat, 0),
                    hidden.backs.get(seat, 0),
                    tuple(state.seats[seat].hand) if scene.face_up(seat) else None,
                    tuple(sorted(hidden.hand)) if seat == scene.viewer else None,
                    tuple(sorted(scene.news.marked(mine.hand))) if seat == scene.viewer else None,
                    choosing if seat in (scene.human, state.loser) else None,
                    _PLATE_ONLY,
                    (shown.turn == seat, shown.last_mover == seat),
                )
            )
        attack = anim is not None and anim.is_attack
        landing = (
            id(anim) if anim is not None and isinstance(anim.event, CardsPlayed) else None
        )  # the pile makes room for the cards in flight
        keys.append(
            (
                tuple(shown.pile),
                hidden.pile,
                shown.last_count,
                attack,
                landing,
                shown.bid_halves,
                shown.five_rule,
                shown.half_owner,
            )
        )
        keys.append(None)  # the info line: from what the whole base is drawn from
        return keys

    def _redraw_area(
        self, lay: TableLayout, anim: EventAnim | None, areas: list[pygame.Rect], area: pygame.Rect
    ) -> None:
        """Redraw the base inside `area` alone: the felt and the seats' panels there, then
        every part reaching into it, in drawing order, clipped to it; so the pixels are those
        a whole redraw gives (each part draws inside its area, see _content_areas)."""
        assert self._base is not None
        base = self._base
        area = felt.paint(base, area)  # (within the window)
        with self._clipped(base, area):
            self._draw_panels(base, lay)
            for i, other in enumerate(areas):
                if other.colliderect(area):
                    self._draw_part(base, lay, anim, i)

    @contextmanager
    def _clipped(self, surface: pygame.Surface, area: pygame.Rect) -> Iterator[None]:
        surface.set_clip(area)
        self._clip = area
        try:
            yield
        finally:
            surface.set_clip(None)
            self._clip = None

    def _near(self, rect: pygame.Rect, reach: int) -> bool:
        """Does a thing drawn at `rect`, reaching `reach` pixels beyond it (glows, lifts,
        badges), touch the area being redrawn? (Always, in a whole redraw.)"""
        return self._clip is None or rect.inflate(2 * reach, 2 * reach).colliderect(self._clip)

    def _draw_part(
        self,
        surface: pygame.Surface,
        lay: TableLayout,
        anim: EventAnim | None,
        part: int,
        step: int | None = None,
    ) -> None:
        """Part `part` of the base, in the order of _parts and _content_areas; the stand-ins
        of faces it shows are noted (_replace_stand_ins)."""
        before = len(FACES.served)
        self._draw_part_itself(surface, lay, anim, part, step)
        for stood in FACES.served[before:]:
            self._standing.setdefault(part, {})[stood.key] = stood

    def _draw_part_itself(
        self,
        surface: pygame.Surface,
        lay: TableLayout,
        anim: EventAnim | None,
        part: int,
        step: int | None,
    ) -> None:
        players = len(lay.seats)
        if part < players:
            self._draw_seat(surface, lay, lay.seats[part], anim, step)
        elif part == players:
            if anim is None or not anim.is_attack:
                self._draw_pile(surface, lay, anim)
            self._draw_bid(surface, lay, anim)
        else:
            w.label(
                surface,
                self._info(lay),
                lay.unit,
                w.SOFT,
                max_width=lay.info.w,
                midleft=(lay.info.x, lay.info.centery),
            )

    def _info(self, lay: TableLayout) -> str:
        """The info line: the game of the match, and the bots' level where the plates had
        no room for it."""
        scene = self.scene
        info = tr("label.game", game=scene.game_number, games=scene.match.length)
        if not self._plates(lay)[0] and scene.bots:  # the levels had no room on the plates
            level = tr(
                "label.game_level",
                game=scene.game_number,
                games=scene.match.length,
                level=level_label(cast(BotLevel, scene.level(seat)) for seat in scene.bots),
            )
            if w.text_surface(level, lay.unit, w.SOFT).get_width() <= lay.info.w:
                info = level
        return info

    def _render_base(self, size: tuple[int, int], lay: TableLayout, anim: EventAnim | None) -> None:
        """Redraw the still table into the kept base surface (reused: no allocation)."""
        self._standing.clear()
        if self._base is None or self._base.get_size() != size:
            # The window's felt kept for the other screens goes: the base paints its own.
            self._base = None
            felt.forget_whole()
            self._base = self._base_surface(size)
            felt.paint(self._base, self._base.get_rect())
        else:
            # Only where the base draws (seats, pile, bid) can it change: painting just
            # those parts of the felt keeps the rebuild's memory traffic, its main cost, down.
            # After a new layout (the log opened) also where the old one drew.
            old = self._base_lay
            areas = self._content_areas(lay)
            if old is not None and old is not lay:
                areas += self._content_areas(old)
            for area in areas:
                felt.paint(self._base, area)
        self._base_lay = lay
        base = self._base
        self._draw_panels(base, lay)
        for part in range(len(self._content_areas(lay))):
            self._draw_part(base, lay, anim, part)

    def _base_surface(self, size: tuple[int, int]) -> pygame.Surface:
        """A surface of `size` for the base: the top-left part of one kept as big as the
        biggest window yet (game.ui.shell.scratch.grown says why)."""
        return self._base_held.part(size)

    def _draw_panels(self, surface: pygame.Surface, lay: TableLayout) -> None:
        """The seats' panels, under everything else of the base (those reaching into the
        area being redrawn, in a part's redraw)."""
        for sl in lay.seats:
            if self._clip is None or self._panel(lay, sl).colliderect(self._clip):
                self._draw_panel(surface, lay, sl)

    def _draw_panel(self, surface: pygame.Surface, lay: TableLayout, sl: SeatLayout) -> None:
        tint = HUMAN_PANEL if sl.seat == self.scene.viewer else SEAT_PANEL
        w.draw_rounded(surface, self._panel(lay, sl), tint, lay.unit)

    @staticmethod
    def _content_areas(lay: TableLayout) -> list[pygame.Rect]:
        """Rects holding everything each part of the base draws (in the order of _parts),
        with room for glows and badges; on even coordinates, as the felt is painted."""
        out = []
        for s in lay.seats:
            pad = TableView._reach(lay, s)
            # (with its panel: a base drawn again where the parts are paints them again)
            out.append(s.box.inflate(2 * pad, 2 * pad).union(TableView._panel(lay, s)))
        pad = round(0.2 * lay.pile_w) + lay.unit
        out += [lay.pile.union(lay.bid).inflate(2 * pad, 2 * pad).union(lay.pile_label), lay.info]
        return [felt.on_grid(r) for r in out]

    @staticmethod
    def _plate_area(sl: SeatLayout) -> pygame.Rect:
        """Where a seat's plate draws, its glow included (as _draw_seat reaches for it)."""
        reach = max(4, sl.plate.h // 3) + 2
        return felt.on_grid(sl.plate.inflate(2 * reach, 2 * reach))

    @staticmethod
    def _panel(lay: TableLayout, sl: SeatLayout) -> pygame.Rect:
        """Where a seat's panel lies."""
        return sl.box.inflate(lay.margin, lay.margin // 2)

    @staticmethod
    def _reach(lay: TableLayout, sl: SeatLayout) -> int:
        """How far beyond its box a seat draws (its plate's glow, lifted cards, badges)."""
        return max(sl.plate.h // 3, round(0.14 * max(sl.hand_w, sl.table_w)), lay.unit // 2) + 4

    # -- seats -----------------------------------------------------------------------------

    def _draw_seat(
        self,
        surface: pygame.Surface,
        lay: TableLayout,
        sl: SeatLayout,
        anim: EventAnim | None,
        step: int | None = None,
    ) -> None:
        """The seat whole, or (`step` 0, 1, 2 of SEAT_STEPS, in turn: the same pixels) its
        plate and piles, its cards on the table, its hand."""
        if step in (None, 0):
            self._draw_seat_piles(surface, lay, sl)
        if step in (None, 1):
            self._draw_table_cards(surface, lay, sl, anim, self._card_reach(lay, sl.table_w))
        if step in (None, 2) and self._near(sl.hand, self._card_reach(lay, sl.hand_w)):
            self._draw_hand(surface, lay, sl)

    def _draw_seat_piles(self, surface: pygame.Surface, lay: TableLayout, sl: SeatLayout) -> None:
        """A seat's plate, its draw and aside piles, and their words."""
        scene = self.scene
        seat = sl.seat
        shown = scene.shown.seats[seat]
        hidden = scene.director.hidden
        # A neighbour's area being redrawn: only the things of this seat reaching into it.
        if self._near(sl.plate, max(4, sl.plate.h // 3)):  # its glow
            self._draw_plate(surface, lay, sl)
        # Draw pile: a few backs for thickness, and the count.
        draw_n = shown.draw_size - hidden.draw.get(seat, 0)
        piles = self._card_reach(lay, sl.pile_w)
        if self._near(sl.draw, piles):
            self._draw_stack(surface, sl.draw, sl.pile_w, draw_n, lay.unit, None)
        aside_top = shown.aside[-1] if shown.aside else None
        if self._near(sl.aside, piles):
            self._draw_stack(surface, sl.aside, sl.pile_w, len(shown.aside), lay.unit, aside_top)
        if sl.side is Side.BOTTOM and self._near(sl.draw.union(sl.aside), piles):
            self._pile_words(surface, lay, sl)

    @staticmethod
    def _card_reach(lay: TableLayout, width: int) -> int:
        """How far beyond its place a card `width` wide may draw: lifted (0.14 of its
        width) with its glow, attack flag or focus ring (up to 0.2 more), its shadow, its
        count's badge."""
        return round(0.35 * width) + lay.unit // 2 + 4

    def _draw_plate(self, surface: pygame.Surface, lay: TableLayout, sl: SeatLayout) -> None:
        scene = self.scene
        shown = scene.shown
        seat = sl.seat
        plate = sl.plate
        radius = plate.h // 3
        ending = scene.state.is_over  # then nothing lights up any more (see _turn)
        turn = self._turn() == seat  # lit gold; its rim and arrow come each frame
        if shown.last_mover == seat and not turn and not ending:
            spread = max(4, plate.h // 4)
            surface.blit(w.glow(plate.size, w.BLUE, radius, spread), plate.move(-spread, -spread))
        fill = PLATE_TURN if turn else PLATE
        edge = (255, 246, 210) if turn else (90, 130, 100)
        thick = max(1, plate.h // 16)
        if scene.options.swap and seat == scene.state.loser:  # whose cards the player picks
            edge, thick = w.GOLD, max(2, plate.h // 10)
        surface.blit(w.rounded(plate.size, fill, radius, edge, thick), plate)
        lit = turn
        ink = w.INK if lit else w.CREAM
        soft = (70, 60, 30) if lit else w.SOFT
        name, level = scene.plate_name(seat)
        pad = plate.h // 3
        levels, words, name_size = self._plates(lay)
        # The cards left (R10.1): a little fan of cards and the number, at the right end.
        count = card_count.draw_count(
            surface,
            shown.seats[seat].card_count,
            round(lay.unit * PLATE_COUNT),
            soft,
            words=words[seat],
            midright=(plate.right - pad, plate.centery),
        )
        name_rect = w.label(
            surface,
            name,
            name_size,
            ink,
            bold=True,
            shadow=False,
            max_width=count.left - plate.left - 2 * pad,
            midleft=(plate.x + pad, plate.centery),
        )
        if level and levels:
            w.label(
                surface,
                level,
                round(lay.unit * PLATE_LEVEL),
                soft,
                shadow=False,
                max_width=count.left - pad - name_rect.right - pad // 2,
                midleft=(name_rect.right + pad // 2, plate.centery + 1),
            )

    def _turn(self) -> int | None:
        """The seat whose plate is lit: the one to move, until the game is decided (then
        the score pad, a moment later, says who won: a plate flaring up just before it
        looked like a flicker)."""
        shown = self.scene.shown
        if shown.phase is Phase.OVER or self.scene.state.is_over:
            return None
        return shown.turn

    def _draw_turn(self, surface: pygame.Surface, lay: TableLayout) -> None:
        turn_marker.show(surface, lay, self._turn(), self.scene.time)

    def _plates(self, lay: TableLayout) -> Plates:
        """What the name plates have room for: (the bots' levels, the words "cards" beside
        each seat's count, the names' font size). The names share one size, the largest at
        which every one fits beside a two-figure count (one name smaller than the others
        looked like a lesser player). The levels go on every bot's plate or, when one has
        no room for its name, level and a two-figure count, on none (one plate without its
        level looked like a bot without one): the info line says them then, if it has
        room. The words go on every plate if all have room for them too, else on the
        player's own alone (where it has room): it teaches what the little fan of cards
        means."""
        key = (translator().language, self.scene.names)
        kept = self._plates_for
        if kept is None or kept[0] is not lay or kept[1] != key:
            scene = self.scene
            texts = [scene.plate_name(seat) for seat in range(scene.players)]
            need = [self._plate_need(lay, sl, *texts[sl.seat]) for sl in lay.seats]
            levels = all(
                bare + level <= sl.plate.w
                for sl, (bare, level, _) in zip(lay.seats, need, strict=True)
            )
            room = [
                bare + (level if levels else 0) + more <= sl.plate.w
                for sl, (bare, level, more) in zip(lay.seats, need, strict=True)
            ]
            words = tuple(
                fits and (all(room) or sl.seat == scene.human)
                for sl, fits in zip(lay.seats, room, strict=True)
            )
            count_size = round(lay.unit * PLATE_COUNT)
            name_size = min(
                w.fit_size(
                    texts[sl.seat][0],
                    round(lay.unit * PLATE_NAME),
                    sl.plate.w - sl.plate.h // 3 * 3 - card_count.count_width(88, count_size, say),
                    True,
                )
                for sl, say in zip(lay.seats, words, strict=True)
            )
            kept = self._plates_for = (lay, key, (levels, words, name_size))
        return kept[2]

    @staticmethod
    def _plate_need(
        lay: TableLayout, sl: SeatLayout, name: str, level: str
    ) -> tuple[int, int, int]:
        """The widths a plate needs: for its name and a two-figure count, more for its
        level, more for the count's words."""
        pad = sl.plate.h // 3
        size = round(lay.unit * PLATE_COUNT)
        bare = (
            3 * pad
            + w.text_surface(name, round(lay.unit * PLATE_NAME), w.CREAM, True).get_width()
            + card_count.count_width(88, size, False)
        )
        level_w = w.text_surface(level, round(lay.unit * PLATE_LEVEL), w.SOFT).get_width()
        words = card_count.count_width(88, size, True) - card_count.count_width(88, size, False)
        return bare, (pad // 2 + level_w if level else 0), words

    def _draw_stack(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        width: int,
        count: int,
        unit: int,
        top: Card | None,
    ) -> None:
        """A draw or aside pile: backs (or the top card face up) with its count."""
        if count <= 0:
            surface.blit(w.rounded(rect.size, (0, 0, 0, 0), width // 10, SLOT_LINE, 2), rect)
            return
        layers = 1 if count == 1 else 2 if count < 8 else 3
        step = max(1, width // 40)
        for k in range(layers - 1, -1, -1):
            card = top if k == 0 else None
            self.art.draw(
                surface, card, (rect.x + k * step, rect.y - k * step), width, shadow=k == layers - 1
            )
        self._badge(surface, str(count), unit, (rect.right, rect.bottom))

    @staticmethod
    def pile_tags(lay: TableLayout, sl: SeatLayout) -> tuple[pygame.Rect, pygame.Rect]:
        """Where the words on the player's draw and aside piles go: tags just above them,
        at the size the room reads, in the band the layout keeps there: from the draw
        pile's left edge and to the aside pile's right edge, the aside's a row higher where
        the two would touch ("trekstapel" is wider than its pile). Only the player's piles
        say what they are: the others' lie in the same places at every seat, too small for
        words the room can read."""
        size = round(lay.unit * w.LEAST)
        pad = size // 2
        lift = 3 * max(1, sl.pile_w // 40) + 2  # above the pile's thickest backs
        tags = []
        for key in ("label.draw", "label.aside"):
            tw = w.text_surface(tr(key), size, w.CREAM, True).get_width()
            tags.append(pygame.Rect(0, 0, tw + 2 * pad, size + 6))
        draw, aside = tags
        draw.bottomleft = (sl.draw.x, sl.draw.y - lift)
        aside.bottomright = (sl.aside.right, sl.aside.y - lift)
        if draw.right + pad > aside.x:
            aside.bottom = draw.y - 2
            if text_size.scale() > 1 and aside.y < sl.tags.y:  # no room for a row higher:
                aside.bottomleft = (draw.right + pad // 2, draw.bottom)  # beside it, grown
        # Both inside the band the layout keeps above the piles (the turn's arrow avoids it)
        return draw.clamp(sl.tags), aside.clamp(sl.tags)

    def _pile_words(self, surface: pygame.Surface, lay: TableLayout, sl: SeatLayout) -> None:
        size = round(lay.unit * w.LEAST)
        for key, tag in zip(("label.draw", "label.aside"), self.pile_tags(lay, sl), strict=True):
            surface.blit(w.rounded(tag.size, (10, 16, 12, 225), tag.h // 2), tag)
            w.label(
                surface,
                tr(key),
                size,
                w.CREAM,
                bold=True,
                shadow=False,
                max_width=tag.w,
                center=tag.center,
            )

    def _badge(
        self, surface: pygame.Surface, text: str, unit: int, corner: tuple[int, int]
    ) -> None:
        size = max(10, round(unit * w.LEAST))
        img = w.text_surface(text, size, w.CREAM, True)
        bw, bh = max(img.get_width() + size // 2 + 4, size + 6), size + 6
        r = pygame.Rect(0, 0, bw, bh)
        r.bottomright = (corner[0] + bh // 4, corner[1] + bh // 4)
        r.clamp_ip(surface.get_rect())  # a two-figure count on a small pile at the edge
        surface.blit(w.rounded(r.size, (20, 20, 26, 235), bh // 2, (230, 220, 190), 1), r)
        drawn.ink(
            surface, img.get_rect(center=r.center), img, w.CREAM, text=text, size=size, bold=True
        )
        surface.blit(img, img.get_rect(center=r.center))
        drawn.note(drawn.Kind.BADGE, surface, r)

    def _draw_table_cards(
        self,
        surface: pygame.Surface,
        lay: TableLayout,
        sl: SeatLayout,
        anim: EventAnim | None,
        reach: int,
    ) -> None:
        scene = self.scene
        seat = sl.seat
        shown = scene.shown.seats[seat]
        hidden = scene.director.hidden
        opts = scene.options
        sel = scene.controls.selection
        me = seat == scene.human
        swap_target = scene.state.phase is Phase.SWAP and opts.swap and seat == scene.state.loser
        focus = scene.controls.shown_focus()
        # R8.2-R8.3: the player's open cards wait while the hand (or draw pile) holds cards,
        # whoever's turn it is, so they stay grey while the player's own cards fly off too.
        waiting = (
            me and scene.shown.phase is not Phase.SWAP and (bool(shown.hand) or shown.draw_size > 0)
        )
        for slot in range(len(sl.stacks)):
            if not self._near(sl.stacks[slot], reach):
                continue
            blind_r, open_r = sl.stack_cards(slot)
            has_blind = slot < len(shown.blind_slots) and shown.blind_slots[slot]
            if not has_blind and (slot >= len(shown.open_slots) or shown.open_slots[slot] is None):
                surface.blit(
                    w.rounded(blind_r.size, (0, 0, 0, 0), sl.table_w // 10, SLOT_LINE, 1), blind_r
                )
            if has_blind:
                turned = shown.turned.get(slot)
                if turned is not None:
                    if (seat, slot) not in hidden.turned:
                        self.art.draw(
                            surface,
                            turned,
                            blind_r.move(0, -blind_r.h // 10).topleft,
                            sl.table_w,
                            CardState.LAST,
                        )
                elif (seat, slot) not in hidden.blind:
                    state = CardState.NORMAL
                    self.art.draw(surface, None, blind_r.topleft, sl.table_w, state)
                    if me and opts.where is Where.BLIND:
                        self._outline(surface, blind_r, w.GOLD, 2)
            card = shown.open_slots[slot] if slot < len(shown.open_slots) else None
            if card is None or (seat, slot) in hidden.open:
                if me and focus == (Where.BLIND, slot):
                    self._focus_ring(surface, blind_r)
                continue
            state = CardState.NORMAL
            if me and opts.swap:
                state = CardState.SELECTED if sel.give == slot else CardState.NORMAL
            elif me and opts.where is Where.OPEN and opts.my_turn:
                if sel.where is Where.OPEN and slot in sel.picks:
                    state = CardState.SELECTED
                elif card not in opts.playable:
                    state = CardState.DIMMED
                if card in opts.attackers:
                    self._attack_glow(surface, open_r)
            elif waiting or (me and scene.state.is_over):
                state = CardState.DIMMED  # not now: the hand comes first
            if swap_target and sel.give is not None:  # these are the cards to choose from
                pad = CardArt.halo_pad(sl.table_w)
                halo = self.art.glow(sl.table_w, CardState.SELECTED)
                if halo is not None:
                    self.art.blit_halo(surface, halo, (open_r.x - pad, open_r.y - pad), sl.table_w)
            r = self.art.draw(surface, card, open_r.topleft, sl.table_w, state)
            if swap_target and sel.give is not None:
                self._outline(surface, r, (255, 250, 220), 3, grow=3)
            self._marks(
                surface,
                r,
                attacker=me and opts.where is Where.OPEN and card in opts.attackers,
                focused=(me and focus == (Where.OPEN, slot))
                or (swap_target and focus == (Where.LOSER, slot)),
            )

    def _attack_glow(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Red light behind a card that can attack now (R9.3's last chance)."""
        spread = max(4, rect.w // 8)
        surface.blit(w.glow(rect.size, w.RED, rect.w // 10, spread), rect.move(-spread, -spread))

    def _marks(
        self, surface: pygame.Surface, rect: pygame.Rect, *, attacker: bool, focused: bool
    ) -> None:
        """What a card wears: the attack rim, the keyboard's focus ring, and the attack
        flag last, so that the ring never covers it."""
        if attacker:
            thick = max(2, rect.w // 22)
            self._outline(surface, rect, (90, 10, 10), thick + 2, grow=thick + 1)
            self._outline(surface, rect, w.RED, thick, grow=thick)
        if focused:
            self._focus_ring(surface, rect)
        if attacker:
            self._attack_flag(surface, rect)

    def _attack_flag(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """T2: a red "!" on the corner of a card that would attack (R6.2, R9.3); with the
        red rim (`_marks`)."""
        size = flag_size(rect.w)  # above the left corner: a fan hides the right
        flag = pygame.Rect(rect.x + size // 3, rect.y - size // 2, size, size)
        pygame.draw.circle(surface, (120, 16, 16), flag.center, size // 2)
        pygame.draw.circle(surface, w.RED, flag.center, size // 2 - max(1, size // 10))
        drawn.note(drawn.Kind.BADGE, surface, flag)
        w.label(
            surface, "!", round(size * 0.8), w.CREAM, bold=True, shadow=False, center=flag.center
        )

    def _focus_ring(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """T2: the keyboard focus, thick gold on a dark rim: seen on white card borders."""
        draw_focus_ring(surface, rect)

    def _draw_drag(self, surface: pygame.Surface, lay: TableLayout) -> None:
        """T2: cards being dragged to the pile follow the pointer, a little fanned."""
        dragged = self.scene.controls.dragged()
        if dragged is None:
            return
        cards, where, (x, y) = dragged
        me = lay.seats[self.scene.human or 0]
        width = me.hand_w if where is Where.HAND else me.table_w
        height = round(width * 1.4)
        step = width // 4
        left = x - (width + step * (len(cards) - 1)) // 2
        for k, card in enumerate(cards):
            self.art.draw(
                surface,
                card,
                (left + k * step, y - height // 2),
                width,
                CardState.SELECTED,
                shadow=k == 0,
            )

    def _outline(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        color: tuple[int, int, int],
        width: int,
        grow: int = 3,
    ) -> None:
        r = rect.inflate(grow * 2, grow * 2)
        pygame.draw.rect(surface, color, r, width, border_radius=max(3, rect.w // 10))
        drawn.note(drawn.Kind.RING, surface, r)

    def _draw_hand(self, surface: pygame.Surface, lay: TableLayout, sl: SeatLayout) -> None:
        scene = self.scene
        seat = sl.seat
        shown = scene.shown.seats[seat]
        hidden = scene.director.hidden
        rects = self.hand_rects(lay, seat)
        if seat != scene.viewer or not scene.shows_hand:  # backs (known cards up on K)
            n = len(rects) - hidden.backs.get(seat, 0)
            known = list(shown.known) if scene.show_known else []
            if scene.face_up(seat):  # Watch: the whole hand, as the game has it now
                known = list(scene.state.seats[seat].hand)
            for i in range(max(0, n)):
                card = known[i] if i < len(known) else None
                self.art.draw(surface, card, rects[i].topleft, rects[i].w, shadow=i == 0)
            if shown.hand_size:
                self._badge(
                    surface,
                    str(shown.hand_size),
                    lay.unit,
                    (rects[max(0, n - 1)].right, rects[0].bottom),
                )
            return
        opts = scene.options
        sel = scene.controls.selection
        mine = opts.my_turn and opts.where is Where.HAND and not opts.swap
        over = scene.state.is_over  # decided: nothing can be played, as a moment before
        focus = scene.controls.shown_focus()
        new = scene.news.marked(shown.hand)  # drawn or taken while the screen was not theirs
        for i, card in enumerate(shown.hand):
            if i in hidden.hand:
                continue
            r = rects[i]
            if i in new:  # a glow around it, strong enough to see beside its neighbours
                spread = max(4, r.w // 8)  # within the seat's reach (_reach)
                glow = w.glow(r.size, NEW_CARD, r.w // 10, spread)
                surface.blit(glow, r.move(-spread, -spread))
                surface.blit(glow, r.move(-spread, -spread))
            state = CardState.NORMAL
            top = r.topleft
            if sel.where is Where.HAND and i in sel.picks:
                state = CardState.SELECTED
            elif (mine and card not in opts.playable) or over:
                state = CardState.DIMMED
            attacker = mine and card in opts.attackers
            if attacker:
                self._attack_glow(
                    surface, r if state is not CardState.SELECTED else r.move(0, -self._lift(r.w))
                )
            face = self.art.draw(surface, card, top, r.w, state)
            self._marks(surface, face, attacker=attacker, focused=focus == (Where.HAND, i))

    # -- the middle ----------------------------------------------------------------------

    def _draw_pile(self, surface: pygame.Surface, lay: TableLayout, anim: EventAnim | None) -> None:
        scene = self.scene
        pile = scene.shown.pile
        hidden = scene.director.hidden
        first = pile_rects(lay.pile, lay.pile_w, 1)[0]
        shake = 0
        if anim is not None and anim.is_attack and not scene.app.settings.reduce_motion:
            t = anim.t
            shake = round(math.sin(t * 46) * lay.pile_w * 0.09 * (1 - t))
        if not pile or hidden.pile:
            surface.blit(
                w.rounded(first.size, (0, 0, 0, 40), lay.pile_w // 10, SLOT_LINE, 2), first
            )
            # The word on the empty slot, over the fan's empty room where the slot is
            # narrower than it (large words on a small pile)
            size = round(lay.unit * w.LEAST)
            where = first
            if w.text_surface(tr("label.empty_pile"), size, w.SOFT).get_width() > first.w - 6:
                where = first.union(lay.pile)
            w.label(
                surface,
                tr("label.empty_pile"),
                size,
                w.SOFT,
                shadow=False,
                max_width=where.w - 6,
                center=where.center,
            )
            return
        n = len(pile)
        incoming = 0
        t = 1.0
        if anim is not None and isinstance(anim.event, CardsPlayed):
            incoming = len(anim.event.cards)
            t = ease_out(anim.t)
        start = max(0, n - PILE_FAN - 1)
        for j in range(start, n):
            r = self.pile_pos(lay, n, j)
            if incoming:  # make room for the cards in flight: the fan slides as they land
                r = lerp_rect(r, self.pile_pos(lay, n + incoming, j), t)
            state = (
                CardState.LAST
                if j >= n - scene.shown.last_count and not incoming
                else CardState.NORMAL
            )
            self.art.draw(surface, pile[j], (r.x + shake, r.y), r.w, state, shadow=j == start)
        self._draw_pile_count(surface, lay, n)

    @staticmethod
    def _draw_pile_count(surface: pygame.Surface, lay: TableLayout, n: int) -> None:
        """The pile's count ("9 cards in the pile") beside it, level with its foot, or
        under it where the layout put it there; on as many lines as its place needs at the
        size the room reads."""
        size = round(lay.unit * w.LEAST)
        place = lay.pile_label
        lines = w.wrap(trn("label.pile_count", n), size, max(1, place.w))
        step = font(size).get_linesize()
        under = place.y >= lay.pile.bottom
        for k, line in enumerate(lines if under else reversed(lines)):
            if under:
                w.label(surface, line, size, w.SOFT, max_width=place.w,
                        midtop=(place.centerx, place.y + lay.unit // 4 + k * step))  # fmt: skip
            else:
                w.label(surface, line, size, w.SOFT, max_width=place.w,
                        bottomright=(place.right, place.bottom - k * step))  # fmt: skip

    def _draw_bid(self, surface: pygame.Surface, lay: TableLayout, anim: EventAnim | None) -> None:
        shown = self.scene.shown
        r = lay.bid
        attack = anim is not None and anim.is_attack
        edge = w.RED if attack else (120, 160, 130)
        surface.blit(w.rounded(r.size, BID_PANEL, r.h // 8, edge, max(2, r.h // 50)), r)
        word_size = round(lay.unit * w.LEAST)
        beside = False  # the word "BID" left of the bid, not above it
        big = max(12, round(r.h * 0.5))
        big_x, big_y = r.centerx, r.y + round(r.h * 0.5)
        sub_y = r.y + round(r.h * 0.84)
        small = round(lay.unit * 0.95)
        if text_size.scale() > 1:  # grown words: the bid between its word and the line under
            word_h = r.h // 14 + font(word_size).get_linesize()
            under = attack or shown.five_rule or shown.half_owner is not None
            sub_h = font(small, True).get_linesize() if under else 0
            between = r.h - word_h - sub_h
            sub_y = r.bottom - sub_h // 2 - r.h // 30
            if between >= big * 0.8:
                big = max(12, min(big, round(between * 0.9)))
                big_y = r.y + word_h + between // 2
            else:  # too short for three lines: the word left of the bid, the line under both
                upper = r.h - sub_h
                pad = max(4, lay.unit // 3)
                beside = True
                word_w = w.text_surface(tr("label.bid"), word_size, w.SOFT).get_width()
                big = max(12, min(big, round(upper * 0.8)))
                big_x, big_y = r.x + pad + word_w + (r.w - 2 * pad - word_w) // 2, r.y + upper // 2
        word = tr("label.bid")
        if beside:
            w.label(surface, word, word_size, w.SOFT, max_width=r.w - 8,
                    midleft=(r.x + max(4, lay.unit // 3), big_y))  # fmt: skip
        else:
            w.label(surface, word, word_size, w.SOFT, max_width=r.w - 8,
                    midtop=(r.centerx, r.y + r.h // 14))  # fmt: skip
        color = w.RED if attack else w.GOLD
        w.label(
            surface,
            bid_text(shown.bid_halves),
            big,
            color,
            bold=True,
            max_width=r.w - 12,
            center=(big_x, big_y),
        )
        if attack:
            w.label(
                surface,
                tr("label.attack"),
                small,
                w.RED,
                bold=True,
                max_width=r.w - 10,
                center=(r.centerx, sub_y),
            )
        elif shown.five_rule:
            pill = pygame.Rect(0, 0, round(r.w * 0.8), round(small * 1.6))
            pill.center = (r.centerx, sub_y)
            surface.blit(w.rounded(pill.size, w.LOWER_BLUE, pill.h // 2), pill)
            w.label(
                surface,
                tr("label.lower"),
                small,
                w.CREAM,
                bold=True,
                shadow=False,
                max_width=pill.w - 8,
                center=pill.center,
            )
        elif shown.half_owner is not None:
            w.label(
                surface,
                tr("label.half_owner", name=self.scene.short_name(shown.half_owner)),
                small,
                w.LILAC,
                bold=True,
                max_width=r.w - 10,
                center=(r.centerx, sub_y),
            )

    # -- what moves ------------------------------------------------------------------------

    def _card(
        self,
        surface: pygame.Surface,
        card: Card | None,
        rect: pygame.Rect,
        base_w: int,
        flip: float = 1.0,
    ) -> None:
        """A card drawn at `rect` (any size), rendered once at `base_w` and scaled."""
        img = self.art.back(base_w) if card is None else self.art.face(card, base_w)
        width = max(1, round(rect.w * abs(flip)))
        if (width, rect.h) != img.get_size():
            img = pygame.transform.scale(img, (width, rect.h))
        drawn.note(
            drawn.Kind.CARD,
            surface,
            surface.blit(img, (rect.centerx - width // 2, rect.y)),
            text="" if card is None else str(card),
        )

    def _draw_anim(self, surface: pygame.Surface, lay: TableLayout, anim: EventAnim) -> None:
        scene = self.scene
        e = anim.event
        t = ease_out(anim.t)
        if isinstance(e, CardsPlayed):
            n = len(e.cards)
            total = anim.pile_before + n
            for i, card in enumerate(e.cards):
                src = self._source(lay, e, anim, i)
                dst = self.pile_pos(lay, total, anim.pile_before + i)
                delay = i * 0.12  # several cards leave one after the other
                ti = ease_out(min(1.0, max(0.0, (anim.t - delay) / max(0.01, 1 - delay))))
                r = lerp_rect(src, dst, ti)
                r.y -= round(math.sin(math.pi * ti) * dst.h * 0.18)  # a little arc
                self._card(surface, card, r, lay.pile_w)
        elif isinstance(e, PileTaken):
            sl = lay.seats[e.seat]
            if e.to is D.ASIDE:
                dst = sl.aside
                width = sl.pile_w
            else:
                rects = self.hand_rects(lay, e.seat, extra=1)
                dst = rects[-1] if rects else sl.hand
                width = dst.w
            pile = scene.shown.pile
            n = len(pile)
            start = max(0, n - PILE_FAN)
            home = self.pile_pos(lay, n, start)  # over the empty place the pile leaves
            gather = ease_out(min(1.0, anim.t / TAKE_GATHER))
            items = [
                (pile[j], lerp_rect(self.pile_pos(lay, n, j), home, gather))
                for j in range(start, n)
            ]
            seat = scene.shown.seats[e.seat]
            for slot in anim.sources:
                items.append((seat.turned[slot], sl.stack_cards(slot)[0]))
            last = len(items) - 1
            span = 1 - TAKE_GATHER - TAKE_TRAIL * last
            drawn = home
            for k, (card, src) in enumerate(items):
                target = pygame.Rect(dst.x, dst.y, width, round(width * src.h / src.w))
                lag = TAKE_TRAIL * (last - k)
                ti = ease_in_out(min(1.0, max(0.0, (anim.t - TAKE_GATHER - lag) / span)))
                drawn = lerp_rect(src, target, ti)
                self._card(surface, card, drawn, max(16, lay.pile_w))
            # How many go: the top card carries the count (the line under the pile says it).
            self._badge(surface, str(len(e.cards)), lay.unit, drawn.bottomright)
        elif isinstance(e, CardsDrawn):
            sl = lay.seats[e.seat]
            rects = self.hand_rects(lay, e.seat, extra=e.count)
            for k in range(e.count):
                dst = rects[-(e.count - k)] if rects else sl.hand
                ti = ease_out(min(1.0, max(0.0, anim.t * 1.3 - 0.3 * k)))
                self._card(surface, None, lerp_rect(sl.draw, dst, ti), max(16, sl.hand_w))
        elif isinstance(e, BlindTurned | BlindReturned):
            sl = lay.seats[e.seat]
            slot = anim.sources[0]
            blind_r = sl.stack_cards(slot)[0]
            up = isinstance(e, BlindTurned)
            lifted = blind_r.move(0, -round(blind_r.h * 0.1 * math.sin(math.pi * anim.t)))
            phase = anim.t if up else 1 - anim.t
            showing_face = phase >= 0.5
            flip = abs(math.cos(math.pi * phase))
            self._card(surface, e.card if showing_face else None, lifted, sl.table_w, flip)
        elif isinstance(e, Swapped):
            a = lay.seats[e.seat].stack_cards(anim.sources[0])[1]
            b = lay.seats[e.loser].stack_cards(anim.targets[0])[1]
            arc = round(math.sin(math.pi * t) * a.h * 0.35)
            ra, rb = lerp_rect(a, b, t), lerp_rect(b, a, t)
            self._card(surface, e.gave, ra.move(0, -arc), lay.pile_w)
            self._card(surface, e.received, rb.move(0, arc), lay.pile_w)
        elif isinstance(e, BidAnnounced) and anim.is_attack:
            alpha = round(170 * (1 - anim.t))
            area = lay.pile.union(lay.bid).inflate(lay.margin * 2, lay.margin * 2)
            surface.blit(w.rounded(area.size, (230, 40, 30, alpha), lay.unit), area)
            w.label(
                surface,
                tr("label.attack"),
                round(lay.unit * 2.4),
                w.CREAM,
                bold=True,
                max_width=area.w,
                center=area.center,
                alpha=max(0, round(255 * (1 - t))),
            )

    def _source(
        self, lay: TableLayout, played: CardsPlayed, anim: EventAnim, i: int
    ) -> pygame.Rect:
        """Where the `i`th card of `played` starts its flight to the pile."""
        seat = played.seat
        sl = lay.seats[seat]
        if played.zone is Zone.HAND:
            rects = self.hand_rects(lay, seat)
            if seat == self.scene.viewer and self.scene.shows_hand and i < len(anim.sources):
                return rects[anim.sources[i]] if anim.sources[i] < len(rects) else sl.hand
            n = len(played.cards)
            k = len(rects) - n + i
            return rects[k] if 0 <= k < len(rects) else sl.hand
        slot = anim.sources[i] if i < len(anim.sources) else 0
        blind_r, open_r = sl.stack_cards(slot)
        return open_r if played.zone is Zone.OPEN else blind_r.move(0, -blind_r.h // 10)

    # -- overlay bits ------------------------------------------------------------------------

    def _draw_hover(self, surface: pygame.Surface, lay: TableLayout) -> None:
        """A light rim round the card under the mouse, if clicking it would do something.

        Drawn on top each frame, so moving the mouse never redraws the whole table."""
        scene = self.scene
        hover = scene.controls.hover
        opts = scene.options
        if hover is None or hover[0] != "card" or not opts.my_turn or scene.human is None:
            return
        _, where, index, card = hover
        sel = scene.controls.selection
        me = lay.seats[scene.human]
        rect: pygame.Rect | None = None
        if where is Where.HAND and opts.where is Where.HAND and card in opts.playable:
            rects = self.hand_rects(lay, scene.human)
            if index < len(rects):
                rect = rects[index]
                if sel.where is Where.HAND and index in sel.picks:
                    rect = rect.move(0, -self._lift(rect.w))
        elif where is Where.OPEN and (
            opts.swap or (opts.where is Where.OPEN and card in opts.playable)
        ):
            rect = me.stack_cards(index)[1]
            if sel.give == index or (sel.where is Where.OPEN and index in sel.picks):
                rect = rect.move(0, -self._lift(rect.w))
        elif where is Where.BLIND and opts.where is Where.BLIND:
            rect = me.stack_cards(index)[0]
        elif where is Where.LOSER and opts.swap and scene.state.loser is not None:
            rect = lay.seats[scene.state.loser].stack_cards(index)[1]
        if rect is not None:
            self._outline(surface, rect, (255, 250, 220), 3, grow=2)

    def _draw_bubbles(self, surface: pygame.Surface, lay: TableLayout) -> None:
        scene = self.scene
        thinking = scene.waiting_for_bot()
        bubbles = [b for b in scene.bubbles.all() if b.seat != thinking]
        speaking = {b.seat for b in bubbles} | {thinking}
        for sl in lay.seats:
            memo = scene.memos.get(sl.seat)
            if memo is not None and sl.seat not in speaking:
                draw_memo(surface, sl.bubble, sl.side in (Side.LEFT, Side.RIGHT), memo, lay.unit)
        if thinking is not None:  # "…" while a bot makes up its mind
            still = scene.app.settings.reduce_motion
            bubbles.append(thinking_bubble(thinking, scene.time, still))
        table_w = surface.get_width() if lay.log_panel is None else lay.log_panel.x
        for b in bubbles:
            sl = lay.seats[b.seat]
            vertical = sl.side in (Side.LEFT, Side.RIGHT)
            draw_bubble(surface, sl.bubble, vertical, b, lay.unit, table_w)

    def _draw_controls(self, surface: pygame.Surface, lay: TableLayout) -> None:
        scene = self.scene
        hover = scene.controls.hover
        names = (tr("button.log"), tr("button.help"), tr("button.menu"), tr("button.score"))
        tools = zip(TOOLS, names, lay.toolbar, strict=True) if scene.shows_toolbar else ()
        for name, text, rect in tools:
            active = name == "log" and scene.log_open
            w.button(
                surface,
                rect,
                text,
                round(lay.unit * w.LEAST),
                primary=active,
                hover=hover == ("tool", name),
            )
        for button, rect in zip(scene.controls.buttons(), lay.actions, strict=False):
            w.button(
                surface,
                rect,
                button.text,
                round(lay.unit * 0.95),
                primary=button.style == "primary",
                danger=button.style == "danger",
                enabled=button.enabled,
                hover=hover == ("button", button.name),
            )
        draw_message(
            surface,
            lay.message,
            round(lay.unit * 1.05),
            round(lay.unit * w.LEAST),
            scene.note,
            scene.controls.prompt(),
            scene.options.my_turn,
        )

    def log_event(self, event: pygame.event.Event) -> bool:
        """Scroll the open move log: the wheel over it, PgUp/PgDn/Home/End. True if taken."""
        panel = self.layout().log_panel if self.scene.log_open else None
        return self.log_panel.handle(event, panel, self.scene.log)
