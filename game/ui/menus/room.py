"""The room on the TV, "Play with phones": the room's code, a big QR code and the
address in words on the left; on the right the seats, each a phone or a bot of a level, who
has joined on each phone (connected or away), and Start; under them, in Huit américain, the
house rules the match is dealt with (RULES.md H7), as each phone's lobby says them.

The rows are the title's (keys, mouse): ← → make a seat a phone or a bot of a level, as on
the new-game page, and the choice is remembered for the next room of that game; Enter on a
seat a phone holds frees it (once the host says so), for another phone to take. Start deals
the game once every phone seat is taken; the line above the footer says what is missing.
Esc closes the room: the server stops and the phones are told.

Continuing a match played with phones opens its room again first: same code, same tokens,
so each phone comes back to its seat by itself; its seats are the match's and stay so.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, cast

import attrs
import pygame

from game.store.settings import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    ROOM_SEATS,
    RoomSeat,
    Settings,
)
from game.ui.menus.page import MenuPage
from game.ui.menus.qr_view import qr_surface
from game.ui.menus.room_files import PhoneFiles
from game.ui.menus.room_host import (
    PHONE,
    OpenRoom,
    ServerFactory,
    bot_names,
    lan_server,
    resumed_seats,
    room_level,
)
from game.ui.menus.seats import seat_row
from game.ui.menus.style import CREAM, GOLD, SOFT, WARN, Layout, read_size
from game.ui.menus.title import MenuItem, _cycle, confirm_new_match, game_name
from game.ui.shell import text_size
from game.ui.shell.fonts import font
from game.ui.shell.i18n import N_, tr, trn
from game.ui.shell.labels import LEVEL_KEYS
from game.ui.shell.text import draw_text, even_lines, key_lines, text_width

if TYPE_CHECKING:
    from game.lan.lobby import LobbySeat
    from game.store.record import MatchRecord
    from game.ui.eight_half.table_scene import TableScene
    from game.ui.huit.table_scene import HuitTableScene
    from game.ui.menus.title import TitleScene
    from game.ui.shell.app import App

    AnyTable = TableScene | HuitTableScene

# Each house rule's name as the phones and the room say it (RULES.md H7, in H7's order).
RULE_KEYS = {
    "jokers": N_("phone.rules.jokers"),
    "jack_reverses": N_("phone.rules.jack_reverses"),
    "no_eight_on_eight": N_("phone.rules.no_eight_on_eight"),
    "no_finish_on_eight": N_("phone.rules.no_finish_on_eight"),
    "seven_cards": N_("phone.rules.seven_cards"),
}
RULES_SEPARATOR = " · "  # between two rules' names, as the phones write them
DIMMED = (6, 30, 16, 140)  # over a row that cannot be chosen yet: the panel's own green
QR_SHARE = 0.42  # of the window's width: the code's column...
QR_LEAST = 0.3  # ...which gives up some of it to the seats' rows when large words need it
RECOUNT_AFTER = 0.8  # s of quiet after the seat count changes before the room follows


def room_fields(game: str) -> tuple[str, str]:
    """The settings fields of `game`'s room: its seat count and its seats."""
    return (
        ("huit_room_players", "huit_room_seats")
        if game == "huit"
        else ("room_players", "room_seats")
    )


class RoomScene(MenuPage):
    name = "lan"
    heading = "menu.phones"
    hint = "room.hint"
    controls = "room.controls"

    def __init__(
        self,
        app: App,
        title: TitleScene,
        record: MatchRecord | None = None,
        *,
        serve: ServerFactory | None = None,
        page: Path | None = None,
        again: bool = False,
    ) -> None:
        self.title = title
        # A match played with phones, to continue in its room; or with `again`, the match
        # just ended, whose room opens again for a new one (the same code, seats and phones).
        self.record = None if again else record
        self.serve = serve
        settings = app.settings
        if record is not None and record.room is not None:
            self.game = record.game
            seats, names, tokens = resumed_seats(record)
            if not again:  # the match goes on under its names, its bots' too
                names = {**names, **bot_names(record)}
            _, seats_field = room_fields(self.game)
            # (more seats for a new match: as the settings have them)
            self.seats: list[RoomSeat] = [*seats, *getattr(settings, seats_field)[len(seats) :]]
            self.count = len(seats)
            code: str | None = record.room.code
        else:
            self.game = settings.game
            count_field, seats_field = room_fields(self.game)
            self.seats = list(getattr(settings, seats_field))
            self.count = getattr(settings, count_field)
            names, tokens, code = {}, {}, None
        rules = match_rules(settings, self.game, self.record)
        self.room = OpenRoom(app, self.game, self.seats[: self.count],
                             serve=serve or lan_server(), code=code, names=names,
                             tokens=tokens, rules=rules)  # fmt: skip
        self.files = PhoneFiles(
            self.game, settings.language, settings.four_colour, page, rules=rules
        )
        self.note = ""  # what Start found missing, until the next change
        self.handed = False  # the table plays in the room now
        self._leaving = False  # the table has left: the room goes too
        self._recount_in: float | None = None
        self._qr: tuple[tuple[str, int], pygame.Surface] | None = None
        self._seen = self.room.lobby.seats()  # the lobby as last drawn
        super().__init__(app)
        if self.resuming:  # Enter goes on with the match (on a phone's seat it would free it)
            self.selected = self.index_of("start")
            self._bar = float(self.selected)

    @property
    def resuming(self) -> bool:
        return self.record is not None

    # -- rows --------------------------------------------------------------------------

    def _build_items(self) -> list[MenuItem]:
        count = [] if self.resuming else [
            MenuItem(lambda: tr("menu.players"), lambda: str(self.count), self._players,
                     "players")]  # fmt: skip
        return [
            *count,
            *(self._seat_row(seat) for seat in range(self.count)),
            MenuItem(lambda: tr("room.continue" if self.resuming else "room.start"),
                     lambda: None, self._start, "start", lambda: game_name(self.game)),
            MenuItem(lambda: tr("room.close"), lambda: None, self._back, "back"),
        ]  # fmt: skip

    def _seat_row(self, seat: int) -> MenuItem:
        return seat_row(seat, self.seat_text, self._choose)

    def lobby_seat(self, seat: int) -> LobbySeat:
        return self.room.lobby.seats()[seat]

    def seat_text(self, seat: int) -> str:
        """ "Phone · free", "Chloé · phone", "Chloé · away", "Bot · Hard", or in a match
        going on "Chloé · bot · Hard"."""
        if seat >= len(self.room.lobby.seats()):  # the room follows a new count soon
            kind = self.seats[seat]
            return (
                tr("room.phone_open")
                if kind == PHONE
                else tr("seats.bot", level=tr(LEVEL_KEYS[room_level(kind)]))
            )
        held = self.lobby_seat(seat)
        if held.kind == "bot":
            level = tr(LEVEL_KEYS[room_level(held.level)])
            if self.record is not None and seat < len(self.record.players):
                # The match goes on under the names it has: "Chloé · bot · Hard" for the
                # seat her phone left.
                return tr("room.bot_named", name=self.record.players[seat].name, level=level)
            return tr("seats.bot", level=level)
        if not held.joined:
            return tr("room.phone_open")
        key = "room.phone_joined" if held.connected else "room.phone_away"
        return tr(key, name=held.name or "")

    def seat_at(self, row: int) -> int | None:
        key = self.item_key(row)
        return int(key.removeprefix("seat_")) if key.startswith("seat_") else None

    # -- the host's choices ------------------------------------------------------------

    def _players(self, step: int) -> None:
        self.count = _cycle(list(range(MIN_PLAYERS, MAX_PLAYERS + 1)), self.count, step)
        self._recount_in = RECOUNT_AFTER  # the room follows once the host stops pressing
        self._changed()
        self._rebuild()

    def _choose(self, seat: int, step: int) -> None:
        """← →: a phone or a bot of each level; on a seat a phone holds, the host is asked
        whether to free it first."""
        if seat < len(self.room.lobby.seats()) and self.lobby_seat(seat).joined:
            self._ask_free(seat)
            return
        if self.resuming:
            return  # the match's seats stay what they were
        self.seats[seat] = _cycle(ROOM_SEATS, self.seats[seat], step)
        self._changed()
        if self._recount_in is None:
            self.room.reseat(self.seats[: self.count])

    def _ask_free(self, seat: int) -> None:
        from game.ui.shell.confirm import ConfirmScene

        name = self.lobby_seat(seat).name or ""
        self.app.push(ConfirmScene(
            self.app, tr("room.free_question", name=name), tr("room.free_detail", name=name),
            tr("room.free_yes"), tr("confirm.cancel"), lambda: self.free(seat),
        ))  # fmt: skip

    def free(self, seat: int) -> None:
        """The host frees the seat: its phone loses it, another phone may take it."""
        self.room.free(seat)
        self._changed()

    def _changed(self) -> None:
        self.note = ""
        if not self.resuming:
            self._remember()

    def _remember(self) -> None:
        """The room's seats are kept for the next room of this game, as the table's are."""
        count_field, seats_field = room_fields(self.game)
        seats = (*self.seats, *("medium",) * MAX_PLAYERS)[:MAX_PLAYERS]
        self.app.update_settings(**{count_field: self.count, seats_field: tuple(seats)})

    # -- what is missing ---------------------------------------------------------------

    def missing(self) -> str | None:
        """Why Start cannot deal yet, in words; None once every phone seat is taken."""
        seats = self.room.lobby.seats()
        if self._recount_in is not None or len(seats) != self.count:
            return tr("room.opening")
        if not self.room.is_open:
            return (
                tr("room.failed", reason=self.room.failure)
                if self.room.failure
                else tr("room.opening")
            )
        phones = [s for s in seats if s.kind == "phone"]
        if not phones and not self.resuming:  # (a match whose phones all went to bots goes on)
            return tr("room.no_phone")
        waiting = sum(not s.joined for s in phones)
        if waiting:
            return trn("room.waiting", waiting)
        return None

    def status(self) -> str:
        """The line above the footer: what Start found missing, what Enter does on a seat a
        phone holds, who is away, what is still missing, or that everyone is here."""
        if self.note:
            return self.note
        seat = self.seat_at(self.selected)
        seats = self.room.lobby.seats()
        if seat is not None and seat < len(seats) and seats[seat].joined:
            return tr("room.free_hint")
        missing = self.missing()
        if missing is not None:
            return missing
        away = [s.name for s in seats if s.kind == "phone" and not s.connected]
        if away:
            return tr("room.away", name=away[0] or "")
        return tr(
            "room.ready_continue" if self.resuming else "room.ready", game=game_name(self.game)
        )

    # -- Start ---------------------------------------------------------------------------

    def _start(self, _step: int) -> None:
        missing = self.missing()
        if missing is not None:
            self.note = missing
            return
        self.files.finish()  # a phone's first hand needs every picture
        if self.record is not None:
            self._deal(self.record)
            return
        confirm_new_match(self.app, self.game, lambda: self._deal(None))

    def _deal(self, record: MatchRecord | None) -> None:
        """The table of the room's game, with the phone seats known to it; the room stays
        under it (it closes when the table leaves)."""
        self.room.begin()
        table = open_phone_table(self.app, self.app.settings, record, self.room)
        # Saved with its room as it is now: at Continue, a seat the host freed and another
        # phone took keeps that phone's token.
        if table.record is not None:
            table.record = table.record.with_room(self.room.record())
            self.app.match_saved(table.record)
        table.room_again = lambda: self._again(table)
        self.handed = True
        self.app.push(table)

    def _again(self, table: AnyTable) -> None:
        """New match, on the pad at the end of this room's match: the room opens again with
        its code, seats and names; each phone, told the match is over, keeps trying and is
        back on its seat by itself. The host may change the seats, then Start deals."""
        record = table.record
        self.app.pop_to(self.title)  # the table and this room (closed with the match) go
        if record is not None and record.room is not None:
            self.app.push(RoomScene(self.app, self.title, record, serve=self.serve, again=True))

    # -- closing -------------------------------------------------------------------------

    def _back(self, _step: int = 1) -> None:
        self.app.pop()

    def exit(self) -> None:
        self.room.close("host_closed")  # (at a match's end it closed already: "match_over")

    def resume(self) -> None:
        super().resume()
        # The table left: the room closes with it, in this frame's update (the table may be
        # leaving by pop_to(this room), which must find it still there).
        self._leaving = self.handed

    # -- frame -------------------------------------------------------------------------

    @property
    def animating(self) -> bool:
        # Drawing the pictures, or a count to follow. The phones come and go unseen by the
        # app's input: the resting app asks `stirred` between its looks for input.
        return super().animating or not self.files.done or self._recount_in is not None

    def stirred(self) -> bool:
        """A phone took a seat, left or came back: the resting app draws it at once."""
        return self.room.lobby.seats() != self._seen

    def update(self, dt: float) -> None:
        if self._leaving:
            self.app.pop()
            return
        super().update(dt)
        if self._recount_in is not None:
            self._recount_in -= dt
            if self._recount_in <= 0:
                self._recount_in = None
                self.room.reseat(self.seats[: self.count])
        if not self.room.is_open and self.room.failure is None and not self.room.closed:
            if self.files.step():
                self.room.open(self.files.files)
        elif not self.files.done:
            self.files.step()
        self.room.poll()  # the lobby (the server's) says who is here; drawn from it
        seen = self.room.lobby.seats()
        if seen != self._seen:  # a phone came, went or took a seat: the note is old news
            self._seen = seen
            self.note = ""
            self.app.request_redraw()

    def _layout_for(self, size: tuple[int, int]) -> Layout:
        """The title's rows in the right-hand column; the code's column on the left, narrower
        when larger words would not fit the seats' rows beside it."""
        w, h = size
        self._layout_notices = len(self.notice_lines())
        self._layout_words = self._row_words()
        shares = [QR_SHARE]
        if text_size.scale() > 1:
            shares += [QR_SHARE - k * 0.04 for k in range(1, 3)] + [QR_LEAST]
        for share in shares:
            left = int(w * share)
            lay = Layout.for_size(
                (w - left, h),
                len(self.items),
                self._layout_notices,
                self._row_need,
                window=size,
                controls=tr(self.controls),
            )
            if self._rows_fit(lay):
                break
        return attrs.evolve(
            lay, size=size, panel=lay.panel.move(left, 0),
            rows=[row.move(left, 0) for row in lay.rows],
            shown=None if lay.shown is None else lay.shown.move(left, 0),
        )  # fmt: skip

    def _row_need(self, size: int, small: int) -> list[tuple[int, int]]:
        """The title's widths; at a large text size a seat's value may go under its label
        ("Place 3" over "Anne-Sophie · robot · Facile") when the two do not fit side by side."""
        needs = super()._row_need(size, small)
        if text_size.scale() == 1:
            return needs
        out = []
        for (side, under), (label, value, detail) in zip(needs, self._row_words(), strict=True):
            if value is not None and detail is None:
                under = max(font(size, True).size(label)[0],
                            font(size, True).size(f"‹  {value}  ›")[0]) + 2 * size  # fmt: skip
            out.append((side, under))
        return out

    def _rows_fit(self, lay: Layout) -> bool:
        """Does every row's label and value (or detail beside it) fit its row unshrunk?"""
        needs = self._row_need(lay.text_size, lay.small_size)
        return all(
            i in lay.tall or side <= row.w + 2 * (lay.row_h // 4)
            for i, ((side, _under), row) in enumerate(zip(needs, lay.rows, strict=True))
        )

    def notice_lines(self) -> list[str]:
        """The status; at a large text size the house rules above it (the rows leave them
        no room under the menu), across the window."""
        return [*self._rules_above(), self.status()]

    def _rules_above(self) -> list[str]:
        if self.game != "huit" or text_size.scale() == 1:
            return []
        small = read_size(self.app.size)
        words = rules_words(self.room.lobby.rules)
        return rule_lines(words, small, self.app.size[0] - 2 * small)

    def notice_colour(self, line: str = "") -> tuple[int, int, int]:
        """Orange for what stops Start; soft for a hint, who is away, or "everyone's here"
        (and the house rules)."""
        status = self.status()
        return WARN if line == status and status in (self.note, self.missing()) else SOFT

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        lay = self.layout()
        self._draw_code(surface, lay)
        self._draw_rules(surface, lay)
        # Start greyed until every phone seat is taken
        row = dict(self.shown_rows(lay)).get(self.index_of("start"))
        if self.missing() is not None and row is not None:
            shade = pygame.Surface(row.size, pygame.SRCALPHA)
            shade.fill(DIMMED)
            surface.blit(shade, row)

    def _draw_rules(self, surface: pygame.Surface, lay: Layout) -> None:
        """Under the seats, the house rules the match is dealt with (RULES.md H7), as each
        phone's lobby says them: on two lines if need be, above the notices."""
        if self.game != "huit" or text_size.scale() > 1:
            return  # (at a large text size, they stand above the status)
        small = lay.small_size
        line_h = int(small * 1.3)
        top = lay.panel.bottom + small // 2
        bottom = lay.notices_top(len(self.notice_lines()))
        words = rules_words(self.room.lobby.rules)
        lines = rule_lines(words, small, lay.panel.w)
        if top + len(lines) * line_h > bottom:
            lines = [words]  # no room for two lines: one, shrunk to the panel's width
        for line in lines:
            top = draw_text(
                surface, line, small, SOFT, max_width=lay.panel.w, midtop=(lay.panel.centerx, top)
            ).bottom

    def qr_column(self, lay: Layout) -> pygame.Rect:
        """Where the code, its QR and the address go: left of the menu, under the heading."""
        bottom = lay.notices_top(len(self.notice_lines()))
        right = lay.panel.left - lay.small_size
        return pygame.Rect(
            lay.small_size, lay.panel.top, right - lay.small_size, bottom - lay.panel.top
        )

    def _draw_code(self, surface: pygame.Surface, lay: Layout) -> None:
        """The code in big letters, the QR code under it, and for a phone without a camera
        the short address (as big as can be read from the sofa), where the page asks for
        the code."""
        col = self.qr_column(lay)
        small = lay.small_size
        code_size = max(24, int(lay.size[1] * 0.075))
        address_size = max(20, int(lay.size[1] * 0.05))
        label = draw_text(
            surface, tr("room.code"), small, SOFT, max_width=col.w, midtop=(col.centerx, col.top)
        )
        code = draw_text(
            surface,
            " ".join(self.room.code),
            code_size,
            GOLD,
            bold=True,
            max_width=col.w,
            midtop=(col.centerx, label.bottom),
        )
        gap = small // 3
        # The line asking for the address takes two in a narrow column, at its full size.
        asking = even_lines(tr("room.address_words"), small, col.w)
        address_h = len(asking) * int(small * 1.25) + gap + int(address_size * 1.3)
        room = min(col.w, col.bottom - code.bottom - address_h - small // 2)
        top = code.bottom + small // 2
        if not self.room.is_open:
            words = (
                tr("room.failed", reason=self.room.failure)
                if self.room.failure
                else tr("room.opening")
            )
            draw_text(
                surface,
                words,
                small,
                WARN if self.room.failure else CREAM,
                max_width=col.w,
                midtop=(col.centerx, top + room // 2),
            )
            return
        qr = self._qr_picture(room)
        spot = qr.get_rect(midtop=(col.centerx, top))
        surface.blit(qr, spot)
        asked = spot.move(0, gap)
        for line in asking:
            asked = draw_text(
                surface, line, small, SOFT, max_width=col.w, midtop=(col.centerx, asked.bottom)
            )
        draw_text(
            surface,
            self.room.short_address,
            address_size,
            CREAM,
            bold=True,
            max_width=col.w,
            midtop=(col.centerx, asked.bottom + gap),
        )

    def _qr_picture(self, room: int) -> pygame.Surface:
        key = (self.room.url, room)
        if self._qr is None or self._qr[0] != key:
            from game.lan.qr import qr_rows

            self._qr = key, qr_surface(qr_rows(self.room.url), room)
        return self._qr[1]


def match_rules(settings: Settings, game: str, record: MatchRecord | None) -> tuple[str, ...]:
    """The house rules the room's match is dealt with (RULES.md H7): a match going on keeps
    its own; a new match of Huit américain is dealt with the settings'."""
    if record is not None:
        return record.house_rules
    return settings.huit_rules if game == "huit" else ()


def rules_words(rules: Sequence[str]) -> str:
    """The house rules in force, in the phones' words (the `phone.rules.*` lines): "House
    rules: jokers · jacks reverse", or "Book rules"."""
    if not rules:
        return tr("phone.rules.book")
    return tr(
        "phone.rules.house", rules=RULES_SEPARATOR.join(tr(RULE_KEYS[rule]) for rule in rules)
    )


def rule_lines(words: str, size: int, width: int) -> list[str]:
    """The rules' line as it fits `width` at `size`: whole, else broken in two between two
    rules (at the " · " nearest its middle), never inside one; in more lines still if two
    are too wide (large text)."""
    if text_width(words, size) <= width or RULES_SEPARATOR not in words:
        return [words]
    middle = len(words) // 2
    cuts = [i for i in range(len(words)) if words.startswith(RULES_SEPARATOR, i)]
    cut = min(cuts, key=lambda i: abs(i - middle))
    halves = [words[:cut], words[cut + len(RULES_SEPARATOR) :]]
    if all(text_width(half, size) <= width for half in halves):
        return halves
    return list(key_lines(words, size, width))


def open_phone_table(
    app: App, settings: Settings, record: MatchRecord | None, room: OpenRoom
) -> AnyTable:
    """The table of the room's game, with the seats phones hold (game.ui.table.phones)."""
    from game.ui.table.phones import PhoneHands, RoomLink

    phones = PhoneHands(cast(RoomLink, room.server), room.lobby)
    held = {s.seat for s in room.lobby.seats() if s.joined}
    phones.langs.update({seat: lang for seat, lang in room.langs.items() if seat in held})
    if room.game == "huit":
        from game.ui.huit.table_scene import HuitTableScene

        return HuitTableScene(app, settings, record=record, phones=phones)
    from game.ui.eight_half.table_scene import TableScene

    return TableScene(app, settings, record=record, phones=phones)
