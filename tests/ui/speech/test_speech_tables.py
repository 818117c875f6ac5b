"""At both tables the voice says what a player needs to decide (RULES.md R12, Part B):
the bid or the top card and the suit asked, whose turn it is and what to do, the card
the keyboard is on, the whole hand on F3, refusals and hints; and the score pad's rows.
In the chosen language, with the cards in words."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import drawn_screens
import huit_table_kit as hk
import lang_kit
import pygame
import pytest
import table_kit as tk
from speech_kit import FakeVoice, key

from game.rules.eight_half.cards import Card
from game.rules.eight_half.moves import Move
from game.rules.huit.cards import parse_card
from game.rules.huit.moves import Move as HuitMove
from game.ui.shell.app import App
from game.ui.speech import speakable

EIGHT_HALF = {
    "en": {
        "bid": "The bid is six.",
        "turn": "Your turn: play 6 or higher.",
        "focus": ["7.", "half."],
        "hand": "Your hand: 3, 7, half. Your open cards: 0, 8, 9. 3 blind cards. "
        "2 cards in your draw pile.",
        "refused": "too low",
        "hint": "Hint",
    },
    "fr": {
        "bid": "L’annonce est à six.",
        "turn": "À vous : jouez 6 ou plus.",
        "focus": ["7.", "demi."],
        "hand": "Votre main : 3, 7, demi. Vos cartes ouvertes : 0, 8, 9. 3 cartes aveugles. "
        "2 cartes dans votre pioche.",
        "refused": "trop bas",
        "hint": "Conseil",
    },
    "nl": {
        "bid": "Het bod is zes.",
        "turn": "Jouw beurt: speel 6 of hoger.",
        "focus": ["7.", "half."],
        "hand": "Je hand: 3, 7, half. Je open kaarten: 0, 8, 9. 3 blinde kaarten. "
        "2 kaarten op je trekstapel.",
        "refused": "te laag",
        "hint": "Tip",
    },
}


def _speaking(make_app: Callable[..., App], voice: FakeVoice, settings: object) -> App:
    return make_app(settings, voice=lambda: voice, fixed_dt=tk.DT)


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
def test_eight_and_a_half_is_spoken(make_app: Callable[..., App], language: str) -> None:
    words = EIGHT_HALF[language]
    voice = FakeVoice()
    with lang_kit.back_to_english():
        app = _speaking(make_app, voice, tk.settings(speak_screen=True, language=language))
        scene = tk.table(app)
        seats = [
            {"hand": "3 7 h", "open": "0 8 9", "blind": "1 2 3", "draw": "5 5"},
            {"hand": "4 4 4", "draw": "2"},
            {"hand": "9 9 9", "draw": "2"},
        ]
        tk.put(scene, tk.position(3, seats, pile="6", bid="6", turn=0))
        voice.clear()
        tk.frames(app, 2)
        said = " ".join(voice.said)
        assert words["bid"] in said and words["turn"] in said
        assert said.endswith("7.")  # the keyboard starts on the first card that fits
        key(app, pygame.K_RIGHT)
        assert voice.last == words["focus"][1]  # the ½: "half", "demi"
        key(app, pygame.K_LEFT)
        assert voice.last == words["focus"][0]
        key(app, pygame.K_F3)
        assert voice.last == f"{words['bid']} {words['turn']} {words['hand']}"
        scene.human_move(Move.play(Card.THREE))  # a click on the greyed 3 (R4: too low)
        app.frame(tk.DT)
        assert words["refused"] in voice.last.lower()
        key(app, pygame.K_h, "h")
        assert words["hint"] in voice.last  # with the prompt for the cards it chose


HUIT = {
    "en": {
        "top": "On the discard pile: the 8 of clubs. Suit asked: diamonds.",
        "turn": "Your turn: play diamonds or an 8, or draw.",
        "focus": ["the 9 of diamonds.", "the queen of spades, does not fit."],
        "hand": "Your hand: the 5 of clubs, the 9 of diamonds, the queen of spades "
        "and the 4 of hearts.",
    },
    "fr": {
        "top": "Sur la défausse : le 8 de trèfle. Couleur demandée : carreau.",
        "turn": "À vous : du carreau ou un 8, sinon piochez.",
        "focus": ["le 9 de carreau.", "la dame de pique, ne va pas."],
        "hand": "Votre main : le 5 de trèfle, le 9 de carreau, la dame de pique et le 4 de cœur.",
    },
    "nl": {
        "top": "Op de aflegstapel: klaveren 8. Gevraagde kleur: ruiten.",
        "turn": "Jouw beurt: speel ruiten of een 8, of trek een kaart.",
        "focus": ["ruiten 9.", "schoppen vrouw, past niet."],
        "hand": "Je hand: klaveren 5, ruiten 9, schoppen vrouw en harten 4.",
    },
}


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
def test_huit_americain_is_spoken(make_app: Callable[..., App], language: str) -> None:
    words = HUIT[language]
    voice = FakeVoice()
    with lang_kit.back_to_english():
        app = _speaking(make_app, voice, hk.settings(speak_screen=True, language=language))
        scene = hk.table(app)
        state = hk.position(
            ["5c 9d Qs 4h", "Kc 2d", "7h 2s Js"], discard="5h 8c", suit="d", stock="3s 4s 5s"
        )
        hk.put(scene, state)
        voice.clear()
        tk.frames(app, 2)
        said = " ".join(voice.said)
        assert f"{words['top']} {words['turn']}" in said  # H2, H4: the suit the 8 asked
        key(app, pygame.K_RIGHT)  # the focus comes to the first card that fits
        assert voice.last == words["focus"][0]
        key(app, pygame.K_RIGHT)
        assert voice.last == words["focus"][1]
        key(app, pygame.K_F3)
        assert voice.last == f"{words['top']} {words['turn']} {words['hand']}"
        spade = HuitMove.play(parse_card("Qs"))  # a click on it: a spade on diamonds (H2)
        why = scene.refusal_of(spade)
        assert why
        scene.human_move(spade)
        app.frame(tk.DT)
        assert speakable(why) in voice.last


@pytest.mark.parametrize(
    ("language", "row", "total"),
    [
        ("en", "Game 1: ", "Total: "),
        ("fr", "Partie 1 : ", "Total : "),
        ("nl", "Spel 1: ", "Totaal: "),
    ],
)
def test_the_score_pads_rows_are_spoken(
    make_app: Callable[..., App], language: str, row: str, total: str
) -> None:
    import table_screens

    voice = FakeVoice()
    with lang_kit.back_to_english():
        app = _speaking(
            make_app, voice, tk.settings(speak_screen=True, language=language, bot_pause=0.0)
        )
        table_screens.game_over(app, 3)
        app.frame(tk.DT)
        said = " ".join(voice.said)
        names = app.top.model.names  # type: ignore[union-attr]
        assert f"{row}{names[0]} " in said
        assert total in said


@pytest.mark.parametrize(
    ("language", "attack"), [("en", "7, attack!"), ("fr", "7, attaque !"), ("nl", "7, aanval!")]
)
def test_a_card_that_would_attack_says_so(
    make_app: Callable[..., App], tmp_path: Path, language: str, attack: str
) -> None:
    """R6.2: the table rims an attacking card in red with "!"; the voice says it."""
    voice = FakeVoice()
    with lang_kit.back_to_english():
        app = _speaking(make_app, voice, tk.settings(speak_screen=True, language=language))
        drawn_screens.eight_half_attack(app, tmp_path)
        app.frame(tk.DT)
        assert voice.last.endswith(attack)


@pytest.mark.parametrize(
    ("language", "won"),
    [
        ("en", "You win the match with 3 points!"),
        ("fr", "Vous remportez la série avec 3 points\u202f!"),
        ("nl", "Jij wint de wedstrijd met 3 punten!"),
    ],
)
def test_the_match_won_is_said_once(make_app: Callable[..., App], language: str, won: str) -> None:
    """The pad's headline and the line under it say the same news: heard once, with the
    points (R10.5), then the rows."""
    from game.rules.eight_half.match import GameResult
    from game.ui.scorepad.model import PadModel
    from game.ui.scorepad.scene import ScorePadScene
    from game.ui.shell.i18n import tr
    from game.ui.shell.scene import Scene

    voice = FakeVoice()
    with lang_kit.back_to_english():
        app = _speaking(make_app, voice, tk.settings(speak_screen=True, language=language))
        last = GameResult(winner=0, loser=1, counts=(0, 3), points=(3, 0))
        model = PadModel(names=("You", "Ada"), human=0, length=1, rows=((3, 0),), last=last)
        app.push(Scene(app))
        app.push(ScorePadScene(app, model, result=True))
        app.frame(tk.DT)
        said = " ".join(voice.said)
        headline = tr("over.you_win_match_headline")
    assert speakable(won) in said
    assert said.count(speakable(headline).rstrip("!\u00a0 ")) == 1, said
