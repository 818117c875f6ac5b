""" "Could I have won?" in words: the moves, the tally of games won, the forced-win line.

A move is named two ways. Its `cards` (a play's cards as a player names them: "two 7s",
"the 8 of hearts (asking for clubs)") go into the sentence that compares two plays ("With
two 7s instead of a 9", "Avec deux 7 et non un 9": French needs no elision there). Any other
pair of moves is compared as two whole actions, each from the catalog with its verb
("taking the pile", "prendre la pile", "de stapel pakken"): a language picks the form its
sentence needs (English a gerund, French and Dutch an infinitive).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.ai.review.forced import Verdict
from game.ai.review.what_if import Answer
from game.rules import eight_half, huit
from game.rules.eight_half.events import Zone
from game.rules.eight_half.moves import MoveKind as EightKind
from game.ui.eight_half.words import card_name as eight_half_card
from game.ui.eight_half.words import cards_phrase
from game.ui.huit.words import card_name as huit_card
from game.ui.huit.words import carte_word, suit_name
from game.ui.shell.i18n import N_, tr

LINE_SHOWN = 8  # moves of a forced-win line written out; the rest is "…"

# The moves without cards, with their verbs.
EIGHT_HALF_ACTIONS = {
    EightKind.TAKE: N_("review.whatif.do.take"),
    EightKind.PASS: N_("review.whatif.do.pass"),
    EightKind.NOSWAP: N_("review.whatif.do.noswap"),
}
HUIT_ACTIONS = {
    huit.MoveKind.DRAW: N_("review.whatif.do.huit_draw"),
    huit.MoveKind.PASS: N_("review.whatif.do.huit_pass"),
    huit.MoveKind.CALL: N_("review.whatif.do.huit_call"),
}


def cards(move: Any) -> str | None:
    """A play's cards as a player names them; None for another move."""
    if isinstance(move, eight_half.Move):
        if move.kind is EightKind.PLAY:
            return cards_phrase(move.cards)
        return None
    if move.kind is not huit.MoveKind.PLAY or move.card is None:
        return None
    text = huit_card(move.card)
    if move.suit is not None:
        text = tr("review.whatif.asks", card=text, suit=suit_name(move.suit))
    if move.carte:
        text = tr("review.whatif.carte", play=text, carte=carte_word())
    return text


def action(move: Any) -> str:
    """The whole move with its verb, as the catalog's sentences need it."""
    played = cards(move)
    if isinstance(move, eight_half.Move):
        kind = move.kind
        if kind is EightKind.PLAY:
            if move.zone is Zone.OPEN:
                return tr("review.whatif.do.open", cards=played)
            return tr("review.whatif.do.play", cards=played)
        if kind is EightKind.BLIND:
            return tr("review.whatif.do.blind", n=move.index + 1)
        if kind is EightKind.SWAP:
            gave, received = (eight_half_card(c) for c in move.cards)
            return tr("review.whatif.do.swap", gave=gave, received=received)
        return tr(EIGHT_HALF_ACTIONS[kind])
    if move.kind is huit.MoveKind.PLAY:
        return tr("review.whatif.do.play", cards=played)
    return tr(HUIT_ACTIONS[move.kind], carte=carte_word())


def short(move: Any) -> str:
    """A play's cards, or the whole move when it is no play."""
    return cards(move) or action(move)


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def asked(tried: Any, played: Any) -> str:
    """ "Played: a 9 · Tried: two 7s" """
    return tr("review.whatif.asked", played=short(played), tried=short(tried))


def tried_line(answer: Answer) -> str:
    """ "With two 7s instead of a 9: won 7 of 10"; two moves that are not both plays, each
    with its verb ("Taking the pile instead of playing a 9: ..."). The move made itself:
    its own line."""
    tried, played = answer.tried.move, answer.played.move
    if tried == played:
        return made_line(answer)
    a, b = cards(tried), cards(played)
    tally = {"won": answer.tried.won, "runs": answer.tried.runs}
    if a is not None and b is not None:
        return tr("review.whatif.plays", tried=a, played=b, **tally)
    return capital(tr("review.whatif.moves", tried=action(tried), played=action(played), **tally))


def made_line(answer: Answer) -> str:
    """ "With a 9, as played: won 2 of 10" """
    played = answer.played.move
    tally = {"won": answer.played.won, "runs": answer.played.runs}
    words = cards(played)
    if words is not None:
        return tr("review.whatif.made.play", played=words, **tally)
    return capital(tr("review.whatif.made.move", played=action(played), **tally))


def forced_line(answer: Answer) -> str:
    """Whether a forced win existed, every card known (2 players), with its line."""
    if answer.forced is None:
        return tr("review.whatif.forced.many")
    verdict = answer.forced.verdict
    if verdict is Verdict.YES:
        return tr("review.whatif.forced.yes", line=line_words(answer.forced_line))
    if verdict is Verdict.NO:
        return tr("review.whatif.forced.no")
    return tr("review.whatif.forced.unknown")


def line_words(moves: Sequence[Any]) -> str:
    """The moves of a line, one after the other: "two 7s – take the pile – a 3"."""
    words = [short(m) for m in moves[:LINE_SHOWN]]
    if len(moves) > LINE_SHOWN:
        words.append("…")
    return " – ".join(words)


def progress_line(done: int, total: int) -> str:
    return tr("review.whatif.progress", done=done, total=total)
