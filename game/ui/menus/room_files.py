"""The files the room's server hands the phones: the page (assets/phone), its
words (/strings.json, the catalogs' `phone.*` keys) and the card pictures, drawn by the
game's own card faces so that a phone's hand looks like the table's.

The pictures take a third of a second to draw (64 cards): `PhoneFiles.step` draws a few
each frame, within a few milliseconds, so the TV never stalls; what is drawn is kept for
the rest of the run (a room opened again, or for the other game, draws only what it lacks).
"""

from __future__ import annotations

import io
import json
import logging
import math
import time
from collections.abc import Callable, Collection, Iterator
from pathlib import Path

import pygame

from game.ui.shell import i18n
from game.ui.shell.fonts import assets_dir

log = logging.getLogger(__name__)

File = tuple[bytes, str]  # (body, content type)
CARD_WIDTH = 120  # px: sharp on a phone, where a hand card is 50-70 CSS px wide
# Seconds of a frame the pictures may take (one picture, 5-10 ms, at least): 64 of them
# took 0.25-0.37 s in all here (3 runs), which at once would stall the TV.
STEP_BUDGET = 0.006
PHONE_PREFIX = "phone."
TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".png": "image/png",
    ".svg": "image/svg+xml",
    ".ico": "image/x-icon",
}
PNG = TYPES[".png"]
PAGE_LANGUAGES = ("en", "fr", "nl")

# Every card picture drawn this run, by path: "/cards/huit/7h.png" -> PNG bytes.
_drawn: dict[str, bytes] = {}


def page_files(folder: Path | None = None) -> dict[str, File]:
    """The phone page's own files (index.html, phone.js, phone.css...), by their names
    ("/index.html": the server serves it as "/"). Missing (a checkout without the page):
    none, and the log says so."""
    folder = folder if folder is not None else assets_dir() / "phone"
    files: dict[str, File] = {}
    if not folder.is_dir():
        log.warning("No phone page at %s: the phones will find nothing to open", folder)
        return files
    for path in sorted(folder.iterdir()):
        kind = TYPES.get(path.suffix.lower())
        if kind is not None and path.is_file():
            files[f"/{path.name}"] = (path.read_bytes(), kind)
    return files


def strings_file(languages: tuple[str, ...] = PAGE_LANGUAGES) -> File:
    """/strings.json: the page's words in each language, {"en": {...}, "fr": {...}, ...}."""
    words = {
        code: {key: entry for key, entry in i18n.load_catalog(code).items()
               if key.startswith(PHONE_PREFIX)}
        for code in languages
    }  # fmt: skip
    return json.dumps(words, ensure_ascii=False, sort_keys=True).encode("utf-8"), TYPES[".json"]


def png(surface: pygame.Surface) -> bytes:
    out = io.BytesIO()
    pygame.image.save(surface, out, "card.png")
    return out.getvalue()


def card_pictures(
    game: str, language: str, four_colour: bool, rules: Collection[str] = ()
) -> Iterator[tuple[str, Callable[[], pygame.Surface]]]:
    """(path, drawing) of each picture of `game`'s deck and its back: 8½'s by its Part C
    tokens, Huit américain's by its Part D ones (its court letters in `language`), with the
    joker (`X`) when the room's house rules deal jokers (RULES.md H7.1)."""
    from game.ui.table.card_faces import CardArt  # the tables' modules: when a room opens

    art = CardArt()
    yield f"/cards/{game}/back.png", lambda: art.back(CARD_WIDTH)
    if game == "huit":
        from game.rules.huit import JOKER
        from game.rules.huit.cards import CARDS
        from game.rules.huit.house import JOKERS
        from game.ui.huit.card_faces import face

        def huit_face(card: int) -> Callable[[], pygame.Surface]:
            return lambda: face(card, CARD_WIDTH, four_colour=four_colour, language=language)

        deck = [*CARDS, JOKER] if JOKERS in rules else CARDS
        for card in deck:
            yield f"/cards/huit/{card.token}.png", huit_face(card)
        return
    from game.rules.eight_half.cards import Card

    def eight_half_face(kind: Card) -> Callable[[], pygame.Surface]:
        return lambda: art.face(kind, CARD_WIDTH)

    for kind in Card:
        yield f"/cards/eight_half/{kind.token}.png", eight_half_face(kind)


def picture_key(path: str, language: str, four_colour: bool) -> str:
    """What a drawn picture is kept under: Huit's faces differ by court letters and inks."""
    if path.startswith("/cards/huit/") and not path.endswith("/back.png"):
        return f"{path}|{language}|{four_colour}"
    return path


class PhoneFiles:
    """The files of one room, built a few card pictures at a time (`step`)."""

    def __init__(
        self,
        game: str,
        language: str,
        four_colour: bool,
        folder: Path | None = None,
        rules: Collection[str] = (),
    ) -> None:
        """`rules`: the house rules of the room's match (the joker's picture with jokers)."""
        self.files: dict[str, File] = {**page_files(folder), "/strings.json": strings_file()}
        self._language = language
        self._four_colour = four_colour
        self._todo = list(card_pictures(game, language, four_colour, rules))

    @property
    def done(self) -> bool:
        return not self._todo

    def step(self, budget: float = STEP_BUDGET) -> bool:
        """Draw the pictures not drawn before this run, one at least and then more while
        `budget` seconds of this frame are left; True once all are there."""
        start = time.perf_counter()
        drawn = 0
        while self._todo and (drawn == 0 or time.perf_counter() - start < budget):
            path, draw = self._todo.pop(0)
            key = picture_key(path, self._language, self._four_colour)
            if key not in _drawn:
                _drawn[key] = png(draw())
                drawn += 1
            self.files[path] = (_drawn[key], PNG)
        return self.done

    def finish(self) -> dict[str, File]:
        """Every file, drawing what is left at once."""
        self.step(math.inf)
        return self.files
