"""Friends at one screen: a hand is spoken only after its hand-over, to its owner. While
the hand-over screen waits, the voice says only that screen (whose turn, pass the screen),
and F3 there says no hand; once the person has the screen, F3 says their own cards."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame
import pytest
from speech_kit import FakeVoice

from game.rules.eight_half.cards import Card
from game.rules.huit.cards import Card as HuitCard
from game.store.seats import SeatPlan, with_seats
from game.store.settings import Settings
from game.ui.eight_half.table_scene import TableScene
from game.ui.eight_half.words import card_name
from game.ui.huit import words as huit_words
from game.ui.huit.table_scene import HuitTableScene
from game.ui.shell.app import App
from game.ui.shell.i18n import tr
from game.ui.speech import speakable
from game.ui.speech.said import sentences
from game.ui.table.bot_runner import InlineExecutor
from game.ui.table.handover import ARMING, HandOverScene

DT = 1 / 60
TABLES: dict[str, Any] = {"eight_half": TableScene, "huit": HuitTableScene}
HAND_OVERS = 6  # enough to pass the screen both ways, and again


def _press(app: App, key: int, unicode: str = "") -> None:
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=unicode))
    app.frame(DT)


def _own_cards(table: Any, seat: int) -> str:
    """The words for `seat`'s hand in the engine's truth (not in what the table shows)."""
    hand = table.state.seats[seat].hand if isinstance(table, TableScene) else None
    if hand is not None:
        return ", ".join(card_name(Card(c)) for c in sorted(hand))
    cards: list[HuitCard] = list(table.state.hands[seat])
    from game.ui.huit.selection import display_order

    return huit_words.cards_list([cards[i] for i in display_order(cards)])


@pytest.mark.parametrize("game", ["eight_half", "huit"])
def test_a_hand_is_spoken_only_to_its_owner_after_the_hand_over(
    make_app: Callable[..., App], game: str
) -> None:
    plans = (SeatPlan("Chloé", "medium"), SeatPlan(None, "medium"), SeatPlan("Marc", "medium"))
    base = Settings(
        window_size=(800, 600), animation_speed="instant", bot_pause=0.0, speak_screen=True
    )
    voice = FakeVoice()
    app = make_app(with_seats(base, game, plans), voice=lambda: voice, fixed_dt=DT)  # type: ignore[arg-type]
    table = TABLES[game](app, app.settings, seed=5, quick_bots=True, executor=InlineExecutor())
    app.push(table)
    your_hand = tr("speech.hand", cards="").rstrip(": ")
    rng = random.Random(5)
    handed: list[int] = []
    asked = False
    for _ in range(20_000):
        top = app.top
        if isinstance(top, HandOverScene):
            voice.clear()
            for _ in range(round(ARMING / DT) + 1):
                app.frame(DT)
            _press(app, pygame.K_F3)
            # Only the hand-over's own words, F3 or not: nothing of anyone's cards.
            assert set(voice.said) == {speakable(sentences([s.text for s in top.speech()]))}
            seat = top.seat
            _press(app, pygame.K_SPACE, " ")
            assert table.on_screen == seat
            _press(app, pygame.K_F3)
            assert speakable(f"{your_hand}: {_own_cards(table, seat)}") in voice.last
            handed.append(seat)
            asked = False
            if len(handed) >= HAND_OVERS:
                break
            continue
        if top is not table:
            break  # the game's end: enough seen
        if table.options.my_turn and not table.director.busy:
            table.human_move(rng.choice(table.rules.legal_moves(table.state)))
        elif table.on_screen is None and not asked:
            _press(app, pygame.K_F3)  # the bots' turns between people: no hand shows
            asked = True
        assert not any(your_hand in text for text in voice.said) or table.on_screen is not None
        voice.clear()
        app.frame(DT)
    assert set(handed) == {0, 2}
