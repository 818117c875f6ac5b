"""The room on the TV, "Play with phones". The host opens it from the title (either
game), sees the room's code, its QR code and its address, chooses each seat (a phone or a
bot of a level, remembered like the table's seats), sees who has joined and who is away,
frees a seat a phone holds, and starts once every phone seat is taken. The room's server
runs only while the room is open: Esc, the match's end and the app's end each stop it."""

from __future__ import annotations

import io
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs
import pygame
import pytest
from match_kit import lead_on
from room_kit import FakeNetwork
from store_kit import play
from table_kit import resize, until_sharp

from game.lan.server import MoveSent
from game.rules import huit
from game.store.huit_resume import record_for_huit_match
from game.store.record import MatchRecord, PlayerInfo, RoomRecord
from game.store.saves import SaveStore
from game.store.settings import Settings
from game.ui.eight_half.table_scene import TableScene
from game.ui.huit.table_scene import HuitTableScene
from game.ui.menus import room_files
from game.ui.menus.room import RECOUNT_AFTER, RoomScene
from game.ui.menus.room_files import PhoneFiles
from game.ui.menus.title import TitleScene
from game.ui.scorepad.scene import ScorePadScene
from game.ui.shell import drawn
from game.ui.shell.app import App
from game.ui.shell.confirm import ConfirmScene
from game.ui.shell.drawn import Kind

FRAME = 1 / 60
ENTER, DOWN, LEFT, RIGHT, ESC = (pygame.K_RETURN, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT,
                                 pygame.K_ESCAPE)  # fmt: skip
TWO_PHONES_AND_A_BOT = Settings(
    window_size=(800, 600),
    room_players=3,
    room_seats=("phone", "hard", "phone", "medium", "medium"),
)
CHLOE = "k3J9xQ2mT8vB1nR5pL7wZ0aC"


def press(app: App, *keys: int) -> None:
    for key in keys:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    app.frame(FRAME)


def open_from_title(title: TitleScene, row: str, net: FakeNetwork) -> RoomScene:
    """Enter on the title's `row`; the room it opens, open (its pictures drawn)."""
    title.room_server = net.serve  # the rooms it opens bind nothing
    title.selected = title.index_of(row)
    press(title.app, ENTER)
    room = title.app.top
    assert isinstance(room, RoomScene)
    room.files.finish()
    title.app.frame(FRAME)
    assert room.room.is_open and net.servers[0].lobby is room.room.lobby
    return room


def open_room(
    make_app: Callable[..., App],
    tmp_path: Path,
    settings: Settings | None = None,
) -> tuple[RoomScene, FakeNetwork]:
    """The title's "Play with phones" row, as the host presses it; the room open."""
    net = FakeNetwork()
    app = make_app(settings or TWO_PHONES_AND_A_BOT, saves=SaveStore(tmp_path / "data"))
    title = TitleScene(app)
    app.push(title)
    app.frame(FRAME)
    return open_from_title(title, "phones", net), net


def join(room: RoomScene, seat: int, name: str, *, connected: bool = True) -> str:
    """A phone takes `seat` (what the server does when a phone joins)."""
    token = room.room.lobby.join(seat, name)
    room.room.lobby.set_connected(seat, connected)
    room.app.frame(FRAME)
    return token


def chloe_in_the_room(
    make_app: Callable[..., App], tmp_path: Path
) -> tuple[RoomScene, FakeNetwork, str]:
    """The room open, Chloé's phone on seat 0; her token."""
    room, net = open_room(make_app, tmp_path)
    return room, net, join(room, 0, "Chloé")


def test_play_with_phones_on_the_title_opens_the_room_with_its_code_and_address(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    room, net = open_room(make_app, tmp_path)
    assert room.name == "lan" and room.game == "eight_half"
    code = room.room.code
    assert len(code) == 4 and code.isalpha() and not set(code) & {"I", "O"}
    assert room.room.url == f"http://192.168.1.20:8765/?room={code}"
    assert room.room.address == "http://192.168.1.20:8765"
    assert net.server.started and net.server.lang == "en"
    assert [room.seat_text(seat) for seat in range(3)] == [
        "Phone · free",
        "Bot · Hard",
        "Phone · free",
    ]


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_a_phone_without_a_camera_reads_the_short_address_and_the_code_from_the_sofa(
    make_app: Callable[..., App], tmp_path: Path, size: tuple[int, int]
) -> None:
    """The bare address (no ?room=: the page there asks for the code) and the code, both
    in big letters: at least 5% and 7% of the window's height."""
    room, _ = open_room(make_app, tmp_path)
    resize(size)
    room.app.frame(FRAME)  # (the last frame stretched over the new size)
    with drawn.recording() as seen:
        room.app.frame(FRAME)
    texts = {d.text: d for d in seen if d.kind is Kind.TEXT}
    address = texts["192.168.1.20:8765"]
    code = texts[" ".join(room.room.code)]
    assert address.size >= 0.05 * size[1] and code.size >= 0.07 * size[1]
    assert not any("?room=" in text or "http" in text for text in texts)


def test_the_title_offers_play_with_phones_for_either_game_under_new_game(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    for game in ("eight_half", "huit"):
        app = make_app(
            Settings(window_size=(800, 600), game=game), saves=SaveStore(tmp_path / game)
        )
        title = TitleScene(app)
        keys = [item.key for item in title.items]
        # Under New game, after "Learn to play" where 8½ offers it (a newcomer's first row).
        below = ["tutorial", "phones"] if game == "eight_half" else ["phones"]
        assert keys[keys.index("new_game") + 1 : keys.index("phones") + 1] == below
        assert title.items[keys.index("phones")].label() == "Play with phones"


def test_the_phones_get_the_page_its_words_and_the_cards_in_the_tables_art(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    page = tmp_path / "phone"
    page.mkdir()
    (page / "index.html").write_text("<!doctype html><title>8½</title>")
    (page / "phone.js").write_text("'use strict';")
    make_app()  # the display the pictures are drawn with
    files = PhoneFiles("eight_half", "en", False, page).finish()
    assert files["/index.html"] == (
        b"<!doctype html><title>8\xc2\xbd</title>",
        "text/html; charset=utf-8",
    )
    assert files["/phone.js"][1] == "text/javascript; charset=utf-8"
    words = json.loads(files["/strings.json"][0])
    assert set(words) == {"en", "fr", "nl"}
    assert all(key.startswith("phone.") for lang in words.values() for key in lang)
    cards = sorted(path for path in files if path.startswith("/cards/"))
    assert cards == sorted(
        f"/cards/eight_half/{t}.png" for t in [*"0123456789hg", "back"]
    )  # Part C's tokens
    picture = pygame.image.load(io.BytesIO(files["/cards/eight_half/h.png"][0]), "h.png")
    assert picture.get_size() == (120, 168) and files["/cards/eight_half/h.png"][1] == "image/png"
    huit = PhoneFiles("huit", "fr", True, page).finish()
    huit_cards = [path for path in huit if path.startswith("/cards/huit/")]
    assert len(huit_cards) == 53 and "/cards/huit/10s.png" in huit  # Part D's tokens, the back
    assert "/cards/huit/Kd.png" in huit and "/cards/huit/back.png" in huit


def test_the_pictures_are_drawn_a_few_a_frame_so_the_tv_never_stalls(
    make_app: Callable[..., App], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    make_app()
    # As in a run that has drawn no faces yet, whatever rooms this process opened before
    monkeypatch.setattr(room_files, "_drawn", {})
    files = PhoneFiles("huit", "nl", True, tmp_path / "no page")
    drawn = []
    done = False
    while not done:
        before = len(room_files._drawn)
        done = files.step(budget=0.0)  # a frame with no time left: one picture, no more
        drawn.append(len(room_files._drawn) - before)
    assert max(drawn) == 1 and sum(drawn) == 53  # 52 faces and the back
    again = PhoneFiles("huit", "nl", True, tmp_path / "no page")
    assert again.step(budget=0.0)  # drawn once a run: the next room has them all at once
    assert again.files == files.files


def test_seats_are_a_phone_or_a_bot_of_a_level_and_are_remembered_for_the_next_room(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    room, net = open_room(make_app, tmp_path)
    app = room.app
    room.selected = room.index_of("seat_0")
    kinds = []
    for _ in range(4):
        press(app, RIGHT)
        kinds.append(room.seat_text(0))
    assert kinds == ["Bot · Easy", "Bot · Medium", "Bot · Hard", "Phone · free"]
    press(app, LEFT)
    assert room.room.lobby.seats()[0].kind == "bot" and room.room.lobby.seats()[0].level == "hard"
    assert net.server.changes >= 5  # the phones see each change
    assert app.settings.room_seats[:3] == ("hard", "hard", "phone")
    assert app.store.load().room_seats == app.settings.room_seats
    assert app.settings.room_seats == ("hard", "hard", "phone", "medium", "medium")


def test_another_number_of_seats_opens_the_room_again_with_the_same_code_and_phones(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    room, net, token = chloe_in_the_room(make_app, tmp_path)
    app = room.app
    code = room.room.code
    room.selected = room.index_of("players")
    press(app, RIGHT)  # 4 seats
    assert room.count == 4 and app.settings.room_players == 4
    assert len(net.servers) == 1  # not while the host is still choosing
    for _ in range(round(RECOUNT_AFTER / FRAME) + 1):
        app.frame(FRAME)
    assert len(net.servers) == 2 and net.servers[0].stopped and net.server.started
    lobby = room.room.lobby
    assert lobby.code == code and len(lobby.seats()) == 4
    assert lobby.seat_of(token) == 0 and lobby.seats()[0].name == "Chloé"  # her seat kept


def test_start_waits_for_every_phone_seat_and_says_what_is_missing(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    room, _ = open_room(make_app, tmp_path)
    app = room.app
    assert room.status() == "Waiting for 2 phones: scan the code to take a seat"
    join(room, 0, "Chloé")
    assert room.status() == "Waiting for 1 phone: scan the code to take a seat"
    room.selected = room.index_of("start")
    press(app, ENTER)
    assert app.top is room and room.note == "Waiting for 1 phone: scan the code to take a seat"
    join(room, 2, "Marc", connected=False)
    assert room.missing() is None
    assert room.status() == "Marc’s phone is away: the table will wait for it"
    room.room.lobby.set_connected(2, True)
    assert room.status() == "Everyone is here: Start deals 8½"


def test_a_room_of_bots_only_cannot_start(make_app: Callable[..., App], tmp_path: Path) -> None:
    settings = attrs.evolve(
        TWO_PHONES_AND_A_BOT, room_players=2, room_seats=("easy", "hard", "phone", "phone", "phone")
    )
    room, _ = open_room(make_app, tmp_path, settings)
    assert room.missing() == "Make at least one seat a phone"


def test_the_host_frees_a_seat_a_phone_holds_after_saying_so(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    room, net, token = chloe_in_the_room(make_app, tmp_path)
    app = room.app
    assert room.seat_text(0) == "Chloé · phone"
    room.selected = room.index_of("seat_0")
    app.frame(FRAME)
    assert room.status() == "Enter: free this seat for another phone"
    press(app, ENTER)
    confirm = app.top
    assert isinstance(confirm, ConfirmScene) and confirm.question == "Free Chloé’s seat?"
    press(app, pygame.K_n)  # no: she keeps it
    assert room.room.lobby.seat_of(token) == 0
    press(app, RIGHT)  # ← → on her seat asks too: never a phone thrown out by a stray key
    assert isinstance(app.top, ConfirmScene)
    press(app, pygame.K_y)
    assert app.top is room and room.room.lobby.seat_of(token) is None
    assert room.seat_text(0) == "Phone · free" and net.server.changes > 0


def test_a_phone_taking_a_seat_wakes_the_resting_tv(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    room, _ = open_room(make_app, tmp_path)
    room.app.frame(FRAME)
    assert not room.animating and not room.stirred()  # nothing to draw: the app may rest
    room.room.lobby.join(0, "Chloé")  # on the server's thread, as a phone joins
    assert room.stirred() and room.app._woken()
    room.app.frame(FRAME)
    assert not room.stirred() and room.seat_text(0) == "Chloé · away"


def test_a_phone_away_shows_on_its_seat(make_app: Callable[..., App], tmp_path: Path) -> None:
    room, _ = open_room(make_app, tmp_path)
    join(room, 2, "Anne-Sophie", connected=False)
    assert room.seat_text(2) == "Anne-Sophie · away"


def test_esc_closes_the_room_and_stops_its_server(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    room, net = open_room(make_app, tmp_path)
    app = room.app
    press(app, ESC)
    assert isinstance(app.top, TitleScene)
    assert net.server.stopped == "host_closed" and room.room.closed
    assert app.at_shutdown == [] and app.at_match_end == []


def test_quitting_the_app_stops_the_rooms_server(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    room, net = open_room(make_app, tmp_path)
    room.app.shutdown()
    assert net.server.stopped == "host_closed"


def test_the_end_of_the_rooms_match_stops_its_server_and_tells_the_phones(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    room, net = open_room(make_app, tmp_path)
    app = room.app
    other, _ = play(players=3, seed=7, length=1)
    huit_match = attrs.evolve(other, game="huit")
    room.room.begin()
    app.match_ended(huit_match)  # another game's match: not this room's
    assert net.server.stopped is None
    app.match_ended(other)
    assert net.server.stopped == "match_over"


def test_a_room_that_cannot_bind_says_why_and_does_not_start(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    room, net = (None, FakeNetwork(fail="Address already in use"))
    app = make_app(TWO_PHONES_AND_A_BOT, saves=SaveStore(tmp_path / "data"))
    title = TitleScene(app)
    app.push(title)
    room = RoomScene(app, title, serve=net.serve)
    app.push(room)
    room.files.finish()
    app.frame(FRAME)
    assert not room.room.is_open
    assert room.status() == "The room could not open: Address already in use"
    room.selected = room.index_of("start")
    press(app, ENTER)
    assert app.top is room


def phone_match(tmp_path: Path) -> MatchRecord:
    """An 8½ match Chloé (a phone, seat 0) plays against two bots, saved with its room."""
    rec, _ = play(players=3, seed=7, length=3, plies=12)
    rec = attrs.evolve(rec, players=(PlayerInfo("Chloé", True), *rec.players[1:]))
    return rec.with_room(RoomRecord("KXQB", ((0, CHLOE),)))


def start_with_two_phones(
    make_app: Callable[..., App], tmp_path: Path
) -> tuple[RoomScene, FakeNetwork]:
    """Chloé and Marc take the phone seats; the host presses Start."""
    room, net = open_room(make_app, tmp_path)
    join(room, 0, "Chloé")
    join(room, 2, "Marc")
    room.selected = room.index_of("start")
    press(room.app, ENTER)
    return room, net


def test_continue_opens_the_matchs_room_again_with_its_code_and_tokens(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    rec = phone_match(tmp_path)
    assert SaveStore(tmp_path / "data").save_current(rec)
    app = make_app(Settings(window_size=(800, 600)), saves=SaveStore(tmp_path / "data"))
    title = TitleScene(app)
    app.push(title)
    room = open_from_title(title, "continue_eight_half", FakeNetwork())
    assert room.record is not None
    lobby = room.room.lobby
    assert lobby.code == "KXQB" and lobby.seat_of(CHLOE) == 0  # her phone finds its seat
    assert [s.kind for s in lobby.seats()] == ["phone", "bot", "bot"]
    assert room.seat_text(0) == "Chloé · away"  # until her phone comes back
    assert "players" not in [item.key for item in room.items]  # the match's seats stay
    assert room.missing() is None  # her seat is hers: Continue needs no new phone
    assert room.items[room.index_of("start")].label() == "Continue the match"
    assert room.item_key(room.selected) == "start"  # Enter goes on, never frees her seat
    room.free(0)  # her page is gone for good: the host frees her seat, Zoé takes it
    zoe = join(room, 0, "Zoé")
    press(room.app, ENTER)
    table = room.app.top
    assert isinstance(table, TableScene) and table.names[0] == "Zoé"
    saved = room.app.current_match("eight_half")
    assert saved is not None and saved.id == rec.id
    assert saved.room == RoomRecord("KXQB", ((0, zoe),))  # her token kept for the next time


def continue_from_title(app: App, game: str = "eight_half") -> RoomScene:
    """Back on the title, the host picks Continue: the match's room opens again."""
    title = TitleScene(app)
    app.push(title)
    app.frame(FRAME)
    return open_from_title(title, f"continue_{game}", FakeNetwork())


def phones_gone_to_bots(
    make_app: Callable[..., App], tmp_path: Path, seats: tuple[int, ...]
) -> tuple[RoomScene, TableScene]:
    """Chloé and Marc at the table; the phones of `seats` go away and the host gives each
    seat to a bot (B)."""
    room, _ = start_with_two_phones(make_app, tmp_path)
    table = room.app.top
    assert isinstance(table, TableScene)
    for seat in seats:
        room.room.lobby.set_connected(seat, False)
        assert table.phone_to_bot(seat)
    return room, table


def leave_and_continue(table: TableScene) -> RoomScene:
    """The host leaves the table for the title and picks Continue: the room opens again."""
    table.quit_to_title()
    table.app.frame(FRAME)
    return continue_from_title(table.app)


def test_a_seat_given_to_a_bot_stays_a_bots_at_continue(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    """Chloé's phone went away for good: the host gave her seat to a bot. The save says so:
    Continue seats that bot again (under her name) and waits for Marc's phone only."""
    room, table = phones_gone_to_bots(make_app, tmp_path, (0,))
    app = room.app
    marc = room.room.lobby.tokens()[2]
    level = table.level(0)
    assert room.room.lobby.seats()[0].name == "Chloé"  # the phones' lobby says so too
    saved = app.current_match("eight_half")
    assert saved is not None and saved.players[0] == PlayerInfo("Chloé", False, level, left=True)
    assert saved.room == RoomRecord(room.room.code, ((2, marc),))
    again = leave_and_continue(table)
    assert [s.kind for s in again.room.lobby.seats()] == ["bot", "bot", "phone"]
    assert again.room.lobby.seat_of(marc) == 2 and again.room.lobby.seats()[0].level == level
    assert again.missing() is None  # Marc's seat is his; nobody waits for Chloé's phone
    assert again.seat_text(0) == f"Chloé · bot · {level.capitalize()}"
    assert again.room.lobby.seats()[0].name == "Chloé"
    press(app, ENTER)
    resumed = app.top
    assert isinstance(resumed, TableScene) and resumed.phone_seats == {2}
    assert resumed.plate_name(0) == ("Chloé", level.capitalize())
    assert resumed.state == table.state


@pytest.mark.usefixtures("bots_in_the_frame")
def test_a_match_whose_phones_all_went_to_bots_goes_on_at_continue(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    """Every phone gone, the bots play on for the room to watch; Continue deals no phone."""
    room, table = phones_gone_to_bots(make_app, tmp_path, (0, 2))
    app = room.app
    saved = app.current_match("eight_half")
    assert saved is not None and saved.room is not None and saved.room.seats == ()
    assert not any(p.human for p in saved.players)
    again = leave_and_continue(table)
    assert again.missing() is None
    assert again.status() == "Everyone is here: the match of 8½ can go on"
    press(app, ENTER)
    resumed = app.top
    assert isinstance(resumed, TableScene) and resumed.phone_seats == frozenset()
    before = resumed.state
    for _ in range(600):  # ten seconds of the fixed clock
        app.frame(FRAME)
    assert resumed.state is not before  # the bots play on


def play_the_match_out(room: RoomScene, net: FakeNetwork, table: Any) -> None:
    """The phones answer what they are sent (their first move), the bots play, the host
    goes past each result, until the pad shows at the match's end."""
    app = room.app
    server = net.server
    for _ in range(20_000):
        if isinstance(app.top, ScorePadScene) and table.match.is_over:
            return
        if app.top is table:
            for seat in sorted(table.phone_seats):
                states = [m for s, m in server.sent if s == seat and m["t"] == "state"]
                held: Any = states[-1] if states else {"moves": ()}
                if held["moves"] and held["ply"] == table.phone_ply and not server.incoming:
                    server.incoming.append(MoveSent(seat, held["moves"][0]["move"], held["ply"]))
        elif not table.match.is_over:
            lead_on(app, table)
        app.frame(FRAME)
    raise AssertionError("the match did not end")


@pytest.mark.usefixtures("bots_in_the_frame")
def test_new_match_at_a_phone_matchs_end_opens_the_same_room_with_its_phones(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    """Game night goes on: the pad's New match opens the room again, with its code and each
    phone's seat kept (the phones, told the match is over, come back by themselves)."""
    settings = attrs.evolve(
        TWO_PHONES_AND_A_BOT,
        match_length=1,
        animation_speed="instant",
        bot_pause=0.0,
        room_seats=("phone", "easy", "phone", "medium", "medium"),
    )
    room, net = open_room(make_app, tmp_path, settings)
    chloe, marc = join(room, 0, "Chloé"), join(room, 2, "Marc")
    code = room.room.code
    room.selected = room.index_of("start")
    press(room.app, ENTER)
    app, table = room.app, room.app.top
    assert isinstance(table, TableScene)
    play_the_match_out(room, net, table)
    assert net.server.stopped == "match_over"  # the phones were told
    pad = app.top
    assert isinstance(pad, ScorePadScene) and "new_match" in pad.actions
    pad.press("new_match")
    app.frame(FRAME)
    again = app.top
    assert isinstance(again, RoomScene) and again is not room and not again.resuming
    again.files.finish()
    app.frame(FRAME)
    lobby = again.room.lobby
    assert again.room.is_open and lobby.code == code and not lobby.started
    assert lobby.seat_of(chloe) == 0 and lobby.seat_of(marc) == 2  # their seats wait for them
    assert [s.kind for s in lobby.seats()] == ["phone", "bot", "phone"]
    assert lobby.seats()[1].level == "easy" and again.seat_text(0) == "Chloé · away"
    assert "players" in [item.key for item in again.items]  # a new match: seats may change
    for seat in (0, 2):  # their pages reconnect with their tokens
        lobby.set_connected(seat, True)
    app.frame(FRAME)
    assert again.missing() is None
    again.selected = again.index_of("start")
    press(app, ENTER)
    fresh = app.top
    assert isinstance(fresh, TableScene) and fresh is not table
    assert fresh.phone_seats == {0, 2} and fresh.names[0] == "Chloé" and fresh.names[2] == "Marc"
    assert fresh.record is not None and fresh.record.id != table.record.id  # type: ignore[union-attr]
    assert not fresh.match.is_over and net.server.started and net.server.stopped is None
    assert [type(s).__name__ for s in app.scenes] == ["TitleScene", "RoomScene", "TableScene"]


def test_start_deals_the_table_with_the_phone_seats_known_to_it(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    room, net = start_with_two_phones(make_app, tmp_path)
    app = room.app
    table = app.top
    assert isinstance(table, TableScene) and table.phones is not None
    assert table.phones.seats == frozenset({0, 2}) and table.phones.lobby is room.room.lobby
    assert table.names[0] == "Chloé" and table.names[2] == "Marc"  # as they joined
    assert table.level(1) == "hard" and table.people == frozenset()  # nobody at the TV
    tokens = room.room.lobby.tokens()
    assert table.record is not None  # saved at once, with its room (Continue reopens it)
    assert table.record.room == RoomRecord(room.room.code, ((0, tokens[0]), (2, tokens[2])))
    saved = app.current_match("eight_half")
    assert saved is not None and saved.room == table.record.room
    assert room.room.lobby.started and net.server.changes > 0  # the phones hear it began
    assert net.server.stopped is None  # the phones play on at the table
    table.quit_to_title()  # the host leaves the table (its menu's Quit to title)
    app.frame(FRAME)
    assert isinstance(app.top, TitleScene) and net.server.stopped == "host_closed"
    assert len(app.scenes) == 1  # the title stays: the game goes on


def test_the_table_speaks_to_each_phone_in_the_language_it_said(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    from game.lan.server import Back, Joined

    room, net = open_room(make_app, tmp_path)
    join(room, 0, "Chloé")
    join(room, 2, "Marc")
    net.server.incoming = [
        Joined(0, "Chloé", "fr-BE"),
        Joined(2, "Marc", "en-GB"),
        Back(2, "nl-NL"),
    ]  # Marc's phone came back in Dutch
    room.app.frame(FRAME)
    room.selected = room.index_of("start")
    press(room.app, ENTER)
    table = room.app.top
    assert isinstance(table, TableScene) and table.phones is not None
    assert table.phones.lang(0, "en") == "fr" and table.phones.lang(2, "en") == "nl"


def test_a_huit_room_deals_huit_with_its_phones(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    settings = attrs.evolve(
        TWO_PHONES_AND_A_BOT,
        game="huit",
        huit_room_players=2,
        huit_room_seats=("phone", "easy", "phone", "phone", "phone"),
    )
    room, _ = open_room(make_app, tmp_path, settings)
    assert room.game == "huit" and len(room.room.lobby.seats()) == 2
    join(room, 0, "Chloé")
    room.selected = room.index_of("start")
    press(room.app, ENTER)
    table = room.app.top
    assert isinstance(table, HuitTableScene) and table.phone_seats == frozenset({0})


def huit_room(make_app: Callable[..., App], tmp_path: Path, rules: tuple[str, ...]) -> RoomScene:
    """Continue a Huit match dealt with `rules` (Chloé's phone, a bot): its room opens."""
    match = huit.new_match(2, 5, rules=rules)
    players = (PlayerInfo("Chloé", True), PlayerInfo("Bruno", False, "easy"))
    rec = record_for_huit_match(match, players).with_room(RoomRecord("KXQB", ((0, CHLOE),)))
    app = make_app(Settings(window_size=(800, 600)), saves=SaveStore(tmp_path / "data"))
    title = TitleScene(app)
    app.push(title)
    room = RoomScene(app, title, rec, serve=FakeNetwork().serve, page=tmp_path / "no page")
    room.files.finish()
    app.push(room)
    room.update(0.0)
    return room


@pytest.mark.parametrize(
    ("rules", "said", "joker"),
    [(("jokers", "jack_reverses"), "House rules: jokers · jacks reverse", True),
     (huit.HOUSE_RULES, "House rules: jokers · jacks reverse · no 8 on an 8 · no going out on "
                        "an 8 · seven cards", True),
     ((), "Book rules", False)],
)  # fmt: skip
def test_the_room_says_the_house_rules_its_match_is_dealt_with(
    make_app: Callable[..., App], tmp_path: Path, rules: tuple[str, ...], said: str, joker: bool
) -> None:
    """RULES.md H7: a match keeps the rules it was dealt with; its room says them on the TV
    under the seats (on two lines, broken between two rules, where one is too long), tells
    each phone's lobby, and serves the joker's picture when there are jokers."""
    room = huit_room(make_app, tmp_path, rules)
    assert room.room.lobby.rules == rules
    for size in ((800, 600), (1920, 1080)):
        resize(size)
        until_sharp(room.app, FRAME)  # a new size shows the last frame stretched, then redraws
        with drawn.recording() as seen:
            room.app.frame(FRAME)
        lines = [d.text for d in seen if d.kind is Kind.TEXT and d.text.strip(" ·") in said]
        assert " · ".join(lines) == said, size
    assert ("/cards/huit/X.png" in room.files.files) is joker


def test_a_new_huit_room_is_dealt_with_the_house_rules_of_the_settings(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    """RULES.md H7: the house rules chosen on the title are those of the room's new match:
    its lobby tells every phone, its phones get the joker's picture, and its table deals
    them."""
    settings = attrs.evolve(
        TWO_PHONES_AND_A_BOT, game="huit", huit_room_players=2,
        huit_room_seats=("phone", "easy", "phone", "phone", "phone"),
        huit_rules=("jokers", "jack_reverses"),
    )  # fmt: skip
    room, _ = open_room(make_app, tmp_path, settings)
    assert room.room.lobby.rules == ("jokers", "jack_reverses")
    assert "/cards/huit/X.png" in room.files.files
    join(room, 0, "Chloé")
    room.selected = room.index_of("start")
    press(room.app, ENTER)
    table = room.app.top
    assert isinstance(table, HuitTableScene) and table.state.rules == ("jokers", "jack_reverses")


def test_start_asks_before_giving_up_the_games_match_under_way(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    """R10.5: one match of a game at a time; the one under way goes to the history, as
    unfinished, only once the host says so."""
    old, _ = play(players=3, seed=7, length=3, plies=12)
    assert SaveStore(tmp_path / "data").save_current(old)
    room, _ = open_room(make_app, tmp_path)
    app = room.app
    join(room, 0, "Chloé")
    join(room, 2, "Marc")
    room.selected = room.index_of("start")
    press(app, ENTER)
    assert isinstance(app.top, ConfirmScene) and app.top.question == "Start a new match?"
    press(app, pygame.K_n)
    assert app.top is room and app.current_match("eight_half") == old
    press(app, ENTER, pygame.K_y)
    table = app.top
    assert isinstance(table, TableScene) and table.phones is not None
    current = app.current_match("eight_half")
    assert current is not None and current.id != old.id and current.room is not None
