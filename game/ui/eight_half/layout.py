"""Where everything on the card table goes, for one window size and player count.

Pure geometry: rectangles and card widths computed from the window size, no drawing and no
fonts, so tests can check every size quickly. Seat 0 (the player) sits at the bottom; the
others follow clockwise: left, top, right (RULES R3.3 "play goes clockwise").

    2 players: top            4 players: left, top, right
    3 players: top-left, top-right   5 players: left, top-left, top-right, right
"""

from __future__ import annotations

import math
from typing import TypedDict

import attrs
import pygame
from attrs import frozen

from game.ui.shell import text_size
from game.ui.table.focus_ring import ring_reach
from game.ui.table.seating import FAN_MIN_STEP, MIN_CARD, Side, card_h, fan, rotate, sides_for

__all__ = [
    "FAN_MIN_STEP",
    "MIN_CARD",
    "Side",
    "card_h",
    "compute",
    "fan",
    "pile_rects",
    "sides_for",
]

ASPECT = 88 / 63  # card height / width, as CardArt draws them
PEEK = 0.2  # how much of the blind card shows below the open card lying on it
STACK_GAP = 0.12  # gap between table stacks, in card widths
PILE_FAN = 5  # discard cards visible in the middle
PILE_STEP = 0.3  # horizontal step between them, in card widths (older cards identifiable)
LIFT = 0.14  # CardArt.lift: a selected card rises by this share of its width
FLAG = 0.25  # the attack flag's size in card widths; half of it stands above the card


def flag_size(card_w: int) -> int:
    """The attack flag's diameter on a card `card_w` wide."""
    return max(10, round(card_w * FLAG))


@frozen
class SeatLayout:
    seat: int
    side: Side
    box: pygame.Rect  # everything of this seat lies inside
    plate: pygame.Rect  # name plate
    bubble: pygame.Rect  # where the seat's speech bubble appears
    hand: pygame.Rect  # the hand is fanned inside this
    hand_w: int  # card width in hand
    stacks: tuple[pygame.Rect, ...]  # three stacks: blind card with the open card on it
    table_w: int
    draw: pygame.Rect
    aside: pygame.Rect
    pile_w: int  # card width of the draw and aside piles
    # Above the player's draw and aside piles, their words ("trekstapel", "opzij"): the
    # others' piles have none (empty here)
    tags: pygame.Rect = attrs.field(factory=pygame.Rect)

    def seated(self, seat: int) -> SeatLayout:
        """This place, held by `seat` (the table turned: seating.rotate)."""
        return attrs.evolve(self, seat=seat)

    def stack_cards(self, slot: int) -> tuple[pygame.Rect, pygame.Rect]:
        """(blind card, open card) rects of one stack: the blind peeks out below."""
        s = self.stacks[slot]
        h = card_h(self.table_w)
        return (
            pygame.Rect(s.x, s.bottom - h, self.table_w, h),
            pygame.Rect(s.x, s.y, self.table_w, h),
        )

    def zones(self) -> dict[str, pygame.Rect]:
        """The seat's named areas, for overlap tests and hit testing."""
        out = {"plate": self.plate, "bubble": self.bubble, "hand": self.hand,
               "draw": self.draw, "aside": self.aside}  # fmt: skip
        if self.tags.h:
            out["tags"] = self.tags
        for i, s in enumerate(self.stacks):
            out[f"stack{i}"] = s
        return out


@frozen
class TableLayout:
    size: tuple[int, int]
    players: int
    log_open: bool
    unit: int  # body text size in pixels; other text sizes are multiples
    margin: int
    seats: tuple[SeatLayout, ...]
    center: pygame.Rect
    pile: pygame.Rect  # the fanned discard pile
    pile_label: pygame.Rect  # its count ("9 cards in the pile"), left of it or under it
    pile_w: int
    bid: pygame.Rect  # the big bid display
    info: pygame.Rect  # "Game 2 of 6" line
    message: pygame.Rect  # prompts, refusals and hints for the player
    actions: tuple[pygame.Rect, ...]  # up to three action buttons, right to left
    toolbar: tuple[pygame.Rect, pygame.Rect, pygame.Rect, pygame.Rect]  # log, help, menu, score
    log_panel: pygame.Rect | None

    def zones(self) -> dict[str, pygame.Rect]:
        """Every laid-out rect by name (tests check they are on screen and apart)."""
        out: dict[str, pygame.Rect] = {
            "pile": self.pile, "pile_label": self.pile_label, "bid": self.bid, "info": self.info,
            "message": self.message,
            "log_button": self.toolbar[0], "help_button": self.toolbar[1],
            "menu_button": self.toolbar[2],
            "score_button": self.toolbar[3],
        }  # fmt: skip
        for i, r in enumerate(self.actions):
            out[f"action{i}"] = r
        if self.log_panel is not None:
            out["log_panel"] = self.log_panel
        for s in self.seats:
            for name, r in s.zones().items():
                out[f"seat{s.seat}.{name}"] = r
        return out


def compute(
    size: tuple[int, int], players: int, log_open: bool = False, bottom: int = 0
) -> TableLayout:
    """The whole table for a window of `size` with `players` seats (2-5), seat `bottom` (the
    one whose cards the table shows) at the bottom."""
    if not 2 <= players <= 5:
        raise ValueError(f"the table seats 2 to 5 players, not {players}")
    w, h = max(320, size[0]), max(240, size[1])
    # Grown words take the room the seats can give the middle; where even that is too
    # little (five seats at Largest in a small window, the log open), they grow only as far
    # as the middle holds them, never smaller than at Normal.
    normal = max(11, round(text_size.base_unit((w, h))))
    unit = text_size.unit((w, h))
    layout, short = _compute((w, h), players, log_open, bottom, unit)
    while short > 0 and unit > normal:
        unit -= 1
        layout, short = _compute((w, h), players, log_open, bottom, unit)
    return layout


def _compute(
    size: tuple[int, int], players: int, log_open: bool, bottom: int, unit: int
) -> tuple[TableLayout, int]:
    """The table at `unit`, and the height its middle still lacks (0: none)."""
    w, h = size
    m = max(4, round(min(w, h) * 0.012))
    log_panel = None
    area = pygame.Rect(0, 0, w, h)
    if log_open:
        lw = max(190, min(round(w * 0.25), unit * 24))
        log_panel = pygame.Rect(w - lw, 0, lw, h)
        area.width = w - lw
    row = round(unit * 1.9)  # name plates, bubbles and buttons are this tall

    sides = sides_for(players)
    bottom_h = round(h * 0.37)
    top_h = round(h * 0.25)
    has_sides = Side.LEFT in sides
    side_w = round(min(area.w * 0.2, h * 0.36)) if has_sides else 0
    grown = text_size.scale() > 1  # larger words than the shares of the window were made for
    short = 0
    if has_sides and grown:  # a plate holds a name and a two-figure count at its font
        side_w = max(side_w, min(round(unit * PLATE_LEAST), round(area.w * 0.25)))
    if grown:  # the seats above and below give the middle the height its lines need
        middle_w = area.w - 2 * m - (2 * (side_w + m) if has_sides else 0)
        cut = _middle_need(middle_w, unit, row, m) - (h - top_h - bottom_h - 3 * m)
        if cut > 0:  # from the seats across first, down to their plates and small cards
            top_cut = min(cut, max(0, top_h - (row + m + round(unit * TOP_CARDS))))
            # then from the player's seat, down to its two rows of words and cards its
            # hand can be played from (the pile and the bid shrink past their least then)
            least = 2 * row + 4 * m + round(unit * BOTTOM_CARDS)
            bottom_cut = min(cut - top_cut, max(0, bottom_h - least))
            top_h -= top_cut
            bottom_h -= bottom_cut
            short = cut - top_cut - bottom_cut

    human_box = pygame.Rect(area.x + m, h - bottom_h, area.w - 2 * m, bottom_h - m)
    mid_top = m + top_h
    mid_bottom = human_box.y - m
    tops = [i for i, s in enumerate(sides) if s is Side.TOP]
    boxes: dict[int, pygame.Rect] = {0: human_box}
    top_w = area.w - 2 * m
    if len(tops) == 1:
        width = round(top_w * (0.62 if has_sides else 0.72))
        boxes[tops[0]] = pygame.Rect(area.x + (area.w - width) // 2, m, width, top_h)
    else:
        half = (top_w - m) // 2
        boxes[tops[0]] = pygame.Rect(area.x + m, m, half, top_h)
        boxes[tops[1]] = pygame.Rect(area.right - m - half, m, half, top_h)
    for i, s in enumerate(sides):
        if s is Side.LEFT:
            boxes[i] = pygame.Rect(area.x + m, mid_top + m, side_w, mid_bottom - mid_top - m)
        elif s is Side.RIGHT:
            boxes[i] = pygame.Rect(
                area.right - m - side_w, mid_top + m, side_w, mid_bottom - mid_top - m
            )

    seats: list[SeatLayout] = []
    actions: tuple[pygame.Rect, ...] = ()
    for i, side in enumerate(sides):
        if side is Side.BOTTOM:
            seat, actions = _human(boxes[i], unit, row, m, grown)
        elif side is Side.TOP:
            seat = _across(i, boxes[i], unit, row, m, grown)
        else:
            seat = _beside(i, side, boxes[i], unit, row, m)
        seats.append(seat)

    cx0 = area.x + m + (side_w + m if has_sides else 0)
    cx1 = area.right - m - (side_w + m if has_sides else 0)
    center = pygame.Rect(cx0, mid_top + m, cx1 - cx0, mid_bottom - mid_top - m)
    middle = _middle(center, unit, row, m, seats[0].table_w, grown)
    layout = TableLayout(
        size=(w, h), players=players, log_open=log_open, unit=unit, margin=m,
        seats=rotate(seats, bottom), center=center, actions=actions, log_panel=log_panel, **middle,
    )  # fmt: skip
    return layout, short


BUBBLE_LEAST = 8.5  # units: the narrowest the player's bubble gets
BUTTON = 13  # units: an action button holding "Attaquer avec un 7 (A)" at its font
PLATE_LEAST = 8.5  # units: a plate holding "Chloé" and a two-figure count at their font
INFO_LEAST = 8  # units: the game line ("Partie 1 sur 6") beside the toolbar, else under it
BID_HEIGHT = 3.6  # units: the bid's box holding its word, the bid and "½ : Bruno"
TAGS_LEAST = 9  # units: the band over the player's piles holding "pioche", "de côté" side by side
BID_LEAST = 6.5  # units: the bid's box holding its words ("ANNONCE", "½ : Bruno") at their font
LABEL_BESIDE = 6  # units: the least room for the pile's count beside it (else under it)
LABEL_UNDER = 1.4  # units: the room for it under the pile, a line


def _fit_scale(need: float, have: float) -> float:
    return 1.0 if need <= have else have / need


def _human(
    box: pygame.Rect, unit: int, row: int, m: int, grown: bool = False
) -> tuple[SeatLayout, tuple[pygame.Rect, ...]]:
    """Bottom: name, bubble and buttons on top; then draw+aside | hand | three stacks.
    With `grown` words too wide for the buttons beside the plate and bubble, the buttons
    get a row of their own under them, on the right, and the cards give way."""
    # Friends at one screen sit here in turn, each with their name ("Anne-Sophie  10"), not
    # only "You": as wide as an opponent's across the table where the buttons keep their
    # width and the bubble its least.
    room = box.w - 3 * m - round(BUBBLE_LEAST * unit) - 2 * round(unit * 13)
    plate = pygame.Rect(box.x, box.y, max(min(unit * 11, box.w // 4), min(unit * 14, room)), row)
    # The buttons hold "Attaquer avec un 7 (A)" at their font where the seat has room; the
    # bubble between them and the plate keeps room for a short bid ("encore huit").
    buttons_w = min(round(unit * 13), (box.w - plate.w - 3 * m - round(BUBBLE_LEAST * unit)) // 2)
    actions = tuple(
        pygame.Rect(box.right - (k + 1) * buttons_w - k * m, box.y, buttons_w, row)
        for k in range(2)
    )
    top = plate.bottom + m  # where the cards begin
    bubble_right = actions[-1].x - m
    if grown and buttons_w < round(unit * BUTTON):
        buttons_w = min(round(unit * BUTTON), (box.w - m) // 2)
        actions = tuple(
            pygame.Rect(box.right - (k + 1) * buttons_w - k * m, top, buttons_w, row)
            for k in range(2)
        )
        top, bubble_right = top + row + m, box.right
        # and the plate has the room they left: a friend's name ("Anne-Sophie") at its font
        plate.w = max(plate.w, min(unit * 14, box.w - m - round(BUBBLE_LEAST * unit)))
    bubble = pygame.Rect(
        plate.right + m, box.y, min(unit * 16, bubble_right - plate.right - m), row
    )
    cards = pygame.Rect(box.x, top, box.w, box.bottom - top)
    # Room in the seat for all a card may wear: below, the focus ring (and the piles' count
    # badges, less deep); above, a selected card's lift and the attack flag on it.
    cards.h -= ring_reach(round(cards.h / ASPECT)) + 1
    hand_w = cards.h / (ASPECT + LIFT + FLAG / 2)
    table_w = min(cards.h / (ASPECT * (1 + PEEK) + LIFT + FLAG / 2), hand_w * 0.86)
    pile_w = hand_w * 0.68
    gap = 2 * m
    need = 2 * pile_w + m + 3 * table_w * (1 + STACK_GAP) + 2.2 * hand_w + 2 * gap
    f = _fit_scale(need, cards.w)
    hand_w, table_w, pile_w = (max(MIN_CARD, int(x * f)) for x in (hand_w, table_w, pile_w))
    ph = card_h(pile_w)
    draw = pygame.Rect(cards.x, cards.bottom - ph, pile_w, ph)
    aside = pygame.Rect(draw.right + m, draw.y, pile_w, ph)
    stacks = _stack_row(cards.right, cards.bottom, table_w, align_right=True)
    hand = pygame.Rect(aside.right + gap, cards.y, stacks[0].x - gap - aside.right - gap, cards.h)
    tags = pygame.Rect(draw.x, cards.y, aside.right - draw.x, draw.y - cards.y)
    if grown:  # the words ("de côté") wider than small piles: the hand begins after them
        tags.w = max(tags.w, min(round(unit * TAGS_LEAST), hand.right - draw.x))
        start = min(max(hand.x, tags.right + gap), hand.right - hand_w)
        hand = pygame.Rect(start, hand.y, hand.right - start, hand.h)
    return SeatLayout(
        0, Side.BOTTOM, box, plate, bubble, hand, hand_w, stacks, table_w, draw, aside, pile_w,
        tags,
    ), actions  # fmt: skip


def _stack_row(x: int, bottom: int, table_w: int, align_right: bool) -> tuple[pygame.Rect, ...]:
    sh = round(card_h(table_w) * (1 + PEEK))
    step = table_w + round(table_w * STACK_GAP)
    total = 3 * table_w + 2 * round(table_w * STACK_GAP)
    left = x - total if align_right else x
    return tuple(pygame.Rect(left + k * step, bottom - sh, table_w, sh) for k in range(3))


def _across(
    seat: int, box: pygame.Rect, unit: int, row: int, m: int, grown: bool = False
) -> SeatLayout:
    """An opponent at the top: name and bubble, then draw+aside | hand | stacks."""
    # Room for a name, its level and the cards left ("Bruno  Makkelijk  14"), up to two
    # fifths of the seat: the bubble beside it shrinks its words to fit, the plate cannot
    # (with `grown` words, up to half the seat for a name and its count).
    plate_w = min(unit * 16, box.w * 2 // 5)
    if grown:
        plate_w = max(plate_w, min(round(unit * PLATE_LEAST), box.w // 2))
    plate = pygame.Rect(box.x, box.y, plate_w, row)
    bubble = pygame.Rect(plate.right + m, box.y, min(unit * 16, box.right - plate.right - m), row)
    cards = pygame.Rect(box.x, plate.bottom + m, box.w, box.bottom - plate.bottom - m)
    table_w = cards.h / (ASPECT * (1 + PEEK))
    small = table_w * 0.78
    gap = 2 * m
    need = 2 * small + m + 3 * table_w * (1 + STACK_GAP) + 1.9 * small + 2 * gap
    f = _fit_scale(need, cards.w)
    table_w, small = max(MIN_CARD, int(table_w * f)), max(MIN_CARD, int(small * f))
    ph = card_h(small)
    draw = pygame.Rect(cards.x, cards.bottom - ph, small, ph)
    aside = pygame.Rect(draw.right + m, draw.y, small, ph)
    stacks = _stack_row(cards.right, cards.bottom, table_w, align_right=True)
    hand = pygame.Rect(
        aside.right + gap, cards.bottom - ph, stacks[0].x - gap - aside.right - gap, ph
    )
    return SeatLayout(
        seat, Side.TOP, box, plate, bubble, hand, small, stacks, table_w, draw, aside, small
    )


def _beside(seat: int, side: Side, box: pygame.Rect, unit: int, row: int, m: int) -> SeatLayout:
    """An opponent on the left or right: name, bubble, stacks, then draw+aside | hand."""
    plate = pygame.Rect(box.x, box.y, box.w, row)
    bubble = pygame.Rect(box.x, plate.bottom + m, box.w, row)
    top = bubble.bottom + m
    avail_h = box.bottom - top
    table_w = int(box.w / (3 + 2 * STACK_GAP))
    small = int(box.w / (2 + 1.7) - m)
    # Shrink both rows together until the stacks and the hand row fit the height.
    while table_w > MIN_CARD and (
        round(card_h(table_w) * (1 + PEEK)) + m + card_h(small) > avail_h
    ):
        table_w -= 1
        small = max(MIN_CARD, round(small * (table_w / (table_w + 1))))
    table_w, small = max(MIN_CARD, table_w), max(MIN_CARD, small)
    stacks = _stack_row(
        box.centerx - (3 * table_w + 2 * round(table_w * STACK_GAP)) // 2,
        top + round(card_h(table_w) * (1 + PEEK)),
        table_w,
        align_right=False,
    )
    ph = card_h(small)
    y = stacks[0].bottom + m
    draw = pygame.Rect(box.x, y, small, ph)
    aside = pygame.Rect(draw.right + m, y, small, ph)
    hand = pygame.Rect(aside.right + m, y, box.right - aside.right - m, ph)
    return SeatLayout(
        seat, side, box, plate, bubble, hand, small, stacks, table_w, draw, aside, small
    )


class _Middle(TypedDict):
    """The middle of the table, as TableLayout names its parts."""

    pile: pygame.Rect
    pile_label: pygame.Rect
    pile_w: int
    bid: pygame.Rect
    info: pygame.Rect
    message: pygame.Rect
    toolbar: tuple[pygame.Rect, pygame.Rect, pygame.Rect, pygame.Rect]


TOP_CARDS = 3  # units: the least height of the cards of the seats across, words grown
BOTTOM_CARDS = 4.5  # units: the least height of the player's cards, words grown
MIDDLE_PILE = 3.6  # units: the least height of the pile and the bid's box, words grown


def _message_lines(middle_w: int, unit: int) -> int:
    """The lines kept for the prompt under the pile: three where grown words make the
    longest prompts ("Entrée pour jouer, ou Espace pour changer la sélection") take them."""
    return 3 if text_size.scale() > 1 and middle_w < unit * 20 else 2


def _toolbar_rows(middle_w: int, unit: int, row: int, m: int) -> int:
    """The toolbar's rows: two where its buttons at their width are wider than the middle."""
    tb = round(row * 0.9)
    return 2 if text_size.scale() > 1 and 3 * round(tb * 2.6) + tb + 3 * m > middle_w else 1


def _info_under(middle_w: int, unit: int, row: int, m: int) -> bool:
    """Whether the game line goes under the toolbar, with no room left of it."""
    wide = round(round(row * 0.9) * 2.6)
    rows = _toolbar_rows(middle_w, unit, row, m)
    beside = middle_w - (2 * wide + 2 * m if rows == 2 else 3 * wide + round(row * 0.9) + 4 * m)
    return text_size.scale() > 1 and beside < round(unit * INFO_LEAST)


def _middle_need(middle_w: int, unit: int, row: int, m: int) -> int:
    """The height the middle's lines need with grown words: the toolbar, the status line
    under it, the pile and bid at their least with the pile's count under them, and the
    prompt's lines."""
    rows = _toolbar_rows(middle_w, unit, row, m)
    info = round(unit * 1.4) + m // 2 if _info_under(middle_w, unit, row, m) else 0
    return (
        rows * round(row * 0.9) + (rows - 1) * m + info + round(unit * MIDDLE_PILE)
        + round(unit * LABEL_UNDER) + row
        + (_message_lines(middle_w, unit) - 1) * round(unit * 1.3) + 4 * m
    )  # fmt: skip


def _middle(
    center: pygame.Rect, unit: int, row: int, m: int, table_w: int, grown: bool = False
) -> _Middle:
    """The discard pile and the bid side by side, a status line above, the prompt below.
    With `grown` words, a toolbar too wide for the middle goes on two rows, and a status
    line with no room left of it goes under it: the pile gives way."""
    info_h = round(unit * 1.4)
    tb = round(row * 0.9)
    # Each button with a word holds the longest of them ("Zetten", "Scores") at its font.
    wide = round(tb * 2.6)
    two_rows = grown and _toolbar_rows(center.w, unit, row, m) == 2
    menu = pygame.Rect(center.right - wide, center.y, wide, tb)
    help_ = pygame.Rect(menu.x - m - tb, center.y, tb, tb)
    if two_rows:  # the log's and the score's buttons under the help's and the menu's
        log = pygame.Rect(center.right - wide, menu.bottom + m, wide, tb)
        score = pygame.Rect(log.x - m - wide, log.y, wide, tb)
    else:
        log = pygame.Rect(help_.x - m - wide, center.y, wide, tb)
        score = pygame.Rect(log.x - m - wide, center.y, wide, tb)  # left of the log's
    toolbar = (log, help_, menu, score)
    info = pygame.Rect(
        center.x, center.y, score.x - m - center.x, max(info_h, score.bottom - center.y)
    )
    if grown and _info_under(center.w, unit, row, m):
        info = pygame.Rect(center.x, score.bottom + m // 2, center.w, info_h)
    # The prompt line: room for a second line, for words too long for one at a size the
    # room reads (a phone away, a hint with its reason).
    second = (_message_lines(center.w, unit) - 1) * round(unit * 1.3)
    message = pygame.Rect(center.x, center.bottom - row - second, center.w, row + second)
    room = pygame.Rect(center.x, info.bottom + m, center.w, message.y - m - info.bottom - m)

    def pile_and_bid(under: int) -> tuple[int, int, int, int]:
        """(card width, fan width, gap, bid width) with `under` pixels kept below them."""
        pile_w = max(
            MIN_CARD,
            int(
                min(
                    (room.h - under) / ASPECT,
                    room.w * 0.94 / (1 + (PILE_FAN - 1) * PILE_STEP + 2.2 + 0.3),
                    table_w * 1.15,
                )
            ),
        )
        fan_w = pile_w + round((PILE_FAN - 1) * PILE_STEP * pile_w)
        bid_w = round(pile_w * 2.2)
        if grown and bid_w < round(unit * BID_LEAST):
            bid_w = round(unit * BID_LEAST)
            # the pile gives way to the bid's word where the middle is narrow
            over = fan_w + round(pile_w * 0.3) + bid_w - round(room.w * 0.94)
            if over > 0:
                pile_w = max(
                    MIN_CARD, pile_w - math.ceil(over / (1 + (PILE_FAN - 1) * PILE_STEP + 0.3))
                )
                fan_w = pile_w + round((PILE_FAN - 1) * PILE_STEP * pile_w)
        return pile_w, fan_w, round(pile_w * 0.3), bid_w

    # The pile's count ("9 cards in the pile") beside it on the left, level with its foot;
    # where the middle is too narrow for that (4:3), under it, as wide as the middle.
    pile_w, fan_w, gap, bid_w = pile_and_bid(0)
    beside = (room.w - fan_w - gap - bid_w) // 2 - m >= round(unit * LABEL_BESIDE)
    label_h = 0 if beside else round(unit * LABEL_UNDER)
    if not beside:
        pile_w, fan_w, gap, bid_w = pile_and_bid(label_h)
    ch = card_h(pile_w)
    # The bid's box: as tall as the pile's cards, or (grown words) as its word, the bid and
    # the line under it need, the pile then standing level with its foot
    bid_h = ch
    if grown and ch < round(unit * BID_HEIGHT):
        bid_h = max(ch, min(round(unit * BID_HEIGHT), room.h - label_h))
    x = room.centerx - (fan_w + gap + bid_w) // 2
    y = room.centery - (bid_h + label_h) // 2 + bid_h - ch
    pile = pygame.Rect(x, y, fan_w, ch)
    if beside:
        pile_label = pygame.Rect(room.x, y, pile.x - m - room.x, ch)
    else:
        reach = min(pile.x - room.x, room.right - pile.right)  # centred under the fan
        pile_label = pygame.Rect(pile.x - reach, pile.bottom, fan_w + 2 * reach, label_h)
    bid = pygame.Rect(pile.right + gap, pile.bottom - bid_h, bid_w, bid_h)
    return {
        "pile": pile,
        "pile_label": pile_label,
        "pile_w": pile_w,
        "bid": bid,
        "info": info,
        "message": message,
        "toolbar": toolbar,
    }


def pile_rects(area: pygame.Rect, card_w: int, shown: int) -> list[pygame.Rect]:
    """Rects of the top `shown` (<= PILE_FAN) discards, bottom-most first, top card right."""
    shown = min(shown, PILE_FAN)
    h = card_h(card_w)
    step = round(card_w * PILE_STEP)
    return [pygame.Rect(area.x + i * step, area.y, card_w, h) for i in range(shown)]
