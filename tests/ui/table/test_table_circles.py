"""A game that goes round in circles, at the table: the table says why it ends and who wins,
in the player's language, and the move log says it too (R10.6, H6.2)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import huit_table_kit as hk
import pytest
import table_kit as tk
from rulekit import LOOP  # noqa: E402

from game.rules.eight_half import legal_moves, parse_position
from game.rules.huit import legal_moves as huit_legal_moves
from game.ui.shell import i18n
from game.ui.table.base import CIRCLES_PAUSE, CardTable

NOTES = {
    "en": ("We are going round in circles: the game ends, you have the fewest cards",
           "We are going round in circles: the round ends, Ada has the fewest points in hand"),
    "fr": ("On tourne en rond\u00a0: la partie s’arrête, vous avez le moins de cartes",
           "On tourne en rond\u00a0: la manche s’arrête, Ada a le moins de points en main"),
    "nl": ("We draaien in een kringetje rond: het spel stopt, jij hebt de minste kaarten",
           "We draaien in een kringetje rond: de ronde stopt, Ada heeft de minste punten in de "
           "hand"),
}  # fmt: skip
Table = CardTable[Any, Any, Any, Any, Any, Any]  # either game's table


def play_to_the_end(app: Any, scene: Table, legal: Callable[[Any], list[Any]]) -> None:
    """The player makes their only legal move; the bots theirs; until the game is over."""
    for _ in range(2000):
        if scene.state.is_over and not scene.director.busy:
            return
        if scene.state.turn == scene.human and not scene.director.busy:
            scene.human_move(legal(scene.state)[0])
        app.frame(tk.DT)
    raise AssertionError("the game did not end")


def eight_half(app: Any) -> tuple[Table, Callable[[Any], list[Any]]]:
    scene = tk.table(app)
    tk.put(scene, parse_position(LOOP))
    return scene, legal_moves


def huit(app: Any) -> tuple[Table, Callable[[Any], list[Any]]]:
    scene = hk.table(app)
    # Nothing to draw and nothing fits the king of hearts: everyone passes (H3.2).
    hk.put(scene, hk.position(["2c 3c", "4c", "9c Jc"], discard="Kh", turn=0))
    return scene, huit_legal_moves


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
@pytest.mark.parametrize(
    ("game", "settings", "winner", "log_key"),
    [
        # R10.6: the player has 4 cards in play against 5 and 6.
        (eight_half, tk.settings, 0, "log.circles"),
        # H6.2: Ada's hand is worth 5 points, the others' 10 and 15.
        (huit, hk.settings, 1, "huit.log.circles"),
    ],
    ids=["eight_half", "huit"],
)
def test_the_table_says_the_game_goes_round_in_circles_and_who_wins(
    make_app: Any, language: str, game: Any, settings: Any, winner: int, log_key: str
) -> None:
    app = make_app(settings(language=language))
    i18n.set_language(language)
    scene, legal = game(app)
    play_to_the_end(app, scene, legal)
    assert scene.state.winner == winner and scene.short_name(1) == "Ada"
    note = NOTES[language][0 if game is eight_half else 1]
    assert scene.note is not None and scene.note.text == note
    # The log says it too, then who wins ("You win the game", "Ada wins the round …").
    assert scene.log.lines[-2].text == i18n.tr(log_key)
    # The result waits until the note can be read, even at the instant speed.
    tk.frames(app, round(CIRCLES_PAUSE / tk.DT) - 10)
    assert not scene.result_shown and scene.note is not None
    tk.frames(app, 20)
    assert scene.result_shown
