"""A player who hears the table but does not see it plays whole games of both games with
the keyboard alone: each decision is made from the words the voice said since the last
key, and nothing else (RULES.md R4-R10 for 8½, H2-H7 for Huit américain, the house rules
on). A decision the voice did not explain, a key the table refused, or a move that did not
happen fails the test.

The listener knows what a player learns from the README and the rules help: the keys, and
what the prompts mean. It plays simply (the first card that fits, no attack, no swap), as a
player finding their way would; the bots play the rest."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import huit_table_kit as hk
import pygame
import table_kit as tk
from speech_kit import FakeVoice

from game.ui.scorepad.scene import ScorePadScene
from game.ui.shell.app import App

Press = Callable[[int], str]  # a key pressed: what the voice said after it


def last_said(heard: str, cues: dict[str, str]) -> str:
    """Of `cues` (words: what they ask), what the latest one said asks: the events said
    before it ("You are attacked and take the pile") are news, not the question."""
    words = max(cues, key=heard.rfind)
    if heard.rfind(words) < 0:
        raise AssertionError(f"the voice said no decision: {heard!r}")
    return cues[words]


EIGHT_HALF_CUES = {
    "open with your": "play",  # R3: the lowest yellow card opens
    "to take the pile": "take",  # R6: no card fits
    "take the pile (T)": "take",
    "turn it over": "blind",  # R8: the blind cards, the hand and open cards gone
    "or pass": "pass",  # R9: the last chance to attack
    "pass (P)": "pass",
    "No swap": "no swap",  # R10: the winner of the last game may swap
    "Your turn": "play",
    "lower!": "play",  # R5: a 5 said "lower"
    "Attack with": "play",
}


def ear_eight_half(heard: str, press: Press) -> str:
    """The keys an 8½ player presses for what was said (README: the table's keys)."""
    ask = last_said(heard, EIGHT_HALF_CUES)
    keys = {
        "take": [pygame.K_t],
        "blind": [pygame.K_RETURN],
        "pass": [pygame.K_p],
        "no swap": [pygame.K_n],
        "play": [pygame.K_SPACE, pygame.K_RETURN],  # the card the keyboard is on, twins too
    }[ask]
    for key in keys:
        press(key)
    return ask


HUIT_CUES = {
    "Name a suit": "suit",  # H4: an 8 (or a joker) played
    "Play the card you drew": "drawn",  # H3
    "does not fit: keep it": "keep",
    "nothing to draw — pass": "pass",
    "there is nothing to draw: pass": "pass",
    "draw a card": "draw",
    "to answer: draw": "draw",  # H7: a penalty with nothing to answer it
    "Your turn": "play",
    "Play again": "play",  # H5: a 10
    "Answer the": "play",  # H7: an ace or a joker to answer, or draw
    "call it (A)": "call",  # H6: a bot forgot "Carte !"
}


def ear_huit(heard: str, press: Press) -> str:
    """The keys a Huit player presses for what was said (README: the Huit table's keys)."""
    ask = last_said(heard, HUIT_CUES)
    if ask == "play":
        return _first_that_fits(heard, press)
    press(
        {
            "suit": pygame.K_1,
            "drawn": pygame.K_RETURN,
            "keep": pygame.K_k,
            "pass": pygame.K_p,
            "draw": pygame.K_d,
            "call": pygame.K_a,
        }[ask]
    )
    return ask


def _first_that_fits(heard: str, press: Press) -> str:
    """→ over the hand until a card said without "does not fit", then Enter; none: D."""
    seen: set[str] = set()
    said = press(pygame.K_RIGHT)
    while said and said not in seen:
        if "does not fit" not in said:
            if "C: “" in heard:  # H6: this play leaves one card, "Carte !" with it
                press(pygame.K_c)
            press(pygame.K_RETURN)
            return "play"
        seen.add(said)
        said = press(pygame.K_RIGHT)
    press(pygame.K_d)
    return "draw"


def play_by_ear(
    app: App,
    voice: FakeVoice,
    scene: Any,
    ear: Callable[[str, Press], str],
    over: Callable[[], bool],
) -> list[str]:
    """Run the match to its end, the person's decisions made by `ear` from the words said;
    the decisions made, in order."""
    made: list[str] = []
    seen: object = None

    def press(key: int) -> str:
        before = len(voice.said)
        app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        app.frame(tk.DT)
        said = voice.said[before:]
        return said[-1] if said else ""

    for _ in range(3_000):
        if over():
            return made
        top = app.top
        if isinstance(top, ScorePadScene):  # a game's end: the pad, then the next deal
            press(pygame.K_RETURN)
            continue
        if top is not scene or not scene.options.my_turn or scene.director.busy:
            app.frame(tk.DT)
            continue
        waiting = getattr(scene.controls, "waiting", False)  # R9.3: passed for the player
        if waiting:
            app.frame(tk.DT)
            continue
        if scene.state is not seen:  # the voice says a new turn in the frame that shows it
            seen = scene.state
            app.frame(tk.DT)
            continue
        heard = " ".join(voice.said)
        voice.clear()
        state = scene.state
        made.append(ear(heard, press))
        note = scene.note
        refused = note.text if note is not None and note.tone != "hint" else ""
        assert not refused, f"the table said {refused!r} to {made[-1]!r} after {heard!r}"
        for _ in range(600):  # the move goes through (a blind card turned over)
            if scene.state is not state or over() or app.top is not scene:
                break
            app.frame(tk.DT)
        else:  # or the table asks what goes with it (the suit an 8 names)
            asked = " ".join(voice.said)
            assert last_said(asked, HUIT_CUES) == "suit", f"{made[-1]!r} after {heard!r}: {asked!r}"
    raise AssertionError(f"the match did not end: {made[-12:]}")


def test_a_whole_match_of_eight_and_a_half_is_played_by_ear(
    make_app: Callable[..., App],
) -> None:
    voice = FakeVoice()
    settings = tk.settings(
        players=3, speak_screen=True, bot_pause=0.0, match_length=2, bot_levels=("easy",) * 5
    )
    app = make_app(settings, voice=lambda: voice, fixed_dt=tk.DT)
    scene = tk.table(app, seed=3)
    made = play_by_ear(
        app,
        voice,
        scene,
        ear_eight_half,
        lambda: scene.record is not None and scene.record.match_over,
    )
    assert {"play", "take", "blind", "no swap"} <= set(made), Counter(made)


def test_a_whole_round_of_huit_with_the_house_rules_is_played_by_ear(
    make_app: Callable[..., App],
) -> None:
    voice = FakeVoice()
    settings = hk.settings(
        players=3,
        speak_screen=True,
        bot_pause=0.0,
        huit_to_500=False,
        huit_levels=("easy",) * 5,
        huit_rules=("jokers", "jack_reverses", "no_eight_on_eight", "no_finish_on_eight"),
    )
    app = make_app(settings, voice=lambda: voice, fixed_dt=tk.DT)
    scene = hk.table(app, seed=3)
    made = play_by_ear(app, voice, scene, ear_huit, lambda: scene.state.is_over)
    assert {"play", "draw", "drawn", "keep", "suit", "call"} <= set(made), Counter(made)
