"""Screenshots of the phone page in headless Chromium, in each language and size.

    python build/phone_screens.py OUT [--langs en,fr,nl] [--sizes 360x640,768x1024,640x360]

A room is opened on 127.0.0.1 with the game's own server; a phone page joins seat 0 and is
sent crafted `state` messages of real positions (tests/kits/phone_kit.py), then taps as a
player would (a card, the "Carte !" toggle, an 8's suit chooser). One PNG per screen:
OUT/<lang>_<screen>_<size>.png.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "kits"))

import phone_kit as pk  # noqa: E402

from game.lan.lobby import Lobby, LobbySeat  # noqa: E402
from game.lan.server import RoomServer  # noqa: E402
from game.ui.shell import i18n  # noqa: E402

NAMES = ["Chloé", "Marc", "Ada"]
EH_SEATS = [
    {"hand": "7 7 8", "draw": "3 4 1 0", "open": "9 5 2", "blind": "1 6 h", "aside": ""},
    {"hand": "1 2 3", "draw": "4 4", "open": "6 0", "blind": "8 8 g", "aside": "3 3 6"},
    {"hand": "g 2 4", "draw": "6", "open": "h 9 9", "blind": "3 6", "aside": ""},
]


def eh(seats: list[dict[str, object]], **fields: object) -> dict[str, object]:
    position: dict[str, object] = {
        "seats": [{"at_table": False, **s} for s in seats], "pile": "4 6 h", "bid": "6.5",
        "five_rule": False, "half_owner": 2, "turn": 0, "phase": "play",
    }  # fmt: skip
    return position | fields


def huit(hands: list[str], top: str = "5h 7c 2d", **fields: object) -> dict[str, object]:
    position: dict[str, object] = {
        "game": "huit", "decks": 1, "hands": hands, "stock": "2c 9d 6s Qs 6h", "discard": top,
        "suit": None, "turn": 0, "phase": "play", "drawn": None, "penalty": 0,
        "unannounced": None,
    }  # fmt: skip
    return position | fields


class Shooter:
    """One phone page at one size and language, joined to seat 0 of a fresh room."""

    def __init__(self, browser: Any, files: dict[str, pk.File], lang: str,
                 size: tuple[int, int], out: Path) -> None:  # fmt: skip
        self.lang = lang
        self.words = i18n.load_catalog(lang)
        self.out = out
        self.size = f"{size[0]}x{size[1]}"
        seats = [LobbySeat(0, "phone", None, "", False, False),
                 LobbySeat(1, "phone", None, "", False, False),
                 # a bot under the name the match gave it, as at Continue
                 LobbySeat(2, "bot", NAMES[2], "medium", False, False)]  # fmt: skip
        self.server = RoomServer(Lobby("eight_half", seats, "KXQB"), files, "127.0.0.1", 8800)
        self.url = self.server.start()
        self.context = browser.new_context(
            viewport={"width": size[0], "height": size[1]}, locale=lang, has_touch=True
        )
        self.page = self.context.new_page()
        self.ply = 0

    def close(self) -> None:
        self.context.close()
        self.server.stop()

    def say(self, key: str, **params: object) -> str:
        entry = self.words[key]
        if isinstance(entry, dict):
            entry = entry["one" if params.get("count") == 1 else "other"]
        return str(entry).format(**params)

    def shot(self, name: str) -> None:
        # every card picture drawn first (a picture still loading shows as a blank card)
        self.page.evaluate(
            "Promise.all(Array.from(document.images).filter((i) => !i.complete)"
            ".map((i) => new Promise((done) => { i.onload = i.onerror = done; })))"
        )
        path = self.out / f"{self.lang}_{name}_{self.size}.png"
        self.page.screenshot(path=str(path))

    def state(self, message: dict[str, object]) -> None:
        self.ply += 1
        self.server.send(0, message | {"ply": self.ply})
        self.page.wait_for_selector(f"body[data-ply='{self.ply}'] #table:not([hidden])")

    def tap(self, selector: str) -> None:
        self.page.locator(selector).first.click()

    # -- the screens

    def lobby(self) -> None:
        self.page.goto(self.url)
        self.page.wait_for_selector("#lobby:not([hidden])")
        self.page.fill("#name", NAMES[0])
        self.shot("lobby")
        self.tap("#join")
        self.page.wait_for_selector("#waiting:not([hidden])")
        self.shot("waiting")

    def eight_half_attack(self) -> None:
        prompt = self.say("prompt.attack", n=7, name="Ada", bid="6½")
        last = self.say("log.plays_said", name="Ada", cards="½", said="six et demi")
        self.state(pk.eight_half_state(eh(EH_SEATS), 0, NAMES, prompt=prompt, last=last,
                                       lang=self.lang))  # fmt: skip
        self.tap("[data-zone='hand'][data-card='7']")
        self.shot("8h_attack")

    def eight_half_table(self) -> None:
        seats = [{**EH_SEATS[0], "hand": "", "draw": "", "open": "9 5", "at_table": True},
                 *EH_SEATS[1:]]  # fmt: skip
        prompt = self.say("prompt.open_cards", bid="3")
        self.state(pk.eight_half_state(eh(seats, pile="3", bid="3", half_owner=None), 0, NAMES,
                                       prompt=prompt, lang=self.lang))  # fmt: skip
        self.tap("[data-zone='open'][data-card='5']")
        self.shot("8h_table")

    def eight_half_blind(self) -> None:
        seats = [{**EH_SEATS[0], "hand": "", "draw": "", "open": "", "at_table": True},
                 *EH_SEATS[1:]]  # fmt: skip
        position = eh(seats, pile="3", bid="3", half_owner=None)
        prompt = self.say("prompt.blind")
        self.state(pk.eight_half_state(position, 0, NAMES, prompt=prompt, lang=self.lang))
        self.tap("[data-zone='blind'][data-index='1']")
        self.shot("8h_blind")

    def eight_half_swap(self) -> None:
        position = eh(EH_SEATS, pile="", bid="0", half_owner=None, phase="swap", swapper=0,
                      opener=1, loser=1)  # fmt: skip
        prompt = self.say("prompt.swap_give", name="Marc")
        self.state(pk.eight_half_state(position, 0, NAMES, prompt=prompt, lang=self.lang))
        self.tap("[data-zone='open'][data-card='2']")
        self.tap("[data-zone='theirs'][data-card='6']")
        self.shot("8h_swap")

    def eight_half_waiting(self) -> None:
        position = eh(EH_SEATS, turn=1, five_rule=True, pile="7 5", bid="5", half_owner=None)
        prompt = self.say("prompt.turn", name="Marc") if "prompt.turn" in self.words else ""
        self.state(pk.eight_half_state(position, 0, NAMES, prompt=prompt, lang=self.lang))
        self.page.evaluate("notice(t('phone.away', {name: 'Marc'}))")
        self.shot("8h_waiting")
        self.page.evaluate("document.getElementById('notice').hidden = true")

    def huit_carte(self) -> None:
        prompt = self.say("huit.prompt.play_or_draw")
        self.state(pk.huit_state(huit(["8s 7d", "Ac 10c 5d", "3c 4c Kd"]), 0, NAMES,
                                 prompt=prompt, lang=self.lang))  # fmt: skip
        self.tap("[data-card='8s']")
        self.tap(".carte")
        self.shot("huit_carte")
        self.tap("[data-play='8s']")
        self.page.wait_for_selector("#suits:not([hidden])")
        self.shot("huit_suits")
        self.tap("#suits-cancel")

    def huit_hand(self) -> None:
        hands = ["2h 7h 8s Kd 9h 10d Qd Jc 4s 3h", "Ac 10c 5d", "3c"]
        prompt = self.say("huit.prompt.asked", suit=self.say("huit.suit.hearts"))
        self.state(pk.huit_state(huit(hands, top="5h 7d 8c", suit="h", unannounced=2), 0, NAMES,
                                 prompt=prompt, lang=self.lang))  # fmt: skip
        self.tap("[data-card='9h']")
        self.shot("huit_hand")

    def huit_penalty(self) -> None:
        prompt = self.say("huit.prompt.answer_ace", count=2)
        self.state(pk.huit_state(huit(["As 7d 9c", "Ac 10c 5d", "3c 4c"], top="5h Ah", penalty=2),
                                 0, NAMES, prompt=prompt, lang=self.lang))  # fmt: skip
        self.page.evaluate(
            "showError(" + repr(self.say("huit.reason.must_answer_penalty", count=2)) + ")"
        )
        self.shot("huit_penalty")

    def huit_drawn(self) -> None:
        prompt = self.say("huit.prompt.drawn_fits", card="9♥")
        position = huit(["9h 7d 3c", "Ac 10c 5d", "3s 4c"], top="5h 7c 2h", phase="drawn",
                        drawn="9h")  # fmt: skip
        self.state(pk.huit_state(position, 0, NAMES, prompt=prompt, lang=self.lang))
        self.page.evaluate("setNet(t('phone.reconnecting'))")
        self.shot("huit_drawn_reconnecting")

    def replaced(self) -> None:
        """Another tab of this phone takes the seat; then Play here takes it back."""
        other = self.context.new_page()
        other.goto(self.url)
        self.page.wait_for_selector("#closed:not([hidden])")
        self.shot("replaced")
        self.tap("#play-here")
        self.page.wait_for_selector("#table:not([hidden])")
        other.close()

    def match_over(self) -> None:
        """Last: the match ended, the room closed (the page waits for the next one)."""
        self.page.evaluate("setNet('')")
        self.server.stop("match_over")
        self.page.wait_for_selector("#closed:not([hidden])")
        self.shot("match_over")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--langs", default="en,fr,nl")
    parser.add_argument("--sizes", default="360x640,768x1024,640x360")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    files = pk.phone_files()
    sizes = [tuple(int(n) for n in s.split("x")) for s in args.sizes.split(",")]
    screens: list[Callable[[Shooter], None]] = [
        Shooter.lobby, Shooter.eight_half_attack, Shooter.eight_half_table,
        Shooter.eight_half_blind, Shooter.eight_half_swap, Shooter.eight_half_waiting,
        Shooter.huit_carte, Shooter.huit_hand, Shooter.huit_penalty, Shooter.huit_drawn,
        Shooter.replaced, Shooter.match_over,
    ]  # fmt: skip
    with pk.chromium() as browser:
        for lang in args.langs.split(","):
            for w, h in sizes:
                shooter = Shooter(browser, files, lang, (w, h), args.out)
                try:
                    for screen in screens:
                        screen(shooter)
                finally:
                    shooter.close()
    print(f"phone screens written to {args.out}")


if __name__ == "__main__":
    main()
