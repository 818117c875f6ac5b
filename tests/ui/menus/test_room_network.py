"""The room on the TV with its real server on 127.0.0.1: a phone fetches the page,
its words and the card pictures, takes a seat and the TV shows it at once; Esc tells the
phone the room closed; Continue opens the room again and the phone's kept token gives it
its seat back."""

from __future__ import annotations

import json
import urllib.request
from collections.abc import Callable
from pathlib import Path

import attrs
import pygame
from lan_kit import WAIT, Phone
from store_kit import play

from game.store.record import PlayerInfo, RoomRecord
from game.store.saves import SaveStore
from game.store.settings import Settings
from game.ui.menus.room import RoomScene
from game.ui.menus.room_host import lan_server
from game.ui.menus.title import TitleScene
from game.ui.shell.app import App

FRAME = 1 / 60
SETTINGS = Settings(window_size=(800, 600), room_players=2,
                    room_seats=("phone", "easy", "phone", "phone", "phone"))  # fmt: skip


def open_room(app: App, tmp_path: Path, record: object = None) -> RoomScene:
    page = tmp_path / "phone"
    page.mkdir(exist_ok=True)
    (page / "index.html").write_text("<!doctype html><title>room</title>")
    title = TitleScene(app)
    app.push(title)
    room = RoomScene(app, title, record, serve=lan_server("127.0.0.1"), page=page)  # type: ignore[arg-type]
    app.push(room)
    room.files.finish()
    app.frame(FRAME)
    assert room.room.is_open, room.room.failure
    return room


def port_of(room: RoomScene) -> int:
    return int(room.room.address.rsplit(":", 1)[1])


def get(room: RoomScene, path: str) -> tuple[bytes, str]:
    with urllib.request.urlopen(room.room.address + path, timeout=WAIT) as answer:
        return answer.read(), answer.headers["Content-Type"]


def test_a_phone_takes_a_seat_and_the_tv_shows_it(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    app = make_app(SETTINGS, saves=SaveStore(tmp_path / "data"))
    room = open_room(app, tmp_path)
    try:
        assert room.room.url.startswith("http://127.0.0.1:")
        assert get(room, "/")[0] == b"<!doctype html><title>room</title>"
        words, kind = get(room, "/strings.json")
        assert kind == "application/json" and set(json.loads(words)) == {"en", "fr", "nl"}
        picture, kind = get(room, "/cards/eight_half/h.png")
        assert kind == "image/png" and picture.startswith(b"\x89PNG")
        phone = Phone(port_of(room), room.room.code, "fr-FR")
        lobby = phone.hello()
        assert [s["kind"] for s in lobby["seats"]] == ["phone", "bot"]
        assert phone.join(0, "Chloé")["t"] == "welcome"
        app.frame(FRAME)
        assert room.seat_text(0) == "Chloé · phone"
        assert room.status() == "Everyone is here: Start deals 8½"
        phone.close()
        for _ in range(round(WAIT / FRAME)):  # the server notices the closed socket
            app.frame(FRAME)
            if room.seat_text(0) == "Chloé · away":
                break
        assert room.seat_text(0) == "Chloé · away"
        again = Phone(port_of(room), room.room.code)
        assert again.hello(phone.token)["t"] == "welcome"  # a reload: her seat back
        app.frame(FRAME)
        assert room.seat_text(0) == "Chloé · phone"
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                             unicode=""))  # fmt: skip
        app.frame(FRAME)
        assert isinstance(app.top, TitleScene)
        assert again.answer("closed") == {"t": "closed", "reason": "host_closed"}
    finally:
        room.room.close()


def test_continue_reopens_the_room_and_the_phone_comes_back_with_its_token(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    token = "k3J9xQ2mT8vB1nR5pL7wZ0aC"
    rec, _ = play(players=2, seed=7, length=3, plies=6)
    rec = attrs.evolve(rec, players=(PlayerInfo("Chloé", True), rec.players[1]))
    rec = rec.with_room(RoomRecord("KXQB", ((0, token),)))
    app = make_app(SETTINGS, saves=SaveStore(tmp_path / "data"))
    room = open_room(app, tmp_path, rec)
    try:
        assert room.room.code == "KXQB"
        phone = Phone(port_of(room), "KXQB")
        assert phone.hello(token) == {"t": "welcome", "seat": 0, "token": token,
                                      "name": "Chloé"}  # fmt: skip
        app.frame(FRAME)
        assert room.seat_text(0) == "Chloé · phone" and room.missing() is None
        room.selected = room.index_of("start")
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                             unicode=""))  # fmt: skip
        app.frame(FRAME)
        table = app.top
        assert table is not None and table.name == "table"
        assert getattr(table, "record", None) is not None and table.record.id == rec.id  # type: ignore[attr-defined]
        state = phone.answer("state")  # the table sends her the game where it was
        assert state["seat"] == 0 and state["game"] == "eight_half"
    finally:
        room.room.close()


def test_quitting_the_game_closes_the_room_and_tells_the_phone(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    app = make_app(SETTINGS, saves=SaveStore(tmp_path / "data"))
    room = open_room(app, tmp_path)
    phone = Phone(port_of(room), room.room.code)
    phone.hello()
    app.shutdown()  # the window's close button, or Quit on the title
    assert phone.answer("closed") == {"t": "closed", "reason": "host_closed"}
    assert room.room.closed and not room.room.is_open
