"""Sentences built from cards, counts and names read as a native writes them: one
whole-sentence template per shape, with its plural forms and articles, in English,
French and Dutch, for both games. Every shape of play the game makes (R5) is here,
with a name (the log), as "you", and without a name (the note beside a player's plate)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator

import pytest

from game.rules import huit
from game.rules.eight_half.cards import Card
from game.rules.eight_half.events import (
    Announce,
    BidAnnounced,
    BlindReturned,
    BlindTurned,
    Destination,
    PileTaken,
    Swapped,
    TakeReason,
    Zone,
)
from game.rules.huit import events as hev
from game.ui.eight_half.move_log import MoveLog
from game.ui.eight_half.words import announcement, cards_phrase, play_line, play_memo
from game.ui.huit import reasons
from game.ui.huit.words import card_name, cards_list, log_line
from game.ui.shell import i18n
from game.ui.shell.app import App

LANGS = ("en", "fr", "nl")
A = Announce
G, H = Card.GHOST, Card.HALF
# (shape, cards, the bid announced after them), for every kind of play R5 allows.
PLAYS: list[tuple[str, tuple[Card, ...], BidAnnounced]] = [
    ("one card", (Card.SEVEN,), BidAnnounced(1, 14, A.PLAIN)),
    ("two of a kind", (Card.SEVEN,) * 2, BidAnnounced(1, 14, A.PLAIN)),
    ("three of a kind", (Card.THREE,) * 3, BidAnnounced(1, 6, A.PLAIN)),
    ("an eight", (Card.EIGHT,), BidAnnounced(1, 16, A.PLAIN)),
    ("a ghost", (G,), BidAnnounced(1, 6, A.PLAIN, ghost=True)),
    ("two ghosts", (G, G), BidAnnounced(1, 6, A.PLAIN, ghost=True)),
    ("a ghost on a five", (G,), BidAnnounced(1, 10, A.FIVE_RULE, ghost=True)),
    ("a half", (H,), BidAnnounced(1, 13, A.HALF)),
    ("a half on nothing", (H,), BidAnnounced(1, 1, A.HALF)),
    ("two halves", (H, H), BidAnnounced(1, 14, A.PLAIN)),
    ("eight and a half", (Card.EIGHT, H), BidAnnounced(1, 17, A.EIGHT_HALF)),
    ("two eights and a half", (Card.EIGHT, Card.EIGHT, H), BidAnnounced(1, 17, A.EIGHT_HALF)),
    ("a five", (Card.FIVE,), BidAnnounced(1, 10, A.FIVE_RULE)),
    ("a zero", (Card.ZERO,), BidAnnounced(1, 0, A.ZERO)),
    ("an attack", (Card.SEVEN,), BidAnnounced(1, 14, A.ATTACK)),
    ("an attack with a one", (Card.ONE,), BidAnnounced(1, 2, A.ATTACK)),
]
# The log's line with a name, as "you", and the note beside the plate (no name).
SAID: dict[str, list[tuple[str, str, str]]] = {
    "en": [
        ("Ada plays a 7", "You play a 7", "played a 7"),
        ("Ada plays two 7s", "You play two 7s", "played two 7s"),
        ("Ada plays three 3s", "You play three 3s", "played three 3s"),
        ("Ada plays an 8", "You play an 8", "played an 8"),
        (
            "Ada plays a ghost — still three",
            "You play a ghost — still three",
            "played a ghost — still three",
        ),
        (
            "Ada plays two ghosts — still three",
            "You play two ghosts — still three",
            "played two ghosts — still three",
        ),
        (
            "Ada plays a ghost — still five, lower",
            "You play a ghost — still five, lower",
            "played a ghost — still five, lower",
        ),
        (
            "Ada plays a ½ — six and a half",
            "You play a ½ — six and a half",
            "played a ½ — six and a half",
        ),
        ("Ada plays a ½", "You play a ½", "played a ½"),
        ("Ada plays two ½s — seven", "You play two ½s — seven", "played two ½s — seven"),
        ("Ada plays an 8 and a ½", "You play an 8 and a ½", "played an 8 and a ½"),
        ("Ada plays two 8s and a ½", "You play two 8s and a ½", "played two 8s and a ½"),
        ("Ada plays a 5 — lower", "You play a 5 — lower", "played a 5 — lower"),
        ("Ada plays a 0", "You play a 0", "played a 0"),
        ("Ada plays a 7 — attack!", "You play a 7 — attack!", "played a 7 — attack!"),
        ("Ada plays a 1 — attack!", "You play a 1 — attack!", "played a 1 — attack!"),
    ],
    "fr": [
        ("Ada joue un 7", "Vous jouez un 7", "a joué un 7"),
        ("Ada joue deux 7", "Vous jouez deux 7", "a joué deux 7"),
        ("Ada joue trois 3", "Vous jouez trois 3", "a joué trois 3"),
        ("Ada joue un 8", "Vous jouez un 8", "a joué un 8"),
        (
            "Ada joue un fantôme — encore trois",
            "Vous jouez un fantôme — encore trois",
            "a joué un fantôme — encore trois",
        ),
        (
            "Ada joue deux fantômes — encore trois",
            "Vous jouez deux fantômes — encore trois",
            "a joué deux fantômes — encore trois",
        ),
        (
            "Ada joue un fantôme — encore cinq, plus bas",
            "Vous jouez un fantôme — encore cinq, plus bas",
            "a joué un fantôme — encore cinq, plus bas",
        ),
        (
            "Ada joue un ½ — six et demi",
            "Vous jouez un ½ — six et demi",
            "a joué un ½ — six et demi",
        ),
        ("Ada joue un ½", "Vous jouez un ½", "a joué un ½"),
        ("Ada joue deux ½ — sept", "Vous jouez deux ½ — sept", "a joué deux ½ — sept"),
        ("Ada joue un 8 et un ½", "Vous jouez un 8 et un ½", "a joué un 8 et un ½"),
        ("Ada joue deux 8 et un ½", "Vous jouez deux 8 et un ½", "a joué deux 8 et un ½"),
        ("Ada joue un 5 — plus bas", "Vous jouez un 5 — plus bas", "a joué un 5 — plus bas"),
        ("Ada joue un 0", "Vous jouez un 0", "a joué un 0"),
        ("Ada joue un 7 — attaque !", "Vous jouez un 7 — attaque !", "a joué un 7 — attaque !"),
        ("Ada joue un 1 — attaque !", "Vous jouez un 1 — attaque !", "a joué un 1 — attaque !"),
    ],
    "nl": [
        ("Ada speelt een 7", "Jij speelt een 7", "speelde een 7"),
        ("Ada speelt twee zevens", "Jij speelt twee zevens", "speelde twee zevens"),
        ("Ada speelt drie drieën", "Jij speelt drie drieën", "speelde drie drieën"),
        ("Ada speelt een 8", "Jij speelt een 8", "speelde een 8"),
        (
            "Ada speelt een geest — blijft drie",
            "Jij speelt een geest — blijft drie",
            "speelde een geest — blijft drie",
        ),
        (
            "Ada speelt twee geesten — blijft drie",
            "Jij speelt twee geesten — blijft drie",
            "speelde twee geesten — blijft drie",
        ),
        (
            "Ada speelt een geest — blijft vijf, lager",
            "Jij speelt een geest — blijft vijf, lager",
            "speelde een geest — blijft vijf, lager",
        ),
        (
            "Ada speelt een ½ — zes en een half",
            "Jij speelt een ½ — zes en een half",
            "speelde een ½ — zes en een half",
        ),
        ("Ada speelt een ½", "Jij speelt een ½", "speelde een ½"),
        (
            "Ada speelt twee ½-kaarten — zeven",
            "Jij speelt twee ½-kaarten — zeven",
            "speelde twee ½-kaarten — zeven",
        ),
        ("Ada speelt een 8 en een ½", "Jij speelt een 8 en een ½", "speelde een 8 en een ½"),
        (
            "Ada speelt twee achten en een ½",
            "Jij speelt twee achten en een ½",
            "speelde twee achten en een ½",
        ),
        ("Ada speelt een 5 — lager", "Jij speelt een 5 — lager", "speelde een 5 — lager"),
        ("Ada speelt een 0", "Jij speelt een 0", "speelde een 0"),
        ("Ada speelt een 7 — aanval!", "Jij speelt een 7 — aanval!", "speelde een 7 — aanval!"),
        ("Ada speelt een 1 — aanval!", "Jij speelt een 1 — aanval!", "speelde een 1 — aanval!"),
    ],
}


def plain(text: str) -> str:
    """French puts a narrow no-break space before ! and a no-break space before : (the
    catalog test checks them); the expectations here are written with plain spaces."""
    return text.replace("\u202f", " ").replace("\u00a0", " ")


@pytest.fixture(params=LANGS)
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.set_language(request.param)
    yield request.param  # conftest puts English back


def _you() -> str:
    return i18n.tr("seat.you")


def test_every_shape_of_play_is_one_sentence_with_and_without_a_name(lang: str) -> None:
    """ "a joué fantôme fantôme — encore trois" is now "a joué deux fantômes — encore
    trois"; "a joué 7 — sept" (the card said twice) is "a joué un 7"."""
    for (shape, cards, e), (named, you, memo) in zip(PLAYS, SAID[lang], strict=True):
        assert plain(play_line("Ada", False, Zone.HAND, cards, e)) == named, shape
        assert plain(play_line(_you(), True, Zone.HAND, cards, e)) == you, shape
        assert plain(play_memo(cards, e)) == memo, shape


@pytest.mark.parametrize(("code", "zone", "named", "you"), [
    ("en", Zone.OPEN, "Ada plays two ghosts from the open cards — still three",
     "You play two ghosts from your open cards — still three"),
    ("fr", Zone.OPEN, "Ada joue deux fantômes de ses cartes ouvertes — encore trois",
     "Vous jouez deux fantômes de vos cartes ouvertes — encore trois"),
    ("nl", Zone.OPEN, "Ada speelt twee geesten uit de open kaarten — blijft drie",
     "Jij speelt twee geesten uit je open kaarten — blijft drie"),
    ("en", Zone.BLIND, "Ada turns a blind card: a ghost — still three",
     "You turn a blind card: a ghost — still three"),
    ("fr", Zone.BLIND, "Ada retourne une carte aveugle : un fantôme — encore trois",
     "Vous retournez une carte aveugle : un fantôme — encore trois"),
    ("nl", Zone.BLIND, "Ada draait een blinde kaart om: een geest — blijft drie",
     "Jij draait een blinde kaart om: een geest — blijft drie"),
])  # fmt: skip
def test_plays_from_the_open_and_blind_cards_say_where_they_come_from(
    code: str, zone: Zone, named: str, you: str
) -> None:
    i18n.set_language(code)
    cards = (G, G) if zone is Zone.OPEN else (G,)
    e = BidAnnounced(1, 6, A.PLAIN, ghost=True)
    assert plain(play_line("Ada", False, zone, cards, e)) == named
    assert plain(play_line(_you(), True, zone, cards, e)) == you


def test_no_word_stutters_and_no_card_is_said_twice(lang: str) -> None:
    """Every shape, from every zone, with a name and as "you": no word twice in a row
    ("fantôme fantôme", "un un"), and nothing after a number card that only says its
    value again ("un 7 — sept")."""
    for _, cards, e in PLAYS:
        for zone in Zone:
            for name, you in (("Ada", False), (_you(), True)):
                line = plain(play_line(name, you, zone, cards, e))
                words = re.findall(r"\w+|½", line.lower())
                assert all(a != b for a, b in zip(words, words[1:], strict=False)), line
                assert "{" not in line and "log." not in line, line
                if cards[0].is_number and e.kind in (A.PLAIN, A.ZERO, A.EIGHT_HALF):
                    assert "—" not in line, line


def test_the_log_names_blind_cards_and_swaps_with_their_article() -> None:
    seen = {}
    for code in LANGS:
        i18n.set_language(code)
        log = MoveLog(lambda s: (_you(), "Ada", "Bruno")[s], 0)
        log.on_shown(BlindTurned(1, 0, Card.THREE, fits=False))
        log.on_shown(PileTaken(1, (Card.NINE, Card.THREE), Destination.HAND, TakeReason.BLIND_MISS))
        log.on_shown(BlindReturned(0, 0, Card.EIGHT))
        log.on_shown(Swapped(1, Card.EIGHT, 2, G))
        log.on_shown(Swapped(1, Card.EIGHT, 0, G))
        log.on_shown(Swapped(0, Card.ONE, 1, Card.NINE))
        seen[code] = [plain(line.text) for line in log.lines]
    assert seen == {
        "en": ["Ada turns a blind card: a 3, no fit; takes the pile (2 cards, into hand)",
               "You turn a blind card: an 8, no attack; it goes back",
               "Ada swaps an 8 for Bruno's ghost", "Ada swaps an 8 for your ghost",
               "You swap your 1 for Ada's 9"],
        "fr": ["Ada retourne une carte aveugle, un 3, qui ne va pas, et prend la pile "
               "(2 cartes, en main)",
               "Vous retournez une carte aveugle, un 8, qui n’attaque pas : elle est remise",
               "Ada prend le fantôme à Bruno contre un 8",
               "Ada vous prend votre fantôme contre un 8",
               "Vous prenez le 9 à Ada contre votre 1"],
        "nl": ["Ada draait een blinde kaart om, een 3, die niet past, en neemt de stapel "
               "(2 kaarten, in de hand)",
               "Jij draait een blinde kaart om, een 8, die niet aanvalt: hij gaat terug",
               "Ada ruilt een 8 voor de geest van Bruno", "Ada ruilt een 8 voor jouw geest",
               "Jij ruilt je 1 voor de 9 van Ada"],
    }  # fmt: skip


@pytest.mark.parametrize(("code", "one", "two"), [
    ("en", "Attack with a 7! (A)", "Attack with two 7s! (Enter)"),
    ("fr", "Attaquer avec un 7 (A)", "Attaquer avec deux 7 (Entrée)"),
    ("nl", "Aanval met een 7! (A)", "Aanval met twee zevens! (Enter)"),
])  # fmt: skip
def test_the_attack_buttons_name_the_cards_with_their_count(code: str, one: str, two: str) -> None:
    i18n.set_language(code)
    seven = Card.SEVEN
    assert plain(i18n.tr("button.attack", n=cards_phrase((seven,)))) == one
    assert plain(i18n.tr("button.attack_play", n=cards_phrase((seven, seven)))) == two


def test_an_attack_with_a_one_does_not_stutter_in_french() -> None:
    """« attaque avec un un » read like a stammer: the 1 is written as a figure."""
    i18n.set_language("fr")
    said = announcement(BidAnnounced(1, 2, A.ATTACK))
    assert plain(said) == "attaque avec un 1 !"
    assert plain(announcement(BidAnnounced(1, 14, A.ATTACK))) == "attaque avec un sept !"


def test_french_never_puts_de_or_que_before_a_name() -> None:
    """« Au tour de Ada », « le 9 de Ada »: French elides before a vowel (d’Ada, qu’Emma),
    and the bots are called Ada and Emma, so no sentence puts de or que before a name."""
    catalog = json.loads((i18n.LOCALE_DIR / "fr.json").read_text(encoding="utf-8"))
    texts = {k: t for k, v in catalog.items() for t in (v.values() if isinstance(v, dict) else [v])}
    bad = [
        k
        for k, t in texts.items()
        if re.search(r"\b(de|que|le|la|du) \{(name|other|next|caller|finisher)\}", t)
    ]
    assert bad == []


def test_no_sound_is_said_simply_in_french() -> None:
    i18n.set_language("fr")
    assert (
        plain(i18n.tr("notice.no_sound"))
        == "Aucune sortie audio détectée : le jeu se joue en silence."
    )


# -- at the 8½ table: what fits when no number does -------------------------------------------


@pytest.mark.parametrize(("code", "hand", "bid", "said"), [
    ("fr", "g 3 4", "8.5", "À vous : sur 8½, vous ne pouvez jouer que le fantôme"),
    ("fr", "h 3 4", "9.5", "À vous : sur 9½, vous ne pouvez jouer que le ½"),
    ("fr", "h g 3", "9.5", "À vous : sur 9½, vous ne pouvez jouer que le fantôme ou le ½"),
    ("en", "g 3 4", "8.5", "Your turn: on 8½ only a ghost fits"),
    ("en", "h 3 4", "9.5", "Your turn: on 9½ only a ½ fits"),
    ("en", "h g 3", "9.5", "Your turn: on 9½ only a ghost or a ½ fits"),
    ("nl", "g 3 4", "8.5", "Jouw beurt: op 8½ past alleen een geest"),
    ("nl", "h 3 4", "9.5", "Jouw beurt: op 9½ past alleen een ½"),
    ("nl", "h g 3", "9.5", "Jouw beurt: op 9½ past alleen een geest of een ½"),
])  # fmt: skip
def test_the_prompt_names_what_fits_on_a_high_bid_in_a_whole_sentence(
    make_app: Callable[..., App], code: str, hand: str, bid: str, said: str
) -> None:
    """R5.3, R5.7: on 8½ only a ghost, the combination or a 9, on 9½ a ½ or a ghost;
    « vous ne pouvez jouer que fantôme » lacked its article."""
    import table_kit as kit
    from lang_kit import back_to_english

    with back_to_english():
        app = make_app(kit.settings(players=2, language=code))
        scene = kit.table(app)
        pile = "8 h" if bid == "8.5" else "9 h"
        kit.put(
            scene,
            kit.position(
                2, [{"hand": hand, "draw": "1"}, {"hand": "2 2"}], pile=pile, bid=bid, half_owner=1
            ),
        )
        kit.frames(app)
        assert plain(scene.controls.prompt()) == said


# -- Huit américain: cards named in sentences -------------------------------------------------

C = huit.parse_card
HUIT_PLAYS = {  # a number card, an ace, a jack, a queen, a king
    "en": ["Ada plays the 9 of hearts", "Ada plays the ace of spades", "You play the jack of clubs",
           "You play the queen of diamonds", "Ada plays the king of hearts"],
    "fr": ["Ada joue le 9 de cœur", "Ada joue l’as de pique", "Vous jouez le valet de trèfle",
           "Vous jouez la dame de carreau", "Ada joue le roi de cœur"],
    "nl": ["Ada speelt harten 9", "Ada speelt schoppen aas", "Jij speelt klaveren boer",
           "Jij speelt ruiten vrouw", "Ada speelt harten heer"],
}  # fmt: skip


def test_huit_names_every_card_one_way_in_a_sentence(lang: str) -> None:
    """Dutch mixed "harten 9" and "hartenheer": every card is now suit, then rank."""
    names = [_you(), "Ada"]
    plays = [(1, "9h"), (1, "As"), (0, "Jc"), (0, "Qd"), (1, "Kh")]
    lines = [
        log_line(hev.CardPlayed(seat, C(card), hev.Source.HAND), names) for seat, card in plays
    ]
    assert lines == HUIT_PLAYS[lang]


@pytest.mark.parametrize(("code", "said"), [
    ("en", "Not on the 9 of spades: the king of diamonds has neither its suit nor its rank"),
    ("fr", "Pas sur le 9 de pique : le roi de carreau n’a ni sa couleur ni sa valeur"),
    ("nl", "Niet op schoppen 9: ruiten heer heeft niet dezelfde kleur en niet dezelfde waarde"),
])  # fmt: skip
def test_a_refused_card_is_named_without_de_le(code: str, said: str) -> None:
    """« ni la couleur ni la valeur de le 9 de pique »: the sentence no longer puts « de »
    before a card's article, nor starts with a card's name in small letters."""
    i18n.set_language(code)
    state = huit.parse_position(json.dumps({
        "game": "huit", "decks": 1, "hands": ["Kd 3c", "2c 3h"], "stock": "2d 9d 4s",
        "discard": "5h 9s", "suit": None, "turn": 0, "phase": "play", "drawn": None,
        "penalty": 0, "unannounced": None}))  # fmt: skip
    with pytest.raises(huit.IllegalMove) as refused:
        huit.apply_move(state, huit.parse_move("Kd"))
    assert plain(reasons.refusal(refused.value)) == said


@pytest.mark.parametrize(("code", "lists"), [
    ("en", ["the 7 of hearts", "the 7 of hearts and the ace of spades",
            "the 7 of hearts, the ace of spades and the 10 of clubs"]),
    ("fr", ["le 7 de cœur", "le 7 de cœur et l’as de pique",
            "le 7 de cœur, l’as de pique et le 10 de trèfle"]),
    ("nl", ["harten 7", "harten 7 en schoppen aas", "harten 7, schoppen aas en klaveren 10"]),
])  # fmt: skip
def test_the_cards_under_the_stock_are_listed_as_a_sentence_lists_them(
    code: str, lists: list[str]
) -> None:
    """H1: one, two or three special cards turned at the deal went under the stock."""
    i18n.set_language(code)
    cards = [C("7h"), C("As"), C("10c")]
    assert [cards_list(cards[:n]) for n in (1, 2, 3)] == lists
    assert card_name(C("7h")) == lists[0]


@pytest.mark.parametrize(
    ("count", "said"),
    [
        (1, "daarna heb je nog 1 kaart die erop past"),
        (2, "daarna heb je nog 2 kaarten die erop passen"),
    ],
)
def test_dutch_hints_say_what_follows_plainly(count: int, said: str) -> None:
    """ "je houdt 1 kaart over om erop te leggen" was awkward Dutch."""
    i18n.set_language("nl")
    assert i18n.trn("huit.hint.why.follow", count) == said
