"""The phone page in a real browser: its files, headless Chromium, and crafted `state`
messages from real positions.

`phone_files()` serves what the room serves (the page, /strings.json, the card pictures
drawn by the game's own card faces); `chromium()` starts Debian's Chromium through
Playwright with the flags the tests and screenshots use; `eight_half_state` and
`huit_state` build the message a seat is sent from a position in Part C / Part D notation.
"""

from __future__ import annotations

import importlib.util
import io
import json
import os
import shutil
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.lan.views import eight_half_view, huit_view  # noqa: E402
from game.rules import eight_half, huit  # noqa: E402
from game.ui.shell import i18n  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "assets" / "phone"
# The system's Chromium (no browser comes from the package index): $CHROMIUM, else on PATH.
CHROMIUM = os.environ.get("CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
# .ci/run sets it: there a missing browser fails the tests instead of skipping them.
REQUIRED = os.environ.get("PHONE_BROWSER_TESTS") == "required"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]  # fmt: skip
# axe-core's script (the npm package, .ci/run installs it): checks a page against WCAG.
AXE_CORE = os.environ.get("AXE_CORE") or "node_modules/axe-core/axe.min.js"
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
PHONE = {"width": 360, "height": 640}
TABLET = {"width": 768, "height": 1024}
CARD_WIDTH = 120
TYPES = {".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8",
         ".css": "text/css; charset=utf-8"}  # fmt: skip
File = tuple[bytes, str]


def _png(surface: pygame.Surface) -> bytes:
    out = io.BytesIO()
    pygame.image.save(surface, out, "card.png")
    return out.getvalue()


def _cards() -> dict[str, File]:
    from game.rules.eight_half.cards import Card
    from game.rules.huit import JOKER
    from game.rules.huit.cards import CARDS
    from game.ui.huit.card_faces import face
    from game.ui.table.card_faces import CardArt

    art = CardArt()
    back = _png(art.back(CARD_WIDTH))
    files = {"/cards/eight_half/back.png": back, "/cards/huit/back.png": back}
    for kind in Card:
        files[f"/cards/eight_half/{kind.token}.png"] = _png(art.face(kind, CARD_WIDTH))
    for card in (*CARDS, JOKER):  # a room with jokers serves theirs (RULES.md H7.1)
        files[f"/cards/huit/{card.token}.png"] = _png(face(card, CARD_WIDTH))
    return {path: (body, "image/png") for path, body in files.items()}


def phone_files() -> dict[str, File]:
    """Every file the phones may ask the room for, by URL path."""
    pygame.init()
    files = {f"/{p.name}": (p.read_bytes(), TYPES[p.suffix]) for p in PAGE.iterdir()
             if p.suffix in TYPES}  # fmt: skip
    words = {code: {k: v for k, v in i18n.load_catalog(code).items() if k.startswith("phone.")}
             for code in ("en", "fr", "nl")}  # fmt: skip
    files["/strings.json"] = (json.dumps(words, ensure_ascii=False).encode(), "application/json")
    return files | _cards()


@contextmanager
def chromium() -> Iterator[Any]:
    """A headless Chromium (Playwright's Browser). Without one the browser tests are
    skipped, saying why; under .ci/run (PHONE_BROWSER_TESTS=required) they fail instead."""
    missing = [what for what, there in (
        (f"Chromium ({CHROMIUM}; apt-get install chromium, or set $CHROMIUM)",
         Path(CHROMIUM).exists()),
        ("the python package playwright (pip install -e '.[test]')",
         importlib.util.find_spec("playwright") is not None),
    ) if not there]  # fmt: skip
    if missing:
        why = "the phone page's browser tests need " + " and ".join(missing)
        if REQUIRED:
            pytest.fail(why)
        pytest.skip(why)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as play:
        browser = play.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


def eight_half_state(position: dict[str, object], seat: int, names: Sequence[str],
                     ply: int = 1, prompt: str = "", last: str = "",
                     lang: str = "en") -> dict[str, object]:  # fmt: skip
    """The `state` message `seat` is sent in this 8½ position (Part C)."""
    state = eight_half.parse_position(json.dumps(position))
    decider = state.swapper if state.phase is eight_half.Phase.SWAP else state.turn
    legal = eight_half.legal_moves(state) if decider == seat else []
    message = eight_half_view(eight_half.observe(state, seat), legal, names, ply)
    return message | {"lang": lang, "prompt": prompt, "last": last}


def huit_state(position: dict[str, object], seat: int, names: Sequence[str],
               ply: int = 1, prompt: str = "", last: str = "",
               lang: str = "en") -> dict[str, object]:  # fmt: skip
    """The `state` message `seat` is sent in this Huit position (Part D)."""
    state = huit.parse_position(json.dumps(position))
    legal = huit.legal_moves(state) if state.turn == seat else []
    message = huit_view(huit.observe(state, seat), legal, names, ply)
    return message | {"lang": lang, "prompt": prompt, "last": last}


STATIC_URL = "http://phone.test/?room=KXQB"


@contextmanager
def static_page(browser: Any, files: dict[str, File], viewport: dict[str, int],
                locale: str = "en-GB") -> Iterator[Any]:  # fmt: skip
    """The page alone (Playwright's Page) at `viewport`, its files served by the browser
    itself and no room behind it: a test hands it messages with `receive`."""
    context = browser.new_context(viewport=viewport, locale=locale, has_touch=True)

    def serve(route: Any) -> None:
        path = route.request.url.removeprefix("http://phone.test").split("?", 1)[0]
        path = "/index.html" if path == "/" else path  # the page, as the room serves it
        if path not in files:
            route.fulfill(status=404, body="")
            return
        body, content_type = files[path]
        route.fulfill(status=200, body=body, headers={"Content-Type": content_type})

    context.route("http://phone.test/**", serve)
    page = context.new_page()
    try:
        page.goto(STATIC_URL)
        page.wait_for_function("S.ready")
        yield page
    finally:
        context.close()


def receive(page: Any, *messages: dict[str, object]) -> None:
    """The page gets `messages` as from the room, in order."""
    for message in messages:
        page.evaluate("(m) => receive(m)", message)


# Where a thing is, brought into view as a player scrolls to it (nothing, unless the cards
# cannot all fit even at a thumb's size): inside the window, and the thing itself is what
# a finger at its centre touches.
IN_VIEW = """(el) => {
  const r = el.getBoundingClientRect();
  const inside = r.width > 0 && r.left >= 0 && r.top >= 0 && r.right <= innerWidth + 0.5
      && r.bottom <= innerHeight + 0.5;
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return inside && hit !== null && el.contains(hit);
}"""
REACHABLE = IN_VIEW.replace(
    "(el) => {", '(el) => {\n  el.scrollIntoView({block: "nearest", inline: "nearest"});', 1
)
TARGETS = ("#mine .card-button:not([aria-disabled='true']), #actions button, #mine .my-counts, "
           "#public .count, #public .direction, #public .rules")  # fmt: skip


def unreachable(page: Any, check: str = REACHABLE, select: bool = True) -> list[str]:
    """The targets of the decision shown (and what must be read) that a player cannot
    reach; then (`select`) the same once a card is selected (the bar has its Play
    buttons). Each look at all the targets is one call into the page (one a target took
    most of the browser tests' time)."""
    missed = []
    look = f"""(selector) => {{
      const check = {check};
      return [...document.querySelectorAll(selector)]
        .filter((el) => !check(el))
        .map((el) => el.getAttribute("data-card") || el.innerText);
    }}"""
    for step in ("shown", "a card selected") if select else ("shown",):
        missed += [f"{step}: {what!r}" for what in page.evaluate(look, TARGETS)]
        cards = page.locator("#mine .card-button:not([aria-disabled='true'])")
        if select and step == "shown" and cards.count():
            cards.first.evaluate("(el) => el.click()")
    return missed


def axe_script() -> str:
    """axe-core's script; without it the test is skipped, saying why (under .ci/run it
    fails instead)."""
    path = Path(AXE_CORE)
    if not path.is_absolute():
        path = ROOT / path
    if not path.exists():
        why = f"the phone page's accessibility test needs axe-core ({path}; npm install axe-core)"
        if REQUIRED:
            pytest.fail(why)
        pytest.skip(why)
    return path.read_text(encoding="utf-8")


def axe_violations(page: Any, script: str) -> list[str]:
    """What axe-core finds against WCAG 2.1 AA on the page as shown: one line per element.
    The script is evaluated, not added as a tag: the page's Content-Security-Policy allows
    only its own files."""
    page.evaluate("(src) => { (0, eval)(src); return true; }", script)
    found = page.evaluate(
        """(tags) => axe.run(document, {runOnly: {type: "tag", values: tags}}).then((r) =>
             r.violations.flatMap((v) => v.nodes.map((n) =>
               v.id + " " + n.target.join(" ") + ": " + n.failureSummary.split("\\n")[1])))""",
        AXE_TAGS,
    )
    return [str(line) for line in found]
