"""Where everything on the Huit américain table goes, for one window size and player count.

Pure geometry, no drawing and no fonts, so tests can check every size quickly. Seat 0 (the
player) sits at the bottom with the hand fanned large; the others follow clockwise around
the table (H1: play is clockwise), on the sides 8½ uses (`sides_for`). In the middle: the
stock with its count, the discard, the suit asked after an 8 beside it, and the ace
penalty's badge on the discard. Under the round's line, top left, the house rules in force
(RULES.md H7), when there are any; round the middle, where the arrows of the direction of
play lie when jacks reverse it (H7.2).
"""

from __future__ import annotations

from functools import lru_cache

import attrs
import pygame
from attrs import frozen

from game.ui.shell import text_size
from game.ui.table.card_faces import ASPECT
from game.ui.table.seating import FAN_GAP, Side, card_h, fan, rotate, sides_for

__all__ = ["HuitLayout", "SeatLayout", "Side", "compute", "fan", "table_layout"]

BUTTONS = ("draw", "carte", "call")  # the action buttons, bottom to top
TOOLS = ("log", "help", "menu", "score")  # the toolbar, left to right
OPP_FAN = 0.22  # an opponent's backs overlap: this much of each shows
OPP_MAX = 8  # backs drawn at most; the badge gives the real count
UNDER = 2  # discard cards drawn under the top one, each peeking out on its left
HAND_OF_WIDTH = 0.075  # the hand's cards are at least this share of the window's width...
HAND_LEAST_OF_HEIGHT = 0.145 / 1.4  # ...or of its height where that is less;
HAND_OF_HEIGHT = 0.2  # and at most this share of its height tall
EIGHT_IN_HAND = 8  # a hand this long lies side by side where the window lets it


def peek(card_w: int) -> int:
    """How far each older discard card peeks out on the left of the one on it."""
    return max(2, card_w // 7)


@frozen
class SeatLayout:
    seat: int
    side: Side
    plate: pygame.Rect  # name, level, score; the count badge on the hand
    hand: pygame.Rect  # the cards (faces for the player, backs for the others)
    hand_w: int  # card width in that hand
    bubble: pygame.Rect

    def seated(self, seat: int) -> SeatLayout:
        """This place, held by `seat` (the table turned: seating.rotate)."""
        return attrs.evolve(self, seat=seat)

    def zones(self) -> dict[str, pygame.Rect]:
        return {"plate": self.plate, "hand": self.hand, "bubble": self.bubble}


@frozen
class HuitLayout:
    size: tuple[int, int]
    players: int
    log_open: bool
    unit: int
    margin: int
    seats: tuple[SeatLayout, ...]
    stock: pygame.Rect
    stock_count: pygame.Rect  # the count under the stock
    discard: pygame.Rect  # the top card; the older ones peek out on its left (`pile`)
    pile: pygame.Rect  # the discard with the older cards peeking out: kept in sight
    card_w: int  # stock and discard card width
    suit: pygame.Rect  # the suit asked after an 8, shown large beside the discard
    penalty: pygame.Rect  # the ace penalty's badge, on the discard's corner
    info: pygame.Rect  # "Round 2 · to 500"
    rules_room: pygame.Rect  # where the house rules' label may go, under `info`
    rules: pygame.Rect  # the part of it the label takes (no height: book rules, no label)
    ring: pygame.Rect  # the track of the direction's arrows, under the middle's cards
    message: pygame.Rect  # the prompt, refusals, hints
    keys: pygame.Rect  # the key help line
    buttons: dict[str, pygame.Rect]
    toolbar: dict[str, pygame.Rect]
    chooser: pygame.Rect  # the suit chooser's panel (over the stock, only when choosing)
    suit_buttons: tuple[pygame.Rect, ...]  # clubs, diamonds, hearts, spades
    log_panel: pygame.Rect | None

    def zones(self) -> dict[str, pygame.Rect]:
        """Every rect of the table (the suit chooser lies over it: not among them)."""
        out = {"stock": self.stock, "stock_count": self.stock_count,
               "discard": self.discard, "suit": self.suit, "info": self.info,
               "message": self.message, "keys": self.keys}  # fmt: skip
        if self.rules.h > 0:
            out["rules"] = self.rules
        out.update({f"button.{k}": r for k, r in self.buttons.items()})
        out.update({f"tool.{k}": r for k, r in self.toolbar.items()})
        for s in self.seats:
            out.update({f"seat{s.seat}.{k}": r for k, r in s.zones().items()})
        if self.log_panel is not None:
            out["log_panel"] = self.log_panel
        return out


def big_enough(button: int, card_w: int) -> bool:
    """Is a suit button `button` pixels wide easy to hit, beside the middle's cards `card_w`
    wide? Half as wide as them at least, and never under 28 pixels."""
    return button >= max(28, card_w // 2)


def info_step(unit: int) -> int:
    """From one line of the round's line to the next, when it takes two."""
    return round(unit * 1.2)


@lru_cache(maxsize=32)
def table_layout(
    size: tuple[int, int],
    players: int,
    log_open: bool,
    key_lines: int = 1,
    chooser_lines: int = 1,
    bottom: int = 0,
    rules_h: int = 0,
    info_lines: int = 1,
    chooser_title: tuple[int, int] = (0, 0),
    stock_lines: int = 1,
    info_under: bool = False,
) -> HuitLayout:
    return compute(
        size, players, log_open, key_lines, chooser_lines, bottom, rules_h, info_lines,
        chooser_title, stock_lines, info_under,
    )  # fmt: skip


text_size.forget_on_change(table_layout.cache_clear)


def compute(
    size: tuple[int, int],
    players: int,
    log_open: bool = False,
    key_lines: int = 1,
    chooser_lines: int = 1,
    bottom: int = 0,
    rules_h: int = 0,
    info_lines: int = 1,
    chooser_title: tuple[int, int] = (0, 0),
    stock_lines: int = 1,
    info_under: bool = False,
) -> HuitLayout:
    """The table for a window of `size`, `players` seats, the move log open or not, the
    keys' help at the bottom on `key_lines` lines and the suit chooser's title on
    `chooser_lines` (more than one where one is too short for them); seat `bottom` (the one
    whose hand the table shows) at the bottom; the house rules' label `rules_h` pixels
    tall (0: book rules, no label); the round's line on `info_lines` lines (two where the
    toolbar leaves it too little room: the move log open in a small window); the suit
    chooser's title (its longest word, and all of it on one line) that many pixels wide with
    the panel's margins (0: not measured); the count under the stock on `stock_lines`
    lines (two where its words are too long for the room beside the seats); the round's
    line `info_under` the toolbar, across the table, where beside it is too narrow for its
    words (large words, the move log open in a small window)."""
    width, height = size
    u = text_size.unit(size)
    m = max(6, u // 2)
    panel = None
    if log_open:
        pw = min(round(width * 0.3), u * 24)
        panel = pygame.Rect(width - pw, 0, pw, height)
        width -= pw
    area = pygame.Rect(0, 0, width, height)

    # Top row: the round's line at the left, the toolbar at the right.
    tool_h = round(u * 1.9)
    tool_w = round(u * 5.2)
    toolbar = {}
    x = area.right - m - len(TOOLS) * tool_w - (len(TOOLS) - 1) * (m // 2)
    for name in TOOLS:
        toolbar[name] = pygame.Rect(x, m, tool_w, tool_h)
        x += tool_w + m // 2
    info_h = max(tool_h, info_lines * info_step(u) + m // 2)
    info = pygame.Rect(m, m, max(u, toolbar["log"].x - 2 * m), info_h)
    if info_under:
        info = pygame.Rect(m, toolbar["log"].bottom + m // 2, area.w - 2 * m, info_h)

    # Bottom: the key help line, the player's hand, their plate and the buttons.
    keys_h = round(u * 1.3) + (key_lines - 1) * round(u * 1.1)  # lines at 0.9 units
    keys = pygame.Rect(m, height - m - keys_h, area.w - 2 * m, keys_h)
    plate_w, plate_h = round(u * 8.5), round(u * 2.9)  # as wide as the buttons opposite
    hand_room = area.w - 2 * (m + plate_w + m)  # between the plate and the buttons
    # The player's hand grows from its share of a 4:3 window until eight cards lie side by
    # side, up to a fifth of the window's height: on a 16:9 TV they read from across the
    # room. More cards overlap in a fan rather than shrink.
    least = max(24, round(min(width * HAND_OF_WIDTH, height * HAND_LEAST_OF_HEIGHT)))
    eight = int(hand_room / (EIGHT_IN_HAND + (EIGHT_IN_HAND - 1) * FAN_GAP))
    hand_w = max(24, round(min(max(least, eight), height * HAND_OF_HEIGHT / ASPECT)))
    lift = round(card_h(hand_w) * 0.2)
    button_w, button_h = round(u * 8.5), round(u * 2.0)  # room for "Laatste kaart!"
    hand_h = card_h(hand_w) + lift
    hand_bottom = keys.y - m // 2
    hand = pygame.Rect(m + plate_w + m, hand_bottom - hand_h, hand_room, hand_h)
    plate0 = pygame.Rect(m, hand_bottom - plate_h, plate_w, plate_h)
    message = pygame.Rect(hand.x, hand.y - round(u * 2.0), hand.w, round(u * 1.8))
    if hand.w < u * 12:  # a hand squeezed by large words: the prompt keeps room for a few
        message.w = min(u * 16, area.w - 3 * m - button_w)
        message.centerx = hand.centerx
        message.clamp_ip(pygame.Rect(area.x + m, 0, area.w - 3 * m - button_w, height))
    # The player's words: beside the plate they would be a plate wide (too narrow for
    # "Ik vraag klaveren!" at 800×600), so they go above the prompt line, as wide as a
    # top seat's bubble.
    bubble0 = pygame.Rect(m, message.y - m // 3 - round(u * 2.1), round(u * 14), round(u * 2.1))
    buttons = {}
    y = hand_bottom - button_h
    for name in BUTTONS:
        buttons[name] = pygame.Rect(area.right - m - button_w, y, button_w, button_h)
        y -= button_h + m // 2
    seats = [SeatLayout(0, Side.BOTTOM, plate0, hand, hand_w, bubble0)]

    # The others around the top and the sides.
    opp_w = max(20, round(least * 0.6))  # the centre keeps the room the hand took
    opp_h = card_h(opp_w)
    fan_w = opp_w + round((OPP_MAX - 1) * opp_w * OPP_FAN)
    bubble_h = round(u * 2.0)
    sides = sides_for(players)
    tops = [p for p in range(1, players) if sides[p] is Side.TOP]
    box_w = max(plate_w, fan_w)  # plate above its backs
    top_x = {
        p: area.centerx if len(tops) == 1 else area.x + round(area.w * (0.3 if k == 0 else 0.7))
        for k, p in enumerate(tops)
    }
    # The seats at the top sit under the round's line where it reaches over them (on two
    # lines, or under the toolbar).
    under_info = any(x - box_w // 2 < info.right + m for x in top_x.values())
    top = max(toolbar["log"].bottom, info.bottom if under_info else 0) + m // 2
    # A seat at the top speaks beside its plate (as at the 8½ table), up to 16 units wide;
    # a seat at a side under its backs, as wide as the table lets it.
    top_h = plate_h + m // 3 + opp_h
    side_h = top_h + m // 3 + bubble_h
    side_bubble_w = max(box_w + 2 * m, round(u * 12))
    centre_top = top + top_h + m
    mid_y = (centre_top + message.y) // 2
    side_y = min(mid_y - side_h // 2, bubble0.y - m // 3 - side_h)  # a side seat's top
    if len(tops) == 2 and len(tops) < players - 1 and side_y < top + top_h:
        # Two seats at the top between two at the sides as high as they: clear of the
        # sides' plates where large words widen them, if the two at the top then still
        # stand apart.
        clear = m + box_w + m + box_w // 2
        left, right = max(top_x[tops[0]], area.x + clear), min(top_x[tops[1]], area.right - clear)
        if right - left >= box_w + m:
            top_x = {tops[0]: left, tops[1]: right}
    for p in range(1, players):
        side = sides[p]
        if side is Side.TOP:
            box = pygame.Rect(0, top, box_w, top_h)
            box.centerx = top_x[p]
        else:
            box = pygame.Rect(0, 0, box_w, side_h)
            box.centery = mid_y
            box.bottom = min(box.bottom, bubble0.y - m // 3)  # its words above the player's
            if side is Side.LEFT:
                box.x = m
            else:
                box.right = area.right - m
        plate = pygame.Rect(box.centerx - plate_w // 2, box.y, plate_w, plate_h)
        hand_r = pygame.Rect(box.centerx - fan_w // 2, plate.bottom + m // 3, fan_w, opp_h)
        if side is Side.TOP:
            after = [x - box_w // 2 for q, x in top_x.items() if x > top_x[p]]
            limit = min(after, default=area.right) - m
            bubble = pygame.Rect(
                plate.right + m,
                plate.centery - bubble_h // 2,
                min(u * 16, limit - plate.right - m),
                bubble_h,
            )
        else:
            bubble = pygame.Rect(0, hand_r.bottom + m // 3, side_bubble_w, bubble_h)
            if side is Side.LEFT:
                bubble.x = max(area.x, box.x - m)
            else:
                bubble.right = min(area.right, box.right + m)
        seats.append(SeatLayout(p, side, plate, hand_r, opp_w, bubble))

    # The middle: stock, discard, the suit asked; the penalty on the discard's corner.
    side_right = max((s.bubble.right for s in seats if s.side is Side.LEFT), default=area.x)
    side_left = min((s.bubble.x for s in seats if s.side is Side.RIGHT), default=area.right)
    room_w = side_left - side_right - 2 * m
    room_h = message.y - centre_top - m
    count_more = (stock_lines - 1) * round(u * 1.1)  # the stock's count on more lines
    count_h = round(u * 1.5) + count_more
    card_w = max(
        24,
        min(
            round(hand_w * 1.05),
            round((room_h - u * 1.6 - count_more) / 1.4),
            round(room_w / 4.2),
        ),
    )
    ch = card_h(card_w)
    gap = round(card_w * 0.35)
    cx = (side_right + side_left) // 2
    cy = centre_top + (room_h - count_h) // 2
    discard = pygame.Rect(cx + gap // 2, cy - ch // 2, card_w, ch)
    stock = pygame.Rect(cx - gap // 2 - card_w, cy - ch // 2, card_w, ch)
    # Room for "12 cartes à piocher" at the size the room reads, centred under the stock,
    # clear of the seats on the left and no further right than the discard.
    label_w = min(
        max(2 * card_w + gap, u * 12),
        2 * (stock.centerx - side_right - m),
        2 * (discard.right - stock.centerx),
        room_w,
    )
    stock_count = pygame.Rect(stock.centerx - label_w // 2, stock.bottom + m // 2, label_w, count_h)
    suit_size = round(ch * 0.8)
    suit = pygame.Rect(discard.right + gap, cy - suit_size // 2, suit_size, suit_size)
    badge = round(u * 2.6)
    penalty = pygame.Rect(discard.right - badge * 2 // 3, discard.y - badge // 3, badge, badge)

    pile = discard.union(discard.move(-UNDER * peek(card_w), 0))
    ring = _ring(
        stock.unionall([pile, suit, penalty, stock_count]),
        pygame.Rect(side_right + m, centre_top, room_w, message.y - m - centre_top),
        u,
    )

    # The house rules' label: under the round's line, left of the top seats, above the left
    # seat and the player's words, clear of the arrows round the middle.
    rules_top = info.bottom + m // 4
    right = min((min(s.plate.x, s.hand.x) for s in seats if s.side is Side.TOP), default=area.right)
    right = min(right, toolbar["log"].x) - m
    low = min([s.plate.y for s in seats if s.side is Side.LEFT] + [bubble0.y]) - m
    rules_room = pygame.Rect(m, rules_top, max(u, right - m), max(u, low - rules_top))
    if rules_room.colliderect(ring):
        beside = pygame.Rect(rules_room.x, rules_top, ring.x - m - rules_room.x, rules_room.h)
        above = pygame.Rect(rules_room.x, rules_top, rules_room.w, ring.y - m // 2 - rules_top)
        rules_room = max(beside, above, key=lambda r: (min(r.w, r.h * 3), r.w * r.h))
        rules_room.w, rules_room.h = max(u, rules_room.w), max(u, rules_room.h)
    rules = pygame.Rect(rules_room.x, rules_room.y, rules_room.w, min(rules_h, rules_room.h))

    # The suit chooser: four big buttons beside the pile, where they can be biggest: left
    # of the stock, over the suit sign, or above or below the middle's cards; never over
    # the stock and its count (what is left to draw is still read while a suit is named),
    # the pile, the hand, the prompt or a seat.
    low = max(stock_count.bottom, pile.bottom) + m
    left_end = min(stock.x, stock_count.x, pile.x) - m
    rooms = (  # (room, the side of the room nearest the pile: -1 left, 1 right, 0 middle)
        (
            pygame.Rect(
                side_right + m, centre_top, left_end - side_right - m, message.y - m - centre_top
            ),
            1,
        ),
        (
            pygame.Rect(
                discard.right + m,
                centre_top,
                side_left - discard.right - 2 * m,
                message.y - m - centre_top,
            ),
            -1,
        ),
        (pygame.Rect(side_right + m, low, room_w, message.y - m - low), 0),
        (pygame.Rect(side_right + m, centre_top, room_w, min(pile.y, stock.y) - m - centre_top), 0),
    )

    def fits(laid: Laid) -> bool:
        return laid.room.contains(laid.panel) and big_enough(laid.buttons[0].w, card_w)

    def lay_out(rooms: tuple[tuple[pygame.Rect, int], ...], wide: bool = False) -> list[Laid]:
        laid_out = []
        for room, near in rooms:
            laid = _chooser(room, near, ch, u, m, cy, chooser_lines, chooser_title, wide)
            if laid.panel.colliderect(bubble0):  # it would hide the player's words: not over them
                laid_out += [
                    _chooser(part, near, ch, u, m, cy, chooser_lines, chooser_title, wide)
                    for part in _around(room, bubble0, m)
                ]
            else:
                laid_out.append(laid)
        return laid_out

    # With larger words the panel takes the room's width where the title needs it, rather
    # than breaking it on as many lines as the buttons' width would.
    laid_out = lay_out(rooms, wide=text_size.scale() > 1)
    best = max(laid_out, key=lambda laid: laid.buttons[0].w)
    if not fits(best):
        # Beside the pile there is no room for its title or for buttons big enough to hit
        # (large words, five seats, a small window): it goes over the middle's cards, which
        # matter least while a suit is named, and the side seats' words if it must; the
        # hand, the prompt and the seats' names and cards stay in sight.
        left = max(
            (max(s.plate.right, s.hand.right) for s in seats if s.side is Side.LEFT),
            default=area.x,
        )
        right = min(
            (min(s.plate.x, s.hand.x) for s in seats if s.side is Side.RIGHT),
            default=area.right,
        )
        middle = pygame.Rect(left + m, centre_top, right - left - 2 * m, message.y - m - centre_top)
        laid_out += lay_out(((middle, 0),), wide=True)
        # As a last resort over the player's own words (said before naming a suit) and the
        # prompt too (the way back out of the chooser, Esc).
        down = pygame.Rect(middle.x, middle.y, middle.w, hand.y - m // 2 - middle.y)
        whole = _chooser(down, 0, ch, u, m, cy, chooser_lines, chooser_title, wide=True)
        if not any(fits(laid) for laid in laid_out):
            laid_out.append(whole)
        best = max(
            laid_out,
            key=lambda laid: (fits(laid), laid.room.contains(laid.panel), laid.buttons[0].w),
        )
    chooser, suit_buttons = best.panel, best.buttons
    return HuitLayout(
        size=size,
        players=players,
        log_open=log_open,
        unit=u,
        margin=m,
        seats=rotate(seats, bottom),
        stock=stock,
        stock_count=stock_count,
        discard=discard,
        pile=pile,
        card_w=card_w,
        suit=suit,
        penalty=penalty,
        info=info,
        rules_room=rules_room,
        rules=rules,
        ring=ring,
        message=message,
        keys=keys,
        buttons=buttons,
        toolbar=toolbar,
        chooser=chooser,
        suit_buttons=suit_buttons,
        log_panel=panel,
    )


def _ring(core: pygame.Rect, free: pygame.Rect, u: int) -> pygame.Rect:
    """Where the direction's arrows go round `core` (the middle's cards and their signs),
    inside `free`: a track a few units out from it, where the room allows."""
    half_h = min(core.h / 2 + 3 * u, core.centery - free.y, free.bottom - core.centery)
    half_w = min(core.w / 2 + 5 * u, core.centerx - free.x, free.right - core.centerx)
    return pygame.Rect(
        round(core.centerx - half_w), round(core.centery - half_h), round(2 * half_w),
        round(2 * half_h),
    )  # fmt: skip


def _around(room: pygame.Rect, words: pygame.Rect, m: int) -> tuple[pygame.Rect, ...]:
    """The parts of `room` above the player's `words` and beside them."""
    return (
        pygame.Rect(room.x, room.y, room.w, words.y - m // 3 - room.y),
        pygame.Rect(words.right + m, room.y, room.right - words.right - m, room.h),
    )


@frozen
class Laid:
    """The suit chooser laid out in a room: its panel and its four buttons."""

    room: pygame.Rect
    panel: pygame.Rect
    buttons: tuple[pygame.Rect, ...]


def _chooser(
    room: pygame.Rect,
    near: int,
    card_h: int,
    u: int,
    m: int,
    cy: int,
    lines: int,
    title_w: tuple[int, int] = (0, 0),
    wide: bool = False,
) -> Laid:
    """The chooser's panel, its title on `lines` lines, and its buttons (clubs, diamonds,
    hearts, spades) in `room`, on its side `near` the pile and as near the middle's height
    `cy` as it allows: in a row, or two by two where that gives bigger buttons. No bigger
    than a card of the middle. A panel too narrow for the title's longest word (`title_w`:
    its longest word and its whole line, with the margins), or any panel `wide`, grows as
    wide as the room lets the title lie on fewer lines, its buttons in its middle."""
    title = round(u * 2.2) + (lines - 1) * round(u * 1.2)
    row = min(card_h, (room.w - 5 * m) // 4, room.h - 2 * m - title)
    square = min(card_h, (room.w - 3 * m) // 2, (room.h - 3 * m - title) // 2)
    cols = 4 if row >= square else 2
    sb = max(1, row if cols == 4 else square)
    rows = 4 // cols
    width = cols * sb + (cols + 1) * m
    word, whole = title_w
    if width < word or wide:
        width = max(width, word, min(whole, room.w))
    chooser = pygame.Rect(0, 0, width, rows * sb + (rows + 1) * m + title)
    chooser.center = (room.centerx + near * (room.w - chooser.w) // 2, cy)
    chooser.clamp_ip(room)
    top = chooser.bottom - rows * (sb + m)
    left = chooser.centerx - (cols * sb + (cols - 1) * m) // 2
    buttons = tuple(
        pygame.Rect(left + (i % cols) * (sb + m), top + (i // cols) * (sb + m), sb, sb)
        for i in range(4)
    )
    return Laid(room, chooser, buttons)
